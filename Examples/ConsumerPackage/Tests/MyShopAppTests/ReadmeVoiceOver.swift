// The QuoteApp's VoiceOver transcript (GettingStartedWithXCTest.md, "Check what VoiceOver reads"),
// with the imports a user's test file needs: only these.
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

final class ReflectTranscriptTests: XCTestCase {
    func testTheReflectTabReadsInOrder() {
        let app = QuoteApp.makeApplication(state: .fixed)
        app.tabBars.buttons["Reflect"].tap()
        assertVoiceOverTranscript(
            app,
            equals: """
                Reflect on today's quote, Heading
                Reflection, Text field
                Save, Button
                Quote, Tab, 1 of 2
                Selected, Reflect, Tab, 2 of 2
                """)
        assertRotorHeadings(app, equals: ["Reflect on today's quote"])
    }
}
