import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel

/// Checks the documented `TextMetrics` estimate. Expected values follow the
/// per-character table in `TextMetrics`' doc comment, so they are exact.
final class TextMetricsTests: XCTestCase {
    private let accuracy = 1e-9

    // MARK: estimatedWidth

    func testEmptyString() {
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "", pointSize: 17), 0)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "", pointSize: 17, isBold: true), 0)
    }

    func testLatinWidths() {
        // H 0.65 + e l l o 4 × 0.5 = 2.65 em
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "Hello", pointSize: 10), 26.5, accuracy: accuracy)
        // lower 0.5, space 0.25, lower 0.5
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "a b", pointSize: 10), 12.5, accuracy: accuracy)
        // digits 0.6 each
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "2024", pointSize: 10), 24, accuracy: accuracy)
        // narrow punctuation 0.3 each
        XCTAssertEqual(TextMetrics.estimatedWidth(of: ".,:;", pointSize: 10), 12, accuracy: accuracy)
        // Scales linearly with point size.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "Hello", pointSize: 20), 53, accuracy: accuracy)
    }

    func testBoldIsWider() {
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "abc", pointSize: 10, isBold: true), 15.75, accuracy: accuracy)
        XCTAssertGreaterThan(
            TextMetrics.estimatedWidth(of: "Save", pointSize: 17, isBold: true),
            TextMetrics.estimatedWidth(of: "Save", pointSize: 17))
    }

    func testCJKWiderThanLatin() {
        let cjk = TextMetrics.estimatedWidth(of: "日本語", pointSize: 10)
        let latin = TextMetrics.estimatedWidth(of: "abc", pointSize: 10)
        let upper = TextMetrics.estimatedWidth(of: "ABC", pointSize: 10)
        XCTAssertEqual(cjk, 30, accuracy: accuracy)
        XCTAssertGreaterThan(cjk, latin)
        XCTAssertGreaterThan(cjk, upper)
        // Kana, hangul and full-width forms are 1 em as well.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "かな", pointSize: 10), 20, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "カナ", pointSize: 10), 20, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "한국", pointSize: 10), 20, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "ＡＢ", pointSize: 10), 20, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "。", pointSize: 10), 10, accuracy: accuracy)
    }

    func testGraphemeClusters() {
        // Family emoji: five scalars joined by ZWJ, one Character → one 1.2 em emoji.
        let family = "👨‍👩‍👧"
        XCTAssertEqual(family.count, 1)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: family, pointSize: 10), 12, accuracy: accuracy)
        // Flag (two regional indicators) counts once.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "🇯🇵", pointSize: 10), 12, accuracy: accuracy)
        // Skin-tone modifier counts once.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "👍🏽", pointSize: 10), 12, accuracy: accuracy)
        // Text-default emoji with VS16 is an emoji; keycaps too.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "❤️", pointSize: 10), 12, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "1️⃣", pointSize: 10), 12, accuracy: accuracy)
        // A plain digit is not an emoji even though it has the Emoji property.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "1", pointSize: 10), 6, accuracy: accuracy)
        // Decomposed "é" (e + U+0301) is one lower-case letter, same as precomposed.
        let decomposed = "e\u{301}"
        XCTAssertEqual(TextMetrics.estimatedWidth(of: decomposed, pointSize: 10), 5, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "é", pointSize: 10), 5, accuracy: accuracy)
        // Hangul written as conjoining jamo forms one full-width syllable.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "\u{1100}\u{1161}", pointSize: 10), 10, accuracy: accuracy)
    }

    func testZeroWidthAndLineBreaks() {
        // Line breaks add no width; zero-width joiner / format characters alone add none.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "a\nb", pointSize: 10), 10, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "\u{200B}", pointSize: 10), 0, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "abc", pointSize: 0), 0)
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "abc", pointSize: -5), 0)
    }

    // MARK: lineCount

    func testEmptyTextHasNoLines() {
        XCTAssertEqual(TextMetrics.lineCount(of: "", pointSize: 17, width: 100), 0)
        XCTAssertEqual(TextMetrics.lineCount(of: "", pointSize: 17, width: 0), 0)
    }

    func testFitsOnOneLine() {
        // "Hello world" at 10 pt = 26.5 + 2.5 + 25 = 54 pt.
        XCTAssertEqual(TextMetrics.estimatedWidth(of: "Hello world", pointSize: 10), 54, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.lineCount(of: "Hello world", pointSize: 10, width: 100), 1)
        XCTAssertEqual(TextMetrics.lineCount(of: "Hello world", pointSize: 10, width: 54), 1)  // exact fit
        XCTAssertEqual(TextMetrics.lineCount(of: "Hello world", pointSize: 10, width: .infinity), 1)
    }

    func testWrapsAtSpaces() {
        XCTAssertEqual(TextMetrics.lineCount(of: "Hello world", pointSize: 10, width: 53.9), 2)
        XCTAssertEqual(TextMetrics.lineCount(of: "Hello world", pointSize: 10, width: 30), 2)
        // Bold pushes the exact fit over the edge: 54 × 1.05 = 56.7.
        XCTAssertEqual(TextMetrics.lineCount(of: "Hello world", pointSize: 10, isBold: true, width: 54), 2)
        // "aaaa" = 20 pt, space = 2.5 pt. Width 45: two words (42.5) per line.
        XCTAssertEqual(TextMetrics.lineCount(of: "aaaa aaaa aaaa aaaa aaaa", pointSize: 10, width: 45), 3)
        // The space at a wrap point hangs: width 20 fits exactly one word per line.
        XCTAssertEqual(TextMetrics.lineCount(of: "aaaa aaaa aaaa", pointSize: 10, width: 20), 3)
        // Extra spaces between words do not create lines.
        XCTAssertEqual(TextMetrics.lineCount(of: "aaaa     aaaa", pointSize: 10, width: 20), 2)
        // No-break space keeps two words together.
        // Broken as a long word:
        XCTAssertEqual(TextMetrics.lineCount(of: "aaaa\u{00A0}aaaa", pointSize: 10, width: 30), 2)
        XCTAssertEqual(TextMetrics.lineCount(of: "aa\u{00A0}aa aa", pointSize: 10, width: 25), 2)
    }

    func testCJKWrapsBetweenCharacters() {
        // 8 characters × 10 pt.
        let text = "日本語のテキスト"
        XCTAssertEqual(text.count, 8)
        XCTAssertEqual(TextMetrics.lineCount(of: text, pointSize: 10, width: 80), 1)
        XCTAssertEqual(TextMetrics.lineCount(of: text, pointSize: 10, width: 40), 2)
        XCTAssertEqual(TextMetrics.lineCount(of: text, pointSize: 10, width: 35), 3)  // 3 + 3 + 2
        XCTAssertEqual(TextMetrics.lineCount(of: text, pointSize: 10, width: 10), 8)
        // Mixed: "OK" (13 pt) then CJK can break right after the Latin word.
        XCTAssertEqual(TextMetrics.lineCount(of: "OK日本", pointSize: 10, width: 23), 2)  // "OK日" = 23, "本"
        XCTAssertEqual(TextMetrics.lineCount(of: "OK日本", pointSize: 10, width: 22), 2)  // "OK", "日本"
    }

    func testExplicitNewlines() {
        XCTAssertEqual(TextMetrics.lineCount(of: "a\nb", pointSize: 10, width: 100), 2)
        XCTAssertEqual(TextMetrics.lineCount(of: "a\r\nb", pointSize: 10, width: 100), 2)
        XCTAssertEqual(TextMetrics.lineCount(of: "a\n\nb", pointSize: 10, width: 100), 3)
        XCTAssertEqual(TextMetrics.lineCount(of: "a\u{2028}b", pointSize: 10, width: 100), 2)
        // A single trailing newline adds no extra line; a second one does.
        XCTAssertEqual(TextMetrics.lineCount(of: "a\n", pointSize: 10, width: 100), 1)
        XCTAssertEqual(TextMetrics.lineCount(of: "a\n\n", pointSize: 10, width: 100), 2)
        XCTAssertEqual(TextMetrics.lineCount(of: "\n", pointSize: 10, width: 100), 1)
        // Newlines combine with wrapping: each paragraph wraps on its own.
        XCTAssertEqual(TextMetrics.lineCount(of: "aaaa aaaa\naaaa", pointSize: 10, width: 20), 3)
    }

    func testLongWordBreaksAcrossLines() {
        // S 0.65 + 19 × 0.5 = 10.15 em = 101.5 pt at 10 pt.
        let word = "Supercalifragilistic"
        XCTAssertEqual(TextMetrics.estimatedWidth(of: word, pointSize: 10), 101.5, accuracy: accuracy)
        // Width 50: "Supercali" (46.5), "fragilisti" (50), "c".
        XCTAssertEqual(TextMetrics.lineCount(of: word, pointSize: 10, width: 50), 3)
        // Preceded by a short word: the long word moves to a new line first.
        XCTAssertEqual(TextMetrics.lineCount(of: "a " + word, pointSize: 10, width: 50), 4)
        // The tail of a broken word can share its line with the next word: "c xyz" = 5 + 2.5 + 15.
        XCTAssertEqual(TextMetrics.lineCount(of: word + " xyz", pointSize: 10, width: 50), 3)
    }

    func testDegenerateWidths() {
        // At least one character per line, never an infinite loop.
        XCTAssertEqual(TextMetrics.lineCount(of: "abc", pointSize: 10, width: 0), 3)
        XCTAssertEqual(TextMetrics.lineCount(of: "abc", pointSize: 10, width: -1), 3)
        XCTAssertEqual(TextMetrics.lineCount(of: "abc", pointSize: 10, width: .nan), 3)
        XCTAssertEqual(TextMetrics.lineCount(of: "ab cd", pointSize: 10, width: 0), 4)
        // Whitespace-only text is one line.
        XCTAssertEqual(TextMetrics.lineCount(of: "   ", pointSize: 10, width: 5), 1)
    }

    func testLineCountAgreesWithWidthForSingleLines() {
        for text in ["Settings", "Continue", "日本語", "Hello, world!", "👨‍👩‍👧 family"] {
            let w = TextMetrics.estimatedWidth(of: text, pointSize: 17)
            XCTAssertEqual(TextMetrics.lineCount(of: text, pointSize: 17, width: w), 1, text)
            XCTAssertGreaterThan(TextMetrics.lineCount(of: text, pointSize: 17, width: w - 0.01), 1, text)
        }
    }

    // MARK: lineHeight

    func testDefaultLineHeight() {
        XCTAssertEqual(TextMetrics.lineHeight(forPointSize: 10), 12, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.lineHeight(forPointSize: 17), 20.4, accuracy: accuracy)
        XCTAssertEqual(TextMetrics.lineHeight(forPointSize: 0), 0)
        XCTAssertEqual(TextMetrics.lineHeight(forPointSize: -3), 0)
        XCTAssertEqual(TextMetrics.lineHeight(forPointSize: .nan), 0)
        // Tighter than the HIG leading for the same size (Body: 22 pt at 17 pt).
        XCTAssertLessThan(TextMetrics.lineHeight(forPointSize: 17), TextStyle.body.lineHeight(for: .large))
    }

    /// ASCII text is measured from its bytes, through a table made from the per-character
    /// answers: random ASCII texts (spaces, tabs, CR LF and other breaks, symbols) need as many
    /// lines either way, at many widths.
    func testASCIITextMeasuredFromBytesAgreesCharacterByCharacter() {
        var random = SeededRandom(seed: 31)
        let pieces = [
            "a", "W", "word", "Row 12", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "?", "_", "#", "@",
            "(", ")", ".", "-", "$", "+", "~", "^", "`", "\u{1F}", "\u{7F}", "12345", "Supercalifragilistic",
        ]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in random.pick(pieces) }.joined()
            let width = Double(Int.random(in: -5...300, using: &random))
            let size = random.pick([0.0, 11, 17, 34])
            let bold = random.chance(0.3)
            XCTAssertEqual(
                TextMetrics.lineCount(of: text, pointSize: size, isBold: bold, width: width),
                TextMetrics.lineCount(
                    of: text, pointSize: size, isBold: bold, width: width, characterByCharacter: true),
                "\(text.debugDescription) at \(width) pt")
            // A leading zero width space (a format character, 0 em, a cluster of its own) makes the
            // text non-ASCII, so it is measured character by character.
            XCTAssertEqual(
                TextMetrics.estimatedWidth(of: text, pointSize: size, isBold: bold),
                TextMetrics.estimatedWidth(of: "\u{200B}" + text, pointSize: size, isBold: bold),
                text.debugDescription)
        }
    }
}
