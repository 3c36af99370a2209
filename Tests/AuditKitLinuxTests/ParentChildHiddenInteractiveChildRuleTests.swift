import Foundation
import XCTest
@testable import AuditKitLinux

/// `parentChild.hiddenInteractiveChild`: fires / does not fire.
final class ParentChildHiddenInteractiveChildRuleTests: XCTestCase {
    private func cell(label: String, withButton: Bool = true) -> (View, Button) {
        let cell = View(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = label
        cell.addSubview(Label(text: label, frame: CGRect(x: 16, y: 8, width: 250, height: 44)))
        let favourite = Button(title: "Favourite", frame: CGRect(x: 300, y: 8, width: 80, height: 44))
        if withButton { favourite.addAction {} }
        cell.addSubview(favourite)
        return (cell, favourite)
    }

    func testElementHidingAnInteractiveChildFires() {
        let (row, _) = cell(label: "Stay hungry")
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(row))
        XCTAssertEqual(outcome.labels, ["Stay hungry"])
        XCTAssertEqual(outcome.compact, ["Parent/Child mismatch"])
        XCTAssertEqual(outcome.issues.first?.evidence[.hiddenInteractiveElements], ["Favourite"])
        XCTAssertEqual(outcome.issues.first?.evidence[.hiddenInteractiveCount], 1)
    }

    func testCombiningTextActivationOrCustomActionsPass() {
        let (textOnly, _) = cell(label: "Text only", withButton: false)  // a button with no action is not interactive
        let (activating, _) = cell(label: "Opens")
        activating.addTapGesture {}
        let (withActions, _) = cell(label: "Has actions")
        withActions.accessibilityCustomActions = [AccessibilityCustomAction(name: "Favourite")]
        let (disabledChild, button) = cell(label: "Disabled child")
        button.isEnabled = false
        for view in [textOnly, activating, withActions, disabledChild] {
            XCTAssertEqual(RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(view)).issues, [],
                           view.accessibilityLabel ?? "")
        }
    }

    func testCaptureIsNotEvaluated() {
        var capture = CaptureFixture()
        let row = capture.add(.cell, parent: capture.root, label: "Row", accessible: true)
        capture.add(.button, parent: row, label: "Favourite")
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.count, 1)
    }
}
