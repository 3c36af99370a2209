/// Finds content behind a dimming view that VoiceOver still reaches: a presented view that is not
/// `accessibilityViewIsModal`.
///
/// When a custom presentation dims the screen and shows a sheet or dialog over it, sighted users
/// cannot touch what is behind; VoiceOver users can still swipe to it unless the presented view
/// sets `accessibilityViewIsModal` (or the content behind sets `accessibilityElementsHidden`), so
/// the reading and focus order leave the dialog (WCAG 2.2 SC 1.3.2 Meaningful Sequence, SC 2.4.3
/// Focus Order). The dimming view heuristic is `DimmingView` (a translucent dark view over at
/// least 90% of the screen with content presented on it). The screen is looked at with VoiceOver
/// running, since presentations may react to it. Evidence: `coveredElementCount`, `coveredElements`
/// (all their names; the message lists three), `dimmingColor` and `dimmingCoverage` (0 to 1). Captures hold no background colours and are not evaluated.
public struct ModalContainmentBackgroundReachableRule: DescribedAccessibilityAuditRule {
    /// `modalContainment.backgroundReachable`: ``AccessibilityAuditType/modalContainment``, WCAG 2.2 SC 2.4.3 Focus Order; it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "modalContainment.backgroundReachable", auditType: .modalContainment, reference: .wcag(.focusOrder))

    /// Creates the rule.
    public init() {}

    /// Reports each dimming view whose covered content VoiceOver still reaches.
    public func audit(_ context: AccessibilityAuditContext) {
        guard let screen = context.screenForModalRules(self) else { return }
        for found in DimmingView.find(in: context.facts(of: screen)) where !found.covered.isEmpty {
            let names = found.covered.prefix(3).map { "'\($0.accessibleName ?? $0.elementType.xcuiName)'" }
            let more = found.covered.count > 3 ? " and \(found.covered.count - 3) more" : ""
            var evidence = AccessibilityAuditEvidence()
            evidence[.coveredElementCount] = found.covered.count
            evidence[.coveredElements] = found.covered.map { $0.accessibleName ?? $0.elementType.xcuiName }
            evidence[.dimmingColor] = found.dimming.backgroundColor?.hexString
            evidence[.dimmingCoverage] = found.coverage
            context.report(self, element: found.presented, in: screen, compactDescription: "Content behind modal view is reachable",
                           detailedDescription: "VoiceOver still reaches \(found.covered.count) element(s) behind the dimming view "
                               + "(\(names.joined(separator: ", "))\(more)). Set accessibilityViewIsModal = true on the presented view, "
                               + "or accessibilityElementsHidden = true on the content behind it.",
                           evidence: evidence)
        }
    }
}

extension AccessibilityAuditContext {
    /// The screen as VoiceOver users get it (re-snapshotted with VoiceOver running when possible),
    /// or `nil` with a not-evaluated record for captures, which hold no background colours.
    fileprivate func screenForModalRules(_ rule: some AccessibilityAuditRule) -> AccessibilityHierarchy? {
        if hierarchy.source.isCapture {
            notEvaluated(rule, reason: "a capture holds no background colours to find dimming views by")
            return nil
        }
        if var settings = hierarchy.settings, !settings.isVoiceOverRunning {
            settings.isVoiceOverRunning = true
            return hierarchy(under: settings) ?? hierarchy
        }
        return hierarchy
    }
}
