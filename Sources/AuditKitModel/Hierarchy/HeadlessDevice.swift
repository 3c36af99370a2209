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
/// There is one device per test process, as on a simulator: a change lasts until changed back,
/// across tests. Apps made around a root view or a factory of their own keep their own settings.
/// Swift Testing runs tests in parallel: serialize the suites that change the device (`.serialized`).
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

    private let lock = NSLock()
    private var storedOrientation: DeviceOrientation = .portrait
    private var storedAppearance: Appearance = .unspecified

    private init() {}

    /// The orientation (default `.portrait`), like `XCUIDevice.orientation`.
    public var orientation: DeviceOrientation {
        get { lock.withLock { storedOrientation } }
        set { lock.withLock { storedOrientation = newValue } }
    }

    /// The appearance (default `.unspecified`), like `XCUIDevice.appearance`.
    public var appearance: Appearance {
        get { lock.withLock { storedAppearance } }
        set { lock.withLock { storedAppearance = newValue } }
    }
}
