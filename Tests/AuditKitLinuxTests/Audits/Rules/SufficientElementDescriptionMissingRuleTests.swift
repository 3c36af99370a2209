import AuditKitLinux
import XCTest

final class SufficientElementDescriptionMissingRuleTests: XCTestCase {
    let rule = SufficientElementDescriptionMissingRule()

    // MARK: Headless: fires

    func testImageOnlyButtonWithoutLabelFires() {
        let button = Button(image: Image(systemName: "heart"), frame: rect(20, 100, 44, 44))
        button.addAction {}
        let found = RuleHarness.run(rule, on: button)
        XCTAssertEqual(found.compact, ["Element has no description"])
        XCTAssertEqual(found.issues.first?.element?.elementType, .button)
        XCTAssertEqual(found.issues.first?.severity, .failure)
        XCTAssertEqual(found.issues.first?.ruleID, "sufficientElementDescription.missing")
    }

    func testDecorativeImageMadeAnElementFires() {
        // The talk's QuoteApp: a decorative image that is an element with no label.
        let image = ImageView(image: Image(named: "background"), frame: rect(0, 0, 390, 200))
        image.isAccessibilityElement = true
        let found = RuleHarness.run(rule, on: image)
        XCTAssertEqual(found.compact, ["Element has no description"])
        XCTAssertEqual(found.issues[0].evidence[.isImage], true, "the advice is to label the image or hide it")
        XCTAssertTrue(found.issues[0].detailedDescription.contains("isAccessibilityElement = false"))
    }

    func testWhitespaceLabelIsNoDescription() {
        let view = View(frame: rect(0, 0, 100, 44))
        view.isAccessibilityElement = true
        view.accessibilityLabel = "  \n"
        XCTAssertEqual(RuleHarness.run(rule, on: view).compact, ["Element has no description"])
    }

    func testALabelDrawnAsNothingIsNoDescription() {
        // Direction marks, U+FEFF, the word joiner, a soft hyphen and the Hangul filler are
        // Default_Ignorable_Code_Point: nothing is drawn, so there is no name to read.
        for invisible in ["\u{FEFF}", "\u{2060}", "\u{200E}", "\u{00AD}", "\u{180E}", "\u{3164}", "\u{2068}\u{2069} "] {
            let titled = Button(title: invisible, frame: rect(20, 100, 120, 44))
            titled.addAction {}
            XCTAssertEqual(
                RuleHarness.run(rule, on: titled).compact, ["Element has no description"],
                "title \(invisible.debugDescription)")
            let labelled = Button(image: Image(systemName: "heart"), frame: rect(20, 100, 44, 44))
            labelled.accessibilityLabel = invisible
            labelled.addAction {}
            XCTAssertEqual(
                RuleHarness.run(rule, on: labelled).compact, ["Element has no description"],
                "label \(invisible.debugDescription)")
            var capture = CaptureFixture()
            capture.add(.button, parent: capture.root, label: invisible)
            XCTAssertEqual(
                RuleHarness.run(rule, on: capture.hierarchy).compact, ["Element has no description"],
                "capture \(invisible.debugDescription)")
        }
    }

    func testALabelWrappedInDirectionIsolatesIsADescription() {
        // Foundation's localized formatting wraps arguments in U+2068 and U+2069.
        let button = Button(title: "Call \u{2068}Anna\u{2069}", frame: rect(20, 100, 120, 44))
        button.addAction {}
        XCTAssertEqual(RuleHarness.run(rule, on: button).issues, [])
    }

    func testEmptyTextFieldWithoutPlaceholderFires() {
        XCTAssertEqual(
            RuleHarness.run(rule, on: TextField(frame: rect(20, 100, 200, 44))).compact, ["Element has no description"])
    }

    // MARK: Headless: does not fire

    func testLabelledButtonDoesNotFire() {
        let button = Button(image: Image(systemName: "heart"), frame: rect(20, 100, 44, 44))
        button.accessibilityLabel = "Like"
        XCTAssertEqual(RuleHarness.run(rule, on: button).issues, [])
    }

    func testImageViewThatIsNotAnElementDoesNotFire() {
        XCTAssertEqual(
            RuleHarness.run(rule, on: ImageView(image: Image(named: "background"), frame: rect(0, 0, 390, 200))).issues,
            [])
    }

