import Foundation
import SharedTestData
import XCTest

/// The command line's options: the command-line reference's options table and the parser's
/// behaviour checked against `auditkit --help`, which is written from the same declarations as the
/// parser.
final class CLIOptionsTests: XCTestCase {

    // MARK: The reference and --help

    /// Every option of `--help` is a row of the options table of CommandLineReference.md
    /// (AuditKitLinux.docc, "Options"), with the same syntax (names and value name) and the same
    /// commands; and every row is an option of `--help`.
    func testTheReferenceOptionsTableMatchesHelp() throws {
        let help = try HelpOptions(AuditKitExecutable.run(["--help"]).stdout)
        let documentedOptions = try OptionsTable(contentsOf: Self.reference).options(commands: help.commands)
        XCTAssertFalse(help.options.isEmpty, "no option sections found in --help")
        for (syntax, commands) in help.options.sorted(by: { $0.key < $1.key }) {
            guard let documented = documentedOptions[syntax] else {
                XCTFail(
                    "\(Self.referencePath)'s options table has no row for `\(syntax)` (from --help); "
                        + "add one, with the commands: \(help.list(commands))")
                continue
            }
            XCTAssertEqual(
                help.list(documented), help.list(commands),
                "the commands that take `\(syntax)`: reference, then --help")
        }
        for syntax in documentedOptions.keys.sorted() where help.options[syntax] == nil {
            XCTFail(
                "\(Self.referencePath)'s options table has `\(syntax)`, which --help does not list "
                    + "(the option, or its value name, differs: --help has \(help.options.keys.sorted()))")
        }
    }

    /// Each command takes exactly the options `--help` lists for it: the others are refused with a
    /// message saying so, and no option is unknown.
    func testEveryCommandTakesExactlyTheOptionsHelpListsForIt() throws {
        let help = try HelpOptions(AuditKitExecutable.run(["--help"]).stdout)
        XCTAssertEqual(help.commands, ["no command", "audit", "export", "describe"])
        let directory = try temporaryDirectory()
        for (syntax, takers) in help.options.sorted(by: { $0.key < $1.key }) {
            let parts = syntax.split(separator: " ", maxSplits: 1).map(String.init)
            let names = parts[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let value = try parts.count > 1 ? [sampleValue(for: parts[1])] : []
            for command in help.commands {
                // Without a file, 'audit' and 'describe' stop at the missing file, after the option checks.
                let invocation = command == "no command" ? [] : [command]
                for name in names {
                    let run = try AuditKitExecutable.run(invocation + [name] + value, in: directory)
                    let label = "\(command) \(name)"
                    XCTAssertFalse(run.stderr.contains("unknown option"), "\(label): \(run.stderr)")
                    if takers.contains(command) {
                        XCTAssertFalse(run.stderr.contains("does not apply to"), "\(label): \(run.stderr)")
                    } else {
                        XCTAssertEqual(run.status, 2, label)
                        XCTAssertTrue(
                            run.stderr.hasPrefix("auditkit: error: \(name) does not apply to "),
                            "\(label): \(run.stderr)")
                    }
                }
            }
        }
    }

    // MARK: Parsing

    func testValuesAfterAnEqualsSignAndShortAliases() throws {
        let directory = try temporaryDirectory()
        let json = try AuditKitExecutable.run(["--format=json"])
        XCTAssertEqual(json.status, 1)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), json.stdout)

