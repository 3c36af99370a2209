import AuditKitLinuxTestSupport
import XCTest

/// A shop window that shows what its launch asked for: one label per argument and environment
/// variable, the seeded orders, and a "Pay" button that counts taps.
private func shopWindow(_ launch: ApplicationLaunch) -> View {
    let window = Window()
    let seeded = launch.environment["ORDERS"].flatMap(Int.init) ?? 0
    let title = Label(text: "\(seeded) orders", frame: CGRect(x: 16, y: 60, width: 300, height: 30))
    title.accessibilityIdentifier = "orders"
    let pay = Button(title: "Pay", frame: CGRect(x: 16, y: 100, width: 200, height: 44))
    pay.addAction { title.text = "paid" }
    let language = Label(
        text: launch.languages.first ?? "no language", frame: CGRect(x: 16, y: 160, width: 300, height: 30))
    language.accessibilityIdentifier = "language"
    window.addSubviews(title, pay, language)
    return window
}

/// `XCUIApplication()`: the registered app, its launch arguments and environment, the settings
/// the system's arguments set, the one running app every proxy stands for, and the failure of an
/// unregistered launch.
final class XCUIApplicationLaunchTests: CapturingTestCase {
    /// Made with the test case, before `setUp` registers the app: it binds to the app at first use.
    let madeBeforeRegistering = XCUIApplication()

    override func setUp() {
        super.setUp()
        XCUIApplication.register(bundleIdentifier: "com.example.shop", name: "Shop") { shopWindow($0) }
    }

    override func tearDown() {
        XCUIApplication().terminate()
        XCUIDevice.shared.appearance = .unspecified
        super.tearDown()
    }

