import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Careless use of the command line: failed writes to standard output and error, outputs that
/// name an input, files the user may not write, standard input, and control characters in labels.
/// Every one ends with an exit status and a message; none traps and none loses a file.
final class CLIHostileUseTests: XCTestCase {

    // MARK: Standard output and error that cannot be written

    func testAFullStandardOutputExitsTwoWithAMessage() throws {
        let run = try AuditKitExecutable.runShell(#""$AUDITKIT" > /dev/full"#)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "auditkit: error: cannot write to standard output: no space left on the device; "
                + "free some space, or write the report elsewhere with --output\n")
    }

    func testAClosedStandardOutputExitsTwoWithAMessage() throws {
        for arguments in ["", "--help", "export", "describe --example"] {
            let run = try AuditKitExecutable.runShell(#""$AUDITKIT" "# + arguments + " >&-")
            XCTAssertEqual(run.status, 2, arguments)
            XCTAssertTrue(
                run.stderr.hasPrefix("auditkit: error: cannot write to standard output: it is closed"),
                "\(arguments): \(run.stderr)")
        }
    }

    func testAClosedStandardOutputIsNotTakenByTheNextFileOpened() throws {
        // With descriptor 1 closed, the first file opened would get it: the report must not end up there.
        let directory = try temporaryDirectory()
        try capture(label: "Go").write(to: directory.appendingPathComponent("cap.xml"))
        let before = try Data(contentsOf: directory.appendingPathComponent("cap.xml"))
        let run = try AuditKitExecutable.runShell(#""$AUDITKIT" audit cap.xml >&-"#, in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("cap.xml")), before)
    }

    func testAFullStandardErrorStillExitsTwo() throws {
        XCTAssertEqual(try AuditKitExecutable.runShell(#""$AUDITKIT" --bogus 2>/dev/full"#).status, 2)
        XCTAssertEqual(try AuditKitExecutable.runShell(#""$AUDITKIT" audit missing.xml 2>&-"#).status, 2)
    }

    func testABrokenPipeWithSIGPIPEIgnoredExitsTwo() throws {
        let directory = try temporaryDirectory()
        let buttons = String(
            repeating: #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="1" y="1" width="9" height="9"/>"#,
            count: 2000)
        try page(buttons).write(to: directory.appendingPathComponent("big.xml"))
        // The reader takes one byte and leaves; the report is far longer than a pipe holds.
        let run = try AuditKitExecutable.runShell(
            #"trap '' PIPE; { "$AUDITKIT" audit big.xml 2>err.txt; echo "rc=$?" > rc.txt; } | head -c1 >/dev/null; cat rc.txt err.txt"#,
            in: directory)
        XCTAssertTrue(run.stdout.hasPrefix("rc=2\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains("auditkit: error: cannot write to standard output: the reader of the pipe has gone"),
            run.stdout)
    }

    // MARK: Outputs that would destroy an input

    func testAnOutputNamingTheCaptureIsRefusedAndTheCaptureKept() throws {
        let directory = try temporaryDirectory()
        let original = capture(label: nil)
        try original.write(to: directory.appendingPathComponent("cap.xml"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.xml").path, withDestinationPath: "cap.xml")
        XCTAssertEqual(
            link(directory.appendingPathComponent("cap.xml").path, directory.appendingPathComponent("hard.xml").path), 0
        )
        let cases: [([String], String)] = [
            (
                ["audit", "cap.xml", "--output", "cap.xml"],
                "--output cap.xml is the capture being audited; writing there would destroy it."
            ),
            (
                ["audit", "cap.xml", "--output", "./cap.xml"],
                "--output ./cap.xml is the capture being audited (cap.xml)"
            ),
            (["audit", "cap.xml", "--output", "link.xml"], "--output link.xml is the capture being audited (cap.xml)"),
            (["audit", "cap.xml", "-o", "hard.xml"], "--output hard.xml is the capture being audited (cap.xml)"),
            (
                ["audit", "cap.xml", "--write-baseline", "cap.xml"],
                "--write-baseline cap.xml is the capture being audited"
            ),
            (
                ["audit", "cap.xml", "--format", "sarif", "--output=cap.xml"],
                "--output cap.xml is the capture being audited"
            ),
            (["describe", "cap.xml", "--output", "cap.xml"], "--output cap.xml is the capture being described"),
        ]
        for (arguments, message) in cases {
            let run = try AuditKitExecutable.run(arguments, in: directory)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: " + message), "\(arguments): \(run.stderr)")
            XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("cap.xml")), original, "\(arguments)")
            if arguments.contains("sarif") {
                // The error in the format asked for goes to standard output, never over the input.
                XCTAssertTrue(run.stdout.contains("\"executionSuccessful\" : false"), run.stdout)
            }
        }
    }

    func testAnOutputNamingTheBaselineOrIgnoreListIsRefused() throws {
        let directory = try temporaryDirectory()
        try capture(label: nil).write(to: directory.appendingPathComponent("cap.xml"))
        XCTAssertEqual(
            try AuditKitExecutable.run(["audit", "cap.xml", "--write-baseline", "bl.json"], in: directory).status, 0)
        let baseline = try Data(contentsOf: directory.appendingPathComponent("bl.json"))
        let ignore = Data(
            #"{"format": "auditkit-ignore-list", "version": 1, "ignore": [{"ruleID": "hitRegion.*"}]}"#.utf8)
        try ignore.write(to: directory.appendingPathComponent("ignore.json"))

        let run = try AuditKitExecutable.run(
            ["audit", "cap.xml", "--baseline", "bl.json", "--output", "bl.json"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "auditkit: error: --output bl.json is the baseline read (--baseline); writing there would destroy it. "
                + "Write to another file\n")
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("bl.json")), baseline)
        XCTAssertEqual(
            try AuditKitExecutable.run(["audit", "cap.xml", "--baseline", "bl.json"], in: directory).status, 0,
            "the baseline still works")

        let ignoreRun = try AuditKitExecutable.run(
            ["audit", "cap.xml", "--ignore", "ignore.json", "--write-baseline", "ignore.json"], in: directory)
        XCTAssertEqual(ignoreRun.status, 2)
        XCTAssertTrue(
            ignoreRun.stderr.hasPrefix(
                "auditkit: error: --write-baseline ignore.json is the ignore list read (--ignore)"), ignoreRun.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("ignore.json")), ignore)
        // The sample audit reads inputs too.
        let sample = try AuditKitExecutable.run(["--ignore", "ignore.json", "--output", "ignore.json"], in: directory)
        XCTAssertEqual(sample.status, 2)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("ignore.json")), ignore)
    }

    func testTwoOutputsNamingOneFileAreRefused() throws {
        let directory = try temporaryDirectory()
        try capture(label: nil).write(to: directory.appendingPathComponent("cap.xml"))
        // A new file (not there yet), and the same file through another spelling.
        for (baseline, output) in [("bl.json", "bl.json"), ("bl.json", "./bl.json"), ("out/../bl.json", "bl.json")] {
            try? FileManager.default.createDirectory(
                at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
            let run = try AuditKitExecutable.run(
                ["audit", "cap.xml", "--write-baseline", baseline, "--output", output], in: directory)
            XCTAssertEqual(run.status, 2, "\(baseline) \(output)")
            XCTAssertEqual(
                run.stderr,
                "auditkit: error: --write-baseline \(baseline) and --output \(output) name the same file; "
                    + "one would overwrite the other. Give each its own file\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("bl.json").path))
        }
        // Two outputs to a device are fine.
        let devices = try AuditKitExecutable.run(
            ["audit", "cap.xml", "--write-baseline", "/dev/null", "--output", "/dev/null"], in: directory)
        XCTAssertEqual(devices.status, 0, devices.stderr)
    }

    func testStandardInputRedirectedFromTheOutputFileIsRefused() throws {
        let directory = try temporaryDirectory()
        let original = capture(label: nil)
        try original.write(to: directory.appendingPathComponent("cap.xml"))
        let run = try AuditKitExecutable.runShell(#""$AUDITKIT" audit - --output cap.xml < cap.xml"#, in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.hasPrefix("auditkit: error: --output cap.xml is standard input (the capture)"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("cap.xml")), original)
    }

    // MARK: Replacing files

    func testReplacingAFileKeepsItsModeAndItsHardLinks() throws {
        let directory = try temporaryDirectory()
        try capture(label: "Go").write(to: directory.appendingPathComponent("cap.xml"))
        let secret = directory.appendingPathComponent("private.txt")
        try Data("secret\n".utf8).write(to: secret)
        XCTAssertEqual(chmod(secret.path, 0o600), 0)
        XCTAssertEqual(
            try AuditKitExecutable.run(["audit", "cap.xml", "--output", "private.txt"], in: directory).status, 0)
        XCTAssertEqual(try mode(of: secret.path), 0o600, "the report is as private as the file it replaced")
        XCTAssertTrue(try String(contentsOf: secret, encoding: .utf8).hasPrefix("Audit of cap.xml"))

        let shared = directory.appendingPathComponent("shared.txt")
        let other = directory.appendingPathComponent("other-name.txt")
        try Data("old\n".utf8).write(to: shared)
        XCTAssertEqual(link(shared.path, other.path), 0)
        XCTAssertEqual(
            try AuditKitExecutable.run(["audit", "cap.xml", "--output", "shared.txt"], in: directory).status, 0)
        XCTAssertEqual(try Data(contentsOf: other), try Data(contentsOf: shared), "both names still show one file")
        XCTAssertTrue(try String(contentsOf: other, encoding: .utf8).hasPrefix("Audit of cap.xml"))

        // A new file gets the usual mode (0666 less the umask of the shell, 022 here).
        let run = try AuditKitExecutable.runShell(
            #"umask 022; "$AUDITKIT" audit cap.xml --output new.txt"#, in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try mode(of: directory.appendingPathComponent("new.txt").path), 0o644)
    }

    func testAReadOnlyFileIsNotReplaced() throws {
        let directory = try temporaryDirectory()
        XCTAssertEqual(chmod(directory.path, 0o777), 0)
        let cap = directory.appendingPathComponent("cap.xml")
        try capture(label: "Go").write(to: cap)
        XCTAssertEqual(chmod(cap.path, 0o644), 0)
        let readOnly = directory.appendingPathComponent("ro.txt")
        try Data("keep\n".utf8).write(to: readOnly)
        XCTAssertEqual(chmod(readOnly.path, 0o444), 0)
        // Root may write any file (so a shell's `>` would replace it too): run as nobody then.
        let prefix = geteuid() == 0 ? "setpriv --reuid=nobody --regid=nogroup --clear-groups " : ""
        let run = try AuditKitExecutable.runShell(prefix + #""$AUDITKIT" audit cap.xml --output ro.txt"#, in: directory)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "auditkit: error: ro.txt: cannot write the file: it is read-only for you (mode 444); "
                + "make it writable (chmod u+w ro.txt) or choose another file\n")
        XCTAssertEqual(try String(contentsOf: readOnly, encoding: .utf8), "keep\n")
        XCTAssertEqual(try mode(of: readOnly.path), 0o444)

        // A file the user may write in a directory where they may not create one (no temporary
        // file beside it) is written in place, as a shell's `>` would.
        guard geteuid() == 0 else { return }
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let open = locked.appendingPathComponent("open.txt")
        try Data("old\n".utf8).write(to: open)
        XCTAssertEqual(chmod(open.path, 0o666), 0)
        XCTAssertEqual(chmod(locked.path, 0o755), 0)
        let inPlace = try AuditKitExecutable.runShell(
            prefix + #""$AUDITKIT" audit cap.xml --output locked/open.txt"#, in: directory)
        XCTAssertEqual(inPlace.status, 0, inPlace.stderr)
        XCTAssertTrue(try String(contentsOf: open, encoding: .utf8).hasPrefix("Audit of cap.xml"))
        XCTAssertEqual(try mode(of: open.path), 0o666)
    }

    func testOutputErrorsSayWhatIsWrongInWords() throws {
        let directory = try temporaryDirectory()
        try capture(label: "Go").write(to: directory.appendingPathComponent("cap.xml"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (
                ["audit", "cap.xml", "--output", "reports"],
                "reports: cannot write the file: it is a directory; name a file (such as reports/report.txt)"
            ),
            (
                ["audit", "cap.xml", "--output", "missing/report.txt"],
                "missing/report.txt: cannot write the file: its directory does not exist; create it first, or check the path"
            ),
            (
                ["audit", "cap.xml", "--output", "cap.xml/report.txt"],
                "cap.xml/report.txt: cannot write the file: a part of the path is not a directory; check the path"
            ),
        ]
        for (arguments, message) in cases {
            let run = try AuditKitExecutable.run(arguments, in: directory)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, "auditkit: error: \(message)\n", "\(arguments)")
        }
    }

    // MARK: Reading inputs

    func testInputErrorsSayWhatIsWrongInWords() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("captures"), withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: directory.appendingPathComponent("secret.xml"))
        let cases: [([String], String)] = [
            // A directory is audited as its captures (several captures at once); an empty one is said so.
            (
                ["audit", "captures"],
                "captures: the directory holds no capture (no .xml, .json or .txt file); name a capture file"
            ),
            (["audit", "missing.xml"], "missing.xml: cannot read the file: there is no such file; check the path"),
            (
                ["audit", "/dev/zero"],
                "/dev/zero: cannot read the file: it holds binary data (a NUL byte at byte 1), not a capture"
            ),
            (["audit", "secret.xml/x"], "secret.xml/x: cannot read the file: a part of the path is not a directory"),
            (["audit", "captures", "--baseline", "missing.json"], "captures: the directory holds no capture"),
            (["--baseline", "captures"], "captures: cannot read the file: it is a directory"),
            (
                ["--ignore", "missing.json"],
                "missing.json: cannot read the file: there is no such file; check the path"
            ),
        ]
        for (arguments, message) in cases {
            let run = try AuditKitExecutable.run(arguments, in: directory)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: \(message)"), "\(arguments): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("NSCocoaErrorDomain"), run.stderr)
        }
        // As a normal user, a file without read permission.
        if geteuid() == 0 {
            XCTAssertEqual(chmod(directory.path, 0o755), 0)
            XCTAssertEqual(chmod(directory.appendingPathComponent("secret.xml").path, 0o600), 0)
            let run = try AuditKitExecutable.runShell(
                #"setpriv --reuid=nobody --regid=nogroup --clear-groups "$AUDITKIT" audit secret.xml"#,
                in: directory)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(
                run.stderr,
                "auditkit: error: secret.xml: cannot read the file: you do not have permission to read it; "
                    + "check its permissions (ls -l)\n")
        }
    }

    func testPipesAndNamedPipesAreRead() throws {
        let directory = try temporaryDirectory()
        try capture(label: "Go").write(to: directory.appendingPathComponent("cap.xml"))
        let piped = try AuditKitExecutable.runShell(#"cat cap.xml | "$AUDITKIT" audit /dev/stdin"#, in: directory)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertTrue(piped.stdout.hasPrefix("Audit of /dev/stdin (appiumXML)\n"), piped.stdout)
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("fifo").path, 0o600), 0)
        let fifo = try AuditKitExecutable.runShell(#"cat cap.xml > fifo & "$AUDITKIT" audit fifo; wait"#, in: directory)
        XCTAssertEqual(fifo.status, 0, fifo.stderr)
        XCTAssertTrue(fifo.stdout.hasPrefix("Audit of fifo (appiumXML)\n"), fifo.stdout)
    }

    // MARK: Standard input

    func testADashReadsTheCaptureFromStandardInput() throws {
        let run = try AuditKitExecutable.run(["audit", "-"], standardInput: capture(label: nil))
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Audit of <stdin> (appiumXML)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("error: Element has no description: Button"), run.stdout)
        // Issue lines are placed in it as in a file, under the name messages give it.
        let saved = try temporaryDirectory()
        try capture(label: nil).write(to: saved.appendingPathComponent("c.xml"))
        let named = try AuditKitExecutable.run(["audit", "c.xml"], in: saved)
        XCTAssertTrue(named.stdout.contains("\nc.xml:"), named.stdout)
        XCTAssertEqual(run.stdout, named.stdout.replacingOccurrences(of: "c.xml", with: "<stdin>"))
        // Standard input is one stream: named twice, or among files, it is refused in those words.
        for arguments in [["audit", "-", "-"], ["audit", "-", "c.xml"]] {
            let twice = try AuditKitExecutable.run(arguments, standardInput: capture(label: nil))
            XCTAssertEqual(twice.status, 2)
            XCTAssertEqual(
                twice.stderr,
                "auditkit: error: '-' (standard input) is audited alone: audit it on its own, or save it to a file "
                    + "to audit it with other captures (a file named '-' is ./-)\n")
        }
        // Its issues are located as a file's are, in the input compilers call <stdin>; JSON has
        // the place with no file.
        let line = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.contains("error:") })
        XCTAssertTrue(line.hasPrefix("<stdin>:2:210: error: "), run.stdout)
        let json = try AuditKitExecutable.run(["audit", "-", "--format", "json"], standardInput: capture(label: nil))
        let issue = try XCTUnwrap(
            ((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["issues"]
                as? [[String: Any]])?.first)
        let location = try XCTUnwrap(issue["location"] as? [String: Any])
        XCTAssertTrue(location["file"] is NSNull)
        XCTAssertEqual(location["line"] as? Int, 2)
        XCTAssertEqual(location["column"] as? Int, 210)

        let described = try AuditKitExecutable.run(["describe", "-"], standardInput: capture(label: "Go"))
        XCTAssertEqual(described.status, 0, described.stderr)
        XCTAssertTrue(
            described.stdout.hasPrefix("VoiceOver reads <stdin> in this order (1 element):\n  1. Go, Button\n"),
            described.stdout)

        // Its screen name is "stdin" (a baseline needs --screen to stay valid across inputs).
        let directory = try temporaryDirectory()
        let written = try AuditKitExecutable.run(
            ["audit", "-", "--write-baseline", "bl.json"], in: directory, standardInput: capture(label: nil))
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(
            try String(contentsOf: directory.appendingPathComponent("bl.json"), encoding: .utf8).contains(
                #""screen" : "stdin""#))

        let empty = try AuditKitExecutable.run(["audit", "-"], standardInput: Data())
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "auditkit: error: <stdin>: the input is empty: there is no hierarchy to import\n")

        // `--output -` is standard output, not a file named "-".
        let dash = try AuditKitExecutable.run(
            ["audit", "-", "--output", "-"], in: directory, standardInput: capture(label: nil))
        XCTAssertTrue(dash.stdout.hasPrefix("Audit of <stdin> (appiumXML)\n"), dash.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))

        let closed = try AuditKitExecutable.runShell(#""$AUDITKIT" audit - <&-"#)
        XCTAssertEqual(closed.status, 2)
        XCTAssertTrue(
            closed.stderr.hasPrefix("auditkit: error: <stdin>: cannot read standard input: it is closed"), closed.stderr
        )
    }

    // MARK: Control characters

    func testControlCharactersInLabelsAreEscapedInTextAndDescribe() throws {
        let directory = try temporaryDirectory()
        // ESC ] 0 ; … BEL retitles a terminal window; ESC [ 2 J clears the screen; U+009B is a C1 CSI.
        // (XML cannot hold these characters, even as references; a dump or hierarchy JSON can.)
        let label = "Pay\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31mnow"
        try Data(
            """
             →Application, 0x1, pid: 1, label: 'A'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{1.0, 1.0}, {9.0, 9.0}}, label: '\(label)'

            """.utf8
        ).write(to: directory.appendingPathComponent("esc.txt"))
        for arguments in [
            ["audit", "esc.txt"], ["describe", "esc.txt"], ["audit", "esc.txt", "--write-baseline", "bl.json"],
        ] {
            let run = try AuditKitExecutable.run(arguments, in: directory)
            XCTAssertFalse(
                run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B },
                "\(arguments)")
            XCTAssertFalse(
                run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B },
                "\(arguments)")
        }
        let audit = try AuditKitExecutable.run(["audit", "esc.txt"], in: directory)
        XCTAssertTrue(audit.stdout.contains(#"label: 'Pay\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31mnow'"#), audit.stdout)
        let describe = try AuditKitExecutable.run(["describe", "esc.txt"], in: directory)
        XCTAssertTrue(
            describe.stdout.contains(#"  1. Pay\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31mnow, Button"#), describe.stdout)
        // Machine formats keep the label exactly (JSON escapes it itself).
        let json = try AuditKitExecutable.run(["audit", "esc.txt", "--format", "json"], in: directory)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let labels = (object["issues"] as? [[String: Any]] ?? []).compactMap {
            ($0["element"] as? [String: Any])?["label"] as? String
        }
        XCTAssertTrue(labels.contains(label), "\(labels)")
    }

    /// A tab is escaped in `describe` as in the text report: every line of either holds no raw tab.
    func testATabInALabelIsEscapedInDescribeAndTheReport() throws {
        let directory = try temporaryDirectory()
        try Data(
            """
             →Application, 0x1, pid: 1, label: 'A'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{1.0, 1.0}, {9.0, 9.0}}, label: 'Pay\tnow'

            """.utf8
        ).write(to: directory.appendingPathComponent("tab.txt"))
        let describe = try AuditKitExecutable.run(["describe", "tab.txt"], in: directory)
        XCTAssertTrue(describe.stdout.contains(#"  1. Pay\tnow, Button"#), describe.stdout)
        let audit = try AuditKitExecutable.run(["audit", "tab.txt"], in: directory)
        XCTAssertTrue(audit.stdout.contains(#"label: 'Pay\tnow'"#), audit.stdout)
        for run in [describe, audit] { XCTAssertFalse(run.stdout.contains("\t"), run.stdout) }
    }

    // MARK: Own files and unread frames

    func testBaselineAndIgnoreFileMistakesArePlacedInWords() throws {
        let directory = try temporaryDirectory()
        try capture(label: nil).write(to: directory.appendingPathComponent("cap.xml"))
        try Data(#"{"format":"auditkit-baseline","version":1,"entries":["#.utf8).write(
            to: directory.appendingPathComponent("cut.json"))
        try Data(#"{"format":"auditkit-ignore-list","version":1,"ignroe":[{"ruleID":"hitRegion.*"}]}"#.utf8)
            .write(to: directory.appendingPathComponent("typo.json"))
        let cut = try AuditKitExecutable.run(["audit", "cap.xml", "--baseline", "cut.json"], in: directory)
        XCTAssertEqual(cut.status, 2)
        XCTAssertEqual(
            cut.stderr,
            "auditkit: error: cut.json:1:54: malformed JSON: the text ends before the JSON is complete; was the file cut off?\n"
        )
        let typo = try AuditKitExecutable.run(["audit", "cap.xml", "--ignore", "typo.json"], in: directory)
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(
            typo.stderr,
            #"auditkit: error: typo.json: invalid ignore list at ignroe: unknown key "ignroe"; did you mean "ignore"? Remove it or correct its name"#
                + "\n")
        XCTAssertFalse(cut.stderr.contains("DecodingError") || typo.stderr.contains("DecodingError"))
    }

    func testABaselineWithoutScreensAppliesToTheCaptureAudited() throws {
        // Entries without "screen" were never matched nor reported stale by the CLI.
        let directory = try temporaryDirectory()
        try capture(label: nil).write(to: directory.appendingPathComponent("cap.xml"))
        XCTAssertEqual(
            try AuditKitExecutable.run(["audit", "cap.xml", "--write-baseline", "bl.json"], in: directory).status, 0)
        let url = directory.appendingPathComponent("bl.json")
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var entries = try XCTUnwrap(object["entries"] as? [[String: Any]])
        for index in entries.indices { entries[index].removeValue(forKey: "screen") }
        entries.append([
            "key": "contrast.text Window/StaticText", "ruleID": "contrast.text",
            "compactDescription": "Contrast failed",
        ])
        object["entries"] = entries
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        let run = try AuditKitExecutable.run(["audit", "cap.xml", "--baseline", "bl.json"], in: directory)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(
            run.stdout.contains("baseline bl.json: 2 issues known and not listed, 0 new, 1 stale"), run.stdout)
        XCTAssertFalse(run.stderr.contains("has no entries for the screen"), run.stderr)
    }

    func testFramesThatCannotBeReadAreSaid() throws {
        let directory = try temporaryDirectory()
        try page(
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" x="0x10" y="0x10" width="0x10" height="0x10"/>"#
        )
        .write(to: directory.appendingPathComponent("hex.xml"))
        let text = try AuditKitExecutable.run(["audit", "hex.xml"], in: directory)
        XCTAssertTrue(
            text.stdout.contains(
                "frame not read: Application['A']/Window/Button['Go']: x, y, width and height must be "
                    + "decimal numbers of points"), text.stdout)
        XCTAssertFalse(text.stdout.contains("{{16, 16}, {16, 16}}"), "0x10 is not read as 16")
        let json = try AuditKitExecutable.run(["audit", "hex.xml", "--format", "json"], in: directory)
        XCTAssertTrue(
            json.stderr.hasPrefix(
                "auditkit: warning: 1 frame not read (the first: Application['A']/Window/Button['Go'])"), json.stderr)
    }

    // MARK: Helpers

    /// A page source around `inner`, inside an application and a window.
    private func page(_ inner: String) -> Data {
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\" "
                + "x=\"0\" y=\"0\" width=\"390\" height=\"844\"><XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" x=\"0\" y=\"0\" "
                + "width=\"390\" height=\"844\">\(inner)</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>\n")
                .utf8)
    }

    /// A page source with one button: a 100 × 44 pt one labelled `label`, or an unlabelled 10 × 10 pt one (two failures).
    private func capture(label: String?) -> Data {
        if let label {
            return page(
                #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="\#(label)" x="1" y="1" width="100" height="44"/>"#
            )
        }
        return page(#"<XCUIElementTypeButton type="XCUIElementTypeButton" x="1" y="1" width="10" height="10"/>"#)
    }

    private func mode(of path: String) throws -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return status.st_mode & 0o7777
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CLIHostileUseTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// SIGINT or SIGTERM while a report is written removes the temporary file beside it, leaves
    /// the report it would replace as it was, and ends the process as interrupted (128 + signal).
    func testAnInterruptedWriteLeavesNoTemporaryFile() throws {
        let directory = try ReportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let button = #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="10" y="10" width="10" height="10"/>"#
        let page =
            #"<?xml version="1.0" encoding="UTF-8"?>\#n<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" label="A" x="0" y="0" width="390" height="844"><XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">"#
            + String(repeating: button, count: 8_000)
            + "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>\n"
        try Data(page.utf8).write(to: directory.appendingPathComponent("big.xml"))
        for (signal, status) in [("INT", 130), ("TERM", 143)] {
            // The writer is stopped as soon as its temporary file appears, signalled, then resumed.
            let script = """
                echo previous > out.sarif
                env --default-signal=INT "$AUDITKIT" audit big.xml --format sarif --output out.sarif & p=$!
                seen=no
                for k in $(seq 1 6000); do
                  if ls .out.sarif.auditkit-* > /dev/null 2>&1; then kill -STOP $p; seen=yes; kill -\(signal) $p; kill -CONT $p; break; fi
                  kill -0 $p 2> /dev/null || break; sleep 0.01
                done
                wait $p; echo "status $? seen $seen"
                ls -a
                """
            let run = try AuditKitExecutable.runShell(script, in: directory)
            guard run.stdout.contains("seen yes") else {
                throw XCTSkip("the write ended before its temporary file was seen: \(run.stdout)")
            }
            XCTAssertTrue(run.stdout.contains("status \(status) seen yes"), "SIG\(signal): \(run.stdout)")
            XCTAssertFalse(run.stdout.contains(".out.sarif.auditkit-"), "SIG\(signal) left it: \(run.stdout)")
            XCTAssertEqual(
                try String(contentsOf: directory.appendingPathComponent("out.sarif"), encoding: .utf8), "previous\n")
        }
    }
}
