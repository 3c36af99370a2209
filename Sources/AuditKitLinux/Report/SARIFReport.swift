import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver
import Foundation

/// Audit results as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), for
/// code-scanning dashboards such as GitHub's.
///
/// One run, tool driver `AuditKitLinux` with `version` ``AuditKitLinuxPackage/version`` (no
/// `informationUri`: the package has no published home page to point to, and none is invented):
/// - one `reportingDescriptor` per rule id found, sorted by id, with the rule's compact
///   description(s) as `shortDescription`; as `fullDescription` the reference's title, what the
///   rule checks (those descriptions, its audit types) and the reference's URL; the reference as
///   `help` and `helpUri`; and `defaultConfiguration.level` fixed per rule, whatever the run found:
///   the rule's ``AccessibilityAuditRule/defaultSeverity`` (`error` for a rule that can fail, such
///   as `contrast.text`, whose "nearly passed" results are still `warning` each; `warning` for a
///   rule that only warns). A rule id that is not built in gets `error` if it reported a failure;
/// - one `result` per issue: `level` `error` (failure) or `warning`, `message` the issue's
///   description, a location whose `physicalLocation.artifactLocation.uri` is the screen's file
///   with `region` the element's line and column in it (`startLine`, `startColumn`) when the
///   capture's import recorded them (``AuditedScreen/elementPositions``; the run's `columnKind` is
///   then `unicodeCodePoints`), else `startLine` the screen's line, or 1 when it has none (the file
///   as a whole; GitHub code scanning requires a start line), and whose `logicalLocations` entry is
///   the element's path (`kind` `element`), and `partialFingerprints["auditkitBaselineKey/v1"]`
///   (stable across runs): see ``fingerprint(screen:issues:)``; its `properties` carry the screen,
///   the audit type, the element's summary, the settings it was found under and, as `evidence`,
///   the issue's ``AccessibilityAuditIssue/evidence`` (an object from key name to value, as in the
///   JSON report; left out when the rule recorded none);
/// - what could not be evaluated is a `toolExecutionNotification` (level `note`) of the invocation;
/// - the run's `properties` say how many elements were set aside as the system's UI and not audited
///   (``AccessibilityAuditResult/systemInterfaceElements``): `systemElements`, all screens together
///   (0 when none), and `systemElementsByScreen`, from screen name to kind to count (left out when none);
///   `capturedUnderModalByScreen` names, per screen, the modal view it was captured under (left out
///   when none); results about elements behind it carry the `capturedUnderModal` evidence.
///
/// Baselines (``AuditedScreen/baseline``): an issue the baseline knows (``AuditedScreen/baselined``)
/// is still a result, with `suppressions: [{"kind": "external", "status": "accepted",
/// "justification": "in the baseline <file or screen>"}]` (`external`: the suppression lives in
/// the baseline file, not in the source); GitHub code scanning shows such an alert as dismissed
/// instead of closing it as fixed, so adopting a baseline does not rewrite the alert history.
/// Results of a screen compared with a baseline also carry `baselineState`: `unchanged` for known
/// issues, `new` for the others. A stale baseline entry (one that matched no issue) is not a
/// result (SARIF's `absent` results would open alerts on dashboards that ignore `baselineState`,
/// such as GitHub's) but a `toolExecutionNotification` of level `warning`.
///
/// File paths under ``sourceRoot`` become URIs relative to the base id `SRCROOT` (what GitHub
/// code scanning needs); relative paths are relative to ``sourceRoot``, with `.` and `..` resolved;
/// paths outside it become absolute `file://` URIs (as do all absolute paths when ``sourceRoot``
/// is `nil`). A URI percent-encodes the path's UTF-8; a byte of a file name that is not UTF-8,
/// given as the scalar U+10FF00 plus the byte (U+10FF80–U+10FFFF, as `auditkit` reads such
/// names), is encoded as that byte (`caf%E9.xml`), so the URI names the file itself.
public struct SARIFReport: Sendable {
    /// The screens, in order.
    public var screens: [AuditedScreen]
    /// The directory relative paths are resolved against and absolute paths are made relative to
    /// (usually the repository root; a relative one is taken from the working directory); `nil`
    /// leaves paths as they are.
    public var sourceRoot: String?
    /// Inputs that could not be read, imported or audited (a run over several captures): each is an
    /// error notification of the run's invocation, located at its file, and the invocation is not
    /// successful (exit code 2), as ``InputErrorReport/sarif(sourceRoot:)`` for one input.
    public var inputErrors: [InputErrorReport] = []

