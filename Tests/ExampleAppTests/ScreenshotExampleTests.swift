import AuditKitLinux
import Foundation
import XCTest

/// `Examples/Screenshots`, the README's worked example of a capture with its screenshot and a size
/// variant (the Swift code of AuditingCaptures.md itself runs in `Examples/ConsumerPackage`).
private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Screenshots")

/// What the README and AuditingCaptures.md say the example finds, measured from its screenshot and size variant.
final class ScreenshotExampleTests: XCTestCase {
    func testAuditingACaptureWithItsScreenshotAndASizeVariant() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(examples.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var capture = try AccessibilityHierarchy(
            contentsOf: URL(fileURLWithPath: "login.xml"),
            screenshotContentsOf: URL(fileURLWithPath: "login.png"))
        try capture.addSizeVariant(
            AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: "login-ax5.xml")),
            at: .accessibilityExtraExtraExtraLarge)
        let result = try capture.audit(for: [.contrast, .dynamicType])
        XCTAssertEqual(capture.screenshot?.scale, 2)
        XCTAssertEqual(
            result.issues.map(\.ruleID),
            [
                "contrast.nonText", "contrast.text", "dynamicType.unsupported", "contrast.text",
                "contrast.text", "dynamicType.partiallyUnsupported", "contrast.text",
            ])
        let email = try XCTUnwrap(result.issues.first { $0.ruleID == "contrast.text" })
        XCTAssertEqual(email.evidence[.foregroundColor], "#8E8E93")
        XCTAssertEqual(email.evidence[.contrastRatio] ?? 0, 3.26, accuracy: 0.005)
        XCTAssertEqual(email.evidence[.colorSource], "screenshot")
        XCTAssertEqual(email.evidence[.screenshotScale], 2)
        let partial = try XCTUnwrap(result.issues.first { $0.ruleID == "dynamicType.partiallyUnsupported" })
        XCTAssertEqual(partial.evidence[.baseHeight], 16)
        XCTAssertEqual(partial.evidence[.variantHeight], 22)
        XCTAssertEqual(partial.evidence[.variantContentSizeCategory], "accessibilityExtraExtraExtraLarge")
    }
}
