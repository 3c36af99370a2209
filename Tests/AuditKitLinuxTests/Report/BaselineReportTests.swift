import AuditKitLinux
import Foundation
import XCTest

/// Baseline-known issues in reports: suppressed SARIF results, not dropped; counted in JUnit.
final class BaselineReportTests: XCTestCase {
    private let known = ReportFixtures.issue(
        element: ReportFixtures.element(identifier: "buy", label: "Buy"),
        path: "Application/Window/Button#buy")
    private let fresh = ReportFixtures.issue(
        "contrast.text", type: .contrast, compact: "Contrast failed",
        element: ReportFixtures.element(.staticText, id: 2, label: "Price"),
        path: "Application/Window/StaticText['Price']", reference: ReportFixtures.contrastReference)
    private let gone = AccessibilityAuditBaseline.Entry(
        key: "Window/Button#old", screen: "Cart", ruleID: "hitRegion.tooSmall",
        compactDescription: "Hit area is too small")

    /// The Cart screen compared with a baseline that knows `known` and a fixed issue.
    private func comparedScreen() -> AuditedScreen {
        let baseline = AccessibilityAuditBaseline(entries: [
            AccessibilityAuditBaseline.Entry(issue: known, screen: "Cart"), gone,
        ])
        let result = ReportFixtures.result([known, fresh])
        return AuditedScreen(
            name: "Cart", file: "/repo/Tests/CartTests.swift", line: 9, result: result,
            comparison: baseline.compare(result, screen: "Cart"), baseline: "Tests/baseline.json")
    }

    private func results(_ screen: AuditedScreen) throws -> (results: [[String: Any]], notifications: [[String: Any]]) {
        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: SARIFReport(screens: [screen], sourceRoot: "/repo").render())
                as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let notes =
            (run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]] ?? []
        return (try XCTUnwrap(run["results"] as? [[String: Any]]), notes)
    }

    func testComparisonKeepsKnownIssuesAsBaselined() {
        let screen = comparedScreen()
        XCTAssertEqual(screen.result.issues, [fresh])
        XCTAssertEqual(screen.baselined, [known])
        XCTAssertEqual(screen.staleBaselineEntries, [gone])
        XCTAssertEqual(screen.baseline, "Tests/baseline.json")
    }

    func testSARIFKeepsKnownIssuesAsSuppressedResults() throws {
        let (results, notes) = try results(comparedScreen())
        XCTAssertEqual(results.count, 2)
        let suppressed = try XCTUnwrap(results.first { $0["ruleId"] as? String == "hitRegion.tooSmall" })
        let suppressions = try XCTUnwrap(suppressed["suppressions"] as? [[String: String]])
        XCTAssertEqual(
            suppressions,
            [["kind": "external", "status": "accepted", "justification": "in the baseline Tests/baseline.json"]])
        XCTAssertEqual(suppressed["baselineState"] as? String, "unchanged")
        // The fingerprint is the one the issue had before the baseline was adopted.
        XCTAssertEqual(
            (suppressed["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintName],
            "Cart " + known.baselineKey)
        let new = try XCTUnwrap(results.first { $0["ruleId"] as? String == "contrast.text" })
        XCTAssertNil(new["suppressions"])
        XCTAssertEqual(new["baselineState"] as? String, "new")
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes.first?["level"] as? String, "warning")
        XCTAssertTrue((notes.first?["message"] as? [String: String])?["text"]?.contains("Window/Button#old") == true)
    }

    func testWithoutBaselineNoSuppressionsNorBaselineState() throws {
        let (results, _) = try results(AuditedScreen(name: "Cart", result: ReportFixtures.result([known, fresh])))
        XCTAssertEqual(results.count, 2)
        XCTAssertTrue(results.allSatisfy { $0["suppressions"] == nil && $0["baselineState"] == nil })
    }

    func testBaselineGivenInCodeIsNamedAfterTheScreen() throws {
        let baseline = AccessibilityAuditBaseline(entries: [
            AccessibilityAuditBaseline.Entry(issue: known, screen: "Cart")
        ])
        let result = ReportFixtures.result([known])
        let screen = AuditedScreen(name: "Cart", result: result, comparison: baseline.compare(result, screen: "Cart"))
        let (results, _) = try results(screen)
        XCTAssertEqual(
            (results.first?["suppressions"] as? [[String: String]])?.first?["justification"],
            "in the baseline given in code for screen 'Cart'")
    }

    func testDuplicateKeysKeepTheirOccurrenceNumbersWhenTheFirstIsKnown() throws {
        func field(_ id: Int, _ index: Int) -> AccessibilityAuditIssue {
            ReportFixtures.issue(
                "element.noDescription", type: .sufficientElementDescription, compact: "Element has no description",
                element: ReportFixtures.element(.textField, id: id),
                path: "Application/Window/Other/TextField[\(index)]")
        }
        let result = ReportFixtures.result([field(1, 1), field(2, 2)])
        let baseline = AccessibilityAuditBaseline(entries: [
            AccessibilityAuditBaseline.Entry(issue: field(1, 1), screen: "Login")
        ])
        let screen = AuditedScreen(name: "Login", result: result, comparison: baseline.compare(result, screen: "Login"))
        let prints = try results(screen).results.compactMap {
            ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintName]
        }
        let plain = SARIFReport.fingerprint(screen: "Login", issues: result.issues)
        XCTAssertEqual(prints, plain)
    }

    func testReportsWithBaselinesStayValid() throws {
        try ReportValidator.assertValid(
            "sarif", text: SARIFReport(screens: [comparedScreen()], sourceRoot: "/repo").render())
        try ReportValidator.assertValid("junit", text: Data(JUnitReport(screens: [comparedScreen()]).render().utf8))
    }

    func testJUnitCountsBaselinedIssuesAndListsNoCaseForThem() {
        let xml = JUnitReport(screens: [comparedScreen()]).render()
        XCTAssertTrue(xml.contains(#"<property name="baselinedIssues" value="1"/>"#), xml)
        XCTAssertTrue(xml.contains(#"<property name="staleBaselineEntries" value="1"/>"#), xml)
        XCTAssertFalse(xml.contains("hitRegion.tooSmall"), xml)
        XCTAssertTrue(xml.contains("contrast.text"), xml)
    }

    func testRecordsRoundTripAndOldRecordsDecode() throws {
        let screen = comparedScreen()
        XCTAssertEqual(try JSONDecoder().decode(AuditedScreen.self, from: JSONEncoder().encode(screen)), screen)
        let old = try JSONEncoder().encode(AuditedScreen(name: "Old", result: ReportFixtures.result([known])))
        XCTAssertFalse(String(decoding: old, as: UTF8.self).contains("baselined"))
        XCTAssertEqual(try JSONDecoder().decode(AuditedScreen.self, from: old).baselined, [])
    }
}
