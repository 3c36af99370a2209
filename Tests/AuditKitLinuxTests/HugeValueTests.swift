import Foundation
import XCTest
import AuditKitLinux

/// Finite but absurd numbers (a 1e300-point frame, a colour component set to 1e300) are bad
/// input: they become invalid frames or clamped values, never a trap in `Int(_:)`.
final class HugeValueTests: XCTestCase {
    private func app(_ views: View...) -> HeadlessApplication {
        let window = Window()
        views.forEach(window.addSubview)
        return HeadlessApplication(window)
    }

    private func button(_ title: String, _ frame: CGRect) -> Button {
        let button = Button(title: title, frame: frame)
        button.addAction {}
        return button
    }

    func testAHugeButtonFrameIsAnInvalidFrameAndEveryAuditSurvives() throws {
        let huge = button("Huge", CGRect(x: 0, y: 100, width: 1e300, height: 44))
        let app = app(huge, button("Normal", CGRect(x: 0, y: 200, width: 100, height: 44)))
        let snapshot = app.snapshot()
        let element = try XCTUnwrap(snapshot.elements.first { $0.label == "Huge" })
        XCTAssertNil(element.frame)
        XCTAssertTrue(snapshot.problems.contains(StructuralProblem(kind: .invalidFrame, container: element.parent, element: element.id)))
        _ = try app.audit(for: .differentiateWithoutColor)
        _ = try app.audit(for: .all)
    }

    func testFramesUpToTheBoundStayAndBeyondItAreInvalid() throws {
        let bound = CGRect.largestPlausibleCoordinate
        XCTAssertEqual(bound, 10_000_000)
        let far = View(frame: CGRect(x: 0, y: 0, width: 390, height: bound))       // a very long scroll content: kept
        let beyond = View(frame: CGRect(x: -bound - 1, y: 0, width: 10, height: 10))
        let outer = View(frame: CGRect(x: 6_000_000, y: 0, width: 10, height: 10))
        let inner = View(frame: CGRect(x: 6_000_000, y: 0, width: 10, height: 10))  // 12,000,000 pt on screen
        outer.addSubview(inner)
        for (view, name) in [(far, "far"), (beyond, "beyond"), (outer, "outer"), (inner, "inner")] { view.accessibilityIdentifier = name }
        let snapshot = app(far, beyond, outer).snapshot()
        func frame(_ name: String) -> CGRect? { snapshot.elements.first { $0.identifier == name }?.frame }
        XCTAssertEqual(frame("far"), CGRect(x: 0, y: 0, width: 390, height: bound))
        XCTAssertNil(frame("beyond"))
        XCTAssertNotNil(frame("outer"))
        XCTAssertNil(frame("inner"))
        XCTAssertEqual(snapshot.problems.filter { $0.kind == .invalidFrame }.count, 2)
    }

    func testTwoHugeLikeButtonsInAHandMadeHierarchyDoNotTrapColourOnlyState() throws {
        // A hierarchy built by hand is not checked: the rule itself must not trap.
        var settings = AccessibilitySettings.default
        settings.shouldDifferentiateWithoutColor = true
        var elements = [ElementSnapshot(id: 0, elementType: .application)]
        elements[0].children = [1, 2]
        elements[0].accessibilityChildren = [1, 2]
        elements[0].isInAccessibilityView = true
        elements[0].isVisible = true
        for id in [1, 2] {
            var b = ElementSnapshot(id: id, elementType: .button)
            b.parent = 0
            b.frame = CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)
            b.isAccessibilityElement = true
            b.isInAccessibilityView = true
            b.isVisible = true
            b.label = "Item"
            b.traits = id == 1 ? [.button, .selected] : [.button]
            b.backgroundColor = RGBA(red: id == 1 ? 1 : 0, green: 0, blue: 0)
            elements.append(b)
        }
        let hierarchy = AccessibilityHierarchy(elements: elements, rootID: 0, settings: settings, source: .init(kind: .headless))
        let result = try hierarchy.audit(for: .differentiateWithoutColor)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["State shown only by colour"])
    }

    func testImportersDropFramesBeyondTheBound() throws {
        let xml = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="390" height="844">"#
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
            XCTAssertTrue(hierarchy.problems.contains { $0.kind == .invalidFrame && $0.element == hugeElement.id }, name)
            _ = try hierarchy.audit(for: .all)
        }
    }

    func testHexStringOfAnOutOfRangeComponentIsClamped() {
        var colour = RGBA(red: 0, green: 0, blue: 0)
        colour.red = 1e300
        colour.green = -.infinity
        colour.blue = .nan
        XCTAssertEqual(colour.hexString, "#FF0000")
    }
}
