import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitImport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Appium / WebDriverAgent page source importer, on the real captures and on hand-written edge cases.
final class AppiumImporterTests: XCTestCase {

    // MARK: Real captures (../shared/data/captures)

    func testHealth2018ImportsWithoutAccessibleAttribute() throws {
        let hierarchy = try SharedTestData.capture("wda_apple_health_zh_2018.xml")
        XCTAssertEqual(hierarchy.source, .init(kind: .appiumXML, name: "wda_apple_health_zh_2018.xml"))
        XCTAssertNil(hierarchy.settings)
        XCTAssertEqual(hierarchy.elements.count, 66)
        XCTAssertEqual(hierarchy.automationElements.count, 66)
        XCTAssertEqual(hierarchy.importedRoot?.elementType, .application)
        XCTAssertEqual(hierarchy.importedRoot?.label, "健康")
        XCTAssertNil(hierarchy.importedRoot?.identifier, "name equal to label is the label, not an identifier")
        // No `accessible` attribute in 2018: the accessibility view is unknown, not empty-by-false.
        XCTAssertTrue(
            hierarchy.elements.allSatisfy { $0.isInAccessibilityView == nil && $0.isAccessibilityElement == nil })
        // One invisible view lies just below the 812 pt screen (y 812): recorded as outside it.
        XCTAssertEqual(hierarchy.problems.map(\.kind), [.offScreen])
        XCTAssertEqual(
            hierarchy.problems.first.flatMap { $0.element }.flatMap { hierarchy[$0]?.frame }, rect(0, 812, 375, 233))
        // A navigation bar's name with no label is its identifier.
        let bar = try XCTUnwrap(hierarchy.elements.first { $0.elementType == .navigationBar })
        XCTAssertEqual(bar.identifier, "WDTodayDayPageView")
        XCTAssertTrue(bar.isInSystemBar)
        let profile = try XCTUnwrap(hierarchy.elements.first { $0.label == "查看个人资料" })
        XCTAssertEqual(profile.elementType, .button)
        XCTAssertEqual(profile.frame, CGRect(x: 334, y: 53, width: 25, height: 26))
        XCTAssertTrue(profile.isInSystemBar)
        XCTAssertEqual(profile.isEnabled, true)
        XCTAssertEqual(
            hierarchy.path(of: profile.id),
            "Application['健康']/Window[0]/Other/Other/Other/Other/Other/NavigationBar#WDTodayDayPageView/Button['查看个人资料']"
        )
        // U+FFFC survives.
        XCTAssertTrue(hierarchy.elements.contains { ($0.label ?? "").contains("\u{FFFC}") })
    }

    func testSigNews2026ImportsAccessibleAndTraits() throws {
        let hierarchy = try SharedTestData.capture("wda_expo_signews_fr_traits_2026.xml")
        XCTAssertEqual(hierarchy.elements.count, 19)
        XCTAssertEqual(hierarchy.importedRoot?.label, "SigNews", "the <AppiumAUT> envelope is not an element")
        // StaticText nested in StaticText: the outer is not an element, the inner is.
        let signals = hierarchy.elements.filter { $0.label == "Signals" }
        XCTAssertEqual(signals.map(\.isAccessibilityElement), [false, true])
        XCTAssertEqual(signals.map(\.isInAccessibilityView), [true, true])
        XCTAssertEqual(signals.map(\.traits), [.staticText, .staticText])
        // The tab-like Other with only "Selected".
        let selected = try XCTUnwrap(hierarchy.elements.first { $0.traits == .selected })
        XCTAssertEqual(selected.elementType, .other)
        XCTAssertEqual(hierarchy.elements.filter { $0.traits == .button }.count, 5)
        XCTAssertEqual(hierarchy.elements.filter { $0.traits == [] }.count, 10, "traits=\"\" is known to be empty")
        // The off-screen button is known invisible; not unknown.
        XCTAssertTrue(hierarchy.elements.contains { $0.elementType == .button && $0.isVisible == false })
        // Accessible elements are VoiceOver's leaves; their children are not reached.
        for element in hierarchy.elements where element.isAccessibilityElement == true {
            XCTAssertTrue(element.accessibilityChildren.isEmpty)
            for child in element.children { XCTAssertEqual(hierarchy[child]?.isInAccessibilityView, false) }
        }
        XCTAssertEqual(
            hierarchy.accessibilityElements.count,
            hierarchy.elements.filter {
                $0.isAccessibilityElement == true && $0.isInAccessibilityView == true
            }.count)
        XCTAssertFalse(hierarchy.accessibilityElements.isEmpty)
    }

