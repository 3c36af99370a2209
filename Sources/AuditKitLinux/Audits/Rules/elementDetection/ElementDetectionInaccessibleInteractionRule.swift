import Foundation

/// "Interactive element is inaccessible": a view that acts on a tap but that VoiceOver cannot focus.
///
/// Apple has no published compact text for this case; this one names the problem plainly.
/// Fires for a visible view with a tap gesture, or an enabled control with actions
/// (`isInteractive == true`), that is not an element VoiceOver reaches. The classic case: a
/// container with a tap gesture whose labels VoiceOver reads one by one, never announcing that
/// anything can be activated. Source: WCAG 2.2 SC 2.1.1 Keyboard (all functionality operable
/// without a pointer; VoiceOver is such an interface) and SC 4.1.2 Name, Role, Value.
///
/// Not fired when:
/// - it lies inside an element VoiceOver reaches: whether that element acts for it (an activation,
///   custom actions) is the parent/child audit's question (`parentChild.hiddenInteractiveChild`),
///   so the same problem is not reported twice;
/// - the view contains reached interactive elements (buttons, text fields): its tap is then a
///   background gesture, such as dismissing the keyboard, not the only way to act;
/// - it lies behind a modal view, or is invisible.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// On captures interactivity is unknown: visible, enabled controls (``ElementType/isControl``, not
/// keyboard keys) stand in, and the plain views (`Other`, images, texts, cells) VoiceOver does not
/// reach as one element, outside a reached element, are counted as not evaluated ("the source does
/// not say which plain views respond to taps"): a control drawn from them cannot be seen. Whether VoiceOver reaches them comes from the accessibility view when
/// the importer could infer it, else from the `accessible` attribute; without either they are not
/// judged, and counted as not evaluated. Any descendant marked accessible keeps them from firing.
public struct ElementDetectionInaccessibleInteractionRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "elementDetection.inaccessibleInteraction", auditType: .elementDetection, reference: .wcag(.keyboard),
        summary: """
            "Interactive element is inaccessible": a visible view that acts on a tap (a tap gesture,
            an enabled control with actions) that VoiceOver does not reach, such as a tappable container whose
            labels VoiceOver reads one by one without announcing that anything can be activated. Not fired
            inside an element VoiceOver reaches (left to `parentChild.hiddenInteractiveChild`), nor for a view
            holding reached controls (its tap is a background gesture). On captures, visible enabled controls
            stand in for interactive views. Also rests on WCAG 2.2 SC 4.1.2 Name, Role, Value.
            """,
        title: """
            ours: Apple's title for an unreachable control is not public.
            """,
        threshold: """
            none: reached or not.
            """,
        evidence: [
            "hasAccessibleName", "isAccessibilityElement", "isInAccessibilityView", "isInteractive",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each interactive view VoiceOver cannot reach.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let behindModal = facts.hiddenByModalViews
        let screen = facts.screenFrame
        var unknown = 0
        var plainViewsUnknown: [Int] = []
        var found: [Int] = []
        facts.elements.withView { elements in
            var judged: [Int] = []
            for id in facts.viewTree.order {
                // Headless: known interactivity. Captures do not record it: a control type stands in.
                let type = elements[id].elementType
                if elements[id].isInteractive == nil, !type.isControl, Self.plainViewTypes.contains(type),
                    elements[id].isVoiceOverElement != true, elements[id].isShown(on: screen), !behindModal[id]
                {
                    plainViewsUnknown.append(id)
                }
                guard elements[id].isInteractive ?? (type.isControl && type != .key) else { continue }
                guard elements[id].isShown(on: screen), !behindModal[id], !elements[id].isDisabled else { continue }
                if type == .application || type == .window { continue }
                guard let isReached = elements[id].isVoiceOverElement else {
                    unknown += 1
                    continue
                }
                if !isReached { judged.append(id) }
            }
            guard !judged.isEmpty else { return }
            let reachedAncestor = facts.reachedAncestor
            let accessibleBelow = facts.hasAccessibleDescendant
            let reachedControlBelow = facts.hasDescendant { Self.isReachedControl($0) }
            for id in judged where reachedAncestor[id] == nil {
                // With interactivity known, reached controls inside mean a background gesture; without it,
                // any accessible element inside may be what VoiceOver activates (be conservative).
                if elements[id].isInteractive == nil ? accessibleBelow[id] : reachedControlBelow[id] { continue }
                found.append(id)
            }
        }
        for id in found { report(facts.elements[id], on: facts.hierarchy, in: context) }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "the capture does not say which elements VoiceOver reaches", elementCount: unknown)
        }
        // A control drawn from plain views (a row or card with a tap gesture) is invisible to a
        // source that does not record taps: those VoiceOver does not reach as one are not judged.
        if !plainViewsUnknown.isEmpty {
            let reachedAncestor = facts.reachedAncestor
            let count = plainViewsUnknown.count { reachedAncestor[$0] == nil }
            if count > 0 {
                context.notEvaluated(
                    self, reason: "the source does not say which plain views respond to taps", elementCount: count)
            }
        }
    }

    /// The element types a control drawn from plain views shows as (`Other`, an image, a text, a
    /// cell): judged only where the source says whether a tap on them does something.
    static let plainViewTypes: Set<ElementType> = [.other, .image, .staticText, .cell]

    /// A reached element that acts: an activation, an interactive view, or a control type.
    static func isReachedControl(_ element: ElementSnapshot) -> Bool {
        element.isVoiceOverElement == true
            && (element.hasActivation == true || element.isInteractive == true || element.elementType.isControl)
    }

    private func report(
        _ element: ElementSnapshot, on hierarchy: AccessibilityHierarchy, in context: AccessibilityAuditContext
    ) {
        let what =
            element.isInteractive == true
            ? "This view responds to taps"
            : "This \(element.elementType.readableName) is a control"
        let unnamed =
            element.isInteractive != true && element.accessibleName == nil
            ? " It has no label either: give it one (accessibilityLabel) when you make it reachable." : ""
        var evidence = AccessibilityAuditEvidence()
        evidence[.isInteractive] = element.isInteractive
        evidence[.isAccessibilityElement] = element.isAccessibilityElement
        evidence[.isInAccessibilityView] = element.isInAccessibilityView
        evidence[.hasAccessibleName] = element.accessibleName != nil
        context.report(
            self, element: element, on: hierarchy, compactDescription: "Interactive element is inaccessible",
            detailedDescription:
                "\(what), but VoiceOver cannot focus it, so VoiceOver users are never told it can be activated (they may only hear the text inside it). Make it one accessibility element with a label and the .button trait, or offer its action as a custom action on the element that contains it.\(unnamed)",
            evidence: evidence)
    }
}
