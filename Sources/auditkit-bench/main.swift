// Benchmark: `swift run -c release auditkit-bench [options]`.
//
// Measures what users run, each figure as the minimum of several runs after a warm-up and as a
// ratio to a floor measured in the same run on the same input (a bare libxml2 parse of the same
// bytes, a bare pre-order walk of the same hierarchy, a bare JSON parse, one snapshot), the floor's
// runs interleaved with the figure's (`Measure.paired`) so that load on the machine moves both alike:
// - the CLI pipeline in-process (import, audit all types as `auditkit audit` does, JSON report)
//   on generated captures of 10k, 40k and 100k elements, and its parts;
// - an audit of an in-memory hierarchy, and `app.audit()` of a live screen with its re-snapshots;
// - this package's hierarchy JSON reader;
// - the debugDescription importer on the ordinary capture printed as a dump (group "dump");
// - the shapes that were once quadratic, per element against the ordinary capture of their size;
// - peak memory of the pipeline in a fresh process;
// - many captures at once, at 1 and N jobs;
// then a table of issue 12's targets: the issue's figure before, this run's, its ratio, met or not.
// Speed is never asserted by a test: this prints figures and their targets, it does not fail.
//
// Options: --runs N (default 5), --budget SECONDS per case (default 20), --sizes 10000,40000,100000,
// --shape-sizes 1000,4000,40000, --only SUBSTRING (cases whose group or name contains it),
// --write-corpus DIR (write the generated captures there and exit); --screenshots-only (the
// screenshot case alone, as --only screenshots); --profile-json-reader N (only the hierarchy JSON
// reader, N times, for a profiler); --profile-live-snapshot N, --profile-live-audit N (only snapshots, or
// only `app.audit()`, of the 10k-element live screen, N times, for a profiler); --profile-audit N
// [--input capture|snapshot|play-buttons|deep-links] (only the in-memory audit of all types, N times);
// --pipeline-once FILE [--bare] [--repeat N] [--import-threads one|two] (the pipeline, or a bare
// parse, on a file, N times);
// --compare-import-threads FILE [--rounds N] (the page source import on one thread and on two).
import AuditKitImport
import AuditKitLinux
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// MARK: Options

func option(_ name: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count else {
        return nil
    }
    return CommandLine.arguments[index + 1]
}

func sizes(_ name: String, default value: [Int]) -> [Int] {
    option(name).map { $0.split(separator: ",").compactMap { Int($0) } } ?? value
}

let measure = Measure(
    runs: option("--runs").flatMap(Int.init) ?? 5, budget: option("--budget").flatMap(Double.init) ?? 20)
let captureSizes = sizes("--sizes", default: [10_000, 40_000, 100_000])
let shapeSizes = sizes("--shape-sizes", default: [1_000, 4_000, 40_000])
let only = CommandLine.arguments.contains("--screenshots-only") ? "screenshots" : option("--only")

func wanted(_ group: String) -> Bool { only.map { group.localizedCaseInsensitiveContains($0) } ?? true }

// MARK: The CLI pipeline, in process

/// What `auditkit audit FILE --format json` does, in process: import, audit all types (counting
/// the left-out ones, as the CLI does), write the JSON report in chunks (here to a counter, as the
/// CLI writes them to its output). Returns the report's length.
@discardableResult
func pipeline(_ data: Data, name: String, types: AccessibilityAuditType = .every) throws -> Int {
    try pipeline(try AccessibilityHierarchy(importing: data, name: name), types: types)
}

/// The pipeline after the import: audit, then the JSON report in chunks. Returns its length.
func pipeline(_ hierarchy: AccessibilityHierarchy, types: AccessibilityAuditType = .every) throws -> Int {
    let result = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy, for: types)
    var length = 0
    try JSONReport(result).write { length += $0.count }
    return length
}

/// Imports the capture at `path` as the CLI does: its bytes are let go once the hierarchy is built.
func importFile(_ path: String) throws -> AccessibilityHierarchy {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try AccessibilityHierarchy(importing: data, name: path)
}

func elementCount(_ data: Data) -> Int {
    (try? AccessibilityHierarchy(importing: data, name: "count.xml"))?.elements.count ?? 0
}

// MARK: Modes other than the benchmark

