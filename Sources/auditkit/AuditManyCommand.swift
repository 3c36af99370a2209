import AuditKitLinux
import Foundation

// `auditkit audit FILE FILE ...` and `auditkit audit DIRECTORY`: many captures (a device-farm run)
// audited in parallel (`--jobs`) into one report, in the order given whatever order the audits
// finish in, so the report is the same, byte for byte, with one job or many.
extension AuditKitCommand {
    /// A capture to audit: where it is, its screen's name, whether a directory gave it, and what
    /// pairing by name found for it.
    struct CaptureFile: Equatable {
        var path: String
        var screen: String
        var fromDirectory: Bool
        /// `NAME.png` beside `NAME.xml|json|txt`: the screenshot of the same moment.
        var screenshot: String? = nil
        /// `NAME@CATEGORY.EXT` beside it: the same screen at other content size categories.
        var sizeVariants: [CommandLineOptions.SizeVariantOption] = []
    }

    /// What ``captureFiles(_:exclude:pairing:)`` found: the captures, and the files it left out.
    struct CaptureListing: Equatable {
        var files: [CaptureFile]
        /// Sidecar files (`login.xml.src.txt` beside `login.xml`), left out.
        var sidecars: [String] = []
        /// Files an `--exclude` pattern matched.
        var excluded: [String] = []
        /// Screenshots (`.png`) that no capture has by name.
        var unpairedScreenshots: [String] = []
        /// Size variants (`NAME@CATEGORY.EXT`) with no `NAME` capture beside them, audited as screens.
        var unpairedVariants: [String] = []
    }

    /// The file extensions a directory's captures have: page sources, hierarchy JSON, dumps.
    static let captureExtensions: Set<String> = ["xml", "json", "txt"]

