import AuditKitModel

/// Finds modal views VoiceOver users cannot leave: "Action is missing".
///
/// Fires for a modal view (`accessibilityViewIsModal == true`) that VoiceOver reaches when neither
/// - the modal, an ancestor or an element inside it handles VoiceOver's escape gesture (two-finger Z,
///   `accessibilityPerformEscape()`, which UIKit sends up from the focused element), nor
/// - an element VoiceOver reaches inside it has an activation and a label that reads like a way out:
///   a word "close", "dismiss", "done", "cancel", "back", "ok", "okay", "exit", "skip", "not now",
///   "got it", or (Japanese, Chinese) "閉じる", "キャンセル", "完了", "戻る", "关闭", "取消", "完成".
///
/// With `accessibilityViewIsModal` VoiceOver cannot leave the view any other way: a half-modal sheet
/// closed only by dragging or by tapping outside traps the user. Captures do not record modality:
/// they are never judged. Unknown facts are not evaluated, never passed or failed: a visible modal
/// view whose `isInAccessibilityView` is absent ("whether VoiceOver reaches the modal view is
/// unknown"), and one without a way out whose own `hasEscape` is absent ("whether the modal view
/// handles the escape gesture is unknown"; hierarchy JSON written by hand).
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.1.2 No Keyboard Trap; Apple, `accessibilityPerformEscape()` documentation
/// (modal views should implement it to dismiss).
public struct ActionModalEscapeRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "action.modalEscape", auditType: .action, reference: .wcag(.noKeyboardTrap),
        summary: """
            "Action is missing": a modal view (`accessibilityViewIsModal`) that VoiceOver users cannot
            leave: nothing in or around it handles VoiceOver's escape gesture, and no element inside reads like
            a way out. Captures do not record modality and are not judged.
            """,
        title: """
            ours: as `action.missing`.
            """,
        threshold: """
            a way out is an element with an activation whose label has one of the words "close",
            "dismiss", "done", "cancel", "back", "ok", "okay", "exit", "skip", "not now", "got it" (or their
            Japanese and Chinese forms).
            """,
        evidence: [
            "handlesEscape", "modalElementCount",
        ])

    /// Whole words (lower case) that name a way out.
    public static let dismissWords: Set<String> = [
        "close", "dismiss", "done", "cancel", "back", "ok", "okay", "exit", "skip",
    ]
    /// Phrases (lower case, words joined by one space) that name a way out.
    public static let dismissPhrases = ["not now", "got it"]
    /// Substrings that name a way out in Japanese and Chinese.
    public static let dismissSubstrings = ["閉じる", "キャンセル", "完了", "戻る", "关闭", "取消", "完成", "關閉"]

    /// Creates the rule.
    public init() {}

    /// Reports each reachable modal view without escape and without a dismiss element.
    ///
    /// What lies inside a modal view is a range of positions in the view tree and in the
    /// accessibility view, counted once for all modal views, so nested modal views cost O(n).
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let elements = facts.elements
        let modals = facts.viewTree.order.filter {
            elements[$0].isModal == true && elements[$0].isInAccessibilityView == true
                && elements[$0].isVisible != false
        }
        // A modal view whose reach is unknown (a hierarchy without the accessibility view) cannot
        // be judged: said, not passed.
        let unknownReach = facts.viewTree.order.count {
            elements[$0].isModal == true && elements[$0].isInAccessibilityView == nil && elements[$0].isVisible != false
        }
        if unknownReach > 0 {
            context.notEvaluated(
                self, reason: "whether VoiceOver reaches the modal view is unknown", elementCount: unknownReach)
        }
        guard !modals.isEmpty else { return }
        var unknownEscape = 0
        defer {
            if unknownEscape > 0 {
                context.notEvaluated(
                    self, reason: "whether the modal view handles the escape gesture is unknown",
                    elementCount: unknownEscape)
            }
        }
        let escapeAbove = facts.nearestAncestors { $0.hasEscape == true }
        let escapeInView = PositionCounts(facts.viewTree) { elements[$0].hasEscape == true }
        let accessibility = facts.accessibilityView
        let escapeInside = PositionCounts(accessibility) { elements[$0].hasEscape == true }
        let exitInside = PositionCounts(accessibility) { Self.isExit(elements[$0]) }
        let reachedInside = PositionCounts(accessibility) { elements[$0].isVoiceOverElement == true }
        for id in modals {
            let modal = elements[id]
            if modal.hasEscape == true || escapeAbove[id] != nil
                || escapeInView.count(in: facts.viewTree.descendants(of: id)) > 0
            {
                continue
            }
            let modalElementCount: Int
            if accessibility.contains(id) {
                let inside = accessibility.subtree(of: id)
                if escapeInside.count(in: inside) > 0 || exitInside.count(in: inside) > 0 { continue }
                modalElementCount = reachedInside.count(in: inside) - (modal.isVoiceOverElement == true ? 1 : 0)
            } else {
                // Not reached from the root (only in hand-made hierarchies): walk what it lists.
                let inside = facts.hierarchy.preorder(from: id, children: \.accessibilityChildren)
                if inside.contains(where: { $0.hasEscape == true }) || inside.contains(where: Self.isExit) { continue }
                modalElementCount = inside.filter { $0.id != id && $0.isVoiceOverElement == true }.count
            }
            if modal.hasEscape == nil {
                unknownEscape += 1
                continue
            }
            let name = modal.accessibleName ?? modal.identifier
            var evidence = AccessibilityAuditEvidence()
            evidence[.handlesEscape] = false
            evidence[.modalElementCount] = modalElementCount
            context.report(
                self, element: modal, on: facts.hierarchy, compactDescription: "Action is missing",
                detailedDescription: "The modal view\(name.map { " '\($0)'" } ?? "") hides everything else "
                    + "from VoiceOver, but has no way out: it does not handle the escape gesture "
                    + "(accessibilityPerformEscape()) and has no close, cancel or done button VoiceOver can "
                    + "activate. Implement accessibilityPerformEscape() to dismiss it, or add a close button.",
                evidence: evidence)
        }
    }

    /// Whether `element` is a way out VoiceOver can take: a reached accessibility element that
    /// acts when activated, with a name that reads like a way out.
    static func isExit(_ element: ElementSnapshot) -> Bool {
        element.isAccessibilityElement == true && element.isInAccessibilityView == true
            && (element.hasActivation == true || element.isInteractive == true)
            && element.accessibleName.map(readsLikeDismiss) == true
    }

    /// Whether `label` reads like a way out of a modal view (see ``dismissWords``).
    public static func readsLikeDismiss(_ label: String) -> Bool {
        let words = TextMatching.words(label)
        if words.contains(where: dismissWords.contains) { return true }
        let joined = words.joined(separator: " ")
        if dismissPhrases.contains(where: { " \(joined) ".contains(" \($0) ") }) { return true }
        return dismissSubstrings.contains { label.contains($0) }
    }
}
