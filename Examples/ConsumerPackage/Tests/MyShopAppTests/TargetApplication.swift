import AuditKitLinuxTestSupport
import MyShopApp

/// The app every `XCUIApplication()` of this test target launches, found by its name.
enum TargetApplication: HeadlessTargetApplication {
    static var name: String? { "Settings" }

    /// Static, as every requirement: no instance is made. Runs at each `launch()`.
    static func makeRootView(for launch: ApplicationLaunch) -> View {
        // An app target's factory that returns a whole app: its root view is the screen.
        makeSettingsScreen().rootView
    }
}

/// A test written for Apple's XCUITest, unchanged but for its import.
final class PortedSettingsUITests: XCTestCase {
    func testSettingsAreAccessible() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-AppleInterfaceStyle", "Dark"]
        app.launch()
        app.switches["Sounds"].tap()
        XCTAssertEqual(app.switches["Sounds"].value as? String, "0")
        try app.performAccessibilityAudit()
    }
}
