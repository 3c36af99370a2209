import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver
import Foundation

/// An input that could not be read, imported or audited (a malformed capture, an empty screen, an
/// unreadable ignore list or baseline), as a report in the format asked for, so a CI step that
/// parses the report gets something it can read instead of an empty file.
///
/// `auditkit audit … --format json|sarif|junit` still exits 2 and prints the message on standard
/// error; standard output (or `--output`) carries this document:
///
/// - JSON: `{ "error" : { "column" : 3, "file" : "login.xml", "line" : 4, "message" : "malformed XML: …" } }`,
///   every key present (`null` when unknown);
/// - SARIF: a log with one run and no results, whose invocation has `executionSuccessful: false`,
///   `exitCode: 2` and one `toolExecutionNotification` of level `error`, located at the file (and at
///   its line and column when known);
/// - JUnit: one suite named after the screen (``screen``; else the file) with one test case, `input`,
///   holding an `<error>`; the test case has the `file` and `line` attributes JUnit annotators read.
public struct InputErrorReport: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file the error is about (as given on the command line), when there is one. A byte of the
    /// name that is not UTF-8 is kept as the scalar U+10FF00 plus the byte (as ``AuditedScreen/file``),
    /// and escaped where the report is written: `caf\xE9.xml` in ``description``, JSON and JUnit,
    /// `caf%E9.xml` in SARIF's URI.
    public var file: String?
    /// The 1-based line of the problem, when known.
    public var line: Int?
    /// The 1-based column on ``line``, when known.
    public var column: Int?
    /// What is wrong and what to do, without the location.
    public var message: String
    /// The name the screen would have had (``AuditedScreen/name``: a capture's file name, or its
    /// path inside the directory given), when the input was to be audited as a screen; JUnit names
    /// the error's suite so, as it names the audited screens. Not encoded in JSON, whose `file` is
    /// the path as given (as a screen's).
    public var screen: String? = nil

    /// Creates an error report.
    public init(file: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
    }

    /// The report of an import error: its file, line, column and message.
    public init(_ error: HierarchyImportError) {
        self.init(file: error.name, line: error.line, column: error.column, message: error.message)
    }

    /// `file[:line[:column]]: message`, as ``HierarchyImportError`` prints.
    public var description: String {
        var location = file.map(FileName.shown) ?? ""
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location.isEmpty ? message : "\(location): \(message)"
    }

    private enum CodingKeys: String, CodingKey { case file, line, column, message }

    /// Encodes every key, unknown ones as `null`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file.map(FileName.shown), forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(message, forKey: .message)
    }

    /// The JSON document `{ "error": { … } }`, pretty printed with sorted keys, ending in a newline.
    /// - Throws: `EncodingError` (not expected: every field is a string or an integer).
    public func json() throws -> Data {
        try JSONEncoder.auditKitDocument().encode(["error": self]) + Data("\n".utf8)
    }

    /// A SARIF 2.1.0 log saying the run failed on this input, ending in a newline.
    /// - Parameter sourceRoot: As ``SARIFReport/sourceRoot``: the file's URI is relative to it.
    /// - Throws: `EncodingError` (not expected).
    public func sarif(sourceRoot: String? = nil) throws -> Data {
        let report = SARIFReport(screens: [], sourceRoot: sourceRoot)
        var log = report.log()
        log.runs[0].invocations = [
            SARIFReport.Invocation(
                executionSuccessful: false, exitCode: 2, toolExecutionNotifications: [sarifNotification(in: report)])
        ]
        log.runs[0].properties = nil
        return try JSONEncoder.auditKitDocument().encode(log) + Data("\n".utf8)
    }

    /// A JUnit XML report with one errored test case, `input`, in a suite named after the file.
    public func junit(name: String = "AuditKitLinux accessibility audit") -> String {
        JUnitReport(screens: [], name: name, inputErrors: [self]).render()
    }

    /// The `<testsuite>` of ``junit(name:)``: one errored test case, `input`, named after the
    /// screen (else the file), located at the file and line when known.
    var junitSuite: String {
        let shownFile = file.map(FileName.shown)
        let suite = screen.map(FileName.shown) ?? shownFile ?? "input"
        return "  <testsuite"
            + JUnitReport.attributes([
                ("name", suite), ("tests", "1"), ("failures", "0"), ("errors", "1"),
                ("skipped", "0"), ("file", shownFile),
            ]) + ">\n"
            + "    <testcase"
            + JUnitReport.attributes([
                ("classname", JUnitReport.className(suite)), ("name", "input"), ("file", shownFile),
                ("line", shownFile == nil ? nil : line.flatMap { $0 >= 1 ? String($0) : nil }),
            ]) + ">\n"
            + "      <error" + JUnitReport.attributes([("type", "input"), ("message", message)]) + ">"
            + JUnitReport.escapeText(description) + "</error>\n"
            + "    </testcase>\n"
            + "  </testsuite>\n"
    }

    /// The SARIF notification of this error, located at the file (and line and column) when known.
    func sarifNotification(in report: SARIFReport) -> SARIFReport.ExecutionNotification {
        let location = file.map { file in
            SARIFReport.Location(
                physicalLocation: SARIFReport.PhysicalLocation(
                    artifactLocation: report.artifactLocation(for: file),
                    region: line.flatMap {
                        $0 >= 1
                            ? SARIFReport.Region(startLine: $0, startColumn: column.flatMap { $0 >= 1 ? $0 : nil })
                            : nil
                    }))
        }
        return SARIFReport.ExecutionNotification(
            message: SARIFReport.Message(text: description), level: "error",
            locations: location.map { [$0] })
    }
}
