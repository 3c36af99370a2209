extension AccessibilityHierarchy {
    /// Every element's ``AccessibilityHierarchy/path(of:)`` in O(``AccessibilityHierarchy/maximumPathSteps``)
    /// time each, after O(n) preparation: what an audit uses to give each issue its path.
    ///
    /// ``AccessibilityHierarchy/path(of:)`` walks from the element to the root, O(depth); for every
    /// issue of a chain thousands deep that is O(n × depth) in all. The index's ``PathTable`` knows
    /// each element's depth and its ancestor at the last step a shortened path keeps from the root,
    /// so a path is written from at most ``AccessibilityHierarchy/maximumPathSteps`` steps. The
    /// strings are the same as ``AccessibilityHierarchy/path(of:)``'s.
    struct PathIndex {
        let hierarchy: AccessibilityHierarchy
        /// The steps, parents, depths and anchors of every element, shared with the issues that
        /// refer to it (``StoredPath``).
        let table: PathTable

        init(_ hierarchy: AccessibilityHierarchy) {
            self.hierarchy = hierarchy
            self.table = PathTable(hierarchy)
        }

        /// The element's path, as ``AccessibilityHierarchy/path(of:)`` writes it.
        func path(of id: Int) -> String {
            table.path(of: id) ?? hierarchy.path(of: id)
        }

        /// The element's path as an issue keeps it: a reference into ``table``, written when read,
        /// or, for an element the table cannot write (an id out of range, a parent cycle), its text.
        func storedPath(of id: Int) -> StoredPath { StoredPath(of: id, in: table, hierarchy) }
    }
}

/// An issue's path as it is kept: its text, or an element of a ``PathTable``, written only when it
/// is read. Equal and hashed by the text (``string``), whatever holds it.
///
/// A report of a deep chain writes an issue per element, each with a path of up to
/// ``AccessibilityHierarchy/maximumPathSteps`` steps: kept as text, those paths would be written
/// at the audit (one string each, checked again as UTF-8 by `String`), held until the report, and
/// read once more to be written out. A reference costs a word or two, and the JSON report writes
/// it from the table's bytes (``PathTable/write(_:of:into:)``) without ever making the string.
struct StoredPath: Hashable, Sendable {
    private enum Storage: Sendable {
        case text(String?)
        case element(PathTable, Int)
    }

    private let storage: Storage

    /// A path kept as its text (`nil`: no path).
    init(_ text: String?) { storage = .text(text) }

    /// The path of element `id` of `hierarchy`, whose ``PathTable`` is `table`: a reference into
    /// it, or, for an element the table cannot write (an id out of range, a parent cycle), the
    /// text ``AccessibilityHierarchy/path(of:)`` writes.
    init(of id: Int, in table: PathTable, _ hierarchy: AccessibilityHierarchy) {
        storage = table.canWrite(id) ? .element(table, id) : .text(hierarchy.path(of: id))
    }

    /// The path's text; `nil` when there is none.
    var string: String? {
        switch storage {
        case .text(let text): return text
        case .element(let table, let id): return table.path(of: id)
        }
    }

    /// The table and element the path is written from, when it is kept as a reference.
    var reference: (table: PathTable, id: Int)? {
        if case .element(let table, let id) = storage { return (table, id) }
        return nil
    }

    static func == (a: StoredPath, b: StoredPath) -> Bool {
        if let left = a.reference, let right = b.reference, left.table === right.table, left.id == right.id {
            return true
        }
        return a.string == b.string
    }

