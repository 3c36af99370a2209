import AuditKitModel
import Foundation

extension AccessibilityAuditContext {
    /// The screen with one display setting turned on, for rules that check how views react to it.
    ///
    /// Returns the hierarchy under audit when the setting is already on in it; a re-snapshot of the
    /// live app with the setting on otherwise. When neither is possible (a capture, or a JSON
    /// hierarchy taken with the setting off or unknown), records `notEvaluated` for `rule` and returns `nil`.
    ///
    /// - Parameters:
    ///   - setting: The setting's key path, such as `\.isReduceMotionEnabled`.
    ///   - name: The setting's name for messages ("Reduce Motion").
    ///   - rule: The rule asking, for the not-evaluated record.
    func hierarchy(
        with setting: WritableKeyPath<AccessibilitySettings, Bool>, named name: String,
        for rule: some AccessibilityAuditRule
    ) -> AccessibilityHierarchy? {
        if hierarchy.source.isCapture {
            notEvaluated(rule, reason: "a capture does not record how views look under \(name)")
            return nil
        }
        if let base = hierarchy.settings {
            if base[keyPath: setting] { return hierarchy }
            var turnedOn = base
            turnedOn[keyPath: setting] = true
            if let other = hierarchy(under: turnedOn) { return other }
        }
        notEvaluated(rule, reason: "the hierarchy was not taken with \(name) on and cannot be snapshotted again")
        return nil
    }
}
