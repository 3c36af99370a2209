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
/// (all their names; the message lists three), `presentation` (`dimmingView`, `alert` or `sheet`),
/// and for a dimming view `dimmingColor` and `dimmingCoverage` (0 to 1).
///
/// An alert or action sheet is evidence of a presentation too, without colours: UIKit makes its
/// alerts and action sheets modal for VoiceOver, so one that a hierarchy records as not modal
/// (`isModal == false`: a headless ``AlertView`` whose `accessibilityViewIsModal` was turned off),
/// the one on top, while VoiceOver reaches elements outside it is reported the same way (once, when a dimming view
/// under it already was not). On captures, which hold no background colours, an `Alert` or `Sheet`
/// (the capture's ``ModalPresentation``, a system alert included) is UIKit's, modal by UIKit: the
/// audit is evaluated and passes; a capture without one is not evaluated (no colours to find
/// dimming views by).
public struct ModalContainmentBackgroundReachableRule: DescribedAccessibilityAuditRule {
    /// `modalContainment.backgroundReachable`: ``AccessibilityAuditType/modalContainment``, WCAG 2.2 SC 2.4.3 Focus Order; it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "modalContainment.backgroundReachable", auditType: .modalContainment, reference: .wcag(.focusOrder))

    /// Creates the rule.
    public init() {}

    /// Reports each dimming view whose covered content VoiceOver still reaches.
    public func audit(_ context: AccessibilityAuditContext) {
        guard let screen = context.screenForModalRules(self) else { return }
        let facts = context.facts(of: screen)
        var reported = Set<Int>()
        for found in DimmingView.find(in: facts) where !found.covered.isEmpty {
            var evidence = AccessibilityAuditEvidence()
            evidence[.presentation] = "dimmingView"
            evidence[.dimmingColor] = found.dimming.backgroundColor?.hexString
            evidence[.dimmingCoverage] = found.coverage
            report(
                found.presented, covered: found.covered, behind: "the dimming view", evidence: evidence, on: screen,
                in: context)
            reported.insert(found.presented.id)
            reported.insert(found.dimming.id)
        }
        // The alert or action sheet on top (the last drawn), when it is recorded as not modal.
        let elements = facts.elements
        guard
            let top = facts.viewTree.order.last(where: {
                [.alert, .sheet].contains(elements[$0].elementType) && elements[$0].isVisible != false
            }),
            elements[top].isModal == false
        else { return }
        let presented = elements[top]
        let ancestors = Set(screen.ancestors(of: top).map(\.id))
        if reported.contains(top) || !ancestors.isDisjoint(with: reported) { return }
        let inside = facts.viewTree.subtree(of: top)  // the alert's own subtree, as positions
        let covered = facts.accessibilityElements.filter { id in
            elements[id].isVisible != false && !ancestors.contains(id)
                && !(facts.viewTree.contains(id) && inside.contains(facts.viewTree.position[id]))
        }.map { elements[$0] }
        guard !covered.isEmpty else { return }
        var evidence = AccessibilityAuditEvidence()
        evidence[.presentation] = presented.elementType.rawValue
        report(
            presented, covered: covered, behind: "the \(presented.elementType == .alert ? "alert" : "action sheet")",
            evidence: evidence, on: screen, in: context)
    }

    private func report(
        _ presented: ElementSnapshot, covered: [ElementSnapshot], behind: String, evidence: AccessibilityAuditEvidence,
        on screen: AccessibilityHierarchy, in context: AccessibilityAuditContext
    ) {
        let names = covered.prefix(3).map { "'\($0.accessibleName ?? $0.elementType.xcuiName)'" }
        let more = covered.count > 3 ? " and \(covered.count - 3) more" : ""
        var evidence = evidence
        evidence[.coveredElementCount] = covered.count
        evidence[.coveredElements] = covered.map { $0.accessibleName ?? $0.elementType.xcuiName }
        context.report(
            self, element: presented, in: screen, compactDescription: "Content behind modal view is reachable",
            detailedDescription: "VoiceOver still reaches \(covered.count) element(s) behind \(behind) "
                + "(\(names.joined(separator: ", "))\(more)). Set accessibilityViewIsModal = true on the presented view, "
                + "or accessibilityElementsHidden = true on the content behind it.",
            evidence: evidence)
    }
}

extension AccessibilityAuditContext {
    /// The screen as VoiceOver users get it (re-snapshotted with VoiceOver running when possible),
    /// or `nil` for captures: with a not-evaluated record, as they hold no background colours, unless
    /// the capture shows an alert or action sheet (modal by UIKit, so the audit passes).
    fileprivate func screenForModalRules(_ rule: some AccessibilityAuditRule) -> AccessibilityHierarchy? {
        if hierarchy.source.isCapture {
            // An Alert or Sheet in a capture is UIKit's, which UIKit makes modal: nothing behind it is reached.
            if let modal = modalPresentation, modal.kind != .modalView { return nil }
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
