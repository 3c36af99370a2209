import AuditKitModel

/// What a rule sees while it runs, and where it reports.
public final class AccessibilityAuditContext {
    /// The hierarchy under audit.
    public let hierarchy: AccessibilityHierarchy
    /// Thresholds and options.
    public let configuration: AccessibilityAuditConfiguration
    /// Re-snapshots the screen under other settings; `nil` answers that it cannot under those.
    private let snapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy?)?
    private var cachedSnapshots: [AccessibilitySettings: AccessibilityHierarchy] = [:]
    private(set) var issues: [AccessibilityAuditIssue] = []
    private(set) var notEvaluated: [NotEvaluated] = []
    /// The facts rules share about each hierarchy of this audit (``facts(of:)``), by its settings.
    var factsBySettings: [AccessibilitySettings?: ScreenFacts] = [:]
    /// Whether issues are only counted, by audit type (``issueCounts``), not kept.
    private(set) var countsOnly = false
    /// The issues reported while ``countsOnly``, by audit type.
    private(set) var issueCounts: [AccessibilityAuditType: Int] = [:]
    /// For each element id of ``hierarchy``, whether it was set aside as the system's UI (the auditor
    /// detaches such elements, so rules walking the tree never meet them); an issue about one is
    /// dropped, whatever rule reports it.
    var setAside: [Bool] = []
    /// The modal view the screen was captured under (an alert, an action sheet, a view with
    /// `accessibilityViewIsModal`), found before the system's UI was set aside, so a system alert
    /// counts; `nil` when there is none. An issue about an element behind it says so.
    public internal(set) var modalPresentation: ModalPresentation?
    /// For each element id of ``hierarchy``, whether it lies behind ``modalPresentation``
    /// (``AccessibilityHierarchy/isBehindModal()`` of the screen before the system's UI was set aside).
    var behindModal: [Bool] = []
    /// The same facts for re-snapshots under other settings, by those settings.
    var resnapshotModals = ModalFactsCache()
    /// The steps of every path of the screen (``AccessibilityHierarchy/PathIndex``), made on the
    /// first report: the one of the screen's shared facts (``ScreenFacts/paths``), which rules use
    /// too. Issues keep references into its table (``StoredPath``).
    private lazy var paths: ScreenFacts.Paths = facts(of: hierarchy).paths

    /// Creates a context. `snapshotProvider` re-snapshots a live app under other settings; `nil` for captures.
    public init(
        hierarchy: AccessibilityHierarchy, configuration: AccessibilityAuditConfiguration,
        snapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy)? = nil
    ) {
        self.hierarchy = hierarchy
        self.configuration = configuration
        self.snapshotProvider = snapshotProvider.map { provide in { provide($0) } }
    }

    /// Creates a context whose `snapshotProvider` may have no snapshot under some settings (a
    /// hierarchy's ``AccessibilityHierarchy/settingsVariants``): the rule then gets `nil`.
    init(
        hierarchy: AccessibilityHierarchy, configuration: AccessibilityAuditConfiguration,
        partialSnapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy?)?
    ) {
        self.hierarchy = hierarchy
        self.configuration = configuration
        self.snapshotProvider = partialSnapshotProvider
    }

    /// A context over the same screen that only counts the issues rules report (no messages,
    /// paths or issues kept), sharing this context's facts; it cannot snapshot the screen again.
    func countingContext() -> AccessibilityAuditContext {
        let counting = AccessibilityAuditContext(
            hierarchy: hierarchy, configuration: configuration, snapshotProvider: nil)
        counting.countsOnly = true
        counting.factsBySettings = factsBySettings.filter { $0.key == hierarchy.settings }
        return counting
    }

    /// The issues reported so far, handed over: the context keeps none, so the caller holds the only
    /// reference to the list (and can rearrange it without copying an issue).
    func takeIssues() -> [AccessibilityAuditIssue] {
        defer { issues = [] }
        return issues
    }

    /// Whether the hierarchy can be snapshotted again under other settings (a live headless app).
    public var canResnapshot: Bool { snapshotProvider != nil }

    /// The same screen under `settings`, if it can be snapshotted again; cached per settings.
    public func hierarchy(under settings: AccessibilitySettings) -> AccessibilityHierarchy? {
        if settings == hierarchy.settings { return hierarchy }
        if let cached = cachedSnapshots[settings] { return cached }
        guard let provider = snapshotProvider, let snapshot = provider(settings) else { return nil }
        cachedSnapshots[settings] = snapshot
        return snapshot
    }

    /// Reports an issue about `element` (or the whole screen when `nil`) found by `rule`, with what
    /// it measured and what decided it as `evidence` (``AccessibilityAuditIssue/evidence``).
    ///
    /// `severity` is the rule's ``AccessibilityAuditRule/defaultSeverity`` (its descriptor's) unless
    /// given: a rule that can fail passes `.warning` for an issue that only warns.
    ///
    /// `detailedDescription` is only worked out when the issue is kept: an audit that only counts
    /// what left-out audit types would find (``AccessibilityAuditResult/wouldAlsoFind``) skips it.
    ///
    /// `element` is taken, not borrowed (`consuming`), so that it moves into the issue: the caller's
    /// copy (from the hierarchy's elements) is the only one made.
    public func report(
        _ rule: some AccessibilityAuditRule, element: consuming ElementSnapshot?, compactDescription: String,
        detailedDescription: @autoclosure () -> String, severity: AccessibilityAuditSeverity? = nil,
        evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence()
    ) {
        let id = element?.id
        if let id, setAside.indices.contains(id), setAside[id] { return }
        if countsOnly {
            issueCounts[rule.auditType, default: 0] += 1
            return
        }
        var detail = detailedDescription()
        var evidence = evidence
        if let id, behindModal.indices.contains(id), behindModal[id], let modal = modalPresentation {
            Self.noteModal(modal, detail: &detail, evidence: &evidence)
        }
        // Made first, then moved into the list: made inside the call, it would be copied and destroyed.
        let issue = AccessibilityAuditIssue(
            auditType: rule.auditType, element: element, compactDescription: compactDescription,
            detailedDescription: detail, ruleID: rule.ruleID, severity: severity ?? rule.defaultSeverity,
            storedPath: id.map { paths.storedPath(of: $0) } ?? StoredPath(nil),
            reference: rule.reference, evidence: evidence)
        issues.append(consume issue)
    }

    /// Reports an issue about `element` of `other`, a re-snapshot of the screen under other settings
    /// (from ``hierarchy(under:)``), recording those settings in ``AccessibilityAuditIssue/foundUnder``.
    ///
    /// The path is taken from `other`, where the element's id belongs: a view that reacts to the
    /// settings may add or remove views, so ids need not match ``hierarchy``'s.
    public func report(
        _ rule: some AccessibilityAuditRule, element: ElementSnapshot, in other: AccessibilityHierarchy,
        compactDescription: String, detailedDescription: @autoclosure () -> String,
        severity: AccessibilityAuditSeverity? = nil,
        evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence()
    ) {
        if countsOnly {
            issueCounts[rule.auditType, default: 0] += 1
            return
        }
        report(
            rule, element: element, in: other, storedPath: facts(of: other).paths.storedPath(of: element.id),
            compactDescription: compactDescription, detailedDescription: detailedDescription(), severity: severity,
            evidence: evidence)
    }

    /// ``report(_:element:in:compactDescription:detailedDescription:severity:evidence:)`` with the
    /// element's `path` in `other` already known (``ScreenFacts/paths``), for a rule that needed it first.
    func report(
        _ rule: some AccessibilityAuditRule, element: ElementSnapshot, in other: AccessibilityHierarchy, path: String,
        compactDescription: String, detailedDescription: @autoclosure () -> String,
        severity: AccessibilityAuditSeverity? = nil,
        evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence()
    ) {
        report(
            rule, element: element, in: other, storedPath: StoredPath(path), compactDescription: compactDescription,
            detailedDescription: detailedDescription(), severity: severity, evidence: evidence)
    }

    /// ``report(_:element:in:path:compactDescription:detailedDescription:severity:evidence:)`` with
    /// the path as an issue keeps it.
    private func report(
        _ rule: some AccessibilityAuditRule, element: ElementSnapshot, in other: AccessibilityHierarchy,
        storedPath: StoredPath, compactDescription: String, detailedDescription: @autoclosure () -> String,
        severity: AccessibilityAuditSeverity?, evidence: AccessibilityAuditEvidence
    ) {
        if countsOnly {
            issueCounts[rule.auditType, default: 0] += 1
            return
        }
        var detail = detailedDescription()
        var evidence = evidence
        if let facts = other.settings.flatMap({ resnapshotModals.facts[$0] }), let modal = facts.presentation,
            facts.behind.indices.contains(element.id), facts.behind[element.id]
        {
            Self.noteModal(modal, detail: &detail, evidence: &evidence)
        }
        issues.append(
            AccessibilityAuditIssue(
                auditType: rule.auditType, element: element, compactDescription: compactDescription,
                detailedDescription: detail, ruleID: rule.ruleID, severity: severity ?? rule.defaultSeverity,
                storedPath: storedPath, reference: rule.reference,
                foundUnder: other.settings.map { [$0] } ?? [], evidence: evidence))
    }

    /// Adds to an issue about an element behind `modal` that the screen was captured under it: the
    /// `capturedUnderModal` evidence and a sentence saying so. The defect stays the app's.
    static func noteModal(_ modal: ModalPresentation, detail: inout String, evidence: inout AccessibilityAuditEvidence)
    {
        evidence[.capturedUnderModal] = modal.evidenceValue
        detail +=
            " The screen was captured under \(modal): while it shows, VoiceOver reaches only it, not this element "
            + "behind it; the defect is the app's all the same, and VoiceOver users meet it once \(modal.kind == .modalView ? "the view" : "it") is dismissed."
    }

    /// Records that `rule`'s category could not judge `elementCount` elements (or the whole hierarchy), and why.
    public func notEvaluated(_ rule: some AccessibilityAuditRule, reason: String, elementCount: Int? = nil) {
        notEvaluated.merge(NotEvaluated(auditType: rule.auditType, reason: reason, elementCount: elementCount))
    }

    /// Takes the records of what was not evaluated so far, leaving none: the auditor keeps each
    /// rule's records apart when it runs the rules out of their order.
    func takeNotEvaluated() -> [NotEvaluated] {
        defer { notEvaluated = [] }
        return notEvaluated
    }
}

/// The modal facts of re-snapshots (``AccessibilityHierarchy/modalCoverage()`` before the system's UI
/// was set aside), filled by the auditor's snapshot provider and read when an issue is reported on one.
final class ModalFactsCache {
    var facts: [AccessibilitySettings: (presentation: ModalPresentation?, behind: [Bool])] = [:]
}
