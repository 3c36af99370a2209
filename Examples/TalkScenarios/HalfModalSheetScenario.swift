import AuditKitLinux
import Foundation

/// A half-modal sheet that sighted users close by dragging it down or tapping the dimmed area.
/// Bug: the sheet is modal for VoiceOver, and VoiceOver users have no way to close it. Fix: a
/// close button shown while VoiceOver runs (``View/accessibilitySettingsDidChange(_:)``), as in the talk.
public enum HalfModalSheetScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary =
        "A half-modal sheet VoiceOver users cannot close: fixed with a close button shown while VoiceOver runs."

    /// The sheet: a title, an option, and (fixed) a close button that appears only while VoiceOver runs.
    final class Sheet: View {
        let closeButton = Button(title: "Close", frame: CGRect(x: 300, y: 8, width: 74, height: 44))
        let newestFirst = Button(title: "Newest first", frame: CGRect(x: 16, y: 60, width: 200, height: 44))
        let showsCloseButtonForVoiceOver: Bool
        var onClose: () -> Void = {}

        init(showsCloseButtonForVoiceOver: Bool) {
            self.showsCloseButtonForVoiceOver = showsCloseButtonForVoiceOver
            super.init(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
            backgroundColor = .systemBackground
            accessibilityViewIsModal = true
            addSubviews(
                Screen.label("Sort by", .headline, frame: CGRect(x: 16, y: 16, width: 200, height: 30)),
                newestFirst)
            newestFirst.addAction { [unowned self] in self.newestFirst.isSelected = true }
            closeButton.addAction { [unowned self] in self.onClose() }
            closeButton.isHidden = true
            addSubview(closeButton)
        }

        override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            closeButton.isHidden = !(showsCloseButtonForVoiceOver && settings.isVoiceOverRunning)
        }
    }

    /// Builds the screen: content, a dimming view that closes the sheet on a tap, and the sheet.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let content = Screen.label("Search results", .title2, frame: CGRect(x: 16, y: 60, width: 358, height: 40))
        let dimming = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        dimming.backgroundColor = Color.black.withAlphaComponent(0.4)
        let sheet = Sheet(showsCloseButtonForVoiceOver: state == .fixed)
        let close = { [unowned dimming, unowned sheet] in
            dimming.removeFromSuperview()
            sheet.removeFromSuperview()
        }
        dimming.addTapGesture(close)
        sheet.onClose = close
        return Screen.app("Search", [content, dimming, sheet])
    }
}
