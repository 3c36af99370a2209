import AuditKitLinux
import Foundation

/// A campaign card whose whole area is tappable (a tap gesture on the container), holding an image
/// and two labels. Bug: VoiceOver reads the two labels one by one and never offers the tap.
/// Fix: the card is one element, labelled with its texts, with the `.button` trait.
public enum TappableContainerScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "A tappable card VoiceOver cannot select: fixed by making the card one button element."

    /// The card; ``openCount`` counts how often it was opened, by a tap or by VoiceOver's activation.
    public final class Card: View {
        /// How many times the card was opened.
        public private(set) var openCount = 0
        init() {
            super.init(frame: CGRect(x: 16, y: 100, width: 358, height: 120))
            addTapGesture { [unowned self] in self.openCount += 1 }
        }
    }

    /// Builds the screen; the card is the window's only subview.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let card = Card()
        card.backgroundColor = .secondarySystemBackground
        card.addSubviews(
            ImageView(image: Image(named: "campaign_banner"), frame: CGRect(x: 0, y: 0, width: 120, height: 120)),
            Screen.label("Summer sale", .headline, frame: CGRect(x: 136, y: 16, width: 206, height: 44)),
            Screen.label(
                "Up to 50% off until Sunday", .subheadline, frame: CGRect(x: 136, y: 60, width: 206, height: 44)))
        if state == .fixed {
            card.isAccessibilityElement = true
            card.accessibilityLabel = "Summer sale, Up to 50% off until Sunday"
            card.accessibilityTraits = .button
        }
        return Screen.app("Campaign", [card])
    }
}
