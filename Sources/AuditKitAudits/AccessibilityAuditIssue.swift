import AuditKitModel

/// One accessibility problem found by an audit, like `XCUIAccessibilityAuditIssue`, with what Apple's
/// lacks: a stable rule id, a severity, the element's path, a reference, and its evidence as data.
public struct AccessibilityAuditIssue: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The category that found it.
    public var auditType: AccessibilityAuditType
    /// The element concerned, read as `XCUIElement` reads (non-optional `label` and `identifier`,
    /// `frame`, `isEnabled`, `exists`, `debugDescription`), or `nil` for an issue about the whole
    /// screen, as Apple's `XCUIAccessibilityAuditIssue.element` may be. Setting it sets
    /// ``elementSnapshot``.
    public var element: AuditedElement? {
        get { elementSnapshot.map(AuditedElement.init) }
        set { elementSnapshot = newValue?.snapshot }
    }
    /// The element concerned as the audit knew it, `nil` meaning unknown for each fact (what
    /// reports, baselines and the JSON form write, under `element`); `nil` without an element.
    public var elementSnapshot: ElementSnapshot?
    /// A short summary, using Apple's wording where Apple has one ("Element has no description").
    public var compactDescription: String
    /// What is wrong and how to fix it.
    public var detailedDescription: String
    /// A stable identifier for the rule, such as `sufficientElementDescription.missing`.
    public var ruleID: String
    /// Failure or warning.
    public var severity: AccessibilityAuditSeverity
    /// The element's path in the hierarchy (see ``AccessibilityHierarchy/path(of:)``); `nil` without an element.
    ///
    /// An audit keeps it as a reference into the hierarchy's path steps and writes it when it is
    /// read: read it once and keep the string when you need it several times.
    public var path: String? {
        get { storedPath.string }
        set { storedPath = StoredPath(newValue) }
    }
    /// ``path`` as it is kept: its text, or a reference written when read (``StoredPath``).
    package var storedPath: StoredPath
    /// The standard behind the rule: a WCAG 2.2 success criterion or an Apple HIG page.
    public var reference: AuditReference
    /// The settings the issue was found under, when an audit ran under several.
    public var foundUnder: [AccessibilitySettings]
    /// What the rule measured and what decided the issue, as data under documented keys
    /// (``AccessibilityAuditEvidence/Key``): `issue.evidence[.contrastRatio]`. Every built-in rule
    /// records evidence; the messages are written from it.
    public var evidence: AccessibilityAuditEvidence

    /// Creates an issue.
    public init(
        auditType: AccessibilityAuditType, element: ElementSnapshot?, compactDescription: String,
        detailedDescription: String, ruleID: String, severity: AccessibilityAuditSeverity = .failure,
        path: String? = nil, reference: AuditReference, foundUnder: [AccessibilitySettings] = [],
        evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence()
    ) {
        self.auditType = auditType
        self.elementSnapshot = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.ruleID = ruleID
        self.severity = severity
        self.storedPath = StoredPath(path)
        self.reference = reference
        self.foundUnder = foundUnder
        self.evidence = evidence
    }

    /// An issue whose path is `storedPath` (an audit's reference into the hierarchy's path steps).
    init(
        auditType: AccessibilityAuditType, element: ElementSnapshot?, compactDescription: String,
        detailedDescription: String, ruleID: String, severity: AccessibilityAuditSeverity,
        storedPath: StoredPath, reference: AuditReference, foundUnder: [AccessibilitySettings] = [],
        evidence: AccessibilityAuditEvidence
    ) {
        self.auditType = auditType
        self.elementSnapshot = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.ruleID = ruleID
        self.severity = severity
        self.storedPath = storedPath
        self.reference = reference
        self.foundUnder = foundUnder
        self.evidence = evidence
    }

    private enum CodingKeys: String, CodingKey {
        case auditType, element, compactDescription, detailedDescription, ruleID, severity, path, reference, foundUnder,
            evidence
    }

    /// Decodes an issue; `evidence` may be absent (files written before it existed), and is then empty.
    /// - Throws: `DecodingError` for a missing required key or a value of the wrong shape.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            auditType: try c.decode(AccessibilityAuditType.self, forKey: .auditType),
            element: try c.decodeIfPresent(ElementSnapshot.self, forKey: .element),
            compactDescription: try c.decode(String.self, forKey: .compactDescription),
            detailedDescription: try c.decode(String.self, forKey: .detailedDescription),
            ruleID: try c.decode(String.self, forKey: .ruleID),
            severity: try c.decode(AccessibilityAuditSeverity.self, forKey: .severity),
            path: try c.decodeIfPresent(String.self, forKey: .path),
            reference: try c.decode(AuditReference.self, forKey: .reference),
            foundUnder: try c.decode([AccessibilitySettings].self, forKey: .foundUnder),
            evidence: try c.decodeIfPresent(AccessibilityAuditEvidence.self, forKey: .evidence)
                ?? AccessibilityAuditEvidence())
    }

    /// Encodes every field under its name, as the synthesized encoding did: `element` and `path`
    /// only when present.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(auditType, forKey: .auditType)
        try c.encodeIfPresent(elementSnapshot, forKey: .element)
        try c.encode(compactDescription, forKey: .compactDescription)
        try c.encode(detailedDescription, forKey: .detailedDescription)
        try c.encode(ruleID, forKey: .ruleID)
        try c.encode(severity, forKey: .severity)
        try c.encodeIfPresent(path, forKey: .path)
        try c.encode(reference, forKey: .reference)
        try c.encode(foundUnder, forKey: .foundUnder)
        try c.encode(evidence, forKey: .evidence)
    }

    /// `compactDescription (path): detailedDescription`, the form test failures use.
    public var description: String {
        var text = compactDescription
        if let path { text += " (\(path))" } else if let elementSnapshot { text += " (\(elementSnapshot.summary))" }
        return text + ": " + detailedDescription
    }
}
