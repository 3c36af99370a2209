import Foundation
import XCTest

@testable import AuditKitLinux

/// `ByteView` (the importers' and JSON readers' read-only byte view) against the same reads done
/// on an `Array`, on random bytes of every length from 0 to 70 and at every offset: words,
/// searches, comparisons, slices, strings and the ASCII test.
final class ByteViewTests: XCTestCase {
    private func randomBytes(_ count: Int, _ generator: inout SystemRandomNumberGenerator, ascii: Bool) -> [UInt8] {
        // Few distinct values, so that searches and comparisons find matches.
        (0..<count).map { _ in
            let byte = [UInt8(0x20), 0x3C, 0x41, 0x0A, 0x7F, 0x80, 0xC3, 0xA9][Int.random(in: 0..<8, using: &generator)]
            return ascii ? byte & 0x7F : byte
        }
    }

    func testReadsMatchTheArray() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...70 {
            for ascii in [false, true] {
                let bytes = randomBytes(count, &generator, ascii: ascii)
                bytes.withByteView { view in
                    XCTAssertEqual(view.count, count)
                    XCTAssertEqual(view.array, bytes)
                    XCTAssertEqual(Array(view), bytes)
                    XCTAssertEqual(view.isASCII, bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
                    XCTAssertEqual(view.string, String(decoding: bytes, as: UTF8.self))
                    XCTAssertEqual(view.validString, String(validating: bytes, as: UTF8.self))
                    for offset in 0..<count {
                        XCTAssertEqual(view[offset], bytes[offset])
                        if offset + 8 <= count {
                            let word = bytes[offset..<(offset + 8)].reversed().reduce(UInt64(0)) {
                                $0 << 8 | UInt64($1)
                            }
                            XCTAssertEqual(view.word(at: offset), word)
                        }
                        if offset + 4 <= count {
                            let word = bytes[offset..<(offset + 4)].reversed().reduce(UInt32(0)) {
                                $0 << 8 | UInt32($1)
                            }
                            XCTAssertEqual(view.word32(at: offset), word)
                        }
                        for byte: UInt8 in [0x3C, 0x0A, 0xC3] {
                            XCTAssertEqual(
                                view.firstIndex(of: byte, from: offset), bytes[offset...].firstIndex(of: byte))
                        }
                        let end = min(count, offset + 13)
                        XCTAssertEqual(view[offset..<end].array, Array(bytes[offset..<end]))
                        XCTAssertEqual(view.suffix(from: offset).array, Array(bytes[offset...]))
                        for other in stride(from: 0, to: count, by: 3) {
                            for length in [0, 1, 7, 8, 9, 16, 17, 33]
                            where offset + length <= count && other + length <= count {
                                XCTAssertEqual(
                                    view.same(at: offset, as: other, length: length),
                                    bytes[offset..<(offset + length)].elementsEqual(bytes[other..<(other + length)]))
                                XCTAssertEqual(
                                    view[offset..<(offset + length)].equals(view[other..<(other + length)]),
                                    bytes[offset..<(offset + length)].elementsEqual(bytes[other..<(other + length)]))
                            }
                        }
                    }
                    XCTAssertNil(view.firstIndex(of: 0x3C, from: count))
                }
            }
        }
    }

    func testLiterals() {
        let text = "null true false <\u{e9}> nul"
        text.withByteView { view in
            let bytes = Array(text.utf8)
            for literal: StaticString in ["null", "true", "false", "nu", "<", "\u{e9}", ""] {
                let wanted = Array(literal.withByteView { $0.array })
                for offset in -1...(bytes.count + 1) {
                    let expected =
                        offset >= 0 && offset + wanted.count <= bytes.count
                        && bytes[offset..<(offset + wanted.count)].elementsEqual(wanted)
                    XCTAssertEqual(view.matches(literal, at: offset), expected, "\(literal) at \(offset)")
                }
                XCTAssertEqual(view.equals(literal), bytes == wanted)
            }
            XCTAssertTrue(view[0..<4].equals("null"))
            XCTAssertFalse(view[0..<3].equals("null"))
        }
    }

    func testEntryPointsReadTheSameBytes() {
        for text in ["", "a", "héllo wörld", String(repeating: "x", count: 100), "emoji 🙂 and NUL \0 end"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(text.withByteView { $0.array }, bytes)
            XCTAssertEqual(Data(bytes).withByteView { $0.array }, bytes)
            XCTAssertEqual(bytes.withByteView { $0.array }, bytes)
            // A string that is not contiguous UTF-8 in memory (a substring's copy, a bridged-like
            // shape) reads the same.
            XCTAssertEqual(String(text[...]).withByteView { $0.array }, bytes)
            var appended: [UInt8] = [1]
            bytes.withByteView { $0.append(to: &appended) }
            XCTAssertEqual(appended, [1] + bytes)
            XCTAssertEqual(bytes.withByteView { $0.fnv1a }, Data(bytes).withByteView { $0.fnv1a })
        }
    }
}
