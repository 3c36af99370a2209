// Style of Steady5063/iOS-Automated-Accessibility-Demo, a11ydemoUITests/accessibilityAuditExample.swift: the app
// is created and launched in setUpWithError and released in tearDown; each test reaches its tab through a second
// `XCUIApplication()` made mid-test (`XCUIApplication().tabBars.buttons["…"].tap()`), then runs a plain audit.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

final class SetUpLaunchSecondInstanceTests: XCTestCase {

    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = true
        app = XCUIApplication()
        app.launchArguments = ["-hasCompletedOnboarding", "YES"]
        app.launch()
    }

    override func tearDownWithError() throws {
        app = nil
    }

    //Performing Accessibility Audit on Today Screen
    func testTodayScreenAccessibilityAudit() throws {
        XCUIApplication().tabBars.buttons["Today"].tap()
        try app.performAccessibilityAudit()
    }

    //Performing Accessibility Audit on Settings Screen
    func testSettingsScreenAccessibilityAudit() throws {
        XCUIApplication().tabBars.buttons["Settings"].tap()
        try app.performAccessibilityAudit()
    }

    //Performing Accessibility Audit on the History Screen, which has no data here
    func testHistoryScreenAccessibilityAudit() throws {
        XCUIApplication().tabBars.buttons["History"].tap()
        try app.performAccessibilityAudit()
    }
}
