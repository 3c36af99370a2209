import Foundation
import SharedTestData
import XCTest

/// `auditkit audit FILE FILE ...` and `auditkit audit DIRECTORY`: many captures audited in
/// parallel (`--jobs`) into one report, the same with one job or many.
final class CLIManyCapturesTests: XCTestCase {
    /// A directory holding the real captures (the page sources at the top, the dumps in `dumps/`),
    /// a note that is no capture, and a hidden file.
    private func captureDirectory() throws -> URL {
        let directory = try ReportFixtures.temporaryDirectory()
        let captures = try SharedTestData.captures()
        let files = try SharedTestData.captureNames()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("dumps"), withIntermediateDirectories: true)
        for file in files {
            let target =
                file.hasSuffix(".txt")
                ? directory.appendingPathComponent("dumps/" + file) : directory.appendingPathComponent(file)
            try FileManager.default.copyItem(at: captures.appendingPathComponent(file), to: target)
        }
        try Data("notes about this run\n".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        try Data("<broken".utf8).write(to: directory.appendingPathComponent(".hidden.xml"))
        return directory
    }

    func testEveryFormatIsTheSameWithOneJobOrMany() throws {
        let directory = try captureDirectory()
        for format in ["text", "json", "junit", "sarif"] {
            let one = try AuditKitExecutable.run(["audit", directory.path, "--jobs", "1", "--format", format])
            let many = try AuditKitExecutable.run(["audit", directory.path, "--jobs", "4", "--format", format])
            XCTAssertEqual(one.stdout, many.stdout, format)
            XCTAssertEqual(one.status, many.status, format)
            XCTAssertEqual(one.status, 1, "the captures have failures (\(format))")
            XCTAssertFalse(one.stdout.isEmpty, format)
        }
    }

