import AuditKitLinux
import XCTest

@testable import AuditKitAudits

final class ContrastTextRuleTests: XCTestCase {
    let rule = ContrastTextRule()

    private func label(
        _ text: String = "Hello", color: Color?, size: Double = 17, weight: Font.Weight = .regular, y: Double = 100
    ) -> Label {
        let label = Label(text: text, frame: rect(20, y, 300, 30))
        label.textColor = color
        label.font = .systemFont(ofSize: size, weight: weight)
        return label
    }

    // MARK: Fires

    func testGrayOnWhiteFails() {
        // #999999 on white: 2.85:1.
        let found = RuleHarness.run(rule, on: label(color: Color(hex: "#999999")))
        XCTAssertEqual(found.compact, ["Contrast failed"])
        XCTAssertEqual(found.issues[0].severity, .failure)
        XCTAssertEqual(found.issues[0].ruleID, "contrast.text")
        XCTAssertEqual(
            found.issues[0].detailedDescription,
            "The text 'Hello' is #999999 on #FFFFFF: 2.85:1, needs 4.5:1 for text under 18 pt (14 pt bold) (WCAG 2.2 SC 1.4.3). Darken or lighten the text or its background."
        )
    }

    func testTextsSharingAColourPairEachGetTheirOwnDescription() {
        // The rule writes each colour pair's comparison once per audit: texts of the same pair at
        // another threshold, with another text, or after another pair keep their own descriptions.
        let gray = Color(hex: "#999999")
        let views = [
            label("First", color: gray, y: 40), label("Large", color: gray, size: 24, y: 80),
            label("Other", color: Color(hex: "#7A7A7A"), y: 120), label("Second", color: gray, y: 160),
            label("Large again", color: gray, size: 24, y: 200),
        ]
        let found = RuleHarness.run(rule, on: views[0], views[1], views[2], views[3], views[4])
        let alone = views.map {
            RuleHarness.run(rule, on: label($0.text ?? "", color: $0.textColor, size: $0.font.pointSize))
        }
        XCTAssertEqual(found.issues.map(\.detailedDescription), alone.flatMap { $0.issues.map(\.detailedDescription) })
        XCTAssertEqual(
            found.issues[1].detailedDescription,
            "The text 'Large' is #999999 on #FFFFFF: 2.85:1, needs 3:1 for large text (WCAG 2.2 SC 1.4.3). Darken or lighten the text or its background."
        )
        XCTAssertEqual(
            found.issues.map { $0.evidence[.foregroundColor] }, ["#999999", "#999999", "#7A7A7A", "#999999", "#999999"])
    }

    func testJustBelowThresholdNearlyPasses() {
        // #7A7A7A on white: 4.29:1, within 1/9 of 4.5 (from 4.0:1).
        let found = RuleHarness.run(rule, on: label(color: Color(hex: "#7A7A7A")))
        XCTAssertEqual(found.compact, ["Contrast nearly passed"])
        XCTAssertEqual(found.issues[0].severity, .warning)
        let evidence = found.issues[0].evidence
        XCTAssertEqual(evidence[.contrastRatio] ?? 0, 4.29, accuracy: 0.005)
        XCTAssertEqual(evidence[.requiredContrastRatio], 4.5)
        XCTAssertEqual(evidence[.contrastFailureRatio] ?? 0, 4.0, accuracy: 1e-9)
        XCTAssertEqual(evidence[.foregroundColor], "#7A7A7A")
        XCTAssertEqual(evidence[.isLargeText], false)
    }

    func testUnroundedRatioIsCompared() {
        // #767676 on white is 4.54:1 (passes); #777777 is 4.47:1 and does not.
        XCTAssertEqual(RuleHarness.run(rule, on: label(color: Color(hex: "#767676"))).issues, [])
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#777777"))).compact, ["Contrast nearly passed"])
    }