    func testElementOutsideTheAccessibilityViewDoesNotFire() {
        let image = ImageView(image: Image(named: "background"), frame: rect(0, 0, 390, 200))
        image.isAccessibilityElement = true
        image.isHidden = true
        let container = View(frame: rect(0, 300, 390, 100))
        container.accessibilityElementsHidden = true
        let inner = View(frame: rect(0, 0, 10, 10))
        inner.isAccessibilityElement = true
        container.addSubview(inner)
        XCTAssertEqual(RuleHarness.run(rule, on: image, container).issues, [])
    }

    func testTextFieldWithPlaceholderIsDescribed() {
        XCTAssertEqual(
            RuleHarness.run(rule, on: TextField(placeholder: "Search", frame: rect(20, 100, 200, 44))).issues, [])
    }

    func testTextViewIsDescribedByItsText() {
        XCTAssertEqual(RuleHarness.run(rule, on: TextView(text: "Quote", frame: rect(0, 200, 390, 100))).issues, [])
    }

    // MARK: A value that is only state

    func testUnlabelledSwitchFires() {
        // VoiceOver says "On, Switch button": the state, but not what it switches.
        let toggle = Switch(isOn: true, frame: rect(20, 100, 51, 31))
        toggle.addAction {}
        let found = RuleHarness.run(rule, on: toggle)
        XCTAssertEqual(found.compact, ["Element has no description"])
        XCTAssertEqual(found.issues.first?.element?.elementType, .switch)
        XCTAssertEqual(found.issues[0].evidence[.value], "1")
        XCTAssertEqual(found.issues[0].evidence[.valueIsOnlyState], true)
    }

    func testUnlabelledSliderFires() {
        let found = RuleHarness.run(rule, on: Slider(value: 0.5, frame: rect(20, 100, 300, 44)))
        XCTAssertEqual(found.compact, ["Element has no description"])
        XCTAssertEqual(found.issues[0].evidence[.value], "50%")
        XCTAssertEqual(found.issues[0].evidence[.valueIsOnlyState], true)
    }

    func testCustomAdjustableOrToggleWithOnlyAValueFires() {
        let rating = View(frame: rect(20, 100, 200, 44))
        rating.isAccessibilityElement = true
        rating.accessibilityTraits = .adjustable
        rating.accessibilityValue = "3 stars"
        let toggle = View(frame: rect(20, 200, 200, 44))
        toggle.isAccessibilityElement = true
        toggle.accessibilityTraits = [.button, .toggleButton]
        toggle.accessibilityValue = "Off"
        XCTAssertEqual(
            RuleHarness.run(rule, on: rating, toggle).compact,
            ["Element has no description", "Element has no description"])
    }

    func testLabelledSwitchAndSliderDoNotFire() {
        let toggle = Switch(isOn: true, frame: rect(20, 100, 51, 31))
        toggle.accessibilityLabel = "Sounds"
        let slider = Slider(frame: rect(20, 200, 300, 44))
        slider.accessibilityLabel = "Volume"
        XCTAssertEqual(RuleHarness.run(rule, on: toggle, slider).issues, [])
    }

    func testTextFieldAndStaticTextAreDescribedByTheirValue() {
        let field = TextField(frame: rect(20, 100, 300, 44))
        field.text = "ada@example.com"
        let text = View(frame: rect(20, 200, 300, 44))
        text.isAccessibilityElement = true
        text.accessibilityTraits = .staticText
        text.accessibilityValue = "12 km"
        XCTAssertEqual(RuleHarness.run(rule, on: field, text).issues, [])
    }

