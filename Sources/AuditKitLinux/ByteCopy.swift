// Unsafe code, confined (docs/performance.md, "Where the code is unsafe"): short copies for
// `ByteOutput`.
//
// Why: see the type. What makes it sound: every load and store lies inside the two ranges of
// `count` bytes (the words overlap each other, never the ranges' ends); `ByteOutput` checks the
// target range (in debug builds) before calling it. What proves it: `ByteCopyTests` (every count
// from 0 to 40 at every offset against `memcpy`'s result, the bytes around left alone).

/// Copies of a few bytes without a call: a report writes a few dozen short pieces per issue (keys,
/// path steps, short strings), and a call to `memcpy` for each costs more than its bytes.
enum ByteCopy {
    /// Copies `count` bytes from `source` to `target` (which do not overlap). Up to 32 bytes are
    /// copied by at most four loads and stores of words that may overlap each other, all inside the
    /// two ranges; longer runs by `memcpy`.
    @inline(__always)
    static func copy(_ target: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        if count >= 8 {
            if count <= 16 {
                let first = source.loadUnaligned(as: UInt64.self)
                let last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                target.storeBytes(of: first, as: UInt64.self)
                target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
            } else if count <= 32 {
                let first = source.loadUnaligned(as: UInt64.self)
                let second = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let third = source.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
                let last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                target.storeBytes(of: first, as: UInt64.self)
                target.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                target.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
                target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
            } else {
                target.copyMemory(from: source, byteCount: count)
            }
        } else if count >= 4 {
            let first = source.loadUnaligned(as: UInt32.self)
            let last = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
        } else if count > 0 {
            // 1 to 3 bytes: the first, the middle and the last (some the same byte).
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: count >> 1, as: UInt8.self)
            let last = source.load(fromByteOffset: count - 1, as: UInt8.self)
            target.storeBytes(of: first, as: UInt8.self)
            target.storeBytes(of: middle, toByteOffset: count >> 1, as: UInt8.self)
            target.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        }
    }
}
