// DocC article AuditingCaptures (AuditKitLinux.docc): its Swift examples, run on the repository's
// Examples/Screenshots (the article's `examples`). AuditingCapturesArticleTests in the package's own
// tests imports its capture examples and runs its command lines.
import AuditKitLinuxTestSupport
import XCTest

final class AuditingCapturesExamplesTests: XCTestCase {
    /// The repository's `Examples/Screenshots`: a sign-in screen's page source, its screenshot at
    /// 2x, and the same screen at the largest accessibility text size.
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Screenshots")

    func testImportingAndAuditing() throws {
        // snippet: captures-article-import
        let capture = try AccessibilityHierarchy(contentsOf: examples.appendingPathComponent("login.xml"))
        let result = try capture.audit(for: .all)
        for issue in result.issues {
            print(issue.severity, issue.ruleID, issue.element?.description ?? "(screen)")
        }
        for record in result.notEvaluated {
            print("not evaluated:", record.auditType, record.reason)
        }
        // end snippet: captures-article-import
        XCTAssertEqual(capture.source.kind, .appiumXML)
        XCTAssertEqual(result.issues.map(\.ruleID), ["sufficientElementDescription.placeholderOnly"])
        XCTAssertTrue(
            result.notEvaluated.contains { $0.auditType == .contrast && $0.reason == "the capture has no colours" })
    }

    func testAnImportErrorNamesItsPlace() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // snippet: captures-article-error
        do {
            _ = try AccessibilityHierarchy(importing: Data("<AppiumAUT>".utf8), name: "login.xml")
        } catch {
            print(error)  // login.xml:1:12: malformed XML: the document ends before <AppiumAUT> (line 1) is closed
            print(error.kind, error.line ?? 0, error.column ?? 0)
        }
        // end snippet: captures-article-error
        XCTAssertEqual(
            printed,
            [
                "login.xml:1:12: malformed XML: the document ends before <AppiumAUT> (line 1) is closed",
                "malformedXML 1 12",
            ])
    }

    func testAScreenshotAndASizeVariant() throws {
        // snippet: captures-article-screenshot
        var capture = try AccessibilityHierarchy(
            contentsOf: examples.appendingPathComponent("login.xml"),
            screenshotContentsOf: examples.appendingPathComponent("login.png"))
        try capture.addSizeVariant(
            AccessibilityHierarchy(contentsOf: examples.appendingPathComponent("login-ax5.xml")),
            at: .accessibilityExtraExtraExtraLarge)
        let result = try capture.audit(for: [.contrast, .dynamicType])
        let email = result.issues.first { $0.ruleID == "contrast.text" }
        print(email?.evidence[.contrastRatio] ?? 0, email?.evidence[.foregroundColor] ?? "")  // 3.26… #8E8E93
        // end snippet: captures-article-screenshot
        XCTAssertEqual(email?.element?.label, "Email")
        XCTAssertEqual(email?.evidence[.contrastRatio] ?? 0, 3.26, accuracy: 0.005)
        XCTAssertEqual(email?.evidence[.foregroundColor], "#8E8E93")
    }
}