    func testCaptureSwitchWithOnlyItsValueFiresAndPickerWheelDoesNot() {
        var capture = CaptureFixture()
        capture.add(.switch, parent: capture.root, value: "1", frame: rect(320, 100, 51, 31))
        capture.add(
            ElementType("pickerWheel"), parent: capture.root, value: "March", frame: rect(20, 300, 300, 200),
            traits: .adjustable)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["switch"])
    }

    func testEmptyLabelDoesNotFire() {
        XCTAssertEqual(RuleHarness.run(rule, on: Label(text: nil, frame: rect(0, 0, 100, 20))).issues, [])
    }

    // MARK: Captures

    func testCaptureUnlabelledButtonFiresWithoutAccessibleAttribute() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, frame: rect(334, 53, 25, 26))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).compact, ["Element has no description"])
    }

    func testCaptureImageInsideLabelledButtonDoesNotFire() {
        var capture = CaptureFixture()
        let button = capture.add(.button, parent: capture.root, label: "Like", frame: rect(20, 100, 44, 44))
        capture.add(.image, parent: button, frame: rect(30, 110, 24, 24))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
    }

    func testCaptureImageInsideUnlabelledButtonReportsOnlyTheButton() {
        var capture = CaptureFixture()
        let button = capture.add(.button, parent: capture.root, frame: rect(20, 100, 44, 44))
        capture.add(.image, parent: button, frame: rect(30, 110, 24, 24))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["button"])
    }

    func testCaptureAccessibleAttributeDecides() {
        var capture = CaptureFixture()
        capture.add(.other, parent: capture.root, accessible: true)  // reached, silent: fires
        capture.add(.button, parent: capture.root, accessible: false)  // not reached: not this rule
        capture.add(.other, parent: capture.root, accessible: false)  // a container
        capture.add(.image, parent: capture.root, accessible: true, visible: false)  // invisible
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["other"])
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).elements, ["other"])
    }
}

extension SufficientElementDescriptionMissingRuleTests {
    func testCaptureWithUnknownVisibilityJudgesOnScreenControls() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, frame: rect(20, 100, 44, 44), visible: nil)
        capture.add(.button, parent: capture.root, frame: rect(20, 100, 0, 0), visible: nil)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["button"])
    }
}

extension SufficientElementDescriptionMissingRuleTests {
    func testCaptureImageWithOnlyAnIdentifierIsNotEvaluated() {
        // xcuitest_study's `Image, identifier: 'TAUlogo'`: nothing says VoiceOver reaches it.
        var capture = CaptureFixture()
        capture.add(.image, parent: capture.root, identifier: "TAUlogo", frame: rect(164, 710, 90, 90))
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated.map(\.elementCount), [1])
        XCTAssertEqual(found.notEvaluated.first?.auditType, .sufficientElementDescription)
    }

    func testCaptureImageMarkedAccessibleWithoutLabelFires() {
        var capture = CaptureFixture()
        capture.add(
            .image, parent: capture.root, identifier: "TAUlogo", accessible: true, frame: rect(164, 710, 90, 90))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["TAUlogo"])
    }

    func testCaptureTextFieldWithOnlyAnIdentifierFires() {
        // xcuitest_study's `TextField, identifier: 'city'`: a text field is an element by default.
        var capture = CaptureFixture()
        capture.add(.textField, parent: capture.root, identifier: "city", frame: rect(189, 422, 36, 51))
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.elements, ["city"])
        XCTAssertEqual(found.notEvaluated, [])
    }

    // MARK: Page indicators

    /// A `UIPageControl` model: adjustable, its value "page 1 of 3", type `.pageIndicator`.
    final class PageControl: View {
        var page = 0
        override var defaultIsAccessibilityElement: Bool { true }
        override var defaultAccessibilityTraits: AccessibilityTraits { .adjustable }
        override var defaultAccessibilityValue: String? { "page \(page + 1) of 3" }
        override var elementType: ElementType { .pageIndicator }
    }

    func testAPageIndicatorIsDescribedByItsValue() {
        XCTAssertEqual(RuleHarness.run(rule, on: PageControl(frame: rect(100, 700, 190, 26))).issues, [])
    }

    func testAPageIndicatorWithNoValueFiresWithAReadableType() {
        let control = PageControl(frame: rect(100, 700, 190, 26))
        control.accessibilityValue = ""
        let found = RuleHarness.run(rule, on: control)
        XCTAssertEqual(found.compact, ["Element has no description"])
        XCTAssertTrue(
            found.issues[0].detailedDescription.hasPrefix("This page indicator is reached"),
            found.issues[0].detailedDescription)
    }

    func testAnAdjustableElementThatIsNotAPageIndicatorStillNeedsALabel() {
        let stepper = View(frame: rect(100, 700, 190, 26))
        stepper.isAccessibilityElement = true
        stepper.accessibilityTraits = .adjustable
        stepper.accessibilityValue = "page 1 of 3"
        XCTAssertEqual(RuleHarness.run(rule, on: stepper).compact, ["Element has no description"])
    }
}
