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
        group.addSubviews(Label(text: "First row", frame: CGRect(x: 16, y: 0, width: 300, height: 44)),
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
            XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: RuleHarness.app(view)).issues, [], "case \(index)")
        }
    }

    func testTitleWithoutGroupBelowPasses() {
        let title = Label(text: "Welcome", frame: frame(100, height: 40))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let single = Label(text: "One line", frame: frame(150))
        XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: RuleHarness.app(title, single)).issues, [])
    }
}
