import AuditKitLinux
import Foundation

/// A custom tab strip on a horizontal scroll view, the selected tab underlined.
/// Bug: each tab's traits were set to `.button` alone, which drops the `.selected` UIKit would add,
/// so VoiceOver never says which tab is selected; nor where a tab is in the strip. Fix: the tabs
/// keep UIKit's state traits (`.selected` on the chosen one) and the scroll view has the `.tabBar`
/// trait, so VoiceOver announces "Selected, News, tab, 1 of 4" as it does for `UITabBar`.
public enum TabStripScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary =
        "A custom tab strip on a scroll view: fixed by exposing selection and the tab bar container."

    /// The tab titles.
    public static let titles = ["News", "Sports", "Tech", "Music"]

    /// The strip: selecting a tab moves the underline and the selection.
    public final class Strip: ScrollView {
        /// The tab buttons, in order.
        public private(set) var tabs: [Button] = []
        let underline = View(frame: .zero)
        let exposesState: Bool

        init(exposesState: Bool) {
            self.exposesState = exposesState
            super.init(frame: CGRect(x: 0, y: 100, width: 390, height: 48))
            if exposesState { accessibilityTraits = .tabBar }
            underline.backgroundColor = .systemBlue
            for (index, title) in TabStripScenario.titles.enumerated() {
                let tab = Button(title: title, frame: CGRect(x: Double(index) * 100, y: 0, width: 100, height: 44))
                tab.addAction { [unowned self] in self.select(index) }
                if !exposesState { tab.accessibilityTraits = .button }
                tabs.append(tab)
                addSubview(tab)
            }
            addSubview(underline)
            select(0)
        }

        /// Selects the tab at `index`.
        public func select(_ index: Int) {
            guard tabs.indices.contains(index) else { return }
            for (i, tab) in tabs.enumerated() { tab.isSelected = i == index }
            underline.frame = CGRect(x: Double(index) * 100, y: 44, width: 100, height: 4)
        }
    }

    /// Builds the screen; the strip is the window's only subview.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        Screen.app("Feed", [Strip(exposesState: state == .fixed)])
    }
}