    func testNearlyPassedMarginIsRelativeToTheThreshold() {
        // Text (4.5:1) nearly passes down to 4.0:1: #7F7F7F is 4.00:1, #808080 is 3.95:1.
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#7F7F7F"))).compact, ["Contrast nearly passed"])
        XCTAssertEqual(RuleHarness.run(rule, on: label(color: Color(hex: "#808080"))).compact, ["Contrast failed"])
        // Large text (3:1) by the same fraction, down to 2.67:1: #9E9E9E is 2.68:1, #A0A0A0 is 2.62:1
        // (an absolute margin of 0.5 let large text pass as a warning down to 2.5:1).
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#9E9E9E"), size: 24)).compact, ["Contrast nearly passed"]
        )
        let failed = RuleHarness.run(rule, on: label(color: Color(hex: "#A0A0A0"), size: 24))
        XCTAssertEqual(failed.compact, ["Contrast failed"])
        XCTAssertEqual(failed.issues.first?.severity, .failure)
    }

    func testNearlyPassedFractionIsConfigurable() {
        let strict = AccessibilityAuditConfiguration(contrastNearlyPassedFraction: 0)
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#7A7A7A")), configuration: strict).compact,
            ["Contrast failed"])
        let lenient = AccessibilityAuditConfiguration(contrastNearlyPassedFraction: 0.5)  // 4.5 → 2.25
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#999999")), configuration: lenient).compact,
            ["Contrast nearly passed"])
        XCTAssertEqual(
            AccessibilityAuditConfiguration(contrastNearlyPassedFraction: .nan).contrastFailureRatio(below: 4.5), 4.5)
        XCTAssertEqual(
            AccessibilityAuditConfiguration(contrastNearlyPassedFraction: 7).contrastFailureRatio(below: 4.5), 0)
        XCTAssertEqual(AccessibilityAuditConfiguration.default.contrastFailureRatio(below: 4.5), 4.0, accuracy: 1e-12)
        XCTAssertEqual(AccessibilityAuditConfiguration.default.contrastFailureRatio(below: 3), 8.0 / 3, accuracy: 1e-12)
    }

    func testConfigurationCodableUsesTheFractionAndReadsTheFormerMargin() throws {
        let configuration = AccessibilityAuditConfiguration(minimumHitRegion: 44, contrastNearlyPassedFraction: 0.05)
        let data = try JSONEncoder().encode(configuration)
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"contrastNearlyPassedFraction\":0.05"))
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditConfiguration.self, from: data), configuration)
        let old = try JSONDecoder().decode(
            AccessibilityAuditConfiguration.self, from: Data(#"{"contrastNearlyPassedMargin":0.5}"#.utf8))
        XCTAssertEqual(old.contrastNearlyPassedFraction, 1.0 / 9, accuracy: 1e-12)
        XCTAssertEqual(old.minimumHitRegion, 24)
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditConfiguration.self, from: Data("{}".utf8)), .default)
    }

    func testTranslucentTextIsCompositedOverTheBackground() {
        // Black at 30% over white is #B3B3B3: 2.1:1.
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3))).compact,
            ["Contrast failed"])
    }

    func testLargeTextBelowThreeFails() {
        // #AAAAAA on white: 2.32:1, fails even for large text.
        let found = RuleHarness.run(rule, on: label(color: Color(hex: "#AAAAAA"), size: 24))
        XCTAssertEqual(found.compact, ["Contrast failed"])
        XCTAssertEqual(found.issues[0].evidence[.contrastRatio] ?? 0, 2.32, accuracy: 0.005)
        XCTAssertEqual(found.issues[0].evidence[.requiredContrastRatio], 3)
        XCTAssertEqual(found.issues[0].evidence[.isLargeText], true)
        XCTAssertEqual(found.issues[0].evidence[.fontSize], 24)
    }

    func testTextOnColouredBackgroundFails() {
        let banner = View(frame: rect(0, 100, 390, 60))
        banner.backgroundColor = .systemYellow
        let text = label(color: .white, y: 10)
        banner.addSubview(text)
        XCTAssertEqual(RuleHarness.run(rule, on: banner).compact, ["Contrast failed"])
    }

    // MARK: Does not fire

    func testBlackOnWhitePasses() {
        XCTAssertEqual(RuleHarness.run(rule, on: label(color: .black)).issues, [])
    }

    func testLargeTextNeedsOnlyThree() {
        // #8A8A8A on white is 3.45:1: fails at 17 pt, passes at 18 pt and at 14 pt bold.
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#8A8A8A"), size: 17)).compact, ["Contrast failed"])
        XCTAssertEqual(RuleHarness.run(rule, on: label(color: Color(hex: "#8A8A8A"), size: 18)).issues, [])
        XCTAssertEqual(
            RuleHarness.run(rule, on: label(color: Color(hex: "#8A8A8A"), size: 14, weight: .bold)).issues, [])
    }

    func testDisabledControlIsExempt() {
        let button = Button(title: "Send", frame: rect(20, 100, 100, 44))
        button.titleColor = Color(hex: "#CCCCCC")
        button.isEnabled = false
        XCTAssertEqual(RuleHarness.run(rule, on: button).issues, [])
    }

    func testInvisibleTextIsSkipped() {
        let text = label(color: Color(hex: "#EEEEEE"))
        text.alpha = 0
        // A visible, passing text beside it: a screen of invisible views alone has nothing to audit.
        XCTAssertEqual(RuleHarness.run(rule, on: text, label(color: .black, y: 200)).issues, [])
    }

    // MARK: Not evaluated

    func testTextOverAnImageIsNotEvaluated() {
        let card = View(frame: rect(0, 100, 390, 200))
        card.addSubviews(
            ImageView(image: Image(named: "photo"), frame: rect(0, 0, 390, 200)), label(color: .white, y: 10))
        let found = RuleHarness.run(rule, on: card)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated.map(\.elementCount), [1])
        XCTAssertEqual(found.notEvaluated.first?.auditType, .contrast)
    }

    func testTextInsideAnImageViewOrMediaViewIsNotEvaluated() {
        // White text on a photo: the image view is the text's ancestor, not an earlier sibling.
        let photo = ImageView(image: Image(named: "photo"), frame: rect(0, 100, 390, 200))
        let caption = label("On photo", color: .white, y: 50)
        let nested = View(frame: rect(0, 120, 390, 40))  // inside a plain view inside the image view
        nested.addSubview(label("Deeper", color: .white, y: 0))
        photo.addSubviews(caption, nested)
        let player = View(frame: rect(0, 400, 390, 200))
        player.displaysMedia = true
        player.addSubview(label("On video", color: .white, y: 10))
        let found = RuleHarness.run(rule, on: photo, player)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated.map(\.elementCount), [3])
    }

    func testTextOnAnOpaqueBadgeInsideAnImageViewIsJudged() {
        // The badge paints its own opaque background over the photo: the contrast is known.
        let photo = ImageView(image: Image(named: "photo"), frame: rect(0, 100, 390, 200))
        let badge = View(frame: rect(10, 10, 120, 30))
        badge.backgroundColor = .white
        badge.addSubview(label("New", color: Color(hex: "#AAAAAA"), y: 0))
        photo.addSubview(badge)
        XCTAssertEqual(RuleHarness.run(rule, on: photo).compact, ["Contrast failed"])
    }

    func testUnknownTextColourIsNotEvaluated() {
        let found = RuleHarness.run(rule, on: label(color: nil), label(color: nil, y: 200))
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated,
            [NotEvaluated(auditType: .contrast, reason: "the text colour is unknown", elementCount: 2)])
    }

    // MARK: Tab bars: the chosen tab in the tint, the others in UIKit's unpublished grey

    private func tabBar(selected: Int = 0) -> TabBar {
        TabBar(
            items: ["Home", "Search", "Profile"].map { TabBarItem(title: $0) }, selectedIndex: selected,
            frame: rect(0, 761, 390, 83))
    }

    func testADefaultTabBarJudgesOnlyTheChosenTab() {
        // The default tint, #007AFF, is 4.02:1 on white, under 4.5:1 for 10 pt text; the other tabs'
        // grey is UIKit's own, so they are counted, not judged in the tint.
        let found = RuleHarness.run(rule, on: tabBar(selected: 1))
        XCTAssertEqual(found.issues.map { $0.element?.label }, ["Search"])
        XCTAssertEqual(found.compact, ["Contrast nearly passed"])
        XCTAssertEqual(
            found.notEvaluated,
            [NotEvaluated(auditType: .contrast, reason: "the text colour is unknown", elementCount: 2)])
    }

    func testTabColoursFollowTheSelection() {
        let bar = tabBar()
        bar.tintColor = Color(hex: "#1C1C1E")!
        bar.unselectedItemTintColor = Color(hex: "#999999")
        bar.select(2)
        let found = RuleHarness.run(rule, on: bar)
        // #999999 is 2.85:1 on white: the two tabs not chosen fail; the chosen one (#1C1C1E) passes.
        XCTAssertEqual(found.issues.map { $0.element?.label }, ["Home", "Search"])
        XCTAssertEqual(found.compact, ["Contrast failed", "Contrast failed"])
        XCTAssertEqual(found.notEvaluated, [])
    }

    func testATitleColourSetOnATabButtonOutlastsTheSelection() {
        let bar = tabBar()
        for button in bar.buttons { button.titleColor = Color(hex: "#3C3C43") }
        bar.select(1)
        bar.select(2)
        let found = RuleHarness.run(rule, on: bar)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [])
        XCTAssertEqual(bar.buttons.map(\.titleColor), Array(repeating: Color(hex: "#3C3C43"), count: 3))
    }

    func testATabBarInDarkColoursPasses() {
        let bar = tabBar()
        bar.tintColor = Color(hex: "#0040DD")!
        bar.unselectedItemTintColor = Color(hex: "#3C3C43")
        let found = RuleHarness.run(rule, on: bar)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [])
    }

    func testCaptureHasNoColours() {
        var capture = CaptureFixture()
        capture.add(.staticText, parent: capture.root, label: "Signals", value: "Signals")
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [NotEvaluated(auditType: .contrast, reason: "the capture has no colours")])
    }

    func testUnknownSizeIsJudgedOnlyWhenBothThresholdsAgree() {
        var capture = CaptureFixture()
        let id = capture.add(.staticText, parent: capture.root, label: "A")
        let second = capture.add(.staticText, parent: capture.root, label: "B")
        var hierarchy = capture.hierarchy
        hierarchy.source = .init(kind: .json)
        for (index, hex) in [(id, "#8A8A8A"), (second, "#CCCCCC")] {
            hierarchy.elements[index].text = TextSnapshot(text: "Text", color: RGBA(hex: hex))
            hierarchy.elements[index].effectiveBackgroundColor = RGBA(hex: "#FFFFFF")
        }
        // #8A8A8A (3.45:1) passes as large text and fails as normal text: unknown. #CCCCCC (1.6:1) fails either way.
        let found = RuleHarness.run(rule, on: hierarchy)
        XCTAssertEqual(found.compact, ["Contrast failed"])
        XCTAssertEqual(found.issues[0].evidence[.requiredContrastRatio], 3, "both thresholds agree: the lenient one")
        XCTAssertNil(found.issues[0].evidence[.isLargeText], "the size is unknown")
        XCTAssertNil(found.issues[0].evidence[.fontSize])
        XCTAssertTrue(found.issues[0].detailedDescription.contains("needs 3:1 for text of any size"))
        XCTAssertEqual(
            found.notEvaluated,
            [NotEvaluated(auditType: .contrast, reason: ContrastTextRule.unknownSizeReason, elementCount: 1)])
    }

    func testUnknownSizeBelowTheLargeTextMinimumIsReported() {
        // #999999 on white is 2.85:1: below 3:1, the large-text minimum, so below at any size. Large
        // text would nearly pass (from 2.67:1): the lenient severity, a warning, not "not evaluated".
        var capture = CaptureFixture()
        let id = capture.add(.staticText, parent: capture.root, label: "Caption")
        var hierarchy = capture.hierarchy
        hierarchy.source = .init(kind: .json)
        hierarchy.elements[id].text = TextSnapshot(text: "Caption", color: RGBA(hex: "#999999"))
        hierarchy.elements[id].effectiveBackgroundColor = RGBA(hex: "#FFFFFF")
        let found = RuleHarness.run(rule, on: hierarchy)
        XCTAssertEqual(found.compact, ["Contrast nearly passed"])
        XCTAssertEqual(found.issues.map(\.severity), [.warning])
        XCTAssertEqual(found.issues[0].evidence[.requiredContrastRatio], 3)
        XCTAssertEqual(found.issues[0].evidence[.contrastRatio] ?? 0, 2.85, accuracy: 0.01)
        XCTAssertNil(found.issues[0].evidence[.isLargeText], "the size is unknown")
        XCTAssertTrue(found.issues[0].detailedDescription.contains("needs 3:1 for text of any size"))
        XCTAssertEqual(found.notEvaluated, [])
    }
}

