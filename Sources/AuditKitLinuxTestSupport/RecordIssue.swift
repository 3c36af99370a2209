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
    let kind: Kind
    /// The calling function (`#function`), when known.
    let function: String?

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: StaticString? = nil) {
        kind = .literal(fileID: fileID, filePath: filePath, line: line, column: column)
        self.function = function.map { "\($0)" }
    }

    init(_ sourceLocation: SourceLocation, function: String? = nil) {
        kind = .testing(sourceLocation)
        self.function = function
    }

    /// The source file's path.
    var filePath: String {
        switch kind {
        case let .literal(_, filePath, _, _): "\(filePath)"
        case let .testing(location): location.filePath
        }
    }

    /// The line, 1-based.
    var line: Int {
        switch kind {
        case let .literal(_, _, line, _): max(1, Int(line))
        case let .testing(location): location.line
        }
    }

    /// The name an audit made here gets in baselines and run reports when the caller gives none:
    /// `Module/File.swift function()`, such as `ExampleAppTests/QuoteAppUITests.swift testNewQuote()`.
    var defaultScreenName: String {
        let fileID: String
        switch kind {
        case let .literal(id, _, _, _): fileID = "\(id)"
        case let .testing(location): fileID = location.fileID
        }
        guard let function else { return "\(fileID):\(line)" }
        return "\(fileID) \(function)"
    }

    var sourceLocation: SourceLocation {
        switch kind {
        case let .literal(fileID, filePath, line, column):
            SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: max(1, Int(line)), column: max(1, Int(column)))
        case let .testing(location): location
        }
    }

    /// `path:line`, as compilers and XCTest print locations.
    var printed: String {
        switch kind {
        case let .literal(_, filePath, line, _): "\(filePath):\(line)"
        case let .testing(location): "\(location.filePath):\(location.line)"
        }
    }
}

/// The one place that records a test failure or warning, into whichever framework runs the test.
///
/// On Linux, `XCTFail` inside a Swift Testing `@Test` and `Issue.record` inside an `XCTestCase` are
/// both dropped silently, so this routes by `Test.current`: Swift Testing gets `Issue.record` (with
/// severity `.warning` for warnings, which do not fail the test); XCTest gets `XCTFail` at the
/// caller's file and line for failures, and a `path:line: warning: message` line on standard
/// output for warnings (corelibs XCTest has no warning channel).
func recordAuditIssue(_ message: String, failing: Bool, at site: CallSite) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), severity: failing ? .error : .warning, sourceLocation: site.sourceLocation)
        return
    }
    guard failing else {
        let line = "\(site.printed): warning: \(message)"
        if let output = TestSupportEnvironment.warningOutput { output(line) } else { print(line) }
        return
    }
    switch site.kind {
    case let .literal(_, filePath, line, _):
        XCTFail(message, file: filePath, line: line)
    case let .testing(location):
        // Only reached when a Swift Testing location is used outside a Swift Testing test.
        XCTFail("\(location.filePath):\(location.line): \(message)")
    }
}
