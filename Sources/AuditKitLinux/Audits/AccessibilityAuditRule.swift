/// One audit rule: a check in one audit category that reports issues, and what it could not judge.
///
/// Rules are small value types, one per file under `Audits/Rules`, each stating its threshold and
/// the source of it in its doc comment. Register built-in rules in ``AccessibilityAuditor/builtInRules``.
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
}

extension AccessibilityAuditRule {
    /// `.failure`: see ``AccessibilityAuditRule/defaultSeverity``.
    public var defaultSeverity: AccessibilityAuditSeverity { .failure }
}

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

    /// Reports an issue about `element` (or the whole screen when `nil`) found by `rule`.
    public func report(_ rule: some AccessibilityAuditRule, element: ElementSnapshot?, compactDescription: String,
                       detailedDescription: String, severity: AccessibilityAuditSeverity = .failure) {
        issues.append(AccessibilityAuditIssue(
            auditType: rule.auditType, element: element, compactDescription: compactDescription,
            detailedDescription: detailedDescription, ruleID: rule.ruleID, severity: severity,
            path: element.map { hierarchy.path(of: $0.id) }, reference: rule.reference))
    }

    /// Reports an issue about `element` of `other`, a re-snapshot of the screen under other settings
    /// (from ``hierarchy(under:)``), recording those settings in ``AccessibilityAuditIssue/foundUnder``.
    ///
    /// The path is taken from `other`, where the element's id belongs: a view that reacts to the
    /// settings may add or remove views, so ids need not match ``hierarchy``'s.
    public func report(_ rule: some AccessibilityAuditRule, element: ElementSnapshot, in other: AccessibilityHierarchy,
                       compactDescription: String, detailedDescription: String,
                       severity: AccessibilityAuditSeverity = .failure) {
        issues.append(AccessibilityAuditIssue(
            auditType: rule.auditType, element: element, compactDescription: compactDescription,
            detailedDescription: detailedDescription, ruleID: rule.ruleID, severity: severity,
            path: other.path(of: element.id), reference: rule.reference,
            foundUnder: other.settings.map { [$0] } ?? []))
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

/// Thresholds and options for an audit. Defaults follow WCAG 2.2 AA and what Apple's audit enforces.
public struct AccessibilityAuditConfiguration: Hashable, Codable, Sendable {
    /// The smallest hit area, in points, for each side of an interactive element.
    ///
    /// Default 24 pt: WCAG 2.2 SC 2.5.8 Target Size (Minimum), which is what Apple's audit
    /// enforces in practice (24 × 25 passes, 18 × 22 fails). ``appleHIGHitRegion`` is the stricter
    /// 44 × 44 pt of Apple's Human Interface Guidelines (Accessibility, "Buttons and controls").
    public var minimumHitRegion: Double
    /// How far below a contrast threshold, as a fraction of that threshold, still counts as
    /// "Contrast nearly passed" (a warning) rather than "Contrast failed".
    ///
    /// Default 1/9 (≈ 0.111, ``defaultContrastNearlyPassedFraction``): text needs 4.5:1 and nearly
    /// passes from 4.0:1; large text needs 3:1 and nearly passes from 2.67:1 (WCAG 2.2 SC 1.4.3's
    /// thresholds). Relative, so both thresholds allow the same shortfall. Apple does not publish
    /// its margin; this one is ours. Values are clamped to 0...1 (0: every shortfall fails); a value
    /// that is not a number counts as 0.
    public var contrastNearlyPassedFraction: Double
    /// The largest content size category that text must fit at (textClipped). Default:
    /// `.accessibilityExtraExtraExtraLarge`, the largest Dynamic Type size.
    public var largestContentSizeCategory: ContentSizeCategory

    /// 44 pt, Apple HIG's minimum tappable area for controls.
    public static let appleHIGHitRegion: Double = 44
    /// 24 pt, WCAG 2.2 SC 2.5.8's minimum target size.
    public static let wcagHitRegion: Double = 24
    /// 1/9: the default ``contrastNearlyPassedFraction`` (4.5:1 nearly passes from 4.0:1, 3:1 from 2.67:1).
    public static let defaultContrastNearlyPassedFraction: Double = 1.0 / 9.0

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(minimumHitRegion: Double = AccessibilityAuditConfiguration.wcagHitRegion,
                contrastNearlyPassedFraction: Double = AccessibilityAuditConfiguration.defaultContrastNearlyPassedFraction,
                largestContentSizeCategory: ContentSizeCategory = .accessibilityExtraExtraExtraLarge) {
        self.minimumHitRegion = minimumHitRegion
        self.contrastNearlyPassedFraction = contrastNearlyPassedFraction
        self.largestContentSizeCategory = largestContentSizeCategory
    }

    /// The contrast ratio below which `threshold` (such as 4.5) fails rather than nearly passes:
    /// `threshold × (1 − fraction)`, with ``contrastNearlyPassedFraction`` clamped to 0...1.
    public func contrastFailureRatio(below threshold: Double) -> Double {
        let fraction = contrastNearlyPassedFraction.isNaN ? 0 : min(max(contrastNearlyPassedFraction, 0), 1)
        return threshold * (1 - fraction)
    }

    private enum CodingKeys: String, CodingKey {
        case minimumHitRegion, contrastNearlyPassedFraction, largestContentSizeCategory
        /// The former absolute margin (a ratio, default 0.5), read from old files only.
        case contrastNearlyPassedMargin
    }

    /// Decodes a configuration; a missing key takes its default. A file written with the former
    /// absolute `contrastNearlyPassedMargin` (a ratio below 4.5:1) and no fraction is read as the
    /// fraction of 4.5 it stood for (0.5 → 1/9).
    /// - Throws: `DecodingError` when a present value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        minimumHitRegion = try container.decodeIfPresent(Double.self, forKey: .minimumHitRegion) ?? Self.wcagHitRegion
        if let fraction = try container.decodeIfPresent(Double.self, forKey: .contrastNearlyPassedFraction) {
            contrastNearlyPassedFraction = fraction
        } else if let margin = try container.decodeIfPresent(Double.self, forKey: .contrastNearlyPassedMargin) {
            contrastNearlyPassedFraction = margin / ContrastRule.textThreshold
        } else {
            contrastNearlyPassedFraction = Self.defaultContrastNearlyPassedFraction
        }
        largestContentSizeCategory = try container.decodeIfPresent(ContentSizeCategory.self, forKey: .largestContentSizeCategory)
            ?? .accessibilityExtraExtraExtraLarge
    }

    /// Encodes the three settings under their property names.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minimumHitRegion, forKey: .minimumHitRegion)
        try container.encode(contrastNearlyPassedFraction, forKey: .contrastNearlyPassedFraction)
        try container.encode(largestContentSizeCategory, forKey: .largestContentSizeCategory)
    }

    /// WCAG 2.2 AA thresholds (the default).
    public static let `default` = AccessibilityAuditConfiguration()
    /// The default with Apple HIG's 44 × 44 pt hit region.
    public static let appleHIG = AccessibilityAuditConfiguration(minimumHitRegion: appleHIGHitRegion)
}

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

    /// Creates a result.
    public init(issues: [AccessibilityAuditIssue], notEvaluated: [NotEvaluated], auditTypes: AccessibilityAuditType, elementCount: Int,
                wouldAlsoFind: [AccessibilityAuditType: Int] = [:]) {
        self.issues = issues
        self.notEvaluated = notEvaluated
        self.auditTypes = auditTypes
        self.elementCount = elementCount
        self.wouldAlsoFind = wouldAlsoFind
    }

    /// The issues that fail a test.
    public var failures: [AccessibilityAuditIssue] { issues.filter { $0.severity == .failure } }
    /// The issues that warn.
    public var warnings: [AccessibilityAuditIssue] { issues.filter { $0.severity == .warning } }

    private enum CodingKeys: String, CodingKey {
        case issues, notEvaluated, auditTypes, elementCount, wouldAlsoFind
    }

    /// Decodes a result; `wouldAlsoFind` (an object from type name to count) may be absent.
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
                throw DecodingError.dataCorruptedError(forKey: .wouldAlsoFind, in: container, debugDescription: "Unknown audit type '\(name)'")
            }
            counts[type] = count
        }
        wouldAlsoFind = counts
    }

    /// Encodes the result; `wouldAlsoFind` as an object from type name to count, omitted when empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(issues, forKey: .issues)
        try container.encode(notEvaluated, forKey: .notEvaluated)
        try container.encode(auditTypes, forKey: .auditTypes)
        try container.encode(elementCount, forKey: .elementCount)
        if !wouldAlsoFind.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: wouldAlsoFind.map { ($0.key.description, $0.value) }), forKey: .wouldAlsoFind)
        }
    }
}

