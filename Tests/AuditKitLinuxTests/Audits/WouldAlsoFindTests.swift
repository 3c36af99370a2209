import AuditKitLinux
import Foundation
import XCTest

/// A test rule that reports every button without a label, in a chosen category.
private struct UnlabelledButtonRule: AccessibilityAuditRule {
    let ruleID: String
    let auditType: AccessibilityAuditType
    let reference = AuditReference(title: "test", url: "https://example.com")
    func audit(_ context: AccessibilityAuditContext) {
        for element in context.hierarchy.accessibilityElements
        where element.elementType == .button && (element.label ?? "").isEmpty {
            context.report(
                self, element: element, compactDescription: "Element has no description", detailedDescription: "test")
        }
    }
}

/// `AccessibilityAuditResult.wouldAlsoFind`: what the left-out categories would have caught.
final class WouldAlsoFindTests: XCTestCase {
    private let auditor = AccessibilityAuditor(
        rules: [
            UnlabelledButtonRule(ruleID: "sufficientElementDescription.test", auditType: .sufficientElementDescription),
            UnlabelledButtonRule(ruleID: "trait.test", auditType: .trait),
        ], countsLeftOutTypes: true)

    private func imageButtonApp() -> HeadlessApplication {
        let window = Window()
        window.addSubview(
            Button(image: Image(systemName: "heart"), frame: CGRect(x: 10, y: 100, width: 44, height: 44)))
        return HeadlessApplication(window, name: "Test")
    }

    func testAnAuditThatLeavesOutTheCategoryThatAppliesSaysWhichWouldHaveCaughtIt() throws {
        let result = try imageButtonApp().audit(for: .elementDetection, auditor: auditor)
        XCTAssertEqual(result.issues, [], "the left-out categories' issues are not reported")
        XCTAssertEqual(result.wouldAlsoFind, [.sufficientElementDescription: 1, .trait: 1])
    }

    func testCategoriesThatRanAreNotCountedAgain() throws {
        let result = try imageButtonApp().audit(for: .sufficientElementDescription, auditor: auditor)
        XCTAssertEqual(result.issues.map(\.ruleID), ["sufficientElementDescription.test"])
        XCTAssertEqual(result.wouldAlsoFind, [.trait: 1])
        XCTAssertEqual(try imageButtonApp().audit(for: .all, auditor: auditor).wouldAlsoFind, [:])
    }

    func testACleanScreenHasNothingToAdd() throws {
        let window = Window()
        window.addSubview(Button(title: "Like", frame: CGRect(x: 10, y: 100, width: 44, height: 44)))
        XCTAssertEqual(
            try HeadlessApplication(window).audit(for: .elementDetection, auditor: auditor).wouldAlsoFind, [:])
    }

    func testBuiltInModalRuleCountsWhenLeftOut() throws {
        let window = Window()
        let dim = View(frame: window.frame)
        dim.backgroundColor = Color.black.withAlphaComponent(0.4)
        let sheet = View(frame: CGRect(x: 0, y: 500, width: 390, height: 344))
        sheet.addSubview(Button(title: "Apply", frame: CGRect(x: 16, y: 16, width: 100, height: 44)))
        window.addSubviews(Label(text: "Behind", frame: CGRect(x: 16, y: 60, width: 200, height: 30)), dim, sheet)
        let result = try HeadlessApplication(window).audit(
            for: .reduceMotion, auditor: AccessibilityAuditor(countsLeftOutTypes: true))
        XCTAssertEqual(result.wouldAlsoFind[.modalContainment], 1)
    }

    func testLeftOutTypesAreNotCountedUnlessAsked() throws {
        var quiet = auditor
        quiet.countsLeftOutTypes = false
        XCTAssertEqual(try imageButtonApp().audit(for: .elementDetection, auditor: quiet).wouldAlsoFind, [:])
    }

    func testEncodesAsNamesAndDecodesWithOrWithoutIt() throws {
        let result = AccessibilityAuditResult(
            issues: [], notEvaluated: [], auditTypes: .elementDetection, elementCount: 3,
            wouldAlsoFind: [.sufficientElementDescription: 2])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        XCTAssertEqual(
            json,
            #"{"auditTypes":"elementDetection","elementCount":3,"issues":[],"notEvaluated":[],"wouldAlsoFind":{"sufficientElementDescription":2}}"#
        )
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditResult.self, from: Data(json.utf8)), result)
        let old = #"{"auditTypes":"elementDetection","elementCount":3,"issues":[],"notEvaluated":[]}"#
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditResult.self, from: Data(old.utf8)).wouldAlsoFind, [:])
        let bad =
            #"{"auditTypes":"elementDetection","elementCount":3,"issues":[],"notEvaluated":[],"wouldAlsoFind":{"nope":1}}"#
        XCTAssertThrowsError(try JSONDecoder().decode(AccessibilityAuditResult.self, from: Data(bad.utf8)))
    }

    func testAcrossSettingsKeepsTheLargestCount() throws {
        let result = try imageButtonApp().audit(
            for: .elementDetection, acrossSettings: [.default, AccessibilitySettings(isBoldTextEnabled: true)],
            auditor: auditor)
        XCTAssertEqual(result.wouldAlsoFind, [.sufficientElementDescription: 1, .trait: 1])
    }
}
