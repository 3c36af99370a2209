import AuditKitModel

/// Finds elements whose traits contradict each other: "Element has conflicting traits".
///
/// Fires when one element has two traits that describe different ways to operate it: `.button` with
/// `.link`, `.button` with `.adjustable`, or `.link` with `.adjustable`. VoiceOver announces both and
/// the user cannot tell whether to double-tap or swipe up and down, or whether a page will open. A
/// switch's `.button` with `.toggleButton` is what UIKit gives and is not a conflict.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Works on captures that record traits (newer WebDriverAgent's `traits` attribute); a capture with
/// no traits at all is not evaluated, and so is each reached element whose traits are unknown
/// (counted: "the element's traits are unknown"). Apple does not publish the compact text of its trait audit;
/// "Element has conflicting traits" is ours.
///
/// Source: WCAG 2.2 SC 4.1.2 Name, Role, Value (one role that can be determined programmatically).
public struct TraitConflictingRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.conflicting", auditType: .trait, reference: .wcag(.nameRoleValue),
        summary: """
            "Element has conflicting traits": two traits that describe different ways to operate one
            element: `.button` with `.link`, `.button` with `.adjustable`, or `.link` with `.adjustable`. A
            switch's `.button` with `.toggleButton` is UIKit's own and not a conflict.
            """,
        title: """
            ours: as `trait.missingButtonOrLink`.
            """,
        threshold: """
            none: a conflicting pair or not.
            """,
        evidence: [
            "traits", "conflictingTraits",
        ])

    /// The pairs of traits that conflict.
    public static let conflictingPairs: [(AccessibilityTraits, AccessibilityTraits)] = [
        (.button, .link), (.button, .adjustable), (.link, .adjustable),
    ]

    /// Creates the rule.
    public init() {}

    /// Reports each reachable element with a conflicting pair of traits.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        let reached = facts.voiceOverElements
        if facts.isCapture, !reached.contains(where: { facts.elements[$0].traits != nil }) {
            context.notEvaluated(self, reason: "the capture records no traits")
            return
        }
        let conflicting: AccessibilityTraits = [.button, .link, .adjustable]
        // Elements whose traits a hierarchy leaves out (hierarchy JSON from other tools, a capture
        // element without the attribute) cannot be judged: counted, not passed.
        let unknown = reached.count { facts.elements[$0].traits == nil }
        if unknown > 0 {
            context.notEvaluated(self, reason: "the element's traits are unknown", elementCount: unknown)
        }
        for id in reached {
            // Two of button, link and adjustable, or none to report.
            guard let traits = facts.elements[id].traits, traits.intersection(conflicting).rawValue.nonzeroBitCount >= 2
            else { continue }
            let element = facts.elements[id]
            let pairs = Self.conflictingPairs.filter { traits.contains($0.0) && traits.contains($0.1) }
            guard !pairs.isEmpty else { continue }
            let names = pairs.map { ".\($0.0.names.joined()) with .\($0.1.names.joined())" }.joined(separator: ", ")
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            var evidence = AccessibilityAuditEvidence()
            evidence[.traits] = traits.names
            evidence[.conflictingTraits] = pairs.reduce(AccessibilityTraits()) { $0.union($1.0).union($1.1) }.names
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Element has conflicting traits",
                detailedDescription: "The element \(name) has \(names): VoiceOver announces both, and "
                    + "the user cannot tell how to operate it. Keep the one trait that says what it does.",
                evidence: evidence)
        }
    }
}
