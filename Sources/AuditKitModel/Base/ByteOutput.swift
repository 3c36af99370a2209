// Unsafe code, confined (docs/performance.md, "Where the code is unsafe").
//
// Why: the report writers write a few dozen short pieces per issue (keys, indentation, path
// steps, short strings) into one buffer. Appending each to an `Array` checks its uniqueness and
// capacity every time, and a `memcpy` call per piece costs more than its bytes; strings of a known
// length (paths, folded labels) are cheapest written straight into the string's own storage.
// `ByteOutput` writes through a pointer, with bounds checked in debug builds (`assert`), not in
// release; `ByteSink` owns a growing buffer and hands out windows of it.
//
// What makes it sound: a `ByteOutput` is a window of memory someone else owns and keeps alive while
// it is written: `String(byteCount:filling:)` and `[UInt8](byteCount:filling:)` hand one out for the
// closure's duration only, and `ByteSink.room(_:)` one that is valid until the sink next grows or
// ends (its callers write it at once, before asking for more room). A `ByteSink` is not copyable,
// so no two values own its buffer; it frees it in `deinit`. Every write is inside the window: the
// writers ask for room first (the debug build checks each write against it), and the filled
// string or array is told exactly how many bytes were written.
//
// What proves it: the debug-build test suite (every write checked); `ByteOutputTests` (each copy
// length and offset against `Array`'s result, the bytes around left alone; a sink grown from 0);
// `JSONTextWriterTests` (the JSON and SARIF reports byte for byte as `JSONEncoder` writes them,
// whole and in chunks); `PathTableTests` (every path written from the table as the string path).

