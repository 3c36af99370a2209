import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel

/// The hierarchy JSON reader's fast path (JSONTree) against Foundation and the strict decoder,
/// which it stands in for: what it reads, it reads as `JSONSerialization` and `JSONDecoder` do
/// (and as `StrictJSONDecoder`, which also refuses unread keys and loose types); what it does not,
/// it leaves to them (and the importer's errors stay theirs, tested in HierarchyJSONTests).
final class JSONTreeTests: XCTestCase {
    /// The envelope, decoded by `JSONDecoder` as the slow path does.
    private struct Envelope: Decodable {
        var hierarchy: AccessibilityHierarchy
    }

    /// Writes a headless hierarchy of `elements` (root 0) as JSON, asserts that the direct reader
    /// reads it as `JSONDecoder` does, and returns the decoder's hierarchy.
    private func assertDirectReaderMatchesDecoder(
        _ elements: [ElementSnapshot], file: StaticString = #filePath, line: UInt = #line
    ) throws -> AccessibilityHierarchy {
        let hierarchy = AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil, source: AccessibilityHierarchy.Source(kind: .headless))
        let data = try hierarchy.jsonData()
        let reference = try JSONDecoder().decode(Envelope.self, from: data).hierarchy
        XCTAssertEqual(
            try XCTUnwrap(HierarchyJSONReader.read(data), file: file, line: line), reference, file: file, line: line)
        return reference
    }

    private func fastHierarchy(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws
        -> AccessibilityHierarchy
    {
        let tree = try XCTUnwrap(
            JSONTree.parse(data), "the fast path left a document it wrote to Foundation", file: file, line: line)
        guard let hierarchy = tree["hierarchy"] else {
            XCTFail("no hierarchy", file: file, line: line)
            throw JSONTree.Unsupported()
        }
        return try JSONTree.decode(AccessibilityHierarchy.self, from: hierarchy)
    }

    func testEveryCaptureAndHeadlessScreenDecodesAsJSONDecoderDecodesIt() throws {
        var hierarchies = [
            HierarchyJSONTests.headless(),
            HierarchyJSONTests.headless(
                settings: AccessibilitySettings(
                    preferredContentSizeCategory: .accessibilityLarge,
                    isBoldTextEnabled: true, userInterfaceStyle: .dark)),
        ]
        let captures = try FileManager.default.contentsOfDirectory(atPath: SharedTestData.url("captures").path)
            .filter { !$0.hasSuffix(".src.txt") }.sorted()
        XCTAssertGreaterThanOrEqual(captures.count, 8)
        for file in captures { hierarchies.append(try SharedTestData.capture(file)) }
        for hierarchy in hierarchies {
            let data = try hierarchy.jsonData()
            let reference = try JSONDecoder().decode(Envelope.self, from: data).hierarchy
            XCTAssertEqual(try fastHierarchy(data), reference, hierarchy.source.name ?? "")
            // And the importer takes the fast path to the same hierarchy.
            XCTAssertEqual(
                try AccessibilityHierarchy(importing: data, name: "h.json", format: .json).elements, reference.elements)
        }
    }

    func testValuesReadAsJSONSerializationReadsThem() throws {
        let documents = [
            #"{"a": "plain", "b": "\u00e9\ud83c\udf89 \" \\ \/ \b\f\n\r\t", "c": "健康", "d": ""}"#,
            #"{"n": [0, -1, 12, 123456789012345678, 1234567890123456789, 1.5, -0.0, -0, 1e2, 2E-3, 5e-324, 1.7976931348623157e308]}"#,
            #"{"n": [-123456789012345678, 999999999999999999, 1000000000000000000, -9223372036854775808, 0e5, 0.0e-0, 1E+2, -0.5, 10, 100e1]}"#,
            #" [true, false, null, {}, [], [[]], {"k": {"k": null}}] "#,
        ]
        for text in documents {
            let tree = try XCTUnwrap(JSONTree.parse(Data(text.utf8)), text)
            let reference = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            XCTAssertTrue(same(tree, reference), "\(tree) against \(reference)")
        }
        // Numbers decode as JSONDecoder decodes them, or are left to it.
        let numbers = try XCTUnwrap(JSONTree.parse(Data(documents[1].utf8)))
        guard case .array(let list)? = numbers["n"] else { return XCTFail() }
        for value in list {
            let written: String
            switch value {
            case .integer(let n): written = "\(n)"
            case .number(let s): written = s
            default: return XCTFail()
            }
            let foundationDouble = try? JSONDecoder().decode(Double.self, from: Data(written.utf8))
            if let fast = try? JSONTree.decode(Double.self, from: value) {
                XCTAssertEqual(fast.bitPattern, foundationDouble?.bitPattern, written)
            }
            let foundationInt = try? JSONDecoder().decode(Int.self, from: Data(written.utf8))
            if let fast = try? JSONTree.decode(Int.self, from: value) {
                XCTAssertEqual(fast, foundationInt, written)
            }
        }
    }

    func testWhatItDoesNotReadExactlyIsLeftToFoundation() {
        let leftOver = [
            "", " ", "{", "{\"a\": 1,}", "[1,]", "[01]", "[1.]", "[.5]", "[-]", "[1e]", "[+1]", "[NaN]", "[Infinity]",
            "[-01]", "[00]", "[1e+]", "[-.5]", "[1.e5]", "[1 2]", "[--1]", "[1-]", "[0x1]", "[1.5.5]", "[1e5e5]", "[1",
            "[-",
            "{\"a\" 1}", "{a: 1}", "['a']", "[\"\u{01}\"]", "[\"\\x\"]", "[\"\\ud800\"]", "[\"\\udc00\"]",
            "[\"\\ud800\\u0041\"]",
            "{\"a\": 1, \"a\": 2}", "{\"\\u0061\": 1}", "\u{FEFF}{}", "{} x", "[tru]", "[nul]",
            String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
        ]
        for text in leftOver {
            XCTAssertNil(JSONTree.parse(Data(text.utf8)), text)
        }
        XCTAssertNil(JSONTree.parse(Data([0x5B, 0x22, 0xFF, 0x22, 0x5D])), "invalid UTF-8 in a string")
        XCTAssertNil(JSONTree.parse(Data([0x5B, 0x22, 0xC3, 0x22, 0x5D])), "a cut UTF-8 sequence")
        // Numbers neither an exact Int nor a finite Double.
        XCTAssertThrowsError(try JSONTree.decode(Double.self, from: .number("1e400")))
        XCTAssertThrowsError(try JSONTree.decode(Int.self, from: .number("1.0")))
        XCTAssertThrowsError(try JSONTree.decode(Int8.self, from: .integer(300)))
        XCTAssertThrowsError(try JSONTree.decode(Float.self, from: .integer(1)))
    }

    /// What the strict decoder refuses (an unknown key, an extra array element, 1 for true, a
    /// fraction for an integer), the fast path does not read either: the importer's error is then
    /// the strict decoder's, naming the field, as when the fast path is not taken.
    func testWhatTheStrictDecoderRefusesIsLeftToIt() throws {
        struct Point: Decodable, Equatable {
            var x: Int
            var flag: Bool?
        }
        XCTAssertEqual(
            try JSONTree.decode(Point.self, from: XCTUnwrap(JSONTree.parse(Data(#"{"x": 1, "flag": null}"#.utf8)))),
            Point(x: 1, flag: nil))
        XCTAssertEqual(try JSONTree.decode([Int].self, from: XCTUnwrap(JSONTree.parse(Data("[1, 2]".utf8)))), [1, 2])
        for text in [#"{"x": 1, "efectiveAlpha": 1}"#, #"{"x": 1, "flag": 1}"#, #"{"x": 1.5}"#, #"{"x": true}"#] {
            let tree = try XCTUnwrap(JSONTree.parse(Data(text.utf8)), text)
            XCTAssertThrowsError(try JSONTree.decode(Point.self, from: tree), text)
            XCTAssertThrowsError(
                try StrictJSONDecoder.decode(Point.self, from: JSONSerialization.jsonObject(with: Data(text.utf8))),
                text)
        }
        // An array element no type reads: a frame of three numbers in a point.
        let frame = try XCTUnwrap(JSONTree.parse(Data("[[0, 0, 0], [10, 10]]".utf8)))
        XCTAssertThrowsError(try JSONTree.decode(CGRect.self, from: frame))

        // Through the importer: a misspelt key in a document the fast path would otherwise read.
        let data = try HierarchyJSONTests.headless().jsonData()
        var text = String(decoding: data, as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: "\"isVisible\""))
        text.replaceSubrange(range, with: "\"isVisibel\"")
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(text.utf8), name: "h.json", format: .json)) {
            error in
            let message = "\(error)"
            XCTAssertTrue(
                message.contains("unknown key \"isVisibel\"") && message.contains("did you mean \"isVisible\"?"),
                message)
        }
    }

    // MARK: The direct reader (HierarchyJSONReader)

    /// The envelope as the strict decoder reads it (every key read).
    private struct StrictEnvelope: Decodable {
        var format: String
        var version: Int
        var hierarchy: AccessibilityHierarchy
    }

    /// Hierarchies with every kind of value: headless screens (fonts, colours, images, traits,
    /// custom actions, settings) and every capture.
    private func documents() throws -> [Data] {
        var hierarchies = [
            HierarchyJSONTests.headless(),
            HierarchyJSONTests.headless(
                settings: AccessibilitySettings(
                    preferredContentSizeCategory: .accessibilityLarge, isBoldTextEnabled: true,
                    userInterfaceStyle: .dark)),
            EvidenceTests.faultyApp().snapshot(),
        ]
        let captures = try FileManager.default.contentsOfDirectory(atPath: SharedTestData.url("captures").path)
            .filter { !$0.hasSuffix(".src.txt") }.sorted()
        for file in captures { hierarchies.append(try SharedTestData.capture(file)) }
        return try hierarchies.map { try $0.jsonData() }
    }

    func testTheDirectReaderReadsWhatItWroteAsJSONDecoderDoes() throws {
        for data in try documents() {
            let reference = try JSONDecoder().decode(Envelope.self, from: data).hierarchy
            let read = try XCTUnwrap(HierarchyJSONReader.read(data), "the direct reader left a document it wrote")
            XCTAssertEqual(read, reference)
            // Compact text (no whitespace) reads the same.
            let compact = try JSONSerialization.data(
                withJSONObject: JSONSerialization.jsonObject(with: data), options: [.withoutEscapingSlashes])
            XCTAssertEqual(try XCTUnwrap(HierarchyJSONReader.read(compact)), reference)
        }
    }

    /// Siblings repeating, then changing, their colours, traits and text colours: the reader
    /// recognises a value the previous element wrote byte for byte, and must still read each
    /// change (one that differs only in its last digits, or is longer) and each value after it.
    func testTheDirectReaderReadsRepeatedAndChangedSiblingValues() throws {
        let colours = [
            RGBA(red: 0.5, green: 0.5, blue: 0.5), RGBA(red: 0.5, green: 0.5, blue: 0.5),
            RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25), RGBA(red: 0.5, green: 0.5, blue: 0.5),
            RGBA(red: 0.5, green: 0.5, blue: 0.51), RGBA(red: 0.5, green: 0.5, blue: 0.51),
        ]
        let traits: [AccessibilityTraits?] = [.button, .button, [.button, .selected], .button, nil, .button]
        var root = ElementSnapshot(id: 0, elementType: .application, pathComponent: "Application")
        root.children = Array(1...colours.count)
        var elements = [root]
        for (index, colour) in colours.enumerated() {
            var element = ElementSnapshot(id: index + 1, elementType: .button, pathComponent: "Button[\(index)]")
            element.parent = 0
            element.label = "Row \(index)"
            element.backgroundColor = colour
            element.effectiveBackgroundColor = colours[(index + 1) % colours.count]
            element.traits = traits[index]
            var text = TextSnapshot(text: "Row \(index)")
            text.color = colours[colours.count - 1 - index]
            element.text = text
            elements.append(element)
        }
        let reference = try assertDirectReaderMatchesDecoder(elements)
        XCTAssertEqual(reference.elements.map(\.backgroundColor), [nil] + colours)
        XCTAssertEqual(reference.elements.map(\.traits), [nil] + traits)
    }

    /// Whatever the direct reader reads from a changed document, the strict decoder reads the
    /// same; what the strict decoder refuses, the direct reader leaves to it (so the error is its).
    func testTheDirectReaderReadsNothingTheStrictDecoderWouldNot() throws {
        let data = try HierarchyJSONTests.headless().jsonData()
        let text = String(decoding: data, as: UTF8.self)
        var changed: [String] = []
        // Each value of the first elements replaced by values of other types and shapes.
        let replacements = [
            "null", "true", "1", "0", "-1", "1.5", "1e2", "\"x\"", "[]", "[1]", "[\"a\"]", "{}", "[[0, 0], [1, 1]]",
            "[[0, 0], [1, 1], [2, 2]]", "[[0, 0, 0], [1, 1]]", "{\"alpha\": 1, \"blue\": 1, \"green\": 1, \"red\": 2}",
            "[\"notATrait\"]", "123456789012345678901", "1e400",
        ]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains("\" : ") && index < 400 {
            let parts = line.components(separatedBy: "\" : ")
            guard parts.count == 2 else { continue }
            let value = parts[1].hasSuffix(",") ? String(parts[1].dropLast()) : parts[1]
            guard !value.hasPrefix("{"), !value.hasPrefix("[") else { continue }
            for replacement in replacements.prefix(index % 3 == 0 ? replacements.count : 4) {
                var copy = lines
                copy[index] = Substring(parts[0] + "\" : " + replacement + (parts[1].hasSuffix(",") ? "," : ""))
                changed.append(copy.joined(separator: "\n"))
            }
            // The key misspelt, repeated, or left out.
            var misspelt = lines
            misspelt[index] = Substring(parts[0] + "x\" : " + parts[1])
            changed.append(misspelt.joined(separator: "\n"))
            var repeated = lines
            repeated[index] = Substring(String(line) + (parts[1].hasSuffix(",") ? "" : ",") + "\n" + line)
            changed.append(repeated.joined(separator: "\n"))
            var removed = lines
            removed.remove(at: index)
            changed.append(removed.joined(separator: "\n"))
        }
        changed += [
            text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2"),
            text.replacingOccurrences(of: "auditkit-hierarchy", with: "auditkit-hierarchx"),
            text + "x", "\u{FEFF}" + text, text.replacingOccurrences(of: "\"children\"", with: "\"\\u0063hildren\""),
        ]
        XCTAssertGreaterThan(changed.count, 500)
        var read = 0
        for document in changed {
            let bytes = Data(document.utf8)
            guard let direct = HierarchyJSONReader.read(bytes) else { continue }
            read += 1
            let strict = try? StrictJSONDecoder.decode(
                StrictEnvelope.self, from: JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed]))
            XCTAssertEqual(direct, strict?.hierarchy, String(document.prefix(0)))
            XCTAssertEqual(strict?.format, AccessibilityHierarchy.jsonFormatName)
            XCTAssertEqual(strict?.version, AccessibilityHierarchy.jsonFormatVersion)
        }
        // Some changes are still documents it reads (another label, a null for an unknown fact).
        XCTAssertGreaterThan(read, 10)
    }

    /// Rows of siblings cycling through more distinct fonts, text colours, backgrounds and traits
    /// than the reader keeps as recent values (five, six and seven of them, each cycle a different
    /// length): every value read from its bytes, remembered, evicted and read again, as
    /// `JSONDecoder` reads it.
    func testTheDirectReaderReadsValuesCyclingThroughMoreThanItKeeps() throws {
        let fonts = (0..<5).map {
            Font(pointSize: Double(12 + $0), weight: $0 % 2 == 0 ? .regular : .bold, sizing: .fixed)
        }
        let colours = (0..<6).map { RGBA(red: 0.1 * Double($0), green: 0.5, blue: 0.5) }
        let traits: [AccessibilityTraits?] = [.button, .staticText, [.button, .selected], nil, .header, .link, .image]
        let count = 60
        var root = ElementSnapshot(id: 0, elementType: .application, pathComponent: "Application")
        root.children = Array(1...count)
        var elements = [root]
        for index in 0..<count {
            var element = ElementSnapshot(id: index + 1, elementType: .staticText, pathComponent: "Text[\(index)]")
            element.parent = 0
            element.traits = traits[index % traits.count]
            element.backgroundColor = colours[index % colours.count]
            element.effectiveBackgroundColor = colours[(index / 2) % colours.count]
            var text = TextSnapshot(text: "Row \(index)")
            text.font = fonts[index % fonts.count]
            text.color = colours[(index * 5) % colours.count]
            element.text = text
            elements.append(element)
        }
        let reference = try assertDirectReaderMatchesDecoder(elements)
        XCTAssertEqual(reference.elements.dropFirst().map(\.text?.font), (0..<count).map { fonts[$0 % fonts.count] })
    }

    /// Element types the reader recognises by the bytes of the last few distinct names: more
    /// distinct types than it keeps, in turn and cycling back (listed and unlisted names, one a
    /// prefix of another); and, in a written document, later names escaped, cut short, lengthened,
    /// of another case or not a string at all: whatever it reads, the strict decoder reads the same.
    func testTheDirectReaderReadsElementTypesCyclingThroughMoreThanItKeeps() throws {
        let types: [ElementType] = [
            .button, .staticText, ElementType("buttonX"), .image, ElementType("touchBar"), .cell, .link, .other,
        ]
        let count = 50
        var root = ElementSnapshot(id: 0, elementType: .application, pathComponent: "Application")
        root.children = Array(1...count)
        var elements = [root]
        for index in 0..<count {
            // In turn through all eight, then back and forth among the first five.
            let type = index < 16 ? types[index % types.count] : types[(index * 3) % 5]
            var element = ElementSnapshot(id: index + 1, elementType: type, pathComponent: "Step[\(index)]")
            element.parent = 0
            elements.append(element)
        }
        let reference = try assertDirectReaderMatchesDecoder(elements)
        XCTAssertEqual(reference.elements.map(\.elementType), elements.map(\.elementType))

        let hierarchy = AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil, source: AccessibilityHierarchy.Source(kind: .headless))
        let text = String(decoding: try hierarchy.jsonData(), as: UTF8.self)
        let written = "\"elementType\" : \"button\""
        let lastButton = try XCTUnwrap(text.range(of: written, options: .backwards))
        for replacement in [
            "\"elementType\" : \"butto\\u006e\"", "\"elementType\" : \"butto\"", "\"elementType\" : \"buttonX\"",
            "\"elementType\" : \"Button\"", "\"elementType\" : 7", "\"elementType\" : null",
            "\"elementType\" : \"button\" ", "\"elementType\":\"button\"", "\"elementType\" : \"button",
        ] {
            var changed = text
            changed.replaceSubrange(lastButton, with: replacement)
            let read = assertDirectReadIsStrictRead(Data(changed.utf8), replacement)
            if replacement.hasSuffix("u006e\"") || replacement.hasSuffix("\"buttonX\"")
                || replacement.hasSuffix("\"Button\"")
            {
                XCTAssertTrue(read, "a string name is read: \(replacement)")
            }
        }
    }

    /// Frames, strings and whitespace the direct reader reads token by token and byte by byte:
    /// frames of every other shape and spacing, strings with other scripts, escapes and invalid
    /// UTF-8, indentation of every length, tabs and CR LF. Whatever it reads, the strict decoder
    /// reads the same; what it must read, it does; anything else is left to the strict decoder.
    func testTheDirectReaderReadsFramesStringsAndWhitespaceAsTheStrictDecoderDoes() throws {
        let data = try HierarchyJSONTests.headless().jsonData()
        let text = String(decoding: data, as: UTF8.self)
        // (document, whether the direct reader must read it)
        var documents: [(Data, Bool)] = []

        // The first frame's value replaced.
        let frameKey = try XCTUnwrap(text.range(of: "\"frame\" : "))
        var frameEnd = frameKey.upperBound
        var depth = 0
        repeat {
            if text[frameEnd] == "[" { depth += 1 }
            if text[frameEnd] == "]" { depth -= 1 }
            frameEnd = text.index(after: frameEnd)
        } while depth > 0
        let frames: [(String, Bool)] = [
            ("[[1,2],[3,4]]", true), ("[ [ 1 , 2 ] , [ 3 , 4 ] ]", true), ("[\t[1,\r\n2],[3,4]\n]", true),
            ("[[1.5, -2.25], [3e1, 4E-1]]", true), ("[[-0, 0.0], [1e2, 0]]", true), ("null", true),
            ("[[1, 2], [3, 4], [5, 6]]", false), ("[[1, 2, 3], [3, 4]]", false), ("[[1], [3, 4]]", false),
            ("[[1, 2]]", false), ("[]", false), ("[[1, 2], []]", false), ("[[1, 2], [3, \"4\"]]", false),
            ("[[1, 2], [3, null]]", false), ("[[1, 2] [3, 4]]", false), ("[[1, 2], [3, 4],]", false),
            ("[[1, 2], [3, 1e400]]", false), ("{}", false), ("[[1, 2], [3, 4]", false), ("[[1 2], [3, 4]]", false),
            ("[[true, 2], [3, 4]]", false), ("[[1, 2], {\"w\": 3}]", false),
        ]
        for (frame, reads) in frames {
            documents.append((Data((text[..<frameKey.upperBound] + frame + text[frameEnd...]).utf8), reads))
        }

        // The first label's value replaced, as text and as raw bytes.
        let labelKey = try XCTUnwrap(text.range(of: "\"label\" : \""))
        let labelEnd = try XCTUnwrap(text[labelKey.upperBound...].firstIndex(of: "\""))
        let before = Array(text[..<labelKey.upperBound].utf8)
        let after = Array(text[labelEnd...].utf8)
        let labels: [([UInt8], Bool)] = [
            (Array("é 健康 🎉".utf8), true), (Array(#"a\u00e9\n \ud83c\udf89 é"#.utf8), true), ([], true),
            ([0xF0, 0x9F, 0x8E, 0x89, 0x41], true), (Array("ü".utf8) + Array(#"\t"#.utf8), true),
            ([0xFF], false), ([0x41, 0xC0, 0xAF], false), ([0xED, 0xA0, 0x80], false),
            ([0xF4, 0x90, 0x80, 0x80], false),
            ([0xE2, 0x82], false), ([0x80], false), (Array("é".utf8) + [0x5C, 0x6E, 0xC3], false), ([0x0A], false),
        ]
        for (label, reads) in labels { documents.append((Data(before + label + after), reads)) }

        // Whitespace: indentation lengthened to every length around eight, tabs, CR LF, trailing spaces.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for extra in [1, 3, 7, 8, 9, 15, 16, 17] {
            let widened = lines.map { String(repeating: " ", count: extra) + $0 }.joined(separator: "\n")
            documents.append((Data(widened.utf8), true))
            documents.append((Data((text + String(repeating: " ", count: extra)).utf8), true))
            documents.append((Data((text + String(repeating: " ", count: extra) + "x").utf8), false))
        }
        documents.append((Data(lines.joined(separator: "\r\n").utf8), true))
        documents.append((Data(text.replacingOccurrences(of: "  ", with: "\t").utf8), true))
        documents.append((Data(text.replacingOccurrences(of: " : ", with: "\n \t\r\n : \n").utf8), true))
        documents.append((Data(text.replacingOccurrences(of: "\n    ", with: "\n  \u{0B}  ").utf8), false))

        for (document, reads) in documents {
            let direct = HierarchyJSONReader.read(document)
            let strict = try? StrictJSONDecoder.decode(
                StrictEnvelope.self, from: JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]))
            if reads {
                XCTAssertNotNil(direct, String(decoding: document.prefix(200), as: UTF8.self))
            }
            if let direct { XCTAssertEqual(direct, strict?.hierarchy) }
            // And the importer answers as the strict decoder does, whichever path it takes
            let imported = try? AccessibilityHierarchy(importing: document, name: "h.json", format: .json)
            // (stricter only where JSONSerialization is lenient: a trailing comma, a key twice).
            XCTAssertEqual(imported == nil, strict == nil || JSONSyntaxCheck.firstProblem(in: document) != nil)
        }
    }

    /// A root and `count` siblings of four shapes in turn, each with other members, list lengths,
    /// numbers and texts: a button (label, background, traits, whole-number frame), a text (font,
    /// colour, hint, fractional frame, custom actions), a view with motion effects and children's
    /// lists, and an element with nothing optional. The direct reader recognises the bytes
    /// between members (and a list's or a frame's punctuation) by what came last time, two kinds
    /// of sibling per slot, so four kinds make it read, forget and read them again.
    private static func siblings(_ count: Int) -> [ElementSnapshot] {
        var root = ElementSnapshot(id: 0, elementType: .application, pathComponent: "Application")
        root.children = Array(1...count)
        root.accessibilityChildren = Array(1...count)
        var elements = [root]
        for index in 0..<count {
            let id = index + 1
            var element: ElementSnapshot
            switch index % 4 {
            case 0:
                element = ElementSnapshot(id: id, elementType: .button, pathComponent: "Button[\(index)]")
                element.label = "Row \(index)"
                element.backgroundColor = RGBA(red: 0.5, green: 0.25 * Double(index % 3), blue: 1)
                element.traits = index % 8 == 0 ? .button : [.button, .selected]
                element.frame = CGRect(x: 0, y: 60 * index, width: 390, height: 60)
                element.isEnabled = index % 8 == 0
            case 1:
                element = ElementSnapshot(id: id, elementType: .staticText, pathComponent: "StaticText[\(index)]")
                var text = TextSnapshot(text: "Text \(index) é")
                text.font = Font(pointSize: 17, weight: .regular, sizing: .fixed)
                text.color = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5 + 0.1 * Double(index % 3))
                text.numberOfLines = index % 3
                text.pointSize = index % 2 == 0 ? 17 : 16.5
                element.text = text
                element.hint = "Hint \"\(index)\""
                element.frame = CGRect(x: 0.5 * Double(index), y: -2.25, width: 1e-3, height: 1234.5678)
                element.customActionNames = Array(["Share", "Delete", "Copy"].prefix(index % 4))
            case 2:
                element = ElementSnapshot(id: id, elementType: .other, pathComponent: "Other[\(index)]")
                element.motionEffects = Array(["tilt", "zoom"].prefix(index % 3))
                element.effectiveAlpha = index % 2 == 0 ? 1 : 0.25
                element.isVisible = true
                element.frame = CGRect(x: -10, y: 0, width: 0, height: 123_456_789)
            default:
                element = ElementSnapshot(id: id, elementType: .other, pathComponent: "Other[\(index)]")
            }
            element.parent = 0
            elements.append(element)
        }
        return elements
    }

    /// The hierarchy JSON of ``siblings(_:)`` and each element's range of lines in it
    /// (`[0]` the root's, `[k]` sibling `k`'s).
    private func siblingsDocument(_ count: Int) throws -> (text: String, elements: [Range<Int>]) {
        let hierarchy = AccessibilityHierarchy(
            elements: Self.siblings(count), rootID: 0, settings: nil,
            source: AccessibilityHierarchy.Source(kind: .headless))
        let text = String(decoding: try hierarchy.jsonData(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Each element is an object at six spaces of indentation, from `{` to `}`.
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            if line == "      {" { start = index }
            if line.hasPrefix("      }"), let first = start {
                ranges.append(first..<(index + 1))
                start = nil
            }
        }
        XCTAssertEqual(ranges.count, count + 1)
        return (text, ranges)
    }

    /// Reads `document` with the direct reader and the strict decoder: whatever the direct reader
    /// reads, the strict decoder reads the same. True when the direct reader read it.
    @discardableResult
    private func assertDirectReadIsStrictRead(
        _ document: Data, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> Bool {
        guard let direct = HierarchyJSONReader.read(document) else { return false }
        let strict = try? StrictJSONDecoder.decode(
            StrictEnvelope.self, from: JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]))
        XCTAssertEqual(direct, strict?.hierarchy, message(), file: file, line: line)
        return true
    }

    func testTheDirectReaderReadsSiblingsOfManyShapesAsJSONDecoderDoes() throws {
        for count in [1, 2, 3, 4, 5, 9, 40] {
            let elements = Self.siblings(count)
            let reference = try assertDirectReaderMatchesDecoder(elements)
            XCTAssertEqual(reference.elements, elements)
        }
    }

    /// The bytes between members, list values and frame numbers changed in siblings after the
    /// first few (where the direct reader has already seen the usual ones): other indentation and
    /// spacing it must still read; keys misspelt, escaped, repeated or left out, values of other
    /// forms and punctuation out of place: whatever it reads, the strict decoder reads the same.
    func testTheDirectReaderReadsChangedSeparatorsInLaterSiblingsAsTheStrictDecoderDoes() throws {
        let (text, elements) = try siblingsDocument(9)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func document(_ changed: [String]) -> Data { Data(changed.joined(separator: "\n").utf8) }
        let values = [
            "0", "-0", "1", "-1", "0.0", "1.0", "1.5", "-2.25", "1e0", "1E+2", "2e-3", "01", "-01", "00", "+1", "1.",
            ".5", "-", "1e", "123456789012345678", "1234567890123456789", "-123456789012345678", "1e400", "true",
            "false", "null", "\"1\"", "[]", "[1]", "[ ]", "{}", "tru", "nul",
        ]
        var mustRead = 0
        var read = 0
        var tried = 0
        for sibling in 5...8 {
            for index in elements[sibling] {
                let line = lines[index]
                var spaced: [[String]] = []
                // Whitespace only: the same document to JSON.
                for edit in [
                    " " + line, line + " ", line + "\t", String(line.dropFirst()), "\t" + line.drop { $0 == " " },
                    line.replacingOccurrences(of: "\" : ", with: "\":"),
                    line.replacingOccurrences(of: "\" : ", with: "\"  :   "),
                    line.replacingOccurrences(of: "\" : ", with: "\"\n:\r\n"),
                    // More whitespace after the colon than before: the usual bytes, then more.
                    line.replacingOccurrences(of: "\" : ", with: "\" :  "),
                    line.replacingOccurrences(of: "\" : ", with: "\" : \n\t "),
                    line.replacingOccurrences(of: ",", with: " ,"),
                ] where edit != line {
                    var copy = lines
                    copy[index] = edit
                    spaced.append(copy)
                }
                if index + 1 < lines.count {
                    var joined = lines
                    joined[index] = line + lines[index + 1].drop { $0 == " " }
                    joined.remove(at: index + 1)
                    spaced.append(joined)
                }
                for copy in spaced {
                    tried += 1
                    mustRead += 1
                    XCTAssertTrue(assertDirectReadIsStrictRead(document(copy), copy[index]), copy[index])
                }
                // Anything else.
                var changed: [[String]] = []
                if let quote = line.firstIndex(of: "\""), line.contains("\" : ") {
                    let key = line.index(after: quote)
                    var misspelt = lines
                    misspelt[index] = String(line[..<key]) + "x" + line[key...]
                    changed.append(misspelt)
                    var escaped = lines
                    let scalar = String(format: "\\u%04x", line[key].unicodeScalars.first!.value)
                    escaped[index] = String(line[..<key]) + scalar + line[line.index(after: key)...]
                    changed.append(escaped)
                    let parts = line.components(separatedBy: "\" : ")
                    let comma = parts[1].hasSuffix(",")
                    for value in values {
                        var copy = lines
                        copy[index] = parts[0] + "\" : " + value + (comma ? "," : "")
                        changed.append(copy)
                    }
                } else if !line.contains(where: { "{}[]".contains($0) }) {
                    // A list's value or a frame's number.
                    let comma = line.hasSuffix(",")
                    let indentation = String(line.prefix { $0 == " " })
                    for value in values {
                        var copy = lines
                        copy[index] = indentation + value + (comma ? "," : "")
                        changed.append(copy)
                    }
                }
                var repeated = lines
                repeated.insert(line.hasSuffix(",") ? line : line + ",", at: index)
                changed.append(repeated)
                var removed = lines
                removed.remove(at: index)
                changed.append(removed)
                let punctuation = [
                    (",", ""), ("]", "],"), ("]", ",]"), ("}", "},"), ("[", "[,"), ("}", "]"), ("]", "}"), ("[", "{"),
                ]
                for (from, to) in punctuation {
                    var copy = lines
                    copy[index] = line.replacingOccurrences(of: from, with: to)
                    if copy[index] != line { changed.append(copy) }
                }
                for copy in changed {
                    tried += 1
                    if assertDirectReadIsStrictRead(document(copy), copy[index]) { read += 1 }
                }
            }
        }
        XCTAssertGreaterThan(mustRead, 300)
        // Some changes are documents it still reads (another number, a null for an unknown fact).
        XCTAssertGreaterThan(read, 50)
        XCTAssertGreaterThan(tried, 3_000)
    }

    /// The document cut at every byte of a sibling after the first few, and that byte alone
    /// removed: a cut document is never read (it is not JSON), and nothing is read out of bounds.
    func testTheDirectReaderReadsNoCutDocument() throws {
        let (text, elements) = try siblingsDocument(7)
        let bytes = Array(text.utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines[..<elements[6].lowerBound].reduce(0) { $0 + $1.utf8.count + 1 }
        let end = lines[..<elements[6].upperBound].reduce(0) { $0 + $1.utf8.count + 1 }
        XCTAssertNotNil(HierarchyJSONReader.read(Data(bytes)))
        for cut in start..<end {
            XCTAssertNil(HierarchyJSONReader.read(Data(bytes[..<cut])), "cut at \(cut)")
            // Without its byte at `cut`, the rest moved up by one.
            var removed = bytes
            removed.remove(at: cut)
            assertDirectReadIsStrictRead(Data(removed), "byte \(cut) removed")
        }
    }

    /// Whether `tree` holds what JSONSerialization made of the same text.
    private func same(_ tree: JSONTree, _ value: Any) -> Bool {
        switch tree {
        case .null: return value is NSNull
        case .bool(let flag): return (value as? Bool) == flag && !(value is Int && !(value is Bool))
        case .integer(let n):
            return (value as? NSNumber).map { $0.int64Value == Int64(n) && $0.doubleValue == Double(n) } ?? false
        // -0 is 0 to it
        case .number(let text): return (value as? NSNumber).map { $0.doubleValue == Double(text) } ?? false
        case .string(let text): return (value as? String) == text
        case .array(let list):
            guard let other = value as? [Any], other.count == list.count else { return false }
            return zip(list, other).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let other = value as? [String: Any], other.count == members.count else { return false }
            return members.allSatisfy { member in other[member.key].map { same(member.value, $0) } ?? false }
        }
    }
}
