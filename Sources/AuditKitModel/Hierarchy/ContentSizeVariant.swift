/// The same screen captured at another content size category (another Dynamic Type text size),
/// so that the Dynamic Type audit can compare how tall its text is at each.
///
/// In XCUITest, launch the app with `-UIPreferredContentSizeCategoryName
/// UICTContentSizeCategoryAccessibilityXXXL` in `launchArguments`; with Appium, pass the same two
/// strings in the `processArguments` capability's `args`. Capture the same screen in the same state.
public struct ContentSizeVariant: Hashable, Sendable {
    /// The content size category the variant was captured at.
    public var contentSizeCategory: ContentSizeCategory
    /// The variant's hierarchy.
    public var hierarchy: AccessibilityHierarchy

    /// Creates a variant.
    public init(contentSizeCategory: ContentSizeCategory, hierarchy: AccessibilityHierarchy) {
        self.contentSizeCategory = contentSizeCategory
        self.hierarchy = hierarchy
    }
}

/// Why a size variant cannot be added to a hierarchy.
public enum ContentSizeVariantError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variant's category is the one the hierarchy itself was captured at.
    case sameCategory(ContentSizeCategory)
    /// A variant at this category was already added.
    case duplicateCategory(ContentSizeCategory)
    /// The variant holds no elements.
    case emptyVariant(ContentSizeCategory)
    /// The variant's category (the first value) is smaller than the one the hierarchy was captured
    /// at (the second): Dynamic Type is judged by how text grows at larger categories, so the
    /// variant would say nothing.
    case smallerCategory(ContentSizeCategory, captured: ContentSizeCategory)

    /// What is wrong, for people.
    public var description: String {
        switch self {
        case .sameCategory(let category):
            "the size variant at \(category.rawValue) is at the size the capture itself is taken at "
                + "(captures count as the default, large, unless their settings say otherwise); capture it at another size"
        case .duplicateCategory(let category):
            "two size variants at \(category.rawValue): give one capture per content size category"
        case .emptyVariant(let category):
            "the size variant at \(category.rawValue) holds no elements"
        case .smallerCategory(let category, let captured):
            "the size variant at \(category.rawValue) is smaller than the size the capture itself is taken at "
                + "(\(captured.rawValue)): Dynamic Type is judged by text growing at larger sizes; capture the screen at a "
                + "larger size, such as accessibilityExtraExtraExtraLarge"
        }
    }
}

extension AccessibilityHierarchy {
    /// The content size category the screen was captured or snapshotted at: its settings' when
    /// known, else `.large`, iOS's default (a capture does not record it).
    public var capturedContentSizeCategory: ContentSizeCategory {
        settings?.preferredContentSizeCategory ?? .large
    }

    /// Adds `variant`, the same screen captured at `category`, for the Dynamic Type audit.
    ///
    /// - Throws: ``ContentSizeVariantError`` when `category` is this hierarchy's own
    ///   (``capturedContentSizeCategory``) or smaller than it, a variant at `category` was added
    ///   already, or `variant` is empty.
    public mutating func addSizeVariant(_ variant: AccessibilityHierarchy, at category: ContentSizeCategory) throws {
        guard category != capturedContentSizeCategory else { throw ContentSizeVariantError.sameCategory(category) }
        guard category > capturedContentSizeCategory else {
            throw ContentSizeVariantError.smallerCategory(category, captured: capturedContentSizeCategory)
        }
        guard !sizeVariants.contains(where: { $0.contentSizeCategory == category }) else {
            throw ContentSizeVariantError.duplicateCategory(category)
        }
        guard !variant.isEmpty else { throw ContentSizeVariantError.emptyVariant(category) }
        sizeVariants.append(ContentSizeVariant(contentSizeCategory: category, hierarchy: variant))
        sizeVariants.sort { $0.contentSizeCategory < $1.contentSizeCategory }
    }
}