/// A window of writable bytes (see the file's header): `count` bytes from 0, each written by
/// index or in runs, bounds checked in debug builds.
@usableFromInline package struct ByteOutput {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The start of the window; only read when the window has bytes.
    @inlinable var base: UnsafeMutablePointer<UInt8> { buffer.baseAddress.unsafelyUnwrapped }
    /// How many bytes the window has.
    @inline(__always)
    @inlinable package var count: Int { buffer.count }

    @inline(__always)
    @inlinable init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    @inlinable init(_ base: UnsafeMutablePointer<UInt8>, count: Int) {
        buffer = UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// The byte at `index` (in `0..<count`: checked in debug builds).
    @inline(__always)
    @inlinable package subscript(index: Int) -> UInt8 {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    /// The window from `offset` on (`offset <= count`: checked in debug builds).
    @inline(__always)
    @inlinable package func suffix(from offset: Int) -> ByteOutput {
        assert(offset >= 0 && offset <= count, "an offset inside the window")
        return ByteOutput(UnsafeMutableBufferPointer(rebasing: buffer[offset...]))
    }

    /// Moves the `length` bytes at `source` to `target` (they may overlap, as `memmove` allows;
    /// both inside the window: checked in debug builds).
    @inline(__always)
    @inlinable package func move(from source: Int, to target: Int, length: Int) {
        assert(source >= 0 && target >= 0 && source + length <= count && target + length <= count, "runs inside")
        guard length > 0 else { return }
        (base + target).update(from: base + source, count: length)
    }

    /// The bytes of the window, read-only, valid as long as the window.
    @inline(__always)
    @inlinable package var view: ByteView { ByteView(unsafeBytes: UnsafeBufferPointer(buffer)) }

    /// Copies `bytes` to `offset` (the run inside the window: checked in debug builds); short runs
    /// by a few word loads and stores (``ByteCopy/copy(_:from:count:)``), not a `memcpy` call.
    @inline(__always)
    @inlinable package func copy(_ bytes: ByteView, to offset: Int) {
        assert(offset >= 0 && offset + bytes.count <= count, "a run inside the window")
        bytes.withUnsafeBytes { source in
            if let start = source.baseAddress, source.count > 0 {
                ByteCopy.copy(base + offset, from: start, count: source.count)
            }
        }
    }

    /// Copies `literal`'s bytes to `offset` (inside the window: checked in debug builds).
    @inline(__always)
    @inlinable package func copy(_ literal: StaticString, to offset: Int) {
        let length = literal.utf8CodeUnitCount
        assert(offset >= 0 && offset + length <= count, "a run inside the window")
        if length > 0 { ByteCopy.copy(base + offset, from: literal.utf8Start, count: length) }
    }

    /// Copies `text`'s UTF-8 to `offset` (inside the window: checked in debug builds) and returns
    /// the offset after it.
    @inline(__always)
    @inlinable package func copyUTF8(of text: String, to offset: Int) -> Int {
        text.withByteView { bytes in
            copy(bytes, to: offset)
            return offset + bytes.count
        }
    }

    /// Writes `word` at `offset` in little-endian order (its lowest byte first), with no alignment
    /// needed (the four bytes inside the window: checked in debug builds).
    @inline(__always)
    @inlinable package func store(_ word: UInt32, at offset: Int) {
        assert(offset >= 0 && offset + 4 <= count, "a word inside the window")
        UnsafeMutableRawPointer(base + offset).storeBytes(of: word.littleEndian, as: UInt32.self)
    }

    /// Writes `word` at `offset` in little-endian order, with no alignment needed (the eight bytes
    /// inside the window: checked in debug builds).
    @inline(__always)
    @inlinable package func store(_ word: UInt64, at offset: Int) {
        assert(offset >= 0 && offset + 8 <= count, "a word inside the window")
        UnsafeMutableRawPointer(base + offset).storeBytes(of: word.littleEndian, as: UInt64.self)
    }
}

/// A growing buffer of bytes, owned (not copyable; freed when it ends): the report writers' output.
@usableFromInline package struct ByteSink: ~Copyable {
    /// The start of the buffer.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    /// How many bytes of it are written.
    @usableFromInline package var count = 0
    /// How many bytes it holds.
    @usableFromInline var capacity: Int

    /// A sink with room for `capacity` bytes (at least 256) before it grows.
    @inlinable package init(capacity: Int) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes and returns them as a window, valid until the next call
    /// of a mutating method; the caller writes its bytes and then ``advance(by:)``.
    @inline(__always)
    @inlinable package mutating func room(_ extra: Int) -> ByteOutput {
        if capacity - count < extra { grow(extra) }
        return ByteOutput(base + count, count: capacity - count)
    }

    /// Counts `written` more bytes as written (the caller wrote them in ``room(_:)``'s window).
    @inline(__always)
    @inlinable package mutating func advance(by written: Int) {
        assert(written >= 0 && count + written <= capacity, "bytes written inside the room")
        count += written
    }

    @usableFromInline mutating func grow(_ extra: Int) {
        let wanted = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = wanted
    }

    /// Writes again the bytes written at `range` (inside `0..<count`: checked in debug builds),
    /// after those written so far.
    @inlinable package mutating func repeatWritten(_ range: Range<Int>) {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "bytes written before")
        let target = room(range.count)
        ByteCopy.copy(target.base, from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Forgets the bytes written from `start` on (`start <= count`: checked in debug builds).
    @inlinable package mutating func rewind(to start: Int) {
        assert(start >= 0 && start <= count, "an offset written")
        count = start
    }

    /// Calls `body` with the bytes written so far, valid during the call.
    @inlinable package func withBytes<R>(_ body: (ByteView) throws -> R) rethrows -> R {
        try body(ByteView(unsafeBytes: UnsafeBufferPointer(start: base, count: count)))
    }

    /// Forgets the bytes written (keeping the capacity).
    @inlinable package mutating func removeAll() { count = 0 }
}

extension String {
    /// A string of `byteCount` bytes of UTF-8 written by `fill` into the string's own storage;
    /// `fill` returns how many it wrote (at most `byteCount`). Ill-formed UTF-8 is repaired, as
    /// `String(decoding:as:)` repairs it.
    @inline(__always)
    @inlinable package init(byteCount: Int, filling fill: (ByteOutput) -> Int) {
        self.init(unsafeUninitializedCapacity: byteCount) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let written = fill(ByteOutput(base, count: buffer.count))
            precondition(written >= 0 && written <= buffer.count, "bytes written inside the string")
            return written
        }
    }
}

extension Array where Element == UInt8 {
    /// An array of `byteCount` bytes, each written by `fill` (every byte of the window: the array
    /// holds what `fill` left there).
    @inline(__always)
    @inlinable package init(byteCount: Int, filling fill: (ByteOutput) -> Void) {
        self.init(unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            if let base = buffer.baseAddress {
                base.initialize(repeating: 0, count: byteCount)
                fill(ByteOutput(base, count: byteCount))
            }
            initialized = byteCount
        }
    }

    /// Calls `body` with the array's bytes as a window (valid inside `body` only), to change
    /// them in place.
    @inline(__always)
    @inlinable package mutating func withByteOutput<R>(_ body: (ByteOutput) throws -> R) rethrows -> R {
        try withUnsafeMutableBufferPointer { try body(ByteOutput($0)) }
    }
}
