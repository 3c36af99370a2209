import AuditKitLinux
import Foundation

/// The command and option tables: every command and option of `auditkit`, declared once. The
/// parser, the check that a command takes an option, and `--help` are written from them; a test
/// checks the options table of the command-line reference (`CommandLineReference.md`) against the
/// `--help` they give.
///
/// A new option is one declaration in the group of the commands that take it (a new group when no
/// group has exactly those commands), and one row in that table.
extension CommandLineOptions {
    /// The commands, in the order `--help` lists them.
    static let commands: [CommandDeclaration] = [
        CommandDeclaration(
            .sample,
            abstract: """
                Audits the bundled QuoteApp sample from Apple's audit talk, in its original state (it has \
                issues), or with --fixed after the fixes. The talk's ignored issue (contrast of 'My Label') \
                is ignored and listed.
                """),
        CommandDeclaration(
            .audit, .oneOrMore("file"),
            abstract: """
                Audits a captured screen: Appium / WebDriverAgent page source XML, an XCUIElement \
                debugDescription dump, or hierarchy JSON (see export). A <file> of - reads standard input. \
                Several files, or a directory (its .xml, .json and .txt files, subdirectories included), are \
                audited in parallel into one report, screen by screen in the order given (a directory's files by path).
                """),
        CommandDeclaration(
            .export,
            abstract: """
                Writes the QuoteApp sample's hierarchy as JSON, with the snapshots under other settings \
                its audit compares (text sizes, display settings), which 'audit' reads and audits as it \
                audits the sample.
                """),
        CommandDeclaration(
            .describe, .oneOrFlag("file", flag: "--example"),
            abstract: """
                Prints what VoiceOver reads, in order, and the rotor's headings and links, for a capture \
                (- reads standard input) or the QuoteApp sample (--example).
                """),
    ]

