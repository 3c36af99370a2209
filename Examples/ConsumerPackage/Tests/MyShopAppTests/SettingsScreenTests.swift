import AuditKitLinuxTestSupport
import MyShopApp
import XCTest

final class SettingsScreenTests: XCTestCase {
    func testSettingsScreen() throws {
        let app = makeSettingsScreen()
        try app.performAccessibilityAudit()
    }

    func testSignOutCanBeTapped() throws {
        let app = makeSettingsScreen()
        XCTAssertTrue(app.buttons["Sign Out"].exists)
        try app.performAccessibilityAudit(for: [.hitRegion, .sufficientElementDescription])
    }
}
