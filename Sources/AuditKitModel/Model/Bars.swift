import Foundation

/// An item in a ``TabBar`` (`UITabBarItem`).
public struct TabBarItem {
    /// The title shown under the icon; it is the tab button's label.
    public var title: String?
    /// The icon.
    public var image: Image?
    /// The identifier UI tests can find the tab by.
    public var accessibilityIdentifier: String?

    /// Creates a tab bar item.
    public init(title: String?, image: Image? = nil, accessibilityIdentifier: String? = nil) {
        self.title = title
        self.image = image
        self.accessibilityIdentifier = accessibilityIdentifier
    }
}

/// A tab bar (`UITabBar`): traits `.tabBar`; each item is a button that gains `.selected` when
/// chosen. Text in system bars is exempt from Dynamic Type (the Large Content Viewer serves it).
///
/// The chosen tab's title is drawn in ``tintColor`` and the others' in ``unselectedItemTintColor``,
/// as UIKit draws them, unless a button's own ``TabBarButton/titleColor`` is set.
open class TabBar: View {
    /// Runs with the new index when the user picks a tab.
    public var onSelect: ((Int) -> Void)?
    /// The tab buttons, one per item, laid out in equal widths across the bar.
    public private(set) var buttons: [TabBarButton] = []

    /// The items.
    open var items: [TabBarItem] { didSet { rebuild() } }
    /// The selected item's index.
    open var selectedIndex: Int { didSet { updateSelection() } }
    /// The colour of the chosen tab's title (`UITabBar.tintColor`, which UIKit's
    /// `selectedImageTintColor` also defaults to). Default: `.systemBlue`, UIKit's default tint.
    open var tintColor: Color = .systemBlue { didSet { updateSelection() } }
    /// The colour of the other tabs' titles (`UITabBar.unselectedItemTintColor`). Default `nil`:
    /// UIKit then draws them in a grey of its own, whose value Apple's documentation does not give,
    /// so their contrast is counted as not evaluated ("the text colour is unknown") until you set
    /// the colour your app uses.
    open var unselectedItemTintColor: Color? { didSet { updateSelection() } }

    /// Creates a tab bar; item buttons share its width equally.
    public init(items: [TabBarItem], selectedIndex: Int = 0, frame: CGRect = .zero) {
        self.items = items
        self.selectedIndex = selectedIndex
        super.init(frame: frame)
        rebuild()
    }

    /// The bar's frame; setting it lays the buttons out again.
    open override var frame: CGRect { didSet { layoutButtons() } }

    /// `.tabBar`.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }
    /// `.tabBar`.
    open override var elementType: ElementType { .tabBar }

    /// Selects the tab at `index` as a tap would, then calls ``onSelect``.
    public func select(_ index: Int) {
        guard items.indices.contains(index) else { return }
        selectedIndex = index
        onSelect?(index)
    }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = items.enumerated().map { index, item in
            let button = TabBarButton(item: item, index: index)
            button.addAction { [weak self] in self?.select(index) }
            addSubview(button)
            return button
        }
        updateSelection()
        layoutButtons()
    }

    private func updateSelection() {
        for (i, button) in buttons.enumerated() {
            button.isSelected = i == selectedIndex
            button.barTitleColor = button.isSelected ? tintColor : unselectedItemTintColor
        }
    }

    private func layoutButtons() {
        layOutInEqualColumns(buttons)
    }
}

/// One tab of a ``TabBar``: a button labelled with the item's title, on one line (10 pt medium,
/// not scaling: the tab bar offers the Large Content Viewer instead), in the colour its bar gives
/// it (``TabBar/tintColor`` when chosen, else ``TabBar/unselectedItemTintColor``).
open class TabBarButton: Button {
    /// The tab's position in its bar, from 0.
    public let index: Int
    /// The colour the bar gives the title for the tab's state.
    var barTitleColor: Color? = .systemBlue
    /// The colour set on this button, if any (`.some(nil)`: set to no known colour).
    private var ownTitleColor: Color??

    /// The title colour: the one set on this button, else the bar's for the tab's state
    /// (``TabBar/tintColor`` or ``TabBar/unselectedItemTintColor``).
    open override var titleColor: Color? {
        get { ownTitleColor ?? barTitleColor }
        set { ownTitleColor = .some(newValue) }
    }

    /// Creates the button for `item`.
    public init(item: TabBarItem, index: Int) {
        self.index = index
        super.init(title: item.title, image: item.image)
        accessibilityIdentifier = item.accessibilityIdentifier
        titleFont = .systemFont(ofSize: 10, weight: .medium)
        adjustsFontForContentSizeCategory = false
        maximumContentSizeCategory = .large
        numberOfLines = 1
    }
}

/// A navigation bar (`UINavigationBar`): a title shown as a heading.
open class NavigationBar: View {
    /// The title label, a static text with `.header`.
    public let titleLabel: Label

    /// Creates a navigation bar showing `title`.
    public init(title: String?, frame: CGRect = .zero) {
        titleLabel = Label(text: title)
        super.init(frame: frame)
        titleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        titleLabel.maximumContentSizeCategory = .large
        addSubview(titleLabel)
    }

    /// The bar's identifier defaults to its title, as UIKit's navigation bars report it.
    open override var accessibilityIdentifier: String? {
        get { super.accessibilityIdentifier ?? titleLabel.text }
        set { super.accessibilityIdentifier = newValue }
    }
    /// `.navigationBar`.
    open override var elementType: ElementType { .navigationBar }
}

/// A toolbar (`UIToolbar`) holding buttons.
open class Toolbar: View {
    /// `.toolbar`.
    open override var elementType: ElementType { .toolbar }
}

/// A scroll view (`UIScrollView`): its subviews are laid out in its content, of ``contentSize``,
/// and shown from ``contentOffset``; it clips them to its frame, as UIKit's scroll views do.
///
/// `swipeUp()` and the other swipes of UI tests move ``contentOffset`` (a page at a time).
open class ScrollView: View {
    /// The point of the content shown at the scroll view's top left corner, in points (UIKit's
    /// `contentOffset`, its bounds' origin). Default `.zero`.
    open var contentOffset: CGPoint = .zero
    private var storedContentSize: CGSize?

    /// The size of the content, in points (UIKit's `contentSize`). Until set, the extent of the
    /// subviews (the largest `maxX` and `maxY` of their frames), as Auto Layout's content layout
    /// guide would make it; set it to override.
    open var contentSize: CGSize {
        get {
            if let storedContentSize { return storedContentSize }
            let extent = subviews.map(\.frame).filter(\.isFiniteRect)
            return CGSize(width: extent.map(\.maxX).max() ?? 0, height: extent.map(\.maxY).max() ?? 0)
        }
        set { storedContentSize = newValue }
    }

    /// Whether swipes scroll the view (`isScrollEnabled`). Default `true`.
    open var isScrollEnabled = true

    /// The largest ``contentOffset`` along each axis: the content's extent beyond the frame, 0 at least.
    public var maximumContentOffset: CGPoint {
        let size = contentSize
        return CGPoint(x: max(0, size.width - frame.width), y: max(0, size.height - frame.height))
    }

    /// The subviews' coordinates start at the content offset.
    package override var contentCoordinateOrigin: CGPoint { contentOffset }

    /// `.scrollView`.
    open override var elementType: ElementType { .scrollView }
}

/// A window (`UIWindow`); its background is the backdrop for contrast.
open class Window: View {
    /// Creates a window; its background defaults to `.systemBackground`.
    public override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    /// `.window`.
    open override var elementType: ElementType { .window }
}
