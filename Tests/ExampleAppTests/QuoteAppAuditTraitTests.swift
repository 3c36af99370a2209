import AuditKitLinux
import AuditKitLinuxTestSupport
import QuoteApp
import Testing

/// The quote app under the `.accessibilityAudit` trait: each test registers its app, which is
/// audited when the test body returns.
@Suite(.accessibilityAudit(ignoring: [.issue(.contrast, label: "My Label")]))
struct QuoteAppAuditTraitTests {
    @Test func newQuoteChangesTheQuote() {
        let app = QuoteApp.makeApplication(state: .fixed)
        AccessibilityAudit.register(app)
        let before = app.textViews["QUOTE_TEXTVIEW"].value as? String
        app.buttons["New Quote"].tap()
        #expect(app.textViews["QUOTE_TEXTVIEW"].value as? String != before)
    }

    @Test func theReflectTab() {
        let app = QuoteApp.makeApplication(state: .fixed)
        AccessibilityAudit.register(app)
        app.tabBars.buttons["Reflect"].tap()
        #expect(app.textViews["Reflection"].exists)
    }

    /// The original app fails the audit with exactly the talk's two issues.
    @Test(.accessibilityAudit(for: []))
    func theOriginalFailsWithTheTwoIssuesOfTheTalk() throws {
        let app = QuoteApp.makeApplication(state: .original)
        let found = Found()
        try withKnownIssue {
            try app.performAccessibilityAudit(for: .all, ignoring: [.issue(.contrast, label: "My Label")])
        } matching: { issue in
            found.add(issue.comments.map(\.rawValue).joined())
        }
        #expect(found.messages.count == 2)
        #expect(found.messages.contains { $0.hasPrefix("Element has no description: ") && $0.contains("#background") })
        #expect(found.messages.contains { $0.hasPrefix("Label not human-readable: ") && $0.contains("QUOTE_TEXTVIEW") })
    }
}

/// The messages a `withKnownIssue` matcher saw.
final class Found: @unchecked Sendable {
    private(set) var messages: [String] = []
    func add(_ message: String) -> Bool {
        messages.append(message)
        return true
    }
}
