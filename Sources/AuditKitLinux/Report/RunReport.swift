import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One report file for a whole test run: every audit appends its screen to the run's records, and
/// the report is written complete from them when each test process ends (and by ``writeReport()``).
///
/// Turn it on with an environment variable; the format follows the file name:
///
/// ```sh
/// AUDITKIT_REPORT=.build/accessibility.sarif swift test --parallel     # SARIF 2.1.0
/// AUDITKIT_REPORT=.build/accessibility.junit.xml swift test            # JUnit XML (any .xml)
/// AUDITKIT_REPORT=.build/accessibility.json swift test                 # JSON: the recorded screens
/// ```
///
/// Test helpers call ``record(_:screen:file:line:)`` after each audit (it does nothing when the
/// variable is unset). Optional variables: `AUDITKIT_REPORT_FAIL_ON=warning` makes warnings
/// `<failure>`s in JUnit; `AUDITKIT_REPORT_RUN_ID` names the run (see below);
/// `AUDITKIT_SOURCE_ROOT` is the directory SARIF URIs are relative to (default: the working directory).
///
/// ## Safe across threads and processes
/// `swift test --parallel` runs tests in several processes at once, and XCTest and Swift Testing
/// run in separate processes too. Each record is appended, as one JSON line, to a records file
/// beside the report (`.<report name>.records.jsonl`) while holding an exclusive `flock(2)` on it,
/// in a time that does not depend on how many records are there (only the first line, which names
/// the run, is read). When the process ends (`atexit`), or on ``writeReport()``, the recorder
/// reads every record back under the lock and replaces the report atomically (write to a
/// temporary file, then rename): once per process, so N audits cost O(N), not O(N²). Records from
/// one run therefore never interleave or overwrite each other, and readers never see a
/// half-written report. A record that a process killed mid-write left half-written is skipped, and
/// the next record starts on a line of its own. A process killed before it ends leaves its records
/// in the file, and the report is written by the next process of the run that ends.
///
/// ## Where a run starts
/// The records file's first line names the run. A recorder from another run empties it first,
/// so each `swift test` starts a fresh report. The run id is `AUDITKIT_REPORT_RUN_ID` when set
/// (CI can use its build number), else the parent process's id and start time: the test
/// processes of one `swift test` share their parent, `swift-test`. Running a test binary by hand
/// from one shell twice counts as one run; set `AUDITKIT_REPORT_RUN_ID` (or delete the records
/// file) then.
public struct AccessibilityAuditRunReport: Sendable {
    /// The report formats.
    public enum Format: String, Hashable, Codable, Sendable, CaseIterable {
        /// SARIF 2.1.0 (``SARIFReport``), for a name ending in `.sarif` or `.sarif.json`.
        case sarif
        /// JUnit XML (``JUnitReport``), for a name ending in `.xml`.
        case junit
        /// The recorded screens as JSON, for other names ending in `.json`.
        case json
        /// An ``AccessibilityAuditBaseline`` of every recorded issue, each entry under its screen's
        /// name, in ``AccessibilityAuditBaseline/jsonData()``'s deterministic order (not the order
        /// the processes recorded them in). Never chosen from a file name: test support uses it for
        /// `AUDITKIT_WRITE_BASELINE`.
        case baseline

        /// The format a report file name asks for; `nil` for an unknown extension.
        public init?(path: String) {
            let name = path.lowercased()
            if name.hasSuffix(".sarif") || name.hasSuffix(".sarif.json") {
                self = .sarif
            } else if name.hasSuffix(".xml") {
                self = .junit
            } else if name.hasSuffix(".json") {
                self = .json
            } else {
                return nil
            }
        }
    }

    /// Errors from configuring or writing a run report.
    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The report path's extension names no format.
        case unknownFormat(path: String)
        /// `AUDITKIT_REPORT_FAIL_ON` is neither `failure` nor `warning`.
        case unknownSeverity(String)
        /// A file operation failed; `reason` is the system's message.
        case fileOperation(path: String, reason: String)

