import Foundation
import XCTest
@testable import AuditKitLinux

final class HierarchyJSONTests: XCTestCase {
    // MARK: Helpers

    /// A small headless screen with text, colours, an action, a switch and a custom element.
    func headless(settings: AccessibilitySettings = .default) -> AccessibilityHierarchy {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = Label(text: "Quotes", frame: CGRect(x: 20, y: 60, width: 200, height: 40))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontForContentSizeCategory = true
        title.accessibilityTraits = [.staticText, .header]
        title.accessibilityLanguage = "en"
        let button = Button(title: "New Quote", frame: CGRect(x: 20, y: 700, width: 350, height: 50))
        button.addAction {}
        button.accessibilityHint = "Shows another quote"
        let toggle = Switch(isOn: true, frame: CGRect(x: 300, y: 120, width: 51, height: 31))
        toggle.accessibilityLabel = "Favourites only"
        let chart = View(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        chart.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95, alpha: 0.5)
        let bar = AccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "3 quotes"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 50, height: 200)
        bar.accessibilityCustomActions = [AccessibilityCustomAction(name: "Share")]
        chart.accessibilityElements = [bar]
        window.addSubviews(title, toggle, chart, button)
        return HeadlessApplication(window, name: "Quotes", settings: settings).snapshot()
    }

    func json(_ text: String) -> Data { Data(text.utf8) }

    func decodeError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try AccessibilityHierarchy(jsonData: data)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The JSON of `h`, edited as a dictionary, written back.
    func edited(_ h: AccessibilityHierarchy, _ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: h.jsonData()) as? [String: Any])
        var hierarchy = try XCTUnwrap(object["hierarchy"] as? [String: Any])
        edit(&hierarchy)
        object["hierarchy"] = hierarchy
        return try JSONSerialization.data(withJSONObject: object)
    }

    func editElement(_ i: Int, _ edit: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
        { hierarchy in
            var elements = hierarchy["elements"] as! [[String: Any]]
            edit(&elements[i])
            hierarchy["elements"] = elements
        }
    }

    // MARK: Round trips

    func testHeadlessHierarchyRoundTripsWithEveryFact() throws {
        let settings = AccessibilitySettings(preferredContentSizeCategory: .accessibilityLarge, isBoldTextEnabled: true,
                                             userInterfaceStyle: .dark)
        let original = headless(settings: settings)
        let decoded = try AccessibilityHierarchy(jsonData: original.jsonData())
        XCTAssertEqual(decoded, original)
        XCTAssertEqual(decoded.settings, settings)
        let title = try XCTUnwrap(decoded.elements.first { $0.label == "Quotes" && $0.elementType == .staticText })
        XCTAssertEqual(title.text?.font, .preferredFont(forTextStyle: .largeTitle))
        XCTAssertEqual(title.traits, [.staticText, .header])
        XCTAssertNotNil(title.text?.color)
        let bar = try XCTUnwrap(decoded.elements.first { $0.label == "Monday" })
        XCTAssertEqual(bar.customActionNames, ["Share"])
        XCTAssertTrue(bar.isCustomElement)
        XCTAssertEqual(decoded.elements.first { $0.label == "New Quote" }?.hasActivation, true)
    }

    func testCustomAccessibilityOrderRoundTripsAndOlderFilesStillDecode() throws {
        let original = headless()
        let chart = try XCTUnwrap(original.elements.first { $0.accessibilityChildren.contains { original.elements[$0].label == "Monday" } })
        let window = try XCTUnwrap(original.elements.first { $0.elementType == .window })
        XCTAssertEqual(chart.hasCustomAccessibilityOrder, true)
        XCTAssertEqual(window.hasCustomAccessibilityOrder, false)
        let decoded = try AccessibilityHierarchy(jsonData: original.jsonData())
        XCTAssertEqual(decoded.elements[chart.id].hasCustomAccessibilityOrder, true)
        XCTAssertEqual(decoded.elements[window.id].hasCustomAccessibilityOrder, false)
        // A file written before the key existed: absent means unknown.
        let older = try AccessibilityHierarchy(jsonData: edited(original, editElement(chart.id) { $0["hasCustomAccessibilityOrder"] = nil }))
        XCTAssertNil(older.elements[chart.id].hasCustomAccessibilityOrder)
        XCTAssertEqual(older.elements[window.id].hasCustomAccessibilityOrder, false)
    }

    func testCaptureRoundTripsAndKeepsItsKindAndUnknowns() throws {
        let capture = try DebugDescriptionImporter.parse("""
            Application, pid: 1, label: 'App'
              Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Go', Selected
            """, name: "dump.txt")
        let decoded = try AccessibilityHierarchy(jsonData: capture.jsonData(), name: "dump.json")
        XCTAssertEqual(decoded.source, .init(kind: .debugDescription, name: "dump.json"))
        XCTAssertTrue(decoded.source.isCapture)
        XCTAssertNil(decoded.settings)
        XCTAssertNil(decoded.elements[1].traits)
        XCTAssertNil(decoded.elements[1].isVisible)
        XCTAssertEqual(decoded.elements[1].isSelected, true)
        var renamed = capture
        renamed.source.name = "dump.json"
        XCTAssertEqual(decoded, renamed)
    }

    func testEnvelopeFrameAndTraitForms() throws {
        let text = try XCTUnwrap(String(data: headless().jsonData(), encoding: .utf8))
        XCTAssertTrue(text.hasPrefix("{\n  \"format\" : \"auditkit-hierarchy\",\n  \"hierarchy\" : {"), text)
        XCTAssertTrue(text.hasSuffix("  \"version\" : 1\n}"))
        // CGRect encodes as [[x, y], [width, height]] on Linux, as on Apple platforms.
        let h = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])["hierarchy"] as? [String: Any]
        let elements = try XCTUnwrap(h?["elements"] as? [[String: Any]])
        let button = try XCTUnwrap(elements.first { $0["label"] as? String == "New Quote" })
        XCTAssertEqual(button["frame"] as? [[Double]], [[20, 700], [350, 50]])
        XCTAssertEqual(button["traits"] as? [String], ["button"])
    }

    func testEmptyHierarchyRoundTrips() throws {
        let empty = AccessibilityHierarchy(elements: [], rootID: nil, settings: nil, source: .init(kind: .json))
        XCTAssertEqual(try AccessibilityHierarchy(jsonData: empty.jsonData()), empty)
    }

    // MARK: Envelope errors

    func testNotJSON() {
        XCTAssertEqual(decodeError(json("{\"format\": ")).map { $0.hasPrefix("not valid JSON: ") }, true)
    }

    func testWrongFormatName() {
        XCTAssertEqual(decodeError(json(#"{"format": "appium", "version": 1, "hierarchy": {}}"#)),
                       #"not an AuditKit hierarchy: "format" is "appium", expected "auditkit-hierarchy""#)
        XCTAssertEqual(decodeError(json(#"[1, 2]"#)),
                       #"not an AuditKit hierarchy: "format" is missing, expected "auditkit-hierarchy""#)
    }

    func testUnsupportedVersion() {
        XCTAssertEqual(decodeError(json(#"{"format": "auditkit-hierarchy", "version": 2, "hierarchy": {}}"#)),
                       #"unsupported hierarchy version: "version" is 2; this build reads version 1"#)
        XCTAssertEqual(decodeError(json(#"{"format": "auditkit-hierarchy", "hierarchy": {}}"#)),
                       #"unsupported hierarchy version: "version" is missing; this build reads version 1"#)
    }

    // MARK: Field errors name the path

    func testWrongTypeNamesTheFieldPath() throws {
        let data = try edited(headless(), editElement(2) { $0["frame"] = "wide" })
        let message = try XCTUnwrap(decodeError(data))
        XCTAssertTrue(message.hasPrefix("invalid field hierarchy.elements[2].frame: expected "), message)
    }

    func testMissingKeyNamesTheFieldPath() throws {
        let data = try edited(headless(), editElement(1) { $0["children"] = nil })
        XCTAssertEqual(decodeError(data), "invalid field hierarchy.elements[1].children: required key is missing")
    }

    func testUnknownTraitNameIsAnError() throws {
        let data = try edited(headless(), editElement(2) { $0["traits"] = ["button", "sparkly"] })
        XCTAssertEqual(decodeError(data), "invalid field hierarchy.elements[2].traits: Unknown accessibility traits: sparkly")
    }

    /// The index of the first element whose JSON has a `backgroundColor` (the chart).
    func colouredIndex(_ h: AccessibilityHierarchy) throws -> Int {
        try XCTUnwrap(h.elements.firstIndex { $0.backgroundColor != nil })
    }

    func testAnEightBitColourComponentIsAnErrorNamingTheField() throws {
        let h = headless()
        let i = try colouredIndex(h)
        let data = try edited(h, editElement(i) { $0["backgroundColor"] = ["red": 204, "green": 0.9, "blue": 0.95, "alpha": 0.5] })
        let message = try XCTUnwrap(decodeError(data))
        XCTAssertTrue(message.hasPrefix("invalid field hierarchy.elements[\(i)].backgroundColor.red: colour component 'red' must be a number from 0 to 1, found 204"), message)
        XCTAssertTrue(message.contains("204 is 0.8"), message)
    }

    func testANegativeColourComponentIsAnError() throws {
        let h = headless()
        let i = try colouredIndex(h)
        let data = try edited(h, editElement(i) { $0["backgroundColor"] = ["red": 0.9, "green": 0.9, "blue": 0.95, "alpha": -0.5] })
        XCTAssertEqual(decodeError(data), "invalid field hierarchy.elements[\(i)].backgroundColor.alpha: colour component 'alpha' must be a number from 0 to 1, found -0.5")
    }

    func testColourComponentsAtTheBoundsDecodeUnchanged() throws {
        let h = headless()
        let i = try colouredIndex(h)
        let data = try edited(h, editElement(i) { $0["backgroundColor"] = ["red": 0, "green": 1, "blue": 0.8, "alpha": 1] })
        let decoded = try AccessibilityHierarchy(jsonData: data)
        XCTAssertEqual(decoded.elements[i].backgroundColor, RGBA(red: 0, green: 1, blue: 0.8, alpha: 1))
    }

    func testCodeStillClampsAndAnOutOfRangeColourIsWrittenClamped() throws {
        XCTAssertEqual(RGBA(red: 2, green: -1, blue: .nan, alpha: 1), RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        var colour = RGBA(red: 0.5, green: 0.5, blue: 0.5)
        colour.red = 3
        let back = try JSONDecoder().decode(RGBA.self, from: JSONEncoder().encode(colour))
        XCTAssertEqual(back, RGBA(red: 1, green: 0.5, blue: 0.5))
    }

    // MARK: Structure

    func testChildOutOfRange() throws {
        let h = headless()
        let data = try edited(h, editElement(0) { $0["children"] = [1, 99] })
        XCTAssertEqual(decodeError(data), "invalid hierarchy: a value in elements[0].children is 99, outside 0..<\(h.elements.count)")
    }

    func testCycleInChildrenIsRejectedNotHung() throws {
        // Two elements that are each other's parent and child, detached from the root.
        let base = """
            {"format": "auditkit-hierarchy", "version": 1, "hierarchy": {"rootID": 0, "problems": [],
             "source": {"kind": "json"}, "elements": [%@]}}
            """
        func element(_ id: Int, parent: Int?, children: [Int]) -> String {
            """
            {"id": \(id), "elementType": "other", "pathComponent": "Other", "isCustomElement": false,
             "isInSystemBar": false, "children": \(children), "accessibilityChildren": [],
             "isInAutomationView": true, "automationChildren": []\(parent.map { ", \"parent\": \($0)" } ?? "")}
            """
        }
        let cycle = String(format: base, [element(0, parent: nil, children: []), element(1, parent: 2, children: [2]),
                                          element(2, parent: 1, children: [1])].joined(separator: ","))
        XCTAssertEqual(decodeError(json(cycle)), "invalid hierarchy: elements[1] is not reachable from the root through children (a cycle in parent links)")
        let selfLoop = String(format: base, element(0, parent: 0, children: [0]))
        XCTAssertEqual(decodeError(json(selfLoop)), "invalid hierarchy: elements[0] is listed twice in children (a cycle or a shared child)")
        let mismatch = String(format: base, [element(0, parent: nil, children: [1]), element(1, parent: nil, children: [])].joined(separator: ","))
        XCTAssertEqual(decodeError(json(mismatch)), "invalid hierarchy: elements[0].children lists 1, but elements[1].parent is null")
        let wrongID = String(format: base, element(3, parent: nil, children: []))
        XCTAssertEqual(decodeError(json(wrongID)), "invalid hierarchy: elements[0] has id 3; an element's id must be its index")
    }

    func testCycleInAccessibilityChildrenIsCutAndRecorded() throws {
        let h = headless()
        let window = try XCTUnwrap(h.elements.first { $0.elementType == .window })
        let chart = try XCTUnwrap(h.elements.first { $0.label == "Monday" }?.parent)
        let data = try edited(h, editElement(chart) { $0["accessibilityChildren"] = [window.id] })
        let decoded = try AccessibilityHierarchy(jsonData: data)
        XCTAssertEqual(decoded.problems.last, StructuralProblem(kind: .cycle, container: chart, element: window.id))
        XCTAssertEqual(decoded.elements[chart].accessibilityChildren, [])
    }

    func testNonFiniteNumbersAreNotEncodable() {
        var h = AccessibilityHierarchy(elements: [ElementSnapshot(id: 0, elementType: .application)], rootID: 0,
                                       settings: nil, source: .init(kind: .json))
        h.elements[0].effectiveAlpha = .nan
        XCTAssertThrowsError(try h.jsonData()) { error in
            XCTAssertEqual("\(error)", "cannot write hierarchy.elements[0].effectiveAlpha as JSON: nan is not a finite number or valid value")
        }
    }
}

final class HierarchyJSONDocumentationTests: XCTestCase {
    /// The example in docs/hierarchy-json.md reads as documented.
    func testDocumentedExampleDecodes() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/hierarchy-json.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```json\n"))
        let end = try XCTUnwrap(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let h = try AccessibilityHierarchy(jsonData: Data(text[start.upperBound..<end.lowerBound].utf8), name: "doc")
        XCTAssertEqual(h.elements.count, 4)
        XCTAssertEqual(h.path(of: 3), "Application['Quotes']/Window/Button['New Quote']")
        XCTAssertEqual(h.accessibilityElements.map(\.label), ["Quotes", "New Quote"])
        XCTAssertEqual(h.elements[2].text?.font, .preferredFont(forTextStyle: .title1))
        XCTAssertNil(h.elements[3].isVisible)
        XCTAssertNil(h.elements[1].hasCustomAccessibilityOrder, "written without the key: unknown")
        XCTAssertEqual(h.source, .init(kind: .json, name: "doc"))
    }

    func testJSONWithAnIntegerBeyond64BitsNamesTheNumberAndWhereItIs() throws {
        let app = HeadlessApplication(Window(), name: "T")
        app.rootView.addSubview(Button(title: "Go", frame: CGRect(x: 0, y: 100, width: 100, height: 44)))
        var text = String(decoding: try app.snapshot().jsonData(), as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: #""parent" : 1"#))
        text.replaceSubrange(range, with: #""parent" : 12345678901234567890123"#)
        XCTAssertThrowsError(try AccessibilityHierarchy(jsonData: Data(text.utf8))) { error in
            XCTAssertEqual("\(error)", "invalid field hierarchy.elements[2].parent: the number 12345678901234567890123 is out of range "
                           + "(integers must fit in 64 bits, -9223372036854775808...9223372036854775807)")
        }
    }
}
