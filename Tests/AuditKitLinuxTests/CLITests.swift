import Foundation
import XCTest
import AuditKitLinux

/// End-to-end tests of the `auditkit` executable, run as a process from the build's products directory.
///
/// Tests marked "needs rules" depend on what the built-in rules find; they skip while no built-in
/// rule implements the audit types they need, and run once the rules exist.
final class CLITests: XCTestCase {

    // MARK: Help and usage

    func testHelpExitsZeroAndDescribesTheCommands() throws {
        let run = try auditkit("--help")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("OVERVIEW: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("auditkit audit <file> [<options>]"))
        XCTAssertTrue(run.stdout.contains("Known: contrast, elementDetection, hitRegion"))
        XCTAssertEqual(run.stderr, "")
    }

    func testBadUsageExitsTwoWithAMessage() throws {
        let cases: [([String], String)] = [
            (["--format", "yaml"], "unknown format 'yaml'; use text or json"),
            (["--min-hit-region", "0"], "--min-hit-region needs a positive number of points, not '0'"),
            (["--min-hit-region"], "--min-hit-region needs a value"),
            (["--types"], "--types needs a value"),
            (["--types", ","], "--types lists no audit type."),
            (["audit"], "'audit' needs a FILE to audit"),
            (["audit", "a.xml", "b.xml"], "'audit' takes one FILE; unexpected 'b.xml'"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["--fixed", "audit", "a.xml"], "--fixed applies to the bundled QuoteApp"),
            (["--verbose"], "unknown option '--verbose'"),
        ]
        for (arguments, message) in cases {
            let run = try auditkit(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: \(message)"), "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("Run 'auditkit --help' for usage.\n"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }

    func testUnknownAuditTypeExitsTwoListingKnownNames() throws {
        let run = try auditkit("--types", "contrast,bogus")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, """
            auditkit: error: Unknown audit type 'bogus'. Known: contrast, elementDetection, hitRegion, \
            sufficientElementDescription, dynamicType, textClipped, trait, action, parentChild\
            \(extendedNames), all.
            Run 'auditkit --help' for usage.

            """)
    }

    // MARK: Input errors

    func testMalformedXMLExitsTwoNamingFileLineAndColumn() throws {
        let directory = try temporaryDirectory()
        try "<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <XCUIElementTypeButton label=\"a\">\n  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
            .write(to: directory.appendingPathComponent("bad.xml"), atomically: true, encoding: .utf8)
        let run = try auditkit(["audit", "bad.xml"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "auditkit: error: bad.xml:4:32: malformed XML: the closing tag does not match the open element\n")
        XCTAssertEqual(run.stdout, "")
    }

    func testMissingFileExitsTwoNamingIt() throws {
        let run = try auditkit(["audit", "no-such-capture.xml"], in: temporaryDirectory())
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: no-such-capture.xml: cannot read the file: "), run.stderr)
    }

    func testEmptyAndUnsupportedInputExitTwo() throws {
        let directory = try temporaryDirectory()
        try "".write(to: directory.appendingPathComponent("empty.xml"), atomically: true, encoding: .utf8)
        try "hello\n".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let empty = try auditkit(["audit", "empty.xml"], in: directory)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "auditkit: error: empty.xml: the input is empty: there is no hierarchy to import\n")
        let text = try auditkit(["audit", "notes.txt"], in: directory)
        XCTAssertEqual(text.status, 2)
        XCTAssertTrue(text.stderr.hasPrefix("auditkit: error: notes.txt"), text.stderr)
    }

    // MARK: Auditing captures

    func testAuditCaptureAsJSONHasTheReportStructure() throws {
        let path = try AppiumCaptures.directory().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        let run = try auditkit("audit", path, "--format", "json")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        XCTAssertEqual(Set(object.keys), ["issues", "notEvaluated", "summary"])
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary["elements"], 19)
        let issues = try XCTUnwrap(object["issues"] as? [[String: Any]])
        for issue in issues {
            XCTAssertEqual(Set(issue.keys), ["auditType", "ruleID", "severity", "compactDescription", "detailedDescription", "element"])
            XCTAssertTrue(["failure", "warning"].contains(issue["severity"] as? String))
            XCTAssertNotNil(AccessibilityAuditType(name: issue["auditType"] as? String ?? ""))
            if let element = issue["element"] as? [String: Any] {
                XCTAssertEqual(Set(element.keys), ["elementType", "identifier", "label", "value", "frame", "path"])
            }
        }
        for entry in try XCTUnwrap(object["notEvaluated"] as? [[String: Any]]) {
            XCTAssertEqual(Set(entry.keys), ["auditType", "reason"])
        }
        let failures = issues.filter { $0["severity"] as? String == "failure" }.count
        XCTAssertEqual(summary["failures"], failures)
        XCTAssertEqual(summary["warnings"], issues.count - failures)
        XCTAssertEqual(run.status, failures > 0 ? 1 : 0)
    }

    func testAuditEveryXMLCaptureAsText() throws {
        let directory = try AppiumCaptures.directory()
        let expected = ["wda_apple_health_zh_2018.xml": 66, "wda_expo_signews_fr_traits_2026.xml": 19,
                        "wda_ios_settings_en_reformatted.xml": 93, "wda_rn_deep_nesting_ios16.xml": 94]
        for (file, elements) in expected.sorted(by: { $0.key < $1.key }) {
            let run = try auditkit(["audit", file, "--min-hit-region", "44"], in: directory)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, "Audit of \(file) (appiumXML)", file)
            let summary = try XCTUnwrap(lines.last, file)
            XCTAssertNotNil(summary.range(of: #"^\d+ failures?, \d+ warnings? in \#(elements) elements$"#, options: .regularExpression),
                            "\(file): \(summary)")
            XCTAssertEqual(run.status, summary.hasPrefix("0 failures") ? 0 : 1, file)
            XCTAssertEqual(run.status == 1, lines.contains { $0.hasPrefix("error: ") }, file)
        }
    }

    // MARK: The bundled QuoteApp (needs rules)

    func testQuoteAppOriginalStateFailsAndFixedStatePasses() throws {
        try XCTSkipIf(AccessibilityAuditor.builtInRules.isEmpty, "needs rules: no built-in rule yet")
        let original = try auditkit()
        XCTAssertEqual(original.status, 1, original.stdout)
        XCTAssertTrue(original.stdout.hasPrefix("Audit of QuoteApp (original state)\n"))
        XCTAssertTrue(original.stdout.contains("\nerror: "), original.stdout)
        let fixed = try auditkit("--fixed")
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertFalse(fixed.stdout.contains("\nerror: "), fixed.stdout)
    }

    func testContrastOnACaptureIsNotEvaluated() throws {
        try XCTSkipUnless(AccessibilityAuditor.builtInRules.contains { $0.auditType == .contrast }, "needs rules: no contrast rule yet")
        let path = try AppiumCaptures.directory().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        let run = try auditkit("audit", path, "--types", "contrast", "--format", "json")
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(run.stdout.utf8))
        XCTAssertTrue(report.notEvaluated.contains { $0.auditType == "contrast" }, run.stdout)
        XCTAssertTrue(report.issues.isEmpty, "a capture has no colours: no contrast issue can be evidenced")
    }

    // MARK: Helpers

    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Names of audit types beyond Apple's, as the error message lists them (", name" each).
    private var extendedNames: String {
        AccessibilityAuditType.named.dropFirst(9).map { ", \($0.name)" }.joined()
    }

    private func auditkit(_ arguments: String...) throws -> Run {
        try auditkit(arguments)
    }

    /// Runs the built `auditkit` with `arguments` in `directory`, capturing its output through files.
    private func auditkit(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let outputs = try temporaryDirectory()
        let out = outputs.appendingPathComponent("stdout"), err = outputs.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Run(status: process.terminationStatus,
                   stdout: try String(contentsOf: out, encoding: .utf8),
                   stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// `auditkit` in the products directory that holds this test bundle.
    private func executable() throws -> URL {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in candidates {
            let url = directory.appendingPathComponent("auditkit")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: url.path) {
                return url
            }
        }
        throw XCTSkip("auditkit is not built next to the tests (looked in \(candidates.map(\.path))); run `swift build`")
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CLITests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
