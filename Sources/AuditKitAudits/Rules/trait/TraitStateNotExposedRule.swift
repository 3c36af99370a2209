import AuditKitModel

/// Finds controls whose selected or disabled state is not in their traits: "Element's state is not exposed".
///
/// UIKit adds `.selected` to a selected control and `.notEnabled` to a disabled one, but a control
/// whose `accessibilityTraits` were set replaces those defaults: a custom tab or segment that is
/// selected (`Control.isSelected == true`) without `.selected`, or a disabled control
/// (`isEnabled == false`) without `.notEnabled`, leaves VoiceOver users unaware of its state. Fires
/// only on that evidence (the model knows the control's state); custom elements, which have no state
/// apart from their traits, and captures, whose state comes from the traits themselves, are not judged.
/// A control in a known state whose traits are unknown (hierarchy JSON without `traits`) is not
/// evaluated and counted.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Apple does not publish the compact text of its trait audit; "Element's state is not exposed" is ours.
///
/// Source: WCAG 2.2 SC 4.1.2 Name, Role, Value (states can be determined programmatically).
public struct TraitStateNotExposedRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.stateNotExposed", auditType: .trait, reference: .wcag(.nameRoleValue),
        summary: """
            "Element's state is not exposed": a selected control without `.selected`, or a disabled
            control without `.notEnabled`, because its traits were set and replaced UIKit's defaults. Captures,
            whose state comes from the traits themselves, are not judged.
            """,
        title: """
            ours: as `trait.missingButtonOrLink`.
            """,
        threshold: """
            none: the control's state and its traits agree, or not.
            """,
        evidence: [
            "traits", "missingTraits",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each reachable control whose selected or enabled state is missing from its traits.
    public func audit(_ context: AccessibilityAuditContext) {
        guard !context.hierarchy.source.isCapture else { return }
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        var unknownTraits = 0
        defer {
            if unknownTraits > 0 {
                context.notEvaluated(self, reason: "the element's traits are unknown", elementCount: unknownTraits)
            }
        }
        for id in facts.voiceOverElements
        where !facts.elements[id].isCustomElement
            && (facts.elements[id].isSelected == true || facts.elements[id].isEnabled == false)
        {
            let element = facts.elements[id]
            guard let traits = element.traits else {
                unknownTraits += 1
                continue
            }
            var missing: [String] = []
            var missingTraits: AccessibilityTraits = []
            if element.isSelected == true, !traits.contains(.selected) {
                missing.append("selected (.selected)")
                missingTraits.insert(.selected)
            }
            if element.isEnabled == false, !traits.contains(.notEnabled) {
                missing.append("disabled (.notEnabled)")
                missingTraits.insert(.notEnabled)
            }
            guard !missing.isEmpty else { continue }
            var evidence = AccessibilityAuditEvidence()
            evidence[.traits] = traits.names
            evidence[.missingTraits] = missingTraits.names
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Element's state is not exposed",
                detailedDescription: "The control \(name) is \(missing.joined(separator: " and ")), but "
                    + "its traits (\(traits)) do not say so: setting accessibilityTraits replaced UIKit's "
                    + "defaults. Insert the state trait into the traits you set, or add to them instead of replacing them.",
                evidence: evidence)
        }
    }
}
