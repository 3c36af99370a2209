import AuditKitLinux
import AuditKitLinuxTestSupport
import XCTest

/// `AccessibilityAuditTestCase`: the audit after each test, its opt-outs, and `continueAfterFailure`.
///
/// Each test states the failures it expects from the after-test audit; `tearDown` (which runs after
/// the audit's teardown block) stops capturing and compares, so a missing or extra failure fails
/// the test for real.
final class TearDownAuditTests: AccessibilityAuditTestCase, FailureCapturing {
    var capturing = false
    var captured: [CapturedFailure] = []
    private var expected: [String]?
    /// Where the captured failures must point, when a test says (`nil`: in the library).
    private var expectedLocation: (file: String, line: Int)?

    override class var accessibilityAuditor: AccessibilityAuditor { testAuditor }
    override func shouldIgnore(_ issue: AccessibilityAuditIssue) -> Bool { issue.element?.identifier == "bad-ignored" }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(CapturedFailure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Expects the after-test audit to record failures containing these fragments, in order.
    private func expectAuditFailures(_ fragments: [String]) {
        expected = fragments
        capturing = true
    }

    override func tearDown() {
        capturing = false
        if let expected {
            XCTAssertEqual(captured.count, expected.count, "\(captured.map(\.description))")
            for (failure, fragment) in zip(captured, expected) {
                XCTAssertTrue(failure.description.contains(fragment), "'\(failure.description)' lacks '\(fragment)'")
                if let expectedLocation {
                    XCTAssertEqual(failure.file, expectedLocation.file)
                    XCTAssertEqual(failure.line, expectedLocation.line)
                }
            }
        }
        super.tearDown()
    }

    /// `app = …` (a setter, which cannot take `#line`) reports at its own line, found from the call stack.
    func testTheAppIsAuditedAfterTheTestAtTheLineThatSetIt() {
        let line = #line + 1
        app = makeApp("bad1", "good", "bad2")
        expectAuditFailures(["bad1 is bad.", "bad2 is bad."])
        expectedLocation = (#filePath, line)
    }

    /// Set in a helper of this file: the failures point at the helper's assignment, still in the user's file.
    func testAppSetInAHelperReportsAtTheHelpersLine() {
        let line = installBadApp()
        expectAuditFailures(["bad1 is bad."])
        expectedLocation = (#filePath, line)
    }

    private func installBadApp() -> Int {
        app = makeApp("bad1")
        return #line - 1
    }

    /// The class's default `accessibilityAuditFailOn` is `.warning`: a warning fails, as on Apple's.
    func testAWarningFailsTheTest() {
        auditAfterTest(makeApp("meh1"))
        expectAuditFailures(["meh1 is so-so."])
    }

    func testAuditAfterTestReportsAtTheCallersLine() {
        let line = #line + 1
        auditAfterTest(makeApp("bad1"))
        expectAuditFailures(["bad1 is bad."])
        expectedLocation = (#filePath, line)
    }

    func testSettingAppAgainReportsAtTheNewLine() {
        auditAfterTest(makeApp("good"))
        let line = #line + 1
        app = makeApp("bad1")
        expectAuditFailures(["bad1 is bad."])
        expectedLocation = (#filePath, line)
    }

    func testShouldIgnoreSkipsIssues() {
        app = makeApp("bad-ignored", "bad2")
        expectAuditFailures(["bad2 is bad."])
    }

    func testSkipAccessibilityAudit() {
        app = makeApp("bad1")
        skipAccessibilityAudit()
        expectAuditFailures([])
    }

    /// A test that skips itself is not audited (its screen was never exercised), as the Swift
    /// Testing trait does not audit a cancelled test.
    func testASkippedTestIsNotAudited() throws {
        app = makeApp("bad1")
        expectAuditFailures([])
        throw XCTSkip("checks that the audit after a skipped test does not run")
    }

    func testAuditTypesForOneTest() {
        app = makeApp("bad1")
        accessibilityAuditTypes = [.contrast]
        XCTAssertEqual(accessibilityAuditTypes, .contrast)
        XCTAssertEqual(Self.accessibilityAuditTypes, .all)
        expectAuditFailures([])
    }

    func testNoAppNoAudit() {
        expectAuditFailures([])
    }

    func testContinueAfterFailureHasRealStorage() {
        continueAfterFailure = false
        XCTAssertFalse(continueAfterFailure)
        continueAfterFailure = true
        XCTAssertTrue(continueAfterFailure)
    }

    /// With `continueAfterFailure = false`, recording a failure must not hit corelibs' `fatalError`
    /// (which would end the whole test process), and the audit stops at the first issue by throwing.
    func testContinueAfterFailureFalseStopsAtTheFirstIssue() {
        continueAfterFailure = false
        let app = makeApp("bad1", "bad2", "bad3")
        XCTAssertThrowsError(try capture { try app.performAccessibilityAudit(auditor: testAuditor) }) { error in
            XCTAssertEqual((error as? AccessibilityAuditStopped)?.unexaminedIssueCount, 2)
            XCTAssertEqual((error as? AccessibilityAuditStopped)?.reason, .continueAfterFailureIsFalse)
        }
        XCTAssertEqual(captured.count, 1)
        XCTAssertFalse(continueAfterFailure)
    }

    /// The after-test audit also stops at the first issue, and says how many it left.
    func testContinueAfterFailureFalseInTheAfterTestAudit() {
        continueAfterFailure = false
        app = makeApp("bad1", "bad2", "bad3")
        expectAuditFailures([
            "bad1 is bad.",
            "stopped after its first failure (continueAfterFailure is false); 2 more issues were not examined.",
        ])
    }

    /// A real failure recorded with `continueAfterFailure = false` reaches XCTest without a crash.
    func testRecordingWithContinueAfterFailureFalseDoesNotCrash() {
        continueAfterFailure = false
        let failures = capture { XCTFail("deliberate") }
        XCTAssertEqual(failures.map(\.description), ["failed - deliberate"])
    }
}
