import Foundation
import XCTest

/// The README's and the DocC articles' examples are compiled and run in `Examples/ConsumerPackage`, a package of its own
/// that depends on this one as a user's would (`.ci/run` builds and tests it). This test keeps the
/// two in step from a plain `swift test`: it runs `.ci/readme-snippets`, which fails when a Swift
/// example of the README or of an article is not in the consumer package word for word.
final class ReadmeSnippetTests: XCTestCase {
    func testEveryReadmeExampleIsTheConsumerPackagesCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent(".ci/readme-snippets").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            let ci =
                ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0.lowercased() != "false" } ?? false
            if ci { throw error }
            throw XCTSkip("python3 could not be run (\(error)): the README and article examples were not checked")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            throw XCTSkip("python3 is not installed: the README and article examples were not checked")
        }
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("snippets equal to Examples/ConsumerPackage"), text)
    }
}
