/// Whether text is ASCII, read a word at a time: importers, label rules and reports take a faster
/// path for ASCII text, where every character is one byte.
@usableFromInline package enum ASCIIText {
    /// Whether every byte of `bytes` is ASCII (below 0x80): such bytes are valid UTF-8. Read 32
    /// bytes at a time (unaligned loads of four words), then the last few one by one.
    @inlinable
    package static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var offset = 0
        var high: UInt64 = 0
        while offset + 32 <= count {
            high |=
                bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
            if high & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 32
        }
        while offset + 8 <= count {
            if bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                return false
            }
            offset += 8
        }
        while offset < count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// Whether every byte of `text`'s UTF-8 is ASCII: read in place when its bytes are contiguous
    /// (native and literal strings), else byte by byte.
    @inlinable
    package static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}
