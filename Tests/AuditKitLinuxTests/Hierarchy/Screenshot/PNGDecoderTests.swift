import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// The PNG decoder: every format against images written by other encoders, every filter and
/// interlacing, the real iOS renders, and each kind of broken file (an error saying what is
/// wrong, never a crash or a wrong image).
final class PNGDecoderTests: XCTestCase {
    private static let fixtures = PackageRoot.appending("Tests/Fixtures/png")

    private func pixels(_ screenshot: Screenshot) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<screenshot.pixelHeight {
            for x in 0..<screenshot.pixelWidth {
                let p = screenshot.pixel(x: x, y: y)!
                out += [p.red, p.green, p.blue, p.alpha]
            }
        }
        return out
    }

    private func decodeError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            let screenshot = try Screenshot(pngData: data)
            XCTFail(
                "decoded a \(screenshot.pixelWidth) × \(screenshot.pixelHeight) image from bad data", file: file,
                line: line)
            return nil
        } catch let error as PNGDecodingError {
            return error.description
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
            return nil
        }
    }

    // MARK: Formats, written by pypng, Pillow and a from-the-spec Python writer

    func testEveryColourTypeAndBitDepthMatchesItsReference() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter {
            $0.hasSuffix(".png")
        }.sorted()
        XCTAssertEqual(files.count, 39, "Tests/Fixtures/png/make_fixtures.py writes 39 images")
        for name in files {
            let png = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            let expected = try [UInt8](
                Data(
                    contentsOf: Self.fixtures.appendingPathComponent(
                        name.replacingOccurrences(of: ".png", with: ".rgba"))))
            let screenshot = try Screenshot(pngData: png)
            XCTAssertEqual(screenshot.pixelWidth * screenshot.pixelHeight * 4, expected.count, name)
            XCTAssertTrue(pixels(screenshot) == expected, "\(name): pixels differ from the reference")
        }
    }

    func testEveryFilterTypeAndAdam7RoundTrip() throws {
        for (width, height) in [(1, 1), (3, 2), (8, 8), (13, 9), (37, 21)] {
            let source = PNGBuilder.pattern(width: width, height: height, seed: width)
            for interlaced in [false, true] {
                for filter in 0...4 {
                    let png = PNGBuilder.rgba(
                        source, width: width, height: height, interlaced: interlaced, filter: { _ in UInt8(filter) })
                    let screenshot = try Screenshot(pngData: Data(png))
                    XCTAssertTrue(
                        pixels(screenshot) == source, "\(width) × \(height), filter \(filter), interlaced \(interlaced)"
                    )
                }
                // Filters changing from row to row, and the data split into tiny IDAT chunks.
                let mixed = PNGBuilder.rgba(
                    source, width: width, height: height, interlaced: interlaced,
                    filter: { UInt8($0 % 5) }, chunkSize: 7)
                XCTAssertTrue(
                    try pixels(Screenshot(pngData: Data(mixed))) == source, "\(width) × \(height) mixed filters")
            }
        }
    }

    func testRealIOSRendersDecode() throws {
        let directory = try SharedTestData.url("screenshots")
        let expectations: [(String, Int, Int)] = [
            ("testTraits.iphone-x.png", 1125, 2436), ("testTraits.iphone-se.png", 960, 1704),
            ("testTraits.ipad-mini.png", 3072, 2304), ("testSwiftUIView_iOS.device.png", 640, 1136),
        ]
        for (name, width, height) in expectations {
            let screenshot = try Screenshot(pngData: Data(contentsOf: directory.appendingPathComponent(name)))
            XCTAssertEqual(screenshot.pixelWidth, width, name)
            XCTAssertEqual(screenshot.pixelHeight, height, name)
            XCTAssertEqual(screenshot.pixel(x: 5, y: 5), Pixel(red: 255, green: 255, blue: 255), name)
        }
        // The SwiftUI render: the yellow strip and the blue (0, 122, 255) box, at 2x.
        let swiftUI = try Screenshot(
            pngData: Data(contentsOf: directory.appendingPathComponent("testSwiftUIView_iOS.device.png")))
        XCTAssertEqual(swiftUI.pixel(x: 2 * 105, y: 2 * 275)?.description, "#FFCC00")
        XCTAssertEqual(swiftUI.pixel(x: 2 * 113, y: 2 * 294)?.description, "#007AFF")
    }

    // MARK: Broken files: each kind has its own message

    private var valid: [UInt8] {
        PNGBuilder.rgba(PNGBuilder.pattern(width: 20, height: 10), width: 20, height: 10, filter: { UInt8($0 % 5) })
    }

    func testNotAPNG() {
        XCTAssertEqual(
            decodeError(Data()), "not a PNG file: it does not start with the PNG signature (the data is empty)")
        XCTAssertEqual(
            decodeError(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])),
            "not a PNG file: it does not start with the PNG signature (it looks like a JPEG)")
        XCTAssertEqual(
            decodeError(Data("<AppiumAUT/>".utf8)),
            "not a PNG file: it does not start with the PNG signature (it looks like XML text)")
        // Line endings rewritten by a text-mode transfer.
        var textMode = valid
        textMode.replaceSubrange(4..<6, with: [0x0A])
        XCTAssertEqual(
            decodeError(Data(textMode)),
            "not a PNG file: it does not start with the PNG signature (the signature's line-ending bytes are changed: was it transferred as text?)"
        )
    }

    func testTruncatedFiles() {
        let file = valid
        let idatOffset = 8 + 25
        XCTAssertEqual(
            decodeError(Data(file.prefix(5))),
            "not a PNG file: it does not start with the PNG signature (only 5 of its 8 bytes are there)")
        XCTAssertEqual(
            decodeError(Data(file.prefix(8))),
            "the PNG is cut short: there is no IHDR chunk after the signature (is the file truncated?)")
        XCTAssertEqual(
            decodeError(Data(file.prefix(12))),
            "the PNG is cut short: the chunk header at byte 8 is incomplete (is the file truncated?)")
        let idatLength =
            Int(file[idatOffset]) << 24 | Int(file[idatOffset + 1]) << 16 | Int(file[idatOffset + 2]) << 8
            | Int(file[idatOffset + 3])
        XCTAssertEqual(
            decodeError(Data(file.prefix(idatOffset + 8 + 40))),
            "the PNG is cut short: the IDAT chunk at byte 33 declares \(idatLength) bytes, but only 36 remain before its CRC (is the file truncated?)"
        )
        XCTAssertEqual(
            decodeError(Data(file.dropLast(12))),
            "the PNG is cut short: the file ends at byte \(file.count - 12) without an IEND chunk (is the file truncated?)"
        )
        XCTAssertEqual(
            decodeError(Data(file.prefix(idatOffset))),
            "the PNG is cut short: the file ends at byte 33 before any image data (IDAT) (is the file truncated?)")
        // The zlib stream cut short, in a well-formed file.
        let raw = [UInt8](repeating: 0, count: 10 * (1 + 20 * 4))
        let stream = PNGBuilder.deflate(raw)
        let short = PNGBuilder.file(
            PNGBuilder.header(width: 20, height: 10), PNGBuilder.chunk("IDAT", Array(stream.prefix(stream.count / 2))),
            PNGBuilder.chunk("IEND", []))
        XCTAssertTrue(
            decodeError(short)?.hasPrefix("the PNG is cut short: the image data stops after ") == true,
            decodeError(short) ?? "")
    }

    func testChecksums() throws {
        var file = valid
        file[8 + 25 + 8 + 3] ^= 0x40  // a byte inside the first IDAT's data
        XCTAssertEqual(
            decodeError(Data(file)), "the PNG is corrupt: the CRC of the IDAT chunk at byte 33 does not match its data")
        var header = valid
        header[8 + 8 + 3] = 21  // the width, so IHDR's CRC fails
        XCTAssertEqual(
            decodeError(Data(header)), "the PNG is corrupt: the CRC of the IHDR chunk at byte 8 does not match its data"
        )
        // A damaged ancillary chunk is skipped, as libpng does: the image is still right.
        let pixels = PNGBuilder.pattern(width: 4, height: 3)
        var withText = PNGBuilder.rgba(pixels, width: 4, height: 3)
        withText.insert(contentsOf: PNGBuilder.chunk("tEXt", Array("Comment\0hi".utf8), crc: 1), at: 33)
        XCTAssertTrue(self.pixels(try Screenshot(pngData: Data(withText))) == pixels)
    }

    func testInvalidHeaders() {
        let data = PNGBuilder.chunk("IDAT", PNGBuilder.deflate([0, 0, 0, 0, 0])) + PNGBuilder.chunk("IEND", [])
        func header(_ h: [UInt8]) -> Data { PNGBuilder.file(h, data) }
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 0, height: 1))),
            "invalid PNG header (IHDR): the size is 0 × 1 pixels; each side must be 1 to 2³¹ − 1")
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 1, height: 1, bitDepth: 3, colorType: 0))),
            "invalid PNG header (IHDR): bit depth 3 is not allowed for colour type 0 (allowed: 1, 2, 4, 8, 16)")
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 1, height: 1, bitDepth: 4, colorType: 2))),
            "invalid PNG header (IHDR): bit depth 4 is not allowed for colour type 2 (allowed: 8, 16)")
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 1, height: 1, colorType: 5))),
            "invalid PNG header (IHDR): colour type 5 is not defined by PNG (0, 2, 3, 4 or 6)")
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 1, height: 1, interlace: 2))),
            "invalid PNG header (IHDR): interlace method 2 is not defined by PNG (0 none, 1 Adam7)")
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 1, height: 1, compression: 1))),
            "invalid PNG header (IHDR): compression method 1 is not defined by PNG (only 0, deflate)")
        XCTAssertEqual(
            decodeError(header(PNGBuilder.header(width: 1, height: 1, filter: 1))),
            "invalid PNG header (IHDR): filter method 1 is not defined by PNG (only 0)")
        XCTAssertEqual(
            decodeError(PNGBuilder.file(PNGBuilder.chunk("IHDR", [0, 0, 0, 1]), data)),
            "invalid PNG header (IHDR): the chunk holds 4 bytes, not 13")
    }

    func testAbsurdSizesAreRefusedBeforeAllocating() {
        // 100,000 × 100,000 RGBA would be 40 GB: refused from the header alone.
        let huge = PNGBuilder.file(
            PNGBuilder.header(width: 100_000, height: 100_000), PNGBuilder.chunk("IDAT", [0x78, 0x9C]),
            PNGBuilder.chunk("IEND", []))
        XCTAssertEqual(
            decodeError(huge),
            "the PNG declares 100000 × 100000 pixels, more than this decoder accepts (at most 32768 pixels a side and 64 megapixels); a device screenshot is far smaller"
        )
        let wide = PNGBuilder.file(
            PNGBuilder.header(width: 20_000, height: 20_000), PNGBuilder.chunk("IDAT", [0x78, 0x9C]),
            PNGBuilder.chunk("IEND", []))
        XCTAssertTrue(decodeError(wide)?.hasPrefix("the PNG declares 20000 × 20000 pixels") == true)
    }

    func testCorruptImageData() {
        let ihdr = PNGBuilder.header(width: 2, height: 2)
        let garbage = PNGBuilder.file(
            ihdr, PNGBuilder.chunk("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0x00, 0x12]), PNGBuilder.chunk("IEND", []))
        XCTAssertTrue(
            decodeError(garbage)?.hasPrefix("the PNG's image data is corrupt: ") == true, decodeError(garbage) ?? "")
        // Too much data for 2 × 2 RGBA (needs 2 × (1 + 8) = 18 bytes).
        let long = PNGBuilder.file(
            ihdr, PNGBuilder.chunk("IDAT", PNGBuilder.deflate([UInt8](repeating: 0, count: 40))),
            PNGBuilder.chunk("IEND", []))
        XCTAssertEqual(
            decodeError(long),
            "the PNG's image data is corrupt: the compressed data holds more than the 18 bytes the header's size and format need"
        )
        let shortData = PNGBuilder.file(
            ihdr, PNGBuilder.chunk("IDAT", PNGBuilder.deflate([UInt8](repeating: 0, count: 10))),
            PNGBuilder.chunk("IEND", []))
        XCTAssertEqual(
            decodeError(shortData),
            "the PNG's image data is corrupt: the image data holds 10 bytes; the header's size and format need 18")
        // A filter type PNG does not define.
        let badFilter = PNGBuilder.file(
            ihdr, PNGBuilder.chunk("IDAT", PNGBuilder.deflate([0, 1, 2, 3, 4, 5, 6, 7, 8, 5, 0, 0, 0, 0, 0, 0, 0, 0])),
            PNGBuilder.chunk("IEND", []))
        XCTAssertEqual(
            decodeError(badFilter), "the PNG's image data is corrupt: row 1 has filter type 5; PNG defines 0 to 4")
        let badInterlaced = PNGBuilder.file(
            PNGBuilder.header(width: 2, height: 2, interlace: 1),
            PNGBuilder.chunk("IDAT", PNGBuilder.deflate([9] + [UInt8](repeating: 0, count: 18))),
            PNGBuilder.chunk("IEND", []))
        XCTAssertEqual(
            decodeError(badInterlaced),
            "the PNG's image data is corrupt: row 0 of Adam7 pass 1 has filter type 9; PNG defines 0 to 4")
    }

    func testPaletteProblems() {
        let ihdr = PNGBuilder.header(width: 2, height: 1, bitDepth: 8, colorType: 3)
        let data = PNGBuilder.chunk("IDAT", PNGBuilder.deflate([0, 0, 2])) + PNGBuilder.chunk("IEND", [])
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, data)),
            "the PNG's palette is wrong: a palette image (colour type 3) has no PLTE chunk")
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, PNGBuilder.chunk("PLTE", [1, 2, 3, 4, 5, 6]), data)),
            "the PNG's palette is wrong: pixel (1, 0) uses palette entry 2, but PLTE has 2 entries")
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, PNGBuilder.chunk("PLTE", [1, 2, 3, 4]), data)),
            "the PNG's palette is wrong: the PLTE chunk holds 4 bytes; it needs 1 to 256 entries of 3 bytes")
        let small = PNGBuilder.header(width: 2, height: 1, bitDepth: 1, colorType: 3)
        XCTAssertEqual(
            decodeError(PNGBuilder.file(small, PNGBuilder.chunk("PLTE", [UInt8](repeating: 9, count: 9)), data)),
            "the PNG's palette is wrong: the PLTE chunk has 3 entries, more than a 1-bit image can index")
    }

    func testChunkOrderAndUnknownCriticalChunks() {
        let ihdr = PNGBuilder.header(width: 1, height: 1)
        let idat = PNGBuilder.chunk("IDAT", PNGBuilder.deflate([0, 1, 2, 3, 4]))
        let iend = PNGBuilder.chunk("IEND", [])
        XCTAssertEqual(
            decodeError(PNGBuilder.file(idat, ihdr, iend)), "malformed PNG: the first chunk is IDAT, not IHDR")
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, ihdr, idat, iend)), "malformed PNG: a second IHDR chunk at byte 33")
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, PNGBuilder.chunk("QUUX", []), idat, iend)),
            "unsupported PNG: the critical chunk QUUX at byte 33 is not one this decoder knows (IHDR, PLTE, IDAT, IEND)"
        )
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, iend)),
            "malformed PNG: there is no IDAT chunk: the file holds no image data")
        let split = PNGBuilder.deflate([0, 1, 2, 3, 4])
        XCTAssertEqual(
            decodeError(
                PNGBuilder.file(
                    ihdr, PNGBuilder.chunk("IDAT", Array(split.prefix(3))),
                    PNGBuilder.chunk("tEXt", Array("a\0b".utf8)),
                    PNGBuilder.chunk("IDAT", Array(split.dropFirst(3))), iend)),
            "malformed PNG: the IDAT chunk at byte 63 is separated from the earlier IDAT chunks; they must be consecutive"
        )
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, [0, 0, 0, 0, 0x49, 0x44, 0x31, 0x54, 0, 0, 0, 0], idat, iend)),
            "malformed PNG: the chunk at byte 33 has the type 49 44 31 54, which is not four letters")
        XCTAssertEqual(
            decodeError(PNGBuilder.file(ihdr, [0xFF, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8), iend)),
            "malformed PNG: the IDAT chunk at byte 33 declares 4294967295 bytes, more than PNG allows (2³¹ − 1)")
        XCTAssertEqual(
            decodeError(
                PNGBuilder.file(
                    PNGBuilder.header(width: 1, height: 1, bitDepth: 8, colorType: 0),
                    PNGBuilder.chunk("PLTE", [1, 2, 3]), idat, iend)),
            "malformed PNG: a grey image (colour type 0) has a PLTE chunk")
    }

    /// Random damage (with CRCs recomputed, so it reaches the headers, filters and zlib stream) only
    /// ever gives an image or a ``PNGDecodingError``.
    func testRandomDamageNeverCrashes() throws {
        var generator = SeededRandom(seed: 13)
        let base = PNGBuilder.rgba(
            PNGBuilder.pattern(width: 17, height: 11), width: 17, height: 11, interlaced: true,
            filter: { UInt8($0 % 5) })
        var decoded = 0
        var refused = 0
        for _ in 0..<400 {
            var file = base
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = 8 + Int(generator.next() % UInt64(file.count - 8))
                file[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            // Recompute every chunk's CRC, so the damage is judged by what comes after.
            var offset = 8
            while offset + 12 <= file.count {
                let length =
                    Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8
                    | Int(file[offset + 3])
                guard length >= 0, offset + 12 + length <= file.count else { break }
                let rebuilt = PNGBuilder.chunk(
                    String(decoding: file[offset + 4..<offset + 8], as: UTF8.self),
                    Array(file[offset + 8..<offset + 8 + length]))
                if rebuilt.count == 12 + length { file.replaceSubrange(offset..<offset + 12 + length, with: rebuilt) }
                offset += 12 + length
            }
            do {
                let screenshot = try Screenshot(pngData: Data(file))
                XCTAssertEqual(screenshot.pixelWidth * screenshot.pixelHeight > 0, true)
                decoded += 1
            } catch is PNGDecodingError {
                refused += 1
            }
        }
        XCTAssertEqual(decoded + refused, 400)
        XCTAssertGreaterThan(refused, 100)
    }
}
