import AuditKitLinux
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

/// What VoiceOver says on each tab of the quote app, in English and Japanese, before and after the
/// talk's fixes. The fixed app no longer reads the decorative background image (it is left out of
/// `accessibilityElements`) and reads the quote by its text, not by "QUOTE_TEXTVIEW".
final class QuoteAppTranscriptTests: XCTestCase {
    /// The app in `state`, on the Reflect tab when `reflect`.
    private func app(_ state: QuoteApp.State, reflect: Bool = false) -> HeadlessApplication {
        let app = QuoteApp.makeApplication(state: state)
        if reflect { app.tabBars.buttons["Reflect"].tap() }
        return app
    }

    // MARK: Quote tab

    func testQuoteTabOriginalEnglish() {
        assertVoiceOverTranscript(
            app(.original),
            equals: """
                My Label
                QUOTE_TEXTVIEW, “Hope” is the thing with feathers – That perches in the soul – And sings the tune without the words – And never stops – at all – — Emily Dickinson
                Image
                New Quote, Button
                Selected, Quote, Tab, 1 of 2
                Reflect, Tab, 2 of 2
                """)
    }

    func testQuoteTabOriginalJapanese() {
        assertVoiceOverTranscript(
            app(.original), language: .japanese,
            equals: """
                My Label
                QUOTE_TEXTVIEW、“Hope” is the thing with feathers – That perches in the soul – And sings the tune without the words – And never stops – at all – — Emily Dickinson
                イメージ
                New Quote、ボタン
                選択中の、Quote、タブ、全2項目中の1項目目
                Reflect、タブ、全2項目中の2項目目
                """)
    }

    func testQuoteTabFixedEnglish() {
        assertVoiceOverTranscript(
            app(.fixed),
            equals: """
                My Label
                “Hope” is the thing with feathers – That perches in the soul – And sings the tune without the words – And never stops – at all – — Emily Dickinson
                New Quote, Button
                Selected, Quote, Tab, 1 of 2
                Reflect, Tab, 2 of 2
                """)
    }

    func testQuoteTabFixedJapanese() {
        assertVoiceOverTranscript(
            app(.fixed), language: .japanese,
            equals: """
                My Label
                “Hope” is the thing with feathers – That perches in the soul – And sings the tune without the words – And never stops – at all – — Emily Dickinson
                New Quote、ボタン
                選択中の、Quote、タブ、全2項目中の1項目目
                Reflect、タブ、全2項目中の2項目目
                """)
    }

    /// The fix, element by element: the decorative image is not read, the quote is read by its text.
    func testTheFixDropsTheImageAndTheIdentifierFromWhatIsRead() {
        for (state, readsImage) in [(QuoteApp.State.original, true), (.fixed, false)] {
            let hierarchy = app(state).snapshot()
            let read = VoiceOverTranscript(hierarchy).entries.map { hierarchy.elements[$0.elementID] }
            XCTAssertEqual(read.contains { $0.identifier == "background" }, readsImage, "\(state)")
            XCTAssertEqual(read.contains { $0.label == "QUOTE_TEXTVIEW" }, state == .original, "\(state)")
        }
    }

    func testNewQuoteChangesWhatIsRead() {
        let app = app(.fixed)
        app.buttons["New Quote"].tap()
        assertVoiceOverTranscript(
            app,
            equals: """
                My Label
                We know what we are, but know not what we may be. — William Shakespeare, Hamlet
                New Quote, Button
                Selected, Quote, Tab, 1 of 2
                Reflect, Tab, 2 of 2
                """)
    }

    // MARK: Reflect tab

    func testReflectTabEnglishIsTheSameInBothStates() {
        for state in QuoteApp.State.allCases {
            assertVoiceOverTranscript(
                app(state, reflect: true),
                equals: """
                    Reflect on today's quote, Heading
                    Reflection, Text field
                    Save, Button
                    Quote, Tab, 1 of 2
                    Selected, Reflect, Tab, 2 of 2
                    """)
        }
    }

    func testReflectTabJapaneseIsTheSameInBothStates() {
        for state in QuoteApp.State.allCases {
            assertVoiceOverTranscript(
                app(state, reflect: true), language: .japanese,
                equals: """
                    Reflect on today's quote、見出し
                    Reflection、テキストフィールド
                    Save、ボタン
                    Quote、タブ、全2項目中の1項目目
                    選択中の、Reflect、タブ、全2項目中の2項目目
                    """)
        }
    }

    // MARK: Rotor

    func testRotorHeadings() {
        for state in QuoteApp.State.allCases {
            assertRotorHeadings(app(state), equals: [])
            assertRotorHeadings(app(state, reflect: true), equals: ["Reflect on today's quote"])
            assertRotorHeadings(app(state, reflect: true), language: .japanese, equals: ["Reflect on today's quote"])
        }
    }
}
