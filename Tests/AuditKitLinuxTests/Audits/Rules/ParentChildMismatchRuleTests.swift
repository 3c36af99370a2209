import AuditKitLinux
import Foundation
import XCTest

/// `parentChild.mismatch`: fires / does not fire.
final class ParentChildMismatchRuleTests: XCTestCase {
    func testCycleInAccessibilityElementsIsReportedAndCompletesQuickly() {
        let outer = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        var deepest = outer
        for _ in 0..<1_000 {  // deep, to show the walk needs no recursion
            let next = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            deepest.addSubview(next)
            deepest = next
        }
        let inner = Label(text: "Inner", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        inner.isAccessibilityElement = false
        deepest.addSubview(inner)
        deepest.accessibilityElements = [inner]
        inner.accessibilityElements = [outer]  // lists an ancestor: a cycle
        let start = Date()
        let outcome = RuleHarness.run(ParentChildMismatchRule(), on: RuleHarness.app(outer))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertTrue(outcome.issues.contains { $0.evidence[.structuralProblem] == "cycle" })
        XCTAssertEqual(Set(outcome.compact), ["Parent/Child mismatch"])
    }

    func testElementOutsideContainerDuplicateAndMissingFrameFire() {
        let stray = Label(text: "Stray", frame: CGRect(x: 0, y: 400, width: 100, height: 44))
        let container = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let own = Label(text: "Own", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        container.addSubview(own)
        let noFrame = AccessibilityElement(accessibilityContainer: container)
        noFrame.accessibilityLabel = "Floating"
        container.accessibilityElements = [own, stray, own, noFrame]
        let outcome = RuleHarness.run(ParentChildMismatchRule(), on: RuleHarness.app(container, stray))
        let problems = Set(outcome.issues.compactMap { $0.evidence[.structuralProblem] })
        XCTAssertEqual(problems, ["elementOutsideContainer", "duplicateElement", "missingFrame"])
        XCTAssertTrue(
            outcome.issues.allSatisfy { $0.evidence[.containerPath]?.hasPrefix("Application/Window") == true },
            "\(outcome.issues.map(\.evidence))")
        XCTAssertEqual(outcome.issues.first?.ruleID, "parentChild.mismatch")
    }

    func testWellFormedListsPass() {
        let container = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let a = Label(text: "A", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let b = Label(text: "B", frame: CGRect(x: 0, y: 50, width: 100, height: 44))
        container.addSubviews(a, b)
        let custom = AccessibilityElement(accessibilityContainer: container)
        custom.accessibilityLabel = "Chart"
        custom.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 100, width: 100, height: 44)
        container.accessibilityElements = [b, a, custom]
        XCTAssertEqual(RuleHarness.run(ParentChildMismatchRule(), on: RuleHarness.app(container)).issues, [])
    }

    func testCaptureWithoutProblemsIsQuiet() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "OK")
        XCTAssertEqual(RuleHarness.run(ParentChildMismatchRule(), on: capture.hierarchy).issues, [])
    }
}
