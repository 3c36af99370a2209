import AuditKitLinux
import Foundation

/// An image-only "Like" button (a heart). Bug: UIKit falls back to the image's asset name, so
/// VoiceOver says "ic heart, button". Fix: an `accessibilityLabel` of "Like", and the selected
/// state shown by the `.selected` trait that `isSelected` gives.
public enum LikeButtonScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary =
        "An image-only Like button whose label is its asset name 'ic_heart': fixed with the label 'Like'."

    /// Builds the screen; the button toggles its selection when tapped.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let like = Button(image: Image(named: "ic_heart"), frame: CGRect(x: 16, y: 100, width: 44, height: 44))
        like.addAction { [unowned like] in like.isSelected.toggle() }
        if state == .fixed { like.accessibilityLabel = "Like" }
        return Screen.app("Timeline", [like])
    }
}
