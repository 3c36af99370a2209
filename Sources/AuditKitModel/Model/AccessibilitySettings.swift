/// The user's accessibility and display settings, with `UIAccessibility` and trait-collection names.
///
/// A hierarchy snapshot is taken for one value; views may react to it in
/// ``View/accessibilitySettingsDidChange(_:)``. The default is iOS's default: every setting off,
/// light mode, content size `.large`.
public struct AccessibilitySettings: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The Dynamic Type size (`UITraitCollection.preferredContentSizeCategory`).
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Bold Text (`UIAccessibility.isBoldTextEnabled`).
    public var isBoldTextEnabled: Bool
    /// Increase Contrast (`UIAccessibility.isDarkerSystemColorsEnabled`).
    public var isDarkerSystemColorsEnabled: Bool
    /// Reduce Transparency (`UIAccessibility.isReduceTransparencyEnabled`).
    public var isReduceTransparencyEnabled: Bool
    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`).
    public var isReduceMotionEnabled: Bool
    /// Differentiate Without Colour (`UIAccessibility.shouldDifferentiateWithoutColor`).
    public var shouldDifferentiateWithoutColor: Bool
    /// Prefer Cross-Fade Transitions (`UIAccessibility.prefersCrossFadeTransitions`).
    public var prefersCrossFadeTransitions: Bool
    /// Button Shapes (`UIAccessibility.buttonShapesEnabled`).
    public var buttonShapesEnabled: Bool
    /// Smart/Classic Invert (`UIAccessibility.isInvertColorsEnabled`).
    public var isInvertColorsEnabled: Bool
    /// VoiceOver (`UIAccessibility.isVoiceOverRunning`).
    public var isVoiceOverRunning: Bool
    /// Light or dark mode (`UITraitCollection.userInterfaceStyle`).
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates settings; every parameter defaults to iOS's default.
    public init(
        preferredContentSizeCategory: ContentSizeCategory = .large,
        isBoldTextEnabled: Bool = false,
        isDarkerSystemColorsEnabled: Bool = false,
        isReduceTransparencyEnabled: Bool = false,
        isReduceMotionEnabled: Bool = false,
        shouldDifferentiateWithoutColor: Bool = false,
        prefersCrossFadeTransitions: Bool = false,
        buttonShapesEnabled: Bool = false,
        isInvertColorsEnabled: Bool = false,
        isVoiceOverRunning: Bool = false,
        userInterfaceStyle: UserInterfaceStyle = .light
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.isBoldTextEnabled = isBoldTextEnabled
        self.isDarkerSystemColorsEnabled = isDarkerSystemColorsEnabled
        self.isReduceTransparencyEnabled = isReduceTransparencyEnabled
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.shouldDifferentiateWithoutColor = shouldDifferentiateWithoutColor
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
        self.buttonShapesEnabled = buttonShapesEnabled
        self.isInvertColorsEnabled = isInvertColorsEnabled
        self.isVoiceOverRunning = isVoiceOverRunning
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// iOS's defaults.
    public static let `default` = AccessibilitySettings()

    /// The settings that differ from the defaults, such as `"accessibilityExtraExtraExtraLarge, Bold Text"`, or `"default"`.
    public var description: String {
        var parts: [String] = []
        if preferredContentSizeCategory != .large { parts.append(preferredContentSizeCategory.rawValue) }
        if isBoldTextEnabled { parts.append("Bold Text") }
        if isDarkerSystemColorsEnabled { parts.append("Increase Contrast") }
        if isReduceTransparencyEnabled { parts.append("Reduce Transparency") }
        if isReduceMotionEnabled { parts.append("Reduce Motion") }
        if shouldDifferentiateWithoutColor { parts.append("Differentiate Without Colour") }
        if prefersCrossFadeTransitions { parts.append("Prefer Cross-Fade Transitions") }
        if buttonShapesEnabled { parts.append("Button Shapes") }
        if isInvertColorsEnabled { parts.append("Smart Invert") }
        if isVoiceOverRunning { parts.append("VoiceOver") }
        if userInterfaceStyle == .dark { parts.append("Dark Mode") }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
}
