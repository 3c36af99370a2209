/// One of a hierarchy's trees (the view tree, or the accessibility view) walked once in pre-order,
/// so that "is this inside that", "what lies inside this" and "which come before this" are answered
/// from positions instead of walks: an element's subtree is one range of positions.
///
/// The walk is ``AccessibilityHierarchy/preorder(from:children:)``'s, element for element: from
/// each root, depth first, children in their listed order, each element once (the first time it
/// is reached), ids out of range skipped. Every importer and the headless builder make trees
/// (each element listed by one parent), so an element's subtree here is exactly
/// `preorder(from: id, children:)`. In a hand-made hierarchy where an element is listed twice, its
/// subtree is taken where the walk first reaches it.
///
/// O(n) to build, in time and memory; never recursive.
struct TreeOrder: Sendable {
    /// Element ids in pre-order.
    let order: [Int]
    /// For each element id, its position in ``order``; `-1` when the walk does not reach it.
    let position: [Int]
    /// For each element id reached, one past the position of the last element of its subtree;
    /// `0` when not reached (so its subtree range is empty).
    let end: [Int]

    /// Which of an element's lists of children a walk follows.
    enum Children: Sendable {
        /// ``ElementSnapshot/children``: the view tree.
        case views
        /// ``ElementSnapshot/accessibilityChildren``: the accessibility view.
        case accessibility
        /// ``ElementSnapshot/automationChildren``: the automation view.
        case automation
    }

    /// Walks `elements` from `roots` (in order) along `children`.
    init(_ elements: [ElementSnapshot], roots: [Int], children: Children) {
        let count = elements.count
        var order: [Int] = []
        order.reserveCapacity(count)
        var position = [Int](repeating: -1, count: count)
        var end = [Int](repeating: 0, count: count)
        // The parent each element was reached from, to close subtrees afterwards.
        var reachedFrom = [Int](repeating: -1, count: count)
        // Ids to visit, each with the parent that listed it.
        var stack: [Int] = []
        var stackParents: [Int] = []
        stack.reserveCapacity(64)
        stackParents.reserveCapacity(64)
        for root in roots.reversed() {
            stack.append(root)
            stackParents.append(-1)
        }
        elements.withView { elements in
            position.withMutableView { position in
                reachedFrom.withMutableView { reachedFrom in
                    while let id = stack.popLast() {
                        let parent = stackParents.removeLast()
                        guard id >= 0, id < count, position[id] < 0 else { continue }
                        position[id] = order.count
                        reachedFrom[id] = parent
                        order.append(id)
                        let kids: [Int]
                        switch children {
                        case .views: kids = elements[id].children
                        case .accessibility: kids = elements[id].accessibilityChildren
                        case .automation: kids = elements[id].automationChildren
                        }
                        kids.withView { kids in
                            var index = kids.count
                            while index > 0 {
                                index -= 1
                                stack.append(kids[index])
                                stackParents.append(id)
                            }
                        }
                    }
                }
            }
        }
        // Children close before their parents when walking the order backwards.
        end.withMutableView { end in
            for id in order.reversed() {
                end[id] = max(end[id], position[id] + 1)
                let parent = reachedFrom[id]
                if parent >= 0 { end[parent] = max(end[parent], end[id]) }
            }
        }
        self.order = order
        self.position = position
        self.end = end
    }

    /// The view tree of `hierarchy`, from its root.
    static func viewTree(of hierarchy: AccessibilityHierarchy) -> TreeOrder {
        TreeOrder(hierarchy.elements, roots: hierarchy.rootID.map { [$0] } ?? [], children: .views)
    }

    /// The accessibility view of `hierarchy` (``ElementSnapshot/accessibilityChildren``), from its root.
    static func accessibilityView(of hierarchy: AccessibilityHierarchy) -> TreeOrder {
        TreeOrder(hierarchy.elements, roots: hierarchy.rootID.map { [$0] } ?? [], children: .accessibility)
    }

    /// Whether the walk reaches `id`.
    func contains(_ id: Int) -> Bool {
        id >= 0 && id < position.count && position[id] >= 0
    }

    /// The positions of `id`'s subtree, `id` included; empty when the walk does not reach it.
    func subtree(of id: Int) -> Range<Int> {
        guard contains(id) else { return 0..<0 }
        return position[id]..<end[id]
    }

    /// The positions of what lies inside `id`, `id` itself left out; empty when not reached.
    func descendants(of id: Int) -> Range<Int> {
        guard contains(id) else { return 0..<0 }
        return (position[id] + 1)..<end[id]
    }

    /// Whether `descendant` lies inside `ancestor`'s subtree (not `ancestor` itself).
    func isInside(_ descendant: Int, _ ancestor: Int) -> Bool {
        guard contains(descendant), contains(ancestor) else { return false }
        let p = position[descendant]
        return p > position[ancestor] && p < end[ancestor]
    }
}

/// For ids sorted by position in a ``TreeOrder``, how many of them fall in a range of positions:
/// a prefix count over the order, so any subtree is counted in O(1).
struct PositionCounts: Sendable {
    /// `prefix[p]` is the number of marked positions before `p`.
    private let prefix: [Int]

    /// Marks the positions of `order` whose element satisfies `marked`.
    init(_ order: TreeOrder, marked: (Int) -> Bool) {
        var prefix = [Int](repeating: 0, count: order.order.count + 1)
        var running = 0
        for (index, id) in order.order.enumerated() {
            if marked(id) { running += 1 }
            prefix[index + 1] = running
        }
        self.prefix = prefix
    }

    /// The number of marked positions in `range`.
    func count(in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return prefix[range.upperBound] - prefix[range.lowerBound]
    }
}
