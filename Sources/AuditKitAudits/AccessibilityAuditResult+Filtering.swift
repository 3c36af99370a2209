import AuditKitModel

extension AccessibilityAuditResult {
    /// The issues at or above `threshold`: the ones that should fail a test run.
    ///
    /// Warnings (such as "Contrast nearly passed") are reported without failing unless the caller
    /// asks: `failing(at: .failure)` (the usual choice) returns only failures, `failing(at: .warning)`
    /// returns failures and warnings.
    ///
    /// ```swift
    /// let result = try app.audit()
    /// if !result.failing(at: .failure).isEmpty { /* fail the build */ }
    /// ```
    /// - Parameter threshold: The lowest severity that fails.
    /// - Returns: The matching issues, in the result's order.
    public func failing(at threshold: AccessibilityAuditSeverity) -> [AccessibilityAuditIssue] {
        issues.filter { $0.severity >= threshold }
    }

    /// This result without the issues `ignoreList` matches; everything else is kept as is.
    public func ignoring(_ ignoreList: AccessibilityAuditIgnoreList) -> AccessibilityAuditResult {
        var copy = self
        copy.issues.removeAll { ignoreList.matches($0) }
        return copy
    }

    /// This result without the issues `isIgnored` returns `true` for (the closure form Apple's
    /// `performAccessibilityAudit(for:_:)` takes).
    public func ignoring(where isIgnored: (AccessibilityAuditIssue) throws -> Bool) rethrows -> AccessibilityAuditResult
    {
        var copy = self
        copy.issues = try issues.filter { try !isIgnored($0) }
        return copy
    }
}
