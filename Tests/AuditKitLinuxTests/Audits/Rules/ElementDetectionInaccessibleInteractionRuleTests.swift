import AuditKitLinux
import XCTest

final class ElementDetectionInaccessibleInteractionRuleTests: XCTestCase {
    let rule = ElementDetectionInaccessibleInteractionRule()

    /// A card with a tap gesture holding two labels, as the classic bug builds it.
    private func tappableCard() -> View {
        let card = View(frame: rect(0, 100, 390, 80))
        card.addTapGesture {}
        card.addSubviews(
            Label(text: "Quote of the day", frame: rect(20, 10, 300, 20)),
            Label(text: "Tap to read", frame: rect(20, 40, 300, 20)))
        return card
    }

    // MARK: Fires

    func testTappableContainerWhoseLabelsVoiceOverReadsFires() {
        let found = RuleHarness.run(rule, on: tappableCard())
        XCTAssertEqual(found.compact, ["Interactive element is inaccessible"])
        XCTAssertEqual(found.issues[0].element?.elementType, .other)
        XCTAssertEqual(found.issues[0].ruleID, "elementDetection.inaccessibleInteraction")
    }

    func testTappableImageThatIsNotAnElementFires() {
        let image = ImageView(image: Image(named: "avatar"), frame: rect(20, 100, 60, 60))
        image.isUserInteractionEnabled = true
        image.addTapGesture {}
        XCTAssertEqual(RuleHarness.run(rule, on: image).compact, ["Interactive element is inaccessible"])
    }

