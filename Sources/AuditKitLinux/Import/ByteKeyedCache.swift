import Foundation

/// Values worked out from byte strings (attribute values, tag names), each distinct string once:
/// a small open-addressing hash table keyed by the bytes themselves, looked up without making a
/// string or an array. For the few distinct values a document repeats (types, flags, traits).
struct ByteKeyedCache<Value> {
    private var keys: [[UInt8]?] = Array(repeating: nil, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)
    private var hashes: [UInt64] = Array(repeating: 0, count: 64)
    private var count = 0

    /// The value for `bytes`, made by `make` the first time these bytes are seen.
    mutating func value(for bytes: ByteView, make: () -> Value) -> Value {
        let hash = bytes.fnv1a
        var slot = Int(truncatingIfNeeded: hash) & (keys.count - 1)
        while let key = keys[slot] {
            if hashes[slot] == hash, key.count == bytes.count, key.withByteView({ $0.equals(bytes) }) {
                return values[slot]!
            }
            slot = (slot + 1) & (keys.count - 1)
        }
        let value = make()
        keys[slot] = bytes.array
        values[slot] = value
        hashes[slot] = hash
        count += 1
        if count * 2 > keys.count { grow() }
        return value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let oldHashes = hashes
        let capacity = keys.count * 2
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
        for index in oldKeys.indices {
            guard let key = oldKeys[index] else { continue }
            var slot = Int(truncatingIfNeeded: oldHashes[index]) & (capacity - 1)
            while keys[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = key
            values[slot] = oldValues[index]
            hashes[slot] = oldHashes[index]
        }
    }
}
