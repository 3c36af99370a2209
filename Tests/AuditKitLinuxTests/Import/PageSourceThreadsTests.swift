import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitImport

/// The page source import with libxml2 on a second thread (`PageSourceReader.parseOnSecondThread`)
/// against the import on one thread: the same hierarchy, the same source positions and the same
/// error, on random page sources, whole, cut off and spoiled.
final class PageSourceThreadsTests: XCTestCase {
    /// The import of `data` on `threads`: its hierarchy with each element's position, or its error.
    private func imported(
        _ data: Data, threads: AppiumPageSourceImporter.ParseThreads
    ) -> Result<(AccessibilityHierarchy, [SourcePosition?]), HierarchyImportError> {
        Result { () throws(HierarchyImportError) in
            let hierarchy = try AppiumPageSourceImporter.hierarchy(from: data, name: "random.xml", threads: threads)
            return (hierarchy, hierarchy.elements.map { hierarchy.sourcePosition(of: $0.id) })
        }
    }

    /// Imports `data` on one thread and on `threads`; fails unless both give the same. Returns
    /// whether the import succeeded.
    @discardableResult
    private func checkSame(
        _ data: Data, _ what: @autoclosure () -> String, threads: AppiumPageSourceImporter.ParseThreads = .two,
        file: StaticString = #filePath, line: UInt = #line
    )
        -> Bool
    {
        let one = imported(data, threads: .one)
        let two = imported(data, threads: threads)
        switch (one, two) {
        case (.success(let one), .success(let two)):
            XCTAssertEqual(one.0, two.0, what(), file: file, line: line)
            XCTAssertEqual(one.0.problems, two.0.problems, what(), file: file, line: line)
            XCTAssertEqual(one.1, two.1, what(), file: file, line: line)
            return true
        case (.failure(let one), .failure(let two)):
            XCTAssertEqual(one, two, what(), file: file, line: line)
            return false
        default:
            XCTFail("one thread: \(one), two: \(two); \(what())", file: file, line: line)
            return false
        }
    }

