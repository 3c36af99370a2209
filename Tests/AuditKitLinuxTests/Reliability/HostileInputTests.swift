import AuditKitLinux
import Foundation
import XCTest

/// Hostile and careless captures: each kind of input that once crashed, blew up, hid elements or
/// was misread is refused with its place and a message in words, or read as it means. The tests
/// assert findings, messages and sizes, never time: a check that once took minutes now finishes,
/// and its size bound keeps it linear.
final class HostileInputTests: XCTestCase {

    // MARK: XML: no document type, no entity expansion

    func testEveryDocumentTypeDeclarationIsRefusedWithItsPlace() {
        let body = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A"/></AppiumAUT>"#
        let cases: [(String, Int, Int)] = [
            // Internal subset with an entity, as in a "quadratic blowup".
            ("<?xml version=\"1.0\"?>\n<!DOCTYPE AppiumAUT [<!ENTITY a \"AAAA\">]>\n" + body, 2, 1),
            // External DTD (the reproducer's "XML parser error 27").
            ("<?xml version=\"1.0\"?>\n<!DOCTYPE AppiumAUT SYSTEM \"x.dtd\">\n" + body, 2, 1),
            ("<!DOCTYPE AppiumAUT PUBLIC \"-//X//DTD X//EN\" \"http://example.com/x.dtd\">" + body, 1, 1),
            // After a comment and a processing instruction, and without an XML declaration.
            ("<!-- captured -->\n<?foo bar?>\n  <!DOCTYPE AppiumAUT>" + body, 3, 3),
        ]
        for (xml, line, column) in cases {
            XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(xml.utf8), name: "page.xml")) { error in
                guard let error = error as? HierarchyImportError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.kind, .notAPageSource, xml)
                XCTAssertEqual([error.line, error.column], [line, column], xml)
                XCTAssertTrue(
                    error.message.contains(
                        "it has a document type declaration (<!DOCTYPE …>), which WebDriverAgent never writes. "
                            + "It is not read: its entities could grow a small file into gigabytes"), error.message)
                XCTAssertTrue(
                    error.message.hasSuffix(
                        "Remove the <!DOCTYPE …> declaration and the entity references (&name;) it defines"))
            }
        }
        // A DOCTYPE inside a comment, or in a label, is no declaration.
        let quoted =
            "<!-- <!DOCTYPE x> -->"
            + #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="&lt;!DOCTYPE x&gt;"/></AppiumAUT>"#
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: Data(quoted.utf8), name: "page.xml").elements.first?.label,
            "<!DOCTYPE x>")
    }

    func testALargeEntityReferencedManyTimesIsRefusedBeforeItGrows() throws {
        // The reproducer's shape: 300 labels × 100 references × a 50 KB entity would be 1.5 GB of text.
        let entity = "<!DOCTYPE AppiumAUT [<!ENTITY a \"" + String(repeating: "A", count: 50_000) + "\">]>\n"
        let button =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label=""# + String(repeating: "&a;", count: 100)
            + #"" x="10" y="10" width="100" height="44"/>"#
        let xml =
            "<?xml version=\"1.0\"?>\n" + entity
            + #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">"#
            + String(repeating: button, count: 300) + "</XCUIElementTypeApplication></AppiumAUT>"
        XCTAssertLessThan(xml.utf8.count, 200_000)
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(xml.utf8), name: "quad.xml")) { error in
            XCTAssertEqual((error as? HierarchyImportError)?.kind, .notAPageSource)
            XCTAssertEqual((error as? HierarchyImportError)?.line, 2)
        }
    }

    func testProcessingInstructionsWithoutDataImport() throws {
        // Found by fuzzing: Foundation's XMLParser on Linux dereferenced a null pointer on `<?x?>`.
        let xml =
            #"<?xml version="1.0"?><?tool?><AppiumAUT><?pi?><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A">"#
            + #"<?é?><XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" x="1" y="1" width="50" height="50"/>"#
            + "</XCUIElementTypeApplication></AppiumAUT><?after?>"
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "pi.xml")
        XCTAssertEqual(hierarchy.elements.map(\.label), ["A", "Go"])
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data("<?xyp?>\nx".utf8), name: "pi.xml")) { error in
            XCTAssertEqual((error as? HierarchyImportError)?.kind, .malformedXML)
        }
    }

    func testAnAttributeOver10MBIsCalledTooLongNotUnclosed() {
        let xml =
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication"><XCUIElementTypeButton type="XCUIElementTypeButton" label=""#
            + String(repeating: "A", count: 10_000_001) + #""/></XCUIElementTypeApplication></AppiumAUT>"#
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(xml.utf8), name: "long.xml")) { error in
            XCTAssertEqual(
                "\(error)",
                "long.xml:1:132: malformed XML: an attribute value of 10.0 MB (10000001 bytes): the XML parser "
                    + "on Linux (libxml2) refuses a value over 10 MB (XML_MAX_TEXT_LENGTH, which Foundation's XMLParser "
                    + "cannot lift). Shorten the value, or capture the screen again")
        }
    }

    func testParserErrorsAreInWordsNeverNumbers() {
        let cases = [
            "<AppiumAUT><XCUIElementTypeApplication label=\"&#x1B;\"/></AppiumAUT>",
            "<AppiumAUT><XCUIElementTypeApplication label=\"&e;\"/></AppiumAUT>",
            "<AppiumAUT><XCUIElementTypeApplication label=\"a\" label=\"b\"/></AppiumAUT>",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><?xml version=\"1.0\"?><AppiumAUT/>",
            "<AppiumAUT><![CDATA[x</AppiumAUT>",
            "<AppiumAUT><!-- a -- b --></AppiumAUT>",
            "<AppiumAUT><XCUIElementTypeApplication label=a/></AppiumAUT>",
            "<AppiumAUT>]]></AppiumAUT>",
        ]
        for xml in cases {
            XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(xml.utf8), name: "page.xml"), xml) {
                error in
                let text = "\(error)"
                XCTAssertNil(text.range(of: #"error \d+|Domain|Code="#, options: .regularExpression), text)
                XCTAssertFalse(text.contains("without saying why"), "\(xml): \(text)")
            }
        }
    }

    // MARK: Encodings

    func testUTF16AndUTF32PageSourcesImportWithOrWithoutAByteOrderMark() throws {
        let xml =
            #"<?xml version="1.0" encoding="UTF-16"?>"# + "\n"
            + #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="Café ☕︎ 🎉"/></AppiumAUT>"#
        var encodings: [(String, Data)] = []
        for (name, encoding, bom) in [
            ("UTF-16LE", String.Encoding.utf16LittleEndian, [UInt8]([0xFF, 0xFE])),
            ("UTF-16BE", .utf16BigEndian, [0xFE, 0xFF]),
            ("UTF-32LE", .utf32LittleEndian, [0xFF, 0xFE, 0, 0]),
            ("UTF-32BE", .utf32BigEndian, [0, 0, 0xFE, 0xFF]),
        ] {
            let text = name.hasPrefix("UTF-32") ? xml.replacingOccurrences(of: "UTF-16", with: "UTF-32") : xml
            let bytes = try XCTUnwrap(text.data(using: encoding))
            encodings.append((name + " with a byte order mark", Data(bom) + bytes))
            encodings.append((name + " without one", bytes))
        }
        for (name, data) in encodings {
            let hierarchy = try AccessibilityHierarchy(importing: data, name: "page.xml")
            XCTAssertEqual(hierarchy.elements.first?.label, "Café ☕︎ 🎉", name)
        }
        // 8-bit text that declares UTF-16 is read as what it is.
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: Data(xml.utf8), name: "page.xml").elements.first?.label, "Café ☕︎ 🎉")
        // UTF-16 with an unpaired surrogate says where.
        var broken = Data([0xFF, 0xFE]) + xml.data(using: .utf16LittleEndian)!
        broken.append(contentsOf: [0x00, 0xD8, 0x3C, 0x00])
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: broken, name: "page.xml")) { error in
            XCTAssertTrue("\(error)".contains("the text is UTF-16 (little-endian), but byte"), "\(error)")
            XCTAssertTrue("\(error)".contains("holds an unpaired surrogate"), "\(error)")
        }
    }

    func testDeclaredEightBitEncodingsAreConvertedAndOtherBytesRefused() throws {
        func page(_ encoding: String, _ label: [UInt8]) -> Data {
            Data(
                Array(
                    "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<AppiumAUT><XCUIElementTypeApplication label=\""
                        .utf8)
                    + label + Array("\"/></AppiumAUT>".utf8))
        }
        let cafe: [UInt8] = [0x43, 0x61, 0x66, 0xE9]
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: page("ISO-8859-1", cafe), name: "p.xml").elements[0].label, "Café")
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: page("windows-1252", cafe + [0x20, 0x80, 0x99]), name: "p.xml")
                .elements[0].label, "Café €™")
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: page("US-ASCII", cafe), name: "p.xml")) { error in
            XCTAssertEqual(
                "\(error)",
                "p.xml:2:50: malformed XML: the XML declaration says US-ASCII, but this is the byte 0xE9, "
                    + "which is not ASCII; correct the declaration or save the page source as UTF-8")
        }
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: page("windows-1252", [0x81]), name: "p.xml"))
        // Found by fuzzing: `<?xml\u{D2} …?>` is a processing instruction, not a declaration, so its
        // "ASCII" does not hold; the byte reached the parser, which ended the process.
        let finding = Data(
            Array("<?xml".utf8) + [0xD2] + Array(#" version="1.0" encoding="ASCII"?>"#.utf8)
                + Array("\n<ApypeApplication ty  <XC".utf8))
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: finding, name: "crash.xml")) { error in
            XCTAssertEqual(
                "\(error)", "crash.xml:1:6: malformed XML: the byte 0xD2 is not valid UTF-8 (page sources are UTF-8)")
        }
    }

    // MARK: Numbers

    func testHexadecimalAndOtherNonDecimalCoordinatesAreNoFrame() throws {
        for bad in ["0x10", "inf", "nan", "1e", "10px", "", "--1"] {
            let xml =
                #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" height="844">"#
                + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" x="\#(bad)" y="16" width="16" height="16"/></XCUIElementTypeApplication></AppiumAUT>"#
            let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "page.xml")
            XCTAssertNil(hierarchy.elements[1].frame, bad)
            XCTAssertEqual(hierarchy.problems, [StructuralProblem(kind: .invalidFrame, container: 0, element: 1)], bad)
        }
        for (good, value) in [("16", 16.0), (" 16.5 ", 16.5), ("-3", -3.0), (".5", 0.5), ("1e1", 10.0)] {
            let xml =
                #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="\#(good)" y="0" width="390" height="844"/>"#
            XCTAssertEqual(
                try AccessibilityHierarchy(importing: Data(xml.utf8), name: "page.xml").elements[0].frame.map {
                    Double($0.minX)
                }, value, good)
        }
        let dump = "Application, 0x1, {{0x10, 0.0}, {390.0, 844.0}}, label: 'A'\n"
        XCTAssertNil(try AccessibilityHierarchy(importing: Data(dump.utf8), name: "dump.txt").elements[0].frame)
    }

    // MARK: debugDescription dumps

    func testATruncatedLabelNeverSwallowsTheElementsAfterIt() throws {
        // The reproducer: a log collector cut a label; six buttons (twelve failures) used to vanish.
        var dump =
            " →Application, 0x1, pid: 1, label: 'A'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "      StaticText, 0x3, {{20.0, 59.0}, {200.0, 40.0}}, label: 'Truncated by the log coll\n"
        for i in 4...9 { dump += "      Button, 0x\(i), {{20.0, \(i)00.0}, {10.0, 10.0}}\n" }
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(dump.utf8), name: "cut.txt")) { error in
            XCTAssertEqual(
                "\(error)",
                "cut.txt:3:55: malformed debugDescription dump: the label opened here ('Truncated by the log "
                    + "coll…') has no closing quote before the next element (line 4); was the line cut off (a log line "
                    + "truncated)? Close the quote, or capture the dump again")
        }
        // Cut at the very end of the dump.
        XCTAssertThrowsError(
            try AccessibilityHierarchy(importing: Data("Application, 0x1, label: 'A\n".utf8), name: "cut.txt")
        ) { error in
            XCTAssertTrue("\(error)".contains("has no closing quote before the dump ends"), "\(error)")
        }
    }

    func testMultiLineLabelsAndUnknownFieldsStillRead() throws {
        let dump = """
            Application, 0x1, label: 'App'
              StaticText, 0x2, {{0.0, 0.0}, {100.0, 20.0}}, label: 'First line
            second line, with a comma
            Third, value: 4'
              Button, 0x3, {{0.0, 30.0}, {100.0, 44.0}}, label: 'Rock 'n' roll', SomeFutureFlag
              Button, 0x4, {{0.0, 80.0}, {100.0, 44.0}}, label: 'Plain'
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "dump.txt")
        XCTAssertEqual(
            hierarchy.elements.map(\.label),
            ["App", "First line\nsecond line, with a comma\nThird, value: 4", "Rock 'n' roll", "Plain"])
    }

    func testAnEscapedDumpWithoutItsClosingQuoteIsRefusedAtOnce() {
        // The reproducer's shape, larger: an escaped (po) dump whose quote never closes, 20,000 lines.
        let text = "\"Application, 0x1\\n" + String(repeating: "    Button, 0x3, {{1,1},{1,1}}\n", count: 20_000)
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(text.utf8), name: "esc.txt")) { error in
            XCTAssertEqual(
                "\(error)",
                "esc.txt:1: malformed debugDescription dump: the escaped dump that starts here has no closing "
                    + "double quote; copy all of lldb's output")
        }
    }

    func testLongWhitespaceInAValueIsRead() throws {
        // `value:` runs to the next field: finding the end once scanned the rest of the line per character.
        let dump = "Application, 0x1, label: 'A', value: a" + String(repeating: " ", count: 200_000) + "b\n"
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: Data(dump.utf8), name: "dump.txt").elements[0].value?.count, 200_002)
    }

    // MARK: Hierarchy JSON: strict

    func testHierarchyJSONIsStrictAboutKeysArraysAndNumbers() throws {
        let original = try QuoteJSON.object()
        let cases: [(String, (inout [String: Any]) -> Void, String)] = [
            (
                "a misspelt key", { QuoteJSON.element(&$0, 5) { $0["efectiveAlpha"] = 1 } },
                #"t.json: invalid hierarchy JSON at hierarchy.elements[5].efectiveAlpha: unknown key "efectiveAlpha"; did you mean "effectiveAlpha"? Remove it or correct its name"#
            ),
            (
                "an unknown top-level key", { $0["hierarhy"] = [String: Any]() },
                #"t.json: invalid hierarchy JSON at hierarhy: unknown key "hierarhy"; did you mean "hierarchy"? Remove it or correct its name"#
            ),
            (
                "a frame with three numbers",
                { QuoteJSON.element(&$0, 5) { $0["frame"] = [[0, 0, 0], [10, 10, 10]] } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].frame[0][2]: an extra value: only 2 are expected here. Remove the rest"
            ),
            (
                "a frame with three points",
                { QuoteJSON.element(&$0, 5) { $0["frame"] = [[0, 0], [10, 10], [1, 1]] } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].frame[2]: an extra value: only 2 are expected here. Remove the rest"
            ),
            (
                "a short frame", { QuoteJSON.element(&$0, 5) { $0["frame"] = [[0], [10, 10]] } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].frame[0][1]: expected a number, but the array ends after 1 value"
            ),
            (
                "an opacity of -1", { QuoteJSON.element(&$0, 5) { $0["effectiveAlpha"] = -1 } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].effectiveAlpha: is -1; an opacity is a number from 0 (transparent) to 1 (opaque)"
            ),
            (
                "an opacity of 7", { QuoteJSON.element(&$0, 5) { $0["effectiveAlpha"] = 7 } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].effectiveAlpha: is 7; an opacity is a number from 0 (transparent) to 1 (opaque)"
            ),
            (
                "1 for true", { QuoteJSON.element(&$0, 5) { $0["isVisible"] = 1 } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].isVisible: expected true or false, found the number 1"
            ),
            (
                "an id with a fraction", { QuoteJSON.element(&$0, 5) { $0["id"] = 5.5 } },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].id: expected an integer, found the number 5.5"
            ),
            (
                "a root id beyond 64 bits", { QuoteJSON.hierarchy(&$0) { $0["rootID"] = 1e30 } },
                "t.json: invalid hierarchy JSON at hierarchy.rootID: the number 1e+30 is out of range (integers must fit in 64 bits, -9223372036854775808...9223372036854775807)"
            ),
            (
                "a root id out of range", { QuoteJSON.hierarchy(&$0) { $0["rootID"] = 99 } },
                "t.json: invalid hierarchy JSON at hierarchy.rootID: is 99, outside 0..<15 (the element indices)"
            ),
            (
                "a font size of 0",
                {
                    QuoteJSON.element(&$0, 5) {
                        var text = $0["text"] as! [String: Any]
                        text["pointSize"] = 0
                        $0["text"] = text
                    }
                },
                "t.json: invalid hierarchy JSON at hierarchy.elements[5].text.pointSize: is 0; a font size is a number of points above 0 (and at most 10000)"
            ),
            (
                "a version as a string", { $0["version"] = "1" },
                #"t.json: unsupported hierarchy JSON version: "version" is "1"; this build reads version 1 (write "version": 1, or update AuditKitLinux)"#
            ),
        ]
        for (name, change, message) in cases {
            var object = original
            change(&object)
            let data = try JSONSerialization.data(withJSONObject: object)
            XCTAssertThrowsError(try AccessibilityHierarchy(importing: data, name: "t.json"), name) { error in
                XCTAssertEqual("\(error)", message, name)
            }
        }
        // What the package writes, it reads back exactly, decimals and all.
        let hierarchy = try AccessibilityHierarchy(
            importing: try JSONSerialization.data(withJSONObject: original), name: "t.json")
        XCTAssertEqual(try AccessibilityHierarchy(importing: try hierarchy.jsonData(), name: "t.json"), hierarchy)
    }
}

/// The QuoteApp sample's hierarchy JSON as parsed objects, for tests that change one field.
enum QuoteJSON {
    static func object() throws -> [String: Any] {
        let url = PackageRoot.appending("Tests/Fuzz/Seeds/hierarchy-json/quoteapp-original.json")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func hierarchy(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var hierarchy = object["hierarchy"] as! [String: Any]
        change(&hierarchy)
        object["hierarchy"] = hierarchy
    }

    static func element(_ object: inout [String: Any], _ index: Int, _ change: (inout [String: Any]) -> Void) {
        hierarchy(&object) { hierarchy in
            var elements = hierarchy["elements"] as! [[String: Any]]
            change(&elements[index])
            hierarchy["elements"] = elements
        }
    }
}

/// Deep and wide screens: findings stay right and reports stay linear in the issues.
final class DeepAndWideScreenTests: XCTestCase {
    private let app =
        #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" height="844">"#
    private let close = "</XCUIElementTypeApplication></AppiumAUT>"

    func testLabelledContainersThousandsDeepAreJudgedEachOnce() throws {
        // The reproducer: 3,000 labelled containers (accessible="false"), one button at the bottom.
        // Each container's label "Go" equals one child's: no finding (two children are needed).
        let other =
            #"<XCUIElementTypeOther type="XCUIElementTypeOther" label="Go" accessible="false" x="0" y="0" width="390" height="844">"#
        let button =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" accessible="true" x="1" y="1" width="50" height="50"/>"#
        let chain =
            app + String(repeating: other, count: 3_000) + button
            + String(repeating: "</XCUIElementTypeOther>", count: 3_000) + close
        let result = try AccessibilityHierarchy(importing: Data(chain.utf8), name: "deep.xml").audit(for: .parentChild)
        XCTAssertEqual(result.issues.filter { $0.ruleID == "parentChild.redundantContainerLabel" }.count, 0)
        // "GoGo" over two buttons at the bottom: every one of the 3,000 containers repeats them.
        let repeating = other.replacingOccurrences(of: #"label="Go""#, with: #"label="Go Go""#)
        let two =
            app + String(repeating: repeating, count: 3_000) + button + button
            + String(repeating: "</XCUIElementTypeOther>", count: 3_000) + close
        let found = try AccessibilityHierarchy(importing: Data(two.utf8), name: "deep.xml").audit(for: .parentChild)
            .issues.filter { $0.ruleID == "parentChild.redundantContainerLabel" }
        XCTAssertEqual(found.count, 3_000)
        XCTAssertEqual(found.first?.evidence[.childLabels], ["Go", "Go"])
    }

    func testAReportOfADeepChainGrowsWithItsIssues() throws {
        // The reproducer's shape (it has 10,000): nested unlabelled 10 × 10 pt buttons. Every path was
        // written in full: 10,000 deep gave a 353 MB text report. Now a path has at most 64 steps.
        let depth = 3_000
        let open =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" accessible="true" x="0" y="0" width="10" height="10">"#
        let xml =
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">"#
            + String(repeating: open, count: depth)
            + String(repeating: "</XCUIElementTypeButton>", count: depth) + close
        let result = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "deep.xml").audit(for: [
            .hitRegion, .sufficientElementDescription,
        ])
        XCTAssertGreaterThanOrEqual(result.issues.count, depth)
        XCTAssertLessThanOrEqual(
            result.issues.compactMap(\.path).map { $0.split(separator: "/").count }.max() ?? 0,
            AccessibilityHierarchy.maximumPathSteps)
        let perIssue = 800
        XCTAssertLessThan(
            TextReport(result).rendered.utf8.count, result.issues.count * perIssue, "a text report linear in its issues"
        )
        XCTAssertLessThan(
            try AccessibilityAuditBaseline(result: result, screen: "deep").jsonData().count,
            result.issues.count * perIssue)
        XCTAssertLessThan(try JSONReport(result).encoded().count, result.issues.count * 2 * perIssue)
    }

    func testAWideScreenOfSameLookingElementsComparesWithItsBaseline() throws {
        // 20,000 unlabelled buttons side by side share one baseline key per rule: matched by count.
        let button =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" accessible="true" x="0" y="0" width="10" height="10"/>"#
        let xml = app + String(repeating: button, count: 20_000) + close
        let result = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "wide.xml").audit(for: [.hitRegion])
        XCTAssertEqual(result.issues.count, 20_000)
        var baseline = AccessibilityAuditBaseline(result: result, screen: "wide")
        baseline.entries.removeLast(5)
        let comparison = baseline.compare(result, screen: "wide")
        XCTAssertEqual(comparison.known.count, 19_995)
        XCTAssertEqual(comparison.new.count, 5)
        XCTAssertEqual(comparison.stale.count, 0)
    }
}

extension DeepAndWideScreenTests {
    func testReportsOfAWideScreenNumberSameLookingElements() throws {
        // Same-looking elements share a baseline key: JUnit names and SARIF fingerprints number them
        // (#2, #3, …) in one pass, not by searching every earlier one.
        let button =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" accessible="true" x="0" y="0" width="10" height="10"/>"#
        let xml = app + String(repeating: button, count: 5_000) + close
        let result = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "wide.xml").audit(for: [.hitRegion])
        let screen = AuditedScreen(name: "wide", file: "wide.xml", result: result)
        let junit = JUnitReport(screens: [screen]).render()
        XCTAssertTrue(junit.contains(#" #5000""#), String(junit.prefix(2_000)))
        XCTAssertFalse(junit.contains("#5001"))
        let sarif = try SARIFReport(screens: [screen], sourceRoot: "/").render()
        XCTAssertTrue(String(decoding: sarif, as: UTF8.self).contains("#5000"))
    }
}

/// Baselines and ignore lists are this package's own files: read strictly, errors in words and places.
final class OwnFileStrictnessTests: XCTestCase {
    func testBaselineMistakesNameTheirField() {
        let cases: [(String, String)] = [
            (
                #"{"format":"auditkit-baseline","version":1,"entries":["#,
                "malformed JSON at line 1, column 54: the text ends before the JSON is complete; was the file cut off?"
            ),
            (
                #"{"format":"auditkit-baseline","version":"1","entries":[]}"#,
                #"invalid baseline at version: expected an integer, found the string "1""#
            ),
            (
                #"{"format":"auditkit-baseline","version":1,"entries":[{"key":"a b","ruleID":"a","compactDescription":"c","scren":"x"}]}"#,
                #"invalid baseline at entries[0].scren: unknown key "scren"; did you mean "screen"? Remove it or correct its name"#
            ),
            (
                #"{"format":"auditkit-baseline","version":1,"entries":[{"ruleID":"a","compactDescription":"c"}]}"#,
                "invalid baseline at entries[0].key: required key is missing"
            ),
            (
                #"{"format":"auditkit-baseline","version":1,"entries":[],"notes":"x"}"#,
                #"invalid baseline at notes: unknown key "notes"; the keys read here are "entries", "format", "version". Remove it or correct its name"#
            ),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try AccessibilityAuditBaseline(json: Data(json.utf8)), json) { error in
                XCTAssertEqual("\(error)", message, json)
                XCTAssertTrue(error is JSONFileError)
            }
        }
    }

    func testIgnoreListMistakesNameTheirField() {
        let cases: [(String, String)] = [
            // A misspelt top-level key left the list empty: it ignored nothing, silently.
            (
                #"{"format":"auditkit-ignore-list","version":1,"ignroe":[{"ruleID":"contrast.*"}]}"#,
                #"invalid ignore list at ignroe: unknown key "ignroe"; did you mean "ignore"? Remove it or correct its name"#
            ),
            (
                #"{"format":"auditkit-ignore-list","version":1,"ignore":[{"ruleId":"contrast.*"}]}"#,
                #"invalid ignore list at ignore[0].ruleId: unknown key "ruleId"; did you mean "ruleID"? Remove it or correct its name"#
            ),
            (
                #"{"ignore":[{"label":"x","reason":7}]}"#,
                "invalid ignore list at ignore[0].reason: expected a string, found the number 7"
            ),
            (
                "{\n  \"ignore\": [\n    {\"label\": \"x\" \"reason\": \"y\"}\n  ]\n}",
                "malformed JSON at line 3, column 19: a value is expected here (a string in double quotes, a number, an object, an array, "
                    + "true, false or null); look for a missing or extra comma, quote or bracket"
            ),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try AccessibilityAuditIgnoreList(json: Data(json.utf8)), json) { error in
                XCTAssertEqual("\(error)", message, json)
            }
        }
        // What the package writes, it reads.
        let list: AccessibilityAuditIgnoreList = [
            .issue(.contrast, label: "My Label"), .ruleID("hitRegion.*", reason: "legacy"),
        ]
        XCTAssertEqual(try AccessibilityAuditIgnoreList(json: try list.jsonData()), list)
    }

    func testBaselineEntriesWithoutAScreenApplyToAnyScreen() throws {
        // Such entries (a baseline made without naming the screen) were never matched and never
        // reported stale when a screen was compared: a silent gap.
        let issue = ReportFixtures.issue()
        let other = ReportFixtures.issue("contrast.text", type: .contrast, compact: "Contrast failed")
        let baseline = AccessibilityAuditBaseline(result: ReportFixtures.result([issue, other]))
        XCTAssertTrue(baseline.entries.allSatisfy { $0.screen == nil })
        let comparison = baseline.compare(ReportFixtures.result([issue]), screen: "Login")
        XCTAssertEqual(comparison.known, [issue])
        XCTAssertEqual(comparison.new, [])
        XCTAssertEqual(comparison.stale.map(\.ruleID), ["contrast.text"])
        // Entries of another screen still do not apply.
        let elsewhere = AccessibilityAuditBaseline(result: ReportFixtures.result([issue]), screen: "Settings")
        XCTAssertEqual(elsewhere.compare(ReportFixtures.result([issue]), screen: "Login").new, [issue])
    }
}
