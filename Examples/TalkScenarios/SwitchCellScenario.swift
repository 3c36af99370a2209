import AuditKitLinux
import Foundation

/// A settings cell with a title and a switch, combined into one element so VoiceOver stops once.
/// Bug: the cell was made an element with the title as its label and nothing more, so VoiceOver
/// neither reads the switch's state nor can toggle it (the switch inside is no longer reached).
/// Fix: the element reads the title and the switch's value, and toggles the switch on activation
/// (as UIKit's own `UITableViewCell` with an accessory switch does).
public enum SwitchCellScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary =
        "A title and a switch combined into one element that reads both and toggles on activation."

    /// The combined cell: label from the title; when `complete`, value from the switch and activation toggling it.
    final class Cell: View {
        let title = Screen.label("Notifications", frame: CGRect(x: 16, y: 0, width: 280, height: 52))
        let toggle = Switch(isOn: false, frame: CGRect(x: 313, y: 10, width: 51, height: 31))
        let combined: Bool

        init(combined: Bool) {
            self.combined = combined
            super.init(frame: CGRect(x: 0, y: 100, width: 390, height: 52))
            addSubviews(title, toggle)
            toggle.addAction {}
            isAccessibilityElement = true
            accessibilityLabel = title.text
            guard combined else { return }
            accessibilityActivateHandler = { [unowned self] in self.toggle.accessibilityActivate() }
        }

        /// Sizes the row as a self-sizing table cell does: the title wraps at its width and the row
        /// grows with it (at least 52 pt); the switch stays centred vertically.
        override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            let category = settings.preferredContentSizeCategory
            let style = title.font.textStyle ?? .body
            let size = style.pointSize(for: category)
            let lines = TextMetrics.lineCount(
                of: title.text ?? "", pointSize: size,
                isBold: settings.isBoldTextEnabled || style.isBoldByDefault, width: 280)
            let lineHeight = max(style.lineHeight(for: category), TextMetrics.lineHeight(forPointSize: size))
            let height = max(52, (Double(lines) * lineHeight).rounded(.up) + 16)
            frame.size.height = height
            title.frame = CGRect(x: 16, y: 0, width: 280, height: height)
            toggle.frame.origin.y = ((height - 31) / 2).rounded()
        }

        override var accessibilityValue: String? {
            get { combined ? (toggle.isOn ? "On" : "Off") : super.accessibilityValue }
            set { super.accessibilityValue = newValue }
        }
        override var accessibilityTraits: AccessibilityTraits {
            get { combined ? [.button, .toggleButton] : super.accessibilityTraits }
            set { super.accessibilityTraits = newValue }
        }
    }

    /// Builds the screen.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        Screen.app("Settings", [Cell(combined: state == .fixed)])
    }
}
