import AuditKitLinux
import Foundation
import XCTest

/// `Stepper` (`UIStepper`): a container with "Decrement" and "Increment" buttons, each dimmed at its
/// bound; the buttons step the value and run the actions; audited without false positives.
final class StepperTests: XCTestCase {
    private func app(_ views: View...) -> HeadlessApplication {
        let window = Window()
        views.forEach(window.addSubview)
        return HeadlessApplication(window)
    }

    /// UIKit's 94 × 32 pt stepper.
    private func stepper(_ value: Double = 1, min: Double = 0, max: Double = 3, step: Double = 1) -> Stepper {
        Stepper(
            value: value, minimumValue: min, maximumValue: max, stepValue: step,
            frame: CGRect(x: 280, y: 200, width: 94, height: 32))
    }

    func testSnapshotHasAStepperContainerWithTwoButtons() throws {
        let hierarchy = app(stepper()).snapshot()
        let container = try XCTUnwrap(hierarchy.elements.first { $0.elementType == .stepper })
        XCTAssertEqual(container.isAccessibilityElement, false)
        let buttons = container.accessibilityChildren.compactMap { hierarchy[$0] }
        XCTAssertEqual(buttons.map(\.label), ["Decrement", "Increment"])
        XCTAssertEqual(buttons.map(\.elementType), [.button, .button])
        XCTAssertEqual(buttons.map(\.traits), [.button, .button])
        XCTAssertEqual(buttons.map(\.hasActivation), [true, true])
        XCTAssertEqual(buttons.map { $0.frame?.width }, [47, 47])
        XCTAssertEqual(VoiceOverTranscript(hierarchy).lines, ["Decrement, Button", "Increment, Button"])
    }

    func testButtonsStepAndRunActionsAndDimAtTheBounds() {
        let control = stepper()
        var changes: [Double] = []
        control.addAction { [unowned control] in changes.append(control.value) }
        let app = app(control)
        XCTAssertTrue(app.steppers.buttons["Increment"].tap())
        XCTAssertTrue(app.steppers.buttons["Increment"].tap())
        XCTAssertEqual(control.value, 3)
        XCTAssertEqual(changes, [2, 3])
        XCTAssertFalse(app.steppers.buttons["Increment"].isEnabled)
        XCTAssertEqual(control.incrementButton.accessibilityTraits, [.button, .notEnabled])
        XCTAssertFalse(app.steppers.buttons["Increment"].tap())
        XCTAssertEqual(VoiceOverTranscript(app.snapshot()).lines, ["Decrement, Button", "Increment, Dimmed, Button"])
        XCTAssertTrue(app.steppers.buttons["Decrement"].tap())
        XCTAssertEqual(control.value, 2)
        XCTAssertTrue(app.steppers.buttons["Increment"].isEnabled)
    }

    func testSteppingStaysWithinBoundsAndWraps() {
        let control = stepper(2.5, max: 3, step: 1)
        XCTAssertTrue(control.step(by: 1))
        XCTAssertEqual(control.value, 3)
        XCTAssertFalse(control.step(by: 1))
        control.wraps = true
        XCTAssertTrue(control.incrementButton.isEnabled)
        XCTAssertTrue(control.step(by: 1))
        XCTAssertEqual(control.value, 0)
        XCTAssertFalse(stepper(step: 0).step(by: 1))
        XCTAssertFalse(stepper(step: .nan).step(by: 1))
    }

    func testDisabledStepperDimsBothButtons() {
        let control = stepper()
        control.isEnabled = false
        XCTAssertEqual([control.decrementButton.isEnabled, control.incrementButton.isEnabled], [false, false])
        XCTAssertFalse(control.step(by: 1))
    }

    func testMadeOneAdjustableElementItStepsOnSwipes() {
        let control = stepper()
        control.isAccessibilityElement = true
        control.accessibilityLabel = "Guests"
        control.accessibilityTraits = .adjustable
        control.accessibilityIncrement()
        XCTAssertEqual(control.accessibilityValue, "2")
        control.accessibilityDecrement()
        control.accessibilityDecrement()
        XCTAssertEqual(control.accessibilityValue, "0")
        XCTAssertEqual(VoiceOverTranscript(app(control).snapshot()).lines, ["Guests, 0, Adjustable"])
    }

    func testAuditFindsNothingOnADefaultStepper() throws {
        let result = try app(stepper()).audit()
        XCTAssertEqual(result.issues.map(\.description), [])
    }

    func testAuditFindsAStepperMadeOneElementWithoutALabel() throws {
        let control = stepper()
        control.isAccessibilityElement = true
        let result = try app(control).audit(for: .sufficientElementDescription)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Element has no description"])
    }
}
