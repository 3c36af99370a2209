// DocC article GettingStartedWithSwiftTesting (AuditKitLinuxTestSupport.docc), as written.
// snippet: swift-testing-article-test
import AuditKitLinuxTestSupport
import MyShopApp
import Testing

@Test func settingsScreenIsAccessible() throws {
    let app = makeSettingsScreen()
    try app.performAccessibilityAudit()
}
// end snippet: swift-testing-article-test

// snippet: swift-testing-article-suite
@Suite(.accessibilityAudit(for: [.contrast, .hitRegion, .sufficientElementDescription]))
struct SettingsSuite {
    @Test func soundsCanBeTurnedOff() {
        let app = makeSettingsScreen()
        AccessibilityAudit.register(app)  // audited when the test body returns
        app.switches["Sounds"].tap()
        #expect(app.switches["Sounds"].value as? String == "0")
    }

    @Test func signOutIsAButton() {  // registers nothing: not audited
        #expect(makeSettingsScreen().buttons["Sign Out"].exists)
    }

    @Test func bothStatesOfTheSwitch() throws {
        let app = makeSettingsScreen()
        try app.performAccessibilityAudit(for: .sufficientElementDescription)
        app.switches["Sounds"].tap()
        try app.performAccessibilityAudit(for: .sufficientElementDescription)
    }
}
// end snippet: swift-testing-article-suite
