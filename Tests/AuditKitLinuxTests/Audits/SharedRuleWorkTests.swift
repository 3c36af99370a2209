import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitAudits

/// Work a rule shares between elements, or skips when it cannot change a finding, leaves every
/// finding as it is when each element is audited alone: the contrast rule's evidence written once
/// per style and colour pair, the clipping rule's lines counted only where a limit or a fixed
/// height could clip them, and texts folded on their bytes when they are ASCII.
final class SharedRuleWorkTests: XCTestCase {
    // MARK: Contrast: evidence shared by texts of one style on one background

    /// A screen-sized window holding `views`, inside an app.
    private func app(_ views: [View]) -> HeadlessApplication {
        let window = Window(frame: RuleHarness.screen)
        views.forEach(window.addSubview)
        return HeadlessApplication(window)
    }

    private struct Style {
        var text: String
        var color: String
        var size = 17.0
        var weight = Font.Weight.regular
    }

    private func label(_ style: Style, y: Double) -> Label {
        let label = Label(text: style.text, frame: rect(20, y, 300, 30))
        label.textColor = Color(hex: style.color)
        label.font = .systemFont(ofSize: style.size, weight: style.weight)
        return label
    }

    func testContrastEvidenceOfTextsSharingAColourPairIsEachTextsOwn() {
        // One colour pair in several styles (size, weight, large or not), texts repeated and
        // interleaved with another pair and with a text that passes: each issue's evidence is the
        // evidence of its text audited alone, its own text included.
        let styles = [
            Style(text: "First", color: "#999999"), Style(text: "Large", color: "#999999", size: 24),
            Style(text: "Bold 15", color: "#999999", size: 15, weight: .bold),
            Style(text: "Semibold 15", color: "#999999", size: 15, weight: .semibold),
            Style(text: "Other pair", color: "#7A7A7A"), Style(text: "Passes", color: "#000000"),
            Style(text: "Second", color: "#999999"), Style(text: "Large again", color: "#999999", size: 24),
            Style(text: "Bold again", color: "#999999", size: 15, weight: .bold),
        ]
        let found = RuleHarness.run(
            ContrastTextRule(), on: app(styles.enumerated().map { label($1, y: 20 + 40 * Double($0)) }))
        let alone = styles.flatMap { RuleHarness.run(ContrastTextRule(), on: app([label($0, y: 100)])).issues }
        XCTAssertEqual(found.issues.count, 8, "every text but the black one")
        XCTAssertEqual(found.issues.map(\.evidence), alone.map(\.evidence))
        XCTAssertEqual(
            found.issues.map { $0.evidence[.text] },
            ["First", "Large", "Bold 15", "Semibold 15", "Other pair", "Second", "Large again", "Bold again"])
        XCTAssertEqual(found.issues.map(\.detailedDescription), alone.map(\.detailedDescription))
        XCTAssertEqual(found.issues.map(\.severity), alone.map(\.severity))
        // The shared values differ where the style does: large text, boldness, weight.
        XCTAssertEqual(
            found.issues.map { $0.evidence[.isLargeText] }, [false, true, true, false, false, false, true, true])
        XCTAssertEqual(found.issues[2].evidence[.fontWeight], "bold")
        XCTAssertEqual(found.issues[3].evidence[.fontWeight], "semibold")
        XCTAssertEqual(found.issues[3].evidence[.isBold], false)
        XCTAssertEqual(found.issues[4].evidence[.foregroundColor], "#7A7A7A")
    }

    func testContrastEvidenceOfAPlaceholderAndATextInOnePairStaysApart() {
        // A placeholder and a label of the same colour on the same background: a warning that says
        // so, and a failure that does not, whichever comes first.
        let colour = Color.placeholderText
        for placeholderFirst in [true, false] {
            let field = TextField(
                text: nil, placeholder: "Email", frame: rect(20, placeholderFirst ? 100 : 200, 300, 44))
            field.placeholderColor = colour
            let text = Label(text: "Email", frame: rect(20, placeholderFirst ? 200 : 100, 300, 44))
            text.textColor = colour
            text.font = field.font
            let found = RuleHarness.run(ContrastTextRule(), on: app([field, text]))
            XCTAssertEqual(found.issues.count, 2)
            let placeholder = found.issues.first { $0.element?.elementType == .textField }
            let label = found.issues.first { $0.element?.elementType == .staticText }
            XCTAssertEqual(placeholder?.evidence[.isPlaceholder], true)
            XCTAssertEqual(placeholder?.severity, .warning)
            XCTAssertEqual(label?.evidence[.isPlaceholder], false)
            XCTAssertEqual(label?.severity, .failure)
            XCTAssertEqual(placeholder?.evidence[.text], "Email")
            XCTAssertEqual(label?.evidence[.text], "Email")
        }
    }

