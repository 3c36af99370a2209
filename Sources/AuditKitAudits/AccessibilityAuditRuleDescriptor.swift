import AuditKitModel

/// A rule's facts in one value: what ignore lists, baselines and reports know it by, and what the
/// rule catalogue (<doc:RuleCatalogue>) says of it.
///
/// Built-in rules declare one as `static let descriptor` (``DescribedAccessibilityAuditRule``).
/// Rule ids are `<auditType>.<name>`, with the audit type's case name first
/// (`sufficientElementDescription.missing`); the built-in rule's type is named after its id
/// (`SufficientElementDescriptionMissingRule`, see CONTRIBUTING.md). The rule catalogue and the
/// "set by" column of <doc:IssueEvidence> are written from the built-in rules' descriptors
/// (`swift run auditkit-docgen`).
public struct AccessibilityAuditRuleDescriptor: Hashable, Sendable {
    /// The stable rule id, such as `hitRegion.tooSmall`.
    public var ruleID: String
    /// The single audit type the rule belongs to.
    public var auditType: AccessibilityAuditType
    /// The standard behind the rule, from the catalogue (``AuditReference/wcag(_:)`` and the Apple pages).
    public var reference: AuditReference
    /// The severity the rule reports at by default: `.failure` for a rule that can fail, `.warning`
    /// for one that only ever warns (see ``AccessibilityAuditRule/defaultSeverity``). An issue
    /// reported without a severity has this one
    /// (``AccessibilityAuditContext/report(_:element:compactDescription:detailedDescription:severity:evidence:)``).
    public var defaultSeverity: AccessibilityAuditSeverity
    /// What the rule finds, quoting the compact descriptions its issues carry, and what it does not
    /// judge (Markdown; the catalogue's **Finds:**). Empty for a rule that does not say.
    public var summary: String
    /// Whether the compact description is Apple's title or this package's, and the public source
    /// (Markdown; the catalogue's **Title:**, starting "Apple's" or "ours"). Empty for a rule that
    /// does not say.
    public var title: String
    /// The number or the test that decides, and its source (Markdown; the catalogue's
    /// **Threshold:**). Empty for a rule that does not say.
    public var threshold: String
    /// The evidence keys the rule records on its issues, in the order the catalogue lists them,
    /// each with when it is recorded if not always (the catalogue's **Evidence:** and the "set by"
    /// column of <doc:IssueEvidence>).
    public var evidence: [EvidenceKeyUse]

    /// One evidence key a rule records: the key's name (a documented key,
    /// ``AccessibilityAuditEvidence/documentedKeys``) and, when it is not always recorded, when it is.
    public struct EvidenceKeyUse: Hashable, Sendable, ExpressibleByStringLiteral {
        /// The key's name, such as `contrastRatio`.
        public var name: String
        /// When the rule records the key, such as "with a screenshot"; `nil` when the note would
        /// say nothing more than the key's meaning does.
        public var note: String?

        /// The key named `name`, recorded as `note` says.
        public init(_ name: String, note: String? = nil) {
            self.name = name
            self.note = note
        }

        /// The key named `value`, with no note.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }

    /// Creates a descriptor; `defaultSeverity` defaults to `.failure`, and a rule of your own may
    /// leave out what the catalogue says (`summary`, `title`, `threshold`, `evidence`).
    public init(
        ruleID: String, auditType: AccessibilityAuditType, reference: AuditReference,
        defaultSeverity: AccessibilityAuditSeverity = .failure, summary: String = "", title: String = "",
        threshold: String = "", evidence: [EvidenceKeyUse] = []
    ) {
        self.ruleID = ruleID
        self.auditType = auditType
        self.reference = reference
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.title = title
        self.threshold = threshold
        self.evidence = evidence
    }
}
