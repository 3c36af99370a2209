import AuditKitModel

/// How much an issue matters: failures fail a test; warnings are reported without failing by default.
public enum AccessibilityAuditSeverity: String, Hashable, Codable, Sendable, Comparable, CaseIterable {
    /// Worth fixing, not a barrier on its own (such as "Contrast nearly passed").
    case warning
    /// A barrier for some users: fails the test.
    case failure

    /// Warnings order before failures.
    public static func < (a: Self, b: Self) -> Bool { a == .warning && b == .failure }
}
