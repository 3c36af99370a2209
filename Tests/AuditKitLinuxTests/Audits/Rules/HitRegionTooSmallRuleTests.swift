import AuditKitLinux
import XCTest

final class HitRegionTooSmallRuleTests: XCTestCase {
    let rule = HitRegionTooSmallRule()

    private func button(_ width: Double, _ height: Double, title: String = "OK", x: Double = 20, y: Double = 100)
        -> Button
    {
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
        XCTAssertEqual(
            found.issues[0].detailedDescription,
            "Its tappable area is 18 × 22 pt; it needs at least 24 × 24 pt (WCAG 2.2 SC 2.5.8, judged without its spacing exception, as Apple's audit does). Enlarge the frame or the touch area around the visible content."
        )
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
        XCTAssertEqual(
            RuleHarness.run(rule, on: Button(title: "X", frame: rect(20, 100, 20, 20))).compact,
            ["Hit area is too small"])
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
        let bar = TabBar(
            items: [TabBarItem(title: "Quote"), TabBarItem(title: "Settings")], frame: rect(0, 795, 390, 49))
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
        capture.add(
            .button, parent: capture.root, label: "chevron", frame: rect(350, 100, 8, 13), visible: false,
            enabled: false)
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
        XCTAssertEqual(
            found.notEvaluated,
            [NotEvaluated(auditType: .hitRegion, reason: "the element's frame is unknown", elementCount: 1)])
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
        XCTAssertEqual(
            found.notEvaluated,
            [NotEvaluated(auditType: .hitRegion, reason: "the element's frame is unknown", elementCount: 1)])
    }

    /// Small links at the bottom of chains of plain views thousands deep: those under a static
    /// text are inline (WCAG 2.5.8's exception), the others are reported, each once.
    func testSmallLinksAtTheBottomOfDeepChainsAreJudgedOnce() {
        var capture = CaptureFixture()
        for inText in [true, false] {
            var parent = capture.add(inText ? .staticText : .other, parent: capture.root, frame: rect(0, 0, 390, 844))
            for _ in 0..<2_000 { parent = capture.add(.other, parent: parent, frame: rect(0, 0, 390, 844)) }
            for index in 0..<50 {
                capture.add(.link, parent: parent, label: "Link \(index)", frame: rect(0, 0, 10, 10))
            }
        }
        let found = RuleHarness.run(HitRegionTooSmallRule(), on: capture.hierarchy)
        XCTAssertEqual(found.labels, (0..<50).map { "Link \($0)" })
    }
}

// MARK: Facts checked against the tree (issue 9)

extension HitRegionTooSmallRuleTests {
    /// A paragraph of running text with a 40 × 17 pt link between two static texts on one line.
    private func paragraph(linkOnItsOwnLine: Bool = false) -> AccessibilityHierarchy {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let body = capture.add(.other, parent: window, accessible: false, frame: rect(16, 100, 358, 60))
        capture.add(
            .staticText, parent: body, label: "By signing up you agree to our", accessible: true,
            frame: rect(16, 100, 230, 17))
        capture.add(
            .link, parent: body, label: "terms", accessible: true,
            frame: linkOnItsOwnLine ? rect(16, 140, 40, 17) : rect(248, 100, 40, 17))
        if !linkOnItsOwnLine {
            capture.add(.staticText, parent: body, label: ".", accessible: true, frame: rect(290, 100, 4, 17))
        }
        return capture.hierarchy
    }

    func testALinkInRunningTextIsInline() {
        XCTAssertEqual(RuleHarness.run(rule, on: paragraph()).issues, [])
    }

    func testALinkOnALineOfItsOwnIsJudged() {
        XCTAssertEqual(RuleHarness.run(rule, on: paragraph(linkOnItsOwnLine: true)).elements, ["terms"])
    }

    func testAHeadlessLinkInASentenceIsInline() {
        let before = Label(text: "Read our", frame: rect(16, 100, 70, 17))
        let link = Label(text: "privacy policy", frame: rect(88, 100, 100, 17))
        link.accessibilityTraits = [.link]
        link.addTapGesture {}
        let after = Label(text: "before you start.", frame: rect(190, 100, 150, 17))
        let sentence = View(frame: rect(0, 0, 390, 200))
        sentence.addSubviews(before, link, after)
        XCTAssertEqual(RuleHarness.run(rule, on: RuleHarness.app(sentence)).issues, [])
        after.removeFromSuperview()
        before.removeFromSuperview()
        XCTAssertEqual(
            RuleHarness.run(rule, on: RuleHarness.app(sentence)).elements, ["privacy policy"],
            "alone, it is a target like any other")
    }

    func testOffScreenTargetsAreRecordedAndCountedNotJudged() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let below = capture.add(.button, parent: window, label: "More", accessible: true, frame: rect(16, 1200, 18, 18))
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated.map(\.elementCount), [1])
        XCTAssertTrue(found.notEvaluated.first?.reason.contains("wholly outside the screen") == true)
        XCTAssertEqual(capture.hierarchy.screenPlacement()[below], .offScreen)
    }

    func testAWindowInAnotherOrientationIsNotJudged() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Maps" label="Maps" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="844" height="390">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Recenter" label="Recenter" accessible="true" x="780" y="20" width="20" height="20"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "landscape.xml")
        XCTAssertEqual(hierarchy.problems.map(\.kind), [.windowOutsideScreen])
        let found = RuleHarness.run(rule, on: hierarchy)
        XCTAssertEqual(found.issues, [], "a 20 pt button, but in a window whose frames cannot be trusted")
        XCTAssertEqual(
            found.notEvaluated.first?.reason,
            "its window (844 × 390 pt) does not fit the screen (390 × 844 pt): another orientation?; capture the screen again in one orientation"
        )
        XCTAssertEqual(try hierarchy.audit(for: .parentChild).issues, [], "a geometry problem, not a parent/child one")
    }
}
