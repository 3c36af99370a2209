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
        func path(of id: Int) -> String {
            guard hierarchy.elements.indices.contains(id), let steps = depth[id],
                steps > AccessibilityHierarchy.maximumPathSteps,
                let anchor = anchor[id]
            else {
                return hierarchy.path(of: id)
            }
            let elements = hierarchy.elements
            var head: [Int] = [anchor]
            while head.count < AccessibilityHierarchy.pathHeadSteps, let parent = elements[head[head.count - 1]].parent
            { head.append(parent) }
            var tail: [Int] = []
            var current: Int? = id
            while tail.count < AccessibilityHierarchy.pathTailSteps, let element = current {
                tail.append(element)
                current = elements[element].parent
            }
            let left = steps - AccessibilityHierarchy.pathHeadSteps - AccessibilityHierarchy.pathTailSteps
            var components: [String] = []
            components.reserveCapacity(head.count + 1 + tail.count)
            for step in head.reversed() { components.append(elements[step].pathComponent) }
            components.append("…(\(left) steps)…")
            for step in tail.reversed() { components.append(elements[step].pathComponent) }
            return AccessibilityHierarchy.joinedPath(components)
        }
    }
}
