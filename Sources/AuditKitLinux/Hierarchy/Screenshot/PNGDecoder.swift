import Foundation

/// Decodes PNG files, as iOS, the simulator, XCUITest and Appium write them, into 8-bit RGBA pixels.
///
/// Reads every colour type and bit depth PNG defines: grey (1, 2, 4, 8, 16 bits), RGB (8, 16),
/// palette (1, 2, 4, 8), grey with alpha (8, 16) and RGBA (8, 16); 16-bit samples are rounded to
/// 8 bits; `tRNS` transparency is applied. All five filter types and Adam7 interlacing are undone.
/// Only the inflating of the compressed data is zlib's (`Inflater`); chunks (with their CRC-32),
/// filters and interlacing are read here. Ancillary chunks are skipped (one with a bad CRC too, as
/// libpng does); a bad CRC on a critical chunk is an error.
///
/// Colour: pixels are taken as sRGB, whatever the file says. `gAMA`, `cHRM`, `iCCP` and `sRGB`
/// chunks are not applied: iOS screenshots are sRGB (the simulator and `XCUIScreenshot` write an
/// `sRGB` chunk) or Display P3, whose colours would then be read as if they were sRGB values.
///
/// Limits: at most ``maximumSide`` pixels a side and ``maximumPixelCount`` pixels in all, checked
/// against the header before any pixel memory is allocated. Bad input throws
/// ``PNGDecodingError``, never traps and never yields a partial image.
public enum PNGDecoder {
    /// 32,768 pixels: the longest side accepted (the largest iPad screenshot is 2,752 pixels).
    public static let maximumSide = 32_768
    /// 64,000,000 pixels: the most accepted in one image (256 MB once decoded to RGBA).
    public static let maximumPixelCount = 64_000_000

    /// The PNG signature: `\x89PNG\r\n\x1a\n`.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A decoded image: `rgba` holds `width × height` pixels, four bytes each (red, green, blue,
    /// alpha), rows top to bottom.
    struct Decoded {
        var width: Int
        var height: Int
        var rgba: [UInt8]
    }

    /// The IHDR chunk's fields.
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlaced: Bool

        /// Samples per pixel for the colour type.
        var channels: Int {
            switch colorType {
            case 0, 3: 1
            case 4: 2
            case 2: 3
            default: 4
            }
        }
        var bitsPerPixel: Int { channels * bitDepth }
        /// Bytes per complete pixel, at least 1: the distance filters look back.
        var filterStride: Int { max(1, bitsPerPixel / 8) }
        /// Bytes in one row of `width` pixels, without the filter byte.
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// Decodes a PNG file.
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: The pixels as 8-bit sRGB RGBA.
    /// - Throws: ``PNGDecodingError`` for data that is not PNG, is truncated or corrupt (a CRC,
    ///   the zlib stream, a filter type, a palette index), breaks PNG's rules, or is too large.
    static func decode(_ data: Data) throws -> Decoded {
        let bytes = [UInt8](data)
        let chunks = try readChunks(bytes)
        let header = chunks.header
        var raw = try Inflater.inflate(bytes, ranges: chunks.imageData, expectedCount: expectedDataCount(header))
        try unfilter(&raw, header: header)
        return try convert(raw, header: header, palette: chunks.palette, transparency: chunks.transparency)
    }

    // MARK: Chunks

    /// What the chunks say: the header, the palette, transparency, and where the image data lies.
    struct Chunks {
        var header: Header
        /// PLTE's entries as RGB triplets.
        var palette: [UInt8]?
        /// tRNS's payload.
        var transparency: [UInt8]?
        /// The IDAT chunks' data, in order.
        var imageData: [Range<Int>]
    }

