import AuditKitLinux
import Foundation
import XCTest

/// The benchmark's deep shapes (`auditkit-bench`, "Shapes that were once quadratic"), a hundred
/// deep: their findings, and each issue's path, in full up to 64 steps and shortened past them, in
/// the issues and in the reports.
extension DeepAndWideScreenTests {
    /// WebDriverAgent's attributes for a `width` × `height` element at the origin.
    private static func tag(_ type: String, label: String? = nil, accessible: Bool, width: Int, height: Int) -> String {
        let names = label.map { #" name="\#($0)" label="\#($0)""# } ?? ""
        return #"<XCUIElementType\#(type) type="XCUIElementType\#(type)"\#(names) enabled="true" visible="true" "#
            + #"accessible="\#(accessible)" x="0" y="0" width="\#(width)" height="\#(height)" index="0">"#
    }

    /// A page source as the benchmark writes it: an application "Bench", a window and a view
    /// holding `depth` nested `open` tags.
    private static func nested(_ open: String, closing type: String, depth: Int) -> String {
        let screen = { (type: String, label: String?) in
            tag(type, label: label, accessible: false, width: 390, height: 844)
        }
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<AppiumAUT>\n" + screen("Application", "Bench") + "\n"
            + screen("Window", nil) + "\n" + screen("Other", nil) + "\n" + String(repeating: open, count: depth)
            + String(repeating: "</XCUIElementType\(type)>", count: depth) + "\n"
            + "</XCUIElementTypeOther>\n</XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
    }

    /// `Generators.nestedButtonsEndingInButton`: `depth` nested buttons labelled "Play button".
    static func nestedPlayButtons(depth: Int) -> String {
        nested(
            tag("Button", label: "Play button", accessible: true, width: 390, height: 844), closing: "Button",
            depth: depth)
    }

    /// `Generators.deepSmallLinks`: `depth` nested 10 × 10 pt links without labels.
    static func deepSmallLinks(depth: Int) -> String {
        nested(tag("Link", accessible: true, width: 10, height: 10), closing: "Link", depth: depth)
    }

    /// The path of an element `steps` steps deep under the shapes' application, window and view,
    /// every step below them `step`: in full up to 64 steps, else the first 4, the count of those
    /// left out, and the last 32.
    private func expectedPath(steps: Int, step: String) -> String {
        let all = ["Application['Bench']", "Window", "Other"] + Array(repeating: step, count: steps - 3)
        guard steps > 64 else { return all.joined(separator: "/") }
        return all.prefix(4).joined(separator: "/") + "/…(\(steps - 36) steps)…/"
            + all.suffix(32).joined(separator: "/")
    }

    /// Checks `result`'s paths in its issues and in each report format.
    private func assertReportsCarryThePaths(
        _ result: AccessibilityAuditResult, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let report = JSONReport(result)
        let written = try report.encoded()
        XCTAssertEqual(written, try JSONEncoder.auditKitDocument().encode(report), file: file, line: line)
        let decoded = try JSONDecoder().decode(JSONReport.self, from: written)
        XCTAssertEqual(decoded.issues.map { $0.element?.path }, result.issues.map(\.path), file: file, line: line)
        var chunks = Data()
        try report.write(chunkSize: 500) { chunks.append(contentsOf: $0) }
        XCTAssertEqual(chunks, written + Data("\n".utf8), file: file, line: line)
        let text = TextReport(result).rendered
        for path in result.issues.compactMap(\.path) {
            XCTAssertTrue(text.contains(" (\(path))"), path, file: file, line: line)
        }
    }

    func testNestedButtonsLabelledButtonAreEachReportedWithTheirPath() throws {
        let hierarchy = try AccessibilityHierarchy(
            importing: Data(Self.nestedPlayButtons(depth: 100).utf8), name: "nested.xml")
        XCTAssertEqual(hierarchy.elements.count, 103)
        let result = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy)
        XCTAssertEqual(
            Dictionary(grouping: result.issues, by: \.ruleID).mapValues(\.count), ["trait.repeatedInLabel": 100])
        XCTAssertEqual(
            result.issues.map(\.path), (4...103).map { expectedPath(steps: $0, step: "Button['Play button']") })
        XCTAssertEqual(
            result.issues.last?.path,
            "Application['Bench']/Window/Other/Button['Play button']/…(67 steps)…/"
                + Array(repeating: "Button['Play button']", count: 32).joined(separator: "/"))
        XCTAssertEqual(
            Set(result.issues.map(\.detailedDescription)),
            [
                "The label 'Play button' ends with 'button', which VoiceOver already says for the element's trait, "
                    + "so it is read twice. Remove 'button' from the label."
            ])
        try assertReportsCarryThePaths(result)
    }

    func testADeepChainOfSmallLinksIsReportedWithBoundedPaths() throws {
        let hierarchy = try AccessibilityHierarchy(
            importing: Data(Self.deepSmallLinks(depth: 100).utf8), name: "deep.xml")
        let result = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy)
        XCTAssertEqual(
            Dictionary(grouping: result.issues, by: \.ruleID).mapValues(\.count),
            ["hitRegion.tooSmall": 100, "sufficientElementDescription.missing": 1])
        XCTAssertEqual(
            result.issues.filter { $0.ruleID == "hitRegion.tooSmall" }.map(\.path),
            (4...103).map { expectedPath(steps: $0, step: "Link") })
        XCTAssertEqual(
            result.issues.filter { $0.ruleID == "sufficientElementDescription.missing" }.map(\.path),
            ["Application['Bench']/Window/Other/Link"])
        XCTAssertEqual(result.issues.compactMap(\.path).map { $0.split(separator: "/").count }.max(), 64)
        XCTAssertEqual(result.issues.last?.path?.split(separator: "/").count, 37)
        try assertReportsCarryThePaths(result)
    }
}