    func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// The path steps of every element of one hierarchy as bytes, with each element's parent, depth and
/// shortening anchor: enough to write any element's ``AccessibilityHierarchy/path(of:)`` without the
/// hierarchy, which issues that refer to it (``StoredPath``) therefore do not keep alive. About 26
/// bytes an element besides the steps' text.
///
/// Immutable once made, so issues on any thread may share it.
final class PathTable: Sendable {
    /// The UTF-8 of every element's ``ElementSnapshot/pathComponent``, in id order.
    private let bytes: [UInt8]
    /// Where each element's step ends in ``bytes``; it starts where the one before it ends (0 for
    /// the first). One more entry than elements: `ends[0]` is 0 and element `id`'s step is
    /// `ends[id] ..< ends[id + 1]`.
    private let ends: [Int]
    /// Each element's parent id; -1 for none (or one out of range).
    private let parents: [Int32]
    /// The number of steps of each element's path; -1 when a parent cycle makes it unknown.
    private let depths: [Int32]
    /// For a path longer than the limit, the element at its last kept head step; -1 otherwise.
    private let anchors: [Int32]
    /// For each element's step, ``Kind`` bits: whether it holds a byte that is not ASCII, or one
    /// that JSON escapes.
    private let kinds: [UInt8]
    /// The length in bytes of each element's whole path, as ``shape(of:)`` measures it; -1 when not
    /// worked out when the table was made (elements not in pre-order, a length beyond `Int32`), so
    /// that ``shape(of:)`` walks the path to measure it.
    private let lengths: [Int32]
    /// The ``Kind`` bits of each element's whole path, as ``shape(of:)`` gathers them, where
    /// ``lengths`` holds its length.
    private let pathKinds: [UInt8]

    /// What a step's bytes hold, as bits of ``kinds``.
    enum Kind {
        /// A byte of a multi-byte UTF-8 character.
        static let notASCII: UInt8 = 1
        /// A byte JSON escapes in a string: `"`, `\` or a control character.
        static let escaped: UInt8 = 2
    }

    init(_ hierarchy: AccessibilityHierarchy) {
        let elements = hierarchy.elements
        let count = elements.count
        // The steps' lengths first, then their bytes copied into one array of exactly that size.
        var ends = [Int](repeating: 0, count: count + 1)
        var parents = [Int32](repeating: -1, count: count)
        var kinds = [UInt8](repeating: 0, count: count)
        var total = 0
        for id in 0..<count {
            total += elements[id].pathStep.utf8Count
            ends[id + 1] = total
            if let parent = elements[id].parent, parent >= 0, parent < count { parents[id] = Int32(parent) }
        }
        let bytes = [UInt8](byteCount: total) { output in
            // Each step is written from what it keeps (``ElementPathStep``), without making its string.
            for id in 0..<count where ends[id + 1] > ends[id] {
                elements[id].pathStep.write(into: output.suffix(from: ends[id]))
            }
        }
        bytes.withByteView { bytes in
            for id in 0..<count where ends[id + 1] > ends[id] {
                kinds[id] = Self.kind(of: bytes[ends[id]..<ends[id + 1]])
            }
        }
        // Depths and anchors: walk up to an element whose depth is known (or the root), then assign
        // downwards, so each element is walked once.
        var depths = [Int32](repeating: -1, count: count)
        var anchors = [Int32](repeating: -1, count: count)
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the walk, 2 done
        var walk: [Int] = []
        let head = AccessibilityHierarchy.pathHeadSteps
        for start in 0..<count where state[start] == 0 {
            var current = start
            var cycle = false
            while current >= 0, state[current] != 2 {
                if state[current] == 1 {
                    cycle = true
                    break
                }
                state[current] = 1
                walk.append(current)
                current = Int(parents[current])
            }
            var above = cycle ? -1 : current
            var known: Int32 = cycle ? -1 : (above >= 0 ? depths[above] : 0)
            while let id = walk.popLast() {
                state[id] = 2
                if known >= 0 {
                    let mine = known + 1
                    depths[id] = mine
                    anchors[id] = mine == head ? Int32(id) : (mine > head && above >= 0 ? anchors[above] : -1)
                    known = mine
                }
                above = id
            }
        }
        (lengths, pathKinds) = Self.measure(ends: ends, parents: parents, depths: depths, kinds: kinds)
        self.bytes = bytes
        self.ends = ends
        self.parents = parents
        self.depths = depths
        self.anchors = anchors
        self.kinds = kinds
    }

