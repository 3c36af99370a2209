/// Why a PNG file could not be decoded. Each case says what is wrong and, where it helps, where
/// (the chunk and its byte offset in the file); nothing is guessed and no partial image is returned.
///
/// ```text
/// the PNG is cut short: the IDAT chunk at byte 33 declares 65536 bytes, but only 1200 remain (is the file truncated?)
/// ```
public enum PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data does not start with the 8-byte PNG signature; `found` names what it looks like.
    case notPNG(found: String)
    /// The file ends inside a chunk, or before the IEND chunk.
    case truncated(detail: String)
    /// A critical chunk's CRC-32 does not match its contents: the file is corrupt.
    case checksumMismatch(chunk: String, offset: Int)
    /// The chunks are not in a legal order or form (IHDR not first, a second PLTE, IDAT chunks
    /// that are not consecutive, a chunk length over 2³¹ − 1, a chunk type that is not four letters).
    case malformed(detail: String)
    /// The IHDR header holds a value PNG does not allow (a zero width, bit depth 3, colour type 5, …).
    case invalidHeader(detail: String)
    /// Legal PNG that this decoder does not read: an unknown critical chunk, say.
    case unsupported(detail: String)
    /// The declared size is larger than ``PNGDecoder/maximumSide`` or ``PNGDecoder/maximumPixelCount``:
    /// refused before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int)
    /// The compressed image data (the IDAT chunks' zlib stream) is corrupt or incomplete.
    case corruptImageData(detail: String)
    /// A pixel names a palette entry that the PLTE chunk does not have, or a palette image has no PLTE.
    case paletteProblem(detail: String)

    /// What is wrong, for people.
    public var description: String {
        switch self {
        case .notPNG(let found):
            "not a PNG file: it does not start with the PNG signature (\(found))"
        case .truncated(let detail):
            "the PNG is cut short: \(detail) (is the file truncated?)"
        case .checksumMismatch(let chunk, let offset):
            "the PNG is corrupt: the CRC of the \(chunk) chunk at byte \(offset) does not match its data"
        case .malformed(let detail):
            "malformed PNG: \(detail)"
        case .invalidHeader(let detail):
            "invalid PNG header (IHDR): \(detail)"
        case .unsupported(let detail):
            "unsupported PNG: \(detail)"
        case .tooLarge(let width, let height):
            "the PNG declares \(width) × \(height) pixels, more than this decoder accepts "
                + "(at most \(PNGDecoder.maximumSide) pixels a side and \(PNGDecoder.maximumPixelCount / 1_000_000) megapixels); "
                + "a device screenshot is far smaller"
        case .corruptImageData(let detail):
            "the PNG's image data is corrupt: \(detail)"
        case .paletteProblem(let detail):
            "the PNG's palette is wrong: \(detail)"
        }
    }
}
