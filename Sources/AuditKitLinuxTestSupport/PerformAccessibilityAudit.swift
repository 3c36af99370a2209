import AuditKitLinux
import Testing

extension HeadlessApplication {
    /// Audits the current screen and records one test failure per issue at the caller's file and
    /// line, like `XCUIApplication.performAccessibilityAudit(for:_:)`.
    ///
    /// Works in XCTest and in Swift Testing: failures go to whichever framework runs the test.
    /// Each failure reads
    ///
    /// ```text
    /// Contrast failed: Application/Window/StaticText['My Label']: <detailed description> [contrast, contrast.text]
    /// ```
    ///
    /// When `AUDITKIT_REPORT` is set, the result is also appended to that run report
    /// (`AccessibilityAuditRunReport`); when `AUDITKIT_WRITE_BASELINE` is set, the issues are
    /// written to that baseline instead of failing (``AccessibilityAuditBaseline/writeEnvironmentVariable``).
    ///
    /// - Parameters:
    ///   - types: The audit categories to run (default `.all`: Apple's iOS types, as
    ///     `XCUIAccessibilityAuditType.all` on iOS; name a type to run it, such as
    ///     `[.contrast, .modalContainment]`, or see `AccessibilityAuditType.resolved(addingToAll:)`).
    ///   - settings: The display settings to audit under (default: the app's `HeadlessApplication.settings`).
    ///   - configuration: Thresholds (default: WCAG 2.2 AA, see `AccessibilityAuditConfiguration`).
    ///   - auditor: The rules to run (default: every built-in rule).
    ///   - failOn: The least severity that fails the test (default `.warning`: every issue the
    ///     handler does not ignore fails, as on Apple's, "Contrast nearly passed" included). Pass
    ///     `.failure` to record less severe issues as warnings instead: a Swift Testing warning,
    ///     or a `path:line: warning:` line on standard output under XCTest.
    ///   - baseline: Known issues (default: none). Issues it knows are not recorded; new ones are;
    ///     each baseline entry of this screen that the audit no longer finds is one warning
    ///     ("Baseline entry not found any more …").
    ///   - screen: The screen's name in the baseline and the run report (default:
    ///     `Module/File.swift function()` of the caller, and in a parameterized Swift Testing test
    ///     the case's arguments after it: `… bothStates(state:) [state: .buggy]`). Give each audit
    ///     its own name when one test audits several screens against a baseline. (Should the
    ///     arguments not be readable, the cases share the default name, and a stale entry's warning
    ///     then does not advise removing it.)
    ///   - stopAtFirstIssue: Whether to record only the first failing issue, then throw
    ///     ``AccessibilityAuditStopped``. `nil` (default) follows `continueAfterFailure` of the running
    ///     ``AccessibilityAuditTestCase`` (a plain `XCTestCase` on Linux always continues; Swift
    ///     Testing continues).
    ///   - issueHandler: Called with each issue in hierarchy order; return `true` to ignore it
    ///     (Apple's convention). Errors it throws are rethrown.
    ///   - fileID: The caller's `#fileID`, where Swift Testing records a failure (default: the call site).
    ///   - file: The caller's file path, where XCTest records a failure (default: the call site).
    ///   - line: The caller's line (default: the call site).
    ///   - column: The caller's column (default: the call site).
    ///   - function: The caller's function, which names the screen by default (default: the call site).
    /// - Returns: The audit result without the ignored and baseline-known issues.
    /// - Throws: `AccessibilityAuditError.emptyHierarchy(_:)` when nothing is on screen (an empty
    ///   screen is not a pass: the test errors); `AccessibilityAuditError.noAuditTypes` for an
    ///   empty `types`; ``AccessibilityAuditStopped`` after the first failure when stopping;
    ///   ``AccessibilityAuditOutsideTest`` after recording failing issues off any test's task (a
    ///   `Task.detached` or a `DispatchQueue` callback inside a Swift Testing test, where
    ///   `Test.current` is `nil`: Swift Testing reports them against no test, and the error makes
    ///   the test that awaits the audit fail too).
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .warning,
        baseline: AccessibilityAuditBaseline? = nil,
        screen: String? = nil,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws -> AccessibilityAuditResult {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function)
        let caseArguments = screen == nil ? SwiftTestingScope.currentArguments() : nil
        let result = try audit(for: types, settings: settings, configuration: configuration, auditor: auditor)
        return try reportAudit(
            result, failOn: failOn, stopAtFirstIssue: stopAtFirstIssue, baseline: baseline,
            screen: screen ?? site.defaultScreenName(caseArguments: caseArguments),
            screenSharedAcrossCases: screen == nil && Test.Case.current?.isParameterized == true
                && caseArguments == nil,
            at: site, issueHandler)
    }

    /// Audits the current screen, ignoring the issues `ignoreList` matches: matchers written in place
    /// (`ignoring: [.issue(.contrast, label: "My Label"), .ruleID("hitRegion.*")]`) or a list read
    /// from a JSON file; otherwise as the closure form
    /// ``performAccessibilityAudit(for:settings:configuration:auditor:failOn:baseline:screen:stopAtFirstIssue:fileID:file:line:column:function:_:)``.
    ///
    /// - Throws: As the closure form.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        ignoring ignoreList: AccessibilityAuditIgnoreList,
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .warning,
        baseline: AccessibilityAuditBaseline? = nil,
        screen: String? = nil,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function
    ) throws -> AccessibilityAuditResult {
        try performAccessibilityAudit(
            for: types, settings: settings, configuration: configuration, auditor: auditor,
            failOn: failOn, baseline: baseline, screen: screen, stopAtFirstIssue: stopAtFirstIssue,
            fileID: fileID, file: file, line: line, column: column, function: function
        ) { issue in
            ignoreList.matches(issue)
        }
    }
}