    /// Every element's path length and ``Kind`` bits (``lengths``, ``pathKinds``), in one pass over
    /// elements in pre-order (each element's parent is on the path from the root to the element
    /// before it, as every importer and builder numbers them), keeping that path with the bytes and
    /// counts of kinds of its steps from the root, so that a shortened path's head and tail are
    /// told by subtraction. From the first element out of pre-order on, lengths are left -1
    /// (measured when a path is written).
    private static func measure(
        ends: [Int], parents: [Int32], depths: [Int32], kinds: [UInt8]
    ) -> (lengths: [Int32], kinds: [UInt8]) {
        let count = parents.count
        var lengths = [Int32](repeating: -1, count: count)
        var pathKinds = [UInt8](repeating: 0, count: count)
        // A step on the path from the root, with the bytes and counts of kinds of the steps up to it.
        struct Step {
            var id: Int
            var bytes: Int
            var escaped: Int
            var notASCII: Int
        }
        var path: [Step] = []
        let maximum = AccessibilityHierarchy.maximumPathSteps
        let head = AccessibilityHierarchy.pathHeadSteps
        let tail = AccessibilityHierarchy.pathTailSteps
        func bits(escaped: Int, notASCII: Int) -> UInt8 {
            (escaped > 0 ? Kind.escaped : 0) | (notASCII > 0 ? Kind.notASCII : 0)
        }
        for id in 0..<count {
            let parent = Int(parents[id])
            while let last = path.last, last.id != parent { path.removeLast() }
            guard parent < 0 || !path.isEmpty else { break }
            let above = path.last ?? Step(id: -1, bytes: 0, escaped: 0, notASCII: 0)
            let kind = kinds[id]
            let step = Step(
                id: id, bytes: above.bytes + ends[id + 1] - ends[id],
                escaped: above.escaped + (kind & Kind.escaped != 0 ? 1 : 0),
                notASCII: above.notASCII + (kind & Kind.notASCII != 0 ? 1 : 0))
            path.append(step)
            let steps = path.count
            guard Int(depths[id]) == steps else { break }
            var length: Int
            if steps <= maximum {
                length = step.bytes + steps - 1
                pathKinds[id] = bits(escaped: step.escaped, notASCII: step.notASCII)
            } else {
                // The first `head` steps, the marker, the last `tail` steps, a "/" between each two.
                let first = path[head - 1]
                let before = path[steps - tail - 1]
                length =
                    first.bytes + markerLength(left: steps - head - tail) + step.bytes - before.bytes + head + tail
                pathKinds[id] =
                    Kind.notASCII
                    | bits(
                        escaped: first.escaped + step.escaped - before.escaped,
                        notASCII: first.notASCII + step.notASCII - before.notASCII)
            }
            if length <= Int(Int32.max) { lengths[id] = Int32(length) }
        }
        return (lengths, pathKinds)
    }

    /// The ``Kind`` bits of `utf8`, eight bytes at a time (the test of `JSONTextWriter`'s escape
    /// search: a byte below 0x20, or equal to 0x22 or 0x5C; a high bit for non-ASCII).
    private static func kind(of utf8: ByteView) -> UInt8 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        func escapes(_ word: UInt64) -> Bool {
            (word &- ones &* 0x20) & ~word & highs != 0 || hasZeroByte(word ^ (ones &* 0x22))
                || hasZeroByte(word ^ (ones &* 0x5C))
        }
        var kind: UInt8 = 0
        var index = 0
        while utf8.count - index >= 8 {
            let word = utf8.word(at: index)
            if word & highs != 0 { kind |= Kind.notASCII }
            if escapes(word) { kind |= Kind.escaped }
            index += 8
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte >= 0x80 { kind |= Kind.notASCII }
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { kind |= Kind.escaped }
            index += 1
        }
        return kind
    }

    /// Whether the table writes element `id`'s path: an element of the hierarchy whose depth is known.
    func canWrite(_ id: Int) -> Bool {
        guard id >= 0, id < depths.count, depths[id] > 0 else { return false }
        return depths[id] <= AccessibilityHierarchy.maximumPathSteps || anchors[id] >= 0
    }

