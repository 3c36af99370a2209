import AuditKitModel

/// A Swift type an evidence key can hold (``AccessibilityAuditEvidence/Key``): `Double`, `Int`,
/// `String`, `Bool` and `[String]`.
public protocol AccessibilityAuditEvidenceValue: Sendable {
    /// The value as stored.
    var evidenceValue: AccessibilityAuditEvidence.Value { get }
    /// The value from what is stored; `nil` when it has another type.
    init?(evidenceValue: AccessibilityAuditEvidence.Value)
}

extension Double: AccessibilityAuditEvidenceValue {
    /// `.number(self)`.
    public var evidenceValue: AccessibilityAuditEvidence.Value { .number(self) }
    /// The number, from `.number`.
    public init?(evidenceValue: AccessibilityAuditEvidence.Value) {
        guard case .number(let number) = evidenceValue else { return nil }
        self = number
    }
}

extension Int: AccessibilityAuditEvidenceValue {
    /// `.number` of the count.
    public var evidenceValue: AccessibilityAuditEvidence.Value { .number(Double(self)) }
    /// The whole number, from a `.number` without a fraction.
    public init?(evidenceValue: AccessibilityAuditEvidence.Value) {
        guard case .number(let number) = evidenceValue, let whole = Int(exactly: number) else { return nil }
        self = whole
    }
}

extension String: AccessibilityAuditEvidenceValue {
    /// `.string(self)`.
    public var evidenceValue: AccessibilityAuditEvidence.Value { .string(self) }
    /// The string, from `.string`.
    public init?(evidenceValue: AccessibilityAuditEvidence.Value) {
        guard case .string(let string) = evidenceValue else { return nil }
        self = string
    }
}

extension Bool: AccessibilityAuditEvidenceValue {
    /// `.bool(self)`.
    public var evidenceValue: AccessibilityAuditEvidence.Value { .bool(self) }
    /// The Boolean, from `.bool`.
    public init?(evidenceValue: AccessibilityAuditEvidence.Value) {
        guard case .bool(let bool) = evidenceValue else { return nil }
        self = bool
    }
}

extension Array: AccessibilityAuditEvidenceValue where Element == String {
    /// `.strings(self)`.
    public var evidenceValue: AccessibilityAuditEvidence.Value { .strings(self) }
    /// The strings, from `.strings`.
    public init?(evidenceValue: AccessibilityAuditEvidence.Value) {
        guard case .strings(let strings) = evidenceValue else { return nil }
        self = strings
    }
}