        for (arguments, file) in [
            (["export", "-o", "a.json"], "a.json"), (["export", "-o=b.json"], "b.json"),
            (["export", "--output=c.json"], "c.json"),
        ] {
            let run = try AuditKitExecutable.run(arguments, in: directory)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "\(arguments)")
        }
        for points in ["44.5", "44.", ".5", "24"] {
            let run = try AuditKitExecutable.run(["--fixed", "--types", "hitRegion", "--min-hit-region=\(points)"])
            XCTAssertEqual(run.stderr, "", points)
            XCTAssertNotEqual(run.status, 2, points)
        }
        // The value after '=' may hold '=' itself.
        XCTAssertEqual(try AuditKitExecutable.run(["export", "--output=d=e.json"], in: directory).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("d=e.json").path))
    }

    func testUsageMistakesAreNamed() throws {
        let cases: [([String], String)] = [
            (["--fixed=yes"], "--fixed takes no value"),
            (["--output", "--fixed"], "--output needs a value (<file>)"),
            (["--screen="], "--screen needs a non-empty name"),
            (
                ["export", "--types", "contrast"],
                "--types does not apply to 'export'; it applies to the QuoteApp audit and 'audit'"
            ),
            (["--language", "ja"], "--language does not apply to the QuoteApp audit; it applies to 'describe'"),
            (["export", "a.json"], "'export' takes no FILE; unexpected 'a.json' (use --output <file>)"),
            (["--formt", "json"], "unknown option '--formt'; did you mean '--format'?"),
            (
                ["--fail-on-not-evaluted"],
                "unknown option '--fail-on-not-evaluted'; did you mean '--fail-on-not-evaluated'?"
            ),
            (["-output", "a.json"], "unknown option '-output'; did you mean '--output'?"),
            (["--colour"], "unknown option '--colour'\n"),
            // Empty or non-decimal values are refused when parsed, not when they fail later.
            (["audit", ""], "'audit' got an empty FILE argument; name a file"),
            (["describe", "", "--output", "a.txt"], "'describe' got an empty FILE argument"),
            (["--output", ""], "--output needs a file name, not an empty argument"),
            (["--baseline="], "--baseline needs a file name"),
            (["audit", "a.xml", "--ignore", ""], "--ignore needs a file name"),
            (
                ["--min-hit-region", "0x10"],
                "--min-hit-region needs a positive number of points, not '0x10' (decimal, such as 44)"
            ),
            (["--min-hit-region", "1e2"], "--min-hit-region needs a positive number of points, not '1e2'"),
            (["--min-hit-region", "inf"], "--min-hit-region needs a positive number of points, not 'inf'"),
            (["--min-hit-region", "-4"], "--min-hit-region needs a positive number of points, not '-4'"),
        ]
        for (arguments, message) in cases {
            let run = try AuditKitExecutable.run(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: \(message)"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }

    /// Every option of every command that takes one value, given twice with two values (by
    /// either name), is refused naming the option and both values: one would be lost without a
    /// word. The same value twice, and a flag twice, are taken once.
    func testAnOptionOfOneValueGivenTwiceIsRefused() throws {
        let help = try HelpOptions(AuditKitExecutable.run(["--help"]).stdout)
        let directory = try temporaryDirectory()
        var checked = 0
        for (syntax, takers) in help.options.sorted(by: { $0.key < $1.key }) {
            // `-o, --output <file>`: the names, then the value (none for a flag).
            let tokens = syntax.split(separator: " ").map(String.init)
            let names = tokens.prefix { $0.hasPrefix("-") }.map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: ","))
            }
            let value = tokens.dropFirst(names.count).joined(separator: " ")
            let parts = value.isEmpty ? [syntax] : [syntax, value]
            let command = try XCTUnwrap(help.commands.first { takers.contains($0) })
            let invocation = command == "no command" ? [] : [command]
            guard parts.count > 1 else {
                // A flag twice is the flag once: no value is lost (--help answers with the help).
                let run = try AuditKitExecutable.run(invocation + [names.last!, names.last!], in: directory)
                XCTAssertFalse(run.stderr.contains("given twice"), "\(syntax): \(run.stderr)")
                continue
            }
            guard !parts[1].hasSuffix(" ...") else { continue }
            let (first, second) = (try sampleValue(for: parts[1]), try otherSampleValue(for: parts[1]))
            XCTAssertNotEqual(first, second, syntax)
            for (a, b) in [(names.first!, names.last!), (names.last!, names.last!)] {
                let run = try AuditKitExecutable.run(invocation + [a, first, "\(b)=\(second)"], in: directory)
                XCTAssertEqual(run.status, 2, syntax)
                let given = a == b ? "'\(first)' and as '\(second)'" : "\(a) '\(first)' and as \(b) '\(second)'"
                XCTAssertTrue(
                    run.stderr.hasPrefix(
                        "auditkit: error: \(names.last!) is given twice, as \(given); it takes one value: give it once"),
                    "\(syntax): \(run.stderr)")
            }
            let same = try AuditKitExecutable.run(invocation + [names.last!, first, names.last!, first], in: directory)
            XCTAssertFalse(same.stderr.contains("given twice"), "\(syntax): \(same.stderr)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 12, "every option of one value is checked")
    }

    /// `--types` given again adds its types: the audit is that of the types of both.
    func testTypesGivenTwiceRunsTheTypesOfBoth() throws {
        let both = try AuditKitExecutable.run(["--types", "contrast", "--types", "hitRegion", "--format", "json"])
        let listed = try AuditKitExecutable.run(["--types", "contrast,hitRegion", "--format", "json"])
        let last = try AuditKitExecutable.run(["--types", "hitRegion", "--format", "json"])
        XCTAssertEqual(both.status, listed.status)
        XCTAssertEqual(both.stdout, listed.stdout)
        XCTAssertNotEqual(both.stdout, last.stdout)
        XCTAssertTrue(both.stdout.contains("contrast"), both.stdout)
        // A set name, then a type: the set and the type, as when listed together, not the type alone.
        let set = try AuditKitExecutable.run(["--types", "all", "--types", "contrast", "--format", "json"])
        let setListed = try AuditKitExecutable.run(["--types", "all,contrast", "--format", "json"])
        XCTAssertEqual(set.stdout, setListed.stdout)
        XCTAssertNotEqual(set.stdout, try AuditKitExecutable.run(["--types", "contrast", "--format", "json"]).stdout)
    }

    /// `all` is Apple's iOS set: alone it runs those types and warns of nothing; with another type
    /// (listed, or given again) it runs that type too, in either order.
    func testAllWithAnotherTypeRunsBoth() throws {
        let capture = try SharedTestData.url("reports/touchable-swallows-nested-button.xml").path
        let all = try AuditKitExecutable.run(["audit", capture, "--types", "all", "--format", "json"])
        XCTAssertEqual(all.stderr, "")
        let iOS = "contrast,elementDetection,hitRegion,sufficientElementDescription,dynamicType,textClipped,trait"
        XCTAssertEqual(
            all.stdout, try AuditKitExecutable.run(["audit", capture, "--types", iOS, "--format", "json"]).stdout)
        XCTAssertFalse(all.stdout.contains("parentChild."), all.stdout)
        var outputs: Set<String> = []
        for types in [["all,parentChild"], ["parentChild,all"], ["all", "--types", "parentChild"]] {
            let run = try AuditKitExecutable.run(["audit", capture, "--format", "json", "--types"] + types)
            XCTAssertEqual(run.stderr, "", "\(types)")
            XCTAssertTrue(run.stdout.contains("\"parentChild.hiddenInteractiveChild\""), "\(types): \(run.stdout)")
            outputs.insert(run.stdout)
        }
        XCTAssertEqual(outputs.count, 1)
    }

    func testTwoDashesEndTheOptions() throws {
        let run = try AuditKitExecutable.run(["audit", "--", "--fixed"], in: temporaryDirectory())
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("auditkit: error: --fixed: cannot read the file"), run.stderr)
    }

    func testHelpIsAnsweredWhateverTheCommand() throws {
        let help = try AuditKitExecutable.run(["--help"])
        for arguments in [
            ["-h"], ["audit", "--help"], ["describe", "a.xml", "-h"], ["export", "--help", "--types", "contrast"],
        ] {
            let run = try AuditKitExecutable.run(arguments)
            XCTAssertEqual(run.status, 0, "\(arguments)")
            XCTAssertEqual(run.stdout, help.stdout, "\(arguments)")
        }
    }

    // MARK: Helpers

    /// The article that holds the options table.
    static let reference = DocumentationArticle.url(catalog: "AuditKitLinux", name: "CommandLineReference")
    static let referencePath = "Sources/AuditKitLinux/AuditKitLinux.docc/CommandLineReference.md"

    /// A value `--help`'s value name `placeholder` accepts: the first choice of `a|b`, else a sample.
    private func sampleValue(for placeholder: String) throws -> String {
        let samples = [
            "<list>": "contrast", "<format>": "json", "<file>": "out.json", "<name>": "Home",
            "<dir>": ".", "<points>": "44", "<pattern>": "*.src.txt", "<size>": "accessibilityExtraExtraExtraLarge",
            "<n>": "2",
        ]
        let bare = placeholder.hasSuffix(" ...") ? String(placeholder.dropLast(4)) : placeholder
        if let equals = bare.firstIndex(of: "="), bare.hasPrefix("<") {  // <key>=<value>
            return try sampleValue(for: String(bare[..<equals])) + "="
                + sampleValue(for: String(bare[bare.index(after: equals)...]))
        }
        if !bare.hasPrefix("<"), let first = bare.split(separator: "|").first { return String(first) }
        return try XCTUnwrap(samples[bare], "no sample value for \(placeholder): add one to this test")
    }

    /// A second valid value, other than ``sampleValue(for:)``'s, for an option that takes one.
    private func otherSampleValue(for placeholder: String) throws -> String {
        let samples = [
            "<format>": "sarif", "<file>": "other.json", "<name>": "Login", "<dir>": "..", "<points>": "24", "<n>": "3",
        ]
        if !placeholder.hasPrefix("<"), let second = placeholder.split(separator: "|").dropFirst().first {
            return String(second)
        }
        return try XCTUnwrap(samples[placeholder], "no second sample value for \(placeholder): add one to this test")
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CLIOptionsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}

/// The options `auditkit --help` lists, each with the commands that take it.
///
/// `--help` lists the commands under `COMMANDS:` (`(no command)`, then each name), and the options
/// in sections titled with the commands that take them: `AUDIT OPTIONS (no command, audit):`, or
/// `(every command)`; each option line starts with two spaces and its syntax (`-o, --output <file>`),
/// then at least two spaces before its help.
struct HelpOptions {
    /// The commands, as `--help` lists them: `"no command"`, `"audit"`, ...
    var commands: [String] = []
    /// Each option's syntax, and the commands that take it.
    var options: [String: Set<String>] = [:]

    init(_ help: String) throws {
        var section = ""
        var takers: Set<String> = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty {
                section = ""
                continue
            }
            if !line.hasPrefix(" ") {
                section = line
                if let open = line.lastIndex(of: "("), line.hasSuffix("):") {
                    let list = line[line.index(after: open)..<line.index(line.endIndex, offsetBy: -2)]
                    takers =
                        list == "every command"
                        ? Set(commands)
                        : Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                    XCTAssertFalse(commands.isEmpty, "COMMANDS must come before the option sections")
                } else {
                    takers = []
                }
                continue
            }
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            let entry = String(line.dropFirst(2))
            let left = entry.range(of: "  ").map { String(entry[..<$0.lowerBound]) } ?? entry
            if section == "COMMANDS:" {
                commands.append(left.hasPrefix("(no command)") ? "no command" : String(left.prefix { $0 != " " }))
            } else if section.hasSuffix("):"), left.hasPrefix("-") {
                XCTAssertNil(options[left], "\(left) is listed twice in --help")
                options[left] = takers
            }
        }
    }

    /// `commands` in `--help`'s order, for messages.
    func list(_ commands: Set<String>) -> String {
        (self.commands.filter(commands.contains) + commands.subtracting(self.commands).sorted()).joined(separator: ", ")
    }
}

