import AuditKitModel

/// What an audit found: issues, what it could not judge, and how much it looked at.
public struct AccessibilityAuditResult: Hashable, Codable, Sendable {
    /// The issues, in hierarchy order within each audit type.
    public var issues: [AccessibilityAuditIssue]
    /// Audit types that could not judge some elements, and why.
    public var notEvaluated: [NotEvaluated]
    /// The audit types that ran.
    public var auditTypes: AccessibilityAuditType
    /// The number of elements in the hierarchy.
    public var elementCount: Int
    /// How many issues (failures and warnings) the categories this audit left out would have found,
    /// per category; empty when every category ran or the others found nothing.
    ///
    /// So an audit for `[.elementDetection]` of an unlabelled image button says that
    /// `.sufficientElementDescription` would have caught it. The left-out rules run quietly over the
    /// same snapshot only: checks that need other settings (Dynamic Type sizes, clipping at AX5,
    /// Reduce Motion and the other display settings) are not re-snapshotted, so they count only what
    /// this snapshot shows. Their issues are not in ``issues`` and never fail a test.
    public var wouldAlsoFind: [AccessibilityAuditType: Int]
    /// How many elements of the screen were set aside as the system's UI, per kind (the keyboard,
    /// the status bar, system alerts, the home indicator: ``SystemInterface``), and so not audited:
    /// iOS draws them and the app cannot change them. Empty when there were none. They are counted in
    /// ``elementCount``.
    public var systemInterfaceElements: [SystemInterface: Int]
    /// The modal view the screen was captured under (an alert, a system alert, an action sheet, a
    /// view with `accessibilityViewIsModal`), or `nil`. While it shows VoiceOver reaches only it: issues
    /// about elements behind it carry the `capturedUnderModal` evidence and say so.
    public var modalPresentation: ModalPresentation?

    /// Creates a result.
    public init(
        issues: [AccessibilityAuditIssue], notEvaluated: [NotEvaluated], auditTypes: AccessibilityAuditType,
        elementCount: Int,
        wouldAlsoFind: [AccessibilityAuditType: Int] = [:], systemInterfaceElements: [SystemInterface: Int] = [:],
        modalPresentation: ModalPresentation? = nil
    ) {
        self.issues = issues
        self.notEvaluated = notEvaluated
        self.auditTypes = auditTypes
        self.elementCount = elementCount
        self.wouldAlsoFind = wouldAlsoFind
        self.systemInterfaceElements = systemInterfaceElements.filter { $0.value > 0 }
        self.modalPresentation = modalPresentation
    }

    /// How many elements were set aside as the system's UI, all kinds together (``systemInterfaceElements``).
    public var systemInterfaceElementCount: Int { systemInterfaceElements.values.reduce(0, +) }

    /// The issues that fail a test.
    public var failures: [AccessibilityAuditIssue] { issues.filter { $0.severity == .failure } }
    /// The issues that warn.
    public var warnings: [AccessibilityAuditIssue] { issues.filter { $0.severity == .warning } }

    private enum CodingKeys: String, CodingKey {
        case issues, notEvaluated, auditTypes, elementCount, wouldAlsoFind, systemInterfaceElements, modalPresentation
    }

    /// Decodes a result; `wouldAlsoFind` (an object from type name to count) and
    /// `systemInterfaceElements` (an object from kind to count) and `modalPresentation` may be absent.
    /// - Throws: `DecodingError` for a missing required key or an unknown audit type name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        issues = try container.decode([AccessibilityAuditIssue].self, forKey: .issues)
        notEvaluated = try container.decode([NotEvaluated].self, forKey: .notEvaluated)
        auditTypes = try container.decode(AccessibilityAuditType.self, forKey: .auditTypes)
        elementCount = try container.decode(Int.self, forKey: .elementCount)
        var counts: [AccessibilityAuditType: Int] = [:]
        for (name, count) in try container.decodeIfPresent([String: Int].self, forKey: .wouldAlsoFind) ?? [:] {
            guard let type = AccessibilityAuditType(name: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .wouldAlsoFind, in: container, debugDescription: "unknown audit type '\(name)'")
            }
            counts[type] = count
        }
        wouldAlsoFind = counts
        systemInterfaceElements =
            try container.decodeIfPresent([String: Int].self, forKey: .systemInterfaceElements)?
            .reduce(into: [SystemInterface: Int]()) { kinds, pair in
                guard let kind = SystemInterface(rawValue: pair.key) else { return }
                kinds[kind] = pair.value
            } ?? [:]
        modalPresentation = try container.decodeIfPresent(ModalPresentation.self, forKey: .modalPresentation)
    }

    /// Encodes the result; `wouldAlsoFind` as an object from type name to count and
    /// `systemInterfaceElements` as an object from kind to count, each omitted when empty;
    /// `modalPresentation` omitted when `nil`.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder) { try issues.encode(to: $0) }
    }

    /// Encodes the result as ``encode(to:)`` does, the issues by `encodeIssues` (given the encoder
    /// of the `issues` member): a report adds to each issue what the result does not know.
    /// - Throws: What the encoder or `encodeIssues` throws.
    package func encode(to encoder: any Encoder, issues encodeIssues: (any Encoder) throws -> Void) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encodeIssues(container.superEncoder(forKey: .issues))
        try container.encode(notEvaluated, forKey: .notEvaluated)
        try container.encode(auditTypes, forKey: .auditTypes)
        try container.encode(elementCount, forKey: .elementCount)
        if !wouldAlsoFind.isEmpty {
            try container.encode(
                Dictionary(uniqueKeysWithValues: wouldAlsoFind.map { ($0.key.description, $0.value) }),
                forKey: .wouldAlsoFind)
        }
        if !systemInterfaceElements.isEmpty {
            try container.encode(
                Dictionary(uniqueKeysWithValues: systemInterfaceElements.map { ($0.key.rawValue, $0.value) }),
                forKey: .systemInterfaceElements)
        }
        try container.encodeIfPresent(modalPresentation, forKey: .modalPresentation)
    }
}
