import Foundation
import XCTest

/// File names in every report: kept as the system has them and escaped once, where each format
/// writes them. Text, JSON and JUnit show a byte that is not UTF-8 as `\xE9` and every other
/// character as it is; SARIF's URIs percent-encode the name's bytes, so each URI names the file
/// itself (decoded back, its bytes are the file name's) and holds no query or fragment.
final class CLIFileNameTests: XCTestCase {
    /// Names that a report or a URI could take for something else, each with how text, JSON and
    /// JUnit show it.
    private static let names: [(bytes: [UInt8], shown: String)] = [
        // Latin-1: a byte that is not UTF-8.
        (Array("caf".utf8) + [0xE9] + Array(".xml".utf8), "caf\\xE9.xml"),
        // `%25` already reads as an escape: a URI that kept it would name `100% done.xml`.
        (Array("100%25 done.xml".utf8), "100%25 done.xml"),
        (Array("log in.xml".utf8), "log in.xml"),
        // `#` would start a URI's fragment, `?` its query.
        (Array("step#2.xml".utf8), "step#2.xml"),
        (Array("why?.xml".utf8), "why?.xml"),
        // e and a combining acute accent (decomposed), not the one scalar é: its bytes kept as they are.
        (Array("cafe\u{301}.xml".utf8), "cafe\u{301}.xml"),
    ]

    private static let page =
        "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\" "
        + "x=\"0\" y=\"0\" width=\"390\" height=\"844\"><XCUIElementTypeButton type=\"XCUIElementTypeButton\" "
        + "label=\"Go\" x=\"10\" y=\"10\" width=\"10\" height=\"10\"/></XCUIElementTypeApplication></AppiumAUT>\n"
    private static let brokenPage = "<AppiumAUT><XCUIElementTypeApplication"

    /// A shell word that is `bytes`, whatever they are: `"$(printf '\143\141…')"`.
    private func shellWord(_ bytes: [UInt8]) -> String {
        "\"$(printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "')\""
    }

    /// The bytes a URI's path stands for: each `%XY` decoded, every other character's UTF-8.
    private func decodedBytes(_ uri: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var utf8 = Array(uri.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return bytes
    }

    /// The `uri` of every artifact location in a SARIF log (results and notifications), checked to be
    /// a path alone (no query, no fragment), relative to `SRCROOT`.
    private func artifactURIs(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        var locations: [[String: Any]] = []
        for result in run["results"] as? [[String: Any]] ?? [] {
            locations += result["locations"] as? [[String: Any]] ?? []
        }
        for invocation in run["invocations"] as? [[String: Any]] ?? [] {
            for notification in invocation["toolExecutionNotifications"] as? [[String: Any]] ?? [] {
                locations += notification["locations"] as? [[String: Any]] ?? []
            }
        }
        return try locations.map { location in
            let artifact = try XCTUnwrap(
                (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT", file: file, line: line)
            let uri = try XCTUnwrap(artifact["uri"] as? String)
            let components = try XCTUnwrap(URLComponents(string: uri), uri, file: file, line: line)
            XCTAssertNil(components.query, uri, file: file, line: line)
            XCTAssertNil(components.fragment, uri, file: file, line: line)
            XCTAssertEqual(components.percentEncodedPath, uri, file: file, line: line)
            return uri
        }
    }

    /// Whether `text` holds a stand-in scalar for a byte that is not UTF-8 (U+10FF80–U+10FFFF).
    private func holdsStandIns(_ text: String) -> Bool { text.unicodeScalars.contains { $0.value >= 0x10FF80 } }

    /// `auditkit audit TARGET --format FORMAT` in `directory` (`target` a shell word), checked to
    /// exit with `status` and to print no stand-in scalar.
    private func audit(
        _ target: String, _ format: String, in directory: URL, status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> AuditKitExecutable.Run {
        let run = try AuditKitExecutable.runShell("\"$AUDITKIT\" audit \(target) --format \(format)", in: directory)
        XCTAssertEqual(run.status, status, "\(target) \(format): \(run.stderr)", file: file, line: line)
        XCTAssertFalse(holdsStandIns(run.stdout + run.stderr), "\(target) \(format)", file: file, line: line)
        return run
    }

    /// One capture named on the command line, audited in each format.
    func testOneCaptureNamesItsFileInEveryFormat() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        for name in Self.names {
            ReportFixtures.write(Self.page, named: name.bytes, in: directory)
            func run(_ format: String) throws -> AuditKitExecutable.Run {
                try audit(shellWord(name.bytes), format, in: directory, status: 1)
            }
            let text = try run("text").stdout
            XCTAssertTrue(text.hasPrefix("Audit of \(name.shown) (appiumXML)\n"), text)
            XCTAssertTrue(text.contains("\n\(name.shown):1:"), text)
            let junit = try run("junit").stdout
            XCTAssertTrue(junit.contains("<testsuite name=\"\(name.shown)\""), junit)
            XCTAssertTrue(junit.contains(" file=\"\(name.shown)\""), junit)
            XCTAssertTrue(junit.contains("At: \(name.shown):1:"), junit)
            // One capture's JSON report is its issues alone, which name no file.
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(try run("json").stdout.utf8)))
            let uris = try artifactURIs(try run("sarif").stdout)
            XCTAssertFalse(uris.isEmpty, name.shown)
            for uri in uris { XCTAssertEqual(decodedBytes(uri), name.bytes, uri) }
        }
    }

    /// A directory of captures so named, audited in each format into one report.
    func testADirectoryNamesEachFileInEveryFormat() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        for name in Self.names { ReportFixtures.write(Self.page, named: name.bytes, in: directory) }
        let shown = Set(Self.names.map { "./" + $0.shown })
        func run(_ format: String) throws -> String {
            try audit(".", format, in: directory, status: 1).stdout
        }
        let text = try run("text")
        for file in shown { XCTAssertTrue(text.contains("Audit of \(file) (appiumXML)\n\(file):1:"), text) }
        let object = try JSONSerialization.jsonObject(with: Data(try run("json").utf8)) as? [String: Any]
        let screens = try XCTUnwrap(object?["screens"] as? [[String: Any]])
        XCTAssertEqual(Set(screens.compactMap { $0["file"] as? String }), shown)
        XCTAssertEqual(
            Set(screens.compactMap { $0["name"] as? String }), Set(Self.names.map(\.shown)))
        let junit = try run("junit")
        for file in shown { XCTAssertTrue(junit.contains(" file=\"\(file)\""), file) }
        let uris = try artifactURIs(try run("sarif"))
        XCTAssertEqual(Set(uris.compactMap(decodedBytes)), Set(Self.names.map(\.bytes)))
        // The files pairing gives a screen are named as its capture is: a size variant beside it.
        let paired = try ReportFixtures.temporaryDirectory()
        ReportFixtures.write(Self.page, named: Self.names[0].bytes, in: paired)
        let variant = Array("caf".utf8) + [0xE9] + Array("@accessibilityExtraExtraExtraLarge.xml".utf8)
        ReportFixtures.write(Self.page, named: variant, in: paired)
        let pairedText = try audit(".", "text", in: paired, status: 1).stdout
        XCTAssertTrue(
            pairedText.contains(
                "\npaired: accessibilityExtraExtraExtraLarge caf\\xE9@accessibilityExtraExtraExtraLarge.xml\n"),
            pairedText)
    }

