import Foundation

// Unsafe code, confined (docs/performance.md, "Where the code is unsafe").
//
// Why: the importers and JSON readers read documents of megabytes a byte or a word at a time. An
// `Array` or `Data` subscript checks its bounds on every read in a release build, a `Span` too,
// and neither reads eight bytes as one word. `ByteView` reads through a buffer pointer: bounds are
// checked in debug builds (the buffer pointer's own checks and the `assert`s below), not in release.
//
// What makes it sound: a view is made only by the `withByteView` methods below (and, from
// libxml2's own buffers, by `PageSourceReader`), and lives only inside the closure they call: the
// bytes it reads are held by the `Data`, array or string that made it for as long as the closure
// runs. Nothing stores a view in a property or returns one from the closure (views stored in a
// struct, such as a reader's `bytes`, live in a value that itself lives inside the closure). Every
// read is inside `0..<count`: the readers check before they read, and the debug build checks again.
//
// What proves it: the whole test suite runs the debug build, where every read is checked
// (`ByteViewTests` compares each read with `Array`'s on random bytes and at every edge; the
// importers' and JSON readers' tests read every capture in `../shared/data` through it); the fuzz
// targets (`Tests/Fuzz/fuzz.sh`: appium-xml, debug-description, hierarchy-json, png), built with
// AddressSanitizer, read hostile input through it.

