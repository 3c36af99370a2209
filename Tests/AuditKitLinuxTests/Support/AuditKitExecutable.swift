import Foundation
import XCTest

/// The built `auditkit` executable, which the CLI tests run as a process (the test target cannot
/// import an executable target's code, so the command line is tested end to end).
enum AuditKitExecutable {
    /// What one run printed, and its exit status.
    struct Run {
        /// The exit status.
        var status: Int32
        /// Standard output.
        var stdout: String
        /// Standard error.
        var stderr: String
    }

    /// The directories that may hold the products of this build: the test bundle's, and the bundle
    /// itself and its parent (where `swift test` puts them depends on the platform).
    static var candidateDirectories: [URL] {
        var directories: [URL] = []
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        return directories
    }

    /// `auditkit` in the products directory that holds this test bundle.
    ///
    /// - Throws: `XCTSkip` when it is not built there; under CI (`CI` set) the test also fails, so
    ///   the command-line tests cannot quietly stop running.
    static func url() throws -> URL { try url(named: "auditkit") }

    /// The executable `name` (a product of this package, such as `auditkit-docgen`) in the products
    /// directory that holds this test bundle.
    ///
    /// - Throws: `XCTSkip` when it is not built there; under CI (`CI` set) the test also fails.
    static func url(named name: String) throws -> URL {
        for directory in candidateDirectories {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: url.path)
            {
                return url
            }
        }
        let message =
            "\(name) is not built next to the tests (looked in \(candidateDirectories.map(\.path))); run `swift build`"
        if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty, ci != "false" {
            XCTFail("CI is set but \(message)")
        }
        throw XCTSkip(message)
    }

    /// Runs `auditkit` with `arguments` in `directory` (the working directory when `nil`), with
    /// `standardInput` as its standard input (empty when `nil`).
    ///
    /// Its output goes through files, not pipes, so a large report cannot fill a pipe and block it.
    static func run(_ arguments: [String], in directory: URL? = nil, standardInput: Data? = nil) throws -> Run {
        try run(executable: try url(), arguments, in: directory, standardInput: standardInput)
    }

    /// Runs `script` with `/bin/sh` in `directory`, with `$AUDITKIT` set to the built `auditkit`:
    /// for what a process cannot set up, such as a closed descriptor (`"$AUDITKIT" >&-`) or an
    /// ignored SIGPIPE (`trap '' PIPE`).
    static func runShell(_ script: String, in directory: URL? = nil) throws -> Run {
        let auditkit = try url()
        return try run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: directory,
            environment: ["AUDITKIT": auditkit.path])
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` added to this process's.
    static func run(
        executable: URL, _ arguments: [String], in directory: URL?, standardInput: Data? = nil,
        environment: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-stdin-\(UUID().uuidString)")
        try (standardInput ?? Data()).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let inputHandle = try FileHandle(forReadingFrom: input)
        defer { try? inputHandle.close() }
        process.standardInput = inputHandle
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("auditkit-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let out = outputs.appendingPathComponent("stdout")
        let err = outputs.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Run(
            status: process.terminationStatus,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }
}
