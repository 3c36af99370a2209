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
/// they are never judged.
///
/// Evidence: `handlesEscape` (`false`) and `modalElementCount` (the elements VoiceOver reaches inside,
/// none of which reads like a way out).
///
/// Source: WCAG 2.2 SC 2.1.2 No Keyboard Trap; Apple, `accessibilityPerformEscape()` documentation
/// (modal views should implement it to dismiss).
public struct ActionModalEscapeRule: DescribedAccessibilityAuditRule {
    /// `action.modalEscape`: ``AccessibilityAuditType/action``, WCAG 2.2 SC 2.1.2 No Keyboard Trap; it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "action.modalEscape", auditType: .action, reference: .wcag(.noKeyboardTrap))

    /// Whole words (lower case) that name a way out.
    public static let dismissWords: Set<String> = ["close", "dismiss", "done", "cancel", "back", "ok", "okay", "exit", "skip"]
    /// Phrases (lower case, words joined by one space) that name a way out.
    public static let dismissPhrases = ["not now", "got it"]
    /// Substrings that name a way out in Japanese and Chinese.
    public static let dismissSubstrings = ["閉じる", "キャンセル", "完了", "戻る", "关闭", "取消", "完成", "關閉"]

    /// Creates the rule.
    public init() {}

    /// Reports each reachable modal view without escape and without a dismiss element.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.voiceOverScreen()
        for modal in hierarchy.viewTreeElements where modal.isModal == true {
            guard modal.isInAccessibilityView == true, modal.isVisible != false else { continue }
            let inside = hierarchy.preorder(from: modal.id, children: \.accessibilityChildren)
            if modal.hasEscape == true || hierarchy.ancestors(of: modal.id).contains(where: { $0.hasEscape == true })
                || inside.contains(where: { $0.hasEscape == true })
                || hierarchy.descendants(of: modal.id).contains(where: { $0.hasEscape == true }) { continue }
            let exits = inside.filter { element in
                element.isAccessibilityElement == true && element.isInAccessibilityView == true
                    && (element.hasActivation == true || element.isInteractive == true)
                    && element.accessibleName.map(Self.readsLikeDismiss) == true
            }
            guard exits.isEmpty else { continue }
            let name = modal.accessibleName ?? modal.identifier
            var evidence = AccessibilityAuditEvidence()
            evidence[.handlesEscape] = false
            evidence[.modalElementCount] = inside.filter { $0.id != modal.id && $0.isVoiceOverElement == true }.count
            context.report(self, element: modal, on: hierarchy, compactDescription: "Action is missing",
                           detailedDescription: "The modal view\(name.map { " '\($0)'" } ?? "") hides everything else "
                            + "from VoiceOver, but has no way out: it does not handle the escape gesture "
                            + "(accessibilityPerformEscape()) and has no close, cancel or done button VoiceOver can "
                            + "activate. Implement accessibilityPerformEscape() to dismiss it, or add a close button.",
                           evidence: evidence)
        }
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
