import AuditKitLinux
import Foundation

/// Measures the pixel contrast measurement against ground truth: the generated screens
/// (``GroundTruthScreens``, rendered by `Tests/Screenshots/render_ground_truth.py`) and the real iOS
/// renders in `shared/data/screenshots`. `swift run auditkit-accuracy` prints the tables.
public enum AccuracyRun {
    /// A step that failed, with what to do.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed and what to do.
        public var description: String
    }

    /// The renderer script, beside this package's sources.
    public static let rendererScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Screenshots/render_ground_truth.py")

    /// Writes each screen's hierarchy JSON (with its colours) and its icons to `directory`.
    public static func export(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for screen in GroundTruthScreens.all() {
            let hierarchy = screen.application.snapshot()
            try hierarchy.jsonData().write(to: directory.appendingPathComponent("\(screen.name).json"))
            let icons = screen.icons.compactMap { icon -> GroundTruthScreens.Icon? in
                let frame = icon.button.frameInScreen
                guard let element = hierarchy.elements.first(where: { $0.elementType == .button && $0.frame == frame })
                else { return nil }
                return GroundTruthScreens.Icon(
                    elementID: element.id, glyph: icon.glyph,
                    color: icon.color.resolved(style: .light, increaseContrast: false).hexString)
            }
            try JSONEncoder().encode(icons).write(to: directory.appendingPathComponent("\(screen.name).icons.json"))
        }
    }

    /// The python to use: `$AUDITKIT_PYTHON`, else `python3` on `PATH`; `nil` if there is none.
    public static func python() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["AUDITKIT_PYTHON"], !explicit.isEmpty { return explicit }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether the renderer can run: python with Pillow (FreeType) and the DejaVu fonts.
    public static func rendererAvailable() -> Bool {
        guard let python = python() else { return false }
        return
            (try? run(
                python,
                [
                    "-c",
                    "from PIL import ImageFont, features; import sys; sys.exit(0 if features.check('freetype2') else 1)",
                ]
            ).status) == 0
            && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf")
    }

    /// Exports the screens and renders them to PNG in `directory`.
    /// - Throws: ``Failure`` when python is missing or the renderer fails (its output is quoted).
    public static func generate(in directory: URL) throws {
        try export(to: directory)
        guard let python = python() else {
            throw Failure(description: "python3 not found; run .ci/install-screenshot-tools")
        }
        let result = try run(python, [rendererScript.path, directory.path])
        guard result.status == 0 else {
            throw Failure(description: "the renderer failed (run .ci/install-screenshot-tools): \(result.output)")
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    // MARK: Measuring

    /// One truth record written by the renderer.
    struct Truth: Decodable {
        var id: Int
        var kind: String
        var text: String?
        var large: Bool?
        var foreground: String
        var background: String?
        var ratio: Double?
    }

    /// The figures for one scale of the generated set.
    public struct ScaleFigures: Sendable {
        /// 1, 2 or 3.
        public var scale: Int
        /// Text elements with a measurable truth (one background colour).
        public var texts = 0
        /// Of those, measured.
        public var measured = 0
        /// Measured with the foreground seen only as edges (a lower bound).
        public var lowerBounds = 0
        /// Measured within 5 % of the true ratio.
        public var within5Percent = 0
        /// At 4.5:1 and 3:1: true ratio at or above, measured below from solid strokes (false failures;
        /// a lower bound never fails).
        public var falseFailures45 = 0, falseFailures3 = 0
        /// At 4.5:1 and 3:1: true ratio below, and not measured below from solid strokes (misses).
        public var misses45 = 0, misses3 = 0
        /// Text whose true ratio is below 4.0:1; of those, measured below 4.5:1 from solid strokes
        /// (caught), and measured only as a lower bound or not measured (left unjudged, never passed).
        public var below4 = 0, below4Caught = 0, below4Unjudged = 0
        /// The audit's verdicts (`contrast.text`, thresholds from the fonts the JSON keeps): issues on
        /// text whose true ratio meets its threshold (false failures), text below its failure ratio
        /// (4.0:1, or 2.67:1 for large text) and those reported as "Contrast failed".
        public var auditFalseFailures = 0, auditShouldFail = 0, auditFailed = 0
        /// Text over a gradient or noise (no single background).
        public var notTwoColor = 0
        /// Of those, correctly not measured.
        public var notTwoColorRefused = 0
        /// Icons, and icons measured within 5 %.
        public var icons = 0, iconsWithin5Percent = 0
        /// The largest relative error of a measured text ratio.
        public var worstError = 0.0
        /// Worst cases, for the report: text, truth, measured.
        public var outliers: [String] = []
    }

    /// Measures every screen of `directory` at each scale and compares with the truth.
    /// - Throws: when a file is missing or unreadable.
    public static func measure(_ directory: URL, scales: [Int] = [1, 2, 3]) throws -> [ScaleFigures] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".truth.json") }.map { String($0.dropLast(".truth.json".count)) }.sorted()
        guard !names.isEmpty else { throw Failure(description: "no rendered screens in \(directory.path)") }
        var figures: [ScaleFigures] = []
        for scale in scales {
            var f = ScaleFigures(scale: scale)
            for name in names {
                let truths = try JSONDecoder().decode(
                    [Truth].self, from: Data(contentsOf: directory.appendingPathComponent("\(name).truth.json")))
                var hierarchy = try AccessibilityHierarchy(
                    importing: Data(contentsOf: directory.appendingPathComponent("\(name).stripped.json")), name: name,
                    format: .json)
                try hierarchy.attachScreenshot(
                    Screenshot(pngData: Data(contentsOf: directory.appendingPathComponent("\(name)@\(scale)x.png"))))
                let audit = try hierarchy.audit(for: .contrast)
                for truth in truths where truth.kind == "text" {
                    guard let trueRatio = truth.ratio, let large = truth.large else { continue }
                    let threshold = large ? 3.0 : 4.5
                    let issues = audit.issues.filter {
                        $0.elementSnapshot?.id == truth.id && $0.ruleID == "contrast.text"
                    }
                    if trueRatio >= threshold && !issues.isEmpty { f.auditFalseFailures += 1 }
                    if trueRatio < threshold * 8 / 9 {
                        f.auditShouldFail += 1
                        if issues.contains(where: { $0.compactDescription == "Contrast failed" }) { f.auditFailed += 1 }
                    }
                }
                for truth in truths {
                    guard let element = hierarchy[truth.id] else { continue }
                    let result = hierarchy.measureContrast(of: element)
                    guard let trueRatio = truth.ratio else {
                        f.notTwoColor += 1
                        if case .failure = result {
                            f.notTwoColorRefused += 1
                        } else {
                            f.outliers.append("\(name) '\(truth.text ?? "")' over no single colour: measured")
                        }
                        continue
                    }
                    if truth.kind == "icon" {
                        f.icons += 1
                        if case .success(let m) = result, abs(m.ratio - trueRatio) / trueRatio <= 0.05 {
                            f.iconsWithin5Percent += 1
                        }
                        continue
                    }
                    f.texts += 1
                    if case .failure(let why) = result {
                        f.outliers.append(
                            "\(name) '\(truth.text ?? "")' \(String(format: "%.2f", trueRatio)):1 not measured: \(why)")
                    }
                    guard case .success(let measured) = result else {
                        if trueRatio < 4 {
                            f.below4 += 1
                            f.below4Unjudged += 1
                        }
                        if trueRatio < 4.5 { f.misses45 += 1 }
                        if trueRatio < 3 { f.misses3 += 1 }
                        continue
                    }
                    f.measured += 1
                    if trueRatio < 4 {
                        f.below4 += 1
                        if measured.isForegroundSolid && measured.ratio < 4.5 { f.below4Caught += 1 }
                        if !measured.isForegroundSolid && measured.ratio < 4.5 { f.below4Unjudged += 1 }
                    }
                    if !measured.isForegroundSolid {
                        f.lowerBounds += 1
                        if ProcessInfo.processInfo.environment["AUDITKIT_ACCURACY_VERBOSE"] != nil {
                            f.outliers.append(
                                "\(name) '\(truth.text ?? "")' \(String(format: "%.2f", trueRatio)):1: a lower bound, \(String(format: "%.2f", measured.ratio)):1"
                            )
                        }
                    }
                    let error = abs(measured.ratio - trueRatio) / trueRatio
                    f.worstError = max(f.worstError, error)
                    if error <= 0.05 {
                        f.within5Percent += 1
                    } else {
                        f.outliers.append(
                            "\(name) '\(truth.text ?? "")' \(String(format: "%.2f", trueRatio)):1 measured \(String(format: "%.2f", measured.ratio)):1 \(measured.foreground) on \(measured.background), truth \(truth.foreground) on \(truth.background ?? "-")\(measured.isForegroundSolid ? "" : ", a lower bound (no solid strokes)")"
                        )
                    }
                    // A lower bound (no solid strokes) can pass text but never fails it.
                    if measured.isForegroundSolid && trueRatio >= 4.5 && measured.ratio < 4.5 { f.falseFailures45 += 1 }
                    if measured.isForegroundSolid && trueRatio >= 3 && measured.ratio < 3 { f.falseFailures3 += 1 }
                    if trueRatio < 4.5 && (measured.ratio >= 4.5 || !measured.isForegroundSolid) { f.misses45 += 1 }
                    if trueRatio < 3 && (measured.ratio >= 3 || !measured.isForegroundSolid) { f.misses3 += 1 }
                }
            }
            figures.append(f)
        }
        return figures
    }

    /// The accuracy table, one row per scale.
    public static func table(_ figures: [ScaleFigures]) -> String {
        var lines = [
            "scale | text | measured (lower bounds) | within 5 % | worst error | 4.5:1 false fail / miss | 3:1 false fail / miss | below 4.0:1 caught (unjudged) | no single background refused | icons within 5 % | audit: false failures, below 4.0:1 (2.67:1 large) failed",
            "---|---|---|---|---|---|---|---|---|---|---",
        ]
        for f in figures {
            func share(_ n: Int, _ of: Int) -> String {
                of == 0 ? "-" : String(format: "%d/%d (%.1f %%)", n, of, 100 * Double(n) / Double(of))
            }
            lines.append(
                "\(f.scale)x | \(f.texts) | \(share(f.measured, f.texts)) (\(f.lowerBounds)) | \(share(f.within5Percent, f.texts)) | "
                    + String(format: "%.1f %%", f.worstError * 100)
                    + " | \(f.falseFailures45) / \(f.misses45) | \(f.falseFailures3) / \(f.misses3) | \(f.below4Caught)/\(f.below4) (\(f.below4Unjudged)) | "
                    + "\(f.notTwoColorRefused)/\(f.notTwoColor) | \(f.iconsWithin5Percent)/\(f.icons) | "
                    + "\(f.auditFalseFailures), \(f.auditFailed)/\(f.auditShouldFail)")
        }
        return lines.joined(separator: "\n")
    }
}
