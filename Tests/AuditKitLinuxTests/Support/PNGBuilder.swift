import CZlib
import Foundation
import XCTest

/// Writes PNG files for tests, with zlib's own `crc32` and `compress2` (not the decoder's code):
/// any colour type and bit depth, a chosen filter type per row, Adam7 interlacing, and hand-made
/// chunks for the broken files.
enum PNGBuilder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: length, type, body, CRC (zlib's).
    static func chunk(_ type: String, _ body: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out = bigEndian(UInt32(body.count)) + typeBytes + body
        let computed = (typeBytes + body).withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        out += bigEndian(crc ?? computed)
        return out
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func header(
        width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6, interlace: Int = 0,
        compression: UInt8 = 0, filter: UInt8 = 0
    ) -> [UInt8] {
        chunk(
            "IHDR",
            bigEndian(UInt32(width)) + bigEndian(UInt32(height))
                + [UInt8(bitDepth), UInt8(colorType), compression, filter, UInt8(interlace)])
    }

    /// zlib-compresses `data` (level 6, as most encoders).
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(UInt(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = data.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer {
                compress2($0.baseAddress, &size, input.baseAddress, UInt(input.count), 6)
            }
        }
        precondition(status == Z_OK)
        return Array(out.prefix(Int(size)))
    }

    /// A PNG of 8-bit RGBA `pixels` (width × height × 4), each row filtered with `filter(row)`
    /// (0...4), optionally Adam7-interlaced, its data split into IDAT chunks of `chunkSize` bytes.
    static func rgba(
        _ pixels: [UInt8], width: Int, height: Int, interlaced: Bool = false,
        filter: (Int) -> UInt8 = { _ in 0 }, chunkSize: Int = 8192
    ) -> [UInt8] {
        var raw: [UInt8] = []
        var rowIndex = 0
        let passes: [(Int, Int, Int, Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            let w = (width - x0 + dx - 1) / dx
            let h = (height - y0 + dy - 1) / dy
            guard w > 0, h > 0 else { continue }
            var previous = [UInt8](repeating: 0, count: w * 4)
            for r in 0..<h {
                var row: [UInt8] = []
                for c in 0..<w {
                    let i = ((y0 + r * dy) * width + x0 + c * dx) * 4
                    row += pixels[i..<i + 4]
                }
                let type = filter(rowIndex)
                raw.append(type)
                raw += applyFilter(
                    type, row: row, previous: r == 0 ? [UInt8](repeating: 0, count: w * 4) : previous, stride: 4)
                previous = row
                rowIndex += 1
            }
        }
        let compressed = deflate(raw)
        var file = signature + header(width: width, height: height, interlace: interlaced ? 1 : 0)
        var start = 0
        while start < compressed.count {
            file += chunk("IDAT", Array(compressed[start..<min(start + chunkSize, compressed.count)]))
            start += chunkSize
        }
        return file + chunk("IEND", [])
    }

    /// A PNG of 8-bit RGBA `pixels`, unfiltered, in one IDAT chunk: quick for large test screens.
    static func plainRGBA(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        let rowBytes = width * 4
        let raw = [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { buffer, count in
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    buffer[row * (rowBytes + 1)] = 0
                    UnsafeMutableRawPointer(buffer.baseAddress! + row * (rowBytes + 1) + 1)
                        .copyMemory(from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
                }
            }
            count = height * (rowBytes + 1)
        }
        return signature + header(width: width, height: height) + chunk("IDAT", deflate(raw)) + chunk("IEND", [])
    }

    /// PNG's filter `type` applied to `row`.
    static func applyFilter(_ type: UInt8, row: [UInt8], previous: [UInt8], stride: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= stride ? Int(row[i - stride]) : 0
            let b = Int(previous[i])
            let c = i >= stride ? Int(previous[i - stride]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c
                let pa = abs(p - a)
                let pb = abs(p - b)
                let pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }

    /// A file made of `chunks` after the signature.
    static func file(_ chunks: [UInt8]...) -> Data { Data(signature + chunks.joined()) }

    /// Deterministic noise-like RGBA pixels.
    static func pattern(width: Int, height: Int, seed: Int = 1) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<4 {
                    out.append(
                        UInt8(truncatingIfNeeded: (x * 31 + y * 17 + c * 71 + seed * 13 + (x * y) % 23) * (c + 1)))
                }
            }
        }
        return out
    }
}
