import AuditKitLinux
import Foundation

/// A weather card on a blurred, translucent material over a photo. Bug: the blur stays under
/// Reduce Transparency. Fix: the card turns opaque when Reduce Transparency is on.
public enum BlurredCardScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "A blurred card that becomes opaque under Reduce Transparency."

    /// The card; with `reacts`, it swaps its blur for an opaque background under Reduce Transparency.
    public final class Card: View {
        let reacts: Bool
        init(reacts: Bool) {
            self.reacts = reacts
            super.init(frame: CGRect(x: 16, y: 300, width: 358, height: 140))
            isTranslucentMaterial = true
            addSubviews(
                Screen.label("Tokyo", .title2, frame: CGRect(x: 16, y: 16, width: 326, height: 40)),
                Screen.label("Sunny, 24°", frame: CGRect(x: 16, y: 64, width: 326, height: 40)))
        }
        /// Drops the blur for an opaque background while Reduce Transparency is on (the fix).
        public override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            guard reacts else { return }
            isTranslucentMaterial = !settings.isReduceTransparencyEnabled
            backgroundColor = settings.isReduceTransparencyEnabled ? .secondarySystemBackground : nil
        }
    }

    /// Builds the screen: a photo (which ignores Smart Invert) and the card over it.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let photo = ImageView(image: Image(named: "tokyo_skyline"), frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        photo.displaysMedia = true
        photo.accessibilityIgnoresInvertColors = true
        return Screen.app("Weather", [photo, Card(reacts: state == .fixed)])
    }
}