if let index = CommandLine.arguments.firstIndex(of: "--pipeline-once"), index + 1 < CommandLine.arguments.count {
    // A child process for the peak memory figure: one pipeline run on a file, or a bare parse of it.
    // For a profiler, `--repeat N` runs it N times (per run = (N=3 − N=1) / 2, without the setup);
    // `--import-threads one|two` imports a page source on those threads, not as the machine allows.
    let path = CommandLine.arguments[index + 1]
    let threads: AppiumPageSourceImporter.ParseThreads? =
        switch option("--import-threads") {
        case "one": .one
        case "two": .two
        default: nil
        }
    for _ in 0..<max(1, option("--repeat").flatMap(Int.init) ?? 1) {
        if CommandLine.arguments.contains("--bare") {
            _ = Floors.bareXMLParse(try Data(contentsOf: URL(fileURLWithPath: path)))
        } else if let threads {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            _ = try pipeline(try AppiumPageSourceImporter.hierarchy(from: data, name: path, threads: threads))
        } else {
            _ = try pipeline(try importFile(path))
        }
    }
    // The peak resident set of this process alone (not of the parent it was started from).
    print(peakResidentMemory())
    exit(0)
}

if let path = option("--compare-import-threads") {
    // The page source import of one file with libxml2 on the calling thread against a second
    // thread, interleaved `--rounds N` times (20 by default): the minimum and the median of each.
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var times: [AppiumPageSourceImporter.ParseThreads: [Double]] = [.one: [], .two: []]
    for _ in 0..<(option("--rounds").flatMap(Int.init) ?? 20) {
        for threads in [AppiumPageSourceImporter.ParseThreads.one, .two] {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try AppiumPageSourceImporter.hierarchy(from: data, name: "capture.xml", threads: threads)
            times[threads, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
    }
    for (threads, name) in [(AppiumPageSourceImporter.ParseThreads.one, "one thread"), (.two, "two threads")] {
        let sorted = (times[threads] ?? []).sorted()
        print(String(format: "import on %@: min %.1f ms, median %.1f ms", name, sorted[0], sorted[sorted.count / 2]))
    }
    exit(0)
}

if let count = option("--profile-json-reader").flatMap(Int.init) {
    // For a profiler: only the hierarchy JSON reader, `count` times on the 10k-element list screen.
    let json = try Generators.listScreen(rows: 2_500).snapshot().jsonData()
    for _ in 0..<count { _ = try AccessibilityHierarchy(importing: json, name: "list.json") }
    exit(0)
}

if let count = option("--profile-live-snapshot").flatMap(Int.init) {
    // For a profiler: only snapshots of the 10k-element live list screen, `count` times.
    let app = Generators.listScreen(rows: 2_500)
    for _ in 0..<count { _ = app.snapshot() }
    exit(0)
}

if let count = option("--profile-live-audit").flatMap(Int.init) {
    // For a profiler: only `app.audit()` of the 10k-element live list screen, `count` times.
    let app = Generators.listScreen(rows: 2_500)
    for _ in 0..<count { _ = try app.audit() }
    exit(0)
}

if let count = option("--profile-audit").flatMap(Int.init) {
    // For a profiler: only the in-memory audit of all types, `count` times, on one hierarchy built
    // beforehand: the 10k-element capture (default), `--input snapshot` (the 10k-element headless
    // list screen), or `--input play-buttons` / `deep-links` (the nested shapes, 4k elements).
    let hierarchy: AccessibilityHierarchy
    switch option("--input") ?? "capture" {
    case "snapshot": hierarchy = Generators.listScreen(rows: 2_500).snapshot()
    case "play-buttons":
        hierarchy = try AccessibilityHierarchy(
            importing: Generators.nestedButtonsEndingInButton(elements: 4_000), name: "shape.xml")
    case "deep-links":
        hierarchy = try AccessibilityHierarchy(importing: Generators.deepSmallLinks(elements: 4_000), name: "shape.xml")
    default:
        hierarchy = try AccessibilityHierarchy(
            importing: Generators.ordinaryCapture(elements: 10_000), name: "ordinary.xml")
    }
    for _ in 0..<count { _ = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy) }
    exit(0)
}

if let count = option("--profile-reports").flatMap(Int.init) {
    // For a profiler: the JUnit, SARIF and JSON reports of 20 screens of the many-captures case,
    // `count` times each.
    let screens = (0..<20).compactMap { index -> AuditedScreen? in
        let name = "screen-\(index).xml"
        let data = Generators.ordinaryCapture(
            elements: [1_000, 2_000, 3_000][index % 3], staticTextsAccessible: index % 4 != 0)
        return AccessibilityAuditBatch(auditor: AccessibilityAuditor(countsLeftOutTypes: true)).audit(
            AccessibilityAuditBatch.Capture(screen: name, file: name) {
                try AccessibilityHierarchy(importing: data, name: name)
            }
        ).screen
    }
    for _ in 0..<count {
        _ = JUnitReport(screens: screens).render()
        _ = try SARIFReport(screens: screens).render()
        for screen in screens { _ = try JSONReport(screen.result).rendered() }
    }
    exit(0)
}

if let directory = option("--write-corpus") {
    let url = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for size in captureSizes {
        try Generators.ordinaryCapture(elements: size).write(to: url.appendingPathComponent("ordinary-\(size).xml"))
        try Generators.ordinaryCapture(elements: size, staticTextsAccessible: false).write(
            to: url.appendingPathComponent("rn-\(size).xml"))
        try Generators.ordinaryDump(elements: size).write(to: url.appendingPathComponent("dump-\(size).txt"))
    }
    for size in shapeSizes {
        try Generators.flatHiddenTexts(elements: size, covering: false).write(
            to: url.appendingPathComponent("flat-hidden-texts-\(size).xml"))
        try Generators.flatHiddenTexts(elements: size, covering: true).write(
            to: url.appendingPathComponent("covering-buttons-\(size).xml"))
        try Generators.nestedLabelledContainers(elements: size).write(
            to: url.appendingPathComponent("nested-labelled-\(size).xml"))
        try Generators.nestedButtonsEndingInButton(elements: size).write(
            to: url.appendingPathComponent("nested-play-buttons-\(size).xml"))
        try Generators.deepSmallLinks(elements: size).write(
            to: url.appendingPathComponent("deep-small-links-\(size).xml"))
    }
    print("wrote the generated captures to \(directory)")
    exit(0)
}

// MARK: The benchmark

let cores = ProcessInfo.processInfo.activeProcessorCount
print(
    "AuditKitLinux benchmark: release build, \(cores) cores; each figure the minimum of up to \(measure.runs) runs after a warm-up"
)
print(
    "(runs of one case stop after \(Int(measure.budget)) s; ratios are to a floor measured in this run on the same input, its runs interleaved with the case's)"
)

var pipelinePerElement: [Int: Double] = [:]  // ordinary capture, seconds per element, by size
/// The issue's targets (issue 12), filled in by the cases that measure them, printed at the end.
var targets: [TargetRow] = []

if wanted("pipeline") {
    Report.header("CLI pipeline in process: import + audit all types (counting left-out types) + JSON report")
    for size in captureSizes {
        let data = Generators.ordinaryCapture(elements: size)
        let n = elementCount(data)
        let run = try measure.paired(floor: { _ = Floors.bareXMLParse(data) }) {
            try pipeline(data, name: "ordinary.xml")
        }
        let floor = (seconds: run.floor, runs: run.runs)
        pipelinePerElement[size] = run.seconds / Double(n)
        Report.line(
            Figure(
                name: "pipeline, generated capture \(data.count / 1000) KB", elements: n, seconds: run.seconds,
                runs: run.runs,
                floorName: "bare libxml2 parse, same bytes", floorSeconds: floor.seconds,
                target: size == 40_000 ? "≤ 3× (\(Report.duration(3 * floor.seconds)) here)" : nil))
        if size == 40_000 {
            targets.append(
                TargetRow(
                    name: "CLI pipeline, 40k elements (× bare parse)", before: "3.5 s, 15×",
                    now: Report.duration(run.seconds), ratio: run.seconds / floor.seconds, target: "≤ 3×",
                    met: run.seconds <= 3 * floor.seconds))
        }
        if size == 40_000 || captureSizes.count == 1 {
            let imported = try measure.paired(floor: { _ = Floors.bareXMLParse(data) }) {
                _ = try AccessibilityHierarchy(importing: data, name: "ordinary.xml")
            }
            Report.line(
                Figure(
                    name: "  of which: import (page source → hierarchy)", elements: n, seconds: imported.seconds,
                    runs: imported.runs,
                    floorName: "bare libxml2 parse, same bytes", floorSeconds: imported.floor))
            let hierarchy = try AccessibilityHierarchy(importing: data, name: "ordinary.xml")
            let audited = try measure.paired(floor: { _ = Floors.bareXMLParse(data) }) {
                _ = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy)
            }
            Report.line(
                Figure(
                    name: "  of which: audit, all types", elements: n, seconds: audited.seconds, runs: audited.runs,
                    floorName: "bare libxml2 parse, same bytes", floorSeconds: audited.floor))
            let result = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy)
            let reported = try measure.paired(floor: { _ = Floors.bareXMLParse(data) }) {
                var length = 0
                try JSONReport(result).write { length += $0.count }
            }
            Report.line(
                Figure(
                    name: "  of which: JSON report (\(result.issues.count) issues)", elements: n,
                    seconds: reported.seconds,
                    runs: reported.runs, floorName: "bare libxml2 parse, same bytes", floorSeconds: reported.floor))
            let narrowed = try measure.paired(floor: { try pipeline(data, name: "ordinary.xml") }) {
                try pipeline(data, name: "ordinary.xml", types: .contrast)
            }
            Report.line(
                Figure(
                    name: "pipeline --types contrast (left-out types counted)", elements: n, seconds: narrowed.seconds,
                    runs: narrowed.runs, floorName: "pipeline, all types", floorSeconds: narrowed.floor, target: "< 1×")
            )
            targets.append(
                TargetRow(
                    name: "--types contrast, \(n / 1000)k elements (× all types)", before: "≥ 1× (all types run)",
                    now: Report.duration(narrowed.seconds), ratio: narrowed.seconds / narrowed.floor, target: "< 1×",
                    met: narrowed.seconds < narrowed.floor))
        }
    }
}

