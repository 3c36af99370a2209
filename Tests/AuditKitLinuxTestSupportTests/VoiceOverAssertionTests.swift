import AuditKitLinux
import AuditKitLinuxTestSupport
import Foundation
import Testing
import XCTest

/// A screen with a heading, a button and a caption whose text follows the content size category.
func makeTranscriptApp() -> HeadlessApplication {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let title = Label(text: "Quotes", frame: CGRect(x: 20, y: 60, width: 200, height: 40))
    title.accessibilityTraits = [.staticText, .header]
    let button = Button(title: "New Quote", frame: CGRect(x: 20, y: 700, width: 350, height: 50))
    window.addSubviews(title, SizeCaption(frame: CGRect(x: 20, y: 120, width: 350, height: 40)), button)
    return HeadlessApplication(window, name: "Transcripts")
}

/// A caption that says which content size category it was laid out for.
final class SizeCaption: Label {
    override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
        text = settings.preferredContentSizeCategory.isAccessibilityCategory ? "Large text" : "Standard text"
    }
}

/// The assertions under XCTest: one failure at the caller's line, with a line diff.
final class VoiceOverAssertionXCTestTests: CapturingTestCase {
    func testAMatchingTranscriptRecordsNothing() {
        let app = makeTranscriptApp()
        let failures = capture {
            assertVoiceOverTranscript(
                app,
                equals: """
                    Quotes, Heading
                    Standard text
                    New Quote, Button
                    """)
            assertVoiceOverTranscript(app, equals: "Quotes, Heading\nStandard text\nNew Quote, Button\n")
            assertVoiceOverTranscript(
                app, language: .japanese,
                equals: """
                    Quotes、見出し
                    Standard text
                    New Quote、ボタン
                    """)
            assertRotorHeadings(app, equals: ["Quotes"])
        }
        XCTAssertEqual(failures, [])
    }

    func testAMismatchIsOneFailureWithALineDiffAtTheCallersLine() {
        let app = makeTranscriptApp()
        var line = 0
        let failures = capture {
            line = #line + 1
            assertVoiceOverTranscript(
                app,
                equals: """
                    Quotes, Heading
                    New Quote, Dimmed, Button
                    """)
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
        // Corelibs XCTFail prefixes "failed - " to the message it records.
        XCTAssertEqual(
            failures.first?.description,
            """
            failed - VoiceOver transcript (English) differs: 1 line missing, 2 lines unexpected (- expected, + actual)
              Quotes, Heading
            - New Quote, Dimmed, Button
            + Standard text
            + New Quote, Button
            """)
    }

    func testSettingsChooseTheSnapshot() {
        let app = makeTranscriptApp()
        let large = AccessibilitySettings(preferredContentSizeCategory: .accessibilityLarge)
        XCTAssertEqual(
            capture {
                assertVoiceOverTranscript(
                    app, settings: large, equals: "Quotes, Heading\nLarge text\nNew Quote, Button")
            }, [])
        XCTAssertEqual(
            capture {
                assertVoiceOverTranscript(
                    app, settings: large, equals: "Quotes, Heading\nStandard text\nNew Quote, Button")
            }.count, 1)
    }

    func testAHierarchyIsCheckedToo() throws {
        let capture = try AccessibilityHierarchy(
            importing: Data(
                """
                Application, label: 'App'
                  Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Next', Disabled
                """.utf8), name: "dump.txt", format: .debugDescription)
        XCTAssertEqual(self.capture { assertVoiceOverTranscript(capture, equals: "Next, Dimmed, Button") }, [])
        let failures = self.capture { assertVoiceOverTranscript(capture, language: .japanese, equals: "Next、ボタン") }
        XCTAssertEqual(
            failures.first?.description,
            """
            failed - VoiceOver transcript (Japanese) differs: 1 line missing, 1 line unexpected (- expected, + actual)
            - Next、ボタン
            + Next、無効、ボタン
            """)
        XCTAssertEqual(self.capture { assertRotorHeadings(capture, equals: []) }, [])
    }

    func testEmptyAndWhitespaceLinesAreVisibleInTheDiff() {
        let app = makeTranscriptApp()
        let failures = capture {
            assertVoiceOverTranscript(app, equals: "Quotes, Heading \n\nStandard text\nNew Quote, Button")
        }
        XCTAssertEqual(
            failures.first?.description,
            """
            failed - VoiceOver transcript (English) differs: 2 lines missing, 1 line unexpected (- expected, + actual)
            - Quotes, Heading ⎵ (trailing whitespace)
            - ⏎ (empty line)
            + Quotes, Heading
              Standard text
              New Quote, Button
            """)
    }

    func testRotorHeadingsMismatch() {
        let app = makeTranscriptApp()
        var line = 0
        let failures = capture {
            line = #line + 1
            assertRotorHeadings(app, equals: ["Quotes", "Settings"])
        }
        XCTAssertEqual(
            failures,
            [
                CapturedFailure(
                    description: """
                        failed - Rotor headings (English) differs: 1 line missing (- expected, + actual)
                          Quotes
                        - Settings
                        """, file: "\(#filePath)", line: line)
            ])
    }
}

/// The assertions under Swift Testing: one `Issue` at the caller's line. `withKnownIssue` fails the
/// test if no issue is recorded, so a failure routed to XCTest (dropped on Linux) fails these tests.
@Suite struct VoiceOverAssertionSwiftTestingTests {
    @Test func aMatchingTranscriptRecordsNothing() {
        assertVoiceOverTranscript(
            makeTranscriptApp(),
            equals: """
                Quotes, Heading
                Standard text
                New Quote, Button
                """)
        assertRotorHeadings(makeTranscriptApp(), equals: ["Quotes"])
    }

    @Test func aMismatchIsOneIssueAtTheCallersLine() {
        let app = makeTranscriptApp()
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            assertVoiceOverTranscript(app, language: .japanese, equals: "Quotes、見出し\nNew Quote、ボタン")
        } matching: {
            log.accept($0, containing: "VoiceOver transcript")
        }
        #expect(
            log.comments == [
                """
                VoiceOver transcript (Japanese) differs: 1 line unexpected (- expected, + actual)
                  Quotes、見出し
                + Standard text
                  New Quote、ボタン
                """
            ])
        #expect(log.lines == [line])
        #expect(log.severities == [.error])
    }

    @Test func rotorHeadingsMismatchIsOneIssue() {
        let log = IssueLog()
        withKnownIssue {
            assertRotorHeadings(makeTranscriptApp(), equals: [])
        } matching: {
            log.accept($0, containing: "Rotor headings")
        }
        #expect(
            log.comments == ["Rotor headings (English) differs: 1 line unexpected (- expected, + actual)\n+ Quotes"])
    }
}
