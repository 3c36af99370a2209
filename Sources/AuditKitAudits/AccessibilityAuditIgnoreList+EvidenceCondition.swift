import AuditKitModel
import Foundation

extension AccessibilityAuditIgnoreList {
    /// A criterion on one key of an issue's ``AccessibilityAuditIssue/evidence``: its value equals a
    /// given one, or (numbers) lies in a closed range. An issue without the key never matches.
    ///
    /// ```swift
    /// .issue(.contrast, evidence: [.key(.foregroundColor, equals: "#007AFF"), .key(.contrastRatio, in: 4.0...4.5)])
    /// ```
    ///
    /// In JSON, a matcher's `evidence` is an object from key name to a value (equality) or to
    /// `{"min": …, "max": …}` (a number in that closed range; either bound may be left out):
    ///
    /// ```json
    /// { "ruleID": "contrast.text",
    ///   "evidence": { "foregroundColor": "#007AFF", "contrastRatio": { "min": 4.0, "max": 4.5 } } }
    /// ```
    ///
    /// Strings compare exactly, except colours (strings starting with `#`), which ignore case.
    public struct EvidenceCondition: Hashable, Sendable {
        /// The evidence key's name, such as `foregroundColor` (<doc:IssueEvidence>).
        public var key: String
        /// The value the issue's must equal; `nil` for a range condition.
        public var value: AccessibilityAuditEvidence.Value?
        /// The smallest number allowed (inclusive); `nil` for no lower bound.
        public var minimum: Double?
        /// The largest number allowed (inclusive); `nil` for no upper bound.
        public var maximum: Double?

        /// A condition on the key named `key`: equal to `value`, or a number from `minimum` to
        /// `maximum` (both inclusive) when `value` is `nil`.
        public init(
            key: String, value: AccessibilityAuditEvidence.Value? = nil, minimum: Double? = nil, maximum: Double? = nil
        ) {
            self.key = key
            self.value = value
            self.minimum = minimum
            self.maximum = maximum
        }

        /// The issue's value under `key` equals `value`.
        public static func key<V>(_ key: AccessibilityAuditEvidence.Key<V>, equals value: V) -> Self {
            Self(key: key.name, value: value.evidenceValue)
        }

        /// The issue's number under `key` lies in `range` (bounds included), such as a contrast ratio in `4.0...4.5`.
        public static func key(_ key: AccessibilityAuditEvidence.Key<Double>, in range: ClosedRange<Double>) -> Self {
            Self(key: key.name, minimum: range.lowerBound, maximum: range.upperBound)
        }

        /// The issue's count under `key` lies in `range` (bounds included).
        public static func key(_ key: AccessibilityAuditEvidence.Key<Int>, in range: ClosedRange<Int>) -> Self {
            Self(key: key.name, minimum: Double(range.lowerBound), maximum: Double(range.upperBound))
        }

        /// Whether `evidence` satisfies the condition.
        public func matches(_ evidence: AccessibilityAuditEvidence) -> Bool {
            guard let actual = evidence[name: key] else { return false }
            if let value {
                switch (value, actual) {
                case (.string(let expected), .string(let found)) where expected.hasPrefix("#") && found.hasPrefix("#"):
                    return expected.uppercased() == found.uppercased()
                default:
                    return value == actual
                }
            }
            guard case .number(let number) = actual, minimum != nil || maximum != nil else { return false }
            return number >= (minimum ?? -.infinity) && number <= (maximum ?? .infinity)
        }
    }
}

extension AccessibilityAuditIgnoreList.EvidenceCondition: CustomStringConvertible {
    /// `foregroundColor = "#007AFF"`, `contrastRatio in 4...4.5`, `width ≥ 10`.
    public var description: String {
        if let value { return "\(key) = \(value)" }
        switch (minimum, maximum) {
        case (let low?, let high?):
            return
                "\(key) in \(AccessibilityAuditEvidence.Value.number(low))...\(AccessibilityAuditEvidence.Value.number(high))"
        case (let low?, nil): return "\(key) ≥ \(AccessibilityAuditEvidence.Value.number(low))"
        case (nil, let high?): return "\(key) ≤ \(AccessibilityAuditEvidence.Value.number(high))"
        case (nil, nil): return "\(key) (no condition)"
        }
    }
}

extension AccessibilityAuditIgnoreList.Matcher {
    /// The conditions as JSON reads and writes them: key name → value, or → `{"min": …, "max": …}`.
    struct EvidenceConditions: Codable {
        var conditions: [AccessibilityAuditIgnoreList.EvidenceCondition]

        private struct Bounds: Codable {
            var min: Double?
            var max: Double?
        }

        private struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(_ conditions: [AccessibilityAuditIgnoreList.EvidenceCondition]) { self.conditions = conditions }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Name.self)
            conditions = try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map { name in
                if let bounds = try? container.decode(Bounds.self, forKey: name) {
                    guard bounds.min != nil || bounds.max != nil else {
                        throw DecodingError.dataCorruptedError(
                            forKey: name, in: container,
                            debugDescription: "An evidence range needs \"min\", \"max\" or both.")
                    }
                    return .init(key: name.stringValue, minimum: bounds.min, maximum: bounds.max)
                }
                return .init(
                    key: name.stringValue,
                    value: try container.decode(AccessibilityAuditEvidence.Value.self, forKey: name))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Name.self)
            for condition in conditions {
                if let value = condition.value {
                    try container.encode(value, forKey: Name(stringValue: condition.key))
                } else {
                    try container.encode(
                        Bounds(min: condition.minimum, max: condition.maximum), forKey: Name(stringValue: condition.key)
                    )
                }
            }
        }
    }
}