if wanted("dump") {
    Report.header("debugDescription dumps: the ordinary capture as `po app` prints it, imported")
    for size in captureSizes.filter({ $0 <= 40_000 }) {
        let xml = Generators.ordinaryCapture(elements: size)
        let dump = try Generators.ordinaryDump(elements: size)
        let imported = try measure.paired(floor: { _ = Floors.bareXMLParse(xml) }) {
            _ = try AccessibilityHierarchy(importing: dump, name: "ordinary.txt")
        }
        let n = try AccessibilityHierarchy(importing: dump, name: "ordinary.txt").elements.count
        Report.line(
            Figure(
                name: "debugDescription import, generated dump \(dump.count / 1000) KB", elements: n,
                seconds: imported.seconds, runs: imported.runs,
                floorName: "bare libxml2 parse, same screen as XML", floorSeconds: imported.floor))
        let againstXML = try measure.paired(floor: {
            _ = try AccessibilityHierarchy(importing: xml, name: "ordinary.xml")
        }) {
            _ = try AccessibilityHierarchy(importing: dump, name: "ordinary.txt")
        }
        Report.line(
            Figure(
                name: "  per element, against the page source import", elements: n, seconds: againstXML.seconds,
                runs: againstXML.runs, floorName: "page source import, same screen", floorSeconds: againstXML.floor))
    }
}

