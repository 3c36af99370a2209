extension AccessibilityHierarchy {
    /// Every element's ``AccessibilityHierarchy/path(of:)`` in O(``AccessibilityHierarchy/maximumPathSteps``)
    /// time each, after O(n) preparation: what an audit uses to give each issue its path.
    ///
    /// ``AccessibilityHierarchy/path(of:)`` walks from the element to the root, O(depth); for every
    /// issue of a chain thousands deep that is O(n × depth) in all. The index knows each element's
    /// depth and its ancestor at the last step a shortened path keeps from the root, so a path is
    /// written from at most ``AccessibilityHierarchy/maximumPathSteps`` steps. The strings are the
    /// same as ``AccessibilityHierarchy/path(of:)``'s.
    struct PathIndex {
        let hierarchy: AccessibilityHierarchy
        /// The number of steps of each element's path; `nil` when a parent cycle makes it unknown.
        private var depth: [Int?]
        /// For a path longer than the limit, the element at its last kept head step.
        private var anchor: [Int?]

        init(_ hierarchy: AccessibilityHierarchy) {
            self.hierarchy = hierarchy
            let count = hierarchy.elements.count
            var depth = [Int?](repeating: nil, count: count)
            var anchor = [Int?](repeating: nil, count: count)
            var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the walk, 2 done
            var walk: [Int] = []
            for start in 0..<count where state[start] == 0 {
                // Walk up to an element whose depth is known (or the root), then assign downwards.
                var current: Int? = start
                var cycle = false
                while let id = current, hierarchy.elements.indices.contains(id), state[id] != 2 {
                    if state[id] == 1 {
                        cycle = true
                        break
                    }
                    state[id] = 1
                    walk.append(id)
                    current = hierarchy.elements[id].parent
                }
                var above: Int? = cycle ? nil : current.flatMap { hierarchy.elements.indices.contains($0) ? $0 : nil }
                var known = cycle ? nil : (above.map { depth[$0] } ?? 0)
                while let id = walk.popLast() {
                    state[id] = 2
                    if let steps = known {
                        let mine = steps + 1
                        depth[id] = mine
                        anchor[id] =
                            mine == AccessibilityHierarchy.pathHeadSteps
                            ? id : (mine > AccessibilityHierarchy.pathHeadSteps ? above.flatMap { anchor[$0] } : nil)
                        known = mine
                    }
                    above = id
                }
            }
            self.depth = depth
            self.anchor = anchor
        }

        /// The element's path, as ``AccessibilityHierarchy/path(of:)`` writes it.
        ///
        /// A path is written for every issue, so it is written straight into one string of its final
        /// length: one walk up the parents sums the components' lengths, a second copies each
        /// component into place from the end backwards (the walk meets the steps nearest the element
        /// first). No array of ids or of components is built. An element whose depth is unknown (a
        /// parent cycle) takes ``AccessibilityHierarchy/path(of:)``, which cuts the cycle.
        func path(of id: Int) -> String {
            guard hierarchy.elements.indices.contains(id), let steps = depth[id] else {
                return hierarchy.path(of: id)
            }
            let elements = hierarchy.elements
            guard steps > AccessibilityHierarchy.maximumPathSteps else {
                return Self.written(elements, head: nil, marker: [], tail: (id, steps))
            }
            guard let anchor = anchor[id] else { return hierarchy.path(of: id) }
            let left = steps - AccessibilityHierarchy.pathHeadSteps - AccessibilityHierarchy.pathTailSteps
            return Self.written(
                elements, head: (anchor, AccessibilityHierarchy.pathHeadSteps), marker: Self.marker(left: left),
                tail: (id, AccessibilityHierarchy.pathTailSteps))
        }

        /// The UTF-8 bytes of the component standing for `left` left-out steps: `…(9940 steps)…`.
        private static func marker(left: Int) -> [UInt8] {
            let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]  // U+2026 HORIZONTAL ELLIPSIS
            return ellipsis + Array("(\(left) steps)".utf8) + ellipsis
        }

        /// The path of `head` (an element and the number of steps from it up to the root, when the
        /// path is shortened), then `marker` (a component of its own when not empty), then `tail`
        /// (an element and the number of steps written from it upwards), joined by "/".
        ///
        /// Both walks stop at the same places (the step count or a missing parent), so the length
        /// summed first is exactly the number of bytes written: every write stays inside the buffer
        /// and fills it.
        private static func written(
            _ elements: [ElementSnapshot], head: (start: Int, steps: Int)?, marker: [UInt8],
            tail: (start: Int, steps: Int)
        ) -> String {
            var components = 0
            var length = 0
            func measure(from start: Int, steps: Int) {
                var current: Int? = start
                var remaining = steps
                while remaining > 0, let id = current, elements.indices.contains(id) {
                    length += elements[id].pathComponent.utf8.count
                    components += 1
                    remaining -= 1
                    current = elements[id].parent
                }
            }
            if let head { measure(from: head.start, steps: head.steps) }
            if !marker.isEmpty {
                length += marker.count
                components += 1
            }
            measure(from: tail.start, steps: tail.steps)
            length += max(0, components - 1)  // the "/" between components
            return String(unsafeUninitializedCapacity: length) { buffer in
                // Written from the end: `offset` is where the bytes written so far begin. After a
                // component, any room left before it belongs to earlier components and their
                // slashes, so a slash goes right before it exactly when `offset` is not 0.
                var offset = length
                func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                    offset -= bytes.count
                    if let source = bytes.baseAddress, !bytes.isEmpty {
                        (buffer.baseAddress! + offset).update(from: source, count: bytes.count)
                    }
                    if offset > 0 {
                        offset -= 1
                        buffer[offset] = UInt8(ascii: "/")
                    }
                }
                func write(from start: Int, steps: Int) {
                    var current: Int? = start
                    var remaining = steps
                    while remaining > 0, let id = current, elements.indices.contains(id) {
                        let component = elements[id].pathComponent
                        let copied: Void? = component.utf8.withContiguousStorageIfAvailable { put($0) }
                        if copied == nil { Array(component.utf8).withUnsafeBufferPointer { put($0) } }
                        remaining -= 1
                        current = elements[id].parent
                    }
                }
                write(from: tail.start, steps: tail.steps)
                if !marker.isEmpty { marker.withUnsafeBufferPointer { put($0) } }
                if let head { write(from: head.start, steps: head.steps) }
                return length
            }
        }
    }
}
