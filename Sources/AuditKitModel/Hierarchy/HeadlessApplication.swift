import Foundation

/// The root view of a ``HeadlessApplication``: the `.application` element UI tests start from.
final class ApplicationRootView: View {
    var name: String?
    init(name: String?, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    override var elementType: ElementType { .application }
    override var defaultAccessibilityLabel: String? { name }
}

/// One app as the system runs it: its screen, whether it runs, its settings and keyboard focus.
/// Every ``HeadlessApplication`` made for the same registered app shares one, as every
/// `XCUIApplication` made for the same bundle identifier is a proxy to the same running app.
final class ApplicationProcess {
    /// The key of a registered app (see ``ApplicationRegistry``), `nil` for an app made around a
    /// root view or a factory of its own.
    let registryKey: String?
    var rootView: View
    var state: HeadlessApplication.State
    var settings: AccessibilitySettings
    let applicationView: ApplicationRootView
    /// The factory of an app made with one (``HeadlessApplication/init(name:settings:launching:)``).
    let makeRootView: (() -> View)?
    /// The view with keyboard focus: the text field or text view last tapped or typed into.
    weak var focusedView: View?

    init(
        registryKey: String?, rootView: View, state: HeadlessApplication.State, settings: AccessibilitySettings,
        name: String?, makeRootView: (() -> View)?
    ) {
        self.registryKey = registryKey
        self.rootView = rootView
        self.state = state
        self.settings = settings
        self.makeRootView = makeRootView
        applicationView = ApplicationRootView(
            name: name, frame: state == .runningForeground ? Self.applicationFrame(for: rootView) : .zero)
        if state == .runningForeground { applicationView.addSubview(rootView) }
    }

    static func applicationFrame(for rootView: View) -> CGRect {
        rootView.frame.isFiniteRect ? CGRect(origin: .zero, size: rootView.frame.size) : .zero
    }

    /// Whether the device's orientation and appearance apply: to registered apps, which stand for
    /// the app on the (one) device.
    var followsDevice: Bool { registryKey != nil }

    /// The settings snapshots use: ``settings``, with the device's appearance when it is set.
    var effectiveSettings: AccessibilitySettings {
        guard followsDevice, let style = HeadlessDevice.shared.appearance.userInterfaceStyle else { return settings }
        var settings = settings
        settings.userInterfaceStyle = style
        return settings
    }

    /// Turns the screen to the device's orientation: in landscape the application's and the root
    /// view's frames are wider than tall, in portrait taller than wide (their sizes swap when they
    /// do not fit); the views inside keep their frames, as a layout that does not adapt would.
    func followDeviceOrientation() {
        guard followsDevice, state == .runningForeground else { return }
        let landscape = HeadlessDevice.shared.orientation.isLandscape
        let size = applicationView.frame.size
        guard size.width != size.height, size.width > 0, size.height > 0,
            (size.width > size.height) != landscape
        else { return }
        applicationView.frame.size = CGSize(width: size.height, height: size.width)
        let root = rootView.frame
        if root.isFiniteRect {
            rootView.frame = CGRect(origin: root.origin, size: CGSize(width: root.height, height: root.width))
        }
    }
}

/// A running headless app: a root view you can query, tap and audit like `XCUIApplication`.
///
/// ```swift
/// let app = HeadlessApplication(QuoteApp.makeRootView(state: .fixed))
/// app.tabBars.buttons["Quote"].tap()
/// XCTAssertTrue(app.buttons["New Quote"].exists)
/// ```
///
/// Three ways to make one:
/// - around a root view (``init(_:name:settings:)``): running from the start;
/// - with a screen factory (``init(name:settings:launching:)``): not running until ``launch()``,
///   which builds the screen afresh each time, as XCUITest's `launch()` starts the app afresh;
/// - as `XCUIApplication()` does (``init(fileID:)``, ``init(bundleIdentifier:)``): for an app
///   registered once per test target (``register(bundleIdentifier:name:settings:fileID:launching:)``, or a
///   type named `TargetApplication` conforming to ``HeadlessTargetApplication``); ``launch()``
///   builds it with ``launchArguments`` and ``launchEnvironment``, and every such value made for
///   the same app stands for the same running app.
///
/// Every query and audit takes a fresh snapshot of the live views, so state changes made by `tap()`
/// or by your code are seen at once.
///
/// The class is open so that a page object can subclass it as suites subclass `XCUIApplication`
/// (`class ShopApp: XCUIApplication { var payButton: XCUIElement { buttons["Pay"] } }`); a
/// subclass that declares no initializer inherits `init()`.
open class HeadlessApplication: ElementTypeQueryProvider {
    /// Whether the app is running, with `XCUIApplication.State`'s case names.
    public enum State: Hashable, Sendable {
        /// Not launched, or terminated: queries find nothing, and an audit throws
        /// ``AccessibilityAuditError/emptyHierarchy(_:)``.
        case notRunning
        /// Running: its root view is on screen.
        case runningForeground
    }