    /// The captures `paths` name: each file as given, named after its file name; each directory's
    /// `.xml`, `.json` and `.txt` files (subdirectories' included, and symbolic links to files;
    /// hidden files and folders left out), sorted by path, each named by its path inside the directory.
    ///
    /// A directory's files that an `exclude` glob matches (their path inside it, or their name) are
    /// left out, and so are sidecars: files named after another file beside them with more
    /// extensions (`login.xml.src.txt` beside `login.xml`). With `pairing`, a capture `NAME.EXT`
    /// gets `NAME.png` beside it as its screenshot, and `NAME@CATEGORY.EXT` beside it (any capture
    /// extension; CATEGORY as `--at-size` takes it) as its capture at that content size category,
    /// audited as its size variant instead of as a screen; given files are paired with the files
    /// beside them alike.
    /// - Throws: ``InputError`` for a path that does not exist, a directory without captures, a
    ///   folder inside a directory that cannot be read, or two captures that would have the same
    ///   screen name.
    static func captureFiles(_ paths: [String], exclude: [String] = [], pairing: Bool = true) throws
        -> CaptureListing
    {
        var listing = CaptureListing(files: [])
        // Per folder: the names of its regular files (and links to them), for pairing given files.
        var folderNames: [String: Set<String>] = [:]
        func namesBeside(_ path: String) -> Set<String> {
            let folder = (path as NSString).deletingLastPathComponent
            if let known = folderNames[folder] { return known }
            let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            folderNames[folder] = names
            return names
        }
        // One slot per path given: a file's capture, or a directory's captures.
        var slots: [[CaptureFile]] = []
        var given: [(slot: Int, file: CaptureFile)] = []
        for path in paths {
            // `-` is standard input, as for one capture: one stream, read once, audited alone.
            guard path != "-" else {
                throw InputError(
                    file: nil,
                    message: "'-' (standard input) is audited alone: audit it on its own, or save it to a file "
                        + "to audit it with other captures (a file named '-' is ./-)")
            }
            let kind = FileName.exists(path)
            guard kind.exists else {
                throw InputError(file: path, message: "cannot read the file: there is no such file; check the path")
            }
            guard kind.isDirectory else {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                let file = CaptureFile(path: path, screen: FileName.shown(name), fromDirectory: false)
                given.append((slots.count, file))
                slots.append([file])
                continue
            }
            // A folder below it that cannot be read would leave its captures unaudited, and the run
            // would pass without them: it stops the run instead, before anything is audited.
            var unreadable: [String] = []
            // Every file, by its path inside the directory.
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
            let kept = found.filter { file in
                guard matchesAny(exclude, file.relative) else { return true }
                if captureExtensions.contains(URL(fileURLWithPath: file.relative).pathExtension.lowercased())
                    || URL(fileURLWithPath: file.relative).pathExtension.lowercased() == "png"
                {
                    listing.excluded.append(file.path)
                }
                return false
            }
            // Sidecars are told by every file of their folder, excluded or not.
            let allNames = Dictionary(grouping: found.map(\.relative)) { ($0 as NSString).deletingLastPathComponent }
                .mapValues { Set($0.map { ($0 as NSString).lastPathComponent }) }
            let inFolder = Dictionary(grouping: kept) { ($0.relative as NSString).deletingLastPathComponent }
            var captures: [CaptureFile] = []
            for (folder, files) in inFolder {
                let names = allNames[folder] ?? []
                for file in files {
                    let name = (file.relative as NSString).lastPathComponent
                    let ext = (name as NSString).pathExtension.lowercased()
                    guard captureExtensions.contains(ext) else { continue }
                    if isSidecar(name, beside: names) {
                        listing.sidecars.append(file.path)
                        continue
                    }
                    captures.append(
                        CaptureFile(path: file.path, screen: FileName.shown(file.relative), fromDirectory: true))
                }
                if pairing {
                    let pngs = files.filter { ($0.relative as NSString).pathExtension.lowercased() == "png" }
                    captures = pair(captures, screenshots: pngs.map(\.path), listing: &listing)
                }
            }
            guard !captures.isEmpty else {
                let resultBundle = URL(fileURLWithPath: path).pathExtension.lowercased() == "xcresult"
                throw InputError(
                    file: path,
                    message: "the directory holds no capture (no .xml, .json or .txt file"
                        + (listing.excluded.isEmpty && listing.sidecars.isEmpty ? "" : " that is not left out")
                        + (resultBundle
                            ? "): it is an Xcode result bundle, whose attachments are stored inside it under other "
                                + "names; export the debugDescription or page source your test attached (Xcode's "
                                + "test report, or xcresulttool) and audit that file"
                            : "); name a capture file, or a directory that holds captures"))
            }
            slots.append(captures.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
        }
        if pairing, !given.isEmpty {
            // Given files: each paired with the files beside it (a variant given too is paired, not audited).
            var byFolder: [String: [(slot: Int, file: CaptureFile)]] = [:]
            for entry in given {
                byFolder[(entry.file.path as NSString).deletingLastPathComponent, default: []].append(entry)
            }
            for (folder, entries) in byFolder {
                let names = namesBeside(entries[0].file.path)
                let prefix = folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/"
                let givenNames = Set(entries.map { ($0.file.path as NSString).lastPathComponent })
                // The variants and screenshots beside them, whether given or not.
                var candidates = entries.map(\.file)
                for name in names.sorted() where !givenNames.contains(name) {
                    let ext = (name as NSString).pathExtension.lowercased()
                    guard captureExtensions.contains(ext), variantBase(of: name) != nil else { continue }
                    candidates.append(CaptureFile(path: prefix + name, screen: name, fromDirectory: false))
                }
                let pngs = names.filter { ($0 as NSString).pathExtension.lowercased() == "png" }.sorted().map {
                    prefix + $0
                }
                var scratch = CaptureListing(files: [])
                let paired = Dictionary(
                    pair(candidates, screenshots: pngs, listing: &scratch).map { ($0.path, $0) },
                    uniquingKeysWith: { first, _ in first })
                for entry in entries {
                    // A given variant that found its capture is audited with it, not as a screen.
                    slots[entry.slot] = paired[entry.file.path].map { [$0] } ?? []
                }
                // Only a variant that was given, and found no capture, is audited as a screen.
                listing.unpairedVariants += scratch.unpairedVariants.filter {
                    givenNames.contains(($0 as NSString).lastPathComponent)
                }
            }
        }
        listing.files = slots.flatMap { $0 }
        listing.unpairedVariants.sort()
        listing.sidecars.sort()
        // Screen names are text: two that Unicode takes for one (canonically equivalent) are one screen.
        var seen: [String: CaptureFile] = [:]
        for file in listing.files {
            if let other = seen[file.screen] {
                let apart =
                    other.screen.unicodeScalars.elementsEqual(file.screen.unicodeScalars)
                    ? "give the directory that holds them, or audit them separately with --screen"
                    : "their names are one text to Unicode, written in two ways (an accent composed, as é, and "
                        + "decomposed, as e and a combining accent, or the like); rename one, or audit them "
                        + "separately with --screen"
                throw InputError(
                    file: nil,
                    message: "two captures would both be the screen '\(file.screen)' (\(other.path) and \(file.path)); "
                        + apart)
            }
            seen[file.screen] = file
        }
        return listing
    }

    /// Pairs `captures` of one folder by name: `NAME.png` among `screenshots` is `NAME.EXT`'s
    /// screenshot, `NAME@CATEGORY.EXT` its size variant. A variant without its capture stays a
    /// capture of its own (listed in `listing`), as does a screenshot nobody has.
    private static func pair(_ captures: [CaptureFile], screenshots: [String], listing: inout CaptureListing)
        -> [CaptureFile]
    {
        func stem(_ path: String) -> String {
            ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        var screens: [CaptureFile] = []
        var variants: [(file: CaptureFile, base: String, category: ContentSizeCategory)] = []
        for capture in captures {
            if let (base, category) = variantBase(of: (capture.path as NSString).lastPathComponent) {
                variants.append((capture, base, category))
            } else {
                screens.append(capture)
            }
        }
        // A stem that several captures share (login.xml and login.json) pairs with the one whose
        // extension a variant shares, else with the first by name.
        var byStem: [String: [Int]] = [:]
        for (index, screen) in screens.enumerated() { byStem[stem(screen.path), default: []].append(index) }
        for variant in variants {
            guard let candidates = byStem[variant.base] else {
                listing.unpairedVariants.append(variant.file.path)
                screens.append(variant.file)
                continue
            }
            let ext = (variant.file.path as NSString).pathExtension.lowercased()
            let index =
                candidates.first { (screens[$0].path as NSString).pathExtension.lowercased() == ext }
                ?? candidates.min { screens[$0].path < screens[$1].path }!
            if let clash = screens[index].sizeVariants.first(where: { $0.category == variant.category }) {
                // Two files for one size (login@ax5.xml and login@accessibilityExtraExtraExtraLarge.json):
                // the second is audited on its own, and said.
                _ = clash
                listing.unpairedVariants.append(variant.file.path)
                screens.append(variant.file)
                continue
            }
            screens[index].sizeVariants.append(
                CommandLineOptions.SizeVariantOption(category: variant.category, path: variant.file.path))
        }
        let pngByStem = Dictionary(screenshots.map { (stem($0), $0) }, uniquingKeysWith: { first, _ in first })
        var used = Set<String>()
        for index in screens.indices {
            screens[index].sizeVariants.sort { $0.category < $1.category }
            if let png = pngByStem[stem(screens[index].path)] {
                screens[index].screenshot = png
                used.insert(png)
            }
        }
        // A variant's own screenshot (login@…​.png) belongs to the variant: not unpaired.
        for png in screenshots where !used.contains(png) {
            let name = stem(png)
            if let (base, _) = variantBase(of: name + ".xml"), byStem[base] != nil { continue }
            listing.unpairedScreenshots.append(png)
        }
        return screens
    }

    /// `("login", .accessibilityExtraExtraExtraLarge)` for `login@accessibilityExtraExtraExtraLarge.xml`:
    /// the capture's name and the content size category after its last `@` (as `--at-size` names
    /// them); `nil` when the name has no `@` followed by a category.
    static func variantBase(of fileName: String) -> (base: String, category: ContentSizeCategory)? {
        let stem = (fileName as NSString).deletingPathExtension
        guard let at = stem.lastIndex(of: "@"), at != stem.startIndex,
            let category = CommandLineOptions.contentSizeCategory(named: String(stem[stem.index(after: at)...]))
        else { return nil }
        return (String(stem[..<at]), category)
    }

    /// Whether `name` is a sidecar of another file among `names`: that file's name followed by
    /// more extensions (`login.xml.src.txt` beside `login.xml`, `labels.tsv.notes.txt` beside `labels.tsv`).
    static func isSidecar(_ name: String, beside names: Set<String>) -> Bool {
        var stem = name
        while true {
            let shorter = (stem as NSString).deletingPathExtension
            guard shorter != stem, !shorter.isEmpty else { return false }
            if shorter != name, names.contains(shorter), shorter.contains(".") { return true }
            stem = shorter
        }
    }

    /// Whether `relative` (a path inside a directory), or its last component, matches one of the
    /// glob `patterns` (`fnmatch`: `*`, `?`, `[...]`; `*` also crosses `/` in a path).
    static func matchesAny(_ patterns: [String], _ relative: String) -> Bool {
        let name = (relative as NSString).lastPathComponent
        return patterns.contains { pattern in
            fnmatch(pattern, relative, 0) == 0 || fnmatch(pattern, name, 0) == 0
        }
    }

    /// Walks the directory `directory` (shown as `relative` inside the named one), adding its
    /// files to `found` and the folders below it that cannot be read to `unreadable`: its entries
    /// that are regular files or symbolic links to one (read as
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
            // Every file: captures, their screenshots and sidecars are told apart by the caller.
            found.append((inside, path))
        }
        return true
    }

