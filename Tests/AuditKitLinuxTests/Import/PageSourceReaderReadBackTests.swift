import XCTest

@testable import AuditKitImport

/// `PageSourceReader.readBack`, which finds the `<` of the start tag just read eight bytes at a
/// time, against the byte-by-byte reading it stands for.
final class PageSourceReaderReadBackTests: XCTestCase {

    /// The byte-by-byte reading: stop at `end` when it is `<`, else count each byte before it
    /// (line feeds apart, UTF-8 continuation bytes not) down to and including a `<`, or to `base`.
    private func byteByByte(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> (at: Int, characters: Int, lineFeeds: Int)
    {
        var at = end
        var characters = 0
        var lineFeeds = 0
        while at > 0, bytes[at] != UInt8(ascii: "<") {
            at -= 1
            if bytes[at] == 0x0A { lineFeeds += 1 } else if bytes[at] & 0xC0 != 0x80 { characters += 1 }
        }
        return (at, characters, lineFeeds)
    }

    private func check(_ text: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            for end in 0..<bytes.count {
                let expected = byteByByte(bytes, end: end)
                let found = PageSourceReader.readBack(from: base + end, to: base)
                XCTAssertEqual(found.at - base, expected.at, "end \(end) of \(text)", file: file, line: line)
                XCTAssertEqual(found.characters, expected.characters, "end \(end) of \(text)", file: file, line: line)
                XCTAssertEqual(found.lineFeeds, expected.lineFeeds, "end \(end) of \(text)", file: file, line: line)
            }
        }
    }

    func testTagsOverOneAndSeveralLines() {
        check(Array(#"<a><XCUIElementTypeButton type="XCUIElementTypeButton" name="Ok" x="1"/>"#.utf8))
        check(Array("<root>\n  <b label=\"línea\nuno — 日本語 😀\"\r\n   visible=\"true\">\n".utf8))
        check(Array("no tag at all, only text longer than eight bytes\n\n".utf8))
        check(Array("<<<<<<<<<<<<<<<<<".utf8))
        check(Array("é".utf8) + Array(repeating: 0x80, count: 20) + Array("<x".utf8))
        // Longer than 31 words without a `<`, all continuation bytes or line feeds, or mixed.
        check(Array(repeating: 0x80, count: 700))
        check(Array(repeating: 0x0A, count: 300) + [0x3C] + Array(repeating: 0x0A, count: 300))
        check([0x3C] + Array(String(repeating: "日本語 é\n\u{1F600} label=\"x\"\n", count: 30).utf8))
    }

    func testRandomBytes() {
        // Bytes drawn mostly from those the reading tells apart: `<`, line feeds, ASCII,
        // continuation bytes and leading bytes; a fixed seed so that a failure repeats.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet: [UInt8] = [0x3C, 0x0A, 0x0D, 0x20, 0x61, 0x7F, 0x80, 0xBF, 0xC3, 0xE3, 0xF0, 0xFF, 0x00, 0x3D]
        for _ in 0..<300 {
            let count = Int(next() % 8 == 0 ? next() % 600 : next() % 90)
            let rarity = 1 + next() % 40  // how rarely a `<` appears
            let text: [UInt8] = (0..<count).map { _ in
                let pick = next()
                if pick % rarity == 0 { return 0x3C }
                return pick % 3 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : alphabet[Int((pick >> 8) % 13) + 1]
            }
            check(text)
        }
    }
}
