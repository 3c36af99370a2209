import AuditKitModel
import Foundation

/// How rules compare labels and texts: as words, as letters and digits, or folded for case,
/// diacritics and spacing.
enum TextMatching {
    /// `text` split into lower-cased words: runs of letters and digits (a run of CJK characters stays one word).
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Letters and digits only, lower-cased, joined: for comparing labels regardless of punctuation,
    /// spacing and case ("Play, Pause" and "play pause" give "playpause"). Unlike ``normalized(_:)``,
    /// which keeps punctuation and folds diacritics, for finding one text inside another.
    static func lettersAndDigits(_ text: String) -> String {
        asciiLettersAndDigits(text) ?? generalLettersAndDigits(text)
    }

    /// ``lettersAndDigits(_:)`` through `Character`, for any text.
    static func generalLettersAndDigits(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// ``lettersAndDigits(_:)`` of ASCII text, on its bytes, written straight into the string's
    /// storage: its letters are A-Z and a-z, its numbers 0-9 (the same answers as Character's
    /// isLetter and isNumber there), lower-cased by setting one bit. `nil` when `text` is not all ASCII.
    static func asciiLettersAndDigits(_ text: String) -> String? {
        text.withByteView { bytes in
            var isASCII = true
            let folded = String(byteCount: max(bytes.count, 1)) { output in
                var count = 0
                isASCII = forEachASCIILetterOrDigit(in: bytes) { byte in
                    output[count] = byte
                    count += 1
                }
                return isASCII ? count : 0
            }
            return isASCII ? folded : nil
        }
    }

    /// Calls `body` with each byte of ``lettersAndDigits(_:)`` of ASCII `bytes`, in order: A-Z
    /// lower-cased, a-z and 0-9, the rest left out. Stops and returns `false` at the first byte
    /// that is not ASCII (the fold is then not this one).
    static func forEachASCIILetterOrDigit(in bytes: ByteView, _ body: (UInt8) -> Void) -> Bool {
        for byte in bytes {
            switch byte {
            case 0x41...0x5A: body(byte | 0x20)
            case 0x61...0x7A, 0x30...0x39: body(byte)
            case 0x80...: return false
            default: break
            }
        }
        return true
    }

    /// Folds case, diacritics and runs of whitespace, so "Café  Menu" matches "cafe menu".
    ///
    /// ASCII text is folded on its bytes: its only case is A–Z, it has no diacritics or wide
    /// forms, and its white space is tab, line feed, vertical tab, form feed, carriage return and
    /// space (the answers Foundation's folding and `Character.isWhitespace` give there; CR LF is two
    /// white-space bytes and one white-space `Character`, a run either way).
    static func normalized(_ string: String) -> String {
        asciiNormalized(string) ?? foldedByFoundation(string)
    }

    /// ``normalized(_:)`` through Foundation's folding, for any text.
    static func foldedByFoundation(_ string: String) -> String {
        string.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// ``normalized(_:)`` of ASCII text, on its bytes; `nil` when `string` is not all ASCII.
    private static func asciiNormalized(_ string: String) -> String? {
        string.withByteView { asciiNormalized($0) }
    }

    private static func asciiNormalized(_ bytes: ByteView) -> String? {
        // Lower-cased letters, white-space runs as one space, none at the ends: never longer than
        // the text. `initializingUTF8With` may write fewer bytes than it was given room for.
        var isASCII = true
        let folded = String(byteCount: max(bytes.count, 1)) { output in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else {
                    isASCII = false
                    return 0
                }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    output[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                output[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
        return isASCII ? folded : nil
    }

    /// Whether `element`'s label or value contains `text` (after ``normalized(_:)``).
    static func speaks(_ element: ElementSnapshot, text: String) -> Bool {
        let needle = normalized(text)
        guard !needle.isEmpty else { return false }
        return [element.label, element.value].contains { $0.map { normalized($0).containsText(needle) } ?? false }
    }
}