extension ContrastTextRuleTests {
    func testSystemBlueButtonTitleOnWhiteNearlyPasses() {
        // #007AFF on white is 4.02:1: a warning at 17 pt, not a failure; a pass at 18 pt.
        let found = RuleHarness.run(rule, on: Button(title: "New Quote", frame: rect(20, 100, 200, 44)))
        XCTAssertEqual(found.compact, ["Contrast nearly passed"])
        let evidence = found.issues[0].evidence
        XCTAssertEqual(evidence[.foregroundColor], "#007AFF")
        XCTAssertEqual(evidence[.backgroundColor], "#FFFFFF")
        XCTAssertEqual(evidence[.contrastRatio] ?? 0, 4.01698, accuracy: 0.00001, "unrounded")
        XCTAssertEqual(evidence[.requiredContrastRatio], 4.5)
        XCTAssertEqual(evidence[.fontSize], 17)
        XCTAssertTrue(found.issues[0].detailedDescription.contains("4.02:1"), "messages keep their rounding")
        let large = Button(title: "New Quote", frame: rect(20, 100, 200, 44))
        large.titleFont = .systemFont(ofSize: 18)
        XCTAssertEqual(RuleHarness.run(rule, on: large).issues, [])
    }
}

extension ContrastTextRuleTests {
    func testRatioFormatNeverShowsAFailingRatioAtTheThreshold() {
        XCTAssertEqual(ContrastTextRule.format(ratio: 4.4999, below: 4.5), "4.49:1")
        XCTAssertEqual(ContrastTextRule.format(ratio: 4.0171, below: 4.5), "4.02:1")
        XCTAssertEqual(ContrastTextRule.format(ratio: 2.996, below: 3), "2.99:1")
    }
}

