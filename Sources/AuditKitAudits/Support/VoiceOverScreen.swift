import AuditKitModel
import Foundation

extension AccessibilityAuditContext {
    /// The screen as VoiceOver users get it, for the rules about VoiceOver (element detection,
    /// descriptions, traits, actions, parent/child).
    ///
    /// Views may react to VoiceOver (a close button shown only while it runs), so a live app taken
    /// with VoiceOver off is snapshotted again with `isVoiceOverRunning = true`. The hierarchy under
    /// audit is returned as is when it was taken with VoiceOver on, cannot be snapshotted again (a
    /// capture or an import), or when the re-snapshot shows the same elements (nothing reacted: issues
    /// then keep an empty ``AccessibilityAuditIssue/foundUnder``).
    func voiceOverScreen() -> AccessibilityHierarchy {
        guard !voiceOverScreenIsAudited, var settings = hierarchy.settings else { return hierarchy }
        settings.isVoiceOverRunning = true
        guard let running = hierarchy(under: settings), running.elements != hierarchy.elements else { return hierarchy }
        return running
    }

    /// Whether ``voiceOverScreen()`` is the hierarchy under audit without snapshotting again: it was
    /// taken with VoiceOver on, or it cannot be snapshotted again.
    var voiceOverScreenIsAudited: Bool {
        guard let settings = hierarchy.settings else { return true }
        return settings.isVoiceOverRunning || !canResnapshot
    }

    /// Reports an issue about `element` of `screen` (the hierarchy under audit, or ``voiceOverScreen()``'s
    /// re-snapshot, whose settings then go into ``AccessibilityAuditIssue/foundUnder``).
    ///
    /// `element` is taken (`consuming`) and handed on, so that it moves into the issue uncopied.
    func report(
        _ rule: some AccessibilityAuditRule, element: consuming ElementSnapshot?, on screen: AccessibilityHierarchy,
        compactDescription: String, detailedDescription: @autoclosure () -> String,
        severity: AccessibilityAuditSeverity? = nil,
        evidence: AccessibilityAuditEvidence
    ) {
        // The element moved on, never bound by copy (`element!` copied the whole snapshot).
        guard screen.settings != hierarchy.settings else {
            report(
                rule, element: element, compactDescription: compactDescription,
                detailedDescription: detailedDescription(), severity: severity, evidence: evidence)
            return
        }
        switch consume element {
        case .some(let element):
            report(
                rule, element: element, in: screen, compactDescription: compactDescription,
                detailedDescription: detailedDescription(), severity: severity, evidence: evidence)
        case .none:
            report(
                rule, element: nil, compactDescription: compactDescription,
                detailedDescription: detailedDescription(), severity: severity, evidence: evidence)
        }
    }
}
