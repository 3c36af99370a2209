import Foundation

/// An sRGB colour with alpha, each component from 0 to 1.
public struct RGBA: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Red, 0...1, gamma-encoded sRGB.
    public var red: Double
    /// Green, 0...1, gamma-encoded sRGB.
    public var green: Double
    /// Blue, 0...1, gamma-encoded sRGB.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour; components outside 0...1 (or NaN) are clamped (NaN becomes 0).
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Whether every component is a number from 0 to 1, as the initialisers make them; a component
    /// set afterwards may be NaN, infinite or out of range, and such a colour is unknown to audits.
    public var isWellFormed: Bool {
        [red, green, blue, alpha].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
    }

    /// Creates a colour from 8-bit components (0...255).
    public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Creates a colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` if malformed.
    public init?(hex: String) {
        var s = hex.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() }
        guard s.allSatisfy(\.isHexDigit), [3, 6, 8].contains(s.count), let v = UInt64(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            self.init(red: Double((v >> 8) & 0xF) / 15, green: Double((v >> 4) & 0xF) / 15, blue: Double(v & 0xF) / 15)
        case 6:
            self.init(red255: Int((v >> 16) & 0xFF), green255: Int((v >> 8) & 0xFF), blue255: Int(v & 0xFF))
        default:
            self.init(
                red255: Int((v >> 24) & 0xFF), green255: Int((v >> 16) & 0xFF), blue255: Int((v >> 8) & 0xFF),
                alpha: Double(v & 0xFF) / 255)
        }
    }

    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

    /// Decodes `{"red", "green", "blue", "alpha"}`, each a number from 0 to 1.
    ///
    /// Unlike ``init(red:green:blue:alpha:)``, which clamps for code, a component outside 0...1
    /// or not finite is rejected, so a hand-edited file with 8-bit components (`"red": 204`) is not
    /// silently read as 1.0.
    /// - Throws: `DecodingError.dataCorrupted` whose coding path names the component, when a
    ///   component is outside 0...1 or not finite; the usual `DecodingError`s for a missing key or
    ///   a non-number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func component(_ key: CodingKeys) throws -> Double {
            let value = try container.decode(Double.self, forKey: key)
            guard value.isFinite, (0...1).contains(value) else {
                var hint = ""
                if value.isFinite, value > 1, value <= 255 {
                    hint =
                        "; for an 8-bit component divide by 255 (\(Self.plain(value)) is \(Self.plain((value / 255 * 1000).rounded() / 1000)))"
                }
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription:
                        "colour component '\(key.stringValue)' must be a number from 0 to 1, found \(Self.plain(value))\(hint)"
                )
            }
            return value
        }
        self.red = try component(.red)
        self.green = try component(.green)
        self.blue = try component(.blue)
        self.alpha = try component(.alpha)
    }

    /// Encodes the four components, clamped to 0...1 (NaN as 0) so that what is written can be read back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        try container.encode(clamp(red), forKey: .red)
        try container.encode(clamp(green), forKey: .green)
        try container.encode(clamp(blue), forKey: .blue)
        try container.encode(clamp(alpha), forKey: .alpha)
    }

    /// `value` without a trailing ".0": "204", "0.8".
    private static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `#RRGGBB`, with `AA` appended when not opaque.
    public var hexString: String {
        // Components are public vars and may be set outside 0...1 after init: clamp (NaN as 0).
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for v in alpha < 1 ? [red, green, blue, alpha] : [red, green, blue] {
            let byte = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())
            text.append(digits[byte >> 4])
            text.append(digits[byte & 0x0F])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The hex string.
    public var description: String { hexString }

    /// WCAG 2.2 relative luminance (0 black ... 1 white) of the opaque colour, from gamma-encoded sRGB.
    ///
    /// Uses the sRGB linearisation threshold 0.04045 (IEC 61966-2-1; WCAG 2.2's definition of
    /// relative luminance, whose 0.03928 gives the same result for 8-bit values).
    @inlinable public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over `background` with source-over alpha compositing.
    @inlinable public func composited(over background: RGBA) -> RGBA {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ f: Double, _ b: Double) -> Double { (f * alpha + b * background.alpha * (1 - alpha)) / a }
        return RGBA(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: a)
    }

    /// The WCAG 2.2 contrast ratio (1...21) between two colours, each composited over white first
    /// if translucent. Unrounded: compare it to thresholds as is.
    public static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let la = a.composited(over: white).relativeLuminance
        let lb = b.composited(over: white).relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

