// Style of Intopia/Intopia-SwiftUI, Intopia SwiftUIUITests/SwiftUI_dev_a11yUITests.swift: one test per technique
// state; each launches the app, opens the page, asserts labels and values (a checkbox's value "unchecked" then
// "checked"), and calls a helper that audits with a list of audit types to ignore; the large-text test launches
// once with a content size launch argument (`launchArguments +=`), then a second XCUIApplication at the default size.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

final class AuditWithExceptionsHelperTests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testCheckboxEnd() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-catalogue"]
        app.launch()

        app.buttons["Checkboxes"].tap()
        // Semantic checkbox is in toggles collection, not static text
        XCTAssertTrue(app.toggles["Walking"].exists)
        // Semantic checkbox has initial unchecked state
        if let temp = app.toggles["Walking"].value, let value = temp as? String {
            XCTAssertTrue(value == "unchecked")
        }
        app.toggles["Walking"].tap()
        // Semantic checkbox has checked state after tap
        if let temp = app.toggles["Walking"].value, let value = temp as? String {
            XCTAssertTrue(value == "checked")
        }
        try callAccessibilityAuditWithExceptions(app: app, exceptions: [.textClipped])
    }

    func testInformativeImages() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-catalogue"]
        app.launch()

        app.buttons["Images"].tap()
        // Informative image exists and has a descriptive label
        XCTAssertTrue(app.images["goodImage"].exists)
        XCTAssertTrue(app.images["goodImage"].label.contains("A cat asleep"))
        // The bad icon has no label, and contrast is not what it is about
        try XCTExpectFailure("badIcon has no description") {
            try callAccessibilityAuditWithExceptions(app: app, exceptions: [.textClipped, .contrast])
        }
    }

    func testTechniquesLargeText() throws {
        let app1 = XCUIApplication()
        app1.launchArguments += [
            "-catalogue", "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL",
        ]
        app1.launch()

        app1.buttons["Checkboxes"].tap()
        XCTAssertTrue(app1.toggles["Public transport"].exists)
        try callAccessibilityAuditWithExceptions(app: app1, exceptions: [.textClipped, .contrast])
        app1.terminate()

        let app2 = XCUIApplication()
        app2.launchArguments += ["-catalogue"]
        app2.launch()
        app2.buttons["Checkboxes"].tap()
        XCTAssertTrue(app2.toggles["Public transport"].exists)
        try callAccessibilityAuditWithExceptions(app: app2, exceptions: [.textClipped])
    }

    func callAccessibilityAuditWithExceptions(app: XCUIApplication, exceptions: [XCUIAccessibilityAuditType]) throws {
        if #available(iOS 17.0, *) {
            try app.performAccessibilityAudit { issue in
                var shouldIgnore = false

                if exceptions.contains(issue.auditType) {
                    // Ignore nominated exceptions
                    shouldIgnore = true
                }
                return shouldIgnore
            }
        } else {
            // Fallback on earlier versions
        }
    }
}