    /// A capture so named that cannot be imported: the error names its file in each format.
    func testAnInputErrorNamesItsFileInEveryFormat() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        for name in Self.names {
            ReportFixtures.write(Self.brokenPage, named: name.bytes, in: directory)
            func run(_ format: String) throws -> AuditKitExecutable.Run {
                let run = try audit(shellWord(name.bytes), format, in: directory, status: 2)
                XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: \(name.shown):1:"), run.stderr)
                return run
            }
            _ = try run("text")
            let object = try JSONSerialization.jsonObject(with: Data(try run("json").stdout.utf8)) as? [String: Any]
            XCTAssertEqual((object?["error"] as? [String: Any])?["file"] as? String, name.shown)
            let junit = try run("junit").stdout
            XCTAssertTrue(junit.contains("<testsuite name=\"\(name.shown)\""), junit)
            XCTAssertTrue(junit.contains(" file=\"\(name.shown)\""), junit)
            let uris = try artifactURIs(try run("sarif").stdout)
            XCTAssertEqual(uris.map(decodedBytes), [name.bytes], name.shown)
        }
    }

    /// A file literally named `caf\xE9.json` (a backslash, then `xE9`) beside one whose name has the
    /// byte E9 are two files that text shows alike; SARIF's URI names the one the error is about.
    func testAnErrorAboutAFileNamedLikeAnEscapeNamesThatFile() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        ReportFixtures.write(Self.page, named: Array("login.xml".utf8), in: directory)
        let literal = Array("caf\\xE9.json".utf8)
        let latin1 = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
        // Each in turn the broken ignore list, the other a baseline that reads.
        for (broken, baseline) in [(literal, latin1), (latin1, literal)] {
            XCTAssertEqual(
                try AuditKitExecutable.runShell(
                    "\"$AUDITKIT\" audit login.xml --write-baseline \(shellWord(baseline))", in: directory
                ).status, 0)
            ReportFixtures.write("{", named: broken, in: directory)
            let run = try AuditKitExecutable.runShell(
                "\"$AUDITKIT\" audit login.xml --ignore \(shellWord(broken)) --baseline \(shellWord(baseline)) "
                    + "--format sarif",
                in: directory)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(try artifactURIs(run.stdout).map(decodedBytes), [broken], run.stdout)
        }
    }

    /// Screen names are text, so two files whose names Unicode takes for one text (é composed, and
    /// e with a combining accent) would be one screen: refused, saying so; two files of one name in
    /// two folders, named on the command line, are refused with the way to tell them apart.
    func testTwoCapturesOfOneScreenNameAreRefusedSayingWhy() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        for name in ["caf\u{E9}.xml", "cafe\u{301}.xml"] {
            ReportFixtures.write(Self.page, named: Array(name.utf8), in: directory)
        }
        let twoForms = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(twoForms.status, 2, twoForms.stderr)
        XCTAssertTrue(
            twoForms.stderr.contains("two captures would both be the screen 'café.xml' ("), twoForms.stderr)
        XCTAssertTrue(twoForms.stderr.contains("their names are one text to Unicode, written in two ways"))
        XCTAssertFalse(twoForms.stderr.contains("give the directory"), twoForms.stderr)

        for folder in ["a", "b"] {
            let inside = directory.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
            ReportFixtures.write(Self.page, named: Array("login.xml".utf8), in: inside)
        }
        let twoFolders = try AuditKitExecutable.run(["audit", "a/login.xml", "b/login.xml"], in: directory)
        XCTAssertEqual(twoFolders.status, 2, twoFolders.stderr)
        XCTAssertTrue(
            twoFolders.stderr.contains(
                "two captures would both be the screen 'login.xml' (a/login.xml and b/login.xml); "
                    + "give the directory that holds them, or audit them separately with --screen"),
            twoFolders.stderr)
        // Apart, each is a screen of its own.
        XCTAssertEqual(try AuditKitExecutable.run(["audit", "a"], in: directory).status, 1)
    }
}
