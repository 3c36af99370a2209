import AuditKitLinux
import Foundation

/// A post's date shown as "2021/09/18 12:00". Fix: its accessibility label is the date written
/// out for speech ("September 18, 2021 at 12:00 PM"), while the screen keeps the compact form.
///
/// No audit rule covers this, on purpose: how VoiceOver reads a numeric date depends on the
/// format, the language and iOS's own date detection, which cannot be verified here, and a rule
/// would flag every numeric date in every locale. The scenario's test asserts the label itself.
public enum DateLabelScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary =
        "A numeric date label whose accessibility label is fixed to a date written out for speech."

    /// The text on screen.
    public static let shownText = "2021/09/18 12:00"

    /// The date shown: 18 September 2021, 12:00 UTC.
    public static let date = Date(timeIntervalSince1970: 1_631_966_400)

    /// The date as VoiceOver should speak it: long date and short time, US English, UTC.
    public static var spokenText: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    /// Builds the screen; the date label is the window's only subview.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let label = Screen.label(shownText, .footnote, frame: CGRect(x: 16, y: 100, width: 358, height: 20))
        if state == .fixed { label.accessibilityLabel = spokenText }
        return Screen.app("Post", [label])
    }
}
