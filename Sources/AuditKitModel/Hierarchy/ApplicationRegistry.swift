import Foundation

/// The apps a test target registered, and the one running process of each, as a device knows its
/// installed apps: `XCUIApplication()` and `XCUIApplication(bundleIdentifier:)` find theirs here.
final class ApplicationRegistry: @unchecked Sendable {
    static let shared = ApplicationRegistry()

    /// The prefix of the keys of test targets' apps (what `XCUIApplication()` launches), one per
    /// test module: SwiftPM links every test target of a package into one test binary, and each
    /// has its own app, as each UI test target of Xcode has its "Target Application".
    static let targetPrefix = "\u{0}target:"

    /// The key of the app `module` registered as its target app.
    static func targetKey(module: String?) -> String { targetPrefix + (module ?? "") }

    static func isTargetKey(_ key: String) -> Bool { key.hasPrefix(targetPrefix) }

    struct Definition {
        var bundleIdentifier: String?
        var name: String?
        var settings: AccessibilitySettings
        var makeRootView: @Sendable (ApplicationLaunch) -> View
    }

    private let lock = NSLock()
    private var definitions: [String: Definition] = [:]
    private var processes: [String: ApplicationProcess] = [:]

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Registers `definition` under `key`; inside a Swift Testing test case, also as that case's own
    /// (``TestScope``), which its launches prefer, so that tests registering different screens in
    /// parallel each launch their own.
    func register(_ definition: Definition, forKey key: String) {
        let scope = TestScope.current
        locked {
            definitions[key] = definition
            if let scope { definitions[Self.scoped(key, scope)] = definition }
        }
    }

    /// The key of `key` in the test case `scope`.
    private static func scoped(_ key: String, _ scope: String) -> String { "\(scope)\u{0}\(key)" }

    /// The key of the test target's app for code in `module`, if one is registered: the app
    /// `module` registered, else its `TargetApplication` type (registered from now on), else the
    /// only test target's app registered (code in a helper module of the tests).
    func resolvedTargetKey(module: String?) -> String? {
        let own = Self.targetKey(module: module)
        if locked({ definitions[own] }) != nil { return own }
        if let module, let type = Self.targetApplicationType(in: module) {
            register(
                Definition(
                    bundleIdentifier: type.bundleIdentifier, name: type.name, settings: type.settings,
                    makeRootView: { type.makeRootView(for: $0) }), forKey: own)
            return own
        }
        let targets = locked { definitions.keys.filter(Self.isTargetKey) }
        return targets.count == 1 ? targets[0] : nil
    }

    /// The key `XCUIApplication(bundleIdentifier:)` uses: a test target's app registered with that
    /// identifier, else the identifier.
    func key(forBundleIdentifier identifier: String) -> String {
        locked {
            definitions.first { Self.isTargetKey($0.key) && $0.value.bundleIdentifier == identifier }?.key
                ?? identifier
        }
    }

    func bundleIdentifier(forKey key: String) -> String? {
        locked { Self.isTargetKey(key) ? definitions[key]?.bundleIdentifier : key }
    }

    /// The app registered under `key` (SpringBoard's built in).
    func definition(forKey key: String) -> Definition? {
        let scope = TestScope.current
        if let found = locked({ scope.flatMap { definitions[Self.scoped(key, $0)] } ?? definitions[key] }) {
            return found
        }
        return key == HeadlessApplication.springBoardBundleIdentifier ? Self.springBoard : nil
    }

    /// The running process of the app under `key`, made (not running) on first use. SpringBoard runs
    /// from the start. Each Swift Testing test case has processes of its own (``TestScope``), as it
    /// has a device of its own: tests running in parallel do not launch, tap or audit each other's
    /// screens.
    func process(forKey key: String) -> ApplicationProcess {
        let processKey = TestScope.current.map { Self.scoped(key, $0) } ?? key
        let (process, launchesNow) = locked { () -> (ApplicationProcess, Bool) in
            if let process = processes[processKey] { return (process, false) }
            let name =
                definitions[key]?.name ?? (key == HeadlessApplication.springBoardBundleIdentifier ? "SpringBoard" : nil)
            let process = ApplicationProcess(
                registryKey: key, rootView: View(), state: .notRunning, settings: .default, name: name,
                makeRootView: nil)
            processes[processKey] = process
            return (process, key == HeadlessApplication.springBoardBundleIdentifier)
        }
        if launchesNow {
            HeadlessApplication(bundleIdentifier: key).launch()
        }
        return process
    }

