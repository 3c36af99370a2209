import AuditKitLinux

/// A command-line mistake: the message says what was wrong; the tool exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    /// What was wrong, for people.
    var description: String
}

/// What `auditkit` was asked to do, parsed by hand from the arguments (no dependencies).
struct CommandLineOptions: Equatable {
    /// What to do.
    enum Command: Equatable {
        /// Print the help text.
        case help
        /// Audit the bundled QuoteApp sample, in the talk's original state or the fixed one.
        case quoteApp(fixed: Bool)
        /// Audit a captured hierarchy at a path.
        case audit(path: String)
        /// Write the bundled sample's hierarchy as JSON.
        case export(fixed: Bool)
        /// Print what VoiceOver would read: of a capture (`path`), or of the bundled sample (`path` nil).
        case describe(path: String?, fixed: Bool)
    }

    /// How to print an audit.
    enum Format: String, Equatable, CaseIterable {
        /// Lines as Xcode lists issues (``TextReport``), with what was ignored and the baseline.
        case text
        /// ``JSONReport``.
        case json
        /// JUnit XML (``JUnitReport``), one test suite for the screen.
        case junit
        /// SARIF 2.1.0 (``SARIFReport``).
        case sarif
    }

    var command: Command
    var types: AccessibilityAuditType = .all
    var format: Format = .text
    /// The smallest hit area side, in points; `nil` keeps the default (24 pt, WCAG 2.2 SC 2.5.8).
    var minimumHitRegion: Double?
    /// Where to write the output instead of standard output.
    var outputPath: String?
    /// A baseline of known issues to compare with.
    var baselinePath: String?
    /// Where to write a baseline of this audit's issues.
    var writeBaselinePath: String?
    /// An ignore-list JSON file.
    var ignorePath: String?
    /// The screen name baselines and reports use instead of the file name.
    var screenName: String?
    /// The directory SARIF URIs are relative to (`SRCROOT`); `nil` is the working directory.
    var sourceRoot: String?
    /// The least severity that makes the exit status 1.
    var failOn: AccessibilityAuditSeverity = .failure
    /// Whether anything not evaluated (a whole audit type, or some elements) makes the exit status 1.
    var failOnNotEvaluated = false
    /// The language of VoiceOver's own words for `describe`.
    var language: VoiceOverLanguage = .english

    /// The configuration the options ask for.
    var configuration: AccessibilityAuditConfiguration {
        var configuration = AccessibilityAuditConfiguration.default
        if let minimumHitRegion { configuration.minimumHitRegion = minimumHitRegion }
        return configuration
    }

    /// Parses `arguments` (without the program name). `--name value` and `--name=value` both work.
    /// - Throws: ``UsageError`` for an unknown option or command, a missing or bad value, an option
    ///   the command does not take, or a missing or extra file argument.
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var remaining = arguments[...]
        var positional: [String] = []
        var options = CommandLineOptions(command: .quoteApp(fixed: false))
        var fixed = false
        var example = false
        var help = false
        var given: [String] = []   // options given, for "does this command take it" checks

