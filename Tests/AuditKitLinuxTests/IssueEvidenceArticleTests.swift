// The code of IssueEvidence.md (AuditKitLinux.docc), compiled and run here, and its JSON examples
// checked against what the library writes and reads. DocumentationArticleTests checks that each of
// the article's Swift blocks is a run of lines of this file.
import AuditKitLinux
import DocumentationArticles
import Foundation
import XCTest

final class IssueEvidenceArticleTests: XCTestCase {
    /// A screen with one 18 × 22 pt button: the article's issue.
    func makeApp() -> HeadlessApplication {
        let window = Window()
        let go = Button(title: "Go", frame: CGRect(x: 20, y: 100, width: 18, height: 22))
        go.addAction {}
        window.addSubview(go)
        return HeadlessApplication(window, name: "Shop")
    }

    func article() throws -> DocumentationArticle {
        try DocumentationArticle(catalog: "AuditKitLinux", name: "IssueEvidence")
    }

    // "In Swift".
    func testReadingEvidence() throws {
        let app = makeApp()
        let result = try app.audit(for: .hitRegion)
        let issue = try XCTUnwrap(result.issues.first { $0.ruleID == "hitRegion.tooSmall" })
        XCTAssertEqual(issue.evidence[.width], 18)              // Double?, in points
        XCTAssertEqual(issue.evidence[.minimumSize], 24)
        XCTAssertNil(issue.evidence[.contrastRatio])            // a key this rule does not record
        XCTAssertEqual(issue.evidence[name: "height"], .number(22))
    }

    /// "In reports": the article's issue object is what the JSON report writes for that button,
    /// but for the element and the detailed description, which it shortens.
    func testTheReportExampleIsWhatTheJSONReportWrites() throws {
        let shown = try XCTUnwrap(article().blocks(language: "json").first { $0.lines.contains { $0.contains("\"ruleID\" : \"hitRegion.tooSmall\"") } })
        let example = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.lines.joined(separator: "\n").utf8)) as? [String: Any])
        let report = try JSONReport(makeApp().audit(for: .hitRegion)).rendered()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let issue = try XCTUnwrap((object["issues"] as? [[String: Any]])?.first)
        for key in ["auditType", "compactDescription", "ruleID", "severity"] {
            XCTAssertEqual(issue[key] as? String, example[key] as? String, key)
        }
        XCTAssertEqual(issue["evidence"] as? [String: Double], example["evidence"] as? [String: Double])
        XCTAssertEqual(Set(issue.keys), Set(example.keys), "the same keys")
        let detail = try XCTUnwrap(example["detailedDescription"] as? String)
        XCTAssertTrue((issue["detailedDescription"] as? String)?.hasPrefix(String(detail.prefix { $0 != "(" })) == true)
    }

    // "In ignore lists".
    func testIgnoringByEvidence() throws {
        let ignoreList: AccessibilityAuditIgnoreList = [
            .init(ruleID: "contrast.text", evidence: [.key(.foregroundColor, equals: "#007AFF"),
                                                      .key(.backgroundColor, equals: "#FFFFFF")]),
            .evidence(.contrastRatio, in: 4.0...4.5),
            .issue(.hitRegion, evidence: [.key(.height, in: 22...24)]),
        ]
        let issue = try XCTUnwrap(makeApp().audit(for: .hitRegion).issues.first)
        XCTAssertTrue(ignoreList.matches(issue), "height 22 is in 22...24")

        // The article's JSON list reads, and matches the same issue by its height.
        let json = try XCTUnwrap(article().blocks(language: "json").first { $0.lines.contains { $0.contains("auditkit-ignore-list") } })
        let fromJSON = try AccessibilityAuditIgnoreList(json: Data(json.lines.joined(separator: "\n").utf8))
        XCTAssertEqual(fromJSON.ignore.count, 2)
        XCTAssertTrue(fromJSON.matches(issue))
        var lower = issue
        lower.evidence[.height] = 21.9
        XCTAssertFalse(fromJSON.matches(lower), "below the minimum of 22")
    }
}
