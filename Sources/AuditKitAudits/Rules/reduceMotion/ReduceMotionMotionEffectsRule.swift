import AuditKitModel

/// Finds decorative motion effects (parallax) that stay on while Reduce Motion is on.
///
/// WCAG 2.2 SC 2.3.3 Animation from Interactions (AAA) asks that motion triggered by interaction can
/// be turned off unless essential; Apple's Human Interface Guidelines (Accessibility, "Motion") ask
/// apps to remove parallax and other decorative motion when Reduce Motion is on, because it can
/// cause dizziness or nausea. The rule re-snapshots the screen with the setting on (a view can drop
/// its `UIInterpolatingMotionEffect`s in ``View/accessibilitySettingsDidChange(_:)``) and reports
/// every visible view whose ``View/motionEffects`` are not empty. Captures are not evaluated.
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Severity: a warning, since WCAG 2.2 SC 2.3.3 is level AAA and the rest is Apple HIG advice; pass `failOn: .warning` to fail on it.
public struct ReduceMotionMotionEffectsRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "reduceMotion.motionEffects", auditType: .reduceMotion, reference: .wcag(.animationFromInteractions),
        defaultSeverity: .warning,
        summary: """
            "Motion not reduced": a visible view that keeps decorative motion effects (parallax) when
            the screen is snapshotted again with Reduce Motion on. A warning: WCAG 2.2 SC 2.3.3 is level AAA,
            and the rest is Apple HIG advice. Captures are not evaluated.
            """,
        title: """
            ours: a type beyond Apple's.
            """,
        threshold: """
            none: any motion effect left (``View/motionEffects``).
            """,
        evidence: [
            "accessibilitySetting", "motionEffects",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports visible views with motion effects under Reduce Motion.
    public func audit(_ context: AccessibilityAuditContext) {
        guard let screen = context.hierarchy(with: \.isReduceMotionEnabled, named: "Reduce Motion", for: self) else {
            return
        }
        var unknown = 0
        let facts = context.facts(of: screen)
        for id in facts.viewTree.order where facts.elements[id].isVisible == true {
            guard let effects = facts.elements[id].motionEffects else {
                unknown += 1
                continue
            }
            guard !effects.isEmpty else { continue }
            let element = facts.elements[id]
            var evidence = AccessibilityAuditEvidence()
            evidence[.accessibilitySetting] = "isReduceMotionEnabled"
            evidence[.motionEffects] = effects
            context.report(
                self, element: element, in: screen, compactDescription: "Motion not reduced",
                detailedDescription:
                    "This view keeps its motion effects (\(effects.joined(separator: ", "))) while Reduce Motion is on. "
                    + "Remove decorative motion when UIAccessibility.isReduceMotionEnabled is true.",
                evidence: evidence)
        }
        if unknown > 0 {
            context.notEvaluated(self, reason: "the view's motion effects are unknown", elementCount: unknown)
        }
    }
}
