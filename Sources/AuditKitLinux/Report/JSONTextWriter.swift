/// Writes JSON text byte for byte as `JSONEncoder` writes it with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes` (`JSONEncoder.auditKitDocument()`), straight into
/// one buffer, without building the encoder's tree of values: reports with thousands of issues
/// are written in time linear in their size.
///
/// The caller writes object keys in sorted order. What it reproduces, as Foundation on Linux
/// writes it (`JSONTextWriterTests` compares the two):
/// - two spaces of indentation per level; `"key" : value`; members and elements one per line;
///   an empty object or array as `{`, an empty line, and `}` at the container's indentation;
/// - numbers as Swift prints them (`Double.description`), without a trailing `.0`: `18`,
///   `4.016975`, `1e-07`, `1.2345678901234568e+17`;
/// - in strings, `"` and `\` escaped, `\b \t \n \f \r` by name, other code points below U+0020 as
///   `\u00XX` (lower-case hex), everything else (slashes, U+007F, non-ASCII) as it is.
struct JSONTextWriter {
    /// The UTF-8 text written so far.
    private(set) var bytes: [UInt8] = []
    /// For each open object or array, whether nothing has been written in it yet.
    private var empty: [Bool] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Hands the bytes written so far to `sink` and forgets them (keeping the buffer's capacity),
    /// so that a long document can be written in chunks; the nesting is kept, and writing goes on
    /// where it stopped. Call it between values: a chunk then ends on a whole UTF-8 character.
    mutating func flush(to sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// A value that JSON cannot hold (a number that is not finite).
    struct InvalidValue: Error {
        var value: Double
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object: its key, then the value is written next.
    mutating func key(_ key: String) {
        nextItem()
        string(key)
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Starts the next element of the open array; the value is written next.
    mutating func element() { nextItem() }

    /// Writes `items` as an array, each element by `write`.
    mutating func array<Items: Sequence>(
        _ items: Items, _ write: (Items.Element, inout JSONTextWriter) throws -> Void
    ) rethrows {
        beginArray()
        for item in items {
            element()
            try write(item, &self)
        }
        endArray()
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        empty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = empty.removeLast()
        bytes.append(0x0A)
        if wasEmpty { bytes.append(0x0A) }
        indentation()
        bytes.append(bracket)
    }

    private mutating func nextItem() {
        if empty[empty.count - 1] {
            empty[empty.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(0x0A)
        indentation()
    }

    private mutating func indentation() {
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * empty.count))
    }

    // MARK: Values

    mutating func null() { literal("null") }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    private mutating func literal(_ word: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A number as `JSONEncoder` writes a `Double`.
    /// - Throws: ``InvalidValue`` when `value` is not finite.
    mutating func number(_ value: Double) throws {
        guard value.isFinite else { throw InvalidValue(value: value) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied whole.
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A byte of a string that JSON escapes: `"`, `\\`, or a control character.
    private mutating func escape(_ byte: UInt8) {
        bytes.append(0x5C)
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(0x5C)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            let hex: StaticString = "0123456789abcdef"
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 0x0F)])
        }
    }

    /// A line feed after the document (outside it: JSON text ends at its last bracket).
    mutating func newline() { bytes.append(0x0A) }

    /// An array of strings.
    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    /// A string, or `null` for `nil`.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }
}
