import AuditKitLinux
import Foundation
import Testing
import XCTest

/// Where a test-support call was made: the caller's `#fileID`, `#filePath`, `#line` and `#column`,
/// or a Swift Testing `SourceLocation` (traits report at `AccessibilityAudit.register`'s call site).
struct CallSite {
    enum Kind {
        case literal(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
        case testing(SourceLocation)
    }
    private let stored: Kind?
    private let deferred: DeferredLocation?
    /// Where the call was made; a site found from the call stack is resolved on first use.
    var kind: Kind { stored ?? .testing(deferred!.location) }
    /// The calling function (`#function`), when known.
    let function: String?
    /// The XCTest case to record a failure in at a location known only at run time (XCTest's
    /// `XCTFail` takes a `StaticString` file), when the site is a `SourceLocation`.
    private(set) weak var testCase: XCTestCase?

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: StaticString? = nil) {
        stored = .literal(fileID: fileID, filePath: filePath, line: line, column: column)
        deferred = nil
        self.function = function.map { "\($0)" }
    }

    init(_ sourceLocation: SourceLocation, function: String? = nil) {
        stored = .testing(sourceLocation)
        deferred = nil
        self.function = function
    }

    /// The caller found from the call stack (else `fallback`), in the XCTest case `testCase`;
    /// symbolicated only when something is recorded here.
    init(_ caller: CallerLocation, fallback: SourceLocation, testCase: XCTestCase) {
        stored = nil
        deferred = DeferredLocation(caller: caller, fallback: fallback)
        function = nil
        self.testCase = testCase
    }

    /// A location resolved from the call stack once, when first needed.
    private final class DeferredLocation {
        let caller: CallerLocation
        let fallback: SourceLocation
        lazy var location: SourceLocation = caller.resolve() ?? fallback
        init(caller: CallerLocation, fallback: SourceLocation) {
            self.caller = caller
            self.fallback = fallback
        }
    }

    /// The source file's path.
    var filePath: String {
        switch kind {
        case .literal(_, let filePath, _, _): "\(filePath)"
        case .testing(let location): location.filePath
        }
    }

    /// The line, 1-based.
    var line: Int {
        switch kind {
        case .literal(_, _, let line, _): max(1, Int(line))
        case .testing(let location): location.line
        }
    }

    /// The name an audit made here gets in baselines and run reports when the caller gives none:
    /// `Module/File.swift function()`, such as `ExampleAppTests/QuoteAppUITests.swift testNewQuote()`.
    /// ``defaultScreenName`` with a parameterized test case's arguments after it (`[state: .buggy]`).
    func defaultScreenName(caseArguments: String?) -> String {
        caseArguments.map { "\(defaultScreenName) [\($0)]" } ?? defaultScreenName
    }

    var defaultScreenName: String {
        let fileID: String
        switch kind {
        case .literal(let id, _, _, _): fileID = "\(id)"
        case .testing(let location): fileID = location.fileID
        }
        guard let function else { return "\(fileID):\(line)" }
        return "\(fileID) \(function)"
    }

    var sourceLocation: SourceLocation {
        switch kind {
        case .literal(let fileID, let filePath, let line, let column):
            SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: max(1, Int(line)), column: max(1, Int(column)))
        case .testing(let location): location
        }
    }

    /// `path:line`, as compilers and XCTest print locations.
    var printed: String {
        switch kind {
        case .literal(_, let filePath, let line, _): "\(filePath):\(line)"
        case .testing(let location): "\(location.filePath):\(location.line)"
        }
    }
}

/// The one place that records a test failure or warning, into whichever framework runs the test.
///
/// On Linux, `XCTFail` inside a Swift Testing `@Test` and `Issue.record` inside an `XCTestCase` are
/// both dropped silently, so this routes by `Test.current`: Swift Testing gets `Issue.record` (with
/// severity `.warning` for warnings, which do not fail the test); XCTest gets `XCTFail` at the
/// caller's file and line for failures, and a `path:line: warning: message` line on standard
/// output for warnings (corelibs XCTest has no warning channel). Inside an `XCTExpectFailure` block
/// (Linux), a failure the block expects is printed as expected instead.
///
/// The message goes on one line, so that it stays on the `file:line: error:` line: line breaks and
/// tabs in it (a label's, a path's) are escaped as `TextReport.printable(_:keepingLineBreaks:)`
/// writes them; `multiline` keeps line feeds, for a message made of lines (a transcript's diff).
///
/// `Test.current` is a task-local: a `Task.detached` or a `DispatchQueue` callback inside a Swift
/// Testing test does not see it. Off the test's task, an XCTest case known to be running takes the
/// failure (corelibs XCTest records `XCTFail` from any thread against the running case); with none
/// known, a process that runs Swift Testing's tests records it with `Issue.record` (Swift Testing
/// reports it against no test, and fails the run) and the returned route says so, so the caller
/// can throw ``AccessibilityAuditOutsideTest``; any other process records it with both (the
/// framework that runs keeps it).
/// - Returns: How the message was routed.
@discardableResult
func recordAuditIssue(_ message: String, failing: Bool, at site: CallSite, multiline: Bool = false) -> IssueRoute {
    let message = TextReport.printable(message, keepingLineBreaks: multiline)
    #if os(Linux)
        if failing, let scope = ExpectedFailureScope.current {
            if scope.absorbs(message, at: site) { return .xctest }
            // Rejected by the block's matcher: recorded as a failure, which the scope need not judge again.
            return ExpectedFailureScope.$current.withValue(nil) {
                recordAuditIssue(message, failing: failing, at: site, multiline: multiline)
            }
        }
    #endif
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message), severity: failing ? .error : .warning, sourceLocation: site.sourceLocation)
        return .swiftTesting
    }
    let knownCase = RunningXCTestCase.current
    if knownCase == nil {
        if let recorder = RunningXCTestCase.unattributedRecorder {
            recorder(message, failing)
            return .unattributed
        }
        // Swift Testing keeps an issue recorded off any test's task, against no test.
        Issue.record(
            Comment(rawValue: message), severity: failing ? .error : .warning, sourceLocation: site.sourceLocation)
        guard RunningXCTestCase.processRunsSwiftTesting == false else { return .unattributed }
    }
    guard failing else {
        let line = "\(site.printed): warning: \(message)"
        if let output = TestSupportEnvironment.warningOutput { output(line) } else { print(line) }
        return .xctest
    }
    switch site.kind {
    case .literal(_, let filePath, let line, _):
        XCTFail(message, file: filePath, line: line)
    case .testing(let location):
        if let testCase = site.testCase ?? knownCase {
            // The description corelibs' XCTFail would record ("failed - message"), at a run-time path.
            testCase.recordFailure(
                withDescription: "failed - \(message)", inFile: location.filePath,
                atLine: location.line, expected: true)
        } else {
            // A Swift Testing location used outside a Swift Testing test.
            XCTFail("\(location.filePath):\(location.line): \(message)")
        }
    }
    return .xctest
}

