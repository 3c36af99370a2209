/// A font as text views hold it: a text style that follows Dynamic Type, a custom font scaled
/// relative to a text style (`UIFontMetrics`), or a fixed point size.
public struct Font: Hashable, Codable, Sendable {
    /// How the font's size responds to the content size category.
    public enum Sizing: Hashable, Codable, Sendable {
        /// `UIFont.preferredFont(forTextStyle:)`: the style's size from Apple's Dynamic Type table.
        case textStyle(TextStyle)
        /// A custom size scaled like `style` (`UIFontMetrics(forTextStyle:).scaledFont(for:)`).
        case scaled(relativeTo: TextStyle)
        /// A fixed size (`UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`): does not scale.
        case fixed
    }

    /// Font weights with UIFont.Weight's names.
    public enum Weight: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// Ordered from lightest to heaviest.
        @inlinable public static func < (a: Weight, b: Weight) -> Bool { a.rank < b.rank }
        /// The weight's place from lightest (0) to heaviest (8): its index in `allCases`.
        @usableFromInline var rank: Int {
            switch self {
            case .ultraLight: 0
            case .thin: 1
            case .light: 2
            case .regular: 3
            case .medium: 4
            case .semibold: 5
            case .bold: 6
            case .heavy: 7
            case .black: 8
            }
        }
        /// Whether the weight is semibold or heavier: what a snapshot records as bold
        /// (``TextSnapshot/isBold``) and what draws a heading. WCAG's large text asks more of a font
        /// whose weight is known (``AuditThresholds/largeTextBoldWeight``).
        @inlinable public var isBold: Bool { self >= .semibold }
    }

    /// The size in points at the default content size category (`.large`).
    public var pointSize: Double
    /// The weight at the default setting (Bold Text off).
    public var weight: Weight
    /// How the size follows the content size category.
    public var sizing: Sizing
    /// The font's family name, for information only (`nil` is the system font).
    public var familyName: String?

    /// Creates a font. Prefer the factory functions.
    public init(pointSize: Double, weight: Weight = .regular, sizing: Sizing, familyName: String? = nil) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.sizing = sizing
        self.familyName = familyName
    }

    /// `UIFont.preferredFont(forTextStyle:)`: scales with Dynamic Type.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(
            pointSize: style.pointSize(for: .large), weight: style.isBoldByDefault ? .semibold : .regular,
            sizing: .textStyle(style))
    }

    /// `UIFont.systemFont(ofSize:weight:)`: a fixed size in points that does not scale.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, sizing: .fixed)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: a fixed bold size in points that does not scale.
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// A custom font of `size` points (at `.large`) scaled relative to `style`, as
    /// `UIFontMetrics(forTextStyle: style).scaledFont(for: UIFont(name: name, size: size))` does.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle, weight: Weight = .regular)
        -> Font
    {
        Font(pointSize: size, weight: weight, sizing: .scaled(relativeTo: style), familyName: name)
    }

    /// A custom font of a fixed `size` in points, as `UIFont(name:size:)`: does not scale.
    public static func custom(_ name: String, fixedSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, sizing: .fixed, familyName: name)
    }

    /// The text style the size follows, if any.
    public var textStyle: TextStyle? {
        switch sizing {
        case .textStyle(let s), .scaled(relativeTo: let s): s
        case .fixed: nil
        }
    }

    /// The point size at `category`, capped at `maximum` when given.
    ///
    /// Text styles use Apple's Dynamic Type table; scaled custom fonts scale by the same ratio as
    /// their style; fixed fonts never change.
    public func pointSize(for category: ContentSizeCategory, maximum: ContentSizeCategory? = nil) -> Double {
        let effective = maximum.map { min($0, category) } ?? category
        switch sizing {
        case .fixed:
            return pointSize
        case .textStyle(let style):
            return style.pointSize(for: effective)
        case .scaled(relativeTo: let style):
            return pointSize * style.pointSize(for: effective) / style.pointSize(for: .large)
        }
    }

    /// The weight with Bold Text on or off (Bold Text raises each weight one step, at least to semibold).
    @inlinable public func weight(boldText: Bool) -> Weight {
        guard boldText else { return weight }
        let all = Weight.allCases
        let next = all[min(weight.rank + 2, all.count - 1)]
        return max(next, .semibold)
    }
}
