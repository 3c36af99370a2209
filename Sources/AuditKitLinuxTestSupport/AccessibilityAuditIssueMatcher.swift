import AuditKitLinux

/// A description of issues to ignore, for `performAccessibilityAudit(for:ignoring:)`, the
/// `.accessibilityAudit` trait and ``AccessibilityAuditTestCase``.
///
/// Build one with the static factories, which read like the ignore closures of Apple's talk:
///
/// ```swift
/// try app.performAccessibilityAudit(for: .all, ignoring: [.issue(.contrast, label: "My Label")])
/// ```
public struct AccessibilityAuditIssueMatcher: Sendable, CustomStringConvertible {
    /// What the matcher ignores, for messages ("contrast issues on 'My Label'").
    public let description: String
    private let predicate: @Sendable (AccessibilityAuditIssue) -> Bool

    /// Creates a matcher from a predicate; `description` says what it ignores.
    public init(_ description: String, _ predicate: @escaping @Sendable (AccessibilityAuditIssue) -> Bool) {
        self.description = description
        self.predicate = predicate
    }

    /// Whether `issue` should be ignored.
    public func matches(_ issue: AccessibilityAuditIssue) -> Bool { predicate(issue) }

    /// Issues that match every given criterion: audit types (any of the set), compact description,
    /// the element's label and identifier (exact, case-sensitive). Criteria left `nil` match anything.
    public static func issue(_ types: AccessibilityAuditType? = nil, compactDescription: String? = nil,
                             label: String? = nil, identifier: String? = nil) -> Self {
        var parts: [String] = []
        if let types { parts.append("\(types)") }
        if let compactDescription { parts.append("'\(compactDescription)'") }
        if let label { parts.append("label '\(label)'") }
        if let identifier { parts.append("identifier '\(identifier)'") }
        return Self(parts.isEmpty ? "every issue" : parts.joined(separator: ", ")) { issue in
            if let types, types.intersection(issue.auditType).isEmpty { return false }
            if let compactDescription, issue.compactDescription != compactDescription { return false }
            if let label, issue.element?.label != label { return false }
            if let identifier, issue.element?.identifier != identifier { return false }
            return true
        }
    }

    /// Issues found by the rule with this stable id (such as `contrast.text`).
    public static func ruleID(_ ruleID: String) -> Self {
        Self("rule \(ruleID)") { $0.ruleID == ruleID }
    }
}
