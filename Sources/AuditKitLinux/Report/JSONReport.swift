import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver
import Foundation

/// An audit result as JSON, for tools: issues, what was not evaluated, and a summary.
///
/// ```text
/// {
///   "issues" : [
///     {
///       "auditType" : "hitRegion",
///       "compactDescription" : "Hit area is too small",
///       "detailedDescription" : "…",
///       "element" : {
///         "elementType" : "button",
///         "frame" : [20, 200, 18, 22],
///         "identifier" : null,
///         "label" : "New Quote",
///         "path" : "Application/Window/Button['New Quote']",
///         "value" : null
///       },
///       "evidence" : { "height" : 22, "minimumSize" : 24, "width" : 18 },
///       "foundUnder" : [],
///       "location" : null,
///       "path" : "Application/Window/Button['New Quote']",
///       "reference" : { "title" : "WCAG 2.2 SC 2.5.8 Target Size (Minimum)", "url" : "…" },
///       "ruleID" : "hitRegion.tooSmall",
///       "severity" : "failure"
///     }
///   ],
///   "notEvaluated" : [ { "auditType" : "contrast", "reason" : "…" } ],
///   "summary" : { "capturedUnderModal" : null, "elements" : 3, "failures" : 1, "systemElements" : 0,
///                 "systemElementsByKind" : {}, "warnings" : 0 }
/// }
/// ```
/// `auditType` is Apple's case name; `elementType` is `XCUIElement.ElementType`'s case name; `frame`
/// is `[x, y, width, height]` in points. Unknown element facts are `null` (never left out), and an
/// issue without an element has `"element" : null`, so every object has the same keys. `evidence`
/// is the issue's ``AccessibilityAuditIssue/evidence``: an object from key name to value (numbers
/// unrounded, lengths in points, colours as sRGB hex), `{}` when the rule recorded none; the keys
/// are documented in <doc:IssueEvidence>. `summary.systemElements` counts the elements set aside as
/// the system's UI (``AccessibilityAuditResult/systemInterfaceElements``), per kind in
/// `summary.systemElementsByKind`, so nothing disappears silently; `summary.capturedUnderModal` names
/// the modal view the screen was captured under (`kind`, `name`, `issuesBehind`), or is `null`.
///
/// An issue has the keys an issue of a run report has (``AccessibilityAuditRunReport``, which
/// `auditkit audit` writes for several captures): `path`, `reference` (``AuditReference``),
/// `foundUnder` (the ``AccessibilitySettings`` it was found under, `[]` under the current ones) and
/// `location`, the place text and SARIF reports give: `{ "column", "file", "line" }`, the
/// element's line and column in the capture file (the line that ran the audit for a headless
/// screen), each `null` when unknown (`file` for standard input), or `null` when nothing is known
/// (a report made from a result alone, which has no file). Only `element` differs: here a summary
/// of the element, there its whole snapshot.
public struct JSONReport: Hashable, Codable, Sendable {
    /// An issue's element.
    public struct Element: Hashable, Codable, Sendable {
        /// `XCUIElement.ElementType` case name, such as `button`.
        public var elementType: String
        /// Accessibility identifier, if known.
        public var identifier: String?
        /// Accessibility label, if known.
        public var label: String?
        /// Accessibility value, if known.
        public var value: String?
        /// `[x, y, width, height]` in points, screen coordinates; `nil` if unknown.
        public var frame: [Double]?
        /// The element's path in the hierarchy, if known.
        public var path: String? {
            get { storedPath.string }
            set { storedPath = StoredPath(newValue) }
        }
        /// ``path`` as the issue kept it (``AccessibilityAuditIssue/path``): written when read, or
        /// by ``JSONReport/write(chunkSize:to:)`` straight from the hierarchy's path steps.
        var storedPath: StoredPath

        /// Creates an element entry.
        public init(
            elementType: String, identifier: String? = nil, label: String? = nil, value: String? = nil,
            frame: [Double]? = nil, path: String? = nil
        ) {
            self.init(
                elementType: elementType, identifier: identifier, label: label, value: value, frame: frame,
                storedPath: StoredPath(path))
        }

        /// An element entry whose path is kept as the issue kept it.
        init(
            elementType: String, identifier: String?, label: String?, value: String?, frame: [Double]?,
            storedPath: StoredPath
        ) {
            self.elementType = elementType
            self.identifier = identifier
            self.label = label
            self.value = value
            self.frame = frame
            self.storedPath = storedPath
        }

