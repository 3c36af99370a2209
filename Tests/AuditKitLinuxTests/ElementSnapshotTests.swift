import AuditKitLinux
import Foundation
import XCTest

/// ``ElementSnapshot``'s summary, and the frames an element may have (``CGRect/isPlausibleFrame``)
/// whichever source made it.
final class ElementSnapshotTests: XCTestCase {
    func testSummaryOfAHugeFrameIsShort() {
        var element = ElementSnapshot(id: 0, elementType: .button)
        element.frame = CGRect(x: 1e308, y: -2.5e20, width: 1e15, height: 44.5)
        XCTAssertEqual(element.summary, "Button, {{1e+308, -2.5e+20}, {1e+15, 44.5}}")
        element.frame = CGRect(x: 999_999_999_999_999, y: 12.25, width: 1_234_567.5, height: 44)
        XCTAssertEqual(element.summary, "Button, {{999999999999999, 12.2}, {1234567.5, 44}}")
    }

    func testImportersDropFramesBeyondTheBound() throws {
        let xml =
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="390" height="844">"#
            + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Huge" x="0" y="100" width="1e300" height="44"/>"#
            + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Fine" x="0" y="200" width="100" height="44"/>"#
            + "</XCUIElementTypeApplication></AppiumAUT>"
        let dump = """
            →Application, 0x1, pid: 1, label: 'A'
              Button, 0x2, {{0.0, 100.0}, {1e300, 44.0}}, label: 'Huge'
              Button, 0x3, {{0.0, 200.0}, {100.0, 44.0}}, label: 'Fine'
            """
        let app = HeadlessApplication(Window(), name: "A")
        let huge = Button(title: "Huge", frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        let fine = Button(title: "Fine", frame: CGRect(x: 0, y: 200, width: 100, height: 44))
        app.rootView.addSubviews(huge, fine)
        var exported = app.snapshot()
        let hugeID = try XCTUnwrap(exported.elements.first { $0.label == "Huge" }?.id)
        exported.elements[hugeID].frame = CGRect(x: 0, y: 100, width: 1e300, height: 44)
        let imports = [
            try AccessibilityHierarchy(importing: Data(xml.utf8), name: "huge.xml", format: .appiumXML),
            try AccessibilityHierarchy(importing: Data(dump.utf8), name: "huge.txt", format: .debugDescription),
            try AccessibilityHierarchy(importing: exported.jsonData(), name: "huge.json", format: .json),
        ]
        for hierarchy in imports {
            let name = hierarchy.source.name ?? "?"
            let hugeElement = try XCTUnwrap(hierarchy.elements.first { $0.label == "Huge" }, name)
            XCTAssertNil(hugeElement.frame, name)
            XCTAssertNotNil(hierarchy.elements.first { $0.label == "Fine" }?.frame, name)
            XCTAssertTrue(
                hierarchy.problems.contains { $0.kind == .invalidFrame && $0.element == hugeElement.id }, name)
            _ = try hierarchy.audit(for: .all)
        }
    }
}