/// Where ``recordAuditIssue(_:failing:at:multiline:)`` sent a message.
enum IssueRoute: Equatable {
    /// To the Swift Testing test whose task this is.
    case swiftTesting
    /// To the XCTest case that is running.
    case xctest
    /// To no test known here: off a Swift Testing test's task (a detached task, a dispatch queue, a
    /// thread), with no XCTest case running.
    case unattributed
}

/// The XCTest case running in this process, as XCTest's observation tells it, for failures recorded
/// off the test's thread or task.
final class RunningXCTestCase: NSObject, XCTestObservation, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: XCTestCase?
    nonisolated(unsafe) private static var observer: RunningXCTestCase?

    /// Starts observing XCTest (once per process). Called by every test-support entry point and
    /// by ``AccessibilityAuditTestCase`` before its test runs; a case that started before the
    /// first call is known once it is an ``AccessibilityAuditTestCase``.
    static func observe() {
        lock.lock()
        defer { lock.unlock() }
        guard observer == nil else { return }
        let made = RunningXCTestCase()
        observer = made
        XCTestObservationCenter.shared.addTestObserver(made)
    }

    /// The running XCTest case, if known.
    static var current: XCTestCase? {
        lock.lock()
        defer { lock.unlock() }
        return running ?? AccessibilityAuditTestCase.running
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        Self.running = testCase
    }

    /// Tells the running `XCTExpectFailure` block (on this thread's task) of a failure XCTest
    /// recorded, which this package could not expect (a plain `XCTestCase`'s `XCTAssert…`).
    func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int
    ) {
        #if os(Linux)
            ExpectedFailureScope.current?.noteRecordedByXCTest(
                description, inFile: filePath ?? "", atLine: lineNumber)
        #endif
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if Self.running === testCase { Self.running = nil }
    }

    /// Whether this process runs Swift Testing's tests: SwiftPM starts the test binary with
    /// `--testing-library swift-testing` for them (and again without it for XCTest's).
    static let processRunsSwiftTesting: Bool = {
        let arguments = CommandLine.arguments
        return zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
    }()

    /// Receives unattributed messages instead of the test frameworks (tests of test support, which
    /// must not fail the run they check).
    nonisolated(unsafe) static var unattributedRecorder: (@Sendable (String, Bool) -> Void)?
}

/// Thrown by `performAccessibilityAudit` when it recorded failing issues but could not tell which
/// test it runs in: it was called off the test's task (from a `Task.detached`, a
/// `DispatchQueue` callback or a thread of its own) inside a Swift Testing test, where
/// `Test.current` is `nil`.
///
/// The failures are recorded all the same (Swift Testing reports them against no test, and the run
/// fails); the error makes the test that awaits the audit fail too. Audit in the test's own task,
/// or in a child task (`async let`, a task group, `Task { }`), to have each failure at its line:
///
/// ```text
/// performAccessibilityAudit of 'UserTests/DetachedTests.swift audit()' recorded 2 failing issues outside any test's task (a detached task, a dispatch queue or a thread): Swift Testing reports them against no test. Audit in the test's task or a child task to have them in the test.
/// ```
public struct AccessibilityAuditOutsideTest: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screen name of the audit.
    public var screen: String
    /// How many failing issues it recorded.
    public var failureCount: Int

    /// Says what was recorded where, and how to attribute it.
    public var description: String {
        "performAccessibilityAudit of '\(screen)' recorded \(failureCount) failing issue\(failureCount == 1 ? "" : "s") outside any test's task (a detached task, a dispatch queue or a thread): Swift Testing reports \(failureCount == 1 ? "it" : "them") against no test. Audit in the test's task or a child task to have \(failureCount == 1 ? "it" : "them") in the test."
    }
}
