import AuditKitLinux

/// Thrown by `performAccessibilityAudit` after it has recorded the first failing issue, when the
/// test asked to stop at the first failure (`continueAfterFailure = false` in an
/// ``AccessibilityAuditTestCase``, or `stopAtFirstIssue: true`).
///
/// Corelibs XCTest on Linux ignores `continueAfterFailure`, so throwing is how the audit stops the
/// test. The test framework reports the thrown error as well, which tells you how many issues
/// were left unexamined:
///
/// ```text
/// Accessibility audit stopped after its first failure (continueAfterFailure is false); 2 more issues were not examined.
/// ```
public struct AccessibilityAuditStopped: Error, Hashable, Sendable, CustomStringConvertible {
    /// The issue that was recorded before stopping.
    public var recordedIssue: AccessibilityAuditIssue
    /// How many later failing issues (after the ignore closure and baseline) were not recorded.
    public var unexaminedIssueCount: Int

    /// Creates the error.
    public init(recordedIssue: AccessibilityAuditIssue, unexaminedIssueCount: Int) {
        self.recordedIssue = recordedIssue
        self.unexaminedIssueCount = unexaminedIssueCount
    }

    /// A message for people.
    public var description: String {
        let rest = unexaminedIssueCount == 1 ? "1 more issue was" : "\(unexaminedIssueCount) more issues were"
        return "Accessibility audit stopped after its first failure (continueAfterFailure is false); \(rest) not examined."
    }
}