    /// SpringBoard as this package shows it: an empty home screen (no icons), where a test or an
    /// app's code adds the system alerts it models.
    private static let springBoard = Definition(
        bundleIdentifier: HeadlessApplication.springBoardBundleIdentifier, name: "SpringBoard", settings: .default,
        makeRootView: { _ in
            let window = Window()
            window.backgroundColor = .clear
            return window
        })

    /// The type named `TargetApplication` in `module` that conforms to
    /// ``HeadlessTargetApplication``: an enum, a struct or a class, found by its mangled name.
    static func targetApplicationType(in module: String) -> (any HeadlessTargetApplication.Type)? {
        guard !module.isEmpty, module.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let name = "TargetApplication"
        let prefix = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
        for kind in ["O", "V", "C"] {
            if let type = _typeByName(prefix + kind) as? any HeadlessTargetApplication.Type { return type }
        }
        return nil
    }
}

extension HeadlessApplication {
    /// SpringBoard's bundle identifier, `com.apple.springboard`: iOS's home screen, which draws
    /// system alerts.
    ///
    /// `HeadlessApplication(bundleIdentifier: "com.apple.springboard")` (`XCUIApplication(bundleIdentifier:)`)
    /// is running from the start and shows an empty home screen: there are no icons here. A system
    /// alert (a permission prompt) is modelled by adding an ``AlertView`` to its ``rootView``; its
    /// queries then find it (`springboard.alerts.buttons["Allow"].tap()`), and audits of your app
    /// do not, as on a device. Register an app under this identifier to show something else.
    public static let springBoardBundleIdentifier = "com.apple.springboard"

    /// Registers the test target's app: what `HeadlessApplication()` (`XCUIApplication()`) launches
    /// in the caller's module (each test target of a package has its own, though SwiftPM links them
    /// into one test binary; code of another module reaches it when it is the only one).
    ///
    /// Call it once, before the first `launch()`, anywhere in the test target (a later call replaces
    /// the registration from the next launch on). A call inside a Swift Testing test also registers
    /// the app for that test case alone, which its launches prefer: tests running in parallel that
    /// register different screens each launch their own (see ``HeadlessDevice``). `makeRootView`
    /// runs at every `launch()` and gets the launch's arguments, environment and settings:
    ///
    /// ```swift
    /// XCUIApplication.register(bundleIdentifier: "com.example.shop") { launch in
    ///     ShopWindow(seeded: launch.arguments.contains("--seed"))
    /// }
    /// ```
    ///
    /// Without a call, the app is found from a type named `TargetApplication` in the test
    /// target that conforms to ``HeadlessTargetApplication`` (the headless form of a UI test
    /// target's "Target Application"), so a suite's own files need no change.
    ///
    /// - Parameters:
    ///   - bundleIdentifier: The app's identifier, so that `XCUIApplication(bundleIdentifier:)`
    ///     with it reaches the same app (default: none).
    ///   - name: The application element's label (default: none).
    ///   - settings: The settings before launch arguments change them (default: iOS's).
    ///   - fileID: The caller's `#fileID` (default: the call site), whose module the app is registered for.
    ///   - makeRootView: Builds the app's screen for one launch.
    public static func register(
        bundleIdentifier: String? = nil, name: String? = nil, settings: AccessibilitySettings = .default,
        fileID: StaticString = #fileID, launching makeRootView: @escaping @Sendable (ApplicationLaunch) -> View
    ) {
        ApplicationRegistry.shared.register(
            .init(bundleIdentifier: bundleIdentifier, name: name, settings: settings, makeRootView: makeRootView),
            forKey: ApplicationRegistry.targetKey(module: HeadlessApplication.module(of: fileID)))
    }

