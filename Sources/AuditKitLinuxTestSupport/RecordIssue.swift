import AuditKitLinux
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
func recordAuditIssue(_ message: String, failing: Bool, at site: CallSite) {
    #if os(Linux)
        if failing, let scope = ExpectedFailureScope.current, scope.absorbs(message, at: site) { return }
    #endif
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message), severity: failing ? .error : .warning, sourceLocation: site.sourceLocation)
        return
    }
    guard failing else {
        let line = "\(site.printed): warning: \(message)"
        if let output = TestSupportEnvironment.warningOutput { output(line) } else { print(line) }
        return
    }
    switch site.kind {
    case .literal(_, let filePath, let line, _):
        XCTFail(message, file: filePath, line: line)
    case .testing(let location):
        if let testCase = site.testCase {
            // The description corelibs' XCTFail would record ("failed - message"), at a run-time path.
            testCase.recordFailure(
                withDescription: "failed - \(message)", inFile: location.filePath,
                atLine: location.line, expected: true)
        } else {
            // A Swift Testing location used outside a Swift Testing test.
            XCTFail("\(location.filePath):\(location.line): \(message)")
        }
    }
}
