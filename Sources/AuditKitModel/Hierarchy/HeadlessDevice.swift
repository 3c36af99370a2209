import Foundation

/// The device's orientation, with `UIDeviceOrientation`'s case names and raw values.
public enum DeviceOrientation: Int, Hashable, Sendable, CaseIterable {
    /// Unknown.
    case unknown = 0
    /// Portrait, home button (or indicator) at the bottom.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, device turned left (home at the right).
    case landscapeLeft = 3
    /// Landscape, device turned right (home at the left).
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the screen is wider than tall: `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the screen is taller than wide: `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The device the apps run on, like `XCUIDevice.shared`: its orientation and appearance, which the
/// apps made as `XCUIApplication()` is (``HeadlessApplication/init(fileID:)``,
/// ``HeadlessApplication/init(bundleIdentifier:)``) follow.
///
/// - ``orientation``: in landscape their screen is wider than tall (the application's and the root
///   view's sizes swap; the views inside keep their frames, as a layout that does not adapt would).
///   The factory gets the orientation at launch (``ApplicationLaunch/orientation``) to lay out for it.
/// - ``appearance``: `.dark` or `.light` decides their `userInterfaceStyle`; `.unspecified`
///   leaves it to the app's settings and launch arguments.
///
/// Which device a change reaches depends on the test framework running it:
/// - Under XCTest, which runs a process's tests one at a time as XCUITest runs a runner's, there
///   is one device, as on a simulator: a change lasts until changed back, across tests.
/// - Under Swift Testing, which runs tests (and the cases of a parameterized test) in parallel,
///   each test case has a device of its own, when the test-support module is linked: a change made
///   in a test is seen by that test and the tasks it starts (`async let`, task groups, `Task { }`),
///   not by the tests running beside it, and not by the next test; each test starts from the
///   device as set outside any test (portrait, `.unspecified`, unless code outside tests changed
///   it). The apps that test launches as `XCUIApplication()` are its own too
///   (``HeadlessApplication/init(fileID:)``). Code off the test's task (`Task.detached`, a
///   `DispatchQueue` callback) reaches the process's device.
///
/// Apps made around a root view or a factory of their own keep their own settings.
public final class HeadlessDevice: @unchecked Sendable {
    /// The device's appearance, with `XCUIDevice.Appearance`'s case names.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Not set: each app's settings decide.
        case unspecified = 0
        /// Light mode.
        case light = 1
        /// Dark mode.
        case dark = 2

        /// The style it sets, `nil` for ``unspecified``.
        public var userInterfaceStyle: UserInterfaceStyle? {
            switch self {
            case .unspecified: nil
            case .light: .light
            case .dark: .dark
            }
        }
    }

    /// The one device.
    public static let shared = HeadlessDevice()

    /// What one device is set to.
    private struct State {
        var orientation: DeviceOrientation = .portrait
        var appearance: Appearance = .unspecified
    }

    private let lock = NSLock()
    /// The process's device: XCTest's, and code outside any Swift Testing test.
    private var processState = State()
    /// The devices of the Swift Testing test cases that changed theirs, by ``TestScope/current``.
    private var testStates: [String: State] = [:]

    private init() {}

    /// The orientation (default `.portrait`), like `XCUIDevice.orientation`; the running Swift
    /// Testing test case's own (see the type's discussion).
    public var orientation: DeviceOrientation {
        get { state.orientation }
        set { update { $0.orientation = newValue } }
    }

    /// The appearance (default `.unspecified`), like `XCUIDevice.appearance`; the running Swift
    /// Testing test case's own (see the type's discussion).
    public var appearance: Appearance {
        get { state.appearance }
        set { update { $0.appearance = newValue } }
    }

    /// The device the caller's test sees. The scope is looked up only once some test has a device
    /// of its own.
    private var state: State {
        let hasTestStates = lock.withLock { !testStates.isEmpty }
        guard hasTestStates, let scope = TestScope.current else { return lock.withLock { processState } }
        return lock.withLock { testStates[scope] ?? processState }
    }

    private func update(_ change: (inout State) -> Void) {
        let scope = TestScope.current
        lock.withLock {
            if let scope {
                var state = testStates[scope] ?? processState
                change(&state)
                testStates[scope] = state
            } else {
                change(&processState)
            }
        }
    }
}

/// The Swift Testing test case the caller runs in, which has a device and apps of its own
/// (``HeadlessDevice``): asked of the test-support module, which links Swift Testing, through a type
/// it declares conforming to ``TestScopeProviding`` (found by its name, so that this module and
/// the command-line tool do not link Swift Testing).
package enum TestScope {
    /// The provider, when the test-support module is linked into the process.
    private static let provider: (any TestScopeProviding.Type)? = {
        let module = "AuditKitLinuxTestSupport"
        let name = "SwiftTestingScope"
        return _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)O") as? any TestScopeProviding.Type
    }()

    /// The running test case's scope: `nil` outside Swift Testing's tests (XCTest, a detached task,
    /// the command-line tool).
    package static var current: String? { provider?.currentTestScope() }
}

/// Names the Swift Testing test case running on the caller's task (see ``TestScope``).
package protocol TestScopeProviding: SendableMetatype {
    /// The test case's scope, unique among the test cases of the run; `nil` outside a test.
    static func currentTestScope() -> String?
}
