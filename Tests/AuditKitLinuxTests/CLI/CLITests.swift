import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// End-to-end tests of the `auditkit` executable, run as a process from the build's products directory.
final class CLITests: XCTestCase {

    // MARK: Help and usage

    func testHelpExitsZeroAndDescribesTheCommands() throws {
        let run = try auditkit("--help")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("OVERVIEW: "), run.stdout)
        XCTAssertTrue(run.stdout.contains("auditkit audit <file> ... [<audit options>]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("auditkit export [--fixed] [--output <file>]"))
        XCTAssertTrue(
            run.stdout.contains("auditkit describe <file> | --example [--fixed] [--language en|ja] [--output <file>]"))
        for option in [
            "--format <format>", "-o, --output <file>", "--ignore <file>", "--baseline <file>",
            "--write-baseline <file>",
            "--fail-on failure|warning", "--min-hit-region <points>", "--source-root <dir>", "--fail-on-not-evaluated",
        ] {
            XCTAssertTrue(run.stdout.contains("  \(option)  "), option)
        }
        XCTAssertTrue(run.stdout.contains("Known: contrast, elementDetection, hitRegion"))
        XCTAssertEqual(run.stderr, "")
    }

    func testBadUsageExitsTwoWithAMessage() throws {
        let cases: [([String], String)] = [
            (["--format", "yaml"], "unknown format 'yaml'; use text, json, junit or sarif"),
            (["--fail-on", "error"], "--fail-on takes 'failure' or 'warning', not 'error'"),
            (
                ["--baseline", "a.json", "--write-baseline", "b.json"],
                "--baseline and --write-baseline cannot be used together"
            ),
            (["export", "--types", "contrast"], "--types does not apply to 'export'"),
            (["export", "a.json"], "'export' takes no FILE; unexpected 'a.json'"),
            (["describe"], "'describe' needs a FILE, or --example"),
            (["describe", "a.xml", "--example"], "'describe' takes a FILE or --example, not both"),
            (["describe", "a.xml", "--fixed"], "--fixed applies to 'describe --example', not to a FILE"),
            (["describe", "--example", "--language", "fr"], "--language takes 'en' or 'ja', not 'fr'"),
            (["describe", "--example", "--format", "json"], "--format does not apply to 'describe'"),
            (["--language", "ja"], "--language does not apply to the QuoteApp audit"),
            (["--min-hit-region", "0"], "--min-hit-region needs a positive number of points, not '0'"),
            (["--min-hit-region"], "--min-hit-region needs a value"),
            (["--types"], "--types needs a value"),
            (["--types", ","], "--types lists no audit type."),
            (["audit"], "'audit' needs a FILE, or several"),
            (
                ["audit", "a.xml", "b.xml", "--screen", "Home"],
                "--screen applies to one capture; audit the files one by one to use it"
            ),
            (["frobnicate"], "unknown command 'frobnicate'; the commands are audit, export and describe"),
            (
                ["--fixed", "audit", "a.xml"],
                "--fixed does not apply to 'audit'; it applies to the QuoteApp audit, 'export' and 'describe'"
            ),
            (["--colour"], "unknown option '--colour'"),
        ]
        for (arguments, message) in cases {
            let run = try auditkit(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: \(message)"), "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("Run 'auditkit --help' for usage.\n"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }

    /// The command line takes the sets Swift has: `apple`, `extended`, `every` (its default) and
    /// `all` (Apple's iOS seven, as `.all` in Swift).
    func testTypesAcceptsTheNamedSets() throws {
        let apple = try auditkit("--types", "apple")
        XCTAssertEqual(apple.status, 1, apple.stderr)
        XCTAssertTrue(apple.stdout.contains("Element has no description"), apple.stdout)
        let extended = try auditkit("--types", "extended", "--format", "json")
        XCTAssertEqual(extended.status, 0, extended.stderr)
        XCTAssertFalse(extended.stdout.contains("\"auditType\" : \"sufficientElementDescription\""), extended.stdout)
        XCTAssertEqual(try AccessibilityAuditType.parse(list: "apple"), .apple)
        XCTAssertEqual(
            try AccessibilityAuditType.parse(list: "Extended,contrast"),
            AccessibilityAuditType.extended.union(.contrast))
    }

    /// By default the command line runs every type, macOS-only parentChild included; `--types all`
    /// runs Apple's iOS seven, as `.all` does in Swift.
    func testTheDefaultRunsEveryTypeAndAllRunsApplesIOSSet() throws {
        let directory = try temporaryDirectory()
        let capture = directory.appendingPathComponent("container.xml")
        try Data(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" \
            x="0" y="0" width="390" height="844"><XCUIElementTypeWindow type="XCUIElementTypeWindow" \
            x="0" y="0" width="390" height="844"><XCUIElementTypeOther type="XCUIElementTypeOther" \
            name="Play Pause" label="Play Pause" accessible="false" x="0" y="100" width="390" height="44">\
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" accessible="true" \
            x="0" y="100" width="195" height="44"/><XCUIElementTypeButton type="XCUIElementTypeButton" \
            name="Pause" label="Pause" accessible="true" x="195" y="100" width="195" height="44"/>\
            </XCUIElementTypeOther></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
            """.utf8
        ).write(to: capture)
        let every = try auditkit("audit", capture.path)
        XCTAssertTrue(every.stdout.contains("Parent/Child mismatch"), every.stdout)
        let all = try auditkit("audit", capture.path, "--types", "all")
        XCTAssertEqual(all.status, 0, all.stdout + all.stderr)
        XCTAssertFalse(all.stdout.contains("Parent/Child mismatch"), all.stdout)
        XCTAssertTrue(all.stdout.contains("parentChild would have found 1 issue"), all.stdout)
        XCTAssertEqual(try auditkit("audit", capture.path, "--types", "every").stdout, every.stdout)
        // Apple's set is what was asked for: no warning about the types it leaves out, for one
        // capture or several.
        XCTAssertEqual(all.stderr, "")
        let copy = directory.appendingPathComponent("copy.xml")
        try FileManager.default.copyItem(at: capture, to: copy)
        let many = try auditkit("audit", capture.path, copy.path, "--types", "all")
        XCTAssertEqual(many.status, 0, many.stdout + many.stderr)
        XCTAssertEqual(many.stderr, "")
        // A type named beside `all` runs as well, listed or given again, in either order.
        for arguments in [
            ["--types", "all,parentChild"], ["--types", "all", "--types", "parentChild"],
            ["--types", "parentChild", "--types", "all"], ["--types", "parentChild,all"],
        ] {
            let run = try auditkit(["audit", capture.path] + arguments)
            XCTAssertEqual(run.status, every.status, "\(arguments): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stdout.contains("Parent/Child mismatch"), "\(arguments): \(run.stdout)")
            XCTAssertEqual(run.stderr, "", "\(arguments)")
        }
        // The other types named beside `all` do not run more than it and they.
        let contrastBeside = try auditkit("audit", capture.path, "--types", "all,contrast")
        XCTAssertEqual(contrastBeside.stdout, all.stdout)
    }

    func testUnknownAuditTypeExitsTwoListingKnownNames() throws {
        let run = try auditkit("--types", "contrast,bogus")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            """
            auditkit: error: unknown audit type 'bogus'; use one of contrast, elementDetection, hitRegion, \
            sufficientElementDescription, dynamicType, textClipped, trait, action, parentChild\
            \(extendedNames), all, apple, extended, every
            Run 'auditkit --help' for usage.

            """)
    }

    // MARK: Input errors

    func testMalformedXMLExitsTwoNamingFileLineAndColumn() throws {
        let directory = try temporaryDirectory()
        try
            "<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <XCUIElementTypeButton label=\"a\">\n  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
            .write(to: directory.appendingPathComponent("bad.xml"), atomically: true, encoding: .utf8)
        let run = try auditkit(["audit", "bad.xml"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "auditkit: error: bad.xml:4:32: malformed XML: the closing tag does not match the open element\n")
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
        XCTAssertEqual(
            empty.stderr, "auditkit: error: empty.xml: the input is empty: there is no hierarchy to import\n")
        let text = try auditkit(["audit", "notes.txt"], in: directory)
        XCTAssertEqual(text.status, 2)
        XCTAssertTrue(text.stderr.hasPrefix("auditkit: error: notes.txt"), text.stderr)
    }

    // MARK: Auditing captures

    func testAuditCaptureAsJSONHasTheReportStructure() throws {
        let path = try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        let run = try auditkit("audit", path, "--format", "json")
        let object = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        XCTAssertEqual(Set(object.keys), ["issues", "notEvaluated", "summary"])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["elements"] as? Int, 19)
        XCTAssertEqual(summary["systemElements"] as? Int, 0)
        let issues = try XCTUnwrap(object["issues"] as? [[String: Any]])
        XCTAssertFalse(issues.isEmpty)
        // One capture's issues have the keys of several captures' (the run report's), with the
        // element's place in the capture, as text and SARIF give it.
        let other = path.replacingOccurrences(
            of: "wda_expo_signews_fr_traits_2026", with: "wda_ios_settings_en_reformatted")
        let several = try auditkit("audit", path, other, "--format", "json")
        let runReport = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(several.stdout.utf8)) as? [String: Any], several.stdout)
        let screens = try XCTUnwrap(runReport["screens"] as? [[String: Any]])
        let result = try XCTUnwrap(screens.first?["result"] as? [String: Any])
        let runIssues = try XCTUnwrap(result["issues"] as? [[String: Any]])
        XCTAssertEqual(runIssues.count, issues.count)
        let text = try auditkit("audit", path)
        for (issue, runIssue) in zip(issues, runIssues) {
            XCTAssertEqual(
                Set(issue.keys),
                [
                    "auditType", "ruleID", "severity", "compactDescription", "detailedDescription", "element",
                    "evidence",
                    "path", "reference", "foundUnder", "location",
                ])
            XCTAssertEqual(Set(issue.keys), Set(runIssue.keys))
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location as NSDictionary, runIssue["location"] as? NSDictionary)
            XCTAssertEqual(location["file"] as? String, path)
            let line = try XCTUnwrap(location["line"] as? Int)
            let column = try XCTUnwrap(location["column"] as? Int)
            XCTAssertTrue(text.stdout.contains("\(path):\(line):\(column): "), text.stdout)
            XCTAssertEqual(issue["path"] as? String, runIssue["path"] as? String)
            XCTAssertEqual(issue["reference"] as? NSDictionary, runIssue["reference"] as? NSDictionary)
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
        XCTAssertEqual(summary["failures"] as? Int, failures)
        XCTAssertEqual(summary["warnings"] as? Int, issues.count - failures)
        XCTAssertEqual(run.status, failures > 0 ? 1 : 0)
    }

    func testAuditEveryXMLCaptureAsText() throws {
        let directory = try SharedTestData.captures()
        let expected = [
            "wda_apple_health_zh_2018.xml": 66, "wda_expo_signews_fr_traits_2026.xml": 19,
            "wda_ios_settings_en_reformatted.xml": 93, "wda_rn_deep_nesting_ios16.xml": 94,
        ]
        for (file, elements) in expected.sorted(by: { $0.key < $1.key }) {
            let run = try auditkit(["audit", file, "--min-hit-region", "44"], in: directory)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, "Audit of \(file) (appiumXML)", file)
            let summary = try XCTUnwrap(lines.last, file)
            XCTAssertNotNil(
                summary.range(
                    of: #"^\d+ failures?, \d+ warnings? in \#(elements) elements$"#, options: .regularExpression),
                "\(file): \(summary)")
            XCTAssertEqual(run.status, summary.hasPrefix("0 failures") ? 0 : 1, file)
            XCTAssertEqual(run.status == 1, lines.contains { Self.withoutPlace($0).hasPrefix("error: ") }, file)
        }
    }

    // MARK: The bundled QuoteApp

    /// The original lists exactly the talk's two issues, and My Label's contrast as ignored, as the
    /// talk's closure ignores it; the fixed app passes with the same issue ignored.
    func testQuoteAppOriginalStateFailsAndFixedStatePasses() throws {
        let original = try auditkit()
        XCTAssertEqual(original.status, 1, original.stdout)
        let lines = original.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Audit of QuoteApp (original state)")
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("error: ") || $0.hasPrefix("warning: ") }.map {
                $0.prefix(while: { $0 != "," })
            },
            ["error: Element has no description: Image", "error: Label not human-readable: TextView"])
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("error: Element has no description: ") && $0.contains("Image#background") })
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("error: Label not human-readable: TextView, label: 'QUOTE_TEXTVIEW'") })
        let ignored = "ignored: Contrast failed: StaticText, label: 'My Label', {{24, 59}, {342, 15.6}} [contrast.text]"
        let talk = "1 issue ignored, as in the talk: contrast issues, label 'My Label'"
        XCTAssertEqual(Array(lines.suffix(3)), [ignored, talk, "2 failures, 0 warnings in 15 elements"])
        XCTAssertEqual(original.stderr, "")

        let fixed = try auditkit("--fixed")
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        // The fixed app's image-only button: its icon's contrast needs a screenshot (not a pass).
        let icons =
            "not evaluated: contrast: icons are judged from a screenshot's pixels, and none is attached (1 element)"
        XCTAssertEqual(
            fixed.stdout,
            "Audit of QuoteApp (fixed state)\n\(icons)\n\(ignored)\n\(talk)\n0 failures, 0 warnings in 15 elements\n")
    }

    // MARK: Report formats, baselines, ignore lists, severities

    func testSARIFAndJUnitReportsOfACaptureAreValid() throws {
        let capture = try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        let directory = try temporaryDirectory()
        let text = try auditkit("audit", capture)
        for (format, file) in [("sarif", "report.sarif"), ("junit", "report.xml")] {
            let run = try auditkit(["audit", capture, "--format", format, "--output", file], in: directory)
            XCTAssertEqual(run.status, text.status, "\(format): the exit status does not depend on the format")
            XCTAssertEqual(run.stdout, "", "--output writes the report to the file only")
            let url = directory.appendingPathComponent(file)
            let data = try Data(contentsOf: url)
            if format == "sarif" {
                let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                XCTAssertEqual(log["version"] as? String, "2.1.0")
                let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
                XCTAssertEqual(
                    results?.count,
                    text.stdout.split(separator: "\n").map { Self.withoutPlace(String($0)) }.filter {
                        $0.hasPrefix("error: ") || $0.hasPrefix("warning: ")
                    }
                    .count)
            } else {
                XCTAssertTrue(
                    String(decoding: data, as: UTF8.self).contains(
                        "<testsuite name=\"wda_expo_signews_fr_traits_2026.xml\""))
            }
            try ReportValidator.assertValid(format, url)
        }
    }

    func testSARIFLocationsFollowTheSourceRoot() throws {
        let repo = try temporaryDirectory()
        let sub = repo.appendingPathComponent("sub")
        let captures = repo.appendingPathComponent("captures")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        let capture = captures.appendingPathComponent("home.xml")
        try FileManager.default.copyItem(
            at: try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml"), to: capture
        )
        func location(_ arguments: [String]) throws -> String {
            let run = try auditkit(["audit"] + arguments + ["--format", "sarif"], in: sub)
            let log = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
            let result = try XCTUnwrap(
                ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            let physical = try XCTUnwrap(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: String])
            let line = (physical["region"] as? [String: Any])?["startLine"] as? Int
            return "\(artifact["uriBaseId"] ?? "-") \(artifact["uri"] ?? "") line \(line.map(String.init) ?? "none")"
        }
        let root = repo.resolvingSymlinksInPath().path
        // Default root: the working directory (sub); the capture is outside it.
        // The result is at its element's line in the capture (the button's start tag).
        XCTAssertEqual(try location(["../captures/home.xml"]), "- file://\(root)/captures/home.xml line 14")
        XCTAssertEqual(
            try location(["../captures/home.xml", "--source-root", ".."]), "SRCROOT captures/home.xml line 14")
        XCTAssertEqual(try location([capture.path, "--source-root", repo.path]), "SRCROOT captures/home.xml line 14")
    }

    func testFailOnNotEvaluated() throws {
        // The capture has no colours: contrast cannot be evaluated; its hit regions can.
        let capture = try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        XCTAssertEqual(
            try auditkit("audit", capture, "--types", "contrast").status, 0, "listed, not failing, by default")
        let strict = try auditkit("audit", capture, "--types", "contrast", "--fail-on-not-evaluated")
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stderr, "auditkit: not evaluated (--fail-on-not-evaluated): contrast\n")
        XCTAssertEqual(
            try auditkit("audit", capture, "--types", "hitRegion", "--fail-on-not-evaluated").status, 0,
            "everything evaluated")
    }

    func testJUnitOfTheSampleOnStandardOutputIsValid() throws {
        let run = try auditkit("--format", "junit")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "), run.stdout)
        XCTAssertTrue(
            run.stdout.contains("failures=\"2\""),
            "the talk's two issues; My Label's contrast is ignored: \(run.stdout)")
        try ReportValidator.assertValid("junit", text: Data(run.stdout.utf8))
    }

    func testWriteBaselineThenCompare() throws {
        let directory = try temporaryDirectory()
        // The original's issues become the baseline; writing exits 0 although there are failures.
        let write = try auditkit(["--write-baseline", "baseline.json"], in: directory)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertEqual(write.stderr, "auditkit: wrote 2 issues to the baseline baseline.json\n")
        let baseline = try AccessibilityAuditBaseline(
            json: Data(contentsOf: directory.appendingPathComponent("baseline.json")))
        XCTAssertEqual(
            baseline.entries.map(\.ruleID),
            ["sufficientElementDescription.missing", "sufficientElementDescription.notHumanReadable"])
        XCTAssertEqual(Set(baseline.entries.map(\.screen)), ["QuoteApp"])

        // The same app: every issue known, nothing listed, exit 0.
        let same = try auditkit(["--baseline", "baseline.json"], in: directory)
        XCTAssertEqual(same.status, 0, same.stdout)
        XCTAssertFalse(same.stdout.contains("error: "), same.stdout)
        XCTAssertTrue(
            same.stdout.contains("\nbaseline baseline.json: 2 issues known and not listed, 0 new, 0 stale\n"),
            same.stdout)

        // The fixed app: both entries are stale, and listed.
        let fixed = try auditkit(["--fixed", "--baseline", "baseline.json"], in: directory)
        XCTAssertEqual(fixed.status, 0)
        let stale = fixed.stdout.split(separator: "\n").filter { $0.hasPrefix("stale: ") }
        XCTAssertEqual(
            stale,
            [
                "stale: sufficientElementDescription.missing #background (Element has no description): not found any more; remove it from the baseline",
                "stale: sufficientElementDescription.notHumanReadable Window/Other/Other/TextView['QUOTE_TEXTVIEW'] (Label not human-readable): not found any more; remove it from the baseline",
            ])
        XCTAssertTrue(
            fixed.stdout.contains("baseline baseline.json: 0 issues known and not listed, 0 new, 2 stale"), fixed.stdout
        )

        // A baseline of the contrast audit only: the original's description issues are new, exit 1.
        XCTAssertEqual(
            try auditkit(["--write-baseline", "contrast.json", "--types", "contrast"], in: directory).status, 0)
        let new = try auditkit(["--baseline", "contrast.json"], in: directory)
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(new.stdout.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count, 2)

        // In a machine format, stale entries are warnings on standard error.
        let json = try auditkit(["--fixed", "--baseline", "baseline.json", "--format", "json"], in: directory)
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(
            json.stderr.split(separator: "\n").filter { $0.hasPrefix("auditkit: warning: stale baseline entry") }.count,
            2)
        XCTAssertNoThrow(try JSONDecoder().decode(JSONReport.self, from: Data(json.stdout.utf8)))
    }

    func testBaselineAndWriteBaselineOnACapture() throws {
        let capture = try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        let directory = try temporaryDirectory()
        let original = try auditkit(["audit", capture], in: directory)
        XCTAssertEqual(original.status, 1, "the capture has a failure to record")
        XCTAssertEqual(try auditkit(["audit", capture, "--write-baseline", "b.json"], in: directory).status, 0)
        let baseline = try AccessibilityAuditBaseline(
            json: Data(contentsOf: directory.appendingPathComponent("b.json")))
        XCTAssertEqual(Set(baseline.entries.map(\.screen)), ["wda_expo_signews_fr_traits_2026.xml"])
        let compared = try auditkit(["audit", capture, "--baseline", "b.json"], in: directory)
        XCTAssertEqual(compared.status, 0, compared.stdout)
        XCTAssertTrue(
            compared.stdout.contains(
                "issue\(baseline.entries.count == 1 ? "" : "s") known and not listed, 0 new, 0 stale"), compared.stdout)
    }

    func testScreenNamesKeepABaselineValidForARenamedCapture() throws {
        let capture = try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml")
        let directory = try temporaryDirectory()
        let renamed = directory.appendingPathComponent("events-2026-11-29T17-40.xml")
        try FileManager.default.copyItem(at: capture, to: renamed)
        XCTAssertEqual(
            try auditkit(["audit", capture.path, "--screen", "Events", "--write-baseline", "b.json"], in: directory)
                .status, 0)
        let matched = try auditkit(
            ["audit", renamed.path, "--screen", "Events", "--baseline", "b.json"], in: directory)
        XCTAssertEqual(matched.status, 0, matched.stdout + matched.stderr)
        let unnamed = try auditkit(["audit", renamed.path, "--baseline", "b.json"], in: directory)
        XCTAssertEqual(unnamed.status, 1, "without --screen the renamed file is another screen")
        XCTAssertTrue(
            unnamed.stderr.contains(
                "has no entries for the screen 'events-2026-11-29T17-40.xml' (it has 'Events'); name the screen with --screen"
            ),
            unnamed.stderr)
        XCTAssertEqual(try auditkit(["audit", renamed.path, "--screen", ""], in: directory).status, 2)
    }

    func testABadBaselineOrIgnoreFileExitsTwoNamingIt() throws {
        let directory = try temporaryDirectory()
        try #"{"ignore": [{"reason": "no criterion"}]}"#.write(
            to: directory.appendingPathComponent("ignore.json"), atomically: true, encoding: .utf8)
        try #"{"format": "auditkit-ignore-list", "version": 1, "ignore": []}"#.write(
            to: directory.appendingPathComponent("list.json"), atomically: true, encoding: .utf8)
        let ignore = try auditkit(["--ignore", "ignore.json"], in: directory)
        XCTAssertEqual(ignore.status, 2)
        XCTAssertTrue(ignore.stderr.hasPrefix("auditkit: error: ignore.json: "), ignore.stderr)
        let wrongKind = try auditkit(["--baseline", "list.json"], in: directory)
        XCTAssertEqual(wrongKind.status, 2)
        XCTAssertTrue(wrongKind.stderr.hasPrefix("auditkit: error: list.json: "), wrongKind.stderr)
        let missing = try auditkit(["--baseline", "none.json"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("auditkit: error: none.json: cannot read the file"), missing.stderr)
        XCTAssertEqual(missing.stdout, "")
    }

    func testAnIgnoreFileIgnoresAndListsWhatItIgnored() throws {
        let directory = try temporaryDirectory()
        let list = AccessibilityAuditIgnoreList([
            .ruleID("sufficientElementDescription.*", reason: "tracked in TICKET-1")
        ])
        try list.jsonData().write(to: directory.appendingPathComponent("ignore.json"))
        let run = try auditkit(["--ignore", "ignore.json"], in: directory)
        XCTAssertEqual(run.status, 0, run.stdout)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("ignored: ") }.count, 3, "My Label by the talk, two by the file")
        XCTAssertTrue(lines.contains("2 issues ignored by ignore.json"), run.stdout)
        XCTAssertEqual(lines.last, "0 failures, 0 warnings in 15 elements")
    }

    func testFailOnWarning() throws {
        // A label at #777777 on white: 4.47:1, "Contrast nearly passed", a warning.
        let window = Window()
        window.backgroundColor = Color(hex: "#FFFFFF")
        let label = Label(text: "Nearly", frame: CGRect(x: 20, y: 100, width: 300, height: 30))
        label.textColor = Color(hex: "#777777")
        label.font = .systemFont(ofSize: 17, weight: .regular)
        window.addSubview(label)
        let directory = try temporaryDirectory()
        try HeadlessApplication(window, name: "Nearly").snapshot().jsonData().write(
            to: directory.appendingPathComponent("nearly.json"))

        let plain = try auditkit(["audit", "nearly.json", "--types", "contrast"], in: directory)
        XCTAssertEqual(plain.status, 0, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("\nnearly.json:"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains(": warning: Contrast nearly passed: "), plain.stdout)
        XCTAssertTrue(plain.stdout.hasSuffix("0 failures, 1 warning in 3 elements\n"), plain.stdout)
        let strict = try auditkit(
            ["audit", "nearly.json", "--types", "contrast", "--fail-on", "warning"], in: directory)
        XCTAssertEqual(strict.status, 1, strict.stdout)
        let junit = try auditkit(
            ["audit", "nearly.json", "--types", "contrast", "--fail-on", "warning", "--format", "junit"], in: directory)
        XCTAssertTrue(
            junit.stdout.contains("<failure "), "--fail-on warning makes warnings JUnit failures: \(junit.stdout)")
    }

    // MARK: Audit types, wouldAlsoFind, empty screens

    func testANarrowedAuditSaysWhatTheOtherTypesWouldHaveFound() throws {
        let run = try auditkit("--types", "elementDetection")
        XCTAssertEqual(run.status, 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.suffix(2),
            [
                "elementDetection found nothing; contrast would have found 1 issue, sufficientElementDescription would have found 2 issues",
                "0 failures, 0 warnings in 15 elements",
            ])
        let all = try auditkit("--fixed")
        XCTAssertFalse(all.stdout.contains("would have found"), "every type ran: \(all.stdout)")
    }

    func testEveryAuditTypeIsAcceptedAndRuns() throws {
        for (name, _) in AccessibilityAuditType.named {
            let run = try auditkit("--fixed", "--types", name)
            XCTAssertEqual(run.status, 0, "\(name): \(run.stdout)\(run.stderr)")
            XCTAssertEqual(run.stderr, "", "\(name) has a rule: \(run.stderr)")
        }
        let extended = try auditkit(
            "--fixed", "--types",
            "modalContainment,differentiateWithoutColor,reduceTransparency,reduceMotion,smartInvert")
        XCTAssertEqual(extended.status, 0, extended.stderr)
    }

    func testAnEmptyHierarchyExitsTwo() throws {
        let directory = try temporaryDirectory()
        let empty = AccessibilityHierarchy(
            elements: [], rootID: nil, settings: nil, source: .init(kind: .json), problems: [])
        try empty.jsonData().write(to: directory.appendingPathComponent("empty.json"))
        for arguments in [["audit", "empty.json"], ["describe", "empty.json"]] {
            let run = try auditkit(arguments, in: directory)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(
                run.stderr,
                "auditkit: error: empty.json: The hierarchy is empty: there is nothing to audit (an empty screen is not a pass).\n"
            )
            XCTAssertEqual(run.stdout, "")
        }
    }

    func testACaptureOfOnlyAnApplicationAndAWindowExitsTwo() throws {
        let directory = try temporaryDirectory()
        try """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Empty" label="Empty" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="390" height="844"/>
        </XCUIElementTypeApplication></AppiumAUT>
        """.write(to: directory.appendingPathComponent("window.xml"), atomically: true, encoding: .utf8)
        let run = try auditkit(["audit", "window.xml"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "auditkit: error: window.xml: Nothing to audit: the screen holds only an application and a window, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass).\n"
        )
        XCTAssertEqual(run.stdout, "")
    }

    // MARK: export and describe

    func testExportWritesJSONThatAuditReadsBack() throws {
        let directory = try temporaryDirectory()
        let export = try auditkit(["export", "--output", "quote.json"], in: directory)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(export.stdout, "")
        let hierarchy = try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent("quote.json"))
        XCTAssertEqual(hierarchy.elements.count, 15)
        let audit = try auditkit(["audit", "quote.json", "--types", "sufficientElementDescription"], in: directory)
        XCTAssertEqual(audit.status, 1)
        XCTAssertEqual(
            audit.stdout.split(separator: "\n").map { Self.withoutPlace(String($0)) }.filter { $0.hasPrefix("error: ") }
                .map {
                    $0.prefix(while: { $0 != ":" })
                },
            ["error", "error"])
        XCTAssertTrue(
            audit.stdout.contains("error: Element has no description: Image, identifier: 'background'"), audit.stdout)
        XCTAssertTrue(
            audit.stdout.contains("error: Label not human-readable: TextView, label: 'QUOTE_TEXTVIEW'"), audit.stdout)

        let fixed = try auditkit("export", "--fixed")
        XCTAssertEqual(fixed.status, 0)
        let fixedHierarchy = try AccessibilityHierarchy(
            importing: Data(fixed.stdout.utf8), name: "stdout", format: .json)
        XCTAssertNil(
            fixedHierarchy.elements.first { $0.label == "QUOTE_TEXTVIEW" }, "the fixed app moved it to the identifier")
    }

    func testDescribeTheSamplePrintsTheTranscriptAndRotor() throws {
        let run = try auditkit("describe", "--example", "--fixed")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "VoiceOver reads QuoteApp (fixed state) in this order (5 elements):")
        XCTAssertEqual(lines[1], "  1. My Label")
        XCTAssertTrue(lines.contains("  3. New Quote, Button"), run.stdout)
        XCTAssertTrue(lines.contains("  4. Selected, Quote, Tab, 1 of 2"), run.stdout)
        XCTAssertEqual(lines.suffix(2), ["Rotor, Headings: (none)", "Rotor, Links: (none)"])
        XCTAssertFalse(run.stdout.contains("Image"), "the fixed app hides the decorative image from VoiceOver")

        let japanese = try auditkit("describe", "--example", "--language", "ja")
        XCTAssertTrue(japanese.stdout.contains("New Quote、ボタン"), japanese.stdout)
        XCTAssertTrue(japanese.stdout.contains("  3. イメージ\n"), "the original reaches the image: \(japanese.stdout)")
    }

    func testDescribeACapture() throws {
        let directory = try SharedTestData.captures()
        let run = try auditkit(["describe", "wda_expo_signews_fr_traits_2026.xml"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "VoiceOver reads wda_expo_signews_fr_traits_2026.xml in this order (7 elements):")
        XCTAssertTrue(lines.contains("  4. Conflit militaire États-Unis Iran 2026, Button"), run.stdout)
        XCTAssertEqual(lines.count, 1 + 7 + 2)
    }

    func testContrastOnACaptureIsNotEvaluated() throws {
        let path = try SharedTestData.captures().appendingPathComponent("wda_expo_signews_fr_traits_2026.xml").path
        let run = try auditkit("audit", path, "--types", "contrast", "--format", "json")
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(run.stdout.utf8))
        XCTAssertTrue(report.notEvaluated.contains { $0.auditType == "contrast" }, run.stdout)
        XCTAssertTrue(report.issues.isEmpty, "a capture has no colours: no contrast issue can be evidenced")
    }

    // MARK: Helpers

    /// Names of audit types beyond Apple's, as the error message lists them (", name" each).
    private var extendedNames: String {
        AccessibilityAuditType.named.dropFirst(9).map { ", \($0.name)" }.joined()
    }

    private func auditkit(_ arguments: String...) throws -> AuditKitExecutable.Run {
        try AuditKitExecutable.run(arguments)
    }

    private func auditkit(_ arguments: [String], in directory: URL? = nil) throws -> AuditKitExecutable.Run {
        try AuditKitExecutable.run(arguments, in: directory)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CLITests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// `line` without the capture's place that starts an issue line (`home.xml:14:13: `).
    static func withoutPlace(_ line: String) -> String {
        guard let range = line.range(of: #"^\S+:[0-9]+:[0-9]+: "#, options: .regularExpression) else { return line }
        return String(line[range.upperBound...])
    }
}