    /// SARIF's `$schema` for version 2.1.0 (the OASIS errata 01 schema, committed under `Tests/Validation/`).
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The fingerprint name carrying the baseline key.
    public static let fingerprintName = "auditkitBaselineKey/v1"

    /// The `auditkitBaselineKey/v1` partial fingerprint of each of `issues` (found on `screen`), in order.
    ///
    /// The value is `<screen> <baselineKey>` (``AccessibilityAuditIssue/baselineKey``). Baseline keys
    /// drop sibling indices, so two same-looking elements (two unlabelled text fields in one
    /// container) share a key; their fingerprints are told apart by an occurrence number in
    /// hierarchy order (the order of `issues`): the first occurrence of a key has no suffix (so a
    /// key that occurs once keeps the same fingerprint as before), the second gets `#2`, the
    /// third `#3`, and so on. Code-scanning dashboards therefore keep every issue separate.
    public static func fingerprint(screen: String, issues: [AccessibilityAuditIssue]) -> [String] {
        var seen: [String: Int] = [:]
        return issues.map { issue in
            let base = screen + " " + issue.baselineKey
            let occurrence = (seen[base] ?? 0) + 1
            seen[base] = occurrence
            return occurrence == 1 ? base : base + "#\(occurrence)"
        }
    }

    /// Creates a report.
    public init(screens: [AuditedScreen], sourceRoot: String? = nil, inputErrors: [InputErrorReport] = []) {
        self.screens = screens
        self.sourceRoot = sourceRoot
        self.inputErrors = inputErrors
    }

