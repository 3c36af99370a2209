import Foundation
import Testing
import XCTest

@testable import AuditKitLinux
@testable import AuditKitLinuxTestSupport

/// Collects the warning lines test support prints under XCTest.
final class WarningLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
}

/// A fresh directory, removed after the test.
func scratchDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-support-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// The screens of a JSON run report (`{"format": "auditkit-run-report", "screens": [...]}`).
func reportedScreens(_ url: URL) throws -> [AuditedScreen] {
    struct Report: Decodable {
        var format: String
        var screens: [AuditedScreen]
    }
    PendingReports.writeAll()  // as when the test process ends
    let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: url))
    XCTAssertEqual(report.format, "auditkit-run-report")
    return report.screens
}

/// Baselines (`baseline:` and `AUDITKIT_WRITE_BASELINE`), ignore lists and the `AUDITKIT_REPORT`
/// run report, through `performAccessibilityAudit` in a plain `XCTestCase`.
final class BaselineAndRunReportTests: CapturingTestCase {
    private func key(_ identifier: String) -> String { "test.identifierPrefix #\(identifier)" }

    private func entry(_ identifier: String, screen: String) -> AccessibilityAuditBaseline.Entry {
        .init(key: key(identifier), screen: screen, ruleID: "test.identifierPrefix", compactDescription: "Test failure")
    }

    func testKnownIssuesAreQuietNewOnesFailAndStaleEntriesWarn() throws {
        let baseline = AccessibilityAuditBaseline(entries: [
            entry("bad1", screen: "Settings"), entry("gone", screen: "Settings"),
            entry("bad2", screen: "Other screen"),
        ])
        let warnings = WarningLog()
        var result: AccessibilityAuditResult?
        let failures = try TestSupportEnvironment.$warningOutput.withValue({ warnings.append($0) }) {
            try capture {
                result = try makeApp("bad1", "bad2").performAccessibilityAudit(
                    auditor: testAuditor, baseline: baseline, screen: "Settings")
            }
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures[0].description.contains("bad2 is bad."), "an entry of another screen does not match")
        XCTAssertEqual(result?.issues.map(\.element?.identifier), ["bad2"])
        XCTAssertEqual(warnings.lines.count, 1, "\(warnings.lines)")
        XCTAssertTrue(
            warnings.lines[0].hasSuffix(
                ": warning: Baseline entry not found any more (fixed, or moved: remove it from the baseline): test.identifierPrefix #gone (Test failure) on 'Settings'"
            ),
            warnings.lines[0])
    }

    func testTheDefaultScreenIsTheCallersFileAndFunction() throws {
        let screen =
            "AuditKitLinuxTestSupportTests/BaselineAndRunReportTests.swift testTheDefaultScreenIsTheCallersFileAndFunction()"
        let baseline = AccessibilityAuditBaseline(entries: [entry("bad1", screen: screen)])
        let failures = try capture {
            try makeApp("bad1").performAccessibilityAudit(auditor: testAuditor, baseline: baseline)
        }
        XCTAssertEqual(failures, [])
    }

    func testIgnoreListsAndMatchersAreTheCoreType() throws {
        let list = AccessibilityAuditIgnoreList([.issue(identifier: "bad1"), .ruleID("other.*")])
        XCTAssertEqual(
            try capture { try makeApp("bad1", "bad2").performAccessibilityAudit(ignoring: list, auditor: testAuditor) }
                .count, 1)
        XCTAssertEqual(
            try capture {
                try makeApp("bad1").performAccessibilityAudit(ignoring: [.ruleID("test.*")], auditor: testAuditor)
            }, [])
        XCTAssertEqual(
            try capture {
                try makeApp("bad1").performAccessibilityAudit(
                    ignoring: [.elementType(.staticText)], auditor: testAuditor)
            }, [])
        XCTAssertEqual(
            try capture {
                try makeApp("bad1").performAccessibilityAudit(
                    ignoring: [.pathPrefix("Application['TestApp']/Window")], auditor: testAuditor)
            }, [])
        XCTAssertEqual(
            try capture {
                try makeApp("bad1").performAccessibilityAudit(ignoring: [.elementType(.button)], auditor: testAuditor)
            }.count, 1)
        XCTAssertEqual(
            try capture { try makeApp("bad1").performAccessibilityAudit(ignoring: [.issue()], auditor: testAuditor) }
                .count, 1,
            "a matcher with no criterion ignores nothing")
        XCTAssertEqual(
            try capture {
                try makeApp("bad1").snapshot().performAccessibilityAudit(ignoring: list, auditor: testAuditor)
            }, [])
    }

