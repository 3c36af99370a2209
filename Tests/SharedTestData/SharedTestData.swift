import Foundation
import XCTest

/// The real inputs some tests read, kept outside the repository: captures from public projects
/// (`captures/`), labelled UI strings (`labels.tsv`), inputs rebuilt from bug reports (`reports/`)
/// and screenshots (`screenshots/`).
///
/// The folder is the one `AUDITKIT_TEST_DATA` names, else `shared/data` beside the checkout (the
/// package root's `../shared/data`). When it is missing, a test that needs it skips, saying where it
/// looked and how to provide it; under CI (`CI` set to anything but `false` or empty) it fails
/// instead, so the corpus tests cannot quietly stop running.
public enum SharedTestData {
    /// The environment variable naming the data folder (the one holding `captures/` and `labels.tsv`).
    public static let environmentVariable = "AUDITKIT_TEST_DATA"

    /// The package root: this file is `Tests/SharedTestData/SharedTestData.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the data is looked for, and what chose that place.
    static func location(environment: [String: String] = ProcessInfo.processInfo.environment) -> (
        url: URL, source: String
    ) {
        if let named = environment[environmentVariable], !named.isEmpty {
            return (
                URL(fileURLWithPath: named, isDirectory: true).standardizedFileURL, "named by \(environmentVariable)"
            )
        }
        let beside = packageRoot.appendingPathComponent("../shared/data", isDirectory: true).standardizedFileURL
        return (beside, "beside the checkout")
    }

    /// Whether the running process is a CI run: `CI` set to anything but empty or `false`.
    static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !ci.isEmpty && ci.lowercased() != "false"
    }

    /// The shared data folder.
    ///
    /// - Throws: `XCTSkip` when the folder is missing, or ``Missing`` under CI (a test failure).
    public static func directory() throws -> URL {
        try url("")
    }

    /// The folder of real captures, `captures/`.
    /// - Throws: As ``directory()``.
    public static func captures() throws -> URL {
        try url("captures")
    }

    /// The names of the capture files in ``captures()``, sorted (not their `.src.txt` sources).
    /// - Throws: As ``directory()``, or the folder's listing error.
    public static func captureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: try captures().path)
            .filter { !$0.hasSuffix(".src.txt") && !$0.hasPrefix(".") }.sorted()
    }

    /// The file or folder at `relativePath` inside the shared data folder (`"labels.tsv"`,
    /// `"captures/wda_ios_settings_en_reformatted.xml"`).
    ///
    /// - Throws: `XCTSkip` when it is missing, or ``Missing`` under CI (a test failure), saying
    ///   where it looked and how to provide the data.
    public static func url(_ relativePath: String) throws -> URL {
        let (folder, source) = location()
        let url = relativePath.isEmpty ? folder : folder.appendingPathComponent(relativePath)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        let missing = Missing(path: url.path, source: source)
        if isCI() { throw missing }
        throw XCTSkip(missing.description)
    }

    /// The error a test fails with under CI when the shared data is missing.
    public struct Missing: Error, CustomStringConvertible {
        /// The path that does not exist.
        public var path: String
        /// What chose the folder: the environment variable, or the place beside the checkout.
        public var source: String

        /// What is missing, where it was looked for, and what to do.
        public var description: String {
            "shared test data not found at \(path) (the folder \(source)). Set \(SharedTestData.environmentVariable) to the folder "
                + "holding captures/ and labels.tsv, or place it beside the checkout as ../shared/data. "
                + "Without it these tests skip, and fail under CI."
        }
    }
}