    /// The log as pretty-printed UTF-8 JSON with sorted keys.
    /// - Throws: `EncodingError` if encoding fails (it does not for any audit result).
    public func render() throws -> Data {
        // Written straight as `JSONEncoder.auditKitDocument()` would encode `log()` (byte for byte:
        // `SARIFReportTests` compares the two), without building the encoder's tree of values.
        let log = log()
        var writer = JSONTextWriter(capacity: 4_096 + log.runs.reduce(0) { $0 + $1.results.count } * 1_500)
        do {
            try log.write(to: &writer)
        } catch let invalid as JSONTextWriter.InvalidValue {
            throw EncodingError.invalidValue(
                invalid.value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Unable to encode Double.\(invalid.value) directly in JSON."))
        }
        return writer.withBytes { Data($0) }
    }

    func log() -> Log {
        let allIssues = screens.flatMap { $0.result.issues + $0.baselined }
        let ruleIDs = Array(Set(allIssues.map(\.ruleID))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules = ruleIDs.map { id -> ReportingDescriptor in
            let issues = allIssues.filter { $0.ruleID == id }
            var descriptions: [String] = []
            for issue in issues where !descriptions.contains(issue.compactDescription) {
                descriptions.append(issue.compactDescription)
            }
            let reference = issues[0].reference
            let types = issues.reduce(AccessibilityAuditType()) { $0.union($1.auditType) }
            let summary = descriptions.joined(separator: " / ")
            // The rule's own default severity; a rule not built in falls back to what it reported.
            let severity =
                Self.defaultSeverity(ofRule: id)
                ?? (issues.contains { $0.severity == .failure } ? .failure : .warning)
            return ReportingDescriptor(
                id: id,
                shortDescription: Message(text: summary),
                fullDescription: Message(
                    text:
                        "\(reference.title): checks for \"\(summary)\" (\(types.names.joined(separator: ", ")) audit). Reference: \(reference.url)"
                ),
                help: Message(text: "\(reference.title): \(reference.url)"),
                helpUri: Self.isAbsoluteURI(reference.url) ? reference.url : nil,
                defaultConfiguration: Configuration(level: severity == .failure ? "error" : "warning"),
                properties: DescriptorProperties(tags: ["accessibility"] + types.names, reference: reference.title))
        }
        var results: [SARIFResult] = []
        var notifications: [ExecutionNotification] = []
        for screen in screens {
            let artifact = screen.file.map(artifactLocation(for:))
            // GitHub code scanning needs a startLine: an issue of a screen without one whose
            // element has no recorded position is located at line 1, the file as a whole.
            let region = Region(startLine: screen.line.flatMap { $0 >= 1 ? $0 : nil } ?? 1)
            // Known issues first: a baseline matches the first occurrences of a key, so this order
            // numbers each key's occurrences as the unfiltered result would.
            let issues = screen.baselined + screen.result.issues
            let fingerprints = Self.fingerprint(screen: screen.name, issues: issues)
            for (offset, (issue, fingerprint)) in zip(issues, fingerprints).enumerated() {
                let known = offset < screen.baselined.count
                var location = Location()
                if let artifact {
                    // At the element's line and column in a capture file, when the import recorded it.
                    let at = screen.sourcePosition(of: issue).map {
                        Region(startLine: $0.line, startColumn: $0.column)
                    }
                    location.physicalLocation = PhysicalLocation(artifactLocation: artifact, region: at ?? region)
                }
                let path = issue.path ?? issue.elementSnapshot?.pathComponent
                location.logicalLocations = [
                    LogicalLocation(
                        name: path.map { AccessibilityAuditIssue.pathSteps($0).last ?? $0 } ?? screen.name,
                        fullyQualifiedName: path.map { screen.name + ": " + $0 } ?? screen.name,
                        kind: "element")
                ]
                results.append(
                    SARIFResult(
                        ruleId: issue.ruleID, ruleIndex: ruleIndex[issue.ruleID] ?? -1,
                        level: issue.severity == .failure ? "error" : "warning",
                        message: Message(text: issue.description),
                        locations: [location],
                        partialFingerprints: [Self.fingerprintName: fingerprint],
                        suppressions: known
                            ? [
                                Suppression(
                                    kind: "external", status: "accepted",
                                    justification: "in the baseline " + FileName.shown(screen.baseline ?? screen.name))
                            ] : nil,
                        baselineState: screen.baseline == nil ? nil : (known ? "unchanged" : "new"),
                        properties: ResultProperties(
                            screen: screen.name, auditType: issue.auditType.description,
                            element: issue.elementSnapshot?.summary,
                            foundUnder: issue.foundUnder.isEmpty ? nil : issue.foundUnder.map(\.description),
                            evidence: issue.evidence.isEmpty ? nil : issue.evidence)))
            }
            for entry in screen.staleBaselineEntries {
                notifications.append(
                    ExecutionNotification(
                        message: Message(
                            text:
                                "\(screen.name): stale entry in the baseline \(FileName.shown(screen.baseline ?? screen.name)), not found any more "
                                + "(fixed, or moved; remove it): \(entry.key) (\(entry.compactDescription)) [\(entry.ruleID)]"
                        ),
                        level: "warning",
                        locations: artifact.map {
                            [Location(physicalLocation: PhysicalLocation(artifactLocation: $0, region: nil))]
                        }))
            }
            for record in screen.result.notEvaluated {
                let scope = record.elementCount.map { " for \($0) element\($0 == 1 ? "" : "s")" } ?? ""
                notifications.append(
                    ExecutionNotification(
                        message: Message(
                            text: "\(screen.name): \(record.auditType) not evaluated\(scope): \(record.reason)"),
                        level: "note",
                        locations: artifact.map {
                            [Location(physicalLocation: PhysicalLocation(artifactLocation: $0, region: nil))]
                        }))
            }
        }
        notifications += inputErrors.map { $0.sarifNotification(in: self) }
        let baseIDs: [String: ArtifactLocation]? = sourceRoot.map {
            ["SRCROOT": ArtifactLocation(uri: Self.directoryURI($0), uriBaseId: nil)]
        }
        return Log(
            schema: Self.schemaURI, version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: AuditKitLinuxPackage.name, version: AuditKitLinuxPackage.version, rules: rules)),
                    originalUriBaseIds: baseIDs,
                    invocations: [
                        Invocation(
                            executionSuccessful: inputErrors.isEmpty, exitCode: inputErrors.isEmpty ? nil : 2,
                            toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
                    ],
                    results: results,
                    properties: RunProperties(screens: screens),
                    columnKind: screens.contains { !$0.elementPositions.isEmpty } ? "unicodeCodePoints" : nil)
            ])
    }

    /// The default severity of the built-in rule `ruleID` (``AccessibilityAuditRule/defaultSeverity``);
    /// `nil` for a rule that is not built in.
    public static func defaultSeverity(ofRule ruleID: String) -> AccessibilityAuditSeverity? {
        AccessibilityAuditor.builtInRules.first { $0.ruleID == ruleID }?.defaultSeverity
    }

    // MARK: URIs

    func artifactLocation(for file: String) -> ArtifactLocation {
        if Self.isAbsoluteURI(file) { return ArtifactLocation(uri: file, uriBaseId: nil) }
        guard let sourceRoot else {
            return ArtifactLocation(
                uri: (file.hasPrefix("/") ? "file://" : "") + Self.percentEncoded(file), uriBaseId: nil)
        }
        // Relative paths are relative to the source root; `.` and `..` steps are resolved, so a
        // path that leaves the root (`../captures/a.xml`) becomes an absolute `file://` URI.
        let root = Self.absoluteDirectory(sourceRoot)
        let absolute = Self.lexicallyResolved(file.hasPrefix("/") ? file : root + "/" + file)
        let prefix = root == "/" ? "/" : root + "/"
        if absolute.hasPrefix(prefix), absolute.count > prefix.count {
            return ArtifactLocation(
                uri: Self.percentEncoded(String(absolute.dropFirst(prefix.count))), uriBaseId: "SRCROOT")
        }
        return ArtifactLocation(uri: "file://" + Self.percentEncoded(absolute), uriBaseId: nil)
    }

    /// An absolute path with empty, `.` and `..` steps resolved without touching the file system
    /// (`/a/b/../c/` becomes `/a/c`; `..` above the root stays at the root).
    static func lexicallyResolved(_ path: String) -> String {
        var steps: [Substring] = []
        for step in path.split(separator: "/", omittingEmptySubsequences: true) {
            if step == "." { continue }
            if step == ".." {
                _ = steps.popLast()
                continue
            }
            steps.append(step)
        }
        return "/" + steps.joined(separator: "/")
    }

    static func standardized(_ directory: String) -> String {
        var path = directory
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `directory` as an absolute, resolved path (a relative one is taken from the working directory).
    static func absoluteDirectory(_ directory: String) -> String {
        lexicallyResolved(
            directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory)
    }

    static func directoryURI(_ directory: String) -> String {
        let path = absoluteDirectory(directory)
        return "file://" + percentEncoded(path == "/" ? "/" : path + "/")
    }

    /// Percent-encodes a path for a URI: keeps unreserved characters, `/` and RFC 3986 sub-delimiters
    /// that are safe in paths; encodes every other byte of the name (`FileName.bytes(_:)`: its
    /// UTF-8, and a byte that is not UTF-8 as itself), so `caf\xE9.txt` is `caf%E9.txt`.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in FileName.bytes(path) {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=:@".contains(c) {
                out.append(c)
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    /// Whether `text` starts with an RFC 3986 scheme (`https:`, `file:`).
    static func isAbsoluteURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
            return false
        }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && text[text.index(after: colon)...].hasPrefix("/")
    }

    // MARK: The SARIF object model (the subset used)

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var invocations: [Invocation]
        var results: [SARIFResult]
        var properties: RunProperties?
        /// How columns count: `unicodeCodePoints` when results are located at elements' columns.
        var columnKind: String? = nil
    }
    /// The run's property bag: the elements set aside as the system's UI, all screens together and per screen.
    struct RunProperties: Encodable {
        var systemElements: Int
        var systemElementsByScreen: [String: [String: Int]]?
        var capturedUnderModalByScreen: [String: String]?
        init(screens: [AuditedScreen]) {
            systemElements = screens.reduce(0) { $0 + $1.result.systemInterfaceElementCount }
            var byScreen: [String: [String: Int]] = [:]
            var modals: [String: String] = [:]
            for screen in screens {
                for (kind, count) in screen.result.systemInterfaceElements {
                    byScreen[screen.name, default: [:]][kind.rawValue, default: 0] += count
                }
                if let modal = screen.result.modalPresentation { modals[screen.name] = "\(modal)" }
            }
            systemElementsByScreen = byScreen.isEmpty ? nil : byScreen
            capturedUnderModalByScreen = modals.isEmpty ? nil : modals
        }
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]
    }
    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
        var properties: DescriptorProperties
    }
    struct DescriptorProperties: Encodable {
        var tags: [String]
        var reference: String
    }
    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }
    struct SARIFResult: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
        var baselineState: String?
        var properties: ResultProperties
    }
    struct Suppression: Encodable {
        var kind: String
        var status: String
        var justification: String
    }
    struct ResultProperties: Encodable {
        var screen: String
        var auditType: String
        var element: String?
        var foundUnder: [String]?
        var evidence: AccessibilityAuditEvidence?
    }
    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?
    }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
        init(startLine: Int, startColumn: Int? = nil) {
            self.startLine = startLine
            self.startColumn = startColumn
        }
    }
    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String
        var kind: String
    }
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var exitCode: Int?
        var toolExecutionNotifications: [ExecutionNotification]?
        init(executionSuccessful: Bool, exitCode: Int? = nil, toolExecutionNotifications: [ExecutionNotification]?) {
            self.executionSuccessful = executionSuccessful
            self.exitCode = exitCode
            self.toolExecutionNotifications = toolExecutionNotifications
        }
    }
    struct ExecutionNotification: Encodable {
        var message: Message
        var level: String
        var locations: [Location]?
    }
}

