// DocC article IssueEvidence (AuditKitLinux.docc): its Swift examples, on a screen with one 18 × 22 pt
// button. IssueEvidenceArticleTests in the package's own tests checks its JSON examples.
import AuditKitLinuxTestSupport
import XCTest

final class IssueEvidenceExamplesTests: XCTestCase {
    func makeApp() -> HeadlessApplication {
        let window = Window()
        let go = Button(title: "Go", frame: CGRect(x: 20, y: 100, width: 18, height: 22))
        go.addAction {}
        window.addSubview(go)
        return HeadlessApplication(window, name: "Shop")
    }

    func testReadingEvidence() throws {
        let app = makeApp()
        // snippet: evidence-article-read
        let result = try app.audit(for: .hitRegion)
        let issue = try XCTUnwrap(result.issues.first { $0.ruleID == "hitRegion.tooSmall" })
        XCTAssertEqual(issue.evidence[.width], 18)  // Double?, in points
        XCTAssertEqual(issue.evidence[.minimumSize], 24)
        XCTAssertNil(issue.evidence[.contrastRatio])  // a key this rule does not record
        // end snippet: evidence-article-read
        XCTAssertEqual(issue.evidence[name: "height"], .number(22))
    }

    func testIgnoringByEvidence() throws {
        // snippet: evidence-article-ignore
        let ignoreList: AccessibilityAuditIgnoreList = [
            .init(
                ruleID: "contrast.text",
                evidence: [
                    .key(.foregroundColor, equals: "#007AFF"),
                    .key(.backgroundColor, equals: "#FFFFFF"),
                ]),
            .evidence(.contrastRatio, in: 4.0...4.5),
            .issue(.hitRegion, evidence: [.key(.height, in: 22...24)]),
        ]
        // end snippet: evidence-article-ignore
        let issue = try XCTUnwrap(makeApp().audit(for: .hitRegion).issues.first)
        XCTAssertTrue(ignoreList.matches(issue), "height 22 is in 22...24")
    }
}
