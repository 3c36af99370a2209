import AuditKitModel

/// Runs audit rules over a hierarchy.
public struct AccessibilityAuditor: Sendable {
    /// The rules this auditor runs.
    public var rules: [any AccessibilityAuditRule]

    /// Whether an audit narrowed to some categories also runs the other categories' rules quietly,
    /// on the same snapshot, and counts what they would find (``AccessibilityAuditResult/wouldAlsoFind``).
    /// Off by default: it is a second pass over the screen. The CLI turns it on for its summary.
    public var countsLeftOutTypes: Bool

    /// Whether an audit makes some facts on a second thread while the rules that do not need them
    /// run (``factsOnSecondThread(_:for:in:)``, ``FactsOnSecondThread``); the result is the same
    /// either way.
    var secondThread = SecondThread.Choice.automatic

    /// Creates an auditor with `rules` (default: every built-in rule).
    public init(
        rules: [any AccessibilityAuditRule] = AccessibilityAuditor.builtInRules, countsLeftOutTypes: Bool = false
    ) {
        self.rules = rules
        self.countsLeftOutTypes = countsLeftOutTypes
    }

    /// Audits `hierarchy` for `types`.
    ///
    /// - Parameters:
    ///   - hierarchy: The screen to audit.
    ///   - types: The categories to run (default: all): a set made from `.all` runs Apple's iOS
    ///     types and the configuration's ``AccessibilityAuditConfiguration/typesAddedToAll``; a set of
    ///     named types runs exactly those (``AccessibilityAuditType/resolved(addingToAll:)``).
    ///   - configuration: Thresholds, the types added to `.all`, and the scope: by default issues on
    ///     elements out of view (``AccessibilityAuditElementScope/onScreen``) are left out and counted in
    ///     ``AccessibilityAuditResult/notEvaluated``.
    ///   - snapshotProvider: Re-snapshots the screen under other settings (live apps); `nil` for captures.
    /// - Returns: The issues, ordered by the element's position in the view tree, and what was not
    ///   evaluated. The system's UI (``SystemInterface``: the keyboard, the status bar, system alerts,
    ///   the home indicator) is set aside before any rule runs, and counted in
    ///   ``AccessibilityAuditResult/systemInterfaceElements``: an issue is always something the app's
    ///   developer can fix.
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` when there is nothing to audit
    ///   (no elements, or none beyond the application, windows and plain containers:
    ///   ``AccessibilityHierarchy/hasContentToAudit``); ``AccessibilityAuditError/noAuditTypes`` when
    ///   `types` is empty.
    public func audit(
        _ hierarchy: AccessibilityHierarchy, for types: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .default,
        snapshotProvider: ((AccessibilitySettings) -> AccessibilityHierarchy)? = nil
    ) throws -> AccessibilityAuditResult {
        // The system's UI (keyboard, status bar, system alerts, home indicator) is not the app's:
        // rules see the screen without it, re-snapshots included, and the result counts it.
        // A modal view (a system alert too) limits what VoiceOver reaches: issues behind it say so.
        let systemInterface = hierarchy.systemInterface()
        if let empty = hierarchy.emptyScreen(systemInterface: systemInterface) {
            throw AccessibilityAuditError.emptyHierarchy(empty)
        }
        let types = types.resolved(addingToAll: configuration.typesAddedToAll)
        guard !types.isEmpty else { throw AccessibilityAuditError.noAuditTypes }
        let appOnly = hierarchy.settingAsideSystemInterface(systemInterface)
        let modals = ModalFactsCache()
        let coverage = hierarchy.modalCoverage()
        // Without a live app, the snapshots the hierarchy carries (an export's variants) answer.
        let variants = hierarchy.settingsVariants
        let available: ((AccessibilitySettings) -> AccessibilityHierarchy?)? =
            snapshotProvider.map { provide in { provide($0) } }
            ?? (variants.isEmpty ? nil : { settings in variants.first { $0.settings == settings } })
        let provider = available.map { provide in
            { (settings: AccessibilitySettings) -> AccessibilityHierarchy? in
                guard let other = provide(settings) else { return nil }
                // Both facts depend on the elements alone: a re-snapshot showing the same elements (a
                // live screen that did not react to the settings) shares them instead of working them out again.
                let same = other.rootID == hierarchy.rootID && other.elements == hierarchy.elements
                modals.facts[settings] = same ? coverage : other.modalCoverage()
                return other.settingAsideSystemInterface(same ? systemInterface : other.systemInterface())
            }
        }
        let context = AccessibilityAuditContext(
            hierarchy: appOnly, configuration: configuration, partialSnapshotProvider: provider)
        context.setAside = systemInterface.map { $0 != nil }
        (context.modalPresentation, context.behindModal) = coverage
        context.resnapshotModals = modals
        let running = rules.indices.filter { types.contains(rules[$0].auditType) }
        let onSecondThread = factsOnSecondThread(appOnly, for: types, in: context)
        context.facts(of: appOnly).startOnSecondThread(onSecondThread, starting: secondThread != .alwaysNeverStarting)
        var (issues, notEvaluated) = run(running, in: context, readersLast: onSecondThread.contains(.reading))
        // Issues in view-tree order (stable): one pre-order of the app's own screen, shared with the rules.
        let position = context.facts(of: appOnly).viewTree.position
        if configuration.scope == .onScreen, !issues.isEmpty {
            let judgingOutOfView = Set(rules.filter(\.judgesElementsOutOfView).map(\.ruleID))
            notEvaluated += Self.setAsideOutOfView(&issues, on: appOnly, keeping: judgingOutOfView)
        }
        let places = issues.withView { found in
            found.indices.map { index -> Int in
                let id = found[index].elementSnapshot?.id ?? -1
                return id >= 0 && id < position.count && position[id] >= 0 ? position[id] : Int.max
            }
        }
        // Sorted by index, then the issues themselves moved into that order in place (the list is
        // the context's, handed over): no issue is copied.
        Self.permute(&issues, into: issues.indices.sorted { (places[$0], $0) < (places[$1], $1) })
        let ran = AccessibilityAuditType(
            rawValue: rules.filter { types.contains($0.auditType) }.reduce(0) { $0 | $1.auditType.rawValue })
        var systemCounts: [SystemInterface: Int] = [:]
        for case let kind? in systemInterface { systemCounts[kind, default: 0] += 1 }
        return AccessibilityAuditResult(
            issues: issues, notEvaluated: notEvaluated, auditTypes: ran,
            elementCount: hierarchy.elements.count,
            wouldAlsoFind: countLeftOut(excluding: types, sharing: context),
            systemInterfaceElements: systemCounts, modalPresentation: context.modalPresentation)
    }

    /// Removes from `issues` those on elements out of view on `screen` (scrolled away, or outside
    /// the screen: ``AccessibilityHierarchy/outOfView()``), and returns one record per audit type
    /// that lost some, saying how many issues on how many elements, and how to see them. Issues of
    /// the rules in `keeping` (those whose subject is an element out of view) stay.
    static func setAsideOutOfView(
        _ issues: inout [AccessibilityAuditIssue], on screen: AccessibilityHierarchy, keeping: Set<String> = []
    ) -> [NotEvaluated] {
        // Judged for the elements with issues alone (and their ancestors), read in place.
        let ids = issues.withView { found in
            found.indices.compactMap { found[$0].elementSnapshot?.id }
        }
        let outOfView = screen.outOfView(of: ids)
        var setAside: [(type: AccessibilityAuditType, issues: Int, elements: Set<Int>)] = []
        issues.removeAll { issue in
            guard let id = issue.elementSnapshot?.id, id >= 0, id < outOfView.count, outOfView[id],
                !keeping.contains(issue.ruleID)
            else {
                return false
            }
            if let index = setAside.firstIndex(where: { $0.type == issue.auditType }) {
                setAside[index].issues += 1
                setAside[index].elements.insert(id)
            } else {
                setAside.append((issue.auditType, 1, [id]))
            }
            return true
        }
        return setAside.map { record in
            let issues = record.issues == 1 ? "1 issue" : "\(record.issues) issues"
            let elements = record.elements.count == 1 ? "1 element" : "\(record.elements.count) elements"
            return NotEvaluated(
                auditType: record.type,
                reason:
                    "\(issues) on \(elements) out of view (scrolled away or off the screen) not reported: "
                    + "the audit covers what is on the screen, as Apple's; scope .wholeContent reports them",
                elementCount: record.elements.count)
        }
    }

    /// Rearranges `items` so that position `i` holds what was at `order[i]` (`order` is a permutation
    /// of the indices), moving each item once along the permutation's cycles: no item is copied.
    static func permute<Item>(_ items: inout [Item], into order: [Int]) {
        items.permute(into: order)
    }

    /// Runs the rules at `running` (indices into ``rules``, in order); with `readersLast`, the rules
    /// that read the VoiceOver reading run after the others, which run while a second thread makes
    /// it. Returns what running them in order returns: their issues, each rule's after those of the
    /// rules before it, and the records of what they did not evaluate, each rule's merged in after
    /// theirs.
    private func run(
        _ running: [Int], in context: AccessibilityAuditContext, readersLast: Bool
    ) -> (issues: [AccessibilityAuditIssue], notEvaluated: [NotEvaluated]) {
        let last = running.map { readersLast && rules[$0].factsOnSecondThread.contains(.reading) }
        var issueRanges = [Range<Int>](repeating: 0..<0, count: running.count)
        var records = [[NotEvaluated]](repeating: [], count: running.count)
        var notEvaluated = context.takeNotEvaluated()
        for place in running.indices.filter({ !last[$0] }) + running.indices.filter({ last[$0] }) {
            let start = context.issues.count
            rules[running[place]].audit(context)
            issueRanges[place] = start..<context.issues.count
            records[place] = context.takeNotEvaluated()
        }
        var issues = context.takeIssues()
        if readersLast { issues.permute(into: issueRanges.flatMap { Array($0) }) }
        for record in records.joined() { notEvaluated.merge(record) }
        return (issues, notEvaluated)
    }

    /// Which facts the audit of `screen` makes on a second thread
    /// (``ScreenFacts/startOnSecondThread(_:starting:)``): those the rules that run (or are counted) use
    /// (``UsesFactsOnSecondThread``); only where the screen VoiceOver reads is `screen` itself (no
    /// snapshot with VoiceOver on is taken: that would run on this thread); and then, as
    /// ``secondThread`` says, by default when the screen has at least
    /// ``ScreenFacts/secondThreadMinimumElements``, no other second thread is running in the process
    /// (``SecondThread/noneRunning``: the jobs of a batch keep the cores busy already) and a core
    /// is idle (``SecondThread/aCoreIsIdle()``).
    private func factsOnSecondThread(
        _ screen: AccessibilityHierarchy, for types: AccessibilityAuditType, in context: AccessibilityAuditContext
    ) -> FactsOnSecondThread {
        let used = rules.filter { countsLeftOutTypes || types.contains($0.auditType) }
            .reduce(into: FactsOnSecondThread()) { $0.formUnion($1.factsOnSecondThread) }
        guard secondThread != .never, !used.isEmpty, context.voiceOverScreenIsAudited,
            secondThread != .automatic
                || (screen.elements.count >= ScreenFacts.secondThreadMinimumElements && SecondThread.noneRunning
                    && SecondThread.aCoreIsIdle())
        else { return [] }
        return used
    }

    /// Runs the rules outside `types` quietly over the screen of `context` alone (no re-snapshots)
    /// and counts their issues per category: ``AccessibilityAuditResult/wouldAlsoFind``. Shares the
    /// facts the audit worked out, and keeps no messages, paths or issues.
    private func countLeftOut(
        excluding types: AccessibilityAuditType,
        sharing context: AccessibilityAuditContext
    ) -> [AccessibilityAuditType: Int] {
        let leftOut = rules.filter { !types.contains($0.auditType) }
        guard countsLeftOutTypes, !leftOut.isEmpty else { return [:] }
        let quiet = context.countingContext()
        for rule in leftOut { rule.audit(quiet) }
        return quiet.issueCounts
    }
}

extension AccessibilityHierarchy {
    /// Audits this hierarchy with the built-in rules. See ``AccessibilityAuditor/audit(_:for:configuration:snapshotProvider:)``.
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` for an empty hierarchy.
    public func audit(
        for types: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .default
    ) throws -> AccessibilityAuditResult {
        try AccessibilityAuditor().audit(self, for: types, configuration: configuration)
    }
}