// MARK: Writing

// Each type writes itself as its synthesized `Encodable` conformance encodes it with
// `JSONEncoder.auditKitDocument()`: keys in sorted (UTF-8) order, `nil` optionals left out.

extension SARIFReport.Log {
    func write(to writer: inout JSONTextWriter) throws {
        writer.beginObject()
        writer.key("$schema")
        writer.string(schema)
        writer.key("runs")
        try writer.array(runs) { run, writer in try run.write(to: &writer) }
        writer.key("version")
        writer.string(version)
        writer.endObject()
    }
}

extension SARIFReport.Run {
    func write(to writer: inout JSONTextWriter) throws {
        writer.beginObject()
        if let columnKind {
            writer.key("columnKind")
            writer.string(columnKind)
        }
        writer.key("invocations")
        writer.array(invocations) { invocation, writer in invocation.write(to: &writer) }
        if let originalUriBaseIds {
            writer.key("originalUriBaseIds")
            writer.beginObject()
            for (id, location) in SARIFReport.sortedByKey(originalUriBaseIds) {
                writer.key(named: id)
                location.write(to: &writer)
            }
            writer.endObject()
        }
        if let properties {
            writer.key("properties")
            properties.write(to: &writer)
        }
        writer.key("results")
        try writer.array(results) { result, writer in try result.write(to: &writer) }
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        tool.driver.write(to: &writer)
        writer.endObject()
        writer.endObject()
    }
}

