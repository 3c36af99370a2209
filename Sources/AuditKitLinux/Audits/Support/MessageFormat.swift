import Foundation

/// How rules write numbers and texts into messages. Evidence (``AccessibilityAuditEvidence``)
/// keeps the unrounded numbers and whole texts; only messages are shortened.
enum MessageFormat {
    /// A length in points for messages: whole numbers without decimals, else one decimal (huge
    /// values in scientific notation; see `ElementSnapshot.format`).
    static func points(_ value: Double) -> String { ElementSnapshot.format(value) }

    /// The first 40 characters of `text` on one line, for messages ("…" when cut).
    static func excerpt(_ text: String) -> String {
        // At most 40 bytes and no line break: at most 40 characters, nothing to replace.
        if text.utf8.count <= 40, !text.utf8.contains(0x0A) { return text }
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }
}
