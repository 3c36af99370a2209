import Foundation

/// A JSON document read from UTF-8 bytes in one pass, strictly (RFC 8259), and a `Decoder` over
/// it for the types' own `Decodable` conformances: the tree path of ``HierarchyJSONReader``, whose
/// tokenizer (``Reader``) the fast path shares. It gives up (`nil`, or a thrown
/// ``JSONTree/Unsupported``) on whatever it does not read exactly as `JSONSerialization` and
/// `StrictJSONDecoder` do (docs/performance.md, "The hierarchy JSON reader: which part runs when").
enum JSONTree: Equatable {
    case null
    case bool(Bool)
    /// A number written as a whole number of at most 18 digits (not `-0`).
    case integer(Int)
    /// Any other number, as written.
    case number(String)
    case string(String)
    case array([JSONTree])
    /// An object's members in the order written (keys are unique).
    case object([Member])

    /// An object's member. Keys are interned per document: `id` numbers the distinct keys.
    struct Member: Equatable {
        var key: String
        var id: Int
        var value: JSONTree

        static func == (a: Member, b: Member) -> Bool { a.key == b.key && a.value == b.value }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value of member `key` of an object; `nil` when absent or not an object.
    subscript(key: String) -> JSONTree? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Deeper documents are left to Foundation (this reader recurses).
    static let maximumDepth = 256

    /// The document in `data`, or `nil` when this reader leaves it to Foundation (see the type).
    static func parse(_ data: Data) -> JSONTree? {
        data.withByteView { bytes -> JSONTree? in
            var reader = Reader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.index == reader.bytes.count ? value : nil
        }
    }

    /// Why the decoder gives up; the reader then decodes with `JSONSerialization` and `StrictJSONDecoder`.
    struct Unsupported: Error {}

    /// Decodes `type` from `tree` with its own `Decodable` conformance, then checks that every
    /// member of every object and every element of every array was read: a key or element no type
    /// reads is an error of the strict decoder (`StrictJSONDecoder`), which then words it.
    /// - Throws: ``Unsupported`` for anything this decoder does not read exactly as the strict
    ///   decoder does (a value of another type, a fraction for an integer, an unread key or element).
    static func decode<T: Decodable>(_ type: T.Type, from tree: JSONTree) throws -> T {
        let log = ReadLog()
        let value = try TreeDecoder(tree, path: [], log: log).decode(type)
        guard log.allRead else { throw Unsupported() }
        return value
    }

    /// What a decoding read: a flag per member of each object opened (in the order opened), and
    /// how far each array opened was read. One flat table, so an object costs no allocation.
    final class ReadLog {
        var members: [Bool] = []
        var arrays: [(count: Int, read: Int)] = []

        /// Whether every member and element was read.
        var allRead: Bool {
            !members.contains(false) && arrays.allSatisfy { $0.read >= $0.count }
        }
    }

    /// The distinct keys of a document: numbers by bytes (-1: not UTF-8), and their strings.
    final class KeyTable {
        var ids = ByteKeyedCache<Int>()
        var names: [String] = []
    }

    /// The tokenizer, also used by ``HierarchyJSONReader`` to read the hierarchy's own types
    /// straight from the bytes: every method leaves `index` after what it read, or answers `nil`
    /// for anything it does not read exactly as `JSONSerialization` would.
    struct Reader {
        let bytes: ByteView
        var index = 0
        /// Keys by their bytes, each distinct key made into a string once.
        let keyTable = KeyTable()

        init(bytes: ByteView) { self.bytes = bytes }

        /// Skips whitespace: one comparison when there is none (every byte above the space is no
        /// whitespace), the most common case; two for the one space a pretty-printed document
        /// writes on each side of a colon (`"key" : value`).
        @inline(__always)
        mutating func skipWhitespace() {
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if byte > 0x20 { return }
            if byte == 0x20, index + 1 < bytes.count, bytes[index + 1] > 0x20 {
                index += 1
                return
            }
            skipWhitespaceRun()
        }

        private mutating func skipWhitespaceRun() {
            // Indentation is most of a pretty-printed document's whitespace: runs of spaces after a
            // line feed, read eight bytes at a time. `loadUnaligned` reads eight bytes that all lie
            // inside `bytes` (the loop's condition), with no alignment needed. Local copies of the
            // position and the count stay in registers.
            let base = bytes
            let count = bytes.count
            var at = index
            defer { index = at }
            while at < count {
                let byte = base[at]
                if byte == 0x20 {
                    at = Self.endOfSpaces(base, from: at, count: count)
                } else if byte == 0x0A {
                    // A line feed, most often followed by indentation: read it next without
                    // coming back here.
                    at = Self.endOfSpaces(base, from: at + 1, count: count)
                } else if byte == 0x0D || byte == 0x09 {
                    at += 1
                } else {
                    return
                }
            }
        }

