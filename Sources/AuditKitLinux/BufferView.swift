// Unsafe code, confined (docs/performance.md, "Where the code is unsafe").
//
// Why: the audit and the VoiceOver reading walk element ids over the hierarchy's one array of
// `ElementSnapshot`s and read a few fields of each. An `Array` subscript read copies the whole
// snapshot out first (some thirty fields, several reference-counted) whenever the optimizer cannot
// see through it, and checks the bounds on every read; a `Span` reads in place but checks every
// read too. `BufferView` reads in place (its subscript hands out the element where it lies) with
// bounds checked in debug builds only; `MutableBufferView` writes the audit's per-element tables
// (positions, flags, nearest ancestors) the same way.
//
// What makes it sound: a view is made only by `withView` / `withMutableView` on an array and lives
// only inside the closure they call, while the array is borrowed (or, for a mutable view, held
// exclusively), so the storage cannot go away or move; nothing stores a view or returns one from
// the closure. Every index is inside `0..<count`: the walks go over `indices` or over ids the
// hierarchy has checked (`validateStructure`), and the debug build checks each read and write.
// `permute(into:)` moves each item exactly once along the cycles of a permutation it checks.
//
// What proves it: the whole debug-build suite (every index checked); `BufferViewTests` (reads,
// writes and permutations against `Array`'s); the rules' harness and the captures in
// `../shared/data` audited through it; the headless-screen fuzz target (`Tests/Fuzz/fuzz.sh`,
// AddressSanitizer).

/// A read-only view of an array's elements, read in place, valid inside the closure of the
/// `withView` call that made it (see the file's header).
struct BufferView<Element>: RandomAccessCollection {
    private let buffer: UnsafeBufferPointer<Element>

    @inline(__always)
    fileprivate init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }

    @inline(__always)
    var startIndex: Int { 0 }

    @inline(__always)
    var endIndex: Int { buffer.count }

    /// The element at `index` (in `0..<count`: checked in debug builds), in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < buffer.count, "an index inside the view")
            return buffer.baseAddress.unsafelyUnwrapped + index
        }
    }

    /// Whether the two views show the same storage.
    func sharesStorage(with other: BufferView<Element>) -> Bool { buffer.baseAddress == other.buffer.baseAddress }
}

/// A view of an array's elements that reads and writes them in place, valid inside the closure
/// of the `withMutableView` call that made it (see the file's header).
struct MutableBufferView<Element>: RandomAccessCollection {
    private let buffer: UnsafeMutableBufferPointer<Element>

    @inline(__always)
    fileprivate init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

    @inline(__always)
    var startIndex: Int { 0 }

    @inline(__always)
    var endIndex: Int { buffer.count }

    /// The element at `index` (in `0..<count`: checked in debug builds), in place.
    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < buffer.count, "an index inside the view")
            return UnsafePointer(buffer.baseAddress.unsafelyUnwrapped + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < buffer.count, "an index inside the view")
            return buffer.baseAddress.unsafelyUnwrapped + index
        }
    }
}

extension Array {
    /// Calls `body` with a view of the elements, read in place (valid inside `body` only).
    @inline(__always)
    func withView<R>(_ body: (BufferView<Element>) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try body(BufferView($0)) }
    }

    /// Calls `body` with a view that reads and writes the elements in place (valid inside `body`
    /// only).
    @inline(__always)
    mutating func withMutableView<R>(_ body: (MutableBufferView<Element>) throws -> R) rethrows -> R {
        try withUnsafeMutableBufferPointer { try body(MutableBufferView($0)) }
    }

    /// Rearranges the elements so that position `i` holds what was at `order[i]` (`order` is a
    /// permutation of the indices: a precondition), moving each element once along the
    /// permutation's cycles: no element is copied.
    mutating func permute(into order: [Int]) {
        precondition(order.count == count, "a place for every item")
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                placed[start] = true
                guard order[start] != start else { continue }
                // The cycle through `start`: each place takes its item from the place it names.
                let first = (base + start).move()
                var current = start
                while order[current] != start {
                    let next = order[current]
                    precondition(next >= 0 && next < buffer.count && !placed[next], "a permutation")
                    (base + current).moveInitialize(from: base + next, count: 1)
                    placed[next] = true
                    current = next
                }
                (base + current).initialize(to: first)
            }
        }
    }
}
