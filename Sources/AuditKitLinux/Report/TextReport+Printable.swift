import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver

extension TextReport {
    /// `text` with its control characters written as escapes, so that a label read from a capture
    /// cannot drive the terminal that shows a report.
    ///
    /// A label holding ESC (`\u{1B}`) or BEL, printed raw, lets a capture move the cursor, retitle
    /// the window, hide the rest of a line or ring the bell of whoever reads the report. Every
    /// character of Unicode's `Cc` category (C0 controls U+0000–U+001F, DEL U+007F and C1 controls
    /// U+0080–U+009F) is written as Swift writes it in a string literal: `\n`, `\r`, `\t`, `\0`, or
    /// `\u{1B}`; a backslash stays a backslash. Other characters (letters of any script, emoji,
    /// format characters such as bidirectional isolates) are kept.
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - keepingLineBreaks: Whether line feeds (and tabs) stay as they are, for text that is
    ///     meant to span lines; `false` makes the result a single line.
    /// - Returns: `text` itself when it holds no control character.
    public static func printable(_ text: String, keepingLineBreaks: Bool = false) -> String {
        PrintableText.escaped(text, keepingLineBreaks: keepingLineBreaks)
    }
}
