import AuditKitLinuxTestSupport
import MyShopApp
import XCTest

/// The shop's own UI tests, written from the articles: XCUITest code as it ports, audited after each test.
final class MyShopTests: AccessibilityAuditTestCase {
    func testBrowsingAndSigningIn() {
        let app = MyShop.makeApplication()
        app.launch()
        auditAfterTest(app)
        app.buttons["Bags"].tap()
        XCTAssertTrue(app.buttons["Bags"].isSelected)
        XCTAssertFalse(app.buttons["All"].isSelected)

        let products = app.scrollViews["products"]
        XCTAssertFalse(products.buttons["Product 9"].isHittable)
        while !products.buttons["Product 9"].isHittable { products.swipeUp() }
        products.buttons["Product 9"].tap()

        XCTAssertFalse(app.secureTextFields["Password"].isEnabled)
        app.textFields["Email"].typeText("ada@example.com")
        app.secureTextFields["Password"].typeText("secret")
        XCTAssertEqual(app.secureTextFields["Password"].value as? String, "••••••")
        app.buttons["Sign In"].tap()
    }

    func testRelaunchStartsAfresh() {
        let app = MyShop.makeApplication()
        app.launch()
        app.buttons["Hats"].tap()
        app.launch()
        XCTAssertTrue(app.buttons["All"].isSelected)
    }

    /// The bug a new user writes first: the selected category is only blue. The audit finds it.
    func testASelectionShownOnlyByColourIsFound() throws {
        let app = MyShop.makeApplication(exposesSelection: false)
        app.launch()
        let result = try app.audit()
        XCTAssertEqual(result.issues.map(\.ruleID), ["trait.colorOnlySelection"])
        XCTAssertEqual(result.issues.first?.element?.label, "All")
        XCTAssertEqual(result.issues.first?.evidence[.highlightColors], ["#5856D6"])
        // The placeholders are dark grey: UIKit's default light grey would be a contrast warning,
        // and a warning fails a test as on Apple's.
        XCTAssertEqual(result.warnings, [])
    }
}
