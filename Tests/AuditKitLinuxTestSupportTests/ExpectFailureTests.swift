import AuditKitLinux
import AuditKitLinuxTestSupport
import XCTest

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