extension AccessibilityHierarchy {
    /// Audits this hierarchy (such as a capture from a device) and records one test failure per
    /// issue at the caller's file and line. Parameters, return value and errors as
    /// ``HeadlessApplication/performAccessibilityAudit(for:settings:configuration:auditor:failOn:baseline:screen:stopAtFirstIssue:fileID:file:line:column:function:_:)``;
    /// there is no `settings`, as a hierarchy was taken under one. Frames the capture gave that could
    /// not be read (`StructuralProblem.Kind.invalidFrame`) are one warning naming the first, as
    /// the command-line tool prints them: those elements were not judged by the geometry rules.
    ///
    /// - Throws: `AccessibilityAuditError.emptyHierarchy(_:)` for an empty hierarchy;
    ///   ``AccessibilityAuditStopped`` after the first failure when stopping;
    ///   ``AccessibilityAuditOutsideTest`` after recording failing issues off any test's task.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .warning,
        baseline: AccessibilityAuditBaseline? = nil,
        screen: String? = nil,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function,
        _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws -> AccessibilityAuditResult {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function)
        let caseArguments = screen == nil ? SwiftTestingScope.currentArguments() : nil
        let result = try auditor.audit(self, for: types, configuration: configuration)
        // Frames the capture gave that could not be read: their elements were not judged by the
        // geometry rules; said, as the command-line tool says it, not passed in silence.
        let unread = Set(problems.filter { $0.kind == .invalidFrame }.compactMap(\.element)).sorted()
        if let first = unread.first {
            recordAuditIssue(
                "\(unread.count == 1 ? "1 frame" : "\(unread.count) frames") of the capture not read (the first: "
                    + "\(path(of: first))): a coordinate or size is not a number, NaN, infinite, negative or beyond "
                    + "±\(Int(CGRect.largestPlausibleCoordinate)) pt, so the geometry rules (hit region, contrast, "
                    + "clipping) did not judge \(unread.count == 1 ? "that element" : "those elements")",
                failing: false, at: site)
        }
        return try reportAudit(
            result, failOn: failOn, stopAtFirstIssue: stopAtFirstIssue, baseline: baseline,
            screen: screen ?? site.defaultScreenName(caseArguments: caseArguments),
            screenSharedAcrossCases: screen == nil && Test.Case.current?.isParameterized == true
                && caseArguments == nil,
            at: site, issueHandler)
    }

    /// Audits this hierarchy, ignoring the issues `ignoreList` matches.
    /// - Throws: As the closure form.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        ignoring ignoreList: AccessibilityAuditIgnoreList,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .warning,
        baseline: AccessibilityAuditBaseline? = nil,
        screen: String? = nil,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function
    ) throws -> AccessibilityAuditResult {
        try performAccessibilityAudit(
            for: types, configuration: configuration, auditor: auditor, failOn: failOn,
            baseline: baseline, screen: screen, stopAtFirstIssue: stopAtFirstIssue,
            fileID: fileID, file: file, line: line, column: column, function: function
        ) { issue in
            ignoreList.matches(issue)
        }
    }
}
