import AuditKitLinux
import Foundation
import QuoteApp

#if canImport(Glibc)
    import Glibc
#endif

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

        /// An error about `file` (when given, as the system has it: ``FileName``) saying `message`,
        /// in which file names are shown with their bytes that are not UTF-8 escaped (`FileName.shown(_:)`);
        /// the report escapes `file` where it is written.
        init(file: String?, message: String) {
            report = InputErrorReport(file: file, message: FileName.shown(message))
        }
    }

    /// Runs the command with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - output: Receives the report (standard output); throws when it cannot be written, which
    ///     ends the run with status 2 and a message.
    ///   - errorOutput: Receives error messages and warnings (standard error).
    /// - Returns: The exit status: 0 no failures, 1 failures, 2 bad usage, unreadable input, or an
    ///   output that cannot be written.
    static func run(arguments: [String], output: (String) throws -> Void, errorOutput: (String) -> Void) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            errorOutput("auditkit: error: \(error)\nRun 'auditkit --help' for usage.\n")
            return ExitStatus.usage.rawValue
        }
        // A folder audit's captures, listed once: the check below and the audit read this listing.
        let folder = FolderListing(options)
        do {
            try checkOutputsSpareInputs(options, folder: folder)
        } catch {
            // The output names an input: the error document goes to standard output, never to that file.
            errorOutput("auditkit: error: \(error)\n")
            var toStandardOutput = options
            toStandardOutput.outputPath = nil
            emitInputError(error, options: toStandardOutput, output: output, errorOutput: errorOutput)
            return ExitStatus.usage.rawValue
        }
        do {
            switch options.command {
            case .help:
                try output(CommandLineOptions.helpText)
                return ExitStatus.success.rawValue
            case .export(let fixed):
                let app = QuoteApp.makeApplication(state: fixed ? .fixed : .original)
                // With the snapshots its audit compares (text sizes, display settings): the export
                // audits as the sample does.
                try emit(try app.auditableSnapshot().jsonData() + Data("\n".utf8), options: options, output: output)
                return ExitStatus.success.rawValue
            case .describe(let path, let fixed):
                let hierarchy: AccessibilityHierarchy
                let subject: String
                if let path {
                    hierarchy = try load(path, notice: errorOutput)
                    subject = displayName(path)
                } else {
                    hierarchy = QuoteApp.makeApplication(state: fixed ? .fixed : .original).snapshot()
                    subject = "QuoteApp (\(fixed ? "fixed" : "original") state)"
                }
                let text = TextReport.printable(
                    describe(hierarchy, subject: subject, language: options.language), keepingLineBreaks: true)
                try emit(Data(text.utf8), options: options, output: output)
                return ExitStatus.success.rawValue
            case .quoteApp, .audit:
                return try audit(options, output: output, errorOutput: errorOutput)
            case .auditMany:
                return try auditMany(folder, options: options, output: output, errorOutput: errorOutput)
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
    private static func emitInputError(
        _ error: any Error, options: CommandLineOptions, output: (String) throws -> Void,
        errorOutput: (String) -> Void
    ) {
        switch options.command {
        case .audit, .quoteApp, .auditMany: break
        default: return
        }
        guard options.format != .text else { return }
        var report = (error as? InputError)?.report ?? InputErrorReport(file: nil, message: "\(error)")
        // The capture's error is named as its screen would have been (JUnit's suite), as a run over
        // several captures names them.
        if case .audit(let path) = options.command,
            report.file == path || (path == "-" && report.file == InputFile.standardInputName)
        {
            report.screen =
                options.screenName
                ?? (path == "-" ? "stdin" : FileName.shown(URL(fileURLWithPath: path).lastPathComponent))
        }
        let document: Data
        switch options.format {
        case .text: return
        case .json: document = (try? report.json()) ?? Data()
        case .sarif:
            document =
                (try? report.sarif(sourceRoot: options.sourceRoot ?? FileManager.default.currentDirectoryPath))
                ?? Data()
        case .junit: document = Data(report.junit().utf8)
        }
        do {
            try emit(document, options: options, output: output)
        } catch {
            // The output file cannot be written: the error document goes to standard output (and
            // nowhere when that cannot be written either; the message is on standard error).
            try? output(String(decoding: document, as: UTF8.self))
        }
    }

    // MARK: Audit

    /// Audits the bundled sample or a capture, prints the report and answers the exit status.
    /// - Throws: ``InputError`` for files that cannot be read or written, or an empty screen.
    private static func audit(
        _ options: CommandLineOptions, output: (String) throws -> Void,
        errorOutput: (String) -> Void
    ) throws -> Int32 {
        let auditor = AccessibilityAuditor(countsLeftOutTypes: true)
        let found: AccessibilityAuditResult
        let subject: String
        let screen: String
        // The capture's path as the system has it (``FileName``): each report escapes it as it writes it.
        var file: String?
        var talkIgnoreList: AccessibilityAuditIgnoreList?
        // Frames a capture gave that could not be read (`x="0x10"`, a negative width): said, not hidden.
        var unreadFrames: [String] = []
        // The capture audited, whose elements' places in the file locate the issues.
        var capture: AccessibilityHierarchy?
        switch options.command {
        case .audit(let path):
            let hierarchy = try loadWithEvidence(path, options: options, notice: errorOutput)
            capture = hierarchy
            unreadFrames = hierarchy.problems.filter { $0.kind == .invalidFrame }.compactMap(\.element).map {
                hierarchy.path(of: $0)
            }
            subject = "\(displayName(path)) (\(hierarchy.source.kind.rawValue))"
            // A name for people and baselines: the bytes of the file name that are not UTF-8 escaped,
            // as for several captures.
            screen =
                options.screenName
                ?? (path == "-" ? "stdin" : FileName.shown(URL(fileURLWithPath: path).lastPathComponent))
            file = path == "-" ? nil : path
            found = try inputStep(inputName(path)) {
                try auditor.audit(hierarchy, for: options.types, configuration: options.configuration)
            }
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

        // Ignore: the talk's closure (bundled sample), then --ignore.
        var result = found
        var ignoredByTalk: [AccessibilityAuditIssue] = []
        if let talkIgnoreList {
            ignoredByTalk = result.issues.filter { talkIgnoreList.matches($0) }
            result = result.ignoring(talkIgnoreList)
        }
        var ignoredByFile: [AccessibilityAuditIssue] = []
        if let path = options.ignorePath {
            let list = try inputStep(path) {
                try AccessibilityAuditIgnoreList(json: try InputFile.read(path, notice: errorOutput))
            }
            ignoredByFile = result.issues.filter { list.matches($0) }
            result = result.ignoring(list)
        }

        // Baseline: write, or compare.
        var notes: [String] = []
        if let path = options.writeBaselinePath {
            let baseline = AccessibilityAuditBaseline(result: result, screen: screen)
            try write(try baseline.jsonData() + Data("\n".utf8), to: path)
            errorOutput(
                "auditkit: wrote \(TextReport.countedIssues(result.issues.count)) to the baseline \(FileName.shown(path))\n"
            )
        }
        var stale: [AccessibilityAuditBaseline.Entry] = []
        var knownCount = 0
        var comparison: AccessibilityAuditBaseline.Comparison?
        if let path = options.baselinePath {
            let baseline = try inputStep(path) {
                try AccessibilityAuditBaseline(json: try InputFile.read(path, notice: errorOutput))
            }
            let compared = baseline.compare(result, screen: screen)
            comparison = compared
            // Entries without a screen apply to any screen; warn only when none applies to this one.
            let screens = Set(baseline.entries.compactMap(\.screen))
            if !baseline.entries.isEmpty, baseline.entries.allSatisfy({ $0.screen != nil }), !screens.contains(screen) {
                errorOutput(
                    "auditkit: warning: the baseline \(FileName.shown(path)) has no entries for the screen '\(screen)' "
                        + "(it has \(screens.sorted().map { "'\($0)'" }.joined(separator: ", "))); "
                        + "name the screen with --screen\n")
            }
            result.issues = compared.new
            stale = compared.stale
            knownCount = compared.known.count
            notes.append(
                "baseline \(FileName.shown(path)): \(TextReport.countedIssues(knownCount)) known and not listed, "
                    + "\(compared.new.count) new, \(stale.count) stale")
            if options.format != .text {
                for entry in stale {
                    errorOutput("auditkit: warning: stale baseline entry (fixed or moved; remove it): \(entry.key)\n")
                }
            }
        }

        if options.format != .text, let first = unreadFrames.first {
            errorOutput(
                "auditkit: warning: \(unreadFrames.count == 1 ? "1 frame" : "\(unreadFrames.count) frames") not read "
                    + "(the first: \(first)): \(Self.unreadFrameReason)\n")
        }

        // Known issues stay in the record: SARIF marks them suppressed (JUnit leaves them out).
        var screenRecord =
            comparison.map {
                AuditedScreen(
                    name: screen, file: file, result: result, comparison: $0, baseline: options.baselinePath)
            } ?? AuditedScreen(name: screen, file: file, result: result)
        if let capture { screenRecord = screenRecord.locatingElements(in: capture) }
        var rendered = Data()
        switch options.format {
        case .text:
            // Standard input has no file, but its issue lines are placed as a file's: `<stdin>:10:9: error: …`.
            let placed = options.command == .audit(path: "-") ? InputFile.standardInputName : file
            var lines = TextReport(result, file: placed, elementPositions: screenRecord.elementPositions).rendered
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            let summary = lines.popLast() ?? ""
            if !ignoredByTalk.isEmpty {
                lines += ignoredByTalk.map { "ignored: \(describe($0))" }
                let matchers = talkIgnoreList?.ignore.map(\.description).joined(separator: "; ") ?? ""
                lines.append("\(TextReport.countedIssues(ignoredByTalk.count)) ignored, as in the talk: \(matchers)")
            }
            if !ignoredByFile.isEmpty, let path = options.ignorePath {
                lines += ignoredByFile.map { "ignored: \(describe($0))" }
                lines.append("\(TextReport.countedIssues(ignoredByFile.count)) ignored by \(FileName.shown(path))")
            }
            lines += stale.map {
                "stale: \($0.key) (\($0.compactDescription)): not found any more; remove it from the baseline"
            }
            lines += unreadFrames.map { "frame not read: \($0): \(Self.unreadFrameReason)" }
            lines += notes
            if let also = wouldAlsoFind(result) { lines.append(also) }
            lines.append(summary)
            // Lines the report adds (ignored, stale, notes) hold labels too: no control character passes raw.
            rendered = Data(
                TextReport.printable(
                    (["Audit of \(TextReport.printable(subject))"] + lines).joined(separator: "\n") + "\n",
                    keepingLineBreaks: true
                ).utf8)
        case .json:
            // Streamed in chunks: a report of 100,000 issues is tens of megabytes, not held whole.
            let report = JSONReport(screenRecord)
            try emit(options: options, output: output) { write in try report.write(to: write) }
        case .junit:
            rendered = Data(JUnitReport(screens: [screenRecord], failOn: options.failOn).render().utf8)
        case .sarif:
            // The input path is relative to the working directory, the URI to the source root.
            let cwd = FileManager.default.currentDirectoryPath
            var located = screenRecord
            located.file = file.map { $0.hasPrefix("/") || $0.contains("://") ? $0 : cwd + "/" + $0 }
            rendered =
                try SARIFReport(screens: [located], sourceRoot: options.sourceRoot ?? cwd).render()
                + Data("\n".utf8)
        }
        if options.format != .json { try emit(rendered, options: options, output: output) }

        if options.writeBaselinePath != nil { return ExitStatus.success.rawValue }
        if options.failOnNotEvaluated, !result.notEvaluated.isEmpty {
            let types = Array(Set(result.notEvaluated.map(\.auditType.description))).sorted().joined(separator: ", ")
            errorOutput("auditkit: not evaluated (--fail-on-not-evaluated): \(types)\n")
            return ExitStatus.failures.rawValue
        }
        return result.failing(at: options.failOn).isEmpty ? ExitStatus.success.rawValue : ExitStatus.failures.rawValue
    }

    /// Why a capture's frame is not read, and what that leaves out.
    static let unreadFrameReason =
        "x, y, width and height must be decimal numbers of points, the size not negative, "
        + "every edge within ±10,000,000 pt; the element's hit region and position are not evaluated"

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
        if let element = issue.elementSnapshot { line += ": \(element.summary)" }
        return line + " [\(issue.ruleID)]"
    }

    // MARK: Describe

    /// The VoiceOver transcript of `hierarchy`, numbered, then the rotor's headings and links.
    static func describe(_ hierarchy: AccessibilityHierarchy, subject: String, language: VoiceOverLanguage) -> String {
        let transcript = VoiceOverTranscript(hierarchy, language: language)
        var lines = [
            "VoiceOver reads \(subject) in this order (\(transcript.entries.count) element\(transcript.entries.count == 1 ? "" : "s")):"
        ]
        if let modal = transcript.modalPresentation {
            let behind = transcript.elementsBehindModal
            lines.insert(
                "\(modal.description.prefix(1).uppercased() + modal.description.dropFirst()) is on screen: VoiceOver reaches only it, "
                    + "so only it is read (\(behind) element\(behind == 1 ? "" : "s") behind it \(behind == 1 ? "is" : "are") not).",
                at: 0)
        }
        if let note = transcript.directionNote { lines.append(note) }
        // Nothing read: say what the screen holds, as the audit's refusal does (VoiceOver reads nothing
        // of a screen that holds only a development overlay, or a window another process draws).
        if transcript.entries.isEmpty, let empty = hierarchy.emptyScreen { lines.append(empty.description) }
        for (index, line) in transcript.lines.enumerated() {
            // A line that speaks a multi-line label or value keeps its continuation lines indented.
            lines.append("  \(index + 1). " + line.replacingOccurrences(of: "\n", with: "\n     "))
        }
        lines.append(
            "Rotor, Headings: "
                + (transcript.headings.isEmpty ? "(none)" : transcript.headings.joined(separator: " | ")))
        lines.append(
            "Rotor, Links: " + (transcript.links.isEmpty ? "(none)" : transcript.links.joined(separator: " | ")))
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Files

    /// Imports the capture at `path` (standard input for `-`); an empty hierarchy is an error.
    private static func load(_ path: String, notice: (String) -> Void) throws -> AccessibilityHierarchy {
        let name = inputName(path)
        let data = try InputFile.read(path, notice: notice)
        var hierarchy = try inputStep(name) { try AccessibilityHierarchy(importing: data, name: name) }
        hierarchy.source.name = path == "-" ? name : FileName.shown(URL(fileURLWithPath: path).lastPathComponent)
        guard !hierarchy.isEmpty else {
            throw InputError(
                file: name, message: "\(AccessibilityAuditError.emptyHierarchy(EmptyScreen(reason: .noElements)))")
        }
        return hierarchy
    }

    /// Imports the capture at `path` (standard input for `-`) with what the options add to it: the
    /// `--screenshot` (decoded, its scale checked against the capture) and the `--at-size` captures.
    private static func loadWithEvidence(
        _ path: String, options: CommandLineOptions,
        notice: (String) -> Void
    ) throws -> AccessibilityHierarchy {
        var hierarchy: AccessibilityHierarchy
        if let screenshotPath = options.screenshotPath {
            let name = inputName(path)
            let data = try InputFile.read(path, notice: notice)
            let png: Data
            do {
                png = try InputFile.read(screenshotPath, binary: true, notice: notice)
            } catch let error as InputError {
                // Said as the other screenshot errors are: "shot.png: unusable screenshot: cannot read the file: …".
                let prefix = "\(FileName.shown(screenshotPath)): "
                let rest =
                    error.description.hasPrefix(prefix)
                    ? String(error.description.dropFirst(prefix.count)) : error.description
                throw InputError(file: screenshotPath, message: "unusable screenshot: " + rest)
            }
            do {
                // The error names the file it is about: the capture's path, or the screenshot's.
                hierarchy = try AccessibilityHierarchy(
                    importing: data, name: name, screenshot: png, screenshotName: screenshotPath)
            } catch {
                throw InputError(report: InputErrorReport(error))
            }
            guard !hierarchy.isEmpty else {
                throw InputError(
                    file: name, message: "\(AccessibilityAuditError.emptyHierarchy(EmptyScreen(reason: .noElements)))")
            }
            hierarchy.source.name = path == "-" ? name : FileName.shown(URL(fileURLWithPath: path).lastPathComponent)
        } else {
            hierarchy = try load(path, notice: notice)
        }
        for variant in options.sizeVariants {
            let captured = try load(variant.path, notice: notice)
            do {
                try hierarchy.addSizeVariant(captured, at: variant.category)
            } catch {
                throw InputError(file: variant.path, message: "\(error)")
            }
        }
        return hierarchy
    }

    /// How messages name the input at `path`: the path with its bytes that are not UTF-8 escaped
    /// (`FileName.shown(_:)`), or `<stdin>` for `-`.
    static func displayName(_ path: String) -> String {
        FileName.shown(inputName(path))
    }

    /// How imports and errors name the input at `path`, for reports to escape as they write it:
    /// the path as the system has it (``FileName``), or `<stdin>` for `-`.
    static func inputName(_ path: String) -> String {
        path == "-" ? InputFile.standardInputName : path
    }

    /// Runs `body`, naming `name` (a file name as the system has it, or `<stdin>`) in any error it
    /// throws that does not already; an import error keeps its own file, line and column.
    static func inputStep<T>(_ name: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as InputError {
            throw error
        } catch let error as HierarchyImportError {
            throw InputError(report: InputErrorReport(error))
        } catch let error as JSONFileError {
            // `file:line:column: …`, as compilers write places, for a syntax error; else the field.
            guard let line = error.line else { throw InputError(file: name, message: "\(error)") }
            throw InputError(
                report: InputErrorReport(
                    file: name, line: line, column: error.column, message: "malformed JSON: \(error.message)"))
        } catch {
            // Messages show file names escaped.
            let message = "\(error)"
            let shown = FileName.shown(name)
            guard message.hasPrefix(shown + ":") else { throw InputError(file: name, message: message) }
            throw InputError(
                file: name, message: String(message.dropFirst(shown.count + 1)).trimmingCharacters(in: .whitespaces))
        }
    }

    /// Refuses, before anything is read or written, an output (`--output`, `--write-baseline`) that
    /// is one of the inputs (the capture, `--ignore`, `--baseline`, or standard input redirected from
    /// a file), or two outputs naming one file: writing would destroy the input, or leave one output
    /// where the other was announced. Files are compared by device and inode (``FileIdentity``); a
    /// folder audit's captures are `folder`'s.
    /// - Throws: ``InputError`` naming both.
    static func checkOutputsSpareInputs(_ options: CommandLineOptions, folder: FolderListing) throws {
        var inputs: [(what: String, path: String, identity: FileIdentity)] = []
        func input(_ what: String, _ path: String?) {
            guard let path else { return }
            if path == "-" {
                if let identity = FileIdentity(standardInput: ()) {
                    inputs.append(("standard input (the capture)", "-", identity))
                }
            } else if let identity = FileIdentity(path: path), identity.isRegularFile {
                inputs.append((what, path, identity))
            }
        }
        switch options.command {
        case .audit(let path): input("the capture being audited", path)
        case .auditMany(let paths):
            // A directory's captures too: an output among them would replace one before it is read.
            // And what pairing reads with them: screenshots and size variants.
            let listing = try? folder.listing.get()
            var files: [String] = listing == nil ? paths : []
            // A report an earlier run wrote into the directory is no input: this run replaces it.
            for file in listing?.files ?? [] where !folder.replaced.contains(file.path) {
                files.append(file.path)
                if let screenshot = file.screenshot { files.append(screenshot) }
                files += file.sizeVariants.map(\.path)
            }
            for path in Set(paths).union(files).sorted() { input("a capture being audited", path) }
        case .describe(let path?, _): input("the capture being described", path)
        default: break
        }
        input("the screenshot read (--screenshot)", options.screenshotPath)
        for variant in options.sizeVariants { input("a capture read (--at-size)", variant.path) }
        input("the ignore list read (--ignore)", options.ignorePath)
        input("the baseline read (--baseline)", options.baselinePath)

        var outputs: [(option: String, path: String, identity: FileIdentity)] = []
        for (option, path) in [("--write-baseline", options.writeBaselinePath), ("--output", options.outputPath)] {
            guard let path, let identity = FileIdentity(path: path) else { continue }
            if let earlier = outputs.first(where: { $0.identity == identity }) {
                throw InputError(
                    file: nil,
                    message: "\(earlier.option) \(earlier.path) and \(option) \(path) name the same file; "
                        + "one would overwrite the other. Give each its own file")
            }
            if let input = inputs.first(where: { $0.identity == identity }) {
                let same = input.path == path ? "" : " (\(displayName(input.path)))"
                throw InputError(
                    file: nil,
                    message: "\(option) \(path) is \(input.what)\(same); writing there would destroy it. "
                        + "Write to another file")
            }
            outputs.append((option, path, identity))
        }
    }

    /// A folder audit's captures (``captureFiles(_:exclude:pairing:)``) and the reports among them
    /// that the run replaces (``reportsToReplace(_:options:)``), found once, before anything is
    /// read or written; empty for the other commands.
    struct FolderListing {
        /// The captures the paths name, or why they cannot be listed (the audit throws it).
        var listing: Result<CaptureListing, any Error>
        /// The paths of the reports this run replaces: neither audited nor protected.
        var replaced: Set<String>

        /// The listing of the captures `options.command` names, when it is a folder audit.
        init(_ options: CommandLineOptions) {
            guard case .auditMany(let paths) = options.command else {
                listing = .success(CaptureListing(files: []))
                replaced = []
                return
            }
            listing = Result { try captureFiles(paths, exclude: options.excludePatterns, pairing: options.pairing) }
            replaced = reportsToReplace((try? listing.get())?.files ?? [], options: options)
        }
    }

    /// The paths of the directory files among `files` that are this run's `--output` or
    /// `--write-baseline` and hold no capture (a report or baseline an earlier run wrote there):
    /// they are neither audited nor protected from being replaced, so the same command can run
    /// again. A capture there is an input, and writing over it is refused.
    static func reportsToReplace(_ files: [CaptureFile], options: CommandLineOptions) -> Set<String> {
        let outputs = Set(
            [options.outputPath, options.writeBaselinePath].compactMap { $0 }.compactMap(FileIdentity.init(path:))
                .filter(\.isRegularFile))
        guard !outputs.isEmpty else { return [] }
        var replaced: Set<String> = []
        for file in files where file.fromDirectory {
            guard let identity = FileIdentity(path: file.path), outputs.contains(identity) else { continue }
            do {
                _ = try AccessibilityHierarchy(importing: try InputFile.read(file.path), name: file.path)
            } catch let error as HierarchyImportError where error.isNoCapture {
                replaced.insert(file.path)
            } catch {}
        }
        return replaced
    }

    /// Writes `data` to `path` (`--output`, `--write-baseline`) as ``OutputFile`` does: atomically,
    /// keeping the mode of a file it replaces, refusing one the user may not write.
    private static func write(_ data: Data, to path: String) throws {
        try OutputFile.write(data, to: path)
    }

    /// Writes `data` to `--output`, or to `output` (standard output).
    static func emit(_ data: Data, options: CommandLineOptions, output: (String) throws -> Void) throws {
        // `--output -` is standard output, as `-` is standard input (not a file named "-").
        if let path = options.outputPath, path != "-" {
            try write(data, to: path)
        } else {
            try output(String(decoding: data, as: UTF8.self))
        }
    }

    /// Writes what `produce` gives, chunk by chunk, to `--output` (as ``OutputFile`` does), or to
    /// `output` (standard output), one call a chunk; each chunk must be whole UTF-8 text.
    static func emit(
        options: CommandLineOptions, output: (String) throws -> Void, producing produce: OutputFile.Producer
    ) throws {
        if let path = options.outputPath, path != "-" {
            try OutputFile.write(to: path, producing: produce)
        } else {
            // `output` is only called while `produce` runs (it keeps no reference to it).
            try withoutActuallyEscaping(output) { output in
                try produce { chunk in try output(String(decoding: chunk, as: UTF8.self)) }
            }
        }
    }
}

extension TextReport {
    /// `"1 issue"`, `"2 issues"`.
    static func countedIssues(_ count: Int) -> String { "\(count) issue\(count == 1 ? "" : "s")" }
    /// `1 screen`, `2 screens`.
    static func countedScreens(_ count: Int) -> String { "\(count) screen\(count == 1 ? "" : "s")" }
}
