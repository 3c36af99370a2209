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
    /// The memory the text is written into: `capacity` bytes at `base`, of which the first
    /// ``count`` are written. Freed by ``owner`` when the last copy of the writer goes: a writer
    /// is written through one variable (passed `inout`), never copied and then written twice.
    ///
    /// Appending to a `[UInt8]` costs about 90 instructions a call whatever its length (its
    /// generic path, the uniqueness check, the capacity check); a report appends about fifty runs
    /// per issue, most of a few bytes. Here an append is a capacity comparison and a copy.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var owner: Allocation
    /// The number of bytes written so far (since the last ``flush(to:)``).
    private(set) var count = 0
    /// For each open object or array, whether nothing has been written in it yet.
    private var empty: [Bool] = []

    /// Owns one allocation of the writer's memory and frees it.
    private final class Allocation {
        let pointer: UnsafeMutablePointer<UInt8>
        init(capacity: Int) { pointer = .allocate(capacity: capacity) }
        deinit { pointer.deallocate() }
    }

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 256)
        owner = Allocation(capacity: self.capacity)
        base = owner.pointer
    }

    /// The UTF-8 text written so far (a copy).
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Hands the bytes written so far to `sink` and forgets them (keeping the buffer's capacity),
    /// so that a long document can be written in chunks; the nesting is kept, and writing goes on
    /// where it stopped. Call it between values: a chunk then ends on a whole UTF-8 character.
    mutating func flush(to sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard count > 0 else { return }
        try sink(UnsafeRawBufferPointer(start: base, count: count))
        count = 0
    }

    /// Makes room for `more` bytes after the ``count`` written: the memory doubles as needed.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if capacity - count < more { grow(more) }
    }

    private mutating func grow(_ more: Int) {
        let newCapacity = max(2 * capacity, count + more)
        let larger = Allocation(capacity: newCapacity)
        larger.pointer.initialize(from: base, count: count)
        owner = larger
        base = larger.pointer
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `length` bytes from `source`.
    @inline(__always)
    private mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        (base + count).initialize(from: source, count: length)
        count += length
    }

    /// Appends the bytes of `run`.
    @inline(__always)
    private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        if let source = run.baseAddress, !run.isEmpty { append(source, run.count) }
    }

    /// Appends the UTF-8 of a literal.
    @inline(__always)
    private mutating func append(_ literal: StaticString) {
        append(literal.utf8Start, literal.utf8CodeUnitCount)
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
    mutating func key(named key: String) {
        nextItem()
        string(key)
        append(" : ")
    }

    /// ``key(named:)`` for a key written in the code, such as `"ruleID"`: its bytes are copied as
    /// they are, without looking for bytes to escape (a report writes a dozen per issue). The
    /// literal holds none (`"`, `\\` or control characters), which a debug build checks.
    mutating func key(_ key: StaticString) {
        nextItem()
        let utf8 = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        assert(!utf8.contains(where: Self.needsEscape), "a key literal that needs an escape: use key(named:)")
        reserve(utf8.count + 5)
        base[count] = UInt8(ascii: "\"")
        (base + count + 1).initialize(from: key.utf8Start, count: utf8.count)
        count += utf8.count + 1
        append("\" : ")
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
        append(bracket)
        empty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = empty.removeLast()
        if wasEmpty { append(0x0A) }
        lineBreak(comma: false)
        append(bracket)
    }

    private mutating func nextItem() {
        let last = empty.count - 1
        let first = empty[last]
        if first { empty[last] = false }
        lineBreak(comma: !first)
    }

    /// `,` (when `comma`), a line feed and the indentation, as one run of bytes: what goes before
    /// each member and element, a dozen times per issue of a report.
    private static let breaks: StaticString =
        ",\n                                                                "

    /// Writes ``breaks`` (from the comma or from the line feed) up to the indentation of the open
    /// containers (two spaces each), in runs of at most the spaces it holds.
    private mutating func lineBreak(comma: Bool) {
        let breaks = Self.breaks.utf8Start
        let room = Self.breaks.utf8CodeUnitCount - 2
        let start = comma ? 0 : 1
        var spaces = 2 * empty.count
        let first = min(spaces, room)
        append(breaks + start, 2 + first - start)
        spaces -= first
        while spaces > 0 {
            let run = min(spaces, room)
            append(breaks + 2, run)
            spaces -= run
        }
    }

    // MARK: Values

    mutating func null() { literal("null") }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    private mutating func literal(_ word: StaticString) { append(word) }

    /// An integer in decimal, as `String(value)` writes it, without making a string.
    mutating func integer(_ value: Int) {
        guard value != 0 else {
            append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        // The digits of the magnitude, last first, then copied in order (`magnitude` also holds Int.min's).
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 20 digits of UInt64.max
        var count = 0
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[buffer.count - 1 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            let digits = UnsafeRawBufferPointer(rebasing: buffer[(buffer.count - count)...])
            append(digits.baseAddress!.assumingMemoryBound(to: UInt8.self), digits.count)
        }
    }

    /// The largest magnitude below which `Double.description` writes a whole number in decimal
    /// (`999999999999999.0`), not with an exponent (`1e+16`).
    private static let decimalWholeNumbers = 1e15

    /// Checks that ``number(_:)`` can write `value`, without writing it.
    /// - Throws: ``InvalidValue`` when `value` is not finite.
    func finite(_ value: Double) throws {
        guard value.isFinite else { throw InvalidValue(value: value) }
    }

    /// A number as `JSONEncoder` writes a `Double`: `Double.description` without a trailing `.0`.
    /// A whole number below 10^15 in magnitude (frames, counts) is written as the integer it is,
    /// which is that text, without making a string.
    /// - Throws: ``InvalidValue`` when `value` is not finite.
    mutating func number(_ value: Double) throws {
        guard value.isFinite else { throw InvalidValue(value: value) }
        if value.magnitude < Self.decimalWholeNumbers, value == value.rounded(.towardZero),
            !(value == 0 && value.sign == .minus)
        {
            integer(Int(value))
            return
        }
        var text = value.description
        let suffix = text.hasSuffix(".0") ? 2 : 0
        text.withUTF8 { utf8 in append(UnsafeBufferPointer(rebasing: utf8[..<(utf8.count - suffix)])) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            reserve(utf8.count + 2)
            append(UInt8(ascii: "\""))
            // Runs of bytes that need no escape are copied whole.
            var start = 0
            var index = 0
            while index < utf8.count {
                index = Self.firstEscaped(in: utf8, from: index)
                guard index < utf8.count else { break }
                append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(utf8[index])
                index += 1
                start = index
            }
            append(UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
            append(UInt8(ascii: "\""))
        }
    }

    /// Whether JSON escapes `byte` in a string: `"`, `\\` or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C
    }

    /// The index of the first byte from `start` on that JSON escapes (``needsEscape(_:)``), or
    /// `utf8.count`.
    ///
    /// Paths and messages are long runs of plain text, so the bytes are tested eight at a time:
    /// a word holds a byte that needs an escape exactly when one of its bytes is below 0x20, or
    /// equal to 0x22 or 0x5C (each tested by the usual "has a zero byte" bit trick on the word,
    /// or on the word XOR that byte repeated), and only that word is then looked at byte by byte.
    /// The loads stay inside the buffer: a word is read only when 8 bytes are left.
    private static func firstEscaped(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            /// Whether some byte of `word` is zero (exact: no false answers either way).
            func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
            /// Whether some byte of `word` is below 0x20 (exact for bytes, as 0x20 <= 0x80).
            func hasByteBelowSpace(_ word: UInt64) -> Bool { (word &- ones &* 0x20) & ~word & highs != 0 }
            while utf8.count - index >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if hasByteBelowSpace(word) || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C)) {
                    break
                }
                index += 8
            }
        }
        while index < utf8.count, !needsEscape(utf8[index]) { index += 1 }
        return index
    }

    /// A byte of a string that JSON escapes: `"`, `\\`, or a control character.
    private mutating func escape(_ byte: UInt8) {
        append(0x5C)
        switch byte {
        case UInt8(ascii: "\""): append(UInt8(ascii: "\""))
        case 0x5C: append(0x5C)
        case 0x08: append(UInt8(ascii: "b"))
        case 0x09: append(UInt8(ascii: "t"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0D: append(UInt8(ascii: "r"))
        default:
            let hex: StaticString = "0123456789abcdef"
            append(UInt8(ascii: "u"))
            append(UInt8(ascii: "0"))
            append(UInt8(ascii: "0"))
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 0x0F)])
        }
    }

    /// A line feed after the document (outside it: JSON text ends at its last bracket).
    mutating func newline() { append(0x0A) }

    /// An array of strings.
    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    /// A path as `string(_:)` writes its text; one kept as a reference into a
    /// ``PathTable`` is copied from the table's bytes when none of them needs an escape, without
    /// making the string.
    mutating func path(_ path: StoredPath) {
        guard let (table, id) = path.reference, let shape = table.shape(of: id),
            shape.kind & PathTable.Kind.escaped == 0
        else {
            string(path.string)
            return
        }
        reserve(shape.length + 2)
        base[count] = UInt8(ascii: "\"")
        table.write(shape, of: id, into: UnsafeMutableBufferPointer(start: base + count + 1, count: shape.length))
        count += shape.length + 1
        append(UInt8(ascii: "\""))
    }

    /// A string, or `null` for `nil`.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }
}
