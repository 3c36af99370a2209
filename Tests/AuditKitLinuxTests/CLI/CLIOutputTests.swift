import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `auditkit --output PATH` writes through what already exists at PATH when it is not a regular
/// file (a symbolic link, a named pipe, a device such as /dev/stdout) instead of replacing it.
final class CLIOutputTests: XCTestCase {
    func testOutputThroughASymlinkWritesTheTargetAndKeepsTheLink() throws {
        let directory = try temporaryDirectory()
        let real = directory.appendingPathComponent("real.json")
        let link = directory.appendingPathComponent("link.json")
        try Data(String(repeating: "STALE-CONTENT\n", count: 100_000).utf8).write(to: real)  // longer than the export
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
        let status = try auditkit(["export", "--output", "link.json"], in: directory)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "real.json", "the link is kept")
        let written = try String(contentsOf: real, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{"), written)
        XCTAssertFalse(written.contains("STALE-CONTENT"), "the target is truncated first")
    }

    func testOutputThroughADanglingSymlinkCreatesItsTarget() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: "new.json")
        XCTAssertEqual(try auditkit(["export", "--output", "link.json"], in: directory), 0)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: directory.appendingPathComponent("link.json").path), "new.json")
        XCTAssertTrue(
            try String(contentsOf: directory.appendingPathComponent("new.json"), encoding: .utf8).hasPrefix("{"))
    }

    func testOutputToANamedPipeWritesIntoThePipe() throws {
        let directory = try temporaryDirectory()
        let fifo = directory.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Read the pipe on another thread (opening it blocks until the writer opens it too).
        let received = ReceivedData()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.set(handle.readDataToEndOfFile()) }
            done.signal()
        }
        let status = try auditkit(["export", "--output", fifo], in: directory)
        if done.wait(timeout: .now() + 10) == .timedOut {
            FileHandle(forWritingAtPath: fifo)?.closeFile()  // unblock the reader: nothing was written into the pipe
            _ = done.wait(timeout: .now() + 10)
        }
        XCTAssertEqual(status, 0)
        let type = try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType
        XCTAssertNotNil(type)
        XCTAssertNotEqual(type, .typeRegular, "the pipe was replaced by a regular file")
        XCTAssertTrue(String(decoding: received.get(), as: UTF8.self).hasPrefix("{"), "the export went into the pipe")
    }

    func testOutputReplacesARegularFileAndCreatesANewOne() throws {
        let directory = try temporaryDirectory()
        try Data(String(repeating: "old ", count: 100_000).utf8).write(to: directory.appendingPathComponent("old.json"))
        XCTAssertEqual(try auditkit(["export", "--output", "old.json"], in: directory), 0)
        XCTAssertEqual(try auditkit(["export", "--output", "new.json"], in: directory), 0)
        let old = try Data(contentsOf: directory.appendingPathComponent("old.json"))
        XCTAssertEqual(old, try Data(contentsOf: directory.appendingPathComponent("new.json")))
    }

    func testDescribeCountsOneElementInTheSingular() throws {
        let directory = try temporaryDirectory()
        let xml =
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" x="0" y="0" width="390" height="844">"#
            + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hello" accessible="true" visible="true" x="20" y="100" width="200" height="22"/>"#
            + "</XCUIElementTypeApplication></AppiumAUT>"
        try Data(xml.utf8).write(to: directory.appendingPathComponent("one.xml"))
        XCTAssertEqual(try auditkit(["describe", "one.xml", "--output", "one.txt"], in: directory), 0)
        let text = try String(contentsOf: directory.appendingPathComponent("one.txt"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("VoiceOver reads one.xml in this order (1 element):\n  1. Hello\n"), text)
    }

    // MARK: Helpers

    private final class ReceivedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) {
            lock.lock()
            data = value
            lock.unlock()
        }
        func get() -> Data {
            lock.lock()
            defer { lock.unlock() }
            return data
        }
    }

    /// Runs the built `auditkit` in `directory`; answers the exit status.
    private func auditkit(_ arguments: [String], in directory: URL) throws -> Int32 {
        try AuditKitExecutable.run(arguments, in: directory).status
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CLIOutputTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
