import AuditKitLinux
import XCTest

@testable import AuditKitLinuxTestSupport

/// `XCTExpectFailure` on Linux: this package's failures inside the block are expected, not recorded;
/// a strict block without one fails at its call; a matcher and `isEnabled` decide which count.
final class ExpectFailureTests: CapturingTestCase {
    func testAnAuditFailureInsideTheBlockIsExpected() throws {
        let app = makeApp("bad1", "bad2")
        let failures = try capture {
            _ = try XCTExpectFailure("two bad rows") {
                try app.performAccessibilityAudit(auditor: testAuditor)
            }
        }
        XCTAssertEqual(failures, [])
    }

    func testTheBlocksResultIsReturned() throws {
        let app = makeApp("bad1")
        var count = 0
        _ = try capture {
            count = try XCTExpectFailure { try app.performAccessibilityAudit(auditor: testAuditor).issues.count }
        }
        XCTAssertEqual(count, 1)
    }

    func testAStrictBlockWithoutAFailureFailsAtItsCall() throws {
        let app = makeApp("good")
        var line = 0
        let failures = try capture {
            line = #line + 1
            _ = try XCTExpectFailure("a bug that was fixed") { try app.performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(
            failures[0].description.contains("no expected failure was recorded in the block: a bug that was fixed"))
    }

    func testANonStrictBlockMayPass() throws {
        let app = makeApp("good")
        let options = XCTExpectedFailure.Options()
        options.isStrict = false
        let failures = try capture {
            _ = try XCTExpectFailure(options: options) { try app.performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures, [])
    }

    func testTheMatcherChoosesWhichFailuresAreExpected() throws {
        let app = makeApp("bad1", "bad2")
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { $0.compactDescription.contains("bad1 is bad") }
        let failures = try capture {
            _ = try XCTExpectFailure(options: options) { try app.performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures.count, 1, "bad2 is not expected")
        XCTAssertTrue(failures[0].description.contains("bad2 is bad"), failures[0].description)
    }

    /// Failures the matcher rejects fail, and the strict block says it saw only those (not that the
    /// failure is gone).
    func testAStrictBlockWhoseFailuresTheMatcherRejectsSaysSo() throws {
        let app = makeApp("bad1", "bad2")
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { $0.compactDescription.contains("Contrast") }
        let failures = try capture {
            _ = try XCTExpectFailure(options: options) { try app.performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures.count, 3, "\(failures.map(\.description))")
        let strict = failures.last?.description ?? ""
        XCTAssertTrue(strict.contains("2 failures were recorded, none of which its issueMatcher accepts"), strict)
        XCTAssertFalse(strict.contains("remove the expectation"), strict)
    }

    func testADisabledExpectationLetsFailuresFail() throws {
        let app = makeApp("bad1")
        let options = XCTExpectedFailure.Options()
        options.isEnabled = false
        let failures = try capture {
            _ = try XCTExpectFailure(options: options) { try app.performAccessibilityAudit(auditor: testAuditor) }
        }
        XCTAssertEqual(failures.count, 1)
    }

    func testAnInteractionFailureInsideTheBlockIsExpected() {
        let app = makeApp("good")
        let failures = capture {
            XCTExpectFailure("no such button") { app.buttons["Missing"].tap() }
        }
        XCTAssertEqual(failures, [])
    }

    func testFailuresAfterTheBlockFailAgain() throws {
        let app = makeApp("bad1")
        let failures = try capture {
            _ = try XCTExpectFailure { try app.performAccessibilityAudit(auditor: testAuditor) }
            try app.performAccessibilityAudit(auditor: testAuditor)
        }
        XCTAssertEqual(failures.count, 1)
    }
}

/// Inner test cases, run one at a time by `ExpectFailureXCTestFailureTests` (their methods do not
/// start with `test`, so XCTest does not run them itself): XCTest's own assertions inside
/// `XCTExpectFailure`.
final class ExpectingAuditTestCase: AccessibilityAuditTestCase {
    func assertInside() {
        XCTExpectFailure("a known bug") {
            XCTAssertEqual(1, 2, "run by ExpectFailureXCTestFailureTests, which expects this failure")
        }
    }

    func failInside() {
        XCTExpectFailure { XCTFail("run by ExpectFailureXCTestFailureTests, which expects this failure") }
    }

    func assertRejectedByTheMatcher() {
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { $0.compactDescription.contains("Contrast") }
        XCTExpectFailure(options: options) {
            XCTAssertTrue(false, "run by ExpectFailureXCTestFailureTests, which expects this failure")
        }
    }

    func assertAfterTheBlock() {
        XCTExpectFailure { XCTFail("expected") }
        XCTFail("run by ExpectFailureXCTestFailureTests, which expects this failure")
    }
}

final class ExpectingPlainTestCase: XCTestCase {
    func assertInside() {
        XCTExpectFailure("a known bug") {
            XCTAssertEqual(1, 2, "run by ExpectFailureXCTestFailureTests, which expects this failure")
        }
    }

    func assertRejectedByTheMatcher() {
        let options = XCTExpectedFailure.Options()
        options.issueMatcher = { $0.compactDescription.contains("Contrast") }
        XCTExpectFailure(options: options) {
            XCTAssertTrue(false, "run by ExpectFailureXCTestFailureTests, which expects this failure")
        }
    }
}

/// `XCTExpectFailure` around XCTest's own assertions (newcomer's report F11). Apple's expects them;
/// in an `AccessibilityAuditTestCase` this package does too. In a plain `XCTestCase` Linux's
/// XCTest records them regardless: the block then counts them as its failure (no second, "the
/// failure is gone" failure) and a warning says why they were not expected.
final class ExpectFailureXCTestFailureTests: XCTestCase {
    /// Runs `method` of a fresh `T` as a test of its own; returns its failure count and the warnings printed.
    private func run<T: XCTestCase>(
        _ type: T.Type, _ name: String, _ method: @escaping (T) -> Void
    ) -> (failures: Int, warnings: [String]) {
        let testCase = T(name: name) { method($0 as! T) }
        let warnings = WarningLog()
        TestSupportEnvironment.$warningOutput.withValue({ warnings.append($0) }) { testCase.run() }
        return (testCase.testRun?.totalFailureCount ?? -1, warnings.lines)
    }

    func testAnAssertionInsideTheBlockIsExpectedInAnAuditTestCase() {
        let run = run(ExpectingAuditTestCase.self, "assertInside") { $0.assertInside() }
        XCTAssertEqual(run.failures, 0)
        XCTAssertEqual(run.warnings, [])
        let fail = self.run(ExpectingAuditTestCase.self, "failInside") { $0.failInside() }
        XCTAssertEqual(fail.failures, 0)
    }

    func testAnAssertionTheMatcherRejectsFailsAndTheStrictBlockToo() {
        // As Apple's: the rejected failure is unexpected, and the strict block saw none it expected.
        let audit = run(ExpectingAuditTestCase.self, "assertRejectedByTheMatcher") { $0.assertRejectedByTheMatcher() }
        XCTAssertEqual(audit.failures, 2)
        let plain = run(ExpectingPlainTestCase.self, "assertRejectedByTheMatcher") { $0.assertRejectedByTheMatcher() }
        XCTAssertEqual(plain.failures, 2)
        XCTAssertEqual(plain.warnings, [])
    }

    func testAnAssertionAfterTheBlockFails() {
        let run = run(ExpectingAuditTestCase.self, "assertAfterTheBlock") { $0.assertAfterTheBlock() }
        XCTAssertEqual(run.failures, 1)
    }

    func testAPlainTestCasesAssertionFailsOnceWithAWarningSayingWhy() {
        let run = run(ExpectingPlainTestCase.self, "assertInside") { $0.assertInside() }
        XCTAssertEqual(run.failures, 1, "the assertion's failure only: no \"the failure is gone\"")
        XCTAssertEqual(run.warnings.count, 1)
        let warning = run.warnings.first ?? ""
        XCTAssertTrue(warning.contains("XCTAssertEqual failed"), warning)
        XCTAssertTrue(warning.contains("Make the class an AccessibilityAuditTestCase"), warning)
        XCTAssertFalse(warning.contains("remove the expectation"), warning)
    }
}
