// Style of useribraim/quitNic, ios/QuitNicUITests/QuitNicUITests.swift: one user journey per test, auditing
// `.all.subtracting(.dynamicType)` after each step; fields reached by identifier through
// `descendants(matching: .any)` and tapped at a normalized offset, text typed with `app.typeText`, replies found
// with an NSPredicate, a handler for one known issue, and the largest text size through launch arguments.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

final class JourneyAuditEachStepTests: XCTestCase {
    func testOnboardingIsAccessibleOnFreshInstall() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing-reset"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Habits"].waitForExistence(timeout: 3))
        let startButton = app.buttons["Start my plan"]
        XCTAssertTrue(startButton.exists)
        XCTAssertFalse(startButton.isEnabled)

        let motivation = app.descendants(matching: .any)["motivationField"]
        XCTAssertTrue(motivation.exists)
        motivation.coordinate(withNormalizedOffset: CGVector(dx: 0.2, dy: 0.2)).tap()
        app.typeText("More energy and better sleep")
        XCTAssertTrue(startButton.isEnabled)
        try app.performAccessibilityAudit(for: .all.subtracting(.dynamicType))
    }

    func testOnboardingSupportsAccessibilityXXXLText() throws {
        let app = XCUIApplication()
        app.launchArguments = [
            "-ui-testing-reset",
            "-UIPreferredContentSizeCategoryName",
            "UICTContentSizeCategoryAccessibilityExtraExtraExtraLarge",
        ]
        app.launch()

        XCTAssertTrue(app.navigationBars["Habits"].waitForExistence(timeout: 3))
        XCTAssertTrue(app.staticTexts["Why do you want to change?"].exists)
        XCTAssertTrue(app.buttons["Start my plan"].exists)
        try app.performAccessibilityAudit()
    }

    func testCompleteJourney() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing-reset"]
        app.launch()

        XCTAssertTrue(app.navigationBars["Habits"].waitForExistence(timeout: 5))
        let motivation = app.descendants(matching: .any)["motivationField"]
        XCTAssertTrue(motivation.exists)
        motivation.coordinate(withNormalizedOffset: CGVector(dx: 0.2, dy: 0.2)).tap()
        app.typeText("More energy")
        app.buttons["Start my plan"].tap()

        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 8))
        try app.performAccessibilityAudit(for: .all.subtracting(.dynamicType))

        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.navigationBars["Settings"].waitForExistence(timeout: 3))
        app.switches["Reminders"].tap()
        XCTAssertEqual(app.switches["Reminders"].value as? String, "0")
        try app.performAccessibilityAudit(for: .all.subtracting(.dynamicType))

        app.tabBars.buttons["History"].tap()
        XCTAssertTrue(app.navigationBars["History"].waitForExistence(timeout: 3))
        let empty = app.staticTexts.matching(NSPredicate(format: "label CONTAINS %@", "No history")).firstMatch
        XCTAssertTrue(empty.waitForExistence(timeout: 5))
        try app.performAccessibilityAudit(for: .all.subtracting(.dynamicType)) { issue in
            // A clipping report without an element is not ours to fix.
            issue.auditType == .textClipped && issue.element == nil
        }

        app.tabBars.buttons["Add"].tap()
        let name = app.descendants(matching: .any)["Habit name"]
        name.tap()
        name.typeText("Stretch")
        // "Save" is light grey on white: Apple's audit fails the sheet ("Contrast failed").
        try XCTExpectFailure("Save is light grey on white") {
            try app.performAccessibilityAudit(for: .all.subtracting(.dynamicType))
        }
    }
}
