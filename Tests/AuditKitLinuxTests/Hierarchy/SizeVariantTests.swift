import AuditKitLinux
import Foundation
import XCTest

/// Dynamic Type on captures: the same screen captured at a larger content size category
/// (`--at-size`), text matched across the two, and text that did not grow (or stopped short) reported.
final class SizeVariantTests: XCTestCase {
    /// A page source with one static text per `(label, frame)`, optionally inside a navigation bar.
    private func capture(_ texts: [(String, CGRect)], identifiers: [String?]? = nil, barTitle: (String, CGRect)? = nil)
        throws -> AccessibilityHierarchy
    {
        var canvas = ScreenCanvas(scale: 1)
        for (index, (label, frame)) in texts.enumerated() {
            canvas.element("StaticText", frame, label: label, value: label, name: identifiers?[index] ?? label)
        }
        if let (title, frame) = barTitle {
            canvas.element(
                "NavigationBar", CGRect(x: 0, y: 44, width: 390, height: 44), label: "Bar",
                children:
                    #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="\#(title)" label="\#(title)" value="\#(title)" enabled="true" visible="true" x="\#(Int(frame.minX))" y="\#(Int(frame.minY))" width="\#(Int(frame.width))" height="\#(Int(frame.height))"/>"#
            )
        }
        return try AccessibilityHierarchy(importing: canvas.pageSource, name: "size.xml")
    }

    private func dynamicType(
        _ base: AccessibilityHierarchy, _ variant: AccessibilityHierarchy,
        at category: ContentSizeCategory = .accessibilityExtraExtraExtraLarge
    ) throws -> AccessibilityAuditResult {
        var base = base
        try base.addSizeVariant(variant, at: category)
        return try base.audit(for: .dynamicType)
    }

    // MARK: Must fire

    func testTextThatDidNotGrowIsUnsupported() throws {
        let base = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        let ax5 = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        let result = try dynamicType(base, ax5)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Dynamic Type font sizes are unsupported"])
        XCTAssertEqual(result.issues.first?.ruleID, "dynamicType.unsupported")
        let evidence = try XCTUnwrap(result.issues.first?.evidence)
        XCTAssertEqual(evidence[.baseHeight], 20)
        XCTAssertEqual(evidence[.variantHeight], 20)
        XCTAssertEqual(evidence[.growth], 1)
        XCTAssertEqual(evidence[.baseContentSizeCategory], "large")
        XCTAssertEqual(evidence[.variantContentSizeCategory], "accessibilityExtraExtraExtraLarge")
        XCTAssertEqual(evidence[.matchedBy], "path")
        XCTAssertEqual(evidence[.text], "Delivery")
    }

    func testTextThatStoppedShortIsPartiallyUnsupported() throws {
        // Body text capped at xxxLarge: 17 → 23 pt, lines 20 → 27 pt; a text style reaches AX1 (28 pt, 1.65×).
        let base = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        let ax5 = try capture([("Delivery", CGRect(x: 16, y: 120, width: 300, height: 27))])
        let result = try dynamicType(base, ax5)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Dynamic Type font sizes are partially unsupported"])
        XCTAssertEqual(result.issues.first?.ruleID, "dynamicType.partiallyUnsupported")
        XCTAssertEqual(result.issues.first?.evidence[.growth] ?? 0, 1.35, accuracy: 0.001)
        XCTAssertEqual(result.issues.first?.evidence[.expectedGrowth] ?? 0, 1.47, accuracy: 0.01)
    }

    // MARK: Must not fire

    func testTextThatGrewPasses() throws {
        let base = try capture([
            ("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20)),
            ("Arrives Monday", CGRect(x: 16, y: 150, width: 200, height: 18)),
        ])
        let ax5 = try capture([
            ("Delivery", CGRect(x: 16, y: 150, width: 358, height: 63)),
            ("Arrives Monday", CGRect(x: 16, y: 230, width: 358, height: 120)),
        ])
        let result = try dynamicType(base, ax5)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.filter { $0.reason != "the capture has no fonts" }, [])
    }