    /// How a path is written: its length in bytes, its ``Kind`` bits (those of its steps, and
    /// ``Kind/notASCII`` for the marker of a shortened path), and its parts.
    struct Shape {
        var length: Int
        var kind: UInt8
        /// The element the last steps are written from, and how many.
        var tail: (start: Int, steps: Int)
        /// For a shortened path: the anchor the first steps are written from, and how many.
        var head: (start: Int, steps: Int)?
        /// For a shortened path, the number of steps left out; 0 otherwise.
        var left: Int
    }

    /// The shape of element `id`'s path; `nil` when the table cannot write it (an id out of
    /// range, or a depth a parent cycle makes unknown).
    func shape(of id: Int) -> Shape? {
        guard id >= 0, id < depths.count else { return nil }
        let steps = Int(depths[id])
        guard steps > 0 else { return nil }
        var shape = Shape(length: 0, kind: 0, tail: (id, steps), head: nil, left: 0)
        var components = 0
        if steps > AccessibilityHierarchy.maximumPathSteps {
            let anchor = Int(anchors[id])
            guard anchor >= 0 else { return nil }
            shape.head = (anchor, AccessibilityHierarchy.pathHeadSteps)
            shape.tail.steps = AccessibilityHierarchy.pathTailSteps
            shape.left = steps - AccessibilityHierarchy.pathHeadSteps - AccessibilityHierarchy.pathTailSteps
        }
        // Known since the table was made, the length and kinds need no walk.
        if lengths[id] >= 0 {
            shape.length = Int(lengths[id])
            shape.kind = pathKinds[id]
            return shape
        }
        if shape.head != nil {
            shape.length += Self.markerLength(left: shape.left)
            shape.kind |= Kind.notASCII
            components += 1
        }
        // Both walks stop where `write` stops: after the step count, or at a missing parent.
        func measure(from start: Int, steps: Int) {
            var current = start
            var remaining = steps
            while remaining > 0, current >= 0 {
                shape.length += ends[current + 1] - ends[current]
                shape.kind |= kinds[current]
                components += 1
                remaining -= 1
                current = Int(parents[current])
            }
        }
        if let head = shape.head { measure(from: head.start, steps: head.steps) }
        measure(from: shape.tail.start, steps: shape.tail.steps)
        shape.length += max(0, components - 1)  // the "/" between components
        return shape
    }

    /// Writes element `id`'s path, whose shape is `shape` (from ``shape(of:)``), into the first
    /// `shape.length` bytes of `output`.
    func write(_ shape: Shape, of id: Int, into output: ByteOutput) {
        precondition(output.count >= shape.length)
        guard shape.length > 0 else { return }
        var offset = shape.length
        writeTail(shape, into: output, before: &offset)
        writeHead(shape, into: output, before: &offset)
        precondition(offset == 0)
    }

    /// The element's path (``AccessibilityHierarchy/path(of:)``); `nil` when the table cannot write it.
    ///
    /// `String` checks the UTF-8 of every string made from bytes, eight bytes at a time while they
    /// are ASCII, but byte by byte over the whole string once one is not, which a shortened path's
    /// marker (`…`) is: such a path of ASCII steps is made as two strings, the first steps with the
    /// marker, then the rest appended (which checks nothing), so that only the first is checked
    /// byte by byte.
    func path(of id: Int) -> String? {
        guard let shape = shape(of: id) else { return nil }
        guard shape.length > 0 else { return "" }
        guard shape.head != nil, shape.kind & ~Kind.notASCII == 0, shapeStepsAreASCII(shape) else {
            return String(byteCount: shape.length) { output in
                write(shape, of: id, into: output)
                return shape.length
            }
        }
        // The tail is "/" and the last steps; the head the first steps and the marker.
        var tailLength = 0
        var current = shape.tail.start
        for _ in 0..<shape.tail.steps where current >= 0 {
            tailLength += ends[current + 1] - ends[current] + 1
            current = Int(parents[current])
        }
        let headLength = shape.length - tailLength
        var path = String(byteCount: shape.length) { output in
            var offset = headLength
            writeHead(shape, into: output, before: &offset)
            precondition(offset == 0)
            return headLength
        }
        let tail = String(byteCount: tailLength) { output in
            var offset = tailLength
            writeTail(shape, into: output, before: &offset)
            precondition(offset == 0)
            return tailLength
        }
        path.append(tail)
        return path
    }