extension SARIFReport.RunProperties {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        if let capturedUnderModalByScreen {
            writer.key("capturedUnderModalByScreen")
            writer.beginObject()
            for (screen, modal) in SARIFReport.sortedByKey(capturedUnderModalByScreen) {
                writer.key(named: screen)
                writer.string(modal)
            }
            writer.endObject()
        }
        writer.key("systemElements")
        writer.integer(systemElements)
        if let systemElementsByScreen {
            writer.key("systemElementsByScreen")
            writer.beginObject()
            for (screen, kinds) in SARIFReport.sortedByKey(systemElementsByScreen) {
                writer.key(named: screen)
                writer.beginObject()
                for (kind, count) in SARIFReport.sortedByKey(kinds) {
                    writer.key(named: kind)
                    writer.integer(count)
                }
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endObject()
    }
}

extension SARIFReport.Driver {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("name")
        writer.string(name)
        writer.key("rules")
        writer.array(rules) { rule, writer in rule.write(to: &writer) }
        writer.key("version")
        writer.string(version)
        writer.endObject()
    }
}

extension SARIFReport.ReportingDescriptor {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("defaultConfiguration")
        writer.beginObject()
        writer.key("level")
        writer.string(defaultConfiguration.level)
        writer.endObject()
        writer.key("fullDescription")
        fullDescription.write(to: &writer)
        writer.key("help")
        help.write(to: &writer)
        if let helpUri {
            writer.key("helpUri")
            writer.string(helpUri)
        }
        writer.key("id")
        writer.string(id)
        writer.key("properties")
        writer.beginObject()
        writer.key("reference")
        writer.string(properties.reference)
        writer.key("tags")
        writer.strings(properties.tags)
        writer.endObject()
        writer.key("shortDescription")
        shortDescription.write(to: &writer)
        writer.endObject()
    }
}

