// Style of Jcaero/MarmotMonitor, MarmotMonitorUITests/Settings/settingAuditAccessibilityTests.swift with its
// page object MarmotMonitorUITests/UIApplication.swift: a subclass of XCUIApplication names the screen's
// elements; each test launches it, opens one settings page through the table's cell, and audits under
// `if #available(iOS 17.0, *)`.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

class HabitsApplication: XCUIApplication {
    var settingsTab: XCUIElement { self.tabBars.buttons["Settings"] }
    var backButton: XCUIElement { self.buttons["Back"] }
    var settingsTable: XCUIElementQuery { self.tables.matching(identifier: "SettingTableView") }
}

final class ApplicationSubclassPageObjectTests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = true
    }

    func testAccessibilityAppearance() throws {
        let app = HabitsApplication()
        app.launchArguments = ["-UITesting"]
        app.launch()
        app.settingsTab.tap()
        let cell = app.settingsTable.cells.element(matching: .cell, identifier: "MyCell_Apparence")
        cell.tap()
        if #available(iOS 17.0, *) {
            try app.performAccessibilityAudit()
        } else {
            // Fallback on earlier versions
        }
    }

    func testAccessibilityInformation() throws {
        let app = HabitsApplication()
        app.launchArguments = ["-UITesting"]
        app.launch()
        app.settingsTab.tap()
        let cell = app.settingsTable.cells.element(matching: .cell, identifier: "MyCell_Information")
        cell.tap()
        if #available(iOS 17.0, *) {
            // The logo is an image element without a label: Apple's audit fails it ("Element has no description").
            try XCTExpectFailure("The About page's logo has no label") {
                try app.performAccessibilityAudit()
            }
        } else {
            // Fallback on earlier versions
        }
    }

    func testAccessibilityBackToSettings() throws {
        let app = HabitsApplication()
        app.launchArguments = ["-UITesting"]
        app.launch()
        app.settingsTab.tap()
        app.settingsTable.cells.element(matching: .cell, identifier: "MyCell_Apparence").tap()
        app.backButton.tap()
        XCTAssertTrue(app.switches["Reminders"].exists)
        if #available(iOS 17.0, *) {
            try app.performAccessibilityAudit()
        } else {
            // Fallback on earlier versions
        }
    }
}
