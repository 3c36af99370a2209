import AuditKitLinux
import Foundation
import XCTest

/// Reading order right to left where the content is in a right-to-left language, from
/// `accessibilityLanguage` or, as a guess the transcript states, from the script of the labels.
final class ReadingDirectionTests: XCTestCase {
    /// A row of three labels, left to right on screen: `names[0]` at the left.
    private func row(_ names: [String], language: String? = nil, languageOnLabels: String? = nil) -> HeadlessApplication
    {
        let container = View(frame: rect(0, 100, 390, 44))
        for (index, name) in names.enumerated() {
            let label = Label(text: name, frame: rect(16 + Double(index) * 120, 0, 110, 44))
            label.accessibilityLanguage = languageOnLabels
            container.addSubview(label)
        }
        container.accessibilityLanguage = language
        return RuleHarness.app(container)
    }

    private let arabic = ["الرئيسية", "البحث", "الإعدادات"]  // Home, Search, Settings
    private let hebrew = ["בית", "חיפוש", "הגדרות"]

    func testArabicWithItsLanguageIsReadRightToLeftAndNotGuessed() {
        let transcript = VoiceOverTranscript(row(arabic, language: "ar").snapshot())
        XCTAssertEqual(transcript.lines, arabic.reversed())
        XCTAssertEqual(transcript.readingDirection, .rightToLeft)
        XCTAssertEqual(transcript.readingDirectionSource, .language)
        XCTAssertFalse(transcript.isReadingDirectionGuessed)
        XCTAssertNil(transcript.directionNote)
    }

    func testHebrewDeclaredOnTheLabelsThemselves() {
        let transcript = VoiceOverTranscript(row(hebrew, languageOnLabels: "he-IL").snapshot())
        XCTAssertEqual(transcript.lines, hebrew.reversed())
        XCTAssertFalse(transcript.isReadingDirectionGuessed)
    }

    func testArabicWithoutALanguageIsGuessedFromTheScriptAndSaysSo() {
        let transcript = VoiceOverTranscript(row(arabic).snapshot())
        XCTAssertEqual(transcript.lines, arabic.reversed())
        XCTAssertEqual(transcript.readingDirectionSource, .script)
        XCTAssertTrue(transcript.isReadingDirectionGuessed)
        XCTAssertTrue(transcript.directionNote?.contains("guessed from the script of the labels") == true)
    }

    func testACaptureWithHebrewLabelsIsGuessedToo() {
        var capture = CaptureFixture(applicationLabel: "אפליקציה")
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        for (index, name) in hebrew.enumerated() {
            capture.add(
                .button, parent: window, label: name, accessible: true,
                frame: rect(16 + Double(index) * 120, 100, 110, 44))
        }
        let transcript = VoiceOverTranscript(capture.hierarchy)
        XCTAssertEqual(transcript.lines, hebrew.reversed().map { "\($0), Button" })
        XCTAssertTrue(transcript.isReadingDirectionGuessed)
    }

    func testEnglishAndJapaneseAreLeftToRightWithoutANote() {
        for names in [["Home", "Search", "Settings"], ["ホーム", "検索", "設定"]] {
            let transcript = VoiceOverTranscript(row(names).snapshot())
            XCTAssertEqual(transcript.lines, names)
            XCTAssertEqual(transcript.readingDirectionSource, .assumed)
            XCTAssertNil(transcript.directionNote)
        }
    }

    func testOneArabicWordInAnEnglishScreenDoesNotTurnTheRowAround() {
        let names = ["Home", "الإعدادات", "Profile"]
        XCTAssertEqual(VoiceOverTranscript(row(names).snapshot()).lines, names)
        let app = row(names)
        app.rootView.subviews[0].subviews[1].accessibilityLanguage = "ar"
        XCTAssertEqual(VoiceOverTranscript(app.snapshot()).lines, names, "a language on one element of three")
    }

    func testAnEnglishLanguageKeepsArabicLabelsLeftToRightAndTheCallerDecidesAboveAll() {
        XCTAssertEqual(VoiceOverTranscript(row(arabic, language: "en").snapshot()).lines, arabic)
        XCTAssertEqual(VoiceOverTranscript(row(arabic).snapshot(), rightToLeft: false).lines, arabic)
        let given = VoiceOverTranscript(row(["A", "B", "C"]).snapshot(), rightToLeft: true)
        XCTAssertEqual(given.lines, ["C", "B", "A"])
        XCTAssertEqual(given.readingDirectionSource, .given)
    }

    func testLanguageTags() {
        XCTAssertEqual(ReadingDirection(bcp47: "ar-EG"), .rightToLeft)
        XCTAssertEqual(ReadingDirection(bcp47: "fa"), .rightToLeft)
        XCTAssertEqual(ReadingDirection(bcp47: "az-Arab"), .rightToLeft)
        XCTAssertEqual(ReadingDirection(bcp47: "ku-Latn"), .leftToRight)
        XCTAssertEqual(ReadingDirection(bcp47: "en_US"), .leftToRight)
        XCTAssertNil(ReadingDirection(bcp47: ""))
    }
}
