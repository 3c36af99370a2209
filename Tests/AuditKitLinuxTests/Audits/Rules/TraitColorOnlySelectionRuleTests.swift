import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitAudits

/// `trait.colorOnlySelection`: fires / does not fire.
final class TraitColorOnlySelectionRuleTests: XCTestCase {
    private let titles = ["News", "Sports", "Tech", "Music"]

    /// A strip of plain views made tabs by hand: each an element with the `.button` trait and a tap,
    /// holding a title label; the selected one's title is blue, the others grey. `configure` may
    /// change each tab (index, tab, title label).
    private func viewTabStrip(selected: Int = 1, configure: (Int, View, Label) -> Void = { _, _, _ in }) -> View {
        let strip = View(frame: rect(0, 100, 390, 44))
        for (index, title) in titles.enumerated() {
            let tab = View(frame: rect(Double(index) * 97.5, 0, 97.5, 44))
            tab.isAccessibilityElement = true
            tab.accessibilityLabel = title
            tab.accessibilityTraits = .button
            tab.addTapGesture {}
            let label = Label(text: title, frame: rect(8, 11, 81.5, 22))
            label.textColor = index == selected ? .systemBlue : .secondaryLabel
            tab.addSubview(label)
            configure(index, tab, label)
            strip.addSubview(tab)
        }
        return strip
    }

    // MARK: Fires