        /// The position of the first byte at or after `start` that is not a space (`count` when
        /// the rest is spaces): eight bytes at a time while eight remain, then byte by byte.
        @inline(__always)
        private static func endOfSpaces(_ base: ByteView, from start: Int, count: Int) -> Int {
            let spaces: UInt64 = 0x2020_2020_2020_2020
            var at = start
            while at + 8 <= count {
                // The bytes that are not spaces are the non-zero bytes of `other`; in
                // little-endian order the first of them in memory is its lowest.
                let other = base.word(at: at) ^ spaces
                if other != 0 { return at + other.trailingZeroBitCount >> 3 }
                at += 8
            }
            while at < count, base[at] == 0x20 { at += 1 }
            return at
        }

        mutating func value(depth: Int) -> JSONTree? {
            guard depth < JSONTree.maximumDepth else { return nil }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var object: [Member] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(object)
                }
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let id = key() else { return nil }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let member = value(depth: depth + 1) else { return nil }
                    // A repeated key: which one Foundation keeps is its business.
                    for earlier in object where earlier.id == id { return nil }
                    object.append(Member(key: keyTable.names[id], id: id, value: member))
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .object(object)
                    }
                    return nil
                }
            case UInt8(ascii: "["):
                index += 1
                var array: [JSONTree] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(array)
                }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    array.append(element)
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return .array(array)
                    }
                    return nil
                }
            case UInt8(ascii: "\""):
                return string().map(JSONTree.string)
            case UInt8(ascii: "t"):
                return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"):
                return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"):
                return literal("null") ? .null : nil
            default:
                return number()
            }
        }

        /// Reads `word` (`true`, `false` or `null`) if it is next.
        @inline(__always)
        mutating func literal(_ word: StaticString) -> Bool {
            guard bytes.matches(word, at: index) else { return false }
            index += word.utf8CodeUnitCount
            return true
        }

        /// A number by RFC 8259's grammar. Its whole part is read and added up in one pass; a
        /// fraction or an exponent, which makes it a ``JSONTree/number(_:)``, is read after it.
        mutating func number() -> JSONTree? {
            let start = index
            let count = bytes.count
            var at = index
            let negative = at < count && bytes[at] == UInt8(ascii: "-")
            if negative { at += 1 }
            let digitsStart = at
            var value = 0
            while at < count {
                let digit = bytes[at] &- 0x30
                guard digit < 10 else { break }
                // Wraps past 18 digits, where the value is not used.
                value = value &* 10 &+ Int(digit)
                at += 1
            }
            index = at
            let digits = at - digitsStart
            // At least one digit, and no leading zero.
            guard digits > 0, digits == 1 || bytes[digitsStart] != 0x30 else { return nil }
            if at < count, bytes[at] == UInt8(ascii: ".") || bytes[at] | 0x20 == UInt8(ascii: "e") {
                return fractionAndExponent(from: start)
            }
            if digits <= 18, !(negative && value == 0) { return .integer(negative ? -value : value) }
            return .number(bytes[start..<index].string)
        }

        /// The rest of a number that started at `start`, from its fraction or exponent at `index`.
        private mutating func fractionAndExponent(from start: Int) -> JSONTree? {
            func digit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digit(index) else { return nil }
                while digit(index) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digit(index) else { return nil }
                while digit(index) { index += 1 }
            }
            return .number(bytes[start..<index].string)
        }

        /// A key at `index` (its opening quote): its number among the document's distinct keys.
        /// A key with an escape is left to Foundation (its text could repeat another key's).
        mutating func key() -> Int? {
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                bytes[end] >= 0x20
            { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
            let raw = bytes[(index + 1)..<end]
            index = end + 1
            let table = keyTable
            let id = table.ids.value(for: raw) {
                guard let text = raw.validString else { return -1 }
                table.names.append(text)
                return table.names.count - 1
            }
            return id >= 0 ? id : nil
        }

        /// A string at `index` (its opening quote), with escapes and UTF-8 checked.
        mutating func string() -> String? {
            index += 1
            let start = index
            // The common case: no escape, ASCII or valid UTF-8, no control character.
            var allBytes: UInt8 = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let slice = bytes[start..<index]
                    index += 1
                    return Self.string(utf8: slice, isASCII: allBytes < 0x80)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                allBytes |= byte
                index += 1
            }
            var decoded = bytes[start..<index].array
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return decoded.withByteView { Self.string(utf8: $0, isASCII: false) }
                case 0..<0x20:
                    return nil
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): decoded.append(0x22)
                    case UInt8(ascii: "\\"): decoded.append(0x5C)
                    case UInt8(ascii: "/"): decoded.append(0x2F)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(scalar) {
                            // A high surrogate must be followed by an escaped low one.
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                                bytes[index + 1] == UInt8(ascii: "u")
                            else { return nil }
                            index += 2
                            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00..<0xE000).contains(scalar) {
                            return nil
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { return nil }
                        decoded.append(contentsOf: String(Character(unicode)).utf8)
                    default:
                        return nil
                    }
                default:
                    decoded.append(byte)
                    index += 1
                }
            }
            return nil
        }

        /// `utf8` as a string when it is valid UTF-8, else `nil`, as `String(validating:as:)` answers
        /// but without its generic path (which looks up type metadata at each call). ASCII is valid
        /// as it is. Other bytes are decoded with repair and kept only when nothing was repaired: a
        /// repaired string is valid UTF-8 and its input was not, so their bytes differ.
        static func string(utf8: ByteView, isASCII: Bool) -> String? {
            let text = utf8.string
            if isASCII { return text }
            let unchanged = text.withByteView { $0.equals(utf8) }
            return unchanged ? text : nil
        }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}

