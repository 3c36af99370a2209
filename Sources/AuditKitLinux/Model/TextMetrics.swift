/// A documented, deterministic estimate of how much room text needs.
///
/// This is **not** a text renderer and has no font files: it approximates the
/// San Francisco (SF Pro) system font with one advance width per character class,
/// expressed as a fraction of the point size (an "em"). The aim is reproducible,
/// slightly conservative results for layout audits, not pixel accuracy.
///
/// Advance per `Character` (grapheme cluster), in em:
///
/// | Class                                                          | Advance |
/// |----------------------------------------------------------------|---------|
/// | Emoji (emoji presentation, or emoji + U+FE0F / keycap U+20E3)  | 1.2     |
/// | CJK ideographs, kana, hangul, Yi, CJK symbols, full-width forms | 1.0     |
/// | Half-width katakana / hangul (U+FF61–U+FFDC)                   | 0.5     |
/// | Upper-case and title-case letters                              | 0.65    |
/// | Lower-case letters                                             | 0.5     |
/// | Other letters (Arabic, Hebrew, Thai, Devanagari, …)            | 0.6     |
/// | Modifier letters                                               | 0.3     |
/// | Digits and other numbers (SF Pro tabular figures ≈ 0.6)        | 0.6     |
/// | Space and other whitespace                                     | 0.25    |
/// | En space U+2002 / em space U+2003 / tab                        | 0.5 / 1.0 / 1.0 |
/// | Punctuation (`.,:;!'"()[]{}-/` …)                              | 0.3     |
/// | `?` and `_`                                                    | 0.5     |
/// | `#` `%` `&` `@`                                                | 0.8     |
/// | Em dash `—`, ellipsis `…`                                      | 1.0     |
/// | Symbols (math, currency, other) without emoji presentation     | 0.6     |
/// | Private-use characters (e.g. icon fonts)                       | 1.0     |
/// | Lone combining marks, controls, format characters, line breaks | 0       |
/// | Anything else                                                  | 0.6     |
///
/// Bold text multiplies every advance by 1.05. Classification uses
/// `Unicode.Scalar.Properties` (general category, `isIdeographic`,
/// `isEmoji`, `isEmojiPresentation`, `isWhitespace`) on the cluster's first
/// scalar, plus code-point blocks for kana, hangul and full-width forms (whose
/// East Asian Width the standard library does not expose). Kerning, tracking,
/// ligatures and per-glyph widths (a narrow `i` vs a wide `W`) are ignored.
/// Advances are summed as integer thousandths of an em, so results are exact
/// and identical on every platform.
public enum TextMetrics {
    /// Estimated width, in points, of `text` laid out on one line at `pointSize`.
    ///
    /// The sum of the per-character advances in the table on ``TextMetrics``,
    /// times `pointSize`, times 1.05 when `isBold`. Line breaks contribute no
    /// width (use ``lineCount(of:pointSize:isBold:width:)`` for multi-line text).
    /// Returns 0 for empty text or a non-positive `pointSize`.
    /// Example: `"Hello"` at 10 pt is (0.65 + 4 × 0.5) × 10 = 26.5 pt.
    public static func estimatedWidth(of text: String, pointSize: Double, isBold: Bool = false) -> Double {
        var units = 0
        if let ascii = asciiUnits(of: text) {
            units = ascii
        } else {
            for character in text {
                units += advanceUnits(of: character)
            }
        }
        return points(units, scale: scale(pointSize: pointSize, isBold: isBold))
    }