    func testSystemBarTextIsExempt() throws {
        let base = try capture(
            [("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))],
            barTitle: ("Orders", CGRect(x: 150, y: 55, width: 90, height: 22)))
        let ax5 = try capture(
            [("Delivery", CGRect(x: 16, y: 150, width: 358, height: 63))],
            barTitle: ("Orders", CGRect(x: 150, y: 55, width: 90, height: 22)))
        XCTAssertEqual(try dynamicType(base, ax5).issues, [])
    }

    /// A variant smaller than the capture would say nothing about growth: refused, never silently unused.
    func testSmallerVariantIsRefused() throws {
        var base = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        let small = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        XCTAssertThrowsError(try base.addSizeVariant(small, at: .extraSmall)) {
            XCTAssertEqual($0 as? ContentSizeVariantError, .smallerCategory(.extraSmall, captured: .large))
            XCTAssertTrue("\($0)".contains("smaller than the size the capture itself is taken at (large)"), "\($0)")
        }
        XCTAssertTrue(base.sizeVariants.isEmpty)
    }

    func testUnmatchedTextIsNotEvaluated() throws {
        let base = try capture([
            ("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20)),
            ("Gone", CGRect(x: 16, y: 150, width: 200, height: 20)),
        ])
        let ax5 = try capture([("Delivery", CGRect(x: 16, y: 150, width: 358, height: 63))])
        let result = try dynamicType(base, ax5)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.first { $0.reason.contains("size variant") }?.elementCount, 1)
    }

    func testWithoutVariantsNothingChanges() throws {
        let base = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        let result = try base.audit(for: .dynamicType)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(
            result.notEvaluated,
            [NotEvaluated(auditType: .dynamicType, reason: "the capture has no fonts", elementCount: 1)])
    }

    // MARK: Matching

    func testMatchingByIdentifierPathLabelAndReadingOrder() throws {
        let base = try capture(
            [
                ("Price", CGRect(x: 16, y: 100, width: 100, height: 20)),
                ("Item", CGRect(x: 16, y: 130, width: 100, height: 20)),
                ("Item", CGRect(x: 16, y: 160, width: 100, height: 20)),
            ], identifiers: ["price", nil, nil])
        let ax5 = try capture(
            [
                ("Item", CGRect(x: 16, y: 300, width: 300, height: 62)),
                ("Item", CGRect(x: 16, y: 400, width: 300, height: 62)),
                ("$4.20", CGRect(x: 16, y: 100, width: 300, height: 62)),
            ], identifiers: [nil, nil, "price"])
        var hierarchy = base
        try hierarchy.addSizeVariant(ax5, at: .accessibilityExtraExtraExtraLarge)
        let growth = hierarchy.textGrowth()
        XCTAssertEqual(growth.unmatched, [])
        // The two "Item"s have no identifier and the same label. They shared a path until issue 9 and
        // were matched in reading order; paths now name one element each (`StaticText['Item'][0]`,
        // `[1]`, their order among same-looking siblings), so they are matched by path.
        XCTAssertEqual(growth.comparisons.map(\.match), [.identifier, .path, .path])
        XCTAssertEqual(growth.comparisons.map(\.verdict), [.grew, .grew, .grew])
        // Paths that differ (one "Item" moved into a container at AX5): the same texts, in reading order.
        var canvas = ScreenCanvas(scale: 1)
        canvas.element(
            "Other", CGRect(x: 0, y: 40, width: 390, height: 100),
            children:
                #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Item" label="Item" value="Item" enabled="true" visible="true" x="16" y="50" width="300" height="62"/>"#
        )
        canvas.element(
            "StaticText", CGRect(x: 16, y: 300, width: 300, height: 62), label: "Item", value: "Item", name: "Item")
        let moved = try AccessibilityHierarchy(importing: canvas.pageSource, name: "moved.xml")
        var twice = try capture([
            ("Item", CGRect(x: 16, y: 130, width: 100, height: 20)),
            ("Item", CGRect(x: 16, y: 160, width: 100, height: 20)),
        ])
        try twice.addSizeVariant(moved, at: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(twice.textGrowth().comparisons.map(\.match), [.readingOrder, .readingOrder])
    }

    func testVariantErrors() throws {
        var base = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 20))])
        let other = try capture([("Delivery", CGRect(x: 16, y: 120, width: 200, height: 60))])
        XCTAssertThrowsError(try base.addSizeVariant(other, at: .large)) {
            XCTAssertTrue("\($0)".contains("the default, large"))
        }
        try base.addSizeVariant(other, at: .accessibilityMedium)
        XCTAssertThrowsError(try base.addSizeVariant(other, at: .accessibilityMedium)) {
            XCTAssertTrue("\($0)".contains("two size variants"))
        }
    }
}
