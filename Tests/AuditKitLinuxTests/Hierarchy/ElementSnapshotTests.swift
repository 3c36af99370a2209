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

    // MARK: The compact storage

    /// The optional flags, stored two bits each in one word.
    static var optionalFlags: [WritableKeyPath<ElementSnapshot, Bool?>] {
        [
            \.isAccessibilityElement, \.isVisible, \.isEnabled, \.isSelected, \.isInteractive, \.hasActivation,
            \.hasAdjustment, \.hasEscape, \.isModal, \.accessibilityElementsHidden, \.ignoresInvertColors,
            \.hasCustomAccessibilityOrder, \.isTranslucentMaterial, \.displaysMedia, \.hasFixedHeight, \.isHittable,
            \.isInAccessibilityView, \.showsLargeContentViewer,
        ]
    }

    func testEachOptionalFlagHoldsItsThreeStatesAlone() {
        let fresh = ElementSnapshot(id: 3, elementType: .button)
        for (index, flag) in Self.optionalFlags.enumerated() {
            for state in [true, false, nil] as [Bool?] {
                var element = fresh
                // Its neighbours set to the opposite state, so a write that spills over shows.
                for (other, neighbour) in Self.optionalFlags.enumerated() where other != index {
                    element[keyPath: neighbour] = other % 2 == 0
                }
                element[keyPath: flag] = state
                XCTAssertEqual(element[keyPath: flag], state, "\(flag) = \(String(describing: state))")
                for (other, neighbour) in Self.optionalFlags.enumerated() where other != index {
                    XCTAssertEqual(element[keyPath: neighbour], other % 2 == 0, "\(neighbour) after writing \(flag)")
                }
            }
            XCTAssertNil(fresh[keyPath: flag])
        }
        var element = fresh
        element.isCustomElement = true
        element.isInSystemBar = true
        element.isInAutomationView = true
        XCTAssertTrue(element.isCustomElement && element.isInSystemBar && element.isInAutomationView)
        XCTAssertTrue(Self.optionalFlags.allSatisfy { element[keyPath: $0] == nil })
        element.isInSystemBar = false
        XCTAssertTrue(element.isCustomElement && !element.isInSystemBar && element.isInAutomationView)
    }

    func testParentTraitsAndFrameTellZeroFromUnknown() {
        var element = ElementSnapshot(id: 1, elementType: .other)
        XCTAssertNil(element.parent)
        XCTAssertNil(element.traits)
        XCTAssertNil(element.frame)
        element.parent = 0
        element.traits = []
        element.frame = .zero
        XCTAssertEqual(element.parent, 0)
        XCTAssertEqual(element.traits, [])
        XCTAssertEqual(element.frame, .zero)
        element.parent = 7
        element.traits = [.button, .selected]
        element.frame = CGRect(x: -1.5, y: 2, width: 3, height: 4)
        XCTAssertEqual(element.parent, 7)
        XCTAssertEqual(element.traits, [.button, .selected])
        XCTAssertEqual(element.frame, CGRect(x: -1.5, y: 2, width: 3, height: 4))
    }

    /// A fact set and then cleared leaves the snapshot equal (and hashing equal) to one where it was
    /// never set: unknown is stored one way only.
    func testClearedFactsEqualNeverSetFacts() {
        let fresh = ElementSnapshot(id: 2, elementType: .staticText)
        var element = fresh
        element.parent = 5
        element.traits = .header
        element.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        element.hint = "Opens it"
        element.placeholderValue = "Name"
        element.text = TextSnapshot(text: "Hello", pointSize: 17)
        element.backgroundColor = RGBA(red: 1, green: 1, blue: 1)
        element.effectiveAlpha = 0.5
        element.customActionNames = ["Delete"]
        element.isVisible = true
        XCTAssertNotEqual(element, fresh)
        element.parent = nil
        element.traits = nil
        element.frame = nil
        element.hint = nil
        element.placeholderValue = nil
        element.text = nil
        element.backgroundColor = nil
        element.effectiveAlpha = nil
        element.customActionNames = nil
        element.isVisible = nil
        XCTAssertEqual(element, fresh)
        XCTAssertEqual(element.hashValue, fresh.hashValue)
        XCTAssertEqual(Set([element, fresh]).count, 1)
    }

    /// Copies share the rarely set facts until one changes them; a change never shows in the other.
    func testCopiesDoNotShareChanges() {
        var original = ElementSnapshot(id: 0, elementType: .button)
        original.hint = "Saves"
        original.language = "ja"
        var copy = original
        copy.hint = "Deletes"
        copy.motionEffects = ["parallax"]
        XCTAssertEqual(original.hint, "Saves")
        XCTAssertNil(original.motionEffects)
        XCTAssertEqual(copy.hint, "Deletes")
        XCTAssertEqual(copy.language, "ja")
        XCTAssertNotEqual(original, copy)
        copy.hint = "Saves"
        copy.motionEffects = nil
        XCTAssertEqual(original, copy)
    }

    /// Every fact encodes under its property's name, unknown facts are left out, and decoding gives
    /// the same snapshot back.
    func testCodingKeepsEveryFactUnderItsName() throws {
        var element = ElementSnapshot(id: 4, elementType: .textField, pathComponent: "TextField['Name']")
        element.label = "Name"
        element.value = "Ada"
        element.identifier = "name"
        element.placeholderValue = "Your name"
        element.hint = "Your full name"
        element.traits = [.button]
        element.frame = CGRect(x: 1, y: 2, width: 300, height: 44)
        element.isEnabled = false
        element.isHittable = true
        element.isInAccessibilityView = true
        element.language = "en"
        element.effectiveAlpha = 1
        element.parent = 1
        element.children = [5, 6]
        element.accessibilityChildren = [6]
        element.automationChildren = [5, 6]
        element.isInAutomationView = true
        let data = try JSONEncoder().encode(element)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(
            Set(object.keys),
            [
                "id", "elementType", "label", "value", "identifier", "placeholderValue", "hint", "traits", "frame",
                "isEnabled", "isHittable", "isInAccessibilityView", "language", "effectiveAlpha", "isCustomElement",
                "isInSystemBar", "pathComponent", "parent", "children", "accessibilityChildren", "isInAutomationView",
                "automationChildren",
            ])
        XCTAssertEqual(object["isEnabled"] as? Bool, false)
        XCTAssertEqual(try JSONDecoder().decode(ElementSnapshot.self, from: data), element)
        // A snapshot without its required facts is refused, naming the first one missing.
        XCTAssertThrowsError(try JSONDecoder().decode(ElementSnapshot.self, from: Data(#"{"id": 1}"#.utf8))) {
            guard case DecodingError.keyNotFound(let key, _) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(key.stringValue, "elementType")
        }
    }

    /// The stored layout stays compact: a 100,000-element capture holds 100,000 of these.
    func testStoredLayoutIsCompact() {
        XCTAssertLessThanOrEqual(MemoryLayout<ElementSnapshot>.stride, 200)
    }
}
