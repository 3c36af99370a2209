import Synchronization

extension AccessibilityHierarchy {
    /// Every element's ``AccessibilityHierarchy/path(of:)`` in O(``AccessibilityHierarchy/maximumPathSteps``)
    /// time each, amortized: what an audit uses to give each issue its path.
    ///
    /// ``AccessibilityHierarchy/path(of:)`` walks from the element to the root, O(depth); for every
    /// issue of a chain thousands deep that is O(n × depth) in all. The index's ``PathTable`` adds
    /// each element's step once, the first time a path through it is asked for, with its depth and
    /// its ancestor at the last step a shortened path keeps from the root, so a path is written from
    /// at most ``AccessibilityHierarchy/maximumPathSteps`` steps. The strings are the same as
    /// ``AccessibilityHierarchy/path(of:)``'s.
    package struct PathIndex {
        let hierarchy: AccessibilityHierarchy
        /// The steps, parents, depths and anchors of the elements whose paths were asked for and
        /// of their ancestors, shared with the issues that refer to it (``StoredPath``).
        package let table: PathTable

        package init(_ hierarchy: AccessibilityHierarchy) {
            self.hierarchy = hierarchy
            self.table = PathTable(count: hierarchy.elements.count)
        }

        /// The element's path, as ``AccessibilityHierarchy/path(of:)`` writes it.
        package func path(of id: Int) -> String {
            guard table.add(id, from: hierarchy.elements), let path = table.path(of: id) else {
                return hierarchy.path(of: id)
            }
            return path
        }

        /// The element's path as an issue keeps it: a reference into ``table``, written when read,
        /// or, for an element the table cannot write (an id out of range, a parent cycle), its text.
        package func storedPath(of id: Int) -> StoredPath { StoredPath(of: id, in: table, hierarchy) }
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
package struct StoredPath: Hashable, Sendable {
    private enum Storage: Sendable {
        case text(String?)
        case element(PathTable, Int)
    }

    private let storage: Storage

    /// A path kept as its text (`nil`: no path).
    package init(_ text: String?) { storage = .text(text) }

    /// The path of element `id` of `hierarchy`, whose ``PathTable`` is `table`: a reference into
    /// it, or, for an element the table cannot write (an id out of range, a parent cycle), the
    /// text ``AccessibilityHierarchy/path(of:)`` writes. Adds the element's steps to `table`.
    init(of id: Int, in table: PathTable, _ hierarchy: AccessibilityHierarchy) {
        storage = table.add(id, from: hierarchy.elements) ? .element(table, id) : .text(hierarchy.path(of: id))
    }

    /// The path's text; `nil` when there is none.
    package var string: String? {
        switch storage {
        case .text(let text): return text
        case .element(let table, let id): return table.path(of: id)
        }
    }

    /// The table and element the path is written from, when it is kept as a reference.
    package var reference: (table: PathTable, id: Int)? {
        if case .element(let table, let id) = storage { return (table, id) }
        return nil
    }

    package static func == (a: StoredPath, b: StoredPath) -> Bool {
        if let left = a.reference, let right = b.reference, left.table === right.table, left.id == right.id {
            return true
        }
        return a.string == b.string
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// The path steps of the elements of one hierarchy whose paths were asked for, and of their
/// ancestors, as bytes, with each such element's parent, depth and shortening anchor: enough to
/// write those elements' ``AccessibilityHierarchy/path(of:)`` without the hierarchy, which issues
/// that refer to it (``StoredPath``) therefore do not keep alive.
///
/// A step is written into the table the first time a path through it is asked for
/// (``add(_:from:)``, which ``AccessibilityHierarchy/PathIndex`` calls with the hierarchy), with
/// every step above it: an audit asks for the paths of the elements with issues, so the steps of
/// the rest are never written (docs/performance.md). Each element is added at most once, so all
/// the additions of one table take time linear in the number of elements.
///
/// Safe to share between threads: its steps are behind a lock, added to and never changed.
package final class PathTable: Sendable {
    /// The number of elements of the hierarchy.
    private let count: Int
    private let state: Mutex<Steps>

    /// What a step's bytes hold, as bits kept for each step and each path.
    package enum Kind {
        /// A byte of a multi-byte UTF-8 character.
        static let notASCII: UInt8 = 1
        /// A byte JSON escapes in a string: `"`, `\` or a control character.
        package static let escaped: UInt8 = 2
    }

    /// An empty table for a hierarchy of `count` elements.
    init(count: Int) {
        self.count = count
        state = Mutex(Steps(count: count))
    }

    /// A table holding the steps of every element of `hierarchy` (what tests compare).
    convenience init(_ hierarchy: AccessibilityHierarchy) {
        self.init(count: hierarchy.elements.count)
        for id in hierarchy.elements.indices { add(id, from: hierarchy.elements) }
    }

    /// Adds element `id`'s step and those of its ancestors from `elements` (the hierarchy's, of
    /// this table's count), unless they are in already; returns whether the table writes its path
    /// (``canWrite(_:)``).
    @discardableResult
    func add(_ id: Int, from elements: [ElementSnapshot]) -> Bool {
        guard id >= 0, id < count, elements.count == count else { return false }
        return state.withLock { steps in
            if steps.slots[id] < 0 { steps.add(id, from: elements) }
            return steps.canWrite(id)
        }
    }

    /// Whether the table writes element `id`'s path: an element added to it whose depth is known.
    func canWrite(_ id: Int) -> Bool {
        guard id >= 0, id < count else { return false }
        return state.withLock { $0.canWrite(id) }
    }

    /// How a path is written: its length in bytes, its ``Kind`` bits (those of its steps, and
    /// ``Kind/notASCII`` for the marker of a shortened path), and its parts.
    package struct Shape {
        package var length: Int
        package var kind: UInt8
        /// The element the last steps are written from, and how many.
        var tail: (start: Int, steps: Int)
        /// For a shortened path: the anchor the first steps are written from, and how many.
        var head: (start: Int, steps: Int)?
        /// For a shortened path, the number of steps left out; 0 otherwise.
        var left: Int
    }

    /// The shape of element `id`'s path; `nil` when the table cannot write it (an id out of
    /// range or not added, or a depth a parent cycle makes unknown).
    package func shape(of id: Int) -> Shape? {
        guard id >= 0, id < count else { return nil }
        return state.withLock { $0.shape(of: id) }
    }

    /// Writes element `id`'s path, whose shape is `shape` (from ``shape(of:)``), into the first
    /// `shape.length` bytes of `output`.
    package func write(_ shape: Shape, of id: Int, into output: ByteOutput) {
        precondition(output.count >= shape.length)
        guard shape.length > 0 else { return }
        state.withLock { steps in
            var offset = shape.length
            steps.writeTail(shape, into: output, before: &offset)
            steps.writeHead(shape, into: output, before: &offset)
            precondition(offset == 0)
        }
    }

    /// The element's path (``AccessibilityHierarchy/path(of:)``); `nil` when the table cannot write it.
    ///
    /// `String` checks the UTF-8 of every string made from bytes, eight bytes at a time while they
    /// are ASCII, but byte by byte over the whole string once one is not, which a shortened path's
    /// marker (`…`) is: such a path of ASCII steps is made as two strings, the first steps with the
    /// marker, then the rest appended (which checks nothing), so that only the first is checked
    /// byte by byte.
    func path(of id: Int) -> String? {
        guard id >= 0, id < count else { return nil }
        return state.withLock { steps in steps.path(of: id) }
    }

    /// The steps added so far, and what is known of their elements.
    private struct Steps {
        /// What the table knows of an added element.
        struct Record {
            /// The parent's id; -1 for none (or one out of range).
            var parent: Int32
            /// Where the element's step lies in ``bytes``.
            var start: Int
            var end: Int
            /// The number of steps of the element's path; -1 when a parent cycle makes it unknown.
            var depth: Int32 = -1
            /// For a path longer than the limit, the element at its last kept head step; -1 otherwise.
            var anchor: Int32 = -1
            /// ``Kind`` bits of the step.
            var kind: UInt8
            /// ``Kind`` bits of the whole path, where ``length`` holds its length.
            var pathKind: UInt8 = 0
            /// The length in bytes of the whole path, as ``shape(of:)`` measures it; -1 when not
            /// worked out when the element was added (a shortened path whose first steps were not
            /// on ``Steps/path``, a length beyond `Int32`), so that ``shape(of:)`` walks the path to
            /// measure it.
            var length: Int32 = -1
            /// The bytes of the steps from the root to the element, and how many of those steps
            /// hold a byte JSON escapes or one not ASCII, where ``depth`` is known: a shortened
            /// path's head and tail are told by subtraction.
            var pathBytes: Int = 0
            var pathEscaped: Int32 = 0
            var pathNotASCII: Int32 = 0
        }

        /// For each element id, its place in ``records``; -1 for an element not added.
        var slots: [Int32]
        var records: [Record] = []
        /// The UTF-8 of the added steps, one after another.
        var bytes: [UInt8] = []
        /// The elements on the way up from the one being added (kept for its capacity).
        var walk: [Int] = []
        /// The path from the root to the element added last, when known (else empty): an element
        /// added below one on it finds the ancestors a shortened path starts and ends its tail
        /// at here, without a walk. Elements with issues come mostly in pre-order.
        var path: [Int32] = []

        init(count: Int) { slots = [Int32](repeating: -1, count: count) }

        /// The record of element `id`, which was added.
        func record(_ id: Int) -> Record { records[Int(slots[id])] }

        /// Adds element `id` (not yet added) and the ancestors not yet added: walks up to an added
        /// one (or the root), then adds them downwards, each knowing its parent's depth and anchor.
        /// A walk longer than the elements has met a parent cycle: its elements' depths are unknown.
        mutating func add(_ id: Int, from elements: [ElementSnapshot]) {
            let count = slots.count
            walk.removeAll(keepingCapacity: true)
            var current = id
            var cycle = false
            elements.withView { view in
                while current >= 0, slots[current] < 0 {
                    if walk.count == count {
                        cycle = true
                        break
                    }
                    walk.append(current)
                    let parent = view[current].parent ?? -1
                    current = parent >= 0 && parent < count ? parent : -1
                }
                let head = AccessibilityHierarchy.pathHeadSteps
                let maximum = AccessibilityHierarchy.maximumPathSteps
                var above = cycle ? -1 : current
                while let id = walk.popLast() {
                    // A cycle's walk meets its elements more than once.
                    guard slots[id] < 0 else { continue }
                    let parent = view[id].parent ?? -1
                    let step = view[id].pathStep
                    let length = step.utf8Count
                    let start = bytes.count
                    bytes.append(contentsOf: repeatElement(0, count: length))
                    bytes.withByteOutput { step.write(into: $0.suffix(from: start)) }
                    let kind = bytes.withByteView { PathTable.kind(of: $0[start..<(start + length)]) }
                    var record = Record(
                        parent: parent >= 0 && parent < count ? Int32(parent) : -1, start: start, end: start + length,
                        kind: kind)
                    let up: Record? = above >= 0 ? self.record(above) : nil
                    let known = cycle ? -1 : (up?.depth ?? 0)
                    if known >= 0 {
                        let mine = known + 1
                        record.depth = mine
                        record.anchor = mine == head ? Int32(id) : (mine > head ? up?.anchor ?? -1 : -1)
                        record.pathBytes = (up?.pathBytes ?? 0) + length
                        record.pathEscaped = (up?.pathEscaped ?? 0) + (kind & Kind.escaped != 0 ? 1 : 0)
                        record.pathNotASCII = (up?.pathNotASCII ?? 0) + (kind & Kind.notASCII != 0 ? 1 : 0)
                        // The path from the root, when the parent ends the one kept.
                        let steps = Int(mine)
                        if steps == 1 || (path.count >= steps - 1 && path[steps - 2] == Int32(above)) {
                            // Most often one step or none to drop: `removeLast(_:)` would replace a range.
                            while path.count > steps - 1 { path.removeLast() }
                            path.append(Int32(id))
                        } else {
                            path.removeAll(keepingCapacity: true)
                        }
                        if steps <= maximum {
                            record.pathKind = Self.bits(escaped: record.pathEscaped, notASCII: record.pathNotASCII)
                            let whole = record.pathBytes + steps - 1
                            if whole <= Int(Int32.max) { record.length = Int32(whole) }
                        } else if path.count == steps {
                            // The first `head` steps, the marker, the last `tail` steps, a "/" between each two.
                            let tail = AccessibilityHierarchy.pathTailSteps
                            let first = self.record(Int(path[head - 1]))
                            let before = self.record(Int(path[steps - tail - 1]))
                            let whole =
                                first.pathBytes + PathTable.markerLength(left: steps - head - tail) + record.pathBytes
                                - before.pathBytes + head + tail
                            record.pathKind =
                                Kind.notASCII
                                | Self.bits(
                                    escaped: first.pathEscaped + record.pathEscaped - before.pathEscaped,
                                    notASCII: first.pathNotASCII + record.pathNotASCII - before.pathNotASCII)
                            if whole <= Int(Int32.max) { record.length = Int32(whole) }
                        }
                    } else {
                        path.removeAll(keepingCapacity: true)
                    }
                    slots[id] = Int32(records.count)
                    records.append(record)
                    above = id
                }
            }
        }

        /// ``Kind`` bits for steps of which `escaped` hold a byte JSON escapes and `notASCII` one not ASCII.
        static func bits(escaped: Int32, notASCII: Int32) -> UInt8 {
            (escaped > 0 ? Kind.escaped : 0) | (notASCII > 0 ? Kind.notASCII : 0)
        }

        func canWrite(_ id: Int) -> Bool {
            guard slots[id] >= 0 else { return false }
            let record = record(id)
            guard record.depth > 0 else { return false }
            return record.depth <= AccessibilityHierarchy.maximumPathSteps || record.anchor >= 0
        }

        func shape(of id: Int) -> Shape? {
            guard slots[id] >= 0 else { return nil }
            let record = record(id)
            let steps = Int(record.depth)
            guard steps > 0 else { return nil }
            var shape = Shape(length: 0, kind: 0, tail: (id, steps), head: nil, left: 0)
            var components = 0
            if steps > AccessibilityHierarchy.maximumPathSteps {
                let anchor = Int(record.anchor)
                guard anchor >= 0 else { return nil }
                shape.head = (anchor, AccessibilityHierarchy.pathHeadSteps)
                shape.tail.steps = AccessibilityHierarchy.pathTailSteps
                shape.left = steps - AccessibilityHierarchy.pathHeadSteps - AccessibilityHierarchy.pathTailSteps
            }
            // Known since the element was added, the length and kinds need no walk.
            if record.length >= 0 {
                shape.length = Int(record.length)
                shape.kind = record.pathKind
                return shape
            }
            if shape.head != nil {
                shape.length += PathTable.markerLength(left: shape.left)
                shape.kind |= Kind.notASCII
                components += 1
            }
            // Both walks stop where `write` stops: after the step count, or at a missing parent.
            func measure(from start: Int, steps: Int) {
                var current = start
                var remaining = steps
                while remaining > 0, current >= 0 {
                    let step = self.record(current)
                    shape.length += step.end - step.start
                    shape.kind |= step.kind
                    components += 1
                    remaining -= 1
                    current = Int(step.parent)
                }
            }
            if let head = shape.head { measure(from: head.start, steps: head.steps) }
            measure(from: shape.tail.start, steps: shape.tail.steps)
            shape.length += max(0, components - 1)  // the "/" between components
            return shape
        }

        func path(of id: Int) -> String? {
            guard let shape = shape(of: id) else { return nil }
            guard shape.length > 0 else { return "" }
            guard shape.head != nil, shape.kind & ~Kind.notASCII == 0, stepsAreASCII(shape) else {
                return String(byteCount: shape.length) { output in
                    var offset = shape.length
                    writeTail(shape, into: output, before: &offset)
                    writeHead(shape, into: output, before: &offset)
                    precondition(offset == 0)
                    return shape.length
                }
            }
            // The tail is "/" and the last steps; the head the first steps and the marker.
            var tailLength = 0
            var current = shape.tail.start
            for _ in 0..<shape.tail.steps where current >= 0 {
                let step = record(current)
                tailLength += step.end - step.start + 1
                current = Int(step.parent)
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
        private func stepsAreASCII(_ shape: Shape) -> Bool {
            var kind: UInt8 = 0
            func gather(from start: Int, steps: Int) {
                var current = start
                for _ in 0..<steps where current >= 0 {
                    let step = record(current)
                    kind |= step.kind
                    current = Int(step.parent)
                }
            }
            gather(from: shape.tail.start, steps: shape.tail.steps)
            if let head = shape.head { gather(from: head.start, steps: head.steps) }
            return kind & Kind.notASCII == 0
        }

        /// Writes the tail's steps of `shape` backwards, ending at `offset` (which moves to where they
        /// begin), each step after the first preceded by "/", and one before the first too when
        /// `offset` is not then 0 (something comes before it).
        func writeTail(_ shape: Shape, into base: ByteOutput, before offset: inout Int) {
            writeSteps(from: shape.tail.start, steps: shape.tail.steps, into: base, before: &offset)
        }

        /// Writes the marker and the head's steps of a shortened `shape` backwards, as ``writeTail(_:into:before:)``.
        func writeHead(_ shape: Shape, into base: ByteOutput, before offset: inout Int) {
            guard let head = shape.head else { return }
            PathTable.putMarker(left: shape.left, into: base, before: &offset)
            writeSteps(from: head.start, steps: head.steps, into: base, before: &offset)
        }

        /// Writes `steps` steps up from `start` backwards (the nearest the element last), as
        /// ``writeTail(_:into:before:)`` does (an added element's ancestors were added with it:
        /// parents are added ids or -1).
        private func writeSteps(from start: Int, steps: Int, into base: ByteOutput, before offset: inout Int) {
            bytes.withByteView { bytes in
                var current = start
                var remaining = steps
                while remaining > 0, current >= 0 {
                    let step = record(current)
                    let length = step.end - step.start
                    precondition(length <= offset)
                    offset -= length
                    base.copy(bytes[step.start..<step.end], to: offset)
                    if offset > 0 {
                        offset -= 1
                        base[offset] = UInt8(ascii: "/")
                    }
                    remaining -= 1
                    current = Int(step.parent)
                }
            }
        }
    }

    /// The ``Kind`` bits of `utf8`, eight bytes at a time (the test of `JSONTextWriter`'s escape
    /// search: a byte below 0x20, or equal to 0x22 or 0x5C; a high bit for non-ASCII).
    fileprivate static func kind(of utf8: ByteView) -> UInt8 {
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

    /// Writes the component standing for `left` left-out steps, `…(9940 steps)…`, backwards to
    /// end at `offset` as ``writeTail(_:into:before:)`` writes a step, "/" before it when `offset` is not then 0.
    fileprivate static func putMarker(left: Int, into base: ByteOutput, before offset: inout Int) {
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
    fileprivate static func markerLength(left: Int) -> Int {
        var digits = 1
        var rest = left / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return 6 + 1 + digits + 7
    }
}
