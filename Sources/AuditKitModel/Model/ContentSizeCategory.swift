/// The user's preferred text size, mirroring UIKit's `UIContentSizeCategory`.
///
/// Cases run from smallest to largest, in the order iOS offers them in
/// Settings › Accessibility › Display & Text Size › Larger Text: the seven
/// standard sizes (xSmall … xxxLarge, with `large` as the system default)
/// followed by the five "larger accessibility sizes" (AX1 … AX5).
///
/// `Comparable` follows that declaration order, so `.large < .accessibilityMedium`.
/// Each `rawValue` is the case name (for example `"accessibilityExtraExtraExtraLarge"`),
/// which keeps encoded reports readable and stable.
///
/// Source for the category list: Apple Human Interface Guidelines, Typography,
/// "Dynamic Type sizes" (iOS, iPadOS), and UIKit's `UIContentSizeCategory`.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Codable, Sendable, Hashable {
    /// xSmall, the smallest standard text size.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the iOS default text size.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge, the largest standard (non-accessibility) text size.
    case extraExtraExtraLarge
    /// AX1, the smallest of the larger accessibility sizes.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5, the largest text size iOS offers.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five larger accessibility sizes (AX1 … AX5),
    /// like UIKit's `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
            return true
        case .extraSmall, .small, .medium, .large, .extraLarge,
            .extraExtraLarge, .extraExtraExtraLarge:
            return false
        }
    }

    /// Orders categories from smallest to largest text (declaration order).
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.sizeRank < rhs.sizeRank
    }

    /// Position from 0 (`extraSmall`) to 11 (`accessibilityExtraExtraExtraLarge`).
    private var sizeRank: Int {
        switch self {
        case .extraSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .extraLarge: return 4
        case .extraExtraLarge: return 5
        case .extraExtraExtraLarge: return 6
        case .accessibilityMedium: return 7
        case .accessibilityLarge: return 8
        case .accessibilityExtraLarge: return 9
        case .accessibilityExtraExtraLarge: return 10
        case .accessibilityExtraExtraExtraLarge: return 11
        }
    }
}
