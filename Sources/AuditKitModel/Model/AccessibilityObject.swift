import Foundation

/// A named action VoiceOver offers in its Actions rotor (`UIAccessibilityCustomAction`).
public struct AccessibilityCustomAction {
    /// The name VoiceOver speaks.
    public var name: String
    /// Runs the action; returns whether it succeeded.
    public var handler: () -> Bool

    /// Creates a custom action.
    public init(name: String, handler: @escaping () -> Bool = { true }) {
        self.name = name
        self.handler = handler
    }
}

/// Anything assistive technology can see: a ``View`` or a custom ``AccessibilityElement``.
///
/// Holds the UIKit accessibility properties. Where UIKit computes a default (a label's text is its
/// `accessibilityLabel`), the getter returns that default until a value is set; setting `nil`
/// restores it, as in UIKit. Actions are closures (the headless form of overriding
/// `accessibilityActivate()` and friends), so audits can see whether an element has one.
open class AccessibilityObject {
    private var storedIsAccessibilityElement: Bool?
    private var storedLabel: String?
    private var storedValue: String?
    private var storedTraits: AccessibilityTraits?

    // The stored properties behind the `open` ones below. An `open` stored property is checked
    // for exclusive access at run time on every read (it may be reached from outside the module),
    // which snapshots pay per view and property (docs/performance.md); these private ones are
    // checked when compiled. The `open` properties read and write them, and subclasses override
    // those.
    private var storedAccessibilityHint: String?
    private var storedAccessibilityIdentifier: String?
    private var storedAccessibilityElementsHidden: Bool = false
    private var storedAccessibilityViewIsModal: Bool = false
    private var storedAccessibilityIgnoresInvertColors: Bool = false
    private var storedAccessibilityLanguage: String?
    private var storedAccessibilityExpandedStatus: AccessibilityExpandedStatus = .unsupported
    private var storedAccessibilityActivateHandler: (() -> Bool)?
    private var storedAccessibilityIncrementHandler: (() -> Void)?
    private var storedAccessibilityDecrementHandler: (() -> Void)?
    private var storedAccessibilityPerformEscapeHandler: (() -> Bool)?

    /// Creates an object with UIKit's defaults.
    public init() {}

