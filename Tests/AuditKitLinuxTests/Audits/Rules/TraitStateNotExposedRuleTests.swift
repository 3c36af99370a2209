import AuditKitLinux
import Foundation
import XCTest

/// `trait.stateNotExposed`: fires / does not fire.
final class TraitStateNotExposedRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testSelectedControlWhoseTraitsWereOverwrittenFires() {
        let tabs = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        for (index, name) in ["Today", "Week", "Month"].enumerated() {
            let tab = Button(title: name, frame: CGRect(x: Double(index) * 100, y: 0, width: 100, height: 44))
            tab.addAction {}
            tab.isSelected = index == 1
            tab.accessibilityTraits = .button  // replaces UIKit's default, dropping .selected
            tabs.addSubview(tab)
        }
        let outcome = RuleHarness.run(TraitStateNotExposedRule(), on: RuleHarness.app(tabs))
        XCTAssertEqual(outcome.labels, ["Week"])
        XCTAssertEqual(outcome.compact, ["Element's state is not exposed"])
    }

    func testDisabledControlWithoutNotEnabledFiresAndDefaultsPass() {
        let overwritten = Button(title: "Send", frame: frame(100))
        overwritten.isEnabled = false
        overwritten.accessibilityTraits = .button
        let defaults = Button(title: "Save", frame: frame(150))
        defaults.isEnabled = false
        defaults.isSelected = true
        let outcome = RuleHarness.run(TraitStateNotExposedRule(), on: RuleHarness.app(overwritten, defaults))
        XCTAssertEqual(outcome.labels, ["Send"])
        XCTAssertEqual(outcome.issues.first?.evidence[.missingTraits], ["notEnabled"])
        XCTAssertEqual(outcome.issues.first?.evidence[.traits], ["button"])
    }

    func testUnknownTraitsOfASelectedControlInJSONAreNotEvaluated() {
        let tab = Button(title: "Inbox", frame: CGRect(x: 16, y: 100, width: 120, height: 44))
        tab.isSelected = true
        let found = RuleHarness.run(
            TraitStateNotExposedRule(), on: RuleHarness.json(tab, leavingOutFactsOf: "Inbox") { $0.traits = nil })
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated.map(\.reason), ["the element's traits are unknown"])
    }
}
