/// How texts repeated in paths and messages are shortened: by characters, as people read them, and
/// by bytes, as memory and reports hold them. A label of one character can be 200 KB (`e` and
/// 100,000 combining accents is one grapheme cluster), and an ancestor's label is repeated in the
/// path of every issue below it: a bound in characters alone bounds nothing.
package enum BoundedText {
    /// The most bytes a label keeps in a path step or a message: room for 40 characters of up to
    /// 25 bytes (an emoji with a skin tone is 8, a family of four joined by ZWJ 25), so that no
    /// text people write is cut sooner than by its 40 characters.
    package static let maximumLabelBytes = 1024

    /// The longest prefix of `text` of at most `characters` characters and `bytes` UTF-8 bytes, or
    /// `nil` when `text` fits both. The cut falls between characters; when the first character
    /// alone is longer than `bytes`, between Unicode scalars inside it.
    package static func cut(_ text: String, characters: Int, bytes: Int) -> Substring? {
        let total = text.utf8.count
        // At most `characters` bytes is at most that many characters.
        if total <= min(characters, bytes) { return nil }
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < characters {
            let next = text.index(after: end)
            if text.utf8.distance(from: text.startIndex, to: next) > bytes { break }
            end = next
            count += 1
        }
        if end == text.endIndex { return nil }
        if end == text.startIndex {
            var used = 0
            var scalarEnd = text.unicodeScalars.startIndex
            while scalarEnd < text.unicodeScalars.endIndex {
                let width = UTF8.width(text.unicodeScalars[scalarEnd])
                if used + width > bytes { break }
                used += width
                scalarEnd = text.unicodeScalars.index(after: scalarEnd)
            }
            return text[..<scalarEnd]
        }
        return text[..<end]
    }

    /// The part of a label a path step shows (`Button['…']`): at most 40 characters and
    /// ``maximumLabelBytes`` bytes, or `nil` when the whole label fits.
    static func labelCut(_ label: String) -> Substring? {
        cut(label, characters: 40, bytes: maximumLabelBytes)
    }
}
