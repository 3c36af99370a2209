import AuditKitLinux
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

final class QuoteAppTranscriptTests: XCTestCase {
    func testPrint() {
        for state in QuoteApp.State.allCases {
            for lang in VoiceOverLanguage.allCases {
                let app = QuoteApp.makeApplication(state: state)
                print("== \(state) \(lang) Quote\n" + VoiceOverTranscript(app.snapshot(), language: lang).text)
                app.tabBars.buttons["Reflect"].tap()
                print("== \(state) \(lang) Reflect\n" + VoiceOverTranscript(app.snapshot(), language: lang).text)
            }
        }
    }
}
