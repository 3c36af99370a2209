import XCTest

@testable import AuditKitLinux

/// `ByteOutput` and `ByteSink` (the report writers' output) against the same writes done on an
/// `Array`: copies of every length from 0 to 40 at every offset, with the bytes around left as
/// they were; words stored little-endian; a sink grown from its smallest capacity.
final class ByteOutputTests: XCTestCase {
    func testCopiesWriteExactlyTheirBytes() {
        let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        source.withByteView { view in
            for count in 0...40 {
                for sourceOffset in 0..<8 {
                    for targetOffset in 0..<8 {
                        let target = [UInt8](byteCount: 64) { output in
                            for index in 0..<64 { output[index] = 0xEE }
                            output.copy(view[sourceOffset..<(sourceOffset + count)], to: targetOffset)
                        }
                        var expected = [UInt8](repeating: 0xEE, count: 64)
                        expected.replaceSubrange(
                            targetOffset..<(targetOffset + count), with: source[sourceOffset..<(sourceOffset + count)])
                        XCTAssertEqual(target, expected, "count \(count), from \(sourceOffset), to \(targetOffset)")
                    }
                }
            }
        }
    }

    func testWordsAndStringsAndWindows() {
        let bytes = [UInt8](byteCount: 16) { output in
            output.store(UInt32(0x0403_0201), at: 1)
            output.store(UInt64(0x0C0B_0A09_0807_0605), at: 5)
            output.suffix(from: 13)[0] = 0xFF
        }
        XCTAssertEqual(bytes, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0xFF, 0, 0])
        for text in ["", "a", "héllo", String(repeating: "wörd ", count: 40)] {
            let count = text.utf8.count * 2
            let doubled = String(byteCount: count) { output in
                output.copyUTF8(of: text, to: output.copyUTF8(of: text, to: 0))
            }
            XCTAssertEqual(doubled, text + text)
        }
        let literal = String(byteCount: 8) { output in
            output.copy("abc", to: 0)
            return 3
        }
        XCTAssertEqual(literal, "abc")
    }

    func testASinkGrowsAndKeepsWhatWasWritten() {
        var sink = ByteSink(capacity: 0)
        var expected: [UInt8] = []
        for round in 0..<2_000 {
            let piece = (0..<(round % 37)).map { UInt8(truncatingIfNeeded: $0 &+ round) }
            Self.append(piece, to: &sink)
            expected += piece
        }
        XCTAssertEqual(sink.count, expected.count)
        XCTAssertEqual(sink.withBytes { $0.array }, expected)
        sink.removeAll()
        XCTAssertEqual(sink.withBytes { $0.array }, [])
    }

    /// Bytes written again (`repeatWritten`), also when the sink must grow to hold them (the
    /// bytes are read from where they are after it grew), and bytes taken back (`rewind`).
    func testASinkRepeatsAndForgetsWhatWasWritten() {
        var generator = SystemRandomNumberGenerator()
        var sink = ByteSink(capacity: 0)
        var expected: [UInt8] = []
        for round in 0..<3_000 {
            if !expected.isEmpty, round % 3 == 0 {
                let start = Int.random(in: 0..<expected.count, using: &generator)
                let end = min(expected.count, start + Int.random(in: 0...80, using: &generator))
                sink.repeatWritten(start..<end)
                expected += expected[start..<end]
            } else if !expected.isEmpty, round % 11 == 0 {
                let start = Int.random(in: 0...expected.count, using: &generator)
                sink.rewind(to: start)
                expected.removeSubrange(start...)
            } else {
                let piece = (0..<(round % 29)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                Self.append(piece, to: &sink)
                expected += piece
            }
            XCTAssertEqual(sink.count, expected.count)
        }
        XCTAssertEqual(sink.withBytes { $0.array }, expected)
        // All of it again, from a sink that must grow for it.
        var full = ByteSink(capacity: 0)
        let bytes = (0..<256).map { UInt8($0) }
        bytes.withByteView { view in
            full.room(view.count).copy(view, to: 0)
            full.advance(by: view.count)
        }
        full.repeatWritten(0..<256)
        XCTAssertEqual(full.withBytes { $0.array }, bytes + bytes)
    }

    /// Writes `piece` at the end of `sink`, as the writers do: room, a copy, then the count.
    private static func append(_ piece: [UInt8], to sink: inout ByteSink) {
        piece.withByteView { view in
            sink.room(view.count).copy(view, to: 0)
            sink.advance(by: view.count)
        }
    }
}
