import Foundation

/// A tap gesture recognizer (`UITapGestureRecognizer`) with its action as a closure.
public final class TapGestureRecognizer {
    /// Whether the recognizer responds to taps.
    public var isEnabled = true
    /// What a tap does.
    public let action: () -> Void
    /// Creates a recognizer that runs `action` on a tap.
    public init(action: @escaping () -> Void) { self.action = action }
}

/// The text a view draws, as audits of contrast, Dynamic Type and clipping need it.
public struct DisplayedText: Hashable, Sendable {
    /// The string drawn.
    public var text: String
    /// The font; `nil` when unknown.
    public var font: Font?
    /// The text colour; `nil` when unknown.
    public var textColor: Color?
    /// Maximum lines (UILabel's `numberOfLines`); 0 means no limit.
    public var numberOfLines: Int
    /// Whether the font follows content size changes (`adjustsFontForContentSizeCategory`).
    public var adjustsFontForContentSizeCategory: Bool
    /// Whether overflow scrolls instead of clipping (a single-line text field, a scrolling text view).
    public var scrollsWhenOverflowing: Bool
    /// Whether the string drawn is a placeholder (a text field's `placeholder` shown while it is empty).
    public var isPlaceholder: Bool

    /// Creates a description of drawn text.
    public init(
        text: String, font: Font?, textColor: Color?, numberOfLines: Int = 1,
        adjustsFontForContentSizeCategory: Bool = false, scrollsWhenOverflowing: Bool = false,
        isPlaceholder: Bool = false
    ) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.numberOfLines = numberOfLines
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.scrollsWhenOverflowing = scrollsWhenOverflowing
        self.isPlaceholder = isPlaceholder
    }
}

/// A headless view (`UIView`): geometry, visibility, colour, gestures, subviews and the
/// accessibility properties of ``AccessibilityObject``.
///
/// `frame` is in the superview's coordinate space, in points, as in UIKit; snapshots convert it to
/// screen coordinates.
open class View: AccessibilityObject {
    // The stored properties behind the `open` ones below. An `open` stored property is checked
    // for exclusive access at run time on every read (it may be reached from outside the module),
    // which snapshots pay per view and property (docs/performance.md); these private ones are
    // checked when compiled. The `open` properties read and write them, and subclasses override
    // those.
    private var storedFrame: CGRect
    private var storedIsHidden: Bool = false
    private var storedAlpha: Double = 1
    private var storedBackgroundColor: Color?
    private var storedIsUserInteractionEnabled: Bool = true
    private var storedMaximumContentSizeCategory: ContentSizeCategory?
    private var storedIsTranslucentMaterial: Bool = false
    private var storedDisplaysMedia: Bool = false
    private var storedHasFixedHeight: Bool = false

