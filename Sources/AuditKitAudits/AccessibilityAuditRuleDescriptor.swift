/// A rule's identity in one value: what ignore lists, baselines and reports know it by.
///
/// Built-in rules declare one as `static let descriptor` (``DescribedAccessibilityAuditRule``).
/// Rule ids are `<auditType>.<name>`, with the audit type's case name first
/// (`sufficientElementDescription.missing`); the built-in rule's type is named after its id
/// (`SufficientElementDescriptionMissingRule`, see CONTRIBUTING.md).

import AuditKitBase
import AuditKitHierarchy
import AuditKitModel

public struct AccessibilityAuditRuleDescriptor: Hashable, Sendable {
    /// The stable rule id, such as `hitRegion.tooSmall`.
    public var ruleID: String
    /// The single audit type the rule belongs to.
    public var auditType: AccessibilityAuditType
    /// The standard behind the rule, from the catalogue (``AuditReference/wcag(_:)`` and the Apple pages).
    public var reference: AuditReference
    /// The severity the rule reports at by default: `.failure` for a rule that can fail, `.warning`
    /// for one that only ever warns (see ``AccessibilityAuditRule/defaultSeverity``).
    public var defaultSeverity: AccessibilityAuditSeverity

    /// Creates a descriptor; `defaultSeverity` defaults to `.failure`.
    public init(
        ruleID: String, auditType: AccessibilityAuditType, reference: AuditReference,
        defaultSeverity: AccessibilityAuditSeverity = .failure
    ) {
        self.ruleID = ruleID
        self.auditType = auditType
        self.reference = reference
        self.defaultSeverity = defaultSeverity
    }
}
