import AuditKitLinux
import Testing
import XCTest

/// An `XCTestCase` that audits ``app`` after every test, and that honours `continueAfterFailure`
/// on Linux.
///
/// ```swift
/// final class QuoteScreenTests: AccessibilityAuditTestCase {
///     override class var accessibilityAuditTypes: AccessibilityAuditType { [.contrast, .hitRegion] }
///     func testNewQuote() {
///         app = QuoteApp.makeApplication(state: .fixed)
///         app?.buttons["New Quote"].tap()
///     }   // the audit runs here, and its failures count against testNewQuote
/// }
/// ```
///
/// After the test body, before your `tearDown`, the class audits ``app`` (if set) for
/// ``accessibilityAuditTypes-swift.property`` with ``accessibilityAuditor`` and
/// ``accessibilityAuditConfiguration``, skipping issues ``accessibilityAuditIgnoreList`` matches or
/// ``shouldIgnore(_:)`` accepts, and those ``accessibilityAuditBaseline`` knows. Failures recorded
/// there fail the test. With `AUDITKIT_REPORT` set, the result joins the run report. A test that
/// skips itself (`throw XCTSkip(…)`) is not audited. Opt one test out with ``skipAccessibilityAudit()``, or narrow it
/// by setting the instance's ``accessibilityAuditTypes-swift.property``.
///
/// A test that hands over no app is not audited and does not fail (the class may hold tests of
/// logic or of helpers), but a class none of whose tests handed one over (and did not opt out or
/// skip) prints one warning after its last test, as the Swift Testing trait on a suite warns when
/// none of its tests called `AccessibilityAudit.register(_:)`: "warning: AccessibilityAuditTestCase
/// MyTests audited nothing: none of its 2 tests set app or called auditAfterTest(_:)…". Corelibs
/// XCTest has no warning channel and the class no source location, so it is a line on standard
/// output; it needs the class's `class func tearDown()` to reach this one (call `super`).
///
/// Linux notes: corelibs XCTest ignores `continueAfterFailure` (its getter always answers `true`)
/// and would call `fatalError` if it answered `false` while recording. This class stores the value
/// and answers `true` only while a failure is being recorded, so
/// `performAccessibilityAudit` can read it and stop by throwing ``AccessibilityAuditStopped``.
/// Test methods declared in this library class would not be discovered; it declares none.
open class AccessibilityAuditTestCase: XCTestCase {
    /// The test case running now, for `performAccessibilityAudit`'s `continueAfterFailure` check.
    nonisolated(unsafe) static weak var running: AccessibilityAuditTestCase?

    /// The app to audit after the test; set it in the test or in `setUp`. `nil` skips the audit.
    ///
    /// The audit's failures are reported at the line that set it, found from the call stack (a
    /// setter cannot take `#line`); this needs the debug information `swift test` builds with. In a
    /// build without it they are reported in this library's file. ``auditAfterTest(_:file:line:)``
    /// places them at your line in every build.
    public var app: HeadlessApplication? {
        didSet { auditSite = .setter(CallerLocation.capture()) }
    }

    /// Where the after-test audit reports: the `auditAfterTest` call, or the line that set ``app``.
    private enum AuditSite {
        case call(file: StaticString, line: UInt)
        case setter(CallerLocation)
    }
    private var auditSite: AuditSite?

    /// Sets ``app`` to `app` and reports the after-test audit's failures at the caller's file and line.
    ///
    /// ```swift
    /// func testNewQuote() {
    ///     let app = QuoteApp.makeApplication(state: .fixed)
    ///     auditAfterTest(app)            // failures of the audit after this test point here
    ///     app.buttons["New Quote"].tap()
    /// }
    /// ```
    public func auditAfterTest(_ app: HeadlessApplication, file: StaticString = #filePath, line: UInt = #line) {
        self.app = app
        auditSite = .call(file: file, line: line)
    }

    /// The audit types every test of the class is audited for (default `.all`: Apple's iOS types).
    /// Override per class.
    open class var accessibilityAuditTypes: AccessibilityAuditType { .all }
    /// The thresholds (default: WCAG 2.2 AA). Override per class.
    open class var accessibilityAuditConfiguration: AccessibilityAuditConfiguration { .default }
    /// The rules (default: every built-in rule). Override per class.
    open class var accessibilityAuditor: AccessibilityAuditor { AccessibilityAuditor() }
    /// The least severity that fails the test (default `.warning`: every issue fails, as on
    /// Apple's). Override with `.failure` to print warnings instead of failing on them.
    open class var accessibilityAuditFailOn: AccessibilityAuditSeverity { .warning }
    /// Issues every test of the class ignores (default: none), in addition to ``shouldIgnore(_:)``.
    open class var accessibilityAuditIgnoreList: AccessibilityAuditIgnoreList { AccessibilityAuditIgnoreList() }
    /// Known issues (default: none): they do not fail; new ones do; stale entries are warnings.
    /// Entries are matched under the screen name ``accessibilityAuditScreen`` (the test's `name`).
    open class var accessibilityAuditBaseline: AccessibilityAuditBaseline? { nil }

    /// The screen's name in the baseline and the run report: the test's `name` (such as
    /// `QuoteScreenTests.testNewQuote`).
    public var accessibilityAuditScreen: String { name }

    private var typesForThisTest: AccessibilityAuditType?
    private var skipsAudit = false
    private var storedContinueAfterFailure = true
    private var isRecordingFailure = false