    /// The frame in the superview's coordinates (points).
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
    /// Hides the view and its subviews from sight, VoiceOver and UI tests.
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    /// Opacity, 0...1; a view at (nearly) 0 is invisible and unreachable, as in UIKit (< 0.01).
    open var alpha: Double {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    /// The background colour; `nil` is transparent.
    open var backgroundColor: Color? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue }
    }
    /// Whether the view receives touches (UIKit's default: `true`; `false` for labels and image views).
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    /// The view's tap gesture recognizers.
    open private(set) var gestureRecognizers: [TapGestureRecognizer] = []
    /// The largest content size category the view's text grows to (`maximumContentSizeCategory`, iOS 15).
    open var maximumContentSizeCategory: ContentSizeCategory? {
        get { storedMaximumContentSizeCategory }
        set { storedMaximumContentSizeCategory = newValue }
    }
    /// Whether a long press shows the view in the Large Content Viewer (UIKit's
    /// `showsLargeContentViewer`, `UILargeContentViewerItem`, iOS 13): for views that cannot grow with
    /// Dynamic Type, such as the items of a bar. Default `false`, as for a `UIView`.
    open var showsLargeContentViewer = false
    /// The title the Large Content Viewer shows for the view (UIKit's `largeContentTitle`). `nil` by
    /// default for a plain view, as in UIKit; a ``Button`` defaults to its title.
    open var largeContentTitle: String?
    /// Whether the view shows a translucent material (a blur) that Reduce Transparency should make opaque.
    open var isTranslucentMaterial: Bool {
        get { storedIsTranslucentMaterial }
        set { storedIsTranslucentMaterial = newValue }
    }
    /// Names of decorative motion effects on the view (parallax, `UIInterpolatingMotionEffect`) that Reduce Motion should remove.
    open var motionEffects: [String] = []
    /// Whether the view shows a photo or video (Smart Invert must then be told to leave it alone).
    open var displaysMedia: Bool {
        get { storedDisplaysMedia }
        set { storedDisplaysMedia = newValue }
    }
    /// Whether the view's height stays as its frame says at every content size: a fixed height
    /// constraint, or a frame your layout never grows. Text in such a view (or inside one) that needs
    /// more height at large sizes is clipped. Default `false`: as with Auto Layout's intrinsic content
    /// size, a view is taken to grow with its text, and only truncation by `numberOfLines` counts.
    open var hasFixedHeight: Bool {
        get { storedHasFixedHeight }
        set { storedHasFixedHeight = newValue }
    }

    /// The superview, if any.
    public private(set) weak var superview: View?
    /// The subviews, back to front.
    public var subviews: [View] { storedSubviews }
    private var storedSubviews: [View] = []

    /// Creates a view with `frame` in its superview's coordinates (points).
    public init(frame: CGRect = .zero) {
        storedFrame = frame
        super.init()
    }

    /// Adds `view` on top of the subviews, removing it from its old superview. Adding a view to
    /// itself or to one of its own subviews is ignored (UIKit raises an exception).
    open func addSubview(_ view: View) {
        // A view without subviews cannot contain `self`: skip the O(depth) walk up (deep trees build in O(n)).
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.superview = self
    }

    /// Adds several subviews in order.
    public func addSubviews(_ views: View...) { views.forEach(addSubview) }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        var steps = 0
        while let c = current, steps < 1_000_000 {
            if c === view { return true }
            current = c.superview
            steps += 1
        }
        return false
    }

    /// Adds a tap gesture recognizer.
    open func addGestureRecognizer(_ recognizer: TapGestureRecognizer) { gestureRecognizers.append(recognizer) }

    /// Lays `views` out side by side in equal widths across this view's bounds, full height (the
    /// layout of tab bar items and segments).
    func layOutInEqualColumns(_ views: [View]) {
        guard !views.isEmpty else { return }
        let width = frame.width / Double(views.count)
        for (i, view) in views.enumerated() {
            view.frame = CGRect(x: Double(i) * width, y: 0, width: width, height: frame.height)
        }
    }

    /// Adds a tap gesture recognizer that runs `action`.
    public func addTapGesture(_ action: @escaping () -> Void) {
        addGestureRecognizer(TapGestureRecognizer(action: action))
    }

    /// The point of this view's own coordinate space at its top left corner (UIKit's
    /// `bounds.origin`): `.zero`, except a scroll view's content offset.
    package var contentCoordinateOrigin: CGPoint { .zero }

    /// The frame in screen coordinates (points): the frame offset by every superview's origin, less
    /// each superview's content offset (a scroll view scrolled down moves its subviews up).
    public var frameInScreen: CGRect {
        var rect = frame
        var current = superview
        var steps = 0
        while let c = current, steps < 1_000_000 {
            let inner = c.contentCoordinateOrigin
            rect = rect.offsetBy(dx: c.frame.origin.x - inner.x, dy: c.frame.origin.y - inner.y)
            current = c.superview
            steps += 1
        }
        return rect
    }

    /// The view's screen frame.
    open override var defaultAccessibilityFrame: CGRect? { frameInScreen }

    /// Whether a tap on the view does something: an enabled tap gesture while user interaction is on.
    open var isInteractive: Bool {
        isUserInteractionEnabled && gestureRecognizers.contains { $0.isEnabled }
    }

    /// Whether activation does something: a handler, or a tap that does something.
    open override var hasAccessibilityActivation: Bool {
        accessibilityActivateHandler != nil || isInteractive
    }

    /// Runs the enabled tap gestures; returns whether any ran.
    @discardableResult
    open override func performDefaultAction() -> Bool {
        guard isUserInteractionEnabled else { return false }
        let enabled = gestureRecognizers.filter(\.isEnabled)
        enabled.forEach { $0.action() }
        return !enabled.isEmpty
    }

    /// The text this view draws itself, if any (labels, text views, text fields, button titles).
    open var displayedText: DisplayedText? { nil }

    /// The image this view draws itself, if any.
    open var displayedImage: Image? { nil }

    /// Called on every view, parent before children, before a snapshot under `settings`: update
    /// the view for the user's settings here, as `traitCollectionDidChange(_:)` and UIAccessibility
    /// notifications do in UIKit (switch a stack to vertical at accessibility sizes, show a close
    /// button while VoiceOver runs).
    // No class of this library overrides this: LiveSnapshotSession derives re-snapshots of screens
    // made only of them from an earlier snapshot. A class that must, leaves its set of classes.
    open func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {}
}

/// An image (`UIImage`): from the asset catalogue by name, or an SF Symbol.
public struct Image: Hashable, Codable, Sendable {
    /// The asset name (`UIImage(named:)`), if any.
    public var name: String?
    /// The SF Symbol name (`UIImage(systemName:)`), if any.
    public var systemName: String?
    /// The image's own accessibility label (`UIImage.accessibilityLabel`), if set.
    public var accessibilityLabel: String?

    /// An image from the asset catalogue. UIKit falls back to this name as a button's label.
    public init(named name: String) { self.name = name }
    /// An SF Symbol. VoiceOver's built-in symbol descriptions are not modelled.
    public init(systemName: String) { self.systemName = systemName }
}
