import AuditKitLinux
import Foundation

/// Whether a scenario's screen shows the accessibility bug from the talk, or the talk's fix.
public enum ScenarioState: String, CaseIterable, Sendable {
    /// The screen as first written, with the bug.
    case bug
    /// The screen after the fix the talk shows.
    case fixed
}

/// A screen from the reference talks on VoiceOver and display-settings support, in a bug state and
/// a fixed state, so a test can show that an audit finds the bug and passes the fix.
public protocol TalkScenario {
    /// What the screen shows and what goes wrong, in one sentence.
    static var summary: String { get }
    /// Builds the screen in `state`, as a running headless app.
    static func makeApp(_ state: ScenarioState) -> HeadlessApplication
}

/// Small builders the scenarios share.
enum Screen {
    /// A 390 × 844 pt window (iPhone 14) holding `views`, in an app named `name`.
    static func app(_ name: String, _ views: [View]) -> HeadlessApplication {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        views.forEach(window.addSubview)
        return HeadlessApplication(window, name: name)
    }

    /// A label whose font follows Dynamic Type and that wraps (`numberOfLines = 0`), as the fixed screens write them.
    static func label(_ text: String, _ style: TextStyle = .body, frame: CGRect) -> Label {
        let label = Label(text: text, frame: frame)
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        return label
    }
}
