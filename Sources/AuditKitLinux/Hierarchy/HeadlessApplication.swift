import Foundation

/// The root view of a ``HeadlessApplication``: the `.application` element UI tests start from.
final class ApplicationRootView: View {
    let name: String?
    init(name: String?, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    override var elementType: ElementType { .application }
    override var defaultAccessibilityLabel: String? { name }
}

/// A running headless app: a root view you can query, tap and audit like `XCUIApplication`.
///
/// ```swift
/// let app = HeadlessApplication(QuoteApp.makeRootView(state: .fixed))
/// app.tabBars.buttons["Quote"].tap()
/// XCTAssertTrue(app.buttons["New Quote"].exists)
/// ```
///
/// Made from a screen factory (``init(name:settings:launching:)``), it starts not running, and
/// ``launch()`` builds a fresh screen each time, as XCUITest's `launch()` starts the app afresh.
/// Every query and audit takes a fresh snapshot of the live views, so state changes made by `tap()`
/// or by your code are seen at once.
public final class HeadlessApplication: ElementTypeQueryProvider {
    /// Whether the app is running, with `XCUIApplication.State`'s case names.
    public enum State: Hashable, Sendable {
        /// Not launched, or terminated: queries find nothing, and an audit throws
        /// ``AccessibilityAuditError/emptyHierarchy(_:)``.
        case notRunning
        /// Running: its root view is on screen.
        case runningForeground
    }

    /// The app's root view (usually a ``Window``): the one it was made with, or the one its factory
    /// built at the last ``launch()`` (an empty view before the first).
    public private(set) var rootView: View
    /// The settings snapshots and audits use unless told otherwise.
    public var settings: AccessibilitySettings
    /// Whether the app is running.
    public private(set) var state: State
    private let applicationView: ApplicationRootView
    private let makeRootView: (() -> View)?

    /// Creates an app around `rootView`, named `name` (the application element's label), running.
    public init(_ rootView: View, name: String? = nil, settings: AccessibilitySettings = .default) {
        self.rootView = rootView
        self.settings = settings
        self.makeRootView = nil
        state = .runningForeground
        applicationView = ApplicationRootView(name: name, frame: Self.applicationFrame(for: rootView))
        applicationView.addSubview(rootView)
    }

    /// Creates an app, not yet running, whose every ``launch()`` builds its screen afresh with
    /// `makeRootView`: the headless form of `XCUIApplication()` followed by `launch()`.
    ///
    /// ```swift
    /// let app = HeadlessApplication(name: "MyShop") { ShopWindow() }
    /// app.launch()
    /// ```
    public init(
        name: String? = nil, settings: AccessibilitySettings = .default, launching makeRootView: @escaping () -> View
    ) {
        self.makeRootView = makeRootView
        self.settings = settings
        rootView = View()
        state = .notRunning
        applicationView = ApplicationRootView(name: name, frame: .zero)
    }

    private static func applicationFrame(for rootView: View) -> CGRect {
        rootView.frame.isFiniteRect ? CGRect(origin: .zero, size: rootView.frame.size) : .zero
    }

    /// Launches the app, like `XCUIApplication.launch()`: an app made with a screen factory
    /// terminates if running and builds its root view afresh (so every launch starts from the same
    /// state); an app made around a root view shows that view again, as it is (it has no factory
    /// to build another).
    public func launch() {
        if let makeRootView {
            terminate()
            rootView = makeRootView()
            applicationView.frame = Self.applicationFrame(for: rootView)
        } else if state == .runningForeground {
            return
        }
        applicationView.addSubview(rootView)
        state = .runningForeground
    }

    /// Terminates the app, like `XCUIApplication.terminate()`: its root view leaves the screen, so
    /// queries find nothing until the next ``launch()``.
    public func terminate() {
        rootView.removeFromSuperview()
        state = .notRunning
    }

    /// An immutable snapshot of the screen under `settings` (default: ``settings``).
    ///
    /// Views are told the settings first (``View/accessibilitySettingsDidChange(_:)``), so a snapshot
    /// under other settings may change views that react to them; the next snapshot tells them again.
    public func snapshot(settings: AccessibilitySettings? = nil) -> AccessibilityHierarchy {
        liveSnapshot(settings: settings).hierarchy
    }

    /// A session for the snapshots of one audit, which shares what settings cannot change between them.
    func snapshotSession() -> LiveSnapshotSession {
        LiveSnapshotSession(root: applicationView, sourceName: applicationView.name)
    }

    func liveSnapshot(settings: AccessibilitySettings? = nil) -> LiveSnapshot {
        HierarchyBuilder.build(
            root: applicationView, settings: settings ?? self.settings, sourceName: applicationView.name)
    }

    /// Every element of `type` (``ElementType/any``: every type) that UI tests see, in depth-first
    /// order (`XCUIApplication.descendants(matching:)`).
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(
            app: self, description: type.queryName, input: { live in live.hierarchy.rootID.map { [$0] } ?? [] }
        ) { live in
            live.hierarchy.automationElements.dropFirst().filter { type.matches($0.elementType) }.map(\.id)
        }
    }

    /// The elements of `type` (``ElementType/any``: every type) directly inside the application
    /// element (its windows) in the automation view.
    public func children(matching type: ElementType) -> ElementQuery {
        ElementQuery(
            app: self, description: "children(\(type.xcuiName))",
            input: { live in live.hierarchy.rootID.map { [$0] } ?? [] }
        ) { live in
            guard let root = live.hierarchy.rootID else { return [] }
            return live.hierarchy.elements[root].automationChildren.filter {
                live.hierarchy.elements[$0].isInAutomationView && type.matches(live.hierarchy.elements[$0].elementType)
            }
        }
    }

    /// Swipes up at the middle of the screen, like `XCUIApplication.swipeUp()`: the innermost scroll
    /// view there that can move shows its next page. Returns whether content moved; never fails.
    @discardableResult
    public func swipeUp() -> Bool { scroll(.up, from: nil, in: liveSnapshot()) }
    /// Swipes down at the middle of the screen. See ``swipeUp()``.
    @discardableResult
    public func swipeDown() -> Bool { scroll(.down, from: nil, in: liveSnapshot()) }
    /// Swipes left at the middle of the screen. See ``swipeUp()``.
    @discardableResult
    public func swipeLeft() -> Bool { scroll(.left, from: nil, in: liveSnapshot()) }
    /// Swipes right at the middle of the screen. See ``swipeUp()``.
    @discardableResult
    public func swipeRight() -> Bool { scroll(.right, from: nil, in: liveSnapshot()) }
}
