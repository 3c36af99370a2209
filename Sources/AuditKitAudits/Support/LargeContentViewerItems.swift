import AuditKitModel
import Foundation

/// The Large Content Viewer items of a screen, for the Dynamic Type rules: text that keeps a fixed
/// size inside a bar item that shows the Large Content Viewer is Apple's guidance, not a failure.
///
/// Apple's guidance (HIG, Accessibility › Large Content Viewer; WWDC19 "Large Content Viewer –
/// Ensuring Readability for Everyone"; UIKit's `UILargeContentViewerItem` header: "only views that
/// cannot scale for the full range of Dynamic Type sizes should return YES"): items of tab bars,
/// toolbars and custom bars, which must keep their size, show a large copy of their title and image
/// on a long press instead of growing. UIKit's own bars do so and are system-sized already
/// (``AccessibilityHierarchy/isSystemSized(systemInterface:)``); this covers custom bars.
///
/// A text is served by the viewer when its element, or its nearest ancestor, has
/// `showsLargeContentViewer == true` (the item), and the item lies in a bar: the item or an
/// ancestor is a tab bar, toolbar or navigation bar (by type, or the `.tabBar` trait), or a custom
/// bar: at least ``minimumBarWidthShare`` of the screen's width, at most ``maximumBarHeight`` tall,
/// along the screen's top or bottom (its top within the first ``edgeShare`` of the screen's height,
/// or its bottom within the last). The viewer then needs something to show: the item's `largeContentTitle`
/// (a button's defaults to its title in the headless model, as UIKit's controls do) or, as the
/// issue's verdict allows, its accessibility label. Without either the item is ``Verdict/untitled(item:)``
/// and its text is still judged.
struct LargeContentViewerItems {
    /// What the viewer does for one text.
    enum Verdict: Equatable {
        /// No viewer: judged as any text.
        case none
        /// Shown large by the item `item`, which has a title: not a Dynamic Type failure.
        case served(item: Int)
        /// The item `item` shows the viewer but has no title or label to show: still judged.
        case untitled(item: Int)
    }

    /// The tallest a custom bar is, in points: 140 (a tab bar with the home indicator is 83 pt, a
    /// toolbar with a status bar above about 100 pt).
    static let maximumBarHeight = 140.0
    /// The least share of the screen's width a custom bar spans: 0.9.
    static let minimumBarWidthShare = 0.9
    /// How close to the screen's top or bottom edge, as a share of its height, a custom bar lies: 0.15.
    static let edgeShare = 0.15

    private let facts: ScreenFacts
    /// For each element, the nearest element at or above it that shows the viewer, or `nil`.
    private let itemAbove: [Int?]
    /// For each element, whether it or an ancestor is a bar.
    private let inBar: [Bool]

    /// The items of the screen `facts` are about; `nil` when no element shows the viewer.
    init?(_ facts: ScreenFacts) {
        let elements = facts.elements
        guard elements.contains(where: { $0.showsLargeContentViewer == true }) else { return nil }
        self.facts = facts
        let own = facts.nearestAncestors { $0.showsLargeContentViewer == true }
        itemAbove = elements.indices.map { elements[$0].showsLargeContentViewer == true ? $0 : own[$0] }
        let screen = facts.screenFrame
        let isBar = { (element: ElementSnapshot) in Self.isBar(element, screen: screen) }
        let barAbove = facts.nearestAncestors(where: isBar)
        inBar = elements.indices.map { isBar(elements[$0]) || barAbove[$0] != nil }
    }

    /// What the viewer does for the text of element `id`.
    func verdict(for id: Int) -> Verdict {
        guard itemAbove.indices.contains(id), let item = itemAbove[id], inBar[item] else { return .none }
        let element = facts.elements[item]
        let titled = element.largeContentTitle.hasContent || element.label.hasContent
        return titled ? .served(item: item) : .untitled(item: item)
    }

    /// Whether `element` is a bar: a system bar type or the `.tabBar` trait, or a custom bar (see the type).
    static func isBar(_ element: ElementSnapshot, screen: CGRect?) -> Bool {
        if element.elementType.isSystemBar || element.traits?.contains(.tabBar) == true { return true }
        guard element.elementType != .application, element.elementType != .window, let screen,
            screen.height > 0, let frame = element.frame, frame.isFiniteRect, frame.height > 0
        else { return false }
        let atEdge =
            frame.minY <= screen.minY + edgeShare * screen.height
            || frame.maxY >= screen.maxY - edgeShare * screen.height
        return frame.width >= minimumBarWidthShare * screen.width && frame.height <= maximumBarHeight && atEdge
    }
}