    func testADirectoryIsItsCapturesSortedByPathAndNamedByIt() throws {
        let directory = try captureDirectory()
        let run = try AuditKitExecutable.run(["audit", directory.path, "--format", "junit"])
        let suites = run.stdout.components(separatedBy: "<testsuite name=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        XCTAssertEqual(suites.first, "dumps/xcui_debugdesc_testpilot_tabbar_2023.txt")
        XCTAssertEqual(suites, suites.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        XCTAssertTrue(suites.contains("wda_ios_settings_en_reformatted.xml"))
        XCTAssertFalse(suites.contains { $0.contains("notes") || $0.contains("hidden") })
        XCTAssertTrue(run.stderr.contains("warning: skipped \(directory.path)/notes.txt: not a capture"), run.stderr)
    }

    /// Reports and baselines the tool writes into the folder it audits, in every format, never
    /// break the next run: each is skipped as no capture, and the same command can run again,
    /// replacing its own report.
    func testReportsWrittenIntoTheAuditedFolderNeverBreakTheNextRun() throws {
        let directory = try captureDirectory()
        let first = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(first.status, 1, first.stderr)
        let outputs = [
            ("text", "report.txt"), ("json", "report.json"), ("junit", "report.xml"), ("sarif", "report.sarif.json"),
        ]
        for (format, name) in outputs {
            for round in 1...2 {
                let run = try AuditKitExecutable.run([
                    "audit", directory.path, "--format", format, "--output",
                    directory.appendingPathComponent(name).path,
                ])
                XCTAssertEqual(run.status, 1, "\(format), run \(round): \(run.stderr)")
                XCTAssertFalse(run.stderr.contains("error:"), run.stderr)
                XCTAssertFalse(run.stderr.contains("skipped \(directory.path)/\(name)"), "its own output is left out")
            }
        }
        let baseline = directory.appendingPathComponent("baseline.json").path
        for _ in 1...2 {
            let run = try AuditKitExecutable.run(["audit", directory.path, "--write-baseline", baseline])
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let again = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(again.status, first.status, again.stderr)
        XCTAssertEqual(again.stdout, first.stdout)
        for (_, name) in outputs + [("", "baseline.json")] {
            XCTAssertTrue(
                again.stderr.contains("warning: skipped \(directory.path)/\(name): not a capture"), again.stderr)
        }
        XCTAssertTrue(
            again.stderr.contains(
                "skipped \(directory.path)/report.xml: not a capture (neither a page source, hierarchy JSON nor a "
                    + "debugDescription dump): the document element is <testsuites>; expected <AppiumAUT> or an "
                    + "<XCUIElementType…> element"), again.stderr)
    }

    /// Well-formed XML of another kind (a build file, an Android page source) is skipped with a
    /// warning saying why; XML that starts as a page source and is broken, or a page source with
    /// no element, stays an error.
    func testOnlyXMLThatIsAPageSourceIsAnErrorWhenBroken() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        let captures = try SharedTestData.captures()
        try FileManager.default.copyItem(
            at: captures.appendingPathComponent("wda_rn_theapp_home_ios16.xml"),
            to: directory.appendingPathComponent("home.xml"))
        try Data("<project/>\n".utf8).write(to: directory.appendingPathComponent("pom.xml"))
        try Data("<hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\"/></hierarchy>".utf8).write(
            to: directory.appendingPathComponent("android.xml"))
        let skipped = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertTrue(
            skipped.stderr.contains("skipped \(directory.path)/pom.xml: not a capture (neither a page source, "),
            skipped.stderr)
        XCTAssertTrue(skipped.stderr.contains("the document element is <project>"), skipped.stderr)
        XCTAssertTrue(skipped.stderr.contains("this looks like an Android UiAutomator page source"), skipped.stderr)

        for (name, text) in [
            ("cut.xml", "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">"),
            ("empty.xml", "<AppiumAUT></AppiumAUT>"),
            ("broken.xml", "<XCUIElementTypeApplication name=\"a\" name=\"b\"/>"),
        ] {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let run = try AuditKitExecutable.run(["audit", directory.path])
            XCTAssertEqual(run.status, 2, name)
            XCTAssertTrue(run.stderr.contains("error: \(file.path):"), run.stderr)
            try FileManager.default.removeItem(at: file)
        }
    }

    /// A look-alike in a folder is skipped saying what it looks like; an Xcode result bundle given
    /// as the folder says how to get a capture out of it.
    func testLookAlikesInAFolderAreNamed() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        try FileManager.default.copyItem(
            at: try SharedTestData.url("captures/wda_rn_theapp_home_ios16.xml"),
            to: directory.appendingPathComponent("home.xml"))
        try FileManager.default.copyItem(
            at: try SharedTestData.url("screenshots/testTraits.iphone-x.txt"),
            to: directory.appendingPathComponent("views.txt"))
        let run = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "skipped \(directory.path)/views.txt: not a capture (neither a page source, hierarchy JSON nor a "
                    + "debugDescription dump): this looks like a UIKit view description"), run.stderr)

        let bundle = directory.appendingPathComponent("Test.xcresult")
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("Data"), withIntermediateDirectories: true)
        try Data("<plist/>".utf8).write(to: bundle.appendingPathComponent("Info.plist"))
        let result = try AuditKitExecutable.run(["audit", bundle.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("it is an Xcode result bundle"), result.stderr)
    }

