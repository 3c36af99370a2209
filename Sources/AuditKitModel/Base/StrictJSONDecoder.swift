import Foundation

/// Decodes `Decodable` values from a parsed JSON tree (`JSONSerialization`'s objects) and refuses
/// what `JSONDecoder` lets pass in this package's own files:
///
/// - a key no type reads (a misspelt `"efectiveAlpha"`, a key of another format), named with its
///   path and, when one is close, the key meant (``UnreadValue``);
/// - an array element no type reads (`"frame": [[0, 0, 0], [10, 10, 10]]`);
/// - `1` or `0` where `true` or `false` is expected, and `true` where a number is;
/// - a number with a fraction where an integer is expected, or one that does not fit in 64 bits
///   or in a `Double` (`1e400`), named with its path.
///
/// Other mistakes are the `DecodingError`s `JSONDecoder` throws, with the same coding paths. Walks
/// the tree once; no recursion beyond the nesting of the types decoded.
package struct StrictJSONDecoder {
    /// A key or array element no type read.
    package struct UnreadValue: Error {
        /// Where it is: the path of the object or array holding it, then the key or index.
        package var codingPath: [any CodingKey]
        /// What is wrong and what to do, as a sentence.
        package var reason: String
    }

    /// Decodes `type` from `object`, then checks that every key and element was read.
    /// - Throws: `DecodingError` as `JSONDecoder` would (and for the stricter checks above);
    ///   ``UnreadValue`` for the first key or element, in reading order, that no type read.
    package static func decode<T: Decodable>(_ type: T.Type, from object: Any) throws -> T {
        let tracker = Tracker()
        let value: T
        do {
            value = try T(from: TreeDecoder(value: object, codingPath: [], tracker: tracker))
        } catch let error as DecodingError {
            // A misspelt key often is the cause (the right one is then "missing", or a list "needs a
            // criterion"): an unknown key in the object that failed, or around it, is named instead.
            if let unread = tracker.unknownKey(near: error) { throw unread }
            throw error
        }
        try tracker.checkAllRead()
        return value
    }

    /// What the decoding read, object by object and array by array.
    final class Tracker {
        struct Object {
            var codingPath: [any CodingKey]
            var keys: [String]
            var read: Set<String> = []
            var asked: Set<String> = []
        }
        struct Array {
            var codingPath: [any CodingKey]
            var count: Int
            var read = 0
        }
        var objects: [String: Object] = [:]
        var objectOrder: [String] = []
        var arrays: [String: Array] = [:]
        var arrayOrder: [String] = []

        func register(object: [String: Any], at codingPath: [any CodingKey]) -> String {
            let id = Self.text(codingPath)
            if objects[id] == nil {
                objects[id] = Object(codingPath: codingPath, keys: object.keys.sorted())
                objectOrder.append(id)
            }
            return id
        }

        func register(array: [Any], at codingPath: [any CodingKey]) -> String {
            let id = Self.text(codingPath)
            if arrays[id] == nil {
                arrays[id] = Array(codingPath: codingPath, count: array.count)
                arrayOrder.append(id)
            }
            return id
        }

        /// A misspelt key (one never asked for, a near miss of an absent key that was) in an object
        /// on the coding path of `error`, nearest first; `nil` when there is none.
        func unknownKey(near error: DecodingError) -> UnreadValue? {
            let codingPath: [any CodingKey]
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                codingPath = context.codingPath
            case .keyNotFound(_, let context): codingPath = context.codingPath
            @unknown default: return nil
            }
            for length in stride(from: codingPath.count, through: 0, by: -1) {
                let id = Self.text(Swift.Array(codingPath.prefix(length)))
                guard let object = objects[id] else { continue }
                // Decoding stopped early, so keys not asked yet may be fine: only a key that is a
                // near miss of one asked for and absent is surely the mistake.
                let known = object.asked.union(object.read)
                for key in object.keys where !known.contains(key) {
                    if let meant = Self.closest(to: key, in: object.asked.sorted()), !object.keys.contains(meant) {
                        return unread(key, in: object)
                    }
                }
            }
            return nil
        }

        /// The error for `key`, unread in `object`, with the key meant when one is close.
        func unread(_ key: String, in object: Object) -> UnreadValue {
            let known = object.asked.union(object.read).sorted()
            var reason = "unknown key \"\(key)\""
            if let meant = Self.closest(to: key, in: known) {
                reason += "; did you mean \"\(meant)\"?"
            } else if !known.isEmpty {
                reason += "; the keys read here are \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
            }
            return UnreadValue(
                codingPath: object.codingPath + [AnyKey(key)],
                reason: reason + (reason.hasSuffix("?") ? " " : ". ") + "Remove it or correct its name")
        }

        func checkAllRead() throws {
            for id in objectOrder {
                guard let object = objects[id], let key = object.keys.first(where: { !object.read.contains($0) }) else {
                    continue
                }
                throw unread(key, in: object)
            }
            for id in arrayOrder {
                guard let array = arrays[id], array.read < array.count else { continue }
                throw UnreadValue(
                    codingPath: array.codingPath + [AnyKey(index: array.read)],
                    reason:
                        "an extra value: only \(array.read) \(array.read == 1 ? "is" : "are") expected here. Remove the rest"
                )
            }
        }

        /// The key in `keys` one or two edits from `key` (a misspelling), when exactly one is closest.
        static func closest(to key: String, in keys: [String]) -> String? {
            let scored = keys.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }.filter { $0.1 <= 2 }
            guard let best = scored.min(by: { $0.1 < $1.1 }), scored.filter({ $0.1 == best.1 }).count == 1 else {
                return nil
            }
            return best.0
        }

        static func editDistance(_ a: String, _ b: String) -> Int {
            let a = Swift.Array(a)
            let b = Swift.Array(b)
            guard !a.isEmpty else { return b.count }
            guard !b.isEmpty else { return a.count }
            var previous = Swift.Array(0...b.count)
            for i in 1...a.count {
                var current = [i] + Swift.Array(repeating: 0, count: b.count)
                for j in 1...b.count {
                    current[j] = min(
                        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
                previous = current
            }
            return previous[b.count]
        }

        static func text(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        }
    }

    /// A coding key for paths: a dictionary key or an array index.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init(index: Int) {
            stringValue = "Index \(index)"
            intValue = index
        }
        init?(intValue: Int) { self.init(index: intValue) }
    }
}