    // MARK: Clipping: lines counted only where something could clip them

    private func bodyLabel(_ text: String, lines: Int, y: Double, height: Double = 22) -> Label {
        let label = Label(text: text, frame: CGRect(x: 16, y: y, width: 200, height: height))
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = lines
        return label
    }

    func testClippingOfTextsMixedOnOneScreenIsAsEachAlone() {
        let long = "Remind me about this quote tomorrow morning"
        func views() -> [View] {
            let fixed = View(frame: CGRect(x: 0, y: 200, width: 390, height: 22))
            fixed.hasFixedHeight = true
            fixed.addSubview(bodyLabel(long, lines: 0, y: 0))  // wraps in a fixed height: clipped
            let fixedFits = View(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
            fixedFits.hasFixedHeight = true
            fixedFits.addSubview(bodyLabel("OK", lines: 0, y: 0, height: 200))  // fits its fixed height
            return [
                bodyLabel(long, lines: 0, y: 20),  // grows with its text: never clipped
                bodyLabel(long, lines: 1, y: 60),  // one line allowed: truncated
                bodyLabel(long, lines: -1, y: 100),  // a negative limit is no limit: grows
                fixed, fixedFits, bodyLabel("OK", lines: 2, y: 140),  // two lines allowed and enough
            ]
        }
        let found = RuleHarness.run(TextClippedClippedRule(), on: app(views()))
        XCTAssertEqual(found.issues.map { $0.evidence[.text] }, [long, long])
        XCTAssertEqual(found.issues.map { $0.evidence[.allowedLines] }, [1, nil])
        XCTAssertEqual(found.issues[1].evidence[.availableHeight], 22)
        XCTAssertEqual(
            found.issues[0].evidence.names,
            ["allowedLines", "availableWidth", "contentSizeCategory", "fontSize", "neededLines", "text"])
        XCTAssertEqual(
            found.issues[1].evidence.names,
            [
                "availableHeight", "availableWidth", "contentSizeCategory", "fontSize", "lineHeight", "neededHeight",
                "neededLines", "text",
            ])
        let alone = views().flatMap { RuleHarness.run(TextClippedClippedRule(), on: app([$0])).issues }
        XCTAssertEqual(found.issues.map(\.evidence), alone.map(\.evidence))
        XCTAssertEqual(found.issues.map(\.detailedDescription), alone.map(\.detailedDescription))
        XCTAssertEqual(found.notEvaluated, [])
    }

    // MARK: Texts folded on their bytes

    func testASCIITextIsFoldedAsFoundationFoldsIt() {
        var texts = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for a in 0..<128 where a % 3 == 0 || (0x09...0x0D).contains(a) || a == 0x20 {
            for b in 0..<128 { texts.append(String(UnicodeScalar(UInt8(a))) + String(UnicodeScalar(UInt8(b)))) }
        }
        texts += [
            "", " ", "  Row 12  Title ", "Tab\tand\r\nCRLF\u{0B}\u{0C}end", "ALL CAPS", "already folded",
            "\r\n", " \n a \n ", "Mixed-Case_with.punct!?", "\u{1C}\u{1D}\u{1E}\u{1F}", "a\u{0}b",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<length).map { _ in
                [UInt8(0x20), 0x09, 0x0A, 0x0D, 0x41, 0x5A, 0x61, 0x7A, 0x30, 0x2E, 0x5F].randomElement(
                    using: &generator)!
            }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        for text in texts {
            XCTAssertEqual(
                TextMatching.normalized(text), TextMatching.foldedByFoundation(text), "\(text.debugDescription)")
        }
        // Not ASCII: Foundation's folding (diacritics, width, NO-BREAK SPACE as white space).
        XCTAssertEqual(TextMatching.normalized("Café\u{00A0} Ｍenu"), "cafe menu")
        XCTAssertEqual(TextMatching.normalized("  ÉCOLE  "), "ecole")
    }

    // MARK: Selection by colour: rows looked for only where a parent has three controls

    /// A row of three buttons side by side in `parent`'s frame, the first drawn blue.
    private func buttonRow(_ titles: [String], y: Double, labels: [String]? = nil) -> View {
        let row = View(frame: rect(16, y, 358, 32))
        for (index, title) in titles.enumerated() {
            let button = Button(title: title, frame: rect(Double(index) * 119, 0, 119, 32))
            button.addAction {}
            button.titleColor = index == 0 ? .systemBlue : .label
            if let labels { button.accessibilityLabel = labels[index] }
            row.addSubview(button)
        }
        return row
    }

    func testAColourOnlyRowAmongCellsOfOneControlEachStillFires() {
        // Cells holding one switch each (never a row) around a row of three buttons: the row fires.
        var views: [View] = []
        for index in 0..<4 {
            let cell = View(frame: rect(0, 40 + 50 * Double(index), 390, 44))
            cell.addSubview(Switch(isOn: index % 2 == 0, frame: rect(320, 6, 51, 31)))
            views.append(cell)
        }
        views.append(buttonRow(["Day", "Week", "Month"], y: 300))
        let found = RuleHarness.run(TraitColorOnlySelectionRule(), on: app(views))
        XCTAssertEqual(found.labels, ["Day"])
    }

    func testAParentWithThreeControlsOfTwoKindsHasNoRow() {
        // Two buttons and a switch side by side: three controls, but no three of one kind.
        let row = View(frame: rect(16, 200, 358, 32))
        for (index, title) in ["Day", "Week"].enumerated() {
            let button = Button(title: title, frame: rect(Double(index) * 119, 0, 119, 32))
            button.addAction {}
            button.titleColor = index == 0 ? .systemBlue : .label
            row.addSubview(button)
        }
        row.addSubview(Switch(isOn: true, frame: rect(238, 0, 119, 32)))
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: app([row])).issues, [])
    }

    func testARowWhoseLabelsSayTheStateDoesNotFire() {
        for said in ["Day, Selected", "DAY (current)", "day_active", "Day\r\nchecked", "Café chosen"] {
            let row = buttonRow(["Day", "Week", "Month"], y: 200, labels: [said, "Week", "Month"])
            XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: app([row])).issues, [], said)
        }
        // A state word inside another word says nothing: the row fires.
        let row = buttonRow(["Day", "Week", "Month"], y: 200, labels: ["Unselected day", "Week", "Month"])
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: app([row])).labels, ["Unselected day"])
    }

    func testStateWordsOfASCIILabelsAreFoundAsInAnyLabel() {
        let labels = [
            "Selected", "selected", "SELECTED!", "not-selected", "Unselected", "selectedness", "tab 2 active",
            "Actively", "x\tchecked\r\n", "", " ", "checked2", "2checked", "chosen_one", "Current_Tab",
            "Récent selected",
            "sélected",
        ]
        for label in labels {
            let general = label.lowercased().split { !$0.isLetter }.map(String.init)
                .contains(where: TraitColorOnlySelectionRule.stateWords.contains)
            XCTAssertEqual(TraitColorOnlySelectionRule.saysState(label), general, label.debugDescription)
        }
    }

    // MARK: Redundant container labels: leaves passed before their labels are read

    func testALabelledLeafHiddenFromVoiceOverIsNoRedundantContainer() throws {
        // React Native's static texts: labelled, not accessibility elements, nothing inside.
        let capture = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Play Pause" label="Play Pause" enabled="true" visible="true" accessible="false" x="0" y="100" width="390" height="44" index="0">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" enabled="true" visible="true" accessible="true" x="0" y="100" width="195" height="44" index="0"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Pause" label="Pause" enabled="true" visible="true" accessible="true" x="195" y="100" width="195" height="44" index="1"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Play Pause" label="Play Pause" enabled="true" visible="true" accessible="false" x="0" y="200" width="390" height="20" index="1"/>
            </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(capture.utf8), name: "rn.xml")
        // parentChild is named: `.all` runs Apple's iOS types, and parentChild is macOS-only on Apple's.
        let result = try AccessibilityAuditor(rules: [ParentChildRedundantContainerLabelRule()])
            .audit(hierarchy, for: .parentChild)
        // The container of two buttons repeating their labels fires; the leaf with the same label does not.
        XCTAssertEqual(result.issues.map { $0.element?.elementType }, [.other])
        XCTAssertEqual(result.issues.first?.evidence[.childLabels], ["Play", "Pause"])
    }
}
