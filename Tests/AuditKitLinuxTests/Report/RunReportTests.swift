import AuditKitLinux
import Foundation
import XCTest

final class RunReportTests: XCTestCase {
    private typealias RunReport = AccessibilityAuditRunReport
    private let issue = ReportFixtures.issue(
        element: ReportFixtures.element(label: "Buy"), path: "Application/Window/Button['Buy']")

    private func screen(_ name: String) -> AuditedScreen {
        AuditedScreen(
            name: name, file: "Tests/AppTests/AppTests.swift", line: 7, result: ReportFixtures.result([issue]))
    }

    func testFormatFollowsTheFileName() {
        XCTAssertEqual(RunReport.Format(path: "out/a11y.sarif"), .sarif)
        XCTAssertEqual(RunReport.Format(path: "out/a11y.SARIF.json"), .sarif)
        XCTAssertEqual(RunReport.Format(path: "out/a11y.junit.xml"), .junit)
        XCTAssertEqual(RunReport.Format(path: "out/a11y.json"), .json)
        XCTAssertNil(RunReport.Format(path: "out/a11y.txt"))
    }

    func testEnvironment() throws {
        XCTAssertNil(try RunReport.fromEnvironment([:]))
        XCTAssertNil(try RunReport.fromEnvironment(["AUDITKIT_REPORT": ""]))
        let report = try XCTUnwrap(
            RunReport.fromEnvironment([
                "AUDITKIT_REPORT": "/tmp/r.junit.xml", "AUDITKIT_REPORT_FAIL_ON": "Warning",
                "AUDITKIT_REPORT_RUN_ID": "build-17",
            ]))
        XCTAssertEqual(report.format, .junit)
        XCTAssertEqual(report.failOn, .warning)
        XCTAssertEqual(report.runID, "build-17")
        XCTAssertEqual(report.sourceRoot, FileManager.default.currentDirectoryPath)
        XCTAssertEqual(
            try RunReport.fromEnvironment(["AUDITKIT_REPORT": "/tmp/r.sarif", "AUDITKIT_SOURCE_ROOT": "/src/app"])?
                .sourceRoot, "/src/app")
        XCTAssertThrowsError(try RunReport.fromEnvironment(["AUDITKIT_REPORT": "/tmp/r.txt"])) { error in
            XCTAssertEqual(
                "\(error)",
                "AUDITKIT_REPORT=/tmp/r.txt: unknown report format; use a name ending in .sarif, .xml (JUnit) or .json."
            )
        }
        XCTAssertThrowsError(
            try RunReport.fromEnvironment(["AUDITKIT_REPORT": "/tmp/r.sarif", "AUDITKIT_REPORT_FAIL_ON": "error"]))
    }

    func testRecordsAccumulateWithinARunAndTheReportIsCompleteWhenWritten() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nested/a11y.junit.xml").path
        let report = try RunReport(path: path, runID: "run-1")
        try report.record(screen("Home"))
        // Recording only appends (in a time independent of the records there); the report is
        // written when the process ends, or now.
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        try report.writeReport()
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(#"<testsuite name="Home""#))
        try report.record(screen("Settings"))
        try report.writeReport()
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(xml.contains(#"<testsuite name="Home""#) && xml.contains(#"<testsuite name="Settings""#))
        XCTAssertEqual(try report.recordedScreens().map(\.name), ["Home", "Settings"])
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("nested/.a11y.junit.xml.records.jsonl").path))
        if ReportValidator.isAvailable { try ReportValidator.assertValid("junit", URL(fileURLWithPath: path)) }
    }