    /// What a warning adds after "not a capture (…)" for a file skipped as no capture: why, when
    /// the import said more than "none of the formats" (the XML's document element, a look-alike
    /// format such as a UIKit view description).
    static func noCaptureDetail(_ error: HierarchyImportError) -> String {
        error.namedNonCapture.map { ": " + $0 } ?? ""
    }

    /// Audits the captures `folder` lists on `--jobs` threads, prints one report of all of them, and
    /// answers the exit status: 2 when a capture could not be read or audited (after the report of
    /// the others), else 1 when a screen fails, else 0.
    static func auditMany(
        _ folder: FolderListing, options: CommandLineOptions, output: (String) throws -> Void,
        errorOutput: (String) -> Void
    ) throws -> Int32 {
        let listing = try folder.listing.get()
        // A report this run replaces is not audited (``checkOutputsSpareInputs(_:folder:)`` refused a capture).
        let files = listing.files.filter { !folder.replaced.contains($0.path) }
        reportLeftOut(listing, errorOutput: errorOutput)
        let ignoreList = try options.ignorePath.map { path in
            try inputStep(path) {
                try AccessibilityAuditIgnoreList(json: try InputFile.read(path, notice: errorOutput))
            }
        }
        let baseline = try options.baselinePath.map { path in
            (
                baseline: try inputStep(path) {
                    try AccessibilityAuditBaseline(json: try InputFile.read(path, notice: errorOutput))
                }, name: path
            )
        }
        let batch = AccessibilityAuditBatch(
            auditor: AccessibilityAuditor(countsLeftOutTypes: true), types: options.types,
            configuration: options.configuration, ignoreList: ignoreList, baseline: baseline)
        // Read as one capture is (InputFile: directories, binary files, pipes and the size limit
        // said in words), on the thread that audits it.
        let captures = files.map { file in
            AccessibilityAuditBatch.Capture(screen: file.screen, file: file.path) {
                try loadPaired(file)
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
                // The name as messages show it: bytes that are not UTF-8 escaped (`caf\xE9.xml`).
                let shown = FileName.shown(file.path)
                if file.fromDirectory, let importError = error as? HierarchyImportError, importError.isNoCapture {
                    errorOutput(
                        "auditkit: warning: skipped \(shown): not a capture (neither a page source, hierarchy JSON "
                            + "nor a debugDescription dump)\(noCaptureDetail(importError))\n")
                    continue
                }
                failed += 1
                let message = "\(error)"
                errorOutput("auditkit: error: \(message.contains(shown) ? message : "\(shown): \(message)")\n")
                // In the report too (JSON, SARIF, JUnit), as for one capture: file, line, column, message.
                var report: InputErrorReport
                if let inputError = error as? InputError {
                    report = inputError.report
                } else if let importError = error as? HierarchyImportError {
                    report = InputErrorReport(importError)
                } else {
                    report = InputErrorReport(file: file.path, message: message)
                }
                // Named as its screen would have been (the path inside its directory), as JUnit names screens.
                report.screen = file.screen
                inputErrors.append(report)
            }
        }
        if audited.isEmpty, failed == 0 {
            // Every file was skipped as no capture: nothing was audited, which is no pass.
            throw InputError(
                file: nil,
                message: "none of the \(files.count) file\(files.count == 1 ? "" : "s") is a capture (a page source, "
                    + "hierarchy JSON or a debugDescription dump), so nothing was audited; name the captures to audit")
        }
        let screens = audited.map(\.audited.screen)

        if let path = options.writeBaselinePath {
            let written = AccessibilityAuditBaseline(screens: screens)
            try OutputFile.write(try written.jsonData() + Data("\n".utf8), to: path)
            errorOutput(
                "auditkit: wrote \(TextReport.countedIssues(written.entries.count)) of \(TextReport.countedScreens(screens.count)) to the baseline \(FileName.shown(path))\n"
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
            // The input paths are relative to the working directory, the URIs to the source root.
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

    /// Reads `file` with the screenshot and size variants pairing found for it: a screenshot that
    /// cannot be read or does not fit the capture, or a variant that cannot be added, is this
    /// screen's input error (the run goes on with the other screens).
    static func loadPaired(_ file: CaptureFile) throws -> AccessibilityHierarchy {
        let data = try InputFile.read(file.path)
        var hierarchy: AccessibilityHierarchy
        if let screenshot = file.screenshot {
            let png: Data
            do {
                png = try InputFile.read(screenshot, binary: true)
            } catch let error as InputError {
                let prefix = "\(FileName.shown(screenshot)): "
                let rest =
                    error.description.hasPrefix(prefix)
                    ? String(error.description.dropFirst(prefix.count)) : error.description
                throw InputError(file: screenshot, message: "unusable screenshot (paired by name): " + rest)
            }
            do {
                hierarchy = try AccessibilityHierarchy(
                    importing: data, name: file.path, screenshot: png, screenshotName: screenshot)
            } catch {
                var report = InputErrorReport(error)
                if error.kind == .invalidScreenshot {
                    report.message += " (paired by name with \(FileName.shown(file.path)); --no-pairing leaves it out)"
                }
                throw InputError(report: report)
            }
        } else {
            hierarchy = try AccessibilityHierarchy(importing: data, name: file.path)
        }
        hierarchy.source.name = FileName.shown(URL(fileURLWithPath: file.path).lastPathComponent)
        for variant in file.sizeVariants {
            let captured = try inputStep(variant.path) {
                try AccessibilityHierarchy(importing: try InputFile.read(variant.path), name: variant.path)
            }
            do {
                try hierarchy.addSizeVariant(captured, at: variant.category)
            } catch {
                throw InputError(file: variant.path, message: "\(error) (paired by name with \(file.path))")
            }
        }
        return hierarchy
    }

    /// Says on standard error, one line each, what a directory's listing left out or could not pair.
    private static func reportLeftOut(_ listing: CaptureListing, errorOutput: (String) -> Void) {
        func some(_ paths: [String]) -> String {
            paths.prefix(2).map { TextReport.printable(FileName.shown($0)) }.joined(separator: ", ")
                + (paths.count > 2 ? ", …" : "")
        }
        if !listing.sidecars.isEmpty {
            errorOutput(
                "auditkit: note: left out \(listing.sidecars.count) sidecar file\(listing.sidecars.count == 1 ? "" : "s") "
                    + "(named after a file beside \(listing.sidecars.count == 1 ? "it" : "them") with more extensions: "
                    + "\(some(listing.sidecars))); name one to audit it\n")
        }
        if !listing.excluded.isEmpty {
            errorOutput(
                "auditkit: note: --exclude left out \(listing.excluded.count) file\(listing.excluded.count == 1 ? "" : "s") "
                    + "(\(some(listing.excluded)))\n")
        }
        for path in listing.unpairedVariants {
            errorOutput(
                "auditkit: warning: \(TextReport.printable(FileName.shown(path))) is named as a size variant (NAME@SIZE), but no capture "
                    + "NAME.xml, .json or .txt is beside it, or another file has that size: audited as a screen of its own\n"
            )
        }
        if !listing.unpairedScreenshots.isEmpty {
            errorOutput(
                "auditkit: warning: \(listing.unpairedScreenshots.count) screenshot\(listing.unpairedScreenshots.count == 1 ? "" : "s") "
                    + "with no capture of the same name (\(some(listing.unpairedScreenshots))): not used; name a "
                    + "screenshot NAME.png after its capture NAME.xml, .json or .txt\n")
        }
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
            "auditkit: warning: the baseline \(FileName.shown(path)) has no entries for \(screens.count == 1 ? "the screen" : "any of these \(screens.count) screens") "
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
        // Quiet (several screens, no --verbose): what was not evaluated is said once per kind, below.
        let quiet = audited.count + failed > 1 && !options.verbose
        for (file, result) in audited {
            let screen = result.screen
            var lines = TextReport(screen.result, file: file.path, elementPositions: screen.elementPositions).rendered
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            let summary = lines.popLast() ?? ""
            if quiet { lines.removeAll { $0.hasPrefix("not evaluated: ") } }
            if let paired = pairedLine(file) { lines.append(paired) }
            if !result.ignored.isEmpty, let path = options.ignorePath {
                lines += result.ignored.map { "ignored: \(describe($0))" }
                lines.append("\(TextReport.countedIssues(result.ignored.count)) ignored by \(FileName.shown(path))")
            }
            lines += screen.staleBaselineEntries.map {
                "stale: \($0.key) (\($0.compactDescription)): not found any more; remove it from the baseline"
            }
            if let path = screen.baseline {
                lines.append(
                    "baseline \(FileName.shown(path)): \(TextReport.countedIssues(screen.baselined.count)) known and not listed, "
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
        if quiet, let notEvaluated = notEvaluatedAcrossScreens(audited.map(\.audited.screen.result)) {
            sections.append(notEvaluated)
        }
        var total =
            "\(audited.count) screen\(audited.count == 1 ? "" : "s") audited: \(failures) failure\(failures == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s")"
        if failed > 0 { total += "; \(failed) capture\(failed == 1 ? "" : "s") could not be audited" }
        return (sections + [total]).joined(separator: "\n\n") + "\n"
    }

    /// `paired: screenshot login.png; accessibilityExtraExtraExtraLarge login@accessibilityExtraExtraExtraLarge.xml`:
    /// what pairing by name gave the screen; `nil` when it gave nothing.
    static func pairedLine(_ file: CaptureFile) -> String? {
        var parts: [String] = []
        func name(_ path: String) -> String { FileName.shown((path as NSString).lastPathComponent) }
        if let screenshot = file.screenshot { parts.append("screenshot \(name(screenshot))") }
        parts += file.sizeVariants.map { "\($0.category.rawValue) \(name($0.path))" }
        return parts.isEmpty ? nil : "paired: " + parts.joined(separator: "; ")
    }

    /// What the screens could not evaluate, once per audit type and reason, with how many screens
    /// (and elements) each applies to, in the order first met; `nil` when everything was evaluated.
    ///
    /// ```text
    /// not evaluated on these 8 screens (--verbose lists them screen by screen):
    ///   contrast: the capture has no colours (8 screens)
    ///   dynamicType: the capture has no fonts (8 screens, 74 elements)
    /// ```
    static func notEvaluatedAcrossScreens(_ results: [AccessibilityAuditResult]) -> String? {
        struct Kind: Hashable {
            var auditType: String
            var reason: String
        }
        var order: [Kind] = []
        var screens: [Kind: Int] = [:]
        var elements: [Kind: Int] = [:]
        for result in results {
            var seen = Set<Kind>()
            for entry in result.notEvaluated {
                let kind = Kind(auditType: entry.auditType.description, reason: entry.reason)
                if screens[kind] == nil { order.append(kind) }
                if seen.insert(kind).inserted { screens[kind, default: 0] += 1 }
                if let count = entry.elementCount { elements[kind, default: 0] += count }
            }
        }
        guard !order.isEmpty else { return nil }
        var lines = [
            "not evaluated on \(results.count == 1 ? "the screen" : "these \(results.count) screens") (--verbose lists them screen by screen):"
        ]
        for kind in order {
            let count = screens[kind] ?? 0
            var counts = "\(count) screen\(count == 1 ? "" : "s")"
            if let elementCount = elements[kind] {
                counts += ", \(elementCount) element\(elementCount == 1 ? "" : "s")"
            }
            lines.append(TextReport.printable("  \(kind.auditType): \(kind.reason) (\(counts))"))
        }
        return lines.joined(separator: "\n")
    }
}
