import Foundation
import XCTest
import AuditKitLinux

final class IgnoreListTests: XCTestCase {
    typealias Matcher = AccessibilityAuditIgnoreList.Matcher
    private let button = ReportFixtures.issue(element: ReportFixtures.element(.button, identifier: "closeButton", label: "Close"),
                                              path: "Application/Window/Other#toolbar/Button#closeButton")
    private let contrast = ReportFixtures.issue("contrast.text", type: .contrast, compact: "Contrast nearly passed", severity: .warning,
                                                element: ReportFixtures.element(.staticText, label: "My Label"),
                                                path: "Application/Window/Other#banner/StaticText['My Label']")

    func testEachCriterionMatchesItsIssueAndNotTheOther() {
        let cases: [(Matcher, matchesButton: Bool, matchesContrast: Bool)] = [
            (Matcher(ruleID: "hitRegion.tooSmall"), true, false),
            (Matcher(ruleID: "contrast.*"), false, true),
            (Matcher(ruleID: "contrast"), false, false),             // exact, not a prefix
            (Matcher(auditType: .hitRegion), true, false),
            (Matcher(auditType: [.contrast, .dynamicType]), false, true),
            (Matcher(identifier: "closeButton"), true, false),
            (Matcher(label: "My Label"), false, true),
            (Matcher(label: "My"), false, false),                    // exact, not a substring
            (Matcher(elementType: .staticText), false, true),
            (Matcher(elementType: ElementType("XCUIElementTypeButton")), true, false),
            (Matcher(elementType: ElementType("Button")), true, false),
            (Matcher(pathPrefix: "Application/Window/Other#banner"), false, true),
            (Matcher(pathPrefix: "Application/Window/Other#ban"), false, false), // whole steps only
            (Matcher(pathPrefix: "Application/Window/"), true, true),
            (Matcher(compactDescription: "Contrast nearly passed"), false, true),
        ]
        for (matcher, matchesButton, matchesContrast) in cases {
            XCTAssertEqual(matcher.matches(button), matchesButton, "\(matcher) on the button issue")
            XCTAssertEqual(matcher.matches(contrast), matchesContrast, "\(matcher) on the contrast issue")
        }
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
        XCTAssertEqual(result.ignoring { $0.auditType == .contrast && $0.element?.label == "My Label" }.issues, [button])
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
            do { _ = try AccessibilityAuditIgnoreList(json: Data(json.utf8)); return "decoded" } catch { return "\(error)" }
        }
        XCTAssertTrue(message(#"{"ignore": [{"lable": "Typo"}]}"#).contains("needs at least one of"))
        XCTAssertTrue(message(#"{"ignore": [{"auditType": "colour"}]}"#).contains("Unknown audit type 'colour'"))
        XCTAssertTrue(message(#"{"format": "auditkit-baseline", "ignore": []}"#).contains("Not an ignore list"))
        XCTAssertTrue(message(#"{"version": 2, "ignore": []}"#).contains("newer than"))
    }
}