        private enum CodingKeys: String, CodingKey {
            case elementType, identifier, label, value, frame, path
        }

        /// Decodes an entry; a missing or `null` optional value is `nil`.
        /// - Throws: `DecodingError` for a missing `elementType` or a value of the wrong shape.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                elementType: try container.decode(String.self, forKey: .elementType),
                identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
                label: try container.decodeIfPresent(String.self, forKey: .label),
                value: try container.decodeIfPresent(String.self, forKey: .value),
                frame: try container.decodeIfPresent([Double].self, forKey: .frame),
                path: try container.decodeIfPresent(String.self, forKey: .path))
        }

        /// Encodes every key, unknown values as `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(elementType, forKey: .elementType)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(label, forKey: .label)
            try container.encode(value, forKey: .value)
            try container.encode(frame, forKey: .frame)
            try container.encode(path, forKey: .path)
        }
    }

    /// One issue.
    public struct Issue: Hashable, Codable, Sendable {
        /// Apple's case name of the audit type, such as `contrast`.
        public var auditType: String
        /// The rule's stable id, such as `hitRegion.tooSmall`.
        public var ruleID: String
        /// `failure` or `warning`.
        public var severity: String
        /// Apple's short text where Apple has one.
        public var compactDescription: String
        /// What is wrong and how to fix it.
        public var detailedDescription: String
        /// The element, or `nil` for an issue about the whole screen.
        public var element: Element?
        /// What the rule measured and what decided the issue (``AccessibilityAuditIssue/evidence``).
        public var evidence: AccessibilityAuditEvidence
        /// The element's path in the hierarchy (``AccessibilityAuditIssue/path``), if known.
        public var path: String? {
            get { storedPath.string }
            set { storedPath = StoredPath(newValue) }
        }
        /// ``path`` as the issue kept it.
        var storedPath: StoredPath
        /// The guideline the rule follows (``AccessibilityAuditIssue/reference``); `nil` in reports
        /// written before it was there.
        public var reference: AuditReference?
        /// The settings the issue was found under (``AccessibilityAuditIssue/foundUnder``), empty
        /// under the current ones.
        public var foundUnder: [AccessibilitySettings]
        /// Where the element is in the input, or `nil` when nothing is known.
        public var location: Location?

        /// Creates an issue entry.
        public init(
            auditType: String, ruleID: String, severity: String, compactDescription: String,
            detailedDescription: String, element: Element?,
            evidence: AccessibilityAuditEvidence = AccessibilityAuditEvidence(), path: String? = nil,
            reference: AuditReference? = nil, foundUnder: [AccessibilitySettings] = [], location: Location? = nil
        ) {
            self.init(
                auditType: auditType, ruleID: ruleID, severity: severity, compactDescription: compactDescription,
                detailedDescription: detailedDescription, element: element, evidence: evidence,
                storedPath: StoredPath(path), reference: reference, foundUnder: foundUnder, location: location)
        }

        /// An issue entry whose path is kept as the issue kept it.
        init(
            auditType: String, ruleID: String, severity: String, compactDescription: String,
            detailedDescription: String, element: Element?, evidence: AccessibilityAuditEvidence,
            storedPath: StoredPath, reference: AuditReference?, foundUnder: [AccessibilitySettings],
            location: Location?
        ) {
            self.auditType = auditType
            self.ruleID = ruleID
            self.severity = severity
            self.compactDescription = compactDescription
            self.detailedDescription = detailedDescription
            self.element = element
            self.evidence = evidence
            self.storedPath = storedPath
            self.reference = reference
            self.foundUnder = foundUnder
            self.location = location
        }

        private enum CodingKeys: String, CodingKey {
            case auditType, ruleID, severity, compactDescription, detailedDescription, element, evidence, path,
                reference, foundUnder, location
        }

        /// Decodes an issue entry; `evidence`, `path`, `reference`, `foundUnder` and `location` may be
        /// absent (reports written before they existed).
        /// - Throws: `DecodingError` for a missing required key or a value of the wrong shape.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                auditType: try c.decode(String.self, forKey: .auditType),
                ruleID: try c.decode(String.self, forKey: .ruleID),
                severity: try c.decode(String.self, forKey: .severity),
                compactDescription: try c.decode(String.self, forKey: .compactDescription),
                detailedDescription: try c.decode(String.self, forKey: .detailedDescription),
                element: try c.decodeIfPresent(Element.self, forKey: .element),
                evidence: try c.decodeIfPresent(AccessibilityAuditEvidence.self, forKey: .evidence)
                    ?? AccessibilityAuditEvidence(),
                path: try c.decodeIfPresent(String.self, forKey: .path),
                reference: try c.decodeIfPresent(AuditReference.self, forKey: .reference),
                foundUnder: try c.decodeIfPresent([AccessibilitySettings].self, forKey: .foundUnder) ?? [],
                location: try c.decodeIfPresent(Location.self, forKey: .location))
        }

        /// Encodes every key, a missing element, path, reference or location as `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(auditType, forKey: .auditType)
            try container.encode(ruleID, forKey: .ruleID)
            try container.encode(severity, forKey: .severity)
            try container.encode(compactDescription, forKey: .compactDescription)
            try container.encode(detailedDescription, forKey: .detailedDescription)
            try container.encode(element, forKey: .element)
            try container.encode(evidence, forKey: .evidence)
            try container.encode(path, forKey: .path)
            try container.encode(reference, forKey: .reference)
            try container.encode(foundUnder, forKey: .foundUnder)
            try container.encode(location, forKey: .location)
        }
    }

    /// Where an issue's element is in the input: the file, and the element's line and column there
    /// (1-based, columns in Unicode scalars as SARIF's `unicodeCodePoints`), each `nil` when unknown.
    public struct Location: Hashable, Codable, Sendable {
        /// The input file as given (with bytes that are not UTF-8 escaped, `caf\xE9.xml`), or the
        /// test source file that audited a headless screen; `nil` for standard input.
        public var file: String?
        /// The 1-based line.
        public var line: Int?
        /// The 1-based column on ``line``.
        public var column: Int?

        /// Creates a location.
        public init(file: String?, line: Int?, column: Int?) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// Where `issue` is, by `locator`; `nil` when nothing is known.
        init?(of issue: borrowing AccessibilityAuditIssue, by locator: AuditedScreen.Locator) {
            guard let found = locator.location(of: issue) else { return nil }
            self.init(file: found.file, line: found.line, column: found.column)
        }

        private enum CodingKeys: String, CodingKey { case file, line, column }

        /// Encodes every key, unknown ones as `null`.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
        }
    }

    /// An audit type that could not judge something, and why.
    public struct NotEvaluatedEntry: Hashable, Codable, Sendable {
        /// Apple's case name of the audit type.
        public var auditType: String
        /// Why it could not judge.
        public var reason: String

        /// Creates an entry.
        public init(auditType: String, reason: String) {
            self.auditType = auditType
            self.reason = reason
        }
    }

    /// Counts.
    public struct Summary: Hashable, Codable, Sendable {
        /// Elements in the audited hierarchy.
        public var elements: Int
        /// Issues with severity `failure`.
        public var failures: Int
        /// Issues with severity `warning`.
        public var warnings: Int
        /// Elements set aside as the system's UI and not audited (among ``elements``): 0 when none.
        public var systemElements: Int
        /// ``systemElements`` per kind (`keyboard`, `statusBar`, `systemAlert`, `homeIndicator`;
        /// ``SystemInterface``), `{}` when none.
        public var systemElementsByKind: [String: Int]
        /// The modal view the screen was captured under (``AccessibilityAuditResult/modalPresentation``),
        /// or `null`.
        public var capturedUnderModal: Modal?

        /// Creates a summary.
        public init(
            elements: Int, failures: Int, warnings: Int, systemElements: Int = 0,
            systemElementsByKind: [String: Int] = [:],
            capturedUnderModal: Modal? = nil
        ) {
            self.elements = elements
            self.failures = failures
            self.warnings = warnings
            self.systemElements = systemElements
            self.systemElementsByKind = systemElementsByKind
            self.capturedUnderModal = capturedUnderModal
        }

        private enum CodingKeys: String, CodingKey {
            case elements, failures, warnings, systemElements, systemElementsByKind, capturedUnderModal
        }

        /// Decodes a summary; the system element counts and the modal view may be absent (reports
        /// written before them).
        /// - Throws: `DecodingError` for a missing count or a value of the wrong shape.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                elements: try c.decode(Int.self, forKey: .elements),
                failures: try c.decode(Int.self, forKey: .failures),
                warnings: try c.decode(Int.self, forKey: .warnings),
                systemElements: try c.decodeIfPresent(Int.self, forKey: .systemElements) ?? 0,
                systemElementsByKind: try c.decodeIfPresent([String: Int].self, forKey: .systemElementsByKind) ?? [:],
                capturedUnderModal: try c.decodeIfPresent(Modal.self, forKey: .capturedUnderModal))
        }

        /// Encodes every key, no modal view as `null`.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(elements, forKey: .elements)
            try c.encode(failures, forKey: .failures)
            try c.encode(warnings, forKey: .warnings)
            try c.encode(systemElements, forKey: .systemElements)
            try c.encode(systemElementsByKind, forKey: .systemElementsByKind)
            try c.encode(capturedUnderModal, forKey: .capturedUnderModal)
        }
    }

    /// The modal view a screen was captured under.
    public struct Modal: Hashable, Codable, Sendable {
        /// `alert`, `systemAlert`, `sheet` or `modalView` (the `capturedUnderModal` evidence value).
        public var kind: String
        /// Its name (an alert's title), or `null`.
        public var name: String?
        /// How many issues are about elements behind it.
        public var issuesBehind: Int

        /// Creates a description of the modal view.
        public init(kind: String, name: String?, issuesBehind: Int) {
            self.kind = kind
            self.name = name
            self.issuesBehind = issuesBehind
        }

        /// Encodes every key, no name as `null`.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(kind, forKey: .kind)
            try c.encode(name, forKey: .name)
            try c.encode(issuesBehind, forKey: .issuesBehind)
        }
    }

    /// The issues, in the result's order.
    ///
    /// A report made from a result keeps the result's issues and makes these entries only when they
    /// are read: writing the report reads the issues in place.
    public var issues: [Issue] {
        get {
            switch storage {
            case .entries(let entries): return entries
            case .found(let found): return Self.entries(of: found, locator: locator)
            }
        }
        _modify {
            var entries = issues
            storage = .entries([])  // the entries' only reference is `entries` while they change
            defer { storage = .entries(entries) }
            yield &entries
        }
        set { storage = .entries(newValue) }
    }
    /// What could not be evaluated.
    public var notEvaluated: [NotEvaluatedEntry]
    /// Counts.
    public var summary: Summary

    /// Where ``issues`` come from: entries (decoded or set), or the issues of the result the report
    /// was made from.
    private enum Storage: Sendable {
        case entries([Issue])
        case found([AccessibilityAuditIssue])
    }

    private var storage: Storage
    /// Where the issues of ``storage``'s result are (the screen's file and element positions), or
    /// `nil` for a report made from a result alone.
    private var locator: AuditedScreen.Locator?

    /// How many issues the report holds.
    private var issueCount: Int {
        switch storage {
        case .entries(let entries): return entries.count
        case .found(let found): return found.count
        }
    }

    private enum CodingKeys: String, CodingKey {
        case issues, notEvaluated, summary
    }

    /// Decodes a report.
    /// - Throws: `DecodingError` for a missing member or a value of the wrong shape.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storage = .entries(try container.decode([Issue].self, forKey: .issues))
        locator = nil
        notEvaluated = try container.decode([NotEvaluatedEntry].self, forKey: .notEvaluated)
        summary = try container.decode(Summary.self, forKey: .summary)
    }

    /// Encodes the report's three members.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(issues, forKey: .issues)
        try container.encode(notEvaluated, forKey: .notEvaluated)
        try container.encode(summary, forKey: .summary)
    }

    /// Equal when the issues, what was not evaluated and the counts are, however the issues are kept.
    public static func == (a: JSONReport, b: JSONReport) -> Bool {
        a.issues == b.issues && a.notEvaluated == b.notEvaluated && a.summary == b.summary
    }

    /// Hashes the issues, what was not evaluated and the counts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(issues)
        hasher.combine(notEvaluated)
        hasher.combine(summary)
    }

    /// Each audit type's name (`description`, which filters the list of all named types), worked
    /// out once, the issue before's looked at first, without hashing: a rule's issues come in a row.
    private struct TypeNames {
        private var names: [AccessibilityAuditType: String] = [:]
        private var last: (type: AccessibilityAuditType, name: String)?

        mutating func name(of type: AccessibilityAuditType) -> String {
            if let last, last.type == type { return last.name }
            let name = names[type] ?? type.description
            names[type] = name
            last = (type, name)
            return name
        }
    }

    /// The frame as the report writes it, `[x, y, width, height]`; `nil` for none or one that is not finite.
    private static func frameValues(_ frame: CGRect?) -> (Double, Double, Double, Double)? {
        guard let frame, frame.isFiniteRect else { return nil }
        return (Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
    }

    /// The entries of `found`, in order, located by `locator`.
    private static func entries(of found: [AccessibilityAuditIssue], locator: AuditedScreen.Locator?) -> [Issue] {
        var names = TypeNames()
        // The issues' fields are read in place: copying a whole issue (its element included) for
        // each one costs more than the entry made from it. Each entry is made in its place in the
        // list: made first and then appended, it would be copied and destroyed.
        let found = found.span
        return [Issue](capacity: found.count) { entries in
            for index in found.indices {
                // Each field read in place: binding `element` would copy the whole snapshot (a
                // retain of each of its strings and lists).
                entries.append(
                    Issue(
                        auditType: names.name(of: found[index].auditType), ruleID: found[index].ruleID,
                        severity: found[index].severity.rawValue,
                        compactDescription: found[index].compactDescription,
                        detailedDescription: found[index].detailedDescription,
                        element: found[index].elementSnapshot == nil
                            ? nil
                            : Element(
                                elementType: found[index].elementSnapshot!.elementType.rawValue,
                                identifier: found[index].elementSnapshot!.identifier,
                                label: found[index].elementSnapshot!.label,
                                value: found[index].elementSnapshot!.value,
                                frame: frameValues(found[index].elementSnapshot!.frame).map {
                                    [$0.0, $0.1, $0.2, $0.3]
                                },
                                storedPath: found[index].storedPath),
                        evidence: found[index].evidence, storedPath: found[index].storedPath,
                        reference: found[index].reference, foundUnder: found[index].foundUnder,
                        location: locator.flatMap { Location(of: found[index], by: $0) }))
            }
        }
    }

    /// Creates the report of `screen`'s result, each issue located in the screen's file
    /// (``AuditedScreen/file``, ``AuditedScreen/elementPositions``, ``AuditedScreen/line``).
    public init(_ screen: AuditedScreen) {
        self.init(screen.result)
        locator = AuditedScreen.Locator(screen)
    }

    /// Creates the report of `result`; its issues' locations are `null` (no file is known).
    public init(_ result: AccessibilityAuditResult) {
        // The result's issues are kept (shared, not copied) and written in place.
        storage = .found(result.issues)
        locator = nil
        notEvaluated = result.notEvaluated.map {
            NotEvaluatedEntry(auditType: $0.auditType.description, reason: $0.reason)
        }
        // Counted in place, not filtered: `failures` and `warnings` copy every issue they keep (and
        // `count(where:)` each issue it looks at).
        var failures = 0
        var warnings = 0
        let found = result.issues.span
        for index in found.indices {
            switch found[index].severity {
            case .failure: failures += 1
            case .warning: warnings += 1
            }
        }
        summary = Summary(
            elements: result.elementCount, failures: failures, warnings: warnings,
            systemElements: result.systemInterfaceElementCount,
            systemElementsByKind: Dictionary(
                uniqueKeysWithValues: result.systemInterfaceElements.map { ($0.key.rawValue, $0.value) }),
            capturedUnderModal: result.modalPresentation.map { modal in
                Modal(
                    kind: modal.evidenceValue, name: modal.name,
                    issuesBehind: result.issues.count { $0.evidence[.capturedUnderModal] != nil })
            })
    }

    /// The report as UTF-8 JSON: pretty printed, keys sorted, slashes not escaped, as
    /// `JSONEncoder.auditKitDocument()` writes it (byte for byte), in time linear in its size.
    /// - Throws: An `EncodingError` if a value cannot be encoded (not expected: every field is a
    ///   string or a finite number).
    public func encoded() throws -> Data {
        try written().withBytes { Data($0) }
    }

    /// Writes ``rendered()``'s bytes (the report and its final newline) to `sink` in chunks of about
    /// `chunkSize` bytes, without holding the whole report in memory: a report of 100,000 issues
    /// is tens of megabytes. Each chunk ends between two JSON values, so it is whole UTF-8 text.
    ///
    /// Every number is checked before the first chunk is written: an `EncodingError` leaves
    /// nothing written.
    /// - Parameters:
    ///   - chunkSize: About how many bytes each chunk holds, at least 1 (64 KiB by default). A chunk
    ///     may be longer by one issue.
    ///   - sink: Receives each chunk; the buffer is valid only during the call. What it throws
    ///     stops the writing and is rethrown.
    /// - Throws: An `EncodingError` if a number is not finite (not expected), or what `sink` throws.
    public func write(chunkSize: Int = 64 << 10, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        // A dry run through the numbers alone, so that a value JSON cannot hold is refused before
        // any byte goes out (as when the whole report was built first).
        try encodingError {
            let check = JSONTextWriter()
            switch storage {
            case .entries(let entries):
                let issues = entries.span
                for index in issues.indices {
                    if let frame = issues[index].element?.frame {
                        for value in frame { try check.finite(value) }
                    }
                    try Self.checkNumbers(of: issues[index].evidence, with: check)
                }
            case .found(let found):
                let issues = found.span
                for index in issues.indices {
                    if let frame = Self.frameValues(issues[index].elementSnapshot?.frame) {
                        try check.finite(frame.0)
                        try check.finite(frame.1)
                        try check.finite(frame.2)
                        try check.finite(frame.3)
                    }
                    try Self.checkNumbers(of: issues[index].evidence, with: check)
                }
            }
        }
        // Each chunk goes to `sink` as the raw bytes its public signature takes (the CLI writes them
        // with write(2)): valid during the call only.
        var writer = JSONTextWriter(capacity: chunkSize + 4_096)
        try encodingError {
            try write(to: &writer) { writer in
                if writer.count >= chunkSize { try writer.flush { try $0.withUnsafeBytes(sink) } }
            }
        }
        writer.newline()
        try writer.flush { try $0.withUnsafeBytes(sink) }
    }

    /// Throws `check`'s error for the first number of `evidence` that is not finite.
    private static func checkNumbers(
        of evidence: borrowing AccessibilityAuditEvidence, with check: borrowing JSONTextWriter
    )
        throws
    {
        let entries = evidence.entries.span
        for index in entries.indices {
            if case .number(let value) = entries[index].value { try check.finite(value) }
        }
    }

    /// The report written, or the `EncodingError` `JSONEncoder` would throw.
    private func written() throws -> JSONTextWriter {
        var writer = JSONTextWriter(capacity: 1_024 + issueCount * 1_400)
        try encodingError { try write(to: &writer) { _ in } }
        return writer
    }

    /// Runs `body`, throwing the `EncodingError` `JSONEncoder` throws for a number that is not finite.
    private func encodingError(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let invalid as JSONTextWriter.InvalidValue {
            throw EncodingError.invalidValue(
                invalid.value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Unable to encode Double.\(invalid.value) directly in JSON."))
        }
    }

    /// Writes the report's members, keys in sorted order, calling `afterIssue` after each issue
    /// (where a chunk may end).
    private func write(
        to writer: inout JSONTextWriter, afterIssue: (inout JSONTextWriter) throws -> Void
    ) throws {
        writer.beginObject()
        writer.key("issues")
        writer.beginArray()
        switch storage {
        case .entries(let entries):
            let issues = entries.span
            for index in issues.indices {
                try Self.write(issues[index], to: &writer)
                try afterIssue(&writer)
            }
        case .found(let found):
            var names = TypeNames()
            let issues = found.span
            for index in issues.indices {
                try Self.write(
                    found: issues, at: index, auditType: names.name(of: issues[index].auditType), locator: locator,
                    to: &writer)
                try afterIssue(&writer)
            }
        }
        writer.endArray()
        writer.key("notEvaluated")
        writer.beginArray()
        for entry in notEvaluated {
            writer.element()
            writer.beginObject()
            writer.key("auditType")
            writer.string(entry.auditType)
            writer.key("reason")
            writer.string(entry.reason)
            writer.endObject()
        }
        writer.endArray()
        writer.key("summary")
        writer.beginObject()
        writer.key("capturedUnderModal")
        if let modal = summary.capturedUnderModal {
            writer.beginObject()
            writer.key("issuesBehind")
            writer.integer(modal.issuesBehind)
            writer.key("kind")
            writer.string(modal.kind)
            writer.key("name")
            writer.string(modal.name)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("elements")
        writer.integer(summary.elements)
        writer.key("failures")
        writer.integer(summary.failures)
        writer.key("systemElements")
        writer.integer(summary.systemElements)
        writer.key("systemElementsByKind")
        writer.beginObject()
        for (kind, count) in summary.systemElementsByKind.sorted(by: {
            $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
        }) {
            writer.key(named: kind)
            writer.integer(count)
        }
        writer.endObject()
        writer.key("warnings")
        writer.integer(summary.warnings)
        writer.endObject()
        writer.endObject()
    }

    /// Writes one issue (an element of the `issues` array), reading its fields in place.
    private static func write(_ issue: borrowing Issue, to writer: inout JSONTextWriter) throws {
        writer.element()
        writer.beginObject()
        writer.key("auditType")
        writer.string(issue.auditType)
        writer.key("compactDescription")
        writer.string(issue.compactDescription)
        writer.key("detailedDescription")
        writer.string(issue.detailedDescription)
        writer.key("element")
        // Bound once: each `issue.element!` would copy the element's strings again.
        if let element = issue.element {
            writer.beginObject()
            writer.key("elementType")
            writer.string(element.elementType)
            writer.key("frame")
            if let frame = element.frame {
                try writer.array(frame) { value, writer in try writer.number(value) }
            } else {
                writer.null()
            }
            writer.key("identifier")
            writer.string(element.identifier)
            writer.key("label")
            writer.string(element.label)
            writer.key("path")
            writer.path(element.storedPath)
            writer.key("value")
            writer.string(element.value)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("evidence")
        try issue.evidence.write(to: &writer)
        writer.key("foundUnder")
        writeSettings(issue.foundUnder, to: &writer)
        writer.key("location")
        writeLocation(issue.location, to: &writer)
        writer.key("path")
        writer.path(issue.storedPath)
        writer.key("reference")
        writeReference(issue.reference, to: &writer)
        writer.key("ruleID")
        writer.string(issue.ruleID)
        writer.key("severity")
        writer.string(issue.severity)
        writer.endObject()
    }

    /// Writes a location as ``Location``'s encoding does: every key, `null` when unknown; a member
    /// of an issue.
    private static func writeLocation(_ location: Location?, to writer: inout JSONTextWriter) {
        guard let location else { return writer.null() }
        writer.beginObject()
        writer.item("\n        \"column\" : ")
        if let column = location.column { writer.integer(column) } else { writer.null() }
        writer.item(",\n        \"file\" : ")
        writer.string(location.file)
        writer.item(",\n        \"line\" : ")
        if let line = location.line { writer.integer(line) } else { writer.null() }
        writer.endObject()
    }

    /// Writes a reference as ``AuditReference``'s encoding does, `null` for none; a member of an
    /// issue.
    private static func writeReference(_ reference: AuditReference?, to writer: inout JSONTextWriter) {
        guard let reference else { return writer.null() }
        writer.beginObject()
        writer.item("\n        \"title\" : ")
        writer.string(reference.title)
        writer.item(",\n        \"url\" : ")
        writer.string(reference.url)
        writer.endObject()
    }

    /// Writes settings as ``AccessibilitySettings``' encoding does (each property under its name,
    /// keys sorted).
    private static func writeSettings(_ list: [AccessibilitySettings], to writer: inout JSONTextWriter) {
        guard !list.isEmpty else { return writer.emptyArray() }
        writer.beginArray()
        for settings in list {
            writer.element()
            writer.beginObject()
            writer.key("buttonShapesEnabled")
            writer.bool(settings.buttonShapesEnabled)
            writer.key("isBoldTextEnabled")
            writer.bool(settings.isBoldTextEnabled)
            writer.key("isDarkerSystemColorsEnabled")
            writer.bool(settings.isDarkerSystemColorsEnabled)
            writer.key("isInvertColorsEnabled")
            writer.bool(settings.isInvertColorsEnabled)
            writer.key("isReduceMotionEnabled")
            writer.bool(settings.isReduceMotionEnabled)
            writer.key("isReduceTransparencyEnabled")
            writer.bool(settings.isReduceTransparencyEnabled)
            writer.key("isVoiceOverRunning")
            writer.bool(settings.isVoiceOverRunning)
            writer.key("preferredContentSizeCategory")
            writer.string(settings.preferredContentSizeCategory.rawValue)
            writer.key("prefersCrossFadeTransitions")
            writer.bool(settings.prefersCrossFadeTransitions)
            writer.key("shouldDifferentiateWithoutColor")
            writer.bool(settings.shouldDifferentiateWithoutColor)
            writer.key("userInterfaceStyle")
            writer.string(settings.userInterfaceStyle.rawValue)
            writer.endObject()
        }
        writer.endArray()
    }

    /// Writes one issue of the result as its entry would be written (``write(_:to:)``), reading its
    /// fields in place (`issues[index]`): binding the issue or its element would copy it whole.
    ///
    /// An issue is always an element of the `issues` array, at the same depth: what goes before
    /// each member (line break, indentation, key) is written as one literal
    /// (``JSONTextWriter/item(_:)``), and the issue's path, written first for its element, is
    /// copied from there.
    private static func write(
        found issues: Span<AccessibilityAuditIssue>, at index: Int, auditType: String,
        locator: AuditedScreen.Locator?, to writer: inout JSONTextWriter
    ) throws {
        writer.element()
        writer.beginObject()
        writer.item("\n      \"auditType\" : ")
        writer.string(auditType)
        writer.item(",\n      \"compactDescription\" : ")
        writer.string(issues[index].compactDescription)
        writer.item(",\n      \"detailedDescription\" : ")
        writer.string(issues[index].detailedDescription)
        writer.item(",\n      \"element\" : ")
        var pathWritten: Range<Int>?
        // Told by a field read through the optional: comparing the element with `nil` copies it.
        if let elementType = issues[index].elementSnapshot?.elementType {
            writer.beginObject()
            writer.item("\n        \"elementType\" : ")
            writer.string(elementType.rawValue)
            writer.item(",\n        \"frame\" : ")
            if let frame = frameValues(issues[index].elementSnapshot!.frame) {
                writer.beginArray()
                writer.item("\n          ")
                try writer.number(frame.0)
                writer.item(",\n          ")
                try writer.number(frame.1)
                writer.item(",\n          ")
                try writer.number(frame.2)
                writer.item(",\n          ")
                try writer.number(frame.3)
                writer.endArray()
            } else {
                writer.null()
            }
            writer.item(",\n        \"identifier\" : ")
            writer.string(issues[index].elementSnapshot!.identifier)
            writer.item(",\n        \"label\" : ")
            writer.string(issues[index].elementSnapshot!.label)
            writer.item(",\n        \"path\" : ")
            let pathStart = writer.count
            writer.path(issues[index].storedPath)
            pathWritten = pathStart..<writer.count
            writer.item(",\n        \"value\" : ")
            writer.string(issues[index].elementSnapshot!.value)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.item(",\n      \"evidence\" : ")
        try issues[index].evidence.write(to: &writer)
        writer.item(",\n      \"foundUnder\" : ")
        writeSettings(issues[index].foundUnder, to: &writer)
        writer.item(",\n      \"location\" : ")
        writeLocation(locator.flatMap { Location(of: issues[index], by: $0) }, to: &writer)
        writer.item(",\n      \"path\" : ")
        if let pathWritten {
            writer.repeatWritten(pathWritten)
        } else {
            writer.path(issues[index].storedPath)
        }
        writer.item(",\n      \"reference\" : ")
        writeReference(issues[index].reference, to: &writer)
        writer.item(",\n      \"ruleID\" : ")
        writer.string(issues[index].ruleID)
        writer.item(",\n      \"severity\" : ")
        switch issues[index].severity {
        case .failure: writer.string(literal: "failure")
        case .warning: writer.string(literal: "warning")
        }
        writer.endObject()
    }

    /// ``encoded()`` as a string, ending with a newline.
    /// - Throws: See ``encoded()``.
    public func rendered() throws -> String {
        var writer = try written()
        writer.newline()
        return writer.withBytes { $0.string }
    }
}

extension AccessibilityAuditEvidence {
    /// Writes the evidence as `JSONEncoder` encodes it: an object from key name to value, keys in
    /// sorted (UTF-8) order.
    func write(to writer: inout JSONTextWriter) throws {
        // The entries are in `String` order, which is UTF-8 order for ASCII names (all documented
        // keys): they are written in that order, each name told ASCII or not as it is written. Names
        // with other characters may order otherwise: then what was written is taken back and the
        // entries are written sorted by their bytes. Read in place: copying an entry retains its
        // name and its value.
        let start = writer.count
        writer.beginObject()
        var ascii = true
        let entries = entries.span
        for index in entries.indices {
            if !writer.key(named: entries[index].name) { ascii = false }
            try Self.write(entries[index].value, to: &writer)
        }
        writer.endObject()
        guard !ascii, entries.count > 1 else { return }
        writer.rewind(to: start)
        writer.beginObject()
        for entry in self.entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            try Self.write(entry, to: &writer)
        }
        writer.endObject()
    }

    /// Writes one entry as a member of the open object.
    private static func write(_ entry: borrowing Entry, to writer: inout JSONTextWriter) throws {
        writer.key(named: entry.name)
        try write(entry.value, to: &writer)
    }

    /// Writes an entry's value.
    private static func write(_ value: borrowing Value, to writer: inout JSONTextWriter) throws {
        switch value {
        case .number(let number): try writer.number(number)
        case .string(let string): writer.string(string)
        case .bool(let bool): writer.bool(bool)
        case .strings(let strings): writer.strings(strings)
        }
    }
}