    /// Registers another app, one only `HeadlessApplication(bundleIdentifier:)`
    /// (`XCUIApplication(bundleIdentifier:)`) launches: a companion app, a share extension's host.
    /// As ``register(bundleIdentifier:name:settings:fileID:launching:)`` otherwise.
    ///
    /// - Parameters:
    ///   - bundleIdentifier: The app's identifier.
    ///   - name: The application element's label (default: none).
    ///   - settings: The settings before launch arguments change them (default: iOS's).
    ///   - makeRootView: Builds the app's screen for one launch.
    public static func registerApplication(
        bundleIdentifier: String, name: String? = nil, settings: AccessibilitySettings = .default,
        launching makeRootView: @escaping @Sendable (ApplicationLaunch) -> View
    ) {
        ApplicationRegistry.shared.register(
            .init(bundleIdentifier: bundleIdentifier, name: name, settings: settings, makeRootView: makeRootView),
            forKey: bundleIdentifier)
    }
}

/// The test target's app, described by a type of the test target named `TargetApplication`:
/// `HeadlessApplication()` (`XCUIApplication()`) finds it by that name in the caller's module, as
/// Xcode's UI test target names its "Target Application", so nothing has to be called first.
///
/// ```swift
/// enum TargetApplication: HeadlessTargetApplication {
///     static func makeRootView(for launch: ApplicationLaunch) -> View { ShopWindow() }
/// }
/// ```
///
/// ``HeadlessApplication/register(bundleIdentifier:name:settings:fileID:launching:)`` takes precedence.
public protocol HeadlessTargetApplication: SendableMetatype {
    /// The app's bundle identifier, for `XCUIApplication(bundleIdentifier:)` (default: none).
    static var bundleIdentifier: String? { get }
    /// The application element's label (default: none).
    static var name: String? { get }
    /// The settings before launch arguments change them (default: iOS's).
    static var settings: AccessibilitySettings { get }
    /// Builds the app's screen for one launch.
    static func makeRootView(for launch: ApplicationLaunch) -> View
}

extension HeadlessTargetApplication {
    /// No bundle identifier.
    public static var bundleIdentifier: String? { nil }
    /// No name.
    public static var name: String? { nil }
    /// iOS's defaults.
    public static var settings: AccessibilitySettings { .default }
}

/// Why `launch()` could not start an app made as `XCUIApplication()` is: nothing is registered.
public struct ApplicationLaunchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier asked for (`nil`: the test target's app, with no identifier).
    public var bundleIdentifier: String?
    /// Whether the test target's app was asked for (`XCUIApplication()`).
    public var isTargetApplication: Bool
    /// The module searched for a `TargetApplication` type, if any.
    public var searchedModule: String?

    /// Creates a failure.
    public init(bundleIdentifier: String?, isTargetApplication: Bool, searchedModule: String?) {
        self.bundleIdentifier = bundleIdentifier
        self.isTargetApplication = isTargetApplication
        self.searchedModule = searchedModule
    }

    /// What went wrong and what to do.
    public var description: String {
        if isTargetApplication {
            let searched = searchedModule.map { " (none named TargetApplication in \($0))" } ?? ""
            return
                "Failed to launch XCUIApplication(): no app is registered for this test target\(searched). Declare "
                + "`enum TargetApplication: HeadlessTargetApplication { static func makeRootView(for launch: "
                + "ApplicationLaunch) -> View { … } }` in the test target, or call `XCUIApplication.register { launch "
                + "in … }` before launch()"
        }
        let identifier = bundleIdentifier ?? "?"
        return
            "Failed to launch XCUIApplication(bundleIdentifier: \"\(identifier)\"): no app is registered under "
            + "\"\(identifier)\". Call `XCUIApplication.registerApplication(bundleIdentifier: \"\(identifier)\") { "
            + "launch in … }`, or `XCUIApplication.register(bundleIdentifier: \"\(identifier)\") { … }` if it is "
            + "the test target's app"
    }
}
