import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver

/// One audited screen as reports show it: a name, where it came from, and what the audit found.
///
/// The JUnit report makes one `<testsuite>` of each; the SARIF report uses ``file`` (and ``line``)
/// as the physical location of every result on the screen.
///
/// When the screen was compared with a baseline (``baseline`` is set), ``result`` holds the new
/// issues only, ``baselined`` the issues the baseline already knew, and ``staleBaselineEntries``
/// the baseline's entries for this screen that were not found. SARIF keeps the known issues as
/// suppressed results (so code-scanning alerts stay open-but-suppressed instead of being closed as
/// fixed); JUnit counts them in a property and lists no test case for them.
public struct AuditedScreen: Hashable, Codable, Sendable {
    /// A name for people: the test's or screen's name, or a capture's file name.
    public var name: String
    /// The input the screen came from: a capture file, or the test source file that audited it.
    /// A path (absolute, or relative to the source root) or a URI; `nil` when there is none. A byte
    /// of the name that is not UTF-8 is kept as the scalar U+10FF00 plus the byte (as `auditkit`
    /// reads such names), and each report escapes it where it writes the name: `caf\xE9.xml` in
    /// text, JSON and JUnit, `caf%E9.xml` in SARIF's URIs.
    public var file: String?
    /// The line in ``file`` that ran the audit (1-based), for test source files; `nil` otherwise.
    public var line: Int?
    /// What the audit found (without ignored issues, and without ``baselined`` ones).
    public var result: AccessibilityAuditResult
    /// Names the baseline the screen was compared with (its file path, or `"given in code for screen '<name>'"`
    /// for one given in code); `nil` when the screen was not compared with a baseline.
    public var baseline: String?
    /// The issues the baseline already knew (accepted, not failing), in hierarchy order; empty
    /// without a baseline.
    public var baselined: [AccessibilityAuditIssue]
    /// The baseline's entries for this screen that matched no issue (fixed, or moved).
    public var staleBaselineEntries: [AccessibilityAuditBaseline.Entry]
    /// Where the elements of the issues (new and baselined) were in ``file``, by element id, as the
    /// capture's import recorded them (``AccessibilityHierarchy/sourcePosition(of:)``); empty for
    /// headless screens. Set with ``locatingElements(in:)``; not encoded.
    public var elementPositions: [Int: SourcePosition] = [:]

    /// Creates a screen record.
    public init(
        name: String, file: String? = nil, line: Int? = nil, result: AccessibilityAuditResult,
        baseline: String? = nil, baselined: [AccessibilityAuditIssue] = [],
        staleBaselineEntries: [AccessibilityAuditBaseline.Entry] = []
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.result = result
        self.baseline = baseline
        self.baselined = baselined
        self.staleBaselineEntries = staleBaselineEntries
    }

    /// A record of `result` compared with `comparison` (from ``AccessibilityAuditBaseline/compare(_:screen:)``):
    /// the new issues stay in the result, the known ones become ``baselined``.
    /// - Parameters:
    ///   - name: The screen's name (``name``).
    ///   - file: The input the screen came from (``file``), or `nil`.
    ///   - line: The line in `file` that ran the audit (``line``), or `nil`.
    ///   - result: What the audit found, before the comparison.
    ///   - comparison: The result compared with the baseline.
    ///   - baseline: Names the baseline (a file path); `nil` names it after the screen.
    public init(
        name: String, file: String? = nil, line: Int? = nil, result: AccessibilityAuditResult,
        comparison: AccessibilityAuditBaseline.Comparison, baseline: String? = nil
    ) {
        var remaining = result
        remaining.issues = comparison.new
        self.init(
            name: name, file: file, line: line, result: remaining,
            baseline: baseline ?? "given in code for screen '\(name)'",
            baselined: comparison.known, staleBaselineEntries: comparison.stale)
    }

    /// The record with ``elementPositions`` filled from `hierarchy`, the screen audited, for the
    /// elements of its issues (new and baselined).
    public func locatingElements(in hierarchy: AccessibilityHierarchy) -> AuditedScreen {
        var located = self
        for issue in result.issues + baselined {
            guard let id = issue.elementID, let position = hierarchy.sourcePosition(of: id) else { continue }
            located.elementPositions[id] = position
        }
        return located
    }

