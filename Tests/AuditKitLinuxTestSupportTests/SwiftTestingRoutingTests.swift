import AuditKitLinux
import Foundation
import Testing

@testable import AuditKitLinuxTestSupport

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

/// Collects what test support records against no test (see `RunningXCTestCase.unattributedRecorder`).
final class UnattributedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(message)
    }
    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// An audit off the test's task (`Task.detached`, a dispatch queue), where `Test.current` is `nil`:
/// its failures are recorded against no test (Swift Testing fails the run) and it throws, so the
/// awaiting test fails too. Never nothing. Serialized: the recorder that replaces Swift Testing
/// here (so these deliberate failures do not fail the run) is process-wide.
@Suite(.serialized) struct OffTaskRoutingTests {
    private func withUnattributedLog(_ body: (UnattributedLog) async throws -> Void) async rethrows {
        let log = UnattributedLog()
        RunningXCTestCase.unattributedRecorder = { message, failing in log.append("\(failing) \(message)") }
        defer { RunningXCTestCase.unattributedRecorder = nil }
        try await body(log)
    }

    @Test func anAuditInADetachedTaskRecordsAndThrows() async throws {
        await withUnattributedLog { log in
            let app = makeApp("bad1", "good", "bad2")
            let outcome = await Task.detached { () -> Result<AccessibilityAuditResult, any Error> in
                #expect(Test.current == nil)
                return Result { try app.performAccessibilityAudit(auditor: testAuditor, screen: "Detached") }
            }.value
            #expect(throws: AccessibilityAuditOutsideTest(screen: "Detached", failureCount: 2)) { try outcome.get() }
            #expect(log.messages.count == 2)
            #expect(log.messages.allSatisfy { $0.hasPrefix("true ") && $0.contains("is bad.") })
        }
    }

    @Test func anAuditOnADispatchQueueRecordsAndThrows() async throws {
        await withUnattributedLog { log in
            let thrown: (any Error)? = await withCheckedContinuation { done in
                DispatchQueue.global().async {
                    do {
                        try makeApp("bad1").performAccessibilityAudit(auditor: testAuditor)
                        done.resume(returning: nil)
                    } catch { done.resume(returning: error) }
                }
            }
            #expect((thrown as? AccessibilityAuditOutsideTest)?.failureCount == 1)
            #expect(log.messages.count == 1)
        }
    }

    @Test func warningsOffTheTaskAreRecordedWithoutThrowing() async throws {
        try await withUnattributedLog { log in
            let app = makeApp("meh1")
            let result = try await Task.detached {
                try app.performAccessibilityAudit(auditor: testAuditor, failOn: .failure)
            }.value
            #expect(result.warnings.count == 1)
            #expect(log.messages.map { $0.hasPrefix("false ") } == [true])
        }
    }

    @Test func aCleanScreenOffTheTaskPasses() async throws {
        try await withUnattributedLog { log in
            let app = makeApp("good")
            _ = try await Task.detached { try app.performAccessibilityAudit(auditor: testAuditor) }.value
            #expect(log.messages.isEmpty)
        }
    }

    @Test func aChildTaskKeepsTheTest() async throws {
        // Child tasks inherit Test.current: the failure is the test's own, and nothing is thrown.
        let log = IssueLog()
        try await withKnownIssue {
            async let audited = try makeApp("bad1").performAccessibilityAudit(auditor: testAuditor)
            _ = try await audited
        } matching: {
            log.accept($0, containing: "bad1 is bad.")
        }
        #expect(log.comments.count == 1)
    }
}

/// Test failure messages escape a capture's control characters, as the command line's reports do.
@Suite struct FailureMessageEscapingTests {
    @Test func controlCharactersInALabelAreEscaped() throws {
        let dump =
            " →Application, 0x1, pid: 1, label: 'A'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n      Button, 0x3, {{20.0, 59.0}, {5.0, 4.0}}, label: '\u{1B}]0;T\u{7}\u{1B}[31mRED'\n"
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "esc.txt")
        let log = IssueLog()
        try withKnownIssue {
            try hierarchy.performAccessibilityAudit(for: .hitRegion)
        } matching: {
            log.accept($0, containing: "RED")
        }
        #expect(log.comments.count == 1)
        let comment = try #require(log.comments.first)
        #expect(!comment.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(
            comment.contains("\\u{1B}]0;T\\u{07}\\u{1B}[31mRED") || comment.contains("\\u{1B}]0;T\\u{7}\\u{1B}[31mRED"))
    }
}
