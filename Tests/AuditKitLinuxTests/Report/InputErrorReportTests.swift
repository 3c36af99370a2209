import AuditKitLinux
import Foundation
import XCTest

/// Errors in the format asked for: an input that cannot be read still exits 2 with the message on
/// standard error, and `--format json|sarif|junit` puts a machine-readable error on standard output
/// (or in `--output`), so a CI step that parses the report gets something.
final class InputErrorReportTests: XCTestCase {
    private let located = InputErrorReport(
        file: "login.xml", line: 4, column: 3, message: "malformed XML: the closing tag does not match the open element"
    )

    // MARK: The documents

    func testJSONHasEveryKey() throws {
        XCTAssertEqual(
            String(decoding: try located.json(), as: UTF8.self),
            """
            {
              "error" : {
                "column" : 3,
                "file" : "login.xml",
                "line" : 4,
                "message" : "malformed XML: the closing tag does not match the open element"
              }
            }

            """)
        let unlocated =
            try JSONSerialization.jsonObject(with: InputErrorReport(file: "a.xml", message: "Nothing to audit").json())
            as? [String: [String: Any]]
        XCTAssertTrue(unlocated?["error"]?["line"] is NSNull)
        XCTAssertEqual(
            located.description, "login.xml:4:3: malformed XML: the closing tag does not match the open element")
        XCTAssertEqual(
            InputErrorReport(HierarchyImportError(.malformedXML, name: "b.xml", line: 2, column: 9, message: "m")),
            InputErrorReport(file: "b.xml", line: 2, column: 9, message: "m"))
    }

    func testSARIFIsAValidLogOfAFailedRun() throws {
        let data = try located.sarif(sourceRoot: "/repo")
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["level"] as? String, "error")
        let physical = try XCTUnwrap(
            ((notification["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "login.xml")
        XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 4, "startColumn": 3])
        try ReportValidator.assertValid("sarif", text: data)
        try ReportValidator.assertValid("sarif", text: InputErrorReport(file: nil, message: "no file").sarif())
    }

    func testJUnitIsAValidReportWithOneError() throws {
        let xml = located.junit()
        XCTAssertTrue(
            xml.contains(#"<testsuites name="AuditKitLinux accessibility audit" tests="1" failures="0" errors="1">"#),
            xml)
        XCTAssertTrue(
            xml.contains(
                #"<error type="input" message="malformed XML: the closing tag does not match the open element">login.xml:4:3: "#
            ), xml)
        try ReportValidator.assertValid("junit", text: Data(xml.utf8))
        try ReportValidator.assertValid(
            "junit", text: Data(InputErrorReport(file: nil, message: "a <b> & c").junit().utf8))
    }

    // MARK: The command line

    private func directory(writing files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "InputErrorReportTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    private let malformed = "<AppiumAUT>\n  <XCUIElementTypeApplication>\n</AppiumAUT>\n"

    func testAMalformedCaptureGivesAnErrorObjectInEachFormat() throws {
        let folder = try directory(writing: ["bad.xml": malformed])
        let text = try AuditKitExecutable.run(["audit", "bad.xml"], in: folder)
        XCTAssertEqual(text.status, 2)
        XCTAssertEqual(text.stdout, "", "the text format keeps the message on standard error only")

        let json = try AuditKitExecutable.run(["audit", "bad.xml", "--format", "json"], in: folder)
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stderr.hasPrefix("auditkit: error: bad.xml:3:"), json.stderr)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [String: Any]], json.stdout)
        let error = try XCTUnwrap(object["error"])
        XCTAssertEqual(error["file"] as? String, "bad.xml")
        XCTAssertEqual(error["line"] as? Int, 3)
        XCTAssertNotNil(error["column"] as? Int)
        XCTAssertTrue((error["message"] as? String)?.hasPrefix("malformed XML: ") == true)

        let sarif = try AuditKitExecutable.run(["audit", "bad.xml", "--format", "sarif"], in: folder)
        XCTAssertEqual(sarif.status, 2)
        try ReportValidator.assertValid("sarif", text: Data(sarif.stdout.utf8))
        XCTAssertTrue(sarif.stdout.contains(#""executionSuccessful" : false"#))

        let junit = try AuditKitExecutable.run(["audit", "bad.xml", "--format", "junit"], in: folder)
        XCTAssertEqual(junit.status, 2)
        try ReportValidator.assertValid("junit", text: Data(junit.stdout.utf8))
        XCTAssertTrue(junit.stdout.contains("<error type=\"input\""))
        // Its suite is named as the capture's screen would have been (the file's name, as several
        // captures' are named), its test case located at the file and line; an ignore list's error
        // keeps the ignore list's name (below).
        let path = folder.appendingPathComponent("bad.xml").path
        let named = try AuditKitExecutable.run(["audit", path, "--format", "junit"])
        XCTAssertTrue(
            named.stdout.contains(
                "<testsuite name=\"bad.xml\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"\(path)\">\n"
                    + "    <testcase classname=\"AuditKitLinux.bad_xml\" name=\"input\" file=\"\(path)\" line=\"3\">"),
            named.stdout)
        try ReportValidator.assertValid("junit", text: Data(named.stdout.utf8))
    }

    func testNothingToAuditAndAMissingFileAreErrorsInTheFormatToo() throws {
        let overlay = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="R" label="R" x="0" y="0" width="402" height="874" accessible="false">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="402" height="874" accessible="false">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="LogBox" label="LogBox" x="0" y="0" width="402" height="874" accessible="false"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let fine = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="R" label="R" x="0" y="0" width="402" height="874">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="OK" label="OK" x="16" y="100" width="100" height="44" accessible="true"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let folder = try directory(writing: ["overlay.xml": overlay, "fine.xml": fine])
        let empty = try AuditKitExecutable.run(["audit", "overlay.xml", "--format", "json"], in: folder)
        XCTAssertEqual(empty.status, 2)
        let error = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) as? [String: [String: Any]])?["error"],
            empty.stdout)
        XCTAssertEqual(error["file"] as? String, "overlay.xml")
        XCTAssertTrue(error["line"] is NSNull)
        XCTAssertTrue((error["message"] as? String)?.hasPrefix("Nothing to audit: ") == true, "\(error)")
        let missing = try AuditKitExecutable.run(["audit", "nowhere.xml", "--format", "json"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stdout.contains(#""file" : "nowhere.xml""#), missing.stdout)
        let ignore = try AuditKitExecutable.run(
            ["audit", "fine.xml", "--ignore", "none.json", "--format", "junit"], in: folder)
        XCTAssertEqual(ignore.status, 2)
        XCTAssertTrue(ignore.stdout.contains("errors=\"1\""), ignore.stdout)
        XCTAssertTrue(ignore.stdout.contains("testsuite name=\"none.json\""), ignore.stdout)
    }

    func testTheErrorDocumentGoesToOutputWhenGiven() throws {
        let folder = try directory(writing: ["bad.xml": malformed])
        let run = try AuditKitExecutable.run(
            ["audit", "bad.xml", "--format", "json", "--output", "report.json"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        let written = try Data(contentsOf: folder.appendingPathComponent("report.json"))
        XCTAssertNotNil((try JSONSerialization.jsonObject(with: written) as? [String: Any])?["error"])
    }
}
