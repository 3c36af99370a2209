import AuditKitLinux
import Foundation

/// An article list cell: an unread dot, a title and a time, the whole cell tappable and made one
/// element. Bug: the element has no label, so VoiceOver says only "button". Fix: the label
/// combines the unread state (which the dot shows only visually), the title and the time.
public enum ArticleCellScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "An article cell whose one label combines unread state, title and time."

    /// The article's title.
    public static let title = "New accessibility features announced"
    /// The article's time, as shown.
    public static let time = "3 hours ago"

    /// Builds the screen; the cell is the window's only subview.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let cell = View(frame: CGRect(x: 0, y: 100, width: 390, height: 88))
        cell.addTapGesture {}
        let dot = View(frame: CGRect(x: 8, y: 38, width: 10, height: 10))
        dot.backgroundColor = .systemBlue
        cell.addSubviews(
            dot, Screen.label(title, .headline, frame: CGRect(x: 26, y: 8, width: 348, height: 48)),
            Screen.label(time, .footnote, frame: CGRect(x: 26, y: 60, width: 348, height: 20)))
        cell.isAccessibilityElement = true
        cell.accessibilityTraits = .button
        if state == .fixed { cell.accessibilityLabel = "Unread, \(title), \(time)" }
        return Screen.app("Articles", [cell])
    }
}