    func testSettingsReformattedImportsInAnyAttributeOrderWithEntities() throws {
        let hierarchy = try SharedTestData.capture("wda_ios_settings_en_reformatted.xml")
        XCTAssertEqual(hierarchy.elements.count, 93)
        XCTAssertEqual(hierarchy.importedRoot?.label, "Settings")
        // Apple's own identifiers (name differs from label).
        let identifiers = Set(hierarchy.elements.compactMap(\.identifier))
        XCTAssertTrue(identifiers.isSuperset(of: ["APPLE_ACCOUNT", "GAMECENTER", "SIRI"]), "\(identifiers)")
        XCTAssertTrue(hierarchy.elements.contains { ($0.label ?? "").contains("&") }, "&amp; decodes to &")
        XCTAssertFalse(hierarchy.elements.contains { ($0.label ?? "").contains("&amp;") })
        let chevrons = hierarchy.elements.filter { $0.label == "chevron" }
        XCTAssertFalse(chevrons.isEmpty)
        XCTAssertTrue(chevrons.allSatisfy { $0.isEnabled == false && $0.isVisible == false })
    }

    func testDeepNestingRN2023Imports() throws {
        let hierarchy = try SharedTestData.capture("wda_rn_deep_nesting_ios16.xml")
        XCTAssertEqual(hierarchy.elements.count, 94)
        XCTAssertEqual(hierarchy.automationElements.count, 94)
        let deepest = hierarchy.elements.map { hierarchy.ancestors(of: $0.id).count }.max()
        XCTAssertGreaterThanOrEqual(deepest ?? 0, 36)
    }

    /// Every `.xml` in the captures folder imports, so a new capture is covered without a new test.
    func testTabBarButtonValuesAreTheirSelection() throws {
        let hierarchy = try importXML(
            """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Health" label="Health" x="0" y="0" width="375" height="812">
              <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="729" width="375" height="83">
                <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Today" label="Today" x="2" y="730" width="90" height="48"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" value="0" name="Data" label="Data" x="96" y="730" width="90" height="48"/>
              </XCUIElementTypeTabBar>
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Other" label="Other" x="0" y="100" width="90" height="48"/>
            </XCUIElementTypeApplication>
            """)
        let buttons = hierarchy.elements.filter { $0.elementType == .button }
        XCTAssertEqual(buttons.map(\.isSelected), [true, false, nil])
        XCTAssertEqual(buttons.map(\.value), [nil, nil, "1"], "only a tab's value is its selection")
        XCTAssertEqual(
            VoiceOverTranscript(hierarchy).lines.filter { $0.contains("Tab") },
            ["Selected, Today, Tab, 1 of 2", "Data, Tab, 2 of 2"])
    }

