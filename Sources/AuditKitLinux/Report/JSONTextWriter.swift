import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver

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
struct JSONTextWriter: ~Copyable {
    // The text goes into one buffer this writer owns (``ByteSink``): a report writes a few dozen
    // pieces per issue, and appending each to an `Array` checks its uniqueness and capacity every
    // time. Here each piece checks the room left once and copies its bytes.

    private var sink: ByteSink
    /// How many bytes are written.
    var count: Int { sink.count }
    /// How many objects and arrays are open.
    private var depth = 0
    /// For each open container at depth 0 ..< 64 (bit `depth`), whether nothing has been written
    /// in it yet; ``deeperEmpty`` holds the same for deeper ones.
    private var emptyBits: UInt64 = 0
    private var deeperEmpty: [Bool] = []

    init(capacity: Int = 0) {
        sink = ByteSink(capacity: capacity)
    }

    /// Calls `body` with the UTF-8 text written so far, valid during the call.
    func withBytes<R>(_ body: (ByteView) throws -> R) rethrows -> R {
        try sink.withBytes(body)
    }

    /// Hands the bytes written so far to `sink` and forgets them (keeping the buffer's capacity),
    /// so that a long document can be written in chunks; the nesting is kept, and writing goes on
    /// where it stopped. Call it between values: a chunk then ends on a whole UTF-8 character.
    mutating func flush(to output: (ByteView) throws -> Void) rethrows {
        guard count > 0 else { return }
        try sink.withBytes(output)
        sink.removeAll()
    }

    /// A value that JSON cannot hold (a number that is not finite).
    struct InvalidValue: Error {
        var value: Double
    }