    func testCaptureButtonMarkedNotAccessibleFires() {
        // The SigNews capture: an unlabelled Button (accessible="false") holding an invisible 1 × 1 text.
        var capture = CaptureFixture()
        let wrapper = capture.add(.other, parent: capture.root, accessible: false, frame: rect(344, 159, 109, 37))
        let button = capture.add(.button, parent: wrapper, accessible: false, frame: rect(344, 159, 110, 37))
        capture.add(.staticText, parent: button, accessible: false, frame: rect(344, 159, 1, 1), visible: false)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["button"])
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).elements, ["button"])
    }

    // MARK: Does not fire

    func testContainerMadeAnElementDoesNotFire() {
        let card = tappableCard()
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Quote of the day"
        card.accessibilityTraits = .button
        XCTAssertEqual(RuleHarness.run(rule, on: card).issues, [])
    }

    func testButtonsAndDisabledOrHiddenViewsDoNotFire() {
        let button = Button(title: "Go", frame: rect(20, 100, 100, 44))
        button.addAction {}
        let hidden = tappableCard()
        hidden.isHidden = true
        let disabled = Button(title: "Off", frame: rect(20, 300, 100, 44))
        disabled.addAction {}
        disabled.isEnabled = false
        disabled.isAccessibilityElement = false
        XCTAssertEqual(RuleHarness.run(rule, on: button, hidden, disabled).issues, [])
    }

    func testBackgroundTapAroundReachedControlsDoesNotFire() {
        // A tap on the background that dismisses the keyboard: the fields and buttons are reachable.
        let form = View(frame: rect(0, 0, 390, 844))
        form.addTapGesture {}
        form.addSubviews(
            TextField(placeholder: "Name", frame: rect(20, 100, 350, 44)),
            Button(title: "Save", frame: rect(20, 200, 100, 44)))
        XCTAssertEqual(RuleHarness.run(rule, on: form).issues, [])
    }

    func testButtonHiddenInsideAnElementIsLeftToTheParentChildAudit() {
        // The cell does not act for its favourite button: parentChild.hiddenInteractiveChild reports that.
        let cell = View(frame: rect(0, 100, 390, 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Song title"
        let favourite = Button(title: "Favourite", frame: rect(340, 10, 40, 40))
        favourite.addAction {}
        cell.addSubview(favourite)
        XCTAssertEqual(RuleHarness.run(rule, on: cell).issues, [])
    }

    func testButtonInsideCellWithCustomActionOrFillingItDoesNotFire() {
        let cell = View(frame: rect(0, 100, 390, 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Song title"
        cell.accessibilityCustomActions = [AccessibilityCustomAction(name: "Favourite") { true }]
        let favourite = Button(title: "Favourite", frame: rect(340, 10, 40, 40))
        favourite.addAction {}
        cell.addSubview(favourite)

        let row = View(frame: rect(0, 300, 390, 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Open settings"
        let whole = Button(title: "Open", frame: rect(0, 0, 390, 60))
        whole.addAction {}
        row.addSubview(whole)
        XCTAssertEqual(RuleHarness.run(rule, on: cell, row).issues, [])
    }

    func testTappableViewBehindModalDoesNotFire() {
        let alert = View(frame: rect(40, 300, 300, 200))
        alert.accessibilityViewIsModal = true
        alert.addSubview(Label(text: "Delete?", frame: rect(10, 10, 200, 20)))
        XCTAssertEqual(RuleHarness.run(rule, on: tappableCard(), alert).issues, [])
    }

    func testCaptureWithAccessibleDescendantOrWithoutAttributeDoesNotFire() {
        var capture = CaptureFixture()
        let button = capture.add(.button, parent: capture.root, accessible: false)
        capture.add(.staticText, parent: button, label: "Articles", accessible: true)
        capture.add(.button, parent: capture.root, label: "五月")
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated.map(\.elementCount), [1])
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).issues, [])
    }
}

extension ElementDetectionInaccessibleInteractionRuleTests {
    func testCapturePlainViewsThatMayTakeTapsAreNotEvaluated() {
        // A React Native card: an `Other` (accessible="false") holding two texts VoiceOver reads one
        // by one. Whether it has a tap gesture is not in the capture: not judged, and said so.
        var capture = CaptureFixture()
        let card = capture.add(.other, parent: capture.root, accessible: false, frame: rect(0, 100, 390, 80))
        capture.add(.staticText, parent: card, label: "Quote of the day", accessible: true)
        capture.add(.staticText, parent: card, label: "Tap to read", accessible: true)
        for hierarchy in [capture.hierarchy, capture.hierarchyWithInferredAccessibilityView] {
            let found = RuleHarness.run(rule, on: hierarchy)
            XCTAssertEqual(found.issues, [])
            XCTAssertEqual(
                found.notEvaluated,
                [
                    NotEvaluated(
                        auditType: .elementDetection,
                        reason: "the source does not say which plain views respond to taps",
                        elementCount: 1)
                ])
        }
    }

    func testHeadlessPlainViewsAreJudged() {
        // Headless views record their taps: a plain card without one is judged (and passes).
        let card = View(frame: rect(0, 100, 390, 80))
        card.addSubview(Label(text: "Quote of the day", frame: rect(20, 10, 300, 20)))
        let found = RuleHarness.run(rule, on: card)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [])
    }

    /// A settings row made one element; `activates` gives it an activation that toggles its switch.
    private func switchRow(activates: Bool) -> View {
        let row = View(frame: rect(0, 100, 390, 52))
        let toggle = Switch(isOn: false, frame: rect(313, 110, 51, 31))
        toggle.addAction {}
        row.addSubviews(Label(text: "Notifications", frame: rect(16, 100, 280, 52)), toggle)
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Notifications"
        if activates { row.accessibilityActivateHandler = { toggle.accessibilityActivate() } }
        return row
    }

    func testSwitchInsideACombinedCellThatTogglesItDoesNotFire() {
        // The talk's fix: the cell VoiceOver reaches activates the switch, so the switch is covered.
        XCTAssertEqual(RuleHarness.run(rule, on: switchRow(activates: true)).issues, [])
    }

    func testSwitchInsideACombinedCellWithoutActivationIsLeftToParentChild() {
        // Still not this rule's issue (no double report): parentChild.hiddenInteractiveChild reports the cell.
        let row = switchRow(activates: false)
        XCTAssertEqual(RuleHarness.run(rule, on: row).issues, [])
        XCTAssertEqual(
            RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: row).compact, ["Parent/Child mismatch"])
    }

    func testUnreachedCaptureButtonWithoutLabelSaysItHasNoLabel() {
        // The SigNews button: the detail names the missing label as well.
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, accessible: false, frame: rect(20, 100, 110, 37))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).compact, ["Interactive element is inaccessible"])
        let evidence = RuleHarness.run(rule, on: capture.hierarchy).issues.first?.evidence
        XCTAssertEqual(evidence?[.hasAccessibleName], false)
        XCTAssertEqual(evidence?[.isAccessibilityElement], false)
        XCTAssertNil(evidence?[.isInteractive], "a capture does not record interactivity")
    }
}
