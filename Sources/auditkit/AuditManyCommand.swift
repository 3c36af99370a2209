import AuditKitLinux
import Foundation

// `auditkit audit FILE FILE ...` and `auditkit audit DIRECTORY`: many captures (a device-farm run)
// audited in parallel (`--jobs`) into one report, in the order given whatever order the audits
// finish in, so the report is the same, byte for byte, with one job or many.
extension AuditKitCommand {
    /// A capture to audit: where it is, its screen's name, and whether a directory gave it.
    struct CaptureFile: Equatable {
        var path: String
        var screen: String
        var fromDirectory: Bool
    }

    /// The file extensions a directory's captures have: page sources, hierarchy JSON, dumps.
    static let captureExtensions: Set<String> = ["xml", "json", "txt"]

    /// The captures `paths` name: each file as given, named after its file name; each directory's
    /// `.xml`, `.json` and `.txt` files (subdirectories' included, and symbolic links to files;
    /// hidden files and folders left out), sorted by path, each named by its path inside the directory.
    /// - Throws: ``InputError`` for a path that does not exist, a directory without captures, a
    ///   folder inside a directory that cannot be read, or two captures that would have the same
    ///   screen name.
    static func captureFiles(_ paths: [String]) throws -> [CaptureFile] {
        var files: [CaptureFile] = []
        for path in paths {
            let kind = FileName.exists(path)
            guard kind.exists else {
                throw InputError(file: path, message: "cannot read the file: there is no such file; check the path")
            }
            guard kind.isDirectory else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                files.append(CaptureFile(path: path, screen: FileName.shown(name), fromDirectory: false))
                continue
            }
            // A folder below it that cannot be read would leave its captures unaudited, and the run
            // would pass without them: it stops the run instead, before anything is audited.
            var unreadable: [String] = []
            var found: [(relative: String, path: String)] = []
            guard walk(path, relative: "", found: &found, unreadable: &unreadable) else {
                throw InputError(file: path, message: "cannot read the directory")
            }
            if let first = unreadable.first {
                let more = unreadable.count > 1 ? " (and \(unreadable.count - 1) more)" : ""
                throw InputError(
                    file: path,
                    message: "cannot read \(displayName(first))\(more) inside it: its captures would go "
                        + "unaudited; make it readable, or name the captures to audit")
            }
            guard !found.isEmpty else {
                throw InputError(
                    file: path,
                    message: "the directory holds no capture (no .xml, .json or .txt file); "
                        + "name a capture file, or a directory that holds captures")
            }
            for capture in found.sorted(by: { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }) {
                files.append(
                    CaptureFile(path: capture.path, screen: FileName.shown(capture.relative), fromDirectory: true))
            }
        }
        var seen: [String: String] = [:]
        for file in files {
            if let other = seen[file.screen] {
                throw InputError(
                    file: nil,
                    message: "two captures would both be the screen '\(file.screen)' (\(other) and \(file.path)); "
                        + "give the directory that holds them, or audit them separately with --screen")
            }
            seen[file.screen] = file.path
        }
        return files
    }

    /// Walks the directory `directory` (shown as `relative` inside the named one), adding its
    /// captures to `found` and the folders below it that cannot be read to `unreadable`: its
    /// `.xml`, `.json` and `.txt` entries that are regular files or symbolic links to one (read as
    /// `cat` reads them; a link whose target is missing too, so that the run says it cannot be
    /// read rather than leaving it out), and its folders, not those behind links; hidden entries
    /// (`.name`) are left out. Names are read as bytes (``FileName``): none is left out for not
    /// being UTF-8.
    /// - Returns: `false` when `directory` itself cannot be read.
    private static func walk(
        _ directory: String, relative: String, found: inout [(relative: String, path: String)],
        unreadable: inout [String]
    ) -> Bool {
        guard let handle = FileName.withCString(directory, { opendir($0) }) else { return false }
        defer { closedir(handle) }
        var entries: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                return FileName.decode(bytes.prefix { $0 != 0 })
            }
            if !name.hasPrefix(".") { entries.append(name) }
        }
        for name in entries {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let inside = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard FileName.withCString(path, { lstat($0, &status) }) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if !walk(path, relative: inside, found: &found, unreadable: &unreadable) { unreadable.append(path) }
                continue
            case S_IFREG:
                break
            case S_IFLNK:
                var target = stat()
                if FileName.withCString(path, { stat($0, &target) }) == 0, target.st_mode & S_IFMT != S_IFREG {
                    continue
                }
            default:
                continue
            }
            let pathExtension = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
            guard let pathExtension, captureExtensions.contains(pathExtension.lowercased()) else { continue }
            found.append((inside, path))
        }
        return true
    }

    /// Audits the captures `paths` name on `--jobs` threads, prints one report of all of them, and
    /// answers the exit status: 2 when a capture could not be read or audited (after the report of
    /// the others), else 1 when a screen fails, else 0.
    static func auditMany(
        _ paths: [String], options: CommandLineOptions, output: (String) throws -> Void,
        errorOutput: (String) -> Void
    ) throws -> Int32 {
        let files = try captureFiles(paths)
        let ignoreList = try options.ignorePath.map { path in
            try inputStep(path) {
                try AccessibilityAuditIgnoreList(json: try InputFile.read(path, notice: errorOutput))
            }
        }
        let baseline = try options.baselinePath.map { path in
            (
                baseline: try inputStep(path) {
                    try AccessibilityAuditBaseline(json: try InputFile.read(path, notice: errorOutput))
                }, name: FileName.shown(path)
            )
        }
        let batch = AccessibilityAuditBatch(
            auditor: AccessibilityAuditor(countsLeftOutTypes: true), types: options.types,
            configuration: options.configuration, ignoreList: ignoreList, baseline: baseline)
        // Read as one capture is (InputFile: directories, binary files, pipes and the size limit
        // said in words), on the thread that audits it.
        let captures = files.map { file in
            AccessibilityAuditBatch.Capture(screen: file.screen, file: FileName.shown(file.path)) {
                let data = try InputFile.read(file.path)
                var hierarchy = try AccessibilityHierarchy(importing: data, name: FileName.shown(file.path))
                hierarchy.source.name = FileName.shown(URL(fileURLWithPath: file.path).lastPathComponent)
                return hierarchy
            }
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let outcomes = batch.audit(captures, jobs: jobs)

        // Captures that could not be read: a directory's file in no capture format is skipped.
        var audited: [(file: CaptureFile, audited: AccessibilityAuditBatch.Audited)] = []
        var failed = 0
        var inputErrors: [InputErrorReport] = []
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .audited(let result):
                audited.append((file, result))
            case .failed(_, let error):
                if file.fromDirectory, let importError = error as? HierarchyImportError,
                    importError.kind == .unsupportedFormat
                {
                    errorOutput(
                        "auditkit: warning: skipped \(file.path): not a capture (neither a page source, hierarchy JSON "
                            + "nor a debugDescription dump)\n")
                    continue
                }
                failed += 1
                let message = "\(error)"
                errorOutput("auditkit: error: \(message.contains(file.path) ? message : "\(file.path): \(message)")\n")
                // In the report too (JSON, SARIF, JUnit), as for one capture: file, line, column, message.
                if let inputError = error as? InputError {
                    inputErrors.append(inputError.report)
                } else if let importError = error as? HierarchyImportError {
                    inputErrors.append(InputErrorReport(importError))
                } else {
                    inputErrors.append(InputErrorReport(file: file.path, message: message))
                }
            }
        }
        let notRun = options.types.members.filter { type in
            !audited.contains { $0.audited.screen.result.auditTypes.contains(type) }
        }
        if !notRun.isEmpty, !audited.isEmpty {
            let names = notRun.map(\.description).joined(separator: ", ")
            errorOutput("auditkit: warning: no built-in rule checks \(names); those audit types were not run\n")
        }
        let screens = audited.map(\.audited.screen)

        if let path = options.writeBaselinePath {
            let written = AccessibilityAuditBaseline(screens: screens)
            try OutputFile.write(try written.jsonData() + Data("\n".utf8), to: path)
            errorOutput(
                "auditkit: wrote \(TextReport.countedIssues(written.entries.count)) of \(screens.count) screens to the baseline \(path)\n"
            )
        }
        if let baseline, options.format != .text {
            for screen in screens {
                for entry in screen.staleBaselineEntries {
                    errorOutput(
                        "auditkit: warning: stale baseline entry for '\(screen.name)' (fixed or moved; remove it): \(entry.key)\n"
                    )
                }
            }
            warnAboutUnknownScreens(baseline.baseline, path: baseline.name, screens: screens, errorOutput: errorOutput)
        } else if let baseline {
            warnAboutUnknownScreens(baseline.baseline, path: baseline.name, screens: screens, errorOutput: errorOutput)
        }

        let rendered: Data
        switch options.format {
        case .text:
            rendered = Data(manyScreensText(audited, failed: failed, options: options).utf8)
        case .json:
            rendered =
                try AccessibilityAuditRunReport.jsonData(screens: screens, inputErrors: inputErrors) + Data("\n".utf8)
        case .junit:
            rendered = Data(
                JUnitReport(screens: screens, failOn: options.failOn, inputErrors: inputErrors).render().utf8)
        case .sarif:
            let cwd = FileManager.default.currentDirectoryPath
            let located = screens.map { screen -> AuditedScreen in
                var located = screen
                located.file = screen.file.map { $0.hasPrefix("/") || $0.contains("://") ? $0 : cwd + "/" + $0 }
                return located
            }
            rendered =
                try SARIFReport(screens: located, sourceRoot: options.sourceRoot ?? cwd, inputErrors: inputErrors)
                .render() + Data("\n".utf8)
        }
        try emit(rendered, options: options, output: output)

        if failed > 0 { return ExitStatus.usage.rawValue }
        if options.writeBaselinePath != nil { return ExitStatus.success.rawValue }
        if options.failOnNotEvaluated, screens.contains(where: { !$0.result.notEvaluated.isEmpty }) {
            let types = Set(screens.flatMap { $0.result.notEvaluated.map(\.auditType.description) }).sorted().joined(
                separator: ", ")
            errorOutput("auditkit: not evaluated (--fail-on-not-evaluated): \(types)\n")
            return ExitStatus.failures.rawValue
        }
        let failing = screens.contains { !$0.result.failing(at: options.failOn).isEmpty }
        return failing ? ExitStatus.failures.rawValue : ExitStatus.success.rawValue
    }

    /// Warns when the baseline names screens and none of the audited screens is among them (the
    /// screens were likely named differently when it was written).
    private static func warnAboutUnknownScreens(
        _ baseline: AccessibilityAuditBaseline, path: String, screens: [AuditedScreen],
        errorOutput: (String) -> Void
    ) {
        let named = Set(baseline.entries.compactMap(\.screen))
        guard !named.isEmpty, !screens.isEmpty, !screens.contains(where: { named.contains($0.name) }) else { return }
        errorOutput(
            "auditkit: warning: the baseline \(path) has no entries for any of these \(screens.count) screens "
                + "(it names \(named.sorted().prefix(3).map { "'\($0)'" }.joined(separator: ", "))\(named.count > 3 ? ", …" : "")); "
                + "screens are named by their file names, or their paths inside a directory\n")
    }

    /// The text report of many screens: each screen as `auditkit audit FILE` prints it, one after
    /// the other, then a line for all of them.
    private static func manyScreensText(
        _ audited: [(file: CaptureFile, audited: AccessibilityAuditBatch.Audited)], failed: Int,
        options: CommandLineOptions
    ) -> String {
        var sections: [String] = []
        var failures = 0
        var warnings = 0
        for (file, result) in audited {
            let screen = result.screen
            var lines = TextReport(screen.result).rendered.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            if lines.last == "" { lines.removeLast() }
            let summary = lines.popLast() ?? ""
            if !result.ignored.isEmpty, let path = options.ignorePath {
                lines += result.ignored.map { "ignored: \(describe($0))" }
                lines.append("\(TextReport.countedIssues(result.ignored.count)) ignored by \(path)")
            }
            lines += screen.staleBaselineEntries.map {
                "stale: \($0.key) (\($0.compactDescription)): not found any more; remove it from the baseline"
            }
            if let path = screen.baseline {
                lines.append(
                    "baseline \(path): \(TextReport.countedIssues(screen.baselined.count)) known and not listed, "
                        + "\(screen.result.issues.count) new, \(screen.staleBaselineEntries.count) stale")
            }
            if let also = wouldAlsoFind(screen.result) { lines.append(also) }
            lines.append(summary)
            // File names and the lines after them reach a terminal: no control character passes raw,
            // and a line break in a file name does not split its line.
            sections.append(
                TextReport.printable(
                    (["Audit of \(TextReport.printable(FileName.shown(file.path))) (\(result.source.kind.rawValue))"]
                        + lines)
                        .joined(separator: "\n"),
                    keepingLineBreaks: true))
            failures += screen.result.failures.count
            warnings += screen.result.warnings.count
        }
        var total =
            "\(audited.count) screen\(audited.count == 1 ? "" : "s") audited: \(failures) failure\(failures == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s")"
        if failed > 0 { total += "; \(failed) capture\(failed == 1 ? "" : "s") could not be audited" }
        return (sections + [total]).joined(separator: "\n\n") + "\n"
    }
}