    static func readChunks(_ bytes: [UInt8]) throws -> Chunks {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw PNGDecodingError.notPNG(found: describeStart(bytes))
        }
        var offset = 8
        var header: Header?
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var imageData: [Range<Int>] = []
        var imageDataEnded = false
        var sawEnd = false
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else {
                throw PNGDecodingError.truncated(detail: "the chunk header at byte \(offset) is incomplete")
            }
            let length = Int(readUInt32(bytes, at: offset))
            let typeBytes = Array(bytes[offset + 4..<offset + 8])
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw PNGDecodingError.malformed(
                    detail: "the chunk at byte \(offset) has the type "
                        + typeBytes.map { String(format: "%02X", $0) }.joined(separator: " ")
                        + ", which is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw PNGDecodingError.malformed(
                    detail:
                        "the \(type) chunk at byte \(offset) declares \(length) bytes, more than PNG allows (2³¹ − 1)")
            }
            let start = offset + 8
            guard start + length + 4 <= bytes.count else {
                throw PNGDecodingError.truncated(
                    detail: "the \(type) chunk at byte \(offset) declares \(length) bytes, "
                        + "but only \(max(0, bytes.count - start - 4)) remain before its CRC")
            }
            let isCritical = typeBytes[0] < 0x61
            let stored = readUInt32(bytes, at: start + length)
            let computed = CRC32.checksum(bytes, from: offset + 4, count: length + 4)
            if header == nil && type != "IHDR" {
                throw PNGDecodingError.malformed(detail: "the first chunk is \(type), not IHDR")
            }
            guard stored == computed else {
                if isCritical { throw PNGDecodingError.checksumMismatch(chunk: type, offset: offset) }
                offset = start + length + 4  // a damaged ancillary chunk is skipped
                continue
            }
            if !imageData.isEmpty && type != "IDAT" { imageDataEnded = true }
            let body = start..<start + length
            switch type {
            case "IHDR":
                guard header == nil else {
                    throw PNGDecodingError.malformed(detail: "a second IHDR chunk at byte \(offset)")
                }
                header = try readHeader(bytes, body)
            case "PLTE":
                guard palette == nil else {
                    throw PNGDecodingError.malformed(detail: "a second PLTE chunk at byte \(offset)")
                }
                guard imageData.isEmpty else {
                    throw PNGDecodingError.malformed(
                        detail: "the PLTE chunk at byte \(offset) comes after the image data")
                }
                if let header, header.colorType == 0 || header.colorType == 4 {
                    throw PNGDecodingError.malformed(
                        detail: "a grey image (colour type \(header.colorType)) has a PLTE chunk")
                }
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw PNGDecodingError.paletteProblem(
                        detail: "the PLTE chunk holds \(length) bytes; it needs 1 to 256 entries of 3 bytes")
                }
                if let header, header.colorType == 3, length / 3 > 1 << header.bitDepth {
                    throw PNGDecodingError.paletteProblem(
                        detail:
                            "the PLTE chunk has \(length / 3) entries, more than a \(header.bitDepth)-bit image can index"
                    )
                }
                palette = Array(bytes[body])
            case "tRNS":
                guard imageData.isEmpty else { break }  // ancillary and misplaced: ignored, as libpng does
                transparency = Array(bytes[body])
            case "IDAT":
                guard !imageDataEnded else {
                    throw PNGDecodingError.malformed(
                        detail:
                            "the IDAT chunk at byte \(offset) is separated from the earlier IDAT chunks; they must be consecutive"
                    )
                }
                imageData.append(body)
            case "IEND":
                sawEnd = true
            default:
                if isCritical {
                    throw PNGDecodingError.unsupported(
                        detail:
                            "the critical chunk \(type) at byte \(offset) is not one this decoder knows (IHDR, PLTE, IDAT, IEND)"
                    )
                }
            }
            offset = start + length + 4
            if sawEnd { break }
        }
        guard let header else { throw PNGDecodingError.truncated(detail: "there is no IHDR chunk after the signature") }
        guard !imageData.isEmpty else {
            throw sawEnd
                ? PNGDecodingError.malformed(detail: "there is no IDAT chunk: the file holds no image data")
                : PNGDecodingError.truncated(
                    detail: "the file ends at byte \(bytes.count) before any image data (IDAT)")
        }
        guard sawEnd else {
            throw PNGDecodingError.truncated(detail: "the file ends at byte \(bytes.count) without an IEND chunk")
        }
        if header.colorType == 3 && palette == nil {
            throw PNGDecodingError.paletteProblem(detail: "a palette image (colour type 3) has no PLTE chunk")
        }
        return Chunks(
            header: header, palette: header.colorType == 3 ? palette : nil,
            transparency: transparency, imageData: imageData)
    }

    /// Reads and checks IHDR.
    static func readHeader(_ bytes: [UInt8], _ body: Range<Int>) throws -> Header {
        guard body.count == 13 else {
            throw PNGDecodingError.invalidHeader(detail: "the chunk holds \(body.count) bytes, not 13")
        }
        let at = body.lowerBound
        let width = Int(readUInt32(bytes, at: at))
        let height = Int(readUInt32(bytes, at: at + 4))
        let bitDepth = Int(bytes[at + 8])
        let colorType = Int(bytes[at + 9])
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw PNGDecodingError.invalidHeader(
                detail: "the size is \(width) × \(height) pixels; each side must be 1 to 2³¹ − 1")
        }
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = allowed[colorType] else {
            throw PNGDecodingError.invalidHeader(
                detail: "colour type \(colorType) is not defined by PNG (0, 2, 3, 4 or 6)")
        }
        guard depths.contains(bitDepth) else {
            throw PNGDecodingError.invalidHeader(
                detail: "bit depth \(bitDepth) is not allowed for colour type \(colorType) "
                    + "(allowed: \(depths.map(String.init).joined(separator: ", ")))")
        }
        guard bytes[at + 10] == 0 else {
            throw PNGDecodingError.invalidHeader(
                detail: "compression method \(bytes[at + 10]) is not defined by PNG (only 0, deflate)")
        }
        guard bytes[at + 11] == 0 else {
            throw PNGDecodingError.invalidHeader(
                detail: "filter method \(bytes[at + 11]) is not defined by PNG (only 0)")
        }
        guard bytes[at + 12] <= 1 else {
            throw PNGDecodingError.invalidHeader(
                detail: "interlace method \(bytes[at + 12]) is not defined by PNG (0 none, 1 Adam7)")
        }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
            throw PNGDecodingError.tooLarge(width: width, height: height)
        }
        return Header(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: bytes[at + 12] == 1)
    }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// What data that is not PNG starts like, for the error message.
    static func describeStart(_ bytes: [UInt8]) -> String {
        if bytes.isEmpty { return "the data is empty" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "it looks like a JPEG" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "it looks like a GIF" }
        if bytes.starts(with: Array("<".utf8)) || bytes.starts(with: Array("<?xml".utf8)) {
            return "it looks like XML text"
        }
        if bytes.starts(with: Array("{".utf8)) { return "it looks like JSON text" }
        if bytes.count < 8 && Array(signature.prefix(bytes.count)) == bytes {
            return "only \(bytes.count) of its 8 bytes are there"
        }
        if bytes.count >= 4 && bytes[1...3] == signature[1...3] {
            return "the signature's line-ending bytes are changed: was it transferred as text?"
        }
        return "it starts with " + bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
    }

    // MARK: Filters and interlacing

    /// Adam7's seven passes: starting column and row, column and row step.
    static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The sub-images the data holds, in order: one for a plain image, up to seven (the non-empty
    /// Adam7 passes) for an interlaced one.
    static func passes(_ header: Header) -> [(width: Int, height: Int, x: Int, y: Int, dx: Int, dy: Int)] {
        guard header.interlaced else { return [(header.width, header.height, 0, 0, 1, 1)] }
        return adam7.compactMap { pass in
            let width = (header.width - pass.x + pass.dx - 1) / pass.dx
            let height = (header.height - pass.y + pass.dy - 1) / pass.dy
            return width > 0 && height > 0 ? (width, height, pass.x, pass.y, pass.dx, pass.dy) : nil
        }
    }

    /// The number of bytes the decompressed data must have: each row's filter byte and samples.
    static func expectedDataCount(_ header: Header) -> Int {
        passes(header).reduce(0) { $0 + $1.height * (1 + header.rowBytes($1.width)) }
    }

    /// Undoes the filters of every row, in place. Filter bytes stay where they are.
    /// - Throws: ``PNGDecodingError/corruptImageData(detail:)`` for a filter type above 4.
    static func unfilter(_ raw: inout [UInt8], header: Header) throws {
        let stride = header.filterStride
        var offset = 0
        for (index, pass) in passes(header).enumerated() {
            let rowBytes = header.rowBytes(pass.width)
            var previous = -1
            for row in 0..<pass.height {
                let filter = raw[offset]
                guard filter <= 4 else {
                    let place = header.interlaced ? "row \(row) of Adam7 pass \(index + 1)" : "row \(row)"
                    throw PNGDecodingError.corruptImageData(
                        detail: "\(place) has filter type \(filter); PNG defines 0 to 4")
                }
                raw.withByteOutput { buffer in
                    unfilterRow(filter, buffer, offset + 1, previous >= 0 ? previous + 1 : nil, rowBytes, stride)
                }
                previous = offset
                offset += 1 + rowBytes
            }
        }
    }

    /// Undoes the filter of the row of `count` bytes at `row` in `raw`. `above` is where the
    /// previous row of the same (sub)image starts, already unfiltered, or `nil` for the first row
    /// (taken as zeros).
    @inline(__always)
    static func unfilterRow(
        _ filter: UInt8, _ raw: ByteOutput, _ row: Int, _ above: Int?, _ count: Int, _ stride: Int
    ) {
        let current = raw.suffix(from: row)
        switch filter {
        case 1:  // Sub
            var i = stride
            while i < count {
                current[i] &+= current[i - stride]
                i += 1
            }
        case 2:  // Up
            guard let above = above.map({ raw.suffix(from: $0) }) else { return }
            for i in 0..<count { current[i] &+= above[i] }
        case 3:  // Average
            if let above = above.map({ raw.suffix(from: $0) }) {
                for i in 0..<min(stride, count) { current[i] &+= above[i] >> 1 }
                var i = stride
                while i < count {
                    current[i] &+= UInt8((Int(current[i - stride]) + Int(above[i])) >> 1)
                    i += 1
                }
            } else {
                var i = stride
                while i < count {
                    current[i] &+= current[i - stride] >> 1
                    i += 1
                }
            }
        case 4:  // Paeth
            if let above = above.map({ raw.suffix(from: $0) }) {
                for i in 0..<min(stride, count) { current[i] &+= above[i] }  // a = c = 0: the predictor is b
                var i = stride
                while i < count {
                    let a = Int(current[i - stride])
                    let b = Int(above[i])
                    let c = Int(above[i - stride])
                    // Not abs(): the generic function is slow in debug builds.
                    var pa = b - c
                    var pb = a - c
                    var pc = a + b - 2 * c
                    if pa < 0 { pa = -pa }
                    if pb < 0 { pb = -pb }
                    if pc < 0 { pc = -pc }
                    let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                    current[i] &+= UInt8(truncatingIfNeeded: predictor)
                    i += 1
                }
            } else {
                var i = stride  // b = c = 0: the predictor is a
                while i < count {
                    current[i] &+= current[i - stride]
                    i += 1
                }
            }
        default:
            break
        }
    }

    // MARK: Conversion

    /// Converts unfiltered rows to 8-bit RGBA, placing interlaced passes' pixels.
    static func convert(_ raw: [UInt8], header: Header, palette: [UInt8]?, transparency: [UInt8]?) throws -> Decoded {
        let width = header.width
        let height = header.height
        // The common case (iOS screenshots): 8-bit RGBA, not interlaced. Drop the filter bytes in place.
        if header.colorType == 6 && header.bitDepth == 8 && !header.interlaced {
            var pixels = raw
            let rowBytes = width * 4
            pixels.withByteOutput { pixels in
                for row in 0..<height {
                    pixels.move(from: row * (rowBytes + 1) + 1, to: row * rowBytes, length: rowBytes)
                }
            }
            pixels.removeLast(height)
            return Decoded(width: width, height: height, rgba: pixels)
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        let key = try transparencyKey(header: header, transparency: transparency)
        // 8-bit RGB without a colour key, not interlaced (Pillow's and many tools' screenshots): copy
        // the samples and leave alpha opaque.
        if header.colorType == 2 && header.bitDepth == 8 && !header.interlaced && key == nil {
            raw.withByteView { source in
                rgba.withByteOutput { target in
                    var from = 0
                    var to = 0
                    for _ in 0..<height {
                        from += 1
                        for _ in 0..<width {
                            target[to] = source[from]
                            target[to + 1] = source[from + 1]
                            target[to + 2] = source[from + 2]
                            from += 3
                            to += 4
                        }
                    }
                }
            }
            return Decoded(width: width, height: height, rgba: rgba)
        }
        let paletteAlpha: [UInt8] = header.colorType == 3 ? (transparency ?? []) : []
        if header.colorType == 3, let palette, paletteAlpha.count > palette.count / 3 {
            throw PNGDecodingError.paletteProblem(
                detail: "the tRNS chunk has \(paletteAlpha.count) alpha values for \(palette.count / 3) palette entries"
            )
        }
        let paletteCount = (palette?.count ?? 0) / 3
        var offset = 0
        for pass in passes(header) {
            let rowBytes = header.rowBytes(pass.width)
            for row in 0..<pass.height {
                let y = pass.y + row * pass.dy
                let start = offset + 1
                for column in 0..<pass.width {
                    let x = pass.x + column * pass.dx
                    let out = (y * width + x) * 4
                    switch header.colorType {
                    case 0:
                        let sample = readSample(raw, rowStart: start, index: column, bitDepth: header.bitDepth)
                        let grey = scaleTo8(sample, bitDepth: header.bitDepth)
                        rgba[out] = grey
                        rgba[out + 1] = grey
                        rgba[out + 2] = grey
                        if let key, sample == key[0] { rgba[out + 3] = 0 }
                    case 2:
                        let r = readSample(raw, rowStart: start, index: column * 3, bitDepth: header.bitDepth)
                        let g = readSample(raw, rowStart: start, index: column * 3 + 1, bitDepth: header.bitDepth)
                        let b = readSample(raw, rowStart: start, index: column * 3 + 2, bitDepth: header.bitDepth)
                        rgba[out] = scaleTo8(r, bitDepth: header.bitDepth)
                        rgba[out + 1] = scaleTo8(g, bitDepth: header.bitDepth)
                        rgba[out + 2] = scaleTo8(b, bitDepth: header.bitDepth)
                        if let key, r == key[0], g == key[1], b == key[2] { rgba[out + 3] = 0 }
                    case 3:
                        let index = readSample(raw, rowStart: start, index: column, bitDepth: header.bitDepth)
                        guard index < paletteCount, let palette else {
                            throw PNGDecodingError.paletteProblem(
                                detail:
                                    "pixel (\(x), \(y)) uses palette entry \(index), but PLTE has \(paletteCount) entries"
                            )
                        }
                        rgba[out] = palette[index * 3]
                        rgba[out + 1] = palette[index * 3 + 1]
                        rgba[out + 2] = palette[index * 3 + 2]
                        if index < paletteAlpha.count { rgba[out + 3] = paletteAlpha[index] }
                    case 4:
                        let grey = scaleTo8(
                            readSample(raw, rowStart: start, index: column * 2, bitDepth: header.bitDepth),
                            bitDepth: header.bitDepth)
                        rgba[out] = grey
                        rgba[out + 1] = grey
                        rgba[out + 2] = grey
                        rgba[out + 3] = scaleTo8(
                            readSample(raw, rowStart: start, index: column * 2 + 1, bitDepth: header.bitDepth),
                            bitDepth: header.bitDepth)
                    default:
                        for channel in 0..<4 {
                            rgba[out + channel] = scaleTo8(
                                readSample(
                                    raw, rowStart: start, index: column * 4 + channel, bitDepth: header.bitDepth),
                                bitDepth: header.bitDepth)
                        }
                    }
                }
                offset += 1 + rowBytes
            }
        }
        return Decoded(width: width, height: height, rgba: rgba)
    }

    /// tRNS for grey and RGB images: the sample values (at the image's bit depth) that are transparent.
    static func transparencyKey(header: Header, transparency: [UInt8]?) throws -> [Int]? {
        guard let transparency, header.colorType == 0 || header.colorType == 2 else { return nil }
        let count = header.colorType == 0 ? 1 : 3
        guard transparency.count == count * 2 else { return nil }  // malformed ancillary chunk: ignored
        return (0..<count).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
    }

    /// Sample `index` of a row (in samples, not pixels) at `bitDepth` bits.
    @inline(__always)
    static func readSample(_ raw: [UInt8], rowStart: Int, index: Int, bitDepth: Int) -> Int {
        switch bitDepth {
        case 8: return Int(raw[rowStart + index])
        case 16: return Int(raw[rowStart + index * 2]) << 8 | Int(raw[rowStart + index * 2 + 1])
        default:
            let bit = index * bitDepth
            let byte = Int(raw[rowStart + bit / 8])
            let shift = 8 - bitDepth - bit % 8
            return (byte >> shift) & ((1 << bitDepth) - 1)
        }
    }

    /// A sample scaled to 0...255: 16-bit samples rounded (v × 255 / 65535), 1-, 2- and 4-bit ones
    /// stretched (a 4-bit 15 is 255).
    @inline(__always)
    static func scaleTo8(_ sample: Int, bitDepth: Int) -> UInt8 {
        switch bitDepth {
        case 8: UInt8(sample)
        case 16: UInt8((sample * 255 + 32767) / 65535)
        default: UInt8(sample * 255 / ((1 << bitDepth) - 1))
        }
    }
}

/// CRC-32 as PNG (and zlib) define it: polynomial 0xEDB88320, reflected, inverted.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC of `count` bytes of `bytes` from `start`.
    static func checksum(_ bytes: [UInt8], from start: Int, count: Int) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        let table = table.span
        bytes.withByteView { buffer in
            var i = start
            let end = start + count
            while i < end {
                crc = table[Int((crc ^ UInt32(buffer[i])) & 0xFF)] ^ (crc >> 8)
                i += 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
