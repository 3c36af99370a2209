import AuditKitLinux
import Foundation
import XCTest

/// Text and JSON reports, compared whole against results built by hand (no rule involved).
final class ReportTests: XCTestCase {

    // MARK: Text

    func testTextReportListsIssuesThenNotEvaluatedThenSummary() {
        let report = TextReport(sampleResult()).rendered
        XCTAssertEqual(
            report,
            """
            error: Hit area is too small: Button, label: 'New Quote', {{20, 200}, {18, 22}} (Application/Window/Button['New Quote']) [hitRegion.tooSmall]
                The hit area is 18 × 22 pt.
                Make it at least 24 × 24 pt.
            warning: Contrast nearly passed: StaticText, identifier: 'quote', label: 'Stay hungry', value: 'x', {{20, 100}, {350.5, 40}} (Application/Window/StaticText#quote) [contrast.text]
                Ratio 4.2:1, below 4.5:1.
            error: Element has no description [sufficientElementDescription.missing]
                The screen has no description.
            not evaluated: contrast: the capture has no colours (12 elements)
            not evaluated: dynamicType: the capture has no fonts
            2 failures, 1 warning in 24 elements

            """)
    }

    func testTextReportOfACleanResult() {
        let result = AccessibilityAuditResult(issues: [], notEvaluated: [], auditTypes: .all, elementCount: 1)
        XCTAssertEqual(TextReport(result).rendered, "0 failures, 0 warnings in 1 element\n")
    }

    // MARK: JSON

