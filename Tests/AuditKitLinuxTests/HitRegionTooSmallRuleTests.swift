import XCTest
@testable import AuditKitLinux

final class HitRegionTooSmallRuleTests: XCTestCase {
    let rule = HitRegionTooSmallRule()

    private func button(_ width: Double, _ height: Double, title: String = "OK", x: Double = 20, y: Double = 100) -> Button {
        let button = Button(title: title, frame: rect(x, y, width, height))
        button.addAction {}
        return button
    }

    // MARK: Fires

    func testEighteenByTwentyTwoFails() {
        // Apple's audit: 18 × 22 fails.
        let found = RuleHarness.run(rule, on: button(18, 22))
        XCTAssertEqual(found.compact, ["Hit area is too small"])
        XCTAssertEqual(found.issues[0].ruleID, "hitRegion.tooSmall")
        XCTAssertEqual(found.issues[0].detailedDescription,
                       "Its tappable area is 18 × 22 pt; it needs at least 24 × 24 pt (WCAG 2.2 SC 2.5.8, judged without its spacing exception, as Apple's audit does). Enlarge the frame or the touch area around the visible content.")
    }

    func testJustBelowTheThresholdFailsUnrounded() {
        let found = RuleHarness.run(rule, on: button(23.9, 100))
        XCTAssertEqual(found.compact, ["Hit area is too small"])
        XCTAssertEqual(found.issues.first?.evidence[.width], 23.9, "evidence keeps the unrounded width")
        XCTAssertEqual(found.issues.first?.evidence[.height], 100)
        XCTAssertEqual(found.issues.first?.evidence[.minimumSize], 24)
        XCTAssertTrue(found.issues.first?.detailedDescription.contains("23.9 × 100 pt") ?? false)
    }

    func testTappableViewIsATarget() {
        let view = View(frame: rect(20, 100, 20, 20))
        view.addTapGesture {}
        XCTAssertEqual(RuleHarness.run(rule, on: view).compact, ["Hit area is too small"])
    }

    func testButtonWithoutActionIsStillATarget() {
        XCTAssertEqual(RuleHarness.run(rule, on: Button(title: "X", frame: rect(20, 100, 20, 20))).compact, ["Hit area is too small"])
    }

    func testAppleHIGConfigurationFailsThirtyTwo() {
        let found = RuleHarness.run(rule, on: button(32, 32), configuration: .appleHIG)
        XCTAssertEqual(found.compact, ["Hit area is too small"])
        XCTAssertEqual(found.issues[0].evidence[.minimumSize], 44)
        XCTAssertTrue(found.issues[0].detailedDescription.contains("44 × 44 pt (Apple HIG)"))
    }

    func testCaptureSmallButtonFires() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Info", frame: rect(300, 50, 18, 22))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["Info"])
    }

    func testSmallButtonInsideToolbarIsNotExempt() {
        let bar = Toolbar(frame: rect(0, 780, 390, 44))
        bar.addSubview(button(20, 20, y: 10))
        XCTAssertEqual(RuleHarness.run(rule, on: bar).compact, ["Hit area is too small"])
    }

    // MARK: Does not fire

    func testTwentyFourByTwentyFivePasses() {
        // Apple's audit: 24 × 25 passes.
        XCTAssertEqual(RuleHarness.run(rule, on: button(24, 25)).issues, [])
    }

    func testAppleHIGConfigurationPassesFortyFour() {
        XCTAssertEqual(RuleHarness.run(rule, on: button(44, 44), configuration: .appleHIG).issues, [])
    }

    func testStaticTextDisabledAndHiddenAreSkipped() {
        let label = Label(text: "Small print", frame: rect(20, 100, 60, 12))
        let disabled = button(18, 18, y: 200)
        disabled.isEnabled = false
        let hidden = button(18, 18, y: 300)
        hidden.isHidden = true
        XCTAssertEqual(RuleHarness.run(rule, on: label, disabled, hidden).issues, [])
    }

    func testOffScreenButtonIsSkipped() {
        XCTAssertEqual(RuleHarness.run(rule, on: button(18, 18, x: 500, y: 100)).issues, [])
    }

    func testTabBarButtonsPass() {
        let bar = TabBar(items: [TabBarItem(title: "Quote"), TabBarItem(title: "Settings")], frame: rect(0, 795, 390, 49))
        XCTAssertEqual(RuleHarness.run(rule, on: bar).issues, [])
    }

    func testCaptureInlineLinkInTextIsExempt() {
        var capture = CaptureFixture()
        let text = capture.add(.textView, parent: capture.root, value: "Read our terms.", frame: rect(20, 100, 300, 60))
        capture.add(.link, parent: text, label: "terms", frame: rect(100, 100, 40, 17))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
    }

    func testCaptureDisabledInvisibleAndStaticTextAreSkipped() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "chevron", frame: rect(350, 100, 8, 13), visible: false, enabled: false)
        capture.add(.staticText, parent: capture.root, label: "Note", frame: rect(20, 100, 30, 12))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
    }

    func testUnknownFrameIsCountedNotPassed() {
        var capture = CaptureFixture()
        let id = capture.add(.button, parent: capture.root, label: "Go")
        var hierarchy = capture.hierarchy
        hierarchy.elements[id].frame = nil
        let found = RuleHarness.run(rule, on: hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [NotEvaluated(auditType: .hitRegion, reason: "the element's frame is unknown", elementCount: 1)])
    }
}

extension HitRegionTooSmallRuleTests {
    func testUnknownVisibilityCountsAsShownWhenTheFrameIsOnScreen() {
        // debugDescription dumps do not say whether an element is visible.
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Info", frame: rect(300, 50, 18, 22), visible: nil)
        capture.add(.button, parent: capture.root, label: "Below", frame: rect(300, 1_500, 18, 22), visible: nil)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["Info"])
    }
}

extension HitRegionTooSmallRuleTests {
    func testUnknownFrameAndVisibilityAreCountedNotPassed() {
        // A debugDescription line whose frame could not be read: neither frame nor visibility is known.
        var capture = CaptureFixture()
        let id = capture.add(.button, parent: capture.root, label: "Item", frame: rect(0, 0, 11, 30), visible: nil)
        var hierarchy = capture.hierarchy
        hierarchy.elements[id].frame = nil
        let found = RuleHarness.run(rule, on: hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [NotEvaluated(auditType: .hitRegion, reason: "the element's frame is unknown", elementCount: 1)])
    }

    /// Small links at the bottom of chains of plain views thousands deep: those under a static
    /// text are inline (WCAG 2.5.8's exception), the others are reported, each once.
    func testSmallLinksAtTheBottomOfDeepChainsAreJudgedOnce() {
        var capture = CaptureFixture()
        for inText in [true, false] {
            var parent = capture.add(inText ? .staticText : .other, parent: capture.root, frame: rect(0, 0, 390, 844))
            for _ in 0..<2_000 { parent = capture.add(.other, parent: parent, frame: rect(0, 0, 390, 844)) }
            for index in 0..<50 { capture.add(.link, parent: parent, label: "Link \(index)", frame: rect(0, 0, 10, 10)) }
        }
        let found = RuleHarness.run(HitRegionTooSmallRule(), on: capture.hierarchy)
        XCTAssertEqual(found.labels, (0..<50).map { "Link \($0)" })
    }
}