extension HeadlessApplication {
    /// Audits the current screen under ``settings`` (or `settings`), re-snapshotting the live views
    /// when a rule needs other settings (Dynamic Type, clipping).
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy(_:)`` when nothing is on screen, or when the
    ///   app is not running (``EmptyScreen/Reason/notRunning``: call ``launch()`` first);
    ///   ``AccessibilityAuditError/invalidFrames(_:)`` when a view's frame is NaN, infinite or absurd
    ///   (no device shows such a screen).
    public func audit(
        for types: AccessibilityAuditType = .all,
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor()
    ) throws -> AccessibilityAuditResult {
        try audit(
            for: types, settings: settings, configuration: configuration, auditor: auditor, session: snapshotSession())
    }

    /// The current screen as ``snapshot(settings:)`` takes it, with what an audit of it needs away
    /// from the app: the snapshots under every other setting the audit's rules ask for
    /// (``AccessibilityHierarchy/settingsVariants``: the text sizes the Dynamic Type and clipping
    /// rules lay the screen out at, the display settings the setting rules compare). Its JSON
    /// (``AccessibilityHierarchy/jsonData()``, with `"variants"`) then audits, anywhere, as
    /// ``audit(for:settings:configuration:auditor:)`` audits the live screen: the same issues, and
    /// the same things not evaluated.
    ///
    /// - Parameters:
    ///   - types: The audit types whose rules' settings to capture (default: every type, Apple's
    ///     and this package's own, so the file serves an audit of any of them).
    ///   - settings: The settings to snapshot under (default: the app's ``settings``).
    ///   - configuration: The thresholds the audit will use (some rules ask for other settings
    ///     depending on them).
    /// - Returns: The snapshot with its variants; a screen with nothing to audit has none.
    public func auditableSnapshot(
        for types: AccessibilityAuditType = AccessibilityAuditType.apple.union(.extended),
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default
    ) -> AccessibilityHierarchy {
        let session = snapshotSession()
        var hierarchy = session.snapshot(settings: settings ?? self.settings)
        defer { session.tell(self.settings) }  // leave views as the app's own settings want them
        final class Taken {
            var snapshots: [AccessibilityHierarchy] = []
        }
        let taken = Taken()
        _ = try? AccessibilityAuditor().audit(hierarchy, for: types, configuration: configuration) { other in
            let snapshot = session.snapshot(settings: other)
            if !taken.snapshots.contains(where: { $0.settings == other }) { taken.snapshots.append(snapshot) }
            return snapshot
        }
        hierarchy.settingsVariants = taken.snapshots.filter { $0.settings != hierarchy.settings }
        return hierarchy
    }

    /// Audits as ``audit(for:settings:configuration:auditor:)`` does, taking every snapshot through
    /// `session` (``LiveSnapshotSession``: snapshots share what the settings cannot change).
    func audit(
        for types: AccessibilityAuditType, settings: AccessibilitySettings?,
        configuration: AccessibilityAuditConfiguration, auditor: AccessibilityAuditor, session: LiveSnapshotSession
    ) throws -> AccessibilityAuditResult {
        guard state == .runningForeground else {
            throw AccessibilityAuditError.emptyHierarchy(EmptyScreen(reason: .notRunning, applications: 1))
        }
        let base = settings ?? self.settings
        let hierarchy = session.snapshot(settings: base)
        defer { session.tell(self.settings) }  // leave views as the app's own settings want them
        let invalid = hierarchy.problems.filter { $0.kind == .invalidFrame }.compactMap(\.element)
        if !invalid.isEmpty {
            throw AccessibilityAuditError.invalidFrames(Array(Set(invalid)).sorted().map { hierarchy.path(of: $0) })
        }
        return try auditor.audit(hierarchy, for: types, configuration: configuration) { other in
            session.snapshot(settings: other)
        }
    }
}
