import AuditKitLinux
import XCTest

/// Control characters from a capture never reach a terminal raw: the text report escapes them.
final class PrintableTextTests: XCTestCase {
    func testControlCharactersAreWrittenAsSwiftEscapes() {
        XCTAssertEqual(
            TextReport.printable("a\u{1B}[2Jb\u{7}c\u{0}d\u{7F}e\u{9B}f"), #"a\u{1B}[2Jb\u{7}c\0d\u{7F}e\u{9B}f"#)
        XCTAssertEqual(TextReport.printable("one\ntwo\r\tthree"), #"one\ntwo\r\tthree"#)
        XCTAssertEqual(
            TextReport.printable("one\ntwo\tthree\u{1B}", keepingLineBreaks: true), "one\ntwo\\tthree\\u{1B}")
    }

    /// Every line break a reader may split at (line feed, carriage return, next line, the line and
    /// paragraph separators) and the tab are escaped on a line; only the line feed is kept for text
    /// meant to span lines.
    func testLineBreaksAndTabsAreEscapedOnOneLine() {
        let text = "a\nb\rc\u{85}d\u{2028}e\u{2029}f\tg"
        XCTAssertEqual(TextReport.printable(text), #"a\nb\rc\u{85}d\u{2028}e\u{2029}f\tg"#)
        XCTAssertEqual(
            TextReport.printable(text, keepingLineBreaks: true), "a\n" + #"b\rc\u{85}d\u{2028}e\u{2029}f\tg"#)
        XCTAssertFalse(TextReport.printable(text).contains(where: \.isNewline))
        XCTAssertEqual(ElementSnapshot.oneLine("x\u{2028}y\tz"), #"x\u{2028}y\tz"#)
    }

    func testOtherTextIsKept() {
        // Right-to-left text and the bidirectional marks, which reorder no other text, stay.
        for text in ["Café", "設定を開く", "👍🏽 Like", "שלום", "\u{200F}שלום\u{200E}", "\u{61C}١٢", #"C:\path\n"#, ""] {
            XCTAssertEqual(TextReport.printable(text), text)
        }
    }

    /// The explicit bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
    /// would reorder the rest of a terminal line ("Trojan Source"): each is escaped, in labels of
    /// issue lines and summaries too, and so is nothing around them.
    func testBidirectionalOverridesAndIsolatesAreEscaped() {
        for value in Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            let scalar = Character(Unicode.Scalar(UInt32(value))!)
            XCTAssertEqual(
                TextReport.printable("a\(scalar)b"), "a\\u{\(String(value, radix: 16, uppercase: true))}b")
        }
        XCTAssertEqual(TextReport.printable("\u{202E}evil_btn\u{202C}"), #"\u{202E}evil_btn\u{202C}"#)
        XCTAssertEqual(TextReport.printable("\u{2068}שלום\u{2069}"), #"\u{2068}שלום\u{2069}"#)
        // Neighbours of the ranges stay.
        for value in [0x202F, 0x2065, 0x206A] {
            let text = "a" + String(Character(Unicode.Scalar(UInt32(value))!)) + "b"
            XCTAssertEqual(TextReport.printable(text), text)
        }
        let issue = ReportFixtures.issue(
            element: ReportFixtures.element(label: "\u{202E}evil_btn"), path: "Application/Window/Button['\u{2067}x']")
        let report = TextReport(ReportFixtures.result([issue], elementCount: 3)).rendered
        XCTAssertFalse(
            report.unicodeScalars.contains {
                (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            })
        XCTAssertTrue(report.contains(#"label: '\u{202E}evil_btn'"#), report)
        XCTAssertTrue(report.contains(#"Button['\u{2067}x']"#), report)
    }

    func testAnIssueWithControlCharactersStaysOneLine() {
        var element = ReportFixtures.element(label: "Pay\u{1B}]0;pwned\u{7}\nnow")
        element.identifier = "id\u{1B}"
        let issue = ReportFixtures.issue(
            detail: "Line one\u{1B}[31m\nLine two", element: element,
            path: "Application/Window/Button['Pay\u{1B}']")
        let report = TextReport(ReportFixtures.result([issue], elementCount: 3)).rendered
        XCTAssertEqual(
            report,
            #"""
            error: Hit area is too small: Button, identifier: 'id\u{1B}', label: 'Pay\u{1B}]0;pwned\u{7}\nnow' (Application/Window/Button['Pay\u{1B}']) [hitRegion.tooSmall]
                Line one\u{1B}[31m
                Line two
            1 failure, 0 warnings in 3 elements

            """#)
    }
}
