import Foundation
import XCTest
@testable import AuditKitLinux

/// `action.missing`: fires / does not fire.
final class ActionMissingRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testButtonWithoutActionFires() {
        let dead = Button(title: "Share", frame: frame(100))
        let link = Label(text: "Privacy policy", frame: frame(150))
        link.accessibilityTraits = [.staticText, .link]
        let outcome = RuleHarness.run(ActionMissingRule(), on: RuleHarness.app(dead, link))
        XCTAssertEqual(outcome.labels, ["Share", "Privacy policy"])
        XCTAssertEqual(outcome.compact, ["Action is missing", "Action is missing"])
        XCTAssertEqual(outcome.issues.first?.ruleID, "action.missing")
    }

    func testButtonsThatActDisabledOnesAndTappableAncestorsPass() {
        let acting = Button(title: "New Quote", frame: frame(100))
        acting.addAction {}
        let handled = Label(text: "More", frame: frame(150))
        handled.accessibilityTraits = .button
        handled.accessibilityActivateHandler = { true }
        let disabled = Button(title: "Send", frame: frame(200))
        disabled.isEnabled = false
        let cell = View(frame: CGRect(x: 0, y: 250, width: 390, height: 60))
        cell.addTapGesture {}
        let inCell = Label(text: "Open", frame: CGRect(x: 16, y: 8, width: 100, height: 44))
        inCell.accessibilityTraits = .button       // the double tap lands on the cell's gesture
        cell.addSubview(inCell)
        let outcome = RuleHarness.run(ActionMissingRule(), on: RuleHarness.app(acting, handled, disabled, cell))
        XCTAssertEqual(outcome.issues, [])
    }

    func testCaptureButtonsAreNotEvaluated() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Share")
        capture.add(.staticText, parent: capture.root, label: "Hello")
        let outcome = RuleHarness.run(ActionMissingRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.map(\.elementCount), [1])
    }
}
