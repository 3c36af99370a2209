import AuditKitModel

/// Finds buttons and links that do nothing when VoiceOver activates them: "Action is missing".
///
/// Fires for an element VoiceOver reaches with `.button` or `.link` whose activation does nothing
/// (`hasActivation == false`: no activate handler, no tap gesture, no control action) and no view-tree
/// ancestor handles taps (VoiceOver's double tap on such an element sends a tap to its activation
/// point, which an ancestor's gesture receives: a label with `.button` inside a tappable cell works).
/// Disabled elements (`.notEnabled`, or `isEnabled == false`) are exempt: doing nothing is expected.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Captures do not say what activation does: not evaluated.
///
/// Source: WCAG 2.2 SC 4.1.2 Name, Role, Value (the role matches what the element does) and SC 2.1.1
/// Keyboard (all functionality operable without a pointer); Apple HIG, Accessibility.
public struct ActionMissingRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "action.missing", auditType: .action, reference: .wcag(.nameRoleValue),
        summary: """
            "Action is missing": a button or link VoiceOver reaches whose activation does nothing,
            with no ancestor that handles the tap VoiceOver sends. Disabled elements are exempt; captures do
            not say what activation does and are not evaluated. Also rests on WCAG 2.2 SC 2.1.1 Keyboard.
            """,
        title: """
            ours: Apple's `action` type is macOS-only and its titles are not public.
            """,
        threshold: """
            none: an activation or not.
            """,
        evidence: [
            "traits", "hasActivation",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each enabled reachable button or link without an activation.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        var unknown = 0
        for id in facts.voiceOverElements {
            let type = facts.elements[id].elementType
            guard
                facts.elements[id].traits?.isDisjoint(with: [.button, .link]) == false
                    || (facts.elements[id].traits == nil && (type == .button || type == .link))
            else { continue }
            let element = facts.elements[id]
            guard let traits = element.traits ?? Self.impliedTraits(element.elementType),
                !traits.isDisjoint(with: [.button, .link]), !traits.contains(.notEnabled),
                element.isEnabled != false
            else { continue }
            guard let hasActivation = element.hasActivation else {
                unknown += 1
                continue
            }
            guard !hasActivation, element.isInteractive != true,
                !facts.hasInteractiveAncestor[id]
            else { continue }
            let kind = traits.contains(.link) ? "link" : "button"
            var evidence = AccessibilityAuditEvidence()
            evidence[.traits] = traits.names
            evidence[.hasActivation] = hasActivation
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Action is missing",
                detailedDescription: "VoiceOver announces the \(kind) \(name), but activating it does "
                    + "nothing: it has no action, tap gesture or accessibilityActivate(). Give it an action, "
                    + "or remove the .\(kind) trait if it is not meant to be activated.",
                evidence: evidence)
        }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "the source does not say what activating an element does", elementCount: unknown)
        }
    }

    /// The traits an element type implies where traits are not recorded (captures).
    static func impliedTraits(_ type: ElementType) -> AccessibilityTraits? {
        switch type {
        case .button: .button
        case .link: .link
        default: nil
        }
    }
}
