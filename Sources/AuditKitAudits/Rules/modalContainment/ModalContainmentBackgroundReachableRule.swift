import AuditKitModel

/// Finds content behind a dimming view that VoiceOver still reaches: a presented view that is not
/// `accessibilityViewIsModal`.
///
/// When a custom presentation dims the screen and shows a sheet or dialog over it, sighted users
/// cannot touch what is behind; VoiceOver users can still swipe to it unless the presented view
/// sets `accessibilityViewIsModal` (or the content behind sets `accessibilityElementsHidden`), so
/// the reading and focus order leave the dialog (WCAG 2.2 SC 1.3.2 Meaningful Sequence, SC 2.4.3
/// Focus Order). Modality is judged from what covers the screen (`DimmingView`; the ``descriptor``'s
/// `threshold` gives the sizes and colours): over most of the screen, with content presented on it, a translucent dark view, a translucent material (a
/// blur: a bottom sheet over blurred content) or an invisible layer that takes taps (a sheet's "tap
/// outside to dismiss" layer). The screen is looked at with VoiceOver running, since presentations
/// may react to it. Evidence: `coveredElementCount`, `coveredElements` (all their names; the
/// message lists three), `presentation` (`dimmingView`, `blurView`, `tapLayer`, `alert` or
/// `sheet`), and for a cover `dimmingCoverage` (0 to 1) and, for a dimming view, `dimmingColor`.
///
/// Elements a view with `accessibilityViewIsModal` hides (its siblings, UIKit's rule; in a hierarchy
/// without the accessibility view, everything outside it: ``AccessibilityHierarchy/isBehindModal()``)
/// are not reached, whatever a hierarchy JSON file's lists say: a sheet marked modal passes. In
/// hierarchy JSON from other tools, an empty view over the screen under presented content whose
/// background, material and taps are all absent is counted as not evaluated.
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
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "modalContainment.backgroundReachable", auditType: .modalContainment, reference: .wcag(.focusOrder),
        summary: """
            "Content behind modal view is reachable": a custom presentation that covers the screen
            (dims it, blurs it, or lays an invisible view that takes taps over it) and shows a sheet or dialog
            over it while VoiceOver can still swipe to the content behind, because the presented view is not
            `accessibilityViewIsModal`; or an alert or action sheet on top that the hierarchy records as not
            modal. What a view with `accessibilityViewIsModal` hides is not reached, whatever a hierarchy JSON
            file's lists say. The screen is looked at with VoiceOver running. Captures hold no background
            colours: one showing an `Alert` or `Sheet` (UIKit's, modal by UIKit) passes, others are not
            evaluated; so is hierarchy JSON without the accessibility view, or with an empty view over the
            screen whose looks and taps it leaves out. Also rests on WCAG 2.2 SC 1.3.2 Meaningful Sequence.
            """,
        title: """
            ours: a type beyond Apple's.
            """,
        threshold: """
            the cover is visible, covers at least \(AuditThresholds.text(DimmingView.minimumCoverage * 100)) % of the screen, and is a dimming view (a
            dark, sRGB relative luminance at most \(AuditThresholds.text(DimmingView.maximumLuminance)), translucent, alpha \(
                AuditThresholds.text(DimmingView.alphaRange.lowerBound)) to \(AuditThresholds.text(DimmingView.alphaRange.upperBound)), background), a
            translucent material (`isTranslucentMaterial`), or an empty, invisible (no background, or alpha
            under \(AuditThresholds.text(DimmingView.alphaRange.lowerBound))) view that takes taps; with content presented on it.
            """,
        evidence: [
            "coveredElementCount", "coveredElements", "presentation", "dimmingColor", "dimmingCoverage",
        ])

    /// Why an empty view over the screen under presented content is not judged (hierarchy JSON
    /// without its looks and taps).
    static let unknownCoverReason =
        "a view covers the screen under presented content, but whether it dims, blurs or takes taps is unknown"

    /// Creates the rule.
    public init() {}

    /// Reports each dimming view whose covered content VoiceOver still reaches.
    public func audit(_ context: AccessibilityAuditContext) {
        guard let screen = context.screenForModalRules(self) else { return }
        let facts = context.facts(of: screen)
        // What a view with accessibilityViewIsModal hides (its siblings, by UIKit's rule; everything
        // else where the hierarchy does not record the accessibility view) VoiceOver does not reach,
        // whatever a hierarchy's lists say.
        let behindModal = screen.isBehindModal()
        var reported = Set<Int>()
        var unknownCovers = 0
        for found in DimmingView.find(in: facts) {
            let covered = found.covered.filter { !(behindModal.indices.contains($0.id) && behindModal[$0.id]) }
            // One issue per presented view, however many covers lie under it (a blur and a tap layer).
            guard !covered.isEmpty, !reported.contains(found.presented.id) else { continue }
            if found.kind == .unknown {
                unknownCovers += 1
                continue
            }
            var evidence = AccessibilityAuditEvidence()
            evidence[.presentation] = found.kind.rawValue
            if found.kind == .dimming { evidence[.dimmingColor] = found.dimming.backgroundColor?.hexString }
            evidence[.dimmingCoverage] = found.coverage
            let behind: String
            switch found.kind {
            case .dimming, .unknown: behind = "the dimming view"
            case .blur: behind = "the blur over the screen"
            case .tapLayer: behind = "the invisible layer that takes taps over the screen"
            }
            report(found.presented, covered: covered, behind: behind, evidence: evidence, on: screen, in: context)
            reported.insert(found.presented.id)
            reported.insert(found.dimming.id)
        }
        if unknownCovers > 0 {
            context.notEvaluated(self, reason: Self.unknownCoverReason, elementCount: unknownCovers)
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
        if hierarchy.source.kind == .json, !hierarchy.elements.contains(where: { $0.isInAccessibilityView == true }) {
            // Hierarchy JSON without the accessibility view: what VoiceOver reaches behind a cover is
            // unknown, unless a modal view shows (then VoiceOver reaches only it: isBehindModal()).
            if modalPresentation != nil { return nil }
            notEvaluated(rule, reason: "the hierarchy does not record which elements VoiceOver reaches")
            return nil
        }
        if var settings = hierarchy.settings, !settings.isVoiceOverRunning {
            settings.isVoiceOverRunning = true
            return hierarchy(under: settings) ?? hierarchy
        }
        return hierarchy
    }
}
