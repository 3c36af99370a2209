/// Control characters, line breaks and bidirectional overrides written as escapes: what ``TextReport/printable(_:keepingLineBreaks:)``,
/// ``ElementSnapshot/summary`` and the test-support module's failure messages show for a label.
package enum PrintableText {
    /// `text` with every `Cc` character (C0 controls, DEL, C1 controls: line feed, carriage return,
    /// tab, next line U+0085 among them), the line and paragraph separators U+2028 and U+2029 and
    /// the explicit bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
    /// as Swift escapes (`\n`, `\r`, `\t`, `\0`, `\u{1B}`, `\u{2028}`, `\u{202E}`); line feeds kept
    /// when `keepingLineBreaks`, for text meant to span lines. `text` itself when it holds none.
    ///
    /// A bidirectional override printed raw reorders what follows it on the line in a terminal or
    /// a CI log ("Trojan Source", CVE-2021-42574: Unicode's Bidirectional Algorithm, UAX #9,
    /// applies them to everything up to the end of the paragraph when they are not closed), so a
    /// label could make an issue line read otherwise than it is. The marks U+200E, U+200F and U+061C,
    /// which reorder no text, are kept.
    ///
    /// Without `keepingLineBreaks` the result is one line by every reader's rule: a `file:line:
    /// error:` line that quotes a label holding a line break stays one line for the tools that read it.
    package static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        func needsEscape(_ value: UInt32) -> Bool {
            value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
        func kept(_ value: UInt32) -> Bool { keepingLineBreaks && value == 0x0A }
        guard text.unicodeScalars.contains(where: { needsEscape($0.value) && !kept($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard needsEscape(value), !kept(value) else {
                out.append(scalar)
                continue
            }
            let escape: String
            switch value {
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x00: escape = "\\0"
            default: escape = "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }
}