    func testANewRunStartsAFreshReport() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a11y.json").path
        try RunReport(path: path, runID: "run-1").record(screen("Old"))
        let next = try RunReport(path: path, runID: "run-2")
        XCTAssertEqual(try next.recordedScreens(), [])
        try next.record(screen("New"))
        try next.writeReport()
        let decoded =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        XCTAssertEqual(decoded?["format"] as? String, "auditkit-run-report")
        XCTAssertEqual((decoded?["screens"] as? [[String: Any]])?.map { $0["name"] as? String }, ["New"])
    }

    func testAHalfWrittenRecordIsSkippedNotFatal() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try RunReport(path: directory.appendingPathComponent("a.sarif").path, runID: "run-1")
        try report.record(screen("Home"))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: report.recordsPath))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"name":"Trunc"#.utf8))
        handle.write(Data("\n".utf8))
        try handle.close()
        try report.record(screen("Settings"))
        XCTAssertEqual(try report.recordedScreens().map(\.name), ["Home", "Settings"])
    }

    /// A record cut short with no line feed (a process killed mid-write, a full disk): the next
    /// record starts a line of its own, so only the torn one is lost.
    func testARecordAfterATornLastLineIsKept() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try RunReport(path: directory.appendingPathComponent("a.json").path, runID: "run-1")
        try report.record(screen("Home"))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: report.recordsPath))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"name":"Torn","result":{"#.utf8))
        try handle.close()
        try report.record(screen("Settings"))
        try report.record(screen("About"))
        XCTAssertEqual(try report.recordedScreens().map(\.name), ["Home", "Settings", "About"])
        try report.writeReport()
        let decoded = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report.path)))
        XCTAssertEqual(
            ((decoded as? [String: Any])?["screens"] as? [[String: Any]])?.map { $0["name"] as? String },
            ["Home", "Settings", "About"])
    }

    func testRecordDoesNothingWithoutTheEnvironmentVariable() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["AUDITKIT_REPORT"] != nil, "AUDITKIT_REPORT is set for this run")
        XCTAssertFalse(try RunReport.record(ReportFixtures.result([issue]), screen: "Home"))
    }

    // MARK: Concurrency

    /// Not a test on its own: the body of the child processes `testParallelProcessesAndThreadsLoseNoRecord` starts.
    func testChildProcessRecorder() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let child = environment["AUDITKIT_TEST_CHILD"] else {
            throw XCTSkip("runs only as a child process of another test")
        }
        for index in 0..<Self.recordsPerWorker {
            XCTAssertTrue(try RunReport.record(ReportFixtures.result([issue]), screen: "child\(child)-\(index)"))
        }
    }

    private static let recordsPerWorker = 8

    func testParallelProcessesAndThreadsLoseNoRecord() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        guard
            executable.lastPathComponent.hasSuffix(".xctest")
                || FileManager.default.isExecutableFile(atPath: executable.path),
            !executable.path.contains("swiftpm-testing-helper")
        else {
            throw XCTSkip("cannot re-run this test binary (\(executable.path))")
        }
        let directory = try ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a11y.sarif").path
        let runID = "parallel-\(UUID().uuidString)"
        var environment = ProcessInfo.processInfo.environment
        environment["AUDITKIT_REPORT"] = path
        environment["AUDITKIT_REPORT_RUN_ID"] = runID
        let processes = try (0..<3).map { child -> Process in
            let process = Process()
            process.executableURL = executable
            process.arguments = ["AuditKitLinuxTests.RunReportTests/testChildProcessRecorder"]
            var childEnvironment = environment
            childEnvironment["AUDITKIT_TEST_CHILD"] = String(child)
            process.environment = childEnvironment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        let report = try RunReport(path: path, runID: runID)
        let errors = LockedErrors()
        let template = screen("template")
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<Self.recordsPerWorker {
                var named = template
                named.name = "thread\(thread)-\(index)"
                do { try report.record(named) } catch { errors.append("\(error)") }
            }
        }
        processes.forEach { $0.waitUntilExit() }
        XCTAssertEqual(errors.all, [])
        XCTAssertEqual(processes.map(\.terminationStatus), [0, 0, 0], "child recorders failed")
        let names = Set(try report.recordedScreens().map(\.name))
        let expected = Set(
            (0..<3).flatMap { c in (0..<Self.recordsPerWorker).map { "child\(c)-\($0)" } }
                + (0..<4).flatMap { t in (0..<Self.recordsPerWorker).map { "thread\(t)-\($0)" } })
        XCTAssertEqual(names, expected)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        XCTAssertEqual(results?.count, expected.count, "the final report holds every record")
        if ReportValidator.isAvailable { try ReportValidator.assertValid("sarif", URL(fileURLWithPath: path)) }
    }
}

/// Errors collected from concurrent workers.
private final class LockedErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func append(_ error: String) {
        lock.lock()
        errors.append(error)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }
}
