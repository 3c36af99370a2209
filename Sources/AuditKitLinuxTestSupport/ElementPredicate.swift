import AuditKitLinux
@_spi(AuditKitLinuxTestSupport) import AuditKitModel
import Foundation

/// A predicate in `NSPredicate`'s format language, parsed: the subset UI test suites use on
/// elements (`exists == true`, `label CONTAINS[c] %@`, `identifier BEGINSWITH 'cell'`, `AND`,
/// `OR`, `NOT`, `IN`, `LIKE`, `MATCHES`).
struct ElementPredicate: Sendable {
    /// A value a predicate compares.
    indirect enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case list([Value])
        case elementType(ElementType)
    }

    /// Where a comparison reads its value.
    enum Operand: Sendable {
        case key(String)
        case constant(Value)
        case this
    }

    enum Comparison: String, Sendable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case contains = "CONTAINS"
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case like = "LIKE"
        case matches = "MATCHES"
        case isIn = "IN"
    }

    indirect enum Node: Sendable {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(Operand, Comparison, Operand, caseInsensitive: Bool, diacriticInsensitive: Bool)
    }

    /// A format the parser cannot read, with what and where.
    struct ParseError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Reading a key the evaluated object does not have.
    struct EvaluationError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    let format: String
    let root: Node

    /// The element attributes a predicate may read (`XCUIElementAttributes`, plus `exists` and
    /// `isHittable`), with their Objective-C getter names.
    static let keys: Set<String> = [
        "identifier", "label", "title", "value", "placeholderValue", "elementType", "exists", "enabled",
        "isEnabled", "selected", "isSelected", "hasFocus", "hittable", "isHittable",
    ]

    init(format: String, arguments: [Any?]) throws {
        self.format = format
        var parser = Parser(format: format, arguments: arguments)
        root = try parser.parse()
    }

    // MARK: Evaluation

    func evaluate(_ object: Any?) throws -> Bool {
        try evaluate(root, object)
    }

    private func evaluate(_ node: Node, _ object: Any?) throws -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return try !evaluate(inner, object)
        case .and(let left, let right): return try evaluate(left, object) && evaluate(right, object)
        case .or(let left, let right): return try evaluate(left, object) || evaluate(right, object)
        case .compare(let left, let comparison, let right, let c, let d):
            return try Self.compare(
                value(left, object), comparison, value(right, object), caseInsensitive: c, diacriticInsensitive: d)
        }
    }

    private func value(_ operand: Operand, _ object: Any?) throws -> Value {
        switch operand {
        case .constant(let value): return value
        case .this: return Self.value(of: object)
        case .key(let key):
            guard let element = object as? HeadlessElement else {
                throw EvaluationError(
                    message: "NSPredicate \"\(format)\" reads '\(key)', but it was evaluated with "
                        + "\(object.map { "\(type(of: $0))" } ?? "nil"), not an XCUIElement")
            }
            return Self.value(of: key, in: element)
        }
    }

    private static func value(of key: String, in element: HeadlessElement) -> Value {
        let snapshot = element.snapshot
        switch key {
        case "exists": return .bool(snapshot != nil)
        case "identifier": return .string(snapshot?.identifier ?? "")
        case "label": return .string(snapshot?.label ?? "")
        case "title": return .string("")
        case "value": return snapshot?.value.map(Value.string) ?? .null
        case "placeholderValue": return snapshot?.placeholderValue.map(Value.string) ?? .null
        case "elementType": return snapshot.map { .elementType($0.elementType) } ?? .number(0)
        case "enabled", "isEnabled":
            return .bool(snapshot.map { $0.isEnabled != false && $0.traits?.contains(.notEnabled) != true } ?? false)
        case "selected", "isSelected": return .bool(snapshot?.traits?.contains(.selected) ?? false)
        case "hasFocus": return .bool(element.hasFocus)
        case "hittable", "isHittable": return .bool(element.isHittable)
        default: return .null
        }
    }

    /// An argument or evaluated object as a value.
    static func value(of object: Any?) -> Value {
        guard let object else { return .null }
        switch object {
        case let value as Value: return value
        case let string as String: return .string(string)
        case let substring as Substring: return .string(String(substring))
        case let bool as Bool: return .bool(bool)
        case let int as Int: return .number(Double(int))
        case let int as Int32: return .number(Double(int))
        case let int as Int64: return .number(Double(int))
        case let int as UInt: return .number(Double(int))
        case let int as UInt32: return .number(Double(int))
        case let int as UInt64: return .number(Double(int))
        case let double as Double: return .number(double)
        case let float as Float: return .number(Double(float))
        case let float as CGFloat: return .number(Double(float))
        case let number as NSNumber: return .number(number.doubleValue)
        case let type as ElementType: return .elementType(type)
        case is NSNull: return .null
        case let string as NSString: return .string(string as String)
        case let array as [Any]: return .list(array.map { value(of: $0) })
        case let set as Set<String>: return .list(set.sorted().map(Value.string))
        default:
            let mirror = Mirror(reflecting: object)
            if mirror.displayStyle == .optional {
                return mirror.children.first.map { value(of: $0.value) } ?? .null
            }
            return .string("\(object)")
        }
    }

    // MARK: Comparison

    private static func fold(_ string: String, _ caseInsensitive: Bool, _ diacriticInsensitive: Bool) -> String {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? string : string.folding(options: options, locale: nil)
    }

    /// A number for a comparison with numbers: booleans are 1 and 0, element types Apple's raw value.
    private static func number(_ value: Value) -> Double? {
        switch value {
        case .number(let number): return number
        case .bool(let bool): return bool ? 1 : 0
        case .elementType(let type): return type.appleRawValue.map(Double.init)
        default: return nil
        }
    }

    private static func string(_ value: Value) -> String? {
        switch value {
        case .string(let string): return string
        case .elementType(let type): return type.rawValue
        default: return nil
        }
    }

    static func equal(_ left: Value, _ right: Value, _ c: Bool, _ d: Bool) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.elementType(let a), .elementType(let b)): return a == b
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, c, d) }
        default:
            if let a = number(left), let b = number(right) { return a == b }
            if let a = string(left), let b = string(right) { return fold(a, c, d) == fold(b, c, d) }
            return false
        }
    }

    static func compare(
        _ left: Value, _ comparison: Comparison, _ right: Value, caseInsensitive c: Bool, diacriticInsensitive d: Bool
    ) throws -> Bool {
        switch comparison {
        case .equal: return equal(left, right, c, d)
        case .notEqual: return !equal(left, right, c, d)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: ComparisonResult
            if let a = number(left), let b = number(right) {
                order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            } else if let a = string(left), let b = string(right) {
                let (x, y) = (fold(a, c, d), fold(b, c, d))
                order = x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            } else {
                return false
            }
            switch comparison {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .contains:
            if case .list(let items) = left { return items.contains { equal($0, right, c, d) } }
            guard let a = string(left), let b = string(right) else { return false }
            return fold(a, c, d).containsText(fold(b, c, d))
        case .beginsWith:
            guard let a = string(left), let b = string(right) else { return false }
            return fold(a, c, d).hasPrefix(fold(b, c, d))
        case .endsWith:
            guard let a = string(left), let b = string(right) else { return false }
            return fold(a, c, d).hasSuffix(fold(b, c, d))
        case .like:
            guard let a = string(left), let b = string(right) else { return false }
            return like(fold(a, c, d), pattern: fold(b, c, d))
        case .matches:
            guard let a = string(left), let b = string(right) else { return false }
            guard let regex = try? NSRegularExpression(pattern: "^(?:\(b))$", options: c ? [.caseInsensitive] : [])
            else { throw EvaluationError(message: "MATCHES: '\(b)' is not a regular expression") }
            let text = d ? fold(a, false, true) : a
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        case .isIn:
            switch right {
            case .list(let items): return items.contains { equal(left, $0, c, d) }
            default:
                guard let a = string(left), let b = string(right) else { return false }
                return fold(b, c, d).containsText(fold(a, c, d))
            }
        }
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    static func like(_ text: String, pattern: String) -> Bool {
        let t = Array(text)
        let p = Array(pattern)
        var ti = 0
        var pi = 0
        var star: Int?
        var mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti], p[pi] != "*" {
                ti += 1
                pi += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if let s = star {
                pi = s + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

// MARK: Parsing

extension ElementPredicate {
    fileprivate struct Parser {
        enum Token: Equatable {
            case word(String)  // keys and keywords
            case string(String)
            case number(Double)
            case symbol(String)  // ( ) { } , == != < <= > >= && || ! [c]
            case argument(String)  // %@ %K %d …
            case end
        }

        let format: String
        var arguments: [Any?]
        var tokens: [Token] = []
        var position = 0
        var argumentIndex = 0

        init(format: String, arguments: [Any?]) {
            self.format = format
            self.arguments = arguments
        }

        func error(_ text: String) -> ParseError {
            ParseError(message: "NSPredicate(format: \"\(format)\"): \(text)")
        }

        mutating func parse() throws -> Node {
            tokens = try tokenize()
            let node = try parseOr()
            guard tokens[position] == .end else { throw error("unexpected \(describe(tokens[position]))") }
            if argumentIndex < arguments.count {
                throw error(
                    "\(arguments.count) argument\(arguments.count == 1 ? "" : "s") given for "
                        + "\(argumentIndex) placeholder\(argumentIndex == 1 ? "" : "s")")
            }
            return node
        }

        func describe(_ token: Token) -> String {
            switch token {
            case .word(let w): return "'\(w)'"
            case .string(let s): return "'\(s)'"
            case .number(let n): return "\(n)"
            case .symbol(let s): return "'\(s)'"
            case .argument(let a): return a
            case .end: return "end"
            }
        }

        mutating func tokenize() throws -> [Token] {
            var result: [Token] = []
            let chars = Array(format)
            var i = 0
            while i < chars.count {
                let ch = chars[i]
                if ch.isWhitespace {
                    i += 1
                    continue
                }
                if ch == "'" || ch == "\"" {
                    var text = ""
                    i += 1
                    while i < chars.count, chars[i] != ch {
                        if chars[i] == "\\", i + 1 < chars.count {
                            i += 1
                            switch chars[i] {
                            case "n": text.append("\n")
                            case "t": text.append("\t")
                            default: text.append(chars[i])
                            }
                        } else {
                            text.append(chars[i])
                        }
                        i += 1
                    }
                    guard i < chars.count else { throw error("a string is not closed") }
                    i += 1
                    result.append(.string(text))
                    continue
                }
                if ch == "%" {
                    var spec = "%"
                    i += 1
                    while i < chars.count, chars[i].isLetter || chars[i] == "@" {
                        spec.append(chars[i])
                        i += 1
                        if spec.last == "@" || spec.last == "K" || "dDiuUfFeEgGsS".contains(spec.last!) { break }
                    }
                    result.append(.argument(spec))
                    continue
                }
                if ch.isNumber || (ch == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                    var text = String(ch)
                    i += 1
                    while i < chars.count, chars[i].isNumber || chars[i] == "." || chars[i] == "e" {
                        text.append(chars[i])
                        i += 1
                    }
                    guard let number = Double(text) else { throw error("'\(text)' is not a number") }
                    result.append(.number(number))
                    continue
                }
                if ch.isLetter || ch == "_" || ch == "$" || ch == "#" {
                    var text = ""
                    while i < chars.count,
                        chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "."
                            || chars[i] == "$" || chars[i] == "#"
                    {
                        text.append(chars[i])
                        i += 1
                    }
                    result.append(.word(text))
                    continue
                }
                if ch == "[" {
                    var text = ""
                    i += 1
                    while i < chars.count, chars[i] != "]" {
                        text.append(chars[i])
                        i += 1
                    }
                    guard i < chars.count else { throw error("'[' is not closed") }
                    i += 1
                    result.append(.symbol("[\(text.lowercased())]"))
                    continue
                }
                let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    let normal = ["<>": "!=", "=<": "<=", "=>": ">="][two] ?? two
                    result.append(.symbol(normal))
                    i += 2
                    continue
                }
                if "()<>=!{},".contains(ch) {
                    result.append(.symbol(ch == "=" ? "==" : String(ch)))
                    i += 1
                    continue
                }
                throw error("unexpected character '\(ch)'")
            }
            result.append(.end)
            return result
        }

        var current: Token { tokens[position] }

        mutating func advance() { position += 1 }

        func isKeyword(_ token: Token, _ names: String...) -> Bool {
            if case .word(let word) = token { return names.contains(word.uppercased()) }
            return false
        }

        mutating func parseOr() throws -> Node {
            var node = try parseAnd()
            while current == .symbol("||") || isKeyword(current, "OR") {
                advance()
                node = .or(node, try parseAnd())
            }
            return node
        }

        mutating func parseAnd() throws -> Node {
            var node = try parseNot()
            while current == .symbol("&&") || isKeyword(current, "AND") {
                advance()
                node = .and(node, try parseNot())
            }
            return node
        }

        mutating func parseNot() throws -> Node {
            if current == .symbol("!") || isKeyword(current, "NOT") {
                advance()
                return .not(try parseNot())
            }
            return try parsePrimary()
        }

        mutating func parsePrimary() throws -> Node {
            if current == .symbol("(") {
                advance()
                let node = try parseOr()
                guard current == .symbol(")") else { throw error("expected ')', found \(describe(current))") }
                advance()
                return node
            }
            if isKeyword(current, "TRUEPREDICATE") {
                advance()
                return .constant(true)
            }
            if isKeyword(current, "FALSEPREDICATE") {
                advance()
                return .constant(false)
            }
            let left = try parseOperand()
            var negated = false
            if isKeyword(current, "NOT") {  // `label NOT CONTAINS 'x'`, `x NOT IN {…}`
                negated = true
                advance()
            }
            let comparison: Comparison
            switch current {
            case .symbol(let symbol) where Comparison(rawValue: symbol) != nil:
                comparison = Comparison(rawValue: symbol)!
            case .word(let word) where Comparison(rawValue: word.uppercased()) != nil:
                comparison = Comparison(rawValue: word.uppercased())!
            case .word(let word)
            where ["ANY", "ALL", "SOME", "NONE", "BETWEEN", "SUBQUERY"].contains(word.uppercased()):
                throw error(
                    "'\(word)' is not supported here (supported: ==, !=, <, <=, >, >=, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, MATCHES, IN, AND, OR, NOT)"
                )
            default:
                throw error("expected a comparison after the key, found \(describe(current))")
            }
            advance()
            var caseInsensitive = false
            var diacriticInsensitive = false
            if case .symbol(let symbol) = current, symbol.hasPrefix("[") {
                let flags = symbol.dropFirst().dropLast()
                guard flags.allSatisfy({ "cdn".contains($0) }) else { throw error("unknown modifier \(symbol)") }
                caseInsensitive = flags.contains("c")
                diacriticInsensitive = flags.contains("d")
                advance()
            }
            let right = try parseOperand()
            let node = Node.compare(
                left, comparison, right, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
            return negated ? .not(node) : node
        }

        mutating func nextArgument(_ spec: String) throws -> Any? {
            guard argumentIndex < arguments.count else {
                throw error("\(spec) has no argument (\(arguments.count) given)")
            }
            defer { argumentIndex += 1 }
            return arguments[argumentIndex]
        }

        mutating func key(_ name: String) throws -> Operand {
            if name.uppercased() == "SELF" { return .this }
            guard ElementPredicate.keys.contains(name) else {
                throw error(
                    "'\(name)' is not an element attribute (supported: "
                        + ElementPredicate.keys.sorted().joined(separator: ", ") + ", SELF)")
            }
            return .key(name)
        }

        mutating func parseOperand() throws -> Operand {
            let token = current
            advance()
            switch token {
            case .string(let text): return .constant(.string(text))
            case .number(let number): return .constant(.number(number))
            case .word(let word):
                switch word.uppercased() {
                case "TRUE", "YES": return .constant(.bool(true))
                case "FALSE", "NO": return .constant(.bool(false))
                case "NIL", "NULL": return .constant(.null)
                default: return try key(word)
                }
            case .argument(let spec):
                let argument = try nextArgument(spec)
                switch spec {
                case "%K":
                    guard let name = argument as? String else { throw error("%K needs a key name (a String)") }
                    return try key(name)
                case "%@":
                    return .constant(ElementPredicate.value(of: argument))
                default:
                    let value = ElementPredicate.value(of: argument)
                    guard case .number = value else {
                        throw error("\(spec) needs a number, got \(argument.map { "\(type(of: $0))" } ?? "nil")")
                    }
                    return .constant(value)
                }
            case .symbol("{"):
                var items: [Value] = []
                while current != .symbol("}") {
                    guard case .constant(let value) = try parseOperand() else {
                        throw error("a list holds constants only")
                    }
                    items.append(value)
                    if current == .symbol(",") {
                        advance()
                    } else if current != .symbol("}") {
                        throw error("expected ',' or '}' in a list, found \(describe(current))")
                    }
                }
                advance()
                return .constant(.list(items))
            default:
                throw error("expected a key or a value, found \(describe(token))")
            }
        }
    }
}
