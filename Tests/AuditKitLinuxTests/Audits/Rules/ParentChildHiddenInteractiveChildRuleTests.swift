import AuditKitLinux
import Foundation
import XCTest

/// `parentChild.hiddenInteractiveChild`: controls swallowed by an accessibility element, reported on
/// the control; fires / does not fire, on headless screens and captures.
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

    // MARK: Headless

    func testElementHidingAnInteractiveChildFiresOnTheChild() {
        let (row, _) = cell(label: "Stay hungry")
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(row))
        XCTAssertEqual(outcome.labels, ["Favourite"], "the issue is on the control VoiceOver cannot reach")
        XCTAssertEqual(outcome.compact, ["Parent/Child mismatch"])
        XCTAssertEqual(outcome.issues.first?.path, "Application/Window/Other['Stay hungry']/Button['Favourite']")
        XCTAssertEqual(outcome.issues.first?.evidence[.containerPath], "Application/Window/Other['Stay hungry']")
        XCTAssertEqual(outcome.issues.first?.evidence[.hiddenInteractiveElements], ["Favourite"])
        XCTAssertEqual(outcome.issues.first?.evidence[.hiddenInteractiveCount], 1)
        XCTAssertEqual(outcome.issues.first?.evidence[.traits], ["button"])
        XCTAssertEqual(outcome.issues.first?.evidence[.isInteractive], true)
    }

    /// The element's own tap does something else (opens the row): the button's action is still
    /// swallowed. (Before issue 9 this passed: any activation of the element counted as acting for the
    /// control, which is how the React Native row in `touchable-swallows-nested-button.xml` hid its
    /// Check button.)
    func testAnElementWithItsOwnTapStillSwallowsTheButton() {
        let (opens, _) = cell(label: "Opens")
        opens.addTapGesture {}
        XCTAssertEqual(
            RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(opens)).labels, ["Favourite"])
    }

    func testTextCustomActionsDisabledControlsPass() {
        let (textOnly, _) = cell(label: "Text only", withButton: false)  // a button with no action is not interactive
        let (withActions, _) = cell(label: "Has actions")
        withActions.accessibilityCustomActions = [AccessibilityCustomAction(name: "Add to favourites")]
        let (disabledChild, button) = cell(label: "Disabled child")
        button.isEnabled = false
        let (hiddenChild, hiddenButton) = cell(label: "Hidden child")
        hiddenButton.isHidden = true
        for view in [textOnly, withActions, disabledChild, hiddenChild] {
            XCTAssertEqual(
                RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(view)).issues, [],
                view.accessibilityLabel ?? "")
        }
    }

    func testACustomActionNamedForAnotherControlDoesNotOfferThisOne() {
        let (row, _) = cell(label: "Two controls")
        let share = Button(title: "Share", frame: CGRect(x: 240, y: 8, width: 50, height: 44))
        share.addAction {}
        row.addSubview(share)
        row.accessibilityCustomActions = [AccessibilityCustomAction(name: "Share")]
        XCTAssertEqual(
            RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(row)).labels, ["Favourite"])
        row.accessibilityCustomActions.append(AccessibilityCustomAction(name: "Star"))
        XCTAssertEqual(
            RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(row)).issues, [],
            "as many custom actions as controls")
    }

    func testASwallowedSwitchInACellAndItsFixes() throws {
        let bug = RuleHarness.run(
            ParentChildHiddenInteractiveChildRule(), on: SwitchCellScenarioShapes.cell(combined: false))
        XCTAssertEqual(bug.issues.map { $0.element?.elementType }, [.switch])
        XCTAssertEqual(bug.issues.first?.path, "Application/Window/Other['Notifications']/Switch")
        // The fix: the element activates the switch and reads its state.
        XCTAssertEqual(
            RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: SwitchCellScenarioShapes.cell(combined: true))
                .issues, [])
        // UIKit's own cell with a switch accessory lends the cell its value: not swallowed.
        let tableCell = TableViewCell(text: "Wi-Fi", frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let toggle = Switch(isOn: true, frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.addAction {}
        tableCell.accessoryView = toggle
        XCTAssertEqual(
            RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(tableCell)).issues, [])
    }

    func testThreeSwallowedButtonsAreThreeIssuesWithThreePaths() {
        let row = View(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Draft"
        for x in [200.0, 260, 320] {
            let edit = Button(title: "Edit", frame: CGRect(x: x, y: 8, width: 44, height: 44))
            edit.addAction {}
            row.addSubview(edit)
        }
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: RuleHarness.app(row))
        XCTAssertEqual(
            outcome.issues.compactMap(\.path).map { String($0.split(separator: "/").last ?? "") },
            ["Button['Edit'][0]", "Button['Edit'][1]", "Button['Edit'][2]"])
        XCTAssertEqual(outcome.issues.first?.evidence[.hiddenInteractiveCount], 3)
    }

    // MARK: Captures

    func testCaptureRowSwallowingACheckButtonFiresRowWithNothingInsidePasses() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        capture.add(
            .other, parent: window, label: "Check, Oat milk", identifier: "item_open_detail", accessible: true,
            frame: rect(0, 110, 390, 56), traits: [.button])
        let rowB = capture.add(
            .other, parent: window, label: "Check, Rye bread", identifier: "item_open_detail", accessible: true,
            frame: rect(0, 166, 390, 56), traits: [.button])
        let check = capture.add(
            .button, parent: rowB, label: "Check", identifier: "item_check", accessible: false,
            frame: rect(16, 176, 36, 36), traits: [.button])
        capture.add(.staticText, parent: rowB, label: "Rye bread", accessible: false, frame: rect(64, 184, 200, 20))
        let hierarchy = capture.hierarchyWithInferredAccessibilityView
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: hierarchy)
        XCTAssertEqual(outcome.issues.map { $0.elementSnapshot?.id }, [check])
        XCTAssertEqual(outcome.issues.first?.evidence[.containerPath], hierarchy.path(of: rowB))
        XCTAssertNil(
            outcome.issues.first?.evidence[.isInteractive], "captures do not record it: the type and trait stand in")
        XCTAssertTrue(
            outcome.issues.first?.detailedDescription.contains("A capture does not record custom actions") == true)
        XCTAssertEqual(outcome.notEvaluated, [])
    }

    func testCaptureSwitchByTraitAndTypeAreInteractive() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let cell = capture.add(
            .cell, parent: window, label: "Airplane Mode", accessible: true, frame: rect(0, 100, 390, 44))
        let toggle = capture.add(
            .switch, parent: cell, label: "Airplane Mode toggle", accessible: false, frame: rect(323, 106, 51, 31))
        let other = capture.add(
            .other, parent: cell, label: "Info", accessible: false, frame: rect(280, 106, 31, 31), traits: [.button])
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues.map { $0.elementSnapshot?.id }, [toggle, other])
        XCTAssertEqual(outcome.issues.map { $0.evidence[.traits] }, [["button"], ["button"]])
    }

    func testCapturePartsOfOneControlAndTextInsideAButtonPass() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let field = capture.add(
            .textField, parent: window, label: "Search", accessible: true, frame: rect(16, 100, 358, 36))
        capture.add(.button, parent: field, label: "Clear text", accessible: false, frame: rect(340, 106, 24, 24))
        let button = capture.add(.button, parent: window, label: "Buy", accessible: true, frame: rect(16, 200, 100, 44))
        capture.add(.staticText, parent: button, label: "Buy", accessible: false, frame: rect(30, 210, 60, 20))
        let wrapper = capture.add(
            .button, parent: window, label: "Play", accessible: true, frame: rect(16, 300, 100, 44))
        // The same control twice
        capture.add(.button, parent: wrapper, label: "Play", accessible: false, frame: rect(20, 304, 60, 36))
        let paragraph = capture.add(
            .staticText, parent: window, label: "Read our terms", accessible: true, frame: rect(16, 400, 358, 22))
        capture.add(.link, parent: paragraph, label: "terms", accessible: false, frame: rect(120, 400, 50, 22))
        XCTAssertEqual(RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: capture.hierarchy).issues, [])
    }

    func testCaptureWithoutAccessibleIsNotEvaluated() {
        var capture = CaptureFixture()
        let row = capture.add(.cell, parent: capture.root, label: "Row")
        capture.add(.button, parent: row, label: "Favourite")
        let outcome = RuleHarness.run(ParentChildHiddenInteractiveChildRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.map(\.elementCount), [1])
    }
}

/// The combined switch cell of the talk (`Examples/TalkScenarios/SwitchCellScenario.swift`), rebuilt
/// here so the core tests do not depend on the examples.
private enum SwitchCellScenarioShapes {
    static func cell(combined: Bool) -> HeadlessApplication {
        let cell = View(frame: CGRect(x: 0, y: 100, width: 390, height: 52))
        let title = Label(text: "Notifications", frame: CGRect(x: 16, y: 0, width: 280, height: 52))
        let toggle = Switch(isOn: false, frame: CGRect(x: 313, y: 10, width: 51, height: 31))
        toggle.addAction {}
        cell.addSubviews(title, toggle)
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Notifications"
        if combined {
            cell.accessibilityValue = "Off"
            cell.accessibilityActivateHandler = { toggle.accessibilityActivate() }
        }
        return RuleHarness.app(cell)
    }
}
