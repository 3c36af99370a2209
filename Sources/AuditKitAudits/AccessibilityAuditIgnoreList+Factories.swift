import AuditKitModel

extension AccessibilityAuditIgnoreList.Matcher {
    /// Issues that match every given criterion: audit types (any of the set), Apple's compact
    /// description, the element's `accessibilityLabel` and `accessibilityIdentifier` (each exact,
    /// case-sensitive).
    ///
    /// Reads like the ignore closure of Apple's talk:
    ///
    /// ```swift
    /// try app.performAccessibilityAudit(ignoring: [.issue(.contrast, label: "My Label")])
    /// ```
    ///
    /// A matcher with no criterion matches nothing, so `.issue()` ignores nothing (a forgotten
    /// argument cannot silently ignore every issue).
    /// - Parameters:
    ///   - type: The audit types; the issue's must be among them (`nil`: any).
    ///   - compactDescription: Apple's short text, such as `"Contrast failed"` (`nil`: any).
    ///   - label: The element's label (`nil`: any; an issue without an element never matches a label).
    ///   - identifier: The element's identifier (`nil`: any; as for `label`).
    ///   - evidence: Conditions on the issue's evidence, all of which must hold (`nil`: any), such as
    ///     `[.key(.foregroundColor, equals: "#007AFF")]`.
    ///   - reason: Why, for people; never matched.
    public static func issue(
        _ type: AccessibilityAuditType? = nil, compactDescription: String? = nil,
        label: String? = nil, identifier: String? = nil,
        evidence: [AccessibilityAuditIgnoreList.EvidenceCondition]? = nil, reason: String? = nil
    ) -> Self {
        Self(
            auditType: type, identifier: identifier, label: label, compactDescription: compactDescription,
            evidence: evidence,
            reason: reason)
    }

    /// Issues whose evidence under `key` equals `value` (`.evidence(.foregroundColor, equals: "#007AFF")`);
    /// see ``AccessibilityAuditIgnoreList/EvidenceCondition``.
    public static func evidence<V>(_ key: AccessibilityAuditEvidence.Key<V>, equals value: V, reason: String? = nil)
        -> Self
    {
        Self(evidence: [.key(key, equals: value)], reason: reason)
    }

    /// Issues whose number under `key` lies in `range` (`.evidence(.contrastRatio, in: 4.0...4.5)`).
    public static func evidence(
        _ key: AccessibilityAuditEvidence.Key<Double>, in range: ClosedRange<Double>, reason: String? = nil
    ) -> Self {
        Self(evidence: [.key(key, in: range)], reason: reason)
    }

    /// Issues of the rule with this stable id (`"hitRegion.tooSmall"`), or of every rule whose id
    /// starts with a prefix ending in `*` (`"contrast.*"`).
    public static func ruleID(_ ruleID: String, reason: String? = nil) -> Self {
        Self(ruleID: ruleID, reason: reason)
    }

    /// Issues on elements under a path prefix of whole steps (`"Application['QuoteApp']/Window/Other#legacyBanner"`: the first step as the issue's path has it, with the app's name when it has one);
    /// see ``AccessibilityAuditIgnoreList/Matcher`` for how steps match.
    public static func pathPrefix(_ prefix: String, reason: String? = nil) -> Self {
        Self(pathPrefix: prefix, reason: reason)
    }

    /// Issues on elements of this type (`.navigationBar`); `button`, `Button` and
    /// `XCUIElementTypeButton` are the same type.
    public static func elementType(_ type: ElementType, reason: String? = nil) -> Self {
        Self(elementType: type, reason: reason)
    }
}

extension AccessibilityAuditIgnoreList.Matcher: CustomStringConvertible {
    /// The criteria for messages, such as `contrast issues, label 'My Label'`; `"nothing"` when none is set.
    public var description: String {
        var parts: [String] = []
        if let auditType { parts.append("\(auditType) issues") }
        if let ruleID { parts.append("rule \(ruleID)") }
        if let compactDescription { parts.append("'\(compactDescription)'") }
        if let elementType { parts.append("\(elementType.rawValue) elements") }
        if let label { parts.append("label '\(label)'") }
        if let identifier { parts.append("identifier '\(identifier)'") }
        if let pathPrefix { parts.append("under \(pathPrefix)") }
        for condition in evidence ?? [] { parts.append("evidence \(condition)") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
