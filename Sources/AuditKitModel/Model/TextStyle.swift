/// A semantic text style, mirroring UIKit's `UIFont.TextStyle`.
///
/// Each style maps a ``ContentSizeCategory`` to a point size and a leading
/// (line height), both in points, taken from Apple's published table:
/// Apple Human Interface Guidelines, Typography, Specifications —
/// "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and
/// "iOS, iPadOS larger accessibility type sizes" (AX1 … AX5),
/// <https://developer.apple.com/design/human-interface-guidelines/typography>.
///
/// The iOS 17 additions `extraLargeTitle` / `extraLargeTitle2` are not modelled:
/// they are visionOS-oriented and the HIG iOS table does not list them.
public enum TextStyle: String, CaseIterable, Codable, Sendable, Hashable {
    /// Large Title (34 pt regular at the default size).
    case largeTitle
    /// Title 1 (28 pt regular at the default size).
    case title1
    /// Title 2 (22 pt regular at the default size).
    case title2
    /// Title 3 (20 pt regular at the default size).
    case title3
    /// Headline (17 pt semibold at the default size).
    case headline
    /// Body (17 pt regular at the default size).
    case body
    /// Callout (16 pt regular at the default size).
    case callout
    /// Subheadline, "Subhead" in the HIG (15 pt regular at the default size).
    case subheadline
    /// Footnote (13 pt regular at the default size).
    case footnote
    /// Caption 1 (12 pt regular at the default size).
    case caption1
    /// Caption 2 (11 pt regular at the default size).
    case caption2

    /// Point size, in points, of this style at `category`.
    ///
    /// Source: Apple Human Interface Guidelines, Typography, "Dynamic Type sizes"
    /// for iOS and iPadOS (including the larger accessibility sizes).
    /// For example `.body` is 17 pt at `.large` and 53 pt at
    /// `.accessibilityExtraExtraExtraLarge`.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Double(row.sizes[Self.column(for: category)])
    }

    /// Leading (line height), in points, of this style at `category`.
    ///
    /// Source: the "Leading (points)" column of Apple Human Interface Guidelines,
    /// Typography, "Dynamic Type sizes" for iOS and iPadOS. For example `.body`
    /// has 22 pt leading at `.large` and 62 pt at `.accessibilityExtraExtraExtraLarge`.
    public func lineHeight(for category: ContentSizeCategory) -> Double {
        Double(row.leadings[Self.column(for: category)])
    }

    /// Whether the HIG table gives this style a heavier-than-regular weight.
    ///
    /// Only `.headline` (semibold) is; every other iOS style is regular.
    /// Source: the "Weight" column of the same HIG table.
    public var isBoldByDefault: Bool {
        self == .headline
    }

    // MARK: - Table

    /// Column index into a row: 0 = xSmall … 3 = Large (default) … 7 = AX1 … 11 = AX5.
    private static func column(for category: ContentSizeCategory) -> Int {
        // `allCases` is synthesized in declaration order, smallest to largest.
        ContentSizeCategory.allCases.firstIndex(of: category)!
    }

    /// One style's sizes and leadings in points, by category.
    ///
    /// Numbers transcribed from Apple Human Interface Guidelines, Typography,
    /// Specifications ("iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger
    /// accessibility type sizes"). Columns:
    ///
    ///     xS   S   M   L  xL xxL xxxL  AX1 AX2 AX3 AX4 AX5
    ///
    /// Cross-check: the point sizes agree with values measured from
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` on an iOS 13.3
    /// simulator (github.com/temoki/UIKit_DynamicType), except Caption 2 at AX5,
    /// which that measurement reports as 41 pt while the HIG table says 40 pt.
    /// The HIG figure (40 pt / 48 pt leading) is used here.
    private var row: (sizes: [Int], leadings: [Int]) {
        switch self {
        case .largeTitle:
            return (
                [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
            )
        case .title1:
            return (
                [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
            )
        case .title2:
            return (
                [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
            )
        case .title3:
            return (
                [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
            )
        case .headline:
            return (
                [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
            )
        case .body:
            return (
                [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
            )
        case .callout:
            return (
                [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
            )
        case .subheadline:
            return (
                [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
            )
        case .footnote:
            return (
                [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
            )
        case .caption1:
            return (
                [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
            )
        case .caption2:
            return (
                [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
            )
        }
    }
}
