import Foundation

/// Lines as every reader of the package counts them: a line feed (LF), a carriage return followed
/// by a line feed (CR LF, one break) and a carriage return alone (CR, old Mac OS files, or a CR left
/// in a file of LF lines) each end a line.
package enum LineBreaks {
    /// The 1-based line and column (in UTF-8 bytes) of the byte at the 0-based `offset` in `bytes`;
    /// an offset at or past the end is the position just after the last byte.
    package static func position<Bytes: Collection>(of offset: Int, in bytes: Bytes) -> (line: Int, column: Int)
    where Bytes.Element == UInt8 {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        var previous: UInt8 = 0
        for byte in bytes.prefix(end) {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0A {
                lineStart = index + 1  // the LF of a CR LF pair: the CR counted the line
            }
            previous = byte
            index += 1
        }
        return (line, end - lineStart + 1)
    }
}
