import AuditKitLinux
import Foundation
import XCTest

/// Each importer records where every element is in its file (``SourcePosition``), and the reports
/// locate issues there: the text report's `file:line:column:`, SARIF's region, JUnit's `At:` line.
final class SourcePositionTests: XCTestCase {
    /// A page source: an element per line, a start tag over three lines, and three elements on one
    /// line after a label of characters of one, two and four UTF-8 bytes.
    static let pageSource = """
        <?xml version="1.0"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow x="0" y="0" width="390" height="844">
              <XCUIElementTypeButton
                  type="XCUIElementTypeButton" x="10" y="10"
                  width="10" height="10" accessible="true"/>
            <XCUIElementTypeStaticText x="0" y="0" width="5" height="5" label="é€😀"/><XCUIElementTypeButton x="50" y="50" width="10" height="10" label="é€😀" accessible="true"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>

        """

    func testAPageSourceRecordsWhereEachStartTagOpens() throws {
        let hierarchy = try AccessibilityHierarchy(importing: Data(Self.pageSource.utf8), name: "page.xml")
        let lines = Self.pageSource.components(separatedBy: "\n")
        for element in hierarchy.elements {
            let position = try XCTUnwrap(hierarchy.sourcePosition(of: element.id), "\(element.id)")
            // The column counts Unicode scalars: the line's text before it, as scalars.
            let line = lines[position.line - 1]
            let before = String(line.unicodeScalars.prefix(position.column - 1).map(Character.init))
            XCTAssertTrue(
                line.unicodeScalars.dropFirst(position.column - 1).starts(with: "<XCUIElementType".unicodeScalars),
                "\(element.id) at \(position): \(before)|")
        }
        XCTAssertEqual(
            hierarchy.elements.map { hierarchy.sourcePosition(of: $0.id)?.description },
            ["3:3", "4:5", "5:7", "8:5", "8:78"])
        XCTAssertNil(hierarchy.sourcePosition(of: 99))
    }

