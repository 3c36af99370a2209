import AuditKitLinux
import Foundation
import XCTest

/// `trait.conflicting`: fires / does not fire.
final class TraitConflictingRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testButtonAndLinkConflict() {
        let both = Button(title: "Terms", frame: frame(100))
        both.addAction {}
        both.accessibilityTraits = [.button, .link]
        let adjustableButton = Button(title: "Volume", frame: frame(150))
        adjustableButton.addAction {}
        adjustableButton.accessibilityTraits = [.button, .adjustable]
        let outcome = RuleHarness.run(TraitConflictingRule(), on: RuleHarness.app(both, adjustableButton))
        XCTAssertEqual(outcome.labels, ["Terms", "Volume"])
        XCTAssertEqual(outcome.compact, ["Element has conflicting traits", "Element has conflicting traits"])
    }

    func testSwitchTraitsDoNotConflict() {
        XCTAssertEqual(
            RuleHarness.run(TraitConflictingRule(), on: RuleHarness.app(Switch(frame: frame(100)))).issues, [])
    }

    func testCaptureTraitsAreUsedAndMissingTraitsNotEvaluated() {
        var withTraits = CaptureFixture()
        withTraits.add(.button, parent: withTraits.root, label: "Terms", traits: [.button, .link])
        withTraits.add(.switch, parent: withTraits.root, label: "Wi-Fi", traits: [.button, .toggleButton])
        XCTAssertEqual(RuleHarness.run(TraitConflictingRule(), on: withTraits.hierarchy).labels, ["Terms"])

        var without = CaptureFixture()
        without.add(.button, parent: without.root, label: "Terms")
        let outcome = RuleHarness.run(TraitConflictingRule(), on: without.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.map(\.reason), ["the capture records no traits"])
    }

    func testUnknownTraitsInJSONAreNotEvaluated() {
        let link = Button(title: "Terms", frame: frame(100))
        link.addAction {}
        let found = RuleHarness.run(
            TraitConflictingRule(), on: RuleHarness.json(link, leavingOutFactsOf: "Terms") { $0.traits = nil })
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated,
            [NotEvaluated(auditType: .trait, reason: "the element's traits are unknown", elementCount: 1)])
    }
}
