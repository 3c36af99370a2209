// README "What VoiceOver says", with the imports a user's test file needs: only these.
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

// snippet: voiceover-transcript
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
// end snippet: voiceover-transcript
