import AuditKitLinux
import Foundation
import XCTest

/// The XCUIElement-like API added for porting UI tests: `isHittable`, `waitForExistence(timeout:)`,
/// `typeText(_:)`, the new type queries, and `tap()` refusing a subscript that matches several elements.
final class ElementQueryInteractionTests: XCTestCase {
    private func app(_ views: View...) -> HeadlessApplication {
        let window = Window()
        views.forEach(window.addSubview)
        return HeadlessApplication(window)
    }

    private func button(_ title: String, y: Double = 100, tapped: @escaping () -> Void = {}) -> Button {
        let button = Button(title: title, frame: CGRect(x: 16, y: y, width: 200, height: 44))
        button.addAction(tapped)
        return button
    }

    func testTapOnASubscriptWithSeveralMatchesDoesNothing() {
        var taps = [0, 0]
        let app = app(button("OK", y: 100) { taps[0] += 1 }, button("OK", y: 200) { taps[1] += 1 })
        XCTAssertTrue(app.buttons["OK"].exists)
        XCTAssertEqual(app.buttons.matching(identifier: "OK").count, 2)
        XCTAssertFalse(app.buttons["OK"].tap())
        XCTAssertEqual(taps, [0, 0])
        XCTAssertTrue(app.buttons.matching(identifier: "OK").element(boundBy: 1).tap())
        XCTAssertTrue(app.buttons.matching(identifier: "OK").firstMatch.tap())
        XCTAssertEqual(taps, [1, 1])
    }

    func testTapOnAUniqueSubscriptStillWorks() {
        var taps = 0
        let app = app(button("OK") { taps += 1 }, button("Cancel", y: 200))
        XCTAssertTrue(app.buttons["OK"].tap())
        XCTAssertEqual(taps, 1)
        XCTAssertFalse(app.buttons["Missing"].tap())
    }

    func testIsHittableNeedsVisibleEnabledAndOnScreen() {
        let shown = button("Shown")
        let hidden = button("Hidden", y: 200)
        hidden.isHidden = true
        let disabled = button("Disabled", y: 300)
        disabled.isEnabled = false
        let offScreen = button("Off", y: 2000)
        let empty = Button(title: "Empty", frame: CGRect(x: 16, y: 400, width: 0, height: 0))
        let app = app(shown, hidden, disabled, offScreen, empty)
        XCTAssertTrue(app.buttons["Shown"].isHittable)
        XCTAssertFalse(app.buttons["Hidden"].isHittable)
        XCTAssertFalse(app.buttons["Disabled"].isHittable)
        XCTAssertFalse(app.buttons["Off"].isHittable)
        XCTAssertFalse(app.buttons["Empty"].isHittable)
        XCTAssertFalse(app.buttons["Missing"].isHittable)
    }

    func testWaitForExistenceAnswersAtOnce() {
        let app = app(button("OK"))
        XCTAssertTrue(app.buttons["OK"].waitForExistence(timeout: 5))
        let start = Date()
        XCTAssertFalse(app.buttons["Later"].waitForExistence(timeout: 5))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testTypeTextAppendsToAFieldAndRunsItsActions() {
        let field = TextField(text: "bob", placeholder: "Name", frame: CGRect(x: 16, y: 100, width: 300, height: 44))
        field.accessibilityIdentifier = "name"
        var edits = 0
        field.addAction { edits += 1 }
        let notes = TextView(text: nil, frame: CGRect(x: 16, y: 200, width: 300, height: 100))
        notes.accessibilityIdentifier = "notes"
        let app = app(field, notes)
        XCTAssertTrue(app.textFields["name"].typeText("@example.com"))
        XCTAssertEqual(field.text, "bob@example.com")
        XCTAssertEqual(app.textFields["name"].value as? String, "bob@example.com")
        XCTAssertEqual(edits, 1)
        XCTAssertTrue(app.textViews["notes"].typeText("Hi"))
        XCTAssertEqual(notes.text, "Hi")
    }

    func testTypeTextRefusesWhatCannotTakeText() {
        let field = TextField(frame: CGRect(x: 16, y: 100, width: 300, height: 44))
        field.accessibilityIdentifier = "name"
        field.isEnabled = false
        let readOnly = TextView(text: "Terms", frame: CGRect(x: 16, y: 200, width: 300, height: 100))
        readOnly.accessibilityIdentifier = "terms"
        readOnly.isEditable = false
        let app = app(field, readOnly, button("OK", y: 400))
        XCTAssertFalse(app.textFields["name"].typeText("x"))
        XCTAssertNil(field.text)
        XCTAssertFalse(app.textViews["terms"].typeText("x"))
        XCTAssertEqual(readOnly.text, "Terms")
        XCTAssertFalse(app.buttons["OK"].typeText("x"))
        XCTAssertFalse(app.textFields["missing"].typeText("x"))
    }

    func testTypeQueriesOnTheAppAndOnQueries() {
        let list = View(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        list.accessibilityIdentifier = "list"
        list.addSubviews(
            TableViewCell(text: "General", frame: CGRect(x: 0, y: 0, width: 390, height: 44)),
            TableViewCell(text: "Privacy", frame: CGRect(x: 0, y: 44, width: 390, height: 44)))
        let app = app(
            list,
            SegmentedControl(segments: ["A", "B"], frame: CGRect(x: 16, y: 450, width: 200, height: 32)),
            PageControl(numberOfPages: 2, frame: CGRect(x: 16, y: 500, width: 200, height: 26)),
            Stepper(frame: CGRect(x: 16, y: 550, width: 94, height: 32)))
        XCTAssertEqual(app.cells.count, 2)
        XCTAssertEqual(app.otherElements["list"].cells.count, 2)
        XCTAssertEqual(app.otherElements.cells.count, 2)
        XCTAssertEqual(app.segmentedControls.count, 1)
        XCTAssertEqual(app.pageIndicators.count, 1)
        XCTAssertEqual(app.steppers.count, 1)
        XCTAssertEqual(app.descendants(matching: .window).segmentedControls.count, 1)
        XCTAssertEqual(app.descendants(matching: .window).pageIndicators.count, 1)
        XCTAssertEqual(app.descendants(matching: .window).steppers.buttons.count, 2)
    }
}