        /// A message for people.
        public var description: String {
            switch self {
            case .unknownFormat(let path):
                "\(AccessibilityAuditRunReport.environmentVariable)=\(path): unknown report format; use a name ending in .sarif, .xml (JUnit) or .json."
            case .unknownSeverity(let value):
                "\(AccessibilityAuditRunReport.failOnVariable)=\(value): expected 'failure' or 'warning'."
            case .fileOperation(let path, let reason):
                "Could not write the accessibility report \(path): \(reason)"
            }
        }
    }

    /// `AUDITKIT_REPORT`: the report's path.
    public static let environmentVariable = "AUDITKIT_REPORT"
    /// `AUDITKIT_REPORT_FAIL_ON`: `failure` (default) or `warning`.
    public static let failOnVariable = "AUDITKIT_REPORT_FAIL_ON"
    /// `AUDITKIT_REPORT_RUN_ID`: names the run (see the type's discussion).
    public static let runIDVariable = "AUDITKIT_REPORT_RUN_ID"
    /// `AUDITKIT_SOURCE_ROOT`: the directory SARIF file URIs are relative to (``SARIFReport/sourceRoot``);
    /// default: the working directory (for `swift test`, the package root).
    public static let sourceRootVariable = "AUDITKIT_SOURCE_ROOT"

    /// The report's path.
    public var path: String
    /// The report's format.
    public var format: Format
    /// The lowest severity that fails a JUnit test case.
    public var failOn: AccessibilityAuditSeverity
    /// The run this recorder belongs to.
    public var runID: String
    /// The root SARIF paths are made relative to (the working directory by default).
    public var sourceRoot: String?

    /// Creates a recorder for the report at `path`.
    /// - Throws: ``Error/unknownFormat(path:)`` when `format` is `nil` and the name gives none.
    public init(
        path: String, format: Format? = nil, failOn: AccessibilityAuditSeverity = .failure,
        runID: String? = nil, sourceRoot: String? = FileManager.default.currentDirectoryPath
    ) throws {
        guard let format = format ?? Format(path: path) else { throw Error.unknownFormat(path: path) }
        self.path = path
        self.format = format
        self.failOn = failOn
        self.runID = runID ?? Self.defaultRunID()
        self.sourceRoot = sourceRoot
    }

    /// The recorder the environment asks for, or `nil` when `AUDITKIT_REPORT` is unset or empty.
    /// - Throws: ``Error/unknownFormat(path:)``, ``Error/unknownSeverity(_:)``.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> Self?
    {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        var failOn = AccessibilityAuditSeverity.failure
        if let value = environment[failOnVariable], !value.isEmpty {
            guard let severity = AccessibilityAuditSeverity(rawValue: value.lowercased()) else {
                throw Error.unknownSeverity(value)
            }
            failOn = severity
        }
        let runID = environment[runIDVariable].flatMap { $0.isEmpty ? nil : $0 }
        let sourceRoot =
            environment[sourceRootVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.currentDirectoryPath
        return try Self(path: path, failOn: failOn, runID: runID, sourceRoot: sourceRoot)
    }

    /// Records `result` for `screen` in the report `AUDITKIT_REPORT` names; does nothing when it is unset.
    ///
    /// - Parameters:
    ///   - result: What the audit found.
    ///   - screen: A name for the screen (the test's name, say).
    ///   - file: The test source file or capture the screen came from (`#filePath`).
    ///   - line: The line that ran the audit (`#line`).
    /// - Returns: Whether a report was written.
    /// - Throws: ``Error`` for a bad configuration or a failed write.
    @discardableResult
    public static func record(_ result: AccessibilityAuditResult, screen: String, file: String? = nil, line: Int? = nil)
        throws -> Bool
    {
        guard let report = try fromEnvironment() else { return false }
        try report.record(AuditedScreen(name: screen, file: file, line: line, result: result))
        return true
    }

    /// The records file beside the report: `.<report name>.records.jsonl`.
    public var recordsPath: String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".records.jsonl")
            .path
    }

    /// Appends `screen` to this run's records, holding the records file's lock, in a time that does
    /// not depend on the records already there; the report is written when the process ends (or
    /// on ``writeReport()``).
    /// - Throws: ``Error/fileOperation(path:reason:)``.
    public func record(_ screen: AuditedScreen) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line: Data
        do { line = try encoder.encode(screen) + Data([0x0A]) } catch {
            throw Error.fileOperation(path: path, reason: "could not encode the result: \(error)")
        }
        try withLockedRecords(readingRecords: false) { fd, _ in
            try Self.endTornLine(fd, path: recordsPath)
            try Self.append(line, to: fd, path: recordsPath)
        }
        PendingReports.add(self)
    }

    /// Writes the report now, complete with every record of this run, holding the records file's
    /// lock (it is also written when the process ends).
    /// - Throws: ``Error/fileOperation(path:reason:)``.
    public func writeReport() throws {
        try withLockedRecords(readingRecords: true) { _, screens in try writeReport(screens) }
    }

    /// The screens this run has recorded so far (none when the records belong to another run).
    /// - Throws: ``Error/fileOperation(path:reason:)``.
    public func recordedScreens() throws -> [AuditedScreen] {
        var result: [AuditedScreen] = []
        try withLockedRecords { _, screens in result = screens }
        return result
    }

    /// The report for `screens`, in this recorder's format.
    /// - Throws: `EncodingError` (not expected for audit results).
    public func render(_ screens: [AuditedScreen]) throws -> Data {
        switch format {
        case .sarif: return try SARIFReport(screens: screens, sourceRoot: sourceRoot).render()
        case .junit: return Data(JUnitReport(screens: screens, failOn: failOn).render().utf8)
        case .json:
            return try Self.jsonData(screens: screens)
        case .baseline:
            return try AccessibilityAuditBaseline(screens: screens).jsonData()
        }
    }

    /// The JSON form of `screens` (`{"format": "auditkit-run-report", "version": 1, "screens": [...]}`),
    /// as a run report's `.json` file holds them and `auditkit audit` writes several captures with
    /// `--format json`: each ``AuditedScreen`` encoded, pretty-printed with sorted keys; `inputErrors`
    /// (captures of such a run that could not be read, imported or audited) as `errors`, left out
    /// when there are none. File names (``AuditedScreen/file``, ``AuditedScreen/baseline``) are
    /// written with their bytes that are not UTF-8 escaped (`caf\xE9.xml`), as every report but
    /// SARIF shows them.
    /// - Throws: `EncodingError` (not expected for audit results).
    public static func jsonData(screens: [AuditedScreen], inputErrors: [InputErrorReport] = []) throws -> Data {
        try JSONEncoder.auditKitDocument().encode(
            JSONRunReport(
                screens: screens.map(\.withFileNamesShown), errors: inputErrors.isEmpty ? nil : inputErrors))
    }

    /// The JSON form: `{"format": "auditkit-run-report", "version": 1, "screens": [...]}`, and
    /// `"errors": [{file, line, column, message}, …]` (``InputErrorReport``) when some inputs of a run
    /// over several captures could not be read, imported or audited.
    struct JSONRunReport: Codable {
        var format = "auditkit-run-report"
        var version = 1
        var screens: [AuditedScreen]
        var errors: [InputErrorReport]?
    }

    private struct Header: Codable {
        var format = "auditkit-run-records"
        var version = 1
        var runID: String
    }

    // MARK: Files and locking

    private func writeReport(_ screens: [AuditedScreen]) throws {
        do {
            try render(screens).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch let error as Error {
            throw error
        } catch {
            throw Error.fileOperation(path: path, reason: "\(error)")
        }
    }

    /// Opens (creating) the records file, takes an exclusive lock, starts it afresh if it belongs
    /// to another run, and calls `body` with the descriptor and this run's records (none read
    /// unless `readingRecords`: then only the first line, which names the run, is).
    private func withLockedRecords(readingRecords: Bool = true, _ body: (Int32, [AuditedScreen]) throws -> Void)
        throws
    {
        let records = recordsPath
        let directory = URL(fileURLWithPath: records).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Error.fileOperation(path: directory.path, reason: "\(error)")
        }
        let fd = open(records, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Error.fileOperation(path: records, reason: Self.systemError()) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw Error.fileOperation(path: records, reason: "flock: " + Self.systemError())
            }
        }
        defer { _ = flock(fd, LOCK_UN) }

        let contents = readingRecords ? try Self.readAll(fd, path: records) : try Self.readFirstLine(fd, path: records)
        var lines = contents.split(separator: 0x0A, omittingEmptySubsequences: true)
        let decoder = JSONDecoder()
        let header = lines.first.flatMap { try? decoder.decode(Header.self, from: Data($0)) }
        if header?.runID != runID {
            guard ftruncate(fd, 0) == 0 else {
                throw Error.fileOperation(path: records, reason: "ftruncate: " + Self.systemError())
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let headerLine: Data
            do { headerLine = try encoder.encode(Header(runID: runID)) + Data([0x0A]) } catch {
                throw Error.fileOperation(path: records, reason: "\(error)")
            }
            try Self.append(headerLine, to: fd, path: records)
            lines = []
        } else {
            lines.removeFirst()
        }
        // A line a crashed process left half-written does not decode; it is skipped, not fatal.
        let screens =
            readingRecords ? lines.compactMap { try? decoder.decode(AuditedScreen.self, from: Data($0)) } : []
        try body(fd, screens)
    }

    // System calls (pread, read, write) on the records file: the buffers handed to them are the
    // arrays' own, for the call's duration, with their counts (docs/performance.md, "Where the
    // code is unsafe").

    /// The records file's first line (with its line feed), or all of it when it has no line feed
    /// in its first 64 KiB: the run's header, read without reading the records.
    private static func readFirstLine(_ fd: Int32, path: String) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + filled, $0.count - filled, off_t(filled))
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Error.fileOperation(path: path, reason: "read: " + systemError())
            }
            filled += count
            if buffer[(filled - count)..<filled].contains(0x0A) { break }
        }
        let end = buffer[0..<filled].firstIndex(of: 0x0A).map { $0 + 1 } ?? filled
        return Array(buffer[0..<end])
    }

    /// Appends a line feed when the file does not end in one (a record a process killed mid-write
    /// left half-written), so that the next record is a line of its own and is not lost with it.
    private static func endTornLine(_ fd: Int32, path: String) throws {
        let size = lseek(fd, 0, SEEK_END)
        guard size > 0 else { return }
        var last: UInt8 = 0
        guard pread(fd, &last, 1, size - 1) == 1 else {
            throw Error.fileOperation(path: path, reason: "read: " + systemError())
        }
        if last != 0x0A { try append(Data([0x0A]), to: fd, path: path) }
    }

    private static func readAll(_ fd: Int32, path: String) throws -> [UInt8] {
        guard lseek(fd, 0, SEEK_SET) >= 0 else {
            throw Error.fileOperation(path: path, reason: "lseek: " + systemError())
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Error.fileOperation(path: path, reason: "read: " + systemError())
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// Writes all of `data` (the descriptor is in append mode, so it lands at the end).
    private static func append(_ data: Data, to fd: Int32, path: String) throws {
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Error.fileOperation(path: path, reason: "write: " + systemError())
            }
            offset += written
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }

    /// The parent process's id and start time (from `/proc`, when there is one).
    static func defaultRunID() -> String {
        let parent = getppid()
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            // Fields after the command name: state is field 3, starttime field 22.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19 { return "ppid-\(parent)-start-\(fields[19])" }
        }
        return "ppid-\(parent)"
    }
}

/// The run reports this process recorded into, written when it ends.
enum PendingReports {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reports: [String: AccessibilityAuditRunReport] = [:]
    nonisolated(unsafe) private static var registered = false

    /// Remembers `report` (by its path) to be written when the process ends.
    static func add(_ report: AccessibilityAuditRunReport) {
        lock.lock()
        defer { lock.unlock() }
        reports[report.path] = report
        if !registered {
            registered = true
            atexit { PendingReports.writeAll() }
        }
    }

    /// Writes every remembered report (a report that cannot be written is said on standard error:
    /// the process is ending, and its records stay for the next process of the run).
    ///
    /// The reports are written under the lock, so a call that finds nothing left to write returns
    /// only when the call that took them has written them.
    static func writeAll() {
        lock.lock()
        defer { lock.unlock() }
        let pending = reports.values.sorted { $0.path < $1.path }
        reports = [:]
        for report in pending {
            do { try report.writeReport() } catch {
                FileHandle.standardError.write(Data("auditkit: \(error)\n".utf8))
            }
        }
    }
}
