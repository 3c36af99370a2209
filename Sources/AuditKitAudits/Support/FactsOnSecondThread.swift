/// Facts an audit of a large screen makes on a second thread
/// (``ScreenFacts/startOnSecondThread(_:starting:)``), started by the auditor before its first rule when a
/// rule that runs, or is counted, uses them (``UsesFactsOnSecondThread``).
struct FactsOnSecondThread: OptionSet {
    let rawValue: Int

    /// ``ScreenFacts/labelVerdicts``: ``LabelReadability/assess(_:)`` of each of ``ScreenFacts/judgedLabels``.
    static let labelVerdicts = FactsOnSecondThread(rawValue: 1 << 0)
    /// ``ScreenFacts/voiceOverReading``. The rules that use it run after the others, which run
    /// while it is made; their issues are then put back in rule order.
    static let reading = FactsOnSecondThread(rawValue: 1 << 1)
    /// ``ScreenFacts/controlNameGroups``: the controls of the reading grouped by name and role
    /// (made after the reading, from it).
    static let controlNameGroups = FactsOnSecondThread(rawValue: 1 << 2)
}

/// A built-in rule that uses facts an audit may make on a second thread.
protocol UsesFactsOnSecondThread {
    /// The facts the rule reads.
    static var factsOnSecondThread: FactsOnSecondThread { get }
}

extension AccessibilityAuditRule {
    /// The facts this rule reads that an audit may make on a second thread (none for a rule that
    /// is not ``UsesFactsOnSecondThread``).
    var factsOnSecondThread: FactsOnSecondThread {
        (Self.self as? any UsesFactsOnSecondThread.Type)?.factsOnSecondThread ?? []
    }
}
