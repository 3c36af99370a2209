import AuditKitLinux
import Foundation

/// A list of servers, each with a status dot: green when online, red when offline. Bug: the state
/// is spoken ("Online") but shown only by colour. Fix: under Differentiate Without Colour each dot
/// gains a symbol (a checkmark or a cross).
public enum ColorStatusScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "A status shown only by colour that gains a symbol under Differentiate Without Colour."

    /// A status dot; with `addsSymbol`, it shows a symbol while Differentiate Without Colour is on.
    public final class StatusDot: View {
        let isOnline: Bool
        let addsSymbol: Bool
        let symbol = ImageView(frame: CGRect(x: 6, y: 6, width: 20, height: 20))

        init(server: String, isOnline: Bool, addsSymbol: Bool, y: Double) {
            self.isOnline = isOnline
            self.addsSymbol = addsSymbol
            super.init(frame: CGRect(x: 342, y: y, width: 32, height: 32))
            isAccessibilityElement = true
            accessibilityLabel = "\(server) status"
            accessibilityValue = isOnline ? "Online" : "Offline"
            backgroundColor = isOnline ? .systemGreen : .systemRed
            symbol.image = Image(systemName: isOnline ? "checkmark" : "xmark")
            symbol.isHidden = true
            addSubview(symbol)
        }

        /// Adds a status symbol while Differentiate Without Colour is on (the fix).

        public override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            symbol.isHidden = !(addsSymbol && settings.shouldDifferentiateWithoutColor)
        }
    }

    /// Builds the screen: three servers, two online and one offline.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        let list = View(frame: CGRect(x: 0, y: 100, width: 390, height: 156))
        for (index, (name, online)) in [("Tokyo", true), ("Osaka", false), ("Sapporo", true)].enumerated() {
            let y = Double(index) * 52
            list.addSubview(Screen.label(name, frame: CGRect(x: 16, y: y, width: 300, height: 44)))
            list.addSubview(StatusDot(server: name, isOnline: online, addsSymbol: state == .fixed, y: y + 6))
        }
        return Screen.app("Servers", [list])
    }
}