    /// Whether every step of `shape` is ASCII (its ``Kind`` bits besides the marker's).
    private func shapeStepsAreASCII(_ shape: Shape) -> Bool {
        var kind: UInt8 = 0
        var current = shape.tail.start
        for _ in 0..<shape.tail.steps where current >= 0 {
            kind |= kinds[current]
            current = Int(parents[current])
        }
        if let head = shape.head {
            current = head.start
            for _ in 0..<head.steps where current >= 0 {
                kind |= kinds[current]
                current = Int(parents[current])
            }
        }
        return kind & Kind.notASCII == 0
    }

    /// Writes the tail's steps of `shape` backwards, ending at `offset` (which moves to where they
    /// begin), each step after the first preceded by "/", and one before the first too when
    /// `offset` is not then 0 (something comes before it).
    private func writeTail(_ shape: Shape, into base: ByteOutput, before offset: inout Int) {
        writeSteps(from: shape.tail.start, steps: shape.tail.steps, into: base, before: &offset)
    }

    /// Writes the marker and the head's steps of a shortened `shape` backwards, as ``writeTail(_:into:before:)``.
    private func writeHead(_ shape: Shape, into base: ByteOutput, before offset: inout Int) {
        guard let head = shape.head else { return }
        Self.putMarker(left: shape.left, into: base, before: &offset)
        writeSteps(from: head.start, steps: head.steps, into: base, before: &offset)
    }

    /// Writes `steps` steps up from `start` backwards (the nearest the element last), as
    /// ``writeTail(_:into:before:)`` does (each index was checked when the table was made:
    /// parents are ids of the table or -1).
    private func writeSteps(
        from start: Int, steps: Int, into base: ByteOutput, before offset: inout Int
    ) {
        bytes.withByteView { bytes in
            var current = start
            var remaining = steps
            while remaining > 0, current >= 0 {
                let from = ends[current]
                let length = ends[current + 1] - from
                precondition(length <= offset)
                offset -= length
                base.copy(bytes[from..<(from + length)], to: offset)
                if offset > 0 {
                    offset -= 1
                    base[offset] = UInt8(ascii: "/")
                }
                remaining -= 1
                current = Int(parents[current])
            }
        }
    }

    /// Writes the component standing for `left` left-out steps, `…(9940 steps)…`, backwards to
    /// end at `offset` as ``writeTail(_:into:before:)`` writes a step, "/" before it when `offset` is not then 0.
    private static func putMarker(left: Int, into base: ByteOutput, before offset: inout Int) {
        let length = markerLength(left: left)
        precondition(length <= offset)
        offset -= length
        let ellipsis: (UInt8, UInt8, UInt8) = (0xE2, 0x80, 0xA6)  // U+2026 HORIZONTAL ELLIPSIS
        var end = offset + length
        func back(_ byte: UInt8) {
            end -= 1
            base[end] = byte
        }
        back(ellipsis.2)
        back(ellipsis.1)
        back(ellipsis.0)
        for byte in " steps)".utf8.reversed() { back(byte) }
        var rest = left
        repeat {
            back(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        back(UInt8(ascii: "("))
        back(ellipsis.2)
        back(ellipsis.1)
        back(ellipsis.0)
        precondition(end == offset)
        if offset > 0 {
            offset -= 1
            base[offset] = UInt8(ascii: "/")
        }
    }

    /// The UTF-8 length of the marker for `left` (at least 0) left-out steps: two ellipses of
    /// three bytes, "(", the digits and " steps)".
    private static func markerLength(left: Int) -> Int {
        var digits = 1
        var rest = left / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return 6 + 1 + digits + 7
    }
}