    func testWriteBaselineRecordsEveryAuditOfTheRunAndFailsNone() throws {
        let directory = try scratchDirectory(self)
        let path = directory.appendingPathComponent("baseline.json").path
        let environment = [
            AccessibilityAuditBaseline.writeEnvironmentVariable: path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        let warnings = WarningLog()
        let failures = try TestSupportEnvironment.$override.withValue(environment) {
            try TestSupportEnvironment.$warningOutput.withValue({ warnings.append($0) }) {
                try capture {
                    try makeApp("bad1", "bad2").performAccessibilityAudit(auditor: testAuditor, screen: "A")
                    try makeApp("bad3").performAccessibilityAudit(auditor: testAuditor, screen: "B")
                }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(warnings.lines.count, 2)
        XCTAssertTrue(
            warnings.lines[0].hasSuffix(
                "AUDITKIT_WRITE_BASELINE: recorded 2 issues of 'A' in \(path); they do not fail this run."),
            warnings.lines[0])
        PendingReports.writeAll()  // as when the test process ends
        let baseline = try AccessibilityAuditBaseline(json: Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(baseline.entries.map(\.key), [key("bad1"), key("bad2"), key("bad3")])
        XCTAssertEqual(baseline.entries.map(\.screen), ["A", "A", "B"])

        // Read back: the known issues are quiet, a new one fails.
        let again = try capture {
            try makeApp("bad1", "bad2", "bad4").performAccessibilityAudit(
                auditor: testAuditor, baseline: baseline, screen: "A")
        }
        XCTAssertEqual(again.count, 1)
        XCTAssertTrue(again[0].description.contains("bad4 is bad."), again[0].description)
    }

    /// Writing a baseline inside `XCTExpectFailure` (newcomer's report F21): the failures the block
    /// expects stay expected (the run stays green, no "the failure is gone") and are not written;
    /// the rest are written.
    func testWriteBaselineLeavesExpectedFailuresToTheirExpectation() throws {
        let directory = try scratchDirectory(self)
        let path = directory.appendingPathComponent("baseline.json").path
        let environment = [
            AccessibilityAuditBaseline.writeEnvironmentVariable: path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        let warnings = WarningLog()
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { $0.compactDescription.contains("bad1 is bad") }
        let failures = try TestSupportEnvironment.$override.withValue(environment) {
            try TestSupportEnvironment.$warningOutput.withValue({ warnings.append($0) }) {
                try capture {
                    try XCTExpectFailure("bad1 is a known bug", options: options) {
                        try makeApp("bad1", "bad2").performAccessibilityAudit(auditor: testAuditor, screen: "A")
                    }
                    try XCTExpectFailure("a block whose audit finds nothing it expects") {
                        try makeApp("good").performAccessibilityAudit(auditor: testAuditor, screen: "B")
                    }
                }
            }
        }
        XCTAssertEqual(failures.count, 1, "\(failures.map(\.description))")
        XCTAssertTrue(
            failures.first?.description.contains("the failure is gone") == true,
            "a block that expects a failure no audit finds is stale, whether or not a baseline is written")
        XCTAssertTrue(
            warnings.lines[0].hasSuffix(
                "recorded 1 issue of 'A' in \(path) (1 expected by XCTExpectFailure, not written); they do not fail this run."
            ),
            warnings.lines[0])
        PendingReports.writeAll()
        let baseline = try AccessibilityAuditBaseline(json: Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(baseline.entries.map(\.key), [key("bad2")])
    }

    func testTheRunReportRecordsEachAuditWhatItFailedOn() throws {
        let directory = try scratchDirectory(self)
        let report = directory.appendingPathComponent("run.json")
        let environment = [
            AccessibilityAuditRunReport.environmentVariable: report.path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        let baseline = AccessibilityAuditBaseline(entries: [entry("bad1", screen: "Known")])
        var line = 0
        _ = try TestSupportEnvironment.$override.withValue(environment) {
            try capture {
                line = #line + 1
                try makeApp("bad1", "good").performAccessibilityAudit(auditor: testAuditor)
                try makeApp("bad1", "bad2").performAccessibilityAudit(
                    auditor: testAuditor, baseline: baseline, screen: "Known")
                try makeApp("bad1").performAccessibilityAudit(auditor: testAuditor) { _ in true }
            }
        }
        let screens = try reportedScreens(report)
        XCTAssertEqual(
            screens.map(\.name),
            [
                "AuditKitLinuxTestSupportTests/BaselineAndRunReportTests.swift testTheRunReportRecordsEachAuditWhatItFailedOn()",
                "Known",
                "AuditKitLinuxTestSupportTests/BaselineAndRunReportTests.swift testTheRunReportRecordsEachAuditWhatItFailedOn()",
            ])
        XCTAssertEqual(screens[0].file, #filePath)
        XCTAssertEqual(screens[0].line, line)
        XCTAssertEqual(
            screens.map { $0.result.issues.compactMap(\.element?.identifier) }, [["bad1"], ["bad2"], []],
            "baseline-known and ignored issues are left out")
    }

    func testABadReportPathIsAFailureNotACrash() throws {
        let environment = [AccessibilityAuditRunReport.environmentVariable: "report.txt"]
        let failures = try TestSupportEnvironment.$override.withValue(environment) {
            try capture { try makeApp("good").performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures[0].description.contains("AUDITKIT_REPORT: AUDITKIT_REPORT=report.txt: unknown report format"),
            failures[0].description)
    }

    func testWithoutTheVariableNothingIsWritten() throws {
        let directory = try scratchDirectory(self)
        let failures = try TestSupportEnvironment.$override.withValue([:]) {
            try capture { try makeApp("bad1").performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}

/// The tearDown audit of ``AccessibilityAuditTestCase``: run report, baseline and ignore list.
final class TearDownReportTests: AccessibilityAuditTestCase, FailureCapturing {
    var capturing = false
    var captured: [CapturedFailure] = []
    override class var accessibilityAuditor: AccessibilityAuditor { testAuditor }
    override class var accessibilityAuditIgnoreList: AccessibilityAuditIgnoreList {
        AccessibilityAuditIgnoreList([.issue(identifier: "bad-listed")])
    }
    override class var accessibilityAuditBaseline: AccessibilityAuditBaseline? {
        AccessibilityAuditBaseline(entries: [
            .init(
                key: "test.identifierPrefix #bad-known",
                screen: "TearDownReportTests.testTheAfterTestAuditJoinsTheRunReport",
                ruleID: "test.identifierPrefix", compactDescription: "Test failure")
        ])
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(CapturedFailure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testTheAfterTestAuditJoinsTheRunReport() throws {
        XCTAssertEqual(accessibilityAuditScreen, "TearDownReportTests.testTheAfterTestAuditJoinsTheRunReport")
        let directory = try scratchDirectory(self)
        let report = directory.appendingPathComponent("run.json")
        let environment = [
            AccessibilityAuditRunReport.environmentVariable: report.path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        app = makeApp("bad-listed", "bad-known", "bad-new")
        let failures = TestSupportEnvironment.$override.withValue(environment) { capture { runAfterTestAudit() } }
        skipAccessibilityAudit()  // audited above, under the test's environment
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.description.contains("bad-new is bad.") == true)
        let screens = try reportedScreens(report)
        XCTAssertEqual(screens.map(\.name), ["TearDownReportTests.testTheAfterTestAuditJoinsTheRunReport"])
        XCTAssertEqual(screens.first?.result.issues.compactMap(\.element?.identifier), ["bad-new"])
    }
}

/// The `.accessibilityAudit` trait records each audit in the run report and honours its baseline.
@Suite struct TraitRunReportTests {
    @Test func theTraitsAuditJoinsTheRunReport() async throws {
        let test = try #require(Test.current)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "auditkit-trait-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("run.json")
        let environment = [
            AccessibilityAuditRunReport.environmentVariable: report.path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        let screen = "AuditKitLinuxTestSupportTests/BaselineAndRunReportTests.swift theTraitsAuditJoinsTheRunReport()"
        let baseline = AccessibilityAuditBaseline(entries: [
            .init(
                key: "test.identifierPrefix #bad1", screen: screen,
                ruleID: "test.identifierPrefix", compactDescription: "Test failure")
        ])
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor, baseline: baseline)
        let log = IssueLog()
        try await TestSupportEnvironment.$override.withValue(environment) {
            try await withKnownIssue {
                try await trait.provideScope(for: test, testCase: Test.Case.current) {
                    AccessibilityAudit.register(makeApp("bad1", "bad2"))
                }
            } matching: {
                log.accept($0, containing: "is bad.")
            }
        }
        #expect(log.comments.count == 1)
        #expect(log.comments.first?.contains("bad2 is bad.") == true)
        PendingReports.writeAll()  // as when the test process ends
        let data = try Data(contentsOf: report)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let screens = object?["screens"] as? [[String: Any]]
        #expect(screens?.map { $0["name"] as? String } == [screen])
    }
}
