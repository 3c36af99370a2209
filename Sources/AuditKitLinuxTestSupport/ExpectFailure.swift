#if os(Linux)
    import Foundation

    /// An issue a test records, as `XCTExpectFailure`'s ``XCTExpectedFailure/Options/issueMatcher`` sees
    /// it: the part of XCTest's `XCTIssue` (which Linux's XCTest lacks) that matching needs.
    public struct XCTIssue: Sendable, CustomStringConvertible {
        /// The failure's text, as the test report prints it: for an audit issue
        /// `<compact description>: <element>: <detailed description> [<audit type>, <rule id>]`, such as
        /// `Label duplicates trait: …`; for an interaction, why it could not act (`No matches found for …`).
        public var compactDescription: String
        /// The file where the failure was recorded.
        public var filePath: String
        /// The line where the failure was recorded, 1-based.
        public var line: Int

        /// ``compactDescription``.
        public var description: String { compactDescription }
    }

    /// The options of `XCTExpectFailure` on Linux, as XCTest's `XCTExpectedFailure` has them on Apple's
    /// platforms (Linux's XCTest has neither).
    public enum XCTExpectedFailure {
        /// How ``XCTExpectFailure(_:options:file:line:failingBlock:)`` treats failures.
        public final class Options: @unchecked Sendable {
            /// Whether the block must record at least one matching failure (default `true`): when it
            /// records none, the test fails at the `XCTExpectFailure` call, as Apple's strict default does.
            public var isStrict = true
            /// Whether failures are expected at all (default `true`); `false` lets every failure fail the
            /// test, for expecting a failure on one platform only.
            public var isEnabled = true
            /// Which failures are expected (default: all); a failure it rejects fails the test.
            public var issueMatcher: (XCTIssue) -> Bool = { _ in true }

            /// Strict, enabled, matching every failure.
            public init() {}
        }
    }

    /// Runs `failingBlock`, recording the failures inside it as expected failures that do not fail
    /// the test, like XCTest's `XCTExpectFailure(_:options:failingBlock:)` on Apple's platforms:
    /// this package's failures (audit issues, interactions on missing, ambiguous, disabled or
    /// unhittable elements) in any test, and XCTest's own (`XCTAssert…`, `XCTFail`) in an
    /// ``AccessibilityAuditTestCase``.
    ///
    /// ```swift
    /// XCTExpectFailure("Apple's audit fails the second Edit button: Label duplicates trait") {
    ///     try app.performAccessibilityAudit(for: .trait)
    /// }
    /// ```
    ///
    /// Each expected failure prints `path:line: expected failure: <failure> (<reason>)` on standard
    /// output. With ``XCTExpectedFailure/Options/isStrict`` (the default), a block that records no
    /// matching failure fails the test at this call: the bug the test expects is gone, so the
    /// expectation is stale. The block's errors are rethrown, and a thrown error fails the test as
    /// usual.
    ///
    /// Apple's expects a failure of any assertion in the block
    /// (developer.apple.com/documentation/xctest/xctexpectfailure(_:options:failingblock:)), and
    /// records a failure of its own for a strict expectation no failure met (XCTest's header,
    /// `XCTExpectFailure`). Linux's XCTest lets only the test
    /// class itself intercept its assertions' failures (by overriding `recordFailure`), which
    /// ``AccessibilityAuditTestCase`` does: there an `XCTAssert…` or `XCTFail` inside the block is
    /// expected as on Apple's. In a plain `XCTestCase` it still fails the test; it counts as the
    /// block's failure all the same (no "the failure is gone" failure follows), and a warning at
    /// this call says why it was not expected and what to do.
    ///
    /// - Parameters:
    ///   - failureReason: Why the failure is expected (a bug, a ticket); printed with each one.
    ///   - options: Strictness, enablement and which failures match (default: strict, all).
    ///   - file: The caller's file, where a strict expectation that saw no failure fails (default: the call site).
    ///   - line: The caller's line (default: the call site).
    ///   - failingBlock: The code expected to fail.
    /// - Returns: What `failingBlock` returns.
    /// - Throws: What `failingBlock` throws.
    // swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
    // (XCTest's name; its documentation is the comment above.)
    @discardableResult
    public func XCTExpectFailure<R>(
        _ failureReason: String? = nil, options: XCTExpectedFailure.Options = XCTExpectedFailure.Options(),
        file: StaticString = #filePath, line: UInt = #line, failingBlock: () throws -> R
    ) rethrows -> R {
        guard options.isEnabled else { return try failingBlock() }
        RunningXCTestCase.observe()
        let scope = ExpectedFailureScope(reason: failureReason, options: options)
        let result = try ExpectedFailureScope.$current.withValue(scope) { try failingBlock() }
        let site = CallSite(fileID: file, filePath: file, line: line, column: 1)
        let unabsorbed = scope.unabsorbedXCTestFailures
        if let first = unabsorbed.first {
            let more = unabsorbed.count > 1 ? " and \(unabsorbed.count - 1) more" : ""
            recordAuditIssue(
                "XCTExpectFailure: XCTest recorded a failure in the block that Apple's XCTExpectFailure would expect "
                    + "(\(first)\(more)); Linux's XCTest lets only the test class intercept its assertions, so it "
                    + "fails this test. Make the class an AccessibilityAuditTestCase to have them expected",
                failing: false, at: site)
        }
        if options.isStrict && scope.count == 0 && unabsorbed.isEmpty {
            let reason = failureReason.map { ": \($0)" } ?? ""
            let rejected = scope.rejectedCount
            let advice =
                rejected == 0
                ? "the failure is gone: remove the expectation"
                : "\(rejected) failure\(rejected == 1 ? " was" : "s were") recorded, none of which its issueMatcher accepts"
            recordAuditIssue(
                "XCTExpectFailure: no expected failure was recorded in the block\(reason) (\(advice))",
                failing: true, at: site)
        }
        return result
    }

    /// The `XCTExpectFailure` block running now, which ``recordAuditIssue(_:failing:at:multiline:)`` asks first.
    final class ExpectedFailureScope: @unchecked Sendable {
        /// The innermost running `XCTExpectFailure` block, if any.
        @TaskLocal static var current: ExpectedFailureScope?

        let reason: String?
        let options: XCTExpectedFailure.Options
        private let lock = NSLock()
        private var expected = 0

        init(reason: String?, options: XCTExpectedFailure.Options) {
            self.reason = reason
            self.options = options
        }

        private var unabsorbed: [String] = []
        private var rejected = 0

        /// How many failures in the block the matcher rejected (they failed the test).
        var rejectedCount: Int { lock.withLock { rejected } }

        /// How many failures the block recorded as expected.
        var count: Int { lock.withLock { expected } }

        /// XCTest's own failures in the block that the matcher accepts but that XCTest recorded
        /// all the same (a plain `XCTestCase`): as XCTest described them.
        var unabsorbedXCTestFailures: [String] { lock.withLock { unabsorbed } }

        /// Notes a failure XCTest recorded in the block without asking this scope (its observers
        /// are told after the fact); one the matcher accepts is one Apple's would have expected.
        func noteRecordedByXCTest(_ description: String, inFile filePath: String, atLine line: Int) {
            let message = Self.compact(description)
            guard options.issueMatcher(XCTIssue(compactDescription: message, filePath: filePath, line: line)) else {
                lock.withLock { rejected += 1 }
                return
            }
            lock.withLock { unabsorbed.append(message) }
        }

        /// Whether XCTest's failure `description` at `filePath:line` is expected here; if so, prints
        /// it as an expected failure and counts it (``AccessibilityAuditTestCase``'s `recordFailure`).
        func absorbsXCTestFailure(_ description: String, inFile filePath: String, atLine line: Int) -> Bool {
            let message = Self.compact(description)
            let issue = XCTIssue(compactDescription: message, filePath: filePath, line: line)
            guard options.issueMatcher(issue) else { return false }
            lock.withLock { expected += 1 }
            let because = reason.map { " (\($0))" } ?? ""
            print("\(filePath):\(line): expected failure: \(message)\(because)")
            return true
        }

        /// Corelibs XCTest's description without the ` - ` it ends an assertion's with when the
        /// assertion has no message (`XCTAssertEqual failed: ("1") is not equal to ("2") - `).
        private static func compact(_ description: String) -> String {
            description.hasSuffix(" - ") ? String(description.dropLast(3)) : description
        }

        /// Whether the failure `message` at `site` is expected here; if so, prints it as an expected
        /// failure and counts it.
        func absorbs(_ message: String, at site: CallSite) -> Bool {
            let issue = XCTIssue(compactDescription: message, filePath: site.filePath, line: site.line)
            guard options.issueMatcher(issue) else {
                lock.withLock { rejected += 1 }
                return false
            }
            lock.withLock { expected += 1 }
            let because = reason.map { " (\($0))" } ?? ""
            print("\(site.printed): expected failure: \(message)\(because)")
            return true
        }
    }
#endif
