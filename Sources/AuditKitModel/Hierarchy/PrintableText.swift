/// Control characters written as escapes: what ``TextReport/printable(_:keepingLineBreaks:)`` and
/// ``ElementSnapshot/summary`` show for text read from a capture.
package enum PrintableText {
    /// `text` with every `Cc` character as a Swift escape (`\n`, `\r`, `\t`, `\0`, `\u{1B}`); line
    /// feeds and tabs kept when `keepingLineBreaks`. `text` itself when it holds none.
    package static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        func isControl(_ value: UInt32) -> Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
        func kept(_ value: UInt32) -> Bool { keepingLineBreaks && (value == 0x0A || value == 0x09) }
        guard text.unicodeScalars.contains(where: { isControl($0.value) && !kept($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard isControl(value), !kept(value) else {
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
