import Foundation

/// What one `launch()` of a registered app gets: its launch arguments and environment, and the
/// settings they and the device ask for. Your factory builds the screen from it, as your app reads
/// `ProcessInfo` and `UserDefaults` at launch on a device.
///
/// The system's arguments that have a meaning here set ``settings`` (each a `-Key value` pair of
/// the argument domain, as `UserDefaults` reads them):
///
/// | argument | sets |
/// |---|---|
/// | `-AppleInterfaceStyle Dark` (or `Light`) | `userInterfaceStyle` |
/// | `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryAccessibilityXL` (UIKit's names, or this package's case names) | `preferredContentSizeCategory` |
///
/// `XCUIDevice.shared.appearance`, when set, decides the appearance over `-AppleInterfaceStyle`, as
/// it does on a device. `-AppleLanguages` and `-AppleLocale` have no setting here: read them from
/// ``languages`` and ``locale`` to build a localized screen. Every argument, known or not, is in
/// ``arguments``.
public struct ApplicationLaunch: Hashable, Sendable {
    /// The app's bundle identifier, if it was registered with one.
    public var bundleIdentifier: String?
    /// `XCUIApplication.launchArguments` at launch, in order.
    public var arguments: [String]
    /// `XCUIApplication.launchEnvironment` at launch.
    public var environment: [String: String]
    /// The settings to build the screen for: the registration's, changed by the known arguments
    /// and the device's appearance. The app's ``HeadlessApplication/settings`` after launch.
    public var settings: AccessibilitySettings
    /// The device's orientation at launch (`XCUIDevice.shared.orientation`).
    public var orientation: DeviceOrientation
    /// ``settings`` without the device's appearance: what the app keeps, so that the device decides
    /// again when its appearance changes.
    let argumentSettings: AccessibilitySettings

    /// Creates a launch; `settings` follow `arguments` and the device, from `baseSettings`.
    public init(
        bundleIdentifier: String? = nil, arguments: [String] = [], environment: [String: String] = [:],
        baseSettings: AccessibilitySettings = .default
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.arguments = arguments
        self.environment = environment
        self.orientation = HeadlessDevice.shared.orientation
        var settings = baseSettings
        let defaults = Self.argumentDomain(arguments)
        switch defaults["AppleInterfaceStyle"]?.lowercased() {
        case "dark": settings.userInterfaceStyle = .dark
        case "light": settings.userInterfaceStyle = .light
        default: break
        }
        if let name = defaults["UIPreferredContentSizeCategoryName"], let size = Self.contentSizeCategory(named: name) {
            settings.preferredContentSizeCategory = size
        }
        argumentSettings = settings
        if let style = HeadlessDevice.shared.appearance.userInterfaceStyle { settings.userInterfaceStyle = style }
        self.settings = settings
    }

    /// The `-Key value` pairs of ``arguments``, as `UserDefaults` reads its argument domain: an
    /// argument that starts with one `-` followed by a value that does not (a later pair of the
    /// same key wins).
    public var userDefaults: [String: String] { Self.argumentDomain(arguments) }

    /// The languages of `-AppleLanguages` (`(de, en)` or `de`), in order of preference; empty
    /// when not given.
    public var languages: [String] {
        guard let value = userDefaults["AppleLanguages"] else { return [] }
        let inner = value.trimmingCharacters(in: CharacterSet(charactersIn: "() "))
        return inner.split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) as String
        }.filter { !$0.isEmpty }
    }

    /// The locale identifier of `-AppleLocale` (such as `de_DE`), if given.
    public var locale: String? { userDefaults["AppleLocale"] }

    private static func argumentDomain(_ arguments: [String]) -> [String: String] {
        var result: [String: String] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let next = arguments.index(after: index)
            if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 1, next < arguments.endIndex,
                !arguments[next].hasPrefix("-")
            {
                result[String(argument.dropFirst())] = arguments[next]
                index = arguments.index(after: next)
            } else {
                index = next
            }
        }
        return result
    }

    /// UIKit's content size category names (`UICTContentSizeCategoryXL`, `UIContentSizeCategoryExtraLarge`)
    /// and this package's case names.
    static func contentSizeCategory(named name: String) -> ContentSizeCategory? {
        if let category = ContentSizeCategory(rawValue: name) { return category }
        let uikit: [String: ContentSizeCategory] = [
            "XS": .extraSmall, "S": .small, "M": .medium, "L": .large, "XL": .extraLarge, "XXL": .extraExtraLarge,
            "XXXL": .extraExtraExtraLarge, "AccessibilityM": .accessibilityMedium,
            "AccessibilityL": .accessibilityLarge, "AccessibilityXL": .accessibilityExtraLarge,
            "AccessibilityXXL": .accessibilityExtraExtraLarge, "AccessibilityXXXL": .accessibilityExtraExtraExtraLarge,
        ]
        for prefix in ["UICTContentSizeCategory", "UIContentSizeCategory"] where name.hasPrefix(prefix) {
            let rest = String(name.dropFirst(prefix.count))
            if let category = uikit[rest] { return category }
            let camel = rest.prefix(1).lowercased() + rest.dropFirst()
            if let category = ContentSizeCategory(rawValue: camel) { return category }
        }
        return nil
    }
}
