// Style of mannyc2/watchify-app, watchifyUITests/AccessibilityAuditTests.swift (a macOS app; its iOS shape here):
// the app is a stored `let app = XCUIApplication()`, each test sets launch arguments (one seeds test data),
// launches, then audits `.all` after each navigation step through a handler that logs the issue's type, element
// type and frame and returns true (logs, never fails), except for an issue with no element.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

final class StoredAppLoggingHandlerTests: XCTestCase {

    let app = XCUIApplication()

    // MARK: - Issue Handler

    /// Logs accessibility issues; only an issue without an element fails.
    private func auditIssueHandler(issue: XCUIAccessibilityAuditIssue) -> Bool {
        guard let element = issue.element else {
            print("### NIL ELEMENT: \(issue.compactDescription)")
            return false
        }

        let frame = element.frame
        let elementType = element.elementType
        let pos = "\(Int(frame.minX)),\(Int(frame.minY)),\(Int(frame.width))x\(Int(frame.height))"
        print(
            "### ISSUE: \(issue.compactDescription) | type=\(issue.auditType) elem=\(elementType.rawValue) frame=\(pos)"
        )

        return true
    }

    // MARK: - Empty State Tests

    /// Tests the empty state when app launches with no data
    func testEmptyStateAccessibility() throws {
        app.launchArguments = ["-UITesting"]
        app.launch()

        app.tabBars.buttons["History"].tap()
        try app.performAccessibilityAudit(for: .all) { issue in
            self.auditIssueHandler(issue: issue)
        }
    }

    // MARK: - Populated State Test (all views in one test)

    /// Tests all main views with seeded test data
    func testPopulatedStateAccessibility() throws {
        app.launchArguments = ["-UITesting", "-SeedTestData"]
        app.launch()

        // 1. History with data
        let historyButton = app.tabBars.buttons["History"]
        if historyButton.waitForExistence(timeout: 2) {
            historyButton.tap()
            try app.performAccessibilityAudit(for: .all) { issue in
                self.auditIssueHandler(issue: issue)
            }
        }

        // 2. Settings, then its About page
        let settingsButton = app.tabBars.buttons["Settings"]
        if settingsButton.waitForExistence(timeout: 2) {
            settingsButton.tap()
            try app.performAccessibilityAudit(for: .all) { issue in
                self.auditIssueHandler(issue: issue)
            }

            let aboutCell = app.cells.matching(identifier: "MyCell_Information").firstMatch
            if aboutCell.waitForExistence(timeout: 2) {
                aboutCell.tap()
                try app.performAccessibilityAudit(for: .all) { issue in
                    self.auditIssueHandler(issue: issue)
                }
            }
        }
    }
}