    /// How the app was made: around its own process, or as `XCUIApplication()` is, bound to the
    /// registered app's process at first use once one is registered.
    private enum Binding {
        case bound(ApplicationProcess)
        case target(module: String?)
        case bundleIdentifier(String)
    }
    private var binding: Binding

    /// The running app this value stands for. Until an app is registered for it, a stand-in that
    /// is not running; then the registered app's one process, for good.
    var process: ApplicationProcess {
        let key: String
        switch binding {
        case .bound(let process): return process
        case .target(let module):
            guard let resolved = ApplicationRegistry.shared.resolvedTargetKey(module: module) else {
                return ApplicationRegistry.shared.process(forKey: ApplicationRegistry.targetKey(module: module))
            }
            key = resolved
        case .bundleIdentifier(let identifier):
            key = ApplicationRegistry.shared.key(forBundleIdentifier: identifier)
            guard ApplicationRegistry.shared.definition(forKey: key) != nil else {
                return ApplicationRegistry.shared.process(forKey: key)
            }
        }
        let process = ApplicationRegistry.shared.process(forKey: key)
        binding = .bound(process)
        return process
    }

    /// The app's root view (usually a ``Window``): the one it was made with, or the one its factory
    /// built at the last ``launch()`` (an empty view before the first).
    public var rootView: View { process.rootView }
    /// The settings snapshots and audits use unless told otherwise. For an app made as
    /// `XCUIApplication()` is, the device's appearance (``HeadlessDevice/appearance``), when set,
    /// decides `userInterfaceStyle`, as it does on a device.
    public var settings: AccessibilitySettings {
        get { process.effectiveSettings }
        set { process.settings = newValue }
    }
    /// Whether the app is running. Shared by every value made for the same registered app.
    public var state: State { process.state }

    /// The arguments the next ``launch()`` passes to the app's factory, like
    /// `XCUIApplication.launchArguments` (the app's `ProcessInfo.arguments` on a device).
    /// The system's arguments that have a meaning here set the launch's settings: see
    /// ``ApplicationLaunch``.
    public var launchArguments: [String] = []
    /// The environment the next ``launch()`` passes to the app's factory, like
    /// `XCUIApplication.launchEnvironment`.
    public var launchEnvironment: [String: String] = [:]

    /// The bundle identifier the app was made with (``init(bundleIdentifier:)``) or registered
    /// under; `nil` for an app made around a root view or a factory of its own.
    public var bundleIdentifier: String? {
        guard let key = process.registryKey else { return nil }
        return ApplicationRegistry.shared.bundleIdentifier(forKey: key)
    }

    /// Creates an app around `rootView`, named `name` (the application element's label), running.
    public init(_ rootView: View, name: String? = nil, settings: AccessibilitySettings = .default) {
        binding = .bound(
            ApplicationProcess(
                registryKey: nil, rootView: rootView, state: .runningForeground, settings: settings, name: name,
                makeRootView: nil))
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
        binding = .bound(
            ApplicationProcess(
                registryKey: nil, rootView: View(), state: .notRunning, settings: settings, name: name,
                makeRootView: makeRootView))
    }

    /// The test target's app, like `XCUIApplication()`: the app registered with
    /// ``register(bundleIdentifier:name:settings:fileID:launching:)``, or else described by a type named
    /// `TargetApplication` in the caller's module that conforms to ``HeadlessTargetApplication``.
    ///
    /// Every value made this way stands for the same app: one made in the middle of a test sees
    /// the app another launched. It is not running until ``launch()``; an unregistered app does
    /// not launch (``launchFailure`` says what to do, and the test support's `launch()` fails the
    /// test with it).
    ///
    /// - Parameter fileID: The caller's `#fileID` (default: the call site), whose module is searched
    ///   for `TargetApplication`.
    public init(fileID: StaticString = #fileID) {
        binding = .target(module: Self.module(of: fileID))
    }

    /// Another app, like `XCUIApplication(bundleIdentifier:)`: one registered under
    /// `bundleIdentifier` (``registerApplication(bundleIdentifier:name:settings:launching:)``),
    /// the test target's app when registered with that identifier, or the system's UI for
    /// `com.apple.springboard` (see ``springBoardBundleIdentifier``).
    ///
    /// - Parameter bundleIdentifier: The app's identifier, such as `com.example.widgets`.
    public init(bundleIdentifier: String) {
        binding = .bundleIdentifier(bundleIdentifier)
    }

    /// The module of a `#fileID` (`Module/File.swift`).
    static func module(of fileID: StaticString) -> String? {
        let text = fileID.description
        guard let slash = text.firstIndex(of: "/") else { return nil }
        return String(text[..<slash])
    }

