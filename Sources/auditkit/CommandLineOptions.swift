import AuditKitLinux
import Foundation

/// What `auditkit` was asked to do, parsed from the arguments through the command and option
/// tables (``commands``, ``optionGroups``), where each option is declared once.
struct CommandLineOptions: Equatable {
    /// What to do.
    enum Command: Equatable {
        /// Print the help text.
        case help
        /// Audit the bundled QuoteApp sample, in the talk's original state or the fixed one.
        case quoteApp(fixed: Bool)
        /// Audit a captured hierarchy at a path.
        case audit(path: String)
        /// Several captures (files, or the captures in directories), audited into one report.
        case auditMany(paths: [String])
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

    /// What to do.
    var command: Command
    /// The audit types to run (`--types`).
    var types: AccessibilityAuditType = .every
    /// How to print an audit (`--format`).
    var format: Format = .text
    /// The smallest hit area side, in points; `nil` keeps the default
    /// (`AccessibilityAuditConfiguration.wcagHitRegion`, WCAG 2.2 SC 2.5.8).
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
    /// A PNG screenshot of the captured screen (`--screenshot`).
    var screenshotPath: String?
    /// How many captures `audit` audits at once (default: one per processor core).
    var jobs: Int?
    /// The same screen captured at other content size categories (`--at-size`), in the order given.
    var sizeVariants: [SizeVariantOption] = []
    /// Glob patterns (`--exclude`) of directory entries to leave out, matched against the path
    /// inside the directory and against the file name.
    var excludePatterns: [String] = []
    /// Whether captures of a many-capture run get their screenshot and size variants by name
    /// (`NAME.png`, `NAME@CATEGORY.EXT`); `--no-pairing` turns it off.
    var pairing = true
    /// Whether a many-capture text report lists what was not evaluated screen by screen (`--verbose`).
    var verbose = false

    /// One `--at-size CATEGORY=FILE`.
    struct SizeVariantOption: Equatable {
        /// The content size category the file was captured at.
        var category: ContentSizeCategory
        /// The capture.
        var path: String
    }

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
        var parsed = ParsedArguments()
        let result = try CommandLineParser(groups: optionGroups).parse(arguments, into: &parsed)
        var options = parsed.options
        if parsed.help {
            options.command = .help
            return options
        }

        let name = result.positional.first ?? ""
        guard let command = commands.first(where: { $0.name.rawValue == name }) else {
            let names = commands.map(\.name).filter { $0 != .sample }.map(\.rawValue)
            throw UsageError(description: "unknown command '\(name)'; the commands are \(listing(names))")
        }
        // Every option given must be one the command takes: its group says which.
        if let misplaced = result.occurrences.first(where: { !$0.group.commands.contains(command.name) }) {
            throw UsageError(
                description: "\(misplaced.typed) does not apply to \(command.name.phrase); "
                    + "it applies to \(listing(misplaced.group.commands.map(\.phrase)))")
        }
        let files = Array(result.positional.dropFirst())
        let takesOutput = optionGroups.contains {
            $0.commands.contains(command.name) && $0.options.contains { $0.name == "--output" }
        }
        try command.check(files: files, given: result.given, hint: takesOutput ? " (use --output <file>)" : "")

        // What the tables cannot say: options that exclude or need each other.
        if options.baselinePath != nil && options.writeBaselinePath != nil {
            throw UsageError(description: "--baseline and --write-baseline cannot be used together")
        }
        switch command.name {
        case .sample:
            options.command = .quoteApp(fixed: parsed.fixed)
        case .audit:
            if files.count > 1 || FileName.exists(files[0]).isDirectory {
                for (option, given) in [
                    ("--screen", options.screenName != nil), ("--screenshot", options.screenshotPath != nil),
                    ("--at-size", !options.sizeVariants.isEmpty),
                ] where given {
                    throw UsageError(
                        description: "\(option) applies to one capture; audit the files one by one to use it")
                }
                options.command = .auditMany(paths: files)
            } else {
                options.command = .audit(path: files[0])
            }
        case .export:
            options.command = .export(fixed: parsed.fixed)
        case .describe:
            if parsed.example {
                options.command = .describe(path: nil, fixed: parsed.fixed)
            } else {
                if parsed.fixed {
                    throw UsageError(description: "--fixed applies to 'describe --example', not to a FILE")
                }
                options.command = .describe(path: files[0], fixed: false)
            }
        }
        return options
    }

    /// `"a"`, `"a and b"`, `"a, b and c"`.
    static func listing(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}

/// What the options say, before the command gives them their meaning: the option declarations
/// write here.
struct ParsedArguments {
    /// The options so far; ``CommandLineOptions/parse(_:)`` sets the command once it is known.
    var options = CommandLineOptions(command: .help)
    /// `--fixed` was given.
    var fixed = false
    /// `--example` was given.
    var example = false
    /// `-h` or `--help` was given.
    var help = false
    /// `--types` was given: a later one adds its types to the first's.
    var typesGiven = false
}