// MARK: - The decoder

private struct TreeDecoder: Decoder {
    let value: Any
    let codingPath: [any CodingKey]
    let tracker: StrictJSONDecoder.Tracker
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object = value as? [String: Any] else {
            throw DecodingError.typeMismatch(
                [String: Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "found \(JSONValue.describe(value))"))
        }
        let id = tracker.register(object: object, at: codingPath)
        return KeyedDecodingContainer(
            KeyedContainer<Key>(object: object, id: id, codingPath: codingPath, tracker: tracker))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let array = value as? [Any] else {
            throw DecodingError.typeMismatch(
                [Any].self,
                .init(
                    codingPath: codingPath,
                    debugDescription: "found \(JSONValue.describe(value))"))
        }
        let id = tracker.register(array: array, at: codingPath)
        return UnkeyedContainer(array: array, id: id, codingPath: codingPath, tracker: tracker)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleContainer(value: value, codingPath: codingPath, tracker: tracker)
    }
}

/// Reading one JSON value as a Swift value, strictly.
private enum JSONValue {
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// `"the string \"x\""`, `"true"`, `"null"`, `"an object"`, for messages.
    static func describe(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if isBoolean(value) { return (value as? Bool) == true ? "true" : "false" }
        if let string = value as? String { return "the string \"\(string.prefix(40))\"" }
        if let number = value as? NSNumber { return "the number \(number.stringValue)" }
        if value is [String: Any] { return "an object" }
        if value is [Any] { return "an array" }
        return "\(type(of: value))"
    }