    func testEveryXMLCaptureImports() throws {
        let directory = try SharedTestData.captures()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4)
        for file in files {
            let hierarchy = try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file))
            XCTAssertFalse(hierarchy.isEmpty, file)
            XCTAssertEqual(hierarchy.importedRoot?.elementType, .application, file)
            XCTAssertTrue(hierarchy.source.isCapture, file)
            XCTAssertTrue(hierarchy.elements.allSatisfy { $0.frame != nil }, file)
        }
    }

    // MARK: Attributes

    func testAbsentAttributesAreUnknownNotFalse() throws {
        let hierarchy = try importXML(
            #"<XCUIElementTypeApplication type="XCUIElementTypeApplication"><XCUIElementTypeButton/></XCUIElementTypeApplication>"#
        )
        let button = try XCTUnwrap(hierarchy[1])
        XCTAssertEqual(button.elementType, .button, "type falls back to the tag")
        XCTAssertNil(button.label)
        XCTAssertNil(button.identifier)
        XCTAssertNil(button.isEnabled)
        XCTAssertNil(button.isVisible)
        XCTAssertNil(button.isHittable)
        XCTAssertNil(button.isAccessibilityElement)
        XCTAssertNil(button.isInAccessibilityView)
        XCTAssertNil(button.traits)
        XCTAssertNil(button.frame)
        XCTAssertTrue(button.isInAutomationView)
        XCTAssertTrue(hierarchy.problems.isEmpty, "a frame that is absent is not invalid")
    }

    func testAttributesMapInAnyOrder() throws {
        let hierarchy = try importXML(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App">
            <XCUIElementTypeTextField height="30" width="200" y="20" x="10" hittable="true" placeholderValue="Email" \
            traits="Button, Not Enabled, UIAccessibilityTraitHeader" accessible="true" visible="true" enabled="false" \
            label="Email" name="email_field" value="a@b.c" type="XCUIElementTypeTextField" index="0"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let field = try XCTUnwrap(hierarchy[1])
        XCTAssertEqual(field.elementType, .textField)
        XCTAssertEqual(field.identifier, "email_field")
        XCTAssertEqual(field.label, "Email")
        XCTAssertEqual(field.value, "a@b.c")
        XCTAssertEqual(field.placeholderValue, "Email")
        XCTAssertEqual(field.isEnabled, false)
        XCTAssertEqual(field.isVisible, true)
        XCTAssertEqual(field.isHittable, true)
        XCTAssertEqual(field.isAccessibilityElement, true)
        XCTAssertEqual(field.traits, [.button, .notEnabled, .header])
        XCTAssertEqual(field.frame, CGRect(x: 10, y: 20, width: 200, height: 30))
        XCTAssertEqual(hierarchy.path(of: 1), "Application['App']/TextField#email_field")
    }

    func testEntitiesAndObjectReplacementCharacter() throws {
        let hierarchy = try importXML(
            #"<XCUIElementTypeApplication><XCUIElementTypeStaticText label="Email &amp; login" name="S&#39;abonner" value="1.8&#xFFFC;km"/></XCUIElementTypeApplication>"#
        )
        XCTAssertEqual(hierarchy[1]?.label, "Email & login")
        XCTAssertEqual(hierarchy[1]?.identifier, "S'abonner")
        XCTAssertEqual(hierarchy[1]?.value, "1.8\u{FFFC}km")
    }

    /// The importer reads attribute values from libxml2's bytes (PageSourceReader); Foundation's
    /// XMLParser, which it replaced, is the reference: every value below reads as XMLParser reads it.
    func testAttributeValuesReadAsFoundationsXMLParserReadsThem() throws {
        let values = [
            "Email &amp; login", "&amp;&amp;", "a &#38; b", "&#x26;amp;", "&lt;b&gt;", "&quot;q&quot; &apos;a&apos;",
            "tab\tline\nfeed\r\nend", "  spaced  ", "&#10;&#9;kept", "S&#39;abonner", "1.8&#xFFFC;km", "健康 🎉", "",
        ]
        for value in values {
            let xml =
                #"<XCUIElementTypeApplication><XCUIElementTypeStaticText label=""# + value + #"" name="id-"# + value
                + #"" x=" 12 " y="-0" width="1e2" height="44.5"/></XCUIElementTypeApplication>"#
            let reference = XMLAttributes()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reference
            XCTAssertTrue(parser.parse(), value)
            let element = try XCTUnwrap(importXML(xml)[1], value)
            XCTAssertEqual(element.label, reference.attributes["label"], value)
            XCTAssertEqual(element.identifier, reference.attributes["name"], value)
            XCTAssertEqual(element.frame, CGRect(x: 12, y: 0, width: 100, height: 44.5), value)
        }
    }

    /// The attributes of the last element XMLParser reports.
    private final class XMLAttributes: NSObject, XMLParserDelegate {
        var attributes: [String: String] = [:]
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            attributes = attributeDict
        }
    }

    /// A prefixed tag (`a:XCUIElementTypeButton`) is not an element, though its local name is one
    /// libxml2 hands over at the same address as the unprefixed tag's: the importer's memory of
    /// tags by address must not make either the other.
    func testPrefixedTagWithAnElementsLocalNameIsNotAnElement() throws {
        let hierarchy = try importXML(
            #"<XCUIElementTypeApplication xmlns:a="urn:x"><XCUIElementTypeButton label="One"/>"#
                + #"<a:XCUIElementTypeButton label="Prefixed"><XCUIElementTypeStaticText label="Inside"/></a:XCUIElementTypeButton>"#
                + #"<XCUIElementTypeButton label="Two"/><a:XCUIElementTypeButton label="Again"/></XCUIElementTypeApplication>"#
        )
        XCTAssertEqual(hierarchy.elements.map(\.label), [nil, "One", "Inside", "Two"])
        XCTAssertEqual(hierarchy.elements.map(\.elementType), [.application, .button, .staticText, .button])
        XCTAssertEqual(hierarchy[0]?.children, [1, 2, 3])
        XCTAssertEqual(hierarchy[2]?.parent, 0)
    }

    /// Attributes are read by position, remembered from the element before: elements that leave
    /// attributes out, add others, or write them in another order each read only their own.
    func testEachElementReadsOnlyItsOwnAttributesWhateverTheirOrder() throws {
        let hierarchy = try importXML(
            #"<XCUIElementTypeApplication xmlns:extra="urn:e">"#
                + #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="a" label="A" value="v" enabled="false" x="1" y="2" width="3" height="4"/>"#
                + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="B"/>"#
                + #"<XCUIElementTypeButton label="C" type="XCUIElementTypeSwitch" x="5" y="6" width="7" height="8" name="c"/>"#
                + #"<XCUIElementTypeOther type="Button" data-x="1" label="D" extra:thing="2" visible="false"/>"#
                + #"<XCUIElementTypeOther type="XCUIElementTypeNoSuchType" placeholderValue="P"/>"#
                + #"</XCUIElementTypeApplication>"#
        )
        XCTAssertEqual(hierarchy.elements.map(\.label), [nil, "A", "B", "C", "D", nil])
        XCTAssertEqual(hierarchy.elements.map(\.identifier), [nil, "a", nil, "c", nil, nil])
        XCTAssertEqual(hierarchy.elements.map(\.value), [nil, "v", nil, nil, nil, nil])
        XCTAssertEqual(hierarchy.elements.map(\.isEnabled), [nil, false, nil, nil, nil, nil])
        XCTAssertEqual(hierarchy.elements.map(\.isVisible), [nil, nil, nil, nil, false, nil])
        XCTAssertEqual(hierarchy.elements.map(\.placeholderValue), [nil, nil, nil, nil, nil, "P"])
        XCTAssertEqual(
            hierarchy.elements.map(\.frame),
            [nil, CGRect(x: 1, y: 2, width: 3, height: 4), nil, CGRect(x: 5, y: 6, width: 7, height: 8), nil, nil])
        // The type attribute names the type when it is an XCUITest name (one this package does not
        // know keeps its name), else the tag does.
        XCTAssertEqual(
            hierarchy.elements.map(\.elementType),
            [.application, .button, .button, .switch, .other, ElementType(rawValue: "noSuchType")])
    }

    /// Elements that each carry another subset of the attributes, in another order (the reader
    /// remembers each position's name, and each name's slot by its address when the positions
    /// shift): every element reads exactly its own values.
    func testRandomAttributeSetsAndOrdersReadAsWritten() throws {
        var generator = SystemRandomNumberGenerator()
        var xml = #"<XCUIElementTypeApplication>"#
        var expected: [(label: String?, identifier: String?, value: String?, enabled: Bool?, frame: CGRect?)] = []
        for index in 0..<400 {
            var attributes: [String] = []
            let label = Bool.random(using: &generator) ? "label \(index)" : nil
            let identifier = Bool.random(using: &generator) ? "id\(index)" : nil
            let value = Bool.random(using: &generator) ? "\(index % 7)" : nil
            let enabled = [true, false, nil].randomElement(using: &generator)!
            let frame = Bool.random(using: &generator) ? CGRect(x: index, y: index * 2, width: 10, height: 20) : nil
            if let label { attributes.append(#"label="\#(label)""#) }
            if let identifier { attributes.append(#"name="\#(identifier)""#) }
            if let value { attributes.append(#"value="\#(value)""#) }
            if let enabled { attributes.append(#"enabled="\#(enabled)""#) }
            if let frame {
                attributes += [
                    #"x="\#(Int(frame.minX))""#, #"y="\#(Int(frame.minY))""#, #"width="10""#, #"height="20""#,
                ]
            }
            for unread in ["index", "data-\(index % 5)", "visibleish"] where Bool.random(using: &generator) {
                attributes.append(#"\#(unread)="\#(index)""#)
            }
            attributes.shuffle(using: &generator)
            xml += "<XCUIElementTypeButton " + attributes.joined(separator: " ") + "/>"
            expected.append((label, identifier, value, enabled, frame))
        }
        xml += "</XCUIElementTypeApplication>"
        let hierarchy = try importXML(xml)
        XCTAssertEqual(hierarchy.elements.count, 401)
        for (index, wanted) in expected.enumerated() {
            let element = hierarchy.elements[index + 1]
            XCTAssertEqual(element.label, wanted.label, "element \(index)")
            XCTAssertEqual(element.identifier, wanted.identifier, "element \(index)")
            XCTAssertEqual(element.value, wanted.value, "element \(index)")
            XCTAssertEqual(element.isEnabled, wanted.enabled, "element \(index)")
            XCTAssertEqual(element.frame, wanted.frame, "element \(index)")
        }
    }

    /// The lists of children and of accessibility children are in document order, on a wide and
    /// deep tree (they are built once the document is read).
    func testChildListsFollowDocumentOrder() throws {
        var xml = #"<XCUIElementTypeApplication accessible="false">"#
        for group in 0..<5 {
            xml += #"<XCUIElementTypeOther accessible="\#(group == 2 ? "true" : "false")">"#
            for item in 0..<(group * 3) {
                xml += #"<XCUIElementTypeButton label="b\#(group)-\#(item)" accessible="true"/>"#
            }
            xml += "</XCUIElementTypeOther>"
        }
        xml += "</XCUIElementTypeApplication>"
        let hierarchy = try importXML(xml)
        for element in hierarchy.elements {
            let expected = hierarchy.elements.filter { $0.parent == element.id }.map(\.id)
            XCTAssertEqual(element.children, expected)
            XCTAssertEqual(element.automationChildren, expected)
            let reached = expected.filter { hierarchy[$0]?.isInAccessibilityView == true }
            XCTAssertEqual(element.accessibilityChildren, element.isAccessibilityElement == false ? reached : [])
        }
        // The buttons inside the accessible group (group 2) are not reached by VoiceOver.
        XCTAssertEqual(
            hierarchy.elements.filter { $0.label?.hasPrefix("b2-") == true }.map(\.isInAccessibilityView),
            [false, false, false, false, false, false])
        XCTAssertEqual(hierarchy.elements.filter { $0.label?.hasPrefix("b3-") == true }.count, 9)
    }

    func testInvalidFrameIsDroppedAndRecorded() throws {
        let hierarchy = try importXML(
            #"<XCUIElementTypeApplication><XCUIElementTypeButton x="0" y="0" width="-5" height="abc"/></XCUIElementTypeApplication>"#
        )
        XCTAssertNil(hierarchy[1]?.frame)
        XCTAssertEqual(hierarchy.problems, [StructuralProblem(kind: .invalidFrame, container: 0, element: 1)])
    }

    func testPathsIndexUnlabelledSiblingsOfTheSameType() throws {
        let hierarchy = try importXML(
            """
            <XCUIElementTypeApplication><XCUIElementTypeOther/><XCUIElementTypeButton/>\
            <XCUIElementTypeOther/><XCUIElementTypeOther label="Card"/></XCUIElementTypeApplication>
            """)
        XCTAssertEqual(
            (0..<5).map { hierarchy.path(of: $0) },
            [
                "Application", "Application/Other[0]", "Application/Button", "Application/Other[1]",
                "Application/Other['Card']",
            ])
    }

    func testUnknownNestedTagsAreSkippedButTheirElementsKept() throws {
        let hierarchy = try importXML(
            "<XCUIElementTypeApplication><wrapper><XCUIElementTypeButton label=\"OK\"/></wrapper></XCUIElementTypeApplication>"
        )
        XCTAssertEqual(hierarchy.elements.count, 2)
        XCTAssertEqual(hierarchy[1]?.parent, 0)
    }

    func testThousandsOfNestedElementsImport() throws {
        let depth = 5_000
        let xml =
            String(repeating: "<XCUIElementTypeOther>", count: depth)
            + String(repeating: "</XCUIElementTypeOther>", count: depth)
        let hierarchy = try importXML("<XCUIElementTypeApplication>" + xml + "</XCUIElementTypeApplication>")
        XCTAssertEqual(hierarchy.elements.count, depth + 1)
        XCTAssertEqual(hierarchy.ancestors(of: depth).count, depth)
        XCTAssertEqual(hierarchy.automationElements.count, depth + 1)
    }

    // MARK: Errors (each kind with its location)

    func testMalformedXMLGivesFileLineAndColumn() throws {
        let xml =
            "<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <XCUIElementTypeButton label=\"a\">\n  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
        let error = try importError(xml, name: "bad.xml")
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual(error.name, "bad.xml")
        XCTAssertEqual(error.line, 4)
        let column = try XCTUnwrap(error.column)
        XCTAssertGreaterThan(column, 0)
        XCTAssertEqual(error.message, "malformed XML: the closing tag does not match the open element")
        XCTAssertEqual(
            "\(error)", "bad.xml:4:\(column): malformed XML: the closing tag does not match the open element")
        XCTAssertEqual(error.localizedDescription, "\(error)")
    }

    func testInvalidUTF8IsRefusedWithItsPositionInsteadOfCrashing() throws {
        // Found by fuzzing: corelibs' XMLParser traps on an attribute value that is not UTF-8.
        var bytes = Array(
            "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"ok\">\n  <XCUIElementTypeButton label=\"\u{4ECA}"
                .utf8)
        bytes.removeLast()  // cut a three-byte character short
        bytes += Array("n\" x=\"0\" y=\"0\" width=\"44\" height=\"44\"/>\n</XCUIElementTypeApplication>\n".utf8)
        let error = try importError(Data(bytes), name: "page.xml")
        XCTAssertEqual(error.kind, .malformedXML)
        XCTAssertEqual([error.line, error.column], [2, 33])
        XCTAssertEqual(
            "\(error)", "page.xml:2:33: malformed XML: the byte 0xE4 is not valid UTF-8 (page sources are UTF-8)")
        // A page source cut off inside a character says so.
        let cut = Array("<XCUIElementTypeApplication label=\"\u{4ECA}".utf8).dropLast(2)
        XCTAssertEqual(
            "\(try importError(Data(cut), name: "cut.xml"))",
            "cut.xml:1:36: malformed XML: the page source ends inside a UTF-8 character; was it cut off?")
        // Valid UTF-8 is not refused by this check (UTF-16, UTF-32 and declared Latin-1,
        // Windows-1252 or ASCII documents are converted to UTF-8 before it: HostileInputTests).
        XCTAssertNil(AppiumPageSourceImporter.invalidUTF8(in: Data("<a label=\"\u{4ECA}\u{5929}\"/>".utf8)))
        // A declared encoding libxml2 does not know is no way around the check (found by fuzzing).
        XCTAssertNotNil(
            AppiumPageSourceImporter.invalidUTF8(
                in: Data(
                    Array("<?xml version=\"1.0\" encoding=\"\u{1A}TF-8\"?><a label=\"".utf8) + [0xE9, 0x22, 0x2F, 0x3E])
            ))
    }

    /// ASCII text is told apart eight and 32 bytes at a time: a byte of 0x80 or more anywhere (in
    /// a block, at its edges, in the last few bytes) is seen, and the first invalid byte found.
    func testNonASCIIBytesAreFoundAtEveryOffset() {
        for length in [0, 1, 7, 8, 31, 32, 33, 63, 64, 65, 100] {
            let ascii = Data(repeating: UInt8(ascii: "a"), count: length)
            XCTAssertTrue(CaptureText.isASCII(ascii), "\(length)")
            XCTAssertNil(TextPosition.firstInvalidUTF8(in: ascii), "\(length)")
            for offset in 0..<length {
                var high = ascii
                high[offset] = 0xC3
                XCTAssertFalse(CaptureText.isASCII(high), "\(length) \(offset)")
                var invalid = ascii
                invalid[offset] = 0xFF
                XCTAssertEqual(TextPosition.firstInvalidUTF8(in: invalid)?.offset, offset, "\(length) \(offset)")
                XCTAssertEqual(TextPosition.firstInvalidUTF8(in: invalid)?.byte, 0xFF, "\(length) \(offset)")
            }
        }
        // Valid UTF-8 that is not ASCII is still valid.
        XCTAssertNil(TextPosition.firstInvalidUTF8(in: Data((String(repeating: "a", count: 40) + "\u{4ECA}").utf8)))
    }

    func testTruncatedAndTrailingXMLAreMalformed() {
        // libxml2 through Foundation reports no error for a document cut off inside an element.
        assertImportError(
            "<AppiumAUT>\n  <XCUIElementTypeApplication label=\"A\">\n    <XCUIElementTypeButton/>\n",
            "page.xml:3:29: malformed XML: the document ends before <XCUIElementTypeApplication> (line 2) is closed")
        assertImportError(
            "<AppiumAUT><XCUIElementTypeApplication>",
            "page.xml:1:40: malformed XML: the document ends before <XCUIElementTypeApplication> (line 1) is closed")
        assertImportError(
            "<XCUIElementTypeApplication/>\n<XCUIElementTypeApplication/>",
            "page.xml:2:1: malformed XML: extra content after the end of the document element")
        assertImportError(
            "<XCUIElementTypeApplication label=\"Fish & Chips\"/>",
            "page.xml:1:42: malformed XML: a name is required here (a bare '&' or '<' must be written '&amp;' or '&lt;')"
        )
    }

    func testNoMessageShowsAParserErrorNumber() {
        // libxml2 error numbers the table does not name are not shown as numbers.
        XCTAssertFalse(AppiumPageSourceImporter.message(forCode: 999).contains("999"))
        XCTAssertEqual(
            AppiumPageSourceImporter.message(forCode: 999),
            AppiumPageSourceImporter.unexplainedStop)
    }

    func testXMLThatIsNotAPageSource() throws {
        assertImportError(
            "<?xml version=\"1.0\"?>\n<html><body/></html>",
            "page.xml:2: not an Appium / WebDriverAgent page source: the document element is <html>; expected <AppiumAUT> or an <XCUIElementType…> element"
        )
        assertImportError(
            #"<hierarchy rotation="0"><android.widget.FrameLayout/></hierarchy>"#,
            "page.xml:1: not an Appium / WebDriverAgent page source: the document element is <hierarchy>; expected <AppiumAUT> or an <XCUIElementType…> element (this looks like an Android UiAutomator page source; only iOS captures are read)"
        )
        assertImportError(
            "\n<AppiumAUT></AppiumAUT>",
            "page.xml:2: not an Appium / WebDriverAgent page source: it contains no <XCUIElementType…> element")
        assertImportError(
            "<AppiumAUT>\n  <XCUIElementTypeApplication/>\n  <XCUIElementTypeApplication/>\n</AppiumAUT>",
            "page.xml:3: not an Appium / WebDriverAgent page source: it has 2 top-level elements; expected one (the application), and a second starts here"
        )
        XCTAssertEqual(try importError("<html/>").kind, .notAPageSource)
    }

    func testEmptyInput() throws {
        assertImportError("", "page.xml: the input is empty: there is no hierarchy to import")
        assertImportError(" \n\t", "page.xml: the input is empty: there is no hierarchy to import")
        for format in AccessibilityHierarchy.ImportFormat.allCases {
            let error = try importError(Data("\u{FEFF}\n  \n".utf8), format: format)
            XCTAssertEqual(error.kind, .empty, "\(format)")
            XCTAssertNil(error.line)
        }
    }

    func testUnsupportedFormatIsLocatedAtTheFirstLine() throws {
        let error = try importError("\n\nhello world\nthis is not a capture\n", name: "notes.txt")
        XCTAssertEqual(error.kind, .unsupportedFormat)
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(
            "\(error)",
            "notes.txt:3: unsupported format: expected Appium page source XML (starting with '<'), hierarchy JSON "
                + "(starting with '{') or an XCUIElement debugDescription dump (lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\"); "
                + "the text starts with 'hello world'")
        // Binary data (a screenshot given by mistake): the first byte that is not UTF-8 is the place.
        let png = try importError(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), name: "shot.png")
        XCTAssertEqual(png.kind, .unsupportedFormat)
        XCTAssertEqual([png.line, png.column], [1, 1])
        XCTAssertTrue("\(png)".hasSuffix("; this is not UTF-8 text (the byte 0x89 here)"), "\(png)")
        // JSON that is not ours.
        let other = try importError(#"{"format": "other"}"#, name: "h.json")
        XCTAssertEqual(other.kind, .unsupportedFormat)
        XCTAssertEqual(
            "\(other)",
            #"h.json: unsupported format: "format" is "other"; an AuditKit hierarchy JSON file is an object with "format": "auditkit-hierarchy""#
        )
    }

    func testTheFormatIsJudgedFromTheContentNotTheName() throws {
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: Data("Application, 0x600, pid: 1\n".utf8), name: "dump.xml").source
                .kind,
            .debugDescription)
        XCTAssertEqual(
            try AccessibilityHierarchy(importing: Data("<XCUIElementTypeApplication/>".utf8), name: "page.json").source
                .kind,
            .appiumXML)
        let json = try HeadlessApplication(Window(), name: "T").snapshot().jsonData()
        XCTAssertEqual(try AccessibilityHierarchy(importing: json, name: "page.txt").source.kind, .headless)
        // A format given explicitly is not second-guessed.
        XCTAssertEqual(try importError("Application, 0x600, pid: 1\n", format: .appiumXML).kind, .malformedXML)
        XCTAssertEqual(try importError("<XCUIElementTypeApplication/>", format: .json).kind, .malformedJSON)
        XCTAssertEqual(
            try importError("<XCUIElementTypeApplication/>", format: .debugDescription).kind, .notADebugDescription)
    }

    func testOurJSONWithABadValueIsInvalidNotUnsupported() throws {
        let window = Window()
        window.addSubview(Label(text: "Hello", frame: CGRect(x: 0, y: 100, width: 100, height: 20)))
        let json = try HeadlessApplication(window).snapshot().jsonData()
        var text = String(decoding: json, as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: #""children" : ["#))
        text.replaceSubrange(range, with: #""children" : [ 999, "#)
        let error = try importError(text, name: "h.json")
        XCTAssertEqual(error.kind, .invalidHierarchyJSON(fieldPath: "hierarchy.elements[0].children"))
        XCTAssertEqual(
            "\(error)",
            "h.json: invalid hierarchy JSON at hierarchy.elements[0].children: lists 999, outside 0..<3 (the element indices)"
        )
    }

    func testUnreadableFileNamesThePathAsGiven() throws {
        let plainFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "auditkit-\(UUID().uuidString).txt")
        try Data("x".utf8).write(to: plainFile)
        defer { try? FileManager.default.removeItem(at: plainFile) }
        for (path, reason) in [
            ("/nonexistent/dir/capture.xml", "there is no such file; check the path"),
            (NSTemporaryDirectory(), "it is a directory; give the path of a capture file"),
            (plainFile.path + "/capture.xml", "a part of the path is a file, not a directory; check the path"),
        ] {
            let url = URL(fileURLWithPath: path)
            do {
                _ = try AccessibilityHierarchy(contentsOf: url)
                XCTFail("\(path) imported")
            } catch {
                XCTAssertEqual(error.kind, .unreadable)
                XCTAssertEqual(error.name, url.relativePath)
                XCTAssertNil(error.line)
                XCTAssertEqual("\(error)", "\(url.relativePath): cannot read the file: \(reason)")
                XCTAssertFalse("\(error)".contains("Domain"), "\(error)")
            }
        }
        // A relative path keeps the form it was given in.
        let relative = URL(fileURLWithPath: "no/such/capture.xml")
        XCTAssertEqual(try importError(contentsOf: relative).name, "no/such/capture.xml")
        // Nothing is fetched from a network.
        XCTAssertEqual(try importError(contentsOf: URL(string: "https://example.com/page.xml")!).kind, .unreadable)
    }

    func testAFileImportIsNamedByItsFileName() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-\(UUID().uuidString).xml")
        try Data(
            "<XCUIElementTypeApplication label=\"A\"><XCUIElementTypeButton label=\"OK\"/></XCUIElementTypeApplication>"
                .utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let hierarchy = try AccessibilityHierarchy(contentsOf: url)
        XCTAssertEqual(hierarchy.source, .init(kind: .appiumXML, name: url.lastPathComponent))
        XCTAssertEqual(hierarchy.path(of: 1), "Application['A']/Button['OK']")
    }

    func testByteOrderMarkIsAccepted() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("<XCUIElementTypeApplication/>".utf8)
        XCTAssertEqual(try AccessibilityHierarchy(importing: data, name: "bom.xml").elements.count, 1)
    }

    // MARK: Helpers

    private func importXML(_ xml: String) throws -> AccessibilityHierarchy {
        try AccessibilityHierarchy(importing: Data(xml.utf8), name: "test.xml")
    }

    private func assertImportError(
        _ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try AccessibilityHierarchy(importing: Data(text.utf8), name: "page.xml"), file: file, line: line
        ) { error in
            XCTAssertEqual("\(error)", message, file: file, line: line)
        }
    }

    /// The error importing `data` throws; fails the test when it imports.
    private struct ImportedUnexpectedly: Error {}

    private func importError(
        _ data: Data, name: String = "page.xml", format: AccessibilityHierarchy.ImportFormat = .automatic,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> HierarchyImportError {
        do {
            _ = try AccessibilityHierarchy(importing: data, name: name, format: format)
        } catch {
            return error
        }
        XCTFail("imported", file: file, line: line)
        throw ImportedUnexpectedly()
    }

    private func importError(
        _ text: String, name: String = "page.xml", format: AccessibilityHierarchy.ImportFormat = .automatic,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> HierarchyImportError {
        try importError(Data(text.utf8), name: name, format: format, file: file, line: line)
    }

    private func importError(contentsOf url: URL, file: StaticString = #filePath, line: UInt = #line) throws
        -> HierarchyImportError
    {
        do {
            _ = try AccessibilityHierarchy(contentsOf: url)
        } catch {
            return error
        }
        XCTFail("imported", file: file, line: line)
        throw ImportedUnexpectedly()
    }
}

extension SharedTestData {
    /// Imports the real capture `file` from `captures/` (format judged from the content, or `format`).
    /// - Throws: As ``SharedTestData/url(_:)`` when it is missing; the importer's error when it cannot be read.
    static func capture(_ file: String, format: AccessibilityHierarchy.ImportFormat = .automatic) throws
        -> AccessibilityHierarchy
    {
        try AccessibilityHierarchy(contentsOf: url("captures/\(file)"), format: format)
    }
}

extension AccessibilityHierarchy {
    /// The root element, for tests.
    var importedRoot: ElementSnapshot? { rootID.flatMap { self[$0] } }
}
