import AuditKitLinux
import XCTest

@testable import AuditKitLinuxTestSupport

/// An audited class with no test methods of its own (so XCTest does not run it): its instances are
/// made and driven by ``AuditedNothingWarningTests``.
final class ForgetfulAuditCase: AccessibilityAuditTestCase {}

/// A second such class, whose counts do not mix with the first's, audited with the test rule only.
final class RememberingAuditCase: AccessibilityAuditTestCase {
    override class var accessibilityAuditor: AccessibilityAuditor { testAuditor }
}

/// `AccessibilityAuditTestCase` warns once, after the class's last test, when none of its tests
/// handed over an app, as the Swift Testing trait on a suite does; tests that opted out or handed
/// an app over keep it quiet.
final class AuditedNothingWarningTests: XCTestCase {
    private func runTest<T: AccessibilityAuditTestCase>(
        _ type: T.Type, app: HeadlessApplication? = nil, optOut: (T) -> Void = { _ in }
    ) {
        let test = type.init(name: "testSomething", testClosure: { _ in })
        test.app = app
        optOut(test)
        test.runAfterTestAudit()
    }

    private func warnings(of type: AccessibilityAuditTestCase.Type) -> [String] {
        let printed = WarningLog()
        TestSupportEnvironment.$warningOutput.withValue({ printed.append($0) }) { type.tearDown() }
        return printed.lines
    }

    func testAClassNoneOfWhoseTestsHandedAnAppWarnsOnce() {
        runTest(ForgetfulAuditCase.self)
        runTest(ForgetfulAuditCase.self)
        XCTAssertEqual(
            warnings(of: ForgetfulAuditCase.self),
            [
                "warning: AccessibilityAuditTestCase ForgetfulAuditCase audited nothing: none of its 2 tests set app or called auditAfterTest(_:). Hand each test's app over with auditAfterTest(app), or opt a test out with skipAccessibilityAudit()."
            ])
        XCTAssertEqual(warnings(of: ForgetfulAuditCase.self), [], "once: the counts start again")
    }

    func testAClassWithOneTestThatHandedAnAppOrTestsThatOptedOutIsQuiet() {
        runTest(RememberingAuditCase.self)
        runTest(RememberingAuditCase.self, app: makeApp("good"))
        XCTAssertEqual(warnings(of: RememberingAuditCase.self), [])
        runTest(RememberingAuditCase.self) { $0.skipAccessibilityAudit() }
        runTest(RememberingAuditCase.self) { $0.accessibilityAuditTypes = [] }
        XCTAssertEqual(warnings(of: RememberingAuditCase.self), [], "tests that opted out are not counted")
        XCTAssertEqual(warnings(of: ForgetfulAuditCase.self), [], "a class with no tests run")
    }
}
