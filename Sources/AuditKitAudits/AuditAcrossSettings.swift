import AuditKitModel

extension AccessibilitySettings {
    /// Every content size category, each with every Bold Text value in `boldText`, on top of `base`.
    ///
    /// `allContentSizeCategories(boldText: [false, true])` gives 24 settings: xSmall … AX5, each
    /// with Bold Text off and on, in that order (sizes outermost). Other settings come from `base`.
    /// - Parameters:
    ///   - boldText: The Bold Text values to combine with each size (default: off only).
    ///   - base: The settings to vary (default: iOS's defaults).
    /// - Returns: The settings, smallest size first.
    public static func allContentSizeCategories(boldText: [Bool] = [false], base: AccessibilitySettings = .default)
        -> [AccessibilitySettings]
    {
        ContentSizeCategory.allCases.flatMap { category in
            boldText.map { bold in
                var settings = base
                settings.preferredContentSizeCategory = category
                settings.isBoldTextEnabled = bold
                return settings
            }
        }
    }
}

extension AccessibilityAuditResult {
    /// Merges audits of one screen under several settings into one result.
    ///
    /// An issue found under several settings appears once, at its first place, with
    /// ``AccessibilityAuditIssue/foundUnder`` listing those settings in the order given. Issues are
    /// the same when their rule id, element path (or, without a path, element summary) and compact
    /// description are. Not-evaluated records merge by audit type and reason, keeping the largest
    /// element count; ``auditTypes`` is the union; ``elementCount`` the largest screen's;
    /// ``wouldAlsoFind`` the largest count per category; ``systemInterfaceElements`` the largest count per kind; ``modalPresentation`` the first run's that has one.
    ///
    /// - Parameter results: Each result with the settings it was audited under.
    /// - Returns: The merged result; each issue's `foundUnder` lists the settings it was found under: those
    ///   the rule recorded (a rule that re-snapshots under other settings), else those of the runs that found it.
    public static func merging(_ results: [(settings: AccessibilitySettings, result: AccessibilityAuditResult)])
        -> AccessibilityAuditResult
    {
        struct Key: Hashable {
            var ruleID: String
            var place: String
            var compact: String
        }
        var issues: [AccessibilityAuditIssue] = []
        var index: [Key: Int] = [:]
        var notEvaluated: [NotEvaluated] = []
        var types: AccessibilityAuditType = []
        var elementCount = 0
        var wouldAlsoFind: [AccessibilityAuditType: Int] = [:]
        var systemInterface: [SystemInterface: Int] = [:]
        var modal: ModalPresentation?
        for (settings, result) in results {
            modal = modal ?? result.modalPresentation
            for (kind, count) in result.systemInterfaceElements {
                systemInterface[kind] = max(systemInterface[kind] ?? 0, count)
            }
            types.formUnion(result.auditTypes)
            elementCount = max(elementCount, result.elementCount)
            for (type, count) in result.wouldAlsoFind { wouldAlsoFind[type] = max(wouldAlsoFind[type] ?? 0, count) }
            for issue in result.issues {
                let key = Key(
                    ruleID: issue.ruleID, place: issue.path ?? issue.elementSnapshot?.summary ?? "",
                    compact: issue.compactDescription)
                // A rule that judged under settings of its own (text clipping at the largest size,
                // VoiceOver running) says so in foundUnder; otherwise the run's settings found it.
                let under = issue.foundUnder.isEmpty ? [settings] : issue.foundUnder
                if let at = index[key] {
                    for found in under where !issues[at].foundUnder.contains(found) {
                        issues[at].foundUnder.append(found)
                    }
                } else {
                    var first = issue
                    first.foundUnder = under
                    index[key] = issues.count
                    issues.append(first)
                }
            }
            for record in result.notEvaluated {
                if let at = notEvaluated.firstIndex(where: {
                    $0.auditType == record.auditType && $0.reason == record.reason
                }) {
                    if let count = record.elementCount {
                        notEvaluated[at].elementCount = max(notEvaluated[at].elementCount ?? 0, count)
                    }
                } else {
                    notEvaluated.append(record)
                }
            }
        }
        return AccessibilityAuditResult(
            issues: issues, notEvaluated: notEvaluated, auditTypes: types, elementCount: elementCount,
            wouldAlsoFind: wouldAlsoFind, systemInterfaceElements: systemInterface,
            modalPresentation: modal)
    }
}

extension HeadlessApplication {
    /// Audits the current screen once under each of `settingsList`, and merges the results so an
    /// issue found under several settings appears once, listing them in ``AccessibilityAuditIssue/foundUnder``.
    ///
    /// ```swift
    /// let result = try app.audit(for: [.dynamicType, .textClipped],
    ///                            acrossSettings: AccessibilitySettings.allContentSizeCategories(boldText: [false, true]))
    /// ```
    /// Views are told each settings value before its snapshot (``View/accessibilitySettingsDidChange(_:)``),
    /// and are left as the app's own ``settings`` want them afterwards. See
    /// ``AccessibilityAuditResult/merging(_:)`` for how issues are matched.
    ///
    /// - Parameters:
    ///   - types: The categories to run (default: all).
    ///   - settingsList: The settings to audit under, in order; an empty list audits under ``settings`` alone.
    ///   - configuration: Thresholds.
    ///   - auditor: The rules to run.
    /// - Returns: One merged result.
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` when nothing is on screen;
    ///   ``AccessibilityAuditError/noAuditTypes`` when `types` is empty.
    public func audit(
        for types: AccessibilityAuditType = .all, acrossSettings settingsList: [AccessibilitySettings],
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor()
    ) throws -> AccessibilityAuditResult {
        var seen = Set<AccessibilitySettings>()
        let unique = (settingsList.isEmpty ? [settings] : settingsList).filter { seen.insert($0).inserted }
        // One session for every audit: a screen whose views cannot react to settings is built in full
        // once, and its snapshots under the other settings derived from it.
        let session = snapshotSession()
        let results = try unique.map { each in
            (
                settings: each,
                result: try audit(
                    for: types, settings: each, configuration: configuration, auditor: auditor, session: session)
            )
        }
        return AccessibilityAuditResult.merging(results)
    }
}
