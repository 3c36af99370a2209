// Examples of the articles that need nothing but the package: this file imports only
// AuditKitLinuxTestSupport and XCTest, as a new user's test file would.
import AuditKitLinuxTestSupport
import XCTest

final class ReadmeCoreOnlyFragmentTests: XCTestCase {
    /// HeadlessViews.md (AuditKitLinux.docc).
    func testHeadlessViews() throws {
        // snippet: headless-views
        let window = Window()
        let title = Label(text: "Sounds", frame: CGRect(x: 16, y: 220, width: 250, height: 22))
        title.isAccessibilityElement = false  // the switch beside it says "Sounds"
        let sounds = Switch(isOn: true, frame: CGRect(x: 323, y: 215, width: 51, height: 31))
        sounds.accessibilityLabel = "Sounds"  // its value "1" is its state, not its name
        window.addSubviews(title, sounds)
        let app = HeadlessApplication(window)
        app.switches["Sounds"].tap()  // fails the test here if it is missing, ambiguous, disabled or not hittable
        XCTAssertEqual(app.switches["Sounds"].value as? String, "0")
        XCTAssertFalse(app.buttons["Missing"].exists)
        try app.performAccessibilityAudit(for: [.elementDetection, .sufficientElementDescription, .hitRegion])
        // end snippet: headless-views
    }
}
