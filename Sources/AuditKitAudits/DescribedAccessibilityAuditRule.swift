import AuditKitModel

/// A rule that states its identity once, in a static ``descriptor``, from which
/// ``AccessibilityAuditRule/ruleID``, ``AccessibilityAuditRule/auditType``,
/// ``AccessibilityAuditRule/reference`` and ``AccessibilityAuditRule/defaultSeverity`` come.
///
/// Every built-in rule is one:
///
/// ```swift
/// public struct HitRegionTooSmallRule: DescribedAccessibilityAuditRule {
///     public static let descriptor = AccessibilityAuditRuleDescriptor(
///         ruleID: "hitRegion.tooSmall", auditType: .hitRegion, reference: .wcag(.targetSizeMinimum))
///     public init() {}
///     public func audit(_ context: AccessibilityAuditContext) { … }
/// }
/// ```
public protocol DescribedAccessibilityAuditRule: AccessibilityAuditRule {
    /// Who the rule is (its id, audit type, reference and default severity) and what the rule
    /// catalogue says of it (its summary, title, threshold and evidence keys).
    static var descriptor: AccessibilityAuditRuleDescriptor { get }
}

extension DescribedAccessibilityAuditRule {
    /// ``descriptor``'s rule id.
    public var ruleID: String { Self.descriptor.ruleID }
    /// ``descriptor``'s audit type.
    public var auditType: AccessibilityAuditType { Self.descriptor.auditType }
    /// ``descriptor``'s reference.
    public var reference: AuditReference { Self.descriptor.reference }
    /// ``descriptor``'s default severity.
    public var defaultSeverity: AccessibilityAuditSeverity { Self.descriptor.defaultSeverity }
    /// ``descriptor``, whole: its summary, threshold and evidence keys with its identity.
    public var descriptor: AccessibilityAuditRuleDescriptor { Self.descriptor }
}
