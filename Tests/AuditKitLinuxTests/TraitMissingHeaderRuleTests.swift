import Foundation
import XCTest

@testable import AuditKitLinux

/// `trait.missingHeader`: fires / does not fire.
final class TraitMissingHeaderRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    private func section(title: String, font: Font, header: Bool = false, gap: Double = 8) -> View {
        let container = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let label = Label(text: title, frame: CGRect(x: 16, y: 0, width: 358, height: 30))
        label.font = font
        if header { label.accessibilityTraits = [.staticText, .header] }
        let group = View(frame: CGRect(x: 0, y: 30 + gap, width: 390, height: 100))
        group.addSubviews(
            Label(text: "First row", frame: CGRect(x: 16, y: 0, width: 300, height: 44)),
            Label(text: "Second row", frame: CGRect(x: 16, y: 50, width: 300, height: 44)))
        container.addSubviews(label, group)
        return container
    }

    func testTitleAboveGroupWithoutHeaderFiresAsWarning() {
        let app = RuleHarness.app(section(title: "Favourites", font: .preferredFont(forTextStyle: .title2)))
        let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: app)
        XCTAssertEqual(outcome.compact, ["Element has no header trait"])
        XCTAssertEqual(outcome.issues.first?.severity, .warning)
        let bold = RuleHarness.app(section(title: "Recent", font: .boldSystemFont(ofSize: 20)))
        XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: bold).labels, ["Recent"])
    }

    func testHeaderBodyTextSentencesAndDistantGroupsPass() {
        let cases = [
            section(title: "Favourites", font: .preferredFont(forTextStyle: .title2), header: true),
            section(title: "Favourites", font: .preferredFont(forTextStyle: .body)),
            section(title: "Your quotes are saved.", font: .preferredFont(forTextStyle: .title2)),
            section(title: "Favourites", font: .preferredFont(forTextStyle: .title2), gap: 120),
        ]
        for (index, view) in cases.enumerated() {
            XCTAssertEqual(
                RuleHarness.run(TraitMissingHeaderRule(), on: RuleHarness.app(view)).issues, [], "case \(index)")
        }
    }

    func testTitleWithoutGroupBelowPasses() {
        let title = Label(text: "Welcome", frame: frame(100, height: 40))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let single = Label(text: "One line", frame: frame(150))
        XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: RuleHarness.app(title, single)).issues, [])
    }

    /// One flat container of 400 sections: a title, then its group, each title reported once with
    /// its own group's count (finding the next sibling does not scan the container per title).
    func testFlatContainerOfManySectionsReportsEachTitleOnce() {
        let list = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400 * 140))
        for index in 0..<400 {
            let y = Double(index) * 140
            let title = Label(text: "Section \(index)", frame: CGRect(x: 16, y: y, width: 358, height: 30))
            title.font = .preferredFont(forTextStyle: .title2)
            let hidden = View(frame: CGRect(x: 0, y: y + 30, width: 390, height: 1))
            hidden.isHidden = true
            let group = View(frame: CGRect(x: 0, y: y + 38, width: 390, height: 100))
            group.addSubviews(
                Label(text: "First row", frame: CGRect(x: 16, y: 0, width: 300, height: 44)),
                Label(text: "Second row", frame: CGRect(x: 16, y: 50, width: 300, height: 44)))
            list.addSubviews(title, hidden, group)
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 400 * 140))
        window.addSubview(list)
        let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: HeadlessApplication(window))
        XCTAssertEqual(outcome.labels, (0..<400).map { "Section \($0)" })
        XCTAssertEqual(Set(outcome.issues.map { $0.evidence[.groupElementCount] ?? 0 }), [2])
    }

    func testTextWithoutTextFactsInJSONIsNotEvaluated() {
        let title = Label(text: "Settings", frame: CGRect(x: 16, y: 100, width: 300, height: 30))
        let found = RuleHarness.run(
            TraitMissingHeaderRule(), on: RuleHarness.json(title, leavingOutFactsOf: "Settings") { $0.text = nil })
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated,
            [
                NotEvaluated(
                    auditType: .trait,
                    reason: "the hierarchy does not record what these text elements draw (no text facts)",
                    elementCount: 1)
            ])
    }
}
