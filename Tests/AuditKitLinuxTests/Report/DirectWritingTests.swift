import Foundation
import SharedTestData
import XCTest

@testable import AuditKitLinux

/// The SARIF report, the JUnit report's escaping and the baseline keys are written or read straight
/// from bytes; these tests hold each to what it was before: the bytes `JSONEncoder` writes for the
/// same SARIF log, and the character-by-character readings (kept here as references).
final class DirectWritingTests: XCTestCase {
    // MARK: SARIF

    /// The screens of every real capture, the headless screen with every kind of evidence, a
    /// screen compared with a baseline (known issues, stale entries), one with a line, and input errors.
    private func screens() throws -> [AuditedScreen] {
        let directory = try SharedTestData.captures()
        let files = try SharedTestData.captureNames()
        XCTAssertFalse(files.isEmpty)
        var screens: [AuditedScreen] = []
        for file in files {
            let hierarchy = try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file))
            let result = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy)
            screens.append(AuditedScreen(name: file, file: "captures/" + file, result: result))
        }
        let faulty = try EvidenceTests.faultyApp().audit()
        XCTAssertGreaterThan(faulty.issues.count, 5)
        var baseline = AccessibilityAuditBaseline(result: faulty, screen: "Faulty")
        baseline.entries.removeFirst()
        baseline.entries.append(
            AccessibilityAuditBaseline.Entry(
                key: "contrast.text #gone", screen: "Faulty", ruleID: "contrast.text", compactDescription: "Gone"))
        screens.append(
            AuditedScreen(
                name: "Faulty", file: "/abs/path with space/Faulty Tests.swift", line: 42, result: faulty,
                comparison: baseline.compare(faulty, screen: "Faulty"), baseline: "baseline.json"))
        screens.append(AuditedScreen(name: "Faulty \"2\" é/日本", result: faulty))
        return screens
    }

    private func assertSameAsEncoder(_ report: SARIFReport, file: StaticString = #filePath, line: UInt = #line) throws {
        let written = try report.render()
        let encoded = try JSONEncoder.auditKitDocument().encode(report.log())
        XCTAssertEqual(
            String(decoding: written, as: UTF8.self), String(decoding: encoded, as: UTF8.self), file: file, line: line)
        XCTAssertEqual(written, encoded, file: file, line: line)
    }

    func testSARIFIsTheEncodersText() throws {
        let screens = try screens()
        try assertSameAsEncoder(SARIFReport(screens: screens))
        try assertSameAsEncoder(SARIFReport(screens: screens, sourceRoot: "/abs"))
        try assertSameAsEncoder(
            SARIFReport(
                screens: screens, sourceRoot: "/work",
                inputErrors: [
                    InputErrorReport(file: "broken.xml", line: 3, column: 7, message: "malformed \"XML\"\n<here>"),
                    InputErrorReport(file: nil, message: "standard input was empty"),
                ]))
        try assertSameAsEncoder(SARIFReport(screens: []))
    }

    // MARK: JUnit escaping

    /// The escaping as it was written before, scalar by scalar.
    private func referenceEscape(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            default:
                switch scalar.value {
                case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
                    out.unicodeScalars.append(scalar)
                default: out += "\u{FFFD}"
                }
            }
        }
        return out
    }

    func testJUnitEscapingIsTheScalarReading() {
        var texts = [
            "", "plain", "a & b < c > d", "\"quoted\" 'single'", "line\nbreak\r\ntab\t", "\u{0}\u{1}\u{1F}\u{7F}",
            "\u{FFFE}\u{FFFF}\u{FFFD}\u{FEFF}\u{EFFF}", "é😀日本語 e\u{301}", "Reference: WCAG <https://w3.org/?a=1&b=2>",
            "&", "\u{FFFF}", "x\u{FFFE}", "\u{EF}\u{BF}",
        ]
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "a", "&", "<", ">", "\"", "'", "\n", "\r", "\t", "\u{1}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "é", "😀",
        ]
        for _ in 0..<300 {
            texts.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement()! }.joined())
        }
        for text in texts {
            XCTAssertEqual(JUnitReport.escapeText(text), referenceEscape(text, attribute: false), text.debugDescription)
            XCTAssertEqual(
                JUnitReport.escapeAttribute(text), referenceEscape(text, attribute: true), text.debugDescription)
        }
    }

    // MARK: Baseline keys

    /// The path steps as they were read before, character by character.
    private func referenceSteps(_ path: String) -> [String] {
        var steps: [String] = []
        var current = ""
        var inLabel = false
        let characters = Array(path)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if !inLabel, c == "[", i + 1 < characters.count, characters[i + 1] == "'" {
                inLabel = true
            } else if inLabel, c == "'", i + 1 < characters.count, characters[i + 1] == "]",
                i + 2 == characters.count || characters[i + 2] == "/"
            {
                inLabel = false
            }
            if c == "/" && !inLabel {
                steps.append(current)
                current = ""
            } else {
                current.append(c)
            }
            i += 1
        }
        steps.append(current)
        return steps
    }

    /// The stable step as it was read before, character by character.
    private func referenceStableStep(_ step: String) -> String {
        func hasIdentifierStep(_ text: String) -> Bool {
            guard let hash = text.firstIndex(of: "#") else { return false }
            let type = text[..<hash]
            return !type.isEmpty && type.allSatisfy { $0.isLetter || $0.isNumber }
                && text.index(after: hash) < text.endIndex
        }
        guard step.last == "]", let open = step.lastIndex(of: "[") else { return step }
        let inside = step[step.index(after: open)..<step.index(before: step.endIndex)]
        guard !inside.isEmpty, inside.allSatisfy({ ("0"..."9").contains($0) }) else { return step }
        let type = step[..<open]
        guard !type.isEmpty else { return step }
        if !type.contains("#"), !type.contains("[") { return String(type) }
        if type.hasSuffix("']"), type.contains("['") { return String(type) }
        if hasIdentifierStep(String(type)) { return String(type) }
        return step
    }

    func testPathStepsAndStableStepsAreTheCharacterReading() throws {
        var paths = [
            "", "/", "//", "Application['Shop']/Window/Button['Edit'][1]", "A/B['a/b']/C", "A/B['it's']/C",
            "A/B['x']y']/C", "Other#row[1]", "Cell#item[3][2]", "#x[1]", "Type[]", "Type[x]", "[1]", "Type#[1]",
            "Ty-pe#id[2]", "Button['Edit'][12]/Other#a#b[3]", "A/B['/']", "A/B['", "A/B[''][1]", "Button['設定']/x",
            "Button['e\u{301}']/x", "A/\u{301}B['x']", "A\u{600}/B", "Text['\r\n']/B", "Other#ab[1]/StaticText['a'][2]",
        ]
        // Every path of the real captures.
        let directory = try SharedTestData.captures()
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where !file.hasSuffix(".src.txt") {
            let hierarchy = try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file))
            paths += hierarchy.elements.indices.map { hierarchy.path(of: $0) }
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["A", "b", "#", "[", "]", "'", "/", "1", "2", "é", "\u{301}", "日", " "]
        for _ in 0..<2_000 {
            paths.append((0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement()! }.joined())
        }
        for path in paths {
            let steps = AccessibilityAuditIssue.pathSteps(path)
            XCTAssertEqual(steps, referenceSteps(path), path.debugDescription)
            for step in steps {
                XCTAssertEqual(
                    AccessibilityAuditIssue.stableStep(step), referenceStableStep(step), step.debugDescription)
            }
        }
    }
}
