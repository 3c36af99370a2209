import AuditKitModel

/// Finds translucent materials (blurs) that stay translucent while Reduce Transparency is on.
///
/// With Reduce Transparency on, iOS makes its own materials opaque, and Apple's Human Interface
/// Guidelines (Accessibility, "Reduce Transparency") ask apps to do the same with custom blurs and
/// translucent backgrounds: text over a blur is harder to read for people with low vision. The rule
/// re-snapshots the screen with the setting on (``View/accessibilitySettingsDidChange(_:)`` lets a
/// view swap its blur for an opaque colour) and reports every visible view that still has
/// ``View/isTranslucentMaterial``. Views whose material is unknown (JSON without the fact) are
/// counted as not evaluated; captures are not evaluated. Evidence: `accessibilitySetting`
/// (`isReduceTransparencyEnabled`) and `isTranslucentMaterial` (`true`).
///
/// Severity: a warning, since it is Apple HIG advice, not a WCAG success criterion; pass `failOn: .warning` to fail on it.
public struct ReduceTransparencyTranslucentMaterialRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "reduceTransparency.translucentMaterial", auditType: .reduceTransparency,
        reference: .appleHIGAccessibility, defaultSeverity: .warning,
        summary: """
            "Translucent under Reduce Transparency": a visible view that still shows a translucent
            material (a blur) when the screen is snapshotted again with Reduce Transparency on. Captures are not
            evaluated.
            """,
        title: """
            ours: a type beyond Apple's.
            """,
        threshold: """
            none: translucent or not (``View/isTranslucentMaterial``).
            """,
        evidence: [
            "accessibilitySetting", "isTranslucentMaterial",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports visible translucent materials under Reduce Transparency.
    public func audit(_ context: AccessibilityAuditContext) {
        guard
            let screen = context.hierarchy(with: \.isReduceTransparencyEnabled, named: "Reduce Transparency", for: self)
        else { return }
        var unknown = 0
        let facts = context.facts(of: screen)
        for id in facts.viewTree.order where facts.elements[id].isVisible == true {
            switch facts.elements[id].isTranslucentMaterial {
            case true?:
                let element = facts.elements[id]
                var evidence = AccessibilityAuditEvidence()
                evidence[.accessibilitySetting] = "isReduceTransparencyEnabled"
                evidence[.isTranslucentMaterial] = true
                context.report(
                    self, element: element, in: screen, compactDescription: "Translucent under Reduce Transparency",
                    detailedDescription:
                        "This view still shows a translucent material while Reduce Transparency is on. "
                        + "Replace the blur with an opaque background when UIAccessibility.isReduceTransparencyEnabled is true.",
                    evidence: evidence)
            case nil: unknown += 1
            case false?: break
            }
        }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "whether the view shows a translucent material is unknown", elementCount: unknown)
        }
    }
}