// MARK: Facts checked against the tree (issue 9)

extension ContrastTextRuleTests {
    private func text(_ string: String = "Hello", hex: String, size: Double, weight: Font.Weight) -> Label {
        let label = Label(text: string, frame: rect(20, 100, 300, 30))
        label.textColor = Color(hex: hex)
        label.font = .systemFont(ofSize: size, weight: weight)
        return label
    }

    func testBoldMeansWeightBoldOrHeavierNotSemibold() {
        // #8A8A8A on white is 3.45:1: large text passes, text under 18 pt fails.
        let semibold = RuleHarness.run(rule, on: text(hex: "#8A8A8A", size: 14, weight: .semibold))
        XCTAssertEqual(semibold.compact, ["Contrast failed"], "semibold (600) is not bold for large text")
        XCTAssertEqual(semibold.issues.first?.evidence[.isBold], false)
        XCTAssertEqual(semibold.issues.first?.evidence[.fontWeight], "semibold")
        XCTAssertEqual(semibold.issues.first?.evidence[.requiredContrastRatio], 4.5)
        for weight in [Font.Weight.bold, .heavy, .black] {
            XCTAssertEqual(
                RuleHarness.run(rule, on: text(hex: "#8A8A8A", size: 14, weight: weight)).issues, [], weight.rawValue)
        }
    }

