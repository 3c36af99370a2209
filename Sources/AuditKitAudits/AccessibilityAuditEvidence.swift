import AuditKitModel
import Foundation

/// What an issue measured and what decided it, as data: the numbers and facts its message is
/// written from, so tests, ignore lists and tools need not read the message.
///
/// In the manner of the result metadata of Google's Accessibility Test Framework (its `KEY_*`
/// names): each fact is stored under a documented key (``Key``, such as ``Key/contrastRatio``)
/// with a value of the key's type. Numbers are unrounded (messages round them); lengths are in
/// points; colours are sRGB hex strings (`#RRGGBB`, `#RRGGBBAA` when not opaque). Each key's unit
/// and meaning (``documentedKeys``) and the rules that set it (each rule's
/// ``AccessibilityAuditRuleDescriptor/evidence``) are listed in <doc:IssueEvidence>.
///
/// ```swift
/// let issue = try XCTUnwrap(result.issues.first)
/// XCTAssertEqual(issue.evidence[.width], 18)
/// XCTAssertEqual(issue.evidence[.minimumSize], 24)
/// ```
///
/// As JSON (reports, SARIF result `properties.evidence`, run reports) it is an object from key name
/// to value: `{"height": 22, "minimumSize": 24, "width": 18}`. A number that is not finite is not
/// recorded (JSON has no such numbers).
public struct AccessibilityAuditEvidence: Hashable, Sendable {
    /// One value: a number, a string, a Boolean or a list of strings.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        /// A number (lengths in points, ratios, counts); always finite.
        case number(Double)
        /// A string (texts, colours as hex, names).
        case string(String)
        /// A fact that holds or not.
        case bool(Bool)
        /// A list of strings (trait names, element names).
        case strings([String])

        /// The value as in JSON: `4.5`, `"#FFFFFF"`, `true`, `["button", "link"]`.
        public var description: String {
            switch self {
            case .number(let number):
                number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .string(let string): "\"\(string)\""
            case .bool(let bool): String(bool)
            case .strings(let strings): "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            }
        }
    }

    /// A documented evidence key whose values have type `V`. The keys are static members, such as
    /// ``Key/width`` (`Key<Double>`), declared in AccessibilityAuditEvidence+Keys.swift with their
    /// units and meanings (``documentedKeys``).
    public struct Key<V: AccessibilityAuditEvidenceValue>: Hashable, Sendable {
        /// The key's name in JSON and ignore lists, such as `contrastRatio`.
        public let name: String

        /// A key named `name` (lowerCamelCase, unique among the keys).
        public init(_ name: String) { self.name = name }
    }

    /// One recorded value and the name of its key.
    package struct Entry: Hashable, Sendable {
        package let name: String
        package var value: Value
    }

    /// The recorded values, one per key name, sorted by name (`String` order, so that two
    /// evidences with the same values have the same entries, and ``names`` is this order).
    ///
    /// A short sorted array rather than a dictionary: an issue records a handful of values, and
    /// every issue of an audit builds its evidence, so setting a value must cost a few comparisons
    /// of short names, not a hashed table of its own. ``values`` builds the dictionary when asked.
    package private(set) var entries: [Entry]

    /// The values by key name.
    public var values: [String: Value] {
        Dictionary(uniqueKeysWithValues: entries.lazy.map { ($0.name, $0.value) })
    }

    /// Evidence with no values.
    public init() { entries = [] }

    /// Evidence with these values by key name; numbers that are not finite are left out.
    public init(values: [String: Value]) {
        entries =
            values
            .filter { if case .number(let n) = $0.value { return n.isFinite } else { return true } }
            .map { Entry(name: $0.key, value: $0.value) }
            .sorted { $0.name < $1.name }
    }

    /// The value under `key`, of the key's type; `nil` when the issue does not record it. Setting
    /// `nil` removes it; setting a number that is not finite records nothing.
    public subscript<V>(key: Key<V>) -> V? {
        get { self[name: key.name].flatMap(V.init(evidenceValue:)) }
        set { self[name: key.name] = newValue?.evidenceValue }
    }

    /// The value under the key named `name`, whatever its type; `nil` when not recorded.
    public subscript(name name: String) -> Value? {
        get {
            let index = position(of: name)
            return index < entries.count && entries[index].name == name ? entries[index].value : nil
        }
        set {
            // Rules record their values in key order, mostly: each new one then goes after the
            // last, found with one comparison instead of a search and an insertion.
            if let newValue, entries.isEmpty || entries[entries.count - 1].name < name,
                !Self.isNonFiniteNumber(newValue)
            {
                if entries.isEmpty { entries.reserveCapacity(4) }
                entries.append(Entry(name: name, value: newValue))
                return
            }
            let index = position(of: name)
            let present = index < entries.count && entries[index].name == name
            if let newValue, !Self.isNonFiniteNumber(newValue) {
                if present {
                    entries[index].value = newValue
                } else {
                    // Room for a few at the first: an issue records a handful, which would
                    // otherwise grow the list (a new allocation) at each of the first few.
                    if entries.isEmpty { entries.reserveCapacity(4) }
                    entries.insert(Entry(name: name, value: newValue), at: index)
                }
            } else if present {
                entries.remove(at: index)
            }
        }
    }

    /// The index of the first entry whose name is not before `name` (where it is, or would be
    /// inserted): a binary search, as the entries are sorted by name.
    private func position(of name: String) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func isNonFiniteNumber(_ value: Value) -> Bool {
        if case .number(let number) = value { return !number.isFinite }
        return false
    }

    /// Whether nothing is recorded.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names of the recorded keys, sorted.
    public var names: [String] { entries.map(\.name) }
}

extension AccessibilityAuditEvidence.Value: Codable {
    /// Decodes a JSON number, string, Boolean or array of strings.
    /// - Throws: `DecodingError.dataCorrupted` for anything else (objects, `null`, mixed arrays).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let strings = try? container.decode([String].self) {
            self = .strings(strings)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "An evidence value is a number, a string, true/false or an array of strings.")
        }
    }

    /// Encodes the value as a JSON number, string, Boolean or array of strings.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .bool(let bool): try container.encode(bool)
        case .strings(let strings): try container.encode(strings)
        }
    }
}

extension AccessibilityAuditEvidence: Codable {
    /// Decodes a JSON object from key name to value.
    /// - Throws: `DecodingError` when it is not an object or holds a value of another shape.
    public init(from decoder: any Decoder) throws {
        self.init(values: try decoder.singleValueContainer().decode([String: Value].self))
    }

    /// Encodes a JSON object from key name to value.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}

extension AccessibilityAuditEvidence: CustomStringConvertible {
    /// `name: value` pairs in key order, such as `height: 22, minimumSize: 24, width: 18`.
    public var description: String {
        entries.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }
}
