import AuditKitLinux
import XCTest

@testable import AuditKitLinuxTestSupport

/// `performAccessibilityAudit` in a plain `XCTestCase`: failures reach XCTest at the caller's line.
final class XCTestRoutingTests: CapturingTestCase {
    func testEachIssueIsOneFailureAtTheCallersFileAndLine() throws {
        let app = makeApp("bad1", "good", "bad2")
        var line = 0
        let failures = try capture {
            line = #line + 1
            try app.performAccessibilityAudit(auditor: testAuditor)
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath])
        // Corelibs XCTFail prefixes "failed - " to the message it records.
        XCTAssertEqual(
            failures.first?.description,
            "failed - Test failure: Application['TestApp']/Window/StaticText#bad1: bad1 is bad. [sufficientElementDescription, test.identifierPrefix]"
        )
    }

    func testTheClosureReturnsTrueToIgnoreAnIssue() throws {
        let app = makeApp("bad1", "bad2")
        var seen: [String] = []
        let failures = try capture {
            let result = try app.performAccessibilityAudit(auditor: testAuditor) { issue in
                seen.append(issue.element?.identifier ?? "")
                return issue.element?.identifier == "bad1"
            }
            XCTAssertEqual(result.issues.map(\.element?.identifier), ["bad2"])
        }
        XCTAssertEqual(seen, ["bad1", "bad2"])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].description.contains("bad2 is bad."), failures[0].description)
    }

    func testIgnoringMatchers() throws {
        let app = makeApp("bad1", "bad2", "bad3")
        let failures = try capture {
            try app.performAccessibilityAudit(
                for: .all, ignoring: [.issue(identifier: "bad1"), .issue(.contrast)],
                auditor: testAuditor)
        }
        XCTAssertEqual(failures.count, 2, "a contrast matcher must not ignore a description issue")
        XCTAssertTrue(failures.allSatisfy { !$0.description.contains("bad1") })
        let none = try capture {
            try app.performAccessibilityAudit(
                for: .all, ignoring: [.ruleID("test.identifierPrefix")], auditor: testAuditor)
        }
        XCTAssertEqual(none, [])
    }

    /// As on Apple's, every issue the closure does not ignore fails, warnings included;
    /// `failOn: .failure` prints warnings instead.
    func testWarningsFailUnlessFailOnFailure() throws {
        let app = makeApp("meh1")
        let failures = try capture { try app.performAccessibilityAudit(auditor: testAuditor) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].description.hasPrefix("failed - Test warning: "), failures[0].description)
        XCTAssertEqual(
            try capture { try app.performAccessibilityAudit(auditor: testAuditor, failOn: .warning) }
                .map(\.description), failures.map(\.description))
        let printed = WarningLog()
        let none = try TestSupportEnvironment.$warningOutput.withValue({ printed.append($0) }) {
            try capture { try app.performAccessibilityAudit(auditor: testAuditor, failOn: .failure) }
        }
        XCTAssertEqual(none, [])
        XCTAssertEqual(printed.lines.count, 1, "a warning, never dropped silently")
        XCTAssertTrue(printed.lines.first?.contains(": warning: Test warning: ") == true, "\(printed.lines)")
    }

    func testTheClosureIgnoresWarningsAsOnApples() throws {
        let app = makeApp("meh1", "bad1")
        let failures = try capture {
            try app.performAccessibilityAudit(auditor: testAuditor) { $0.compactDescription == "Test warning" }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].description.contains("bad1 is bad."), failures[0].description)
    }

    func testAuditTypesNotAskedForDoNotRun() throws {
        let app = makeApp("bad1")
        XCTAssertEqual(
            try capture { try app.performAccessibilityAudit(for: [.contrast, .hitRegion], auditor: testAuditor) }, [])
    }

    func testAnEmptyHierarchyThrowsInsteadOfPassing() {
        var failures: [CapturedFailure] = []
        XCTAssertThrowsError(
            try failures = capture { try emptyHierarchy.performAccessibilityAudit(auditor: testAuditor) }
        ) { error in
            XCTAssertEqual(error as? AccessibilityAuditError, .emptyHierarchy(EmptyScreen(reason: .noElements)))
        }
        XCTAssertEqual(failures, [])
    }

    func testACapturedHierarchyIsAuditedToo() throws {
        let hierarchy = makeApp("bad1").snapshot()
        let failures = try capture { try hierarchy.performAccessibilityAudit(auditor: testAuditor) }
        XCTAssertEqual(failures.count, 1)
    }

    /// GettingStartedWithXCTest.md's statement: in a plain `XCTestCase` corelibs XCTest ignores
    /// `continueAfterFailure = false` (its getter answers `true`), so the audit records every
    /// issue; `stopAtFirstIssue: true` is the one-line alternative (next test).
    func testContinueAfterFailureIsIgnoredInAPlainXCTestCase() throws {
        continueAfterFailure = false
        XCTAssertTrue(continueAfterFailure, "corelibs XCTest ignores the setter")
        let failures = try capture { try makeApp("bad1", "bad2").performAccessibilityAudit(auditor: testAuditor) }
        XCTAssertEqual(failures.count, 2)
    }

    func testStopAtFirstIssueRecordsOneThenThrows() {
        let app = makeApp("bad1", "meh", "bad2", "bad3")
        XCTAssertThrowsError(
            try capture { try app.performAccessibilityAudit(auditor: testAuditor, stopAtFirstIssue: true) }
        ) { error in
            let stopped = error as? AccessibilityAuditStopped
            XCTAssertEqual(stopped?.recordedIssue.element?.identifier, "bad1")
            // The warning counts: every issue fails by default, as on Apple's.
            XCTAssertEqual(stopped?.unexaminedIssueCount, 3)
            XCTAssertEqual(stopped?.reason, .stopAtFirstIssue)
            XCTAssertEqual(
                stopped?.description,
                "Accessibility audit stopped after its first failure (stopAtFirstIssue is true); 3 more issues were not examined."
            )
        }
        XCTAssertEqual(captured.count, 1, "only the first failing issue is recorded")
    }

    /// A plain XCTestCase on Linux ignores continueAfterFailure = false, so the audit records every issue.
    func testAPlainTestCaseRecordsEveryIssue() throws {
        continueAfterFailure = false
        let failures = try capture { try makeApp("bad1", "bad2").performAccessibilityAudit(auditor: testAuditor) }
        XCTAssertEqual(failures.count, 2)
    }

    /// From another thread (a dispatch queue) inside an XCTest test: the failures are the running test's.
    func testAnAuditOnADispatchQueueFailsTheRunningTest() throws {
        let failures = capture {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = try? makeApp("bad1", "bad2").performAccessibilityAudit(auditor: testAuditor)
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(failures.count, 2, "\(failures)")
    }

    /// From a detached task inside an XCTest test: the same, and nothing is thrown (XCTest knows the test).
    func testAnAuditInADetachedTaskFailsTheRunningTest() throws {
        let failures = capture {
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                XCTAssertNoThrow(try makeApp("bad1").performAccessibilityAudit(auditor: testAuditor))
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
    }
}