/// The options table of the command-line reference's "Options" section:
/// `| Option | Commands | Meaning |`.
///
/// The Option cell is one code span with the syntax `--help` shows (`` `-o, --output <file>` ``; a
/// `|` in it written `\|`, as tables need); the Commands cell lists the commands, comma separated,
/// as `--help` names them (`no command, audit`), or says `every command`.
struct OptionsTable {
    /// Each option's syntax, and the commands that take it (`every command` kept as said).
    var options: [String: Set<String>] = [:]

    /// ``options`` with `every command` read as `commands`.
    func options(commands: [String]) -> [String: Set<String>] {
        options.mapValues { $0 == ["every command"] ? Set(commands) : $0 }
    }

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(
            lines.firstIndex(of: "## Options"), "\(url.lastPathComponent) has no '## Options' section")
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        let header = try XCTUnwrap(
            section.firstIndex { Self.cells($0) == ["Option", "Commands", "Meaning"] },
            "the Options section has no table headed | Option | Commands | Meaning |")
        for row in section[(header + 2)...].prefix(while: { $0.hasPrefix("|") }) {
            let cells = Self.cells(row)
            guard cells.count == 3 else {
                XCTFail("a row of the options table has \(cells.count) cells: \(row)")
                continue
            }
            let option = cells[0]
            guard option.count > 2, option.hasPrefix("`"), option.hasSuffix("`"),
                option.dropFirst().dropLast().firstIndex(of: "`") == nil
            else {
                XCTFail("an Option cell is not one code span: \(option)")
                continue
            }
            let syntax = String(option.dropFirst().dropLast())
            XCTAssertNil(options[syntax], "`\(syntax)` has two rows in \(url.lastPathComponent)")
            options[syntax] = Set(
                cells[1].replacingOccurrences(of: "`", with: "").split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) })
        }
    }

    /// The cells of a table row, trimmed; `\|` is a `|` inside a cell.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in row.trimmingCharacters(in: .whitespaces).dropFirst() {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }
}