    /// Estimated number of lines `text` needs when wrapped into `width` points.
    ///
    /// Assumptions (modelled on `UILabel` with `lineBreakMode = .byWordWrapping`):
    /// - Returns 0 for empty text.
    /// - Each explicit line break (`\n`, `\r\n`, `\r`, U+2028, U+2029, …) starts a
    ///   new line; an empty paragraph between two breaks counts as one line. A
    ///   single trailing line break at the very end adds no extra empty line
    ///   (as string drawing sizes it); `"a\n"` is 1 line, `"a\n\nb"` is 3.
    /// - Latin and other space-separated text breaks only at whitespace
    ///   (hyphens are not break opportunities, which errs toward more lines).
    ///   No-break spaces (U+00A0, U+2007, U+202F) do not allow a break.
    /// - CJK characters (the 1.0 em class, plus half-width kana/hangul) and emoji
    ///   allow a break before and after each one (UAX #14 class ID). Kinsoku rules (no line starting
    ///   with `。` etc.) are not applied.
    /// - Whitespace at a wrap point hangs past the edge and costs nothing;
    ///   whitespace at the start of a paragraph takes room.
    /// - A word wider than a whole line is moved to a fresh line and then broken
    ///   between characters, as word wrapping falls back to character wrapping
    ///   when a word cannot fit on a line by itself. Every line holds at least one
    ///   character, so a zero or negative `width` gives one line per visible
    ///   character rather than looping. A NaN `width` is treated as 0 and an
    ///   infinite `width` never wraps.
    /// - Widths come from ``estimatedWidth(of:pointSize:isBold:)``'s per-character
    ///   table, compared with a 1e-9 pt tolerance.
    public static func lineCount(of text: String, pointSize: Double, isBold: Bool = false, width: Double) -> Int {
        lineCount(of: text, pointSize: pointSize, isBold: isBold, width: width, characterByCharacter: false)
    }

    /// ``lineCount(of:pointSize:isBold:width:)``; with `characterByCharacter`, ASCII text is read
    /// character by character too instead of from its bytes (for tests: both must agree).
    static func lineCount(
        of text: String, pointSize: Double, isBold: Bool = false, width: Double,
        characterByCharacter: Bool
    ) -> Int {
        if text.isEmpty { return 0 }
        let limit = width.isNaN ? 0 : width
        let scale = scale(pointSize: pointSize, isBold: isBold)

        if !characterByCharacter, let count = asciiLineCount(of: text, scale: scale, limit: limit) {
            return count
        }
        var paragraphs: [[Glyph]] = [[]]
        for character in text {
            if character.isNewline {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(Glyph(character))
            }
        }
        // A single trailing line break does not open an extra empty line.
        if paragraphs.count > 1, paragraphs[paragraphs.count - 1].isEmpty {
            paragraphs.removeLast()
        }

        var total = 0
        for paragraph in paragraphs {
            total += wrappedLineCount(paragraph, scale: scale, limit: limit)
        }
        return total
    }

    /// Default line height, in points, for a font of `pointSize` when no
    /// ``TextStyle`` table row applies: 1.2 × `pointSize`, unrounded.
    ///
    /// 1.2 is the usual typographic default and close to SF Pro's own
    /// ascender + descender (about 1.19 em at 17 pt). Apple's Dynamic Type
    /// leadings are looser (Body: 22 pt for 17 pt text, ≈ 1.29), so prefer
    /// ``TextStyle/lineHeight(for:)`` when a text style is known.
    /// Returns 0 for non-positive or NaN sizes.
    public static func lineHeight(forPointSize pointSize: Double) -> Double {
        guard pointSize > 0 else { return 0 }
        return pointSize * 1.2
    }

    // MARK: - Wrapping

    /// Tolerance, in points, when deciding whether content fits a line.
    private static let fitTolerance = 1e-9