        func value(for option: String, inline: String?) throws -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(description: "\(option) needs a value")
            }
            return next
        }

        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional.append(contentsOf: remaining)
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            given.append(name)
            switch name {
            case "-h", "--help":
                help = true
            case "--fixed", "--example":
                guard inline == nil else { throw UsageError(description: "\(name) takes no value") }
                if name == "--fixed" { fixed = true } else { example = true }
            case "--types":
                let list = try value(for: name, inline: inline)
                do {
                    options.types = try AccessibilityAuditType.parse(list: list)
                } catch {
                    throw UsageError(description: "\(error)")
                }
                guard !options.types.isEmpty else {
                    throw UsageError(description: "--types lists no audit type. Known: \(Self.knownTypes)")
                }
            case "--format":
                let text = try value(for: name, inline: inline)
                guard let format = Format(rawValue: text.lowercased()) else {
                    throw UsageError(description: "unknown format '\(text)'; use text, json, junit or sarif")
                }
                options.format = format
            case "--min-hit-region":
                let text = try value(for: name, inline: inline)
                guard let points = Double(text), points.isFinite, points > 0 else {
                    throw UsageError(description: "--min-hit-region needs a positive number of points, not '\(text)'")
                }
                options.minimumHitRegion = points
            case "--output", "-o":
                options.outputPath = try value(for: name, inline: inline)
            case "--baseline":
                options.baselinePath = try value(for: name, inline: inline)
            case "--write-baseline":
                options.writeBaselinePath = try value(for: name, inline: inline)
            case "--ignore":
                options.ignorePath = try value(for: name, inline: inline)
            case "--screen":
                let text = try value(for: name, inline: inline)
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError(description: "--screen needs a non-empty name")
                }
                options.screenName = text
            case "--fail-on-not-evaluated":
                guard inline == nil else { throw UsageError(description: "\(name) takes no value") }
                options.failOnNotEvaluated = true
            case "--source-root":
                let text = try value(for: name, inline: inline)
                guard !text.isEmpty else { throw UsageError(description: "--source-root needs a directory") }
                options.sourceRoot = text
            case "--fail-on":
                let text = try value(for: name, inline: inline)
                guard let severity = AccessibilityAuditSeverity(rawValue: text.lowercased()) else {
                    throw UsageError(description: "--fail-on takes 'failure' or 'warning', not '\(text)'")
                }
                options.failOn = severity
            case "--language":
                let text = try value(for: name, inline: inline)
                guard let language = VoiceOverLanguage(bcp47: text) else {
                    throw UsageError(description: "--language takes 'en' or 'ja', not '\(text)'")
                }
                options.language = language
            default:
                throw UsageError(description: "unknown option '\(argument)'")
            }
        }

        if help {
            options.command = .help
            return options
        }
        if options.baselinePath != nil && options.writeBaselinePath != nil {
            throw UsageError(description: "--baseline and --write-baseline cannot be used together")
        }

        let command = positional.first ?? ""
        let files = Array(positional.dropFirst())
        /// Throws unless every given option is one `command` takes.
        func accept(only allowed: Set<String>, in command: String) throws {
            if let other = given.first(where: { !allowed.contains($0) }) {
                throw UsageError(description: "\(other) does not apply to \(command)")
            }
        }
        let auditOptions: Set<String> = ["--types", "--format", "--min-hit-region", "--output", "-o", "--baseline",
                                         "--write-baseline", "--ignore", "--fail-on", "--screen", "--source-root",
                                         "--fail-on-not-evaluated"]
        switch command {
        case "":
            try accept(only: auditOptions.union(["--fixed"]), in: "the QuoteApp audit")
            options.command = .quoteApp(fixed: fixed)
        case "audit":
            if fixed { throw UsageError(description: "--fixed applies to the bundled QuoteApp, not to 'audit FILE'") }
            try accept(only: auditOptions, in: "'audit'")
            guard let file = files.first else { throw UsageError(description: "'audit' needs a FILE to audit") }
            guard files.count == 1 else { throw UsageError(description: "'audit' takes one FILE; unexpected '\(files[1])'") }
            options.command = .audit(path: file)
        case "export":
            try accept(only: ["--fixed", "--output", "-o"], in: "'export'")
            guard files.isEmpty else { throw UsageError(description: "'export' takes no FILE; unexpected '\(files[0])' (use --output FILE)") }
            options.command = .export(fixed: fixed)
        case "describe":
            try accept(only: ["--example", "--fixed", "--language", "--output", "-o"], in: "'describe'")
            if example {
                guard files.isEmpty else { throw UsageError(description: "'describe' takes a FILE or --example, not both") }
                options.command = .describe(path: nil, fixed: fixed)
            } else {
                if fixed { throw UsageError(description: "--fixed applies to 'describe --example', not to a FILE") }
                guard let file = files.first else { throw UsageError(description: "'describe' needs a FILE, or --example") }
                guard files.count == 1 else { throw UsageError(description: "'describe' takes one FILE; unexpected '\(files[1])'") }
                options.command = .describe(path: file, fixed: false)
            }
        default:
            throw UsageError(description: "unknown command '\(command)'; the commands are audit, export and describe")
        }
        return options
    }

    /// The audit type names `--types` accepts.
    static var knownTypes: String {
        (AccessibilityAuditType.named.map(\.name) + ["all"]).joined(separator: ", ")
    }

    /// The `--help` text.
    static var helpText: String {
        """
        OVERVIEW: Accessibility audits in the manner of Xcode's performAccessibilityAudit, on Linux.

        USAGE: auditkit [--fixed] [<audit options>]
               auditkit audit <file> [<audit options>]
               auditkit export [--fixed] [--output <file>]
               auditkit describe <file> | --example [--fixed] [--language en|ja] [--output <file>]

          (no command)     Audits the bundled QuoteApp sample from Apple's audit talk, in its
                           original state (it has issues), or with --fixed after the fixes. The
                           talk's ignored issue (contrast of 'My Label') is ignored and listed.
          audit <file>     Audits a captured screen: Appium / WebDriverAgent page source XML, an
                           XCUIElement debugDescription dump, or hierarchy JSON (see export).
          export           Writes the QuoteApp sample's hierarchy as JSON, which 'audit' reads.
          describe         Prints what VoiceOver reads, in order, and the rotor's headings and
                           links, for a capture or the QuoteApp sample (--example).

        AUDIT OPTIONS:
          --types <list>             Audit types to run, comma separated (default: all).
                                     Known: \(knownTypes)
          --format <format>          text, json, junit (JUnit XML) or sarif (SARIF 2.1.0)
                                     (default: text).
          --output <file>            Write the report (or export, or description) to <file>.
          --ignore <file>            Ignore the issues an ignore-list JSON file matches.
          --baseline <file>          Known issues are not reported; new ones are; stale
                                     entries (fixed or moved) are listed.
          --write-baseline <file>    Write every issue found to a baseline file; exits 0.
          --screen <name>            The screen name baselines and reports use (default: the
                                     file name; 'QuoteApp' for the sample). Keep it stable when
                                     captures are renamed or timestamped.
          --source-root <dir>        The directory SARIF file URIs are relative to (base id
                                     SRCROOT; default: the current directory, usually the
                                     repository root). Files outside it get absolute file://
                                     URIs. A capture's results are located at line 1.
          --fail-on failure|warning  The least severity that makes the exit status 1
                                     (default: failure).
          --fail-on-not-evaluated    Exit 1 also when an audit type could not be evaluated,
                                     for the whole screen or for some elements (a capture
                                     without colours, say), instead of only listing it.
          --min-hit-region <points>  Smallest side of a hit area in points (default: 24, WCAG 2.2
                                     SC 2.5.8; 44 is Apple's Human Interface Guidelines).
          --fixed                    The QuoteApp sample after the fixes.
          -h, --help                 Show this help.

        EXIT STATUS:
          0  no failures (warnings may be listed), or a baseline was written
          1  at least one failure (at --fail-on) that no ignore list or baseline covers, or
             with --fail-on-not-evaluated, anything not evaluated
          2  bad usage, or input that cannot be read, imported or audited (an empty screen)

        """
    }
}
