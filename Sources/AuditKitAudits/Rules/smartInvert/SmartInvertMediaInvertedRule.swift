import AuditKitModel

/// Finds photos and video that Smart Invert would invert.
///
/// Smart Invert inverts the interface's colours but should leave pictures alone; UIKit does that
/// only for views (and their subviews) with `accessibilityIgnoresInvertColors` set (Apple HIG,
/// Accessibility, "Smart Invert"; UIKit documentation of `accessibilityIgnoresInvertColors`). The
/// rule looks at the screen with Smart Invert on and reports every visible view that
/// ``View/displaysMedia`` while neither it nor an ancestor ignores invert colours. Captures are not evaluated.
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Severity: a warning, since it is Apple HIG advice, not a WCAG success criterion; pass `failOn: .warning` to fail on it.
public struct SmartInvertMediaInvertedRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "smartInvert.mediaInverted", auditType: .smartInvert, reference: .appleIgnoresInvertColors,
        defaultSeverity: .warning,
        summary: """
            "Media inverted by Smart Invert": a visible view showing a photo or video
            (``View/displaysMedia``) that Smart Invert would invert, because neither it nor an ancestor sets
            `accessibilityIgnoresInvertColors`. Also rests on Apple HIG, Accessibility. Captures are not
            evaluated.
            """,
        title: """
            ours: a type beyond Apple's.
            """,
        threshold: """
            none: ignored by Smart Invert or not.
            """,
        evidence: [
            "accessibilitySetting", "displaysMedia", "ignoresInvertColors",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports visible media views that Smart Invert would invert.
    public func audit(_ context: AccessibilityAuditContext) {
        guard let screen = context.hierarchy(with: \.isInvertColorsEnabled, named: "Smart Invert", for: self) else {
            return
        }
        var unknown = 0
        let facts = context.facts(of: screen)
        var ignores: [Bool?]?  // O(n), for deep trees; only for a screen that shows media
        for id in facts.viewTree.order where facts.elements[id].isVisible == true {
            guard let media = facts.elements[id].displaysMedia else {
                unknown += 1
                continue
            }
            guard media else { continue }
            if ignores == nil { ignores = screen.ignoresInvertColorsByElement() }
            switch ignores?[id] ?? nil {
            case false?:
                let element = facts.elements[id]
                var evidence = AccessibilityAuditEvidence()
                evidence[.accessibilitySetting] = "isInvertColorsEnabled"
                evidence[.displaysMedia] = true
                evidence[.ignoresInvertColors] = false
                context.report(
                    self, element: element, in: screen, compactDescription: "Media inverted by Smart Invert",
                    detailedDescription: "This view shows a photo or video that Smart Invert will invert. "
                        + "Set accessibilityIgnoresInvertColors = true on it (or on a container).",
                    evidence: evidence)
            case nil: unknown += 1
            case true?: break
            }
        }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "whether the view shows media, or ignores invert colours, is unknown",
                elementCount: unknown)
        }
    }
}