    func testTextListsEachScreenThenAllOfThem() throws {
        let directory = try captureDirectory()
        let run = try AuditKitExecutable.run(["audit", directory.path])
        let screens = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }
        XCTAssertEqual(screens.count, 8)
        XCTAssertTrue(
            run.stdout.hasSuffix("8 screens audited: 4 failures, 0 warnings\n"), run.stdout.suffix(200).description)
    }

    func testAnOutputAmongADirectorysCapturesIsRefusedAndTheCaptureKept() throws {
        let directory = try captureDirectory()
        for (option, name) in [
            ("--output", "wda_ios_settings_en_reformatted.xml"), ("--write-baseline", "dumps/x.txt"),
        ] {
            let target =
                name == "dumps/x.txt"
                ? try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("dumps").path)
                    .sorted().first.map { directory.appendingPathComponent("dumps/" + $0) }!
                : directory.appendingPathComponent(name)
            let before = try Data(contentsOf: target)
            let run = try AuditKitExecutable.run(["audit", directory.path, option, target.path, "--jobs", "2"])
            XCTAssertEqual(run.status, 2, option)
            XCTAssertTrue(
                run.stderr.contains(
                    "\(option) \(target.path) is a capture being audited; writing there would destroy it"),
                run.stderr)
            XCTAssertEqual(try Data(contentsOf: target), before, "\(option): the capture is unchanged")
        }
        // An output in the directory that is no capture of it yet is written as usual.
        let report = directory.appendingPathComponent("report.sarif")
        let written = try AuditKitExecutable.run([
            "audit", directory.path, "--format", "sarif", "--output", report.path,
        ])
        XCTAssertEqual(written.status, 1, written.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.path))
    }

    func testLinksInADirectoryAreReadAsCatReadsThem() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        let capture = try SharedTestData.captures().appendingPathComponent("wda_ios_settings_en_reformatted.xml")
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("linked.xml"), withDestinationURL: capture)
        let alone = try AuditKitExecutable.run(["audit", directory.path, "--format", "junit"])
        XCTAssertTrue(alone.stdout.contains("<testsuite name=\"linked.xml\""), alone.stderr + alone.stdout.prefix(300))
        XCTAssertEqual(alone.status, try AuditKitExecutable.run(["audit", capture.path]).status)
        // A link whose target is gone is named as unreadable, not left out.
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("gone.xml"),
            withDestinationURL: directory.appendingPathComponent("missing/page.xml"))
        let broken = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("\(directory.path)/gone.xml: cannot read the file"), broken.stderr)
        XCTAssertTrue(broken.stdout.contains("/linked.xml (appiumXML)"), broken.stdout)
    }

    func testFileNamesReachTheTextReportWithoutControlCharacters() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        let capture = try SharedTestData.captures().appendingPathComponent("wda_ios_settings_en_reformatted.xml")
        for name in ["esc\u{1B}[31m.xml", "two\nlines.xml"] {
            try FileManager.default.copyItem(at: capture, to: directory.appendingPathComponent(name))
        }
        let many = try AuditKitExecutable.run(["audit", directory.path])
        let one = try AuditKitExecutable.run(["audit", directory.appendingPathComponent("esc\u{1B}[31m.xml").path])
        for run in [many, one] {
            XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value == 0x1B }, run.stdout.prefix(300).description)
            XCTAssertTrue(run.stdout.contains("esc\\u{1B}[31m.xml"), run.stdout.prefix(300).description)
        }
        XCTAssertTrue(many.stdout.contains("two\\nlines.xml (appiumXML)"), many.stdout)
        XCTAssertEqual(many.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }.count, 2)
    }

    func testSeveralFilesKeepTheOrderGiven() throws {
        let captures = try SharedTestData.captures()
        let files = ["xcui_debugdesc_zjh_login_zh_2022.txt", "wda_expo_signews_fr_traits_2026.xml"].map {
            captures.appendingPathComponent($0).path
        }
        let run = try AuditKitExecutable.run(["audit"] + files + ["--format", "json", "--jobs", "2"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["format"] as? String, "auditkit-run-report")
        let names = (report["screens"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, ["xcui_debugdesc_zjh_login_zh_2022.txt", "wda_expo_signews_fr_traits_2026.xml"])
    }

    func testAnUnreadableCaptureIsNamedAndTheOthersAreStillReported() throws {
        let directory = try captureDirectory()
        try Data("<AppiumAUT><XCUIElementTypeApplication></AppiumAUT>".utf8).write(
            to: directory.appendingPathComponent("broken.xml"))
        let run = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("auditkit: error: \(directory.path)/broken.xml:1:"), run.stderr)
        XCTAssertTrue(
            run.stdout.contains("8 screens audited: 4 failures, 0 warnings; 1 capture could not be audited"), run.stdout
        )
        let missing = try AuditKitExecutable.run([
            "audit", directory.appendingPathComponent("wda_ios_settings_en_reformatted.xml").path,
            "/nonexistent/page.xml",
        ])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("/nonexistent/page.xml: cannot read the file"), missing.stderr)
    }

    func testUnreadableCapturesAreErrorObjectsInMachineReadableReports() throws {
        let directory = try captureDirectory()
        try Data("<AppiumAUT><XCUIElementTypeApplication></AppiumAUT>".utf8).write(
            to: directory.appendingPathComponent("broken.xml"))
        let broken = directory.appendingPathComponent("broken.xml").path
        // JSON: the run report's errors, each with file, line, column and message, beside the screens.
        let json = try AuditKitExecutable.run(["audit", directory.path, "--format", "json", "--jobs", "2"])
        XCTAssertEqual(json.status, 2)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((report["screens"] as? [Any])?.count, 8)
        let errors = try XCTUnwrap(report["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?["file"] as? String, broken)
        XCTAssertEqual(errors.first?["line"] as? Int, 1)
        XCTAssertNotNil(errors.first?["column"] as? Int)
        XCTAssertFalse((errors.first?["message"] as? String ?? "").isEmpty)
        // JUnit: a suite of its own with one errored test case, counted at the root.
        let junit = try AuditKitExecutable.run(["audit", directory.path, "--format", "junit"])
        XCTAssertEqual(junit.status, 2)
        // Named as the screens are (the name inside the directory), located at the file and line.
        XCTAssertTrue(
            junit.stdout.contains(
                "<testsuite name=\"broken.xml\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"\(broken)\">\n"
                    + "    <testcase classname=\"AuditKitLinux.broken_xml\" name=\"input\" file=\"\(broken)\" line=\"1\">"
            ),
            junit.stdout)
        XCTAssertFalse(junit.stdout.contains("<testsuite name=\"\(broken)\""), junit.stdout)
        XCTAssertTrue(junit.stdout.contains("errors=\"1\">\n  <testsuite"), junit.stdout)
        // SARIF: an unsuccessful invocation with a located error notification.
        let sarif = try AuditKitExecutable.run(["audit", directory.path, "--format", "sarif"])
        XCTAssertEqual(sarif.status, 2)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(
            ((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(invocation["exitCode"] as? Int, 2)
        let notifications = invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []
        XCTAssertEqual(notifications.filter { $0["level"] as? String == "error" }.count, 1)
        // Without a failed capture there is no errors key, and the invocation succeeded.
        try FileManager.default.removeItem(atPath: broken)
        let clean = try AuditKitExecutable.run(["audit", directory.path, "--format", "json"])
        XCTAssertFalse(clean.stdout.contains("\"errors\""), clean.stdout.prefix(300).description)
        // A run that cannot start (no such file) gives the error object alone, as for one capture.
        let missing = try AuditKitExecutable.run(["audit", directory.path, "/nonexistent/page.xml", "--format", "json"])
        XCTAssertEqual(missing.status, 2)
        let error =
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any])["error"]
            as? [String: Any]
        XCTAssertEqual(error?["file"] as? String, "/nonexistent/page.xml")
    }

    func testScreensOfARunCarryTheSystemUISetAsideAndTheModalView() throws {
        let reports = try SharedTestData.url("reports")
        let files = ["permission-alert-over-app.xml", "status-bar-items.xml"].map {
            reports.appendingPathComponent($0).path
        }
        let run = try AuditKitExecutable.run(["audit"] + files + ["--format", "json", "--jobs", "2"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = (report["screens"] as? [[String: Any]] ?? []).compactMap { $0["result"] as? [String: Any] }
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(results.first?["systemInterfaceElements"] as? [String: Int], ["systemAlert": 8])
        XCTAssertEqual((results.first?["modalPresentation"] as? [String: Any])?["kind"] as? String, "alert")
        let behind = (results.first?["issues"] as? [[String: Any]] ?? []).filter {
            ($0["evidence"] as? [String: Any])?["capturedUnderModal"] != nil
        }
        XCTAssertEqual(behind.count, 3)
        XCTAssertEqual(results.last?["systemInterfaceElements"] as? [String: Int], ["statusBar": 7])
        let text = try AuditKitExecutable.run(["audit"] + files)
        XCTAssertEqual(text.stdout.components(separatedBy: "set aside as the system's UI").count - 1, 2, text.stdout)
    }

    func testBaselinesAndIgnoreListsApplyScreenByScreen() throws {
        let directory = try captureDirectory()
        let baseline = directory.appendingPathComponent("baseline.json").path
        let written = try AuditKitExecutable.run(["audit", directory.path, "--write-baseline", baseline, "--jobs", "2"])
        XCTAssertEqual(written.status, 0)
        let entries =
            try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])[
                "entries"] as? [[String: Any]]
        XCTAssertEqual(
            Set(entries?.compactMap { $0["screen"] as? String } ?? []),
            [
                "wda_expo_signews_fr_traits_2026.xml", "dumps/xcui_debugdesc_xcuitest_study_escaped_2022.txt",
                "dumps/xcui_debugdesc_zjh_login_zh_2022.txt",
            ])
        try FileManager.default.removeItem(atPath: baseline)
        let moved = try ReportFixtures.temporaryDirectory()
        let baselineElsewhere = moved.appendingPathComponent("baseline.json").path
        _ = try AuditKitExecutable.run(["audit", directory.path, "--write-baseline", baselineElsewhere])
        let compared = try AuditKitExecutable.run(["audit", directory.path, "--baseline", baselineElsewhere])
        XCTAssertEqual(compared.status, 0, compared.stdout)
        XCTAssertTrue(compared.stdout.contains("8 screens audited: 0 failures, 0 warnings"), compared.stdout)
        XCTAssertTrue(compared.stdout.contains("known and not listed"), compared.stdout)
    }

    func testOptionsForOneCaptureAreRefusedWithSeveral() throws {
        let directory = try captureDirectory()
        for option in [
            ["--screen", "Login"], ["--screenshot", "shot.png"], ["--at-size", "accessibilityMedium=x.xml"],
        ] {
            let run = try AuditKitExecutable.run(["audit", directory.path] + option)
            XCTAssertEqual(run.status, 2, option.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains("\(option[0]) applies to one capture"), run.stderr)
        }
        for jobs in ["0", "-1", "many"] {
            let run = try AuditKitExecutable.run(["audit", directory.path, "--jobs", jobs])
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.stderr.contains("--jobs needs a whole number from 1 to 1024"), run.stderr)
        }
        let empty = try ReportFixtures.temporaryDirectory()
        let none = try AuditKitExecutable.run(["audit", empty.path])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("the directory holds no capture"), none.stderr)
    }

    // MARK: Pairing by name, --exclude, sidecars, the quiet summary

    /// The README's worked example (`Examples/Screenshots`): a capture, its PNG and its capture at AX5.
    private static let example = PackageRoot.appending("Examples/Screenshots")

    /// A device-farm folder: `login.xml` with `login.png` and `login@accessibilityExtraExtraExtraLarge.xml`,
    /// `sub/other.xml` with a PNG of another screen, a sidecar, a stray PNG and an old run to exclude.
    private func farmDirectory() throws -> URL {
        let directory = try ReportFixtures.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (from, to) in [
            ("login.xml", "login.xml"), ("login.png", "login.png"),
            ("login-ax5.xml", "login@accessibilityExtraExtraExtraLarge.xml"), ("login.xml", "sub/other.xml"),
            ("login.xml", "old.xml"),
        ] {
            try manager.copyItem(
                at: Self.example.appendingPathComponent(from), to: directory.appendingPathComponent(to))
        }
        let otherScreen = ScreenCanvas(scale: 2, width: 300, height: 390)  // the other orientation
        try otherScreen.png.write(to: directory.appendingPathComponent("sub/other.png"))
        try otherScreen.png.write(to: directory.appendingPathComponent("stray.png"))
        try Data("where this capture came from\n".utf8).write(to: directory.appendingPathComponent("login.xml.src.txt"))
        return directory
    }

    func testAFoldersScreenshotsAndSizeVariantsArePairedByName() throws {
        let directory = try farmDirectory()
        let run = try AuditKitExecutable.run(["audit", directory.path, "--exclude", "old.*", "--jobs", "2"])
        XCTAssertEqual(run.status, 2, "sub/other.png is not its capture's screen: that screen's input error")
        let screens = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }
        XCTAssertEqual(screens, ["Audit of \(directory.path)/login.xml (appiumXML)"], "the variant is no screen")
        // Contrast measured from the PNG, Dynamic Type judged from the variant.
        XCTAssertTrue(run.stdout.contains("[contrast.text]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[dynamicType.unsupported]"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(
                "paired: screenshot login.png; accessibilityExtraExtraExtraLarge login@accessibilityExtraExtraExtraLarge.xml"
            ), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("; 1 capture could not be audited\n"), run.stdout)
        XCTAssertTrue(
            run.stderr.contains(
                "auditkit: error: \(directory.path)/sub/other.png: unusable screenshot: the screenshot is 600 × 780 pixels"
            ), run.stderr)
        XCTAssertTrue(
            run.stderr.contains("(paired by name with \(directory.path)/sub/other.xml; --no-pairing leaves it out)"))
        XCTAssertTrue(run.stderr.contains("note: left out 1 sidecar file"), run.stderr)
        XCTAssertTrue(run.stderr.contains("note: --exclude left out 1 file (\(directory.path)/old.xml)"), run.stderr)
        XCTAssertTrue(run.stderr.contains("warning: 1 screenshot with no capture of the same name"), run.stderr)
        XCTAssertFalse(run.stderr.contains("not a capture"), run.stderr)

        // The same files given one by one pair alike; a variant given too is not a screen.
        let given = try AuditKitExecutable.run(
            ["audit", "login.xml", "login@accessibilityExtraExtraExtraLarge.xml", "old.xml"], in: directory)
        XCTAssertEqual(given.status, 1, given.stderr)
        XCTAssertEqual(given.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }.count, 2)
        XCTAssertTrue(given.stdout.contains("[dynamicType.unsupported]"), given.stdout)
    }

    func testNoPairingAuditsEveryCaptureOnItsOwn() throws {
        let directory = try farmDirectory()
        let run = try AuditKitExecutable.run([
            "audit", directory.path, "--no-pairing", "--types", "contrast,dynamicType",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let screens = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }
        XCTAssertEqual(screens.count, 4, run.stdout)
        XCTAssertFalse(run.stdout.contains("paired:"), run.stdout)
        XCTAssertTrue(run.stdout.contains("  contrast: the capture has no colours (4 screens)"), run.stdout)
    }

    func testANamedVariantWithoutItsCaptureIsAScreenSaidSo() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        try FileManager.default.copyItem(
            at: Self.example.appendingPathComponent("login-ax5.xml"),
            to: directory.appendingPathComponent("home@accessibilityMedium.xml"))
        try FileManager.default.copyItem(
            at: Self.example.appendingPathComponent("login.xml"), to: directory.appendingPathComponent("user@work.xml"))
        let run = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertEqual(run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }.count, 2)
        XCTAssertTrue(
            run.stderr.contains("warning: \(directory.path)/home@accessibilityMedium.xml is named as a size variant"),
            run.stderr)
        XCTAssertFalse(run.stderr.contains("user@work.xml"), "an @ before no size category is a plain name")
    }

    func testExcludeMatchesPathsAndNamesAndCanLeaveNothing() throws {
        let directory = try farmDirectory()
        let run = try AuditKitExecutable.run(
            ["audit", directory.path, "--exclude", "sub/*", "--exclude", "old.xml", "--exclude", "*.png"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Audit of ") }.count, 1)
        XCTAssertTrue(run.stdout.contains("paired: accessibilityExtraExtraExtraLarge"), run.stdout)
        let nothing = try AuditKitExecutable.run(["audit", directory.path, "--exclude", "*.xml"])
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.stderr.contains("holds no capture (no .xml, .json or .txt file that is not left out)"))
        let notes = try ReportFixtures.temporaryDirectory("notesOnly")
        try Data("notes about this run\n".utf8).write(to: notes.appendingPathComponent("notes.txt"))
        let noCapture = try AuditKitExecutable.run(["audit", notes.path])
        XCTAssertEqual(noCapture.status, 2, "nothing audited is no pass")
        XCTAssertTrue(noCapture.stderr.contains("none of the 1 file is a capture"), noCapture.stderr)
        let empty = try AuditKitExecutable.run(["audit", directory.path, "--exclude", ""])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("--exclude needs a pattern"), empty.stderr)
    }

    func testAFolderSaysWhatWasNotEvaluatedOncePerKindAndVerboseScreenByScreen() throws {
        let directory = try captureDirectory()
        let quiet = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertFalse(quiet.stdout.contains("\nnot evaluated: "), quiet.stdout)
        XCTAssertTrue(
            quiet.stdout.contains("not evaluated on these 8 screens (--verbose lists them screen by screen):\n"))
        XCTAssertTrue(quiet.stdout.contains("\n  contrast: the capture has no colours (8 screens)\n"), quiet.stdout)
        // Once per kind (contrast has two here: no colours, and icons without a screenshot).
        let kinds = quiet.stdout.components(separatedBy: "\n").filter {
            $0.hasPrefix("  contrast: the capture has no colours")
        }
        XCTAssertEqual(kinds.count, 1)
        // Failures first and complete: every issue line of the verbose report is there, before the summary.
        let verbose = try AuditKitExecutable.run(["audit", directory.path, "--verbose"])
        let issues = { (text: String) in
            text.components(separatedBy: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        }
        XCTAssertEqual(issues(quiet.stdout), issues(verbose.stdout))
        XCTAssertEqual(issues(quiet.stdout).count, 4)
        XCTAssertLessThan(
            quiet.stdout.range(of: ": error: ")!.lowerBound,
            quiet.stdout.range(of: "not evaluated on these")!.lowerBound)
        XCTAssertEqual(
            verbose.stdout.components(separatedBy: "\nnot evaluated: contrast: the capture has no colours").count - 1, 8
        )
        XCTAssertEqual(quiet.status, verbose.status)
    }

    /// File names are bytes: a capture whose name is not UTF-8 (Latin-1 `caf\xE9.xml`, `\xFF\xFE.xml`)
    /// is audited, in a directory and named on the command line, and shown escaped.
    func testFileNamesThatAreNotUTF8AreAuditedAndShownEscaped() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        func write(_ name: [UInt8], _ button: String) {
            let page =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\" x=\"0\" y=\"0\" width=\"390\" height=\"844\"><XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\(button)</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>\n"
            ReportFixtures.write(page, named: name, in: directory)
        }
        let small =
            "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Go\" x=\"10\" y=\"10\" width=\"10\" height=\"10\"/>"
        let large =
            "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Go\" x=\"10\" y=\"10\" width=\"100\" height=\"44\"/>"
        write(Array("good.xml".utf8), large)
        write(Array("caf".utf8) + [0xE9] + Array(".xml".utf8), small)
        write([0xFF, 0xFE] + Array(".xml".utf8), small)

        let run = try AuditKitExecutable.run(["audit", directory.path, "--format", "json"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let names = (object?["screens"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        XCTAssertEqual(names, ["caf\\xE9.xml", "good.xml", "\\xFF\\xFE.xml"])

        let text = try AuditKitExecutable.run(["audit", directory.path])
        XCTAssertTrue(text.stdout.contains("Audit of \(directory.path)/caf\\xE9.xml (appiumXML)"), text.stdout)
        XCTAssertTrue(text.stdout.hasSuffix("3 screens audited: 2 failures, 0 warnings\n"), text.stdout)

        // Named directly, through a shell that passes the name's bytes as they are.
        let direct = try AuditKitExecutable.runShell(
            "\"$AUDITKIT\" audit \"$(printf 'caf\\351.xml')\"", in: directory)
        XCTAssertEqual(direct.status, 1, direct.stderr)
        XCTAssertTrue(direct.stdout.hasPrefix("Audit of caf\\xE9.xml (appiumXML)\n"), direct.stdout)
        let missing = try AuditKitExecutable.runShell(
            "\"$AUDITKIT\" audit \"$(printf 'caf\\352.xml')\"", in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("caf\\xEA.xml"), missing.stderr)
    }

    /// Every report names a file whose name is not UTF-8 so that it stays valid in its format and
    /// names the file: SARIF URIs percent-encode its bytes (`caf%E9.xml`, the file itself), and
    /// text, JSON and JUnit show them escaped (`caf\xE9.xml`), for a directory, for one capture,
    /// and for a capture that cannot be imported.
    func testReportsNameAFileThatIsNotUTF8ByItsBytes() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        let page =
            "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\" "
            + "x=\"0\" y=\"0\" width=\"390\" height=\"844\"><XCUIElementTypeButton type=\"XCUIElementTypeButton\" "
            + "label=\"Go\" x=\"10\" y=\"10\" width=\"10\" height=\"10\"/></XCUIElementTypeApplication></AppiumAUT>\n"
        let shell =
            "printf '%s' '\(page)' > \"$(printf 'caf\\351.xml')\"; "
            + "printf '<AppiumAUT><XCUIElementTypeApplication' > \"$(printf 'bad\\351.xml')\""
        XCTAssertEqual(try AuditKitExecutable.runShell(shell, in: directory).status, 0)
        func uris(_ sarif: String) -> Set<String> {
            Set(
                sarif.split(separator: "\n").filter { $0.contains("\"uri\"") && !$0.contains("file://") }.map {
                    $0.trimmingCharacters(in: .whitespaces)
                })
        }
        let folder = try AuditKitExecutable.runShell("\"$AUDITKIT\" audit . --format sarif", in: directory)
        XCTAssertEqual(folder.status, 2, folder.stderr)
        XCTAssertEqual(uris(folder.stdout), ["\"uri\" : \"bad%E9.xml\",", "\"uri\" : \"caf%E9.xml\","])
        let one = try AuditKitExecutable.runShell(
            "\"$AUDITKIT\" audit \"$(printf 'caf\\351.xml')\" --format sarif", in: directory)
        XCTAssertEqual(one.status, 1, one.stderr)
        XCTAssertEqual(uris(one.stdout), ["\"uri\" : \"caf%E9.xml\","])
        let broken = try AuditKitExecutable.runShell(
            "\"$AUDITKIT\" audit \"$(printf 'bad\\351.xml')\" --format sarif", in: directory)
        XCTAssertEqual(broken.status, 2, broken.stderr)
        XCTAssertEqual(uris(broken.stdout), ["\"uri\" : \"bad%E9.xml\","])

        // Text, JUnit and JSON: the name escaped, the same for one capture as in a directory.
        for (arguments, expected) in [
            ("", "caf\\xE9.xml:1:"), ("--format junit", "file=\"caf\\xE9.xml\""),
            ("--format junit", "<testsuite name=\"caf\\xE9.xml\""),
        ] {
            let run = try AuditKitExecutable.runShell(
                "\"$AUDITKIT\" audit \"$(printf 'caf\\351.xml')\" \(arguments)", in: directory)
            XCTAssertTrue(run.stdout.contains(expected), "\(arguments): \(run.stdout)")
            XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value >= 0x10FF80 }, run.stdout)
        }
        // Messages too: the broken capture's error, and a note that is no capture skipped.
        XCTAssertTrue(folder.stderr.contains("error: ./bad\\xE9.xml:1:"), folder.stderr)
        XCTAssertTrue(
            try AuditKitExecutable.runShell(
                "echo notes > \"$(printf 'n\\351.txt')\"; \"$AUDITKIT\" audit .", in: directory
            ).stderr.contains("warning: skipped ./n\\xE9.txt: not a capture"))
        XCTAssertFalse(folder.stderr.unicodeScalars.contains { $0.value >= 0x10FF80 }, folder.stderr)
        // A baseline so named, written and read, alone and in a folder.
        let baseline = try AuditKitExecutable.runShell(
            "B=\"$(printf 'b\\351.json')\"; C=\"$(printf 'caf\\351.xml')\"; "
                + "\"$AUDITKIT\" audit \"$C\" --write-baseline \"$B\" && \"$AUDITKIT\" audit \"$C\" --baseline \"$B\"; "
                + "\"$AUDITKIT\" audit . --exclude 'bad*' --exclude 'n*' --baseline \"$B\"",
            in: directory)
        XCTAssertTrue(baseline.stderr.contains("to the baseline b\\xE9.json"), baseline.stderr)
        XCTAssertTrue(baseline.stdout.contains("baseline b\\xE9.json: 1 issue known and not listed"), baseline.stdout)
        XCTAssertFalse(baseline.stdout.unicodeScalars.contains { $0.value >= 0x10FF80 }, baseline.stdout)
        XCTAssertFalse(baseline.stderr.unicodeScalars.contains { $0.value >= 0x10FF80 }, baseline.stderr)
        let json = try AuditKitExecutable.runShell("\"$AUDITKIT\" audit . --format json", in: directory)
        XCTAssertTrue(json.stdout.contains("\"file\" : \"./caf\\\\xE9.xml\""), json.stdout)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
    }
}
