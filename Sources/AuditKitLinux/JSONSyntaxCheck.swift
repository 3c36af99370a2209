import Foundation

/// What `JSONSerialization` lets pass in the package's own JSON files and RFC 8259 does not, found
/// in one pass over the bytes with its place: a comma before `}` or `]` (a trailing comma), a key
/// written twice in one object (the second value silently replaced the first: `"label": "New
/// Quote", "label": ""` unnamed a button), and a number too large for a `Double` (`1e400`, which
/// `JSONSerialization` refuses without a place).
///
/// Anything else it leaves to `JSONSerialization`: on a syntax error of another kind it stops and
/// answers `nil`. Nesting is kept on a stack of its own (no recursion), and memory is the keys of
/// the objects open at one time.
enum JSONSyntaxCheck {
    /// The first such problem in `data`: its 0-based byte offset and a sentence saying what to do.
    static func firstProblem(in data: Data) -> (offset: Int, reason: String)? {
        data.withByteView { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.run()
        }
    }

    private struct Scanner {
        let bytes: ByteView
        var index = 0

        /// An open object (its keys so far, each with its offset) or array.
        struct Open {
            var isObject: Bool
            var keys: [String: Int] = [:]
        }

        init(bytes: ByteView) { self.bytes = bytes }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func run() -> (offset: Int, reason: String)? {
            var stack: [Open] = []
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            // Expecting a value (after `[`, `:`, `,` in an array, or at the top).
            var expectingValue = true
            while true {
                skipWhitespace()
                guard index < bytes.count else { return nil }
                let byte = bytes[index]
                if expectingValue {
                    switch byte {
                    case UInt8(ascii: "{"):
                        stack.append(Open(isObject: true))
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                            index += 1
                            stack.removeLast()
                            expectingValue = false
                        } else {
                            guard let problem = readKey(into: &stack) else { return nil }
                            if case .some(let found) = problem { return found }
                        }
                        continue
                    case UInt8(ascii: "["):
                        stack.append(Open(isObject: false))
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            index += 1
                            stack.removeLast()
                            expectingValue = false
                        }
                        continue
                    case UInt8(ascii: "\""):
                        guard skipString() != nil else { return nil }
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z")
                        {
                            index += 1
                        }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        let start = index
                        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                        let text = bytes[start..<index].string
                        if let value = Double(text), !value.isFinite {
                            return (
                                start,
                                "the number \(text.prefix(40)) is too large for a 64-bit floating-point number (about ±1.8e308); write a smaller one"
                            )
                        }
                    default:
                        return nil
                    }
                    expectingValue = false
                    continue
                }
                // After a value: `,`, or the end of the open container.
                guard let open = stack.last else { return nil }
                switch byte {
                case UInt8(ascii: ","):
                    let comma = index
                    index += 1
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    let next = bytes[index]
                    if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                        return (
                            comma,
                            "a comma before '\(Character(Unicode.Scalar(next)))': JSON allows none after the last \(open.isObject ? "member" : "element"); remove it"
                        )
                    }
                    if open.isObject {
                        guard let problem = readKey(into: &stack) else { return nil }
                        if case .some(let found) = problem { return found }
                    }
                    expectingValue = true
                case UInt8(ascii: "}") where open.isObject, UInt8(ascii: "]") where !open.isObject:
                    index += 1
                    stack.removeLast()
                    if stack.isEmpty { return nil }
                default:
                    return nil
                }
            }
        }

        /// Reads `"key" :` of the innermost object, recording the key. `nil`: not JSON this check
        /// reads; `.some(nil)`: read, a value follows; `.some(problem)`: the key is there twice.
        private mutating func readKey(into stack: inout [Open]) -> (offset: Int, reason: String)?? {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index
            guard let key = skipString() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            if let first = stack[stack.count - 1].keys[key] {
                let (line, column) = LineBreaks.position(of: first, in: bytes.array)
                let shown = key.count > 40 ? String(key.prefix(40)) + "…" : key
                return .some(
                    (
                        start,
                        "the key \"\(shown)\" is here a second time in one object (first at line \(line), column \(column)); JSON readers keep only one of the two values: remove one"
                    ))
            }
            stack[stack.count - 1].keys[key] = start
            return .some(nil)
        }

        /// Skips a string at `index` (its opening quote); returns its text, escapes decoded, or
        /// `nil` when it is not closed or holds an escape JSON does not have.
        private mutating func skipString() -> String? {
            index += 1
            let start = index
            var hasEscape = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let body = bytes[start..<index]
                    index += 1
                    if !hasEscape { return body.string }
                    return Self.unescaped(body)
                }
                if byte == UInt8(ascii: "\\") {
                    hasEscape = true
                    index += 2
                    continue
                }
                index += 1
            }
            return nil
        }

        /// A string's body with its escapes decoded (`\u0061` is `a`, so keys compare as JSON
        /// readers see them); `nil` for an escape JSON does not have.
        private static func unescaped(_ body: ByteView) -> String? {
            var scalars: [UInt16] = []
            var plain: [UInt8] = []
            var result = ""
            func flushPlain() {
                if !plain.isEmpty { result += String(decoding: plain, as: UTF8.self) }
                plain = []
            }
            func flushUnits() {
                if !scalars.isEmpty { result += String(decoding: scalars, as: UTF16.self) }
                scalars = []
            }
            var i = 0
            while i < body.count {
                let byte = body[i]
                guard byte == UInt8(ascii: "\\"), i + 1 < body.count else {
                    flushUnits()
                    plain.append(byte)
                    i += 1
                    continue
                }
                flushPlain()
                let escape = body[i + 1]
                i += 2
                let simple: UInt16? =
                    switch escape {
                    case UInt8(ascii: "\""): 0x22
                    case UInt8(ascii: "\\"): 0x5C
                    case UInt8(ascii: "/"): 0x2F
                    case UInt8(ascii: "b"): 0x08
                    case UInt8(ascii: "f"): 0x0C
                    case UInt8(ascii: "n"): 0x0A
                    case UInt8(ascii: "r"): 0x0D
                    case UInt8(ascii: "t"): 0x09
                    default: nil
                    }
                if let simple {
                    scalars.append(simple)
                    continue
                }
                guard escape == UInt8(ascii: "u"), i + 4 <= body.count,
                    let unit = UInt16(body[i..<(i + 4)].string, radix: 16)
                else { return nil }
                scalars.append(unit)
                i += 4
            }
            flushUnits()
            flushPlain()
            return result
        }

        private static func isNumberByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        }
    }
}
