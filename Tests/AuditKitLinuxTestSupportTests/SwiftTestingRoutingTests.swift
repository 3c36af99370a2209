import AuditKitLinux
import AuditKitLinuxTestSupport
import Testing

/// Counts the issues a `withKnownIssue` matcher accepted (the matcher must be `@Sendable`).
final class IssueLog: @unchecked Sendable {
    private(set) var comments: [String] = []
    private(set) var lines: [Int] = []
    private(set) var severities: [Issue.Severity] = []

    /// Accepts an issue whose comment contains `fragment`, logging it.
    func accept(_ issue: Issue, containing fragment: String) -> Bool {
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        guard text.contains(fragment) else { return false }
        comments.append(text)
        lines.append(issue.sourceLocation?.line ?? -1)
        severities.append(issue.severity)
        return true
    }
}

/// `performAccessibilityAudit` inside Swift Testing: each issue becomes an `Issue` at the caller's
/// line. `withKnownIssue` fails the test if no issue is recorded, so a failure routed to XCTest
/// (and dropped on Linux) would fail these tests.
@Suite struct SwiftTestingRoutingTests {
    @Test func eachIssueIsOneIssueAtTheCallersLine() throws {
        let app = makeApp("bad1", "good", "bad2")
        let log = IssueLog()
        var line = 0
        try withKnownIssue {
            line = #line + 1
            try app.performAccessibilityAudit(auditor: testAuditor)
        } matching: {
            log.accept($0, containing: "is bad.")
        }
        #expect(
            log.comments == [
                "Test failure: Application['TestApp']/Window/StaticText#bad1: bad1 is bad. [sufficientElementDescription, test.identifierPrefix]",
                "Test failure: Application['TestApp']/Window/StaticText#bad2: bad2 is bad. [sufficientElementDescription, test.identifierPrefix]",
            ])
        #expect(log.lines == [line, line])
        #expect(log.severities == [.error, .error])
    }

    @Test func theClosureIgnoresIssues() throws {
        let app = makeApp("bad1", "bad2")
        let log = IssueLog()
        try withKnownIssue {
            try app.performAccessibilityAudit(auditor: testAuditor) { $0.element?.identifier == "bad1" }
        } matching: {
            log.accept($0, containing: "is bad.")
        }
        #expect(log.comments.count == 1)
        #expect(log.comments.first?.contains("bad2") == true)
    }

    @Test func noIssueNoFailure() throws {
        let result = try makeApp("good").performAccessibilityAudit(auditor: testAuditor)
        #expect(result.issues.isEmpty)
        #expect(result.elementCount == 3)
    }

    /// As on Apple's, every issue the closure does not ignore fails the test, warnings included.
    @Test func warningsFailByDefault() throws {
        let app = makeApp("meh1")
        let log = IssueLog()
        try withKnownIssue {
            try app.performAccessibilityAudit(auditor: testAuditor)
        } matching: {
            log.accept($0, containing: "meh1 is so-so.")
        }
        #expect(log.severities == [.error])
    }

    @Test func failOnFailureRecordsWarningsAsWarnings() throws {
        // A warning does not fail the test; this test passes only if nothing at error severity is recorded.
        let result = try makeApp("meh1").performAccessibilityAudit(auditor: testAuditor, failOn: .failure)
        #expect(result.warnings.count == 1)
    }

    @Test func stopAtFirstIssueRecordsOneThenThrows() throws {
        let app = makeApp("bad1", "bad2", "bad3")
        let log = IssueLog()
        try withKnownIssue {
            try app.performAccessibilityAudit(auditor: testAuditor, stopAtFirstIssue: true)
        } matching: { issue in
            if case .errorCaught(let error) = issue.kind { return error is AccessibilityAuditStopped }
            return log.accept(issue, containing: "is bad.")
        }
        #expect(log.comments.count == 1)
    }

    @Test func swiftTestingContinuesByDefault() throws {
        let log = IssueLog()
        try withKnownIssue {
            try makeApp("bad1", "bad2", "bad3").performAccessibilityAudit(auditor: testAuditor)
        } matching: {
            log.accept($0, containing: "is bad.")
        }
        #expect(log.comments.count == 3)
    }

    @Test func anEmptyHierarchyIsAnError() {
        #expect(throws: AccessibilityAuditError.emptyHierarchy(EmptyScreen(reason: .noElements))) {
            try emptyHierarchy.performAccessibilityAudit(auditor: testAuditor)
        }
    }
}