    func testBoldTextRaisesTheWeightFirst() {
        let boldText = AccessibilitySettings(isBoldTextEnabled: true)
        // Medium becomes bold with Bold Text: large at 14 pt. Regular becomes semibold: still not bold.
        XCTAssertEqual(
            RuleHarness.run(
                rule, on: RuleHarness.app(text(hex: "#8A8A8A", size: 14, weight: .medium), settings: boldText)
            ).issues, [])
        let regular = RuleHarness.run(
            rule, on: RuleHarness.app(text(hex: "#8A8A8A", size: 14, weight: .regular), settings: boldText))
        XCTAssertEqual(regular.compact, ["Contrast failed"])
        XCTAssertEqual(regular.issues.first?.evidence[.fontWeight], "semibold")
    }

    /// A hierarchy JSON whose recorded `isBold` the font contradicts, or leaves out.
    private func json(isBold: Bool?, weight: Font.Weight?) throws -> AccessibilityHierarchy {
        var hierarchy = RuleHarness.app(text(hex: "#8A8A8A", size: 15, weight: weight ?? .regular)).snapshot()
        let id = try XCTUnwrap(hierarchy.elements.first { $0.text != nil }?.id)
        hierarchy.elements[id].text?.isBold = isBold
        if weight == nil { hierarchy.elements[id].text?.font = nil }
        return try AccessibilityHierarchy(importing: hierarchy.jsonData(), name: "bold.json")
    }