    /// Random page sources, written with what may stand between and inside tags (comments,
    /// processing instructions and CDATA holding `<`, text, entities, tabs, CRLF, tags over several
    /// lines, characters of several UTF-8 bytes, tags the importer skips): each element is where
    /// its `<` was written.
    func testRandomPageSourcesRecordWhereEachTagWasWritten() throws {
        var random = SeededRandom(seed: 26)
        let gaps = [
            "", "\n", "\n    ", "\t", "\r\n  ", " text ", "é€😀 text", "&amp; &#x1F600;",
            "<!-- <XCUIElementTypeButton x=\"1\"> -->", "<?note <XCUIElementTypeOther?>",
            "<![CDATA[ <XCUIElementTypeButton> ]]>", "<Skipped/>", "<Skipped>é</Skipped>",
        ]
        let separators = [" ", "\n      ", "\t", "\r\n  ", "  "]
        let values = ["OK", "é€😀", "a &amp; b", "&#x1F600;", "&lt;b&gt;", ""]
        for round in 0..<300 {
            var text = ""
            var (line, column) = (1, 1)
            var expected: [SourcePosition] = []
            func write(_ piece: String) {
                text += piece
                for scalar in piece.unicodeScalars {
                    if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
                }
            }
            func element(_ type: String, depth: Int) {
                expected.append(SourcePosition(line: line, column: column))
                write("<XCUIElementType\(type)")
                for name in ["type", "label", "x", "y", "width", "height"].shuffled(using: &random).prefix(4) {
                    let value = name == "type" ? "XCUIElementType\(type)" : random.pick(values)
                    write(random.pick(separators) + name + "=\"" + value + "\"")
                }
                let children = depth < 4 ? Int.random(in: 0...3, using: &random) : 0
                guard children > 0 || random.chance(0.3) else {
                    write(random.pick(separators) + "/>")
                    return
                }
                write(">")
                for _ in 0..<children {
                    write(random.pick(gaps))
                    element(random.pick(["Other", "Button", "StaticText", "Cell"]), depth: depth + 1)
                }
                write(random.pick(gaps) + "</XCUIElementType\(type)>")
            }
            if random.chance(0.7) {
                write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + random.pick(["\n", "\r\n", ""]))
            }
            if random.chance(0.3) { write("<!-- <XCUIElementTypeApplication> -->\n") }
            let envelope = random.chance(0.5)
            if envelope { write("<AppiumAUT>" + random.pick(gaps.filter { !$0.contains("CDATA") })) }
            element("Application", depth: 0)
            if envelope { write(random.pick(["\n", ""]) + "</AppiumAUT>") }
            write("\n")

            let hierarchy = try AccessibilityHierarchy(importing: Data(text.utf8), name: "random.xml")
            XCTAssertEqual(hierarchy.elements.count, expected.count, "round \(round)")
            let found = hierarchy.elements.map { hierarchy.sourcePosition(of: $0.id) }
            XCTAssertEqual(found, expected, "round \(round):\n\(text)")
            if found != expected { return }
        }
    }

    func testADumpRecordsEachElementsLineAndIndentation() throws {
        let dump = """
            Element subtree:
             →Application, 0x600, pid: 1, label: 'Shop'
                Window (Main), 0x601, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x602, {{10.0, 10.0}, {10.0, 10.0}}
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "dump.txt")
        XCTAssertEqual(
            hierarchy.elements.map { hierarchy.sourcePosition(of: $0.id)?.description }, ["2:2", "3:5", "4:7"])
        // The escaped form: each element where its line's content starts in the file's one line.
        let escaped = "  \"" + dump.replacingOccurrences(of: "\n", with: "\\n") + "\""
        let fromString = try AccessibilityHierarchy(importing: Data(("(lldb) po x\n" + escaped).utf8), name: "po.txt")
        XCTAssertEqual(
            fromString.elements.map { fromString.sourcePosition(of: $0.id) },
            ["→Application", "Window (Main)", "Button, 0x602"].map {
                SourcePosition(line: 2, column: Self.column(of: $0, in: escaped))
            })
    }

    /// In an escaped dump, escapes before an element (`\'`, `\"`, `\u{…}`, an escaped arrow) count as
    /// the characters the file holds, and a body that goes on over the file's own line breaks puts
    /// its elements on those lines.
    func testAnEscapedDumpLocatesEachElementInTheFile() throws {
        let first =
            #"  "Element subtree:\n \u{2192}Application, pid: 1, label: \'Caf\u{e9} \"x\"\'\n    Button, label: \'Say \"hi\"\'\n"#
        let second = #"      StaticText, label: \'Ünïcødé\'\n    Image, label: \'é\'""#
        let hierarchy = try AccessibilityHierarchy(
            importing: Data(("(lldb) po x\n" + first + "\n" + second).utf8), name: "po.txt")
        XCTAssertEqual(hierarchy.elements.map(\.label), ["Café \"x\"", "Say \"hi\"", "Ünïcødé", "é"])
        XCTAssertEqual(
            hierarchy.elements.map { hierarchy.sourcePosition(of: $0.id) },
            [
                SourcePosition(line: 2, column: Self.column(of: #"\u{2192}Application"#, in: first)),
                SourcePosition(line: 2, column: Self.column(of: "Button", in: first)),
                SourcePosition(line: 3, column: 7),
                SourcePosition(line: 3, column: Self.column(of: "Image", in: second)),
            ])
    }

    /// The 1-based column, in Unicode scalars, where `marker` first starts in `line`.
    private static func column(of marker: String, in line: String) -> Int {
        let start = line.range(of: marker)!.lowerBound
        return line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: start) + 1
    }

    func testHierarchyJSONRecordsEachElementObjectAndStaysEqual() throws {
        let screen = try AccessibilityHierarchy(importing: Data(Self.pageSource.utf8), name: "page.xml")
        let json = try screen.jsonData()
        let imported = try AccessibilityHierarchy(importing: json, name: "page.xml")
        let lines = String(decoding: json, as: UTF8.self).components(separatedBy: "\n")
        for element in imported.elements {
            let position = try XCTUnwrap(imported.sourcePosition(of: element.id))
            let line = Array(lines[position.line - 1].unicodeScalars)
            XCTAssertEqual(line[position.column - 1], "{", "\(element.id) at \(position)")
            XCTAssertTrue(lines[position.line].contains("\"") || lines[position.line].contains("}"))
        }
        let headless = HeadlessApplication(Window(), name: "T").snapshot()
        XCTAssertNil(headless.sourcePosition(of: 0), "a headless screen has no file")
        // Positions are where elements stood, not what they are: the same page with its elements on
        // other lines imports as an equal hierarchy.
        let moved = try AccessibilityHierarchy(
            importing: Data(Self.pageSource.replacingOccurrences(of: "\n", with: "\n\n").utf8), name: "page.xml")
        XCTAssertNotEqual(moved.sourcePosition(of: 1), screen.sourcePosition(of: 1))
        XCTAssertEqual(moved, screen)
    }

    func testReportsLocateIssuesAtTheirElements() throws {
        let hierarchy = try AccessibilityHierarchy(importing: Data(Self.pageSource.utf8), name: "page.xml")
        let result = try AccessibilityAuditor().audit(hierarchy, for: .hitRegion)
        XCTAssertEqual(result.issues.count, 2)
        let screen = AuditedScreen(name: "page.xml", file: "captures/page.xml", result: result)
            .locatingElements(in: hierarchy)
        XCTAssertEqual(Set(screen.elementPositions.values.map(\.description)), ["5:7", "8:78"])

        let text = TextReport(result, file: "captures/page.xml", elementPositions: screen.elementPositions).rendered
        let issueLines = text.components(separatedBy: "\n").filter { $0.contains("[hitRegion.tooSmall]") }
        XCTAssertEqual(
            issueLines.map { String($0.prefix { $0 != " " }) }, ["captures/page.xml:5:7:", "captures/page.xml:8:78:"])
        XCTAssertTrue(issueLines[0].hasPrefix("captures/page.xml:5:7: error: Hit area is too small: "), issueLines[0])
        XCTAssertFalse(
            TextReport(result).rendered.contains("page.xml:"), "without a file, lines start with the severity")

        let sarif = try JSONSerialization.jsonObject(with: SARIFReport(screens: [screen], sourceRoot: "/").render())
        let run = try XCTUnwrap(((sarif as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let regions = (run["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Int]
        }
        XCTAssertEqual(regions, [["startLine": 5, "startColumn": 7], ["startLine": 8, "startColumn": 78]])

        let junit = JUnitReport(screens: [screen]).render()
        XCTAssertTrue(junit.contains("At: captures/page.xml:5:7\n"), junit)
        XCTAssertTrue(junit.contains("At: captures/page.xml:8:78\n"), junit)

        // A screen without positions keeps SARIF's whole-file line 1 and no column kind.
        let unlocated = AuditedScreen(name: "page.xml", file: "captures/page.xml", result: result)
        let plain = try JSONSerialization.jsonObject(with: SARIFReport(screens: [unlocated], sourceRoot: "/").render())
        let plainRun = try XCTUnwrap(((plain as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        XCTAssertNil(plainRun["columnKind"])
        XCTAssertFalse(JUnitReport(screens: [unlocated]).render().contains("At: "))
    }
}
