import AuditKitLinux
import Foundation
import XCTest

/// ``AccessibilityAuditIssue/element`` reads as `XCUIElement` reads, so issue handlers written for
/// Apple's audit compile and mean the same; ``AccessibilityAuditIssue/elementSnapshot`` keeps the
/// unknown-is-`nil` facts for reports.
final class AuditedElementTests: XCTestCase {
    /// A small button with neither title nor label, with an identifier, and a disabled one, on a
    /// headless screen.
    private func audited() throws -> [AccessibilityAuditIssue] {
        let app = HeadlessApplication(Window(), name: "Closures")
        let close = Button(frame: CGRect(x: 300, y: 40, width: 20, height: 20))
        close.accessibilityIdentifier = "sheet.close-button"
        let off = Button(frame: CGRect(x: 20, y: 40, width: 20, height: 20))
        off.isEnabled = false
        app.rootView.addSubviews(close, off)
        return try app.snapshot().audit(for: [.sufficientElementDescription, .hitRegion]).issues
    }

    func testHandlersWrittenForApplesElementCompileAndMatch() throws {
        let issues = try audited()
        let onClose = issues.filter { issue in issue.element?.identifier.contains("close-button") ?? false }
        XCTAssertEqual(Set(onClose.map(\.auditType)), [.sufficientElementDescription, .hitRegion])
        XCTAssertTrue(onClose.allSatisfy { $0.element?.elementType == .button })
        XCTAssertTrue(onClose.allSatisfy { $0.element?.label == "" && $0.element?.label.isEmpty == true })
        XCTAssertTrue(onClose.allSatisfy { $0.element?.frame.width == 20 && $0.element?.frame.minX == 300 })
        XCTAssertTrue(onClose.allSatisfy { $0.element?.exists == true && $0.element?.isHittable == true })
        XCTAssertTrue(onClose.allSatisfy { $0.element?.isEnabled == true && $0.element?.isSelected == false })

        let onDisabled = issues.filter { issue in !(issue.element?.isEnabled ?? true) }
        XCTAssertFalse(onDisabled.isEmpty, "the disabled button has issues")
        XCTAssertTrue(onDisabled.allSatisfy { $0.element?.identifier == "" })
        XCTAssertTrue(onDisabled.allSatisfy { $0.element?.debugDescription.contains("Disabled") == true })
        XCTAssertEqual(onClose.count + onDisabled.count, issues.count)
    }

    func testDebugDescriptionListsTheAttributesAsXcodeDoes() {
        var snapshot = ElementSnapshot(id: 3, elementType: .textField)
        snapshot.identifier = "email"
        snapshot.label = "Email"
        snapshot.placeholderValue = "name@example.com"
        snapshot.value = "a@b.c"
        snapshot.frame = CGRect(x: 16, y: 120.5, width: 358, height: 44)
        XCTAssertEqual(
            AuditedElement(snapshot).debugDescription,
            "Attributes: TextField, {{16.0, 120.5}, {358.0, 44.0}}, identifier: 'email', label: 'Email', "
                + "placeholderValue: 'name@example.com', value: a@b.c")
        snapshot.isSelected = true
        snapshot.frame = nil
        snapshot.value = nil
        XCTAssertEqual(
            AuditedElement(snapshot).debugDescription,
            "Attributes: TextField, identifier: 'email', label: 'Email', placeholderValue: 'name@example.com', Selected"
        )
    }

    func testUnknownFactsReadAsXCUIElementsDefaultsAndStayNilInTheSnapshot() {
        let snapshot = ElementSnapshot(id: 1, elementType: .staticText)
        let element = AuditedElement(snapshot)
        XCTAssertEqual(element.label, "")
        XCTAssertEqual(element.identifier, "")
        XCTAssertEqual(element.title, "")
        XCTAssertNil(element.placeholderValue)
        XCTAssertNil(element.value)
        XCTAssertEqual(element.frame, .zero)
        XCTAssertTrue(element.isEnabled, "a capture that does not say is enabled, as UIKit's default")
        XCTAssertFalse(element.isSelected)
        XCTAssertFalse(element.isHittable, "no frame: nothing to tap")
        XCTAssertNil(element.snapshot.label)
        XCTAssertNil(element.snapshot.frame)
        XCTAssertNil(element.snapshot.isEnabled)
    }

    func testValueIsAnyAsApplesIs() {
        var snapshot = ElementSnapshot(id: 2, elementType: .switch)
        snapshot.value = "1"
        let value: Any? = AuditedElement(snapshot).value
        XCTAssertEqual(value as? String, "1")
    }

    func testIsHittableFollowsACapturesFlagThenVisibilityAndFrame() {
        var snapshot = ElementSnapshot(id: 2, elementType: .button)
        snapshot.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        XCTAssertTrue(AuditedElement(snapshot).isHittable)
        snapshot.isVisible = false
        XCTAssertFalse(AuditedElement(snapshot).isHittable)
        snapshot.isHittable = true
        XCTAssertTrue(AuditedElement(snapshot).isHittable, "a capture's hittable decides")
        snapshot.isHittable = nil
        snapshot.isVisible = true
        snapshot.frame = CGRect(x: 0, y: 0, width: 0, height: 44)
        XCTAssertFalse(AuditedElement(snapshot).isHittable)
    }

    func testSettingTheElementSetsTheSnapshotAndTheJSONIsTheSnapshots() throws {
        var snapshot = ElementSnapshot(id: 4, elementType: .image)
        snapshot.identifier = "logo"
        var issue = AccessibilityAuditIssue(
            auditType: .sufficientElementDescription, element: nil, compactDescription: "Element has no description",
            detailedDescription: "d", ruleID: "sufficientElementDescription.missing",
            reference: AuditReference(title: "t", url: "https://example.com"))
        XCTAssertNil(issue.element)
        issue.element = AuditedElement(snapshot)
        XCTAssertEqual(issue.elementSnapshot, snapshot)
        XCTAssertEqual(issue.element?.snapshot, snapshot)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let issueJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: encoder.encode(issue)) as? [String: Any])
        let snapshotJSON = try JSONSerialization.jsonObject(with: encoder.encode(snapshot)) as? NSDictionary
        XCTAssertEqual(issueJSON["element"] as? NSDictionary, snapshotJSON)
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditIssue.self, from: encoder.encode(issue)), issue)
    }
}