    /// The audit types for this test only; defaults to the class's ``accessibilityAuditTypes-swift.type.property``.
    /// An empty set skips the audit.
    public var accessibilityAuditTypes: AccessibilityAuditType {
        get { typesForThisTest ?? Self.accessibilityAuditTypes }
        set { typesForThisTest = newValue }
    }

    /// Skips the audit after this test.
    public func skipAccessibilityAudit() { skipsAudit = true }

    /// Whether to ignore `issue` in the audit after each test (default: none). Override per class.
    open func shouldIgnore(_ issue: AccessibilityAuditIssue) -> Bool { false }

    /// Whether the test goes on after a failure. Stored (corelibs XCTest ignores it); `false` makes
    /// `performAccessibilityAudit` stop at the first failing issue by throwing.
    open override var continueAfterFailure: Bool {
        get { isRecordingFailure ? true : storedContinueAfterFailure }
        set { storedContinueAfterFailure = newValue }
    }

    /// Records a failure through XCTest, answering `true` for `continueAfterFailure` meanwhile so
    /// corelibs XCTest does not call `fatalError` and end the whole test process. Inside an
    /// `XCTExpectFailure` block whose matcher accepts it, the failure is expected instead, as on
    /// Apple's: printed, not recorded.
    open override func recordFailure(
        withDescription description: String, inFile filePath: String,
        atLine lineNumber: Int, expected: Bool
    ) {
        #if os(Linux)
            if let scope = ExpectedFailureScope.current,
                scope.absorbsXCTestFailure(description, inFile: filePath, atLine: lineNumber)
            {
                return
            }
        #endif
        isRecordingFailure = true
        defer { isRecordingFailure = false }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// Runs the test with the after-test audit registered as the first teardown block (so it runs
    /// after your other teardown blocks and before `tearDown`).
    open override func invokeTest() {
        RunningXCTestCase.observe()
        let previous = Self.running
        Self.running = self
        defer { Self.running = previous }
        addTeardownBlock { [unowned self] in self.runAfterTestAudit() }
        super.invokeTest()
    }

    /// Prints the class's warning when none of its tests handed over an app (see the class's
    /// discussion), then runs XCTest's class teardown.
    open override class func tearDown() {
        if let warning = AuditedTests.shared.finish(Self.self) {
            if let output = TestSupportEnvironment.warningOutput { output(warning) } else { print(warning) }
        }
        super.tearDown()
    }

    /// Audits ``app``; errors (an empty screen, a stop after the first failure) are recorded as failures.
    func runAfterTestAudit() {
        let types = accessibilityAuditTypes
        // A test that skipped itself (`throw XCTSkip`) is not audited, as the Swift Testing trait
        // does not audit a cancelled test: its screen was never exercised.
        guard !skipsAudit, !types.isEmpty, testRun?.hasBeenSkipped != true else { return }
        AuditedTests.shared.count(Self.self, handedApp: app != nil)
        guard let app else { return }
        let site: CallSite
        switch auditSite {
        case .call(let file, let line):
            site = CallSite(fileID: #fileID, filePath: file, line: line, column: 1)
        case .setter(let caller):
            site = CallSite(
                caller, fallback: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1),
                testCase: self)
        case nil:
            site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: 1)
        }
        do {
            let result = try app.audit(
                for: types, configuration: Self.accessibilityAuditConfiguration,
                auditor: Self.accessibilityAuditor)
            let ignoreList = Self.accessibilityAuditIgnoreList
            _ = try reportAudit(
                result, failOn: Self.accessibilityAuditFailOn, stopAtFirstIssue: nil,
                baseline: Self.accessibilityAuditBaseline, screen: accessibilityAuditScreen, at: site
            ) {
                [unowned self] in ignoreList.matches($0) || self.shouldIgnore($0)
            }
        } catch {
            recordAuditIssue("Accessibility audit after \(name): \(error)", failing: true, at: site)
        }
    }
}

/// Whether the running test wants to stop at its first failure: `continueAfterFailure == false`
/// in an ``AccessibilityAuditTestCase``. Swift Testing and plain XCTest cases continue.
func currentTestStopsAtFirstFailure() -> Bool {
    guard Test.current == nil, let running = AccessibilityAuditTestCase.running else { return false }
    return !running.continueAfterFailure
}

/// For each ``AccessibilityAuditTestCase`` subclass, how many of its tests were to be audited (not
/// skipped, not opted out) and how many of those handed over an app: what its class teardown warns
/// from, as the Swift Testing trait's suite record does.
final class AuditedTests: @unchecked Sendable {
    static let shared = AuditedTests()
    private let lock = NSLock()
    private var tallies: [ObjectIdentifier: AuditTally] = [:]

    /// Counts one test of `testClass` that was to be audited.
    func count(_ testClass: AccessibilityAuditTestCase.Type, handedApp: Bool) {
        lock.lock()
        defer { lock.unlock() }
        tallies[ObjectIdentifier(testClass), default: AuditTally()].count(handedOver: handedApp)
    }

    /// Forgets `testClass`'s counts, and returns the warning to print when some of its tests were
    /// to be audited and none handed over an app; `nil` otherwise.
    func finish(_ testClass: AccessibilityAuditTestCase.Type) -> String? {
        lock.lock()
        let tally = tallies.removeValue(forKey: ObjectIdentifier(testClass))
        lock.unlock()
        guard
            let warning = tally?.auditedNothing(
                "AccessibilityAuditTestCase \(String(describing: testClass))",
                did: "set app or called auditAfterTest(_:)")
        else { return nil }
        return "warning: \(warning) Hand each test's app over with auditAfterTest(app), or opt a test out with "
            + "skipAccessibilityAudit()."
    }
}
