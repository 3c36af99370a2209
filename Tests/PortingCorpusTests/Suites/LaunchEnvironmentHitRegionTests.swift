// Style of dszurek/Budgie, BudgieUITests/AccessibilityTests.swift: @MainActor test methods, a launch environment
// variable to open a tab, a pause for loading, a hit-region-only audit whose handler prints each issue and
// returns false, then structural checks (`exists`, `waitForExistence`, `isHittable`).
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

final class LaunchEnvironmentHitRegionTests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = true  // Continue to find all accessibility issues
    }

    // Linux: main-actor test methods run only when async (a synchronous one crashes corelibs XCTest's discovery).

    /// Tests the main screen (Today) for elements too small to tap.
    @MainActor
    func testMainScreenAccessibility() async throws {
        let app = XCUIApplication()
        app.launchArguments = ["-hasCompletedOnboarding", "YES"]
        app.launch()

        // Wait for full load
        sleep(1)

        if #available(iOS 17.0, *) {
            // Only audit for .hitRegion (elements that are too small to tap)
            try app.performAccessibilityAudit(for: [.hitRegion]) { issue in
                print("Critical Accessibility Issue: \(issue.auditType) - \(issue.compactDescription)")
                return false  // Report hit region issues
            }
        }

        // Basic structural checks
        XCTAssertTrue(app.navigationBars["Today"].exists, "Today title should be visible")
    }

    /// Tests the Settings screen, opened directly through the launch environment.
    @MainActor
    func testSettingsAccessibility() async throws {
        let app = XCUIApplication()
        app.launchArguments = ["-hasCompletedOnboarding", "YES"]
        // Launch directly to the Settings tab (index 2)
        app.launchEnvironment["UI_TEST_INITIAL_TAB"] = "2"
        app.launch()

        // Wait for full load
        sleep(1)

        if #available(iOS 17.0, *) {
            try app.performAccessibilityAudit(for: [.hitRegion]) { issue in
                print("Critical Accessibility Issue: \(issue.auditType) - \(issue.compactDescription)")
                return false
            }
        }

        // The Reminders switch should be accessible
        let reminders = app.switches["Reminders"]
        XCTAssertTrue(reminders.waitForExistence(timeout: 5), "Reminders switch should be accessible")
        XCTAssertTrue(reminders.isHittable, "Reminders switch should be hittable")
    }
}
