import AuditKitLinux
import Foundation
import XCTest

final class HierarchyJSONTests: XCTestCase {
    // MARK: Helpers

    /// A small headless screen with text, colours, an action, a switch and a custom element.
    func headless(settings: AccessibilitySettings = .default) -> AccessibilityHierarchy {
        Self.headless(settings: settings)
    }

    /// The screen of ``headless(settings:)``, for other suites.
    static func headless(settings: AccessibilitySettings = .default) -> AccessibilityHierarchy {
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

    /// Imports `data` as hierarchy JSON named `name` (which becomes the source's name).
    func decode(_ data: Data, name: String = "h.json") throws(HierarchyImportError) -> AccessibilityHierarchy {
        try AccessibilityHierarchy(importing: data, name: name, format: .json)
    }

    /// `h` with its source named `name`, as it reads back from a file of that name.
    func named(_ h: AccessibilityHierarchy, _ name: String = "h.json") -> AccessibilityHierarchy {
        var renamed = h
        renamed.source.name = name
        return renamed
    }

    /// The error importing `data` as hierarchy JSON named `h.json` throws.
    func importError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> HierarchyImportError? {
        do {
            _ = try decode(data)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// The message of ``importError(_:file:line:)``.
    func decodeError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> String? {
        importError(data, file: file, line: line).map { "\($0)" }
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
        let settings = AccessibilitySettings(
            preferredContentSizeCategory: .accessibilityLarge, isBoldTextEnabled: true,
            userInterfaceStyle: .dark)
        let original = headless(settings: settings)
        let decoded = try decode(original.jsonData())
        XCTAssertEqual(decoded, named(original))
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
        let chart = try XCTUnwrap(
            original.elements.first { $0.accessibilityChildren.contains { original.elements[$0].label == "Monday" } })
        let window = try XCTUnwrap(original.elements.first { $0.elementType == .window })
        XCTAssertEqual(chart.hasCustomAccessibilityOrder, true)
        XCTAssertEqual(window.hasCustomAccessibilityOrder, false)
        let decoded = try decode(original.jsonData())
        XCTAssertEqual(decoded.elements[chart.id].hasCustomAccessibilityOrder, true)
        XCTAssertEqual(decoded.elements[window.id].hasCustomAccessibilityOrder, false)
        // A file written before the key existed: absent means unknown.
        let older = try decode(edited(original, editElement(chart.id) { $0["hasCustomAccessibilityOrder"] = nil }))
        XCTAssertNil(older.elements[chart.id].hasCustomAccessibilityOrder)
        XCTAssertEqual(older.elements[window.id].hasCustomAccessibilityOrder, false)
    }

    func testCaptureRoundTripsAndKeepsItsKindAndUnknowns() throws {
        let capture = try AccessibilityHierarchy(
            importing: Data(
                """
                Application, pid: 1, label: 'App'
                  Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Go', Selected
                """.utf8), name: "dump.txt")
        let decoded = try decode(capture.jsonData(), name: "dump.json")
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
        let h =
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])["hierarchy"]
            as? [String: Any]
        let elements = try XCTUnwrap(h?["elements"] as? [[String: Any]])
        let button = try XCTUnwrap(elements.first { $0["label"] as? String == "New Quote" })
        XCTAssertEqual(button["frame"] as? [[Double]], [[20, 700], [350, 50]])
        XCTAssertEqual(button["traits"] as? [String], ["button"])
    }

    func testEmptyHierarchyRoundTrips() throws {
        let empty = AccessibilityHierarchy(elements: [], rootID: nil, settings: nil, source: .init(kind: .json))
        XCTAssertEqual(try decode(empty.jsonData()), named(empty))
    }

    // MARK: Envelope errors

    func testMalformedJSONIsLocated() {
        let truncated = importError(json("{\"format\": "))
        XCTAssertEqual(truncated?.kind, .malformedJSON)
        XCTAssertEqual(
            truncated.map { "\($0)" },
            "h.json:1:12: malformed JSON: the text ends before the JSON is complete; was the file cut off?")
        // The parser's byte offset becomes a line and a column (in bytes) on that line.
        let badValue = importError(
            json("{\"format\": \"auditkit-hierarchy\",\n  \"version\": 1,\n  \"hierarchy\": {\"rootID\": x}}"))
        XCTAssertEqual(badValue?.kind, .malformedJSON)
        XCTAssertEqual(badValue?.line, 3)
        XCTAssertEqual(badValue?.column, 27)
        XCTAssertEqual(
            badValue?.message,
            "malformed JSON: a value is expected here (a string in double quotes, a number, an object, an array, "
                + "true, false or null); look for a missing or extra comma, quote or bracket")
        let control = importError(json("{\"format\": \"a\u{1}b\"}"))
        XCTAssertEqual(
            control.map { "\($0)" },
            "h.json:1:14: malformed JSON: unescaped control character; check the JSON at this place")
    }

    func testWrongFormatName() {
        XCTAssertEqual(
            importError(json(#"{"format": "appium", "version": 1, "hierarchy": {}}"#))?.kind, .unsupportedFormat)
        XCTAssertEqual(
            decodeError(json(#"{"format": "appium", "version": 1, "hierarchy": {}}"#)),
            #"h.json: unsupported format: "format" is "appium"; an AuditKit hierarchy JSON file is an object with "format": "auditkit-hierarchy""#
        )
        XCTAssertEqual(
            decodeError(json(#"{"version": 1}"#)),
            #"h.json: unsupported format: "format" is missing; an AuditKit hierarchy JSON file is an object with "format": "auditkit-hierarchy""#
        )
        XCTAssertEqual(
            decodeError(json(#"[1, 2]"#)),
            #"h.json: unsupported format: the top level is not an object; an AuditKit hierarchy JSON file is an object with "format": "auditkit-hierarchy""#
        )
    }

    func testUnsupportedVersion() {
        XCTAssertEqual(
            importError(json(#"{"format": "auditkit-hierarchy", "version": 2, "hierarchy": {}}"#))?.kind,
            .unsupportedVersion)
        XCTAssertEqual(
            decodeError(json(#"{"format": "auditkit-hierarchy", "version": 2, "hierarchy": {}}"#)),
            #"h.json: unsupported hierarchy JSON version: "version" is 2; this build reads version 1 (write "version": 1, or update AuditKitLinux)"#
        )
        XCTAssertEqual(
            decodeError(json(#"{"format": "auditkit-hierarchy", "hierarchy": {}}"#)),
            #"h.json: unsupported hierarchy JSON version: "version" is missing; this build reads version 1 (write "version": 1, or update AuditKitLinux)"#
        )
    }

    // MARK: Field errors name the path

    func testWrongTypeNamesTheFieldPath() throws {
        let data = try edited(headless(), editElement(2) { $0["frame"] = "wide" })
        let message = try XCTUnwrap(decodeError(data))
        XCTAssertTrue(
            message.hasPrefix("h.json: invalid hierarchy JSON at hierarchy.elements[2].frame: expected "), message)
        XCTAssertEqual(importError(data)?.kind, .invalidHierarchyJSON(fieldPath: "hierarchy.elements[2].frame"))
        XCTAssertNil(importError(data)?.line)
    }

    func testAnUnknownExpandedStatusNamesTheFieldPath() throws {
        let data = try edited(headless(), editElement(2) { $0["accessibilityExpandedStatus"] = "open" })
        XCTAssertEqual(
            importError(data)?.kind,
            .invalidHierarchyJSON(fieldPath: "hierarchy.elements[2].accessibilityExpandedStatus"))
        let known = try edited(headless(), editElement(2) { $0["accessibilityExpandedStatus"] = "collapsed" })
        XCTAssertEqual(try decode(known).elements[2].accessibilityExpandedStatus, .collapsed)
    }

    func testMissingKeyNamesTheFieldPath() throws {
        let data = try edited(headless(), editElement(1) { $0["children"] = nil })
        XCTAssertEqual(importError(data)?.kind, .invalidHierarchyJSON(fieldPath: "hierarchy.elements[1].children"))
        XCTAssertEqual(
            decodeError(data),
            "h.json: invalid hierarchy JSON at hierarchy.elements[1].children: required key is missing")
    }

    func testUnknownTraitNameIsAnError() throws {
        let data = try edited(headless(), editElement(2) { $0["traits"] = ["button", "sparkly"] })
        XCTAssertEqual(
            decodeError(data),
            "h.json: invalid hierarchy JSON at hierarchy.elements[2].traits: Unknown accessibility traits: sparkly")
    }

    /// The index of the first element whose JSON has a `backgroundColor` (the chart).
    func colouredIndex(_ h: AccessibilityHierarchy) throws -> Int {
        try XCTUnwrap(h.elements.firstIndex { $0.backgroundColor != nil })
    }

    func testAnEightBitColourComponentIsAnErrorNamingTheField() throws {
        let h = headless()
        let i = try colouredIndex(h)
        let data = try edited(
            h, editElement(i) { $0["backgroundColor"] = ["red": 204, "green": 0.9, "blue": 0.95, "alpha": 0.5] })
        let message = try XCTUnwrap(decodeError(data))
        XCTAssertTrue(
            message.hasPrefix(
                "h.json: invalid hierarchy JSON at hierarchy.elements[\(i)].backgroundColor.red: colour component 'red' must be a number from 0 to 1, found 204"
            ), message)
        XCTAssertTrue(message.contains("204 is 0.8"), message)
    }

    func testANegativeColourComponentIsAnError() throws {
        let h = headless()
        let i = try colouredIndex(h)
        let data = try edited(
            h, editElement(i) { $0["backgroundColor"] = ["red": 0.9, "green": 0.9, "blue": 0.95, "alpha": -0.5] })
        XCTAssertEqual(
            decodeError(data),
            "h.json: invalid hierarchy JSON at hierarchy.elements[\(i)].backgroundColor.alpha: colour component 'alpha' must be a number from 0 to 1, found -0.5"
        )
    }

    func testColourComponentsAtTheBoundsDecodeUnchanged() throws {
        let h = headless()
        let i = try colouredIndex(h)
        let data = try edited(
            h, editElement(i) { $0["backgroundColor"] = ["red": 0, "green": 1, "blue": 0.8, "alpha": 1] })
        let decoded = try decode(data)
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
        XCTAssertEqual(importError(data)?.kind, .invalidHierarchyJSON(fieldPath: "hierarchy.elements[0].children"))
        XCTAssertEqual(
            decodeError(data),
            "h.json: invalid hierarchy JSON at hierarchy.elements[0].children: lists 99, outside 0..<\(h.elements.count) (the element indices)"
        )
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
        let cycle = String(
            format: base,
            [
                element(0, parent: nil, children: []), element(1, parent: 2, children: [2]),
                element(2, parent: 1, children: [1]),
            ].joined(separator: ","))
        XCTAssertEqual(
            decodeError(json(cycle)),
            "h.json: invalid hierarchy JSON at hierarchy.elements[1].parent: the element is not reachable from the root through children (a cycle in parent links)"
        )
        let selfLoop = String(format: base, element(0, parent: 0, children: [0]))
        XCTAssertEqual(
            decodeError(json(selfLoop)),
            "h.json: invalid hierarchy JSON at hierarchy.elements[0]: is listed twice in children (a cycle or a shared child)"
        )
        let mismatch = String(
            format: base,
            [element(0, parent: nil, children: [1]), element(1, parent: nil, children: [])].joined(separator: ","))
        XCTAssertEqual(
            decodeError(json(mismatch)),
            "h.json: invalid hierarchy JSON at hierarchy.elements[0].children: lists 1, but elements[1].parent is null")
        let wrongID = String(format: base, element(3, parent: nil, children: []))
        XCTAssertEqual(
            decodeError(json(wrongID)),
            "h.json: invalid hierarchy JSON at hierarchy.elements[0].id: is 3; an element's id must be its index, 0")
        let rootOutOfRange = String(
            format: base.replacingOccurrences(of: #""rootID": 0"#, with: #""rootID": 7"#),
            element(0, parent: nil, children: []))
        XCTAssertEqual(importError(json(rootOutOfRange))?.kind, .invalidHierarchyJSON(fieldPath: "hierarchy.rootID"))
        XCTAssertEqual(
            decodeError(json(rootOutOfRange)),
            "h.json: invalid hierarchy JSON at hierarchy.rootID: is 7, outside 0..<1 (the element indices)")
        let strayParentless = String(
            format: base,
            [element(0, parent: nil, children: []), element(1, parent: nil, children: [])].joined(separator: ","))
        XCTAssertEqual(
            decodeError(json(strayParentless)),
            "h.json: invalid hierarchy JSON at hierarchy.elements[1].parent: is missing, but only the root (0) has no parent"
        )
    }

    func testCycleInAccessibilityChildrenIsCutAndRecorded() throws {
        let h = headless()
        let window = try XCTUnwrap(h.elements.first { $0.elementType == .window })
        let chart = try XCTUnwrap(h.elements.first { $0.label == "Monday" }?.parent)
        let data = try edited(h, editElement(chart) { $0["accessibilityChildren"] = [window.id] })
        let decoded = try decode(data)
        XCTAssertEqual(decoded.problems.last, StructuralProblem(kind: .cycle, container: chart, element: window.id))
        XCTAssertEqual(decoded.elements[chart].accessibilityChildren, [])
    }

    func testNonFiniteNumbersAreNotEncodable() {
        var h = AccessibilityHierarchy(
            elements: [ElementSnapshot(id: 0, elementType: .application)], rootID: 0,
            settings: nil, source: .init(kind: .json))
        h.elements[0].effectiveAlpha = .nan
        XCTAssertThrowsError(try h.jsonData()) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot write hierarchy.elements[0].effectiveAlpha as JSON: nan is not a finite number or valid value")
        }
    }
}

final class HierarchyJSONDocumentationTests: XCTestCase {
    /// The example in Sources/AuditKitLinux/AuditKitLinux.docc/HierarchyJSONFormat.md reads as documented.
    func testDocumentedExampleDecodes() throws {
        let doc = PackageRoot.appending("Sources/AuditKitLinux/AuditKitLinux.docc/HierarchyJSONFormat.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```json\n"))
        let end = try XCTUnwrap(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let h = try AccessibilityHierarchy(importing: Data(text[start.upperBound..<end.lowerBound].utf8), name: "doc")
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
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(text.utf8), name: "t.json")) { error in
            XCTAssertEqual(
                "\(error)",
                "t.json: invalid hierarchy JSON at hierarchy.elements[2].parent: the number 12345678901234567890123 is out of range "
                    + "(integers must fit in 64 bits, -9223372036854775808...9223372036854775807)")
        }
    }
}

final class HierarchyJSONLargeContentViewerTests: XCTestCase {
    func testTheExpandedStatusRoundTripsAndIsUnknownWhenAbsent() throws {
        let details = Button(title: "Details", frame: CGRect(x: 16, y: 100, width: 200, height: 44))
        details.accessibilityExpandedStatus = .expanded
        let more = Button(title: "More", frame: CGRect(x: 16, y: 150, width: 200, height: 44))
        more.accessibilityExpandedStatus = .collapsed
        let plain = Button(title: "Edit", frame: CGRect(x: 16, y: 200, width: 200, height: 44))
        let hierarchy = RuleHarness.app(details, more, plain).snapshot()
        let imported = try AccessibilityHierarchy(importing: hierarchy.jsonData(), name: "x.json", format: .json)
        XCTAssertEqual(imported.elements, hierarchy.elements)
        let status = { (label: String) in imported.elements.first { $0.label == label }?.accessibilityExpandedStatus }
        XCTAssertEqual([status("Details"), status("More"), status("Edit")], [.expanded, .collapsed, .unsupported])
        var unknown = hierarchy
        unknown.elements[unknown.elements.count - 1].accessibilityExpandedStatus = nil
        let read = try AccessibilityHierarchy(importing: unknown.jsonData(), name: "x.json", format: .json)
        XCTAssertNil(read.elements.last?.accessibilityExpandedStatus, "absent: unknown")
        XCTAssertFalse(
            String(decoding: try unknown.jsonData(), as: UTF8.self).contains(#""accessibilityExpandedStatus":null"#))
    }

    func testLargeContentViewerFactsRoundTrip() throws {
        let item = View(frame: CGRect(x: 0, y: 760, width: 97, height: 49))
        item.showsLargeContentViewer = true
        item.largeContentTitle = "Home"
        item.accessibilityIdentifier = "home-tab"
        let plain = Button(title: "Edit", frame: CGRect(x: 200, y: 100, width: 80, height: 44))
        let hierarchy = RuleHarness.app(item, plain).snapshot()
        let imported = try AccessibilityHierarchy(importing: hierarchy.jsonData(), name: "lcv.json", format: .json)
        let read = try XCTUnwrap(imported.elements.first { $0.identifier == "home-tab" })
        XCTAssertEqual(read.showsLargeContentViewer, true)
        XCTAssertEqual(read.largeContentTitle, "Home")
        let button = try XCTUnwrap(imported.elements.first { $0.label == "Edit" })
        XCTAssertEqual(button.showsLargeContentViewer, false)
        XCTAssertEqual(button.largeContentTitle, "Edit", "a button's title by default")
        XCTAssertEqual(imported.elements, hierarchy.elements)
    }
}
