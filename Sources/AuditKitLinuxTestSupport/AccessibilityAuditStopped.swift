import AuditKitLinux

/// Thrown by `performAccessibilityAudit` after it has recorded the first failing issue, when the
/// test asked to stop at the first failure (`continueAfterFailure = false` in an
/// ``AccessibilityAuditTestCase``, or `stopAtFirstIssue: true`).
///
/// Corelibs XCTest on Linux ignores `continueAfterFailure`, so throwing is how the audit stops the
/// test. The test framework reports the thrown error as well, which says why it stopped and how
/// many issues were left unexamined:
///
/// ```text
/// Accessibility audit stopped after its first failure (continueAfterFailure is false); 2 more issues were not examined.
/// Accessibility audit stopped after its first failure (stopAtFirstIssue is true); 1 more issue was not examined.
/// ```
public struct AccessibilityAuditStopped: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the audit stopped at its first failure.
    public enum Reason: String, Hashable, Sendable {
        /// The running ``AccessibilityAuditTestCase`` has `continueAfterFailure = false` (XCTest).
        case continueAfterFailureIsFalse
        /// The call or the trait passed `stopAtFirstIssue: true` (XCTest or Swift Testing).
        case stopAtFirstIssue
    }

    /// The issue that was recorded before stopping.
    public var recordedIssue: AccessibilityAuditIssue
    /// How many later failing issues (after the ignore closure and baseline) were not recorded.
    public var unexaminedIssueCount: Int
    /// Why the audit stopped.
    public var reason: Reason

    /// Creates the error.
    public init(
        recordedIssue: AccessibilityAuditIssue, unexaminedIssueCount: Int,
        reason: Reason = .continueAfterFailureIsFalse
    ) {
        self.recordedIssue = recordedIssue
        self.unexaminedIssueCount = unexaminedIssueCount
        self.reason = reason
    }

    /// A message for people, naming the setting that stopped the audit.
    public var description: String {
        let rest = unexaminedIssueCount == 1 ? "1 more issue was" : "\(unexaminedIssueCount) more issues were"
        let why =
            switch reason {
            case .continueAfterFailureIsFalse: "continueAfterFailure is false"
            case .stopAtFirstIssue: "stopAtFirstIssue is true"
            }
        return "Accessibility audit stopped after its first failure (\(why)); \(rest) not examined."
    }
}
