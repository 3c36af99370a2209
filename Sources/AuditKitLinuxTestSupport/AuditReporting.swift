import AuditKitLinux
import Foundation
import Testing

/// The environment test support reads (`AUDITKIT_REPORT`, `AUDITKIT_WRITE_BASELINE`, …): the
/// process's, unless a test replaces it for the current task with ``override``.
enum TestSupportEnvironment {
    /// Replaces the process environment for audits run inside `withValue` (tests of test support).
    @TaskLocal static var override: [String: String]?

    /// The environment in force.
    static var current: [String: String] { override ?? ProcessInfo.processInfo.environment }

    /// Receives the `path:line: warning: …` lines XCTest warnings print, instead of standard output
    /// (tests of test support).
    @TaskLocal static var warningOutput: (@Sendable (String) -> Void)?
}

extension AccessibilityAuditBaseline {
    /// `AUDITKIT_WRITE_BASELINE`: when set to a path, every test-support audit records its issues
    /// (after the ignore closure or list) in a baseline at that path, each under its audit's screen
    /// name, and fails on none of them. Failures an enclosing `XCTExpectFailure` expects are
    /// expected there as in any run, and not written: the test knows them already. A new `swift test` run writes the file afresh; the audits of
    /// one run, even in parallel processes, are merged (through a `.<name>.records.jsonl` file beside
    /// it, as `AccessibilityAuditRunReport` does).
    ///
    /// ```sh
    /// AUDITKIT_WRITE_BASELINE=Tests/accessibility-baseline.json swift test
    /// ```
    public static let writeEnvironmentVariable = "AUDITKIT_WRITE_BASELINE"
}

