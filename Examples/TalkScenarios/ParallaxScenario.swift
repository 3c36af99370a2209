import AuditKitLinux
import Foundation

/// A home screen background that moves with the device (parallax). Bug: the motion stays under
/// Reduce Motion. Fix: the motion effects are removed when Reduce Motion is on.
public enum ParallaxScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "A parallax effect removed under Reduce Motion."

    /// The parallax effects the background has while Reduce Motion is off.
    public static let effects = [
        "UIInterpolatingMotionEffect(center.x, -20...20)", "UIInterpolatingMotionEffect(center.y, -20...20)",
    ]

    /// The background; with `reacts`, it drops its motion effects under Reduce Motion.
    public final class Background: ImageView {
        let reacts: Bool
        init(reacts: Bool) {
            self.reacts = reacts
            super.init(image: Image(named: "aurora"), frame: CGRect(x: -20, y: -20, width: 430, height: 884))
            motionEffects = ParallaxScenario.effects
        }
        /// Removes the parallax effect while Reduce Motion is on (the fix).
        public override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            guard reacts else { return }
            motionEffects = settings.isReduceMotionEnabled ? [] : ParallaxScenario.effects
        }
    }

    /// Builds the screen: the background and a title over it.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        Screen.app(
            "Home",
            [
                Background(reacts: state == .fixed),
                Screen.label("Good morning", .largeTitle, frame: CGRect(x: 16, y: 80, width: 358, height: 60)),
            ])
    }
}
