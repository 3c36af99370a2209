import AuditKitLinux
import Foundation
import XCTest

final class IgnoreListTests: XCTestCase {
    typealias Matcher = AccessibilityAuditIgnoreList.Matcher
    private let button = ReportFixtures.issue(
        element: ReportFixtures.element(.button, identifier: "closeButton", label: "Close"),
        path: "Application/Window/Other#toolbar/Button#closeButton")
    private let contrast = ReportFixtures.issue(
        "contrast.text", type: .contrast, compact: "Contrast nearly passed", severity: .warning,
        element: ReportFixtures.element(.staticText, label: "My Label"),
        path: "Application/Window/Other#banner/StaticText['My Label']")

    func testEachCriterionMatchesItsIssueAndNotTheOther() {
        let cases: [(Matcher, matchesButton: Bool, matchesContrast: Bool)] = [
            (Matcher(ruleID: "hitRegion.tooSmall"), true, false),
            (Matcher(ruleID: "contrast.*"), false, true),
            (Matcher(ruleID: "contrast"), false, false),  // exact, not a prefix
            (Matcher(auditType: .hitRegion), true, false),
            (Matcher(auditType: [.contrast, .dynamicType]), false, true),
            (Matcher(identifier: "closeButton"), true, false),
            (Matcher(label: "My Label"), false, true),
            (Matcher(label: "My"), false, false),  // exact, not a substring
            (Matcher(elementType: .staticText), false, true),
            (Matcher(elementType: ElementType("XCUIElementTypeButton")), true, false),
            (Matcher(elementType: ElementType("Button")), true, false),
            (Matcher(pathPrefix: "Application/Window/Other#banner"), false, true),
            (Matcher(pathPrefix: "Application/Window/Other#ban"), false, false),  // whole steps only
            (Matcher(pathPrefix: "Application/Window/"), true, true),
            (Matcher(compactDescription: "Contrast nearly passed"), false, true),
        ]
        for (matcher, matchesButton, matchesContrast) in cases {
            XCTAssertEqual(matcher.matches(button), matchesButton, "\(matcher) on the button issue")
            XCTAssertEqual(matcher.matches(contrast), matchesContrast, "\(matcher) on the contrast issue")
        }
    }

    /// The list's index tries an issue only against matchers that may match it: a list holding one
    /// matcher among many that name other elements and rules decides as the matcher alone does,
    /// whichever criterion the index files it under.
    func testTheIndexedListDecidesAsEachMatcherDoes() {
        let cases: [Matcher] = [
            Matcher(ruleID: "hitRegion.tooSmall"), Matcher(ruleID: "contrast.*"), Matcher(ruleID: "contrast"),
            Matcher(ruleID: "*"), Matcher(auditType: .hitRegion), Matcher(identifier: "closeButton"),
            Matcher(label: "My Label"), Matcher(label: "My"), Matcher(elementType: .staticText),
            Matcher(elementType: ElementType("XCUIElementTypeButton")),
            Matcher(pathPrefix: "Application/Window/Other#banner"), Matcher(pathPrefix: "Application/Window/Other#ban"),
            Matcher(pathPrefix: "Application/Window/"),
            Matcher(pathPrefix: "Application/Window/Other#toolbar/Button#closeButton"),
            Matcher(compactDescription: "Contrast nearly passed"),
            Matcher(ruleID: "contrast.*", label: "Other"), Matcher(identifier: "closeButton", label: "Close"),
            Matcher(evidence: [.key(.contrastRatio, in: 0...1)]),
        ]
        let decoys = (0..<2_000).map { index -> Matcher in
            switch index % 5 {
            case 0: Matcher(label: "L\(index)")
            case 1: Matcher(identifier: "I\(index)")
            case 2: Matcher(ruleID: "rule.\(index)")
            case 3: Matcher(pathPrefix: "Application/Window/Other#p\(index)")
            default: Matcher(ruleID: "rule\(index).*")
            }
        }
        for matcher in cases {
            for issue in [button, contrast] {
                let alone = matcher.matches(issue)
                XCTAssertEqual(AccessibilityAuditIgnoreList([matcher]).matches(issue), alone, "\(matcher)")
                XCTAssertEqual(
                    AccessibilityAuditIgnoreList(decoys + [matcher] + decoys).matches(issue), alone, "\(matcher)")
            }
        }
        var list = AccessibilityAuditIgnoreList(decoys)
        XCTAssertFalse(list.matches(button))
        list.ignore.append(Matcher(identifier: "closeButton"))
        XCTAssertTrue(list.matches(button), "the index follows a changed list")
    }