/// A read-only view of contiguous bytes, valid inside the closure of the `withByteView` call that
/// made it (see the file's header). Subscripts are zero-based: `view[a..<b]` is a view whose
/// first byte is `view[a]`.
@usableFromInline package struct ByteView: Sequence {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    /// A view of `buffer`, for the bridges that receive bytes from C (libxml2); the caller keeps
    /// the bytes alive while the view is used.
    @inline(__always)
    @inlinable package init(unsafeBytes buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    /// How many bytes the view has.
    @inline(__always)
    @inlinable package var count: Int { buffer.count }

    /// Whether the view has no bytes.
    @inline(__always)
    @inlinable package var isEmpty: Bool { buffer.isEmpty }

    /// The byte at `index` (in `0..<count`: checked in debug builds).
    @inline(__always)
    @inlinable package subscript(index: Int) -> UInt8 { buffer[index] }

    /// The bytes in `range` (inside `0..<count`: checked in debug builds), as a view from 0.
    @inline(__always)
    @inlinable package subscript(range: Range<Int>) -> ByteView {
        ByteView(unsafeBytes: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The bytes from `start` to the end, as a view from 0.
    @inline(__always)
    @inlinable package func suffix(from start: Int) -> ByteView { self[start..<count] }

    /// The eight bytes at `offset` as a little-endian word (the first byte its lowest), read at
    /// once with no alignment needed; `offset + 8 <= count` (checked in debug builds).
    @inline(__always)
    @inlinable package func word(at offset: Int) -> UInt64 {
        assert(offset >= 0 && offset + 8 <= count, "a word inside the view")
        return UInt64(
            littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
        )
    }

    /// The four bytes at `offset` as a little-endian value; `offset + 4 <= count` (checked in
    /// debug builds).
    @inline(__always)
    @inlinable package func word32(at offset: Int) -> UInt32 {
        assert(offset >= 0 && offset + 4 <= count, "a word inside the view")
        return UInt32(
            littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt32.self)
        )
    }

    /// The position of the first `byte` at or after `start` (`memchr`), or `nil`.
    @inline(__always)
    @inlinable package func firstIndex(of byte: UInt8, from start: Int = 0) -> Int? {
        assert(start >= 0 && start <= count, "a start inside the view")
        guard start < count, let base = buffer.baseAddress,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Whether the view holds `byte` (`memchr`).
    @inline(__always)
    @inlinable package func contains(_ byte: UInt8) -> Bool { firstIndex(of: byte) != nil }

    /// Whether the two views hold the same bytes (`memcmp`).
    @inline(__always)
    @inlinable package func equals(_ other: ByteView) -> Bool {
        guard count == other.count else { return false }
        guard count > 0 else { return true }
        return memcmp(buffer.baseAddress.unsafelyUnwrapped, other.buffer.baseAddress.unsafelyUnwrapped, count) == 0
    }

    /// Whether the view holds the bytes of `literal`.
    @inline(__always)
    @inlinable package func equals(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { equals(ByteView(unsafeBytes: $0)) }
    }

    /// Whether the bytes at `offset` begin with `literal`'s (`offset + count` of it inside the
    /// view, else `false`): the first four compared as one word when there are four.
    @inline(__always)
    @inlinable package func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset >= 0, offset + length <= count else { return false }
        let word = literal.utf8Start
        var from = 0
        if length >= 4 {
            guard word32(at: offset) == UInt32(littleEndian: UnsafeRawPointer(word).loadUnaligned(as: UInt32.self))
            else { return false }
            from = 4
        }
        for index in from..<length where buffer[offset + index] != word[index] { return false }
        return true
    }

    /// Whether the `length` bytes at `a` and at `b` are the same (both inside the view: checked
    /// in debug builds): sixteen at a time as two words, the last sixteen (overlapping the ones
    /// before) compared last.
    @inline(__always)
    @inlinable package func same(at a: Int, as b: Int, length: Int) -> Bool {
        assert(a >= 0 && b >= 0 && a + length <= count && b + length <= count, "ranges inside the view")
        guard length >= 8 else {
            return length == 0
                || memcmp(buffer.baseAddress.unsafelyUnwrapped + a, buffer.baseAddress.unsafelyUnwrapped + b, length)
                    == 0
        }
        func differ(_ offset: Int) -> UInt64 { word(at: a + offset) ^ word(at: b + offset) }
        var offset = 0
        while offset + 16 < length {
            guard differ(offset) | differ(offset + 8) == 0 else { return false }
            offset += 16
        }
        // The rest, at most sixteen bytes: the two words that end at `length` (from 0 when fewer).
        return differ(Swift.max(length - 16, 0)) | differ(length - 8) == 0
    }

    /// The bytes decoded as UTF-8, ill-formed sequences repaired (`String(decoding:as:)`).
    @inline(__always)
    @inlinable package var string: String { String(decoding: buffer, as: UTF8.self) }

    /// The bytes as UTF-8 when they are well-formed, else `nil` (`String(validating:as:)`).
    @inlinable package var validString: String? { String(validating: buffer, as: UTF8.self) }

    /// A copy of the bytes.
    @inline(__always)
    @inlinable package var array: [UInt8] { Array(buffer) }

    /// Whether every byte is ASCII (below 0x80): such bytes are valid UTF-8. Read 32 bytes at a
    /// time (four words), then eight, then the last few one by one.
    @inline(__always)
    @inlinable package var isASCII: Bool {
        let count = self.count
        var offset = 0
        var high: UInt64 = 0
        while offset + 32 <= count {
            high |= word(at: offset) | word(at: offset + 8) | word(at: offset + 16) | word(at: offset + 24)
            if high & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 32
        }
        while offset + 8 <= count {
            if word(at: offset) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < count {
            if buffer[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// A hash of the bytes (FNV-1a, 64 bits): equal bytes, equal hashes.
    @inline(__always)
    @inlinable package var fnv1a: UInt64 {
        var hash = FNV1a()
        for byte in buffer { hash.add(byte) }
        return hash.value
    }

    /// The bytes as a collection indexed from 0, for generic algorithms that need one.
    @inline(__always)
    @inlinable package var indexed: Indexed { Indexed(view: self) }

    /// ``ByteView``'s bytes as a random-access collection indexed from 0.
    @usableFromInline package struct Indexed: RandomAccessCollection {
        @usableFromInline let view: ByteView

        @inlinable init(view: ByteView) { self.view = view }

        @inline(__always)
        @inlinable package var startIndex: Int { 0 }

        @inline(__always)
        @inlinable package var endIndex: Int { view.count }

        @inline(__always)
        @inlinable package subscript(index: Int) -> UInt8 { view[index] }
    }

    @inline(__always)
    @inlinable package func makeIterator() -> UnsafeBufferPointer<UInt8>.Iterator { buffer.makeIterator() }

    @inline(__always)
    @inlinable package var underestimatedCount: Int { count }

    @inline(__always)
    @inlinable package func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R)
        rethrows -> R?
    {
        try body(buffer)
    }

    /// Feeds the bytes to `hasher` as one run (`Hasher.combine(bytes:)`).
    @inline(__always)
    @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(bytes: UnsafeRawBufferPointer(buffer)) }

    /// Appends the bytes to `array`.
    @inline(__always)
    @inlinable package func append(to array: inout [UInt8]) { array.append(contentsOf: buffer) }

    /// Hands the bytes to a C function or a system call (`write(2)`, `crc32`, `inflate`): the
    /// pointer is valid inside `body` only.
    @inline(__always)
    @inlinable package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(buffer))
    }
}

extension Data {
    /// Calls `body` with a view of the bytes (valid inside `body` only).
    @inline(__always)
    @inlinable package func withByteView<R>(_ body: (ByteView) throws -> R) rethrows -> R {
        try withUnsafeBytes { raw in try body(ByteView(unsafeBytes: raw.bindMemory(to: UInt8.self))) }
    }
}

extension Array where Element == UInt8 {
    /// Calls `body` with a view of the bytes (valid inside `body` only).
    @inline(__always)
    @inlinable package func withByteView<R>(_ body: (ByteView) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try body(ByteView(unsafeBytes: $0)) }
    }
}

extension String {
    /// Calls `body` with a view of the string's UTF-8 (valid inside `body` only), read in place:
    /// native and literal strings are contiguous; any other is made so first.
    @inline(__always)
    @inlinable package func withByteView<R>(_ body: (ByteView) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable({ body(ByteView(unsafeBytes: $0)) }) { return result }
        var text = self
        return text.withUTF8 { body(ByteView(unsafeBytes: $0)) }
    }
}

extension StaticString {
    /// Calls `body` with a view of the literal's UTF-8.
    @inline(__always)
    @inlinable package func withByteView<R>(_ body: (ByteView) -> R) -> R {
        withUTF8Buffer { body(ByteView(unsafeBytes: $0)) }
    }
}

/// The 64-bit FNV-1a hash of bytes added one at a time (Fowler, Noll and Vo's offset basis and
/// prime): the byte caches' keys and `duplicateName`'s row fingerprints.
@usableFromInline package struct FNV1a {
    /// The hash of the bytes added so far (the offset basis when none).
    @usableFromInline package var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inlinable package init() {}

    /// Adds one byte.
    @inline(__always)
    @inlinable package mutating func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
}
