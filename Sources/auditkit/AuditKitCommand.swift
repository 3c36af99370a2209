import AuditKitLinux
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import QuoteApp

/// The `auditkit` command: parses arguments, audits, prints a report, and answers an exit status.
enum AuditKitCommand {
    /// Exit statuses.
    enum ExitStatus: Int32 {
        /// No failures (warnings may have been listed), or a baseline was written.
        case success = 0
        /// At least one failure.
        case failures = 1
        /// Bad usage, or input that cannot be read, imported or audited.
        case usage = 2
    }

    /// An input or output problem: the message names the file; the tool exits with status 2.
    struct InputError: Error, CustomStringConvertible {
        /// The file, line, column and message, for reports in a machine-readable format.
        var report: InputErrorReport
        var description: String { report.description }

        init(report: InputErrorReport) { self.report = report }

        /// An error about `file` (when given) saying `message`.
        init(file: String?, message: String) { report = InputErrorReport(file: file, message: message) }
    }

    /// Runs the command with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - output: Receives the report (standard output).
    ///   - errorOutput: Receives error messages and warnings (standard error).
    /// - Returns: The exit status: 0 no failures, 1 failures, 2 bad usage or unreadable input.
    static func run(arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            errorOutput("auditkit: error: \(error)\nRun 'auditkit --help' for usage.\n")
            return ExitStatus.usage.rawValue
        }
        do {
            switch options.command {
            case .help:
                output(CommandLineOptions.helpText)
                return ExitStatus.success.rawValue
            case .export(let fixed):
                let app = QuoteApp.makeApplication(state: fixed ? .fixed : .original)
                try emit(try app.snapshot().jsonData() + Data("\n".utf8), options: options, output: output)
                return ExitStatus.success.rawValue
            case .describe(let path, let fixed):
                let hierarchy: AccessibilityHierarchy
                let subject: String
                if let path {
                    hierarchy = try load(path)
                    subject = path
                } else {
                    hierarchy = QuoteApp.makeApplication(state: fixed ? .fixed : .original).snapshot()
                    subject = "QuoteApp (\(fixed ? "fixed" : "original") state)"
                }
                try emit(Data(describe(hierarchy, subject: subject, language: options.language).utf8), options: options, output: output)
                return ExitStatus.success.rawValue
            case .quoteApp, .audit:
                return try audit(options, output: output, errorOutput: errorOutput)
            case .auditMany(let paths):
                return try auditMany(paths, options: options, output: output, errorOutput: errorOutput)
            }
        } catch {
            errorOutput("auditkit: error: \(error)\n")
            emitInputError(error, options: options, output: output, errorOutput: errorOutput)
            return ExitStatus.usage.rawValue
        }
    }

    /// For an audit asked for in JSON, SARIF or JUnit, writes `error` in that format too (to
    /// `--output` when given, else to `output`), so a CI step that parses the report gets a
    /// machine-readable error (``InputErrorReport``); the text format has the message on standard
    /// error only.
    private static func emitInputError(_ error: any Error, options: CommandLineOptions, output: (String) -> Void,
                                       errorOutput: (String) -> Void) {
        switch options.command {
        case .audit, .quoteApp, .auditMany: break
        default: return
        }
        guard options.format != .text else { return }
        let report = (error as? InputError)?.report ?? InputErrorReport(file: nil, message: "\(error)")
        let document: Data
        switch options.format {
        case .text: return
        case .json: document = (try? report.json()) ?? Data()
        case .sarif: document = (try? report.sarif(sourceRoot: options.sourceRoot ?? FileManager.default.currentDirectoryPath)) ?? Data()
        case .junit: document = Data(report.junit().utf8)
        }
        do {
            try emit(document, options: options, output: output)
        } catch {
            // The output file cannot be written: the error document goes to standard output.
            output(String(decoding: document, as: UTF8.self))
        }
    }

    // MARK: Audit

    /// Audits the bundled sample or a capture, prints the report and answers the exit status.
    /// - Throws: ``InputError`` for files that cannot be read or written, or an empty screen.
    private static func audit(_ options: CommandLineOptions, output: (String) -> Void,
                              errorOutput: (String) -> Void) throws -> Int32 {
        let auditor = AccessibilityAuditor(countsLeftOutTypes: true)
        let found: AccessibilityAuditResult
        let subject: String
        let screen: String
        var file: String?
        var talkIgnoreList: AccessibilityAuditIgnoreList?
        switch options.command {
        case .audit(let path):
            let hierarchy = try loadWithEvidence(path, options: options)
            subject = "\(path) (\(hierarchy.source.kind.rawValue))"
            screen = options.screenName ?? URL(fileURLWithPath: path).lastPathComponent
            file = path
            found = try inputStep(path) { try auditor.audit(hierarchy, for: options.types, configuration: options.configuration) }
        default:
            let fixed = options.command == .quoteApp(fixed: true)
            let app = QuoteApp.makeApplication(state: fixed ? .fixed : .original)
            subject = "QuoteApp (\(fixed ? "fixed" : "original") state)"
            screen = options.screenName ?? "QuoteApp"
            talkIgnoreList = QuoteApp.talkIgnoreList
            found = try inputStep("QuoteApp") {
                try app.audit(for: options.types, configuration: options.configuration, auditor: auditor)
            }
        }

        let notRun = options.types.members.filter { !found.auditTypes.contains($0) }
        if !notRun.isEmpty {
            let names = notRun.map(\.description).joined(separator: ", ")
            errorOutput("auditkit: warning: no built-in rule checks \(names); those audit types were not run\n")
        }

        // Ignore: the talk's closure (bundled sample), then --ignore.
        var result = found
        var ignoredByTalk: [AccessibilityAuditIssue] = []
        if let talkIgnoreList {
            ignoredByTalk = result.issues.filter { talkIgnoreList.matches($0) }
            result = result.ignoring(talkIgnoreList)
        }
        var ignoredByFile: [AccessibilityAuditIssue] = []
        if let path = options.ignorePath {
            let list = try inputStep(path) { try AccessibilityAuditIgnoreList(json: try read(path)) }
            ignoredByFile = result.issues.filter { list.matches($0) }
            result = result.ignoring(list)
        }

        // Baseline: write, or compare.
        var notes: [String] = []
        if let path = options.writeBaselinePath {
            let baseline = AccessibilityAuditBaseline(result: result, screen: screen)
            try write(try baseline.jsonData() + Data("\n".utf8), to: path)
            errorOutput("auditkit: wrote \(TextReport.countedIssues(result.issues.count)) to the baseline \(path)\n")
        }
        var stale: [AccessibilityAuditBaseline.Entry] = []
        var knownCount = 0
        var comparison: AccessibilityAuditBaseline.Comparison?
        if let path = options.baselinePath {
            let baseline = try inputStep(path) { try AccessibilityAuditBaseline(json: try read(path)) }
            let compared = baseline.compare(result, screen: screen)
            comparison = compared
            let screens = Set(baseline.entries.compactMap(\.screen))
            if !baseline.entries.isEmpty, !screens.isEmpty, !screens.contains(screen) {
                errorOutput("auditkit: warning: the baseline \(path) has no entries for the screen '\(screen)' "
                            + "(it has \(screens.sorted().map { "'\($0)'" }.joined(separator: ", "))); "
                            + "name the screen with --screen\n")
            }
            result.issues = compared.new
            stale = compared.stale
            knownCount = compared.known.count
            notes.append("baseline \(path): \(TextReport.countedIssues(knownCount)) known and not listed, "
                         + "\(compared.new.count) new, \(stale.count) stale")
            if options.format != .text {
                for entry in stale { errorOutput("auditkit: warning: stale baseline entry (fixed or moved; remove it): \(entry.key)\n") }
            }
        }

        // Known issues stay in the record: SARIF marks them suppressed (JUnit leaves them out).
        let screenRecord = comparison.map {
            AuditedScreen(name: screen, file: file, result: result, comparison: $0, baseline: options.baselinePath)
        } ?? AuditedScreen(name: screen, file: file, result: result)
        let rendered: Data
        switch options.format {
        case .text:
            var lines = TextReport(result).rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            let summary = lines.popLast() ?? ""
            if !ignoredByTalk.isEmpty {
                lines += ignoredByTalk.map { "ignored: \(describe($0))" }
                let matchers = talkIgnoreList?.ignore.map(\.description).joined(separator: "; ") ?? ""
                lines.append("\(TextReport.countedIssues(ignoredByTalk.count)) ignored, as in the talk: \(matchers)")
            }
            if !ignoredByFile.isEmpty, let path = options.ignorePath {
                lines += ignoredByFile.map { "ignored: \(describe($0))" }
                lines.append("\(TextReport.countedIssues(ignoredByFile.count)) ignored by \(path)")
            }
            lines += stale.map { "stale: \($0.key) (\($0.compactDescription)): not found any more; remove it from the baseline" }
            lines += notes
            if let also = wouldAlsoFind(result) { lines.append(also) }
            lines.append(summary)
            rendered = Data(((["Audit of \(subject)"] + lines).joined(separator: "\n") + "\n").utf8)
        case .json:
            rendered = Data(try JSONReport(result).rendered().utf8)
        case .junit:
            rendered = Data(JUnitReport(screens: [screenRecord], failOn: options.failOn).render().utf8)
        case .sarif:
            // The input path is relative to the working directory, the URI to the source root.
            let cwd = FileManager.default.currentDirectoryPath
            var located = screenRecord
            located.file = file.map { $0.hasPrefix("/") || $0.contains("://") ? $0 : cwd + "/" + $0 }
            rendered = try SARIFReport(screens: [located], sourceRoot: options.sourceRoot ?? cwd).render()
                + Data("\n".utf8)
        }
        try emit(rendered, options: options, output: output)

        if options.writeBaselinePath != nil { return ExitStatus.success.rawValue }
        if options.failOnNotEvaluated, !result.notEvaluated.isEmpty {
            let types = Array(Set(result.notEvaluated.map(\.auditType.description))).sorted().joined(separator: ", ")
            errorOutput("auditkit: not evaluated (--fail-on-not-evaluated): \(types)\n")
            return ExitStatus.failures.rawValue
        }
        return result.failing(at: options.failOn).isEmpty ? ExitStatus.success.rawValue : ExitStatus.failures.rawValue
    }

    /// `"contrast found nothing; sufficientElementDescription would have found 1 issue"`, when the
    /// audit was narrowed and the left-out types would have found something; `nil` otherwise.
    static func wouldAlsoFind(_ result: AccessibilityAuditResult) -> String? {
        guard !result.wouldAlsoFind.isEmpty else { return nil }
        let ran = result.auditTypes.names.joined(separator: ", ")
        let found = result.issues.isEmpty ? "found nothing" : "found \(TextReport.countedIssues(result.issues.count))"
        let others = AccessibilityAuditType.named.compactMap { named -> String? in
            guard let count = result.wouldAlsoFind[named.type], count > 0 else { return nil }
            return "\(named.name) would have found \(TextReport.countedIssues(count))"
        }
        return "\(ran) \(found); \(others.joined(separator: ", "))"
    }

    /// `Contrast failed: StaticText, label: 'My Label', … [contrast.text]`.
    static func describe(_ issue: AccessibilityAuditIssue) -> String {
        var line = issue.compactDescription
        if let element = issue.element { line += ": \(element.summary)" }
        return line + " [\(issue.ruleID)]"
    }

    // MARK: Describe

    /// The VoiceOver transcript of `hierarchy`, numbered, then the rotor's headings and links.
    static func describe(_ hierarchy: AccessibilityHierarchy, subject: String, language: VoiceOverLanguage) -> String {
        let transcript = VoiceOverTranscript(hierarchy, language: language)
        var lines = ["VoiceOver reads \(subject) in this order (\(transcript.entries.count) element\(transcript.entries.count == 1 ? "" : "s")):"]
        if let modal = transcript.modalPresentation {
            let behind = transcript.elementsBehindModal
            lines.insert("\(modal.description.prefix(1).uppercased() + modal.description.dropFirst()) is on screen: VoiceOver reaches only it, "
                         + "so only it is read (\(behind) element\(behind == 1 ? "" : "s") behind it \(behind == 1 ? "is" : "are") not).", at: 0)
        }
        if let note = transcript.directionNote { lines.append(note) }
        // Nothing read: say what the screen holds, as the audit's refusal does (VoiceOver reads nothing
        // of a screen that holds only a development overlay, or a window another process draws).
        if transcript.entries.isEmpty, let empty = hierarchy.emptyScreen { lines.append(empty.description) }
        for (index, line) in transcript.lines.enumerated() {
            // A line that speaks a multi-line label or value keeps its continuation lines indented.
            lines.append("  \(index + 1). " + line.replacingOccurrences(of: "\n", with: "\n     "))
        }
        lines.append("Rotor, Headings: " + (transcript.headings.isEmpty ? "(none)" : transcript.headings.joined(separator: " | ")))
        lines.append("Rotor, Links: " + (transcript.links.isEmpty ? "(none)" : transcript.links.joined(separator: " | ")))
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Files

    /// Imports the capture at `path`; an empty hierarchy is an error.
    private static func load(_ path: String) throws -> AccessibilityHierarchy {
        let hierarchy = try inputStep(path) { try AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: path)) }
        guard !hierarchy.isEmpty else {
            throw InputError(file: path, message: "\(AccessibilityAuditError.emptyHierarchy(EmptyScreen(reason: .noElements)))")
        }
        return hierarchy
    }

    /// Imports the capture at `path` with what the options add to it: the `--screenshot` (decoded,
    /// its scale checked against the capture) and the `--at-size` captures.
    private static func loadWithEvidence(_ path: String, options: CommandLineOptions) throws -> AccessibilityHierarchy {
        var hierarchy: AccessibilityHierarchy
        if let screenshotPath = options.screenshotPath {
            do {
                // The error names the file it is about: the capture's path, or the screenshot's.
                hierarchy = try AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: path), screenshotContentsOf: URL(fileURLWithPath: screenshotPath))
            } catch {
                throw InputError(report: InputErrorReport(error))
            }
            guard !hierarchy.isEmpty else {
                throw InputError(file: path, message: "\(AccessibilityAuditError.emptyHierarchy(EmptyScreen(reason: .noElements)))")
            }
        } else {
            hierarchy = try load(path)
        }
        for variant in options.sizeVariants {
            let captured = try load(variant.path)
            do {
                try hierarchy.addSizeVariant(captured, at: variant.category)
            } catch {
                throw InputError(file: variant.path, message: "\(error)")
            }
        }
        return hierarchy
    }

    /// Runs `body`, naming `name` in any error it throws that does not already; an import error
    /// keeps its own file, line and column.
    static func inputStep<T>(_ name: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as InputError {
            throw error
        } catch let error as HierarchyImportError {
            throw InputError(report: InputErrorReport(error))
        } catch {
            let message = "\(error)"
            guard message.hasPrefix(name + ":") else { throw InputError(file: name, message: message) }
            throw InputError(file: name, message: String(message.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces))
        }
    }

    static func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError(file: path, message: "cannot read the file: \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
        }
    }

    /// Writes `data` to `path` (`--output`, `--write-baseline`).
    ///
    /// A new path, or an existing regular file, is replaced atomically: a temporary file renamed
    /// over it, so a reader never sees half a report. Anything else already at `path` is written
    /// through, never replaced: a symbolic link writes (and truncates, or creates) its target; a
    /// named pipe or a device such as `/dev/stdout` receives the data as a shell's `>` would give it.
    /// Replacing them would silently break a link, or as root replace `/dev/stdout` with a file.
    static func write(_ data: Data, to path: String) throws {
        do {
            let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            if type == nil || type == .typeRegular {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } else {
                try writeThrough(data, to: path)
            }
        } catch {
            throw InputError(file: path, message: "cannot write the file: \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
        }
    }

    /// Opens `path` for writing (following links; truncating a regular file, creating a missing
    /// link target) and writes all of `data`.
    private static func writeThrough(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    /// Writes `data` to `--output`, or to `output` (standard output).
    static func emit(_ data: Data, options: CommandLineOptions, output: (String) -> Void) throws {
        if let path = options.outputPath {
            try write(data, to: path)
        } else {
            output(String(decoding: data, as: UTF8.self))
        }
    }
}

extension TextReport {
    /// `"1 issue"`, `"2 issues"`.
    static func countedIssues(_ count: Int) -> String { "\(count) issue\(count == 1 ? "" : "s")" }
}