    func testLaunchBuildsTheRegisteredAppWithItsEnvironment() {
        let app = XCUIApplication()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.buttons["Pay"].exists)
        app.launchEnvironment = ["ORDERS": "3"]
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(app.staticTexts["orders"].label, "3 orders")
        XCTAssertEqual(app.label, "Shop")
        XCTAssertEqual(app.bundleIdentifier, "com.example.shop")
    }

    func testAnApplicationMadeBeforeTheRegistrationLaunchesTheRegisteredApp() {
        madeBeforeRegistering.launch()
        XCTAssertEqual(madeBeforeRegistering.label, "Shop")
        XCTAssertEqual(XCUIApplication().state, .runningForeground)
    }

    func testEveryLaunchStartsAfresh() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Pay"].tap()
        XCTAssertEqual(app.staticTexts["orders"].label, "paid")
        app.launch()
        XCTAssertEqual(app.staticTexts["orders"].label, "0 orders")
    }

    func testASecondApplicationMadeMidTestIsTheSameRunningApp() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Pay"].tap()
        let again = XCUIApplication()
        XCTAssertEqual(again.state, .runningForeground)
        XCTAssertEqual(again.staticTexts["orders"].label, "paid")
        let byIdentifier = XCUIApplication(bundleIdentifier: "com.example.shop")
        XCTAssertEqual(byIdentifier.staticTexts["orders"].label, "paid")
        again.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.buttons["Pay"].exists)
        app.activate()
        XCTAssertEqual(app.staticTexts["orders"].label, "0 orders")
    }

    func testSystemArgumentsSetTheSettingsAndReachTheFactory() {
        let app = XCUIApplication()
        app.launchArguments = [
            "-AppleInterfaceStyle", "Dark", "-UIPreferredContentSizeCategoryName",
            "UICTContentSizeCategoryAccessibilityXL", "-AppleLanguages", "(de, en)", "-AppleLocale", "de_DE",
            "--uitesting",
        ]
        app.launch()
        XCTAssertEqual(app.settings.userInterfaceStyle, .dark)
        XCTAssertEqual(app.settings.preferredContentSizeCategory, .accessibilityExtraLarge)
        XCTAssertEqual(app.snapshot().settings?.userInterfaceStyle, .dark)
        XCTAssertEqual(app.staticTexts["language"].label, "de")
        app.launchArguments = []
        app.launch()
        XCTAssertEqual(app.settings, .default)
    }

    func testTheLaunchReadsArgumentsAsUserDefaultsDoes() {
        let launch = ApplicationLaunch(arguments: [
            "--seed", "-AppleLocale", "fr_FR", "-AppleLanguages", "(\"fr-CA\", fr)", "-flag",
            "-UIPreferredContentSizeCategoryName", "extraSmall",
        ])
        XCTAssertEqual(launch.locale, "fr_FR")
        XCTAssertEqual(launch.languages, ["fr-CA", "fr"])
        XCTAssertNil(launch.userDefaults["seed"])
        XCTAssertNil(launch.userDefaults["flag"])
        XCTAssertEqual(launch.settings.preferredContentSizeCategory, .extraSmall)
        XCTAssertEqual(
            ApplicationLaunch(arguments: ["-AppleInterfaceStyle", "Light"]).settings.userInterfaceStyle, .light)
        XCTAssertEqual(
            ApplicationLaunch(arguments: ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryXXL"])
                .settings.preferredContentSizeCategory, .extraExtraLarge)
        XCTAssertEqual(
            ApplicationLaunch(arguments: ["-UIPreferredContentSizeCategoryName", "huge"]).settings, .default)
    }

    func testTheDevicesAppearanceDecidesOverTheArguments() {
        XCUIDevice.shared.appearance = .light
        let app = XCUIApplication()
        app.launchArguments = ["-AppleInterfaceStyle", "Dark"]
        app.launch()
        XCTAssertEqual(app.settings.userInterfaceStyle, .light)
        XCUIDevice.shared.appearance = .dark
        XCTAssertEqual(app.snapshot().settings?.userInterfaceStyle, .dark)
        XCUIDevice.shared.appearance = .unspecified
        XCTAssertEqual(app.settings.userInterfaceStyle, .dark)
    }

    func testAnotherRegisteredAppRunsBesideTheTarget() {
        XCUIApplication.registerApplication(bundleIdentifier: "com.example.widgets", name: "Widgets") { _ in
            let window = Window()
            window.addSubview(Button(title: "Add Widget", frame: CGRect(x: 16, y: 60, width: 200, height: 44)))
            return window
        }
        let widgets = XCUIApplication(bundleIdentifier: "com.example.widgets")
        widgets.launch()
        XCTAssertTrue(widgets.buttons["Add Widget"].exists)
        XCTAssertEqual(XCUIApplication().state, .notRunning)
        widgets.terminate()
    }

    func testAnUnregisteredLaunchFailsAtTheCallersLineSayingWhatToDo() {
        let app = XCUIApplication(bundleIdentifier: "com.example.unknown")
        var line = 0
        let failures = capture {
            line = #line + 1
            app.launch()
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.description,
            "failed - Failed to launch XCUIApplication(bundleIdentifier: \"com.example.unknown\"): no app is "
                + "registered under \"com.example.unknown\". Call `XCUIApplication.registerApplication(bundleIdentifier: "
                + "\"com.example.unknown\") { launch in … }`, or `XCUIApplication.register(bundleIdentifier: "
                + "\"com.example.unknown\") { … }` if it is the test target's app")
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.launch() as Bool)
        XCTAssertThrowsError(try app.audit(for: .all))
    }

    func testAnUnregisteredTargetNamesTheTargetApplicationType() {
        let failure = ApplicationLaunchFailure(
            bundleIdentifier: nil, isTargetApplication: true, searchedModule: "ShopUITests")
        XCTAssertTrue(
            failure.description.hasPrefix(
                "Failed to launch XCUIApplication(): no app is registered for this test target (none named "
                    + "TargetApplication in ShopUITests). Declare `enum TargetApplication: HeadlessTargetApplication"),
            failure.description)
    }

    func testSpringBoardRunsAndShowsTheSystemAlertsAddedToIt() {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertEqual(springboard.state, .runningForeground)
        XCTAssertEqual(springboard.alerts.count, 0)
        let alert = AlertView(title: "“Shop” Would Like to Send You Notifications", actions: ["Don’t Allow", "Allow"])
        var allowed = false
        alert.buttons[1].addAction { allowed = true }
        springboard.rootView.addSubview(alert)
        defer { alert.removeFromSuperview() }
        springboard.alerts.buttons["Allow"].tap()
        XCTAssertTrue(allowed)
        XCTAssertEqual(
            springboard.snapshot().systemInterfaceCounts()[.systemAlert], 5,
            "the alert, its title, its message, its two buttons")
    }
}
