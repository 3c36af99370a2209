import AuditKitLinux
import Foundation

/// A settings screen in sections, each titled. Bug: the titles are plain text, so VoiceOver's
/// headings rotor cannot jump between sections. Fix: each title has the `.header` trait.
public enum SectionHeadingsScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "Section titles without the header trait: fixed with .header for the headings rotor."

    /// Builds the screen: two titled sections of two buttons each.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        var views: [View] = []
        for (index, (title, rows)) in [("Account", ["Profile", "Password"]), ("Privacy", ["Location", "Camera"])]
            .enumerated()
        {
            let top = 80 + Double(index) * 180
            let heading = Screen.label(title, .title2, frame: CGRect(x: 16, y: top, width: 358, height: 34))
            if state == .fixed { heading.accessibilityTraits = [.staticText, .header] }
            let section = View(frame: CGRect(x: 0, y: top + 42, width: 390, height: 104))
            for (row, name) in rows.enumerated() {
                let button = Button(title: name, frame: CGRect(x: 16, y: Double(row) * 52, width: 358, height: 44))
                button.addAction { [unowned button] in button.isSelected = true }
                section.addSubview(button)
            }
            views += [heading, section]
        }
        return Screen.app("Settings", views)
    }
}