extension SARIFReport.Message {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("text")
        writer.string(text)
        writer.endObject()
    }
}

extension SARIFReport.SARIFResult {
    func write(to writer: inout JSONTextWriter) throws {
        writer.beginObject()
        if let baselineState {
            writer.key("baselineState")
            writer.string(baselineState)
        }
        writer.key("level")
        writer.string(level)
        writer.key("locations")
        writer.array(locations) { location, writer in location.write(to: &writer) }
        writer.key("message")
        message.write(to: &writer)
        writer.key("partialFingerprints")
        writer.beginObject()
        for (name, value) in SARIFReport.sortedByKey(partialFingerprints) {
            writer.key(named: name)
            writer.string(value)
        }
        writer.endObject()
        writer.key("properties")
        try properties.write(to: &writer)
        writer.key("ruleId")
        writer.string(ruleId)
        writer.key("ruleIndex")
        writer.integer(ruleIndex)
        if let suppressions {
            writer.key("suppressions")
            writer.beginArray()
            for suppression in suppressions {
                writer.element()
                writer.beginObject()
                writer.key("justification")
                writer.string(suppression.justification)
                writer.key("kind")
                writer.string(suppression.kind)
                writer.key("status")
                writer.string(suppression.status)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }
}

extension SARIFReport.ResultProperties {
    func write(to writer: inout JSONTextWriter) throws {
        writer.beginObject()
        writer.key("auditType")
        writer.string(auditType)
        if let element {
            writer.key("element")
            writer.string(element)
        }
        if let evidence {
            writer.key("evidence")
            try evidence.write(to: &writer)
        }
        if let foundUnder {
            writer.key("foundUnder")
            writer.strings(foundUnder)
        }
        writer.key("screen")
        writer.string(screen)
        writer.endObject()
    }
}

extension SARIFReport.Location {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        if let logicalLocations {
            writer.key("logicalLocations")
            writer.beginArray()
            for logical in logicalLocations {
                writer.element()
                writer.beginObject()
                writer.key("fullyQualifiedName")
                writer.string(logical.fullyQualifiedName)
                writer.key("kind")
                writer.string(logical.kind)
                writer.key("name")
                writer.string(logical.name)
                writer.endObject()
            }
            writer.endArray()
        }
        if let physicalLocation {
            writer.key("physicalLocation")
            writer.beginObject()
            writer.key("artifactLocation")
            physicalLocation.artifactLocation.write(to: &writer)
            if let region = physicalLocation.region {
                writer.key("region")
                writer.beginObject()
                if let startColumn = region.startColumn {
                    writer.key("startColumn")
                    writer.integer(startColumn)
                }
                writer.key("startLine")
                writer.integer(region.startLine)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endObject()
    }
}

extension SARIFReport.ArtifactLocation {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("uri")
        writer.string(uri)
        if let uriBaseId {
            writer.key("uriBaseId")
            writer.string(uriBaseId)
        }
        writer.endObject()
    }
}

extension SARIFReport.Invocation {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("executionSuccessful")
        writer.bool(executionSuccessful)
        if let exitCode {
            writer.key("exitCode")
            writer.integer(exitCode)
        }
        if let toolExecutionNotifications {
            writer.key("toolExecutionNotifications")
            writer.array(toolExecutionNotifications) { notification, writer in notification.write(to: &writer) }
        }
        writer.endObject()
    }
}

extension SARIFReport.ExecutionNotification {
    func write(to writer: inout JSONTextWriter) {
        writer.beginObject()
        writer.key("level")
        writer.string(level)
        if let locations {
            writer.key("locations")
            writer.array(locations) { location, writer in location.write(to: &writer) }
        }
        writer.key("message")
        message.write(to: &writer)
        writer.endObject()
    }
}

extension SARIFReport {
    /// A dictionary's members in the order `JSONEncoder` writes them with `.sortedKeys`: by UTF-8 bytes.
    static func sortedByKey<Value>(_ dictionary: [String: Value]) -> [(key: String, value: Value)] {
        dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
