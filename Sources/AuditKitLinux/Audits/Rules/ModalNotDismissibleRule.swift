import Foundation

/// Finds a presented view that sighted users dismiss by tapping the dimming view, but VoiceOver
/// users cannot dismiss at all.
///
/// A half-modal sheet often closes when the dimmed area around it is tapped. VoiceOver does not
/// reach that area (it is not an element, and a modal sheet hides it), so a VoiceOver user needs
/// another way out: the escape gesture (`accessibilityPerformEscape()` on the sheet or an ancestor),
/// or a visible close button (WCAG 2.2 SC 2.1.2 No Keyboard Trap applies the same idea to keyboard focus).
/// The rule fires only on this evidence: a ``DimmingView`` with a tap action, which VoiceOver does
/// not reach as an element, whose presented content has no escape handler (on an element or an
/// ancestor) and no reachable button whose label contains a dismissal word (``dismissalWords``, in
/// several languages). The screen is looked at with VoiceOver running, so a close button shown
/// only then counts. Captures are not evaluated.
public struct ModalNotDismissibleRule: AccessibilityAuditRule {
    /// `modalContainment.notDismissible`.
    public let ruleID = "modalContainment.notDismissible"
    /// ``AccessibilityAuditType/modalContainment``.
    public let auditType = AccessibilityAuditType.modalContainment
    /// WCAG 2.2 SC 2.1.2 No Keyboard Trap; Apple's `accessibilityPerformEscape()`.
    public let reference = AuditReference(
        title: "WCAG 2.2 SC 2.1.2 No Keyboard Trap; accessibilityPerformEscape()",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/no-keyboard-trap.html")

    /// Words that, in a button's label, say it closes what is presented (lower case, matched as substrings).
    public static let dismissalWords = [
        "close", "dismiss", "done", "cancel", "back", "ok",
        "閉じる", "キャンセル", "完了", "戻る", "schließen", "abbrechen", "fermer", "annuler", "cerrar", "cancelar", "关闭", "取消",
    ]

    /// Creates the rule.
    public init() {}

    /// Reports each tap-to-dismiss presentation that VoiceOver users cannot leave.
    public func audit(_ context: AccessibilityAuditContext) {
        guard let screen = context.screenForModalRules(self) else { return }
        for found in DimmingView.find(in: screen) where found.dimming.isInteractive == true {
            let dimmingReachable = found.dimming.isInAccessibilityView == true && found.dimming.isAccessibilityElement == true
            if dimmingReachable { continue }
            let hasEscape = found.presentedElements.contains { element in
                element.hasEscape == true || screen.ancestors(of: element.id).contains { $0.hasEscape == true }
            }
            if hasEscape { continue }
            let hasCloseButton = found.presentedElements.contains { element in
                guard element.traits?.contains(.button) == true || element.elementType == .button,
                      let label = element.accessibleName?.lowercased() else { return false }
                return Self.dismissalWords.contains { label.contains($0) }
            }
            if hasCloseButton { continue }
            context.report(self, element: found.presented, in: screen, compactDescription: "Modal view cannot be dismissed",
                           detailedDescription: "Tapping the dimmed area dismisses this view, but VoiceOver does not reach that area, "
                               + "and the view has no escape gesture (accessibilityPerformEscape) and no close button. "
                               + "Show a close button while VoiceOver runs, or handle accessibilityPerformEscape().")
        }
    }
}