    /// A random page source of about `elements` elements, some with long values, written with
    /// what may stand between tags.
    private func randomPageSource(elements: Int, longValues: Bool, using random: inout SeededRandom) -> String {
        let gaps = [
            "", "\n", "\n    ", "\t", "\r\n  ", " text ", "é€😀 text", "&amp; &#x1F600;",
            "<!-- <XCUIElementTypeButton x=\"1\"> -->", "<?note <XCUIElementTypeOther?>",
            "<![CDATA[ <XCUIElementTypeButton> ]]>", "<Skipped/>", "<Skipped>é</Skipped>", "<ns:Tag xmlns:ns=\"u\"/>",
        ]
        let separators = [" ", "\n      ", "\t", "\r\n  ", "  "]
        var values = ["OK", "é€😀", "a &amp; b", "&#x1F600;", "&lt;b&gt;", "", "true", "false", "12", "-3.5", "1"]
        if longValues {
            values.append(String(repeating: "long value é ", count: 8_000))
            values.append(String(repeating: "long value ", count: 9_000))
        }
        let names = [
            "type", "label", "name", "value", "placeholderValue", "enabled", "visible", "hittable", "accessible",
            "x", "y", "width", "height", "traits", "index",
        ]
        var text = random.chance(0.7) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        var written = 0
        func element(_ type: String, depth: Int) {
            written += 1
            text += "<XCUIElementType\(type)"
            for name in names.shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random)) {
                let value =
                    name == "type"
                    ? random.pick(["XCUIElementType\(type)", "XCUIElementTypeButton", "Other"])
                    : name == "traits"
                        ? random.pick(["Button", "Button, Selected", "Header", ""]) : random.pick(values)
                text += random.pick(separators) + name + "=\"" + value + "\""
            }
            let children =
                depth == 0 && elements > 1
                ? 1 : depth < 6 && written < elements ? Int.random(in: 0...4, using: &random) : 0
            guard children > 0 || random.chance(0.3) else {
                text += random.pick(separators) + "/>"
                return
            }
            text += ">"
            // The application holds every element left to write.
            var child = 0
            while depth == 0 ? written < elements : child < children && written < elements {
                text += random.pick(gaps)
                element(
                    random.pick(["Other", "Button", "StaticText", "Cell", "TabBar", "NavigationBar"]), depth: depth + 1)
                child += 1
            }
            text += random.pick(gaps) + "</XCUIElementType\(type)>"
        }
        let envelope = random.chance(0.5)
        if envelope { text += "<AppiumAUT>" + random.pick(["", "\n", " text "]) }
        element("Application", depth: 0)
        if envelope { text += "\n</AppiumAUT>" }
        return text + "\n"
    }

    func testRandomPageSourcesImportAlikeOnOneThreadAndTwo() throws {
        var random = SeededRandom(seed: 31)
        var imported = 0
        for round in 0..<60 {
            let size = random.pick([1, 5, 40, 400, 2_000])
            let text = randomPageSource(elements: size, longValues: round % 7 == 3, using: &random)
            if checkSame(Data(text.utf8), "round \(round): \(text.prefix(2_000))") { imported += 1 }
        }
        XCTAssertEqual(imported, 60, "every random page source imports")
    }

    /// Cut off anywhere, or with a byte dropped, added or replaced by one that XML refuses there:
    /// the same error at the same line and column (or the same hierarchy, where the change leaves
    /// the document well formed).
    func testSpoiledPageSourcesFailAlikeOnOneThreadAndTwo() throws {
        var random = SeededRandom(seed: 3131)
        let spoilers: [[UInt8]] = [
            Array("<".utf8), Array("&".utf8), Array("\"".utf8), [0x00], Array(">".utf8), Array("</x>".utf8),
        ]
        var failures = 0
        for round in 0..<200 {
            let text = randomPageSource(
                elements: random.pick([3, 30, 600]), longValues: round % 50 == 7, using: &random)
            var bytes = Array(text.utf8)
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch round % 4 {
            case 0: bytes.removeSubrange(at...)
            case 1: bytes.remove(at: at)
            case 2: bytes.insert(contentsOf: random.pick(spoilers), at: at)
            default: bytes[at] = random.pick(spoilers)[0]
            }
            guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { continue }
            if !checkSame(Data(bytes), "round \(round) at \(at)") { failures += 1 }
        }
        XCTAssertGreaterThan(failures, 100, "most spoiled documents are refused")
    }

    /// Where the check that libxml2's buffer holds the document's bytes fails (it fails on no
    /// document known), the import starts again on one thread: the same hierarchy, positions and
    /// error as on one thread, whatever element the check fails at.
    func testAFailedBufferCheckImportsAsOnOneThread() {
        var random = SeededRandom(seed: 2626)
        var failures = 0
        for round in 0..<9 {
            let text = randomPageSource(
                elements: random.pick([5, 40, 400, 1_000]), longValues: round % 4 == 2, using: &random)
            var bytes = Array(text.utf8)
            if round % 3 == 1 { bytes.removeSubrange(Int.random(in: 1..<bytes.count, using: &random)...) }
            for at in [0, Int.random(in: 1..<60, using: &random), Int.random(in: 60..<3_000, using: &random)] {
                if !checkSame(Data(bytes), "round \(round), failing at \(at)", threads: .twoFailingCheck(at: at)) {
                    failures += 1
                }
            }
        }
        XCTAssertGreaterThan(failures, 0, "some of the cut documents are refused")
    }

    /// A parser's thread that never starts (the system could not make it) costs the import a
    /// moment's wait, then the import parses on one thread: the same hierarchy, positions and
    /// errors, never a hang.
    func testAParserThreadThatNeverStartsImportsAsOnOneThread() {
        var random = SeededRandom(seed: 3232)
        for round in 0..<4 {
            let text = randomPageSource(elements: random.pick([5, 400]), longValues: false, using: &random)
            var bytes = Array(text.utf8)
            if round == 3 { bytes.removeSubrange(Int.random(in: 1..<bytes.count, using: &random)...) }
            checkSame(Data(bytes), "round \(round)", threads: .twoNeverStarting)
        }
    }

    /// The builder gives each element's children their path steps when the element ends, and
    /// looks for geometry problems only when an element read may show one: the steps are those
    /// `assignPathComponents` gives the whole hierarchy, and no geometry problem is missing, on
    /// random page sources and on screens with windows and elements off the screen.
    func testPathStepsAndGeometryProblemsAreThoseOfTheWholeHierarchy() throws {
        var random = SeededRandom(seed: 4242)
        var withGeometryProblems = 0
        var without = 0
        for round in 0..<80 {
            let text =
                round % 2 == 0
                ? randomPageSource(elements: random.pick([3, 40, 400]), longValues: false, using: &random)
                : randomScreen(using: &random)
            for threads in [AppiumPageSourceImporter.ParseThreads.one, .two] {
                let hierarchy = try AppiumPageSourceImporter.hierarchy(
                    from: Data(text.utf8), name: "random.xml", threads: threads)
                var elements = hierarchy.elements
                AccessibilityHierarchy.assignPathComponents(&elements, roots: [try XCTUnwrap(hierarchy.rootID)])
                XCTAssertEqual(
                    elements.map(\.pathComponent), hierarchy.elements.map(\.pathComponent), "round \(round): \(text)")
                var again = hierarchy
                again.recordGeometryProblems()
                XCTAssertEqual(again.problems, hierarchy.problems, "round \(round): \(text)")
                if threads == .one {
                    if hierarchy.problems.contains(where: { [.offScreen, .windowOutsideScreen].contains($0.kind) }) {
                        withGeometryProblems += 1
                    } else {
                        without += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(withGeometryProblems, 10, "screens with geometry problems")
        XCTAssertGreaterThan(without, 10, "screens without")
    }

    /// A screen of 390 × 844 points (or of unknown size) with windows that fit it or not, and
    /// elements on it, off it, empty, or without a frame; siblings of one type with and without labels.
    private func randomScreen(using random: inout SeededRandom) -> String {
        func frame(_ random: inout SeededRandom) -> String {
            let (x, y, width, height) = random.pick([
                (0, 0, 390, 844), (10, 100, 50, 44), (0, 900, 390, 60), (-400, 10, 100, 20), (20, 20, 0, 0),
                (0, 0, 844, 390), (0, 0, 391, 845), (395, 10, 5, 0), (0, 1_000, 390, 844),
            ])
            return " x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\""
        }
        var text = "<AppiumAUT><XCUIElementTypeApplication"
        text += random.pick([
            " x=\"0\" y=\"0\" width=\"390\" height=\"844\"", "", " x=\"0\" y=\"0\" width=\"0\" height=\"0\"",
        ])
        text += ">"
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            text += "<XCUIElementTypeWindow\(random.chance(0.8) ? frame(&random) : "")>"
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                let type = random.pick(["Button", "Cell", "StaticText", "Other", "Window"])
                let label = random.pick(["", " label=\"OK\"", " label=\"Edit\"", " name=\"close\""])
                text += "<XCUIElementType\(type)\(label)\(random.chance(0.9) ? frame(&random) : "")"
                text += random.chance(0.3) ? "><XCUIElementTypeImage\(frame(&random))/></XCUIElementType\(type)>" : "/>"
            }
            text += "</XCUIElementTypeWindow>"
        }
        return text + "</XCUIElementTypeApplication></AppiumAUT>"
    }

    /// Documents the importer refuses after reading some elements (the delegate stops the parse):
    /// an Android page source, two top-level elements, no element at all.
    func testRefusedDocumentsFailAlikeOnOneThreadAndTwo() {
        let many = String(repeating: "<node text=\"a\" bounds=\"[0,0][1,1]\"/>\n", count: 5_000)
        let buttons = String(
            repeating: "<XCUIElementTypeButton label=\"b\" x=\"0\" y=\"0\" width=\"9\" height=\"9\"/>\n", count: 3_000)
        for text in [
            "<hierarchy>\(many)</hierarchy>",
            "<AppiumAUT><XCUIElementTypeApplication/>\(buttons)</AppiumAUT>",
            "<AppiumAUT><Other>\(many)</Other></AppiumAUT>",
            "<AppiumAUT>\(buttons)",
            "<XCUIElementTypeApplication>\(buttons)</XCUIElementTypeApplication><!-- & -->&",
        ] {
            XCTAssertFalse(checkSame(Data(text.utf8), String(text.prefix(200))))
        }
    }

    /// A document over libxml2's limit is fed to it in pieces, and libxml2 lets go of the start of
    /// its buffer as it reads: the tags' places are still found the same, whole or cut off.
    func testADocumentFedInPiecesImportsAlike() {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT><XCUIElementTypeApplication>\n"
        var index = 0
        while text.utf8.count <= AppiumPageSourceImporter.libxml2Limit + 200_000 {
            let label = String(repeating: index % 3 == 0 ? "é" : "w", count: 1 + (index * 7_919) % 9_000)
            text +=
                "  <XCUIElementTypeStaticText label=\"\(label)\"\n    x=\"\(index)\" y=\"0\" width=\"1\" height=\"1\"/>\n"
            index += 1
        }
        let whole = text + "</XCUIElementTypeApplication></AppiumAUT>\n"
        XCTAssertTrue(checkSame(Data(whole.utf8), "whole"))
        XCTAssertFalse(checkSame(Data(text.utf8), "cut off"))
    }

    /// A byte-order mark, and declared encodings: UTF-8, one libxml2 converts from (its buffer
    /// then no longer holds the document's bytes), one it does not know.
    func testEncodingsImportAlike() {
        var random = SeededRandom(seed: 8)
        for prefix in [
            "\u{FEFF}", "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
            "<?xml version=\"1.0\" encoding=\"ISO-8859-5\"?>\n",
            "<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\r\n",
            "<?xml version=\"1.0\" encoding=\"no-such-encoding\"?>\n",
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n",
        ] {
            for _ in 0..<3 {
                var text = randomPageSource(elements: 300, longValues: false, using: &random)
                if text.hasPrefix("<?xml") { text = String(text.drop { $0 != "\n" }.dropFirst()) }
                // Text libxml2 cannot convert is reported on standard error too: ASCII only there.
                if !prefix.contains("encoding") || prefix.contains("UTF-8") {
                    checkSame(Data((prefix + text).utf8), "\(prefix): \(text.prefix(500))")
                }
                checkSame(
                    Data((prefix + text.filter(\.isASCII)).utf8), "\(prefix), ASCII: \(text.prefix(500))")
            }
        }
    }

    /// The automatic choice: a small page source is parsed on the calling thread, and a large one
    /// imports as on one thread.
    func testTheAutomaticChoiceImportsAlike() throws {
        var random = SeededRandom(seed: 7)
        let text = randomPageSource(elements: 12_000, longValues: false, using: &random)
        XCTAssertGreaterThan(text.utf8.count, AppiumPageSourceImporter.secondThreadMinimumSize)
        let automatic = try AppiumPageSourceImporter.hierarchy(from: Data(text.utf8), name: "random.xml")
        let one = try AppiumPageSourceImporter.hierarchy(from: Data(text.utf8), name: "random.xml", threads: .one)
        XCTAssertEqual(automatic, one)
        XCTAssertEqual(
            automatic.elements.map { automatic.sourcePosition(of: $0.id) },
            one.elements.map { one.sourcePosition(of: $0.id) })
    }
}
