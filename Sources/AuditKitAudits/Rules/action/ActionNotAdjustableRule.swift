import AuditKitModel

/// Finds adjustable elements that VoiceOver cannot adjust: "Action is missing".
///
/// Fires for an element VoiceOver reaches with `.adjustable` that does not handle both increment and
/// decrement (`hasAdjustment == false`): VoiceOver tells the user to swipe up or down, and nothing
/// happens. Disabled elements (`.notEnabled`) are exempt. Captures do not say: not evaluated.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.1.1 Keyboard (functionality operable without a pointer) and SC 4.1.2
/// Name, Role, Value; Apple, `accessibilityIncrement()` / `accessibilityDecrement()` documentation
/// (an adjustable element must implement both).
public struct ActionNotAdjustableRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "action.notAdjustable", auditType: .action, reference: .wcag(.keyboard),
        summary: """
            "Action is missing": an element with `.adjustable` that does not handle both increment
            and decrement, so VoiceOver's swipe up or down does nothing. Disabled elements are exempt. Also
            rests on WCAG 2.2 SC 4.1.2 Name, Role, Value.
            """,
        title: """
            ours: as `action.missing`.
            """,
        threshold: """
            none: both adjustments or not.
            """,
        evidence: [
            "traits", "hasAdjustment",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each enabled reachable adjustable element without increment and decrement.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        var unknown = 0
        for id in facts.voiceOverElements where facts.elements[id].traits?.contains(.adjustable) == true {
            let element = facts.elements[id]
            guard let traits = element.traits, traits.contains(.adjustable), !traits.contains(.notEnabled),
                element.isEnabled != false
            else { continue }
            guard let adjusts = element.hasAdjustment else {
                unknown += 1
                continue
            }
            guard !adjusts else { continue }
            var evidence = AccessibilityAuditEvidence()
            evidence[.traits] = traits.names
            evidence[.hasAdjustment] = adjusts
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Action is missing",
                detailedDescription: "The element \(name) is adjustable, so VoiceOver tells the user to "
                    + "swipe up or down, but it does not implement both accessibilityIncrement() and "
                    + "accessibilityDecrement(). Implement both, or remove .adjustable.",
                evidence: evidence)
        }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "the source does not say whether adjustable elements adjust", elementCount: unknown)
        }
    }
}
