import AuditKitLinux

/// A command-line mistake: the message says what was wrong; the tool exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    /// What was wrong, for people.
    var description: String
}

/// What `auditkit` was asked to do, parsed by hand from the arguments (no dependencies).
struct CommandLineOptions: Equatable {
    /// What to audit.
    enum Command: Equatable {
        /// Print the help text.
        case help
        /// The bundled QuoteApp sample, in the talk's original state or the fixed one.
        case quoteApp(fixed: Bool)
        /// A captured hierarchy at a path.
        case audit(path: String)
    }

    /// How to print the result.
    enum Format: String, Equatable, CaseIterable {
        /// Lines as Xcode lists issues (``TextReport``).
        case text
        /// ``JSONReport``.
        case json
    }

    var command: Command
    var types: AccessibilityAuditType = .all
    var format: Format = .text
    /// The smallest hit area side, in points; `nil` keeps the default (24 pt, WCAG 2.2 SC 2.5.8).
    var minimumHitRegion: Double?

    /// The configuration the options ask for.
    var configuration: AccessibilityAuditConfiguration {
        var configuration = AccessibilityAuditConfiguration.default
        if let minimumHitRegion { configuration.minimumHitRegion = minimumHitRegion }
        return configuration
    }

    /// Parses `arguments` (without the program name). `--name value` and `--name=value` both work.
    /// - Throws: ``UsageError`` for an unknown option or command, a missing or bad value, or a
    ///   missing or extra file argument.
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var remaining = arguments[...]
        var positional: [String] = []
        var options = CommandLineOptions(command: .quoteApp(fixed: false))
        var fixed = false
        var help = false

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
            switch name {
            case "-h", "--help":
                help = true
            case "--fixed":
                guard inline == nil else { throw UsageError(description: "--fixed takes no value") }
                fixed = true
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
                    throw UsageError(description: "unknown format '\(text)'; use text or json")
                }
                options.format = format
            case "--min-hit-region":
                let text = try value(for: name, inline: inline)
                guard let points = Double(text), points.isFinite, points > 0 else {
                    throw UsageError(description: "--min-hit-region needs a positive number of points, not '\(text)'")
                }
                options.minimumHitRegion = points
            default:
                throw UsageError(description: "unknown option '\(argument)'")
            }
        }

        if help {
            options.command = .help
            return options
        }
        guard let first = positional.first else {
            options.command = .quoteApp(fixed: fixed)
            return options
        }
        guard first == "audit" else {
            throw UsageError(description: "unknown command '\(first)'; the only command is 'audit FILE'")
        }
        guard !fixed else { throw UsageError(description: "--fixed applies to the bundled QuoteApp, not to 'audit FILE'") }
        guard positional.count >= 2 else { throw UsageError(description: "'audit' needs a FILE to audit") }
        guard positional.count == 2 else {
            throw UsageError(description: "'audit' takes one FILE; unexpected '\(positional[2])'")
        }
        options.command = .audit(path: positional[1])
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

        USAGE: auditkit [--fixed] [<options>]
               auditkit audit <file> [<options>]

          With no command, audits the bundled QuoteApp sample from Apple's audit talk, in its
          original state (it has issues), or with --fixed after the fixes.
          audit <file>  Audits a captured screen: an Appium / WebDriverAgent page source (XML).

        OPTIONS:
          --types <list>             Audit types to run, comma separated (default: all).
                                     Known: \(knownTypes)
          --format text|json         Output format (default: text).
          --min-hit-region <points>  Smallest side of a hit area in points (default: 24, WCAG 2.2
                                     SC 2.5.8; 44 is Apple's Human Interface Guidelines).
          --fixed                    The QuoteApp sample after the fixes.
          -h, --help                 Show this help.

        EXIT STATUS:
          0  no failures (warnings may be listed)
          1  at least one failure
          2  bad usage, or input that cannot be read or imported

        """
    }
}
