import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel

/// `JSONReport.encoded()` writes its text directly (`JSONTextWriter`); these tests hold it to the
/// bytes `JSONEncoder` writes for the same report (`JSONEncoder.auditKitDocument()`), which is what
/// the report was before and what its `Codable` conformance still gives.
final class JSONTextWriterTests: XCTestCase {
    /// What the encoder writes for `report`.
    private func encoderBytes(_ report: JSONReport) throws -> Data {
        try JSONEncoder.auditKitDocument().encode(report)
    }

    private func assertSameAsEncoder(
        _ result: AccessibilityAuditResult, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let report = JSONReport(result)
        let written = try report.encoded()
        let encoded = try encoderBytes(report)
        XCTAssertEqual(
            String(decoding: written, as: UTF8.self), String(decoding: encoded, as: UTF8.self), message, file: file,
            line: line)
        XCTAssertEqual(written, encoded, message, file: file, line: line)
    }

    func testEveryRealCaptureReportIsTheEncodersText() throws {
        let directory = try SharedTestData.captures()
        let files = try SharedTestData.captureNames()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let hierarchy = try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file))
            try assertSameAsEncoder(try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy), file)
        }
    }

    func testAHeadlessScreenWithEveryKindOfEvidenceIsTheEncodersText() throws {
        let result = try EvidenceTests.faultyApp().audit()
        XCTAssertGreaterThan(result.issues.count, 5)
        try assertSameAsEncoder(result)
    }

    func testEmptyReportAndIssuesWithoutElementOrEvidence() throws {
        try assertSameAsEncoder(ReportFixtures.result([]))
        var bare = ReportFixtures.issue(element: nil, path: nil)
        bare.evidence = AccessibilityAuditEvidence()
        try assertSameAsEncoder(
            ReportFixtures.result([bare], notEvaluated: [NotEvaluated(auditType: .contrast, reason: "no colours")]))
    }

    /// A report of a located screen (locations, settings found under, references) is written as
    /// the encoder writes its entries, and decodes back to them.
    func testALocatedScreenWithSettingsIsTheEncodersText() throws {
        var dark = ReportFixtures.issue(element: ReportFixtures.element(id: 3, label: "Buy"), path: "A/Button['Buy']")
        dark.foundUnder = [
            AccessibilitySettings(
                preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, isBoldTextEnabled: true),
            AccessibilitySettings(userInterfaceStyle: .dark),
        ]
        let unplaced = ReportFixtures.issue(element: ReportFixtures.element(id: 4, label: "Sell"), path: nil)
        let bare = ReportFixtures.issue(element: nil, path: nil)
        var screen = AuditedScreen(
            name: "shop.xml", file: "captures/caf\u{10FFE9}.xml", result: ReportFixtures.result([dark, unplaced, bare]))
        screen.elementPositions = [3: SourcePosition(line: 12, column: 5)]
        let report = JSONReport(screen)
        let written = try report.encoded()
        XCTAssertEqual(
            String(decoding: written, as: UTF8.self), String(decoding: try encoderBytes(report), as: UTF8.self))
        let decoded = try JSONDecoder().decode(JSONReport.self, from: written)
        XCTAssertEqual(decoded, report)
        XCTAssertEqual(
            decoded.issues.map(\.location),
            [
                JSONReport.Location(file: "captures/caf\\xE9.xml", line: 12, column: 5),
                JSONReport.Location(file: "captures/caf\\xE9.xml", line: nil, column: nil),
                JSONReport.Location(file: "captures/caf\\xE9.xml", line: nil, column: nil),
            ])
        XCTAssertEqual(decoded.issues[0].foundUnder, dark.foundUnder)
        XCTAssertEqual(decoded.issues[0].path, "A/Button['Buy']")
        XCTAssertEqual(decoded.issues[0].reference, dark.reference)
        // Standard input: no file, the element's place still; nothing known: no location.
        var piped = AuditedScreen(name: "stdin", result: ReportFixtures.result([dark, bare]))
        piped.elementPositions = screen.elementPositions
        XCTAssertEqual(
            JSONReport(piped).issues.map(\.location), [JSONReport.Location(file: nil, line: 12, column: 5), nil])
        // A headless screen of a test: the test file and the line that ran the audit.
        let test = AuditedScreen(
            name: "T", file: "Tests/ShopTests.swift", line: 40, result: ReportFixtures.result([dark]))
        XCTAssertEqual(
            JSONReport(test).issues.map(\.location),
            [JSONReport.Location(file: "Tests/ShopTests.swift", line: 40, column: nil)])
        XCTAssertEqual(JSONReport(screen.result).issues.map(\.location), [nil, nil, nil])
    }

    /// A run report's issues (several captures, or a test run's records) have the keys of a
    /// one-capture report's issues, with the same location.
    func testARunReportsIssuesHaveTheOneCaptureReportsKeysAndLocations() throws {
        let dark = ReportFixtures.issue(element: ReportFixtures.element(id: 3, label: "Buy"), path: "A/Button['Buy']")
        var screen = AuditedScreen(name: "shop.xml", file: "captures/shop.xml", result: ReportFixtures.result([dark]))
        screen.elementPositions = [3: SourcePosition(line: 12, column: 5)]
        let run = try XCTUnwrap(
            JSONSerialization.jsonObject(with: AccessibilityAuditRunReport.jsonData(screens: [screen]))
                as? [String: Any])
        let runScreen = try XCTUnwrap((run["screens"] as? [[String: Any]])?.first)
        let runIssue = try XCTUnwrap(((runScreen["result"] as? [String: Any])?["issues"] as? [[String: Any]])?.first)
        let one = try XCTUnwrap(
            JSONSerialization.jsonObject(with: JSONReport(screen).encoded()) as? [String: Any])
        let oneIssue = try XCTUnwrap((one["issues"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(runIssue.keys), Set(oneIssue.keys))
        XCTAssertEqual(runIssue["location"] as? NSDictionary, ["file": "captures/shop.xml", "line": 12, "column": 5])
        XCTAssertEqual(runIssue["location"] as? NSDictionary, oneIssue["location"] as? NSDictionary)
        // The run report still decodes to the screens it was written from.
        let decoded = try JSONDecoder().decode(
            AccessibilityAuditRunReport.JSONRunReport.self,
            from: AccessibilityAuditRunReport.jsonData(screens: [screen]))
        XCTAssertEqual(decoded.screens.first?.result, screen.result)
    }

    func testStringsAreEscapedAsTheEncoderEscapesThem() throws {
        var tricky = ""
        for value in 0..<0x20 { tricky.unicodeScalars.append(Unicode.Scalar(value)!) }
        tricky += "\"\\/ \u{7F}\u{80}\u{9F}\u{A0}é😀\u{2028}\u{2029}\u{FEFF}\u{FFFE} e\u{301} 日本語"
        var element = ReportFixtures.element(identifier: tricky, label: "a/b\\c\"d")
        element.value = tricky
        element.frame = CGRect(x: -0.0, y: 1e-7, width: 12345.678, height: 1e15)
        var issue = ReportFixtures.issue(
            compact: tricky, detail: "line one\nline two\ttab", element: element, path: "A/B['\(tricky)']")
        var evidence = AccessibilityAuditEvidence()
        evidence[.label] = tricky
        evidence[.childLabels] = [tricky, "", "x"]
        evidence[.isBold] = false
        evidence[.width] = 0.1 + 0.2
        issue.evidence = evidence
        try assertSameAsEncoder(ReportFixtures.result([issue, issue]))
    }

    /// Strings are scanned eight bytes at a time for bytes to escape: an escape at every offset
    /// from a word's start, at the end, and strings shorter than a word are written as the encoder
    /// writes them; so are evidence key names outside ASCII (sorted by their bytes).
    func testEscapesAtEveryOffsetOfAWordAreTheEncodersText() throws {
        var issues: [AccessibilityAuditIssue] = []
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", " ", "\u{7F}", "é", "😀"] {
            for length in 0..<20 {
                for offset in 0...length {
                    var text = String(repeating: "a", count: length)
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: offset))
                    let element = ReportFixtures.element(label: text)
                    issues.append(ReportFixtures.issue(compact: text, element: element, path: "A/" + text))
                }
            }
        }
        var named = ReportFixtures.issue()
        named.evidence = AccessibilityAuditEvidence(values: [
            "é": .number(1), "e\u{302}": .number(2), "z": .number(3), "Z": .number(4), "ａ": .number(5),
            "aaaaaaaé": .number(6), "aaaaaaaz": .number(7), "éaaaaaaaaaaaaaaaaaaa": .number(8),
            "zaaaaaaaaaaaaaaaaaaaé": .number(9),
        ])
        issues.append(named)
        try assertSameAsEncoder(ReportFixtures.result(issues))
    }

    /// The escape scan (sixteen bytes at a time, a word at a time, short strings as one word)
    /// finds the first byte to escape where a plain byte-by-byte loop does: random bytes of every
    /// length up to five blocks, from every start, with bytes to escape rare, common or absent.
    func testTheEscapeScanFindsWhatAByteLoopFinds() {
        var generator = SystemRandomNumberGenerator()
        let special: [UInt8] = [0x00, 0x01, 0x08, 0x0A, 0x1F, 0x22, 0x5C]
        let plain: [UInt8] = [0x20, 0x21, 0x23, 0x41, 0x5B, 0x5D, 0x7F, 0x80, 0x9F, 0xA2, 0xC3, 0xDC, 0xE2, 0xFF]
        func reference(_ bytes: [UInt8], from start: Int) -> Int {
            bytes[start...].firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } ?? bytes.count
        }
        for length in 0...80 {
            for odds in [0, 1, 8, 64] {
                for _ in 0..<12 {
                    let bytes = (0..<length).map { _ in
                        odds > 0 && Int.random(in: 0..<odds, using: &generator) == 0
                            ? special.randomElement(using: &generator)! : plain.randomElement(using: &generator)!
                    }
                    bytes.withByteView { view in
                        for start in 0...length {
                            XCTAssertEqual(
                                JSONTextWriter.firstEscaped(in: view, from: start), reference(bytes, from: start),
                                "\(bytes) from \(start)")
                        }
                    }
                }
            }
        }
    }

    /// Strings of every length up to five blocks of the escape scan, with a character to escape
    /// (or one that is not escaped: U+007F, U+2028, U+2029, non-ASCII) at every offset, and random
    /// strings, written as the encoder writes them.
    func testStringsOfEveryLengthWithACharacterAnywhereAreTheEncodersText() throws {
        var generator = SystemRandomNumberGenerator()
        var texts: [String] = []
        for special in ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "😀", "\u{2028}", "\u{2029}", "/"] {
            for length in 0...80 {
                for offset in stride(from: 0, through: length, by: length > 40 ? 3 : 1) {
                    var text = String(repeating: "a", count: length)
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: offset))
                    texts.append(text)
                }
            }
        }
        let scalars: [Unicode.Scalar] = [
            "a", " ", "\"", "\\", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "\u{2028}", "\u{2029}", "日", "😀",
        ]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 0...90, using: &generator) {
                text.unicodeScalars.append(scalars.randomElement(using: &generator)!)
            }
            texts.append(text)
        }
        var writer = JSONTextWriter()
        writer.strings(texts)
        let written = writer.withBytes { Data($0) }
        let encoded = try JSONEncoder.auditKitDocument().encode(texts)
        XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: encoded, as: UTF8.self))
    }

    func testNumbersOfEveryMagnitudeAreTheEncodersText() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 1, -1, 18, 0.5, 1e-7, 1e15, 1e16, 9_007_199_254_740_992, 1e21, 1e22, .leastNonzeroMagnitude,
            999_999_999_999_999, -999_999_999_999_999, 1e15 - 0.5, 1e15 + 1, -1e15, 4_503_599_627_370_496,
            Double(Int32.max), -Double(Int32.max), 1e14, 390, 844, -12,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 123_456_789_012_345_680, 4.016975123456789,
        ]
        for _ in 0..<500 {
            let exponent = Double(Int.random(in: -30...30, using: &generator))
            values.append(Double.random(in: -1...1, using: &generator) * pow(10, exponent))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 4)
        }
        var issues: [AccessibilityAuditIssue] = []
        for chunk in stride(from: 0, to: values.count, by: 4) {
            var element = ReportFixtures.element()
            let v = (0..<4).map { chunk + $0 < values.count ? values[chunk + $0] : 0 }
            element.frame = CGRect(x: v[0], y: v[1], width: abs(v[2]), height: abs(v[3]))
            var issue = ReportFixtures.issue(element: element)
            var evidence = AccessibilityAuditEvidence()
            evidence[.contrastRatio] = v[0]
            evidence[.fontSize] = v[1]
            issue.evidence = evidence
            issues.append(issue)
        }
        try assertSameAsEncoder(ReportFixtures.result(issues))
    }

    func testANumberThatIsNotFiniteIsAnEncodingErrorAsBefore() throws {
        var element = ReportFixtures.element()
        element.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        var report = JSONReport(ReportFixtures.result([ReportFixtures.issue(element: element)]))
        report.issues[0].element?.frame = [.nan, 0, 1, 1]
        XCTAssertThrowsError(try report.encoded()) { XCTAssertTrue($0 is EncodingError) }
        XCTAssertThrowsError(try encoderBytes(report)) { XCTAssertTrue($0 is EncodingError) }
        // Written in chunks, the error comes before the first byte.
        var chunks = 0
        XCTAssertThrowsError(try report.write { _ in chunks += 1 }) { XCTAssertTrue($0 is EncodingError) }
        XCTAssertEqual(chunks, 0)
    }

    /// The report written in chunks (as the CLI streams it) is `rendered()` byte for byte, whatever
    /// the chunk size, and every chunk is whole UTF-8 text (the CLI's output takes strings).
    func testAReportWrittenInChunksIsTheRenderedTextAndEachChunkIsWholeUTF8() throws {
        var issues: [AccessibilityAuditIssue] = []
        for index in 0..<50 {
            var element = ReportFixtures.element(identifier: "id\(index)", label: "日本語 é😀 \"\(index)\"")
            element.frame = CGRect(x: Double(index), y: 0.5, width: 44, height: 1e-7)
            var issue = ReportFixtures.issue(compact: "é😀 \(index)", element: element)
            issue.evidence[.width] = Double(index) / 3
            issues.append(issue)
        }
        let report = JSONReport(ReportFixtures.result(issues))
        let rendered = Array(try report.rendered().utf8)
        for chunkSize in [1, 7, 100, 1_000, 64 << 10] {
            var written: [UInt8] = []
            var chunks = 0
            try report.write(chunkSize: chunkSize) { chunk in
                chunks += 1
                XCTAssertNotNil(String(validating: chunk, as: UTF8.self), "chunk \(chunks) at size \(chunkSize)")
                written.append(contentsOf: chunk)
            }
            XCTAssertEqual(written, rendered, "chunk size \(chunkSize)")
            if chunkSize <= 100 { XCTAssertGreaterThan(chunks, 40, "chunk size \(chunkSize)") }
        }
        var empty: [UInt8] = []
        let none = JSONReport(ReportFixtures.result([]))
        try none.write { empty.append(contentsOf: $0) }
        XCTAssertEqual(empty, Array(try none.rendered().utf8))
    }

    /// The writer's memory grows as it goes: values much longer than the room it started with (a
    /// 300 KB description, a 70 KB escaped label, thousands of small members) are the encoder's text,
    /// whole and in chunks.
    func testValuesLongerThanTheWritersRoomAreTheEncodersText() throws {
        var element = ReportFixtures.element(label: String(repeating: "a\"b\\c\u{1}é😀", count: 7_000))
        element.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        var issue = ReportFixtures.issue(
            detail: String(repeating: "long detail ", count: 25_000), element: element,
            path: String(repeating: "Other/", count: 5_000) + "Button")
        for index in 0..<2_000 { issue.evidence[AccessibilityAuditEvidence.Key<Double>("key\(index)")] = Double(index) }
        let result = ReportFixtures.result([issue, ReportFixtures.issue()])
        try assertSameAsEncoder(result)
        var chunked: [UInt8] = []
        try JSONReport(result).write(chunkSize: 100) { chunked.append(contentsOf: $0) }
        XCTAssertEqual(chunked, Array(try JSONReport(result).rendered().utf8))
        var writer = JSONTextWriter(capacity: 0)
        writer.string(String(repeating: "x", count: 100_000))
        XCTAssertEqual(writer.count, 100_002)
        XCTAssertEqual(
            writer.withBytes { Array($0) }, Array(("\"" + String(repeating: "x", count: 100_000) + "\"").utf8))
    }

    /// A tree of objects and arrays as the encoder writes it, for the writer's own bookkeeping:
    /// which open container is still empty (kept in a word for the first 64 levels, in a list
    /// below), the indentation of every level, and integers and strings that outgrow the buffer.
    private struct Nest: Encodable {
        var inner: [Nest]
        var name: String
        var values: [Int]

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.key("inner")
            writer.beginArray()
            for nest in inner {
                writer.element()
                nest.write(to: &writer)
            }
            writer.endArray()
            writer.key("name")
            writer.string(name)
            writer.key("values")
            // An empty list in one piece (`emptyArray`), at every depth; `inner` empty as
            // `beginArray` and `endArray` write it.
            guard !values.isEmpty else {
                writer.emptyArray()
                writer.endObject()
                return
            }
            writer.beginArray()
            for value in values {
                writer.element()
                writer.integer(value)
            }
            writer.endArray()
            writer.endObject()
        }
    }

    func testNestingDeeperThanSixtyFourLevelsAndIntegersOfEveryMagnitudeAreTheEncodersText() throws {
        var integers = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            integers += [power - 1, power, power + 1, -power]
        }
        // 70 levels of objects, each holding one inner object and, every few levels, an empty
        // list of values or a long name (longer than the writer's first buffer).
        var nest = Nest(inner: [], name: "leaf", values: integers)
        for level in 0..<70 {
            let name = level % 9 == 0 ? String(repeating: "n\(level) \"é\" ", count: 60) : "level \(level)"
            nest = Nest(
                inner: level % 5 == 0 ? [nest, Nest(inner: [], name: "", values: [])] : [nest], name: name,
                values: level % 3 == 0 ? [] : [level, -level])
        }
        var writer = JSONTextWriter(capacity: 0)
        nest.write(to: &writer)
        let written = writer.withBytes { Data($0) }
        let encoded = try JSONEncoder.auditKitDocument().encode(nest)
        XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: encoded, as: UTF8.self))
    }
}
