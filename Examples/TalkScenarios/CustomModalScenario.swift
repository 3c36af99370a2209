import AuditKitLinux
import Foundation

/// A custom modal presentation: a dimming view and a dialog over the screen. Bug: the dialog is
/// not `accessibilityViewIsModal`, so VoiceOver swipes past it into the screen behind. Fix: the
/// dialog is modal, and the escape gesture dismisses it.
public enum CustomModalScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary =
        "A custom modal dialog whose background VoiceOver still reaches: fixed with accessibilityViewIsModal."

    /// Builds the screen: a photo screen, the dimming view, the dialog.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let edit = Button(title: "Edit", frame: CGRect(x: 16, y: 120, width: 80, height: 44))
        edit.addAction { [unowned edit] in edit.isSelected.toggle() }
        screen.addSubviews(Screen.label("Photos", .title1, frame: CGRect(x: 16, y: 60, width: 358, height: 40)), edit)
        let dimming = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        dimming.backgroundColor = Color.black.withAlphaComponent(0.4)
        let dialog = View(frame: CGRect(x: 45, y: 322, width: 300, height: 200))
        dialog.backgroundColor = .systemBackground
        let cancel = Button(title: "Cancel", frame: CGRect(x: 16, y: 140, width: 120, height: 44))
        let delete = Button(title: "Delete", frame: CGRect(x: 164, y: 140, width: 120, height: 44))
        dialog.addSubviews(
            Screen.label("Delete this photo?", .headline, frame: CGRect(x: 16, y: 16, width: 268, height: 100)), cancel,
            delete)
        let dismiss = { [unowned dimming, unowned dialog] in
            dimming.removeFromSuperview()
            dialog.removeFromSuperview()
        }
        cancel.addAction(dismiss)
        delete.addAction(dismiss)
        if state == .fixed {
            dialog.accessibilityViewIsModal = true
            dialog.accessibilityPerformEscapeHandler = {
                dismiss()
                return true
            }
        }
        return Screen.app("Photos", [screen, dimming, dialog])
    }
}