if wanted("memory"), let size = captureSizes.last, let executable = Bundle.main.executablePath {
    Report.header("Peak memory of the pipeline in a fresh process (resident set)")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-bench-\(getpid())-\(size).xml")
        .path
    let data = Generators.ordinaryCapture(elements: size)
    try data.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    func child(_ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
    let bare = try child(["--pipeline-once", path, "--bare"])
    let full = try child(["--pipeline-once", path])
    let megabytes = { (bytes: Int) in String(format: "%.0f MB", Double(bytes) / 1e6) }
    print(
        Report.pad("pipeline, generated capture \(data.count / 1000) KB", 56)
            + Report.pad("\(elementCount(data))", 9, right: true)
            + Report.pad(megabytes(full), 12, right: true) + "           "
            + Report.pad("bare libxml2 parse, same file", 36)
            + Report.pad(megabytes(bare), 11, right: true)
            + Report.pad(String(format: "%.2f×", Double(full) / Double(max(bare, 1))), 8, right: true)
            + "  ≤ 100 MB at 100k elements")
    targets.append(
        TargetRow(
            name: "peak memory, \(elementCount(data) / 1000)k elements (× bare parse)",
            before: size == 100_000 ? "267 MB" : "",
            now: megabytes(full), ratio: Double(full) / Double(max(bare, 1)), target: "≤ 100 MB at 100k",
            met: size == 100_000 ? full > 0 && full <= 100_000_000 : nil))
}

if wanted("audit") {
    Report.header("Audits of in-memory hierarchies (no import, no report)")
    let captureData = Generators.ordinaryCapture(elements: 10_000)
    let capture = try AccessibilityHierarchy(importing: captureData, name: "ordinary.xml")
    // The target is a time per element (20 ms for 10k elements): the bare walk, a read of one
    // element each, is printed beside it for scale, not as a bound (docs/performance.md says why).
    let auditCapture = try measure.paired(floor: { _ = Floors.barePreorder(capture) }) { _ = try capture.audit() }
    let walkCapture = (seconds: auditCapture.floor, runs: auditCapture.runs)
    Report.line(
        Figure(
            name: "audit, all types, imported capture", elements: capture.elements.count, seconds: auditCapture.seconds,
            runs: auditCapture.runs, floorName: "bare pre-order walk, same hierarchy",
            floorSeconds: walkCapture.seconds,
            target: "≤ 2 µs/elem (20 ms)"))
    targets.append(
        TargetRow(
            name: "audit in memory, 10k-element capture (× pre-order)", before: "0.85 s",
            now: Report.duration(auditCapture.seconds), ratio: auditCapture.seconds / walkCapture.seconds,
            target: "≤ 2 µs/elem (20 ms)",
            met: auditCapture.seconds <= 2e-6 * Double(capture.elements.count)))
    let app = Generators.listScreen(rows: 2_500)
    let snapshot = app.snapshot()
    let auditSnapshot = try measure.paired(floor: { _ = Floors.barePreorder(snapshot) }) { _ = try snapshot.audit() }
    let walkSnapshot = (seconds: auditSnapshot.floor, runs: auditSnapshot.runs)
    Report.line(
        Figure(
            name: "audit, all types, headless snapshot (no re-snapshots)", elements: snapshot.elements.count,
            seconds: auditSnapshot.seconds, runs: auditSnapshot.runs, floorName: "bare pre-order walk, same hierarchy",
            floorSeconds: walkSnapshot.seconds, target: "≤ 2 µs/elem (20 ms)"))
    targets.append(
        TargetRow(
            name: "audit in memory, 10k-element snapshot (× pre-order)", before: "0.85 s",
            now: Report.duration(auditSnapshot.seconds), ratio: auditSnapshot.seconds / walkSnapshot.seconds,
            target: "≤ 2 µs/elem (20 ms)",
            met: auditSnapshot.seconds <= 2e-6 * Double(snapshot.elements.count)))
    let live = try measure.paired(floor: { _ = app.snapshot() }) { _ = try app.audit() }
    let snapshotTime = (seconds: live.floor, runs: live.runs)
    Report.line(
        Figure(
            name: "  one snapshot of the live screen", elements: snapshot.elements.count, seconds: snapshotTime.seconds,
            runs: snapshotTime.runs, floorName: "bare pre-order walk, same hierarchy",
            floorSeconds: walkSnapshot.seconds))
    Report.line(
        Figure(
            name: "app.audit(), live screen with its re-snapshots", elements: snapshot.elements.count,
            seconds: live.seconds,
            runs: live.runs, floorName: "one snapshot of the live screen", floorSeconds: snapshotTime.seconds,
            target: "≤ 100 ms"))
    targets.append(
        TargetRow(
            name: "app.audit(), live 10k-element screen (× one snapshot)", before: "1.9 s",
            now: Report.duration(live.seconds), ratio: live.seconds / snapshotTime.seconds, target: "≤ 100 ms",
            met: live.seconds <= 0.100))
}

if wanted("json") {
    Report.header("Readers: this package's hierarchy JSON against the page source reader")
    let snapshot = Generators.listScreen(rows: 2_500).snapshot()
    let json = try snapshot.jsonData()
    let read = try measure.paired(floor: { _ = Floors.bareJSONParse(json) }) {
        _ = try AccessibilityHierarchy(importing: json, name: "list.json")
    }
    let bare = (seconds: read.floor, runs: read.runs)
    Report.line(
        Figure(
            name: "hierarchy JSON reader, \(json.count / 1000) KB", elements: snapshot.elements.count,
            seconds: read.seconds,
            runs: read.runs, floorName: "bare JSONSerialization parse", floorSeconds: bare.seconds, target: "≤ 50 ms"))
    let xml = Generators.ordinaryCapture(elements: snapshot.elements.count)
    let xmlCount = elementCount(xml)
    let againstXML = try measure.paired(floor: { _ = try AccessibilityHierarchy(importing: xml, name: "ordinary.xml") })
    {
        _ = try AccessibilityHierarchy(importing: json, name: "list.json")
    }
    let perJSON = againstXML.seconds / Double(snapshot.elements.count)
    let perXML = againstXML.floor / Double(xmlCount)
    Report.line(
        Figure(
            name: "  per element, against the page source reader", elements: snapshot.elements.count,
            seconds: perJSON * Double(snapshot.elements.count), runs: againstXML.runs,
            floorName: "page source import, per element", floorSeconds: perXML * Double(snapshot.elements.count),
            target: "not 40×"))
    targets.append(
        TargetRow(
            name: "hierarchy JSON reader, 10k elements (× JSONSerialization)", before: "1.8 s",
            now: Report.duration(read.seconds), ratio: read.seconds / bare.seconds, target: "≤ 50 ms",
            met: read.seconds <= 0.050))
    targets.append(
        TargetRow(
            name: "  per element, × the page source reader", before: "about 40×",
            now: String(format: "%.2f µs/elem", perJSON * 1e6), ratio: perJSON / perXML, target: "not 40×",
            met: perJSON / perXML < 40))
}

if wanted("shapes") {
    Report.header(
        "Shapes that were once quadratic: pipeline per element, against the ordinary capture of the same size")
    // Nested shapes are as deep as they are large, and each issue's path is as long as its depth,
    // so their report grows with the square of the depth (40k nested buttons: 40k paths of up to
    // 40k components, gigabytes): they run up to `deepest` levels (WebDriverAgent's own
    // snapshotMaxDepth is 50 by default, so real captures are far shallower).
    let deepest = 4_000
    let deep: Set<Int> = [3, 4, 5]
    let shapes: [(String, (Int) -> Data)] = [
        (
            "React Native texts (accessible=\"false\")",
            { Generators.ordinaryCapture(elements: $0, staticTextsAccessible: false) }
        ),
        ("flat container, hidden texts beside buttons", { Generators.flatHiddenTexts(elements: $0, covering: false) }),
        ("flat container, buttons covering the texts", { Generators.flatHiddenTexts(elements: $0, covering: true) }),
        ("nested labelled non-accessible containers", { Generators.nestedLabelledContainers(elements: $0) }),
        ("nested buttons labelled \"… button\"", { Generators.nestedButtonsEndingInButton(elements: $0) }),
        ("deep chain of small links (paths O(depth))", { Generators.deepSmallLinks(elements: $0) }),
    ]
    // The issue's figures, at 4k elements (React Native: 40k, against 3.5 s for the ordinary capture).
    let before = [
        "21.7 s at 40k (6.2×)", "41 s at 4k", "84 s at 4k", "8.0 s at 4k", "17 s, 694 MB at 4k", "quadratic paths",
    ]
    var worst = [(ratio: Double, size: Int, seconds: Double)](repeating: (0, 0, 0), count: shapes.count)
    for size in shapeSizes {
        let ordinary = Generators.ordinaryCapture(elements: size)
        let ordinaryCount = elementCount(ordinary)
        // Each shape's runs are interleaved with the ordinary capture's, so both see the machine alike.
        var lines: [Figure] = []
        var base = Double.infinity
        var baseRuns = 0
        for (index, (name, make)) in shapes.enumerated() {
            if deep.contains(index), size > deepest {
                lines.append(Figure(name: "  " + name + ": not run above \(deepest) levels", seconds: 0, runs: 0))
                continue
            }
            let data = make(size)
            let n = elementCount(data)
            let run = try measure.paired(floor: { try pipeline(ordinary, name: "ordinary.xml") }) {
                try pipeline(data, name: "shape.xml")
            }
            base = min(base, run.floor)
            baseRuns += run.runs
            let perElement = run.floor / Double(ordinaryCount)
            lines.append(
                Figure(
                    name: "  " + name, elements: n, seconds: run.seconds, runs: run.runs,
                    floorName: "ordinary capture, same element count", floorSeconds: perElement * Double(n),
                    target: "≤ 2×"))
            let ratio = run.seconds / (perElement * Double(n))
            if ratio >= worst[index].ratio { worst[index] = (ratio, n, run.seconds) }
        }
        Report.line(
            Figure(
                name: "ordinary capture (fastest of its runs)", elements: ordinaryCount, seconds: base, runs: baseRuns))
        for line in lines {
            if line.runs == 0 { print(line.name + " (a report quadratic in depth)") } else { Report.line(line) }
        }
    }
    for (index, (name, _)) in shapes.enumerated() {
        targets.append(
            TargetRow(
                name: "shape: \(name), worst size (× ordinary, per element)", before: before[index],
                now: "\(Report.duration(worst[index].seconds)) at \(worst[index].size / 1000)k",
                ratio: worst[index].ratio, target: "≤ 2×", met: worst[index].ratio <= 2))
    }
}

if wanted("many") {
    Report.header(
        "Many captures at once (AccessibilityAuditBatch, as `auditkit audit DIR --jobs N`): import, audit, baseline and ignore list"
    )
    // 200 screens of about 2,000 elements, ordinary and React Native, of a few sizes.
    let files = (0..<200).map { index -> (name: String, data: Data) in
        let size = [1_000, 2_000, 3_000][index % 3]
        return (
            "screen-\(index).xml", Generators.ordinaryCapture(elements: size, staticTextsAccessible: index % 4 != 0)
        )
    }
    let captures = files.map { file in
        AccessibilityAuditBatch.Capture(screen: file.name, file: file.name) {
            try AccessibilityHierarchy(importing: file.data, name: file.name)
        }
    }
    let elements = files.reduce(0) { $0 + elementCount($1.data) }
    let batch = AccessibilityAuditBatch(auditor: AccessibilityAuditor(countsLeftOutTypes: true))
    func run(jobs: Int) -> Int {
        batch.audit(captures, jobs: jobs).compactMap(\.screen).count
    }
    let one = measure.minimum { _ = run(jobs: 1) }
    Report.line(Figure(name: "200 captures, 1 job", elements: elements, seconds: one.seconds, runs: one.runs))
    let screens = batch.audit(captures, jobs: cores).compactMap(\.screen)
    let junit = measure.minimum { _ = JUnitReport(screens: screens).render() }
    Report.line(
        Figure(
            name: "  then their JUnit report (one thread)", elements: elements, seconds: junit.seconds,
            runs: junit.runs,
            floorName: "1 job, same captures", floorSeconds: one.seconds))
    let sarif = measure.minimum { _ = try? SARIFReport(screens: screens).render() }
    Report.line(
        Figure(
            name: "  then their SARIF report (one thread)", elements: elements, seconds: sarif.seconds,
            runs: sarif.runs,
            floorName: "1 job, same captures", floorSeconds: one.seconds))
    var last = (seconds: one.seconds, floor: one.seconds, runs: one.runs)
    for jobs in Array(Set([2, cores])).sorted() where jobs > 1 {
        let many = measure.paired(floor: { _ = run(jobs: 1) }) { _ = run(jobs: jobs) }
        last = many
        Report.line(
            Figure(
                name: "200 captures, \(jobs) jobs (ratio: this / 1 job, interleaved)", elements: elements,
                seconds: many.seconds,
                runs: many.runs, floorName: "1 job, same captures", floorSeconds: many.floor,
                target: jobs == 2 ? "throughput ≥ 1.7× one job" : nil))
    }
    print(String(format: "  throughput at %d jobs: %.2f× one job", max(2, cores), last.floor / last.seconds))
    targets.append(
        TargetRow(
            name: "many files: throughput at \(max(2, cores)) jobs (× 1 job)", before: "one file at a time",
            now: Report.duration(last.seconds), ratio: last.floor / last.seconds, target: "≥ 1.7× at 2 jobs",
            met: cores >= 2 ? last.floor / last.seconds >= 1.7 : nil))
}

if wanted("run report") || wanted("ignore list") {
    Report.header("Run reports and ignore lists: time independent of what is already there")
    // One audited screen of 2,000 elements, with its issues.
    let capture = try AccessibilityHierarchy(
        importing: Generators.ordinaryCapture(elements: 2_000), name: "ordinary.xml")
    let result = try capture.audit()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Removed after the run reports are written, when the process ends (atexit runs its handlers
    // in reverse order: this one, registered before the first record, runs last).
    BenchScratch.path = directory.path
    atexit { BenchScratch.path.map { try? FileManager.default.removeItem(atPath: $0) } }
    // A small screen for the run report: the report is written whole when the process ends.
    let small = try AccessibilityHierarchy(importing: Generators.ordinaryCapture(elements: 50), name: "small.xml")
    let screen = AuditedScreen(name: "bench", file: nil, line: nil, result: try small.audit())
    let empty = try AccessibilityAuditRunReport(
        path: directory.appendingPathComponent("empty.json").path, runID: "bench-empty")
    let full = try AccessibilityAuditRunReport(
        path: directory.appendingPathComponent("full.json").path, runID: "bench-full")
    for _ in 0..<2_000 { try full.record(screen) }
    try empty.record(screen)
    let append = try measure.paired(floor: { try empty.record(screen) }) { try full.record(screen) }
    Report.line(
        Figure(
            name: "AUDITKIT_REPORT: one record into a run of 2,000 (× into a run of a few)",
            elements: small.elements.count, seconds: append.seconds, runs: append.runs,
            floorName: "one record into a run of a few", floorSeconds: append.floor, target: "≤ 1.5×"))
    targets.append(
        TargetRow(
            name: "run report: a record after 2,000 (× after a few)", before: "re-read and re-render all",
            now: Report.duration(append.seconds), ratio: append.seconds / append.floor, target: "≤ 1.5×",
            met: append.seconds / append.floor <= 1.5))

    let issues = result.issues
    let one = AccessibilityAuditIgnoreList([.init(label: "Nothing of this screen")])
    let many = AccessibilityAuditIgnoreList(
        (0..<100_000).map { .init(ruleID: "hitRegion.tooSmall", label: "L\($0)") } + [
            .init(label: "Nothing of this screen")
        ])
    let matching = measure.paired(floor: { _ = issues.filter { one.matches($0) }.count }) {
        _ = issues.filter { many.matches($0) }.count
    }
    Report.line(
        Figure(
            name: "ignore list of 100,000 label matchers, \(issues.count) issues (× a list of 1)",
            elements: issues.count, seconds: matching.seconds, runs: matching.runs,
            floorName: "a list of 1 matcher", floorSeconds: matching.floor, target: "≤ 2×"))
    targets.append(
        TargetRow(
            name: "ignore list: 100,000 label matchers (× 1 matcher)", before: "91 s for 3,000 issues",
            now: Report.duration(matching.seconds), ratio: matching.seconds / matching.floor, target: "≤ 2×",
            met: matching.seconds / matching.floor <= 2))
}

if wanted("screenshots") {
    Report.header("Screenshots: decode a 1290 × 2796 RGBA PNG and audit the contrast of 200 texts from its pixels")
    let shot = screenshotCapture(count: 200)
    let capture = try AccessibilityHierarchy(importing: shot.xml, name: "bench.xml")
    let stream = idatStream(of: shot.png)
    let run = try measure.paired(floor: { bareInflate(stream) }) {
        var hierarchy = capture
        try hierarchy.attachScreenshot(Screenshot(pngData: shot.png))
        let result = try hierarchy.audit(for: .contrast)
        // Every fifth element is grey (#8E8E93, 3.26:1) on white or light grey: those fail.
        precondition(
            result.issues.count >= 20 && result.notEvaluated.allSatisfy { $0.reason.contains("large text") },
            "unexpected audit: \(result.issues.count) issues, \(result.notEvaluated)")
    }
    Report.line(
        Figure(
            name: "decode + contrast audit, 200 elements (\(shot.png.count / 1024) KB PNG)",
            elements: capture.elements.count,
            seconds: run.seconds, runs: run.runs, floorName: "bare zlib inflate, same image data",
            floorSeconds: run.floor, target: "under 100 ms"))
}

if only == "rules" {
    // Not in the default run: each built-in rule alone on the 40k capture, to see where an audit's time goes.
    Report.header("Each built-in rule alone (with the facts it builds), generated capture")
    let data = Generators.ordinaryCapture(elements: captureSizes.first ?? 40_000)
    let hierarchy = try AccessibilityHierarchy(importing: data, name: "ordinary.xml")
    let walk = measure.minimum { _ = Floors.barePreorder(hierarchy) }
    for rule in AccessibilityAuditor.builtInRules {
        let auditor = AccessibilityAuditor(rules: [rule])
        let run = try measure.minimum { _ = try auditor.audit(hierarchy, for: rule.auditType) }
        let issues = try auditor.audit(hierarchy, for: rule.auditType).issues.count
        Report.line(
            Figure(
                name: "\(rule.ruleID) (\(issues) issues)", elements: hierarchy.elements.count, seconds: run.seconds,
                runs: run.runs,
                floorName: "bare pre-order walk", floorSeconds: walk.seconds))
    }
    let app = Generators.listScreen(rows: 2_500)
    let snapshot = app.snapshot()
    Report.header("Each built-in rule alone, headless snapshot (no re-snapshots)")
    for rule in AccessibilityAuditor.builtInRules {
        let auditor = AccessibilityAuditor(rules: [rule])
        let run = try measure.minimum { _ = try auditor.audit(snapshot, for: rule.auditType) }
        let issues = try auditor.audit(snapshot, for: rule.auditType).issues.count
        Report.line(
            Figure(
                name: "\(rule.ruleID) (\(issues) issues)", elements: snapshot.elements.count, seconds: run.seconds,
                runs: run.runs))
    }
}

// MARK: The issue's targets

if !targets.isEmpty {
    print("")
    print("Targets (issue 12): before = the issue's figures on this machine; ratio as in the tables above")
    print(String(repeating: "-", count: 150))
    print(
        Report.pad("target", 62) + Report.pad("before", 24) + Report.pad("now", 18, right: true)
            + Report.pad("ratio", 10, right: true)
            + "  " + Report.pad("wanted", 20) + "met")
    for row in targets {
        print(
            Report.pad(row.name, 62) + Report.pad(row.before, 24) + Report.pad(row.now, 18, right: true)
                + Report.pad(String(format: "%.2f×", row.ratio), 10, right: true) + "  " + Report.pad(row.target, 20)
                + (row.met.map { $0 ? "yes" : "NO" } ?? "n/a"))
    }
}

/// The scratch directory of the run-report case, removed when the process ends.
enum BenchScratch {
    nonisolated(unsafe) static var path: String?
}
