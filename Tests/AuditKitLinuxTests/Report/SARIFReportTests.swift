import AuditKitLinux
import Foundation
import XCTest

final class SARIFReportTests: XCTestCase {
    private let tooSmall = ReportFixtures.issue(
        element: ReportFixtures.element(identifier: "buy", label: "Buy"),
        path: "Application/Window/Button#buy")
    private let nearly = ReportFixtures.issue(
        "contrast.text", type: .contrast, compact: "Contrast nearly passed",
        detail: "Contrast is 4.2:1; text needs 4.5:1.", severity: .warning,
        element: ReportFixtures.element(.staticText, id: 2, label: "Fine print"),
        path: "Application/Window/StaticText['Fine print']", reference: ReportFixtures.contrastReference)

    private func json(_ report: SARIFReport) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: report.render()) as? [String: Any])
    }

    func testLogShape() throws {
        let report = SARIFReport(
            screens: [
                AuditedScreen(
                    name: "Checkout", file: "/repo/Tests/App Tests/CheckoutTests.swift", line: 42,
                    result: ReportFixtures.result([nearly, tooSmall]))
            ],
            sourceRoot: "/repo/")
        XCTAssertEqual(
            String(decoding: try report.render(), as: UTF8.self),
            """
            {
              "$schema" : "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "runs" : [
                {
                  "invocations" : [
                    {
                      "executionSuccessful" : true
                    }
                  ],
                  "originalUriBaseIds" : {
                    "SRCROOT" : {
                      "uri" : "file:///repo/"
                    }
                  },
                  "properties" : {
                    "systemElements" : 0
                  },
                  "results" : [
                    {
                      "level" : "warning",
                      "locations" : [
                        {
                          "logicalLocations" : [
                            {
                              "fullyQualifiedName" : "Checkout: Application/Window/StaticText['Fine print']",
                              "kind" : "element",
                              "name" : "StaticText['Fine print']"
                            }
                          ],
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Tests/App%20Tests/CheckoutTests.swift",
                              "uriBaseId" : "SRCROOT"
                            },
                            "region" : {
                              "startLine" : 42
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "Contrast nearly passed (Application/Window/StaticText['Fine print']): Contrast is 4.2:1; text needs 4.5:1."
                      },
                      "partialFingerprints" : {
                        "auditkitBaselineKey/v1" : "Checkout contrast.text Window/StaticText['Fine print']"
                      },
                      "properties" : {
                        "auditType" : "contrast",
                        "element" : "StaticText, label: 'Fine print'",
                        "screen" : "Checkout"
                      },
                      "ruleId" : "contrast.text",
                      "ruleIndex" : 0
                    },
                    {
                      "level" : "error",
                      "locations" : [
                        {
                          "logicalLocations" : [
                            {
                              "fullyQualifiedName" : "Checkout: Application/Window/Button#buy",
                              "kind" : "element",
                              "name" : "Button#buy"
                            }
                          ],
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Tests/App%20Tests/CheckoutTests.swift",
                              "uriBaseId" : "SRCROOT"
                            },
                            "region" : {
                              "startLine" : 42
                            }
                          }
                        }
                      ],
                      "message" : {
                        "text" : "Hit area is too small (Application/Window/Button#buy): The hit area is 18 × 22 pt; make it at least 24 × 24 pt."
                      },
                      "partialFingerprints" : {
                        "auditkitBaselineKey/v1" : "Checkout hitRegion.tooSmall #buy"
                      },
                      "properties" : {
                        "auditType" : "hitRegion",
                        "element" : "Button, identifier: 'buy', label: 'Buy'",
                        "screen" : "Checkout"
                      },
                      "ruleId" : "hitRegion.tooSmall",
                      "ruleIndex" : 1
                    }
                  ],
                  "tool" : {
                    "driver" : {
                      "name" : "AuditKitLinux",
                      "rules" : [
                        {
                          "defaultConfiguration" : {
                            "level" : "error"
                          },
                          "fullDescription" : {
                            "text" : "WCAG 2.2 SC 1.4.3 Contrast (Minimum): checks for \\"Contrast nearly passed\\" (contrast audit). Reference: https://www.w3.org/TR/WCAG22/#contrast-minimum"
                          },
                          "help" : {
                            "text" : "WCAG 2.2 SC 1.4.3 Contrast (Minimum): https://www.w3.org/TR/WCAG22/#contrast-minimum"
                          },
                          "helpUri" : "https://www.w3.org/TR/WCAG22/#contrast-minimum",
                          "id" : "contrast.text",
                          "properties" : {
                            "reference" : "WCAG 2.2 SC 1.4.3 Contrast (Minimum)",
                            "tags" : [
                              "accessibility",
                              "contrast"
                            ]
                          },
                          "shortDescription" : {
                            "text" : "Contrast nearly passed"
                          }
                        },
                        {
                          "defaultConfiguration" : {
                            "level" : "error"
                          },
                          "fullDescription" : {
                            "text" : "WCAG 2.2 SC 2.5.8 Target Size (Minimum): checks for \\"Hit area is too small\\" (hitRegion audit). Reference: https://www.w3.org/TR/WCAG22/#target-size-minimum"
                          },
                          "help" : {
                            "text" : "WCAG 2.2 SC 2.5.8 Target Size (Minimum): https://www.w3.org/TR/WCAG22/#target-size-minimum"
                          },
                          "helpUri" : "https://www.w3.org/TR/WCAG22/#target-size-minimum",
                          "id" : "hitRegion.tooSmall",
                          "properties" : {
                            "reference" : "WCAG 2.2 SC 2.5.8 Target Size (Minimum)",
                            "tags" : [
                              "accessibility",
                              "hitRegion"
                            ]
                          },
                          "shortDescription" : {
                            "text" : "Hit area is too small"
                          }
                        }
                      ],
                      "version" : "\(AuditKitLinuxPackage.version)"
                    }
                  }
                }
              ],
              "version" : "2.1.0"
            }
            """)
    }

    func testOneDescriptorPerRuleAcrossScreensAndResultsPointAtIt() throws {
        let failed = ReportFixtures.issue(
            "contrast.text", type: .contrast, compact: "Contrast failed", reference: ReportFixtures.contrastReference)
        let log = try json(
            SARIFReport(screens: [
                AuditedScreen(name: "A", result: ReportFixtures.result([tooSmall, nearly])),
                AuditedScreen(name: "B", result: ReportFixtures.result([failed, tooSmall])),
            ]))
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(
            (run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["contrast.text", "hitRegion.tooSmall"])
        XCTAssertEqual(
            (rules[0]["shortDescription"] as? [String: Any])?["text"] as? String,
            "Contrast nearly passed / Contrast failed")
        XCTAssertEqual(
            (rules[0]["defaultConfiguration"] as? [String: Any])?["level"] as? String, "error", "contrast.text can fail"
        )
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        XCTAssertNil(
            results[0]["locations"].flatMap { ($0 as? [[String: Any]])?.first?["physicalLocation"] },
            "no file, no physical location")
    }

    func testFileURIs() throws {
        func uri(_ file: String) throws -> String {
            let log = try json(
                SARIFReport(
                    screens: [AuditedScreen(name: "S", file: file, result: ReportFixtures.result([tooSmall]))],
                    sourceRoot: "/repo"))
            let result = try XCTUnwrap(
                ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let location = try XCTUnwrap(physical?["artifactLocation"] as? [String: String])
            return (location["uriBaseId"].map { "\($0):" } ?? "") + (location["uri"] ?? "")
        }
        XCTAssertEqual(try uri("/repo/Captures/home screen.xml"), "SRCROOT:Captures/home%20screen.xml")
        XCTAssertEqual(try uri("/elsewhere/ä#1.xml"), "file:///elsewhere/%C3%A4%231.xml")
        XCTAssertEqual(try uri("Captures/home.xml"), "SRCROOT:Captures/home.xml")
        XCTAssertEqual(
            try uri("/repository/x.xml"), "file:///repository/x.xml",
            "a sibling directory sharing the prefix is not under the root")
        XCTAssertEqual(try uri("https://example.com/capture.xml"), "https://example.com/capture.xml")
        XCTAssertEqual(
            try uri("../captures/a.xml"), "file:///captures/a.xml",
            "a relative path leaving the root is absolute, not ../")
        XCTAssertEqual(try uri("sub/../Captures/./a.xml"), "SRCROOT:Captures/a.xml")
        XCTAssertEqual(try uri("/repo/sub/../Captures/a.xml"), "SRCROOT:Captures/a.xml")
        XCTAssertEqual(try uri("/repo/../etc/a.xml"), "file:///etc/a.xml")
    }

    func testCaptureWithoutLineIsLocatedAtLineOne() throws {
        func startLine(_ line: Int?) throws -> Int? {
            let log = try json(
                SARIFReport(
                    screens: [
                        AuditedScreen(
                            name: "S", file: "/repo/home.xml", line: line,
                            result: ReportFixtures.result([tooSmall]))
                    ], sourceRoot: "/repo"))
            let result = try XCTUnwrap(
                ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (physical?["region"] as? [String: Any])?["startLine"] as? Int
        }
        XCTAssertEqual(try startLine(nil), 1)
        XCTAssertEqual(try startLine(0), 1)
        XCTAssertEqual(try startLine(42), 42)
    }

    func testNotEvaluatedBecomesANotification() throws {
        let result = ReportFixtures.result(
            [],
            notEvaluated: [NotEvaluated(auditType: .contrast, reason: "the capture has no colours", elementCount: 3)])
        let text = String(
            decoding: try SARIFReport(screens: [AuditedScreen(name: "Home", file: "home.xml", result: result)])
                .render(), as: UTF8.self)
        XCTAssertTrue(
            text.contains(#""text" : "Home: contrast not evaluated for 3 elements: the capture has no colours""#))
        XCTAssertTrue(text.contains(#""level" : "note""#))
    }

    func testLogIsValidAgainstTheSARIFSchema() throws {
        let hostile = "A & B <c> \"d\" \\ \u{1} 日本語 👍"
        let odd = ReportFixtures.issue(
            compact: hostile, detail: hostile, element: ReportFixtures.element(label: hostile),
            path: "Application/Window/Button['\(hostile)']")
        let screenIssue = ReportFixtures.issue(
            "parentChild.mismatch", type: .parentChild, compact: "Parent/Child mismatch", element: nil, path: nil)
        let report = SARIFReport(
            screens: [
                AuditedScreen(
                    name: "Checkout", file: "/repo/Tests/App Tests/CheckoutTests.swift", line: 42,
                    result: ReportFixtures.result(
                        [nearly, tooSmall, odd, screenIssue],
                        notEvaluated: [NotEvaluated(auditType: .contrast, reason: "no colours")])),
                AuditedScreen(
                    name: "Capture", file: "/tmp/captures/ä home.xml", result: ReportFixtures.result([tooSmall])),
                AuditedScreen(name: "Clean", result: ReportFixtures.result([])),
            ], sourceRoot: "/repo")
        try ReportValidator.assertValid("sarif", text: report.render())
        try ReportValidator.assertValid("sarif", text: SARIFReport(screens: []).render())
    }

    func testTheValidatorRejectsAnInvalidLog() throws {
        try ReportValidator.requireValidators()
        // Proves the schema check can fail: a level SARIF does not define, and a URI with a space.
        let text = String(
            decoding: try SARIFReport(screens: [
                AuditedScreen(name: "A", file: "a.xml", result: ReportFixtures.result([tooSmall]))
            ]).render(), as: UTF8.self)
        XCTAssertTrue(
            try ReportValidator.rejects(
                "sarif",
                text: Data(text.replacingOccurrences(of: #""level" : "error""#, with: #""level" : "failure""#).utf8)))
        XCTAssertTrue(
            try ReportValidator.rejects(
                "sarif",
                text: Data(text.replacingOccurrences(of: #""uri" : "a.xml""#, with: #""uri" : "a b.xml""#).utf8)))
    }

    func testSameLookingElementsGetDistinctFingerprintsFirstOneUnchanged() throws {
        // Two unlabelled text fields in one container share a baseline key (indices are dropped).
        func field(_ id: Int, _ index: Int) -> AccessibilityAuditIssue {
            ReportFixtures.issue(
                "element.noDescription", type: .sufficientElementDescription, compact: "Element has no description",
                element: ReportFixtures.element(.textField, id: id),
                path: "Application/Window/Other/TextField[\(index)]")
        }
        let issues = [field(1, 1), tooSmall, field(2, 2), field(3, 3)]
        XCTAssertEqual(issues[0].baselineKey, issues[2].baselineKey)
        let log = try json(SARIFReport(screens: [AuditedScreen(name: "Login", result: ReportFixtures.result(issues))]))
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let prints = results.compactMap {
            ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintName]
        }
        XCTAssertEqual(
            prints,
            [
                "Login " + issues[0].baselineKey, "Login " + tooSmall.baselineKey,
                "Login " + issues[0].baselineKey + "#2", "Login " + issues[0].baselineKey + "#3",
            ])
        XCTAssertEqual(Set(prints).count, prints.count)
    }

    func testDefaultLevelIsTheRulesNotTheRunsSeverity() throws {
        // Only a "nearly passed" warning in this run: contrast.text still defaults to error.
        let rules = try XCTUnwrap(
            ((try json(SARIFReport(screens: [AuditedScreen(name: "A", result: ReportFixtures.result([nearly]))]))[
                "runs"]
                as? [[String: Any]])?.first?["tool"] as? [String: Any]).flatMap {
                    ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
                })
        XCTAssertEqual((rules.first?["defaultConfiguration"] as? [String: String])?["level"], "error")
        XCTAssertEqual(SARIFReport.defaultSeverity(ofRule: "contrast.text"), .failure)
        XCTAssertEqual(SARIFReport.defaultSeverity(ofRule: "trait.missingHeader"), .warning)
        XCTAssertNil(SARIFReport.defaultSeverity(ofRule: "custom.rule"))
        // Every built-in rule has a default severity, and warning-only rules say so.
        let warnOnly = AccessibilityAuditor.builtInRules.filter { $0.defaultSeverity == .warning }.map(\.ruleID)
        XCTAssertTrue(warnOnly.contains("reduceMotion.motionEffects"))
        XCTAssertFalse(warnOnly.contains("contrast.text"))
    }
}
