// The code of GettingStartedWithSwiftTesting.md (AuditKitLinuxTestSupport.docc), compiled and run
// here; the screen is GettingStartedWithXCTestArticleTests's `makeSettingsScreen()`.
// DocumentationArticleTests (AuditKitLinuxTests) checks that each of the article's Swift blocks is
// a run of lines of this file.
import AuditKitLinux
import AuditKitLinuxTestSupport
import Testing

@Test func settingsScreenIsAccessible() throws {
    let app = makeSettingsScreen()
    try app.performAccessibilityAudit()
}

// "Audit after every test".
@Suite(.accessibilityAudit(for: [.contrast, .hitRegion, .sufficientElementDescription]))
struct SettingsSuite {
    @Test func soundsCanBeTurnedOff() {
        let app = makeSettingsScreen()
        AccessibilityAudit.register(app)   // audited when the test body returns
        app.switches["Sounds"].tap()
        #expect(app.switches["Sounds"].value == "0")
    }

    @Test(.accessibilityAudit(for: []))   // this test only: no audit
    func signOutIsAButton() {
        #expect(makeSettingsScreen().buttons["Sign Out"].exists)
    }

    @Test(.accessibilityAudit(for: []))
    func bothStatesOfTheSwitch() throws {
        let app = makeSettingsScreen()
        try app.performAccessibilityAudit(for: .sufficientElementDescription)
        app.switches["Sounds"].tap()
        try app.performAccessibilityAudit(for: .sufficientElementDescription)
    }
}