    static func decode<T: Decodable>(
        _ type: T.Type, from value: Any, at codingPath: [any CodingKey],
        tracker: StrictJSONDecoder.Tracker
    ) throws -> T {
        func mismatch() -> DecodingError {
            .typeMismatch(T.self, .init(codingPath: codingPath, debugDescription: "found \(describe(value))"))
        }
        func outOfRange(_ what: String) -> DecodingError {
            .dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "the number \((value as? NSNumber)?.stringValue ?? "") is out of range (\(what))")
            )
        }
        func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
            let range =
                I.bitWidth == 64 && I.isSigned
                ? "integers must fit in 64 bits, \(I.min)...\(I.max)" : "\(I.min)...\(I.max)"
            guard let number = value as? NSNumber, !isBoolean(value) else { throw mismatch() }
            let type = String(cString: number.objCType)
            if value is NSDecimalNumber || type == "d" || type == "f" {
                let double = number.doubleValue
                guard double == double.rounded(), let exact = I(exactly: double) else {
                    if double == double.rounded() { throw outOfRange(range) }
                    throw mismatch()
                }
                return exact
            }
            if type == "Q" {
                guard let exact = I(exactly: number.uint64Value) else { throw outOfRange(range) }
                return exact
            }
            guard let exact = I(exactly: number.int64Value) else { throw outOfRange(range) }
            return exact
        }
        func double() throws -> Double {
            guard let number = value as? NSNumber, !isBoolean(value) else { throw mismatch() }
            // JSONSerialization keeps long decimals as NSDecimalNumber, whose doubleValue may be off in
            // the last bit: read its digits instead, so a value written by JSONEncoder reads back exactly.
            let double =
                value is NSDecimalNumber ? Double(number.stringValue) ?? number.doubleValue : number.doubleValue
            guard double.isFinite else { throw outOfRange("beyond what a 64-bit floating-point number holds") }
            return double
        }
        switch type {
        case is String.Type:
            guard let string = value as? String else { throw mismatch() }
            return string as! T
        case is Bool.Type:
            guard isBoolean(value), let bool = value as? Bool else { throw mismatch() }
            return bool as! T
        case is Double.Type: return try double() as! T
        case is Float.Type: return Float(try double()) as! T
        case is Int.Type: return try integer(Int.self) as! T
        case is Int8.Type: return try integer(Int8.self) as! T
        case is Int16.Type: return try integer(Int16.self) as! T
        case is Int32.Type: return try integer(Int32.self) as! T
        case is Int64.Type: return try integer(Int64.self) as! T
        case is UInt.Type: return try integer(UInt.self) as! T
        case is UInt8.Type: return try integer(UInt8.self) as! T
        case is UInt16.Type: return try integer(UInt16.self) as! T
        case is UInt32.Type: return try integer(UInt32.self) as! T
        case is UInt64.Type: return try integer(UInt64.self) as! T
        default:
            return try T(from: TreeDecoder(value: value, codingPath: codingPath, tracker: tracker))
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: Any]
    let id: String
    let codingPath: [any CodingKey]
    let tracker: StrictJSONDecoder.Tracker

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        tracker.objects[id]?.asked.insert(key.stringValue)
        return object[key.stringValue] != nil
    }

    private func value(for key: Key) throws -> Any {
        tracker.objects[id]?.asked.insert(key.stringValue)
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "no value for the key \"\(key.stringValue)\""))
        }
        tracker.objects[id]?.read.insert(key.stringValue)
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        tracker.objects[id]?.asked.insert(key.stringValue)
        guard let value = object[key.stringValue] else { return true }
        guard value is NSNull else { return false }
        tracker.objects[id]?.read.insert(key.stringValue)
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try value(for: key)
        if value is NSNull {
            throw DecodingError.valueNotFound(
                T.self, .init(codingPath: codingPath + [key], debugDescription: "found null"))
        }
        return try JSONValue.decode(T.self, from: value, at: codingPath + [key], tracker: tracker)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if try decodeNil(forKey: key) { return nil }
        return try decode(T.self, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try TreeDecoder(value: value(for: key), codingPath: codingPath + [key], tracker: tracker).container(
            keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: value(for: key), codingPath: codingPath + [key], tracker: tracker).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(
            .init(codingPath: codingPath, debugDescription: "superclass decoding is not supported"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try TreeDecoder(value: value(for: key), codingPath: codingPath + [key], tracker: tracker)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let array: [Any]
    let id: String
    let codingPath: [any CodingKey]
    let tracker: StrictJSONDecoder.Tracker
    private(set) var currentIndex = 0

    init(array: [Any], id: String, codingPath: [any CodingKey], tracker: StrictJSONDecoder.Tracker) {
        self.array = array
        self.id = id
        self.codingPath = codingPath
        self.tracker = tracker
    }

    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private var indexKey: StrictJSONDecoder.AnyKey { StrictJSONDecoder.AnyKey(index: currentIndex) }

    private mutating func next<T>(_ type: T.Type) throws -> Any {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                T.self,
                .init(
                    codingPath: codingPath + [indexKey],
                    debugDescription: "but the array ends after \(array.count) value\(array.count == 1 ? "" : "s")"))
        }
        let value = array[currentIndex]
        currentIndex += 1
        if let read = tracker.arrays[id]?.read, read < currentIndex { tracker.arrays[id]?.read = currentIndex }
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, array[currentIndex] is NSNull else { return false }
        _ = try next(Any.self)
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [indexKey]
        let value = try next(T.self)
        if value is NSNull {
            throw DecodingError.valueNotFound(T.self, .init(codingPath: path, debugDescription: "found null"))
        }
        return try JSONValue.decode(T.self, from: value, at: path, tracker: tracker)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let path = codingPath + [indexKey]
        return try TreeDecoder(value: next([String: Any].self), codingPath: path, tracker: tracker).container(
            keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [indexKey]
        return try TreeDecoder(value: next([Any].self), codingPath: path, tracker: tracker).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = codingPath + [indexKey]
        return TreeDecoder(value: try next(Any.self), codingPath: path, tracker: tracker)
    }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let value: Any
    let codingPath: [any CodingKey]
    let tracker: StrictJSONDecoder.Tracker

    func decodeNil() -> Bool { value is NSNull }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if value is NSNull {
            throw DecodingError.valueNotFound(T.self, .init(codingPath: codingPath, debugDescription: "found null"))
        }
        return try JSONValue.decode(T.self, from: value, at: codingPath, tracker: tracker)
    }
}
