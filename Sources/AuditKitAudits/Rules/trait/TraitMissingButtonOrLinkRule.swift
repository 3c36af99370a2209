import AuditKitModel

/// Finds elements that do something when activated but do not say so: "Element has no button or link trait".
///
/// Fires for an element VoiceOver reaches whose activation does something (an activate handler, a tap
/// gesture, a control's action: `hasActivation` or `isInteractive`) but whose traits have neither
/// `.button` nor `.link`, nor any other trait that tells how to operate it (`.adjustable`,
/// `.keyboardKey`, `.searchField`, `.tabBar`, `.toggleButton`, `.allowsDirectInteraction`,
/// `.causesPageTurn`). Controls that already have their type (switches, sliders, steppers, text
/// fields and views, pickers, segmented controls, tabs, keys, page indicators) and cells (which
/// VoiceOver announces as selectable rows) are not judged. VoiceOver users hear no "button" and do not
/// know the element can be activated.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Apple does not publish the compact text of its trait audit; "Element has no button or link trait"
/// is ours. Captures do not say which elements respond to taps: not evaluated. Neither may
/// hierarchy JSON from other tools, element by element: a reached element (not of a typed control)
/// whose `hasActivation` and `isInteractive` are both absent and whose traits are unknown or hold no
/// operable trait, or one that acts but whose traits are unknown, is counted as not evaluated.
///
/// Source: WCAG 2.2 SC 4.1.2 Name, Role, Value (the role of a user interface component can be
/// determined programmatically); Apple HIG, Accessibility (VoiceOver: describe what an element does).
public struct TraitMissingButtonOrLinkRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.missingButtonOrLink", auditType: .trait, reference: .wcag(.nameRoleValue),
        summary: """
            "Element has no button or link trait": an element VoiceOver reaches that does something
            when activated but whose traits say neither `.button` nor `.link` nor any other way to operate it.
            Controls that have their own type (switches, sliders, text fields, tabs, …) and cells are not
            judged; captures do not say what responds to taps and are not evaluated.
            """,
        title: """
            ours: Apple's trait titles are not public beyond "Label duplicates traits".
            """,
        threshold: """
            none: the traits say how to operate it, or not.
            """,
        evidence: [
            "traits", .init("expectedTraits", note: "`button`, `link`"),
        ])

    /// Traits that tell VoiceOver users how to operate an element.
    static let operableTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .tabBar,
        .toggleButton, .allowsDirectInteraction, .causesPageTurn,
    ]
    /// Element types that carry their role themselves.
    static let typedControls: Set<ElementType> = [
        .button, .link, .switch, .toggle, .slider, .stepper, .textField,
        .secureTextField, .searchField, .textView, .segmentedControl, .picker,
        .tab, .key, .pageIndicator, .cell,
    ]

    /// Creates the rule.
    public init() {}

    /// Reports each reachable element with an action and no operable trait.
    public func audit(_ context: AccessibilityAuditContext) {
        if context.hierarchy.source.isCapture {
            context.notEvaluated(self, reason: "the capture does not say which elements respond to taps")
            return
        }
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        // Hierarchy JSON from other tools may leave out what an element does, or its traits: not
        // judged, counted (not passed). Element types that carry their role are not in question.
        let unknown = facts.voiceOverElements.count { id in
            let element = facts.elements[id]
            guard !Self.typedControls.contains(element.elementType) else { return false }
            let acts = element.hasActivation == true || element.isInteractive == true
            let mayAct = element.hasActivation == nil && element.isInteractive == nil
            return (acts && element.traits == nil)
                || (mayAct && element.traits.map { $0.isDisjoint(with: Self.operableTraits) } ?? true)
        }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "the source does not say whether these elements respond to taps, or their traits",
                elementCount: unknown)
        }
        for id in facts.voiceOverElements
        where facts.elements[id].hasActivation == true || facts.elements[id].isInteractive == true {
            let element = facts.elements[id]
            guard
                let traits = element.traits, traits.isDisjoint(with: Self.operableTraits),
                !traits.contains(.notEnabled), !Self.typedControls.contains(element.elementType)
            else { continue }
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            var evidence = AccessibilityAuditEvidence()
            evidence[.traits] = traits.names
            evidence[.expectedTraits] = AccessibilityTraits([.button, .link]).names
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Element has no button or link trait",
                detailedDescription: "The element \(name) does something when activated, but its traits "
                    + "(\(traits)) do not include .button or .link, so VoiceOver does not announce it as "
                    + "something to activate. Add .button (or .link when it opens a web page).",
                evidence: evidence)
        }
    }
}