    func testTabsMadeOfViewsSelectedOnlyByColourFire() {
        let outcome = RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(viewTabStrip()))
        XCTAssertEqual(outcome.labels, ["Sports"])
        XCTAssertEqual(outcome.compact, ["Selection shown only by colour"])
        let evidence = outcome.issues.first?.evidence
        XCTAssertEqual(evidence?[.likeElementCount], 4)
        XCTAssertEqual(evidence?[.label], "Sports")
        XCTAssertEqual(evidence?[.traits], ["button"])
        XCTAssertEqual(evidence?[.highlightColors], ["#007AFF"])
        XCTAssertEqual(evidence?[.regularColors], ["#3C3C4399"])
        XCTAssertEqual(outcome.issues.first?.auditType, .trait)
    }

    func testButtonsWhoseSelectionIsABackgroundFillFire() {
        let row = View(frame: rect(16, 200, 358, 32))
        for (index, title) in ["Day", "Week", "Month"].enumerated() {
            let button = Button(title: title, frame: rect(Double(index) * 119, 0, 119, 32))
            button.addAction {}
            button.backgroundColor = index == 0 ? .systemBlue : .secondarySystemBackground
            button.titleColor = index == 0 ? .white : .label
            row.addSubview(button)
        }
        let outcome = RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(row))
        XCTAssertEqual(outcome.labels, ["Day"])
        XCTAssertEqual(outcome.issues.first?.evidence[.highlightColors], ["#FFFFFF", "#007AFF"])
    }

    func testTheWholeAuditFindsItUnderTrait() throws {
        let app = RuleHarness.app(viewTabStrip(selected: 3))
        let result = try app.audit(for: .apple)
        XCTAssertEqual(
            result.issues.filter { $0.ruleID == "trait.colorOnlySelection" }.map(\.element?.label), ["Music"])
    }

    // MARK: Does not fire

    /// UIKit's tab bar sets `.selected` on the chosen tab: the state is exposed.
    func testARealTabBarWithSelectedPasses() {
        let bar = TabBar(items: titles.map { TabBarItem(title: $0) }, selectedIndex: 2, frame: rect(0, 761, 390, 83))
        let outcome = RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(bar))
        XCTAssertEqual(outcome.issues.count, 0)
    }

    func testASegmentedControlPasses() {
        let control = SegmentedControl(
            segments: ["Day", "Week", "Month"], selectedSegmentIndex: 0, frame: rect(16, 200, 358, 32))
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(control)).issues.count, 0)
    }

    /// The same strip with `.selected` set by hand on the chosen view, as UIKit lets any view do.
    func testViewTabsThatSetSelectedPass() {
        let strip = viewTabStrip { index, tab, _ in if index == 1 { tab.accessibilityTraits.insert(.selected) } }
        let app = RuleHarness.app(strip)
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: app).issues.count, 0)
        XCTAssertTrue(app.buttons["Sports"].isSelected, "a plain view can say it is selected")
    }

    func testAValueOrALabelThatSaysTheStatePasses() {
        let byValue = viewTabStrip { index, tab, _ in tab.accessibilityValue = index == 1 ? "Current tab" : nil }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(byValue)).issues.count, 0)
        let byLabel = viewTabStrip { index, tab, _ in if index == 1 { tab.accessibilityLabel = "Sports, selected" } }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(byLabel)).issues.count, 0)
    }

    /// The chosen tab differs in more than colour (its title is bold, or it carries an underline
    /// of its own): the rule looks for colour alone.
    func testAStripWhoseSelectedMemberDiffersInTextOrShapeTooDoesNotFire() {
        let bold = viewTabStrip { index, _, label in
            if index == 1 { label.font = .systemFont(ofSize: 17, weight: .bold) }
        }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(bold)).issues.count, 0)
        let underlined = viewTabStrip { index, tab, _ in
            if index == 1 {
                let bar = View(frame: rect(0, 40, 97.5, 4))
                bar.backgroundColor = .systemBlue
                tab.addSubview(bar)
            }
        }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(underlined)).issues.count, 0)
    }

    /// Titles differ from tab to tab and each has its own colour: no single odd one out.
    func testMembersThatAllDifferInColourDoNotFire() {
        let palette: [Color] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        let strip = viewTabStrip { index, _, label in label.textColor = palette[index] }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(strip)).issues.count, 0)
    }

    func testASingleViewAndTwoMembersAreNotJudged() {
        let single = View(frame: rect(16, 100, 100, 44))
        single.isAccessibilityElement = true
        single.accessibilityLabel = "Filter"
        single.accessibilityTraits = .button
        single.backgroundColor = .systemBlue
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(single)).issues.count, 0)
        let pair = View(frame: rect(0, 300, 390, 44))
        for (index, title) in ["Cancel", "Done"].enumerated() {
            let button = Button(title: title, frame: rect(Double(index) * 195, 0, 195, 44))
            button.titleColor = index == 0 ? .secondaryLabel : .systemBlue
            pair.addSubview(button)
        }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(pair)).issues.count, 0)
    }

    /// A red member marks a destructive action, and a vertical list is not a strip.
    func testADestructiveRedButtonAndAVerticalListDoNotFire() {
        let toolbar = View(frame: rect(0, 700, 390, 44))
        for (index, title) in ["Share", "Duplicate", "Delete"].enumerated() {
            let button = Button(title: title, frame: rect(Double(index) * 130, 0, 130, 44))
            button.titleColor = index == 2 ? .systemRed : .systemBlue
            toolbar.addSubview(button)
        }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(toolbar)).issues.count, 0)
        let list = View(frame: rect(0, 100, 390, 200))
        for (index, title) in ["Wi-Fi", "Bluetooth", "Sign Out"].enumerated() {
            let row = Button(title: title, frame: rect(0, Double(index) * 50, 390, 50))
            row.titleColor = index == 2 ? .systemBlue : .label
            list.addSubview(row)
        }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(list)).issues.count, 0)
    }

    /// Labels (static text) in a row, one highlighted, are not things one picks.
    func testStaticTextIsNotJudged() {
        let row = View(frame: rect(0, 100, 390, 22))
        for index in 0..<3 {
            let label = Label(text: "Step \(index + 1)", frame: rect(Double(index) * 130, 0, 130, 22))
            label.textColor = index == 0 ? .systemBlue : .secondaryLabel
            row.addSubview(label)
        }
        XCTAssertEqual(RuleHarness.run(TraitColorOnlySelectionRule(), on: RuleHarness.app(row)).issues.count, 0)
    }

    /// A capture has no colours: a row with no state exposed is not evaluated; one with `.selected` needs none.
    func testACaptureRowIsNotEvaluatedUnlessItExposesTheState() {
        var capture = CaptureFixture()
        let strip = capture.add(.other, parent: capture.root, accessible: false, frame: rect(0, 100, 390, 44))
        for (index, title) in titles.enumerated() {
            capture.add(
                .button, parent: strip, label: title, accessible: true,
                frame: rect(Double(index) * 97.5, 100, 97.5, 44), traits: .button)
        }
        let unknown = RuleHarness.run(TraitColorOnlySelectionRule(), on: capture.hierarchyWithInferredAccessibilityView)
        XCTAssertEqual(unknown.issues.count, 0)
        XCTAssertEqual(unknown.notEvaluated.map(\.elementCount), [4])
        XCTAssertEqual(unknown.notEvaluated.map(\.auditType), [.trait])

        var exposed = CaptureFixture()
        let bar = exposed.add(.tabBar, parent: exposed.root, accessible: false, frame: rect(0, 761, 390, 49))
        for (index, title) in titles.enumerated() {
            exposed.add(
                .button, parent: bar, label: title, accessible: true, frame: rect(Double(index) * 97.5, 761, 97.5, 49),
                traits: index == 0 ? [.button, .selected] : .button)
        }
        let known = RuleHarness.run(TraitColorOnlySelectionRule(), on: exposed.hierarchyWithInferredAccessibilityView)
        XCTAssertEqual(known.issues.count, 0)
        XCTAssertEqual(known.notEvaluated.count, 0)

        // As in the TestPilot tab bar capture: the selected tab is 1 pt narrower than the others.
        var uneven = CaptureFixture()
        let tabs = uneven.add(.tabBar, parent: uneven.root, accessible: false, frame: rect(0, 769, 393, 83))
        for (index, (title, width)) in zip(
            ["News", "Explore", "Leaderboard", "Watch", "Profile"], [75.0, 74, 75, 75, 75]
        ).enumerated() {
            uneven.add(
                .button, parent: tabs, label: title, accessible: true,
                frame: rect(2 + Double(index) * 79, 770, width, 48),
                traits: index == 1 ? [.button, .selected] : .button)
        }
        let judged = RuleHarness.run(TraitColorOnlySelectionRule(), on: uneven.hierarchyWithInferredAccessibilityView)
        XCTAssertEqual(judged.notEvaluated.count, 0, "the state one sibling exposes counts for the row")
    }

    func testRedHues() {
        XCTAssertTrue(TraitColorOnlySelectionRule.isRed("#FF3B30"))  // systemRed
        XCTAssertTrue(TraitColorOnlySelectionRule.isRed("#D70015"))
        XCTAssertFalse(TraitColorOnlySelectionRule.isRed("#FF9500"))  // systemOrange: 35°
        XCTAssertTrue(TraitColorOnlySelectionRule.isRed("#FF2D55"))  // systemPink: 349°, within 20° of red
        XCTAssertFalse(TraitColorOnlySelectionRule.isRed("#007AFF"))
        XCTAssertFalse(TraitColorOnlySelectionRule.isRed("#8E8E93"), "grey has no hue")
        XCTAssertFalse(TraitColorOnlySelectionRule.isRed("-"))
    }
}