    /// Lines one paragraph (no line breaks inside) needs; at least 1.
    private static func wrappedLineCount<Paragraph: RandomAccessCollection>(
        _ paragraph: Paragraph, scale: Double, limit: Double
    ) -> Int where Paragraph.Element == Glyph {
        var lines = 1
        var lineUnits = 0  // advances already placed on the current line
        var lineHasContent = false  // anything (a run, or leading whitespace) on the current line
        var pendingSpaceUnits = 0  // whitespace seen since the last placed unit
        var placedRun = false  // whether any run has been placed in this paragraph

        func fits(_ units: Int) -> Bool {
            points(units, scale: scale) <= limit + fitTolerance
        }

        /// Places one unbreakable run (a word, or a single CJK character).
        func place(_ word: Paragraph.SubSequence) {
            let wordUnits = word.reduce(0) { $0 + Int($1.units) }
            placedRun = true
            if fits(lineUnits + pendingSpaceUnits + wordUnits) {
                lineUnits += pendingSpaceUnits + wordUnits
                lineHasContent = true
                pendingSpaceUnits = 0
                return
            }
            // Does not fit after what is already on the line: the pending
            // whitespace hangs at the end of that line and the run starts a new one.
            pendingSpaceUnits = 0
            if lineHasContent {
                lines += 1
                lineUnits = 0
                lineHasContent = false
            }
            if fits(wordUnits) {
                lineUnits = wordUnits
                lineHasContent = true
                return
            }
            // Wider than a whole line: break between characters.
            for character in word {
                let units = Int(character.units)
                if lineHasContent && !fits(lineUnits + units) {
                    lines += 1
                    lineUnits = 0
                }
                lineUnits += units
                lineHasContent = true
            }
        }

        // The current word is paragraph[wordStart..<index].
        var wordStart = paragraph.startIndex
        for index in paragraph.indices {
            let character = paragraph[index]
            switch character.breakClass {
            case .space:
                if wordStart < index { place(paragraph[wordStart..<index]) }
                wordStart = paragraph.index(after: index)
                if !placedRun {
                    // Leading whitespace of a paragraph takes room (and allows a break after it).
                    lineUnits += Int(character.units)
                    lineHasContent = true
                } else {
                    pendingSpaceUnits += Int(character.units)
                }
            case .ideograph:
                if wordStart < index { place(paragraph[wordStart..<index]) }
                wordStart = paragraph.index(after: index)
                place(paragraph[index...index])
            case .word:
                break
            }
        }
        if wordStart < paragraph.endIndex { place(paragraph[wordStart...]) }
        return lines
    }

    private enum BreakClass: UInt8 { case space, ideograph, word }

    /// One character's advance (thousandths of an em) and how lines may break around it.
    private struct Glyph {
        var units: Int32
        var breakClass: BreakClass

        init(units: Int32, breakClass: BreakClass) {
            self.units = units
            self.breakClass = breakClass
        }

        init(_ character: Character) {
            self.init(
                units: Int32(TextMetrics.advanceUnits(of: character)), breakClass: TextMetrics.breakClass(of: character)
            )
        }
    }

    /// Each ASCII character's glyph (the table's answer for it, worked out once from the same
    /// functions), and whether it breaks a line.
    private static let asciiTable: [(glyph: Glyph, isNewline: Bool)] = (0..<128).map { value in
        let character = Character(Unicode.Scalar(UInt8(value)))
        return (Glyph(character), character.isNewline)
    }