// MARK: - Decoding

/// A `Decoder` over a ``JSONTree``. Every failure is ``JSONTree/Unsupported``: the caller then
/// decodes with the strict decoder, whose errors are the ones reported. So coding paths, which only
/// errors read, are left empty (building one per value would cost as much as the decoding).
private struct TreeDecoder: Decoder {
    let tree: JSONTree
    let codingPath: [any CodingKey]
    let log: JSONTree.ReadLog
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ tree: JSONTree, path: [any CodingKey], log: JSONTree.ReadLog) {
        self.tree = tree
        self.codingPath = path
        self.log = log
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // Types JSONDecoder reads in its own way are left to it.
        if type == Date.self || type == Data.self || type == URL.self || type == Decimal.self || type == Float.self {
            throw JSONTree.Unsupported()
        }
        switch tree {
        case .string(let text) where type == String.self: return text as! T
        case .bool(let flag) where type == Bool.self: return flag as! T
        case .integer(let number) where type == Int.self: return number as! T
        case .integer(let number) where type == Double.self: return Double(number) as! T
        default: return try T(from: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = tree else { throw JSONTree.Unsupported() }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = tree else { throw JSONTree.Unsupported() }
        return UnkeyedContainer(elements: elements, codingPath: codingPath, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(tree: tree, codingPath: codingPath, log: log)
    }

    static func bool(_ tree: JSONTree) throws -> Bool {
        guard case .bool(let flag) = tree else { throw JSONTree.Unsupported() }
        return flag
    }

    static func string(_ tree: JSONTree) throws -> String {
        guard case .string(let text) = tree else { throw JSONTree.Unsupported() }
        return text
    }

    static func double(_ tree: JSONTree) throws -> Double {
        switch tree {
        case .integer(let number): return Double(number)
        case .number(let text):
            guard let value = Double(text), value.isFinite else { throw JSONTree.Unsupported() }
            return value
        default: throw JSONTree.Unsupported()
        }
    }

    static func integer<T: FixedWidthInteger>(_ tree: JSONTree, as type: T.Type) throws -> T {
        guard case .integer(let number) = tree, let value = T(exactly: number) else { throw JSONTree.Unsupported() }
        return value
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONTree.Member]
    let codingPath: [any CodingKey]
    let log: JSONTree.ReadLog
    /// Where this object's read flags start in the log.
    private let base: Int

    init(members: [JSONTree.Member], codingPath: [any CodingKey], log: JSONTree.ReadLog) {
        self.members = members
        self.codingPath = codingPath
        self.log = log
        base = log.members.count
        log.members.append(contentsOf: repeatElement(false, count: members.count))
    }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { index(key) != nil }

    /// The index of the member named `key`: a scan, cheaper than hashing for the few keys of an object.
    private func index(_ key: Key) -> Int? {
        let name = key.stringValue
        for (index, member) in members.enumerated() where member.key == name { return index }
        return nil
    }

    /// The member named `key`, marked read.
    private func find(_ key: Key) -> JSONTree? {
        guard let index = index(key) else { return nil }
        log.members[base + index] = true
        return members[index].value
    }

    private func member(_ key: Key) throws -> JSONTree {
        guard let value = find(key) else { throw JSONTree.Unsupported() }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        // Only a null is read by asking (as the strict decoder counts it); a value is read when decoded.
        guard let index = index(key) else { throw JSONTree.Unsupported() }
        guard members[index].value.isNull else { return false }
        log.members[base + index] = true
        return true
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try TreeDecoder.bool(member(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try TreeDecoder.string(member(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try TreeDecoder.double(member(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw JSONTree.Unsupported() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try TreeDecoder.integer(member(key), as: Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try TreeDecoder.integer(member(key), as: Int8.self)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try TreeDecoder.integer(member(key), as: Int16.self)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try TreeDecoder.integer(member(key), as: Int32.self)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try TreeDecoder.integer(member(key), as: Int64.self)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try TreeDecoder.integer(member(key), as: UInt.self)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try TreeDecoder.integer(member(key), as: UInt8.self)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try TreeDecoder.integer(member(key), as: UInt16.self)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try TreeDecoder.integer(member(key), as: UInt32.self)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try TreeDecoder.integer(member(key), as: UInt64.self)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try TreeDecoder(member(key), path: [], log: log).decode(type)
    }

    // One look-up instead of the default's three.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = find(key), !value.isNull else { return nil }
        return try TreeDecoder.bool(value)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = find(key), !value.isNull else { return nil }
        return try TreeDecoder.string(value)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = find(key), !value.isNull else { return nil }
        return try TreeDecoder.double(value)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = find(key), !value.isNull else { return nil }
        return try TreeDecoder.integer(value, as: Int.self)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = find(key), !value.isNull else { return nil }
        return try TreeDecoder(value, path: [], log: log).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TreeDecoder(member(key), path: [], log: log).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(member(key), path: [], log: log).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw JSONTree.Unsupported() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw JSONTree.Unsupported() }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONTree]
    let codingPath: [any CodingKey]
    let log: JSONTree.ReadLog
    /// This array's entry in the log.
    private let slot: Int
    var currentIndex = 0 {
        didSet { log.arrays[slot].read = currentIndex }
    }

    init(elements: [JSONTree], codingPath: [any CodingKey], log: JSONTree.ReadLog) {
        self.elements = elements
        self.codingPath = codingPath
        self.log = log
        slot = log.arrays.count
        log.arrays.append((count: elements.count, read: 0))
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> JSONTree {
        guard currentIndex < elements.count else { throw JSONTree.Unsupported() }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count else { throw JSONTree.Unsupported() }
        if elements[currentIndex].isNull {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try TreeDecoder.bool(next()) }
    mutating func decode(_ type: String.Type) throws -> String { try TreeDecoder.string(next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try TreeDecoder.double(next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { throw JSONTree.Unsupported() }
    mutating func decode(_ type: Int.Type) throws -> Int { try TreeDecoder.integer(next(), as: Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try TreeDecoder.integer(next(), as: Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try TreeDecoder.integer(next(), as: Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try TreeDecoder.integer(next(), as: Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try TreeDecoder.integer(next(), as: Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try TreeDecoder.integer(next(), as: UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeDecoder.integer(next(), as: UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeDecoder.integer(next(), as: UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeDecoder.integer(next(), as: UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeDecoder.integer(next(), as: UInt64.self) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        return try TreeDecoder(next(), path: [], log: log).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        return try TreeDecoder(next(), path: [], log: log).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        return try TreeDecoder(next(), path: [], log: log).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { throw JSONTree.Unsupported() }
}

private struct SingleValue: SingleValueDecodingContainer {
    let tree: JSONTree
    let codingPath: [any CodingKey]
    let log: JSONTree.ReadLog

    func decodeNil() -> Bool { tree.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try TreeDecoder.bool(tree) }
    func decode(_ type: String.Type) throws -> String { try TreeDecoder.string(tree) }
    func decode(_ type: Double.Type) throws -> Double { try TreeDecoder.double(tree) }
    func decode(_ type: Float.Type) throws -> Float { throw JSONTree.Unsupported() }
    func decode(_ type: Int.Type) throws -> Int { try TreeDecoder.integer(tree, as: Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try TreeDecoder.integer(tree, as: Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try TreeDecoder.integer(tree, as: Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try TreeDecoder.integer(tree, as: Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try TreeDecoder.integer(tree, as: Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try TreeDecoder.integer(tree, as: UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try TreeDecoder.integer(tree, as: UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try TreeDecoder.integer(tree, as: UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try TreeDecoder.integer(tree, as: UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try TreeDecoder.integer(tree, as: UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try TreeDecoder(tree, path: codingPath, log: log).decode(type)
    }
}