    func testJSONReportHasTheDocumentedStructure() throws {
        let report = try JSONReport(sampleResult()).rendered()
        XCTAssertEqual(
            report,
            #"""
            {
              "issues" : [
                {
                  "auditType" : "hitRegion",
                  "compactDescription" : "Hit area is too small",
                  "detailedDescription" : "The hit area is 18 × 22 pt.\nMake it at least 24 × 24 pt.",
                  "element" : {
                    "elementType" : "button",
                    "frame" : [
                      20,
                      200,
                      18,
                      22
                    ],
                    "identifier" : null,
                    "label" : "New Quote",
                    "path" : "Application/Window/Button['New Quote']",
                    "value" : null
                  },
                  "evidence" : {
                    "height" : 22,
                    "minimumSize" : 24,
                    "width" : 18
                  },
                  "foundUnder" : [

                  ],
                  "location" : null,
                  "path" : "Application/Window/Button['New Quote']",
                  "reference" : {
                    "title" : "WCAG 2.2",
                    "url" : "https://www.w3.org/TR/WCAG22/"
                  },
                  "ruleID" : "hitRegion.tooSmall",
                  "severity" : "failure"
                },
                {
                  "auditType" : "contrast",
                  "compactDescription" : "Contrast nearly passed",
                  "detailedDescription" : "Ratio 4.2:1, below 4.5:1.",
                  "element" : {
                    "elementType" : "staticText",
                    "frame" : [
                      20,
                      100,
                      350.5,
                      40
                    ],
                    "identifier" : "quote",
                    "label" : "Stay hungry",
                    "path" : "Application/Window/StaticText#quote",
                    "value" : "x"
                  },
                  "evidence" : {
                    "contrastRatio" : 4.2137,
                    "foregroundColor" : "#007AFF",
                    "isLargeText" : false,
                    "traits" : [
                      "staticText"
                    ]
                  },
                  "foundUnder" : [

                  ],
                  "location" : null,
                  "path" : "Application/Window/StaticText#quote",
                  "reference" : {
                    "title" : "WCAG 2.2",
                    "url" : "https://www.w3.org/TR/WCAG22/"
                  },
                  "ruleID" : "contrast.text",
                  "severity" : "warning"
                },
                {
                  "auditType" : "sufficientElementDescription",
                  "compactDescription" : "Element has no description",
                  "detailedDescription" : "The screen has no description.",
                  "element" : null,
                  "evidence" : {

                  },
                  "foundUnder" : [

                  ],
                  "location" : null,
                  "path" : null,
                  "reference" : {
                    "title" : "WCAG 2.2",
                    "url" : "https://www.w3.org/TR/WCAG22/"
                  },
                  "ruleID" : "sufficientElementDescription.missing",
                  "severity" : "failure"
                }
              ],
              "notEvaluated" : [
                {
                  "auditType" : "contrast",
                  "reason" : "the capture has no colours"
                },
                {
                  "auditType" : "dynamicType",
                  "reason" : "the capture has no fonts"
                }
              ],
              "summary" : {
                "capturedUnderModal" : null,
                "elements" : 24,
                "failures" : 2,
                "systemElements" : 0,
                "systemElementsByKind" : {

                },
                "warnings" : 1
              }
            }

            """#)
    }

    func testJSONReportRoundTrips() throws {
        let report = JSONReport(sampleResult())
        XCTAssertEqual(try JSONDecoder().decode(JSONReport.self, from: report.encoded()), report)
    }

    func testJSONReportOfAnEmptyResult() throws {
        let result = AccessibilityAuditResult(issues: [], notEvaluated: [], auditTypes: .all, elementCount: 3)
        XCTAssertEqual(
            try JSONReport(result).rendered(),
            """
            {
              "issues" : [

              ],
              "notEvaluated" : [

              ],
              "summary" : {
                "capturedUnderModal" : null,
                "elements" : 3,
                "failures" : 0,
                "systemElements" : 0,
                "systemElementsByKind" : {

                },
                "warnings" : 0
              }
            }

            """)
    }

    // MARK: Helpers

    private let reference = AuditReference(title: "WCAG 2.2", url: "https://www.w3.org/TR/WCAG22/")

    private func element(
        _ type: ElementType, label: String? = nil, identifier: String? = nil, value: String? = nil,
        frame: CGRect? = nil
    ) -> ElementSnapshot {
        var element = ElementSnapshot(id: 1, elementType: type)
        element.label = label
        element.identifier = identifier
        element.value = value
        element.frame = frame
        return element
    }

    private func sampleResult() -> AccessibilityAuditResult {
        let button = element(.button, label: "New Quote", frame: CGRect(x: 20, y: 200, width: 18, height: 22))
        let text = element(
            .staticText, label: "Stay hungry", identifier: "quote", value: "x",
            frame: CGRect(x: 20, y: 100, width: 350.5, height: 40))
        return AccessibilityAuditResult(
            issues: [
                AccessibilityAuditIssue(
                    auditType: .hitRegion, element: button, compactDescription: "Hit area is too small",
                    detailedDescription: "The hit area is 18 × 22 pt.\nMake it at least 24 × 24 pt.",
                    ruleID: "hitRegion.tooSmall", path: "Application/Window/Button['New Quote']",
                    reference: reference,
                    evidence: AccessibilityAuditEvidence(values: [
                        "width": .number(18), "height": .number(22),
                        "minimumSize": .number(24),
                    ])),
                AccessibilityAuditIssue(
                    auditType: .contrast, element: text, compactDescription: "Contrast nearly passed",
                    detailedDescription: "Ratio 4.2:1, below 4.5:1.", ruleID: "contrast.text",
                    severity: .warning, path: "Application/Window/StaticText#quote", reference: reference,
                    evidence: AccessibilityAuditEvidence(values: [
                        "contrastRatio": .number(4.2137), "foregroundColor": .string("#007AFF"),
                        "isLargeText": .bool(false), "traits": .strings(["staticText"]),
                    ])),
                AccessibilityAuditIssue(
                    auditType: .sufficientElementDescription, element: nil,
                    compactDescription: "Element has no description",
                    detailedDescription: "The screen has no description.",
                    ruleID: "sufficientElementDescription.missing", reference: reference),
            ],
            notEvaluated: [
                NotEvaluated(auditType: .contrast, reason: "the capture has no colours", elementCount: 12),
                NotEvaluated(auditType: .dynamicType, reason: "the capture has no fonts"),
            ],
            auditTypes: .all, elementCount: 24)
    }

    /// The JSON summary counts each severity (by index, in place) as filtering the issues does.
    func testJSONSummaryCountsEachSeverity() {
        let severities: [AccessibilityAuditSeverity] = [
            .failure, .warning, .warning, .failure, .failure, .warning, .warning,
        ]
        let issues = severities.map { ReportFixtures.issue(severity: $0) }
        let summary = JSONReport(ReportFixtures.result(issues)).summary
        XCTAssertEqual(summary.failures, issues.filter { $0.severity == .failure }.count)
        XCTAssertEqual(summary.warnings, issues.filter { $0.severity == .warning }.count)
        XCTAssertEqual([summary.failures, summary.warnings], [3, 4])
        XCTAssertEqual([JSONReport(ReportFixtures.result([])).summary.failures], [0])
    }
}