/// Runs audit rules over a hierarchy.
public struct AccessibilityAuditor: Sendable {
    /// The rules this auditor runs.
    public var rules: [any AccessibilityAuditRule]

    /// Whether an audit narrowed to some categories also runs the other categories' rules quietly,
    /// on the same snapshot, and counts what they would find (``AccessibilityAuditResult/wouldAlsoFind``).
    /// Off by default: it is a second pass over the screen. The CLI turns it on for its summary.
    public var countsLeftOutTypes: Bool

    /// Creates an auditor with `rules` (default: every built-in rule).
    public init(rules: [any AccessibilityAuditRule] = AccessibilityAuditor.builtInRules, countsLeftOutTypes: Bool = false) {
        self.rules = rules
        self.countsLeftOutTypes = countsLeftOutTypes
    }

    /// Audits `hierarchy` for `types`.
    ///
    /// - Parameters:
    ///   - hierarchy: The screen to audit.
    ///   - types: The categories to run (default: all).
    ///   - configuration: Thresholds.
    ///   - snapshotProvider: Re-snapshots the screen under other settings (live apps); `nil` for captures.
    /// - Returns: The issues, ordered by the element's position in the view tree, and what was not evaluated.
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` when there is nothing to audit
    ///   (no elements, or none beyond the application, windows and plain containers:
    ///   ``AccessibilityHierarchy/hasContentToAudit``); ``AccessibilityAuditError/noAuditTypes`` when
    ///   `types` is empty.
    public func audit(_ hierarchy: AccessibilityHierarchy, for types: AccessibilityAuditType = .all,
                      configuration: AccessibilityAuditConfiguration = .default,
                      snapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy)? = nil) throws -> AccessibilityAuditResult {
        if let empty = hierarchy.emptyScreen { throw AccessibilityAuditError.emptyHierarchy(empty) }
        guard !types.isEmpty else { throw AccessibilityAuditError.noAuditTypes }
        let context = AccessibilityAuditContext(hierarchy: hierarchy, configuration: configuration, snapshotProvider: snapshotProvider)
        for rule in rules where types.contains(rule.auditType) {
            rule.audit(context)
        }
        var order: [Int: Int] = [:]
        for (position, element) in hierarchy.viewTreeElements.enumerated() { order[element.id] = position }
        let issues = context.issues.enumerated().sorted { a, b in
            let pa = a.element.element.flatMap { order[$0.id] } ?? Int.max
            let pb = b.element.element.flatMap { order[$0.id] } ?? Int.max
            return (pa, a.offset) < (pb, b.offset)
        }.map(\.element)
        let ran = AccessibilityAuditType(rawValue: rules.filter { types.contains($0.auditType) }.reduce(0) { $0 | $1.auditType.rawValue })
        return AccessibilityAuditResult(issues: issues, notEvaluated: context.notEvaluated, auditTypes: ran,
                                        elementCount: hierarchy.elements.count,
                                        wouldAlsoFind: countLeftOut(hierarchy, excluding: types, configuration: configuration))
    }

    /// Runs the rules outside `types` quietly over `hierarchy` alone (no re-snapshots) and counts
    /// their issues per category: ``AccessibilityAuditResult/wouldAlsoFind``.
    private func countLeftOut(_ hierarchy: AccessibilityHierarchy, excluding types: AccessibilityAuditType,
                              configuration: AccessibilityAuditConfiguration) -> [AccessibilityAuditType: Int] {
        let leftOut = rules.filter { !types.contains($0.auditType) }
        guard countsLeftOutTypes, !leftOut.isEmpty else { return [:] }
        let quiet = AccessibilityAuditContext(hierarchy: hierarchy, configuration: configuration, snapshotProvider: nil)
        for rule in leftOut { rule.audit(quiet) }
        var counts: [AccessibilityAuditType: Int] = [:]
        for issue in quiet.issues { counts[issue.auditType, default: 0] += 1 }
        return counts
    }
}

extension AccessibilityHierarchy {
    /// Audits this hierarchy with the built-in rules. See ``AccessibilityAuditor/audit(_:for:configuration:snapshotProvider:)``.
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` for an empty hierarchy.
    public func audit(for types: AccessibilityAuditType = .all,
                      configuration: AccessibilityAuditConfiguration = .default) throws -> AccessibilityAuditResult {
        try AccessibilityAuditor().audit(self, for: types, configuration: configuration)
    }
}

extension HeadlessApplication {
    /// Audits the current screen under ``settings`` (or `settings`), re-snapshotting the live views
    /// when a rule needs other settings (Dynamic Type, clipping).
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` when nothing is on screen.
    public func audit(for types: AccessibilityAuditType = .all,
                      settings: AccessibilitySettings? = nil,
                      configuration: AccessibilityAuditConfiguration = .default,
                      auditor: AccessibilityAuditor = AccessibilityAuditor()) throws -> AccessibilityAuditResult {
        let base = settings ?? self.settings
        let hierarchy = snapshot(settings: base)
        defer { _ = snapshot(settings: self.settings) }   // leave views as the app's own settings want them
        return try auditor.audit(hierarchy, for: types, configuration: configuration) { [unowned self] other in
            self.snapshot(settings: other)
        }
    }
}
