import AuditKitLinux
import Foundation
import XCTest

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
        inCell.accessibilityTraits = .button  // the double tap lands on the cell's gesture
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

    /// Buttons nested two thousand deep, none with an action, inside a tappable view or not: the
    /// tappable ancestor is found without walking up from each button.
    func testDeeplyNestedButtonsLookUpTheirTappableAncestorOnce() {
        var elements = [ElementSnapshot(id: 0, elementType: .application)]
        elements[0].label = "App"
        elements[0].frame = RuleHarness.screen
        elements[0].isAccessibilityElement = false
        for tappable in [true, false] {
            let top = elements.count
            var container = ElementSnapshot(id: top, elementType: .other)
            container.parent = 0
            container.isInteractive = tappable
            container.isVisible = true
            elements[0].children.append(top)
            elements.append(container)
            var parent = top
            for _ in 0..<2_000 {
                var button = ElementSnapshot(id: elements.count, elementType: .button)
                button.label = tappable ? "Inside" : "Outside"
                button.traits = .button
                button.parent = parent
                button.isAccessibilityElement = true
                button.isInAccessibilityView = true
                button.isVisible = true
                button.hasActivation = false
                button.isInteractive = false
                elements[parent].children.append(button.id)
                parent = button.id
                elements.append(button)
            }
        }
        // VoiceOver reaches each button (the test needs reach, not a consistent accessibility view).
        for id in elements.indices.dropFirst() { elements[0].accessibilityChildren.append(id) }
        let hierarchy = AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
        let found = RuleHarness.run(ActionMissingRule(), on: hierarchy)
        XCTAssertEqual(found.issues.count, 2_000)
        XCTAssertEqual(Set(found.labels), ["Outside"])
    }
}
