import AuditKitLinux

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
    /// - Parameters:
    ///   - types: The audit categories to run (default: all).
    ///   - settings: The display settings to audit under (default: the app's ``HeadlessApplication/settings``).
    ///   - configuration: Thresholds (default: WCAG 2.2 AA, see ``AccessibilityAuditConfiguration``).
    ///   - auditor: The rules to run (default: every built-in rule).
    ///   - failOn: The least severity that fails the test (default `.failure`). Less severe issues
    ///     are reported as warnings: a Swift Testing warning, or a `path:line: warning:` line on
    ///     standard output under XCTest. Pass `.warning` to fail on warnings too.
    ///   - stopAtFirstIssue: Whether to record only the first failing issue, then throw
    ///     ``AccessibilityAuditStopped``. `nil` (default) follows `continueAfterFailure` of the running
    ///     ``AccessibilityAuditTestCase`` (a plain `XCTestCase` on Linux always continues; Swift
    ///     Testing continues).
    ///   - issueHandler: Called with each issue in hierarchy order; return `true` to ignore it
    ///     (Apple's convention). Errors it throws are rethrown.
    /// - Returns: The audit result without the ignored issues.
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy`` when nothing is on screen (an empty
    ///   screen is not a pass: the test errors); ``AccessibilityAuditError/noAuditTypes`` for an
    ///   empty `types`; ``AccessibilityAuditStopped`` after the first failure when stopping.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .failure,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws -> AccessibilityAuditResult {
        let result = try audit(for: types, settings: settings, configuration: configuration, auditor: auditor)
        return try reportAudit(result, failOn: failOn, stopAtFirstIssue: stopAtFirstIssue,
                               at: CallSite(fileID: fileID, filePath: file, line: line, column: column), issueHandler)
    }

    /// Audits the current screen, ignoring issues that any of `matchers` matches; otherwise as
    /// ``performAccessibilityAudit(for:settings:configuration:auditor:failOn:stopAtFirstIssue:fileID:file:line:column:_:)``.
    ///
    /// - Throws: As the closure form.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        ignoring matchers: [AccessibilityAuditIssueMatcher],
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .failure,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> AccessibilityAuditResult {
        try performAccessibilityAudit(for: types, settings: settings, configuration: configuration, auditor: auditor,
                                      failOn: failOn, stopAtFirstIssue: stopAtFirstIssue,
                                      fileID: fileID, file: file, line: line, column: column) { issue in
            matchers.contains { $0.matches(issue) }
        }
    }
}

extension AccessibilityHierarchy {
    /// Audits this hierarchy (such as a capture from a device) and records one test failure per
    /// issue at the caller's file and line. Parameters, return value and errors as
    /// ``HeadlessApplication/performAccessibilityAudit(for:settings:configuration:auditor:failOn:stopAtFirstIssue:fileID:file:line:column:_:)``;
    /// there is no `settings`, as a hierarchy was taken under one.
    ///
    /// - Throws: ``AccessibilityAuditError/emptyHierarchy`` for an empty hierarchy;
    ///   ``AccessibilityAuditStopped`` after the first failure when stopping.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .failure,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws -> AccessibilityAuditResult {
        let result = try auditor.audit(self, for: types, configuration: configuration)
        return try reportAudit(result, failOn: failOn, stopAtFirstIssue: stopAtFirstIssue,
                               at: CallSite(fileID: fileID, filePath: file, line: line, column: column), issueHandler)
    }

    /// Audits this hierarchy, ignoring issues that any of `matchers` matches.
    /// - Throws: As the closure form.
    @discardableResult
    public func performAccessibilityAudit(
        for types: AccessibilityAuditType = .all,
        ignoring matchers: [AccessibilityAuditIssueMatcher],
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .failure,
        stopAtFirstIssue: Bool? = nil,
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> AccessibilityAuditResult {
        try performAccessibilityAudit(for: types, configuration: configuration, auditor: auditor, failOn: failOn,
                                      stopAtFirstIssue: stopAtFirstIssue,
                                      fileID: fileID, file: file, line: line, column: column) { issue in
            matchers.contains { $0.matches(issue) }
        }
    }
}

/// The failure text for one issue: compact description, element path, detailed description,
/// audit type and rule id.
func failureMessage(for issue: AccessibilityAuditIssue) -> String {
    let place = issue.path ?? issue.element?.summary ?? "the whole screen"
    return "\(issue.compactDescription): \(place): \(issue.detailedDescription) [\(issue.auditType), \(issue.ruleID)]"
}

/// Records `result`'s issues (after the ignore closure) at `site`; shared by every audit entry point.
func reportAudit(_ result: AccessibilityAuditResult, failOn: AccessibilityAuditSeverity, stopAtFirstIssue: Bool?,
                 at site: CallSite, _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)?) throws -> AccessibilityAuditResult {
    let stop = stopAtFirstIssue ?? currentTestStopsAtFirstFailure()
    var kept: [AccessibilityAuditIssue] = []
    for (index, issue) in result.issues.enumerated() {
        if try issueHandler?(issue) == true { continue }
        kept.append(issue)
        let failing = issue.severity >= failOn
        recordAuditIssue(failureMessage(for: issue), failing: failing, at: site)
        if failing && stop {
            let rest = result.issues[(index + 1)...].filter { $0.severity >= failOn }.count
            throw AccessibilityAuditStopped(recordedIssue: issue, unexaminedIssueCount: rest)
        }
    }
    var reported = result
    reported.issues = kept
    return reported
}