    // MARK: The buffer

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        sink.room(1)[0] = byte
        sink.advance(by: 1)
    }

    @inline(__always)
    private mutating func put(_ bytes: ByteView) {
        sink.room(bytes.count).copy(bytes, to: 0)
        sink.advance(by: bytes.count)
    }

    @inline(__always)
    private mutating func put(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        sink.room(length).copy(literal, to: 0)
        sink.advance(by: length)
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// An empty array, as ``beginArray()`` and ``endArray()`` write it (`[`, an empty line, and `]`
    /// at the array's indentation), in one piece.
    mutating func emptyArray() {
        let spaces = 2 * depth
        // The spaces in whole words, as in `lineBreak(comma:extra:)` (up to 8 bytes past them,
        // overwritten by the bracket or left outside what is counted written).
        let target = sink.room(spaces + 4 + 8)
        target[0] = UInt8(ascii: "[")
        target[1] = 0x0A
        target[2] = 0x0A
        var at = 3
        repeat {
            target.store(0x2020_2020_2020_2020 as UInt64, at: at)
            at += 8
        } while at < 3 + spaces
        target[3 + spaces] = UInt8(ascii: "]")
        sink.advance(by: spaces + 4)
    }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object: its key, then the value is written next.
    ///
    /// A key without bytes to escape (every evidence key) goes out with the line break before it
    /// in one piece, as ``key(_:)`` writes a literal. Returns whether the key is ASCII, which
    /// tells whether `String` order is the order of its bytes.
    @discardableResult
    mutating func key(named key: String) -> Bool {
        let (written, ascii) = key.withByteView { utf8 -> (Bool, Bool) in
            // A key of 1 to 15 bytes (most evidence keys) is one or two words, each tested for bytes
            // to escape and for bytes outside ASCII at once.
            let count = utf8.count
            if count > 0, count < 16 {
                let word =
                    count >= 8 ? utf8.word(at: 0) : Self.shortWord(utf8, from: 0)
                let last = count >= 8 ? utf8.word(at: count - 8) : word
                let ascii = (word | last) & 0x8080_8080_8080_8080 == 0
                guard !Self.wordNeedsEscape(word), !Self.wordNeedsEscape(last) else { return (false, ascii) }
                putKey(utf8)
                return (true, ascii)
            }
            guard count > 0, Self.firstEscaped(in: utf8, from: 0) == count else { return (false, utf8.isASCII) }
            putKey(utf8)
            return (true, utf8.isASCII)
        }
        guard !written else { return ascii }
        nextItem()
        string(key)
        put(" : ")
        return ascii
    }

    /// ``key(named:)`` for a key written in the code, such as `"ruleID"`: its bytes are copied as
    /// they are, without looking for bytes to escape (a report writes a dozen per issue). The
    /// literal holds none (`"`, `\\` or control characters), which a debug build checks.
    mutating func key(_ key: StaticString) {
        key.withByteView { utf8 in
            assert(!utf8.contains(where: Self.needsEscape), "a key literal that needs an escape: use key(named:)")
            putKey(utf8)
        }
    }

    /// Writes the line break before the next member and the key `utf8`, which needs no escape,
    /// with its quotes and `" : "`, in one piece of room.
    @inline(__always)
    private mutating func putKey(_ utf8: ByteView) {
        let length = utf8.count
        let target = lineBreakBeforeItem(extra: length + 5)
        target[0] = UInt8(ascii: "\"")
        target.copy(utf8, to: 1)
        // `"`, space, `:`, space, as one little-endian word.
        target.store(UInt32(0x203A_2022), at: 1 + length)
        sink.advance(by: length + 5)
    }

    /// Starts the next element of the open array; the value is written next.
    mutating func element() { nextItem() }

    /// Starts the next member or element of the open container by writing `text` as it is: what
    /// ``key(_:)`` or ``element()`` writes there at this depth (a comma unless it is the first, a
    /// line feed, two spaces per open container, and for a member its quoted key and `" : "`),
    /// which a debug build checks. A report's issues, always at the same depth, are written this
    /// way: a dozen members each, each one copy of a literal (inlined, so that its length is known
    /// where it is copied).
    @inline(__always)
    mutating func item(_ text: StaticString) {
        let last = depth - 1
        let first = isEmpty(last)
        assert(text.withByteView { isItemText($0, first: first) }, "item text for another depth or place")
        if first {
            if last < 64 { emptyBits &= ~(1 << UInt64(last)) } else { deeperEmpty[last - 64] = false }
        }
        put(text)
    }

    /// Whether `text` is what goes before the next item of the open container (see ``item(_:)``),
    /// `first` telling whether it is the first.
    private func isItemText(_ text: ByteView, first: Bool) -> Bool {
        var expected: [UInt8] = first ? [0x0A] : [UInt8(ascii: ","), 0x0A]
        expected += [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
        let bytes = text.array
        guard bytes.starts(with: expected) else { return false }
        let rest = bytes[expected.count...]
        guard !rest.isEmpty else { return true }
        let suffix = Array(#"" : "#.utf8)
        return rest.count > 1 + suffix.count && rest.first == UInt8(ascii: "\"")
            && rest.reversed().starts(with: suffix.reversed())
            && !rest.dropFirst().dropLast(suffix.count).contains(where: Self.needsEscape)
    }

    /// Writes again the bytes written at `range` (offsets counted as ``count`` counts them, since the
    /// last ``flush(to:)``): a value written twice, such as an issue's path, is copied, not made again.
    mutating func repeatWritten(_ range: Range<Int>) {
        sink.repeatWritten(range)
    }

    /// Forgets what was written from offset `start` on (counted as ``count`` counts it, since the
    /// last ``flush(to:)``), to write it again otherwise: call it where the nesting is what it was
    /// at `start`, after the values written since then are closed.
    mutating func rewind(to start: Int) {
        sink.rewind(to: start)
    }

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

    /// Whether nothing has been written yet in the open container at `level`.
    @inline(__always)
    private func isEmpty(_ level: Int) -> Bool {
        level < 64 ? emptyBits & (1 << UInt64(level)) != 0 : deeperEmpty[level - 64]
    }

    private mutating func open(_ bracket: UInt8) {
        put(bracket)
        if depth < 64 { emptyBits |= 1 << UInt64(depth) } else { deeperEmpty.append(true) }
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        let wasEmpty = isEmpty(depth)
        if depth >= 64 { deeperEmpty.removeLast() }
        if wasEmpty { put(0x0A) }
        lineBreak(comma: false)
        put(bracket)
    }

    @inline(__always)
    private mutating func nextItem() {
        _ = lineBreakBeforeItem(extra: 0)
    }

    /// What goes before the next member or element of the open container (``nextItem()``), with
    /// room for `extra` bytes after it: returns where they go; the caller writes them and adds
    /// them to ``count``.
    @inline(__always)
    private mutating func lineBreakBeforeItem(extra: Int) -> ByteOutput {
        let last = depth - 1
        let first = isEmpty(last)
        if first {
            if last < 64 { emptyBits &= ~(1 << UInt64(last)) } else { deeperEmpty[last - 64] = false }
        }
        return lineBreak(comma: !first, extra: extra)
    }

    /// `,` (when `comma`), a line feed and the indentation (two spaces per open container), as
    /// one run of bytes: what goes before each member and element, a dozen times per issue of a
    /// report. Makes room for `extra` bytes after it too, and returns where they go (the caller
    /// writes them and counts them written, ``ByteSink/advance(by:)``).
    @inline(__always)
    @discardableResult
    private mutating func lineBreak(comma: Bool, extra: Int = 0) -> ByteOutput {
        let spaces = 2 * depth
        let length = spaces + (comma ? 2 : 1)
        // Room for the spaces in whole words (up to 15 bytes past them, overwritten by what follows).
        let target = sink.room(length + extra + 16)
        var at = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            at = 1
        }
        target[at] = 0x0A
        // The spaces eight at a time, the first sixteen (a report's usual depth) without a loop,
        // which the compiler would make a call to fill a few bytes, costing more than the bytes.
        let spaceWord: UInt64 = 0x2020_2020_2020_2020
        var space = at + 1
        target.store(spaceWord, at: space)
        target.store(spaceWord, at: space + 8)
        if spaces > 16 {
            let end = space + spaces
            space += 16
            while space < end {
                target.store(spaceWord, at: space)
                space += 8
            }
        }
        sink.advance(by: length)
        return target.suffix(from: length)
    }

    // MARK: Values

    mutating func null() { put("null") }

    mutating func bool(_ value: Bool) { put(value ? "true" : "false") }

    /// An integer in decimal, as `String(value)` writes it, without making a string.
    mutating func integer(_ value: Int) {
        // Below 1000 (counts, sizes, most coordinates): up to three digits without a loop.
        if value >= 0, value < 1000 {
            let target = sink.room(3)
            let digit = { (value: Int) in UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value) }
            if value < 10 {
                target[0] = digit(value)
                sink.advance(by: 1)
            } else if value < 100 {
                let tens = value / 10
                target[0] = digit(tens)
                target[1] = digit(value - 10 * tens)
                sink.advance(by: 2)
            } else {
                let hundreds = value / 100
                let tens = (value - 100 * hundreds) / 10
                target[0] = digit(hundreds)
                target[1] = digit(tens)
                target[2] = digit(value - 100 * hundreds - 10 * tens)
                sink.advance(by: 3)
            }
            return
        }
        // The digits of the magnitude (`magnitude` also holds Int.min's), counted first, then
        // written from the last (at most 20, for UInt64.max, and a sign).
        var rest = value.magnitude
        var digits = 1
        var scale: UInt = 10
        while digits < 20, rest >= scale {
            digits += 1
            scale &*= 10
        }
        let length = digits + (value < 0 ? 1 : 0)
        let target = sink.room(length)
        if value < 0 { target[0] = UInt8(ascii: "-") }
        var position = length
        repeat {
            position -= 1
            target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        sink.advance(by: length)
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
        // Whole when it survives the round trip through `Int` (which drops the fraction): a
        // conversion each way, not a call to round it.
        if value.magnitude < Self.decimalWholeNumbers {
            let whole = Int(value)
            if Double(whole) == value, !(whole == 0 && value.sign == .minus) {
                integer(whole)
                return
            }
        }
        let text = value.description
        let trimmed = text.hasSuffix(".0") ? 2 : 0
        text.withByteView { utf8 in put(utf8[0..<(utf8.count - trimmed)]) }
    }

    /// A string written in the code, such as a case name: its bytes are copied as they are, in
    /// quotes. The literal holds nothing to escape, which a debug build checks.
    @inline(__always)
    mutating func string(literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        assert(literal.withByteView { !$0.contains(where: Self.needsEscape) }, "a literal that needs an escape")
        let target = sink.room(length + 2)
        target[0] = UInt8(ascii: "\"")
        target.copy(literal, to: 1)
        target[1 + length] = UInt8(ascii: "\"")
        sink.advance(by: length + 2)
    }

    mutating func string(_ value: String) {
        value.withByteView { string(utf8: $0) }
    }

    /// A string from its UTF-8 bytes, escaped as JSON escapes them.
    private mutating func string(utf8: ByteView) {
        // The common case, nothing to escape: the quotes and the bytes in one piece.
        guard !utf8.isEmpty else {
            put("\"\"")
            return
        }
        var index = Self.firstEscaped(in: utf8, from: 0)
        if index == utf8.count {
            let target = sink.room(utf8.count + 2)
            target[0] = UInt8(ascii: "\"")
            target.copy(utf8, to: 1)
            target[1 + utf8.count] = UInt8(ascii: "\"")
            sink.advance(by: utf8.count + 2)
            return
        }
        // Runs of bytes that need no escape are copied whole.
        put(UInt8(ascii: "\""))
        var run = 0
        while index < utf8.count {
            put(utf8[run..<index])
            escape(utf8[index])
            index += 1
            run = index
            index = Self.firstEscaped(in: utf8, from: index)
        }
        put(utf8.suffix(from: run))
        put(UInt8(ascii: "\""))
    }

    /// Whether JSON escapes `byte` in a string: `"`, `\\` or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C
    }

    /// The index of the first byte from `start` on that JSON escapes (``needsEscape(_:)``), or
    /// `utf8.count`.
    ///
    /// Paths and messages are long runs of plain text, so the bytes are tested in blocks: sixteen
    /// at a time by a loop of a fixed count over the block, which the compiler makes vector
    /// instructions of, and the last (partial) block as the sixteen bytes that end the string,
    /// some of them tested twice. A string of 8 to 15 bytes is tested as its first and last eight
    /// bytes, each as a word, a shorter one as one word made of its bytes (``shortWord(_:from:)``).
    /// Only a block or word with a byte to escape is looked at byte by byte.
    static func firstEscaped(in utf8: ByteView, from start: Int) -> Int {
        var index = start
        let end = utf8.count
        if end - index >= 16 {
            while end - index >= 16, !blockNeedsEscape(utf8, at: index) { index += 16 }
            if end - index < 16, !blockNeedsEscape(utf8, at: end - 16) { return end }
        } else if end - index >= 8 {
            if !wordNeedsEscape(utf8.word(at: index)) && !wordNeedsEscape(utf8.word(at: end - 8)) { return end }
        } else if end > index {
            if !wordNeedsEscape(shortWord(utf8, from: index)) { return end }
        }
        while index < end, !needsEscape(utf8[index]) { index += 1 }
        return index
    }

    /// Whether one of the sixteen bytes from `offset` needs an escape (``needsEscape(_:)``): a
    /// byte below 0x20 or equal to 0x22 or 0x5C. Each byte is tested without a branch, and the
    /// answers are merged with `|`, so that the loop is one vector compare of each kind.
    @inline(__always)
    private static func blockNeedsEscape(_ utf8: ByteView, at offset: Int) -> Bool {
        var found: UInt8 = 0
        for index in offset..<(offset + 16) {
            let byte = utf8[index]
            found |= (byte < 0x20 ? 1 : 0) | (byte == UInt8(ascii: "\"") ? 1 : 0) | (byte == 0x5C ? 1 : 0)
        }
        return found != 0
    }

    /// The 1 to 7 bytes of `utf8` from `index` on as one word, each of its bytes one of them (some
    /// repeated): from 4 bytes on, the first four and the last four; below, the first, middle and
    /// last byte, and the first again, twice over.
    @inline(__always)
    private static func shortWord(_ utf8: ByteView, from index: Int) -> UInt64 {
        let end = utf8.count
        assert(end - index >= 1 && end - index < 8, "1 to 7 bytes")
        if end - index >= 4 {
            return UInt64(utf8.word32(at: index)) | UInt64(utf8.word32(at: end - 4)) << 32
        }
        let first = UInt64(utf8[index])
        let half = first | UInt64(utf8[(index + end) >> 1]) << 8 | UInt64(utf8[end - 1]) << 16 | first << 24
        return half | half << 32
    }

    /// Whether one of the eight bytes of `word` needs an escape: one of its bytes is below 0x20, or
    /// equal to 0x22 or 0x5C (each tested by the usual "has a zero byte" bit trick on the word, or
    /// on the word XOR that byte repeated; exact for bytes, as 0x20 <= 0x80).
    @inline(__always)
    private static func wordNeedsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let below = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (below | quote | backslash) & highs != 0
    }

    /// A byte of a string that JSON escapes: `"`, `\\`, or a control character.
    private mutating func escape(_ byte: UInt8) {
        put(0x5C)
        switch byte {
        case UInt8(ascii: "\""): put(UInt8(ascii: "\""))
        case 0x5C: put(0x5C)
        case 0x08: put(UInt8(ascii: "b"))
        case 0x09: put(UInt8(ascii: "t"))
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0C: put(UInt8(ascii: "f"))
        case 0x0D: put(UInt8(ascii: "r"))
        default:
            let hex: StaticString = "0123456789abcdef"
            put(UInt8(ascii: "u"))
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "0"))
            hex.withByteView { hex in
                put(hex[Int(byte >> 4)])
                put(hex[Int(byte & 0x0F)])
            }
        }
    }

    /// A line feed after the document (outside it: JSON text ends at its last bracket).
    mutating func newline() { put(0x0A) }

    /// An array of strings.
    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    /// An issue's path as a string, written straight from its ``PathTable``'s bytes when it refers
    /// to one and needs no escapes (the same bytes `string(_:)` writes for
    /// ``StoredPath/string``), else through that string.
    mutating func path(_ path: StoredPath) {
        guard let (table, id) = path.reference, let shape = table.shape(of: id),
            shape.kind & PathTable.Kind.escaped == 0
        else {
            string(path.string)
            return
        }
        let target = sink.room(shape.length + 2)
        target[0] = UInt8(ascii: "\"")
        table.write(shape, of: id, into: target.suffix(from: 1))
        target[1 + shape.length] = UInt8(ascii: "\"")
        sink.advance(by: shape.length + 2)
    }

    /// A string, or `null` for `nil`.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }
}