    /// Every option, in groups that say which commands take them, in the order `--help` lists them.
    static let optionGroups: [OptionGroup] = [
        OptionGroup(
            "SAMPLE OPTIONS", for: [.sample, .export, .describe],
            [
                .flag("--fixed", help: "The QuoteApp sample after the talk's fixes (for describe, with --example).") {
                    $0.fixed = true
                }
            ]),
        OptionGroup(
            "AUDIT OPTIONS", for: [.sample, .audit], usagePlaceholder: "<audit options>",
            [
                .option(
                    "--types", value: "<list>", repeatable: true,
                    help: "Audit types to run, comma separated (default: every; all is Apple's iOS set); "
                        + "given again, the types of both.\nKnown: \(knownTypes)"
                ) {
                    // Each name stands for the types it runs: `all` for Apple's iOS set, so that `all,parentChild`
                    // runs both (as a set, `.all` holds every bit, and an audit of it runs the iOS set alone).
                    var types: AccessibilityAuditType = []
                    do {
                        for name in $1.split(separator: ",") {
                            types.formUnion(try AccessibilityAuditType.parse(list: String(name)).resolved())
                        }
                    } catch {
                        throw UsageError(description: "\(error)")
                    }
                    guard !types.isEmpty else {
                        throw UsageError(description: "--types lists no audit type. Known: \(knownTypes)")
                    }
                    // The first --types replaces the default; each later one adds its types.
                    if $0.typesGiven {
                        $0.options.types.formUnion(types)
                    } else {
                        $0.options.types = types
                        $0.typesGiven = true
                    }
                },
                .option(
                    "--format", value: "<format>",
                    help: "text (default), json, junit (JUnit XML) or sarif (SARIF 2.1.0)."
                ) {
                    guard let format = Format(rawValue: $1.lowercased()) else {
                        throw UsageError(description: "unknown format '\($1)'; use \(formatNames)")
                    }
                    $0.options.format = format
                },
                .file(
                    "--ignore", help: "Ignore the issues an ignore-list JSON file matches.", to: \.options.ignorePath),
                .file(
                    "--baseline",
                    help: "Known issues are not reported; new ones are; stale entries (fixed or moved) are listed.",
                    to: \.options.baselinePath),
                .file(
                    "--write-baseline", help: "Write every issue found to a baseline file, and exit 0.",
                    to: \.options.writeBaselinePath),
                .option(
                    "--screen", value: "<name>",
                    help: """
                        The screen name baselines and reports use (default: the file name; 'QuoteApp' for the \
                        sample). Keep it stable when captures are renamed or timestamped.
                        """
                ) {
                    guard !$1.trimmingCharacters(in: .whitespaces).isEmpty else {
                        throw UsageError(description: "--screen needs a non-empty name")
                    }
                    $0.options.screenName = $1
                },
                .option(
                    "--source-root", value: "<dir>",
                    help: """
                        The directory SARIF file URIs are relative to (base id SRCROOT; default: the current \
                        directory, usually the repository root). Files outside it get absolute file:// URIs. A \
                        capture's results are located at their element's line and column.
                        """
                ) {
                    guard !$1.isEmpty else { throw UsageError(description: "--source-root needs a directory") }
                    $0.options.sourceRoot = $1
                },
                .option(
                    "--fail-on", value: "failure|warning",
                    help: "The least severity that makes the exit status 1 (default: failure)."
                ) {
                    guard let severity = AccessibilityAuditSeverity(rawValue: $1.lowercased()) else {
                        throw UsageError(description: "--fail-on takes 'failure' or 'warning', not '\($1)'")
                    }
                    $0.options.failOn = severity
                },
                .flag(
                    "--fail-on-not-evaluated",
                    help: """
                        Exit 1 also when an audit type could not be evaluated, for the whole screen or for some \
                        elements (a capture without colours, say), instead of only listing it.
                        """
                ) {
                    $0.options.failOnNotEvaluated = true
                },
                .option(
                    "--min-hit-region", value: "<points>",
                    help: """
                        Smallest side of a hit area in points (default: \(
                            AuditThresholds.text(AuditThresholds.wcagMinimumTargetSize)), WCAG 2.2 SC 2.5.8; \(
                            AuditThresholds.text(AuditThresholds.appleHIGMinimumTapTarget)) is Apple's \
                        Human Interface Guidelines).
                        """
                ) {
                    // Decimal only: Double("0x10") would read hexadecimal, and "1e2" or "inf" are no sizes.
                    guard $1.range(of: #"^([0-9]+(\.[0-9]*)?|\.[0-9]+)$"#, options: .regularExpression) != nil,
                        let points = Double($1), points > 0
                    else {
                        throw UsageError(
                            description:
                                "--min-hit-region needs a positive number of points, not '\($1)' (decimal, such as 44)")
                    }
                    $0.options.minimumHitRegion = points
                },
            ]),
        OptionGroup(
            "CAPTURE OPTIONS", for: [.audit],
            [
                .option(
                    "--jobs", value: "<n>",
                    help: """
                        How many captures to audit at once (default: one per processor core). The report is the \
                        same whatever the number.
                        """
                ) {
                    guard let jobs = Int($1), jobs > 0, jobs <= 1_024 else {
                        throw UsageError(description: "--jobs needs a whole number from 1 to 1024, not '\($1)'")
                    }
                    $0.options.jobs = jobs
                },
                .file(
                    "--screenshot",
                    help: """
                        A PNG screenshot of the captured screen, taken at the same moment. Contrast is then \
                        measured from its pixels (text, and image-only buttons and icons). Its size must be the \
                        capture's screen at 1x, 2x or 3x.
                        """, to: \.options.screenshotPath),
                .pair(
                    "--at-size", key: "<size>", value: "<file>", repeatable: true,
                    help: """
                        The same screen captured at another content size category, such as \
                        accessibilityExtraExtraExtraLarge=page-ax5.xml: text that did not grow is a Dynamic \
                        Type issue. The capture itself counts as the default size, large.
                        """
                ) {
                    guard let category = contentSizeCategory(named: $1) else {
                        throw UsageError(
                            description: "--at-size: unknown content size category '\($1)'; use one of "
                                + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    guard !$2.isEmpty else { throw UsageError(description: "--at-size \($1)= needs a file name") }
                    guard !$0.options.sizeVariants.contains(where: { $0.category == category }) else {
                        throw UsageError(
                            description: "--at-size: \(category.rawValue) is given twice; give one capture per size")
                    }
                    $0.options.sizeVariants.append(SizeVariantOption(category: category, path: $2))
                },
                .option(
                    "--exclude", value: "<pattern>", repeatable: true,
                    help: """
                        Leave out of a directory the files whose path inside it, or whose name, matches the \
                        glob <pattern> (*, ?, [...]; quote it), such as '*.src.txt' or 'old/*'.
                        """
                ) {
                    guard !$1.isEmpty else {
                        throw UsageError(description: "--exclude needs a pattern, such as '*.src.txt'")
                    }
                    $0.options.excludePatterns.append($1)
                },
                .flag(
                    "--no-pairing",
                    help: """
                        Audit every capture of a directory or of several files on its own. By default NAME.png \
                        beside NAME.xml, NAME.json or NAME.txt is its screenshot, and NAME@<size>.xml (a content \
                        size category, as --at-size takes it) is its capture at that size.
                        """
                ) {
                    $0.options.pairing = false
                },
                .flag(
                    "--verbose",
                    help: """
                        With several captures, list what could not be evaluated screen by screen, instead of \
                        once per kind for the whole run.
                        """
                ) {
                    $0.options.verbose = true
                },
            ]),
        OptionGroup(
            "DESCRIBE OPTIONS", for: [.describe],
            [
                .flag("--example", help: "Describe the QuoteApp sample instead of a capture.") {
                    $0.example = true
                },
                .option(
                    "--language", value: "en|ja",
                    help: """
                        The language of the words VoiceOver adds, such as 'Button' (default: en; a tag such as \
                        ja-JP works). Labels and values are read as the app gives them.
                        """
                ) {
                    guard let language = VoiceOverLanguage(bcp47: $1) else {
                        throw UsageError(description: "--language takes 'en' or 'ja', not '\($1)'")
                    }
                    $0.options.language = language
                },
            ]),
        OptionGroup(
            "OPTIONS", for: CommandName.allCases,
            [
                .file(
                    "--output", short: "-o",
                    help: """
                        Write the report (or export, or description) to <file> instead of standard output (- is \
                        standard output). A file replaced keeps its permissions; one that is an input is refused.
                        """,
                    to: \.options.outputPath),
                .flag("--help", short: "-h", help: "Show this help.", inUsage: false) {
                    $0.help = true
                },
            ]),
    ]

    /// A content size category by its case name (any letter case), or by UIKit's
    /// `UICTContentSizeCategory…` name as the launch argument gives it (`UICTContentSizeCategoryAccessibilityXXXL`).
    static func contentSizeCategory(named name: String) -> ContentSizeCategory? {
        if let category = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            return category
        }
        let uikit: [String: ContentSizeCategory] = [
            "XS": .extraSmall, "S": .small, "M": .medium, "L": .large, "XL": .extraLarge, "XXL": .extraExtraLarge,
            "XXXL": .extraExtraExtraLarge, "AccessibilityM": .accessibilityMedium,
            "AccessibilityL": .accessibilityLarge,
            "AccessibilityXL": .accessibilityExtraLarge, "AccessibilityXXL": .accessibilityExtraExtraLarge,
            "AccessibilityXXXL": .accessibilityExtraExtraExtraLarge,
        ]
        guard name.hasPrefix("UICTContentSizeCategory") else { return nil }
        return uikit[String(name.dropFirst("UICTContentSizeCategory".count))]
    }

    /// The audit type names `--types` accepts.
    static var knownTypes: String {
        (AccessibilityAuditType.named.map(\.name) + AccessibilityAuditType.setNames.map(\.name)).joined(separator: ", ")
    }

    /// `"text, json, junit or sarif"`.
    static var formatNames: String {
        let names = Format.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// The `--help` text.
    static var helpText: String {
        HelpText(
            overview: "Accessibility audits in the manner of Xcode's performAccessibilityAudit, on Linux.",
            commands: commands, groups: optionGroups,
            epilogue: """
                EXIT STATUS:
                  0  no failures (warnings may be listed), or a baseline was written
                  1  at least one failure (at --fail-on) that no ignore list or baseline covers, or
                     with --fail-on-not-evaluated, anything not evaluated
                  2  bad usage; input that cannot be read, imported or audited (an empty screen);
                     an output that cannot be written, or that would overwrite an input; with
                     --format json, sarif or junit the report is then the error (file, line, column,
                     message) in that format
                  describe: 0 once it has printed what VoiceOver reads, nothing included
                """
        ).rendered
    }
}
