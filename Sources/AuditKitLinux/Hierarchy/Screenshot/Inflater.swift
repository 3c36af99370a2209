import CZlib

// Unsafe code, confined (docs/performance.md, "Where the code is unsafe"): the zlib bridge.
//
// Why: zlib is C; `inflate` reads and writes through the pointers of its `z_stream`.
//
// What makes it sound: the output array is made at exactly the size the PNG header needs, and zlib
// is told that size (`avail_out`), so it never writes past it; its bytes are returned only when
// zlib wrote all of them (`total_out == expectedCount`), else an error is thrown. Each input range
// lies inside `bytes` (the chunk reader checked it) and is read only during the loop.
//
// What proves it: `PNGDecoderTests` (images of every colour type, depth and interlacing, and cut
// or corrupt streams), and the png fuzz target (`Tests/Fuzz/fuzz.sh`, AddressSanitizer).

/// Inflates a PNG's image data (a zlib stream split across IDAT chunks) with the system's zlib.
///
/// zlib checks the stream's Adler-32. The output size is known from the header, so the buffer is
/// allocated once; a stream that yields fewer or more bytes than that is an error.
enum Inflater {
    /// Inflates the zlib stream made of `ranges` of `bytes`, expecting exactly `expectedCount` bytes.
    /// - Throws: ``PNGDecodingError/corruptImageData(detail:)`` for a corrupt stream, one that ends
    ///   early or runs long; ``PNGDecodingError/truncated(detail:)`` when the data stops mid-stream.
    static func inflate(_ bytes: [UInt8], ranges: [Range<Int>], expectedCount: Int) throws -> [UInt8] {
        var output = [UInt8](unsafeUninitializedCapacity: expectedCount) { _, count in count = expectedCount }
        var stream = z_stream()
        guard auditkit_inflate_init(&stream) == Z_OK else {
            throw PNGDecodingError.corruptImageData(detail: "zlib could not start inflating (out of memory?)")
        }
        defer { inflateEnd(&stream) }
        var ended = false
        var failure: PNGDecodingError?
        bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                for range in ranges where !ended && failure == nil {
                    guard !range.isEmpty else { continue }
                    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + range.lowerBound)
                    stream.avail_in = UInt32(range.count)
                    while stream.avail_in > 0 {
                        let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                        if status == Z_STREAM_END {
                            ended = true
                            break
                        }
                        if status == Z_OK { continue }
                        if status == Z_BUF_ERROR && stream.avail_out == 0 {
                            failure = .corruptImageData(
                                detail: "the compressed data holds more than the \(expectedCount) bytes "
                                    + "the header's size and format need")
                            break
                        }
                        let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                        failure = .corruptImageData(
                            detail: "\(message) (after \(stream.total_out) of \(expectedCount) bytes)")
                        break
                    }
                }
            }
        }
        if let failure { throw failure }
        guard ended else {
            if Int(stream.total_out) < expectedCount {
                throw PNGDecodingError.truncated(
                    detail: "the image data stops after \(stream.total_out) of the \(expectedCount) bytes "
                        + "the header's size and format need")
            }
            throw PNGDecodingError.corruptImageData(
                detail: "the compressed stream does not end after the \(expectedCount) bytes "
                    + "the header's size and format need (more data, or a missing checksum)")
        }
        guard Int(stream.total_out) == expectedCount else {
            throw PNGDecodingError.corruptImageData(
                detail: "the image data holds \(stream.total_out) bytes; "
                    + "the header's size and format need \(expectedCount)")
        }
        return output
    }
}