    /// The record with ``file`` and ``baseline`` written as the reports other than SARIF show them:
    /// each byte that is not UTF-8 escaped (`caf\xE9.xml`).
    var withFileNamesShown: AuditedScreen {
        var shown = self
        shown.file = file.map(FileName.shown)
        shown.baseline = baseline.map(FileName.shown)
        return shown
    }

    /// Where the element of `issue` was in ``file``, when known (``elementPositions``).
    public func sourcePosition(of issue: AccessibilityAuditIssue) -> SourcePosition? {
        issue.elementID.flatMap { elementPositions[$0] }
    }

    /// Places the issues of a screen as every report does: in the screen's file (as reports other
    /// than SARIF show its name), at the element's line and column when known, else at the line
    /// that ran the audit.
    struct Locator: Sendable {
        /// ``AuditedScreen/file``, shown (`caf\xE9.xml`).
        var file: String?
        /// ``AuditedScreen/line``.
        var line: Int?
        /// ``AuditedScreen/elementPositions``.
        var positions: [Int: SourcePosition]

        /// The locator of `screen`.
        init(_ screen: AuditedScreen) {
            file = screen.file.map(FileName.shown)
            line = screen.line
            positions = screen.elementPositions
        }

        /// The file, line and column of `issue` (each `nil` when unknown), or `nil` when none is known.
        func location(of issue: borrowing AccessibilityAuditIssue) -> (file: String?, line: Int?, column: Int?)? {
            if let id = issue.elementSnapshot?.id, let position = positions[id] {
                return (file, position.line, position.column)
            }
            return file == nil && line == nil ? nil : (file, line, nil)
        }
    }

    /// An issue encoded as ``AccessibilityAuditIssue`` encodes it, with its `location` (as
    /// ``JSONReport/Location`` encodes it, or `null`).
    private struct LocatedIssue: Encodable {
        let issue: AccessibilityAuditIssue
        let location: JSONReport.Location?

        enum CodingKeys: String, CodingKey { case location }

        func encode(to encoder: any Encoder) throws {
            try issue.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(location, forKey: .location)
        }
    }

    /// `issues`, each with its location on this screen.
    private func located(_ issues: [AccessibilityAuditIssue]) -> [LocatedIssue] {
        let locator = Locator(self)
        return issues.map { LocatedIssue(issue: $0, location: JSONReport.Location(of: $0, by: locator)) }
    }

    private enum CodingKeys: String, CodingKey {
        case name, file, line, result, baseline, baselined, staleBaselineEntries
    }

    /// Decodes a record; the baseline fields are optional (records written before they existed).
    /// - Throws: `DecodingError` when a required field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        result = try container.decode(AccessibilityAuditResult.self, forKey: .result)
        baseline = try container.decodeIfPresent(String.self, forKey: .baseline)
        baselined = try container.decodeIfPresent([AccessibilityAuditIssue].self, forKey: .baselined) ?? []
        staleBaselineEntries =
            try container.decodeIfPresent([AccessibilityAuditBaseline.Entry].self, forKey: .staleBaselineEntries) ?? []
    }

    /// Encodes the record, leaving out the baseline fields when there was no baseline. Each issue
    /// (new and baselined) also has its `location`, as in ``JSONReport``: the screen's file and the
    /// element's line and column there (else the line that ran the audit), or `null`.
    /// - Throws: `EncodingError` (not expected).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(line, forKey: .line)
        try result.encode(to: container.superEncoder(forKey: .result)) { issuesEncoder in
            try located(result.issues).encode(to: issuesEncoder)
        }
        try container.encodeIfPresent(baseline, forKey: .baseline)
        if !baselined.isEmpty { try container.encode(located(baselined), forKey: .baselined) }
        if !staleBaselineEntries.isEmpty { try container.encode(staleBaselineEntries, forKey: .staleBaselineEntries) }
    }
}

extension AccessibilityAuditIssue {
    /// The id of the issue's element in the hierarchy audited, or `nil` without an element.
    var elementID: Int? { elementSnapshot?.id }
}
