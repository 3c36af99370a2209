import AuditKitLinux
import XCTest

/// Checks `ContentSizeCategory` and `TextStyle` against Apple's HIG
/// "Dynamic Type sizes" table (iOS, iPadOS).
final class DynamicTypeTableTests: XCTestCase {

    // MARK: ContentSizeCategory

    func testCategoryOrderAndCount() {
        XCTAssertEqual(ContentSizeCategory.allCases.count, 12)
        XCTAssertEqual(ContentSizeCategory.allCases.first, .extraSmall)
        XCTAssertEqual(ContentSizeCategory.allCases.last, .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory.allCases.sorted(), ContentSizeCategory.allCases)
    }

    func testComparable() {
        XCTAssertLessThan(ContentSizeCategory.extraSmall, .small)
        XCTAssertLessThan(ContentSizeCategory.large, .extraLarge)
        XCTAssertLessThan(ContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertLessThan(ContentSizeCategory.accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge)
        XCTAssertFalse(ContentSizeCategory.large < .large)
        XCTAssertGreaterThan(ContentSizeCategory.accessibilityMedium, .large)
        XCTAssertEqual(ContentSizeCategory.allCases.max(), .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(ContentSizeCategory.allCases.min(), .extraSmall)
    }

    func testAccessibilityFlag() {
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        XCTAssertEqual(
            accessibility,
            [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.large.isAccessibilityCategory)
        // Every accessibility category is larger than every standard one.
        for a in accessibility {
            for s in ContentSizeCategory.allCases where !s.isAccessibilityCategory {
                XCTAssertLessThan(s, a)
            }
        }
    }

    func testRawValuesAndCodable() throws {
        XCTAssertEqual(
            ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue,
            "accessibilityExtraExtraExtraLarge")
        XCTAssertEqual(ContentSizeCategory(rawValue: "extraSmall"), .extraSmall)
        XCTAssertEqual(TextStyle.caption2.rawValue, "caption2")

        let data = try JSONEncoder().encode([ContentSizeCategory.large, .accessibilityMedium])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["large","accessibilityMedium"]"#)
        XCTAssertEqual(
            try JSONDecoder().decode([ContentSizeCategory].self, from: data),
            [.large, .accessibilityMedium])
        let styleData = try JSONEncoder().encode(TextStyle.largeTitle)
        XCTAssertEqual(try JSONDecoder().decode(TextStyle.self, from: styleData), .largeTitle)
    }

    // MARK: TextStyle table

    func testTextStyleCases() {
        XCTAssertEqual(
            TextStyle.allCases,
            [
                .largeTitle, .title1, .title2, .title3, .headline, .body,
                .callout, .subheadline, .footnote, .caption1, .caption2,
            ])
    }

    /// Large (default), size / leading, straight from the HIG table.
    func testDefaultSizeValues() {
        let expected: [TextStyle: (Double, Double)] = [
            .largeTitle: (34, 41), .title1: (28, 34), .title2: (22, 28), .title3: (20, 25),
            .headline: (17, 22), .body: (17, 22), .callout: (16, 21), .subheadline: (15, 20),
            .footnote: (13, 18), .caption1: (12, 16), .caption2: (11, 13),
        ]
        XCTAssertEqual(expected.count, TextStyle.allCases.count)
        for (style, (size, leading)) in expected {
            XCTAssertEqual(style.pointSize(for: .large), size, "\(style) size")
            XCTAssertEqual(style.lineHeight(for: .large), leading, "\(style) leading")
        }
    }

    /// AX5 (accessibilityExtraExtraExtraLarge), size / leading.
    func testAX5Values() {
        let expected: [TextStyle: (Double, Double)] = [
            .largeTitle: (60, 70), .title1: (58, 68), .title2: (56, 66), .title3: (55, 65),
            .headline: (53, 62), .body: (53, 62), .callout: (51, 60), .subheadline: (49, 58),
            .footnote: (44, 52), .caption1: (43, 51), .caption2: (40, 48),
        ]
        for (style, (size, leading)) in expected {
            XCTAssertEqual(style.pointSize(for: .accessibilityExtraExtraExtraLarge), size, "\(style) size")
            XCTAssertEqual(style.lineHeight(for: .accessibilityExtraExtraExtraLarge), leading, "\(style) leading")
        }
    }

    func testOtherSpotValues() {
        // xSmall
        XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .extraSmall), 31)
        XCTAssertEqual(TextStyle.largeTitle.lineHeight(for: .extraSmall), 38)
        XCTAssertEqual(TextStyle.body.pointSize(for: .extraSmall), 14)
        XCTAssertEqual(TextStyle.body.lineHeight(for: .extraSmall), 19)
        XCTAssertEqual(TextStyle.caption2.pointSize(for: .extraSmall), 11)
        // The footnote/caption floor: unchanged across xSmall…Medium.
        for c in [ContentSizeCategory.extraSmall, .small, .medium] {
            XCTAssertEqual(TextStyle.footnote.pointSize(for: c), 12)
            XCTAssertEqual(TextStyle.caption1.pointSize(for: c), 11)
            XCTAssertEqual(TextStyle.caption1.lineHeight(for: c), 13)
        }
        // xxxLarge: Subhead leading equals Callout leading in the HIG table.
        XCTAssertEqual(TextStyle.subheadline.pointSize(for: .extraExtraExtraLarge), 21)
        XCTAssertEqual(TextStyle.subheadline.lineHeight(for: .extraExtraExtraLarge), 28)
        XCTAssertEqual(TextStyle.callout.lineHeight(for: .extraExtraExtraLarge), 28)
        // Body across the whole range.
        XCTAssertEqual(
            ContentSizeCategory.allCases.map { TextStyle.body.pointSize(for: $0) },
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(
            ContentSizeCategory.allCases.map { TextStyle.body.lineHeight(for: $0) },
            [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        // AX1 and AX3 samples.
        XCTAssertEqual(TextStyle.title2.pointSize(for: .accessibilityMedium), 34)
        XCTAssertEqual(TextStyle.title2.lineHeight(for: .accessibilityMedium), 41)
        XCTAssertEqual(TextStyle.title3.pointSize(for: .accessibilityExtraLarge), 43)
        XCTAssertEqual(TextStyle.title3.lineHeight(for: .accessibilityExtraLarge), 51)
    }

    func testMonotonicAcrossCategories() {
        for style in TextStyle.allCases {
            var previous: (size: Double, leading: Double)?
            for category in ContentSizeCategory.allCases {
                let size = style.pointSize(for: category)
                let leading = style.lineHeight(for: category)
                XCTAssertGreaterThan(size, 0)
                XCTAssertGreaterThanOrEqual(leading, size, "\(style) at \(category)")
                if let previous {
                    XCTAssertGreaterThanOrEqual(size, previous.size, "\(style) size at \(category)")
                    XCTAssertGreaterThanOrEqual(leading, previous.leading, "\(style) leading at \(category)")
                }
                previous = (size, leading)
            }
            // Each style grows strictly from the default to AX5.
            XCTAssertLessThan(
                style.pointSize(for: .large),
                style.pointSize(for: .accessibilityExtraExtraExtraLarge))
        }
    }

    func testHierarchyAtDefaultSize() {
        let sizes = TextStyle.allCases.map { $0.pointSize(for: .large) }
        // allCases runs roughly largest to smallest; only callout/body/headline break strict order.
        XCTAssertEqual(sizes, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    func testBoldByDefault() {
        XCTAssertTrue(TextStyle.headline.isBoldByDefault)
        XCTAssertEqual(TextStyle.allCases.filter(\.isBoldByDefault), [.headline])
    }
}
