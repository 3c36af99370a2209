import XCTest

// Written as an XCUITest for Apple's platforms is: only the import differs. The app it launches is
// this target's `TargetApplication`.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

final class CheckoutUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    override func tearDown() {
        XCUIDevice.shared.orientation = .portrait
        XCUIDevice.shared.appearance = .unspecified
        super.tearDown()
    }

    @MainActor
    func testCheckoutPassesTheAccessibilityAudit() async throws {
        app = XCUIApplication()
        app.launchArguments = ["-UITesting"]
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.staticTexts["Checkout"].waitForExistence(timeout: 5))
        try app.performAccessibilityAudit()
    }

    func testAuditTypesAndAnIssueHandler() throws {
        app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit(for: [.dynamicType, .contrast, .hitRegion, .sufficientElementDescription]) {
            issue in
            issue.auditType == .textClipped
        }
    }

    func testDarkModeAndLargeTextVariants() throws {
        app = XCUIApplication()
        app.launchArguments += ["-AppleInterfaceStyle", "Dark"]
        app.launchArguments += ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXL"]
        app.launch()
        try app.performAccessibilityAudit(for: [.contrast, .sufficientElementDescription])
    }

    @MainActor
    func testSeededCartAndPredicates() {
        app = XCUIApplication()
        app.launchEnvironment["CART_ITEMS"] = "5"
        app.launch()
        let items = app.buttons.matching(NSPredicate(format: "identifier BEGINSWITH %@", "cart-item-"))
        XCTAssertEqual(items.count, 5)
        let cart = app.scrollViews.containing(NSPredicate(format: "label CONTAINS[c] 'product 5'")).firstMatch
        XCTAssertEqual(cart.identifier, "cart")
        let fifth = app.buttons.element(matching: NSPredicate(format: "label == 'Product 5'"))
        let exists = NSPredicate(format: "exists == %@", NSNumber(value: true))
        expectation(for: exists, evaluatedWith: fifth, handler: nil)
        waitForExpectations(timeout: 2)
        let waiter = XCTWaiter.wait(for: [XCTNSPredicateExpectation(predicate: exists, object: fifth)], timeout: 2)
        XCTAssertEqual(waiter, .completed)
        while !fifth.isHittable { app.scrollViews["cart"].swipeUp() }
        fifth.tap()
        XCTAssertEqual(app.staticTexts["status"].label, "Opened product 5")
    }

    @MainActor
    func testTypingAPromoCodeAndPaying() {
        app = XCUIApplication()
        app.launch()
        XCTContext.runActivity(named: "Enter the promo code") { _ in
            let promo = app.textFields["promo-code"]
            promo.tap()
            app.typeText("SAVE10")
            XCTAssertEqual(promo.value as? String, "SAVE10")
        }
        XCTContext.runActivity(named: "Pay") { _ in
            app.buttons["Pay"].tap()
            XCTAssertEqual(app.staticTexts["status"].label, "Paid with 10% off")
        }
    }

    @MainActor
    func testAnEmptyCartCannotPay() {
        app = XCUIApplication()
        app.launchArguments.append("--empty-cart")
        app.launch()
        XCTAssertFalse(app.buttons["Pay"].isEnabled)
        XCTAssertTrue(app.buttons["cart-item-0"].waitForNonExistence(timeout: 1))
        XCTAssertEqual(app.scrollViews["cart"].buttons.count, 0)
    }

    @MainActor
    func testTheSameAppFromAnotherProxyAndAfterTerminate() {
        app = XCUIApplication()
        app.launch()
        app.buttons["cart-item-0"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(XCUIApplication().staticTexts["status"].label, "Opened product 1")
        XCTAssertEqual(XCUIApplication(bundleIdentifier: "com.example.checkout").state, .runningForeground)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        app.launch()
        XCTAssertEqual(app.staticTexts["status"].label, "")
    }

    @MainActor
    func testLandscapeAndDarkAppearanceFromTheDevice() {
        XCUIDevice.shared.orientation = .landscapeLeft
        app = XCUIApplication()
        app.launch()
        XCTAssertEqual(app.frame.size, CGSize(width: 844, height: 390))
        XCUIDevice.shared.appearance = .dark
        XCTAssertEqual(app.windows.element(boundBy: 0).frame.width, 844)
        XCUIDevice.shared.orientation = .portrait
        XCTAssertEqual(app.frame.size, CGSize(width: 390, height: 844))
    }

    @MainActor
    func testEveryElementTypeOfApplesListHasAQuery() {
        app = XCUIApplication()
        app.launch()
        XCTAssertEqual(app.maps.count, 0)
        XCTAssertEqual(app.datePickers.count, 0)
        XCTAssertEqual(app.menuItems.count, 0)
        XCTAssertEqual(app.descendants(matching: .menu).count, 0)
        XCTAssertEqual(app.buttons.allElementsBoundByIndex.count, 4)
        XCTAssertEqual(XCUIElement.ElementType.button, app.buttons.element(boundBy: 3).elementType)
    }
}
