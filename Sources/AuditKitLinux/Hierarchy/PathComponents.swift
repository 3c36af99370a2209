import Foundation

extension AccessibilityHierarchy {
    /// Sets every element's ``ElementSnapshot/pathComponent`` from its view-tree siblings
    /// (`roots` are siblings of each other), in time linear in the number of elements.
    ///
    /// The one place path steps are made: the headless builder and every importer call it, so a
    /// screen built in code and the same screen imported from a capture name their elements alike.
    /// See ``path(of:)`` for the scheme.
    static func assignPathComponents(_ elements: inout [ElementSnapshot], roots: [Int]) {
        func assign(_ ids: [Int], _ elements: inout [ElementSnapshot]) {
            // An only child (most containers of a capture): the first of one of its type, and no
            // sibling to tell it from, so no counting.
            if ids.count == 1, let id = ids.first, elements.indices.contains(id) {
                elements[id].pathComponent = pathComponent(for: elements[id], index: 0, sameTypeSiblings: 1)
                return
            }
            if ids.count <= fewSiblings {
                // A few siblings (most containers): counted by comparing their types, without hashing.
                for (position, id) in ids.enumerated() where elements.indices.contains(id) {
                    let type = elements[id].elementType
                    var index = 0
                    var sameType = 0
                    for (other, otherID) in ids.enumerated()
                    where elements.indices.contains(otherID) && elements[otherID].elementType == type {
                        if other < position { index += 1 }
                        sameType += 1
                    }
                    elements[id].pathComponent = pathComponent(
                        for: elements[id], index: index, sameTypeSiblings: sameType)
                }
                disambiguate(ids, &elements)
                return
            }
            var counts: [ElementType: Int] = [:]
            for id in ids where elements.indices.contains(id) { counts[elements[id].elementType, default: 0] += 1 }
            var seen: [ElementType: Int] = [:]
            for id in ids where elements.indices.contains(id) {
                let type = elements[id].elementType
                elements[id].pathComponent = pathComponent(
                    for: elements[id], index: seen[type, default: 0],
                    sameTypeSiblings: counts[type] ?? 1)
                seen[type, default: 0] += 1
            }
            disambiguate(ids, &elements)
        }
        assign(roots, &elements)
        for id in elements.indices where !elements[id].children.isEmpty {
            let children = elements[id].children
            assign(children, &elements)
        }
    }

    /// Gives same-looking siblings distinct path steps where their steps are equal (the same type
    /// and identifier, or the same type and label), leaving every other step as it is: linear in
    /// the number of elements.
    ///
    /// For hierarchies whose steps were made elsewhere (hierarchy JSON holds the writer's steps,
    /// which files written before this rule may repeat).
    static func disambiguatePathComponents(_ elements: inout [ElementSnapshot], roots: [Int]) {
        disambiguate(roots, &elements)
        for id in elements.indices where elements[id].children.count > 1 {
            let children = elements[id].children
            disambiguate(children, &elements)
        }
    }

    /// Appends the index among same-looking siblings, `[0]`, `[1]`, …, to each step that two or more
    /// of `ids` share: two "Edit" buttons become `Button['Edit'][0]` and `Button['Edit'][1]`. A step
    /// that is unique among its siblings is left alone, so paths (and baseline keys, which drop
    /// index steps) do not change until a same-looking sibling appears.
    private static func disambiguate(_ ids: [Int], _ elements: inout [ElementSnapshot]) {
        guard ids.count > 1 else { return }
        if ids.count <= fewSiblings {
            // A few siblings: compared pairwise, and most often all different, so nothing to do.
            var repeated = false
            search: for (position, id) in ids.enumerated() where elements.indices.contains(id) {
                for other in ids[(position + 1)...]
                where elements.indices.contains(other) && elements[other].pathComponent == elements[id].pathComponent {
                    repeated = true
                    break search
                }
            }
            guard repeated else { return }
        }
        var counts: [String: Int] = [:]
        for id in ids where elements.indices.contains(id) { counts[elements[id].pathComponent, default: 0] += 1 }
        guard counts.values.contains(where: { $0 > 1 }) else { return }
        var seen: [String: Int] = [:]
        for id in ids where elements.indices.contains(id) {
            let component = elements[id].pathComponent
            guard let count = counts[component], count > 1 else { continue }
            let index = seen[component, default: 0]
            seen[component] = index + 1
            elements[id].pathComponent = component + "[\(index)]"
        }
    }

    /// Up to this many siblings are counted and compared pairwise (at most 120 comparisons), which
    /// is faster than hashing their types and steps; longer lists are hashed, so any list is linear.
    private static let fewSiblings = 16

    /// The path step for `element`, the `index`-th of `sameTypeSiblings` siblings of its type: the
    /// XCUITest type name with the identifier (`Button#close`), else the label, cut to 40 characters
    /// (`Button['New Quote']`), else the index among same-type siblings when there are several
    /// (`Cell[2]`), else the type alone. Siblings whose steps come out equal (two buttons labelled
    /// "Edit") are then told apart by their index among those same-looking siblings
    /// (`Button['Edit'][1]`).
    static func pathComponent(for element: ElementSnapshot, index: Int, sameTypeSiblings: Int) -> String {
        let type = element.elementType.xcuiName
        if let identifier = element.identifier, !identifier.isEmpty { return "\(type)#\(identifier)" }
        if let label = element.label, !label.isEmpty {
            // At most 40 bytes is at most 40 characters: only a longer label is counted.
            let short = label.utf8.count > 40 && label.count > 40 ? String(label.prefix(40)) + "…" : label
            return "\(type)['\(short)']"
        }
        if sameTypeSiblings <= 1 { return type }
        return "\(type)[\(index)]"
    }
}
