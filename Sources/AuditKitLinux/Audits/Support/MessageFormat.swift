import Foundation

/// How rules write numbers and texts into messages. Evidence (``AccessibilityAuditEvidence``)
/// keeps the unrounded numbers and whole texts; only messages are shortened.
enum MessageFormat {
    /// A length in points for messages: whole numbers without decimals, else one decimal (huge
    /// values in scientific notation; see `ElementSnapshot.format`).
    static func points(_ value: Double) -> String { ElementSnapshot.format(value) }

    /// The first 40 characters (and at most 1,024 bytes) of `text` on one line, for messages ("…"
    /// when cut).
    static func excerpt(_ text: String) -> String {
        // At most 40 bytes and no line break: at most 40 characters, nothing to replace.
        if text.utf8.count <= 40, !text.utf8.contains(0x0A) { return text }
        // Only the start is shown: a huge text is not copied whole to replace its line breaks.
        let head = text.utf8.count > 4 * BoundedText.maximumLabelBytes ? String(text.prefix(41)) : text
        let flat = head.replacingOccurrences(of: "\n", with: " ")
        guard BoundedText.cut(flat, characters: 40, bytes: BoundedText.maximumLabelBytes) != nil || head != text
        else { return flat }
        let cut = BoundedText.cut(flat, characters: 39, bytes: BoundedText.maximumLabelBytes - 3) ?? flat[...]
        return String(cut) + "…"
    }

    /// A message written piece by piece into one buffer of bytes, for rules that write one per issue
    /// on screens with thousands of issues: string interpolation appends each piece through the
    /// general path of `String.append`, several times the cost of copying its bytes. The text is
    /// byte for byte the interpolation's (the pieces' UTF-8, in order).
    struct Text {
        private var bytes: [UInt8] = []

        /// An empty message with room for `capacity` bytes.
        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        /// Appends `piece`.
        mutating func append(_ piece: String) {
            piece.withByteView { $0.append(to: &bytes) }
        }

        /// Appends `piece`, a literal.
        mutating func append(_ piece: StaticString) {
            piece.withByteView { $0.append(to: &bytes) }
        }

        /// Appends `number` in decimal, as `"\(number)"` writes it.
        mutating func append(_ number: Int) { append(String(number)) }

        /// The message.
        var string: String { String(decoding: bytes, as: UTF8.self) }
    }
}
