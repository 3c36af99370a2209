import AuditKitModel

/// One audit rule: a check in one audit category that reports issues, and what it could not judge.
///
/// Built-in rules are small value types, one per file under `Audits/Rules/<auditType>/`, each
/// stating its threshold and the source of it in its doc comment and its identity in one
/// ``DescribedAccessibilityAuditRule/descriptor``; they are listed in
/// ``AccessibilityAuditor/builtInRules``. A rule of your own may declare a descriptor the same way,
/// or implement ``ruleID``, ``auditType`` and ``reference`` (and ``defaultSeverity``) directly.
public protocol AccessibilityAuditRule: Sendable {
    /// A stable identifier, `category.name` (such as `hitRegion.tooSmall`); used by ignore lists and baselines.
    var ruleID: String { get }
    /// The single category the rule belongs to.
    var auditType: AccessibilityAuditType { get }
    /// The standard behind the rule.
    var reference: AuditReference { get }
    /// Checks `context.hierarchy`, reporting issues and unjudged elements through `context`.
    func audit(_ context: AccessibilityAuditContext)
    /// The severity the rule reports at by default, whatever a run finds (SARIF's
    /// `defaultConfiguration.level`): `.failure` (the default implementation) for a rule that can
    /// fail, `.warning` for one that only ever warns. Each issue still carries its own severity.
    var defaultSeverity: AccessibilityAuditSeverity { get }
    /// Whether the rule's subject is an element out of view, such as a control VoiceOver reaches
    /// past the screen's edge: its issues stay in an audit of what is on the screen
    /// (``AccessibilityAuditElementScope/onScreen``), where other rules' issues on such elements
    /// are set aside. `false` (the default implementation) for every other rule.
    var judgesElementsOutOfView: Bool { get }
    /// The rule's facts as one value: for a ``DescribedAccessibilityAuditRule`` its declared
    /// descriptor, otherwise ``ruleID``, ``auditType``, ``reference`` and ``defaultSeverity``.
    var descriptor: AccessibilityAuditRuleDescriptor { get }
}

extension AccessibilityAuditRule {
    /// `.failure`: see ``AccessibilityAuditRule/defaultSeverity``.
    public var defaultSeverity: AccessibilityAuditSeverity { .failure }

    /// `false`: see ``AccessibilityAuditRule/judgesElementsOutOfView``.
    public var judgesElementsOutOfView: Bool { false }

    /// The rule's identity as one value: ``ruleID``, ``auditType``, ``reference`` and ``defaultSeverity``.
    public var descriptor: AccessibilityAuditRuleDescriptor {
        AccessibilityAuditRuleDescriptor(
            ruleID: ruleID, auditType: auditType, reference: reference,
            defaultSeverity: defaultSeverity)
    }
}