    /// Whether VoiceOver treats this as one element (a leaf: its subviews are not reached).
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }
    /// The label VoiceOver speaks first: what the element is ("New Quote").
    open var accessibilityLabel: String? {
        get { storedLabel ?? defaultAccessibilityLabel }
        set { storedLabel = newValue }
    }
    /// The element's current value ("50%", "1" for a switch that is on, a text view's text).
    open var accessibilityValue: String? {
        get { storedValue ?? defaultAccessibilityValue }
        set { storedValue = newValue }
    }
    /// What activating the element does, spoken after a pause ("Shows another quote").
    open var accessibilityHint: String? {
        get { storedAccessibilityHint }
        set { storedAccessibilityHint = newValue }
    }
    /// A string that identifies the element to UI tests; VoiceOver never speaks it.
    open var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier }
        set { storedAccessibilityIdentifier = newValue }
    }
    /// The element's traits; a set value replaces UIKit's default (including `.selected`/`.notEnabled`).
    open var accessibilityTraits: AccessibilityTraits {
        get { storedTraits ?? defaultAccessibilityTraits }
        set { storedTraits = newValue }
    }
    /// Hides this object and everything inside it from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibilityElementsHidden }
        set { storedAccessibilityElementsHidden = newValue }
    }
    /// Whether VoiceOver ignores this view's siblings (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibilityViewIsModal }
        set { storedAccessibilityViewIsModal = newValue }
    }
    /// The elements assistive technology sees inside this container, in reading order; `nil` means
    /// the subviews. May hold custom ``AccessibilityElement``s that are not views.
    open var accessibilityElements: [AccessibilityObject]?
    /// The elements UI tests see inside this container; `nil` means UIKit's default (see
    /// ``AccessibilityHierarchy``).
    open var automationElements: [AccessibilityObject]?
    /// Actions VoiceOver offers in its Actions rotor.
    open var accessibilityCustomActions: [AccessibilityCustomAction] = []
    /// Whether Smart Invert leaves this view's content as it is (photos, video).
    open var accessibilityIgnoresInvertColors: Bool {
        get { storedAccessibilityIgnoresInvertColors }
        set { storedAccessibilityIgnoresInvertColors = newValue }
    }
    /// The BCP 47 language VoiceOver speaks the label in ("ja", "en-US"); `nil` is the app's.
    open var accessibilityLanguage: String? {
        get { storedAccessibilityLanguage }
        set { storedAccessibilityLanguage = newValue }
    }

    /// Whether the element is expanded or collapsed (UIKit's `accessibilityExpandedStatus`, iOS 18),
    /// which VoiceOver says after its role words ("Details, Button, Expanded"); ``AccessibilityExpandedStatus/unsupported``
    /// (UIKit's default) for an element that does neither.
    open var accessibilityExpandedStatus: AccessibilityExpandedStatus {
        get { storedAccessibilityExpandedStatus }
        set { storedAccessibilityExpandedStatus = newValue }
    }

    /// Runs when VoiceOver activates the element (double tap); returns whether it handled it.
    /// The headless form of overriding `accessibilityActivate()`.
    open var accessibilityActivateHandler: (() -> Bool)? {
        get { storedAccessibilityActivateHandler }
        set { storedAccessibilityActivateHandler = newValue }
    }
    /// Runs on VoiceOver's swipe up for an adjustable element (`accessibilityIncrement()`).
    open var accessibilityIncrementHandler: (() -> Void)? {
        get { storedAccessibilityIncrementHandler }
        set { storedAccessibilityIncrementHandler = newValue }
    }
    /// Runs on VoiceOver's swipe down for an adjustable element (`accessibilityDecrement()`).
    open var accessibilityDecrementHandler: (() -> Void)? {
        get { storedAccessibilityDecrementHandler }
        set { storedAccessibilityDecrementHandler = newValue }
    }
    /// Runs on VoiceOver's escape gesture (two-finger Z); returns whether it dismissed something.
    /// The headless form of overriding `accessibilityPerformEscape()`.
    open var accessibilityPerformEscapeHandler: (() -> Bool)? {
        get { storedAccessibilityPerformEscapeHandler }
        set { storedAccessibilityPerformEscapeHandler = newValue }
    }

    /// UIKit's default for ``isAccessibilityElement`` for this kind of object (`false` for a plain view).
    open var defaultIsAccessibilityElement: Bool { false }
    /// UIKit's default for ``AccessibilityObject/accessibilityLabel`` for this kind of object (a label's text, a button's title).
    open var defaultAccessibilityLabel: String? { nil }
    /// UIKit's default for ``accessibilityValue`` for this kind of object (a switch's "0"/"1").
    open var defaultAccessibilityValue: String? { nil }
    /// UIKit's default for ``accessibilityTraits`` for this kind of object.
    open var defaultAccessibilityTraits: AccessibilityTraits { [] }

    /// The explicitly set frame, if any (internal: the builder uses it to avoid walking superviews).
    package var storedAccessibilityFrame: CGRect?
    /// The frame VoiceOver draws its cursor around, in screen coordinates (points); `nil` if unknown.
    /// A set value replaces the default (a view's frame converted to screen coordinates).
    open var accessibilityFrame: CGRect? {
        get { storedAccessibilityFrame ?? defaultAccessibilityFrame }
        set { storedAccessibilityFrame = newValue }
    }
    /// The frame used when ``accessibilityFrame`` is not set (screen coordinates, points).
    open var defaultAccessibilityFrame: CGRect? { nil }

    /// Whether activating the element does something: a handler, a tap gesture, a control's action.
    /// Audits use this as evidence of an action.
    open var hasAccessibilityActivation: Bool { accessibilityActivateHandler != nil }

    /// Whether the element handles both VoiceOver increment and decrement (an adjustable element needs both).
    open var hasAccessibilityAdjustment: Bool {
        accessibilityIncrementHandler != nil && accessibilityDecrementHandler != nil
    }

    /// VoiceOver's double tap: runs ``accessibilityActivateHandler`` or UIKit's default action
    /// (a tap gesture recognizer's or a control's actions). Returns whether anything ran.
    @discardableResult
    open func accessibilityActivate() -> Bool {
        if let handler = accessibilityActivateHandler { return handler() }
        return performDefaultAction()
    }

    /// Increments an adjustable element (swipe up).
    open func accessibilityIncrement() { accessibilityIncrementHandler?() }
    /// Decrements an adjustable element (swipe down).
    open func accessibilityDecrement() { accessibilityDecrementHandler?() }
    /// VoiceOver's escape gesture; returns whether something was dismissed.
    @discardableResult
    open func accessibilityPerformEscape() -> Bool { accessibilityPerformEscapeHandler?() ?? false }

    /// The action a tap runs, for `tap()` in queries and the default activation. Returns whether anything ran.
    @discardableResult
    open func performDefaultAction() -> Bool { false }

    /// The type UI tests report for this object; by default derived from its traits as XCUITest does.
    open var elementType: ElementType { ElementType.derived(from: accessibilityTraits) }
}

extension ElementType {
    /// The type XCUITest reports for a view with no type of its own, from its traits.
    public static func derived(from traits: AccessibilityTraits) -> ElementType {
        if traits.contains(.tabBar) { return .tabBar }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.keyboardKey) { return .key }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        return .other
    }
}

/// A custom accessibility element that is not a view (`UIAccessibilityElement`), such as one part
/// of a drawn chart, or an element that combines several views.
open class AccessibilityElement: AccessibilityObject {
    /// The container this element belongs to.
    public weak var accessibilityContainer: AccessibilityObject?
    /// The element's frame in its container's coordinate space (points); converted to screen
    /// coordinates when the container is a view.
    public var accessibilityFrameInContainerSpace: CGRect?

    /// Creates an element inside `container`.
    public init(accessibilityContainer container: AccessibilityObject?) {
        self.accessibilityContainer = container
        super.init()
    }

    /// `true`: a custom element is an element unless told otherwise.
    open override var defaultIsAccessibilityElement: Bool { true }

    /// The container-space frame moved into the container's screen frame.
    open override var defaultAccessibilityFrame: CGRect? {
        guard let local = accessibilityFrameInContainerSpace else { return nil }
        guard let origin = (accessibilityContainer as? View)?.frameInScreen.origin else { return local }
        return local.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Runs the activate handler; a custom element has no default action.
    open override var hasAccessibilityActivation: Bool { accessibilityActivateHandler != nil }
}