    /// ``lineCount(of:pointSize:isBold:width:)`` of `text` read from its bytes through
    /// ``asciiTable`` when it is all ASCII; `nil` for other text. The same paragraphs as reading it
    /// character by character (line breaks: LF, VT, FF, CR, and CR LF as one, as `Character` groups
    /// them), each measured in place, without building glyph arrays.
    private static func asciiLineCount(of text: String, scale: Double, limit: Double) -> Int? {
        return text.withByteView { bytes -> Int? in
            let table = asciiTable
            var total = 0
            var closed = 0  // paragraphs ended by a line break
            var start = 0  // the open paragraph is bytes[start..<index]
            var previousWasCR = false
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if table[Int(byte)].isNewline {
                    if previousWasCR && byte == 0x0A {
                        start = index + 1  // the LF of CR LF: the CR ended the paragraph
                    } else {
                        total += asciiWrappedLineCount(bytes, start..<index, table: table, scale: scale, limit: limit)
                        closed += 1
                        start = index + 1
                    }
                }
                previousWasCR = byte == 0x0D
            }
            // A single trailing line break does not open an extra empty line.
            if closed == 0 || start < bytes.count {
                total += asciiWrappedLineCount(bytes, start..<bytes.count, table: table, scale: scale, limit: limit)
            }
            return total
        }
    }

    /// ``wrappedLineCount(_:scale:limit:)`` of the ASCII paragraph `bytes[range]`.
    private static func asciiWrappedLineCount(
        _ bytes: ByteView, _ range: Range<Int>, table: [(glyph: Glyph, isNewline: Bool)],
        scale: Double, limit: Double
    ) -> Int {
        wrappedLineCount(
            bytes[range].indexed.lazy.map { table[Int($0)].glyph }, scale: scale, limit: limit)
    }

    /// The sum of the advances of `text` (thousandths of an em) read from its bytes when it is all
    /// ASCII; `nil` for other text.
    private static func asciiUnits(of text: String) -> Int? {
        let table = asciiTable
        var units = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            units += Int(table[Int(byte)].glyph.units)  // line breaks are 0
        }
        return units
    }

    private static func breakClass(of character: Character) -> BreakClass {
        guard let scalar = character.unicodeScalars.first else { return .word }
        if isEmoji(character.unicodeScalars) { return .ideograph }
        switch scalar.value {
        case 0x00A0, 0x2007, 0x202F: return .word  // no-break spaces
        default: break
        }
        if isWide(scalar) || isHalfWidthCJK(scalar) {
            return scalar.value == 0x3000 ? .space : .ideograph
        }
        if scalar.properties.isWhitespace { return .space }
        return .word
    }

    // MARK: - Advances

    private static func scale(pointSize: Double, isBold: Bool) -> Double {
        guard pointSize > 0 else { return 0 }
        return pointSize * (isBold ? 1.05 : 1.0) / 1000
    }

    private static func points(_ units: Int, scale: Double) -> Double {
        Double(units) * scale
    }

    /// Advance of one grapheme cluster in thousandths of an em (see the table on ``TextMetrics``).
    private static func advanceUnits(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if character.isNewline { return 0 }
        if isEmoji(scalars) { return 1200 }
        if isWide(first) { return 1000 }
        if isHalfWidthCJK(first) { return 500 }

        switch first.value {
        case 0x09: return 1000  // tab
        case 0x2002: return 500  // en space
        case 0x2003: return 1000  // em space
        case 0x2014, 0x2026: return 1000  // em dash, ellipsis
        case 0x3F, 0x5F: return 500  // ? _
        case 0x23, 0x25, 0x26, 0x40: return 800  // # % & @
        default: break
        }
        if first.properties.isWhitespace { return 250 }

        switch first.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: return 650
        case .lowercaseLetter: return 500
        case .otherLetter: return 600
        case .modifierLetter: return 300
        case .decimalNumber, .letterNumber, .otherNumber: return 600
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return 300
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return 600
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return 250
        case .nonspacingMark, .enclosingMark: return 0
        case .spacingMark: return 300
        case .control, .format: return 0
        case .privateUse: return 1000
        case .surrogate, .unassigned: return 600
        @unknown default: return 600
        }
    }

    /// Emoji drawn as a colour glyph: an emoji-presentation scalar, or an emoji
    /// followed by VS16 (U+FE0F) or the keycap mark (U+20E3). VS15 (U+FE0E,
    /// text presentation) opts out.
    private static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        if first.properties.isEmoji,
            scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 })
        {
            return true
        }
        return false
    }

    /// Full-width (1 em) East Asian characters: ideographs plus the kana, hangul,
    /// bopomofo, Yi, CJK symbol and full-width form blocks.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul Jamo leading consonants
            0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
            0x2FF0...0x303F,  // ideographic description, CJK symbols and punctuation
            0x3040...0x30FF,  // Hiragana, Katakana
            0x3100...0x318F,  // Bopomofo, Hangul compatibility jamo
            0x3190...0x31FF,  // Kanbun, Bopomofo ext., CJK strokes, Katakana ext.
            0x3200...0x33FF,  // enclosed CJK letters, CJK compatibility
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul Jamo extended-A
            0xAC00...0xD7AF,  // Hangul syllables
            0xFE10...0xFE1F,  // vertical forms
            0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
            0xFF01...0xFF60,  // full-width ASCII and punctuation
            0xFFE0...0xFFE6,  // full-width signs
            0x1B000...0x1B16F:  // kana supplement / extended
            return true
        default:
            return false
        }
    }

    /// Half-width katakana and hangul (U+FF61–U+FFDC): 0.5 em but break like CJK.
    private static func isHalfWidthCJK(_ scalar: Unicode.Scalar) -> Bool {
        (0xFF61...0xFFDC).contains(scalar.value)
    }
}
