/// What a rule sees while it runs, and where it reports.
public final class AccessibilityAuditContext {
    /// The hierarchy under audit.
    public let hierarchy: AccessibilityHierarchy
    /// Thresholds and options.
    public let configuration: AccessibilityAuditConfiguration
    private let snapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy)?
    private var cachedSnapshots: [AccessibilitySettings: AccessibilityHierarchy] = [:]
    private(set) var issues: [AccessibilityAuditIssue] = []
    private(set) var notEvaluated: [NotEvaluated] = []
    /// Issue paths in bounded time each (``AccessibilityHierarchy/PathIndex``), built on the first report.
    private lazy var paths = AccessibilityHierarchy.PathIndex(hierarchy)

    /// Creates a context. `snapshotProvider` re-snapshots a live app under other settings; `nil` for captures.
    public init(hierarchy: AccessibilityHierarchy, configuration: AccessibilityAuditConfiguration,
                snapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy)? = nil) {
        self.hierarchy = hierarchy
        self.configuration = configuration
        self.snapshotProvider = snapshotProvider
    }

    /// Whether the hierarchy can be snapshotted again under other settings (a live headless app).
    public var canResnapshot: Bool { snapshotProvider != nil }

    /// The same screen under `settings`, if it can be snapshotted again; cached per settings.
    public func hierarchy(under settings: AccessibilitySettings) -> AccessibilityHierarchy? {
        if settings == hierarchy.settings { return hierarchy }
        if let cached = cachedSnapshots[settings] { return cached }
        guard let provider = snapshotProvider else { return nil }
        let snapshot = provider(settings)
        cachedSnapshots[settings] = snapshot
        return snapshot
    }

    /// Reports an issue about `element` (or the whole screen when `nil`) found by `rule`, with what
    /// it measured and what decided it as `evidence` (``AccessibilityAuditIssue/evidence``).
    public func report(_ rule: some AccessibilityAuditRule, element: ElementSnapshot?, compactDescription: String,
                       detailedDescription: String, severity: AccessibilityAuditSeverity = .failure,
                       evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence()) {
        issues.append(AccessibilityAuditIssue(
            auditType: rule.auditType, element: element, compactDescription: compactDescription,
            detailedDescription: detailedDescription, ruleID: rule.ruleID, severity: severity,
            path: element.map { paths.path(of: $0.id) }, reference: rule.reference, evidence: evidence))
    }

    /// Reports an issue about `element` of `other`, a re-snapshot of the screen under other settings
    /// (from ``hierarchy(under:)``), recording those settings in ``AccessibilityAuditIssue/foundUnder``.
    ///
    /// The path is taken from `other`, where the element's id belongs: a view that reacts to the
    /// settings may add or remove views, so ids need not match ``hierarchy``'s.
    public func report(_ rule: some AccessibilityAuditRule, element: ElementSnapshot, in other: AccessibilityHierarchy,
                       compactDescription: String, detailedDescription: String,
                       severity: AccessibilityAuditSeverity = .failure,
                       evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence()) {
        issues.append(AccessibilityAuditIssue(
            auditType: rule.auditType, element: element, compactDescription: compactDescription,
            detailedDescription: detailedDescription, ruleID: rule.ruleID, severity: severity,
            path: other.path(of: element.id), reference: rule.reference,
            foundUnder: other.settings.map { [$0] } ?? [], evidence: evidence))
    }

    /// Records that `rule`'s category could not judge `elementCount` elements (or the whole hierarchy), and why.
    public func notEvaluated(_ rule: some AccessibilityAuditRule, reason: String, elementCount: Int? = nil) {
        if let index = notEvaluated.firstIndex(where: { $0.auditType == rule.auditType && $0.reason == reason }) {
            if let add = elementCount { notEvaluated[index].elementCount = (notEvaluated[index].elementCount ?? 0) + add }
            return
        }
        notEvaluated.append(NotEvaluated(auditType: rule.auditType, reason: reason, elementCount: elementCount))
    }
}
