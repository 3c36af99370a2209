import Foundation

/// Drawn text as a snapshot records it, resolved for the snapshot's settings.
public struct TextSnapshot: Hashable, Codable, Sendable {
    /// The string drawn.
    public var text: String
    /// The font, with its sizing (text style, scaled, fixed); `nil` if unknown.
    public var font: Font?
    /// The point size at the snapshot's content size category; `nil` if unknown.
    public var pointSize: Double?
    /// Whether the drawn weight counts as bold (Bold Text included); `nil` if unknown.
    public var isBold: Bool?
    /// Whether the font follows content size changes; `nil` if unknown.
    public var adjustsFontForContentSizeCategory: Bool?
    /// The cap on the content size category for this text (the view's or an ancestor's); `nil` if none or unknown.
    public var maximumContentSizeCategory: ContentSizeCategory?
    /// Maximum lines; 0 means no limit; `nil` if unknown.
    public var numberOfLines: Int?
    /// The text colour, resolved and with the view's opacity applied; `nil` if unknown.
    public var color: RGBA?
    /// Whether overflow scrolls rather than clips; `nil` if unknown.
    public var scrollsWhenOverflowing: Bool?
    /// Whether the string drawn is a placeholder (a text field's, shown while it is empty); `nil` if unknown.
    public var isPlaceholder: Bool?

    /// Creates a text snapshot; unknown facts stay `nil`.
    public init(
        text: String, font: Font? = nil, pointSize: Double? = nil, isBold: Bool? = nil,
        adjustsFontForContentSizeCategory: Bool? = nil, maximumContentSizeCategory: ContentSizeCategory? = nil,
        numberOfLines: Int? = nil, color: RGBA? = nil, scrollsWhenOverflowing: Bool? = nil,
        isPlaceholder: Bool? = nil
    ) {
        self.text = text
        self.font = font
        self.pointSize = pointSize
        self.isBold = isBold
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.maximumContentSizeCategory = maximumContentSizeCategory
        self.numberOfLines = numberOfLines
        self.color = color
        self.scrollsWhenOverflowing = scrollsWhenOverflowing
        self.isPlaceholder = isPlaceholder
    }
}
