/// Finds controls hidden inside an element that does not act for them: "Parent/Child mismatch".
///
/// An accessibility element is a leaf: VoiceOver does not reach the views inside it. Combining a
/// cell's texts into one element is the recommended pattern, so hidden text is fine. Fires only when
/// a view inside the element is interactive (a tap gesture or an enabled control with actions), is
/// visible and enabled, and VoiceOver does not reach it, while the element itself has no activation
/// and no custom actions that could stand in for it: the control cannot be used with VoiceOver.
/// One issue per element, naming the hidden controls.
///
/// Evidence: `hiddenInteractiveCount` and `hiddenInteractiveElements` (all their names; the message lists five).
///
/// Captures do not say what is interactive, and show the automation tree: not evaluated.
///
/// Source: WCAG 2.2 SC 2.1.1 Keyboard and SC 4.1.2 Name, Role, Value; Apple HIG, Accessibility.
public struct ParentChildHiddenInteractiveChildRule: DescribedAccessibilityAuditRule {
    /// `parentChild.hiddenInteractiveChild`: ``AccessibilityAuditType/parentChild``, WCAG 2.2 SC 4.1.2 Name, Role, Value; it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "parentChild.hiddenInteractiveChild", auditType: .parentChild, reference: .wcag(.nameRoleValue))

    /// Creates the rule.
    public init() {}

    /// Reports each reachable element that hides interactive views and does not act for them.
    public func audit(_ context: AccessibilityAuditContext) {
        if context.hierarchy.source.isCapture {
            context.notEvaluated(self, reason: "the capture does not say which views are interactive")
            return
        }
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        let tree = facts.viewTree
        // The positions of views that would be hidden interactive children, ascending: each
        // element's are one range of them.
        let candidates = facts.elements.withUnsafeBufferPointer { elements in
            tree.order.indices.filter { position in
                let child = elements[tree.order[position]]
                return child.isVisible != false && child.isEnabled != false && child.isInAccessibilityView != true
                    && (child.isInteractive == true || child.hasActivation == true)
            }
        }
        guard !candidates.isEmpty else { return }
        for id in facts.voiceOverElements where !facts.elements[id].isCustomElement {
            let element = facts.elements[id]
            guard element.hasActivation != true, element.isInteractive != true,
                  (element.customActionNames ?? []).isEmpty else { continue }
            let range = tree.descendants(of: id)
            var index = Self.firstIndex(in: candidates, atLeast: range.lowerBound)
            var hidden: [ElementSnapshot] = []
            while index < candidates.count, candidates[index] < range.upperBound {
                hidden.append(facts.elements[tree.order[candidates[index]]])
                index += 1
            }
            guard !hidden.isEmpty else { continue }
            let names = hidden.prefix(5).map { $0.accessibleName.map { "'\($0)'" } ?? $0.elementType.xcuiName }
            var evidence = AccessibilityAuditEvidence()
            evidence[.hiddenInteractiveCount] = hidden.count
            evidence[.hiddenInteractiveElements] = hidden.map { $0.accessibleName ?? $0.elementType.xcuiName }
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            context.report(self, element: element, on: hierarchy, compactDescription: "Parent/Child mismatch",
                           detailedDescription: "The element \(name) is an accessibility element, so VoiceOver does not "
                            + "reach the \(hidden.count) interactive view(s) inside it (\(names.joined(separator: ", "))), "
                            + "and it has no activation or custom actions of its own. Expose them as custom actions, "
                            + "make the element activate them, or stop making the container an element.",
                           evidence: evidence)
        }
    }

    /// The index of the first of `sorted` that is at least `value`.
    private static func firstIndex(in sorted: [Int], atLeast value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
