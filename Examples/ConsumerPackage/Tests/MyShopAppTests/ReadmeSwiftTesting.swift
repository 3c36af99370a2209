// README "In Swift Testing": the example as it stands.
// snippet: swift-testing-trait
import AuditKitLinuxTestSupport
import QuoteApp
import Testing

@Suite(.accessibilityAudit(ignoring: QuoteApp.talkIgnoreList))
struct QuoteTabTests {
    @Test func newQuoteChangesTheQuote() {
        let app = QuoteApp.makeApplication(state: .fixed)
        AccessibilityAudit.register(app)  // audited when the test body returns
        let before = app.textViews["QUOTE_TEXTVIEW"].value as? String
        app.buttons["New Quote"].tap()
        #expect(app.textViews["QUOTE_TEXTVIEW"].value as? String != before)
    }

    @Test(.accessibilityAudit(for: []))  // this test only: no audit
    func theOriginalIsNotAuditedHere() {
        #expect(QuoteApp.makeApplication(state: .original).images["background"].exists)
    }

    @Test(.accessibilityAudit(for: []))
    func contrastAndDynamicTypeNow() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        try app.performAccessibilityAudit(
            for: [.contrast, .dynamicType], ignoring: [.issue(.contrast, label: "My Label")])
    }
}
// end snippet: swift-testing-trait
