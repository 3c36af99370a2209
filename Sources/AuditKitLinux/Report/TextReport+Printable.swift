import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver

extension TextReport {
    /// `text` with its control characters written as escapes, so that a label read from a capture
    /// cannot drive the terminal that shows a report.
    ///
    /// A label holding ESC (`\u{1B}`) or BEL, printed raw, lets a capture move the cursor, retitle
    /// the window, hide the rest of a line or ring the bell of whoever reads the report; one holding
    /// a line break splits a `file:line: error:` line in two for the tools that read it. Every
    /// character of Unicode's `Cc` category (C0 controls U+0000–U+001F, DEL U+007F and C1 controls
    /// U+0080–U+009F, so tab, carriage return and next line U+0085 too), the line and paragraph
    /// separators U+2028 and U+2029, and the bidirectional embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069), which would reorder the rest of a line in a terminal or CI
    /// log, are written as Swift writes them in a string literal: `\n`, `\r`, `\t`, `\0`,
    /// `\u{1B}`, `\u{2028}` or `\u{202E}`; a backslash stays a backslash. Other characters (letters
    /// of any script, emoji, other format characters such as the bidirectional marks U+200E and
    /// U+200F) are kept.
    /// The CLI's reports and messages and the test-support module's failure messages all escape
    /// with this one function.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - keepingLineBreaks: Whether line feeds stay as they are, for text that is meant to span
    ///     lines; `false` makes the result a single line.
    /// - Returns: `text` itself when it holds nothing to escape.
    public static func printable(_ text: String, keepingLineBreaks: Bool = false) -> String {
        PrintableText.escaped(text, keepingLineBreaks: keepingLineBreaks)
    }
}