/// A colour as a view holds it: fixed, or one of UIKit's dynamic system colours that resolve per
/// appearance (light, dark) and Increase Contrast.
public struct Color: Hashable, Codable, Sendable {
    /// The value in light mode.
    public var light: RGBA
    /// The value in dark mode.
    public var dark: RGBA
    /// The value in light mode with Increase Contrast on.
    public var lightHighContrast: RGBA
    /// The value in dark mode with Increase Contrast on.
    public var darkHighContrast: RGBA
    /// The UIKit name of a system colour (`"systemBlue"`), or `nil` for a custom colour.
    public var systemName: String?

    /// A fixed sRGB colour, the same in every appearance.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let v = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        self.init(light: v, dark: v, lightHighContrast: v, darkHighContrast: v)
    }

    /// A fixed colour from a hex string (`#RRGGBB` or `#RRGGBBAA`); `nil` if malformed.
    public init?(hex: String) {
        guard let v = RGBA(hex: hex) else { return nil }
        self.init(light: v, dark: v, lightHighContrast: v, darkHighContrast: v)
    }

    /// A dynamic colour; the high-contrast values default to the normal ones.
    public init(
        light: RGBA, dark: RGBA, lightHighContrast: RGBA? = nil, darkHighContrast: RGBA? = nil,
        systemName: String? = nil
    ) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast ?? light
        self.darkHighContrast = darkHighContrast ?? dark
        self.systemName = systemName
    }

    /// The same colour with its opacity multiplied by `alpha` (UIColor's `withAlphaComponent` sets it).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        func set(_ c: RGBA) -> RGBA { RGBA(red: c.red, green: c.green, blue: c.blue, alpha: alpha) }
        return Color(
            light: set(light), dark: set(dark), lightHighContrast: set(lightHighContrast),
            darkHighContrast: set(darkHighContrast), systemName: systemName)
    }

    /// The sRGB value for an appearance and the Increase Contrast setting.
    public func resolved(style: UserInterfaceStyle, increaseContrast: Bool) -> RGBA {
        switch (style, increaseContrast) {
        case (.light, false): light
        case (.dark, false): dark
        case (.light, true): lightHighContrast
        case (.dark, true): darkHighContrast
        }
    }

    /// The sRGB value under `settings` (appearance and Increase Contrast).
    public func resolved(for settings: AccessibilitySettings) -> RGBA {
        resolved(style: settings.userInterfaceStyle, increaseContrast: settings.isDarkerSystemColorsEnabled)
    }
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Codable, Sendable, Hashable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

// Fixed colours.
extension Color {
    /// Opaque white, #FFFFFF.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black, #000000.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIColor.gray, 50% white.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// UIColor.lightGray, 2/3 white.
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// UIColor.darkGray, 1/3 white.
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
}

// UIKit's dynamic system colours, with the sRGB values Apple published in the Human Interface
// Guidelines (Color: "Specifications", iOS, default and increased contrast, light and dark) for
// iOS 13 to 18. The HIG revised some system colour values in June 2025 (iOS 26); those revisions
// are not reflected here.
extension Color {
    private static func system(
        _ name: String, _ l: String, _ d: String, _ lhc: String, _ dhc: String, alpha: Double = 1
    ) -> Color {
        func c(_ hex: String) -> RGBA {
            let v = RGBA(hex: hex)!
            return RGBA(red: v.red, green: v.green, blue: v.blue, alpha: alpha)
        }
        return Color(light: c(l), dark: c(d), lightHighContrast: c(lhc), darkHighContrast: c(dhc), systemName: name)
    }