    /// Why ``launch()`` cannot start the app, or `nil` when it can: the app was made as
    /// `XCUIApplication()` is and no app is registered under its identifier.
    public var launchFailure: ApplicationLaunchFailure? {
        guard let key = process.registryKey, ApplicationRegistry.shared.definition(forKey: key) == nil else {
            return nil
        }
        if case .target(let module) = binding {
            return ApplicationLaunchFailure(bundleIdentifier: nil, isTargetApplication: true, searchedModule: module)
        }
        return ApplicationLaunchFailure(
            bundleIdentifier: ApplicationRegistry.shared.bundleIdentifier(forKey: key), isTargetApplication: false,
            searchedModule: nil)
    }

    /// Launches the app, like `XCUIApplication.launch()`: terminates it if running, then builds its
    /// screen afresh (so every launch starts from the same state). An app made as
    /// `XCUIApplication()` is gets ``launchArguments`` and ``launchEnvironment`` (in an
    /// ``ApplicationLaunch``); one made around a root view shows that view again, as it is (it has no
    /// factory to build another).
    ///
    /// Returns whether the app runs; `false`, doing nothing, when ``launchFailure`` says why. This
    /// is the core's non-failing form; with `AuditKitLinuxTestSupport` imported, `launch()` in a
    /// test fails it at your line instead.
    @_disfavoredOverload
    @discardableResult
    public func launch() -> Bool {
        if let key = process.registryKey {
            guard let definition = ApplicationRegistry.shared.definition(forKey: key) else { return false }
            let launch = ApplicationLaunch(
                bundleIdentifier: ApplicationRegistry.shared.bundleIdentifier(forKey: key),
                arguments: launchArguments, environment: launchEnvironment, baseSettings: definition.settings)
            terminate()
            process.applicationView.name = definition.name
            process.settings = launch.argumentSettings
            show(definition.makeRootView(launch))
            process.followDeviceOrientation()
        } else if let makeRootView = process.makeRootView {
            terminate()
            show(makeRootView())
        } else if process.state != .runningForeground {
            process.applicationView.addSubview(process.rootView)
            process.state = .runningForeground
        }
        return true
    }

    private func show(_ rootView: View) {
        process.rootView = rootView
        process.applicationView.frame = ApplicationProcess.applicationFrame(for: rootView)
        process.applicationView.addSubview(rootView)
        process.state = .runningForeground
    }

    /// Launches the app if it is not running, else leaves it as it is, like
    /// `XCUIApplication.activate()`. Returns whether the app runs.
    @_disfavoredOverload
    @discardableResult
    public func activate() -> Bool {
        process.state == .runningForeground ? true : launch()
    }

    /// Terminates the app, like `XCUIApplication.terminate()`: its root view leaves the screen, so
    /// queries find nothing until the next ``launch()``.
    public func terminate() {
        process.rootView.removeFromSuperview()
        process.focusedView = nil
        process.state = .notRunning
    }

    /// The application's frame in screen coordinates (points): the screen, like
    /// `XCUIApplication.frame`; `.zero` while not running.
    public var frame: CGRect {
        process.followDeviceOrientation()
        return process.state == .runningForeground ? process.applicationView.frame : .zero
    }

    /// The application element's label (the name it was made or registered with), like
    /// `XCUIApplication.label`; "" without one.
    public var label: String { process.applicationView.name ?? "" }
    /// Whether the app is running, like `XCUIApplication.exists`.
    public var exists: Bool { process.state == .runningForeground }
    /// `.application`, like `XCUIApplication.elementType`.
    public var elementType: ElementType { .application }
    /// Whether the app is running, answered at once, like `XCUIApplication.waitForExistence(timeout:)`:
    /// nothing starts while waiting here.
    ///
    /// - Parameter timeout: Ignored (XCUITest waits up to this many seconds).
    /// - Returns: ``exists``.
    public func waitForExistence(timeout: TimeInterval) -> Bool { exists }

    /// An immutable snapshot of the screen under `settings` (default: ``settings``).
    ///
    /// Views are told the settings first (``View/accessibilitySettingsDidChange(_:)``), so a snapshot
    /// under other settings may change views that react to them; the next snapshot tells them again.
    public func snapshot(settings: AccessibilitySettings? = nil) -> AccessibilityHierarchy {
        liveSnapshot(settings: settings).hierarchy
    }

    /// A session for the snapshots of one audit, which shares what settings cannot change between them.
    package func snapshotSession() -> LiveSnapshotSession {
        process.followDeviceOrientation()
        return LiveSnapshotSession(root: process.applicationView, sourceName: process.applicationView.name)
    }

    func liveSnapshot(settings: AccessibilitySettings? = nil) -> LiveSnapshot {
        process.followDeviceOrientation()
        return HierarchyBuilder.build(
            root: process.applicationView, settings: settings ?? self.settings,
            sourceName: process.applicationView.name)
    }

    /// The view with keyboard focus (the text field or text view last tapped or typed into), if it
    /// is still on screen.
    var focusedView: View? {
        get {
            guard let view = process.focusedView, view.isDescendant(of: process.applicationView) else { return nil }
            return view
        }
        set { process.focusedView = newValue }
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