    func testTheFontsWeightDecidesOverARecordedIsBold() throws {
        XCTAssertEqual(
            RuleHarness.run(rule, on: try json(isBold: true, weight: .regular)).compact, ["Contrast failed"],
            "the file says bold, its font says regular: the font wins")
        XCTAssertEqual(
            RuleHarness.run(rule, on: try json(isBold: nil, weight: .bold)).issues, [],
            "the font completes a missing isBold")
        XCTAssertEqual(
            RuleHarness.run(rule, on: try json(isBold: true, weight: nil)).issues, [],
            "without a font, the recorded isBold")
    }

    // MARK: Text over an image or video

    /// A header view holding a photo, and a title as the header's later sibling drawn over it.
    private func photoHeader(titleY: Double = 150, opaqueTitle: Bool = false, card: Bool = false) -> HeadlessApplication
    {
        let header = View(frame: rect(0, 100, 390, 200))
        header.addSubview(ImageView(image: Image(named: "hero"), frame: rect(0, 0, 390, 200)))
        let title = text("Summer sale", hex: "#CCCCCC", size: 17, weight: .regular)  // 1.6:1 on white
        title.frame = rect(16, titleY, 300, 30)
        if opaqueTitle { title.backgroundColor = .black }
        guard card else { return RuleHarness.app(header, title) }
        let cardView = View(frame: rect(0, 100, 390, 200))
        cardView.backgroundColor = .white
        cardView.addSubview(title)
        title.frame = rect(16, titleY - 100, 300, 30)
        return RuleHarness.app(header, cardView)
    }

    func testTextOverAnImageInsideAnEarlierSiblingIsNotJudgedByAFlatColour() {
        let found = RuleHarness.run(rule, on: photoHeader())
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated.map(\.reason),
            ["the text is drawn over an image or video: no flat background colour decides its contrast"])
    }

    func testAJSONFileClaimingAFlatBackgroundBehindTextOverAPhotoIsContradictedByTheTree() throws {
        var hierarchy = photoHeader().snapshot()
        let id = try XCTUnwrap(hierarchy.elements.first { $0.label == "Summer sale" }?.id)
        hierarchy.elements[id].effectiveBackgroundColor = RGBA(hex: "#FFFFFF")  // what a hand-written file may say
        let imported = try AccessibilityHierarchy(importing: hierarchy.jsonData(), name: "hero.json")
        XCTAssertEqual(RuleHarness.run(rule, on: imported).issues, [])
        XCTAssertEqual(imported.pictureBehind()[id], imported.elements.first { $0.image != nil }?.id)
    }

    func testTextBesideAnImageOrOnAnOpaqueSurfaceOverItIsJudged() {
        XCTAssertEqual(
            RuleHarness.run(rule, on: photoHeader(titleY: 400)).compact, ["Contrast failed"],
            "below the photo: on white")
        XCTAssertEqual(
            RuleHarness.run(rule, on: photoHeader(card: true)).compact, ["Contrast failed"],
            "on an opaque card over the photo")
        let own = RuleHarness.run(rule, on: photoHeader(opaqueTitle: true))
        XCTAssertEqual(own.issues, [], "#CCCCCC on its own black background: 13.1:1, judged and passed")
        XCTAssertEqual(own.notEvaluated, [])
    }

    func testTextOverAVideoIsNotJudged() {
        let player = View(frame: rect(0, 100, 390, 220))
        player.displaysMedia = true
        let caption = text("Live", hex: "#FFFFFF", size: 17, weight: .regular)
        caption.frame = rect(16, 280, 100, 30)
        XCTAssertEqual(RuleHarness.run(rule, on: RuleHarness.app(player, caption)).issues, [])
    }
}