/// Records `result`'s issues at `site`; shared by every audit entry point (the function, the
/// tearDown audit, the trait).
///
/// In order: issues the ignore closure returns `true` for are dropped (the closure sees every
/// issue); with `AUDITKIT_WRITE_BASELINE` set, those an enclosing `XCTExpectFailure` expects are
/// expected there, the rest are written to that baseline, and nothing fails; otherwise issues `baseline` knows are dropped, its stale entries become warnings, the
/// result is recorded in the `AUDITKIT_REPORT` run report, and each remaining issue is one failure
/// (or warning, below `failOn`), stopping after the first failure when asked. A stale entry's
/// warning advises removing it unless `screenSharedAcrossCases` (the cases of a parameterized test
/// audit under one name, and another case may still find it).
/// - Returns: The result without ignored and baseline-known issues.
/// - Throws: What the closure throws; ``AccessibilityAuditStopped`` when stopping;
///   ``AccessibilityAuditOutsideTest`` after recording failures off any test's task.
func reportAudit(
    _ result: AccessibilityAuditResult, failOn: AccessibilityAuditSeverity, stopAtFirstIssue: Bool?,
    baseline: AccessibilityAuditBaseline? = nil, screen: String, screenSharedAcrossCases: Bool = false,
    at site: CallSite, _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)?
) throws -> AccessibilityAuditResult {
    RunningXCTestCase.observe()
    let environment = TestSupportEnvironment.current
    var judged = result
    if let issueHandler { judged.issues = try result.issues.filter { try !issueHandler($0) } }

    if let path = environment[AccessibilityAuditBaseline.writeEnvironmentVariable], !path.isEmpty {
        // Failures an enclosing XCTExpectFailure expects stay expected, not written: the test already
        // knows them, and a run against the baseline would otherwise find its expectation unmet.
        var expected = 0
        #if os(Linux)
            if let scope = ExpectedFailureScope.current {
                let before = judged.issues.count
                judged.issues = judged.issues.filter {
                    !($0.severity >= failOn && scope.absorbs(failureMessage(for: $0), at: site))
                }
                expected = before - judged.issues.count
            }
        #endif
        do {
            let runID = environment[AccessibilityAuditRunReport.runIDVariable].flatMap { $0.isEmpty ? nil : $0 }
            let writer = try AccessibilityAuditRunReport(path: path, format: .baseline, runID: runID)
            try writer.record(AuditedScreen(name: screen, file: site.filePath, line: site.line, result: judged))
            let count = judged.issues.count
            let notWritten = expected == 0 ? "" : " (\(expected) expected by XCTExpectFailure, not written)"
            recordAuditIssue(
                "\(AccessibilityAuditBaseline.writeEnvironmentVariable): recorded \(count) issue\(count == 1 ? "" : "s") of '\(screen)' in \(path)\(notWritten); they do not fail this run.",
                failing: false, at: site)
        } catch {
            recordAuditIssue(
                "\(AccessibilityAuditBaseline.writeEnvironmentVariable)=\(path): \(error)", failing: true, at: site)
        }
        recordRunReport(judged, screen: screen, at: site, environment: environment)
        return judged
    }

    var comparison: AccessibilityAuditBaseline.Comparison?
    if let baseline {
        let compared = baseline.compare(judged, screen: screen)
        comparison = compared
        judged.issues = compared.new
        for entry in compared.stale {
            let advice =
                screenSharedAcrossCases
                ? "not found by this case of a parameterized test; its cases share the screen name, so another case may still need it: give each case its own screen name before removing entries"
                : "not found any more (fixed, or moved: remove it from the baseline)"
            recordAuditIssue(
                "Baseline entry \(advice): \(entry.key) (\(entry.compactDescription)) on '\(screen)'",
                failing: false, at: site)
        }
    }
    recordRunReport(judged, comparison: comparison, screen: screen, at: site, environment: environment)

    // An explicit `stopAtFirstIssue` decides; otherwise the running test case's continueAfterFailure.
    let stop = stopAtFirstIssue ?? currentTestStopsAtFirstFailure()
    let reason: AccessibilityAuditStopped.Reason =
        stopAtFirstIssue == true ? .stopAtFirstIssue : .continueAfterFailureIsFalse
    var unattributedFailures = 0
    for (index, issue) in judged.issues.enumerated() {
        let failing = issue.severity >= failOn
        let route = recordAuditIssue(failureMessage(for: issue), failing: failing, at: site)
        if failing && route == .unattributed { unattributedFailures += 1 }
        if failing && stop {
            let rest = judged.issues[(index + 1)...].filter { $0.severity >= failOn }.count
            throw AccessibilityAuditStopped(recordedIssue: issue, unexaminedIssueCount: rest, reason: reason)
        }
    }
    if unattributedFailures > 0 {
        throw AccessibilityAuditOutsideTest(screen: screen, failureCount: unattributedFailures)
    }
    return judged
}

/// Appends `result` to the `AUDITKIT_REPORT` run report, if one is configured; a bad configuration
/// or a failed write is a test failure. With a baseline `comparison`, the known issues are recorded
/// too, as baselined (SARIF shows them suppressed), and its stale entries.
func recordRunReport(
    _ result: AccessibilityAuditResult, comparison: AccessibilityAuditBaseline.Comparison? = nil,
    screen: String, at site: CallSite, environment: [String: String]
) {
    do {
        guard let report = try AccessibilityAuditRunReport.fromEnvironment(environment) else { return }
        let record =
            comparison.map {
                AuditedScreen(name: screen, file: site.filePath, line: site.line, result: result, comparison: $0)
            } ?? AuditedScreen(name: screen, file: site.filePath, line: site.line, result: result)
        try report.record(record)
    } catch {
        recordAuditIssue("\(AccessibilityAuditRunReport.environmentVariable): \(error)", failing: true, at: site)
    }
}

/// The failure text for one issue: compact description, element path, detailed description,
/// audit type and rule id (``recordAuditIssue(_:failing:at:multiline:)`` puts it on one line).
func failureMessage(for issue: AccessibilityAuditIssue) -> String {
    let place = issue.path ?? issue.elementSnapshot?.summary ?? "the whole screen"
    return "\(issue.compactDescription): \(place): \(issue.detailedDescription) [\(issue.auditType), \(issue.ruleID)]"
}
