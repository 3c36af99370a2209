import AuditKitLinux
import Foundation
import XCTest

/// `TableViewCell` (`UITableViewCell`): one element labelled with its labels' texts joined by ", ",
/// `.button` when it leads somewhere, `.selected` when checked, an accessory switch's value and
/// traits; audited without false positives.
final class TableViewCellTests: XCTestCase {
    private func app(_ views: View...) -> HeadlessApplication {
        let window = Window()
        views.forEach(window.addSubview)
        return HeadlessApplication(window)
    }

    private func cell(_ text: String?, _ detail: String? = nil, y: Double = 100, height: Double = 60) -> TableViewCell {
        TableViewCell(text: text, detailText: detail, frame: CGRect(x: 0, y: y, width: 390, height: height))
    }

    private func element(_ app: HeadlessApplication) throws -> ElementSnapshot {
        try XCTUnwrap(app.snapshot().elements.first { $0.elementType == .cell })
    }

    func testCellIsOneElementLabelledWithItsTexts() throws {
        let app = app(cell("Wi-Fi", "Home"))
        let cell = try element(app)
        XCTAssertEqual(cell.isAccessibilityElement, true)
        XCTAssertEqual(cell.label, "Wi-Fi, Home")
        XCTAssertEqual(cell.traits, [])
        XCTAssertEqual(cell.accessibilityChildren, [])
        XCTAssertEqual(app.staticTexts.count, 0)  // its labels are inside the element
        XCTAssertEqual(app.cells["Wi-Fi, Home"].exists, true)
    }

    func testEmptyOrHiddenLabelsAreLeftOut() {
        XCTAssertEqual(cell("Wi-Fi").accessibilityLabel, "Wi-Fi")
        let hidden = cell("Wi-Fi", "Home")
        hidden.detailTextLabel.isHidden = true
        XCTAssertEqual(hidden.accessibilityLabel, "Wi-Fi")
        XCTAssertNil(cell(nil, " ").accessibilityLabel)
    }

    func testDisclosureIndicatorOrSelectionActionAddsButton() {
        let more = cell("General")
        more.accessoryType = .disclosureIndicator
        more.onSelect = {}
        XCTAssertEqual(more.accessibilityTraits, .button)
        let selectable = cell("Sign Out")
        selectable.onSelect = {}
        XCTAssertEqual(selectable.accessibilityTraits, .button)
        selectable.isUserInteractionEnabled = false
        XCTAssertEqual(selectable.accessibilityTraits, [])
    }

    func testCheckmarkAddsSelected() {
        let chosen = cell("English")
        chosen.accessoryType = .checkmark
        chosen.onSelect = {}
        XCTAssertEqual(chosen.accessibilityTraits, [.button, .selected])
        XCTAssertEqual(VoiceOverTranscript(app(chosen).snapshot()).lines, ["Selected, English, Button"])
    }

    func testTapRunsTheSelectionAction() {
        var opened = 0
        let general = cell("General")
        general.accessoryType = .disclosureIndicator
        general.onSelect = { opened += 1 }
        let app = app(general)
        XCTAssertTrue(app.cells["General"].tap())
        XCTAssertEqual(opened, 1)
        XCTAssertTrue(general.accessibilityActivate())
        XCTAssertEqual(opened, 2)
    }

    func testAccessorySwitchLendsValueAndTraitsAndToggles() throws {
        let row = cell("Notifications")
        let toggle = Switch(isOn: false, frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.addAction {}
        row.accessoryView = toggle
        XCTAssertEqual(toggle.frame.origin, CGPoint(x: 323, y: 15))
        let app = app(row)
        XCTAssertEqual(try element(app).value, "0")
        XCTAssertEqual(try element(app).traits, [.button, .toggleButton])
        XCTAssertEqual(VoiceOverTranscript(app.snapshot()).lines, ["Notifications, Switch button, Off"])
        XCTAssertTrue(row.accessibilityActivate())
        XCTAssertTrue(toggle.isOn)
    }

    func testAuditFindsNothingOnWellBuiltCells() throws {
        let general = cell("General", y: 100)
        general.accessoryType = .disclosureIndicator
        general.onSelect = {}
        let language = cell("English", "Language", y: 160)
        language.accessoryType = .checkmark
        language.onSelect = {}
        let info = cell("Version", "17.4", y: 220)
        let row = cell("Notifications", y: 280)
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.addAction {}
        row.accessoryView = toggle
        let result = try app(general, language, info, row).audit()
        XCTAssertEqual(result.issues.map(\.description), [])
    }

    func testAuditFindsAnUnlabelledCell() throws {
        let blank = cell(nil)
        blank.onSelect = {}
        let result = try app(blank).audit(for: .sufficientElementDescription)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Element has no description"])
    }

    func testAuditFindsADisclosureIndicatorThatLeadsNowhere() throws {
        let dead = cell("General")
        dead.accessoryType = .disclosureIndicator
        let result = try app(dead).audit(for: .action)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Action is missing"])
    }

    func testAuditFindsAGraySecondaryLabelDetail() throws {
        let info = cell("Version", "17.4")
        info.detailTextLabel.textColor = .secondaryLabel
        let result = try app(info).audit(for: .contrast)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Contrast failed"])
        XCTAssertEqual(result.issues.first?.element?.label, "17.4")
    }
}
