import AuditKitLinux
import Foundation
import XCTest

/// `elementDetection.hiddenDuplicate`: fires / does not fire.
final class ElementDetectionHiddenDuplicateRuleTests: XCTestCase {
    func testAZeroSizeCopyOfATextFieldFires() {
        let field = TextField(placeholder: "Email", frame: rect(16, 100, 300, 44))
        let copy = TextField(placeholder: "Email", frame: rect(16, 100, 0, 0))
        let findings = RuleHarness.run(ElementDetectionHiddenDuplicateRule(), on: RuleHarness.app(field, copy))
        XCTAssertEqual(findings.compact, ["Element is read twice"])
        XCTAssertEqual(findings.issues.first?.evidence[.notDrawnBecause], "zeroSize")
        XCTAssertEqual(findings.issues.first?.evidence[.spoken], "Email, Text field")
        XCTAssertEqual(findings.issues.first?.element?.frame.width, 0)
    }

    func testAnInvisibleCopyOverItsTwinFiresInJSONAndCaptures() {
        var capture = CaptureFixture()
        capture.add(.textField, parent: capture.root, label: "Email", frame: rect(16, 100, 300, 44))
        capture.add(
            .other, parent: capture.root, label: "Email", accessible: true, frame: rect(16, 100, 300, 44),
            visible: false)
        let findings = RuleHarness.run(ElementDetectionHiddenDuplicateRule(), on: capture.hierarchy)
        XCTAssertEqual(findings.compact, ["Element is read twice"])
        XCTAssertEqual(findings.issues.first?.evidence[.notDrawnBecause], "invisible")
        XCTAssertEqual(findings.issues.first?.element?.elementType, .other)
    }

    func testAnInvisibleElementElsewhereOrOneLabelOnScreenDoesNotFire() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Edit", frame: rect(16, 100, 80, 44))
        // The same name, invisible far from it (scrolled away): not a copy.
        capture.add(
            .button, parent: capture.root, label: "Edit", accessible: true, frame: rect(16, 1400, 80, 44),
            visible: false)
        // Two drawn elements with one name: the duplicate-name rule's, not this one's.
        capture.add(.button, parent: capture.root, label: "Edit", frame: rect(16, 200, 80, 44))
        XCTAssertEqual(RuleHarness.run(ElementDetectionHiddenDuplicateRule(), on: capture.hierarchy).issues, [])
        let alone = TextField(placeholder: "Email", frame: rect(16, 100, 0, 0))
        let other = TextField(placeholder: "Name", frame: rect(16, 200, 300, 44))
        XCTAssertEqual(
            RuleHarness.run(ElementDetectionHiddenDuplicateRule(), on: RuleHarness.app(alone, other)).issues, [])
    }

    func testACapturedInvisibleCopyWithoutAccessibleIsNotEvaluated() {
        var capture = CaptureFixture()
        capture.add(.textField, parent: capture.root, label: "Email", frame: rect(16, 100, 300, 44))
        capture.add(.textField, parent: capture.root, label: "Email", frame: rect(16, 100, 300, 44), visible: false)
        let findings = RuleHarness.run(ElementDetectionHiddenDuplicateRule(), on: capture.hierarchy)
        XCTAssertEqual(findings.issues, [])
        XCTAssertEqual(findings.notEvaluated.filter { $0.auditType == .elementDetection }.map(\.elementCount), [1])
    }
}