    /// The documented `pathPrefix` example names the app as a named app's paths do, and matches
    /// an issue of such an app; the same prefix without the name does not.
    func testTheDocumentedPathPrefixMatchesANamedApp() throws {
        let banner = View(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        banner.accessibilityIdentifier = "legacyBanner"
        let text = Label(text: "Sale", frame: CGRect(x: 10, y: 110, width: 200, height: 40))
        text.textColor = Color(red: 0.75, green: 0.75, blue: 0.75)
        banner.addSubview(text)
        let window = Window()
        window.addSubview(banner)
        let result = try HeadlessApplication(window, name: "QuoteApp").audit(for: .contrast)
        XCTAssertFalse(result.issues.isEmpty)
        let documented = try AccessibilityAuditIgnoreList(
            json: Data(
                #"{"ignore": [{"ruleID": "contrast.*", "pathPrefix": "Application['QuoteApp']/Window/Other#legacyBanner"}]}"#
                    .utf8))
        XCTAssertTrue(result.issues.allSatisfy { documented.matches($0) }, "\(result.issues.map(\.path))")
        XCTAssertEqual(result.ignoring([.pathPrefix("Application['QuoteApp']/Window/Other#legacyBanner")]).issues, [])
        XCTAssertFalse(
            result.issues.contains {
                AccessibilityAuditIgnoreList([.pathPrefix("Application/Window/Other#legacyBanner")]).matches($0)
            })
    }

    func testEveryCriterionOfAMatcherMustHold() {
        XCTAssertTrue(Matcher(auditType: .contrast, label: "My Label").matches(contrast))
        XCTAssertFalse(Matcher(auditType: .hitRegion, label: "My Label").matches(contrast))
        XCTAssertFalse(Matcher(ruleID: "contrast.*", pathPrefix: "Application/Window/Other#toolbar").matches(contrast))
    }

    func testAMatcherWithoutCriteriaMatchesNothing() {
        XCTAssertFalse(Matcher(reason: "typo in every key").matches(button))
        XCTAssertFalse(AccessibilityAuditIgnoreList([Matcher()]).matches(button))
    }

    func testElementCriteriaNeverMatchAnIssueWithoutElement() {
        let screenIssue = ReportFixtures.issue(element: nil, path: nil)
        XCTAssertFalse(Matcher(label: "Close").matches(screenIssue))
        XCTAssertFalse(Matcher(elementType: .button).matches(screenIssue))
        XCTAssertFalse(Matcher(pathPrefix: "Application").matches(screenIssue))
        XCTAssertTrue(Matcher(ruleID: "hitRegion.tooSmall").matches(screenIssue))
    }

    func testResultIgnoringRemovesMatchedIssuesOnly() {
        let result = ReportFixtures.result([button, contrast])
        let list = AccessibilityAuditIgnoreList([Matcher(auditType: .contrast, label: "My Label")])
        XCTAssertEqual(result.ignoring(list).issues, [button])
        XCTAssertEqual(
            result.ignoring { $0.auditType == .contrast && $0.element?.label == "My Label" }.issues, [button])
    }

    func testDecodesTheDocumentedJSON() throws {
        let json = """
            {
              "format": "auditkit-ignore-list",
              "version": 1,
              "ignore": [
                { "ruleID": "contrast.*", "pathPrefix": "Application/Window/Other#banner", "reason": "Redesign (TICKET-123)" },
                { "auditType": ["hitRegion", "dynamicType"], "elementType": "navigationBar" },
                { "identifier": "closeButton" }
              ]
            }
            """
        let list = try AccessibilityAuditIgnoreList(json: Data(json.utf8))
        XCTAssertEqual(list.ignore.count, 3)
        XCTAssertEqual(list.ignore[1].auditType, [.hitRegion, .dynamicType])
        XCTAssertTrue(list.matches(contrast))
        XCTAssertTrue(list.matches(button))
        XCTAssertEqual(try AccessibilityAuditIgnoreList(json: list.jsonData()), list, "round trip")
    }

    func testFormatAndVersionMayBeOmitted() throws {
        let list = try AccessibilityAuditIgnoreList(json: Data(#"{"ignore": [{"label": "My Label"}]}"#.utf8))
        XCTAssertTrue(list.matches(contrast))
    }

    func testBadFilesAreClearErrors() {
        func message(_ json: String) -> String {
            do {
                _ = try AccessibilityAuditIgnoreList(json: Data(json.utf8))
                return "decoded"
            } catch { return "\(error)" }
        }
        // A misspelt criterion is named (the matcher would otherwise have none, or ignore too much).
        XCTAssertEqual(
            message(#"{"ignore": [{"lable": "Typo"}]}"#),
            #"invalid ignore list at ignore[0].lable: unknown key "lable"; did you mean "label"? Remove it or correct its name"#
        )
        XCTAssertTrue(message(#"{"ignore": [{"reason": "no criterion"}]}"#).contains("needs at least one of"))
        XCTAssertTrue(message(#"{"ignore": [{"auditType": "colour"}]}"#).contains("unknown audit type 'colour'"))
        XCTAssertTrue(message(#"{"format": "auditkit-baseline", "ignore": []}"#).contains("Not an ignore list"))
        XCTAssertTrue(message(#"{"version": 2, "ignore": []}"#).contains("newer than"))
    }

    // MARK: Evidence

    private var evidenceIssue: AccessibilityAuditIssue {
        var issue = contrast
        issue.evidence[.foregroundColor] = "#007AFF"
        issue.evidence[.backgroundColor] = "#FFFFFF"
        issue.evidence[.contrastRatio] = 4.016975780478911
        issue.evidence[.isLargeText] = false
        return issue
    }

    func testEvidenceConditionsMatchValuesAndRanges() {
        let issue = evidenceIssue
        let cases: [(Matcher, Bool)] = [
            (.evidence(.foregroundColor, equals: "#007AFF"), true),
            (.evidence(.foregroundColor, equals: "#007aff"), true),  // colours ignore case
            (.evidence(.foregroundColor, equals: "#000000"), false),
            (.evidence(.contrastRatio, in: 4.0...4.5), true),
            (.evidence(.contrastRatio, in: 4.02...4.5), false),  // unrounded: 4.0169… is below 4.02
            (.evidence(.isLargeText, equals: false), true),
            (.evidence(.width, in: 0...100), false),  // a key the issue lacks never matches
            (
                .issue(
                    .contrast,
                    evidence: [.key(.foregroundColor, equals: "#007AFF"), .key(.backgroundColor, equals: "#FFFFFF")]),
                true
            ),
            (
                .issue(
                    .contrast,
                    evidence: [.key(.foregroundColor, equals: "#007AFF"), .key(.backgroundColor, equals: "#000000")]),
                false
            ),
            (.issue(.hitRegion, evidence: [.key(.foregroundColor, equals: "#007AFF")]), false),
            (Matcher(evidence: []), false),  // no criterion: nothing
        ]
        for (matcher, expected) in cases {
            XCTAssertEqual(matcher.matches(issue), expected, "\(matcher)")
        }
        XCTAssertEqual(Matcher.evidence(.contrastRatio, in: 4.0...4.5).description, "evidence contrastRatio in 4...4.5")
    }

    func testEvidenceInTheJSONFile() throws {
        let json = """
            {
              "ignore": [
                { "ruleID": "contrast.text", "evidence": { "foregroundColor": "#007AFF", "backgroundColor": "#FFFFFF" } },
                { "evidence": { "contrastRatio": { "min": 4.0, "max": 4.5 }, "isLargeText": false } },
                { "evidence": { "height": { "min": 22 } } }
              ]
            }
            """
        let list = try AccessibilityAuditIgnoreList(json: Data(json.utf8))
        XCTAssertEqual(
            list.ignore[0].evidence,
            [.key(.backgroundColor, equals: "#FFFFFF"), .key(.foregroundColor, equals: "#007AFF")])
        XCTAssertEqual(
            list.ignore[1].evidence, [.key(.contrastRatio, in: 4.0...4.5), .key(.isLargeText, equals: false)])
        XCTAssertEqual(
            list.ignore[2].evidence, [AccessibilityAuditIgnoreList.EvidenceCondition(key: "height", minimum: 22)])
        XCTAssertTrue(list.ignore[0].matches(evidenceIssue))
        XCTAssertTrue(list.ignore[1].matches(evidenceIssue))
        XCTAssertFalse(list.ignore[2].matches(evidenceIssue))
        XCTAssertFalse(list.matches(contrast), "the same issue without evidence")
        XCTAssertEqual(try AccessibilityAuditIgnoreList(json: list.jsonData()), list, "round trip")
        let written = String(decoding: try list.jsonData(), as: UTF8.self)
        XCTAssertTrue(written.contains(#""min" : 4"#), written)
    }

    func testBadEvidenceConditionsAreClearErrors() {
        func message(_ json: String) -> String {
            do {
                _ = try AccessibilityAuditIgnoreList(json: Data(json.utf8))
                return "decoded"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(
            message(#"{"ignore": [{"evidence": {"height": {}}}]}"#).contains("needs \"min\", \"max\" or both"))
        XCTAssertTrue(message(#"{"ignore": [{"evidence": {}}]}"#).contains("needs at least one of"))
        XCTAssertTrue(message(#"{"ignore": [{"evidence": {"height": null}}]}"#) != "decoded")
    }
}
