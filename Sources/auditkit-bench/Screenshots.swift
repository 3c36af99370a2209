import CZlib
import Foundation

// The screenshot case (`--only screenshots`, or `--screenshots-only`): a capture of 200 texts with
// a PNG screenshot, decoded and audited for contrast from its pixels, against a bare zlib inflate
// of the same image data.

/// A 1290 × 2796 pixel (430 × 932 pt at 3x, an iPhone 15 Pro Max) screen with `count` text
/// elements in rows, as an Appium page source and an 8-bit RGBA PNG written as iOS writes them
/// (no filtering, zlib level 6). Each element is anti-aliased glyph-like strokes on its row's
/// background.
func screenshotCapture(count: Int) -> (xml: Data, png: Data) {
    let width = 1290
    let height = 2796
    let scale = 3
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: (UInt8, UInt8, UInt8), coverage: Double = 1) {
        for y in max(0, y0)..<min(height, y1) {
            for x in max(0, x0)..<min(width, x1) {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((Double(color.0) * coverage + Double(pixels[i]) * (1 - coverage)).rounded())
                pixels[i + 1] = UInt8((Double(color.1) * coverage + Double(pixels[i + 1]) * (1 - coverage)).rounded())
                pixels[i + 2] = UInt8((Double(color.2) * coverage + Double(pixels[i + 2]) * (1 - coverage)).rounded())
            }
        }
    }
    var xml =
        #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Bench" label="Bench" enabled="true" visible="true" x="0" y="0" width="430" height="932"><XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="430" height="932">"#
    let columns = 4
    let rows = (count + columns - 1) / columns
    let rowHeight = 900 / rows
    for index in 0..<count {
        let row = index / columns
        let column = index % columns
        let x = 8 + column * 105
        let y = 16 + row * rowHeight
        let w = 96
        let h = min(20, rowHeight - 2)
        let background: (UInt8, UInt8, UInt8) =
            row % 3 == 0 ? (255, 255, 255) : row % 3 == 1 ? (242, 242, 247) : (28, 28, 30)
        let text: (UInt8, UInt8, UInt8) =
            row % 3 == 2 ? (235, 235, 245) : (index % 5 == 0 ? (142, 142, 147) : (0, 0, 0))
        fill(x * scale, y * scale, (x + w) * scale, (y + h) * scale, background)
        // Glyph-like strokes: vertical stems with half-covered edges, and a baseline bar.
        var stem = (x + 2) * scale
        while stem < (x + w - 4) * scale {
            fill(stem, (y + 4) * scale, stem + 3, (y + h - 4) * scale, text)
            fill(stem - 1, (y + 4) * scale, stem, (y + h - 4) * scale, text, coverage: 0.4)
            fill(stem + 3, (y + 4) * scale, stem + 4, (y + h - 4) * scale, text, coverage: 0.6)
            stem += 3 * scale + (index + stem) % 5
        }
        fill((x + 2) * scale, (y + h - 5) * scale, (x + w / 2) * scale, (y + h - 4) * scale, text)
        xml +=
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Item \#(index)" name="Item \#(index)" label="Item \#(index)" enabled="true" visible="true" x="\#(x)" y="\#(y)" width="\#(w)" height="\#(h)"/>"#
    }
    xml += "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
    // PNG: IHDR, the rows with filter byte 0, zlib level 6, 64 KB IDAT chunks, IEND.
    var raw = [UInt8]()
    raw.reserveCapacity(height * (width * 4 + 1))
    for y in 0..<height {
        raw.append(0)
        let rowStart: Int = y * width * 4
        raw.append(contentsOf: pixels[rowStart..<rowStart + width * 4])
    }
    var size = compressBound(UInt(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(size))
    _ = raw.withUnsafeBufferPointer { input in
        compressed.withUnsafeMutableBufferPointer {
            compress2($0.baseAddress, &size, input.baseAddress, UInt(input.count), 6)
        }
    }
    compressed.removeLast(compressed.count - Int(size))
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        return be(UInt32(body.count)) + typed + be(crc)
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", [0, 0, 0x05, 0x0A, 0, 0, 0x0A, 0xEC, 8, 6, 0, 0, 0])
    var start = 0
    while start < compressed.count {
        png += chunk("IDAT", Array(compressed[start..<min(start + 65_536, compressed.count)]))
        start += 65_536
    }
    png += chunk("IEND", [])
    return (Data(xml.utf8), Data(png))
}

/// The IDAT payloads of `png`, concatenated (after the 33-byte signature and header).
func idatStream(of png: Data) -> [UInt8] {
    let bytes = [UInt8](png)
    var stream: [UInt8] = []
    var offset = 33
    while offset + 12 <= bytes.count {
        let n =
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
            | Int(bytes[offset + 3])
        if bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x44 { stream += bytes[(offset + 8)..<(offset + 8 + n)] }
        offset += 12 + n
    }
    return stream
}

/// The floor of the screenshot case: inflating `stream` (a 1290 × 2796 RGBA image's filtered rows)
/// with zlib alone, into a buffer allocated once.
func bareInflate(_ stream: [UInt8]) {
    let inflatedLength = 2796 * (1290 * 4 + 1)
    var output = [UInt8](unsafeUninitializedCapacity: inflatedLength) { _, count in count = inflatedLength }
    var length = UInt(inflatedLength)
    _ = stream.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer {
            uncompress($0.baseAddress, &length, input.baseAddress, UInt(input.count))
        }
    }
    precondition(Int(length) == inflatedLength)
}