    /// systemBlue: #007AFF light, #0A84FF dark; #0040DD / #409CFF with Increase Contrast.
    public static let systemBlue = system("systemBlue", "#007AFF", "#0A84FF", "#0040DD", "#409CFF")
    /// systemRed: #FF3B30 light, #FF453A dark; #D70015 / #FF6961 with Increase Contrast.
    public static let systemRed = system("systemRed", "#FF3B30", "#FF453A", "#D70015", "#FF6961")
    /// systemGreen: #34C759 light, #30D158 dark; #248A3D / #30DB5B with Increase Contrast.
    public static let systemGreen = system("systemGreen", "#34C759", "#30D158", "#248A3D", "#30DB5B")
    /// systemOrange: #FF9500 light, #FF9F0A dark; #C93400 / #FFB340 with Increase Contrast.
    public static let systemOrange = system("systemOrange", "#FF9500", "#FF9F0A", "#C93400", "#FFB340")
    /// systemYellow: #FFCC00 light, #FFD60A dark; #B25000 / #FFD426 with Increase Contrast.
    public static let systemYellow = system("systemYellow", "#FFCC00", "#FFD60A", "#B25000", "#FFD426")
    /// systemPink: #FF2D55 light, #FF375F dark; #D30F45 / #FF6482 with Increase Contrast.
    public static let systemPink = system("systemPink", "#FF2D55", "#FF375F", "#D30F45", "#FF6482")
    /// systemPurple: #AF52DE light, #BF5AF2 dark; #8944AB / #DA8FFF with Increase Contrast.
    public static let systemPurple = system("systemPurple", "#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF")
    /// systemTeal: #30B0C7 light, #40C8E0 dark; #008299 / #5DE6FF with Increase Contrast.
    public static let systemTeal = system("systemTeal", "#30B0C7", "#40C8E0", "#008299", "#5DE6FF")
    /// systemIndigo: #5856D6 light, #5E5CE6 dark; #3634A3 / #7D7AFF with Increase Contrast.
    public static let systemIndigo = system("systemIndigo", "#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF")
    /// systemGray: #8E8E93 in both modes; #6C6C70 / #AEAEB2 with Increase Contrast.
    public static let systemGray = system("systemGray", "#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2")
    /// label: black in light mode, white in dark mode.
    public static let label = system("label", "#000000", "#FFFFFF", "#000000", "#FFFFFF")
    /// secondaryLabel: #3C3C43 at 60% (light), #EBEBF5 at 60% (dark); 68% with Increase Contrast.
    public static let secondaryLabel = Color(
        light: RGBA(hex: "#3C3C4399")!, dark: RGBA(hex: "#EBEBF599")!,
        lightHighContrast: RGBA(hex: "#3C3C43AD")!, darkHighContrast: RGBA(hex: "#EBEBF5AD")!,
        systemName: "secondaryLabel")
    /// tertiaryLabel: #3C3C43 at 30% (light), #EBEBF5 at 30% (dark); 38% with Increase Contrast.
    public static let tertiaryLabel = Color(
        light: RGBA(hex: "#3C3C434D")!, dark: RGBA(hex: "#EBEBF54D")!,
        lightHighContrast: RGBA(hex: "#3C3C4361")!, darkHighContrast: RGBA(hex: "#EBEBF561")!,
        systemName: "tertiaryLabel")
    /// placeholderText (`UIColor.placeholderText`, what `UITextField` draws its placeholder in):
    /// #3C3C43 at 30% (light), #EBEBF5 at 30% (dark), the same values as tertiaryLabel (UIKit's
    /// values as dumped from iOS; Apple's page for the symbol publishes none). Composited, that is
    /// 1.74:1 over white and 2.27:1 over black, below WCAG 2.2 SC 1.4.3's ratio for text
    /// (``AuditThresholds/textContrastRatio``). No published
    /// Increase Contrast value was found, so it stays 30% there (tertiaryLabel's 38% is not assumed).
    public static let placeholderText = Color(
        light: RGBA(hex: "#3C3C434D")!, dark: RGBA(hex: "#EBEBF54D")!,
        lightHighContrast: RGBA(hex: "#3C3C434D")!, darkHighContrast: RGBA(hex: "#EBEBF54D")!,
        systemName: "placeholderText")
    /// systemBackground: white in light mode, black in dark mode.
    public static let systemBackground = system("systemBackground", "#FFFFFF", "#000000", "#FFFFFF", "#000000")
    /// secondarySystemBackground: #F2F2F7 light, #1C1C1E dark; #EBEBF0 / #242426 with Increase Contrast.
    public static let secondarySystemBackground = system(
        "secondarySystemBackground", "#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426")
}
