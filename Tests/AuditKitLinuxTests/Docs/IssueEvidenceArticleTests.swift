// IssueEvidence.md (AuditKitLinux.docc): its JSON examples checked against what the library writes
// and reads. Its Swift examples are compiled and run in the consumer package (Examples/ConsumerPackage,
// ArticleIssueEvidence.swift; python3 .ci/readme-snippets).
import AuditKitLinux
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

    /// "In reports": the article's issue object is what the JSON report writes for that button,
    /// but for the element and the detailed description, which it shortens.
    func testTheReportExampleIsWhatTheJSONReportWrites() throws {
        let shown = try XCTUnwrap(
            article().blocks(language: "json").first {
                $0.lines.contains { $0.contains("\"ruleID\" : \"hitRegion.tooSmall\"") }
            })
        let example = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(shown.lines.joined(separator: "\n").utf8)) as? [String: Any])
        let report = try JSONReport(makeApp().audit(for: .hitRegion)).rendered()
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let issue = try XCTUnwrap((object["issues"] as? [[String: Any]])?.first)
        for key in ["auditType", "compactDescription", "ruleID", "severity", "path"] {
            XCTAssertEqual(issue[key] as? String, example[key] as? String, key)
        }
        XCTAssertEqual(issue["evidence"] as? [String: Double], example["evidence"] as? [String: Double])
        XCTAssertEqual(Set(issue.keys), Set(example.keys), "the same keys")
        XCTAssertEqual(issue["reference"] as? [String: String], example["reference"] as? [String: String])
        XCTAssertEqual((issue["foundUnder"] as? [Any])?.count, 0)
        XCTAssertTrue(issue["location"] is NSNull)
        XCTAssertTrue(example["location"] is NSNull)
        let detail = try XCTUnwrap(example["detailedDescription"] as? String)
        XCTAssertTrue((issue["detailedDescription"] as? String)?.hasPrefix(String(detail.prefix { $0 != "(" })) == true)
    }

    /// "In ignore lists": the article's JSON list reads, and matches the article's issue by its height.
    func testIgnoringByEvidenceInJSON() throws {
        let issue = try XCTUnwrap(makeApp().audit(for: .hitRegion).issues.first)
        let json = try XCTUnwrap(
            article().blocks(language: "json").first { $0.lines.contains { $0.contains("auditkit-ignore-list") } })
        let fromJSON = try AccessibilityAuditIgnoreList(json: Data(json.lines.joined(separator: "\n").utf8))
        XCTAssertEqual(fromJSON.ignore.count, 2)
        XCTAssertTrue(fromJSON.matches(issue))
        var lower = issue
        lower.evidence[.height] = 21.9
        XCTAssertFalse(fromJSON.matches(lower), "below the minimum of 22")
    }
}
