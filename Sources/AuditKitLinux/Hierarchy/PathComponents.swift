import Foundation

extension AccessibilityHierarchy {
    /// Sets every element's ``ElementSnapshot/pathComponent`` from its view-tree siblings
    /// (`roots` are siblings of each other), in time linear in the number of elements. Each id is
    /// in one list (`roots` or one element's `children`) once, as in every tree the builder and the
    /// importers make.
    ///
    /// The one place path steps are made: the headless builder and every importer call it, so a
    /// screen built in code and the same screen imported from a capture name their elements alike.
    /// See ``path(of:)`` for the scheme.
    static func assignPathComponents(_ elements: inout [ElementSnapshot], roots: [Int]) {
        func assign(_ ids: [Int], _ elements: inout [ElementSnapshot]) {
            // An only child (most containers of a capture): the first of one of its type, and no
            // sibling to tell it from, so no counting.
            if ids.count == 1, let id = ids.first, elements.indices.contains(id) {
                setStep(id, index: 0, sameTypeSiblings: 1, &elements)
                return
            }
            // Whether two steps may come out equal. Steps without an identifier or a label, of types
            // this package lists, cannot: same-type siblings get distinct indices, and listed types
            // have distinct names (`ElementType.knownPosition`). A list of such siblings (rows of
            // unlabelled cells) then needs no search for repeated steps.
            var mayRepeat = false
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
                    if setStep(id, index: index, sameTypeSiblings: sameType, &elements) || type.knownPosition == 0 {
                        mayRepeat = true
                    }
                }
                if mayRepeat { disambiguate(ids, &elements) }
                return
            }
            // Listed types are counted in an array by their position, others by name.
            var counts = [Int](repeating: 0, count: ElementType.knownTypeCount)
            var otherCounts: [ElementType: Int] = [:]
            for id in ids where elements.indices.contains(id) {
                let type = elements[id].elementType
                if type.knownPosition != 0 {
                    counts[type.knownPosition] += 1
                } else {
                    otherCounts[type, default: 0] += 1
                }
            }
            var seen = [Int](repeating: 0, count: ElementType.knownTypeCount)
            var otherSeen: [ElementType: Int] = [:]
            for id in ids where elements.indices.contains(id) {
                let type = elements[id].elementType
                let index: Int
                let sameType: Int
                if type.knownPosition != 0 {
                    index = seen[type.knownPosition]
                    sameType = counts[type.knownPosition]
                    seen[type.knownPosition] += 1
                } else {
                    index = otherSeen[type, default: 0]
                    sameType = otherCounts[type] ?? 1
                    otherSeen[type, default: 0] += 1
                    mayRepeat = true
                }
                if setStep(id, index: index, sameTypeSiblings: sameType, &elements) { mayRepeat = true }
            }
            if mayRepeat { disambiguate(ids, &elements) }
        }
        assign(roots, &elements)
        for id in elements.indices where !elements[id].children.isEmpty {
            let children = elements[id].children
            assign(children, &elements)
        }
    }

    /// Sets the path step of `elements[id]` (``pathComponent(for:index:sameTypeSiblings:)``) without
    /// copying the element. Returns whether the step names the element (by its identifier or label),
    /// so that a sibling's step may be the same.
    @discardableResult
    private static func setStep(_ id: Int, index: Int, sameTypeSiblings: Int, _ elements: inout [ElementSnapshot])
        -> Bool
    {
        let identifier = elements[id].identifier
        let label = elements[id].label
        elements[id].pathComponent = pathComponent(
            type: elements[id].elementType, identifier: identifier, label: label, index: index,
            sameTypeSiblings: sameTypeSiblings)
        return !(identifier ?? "").isEmpty || !(label ?? "").isEmpty
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
        pathComponent(
            type: element.elementType, identifier: element.identifier, label: element.label, index: index,
            sameTypeSiblings: sameTypeSiblings)
    }

    /// ``pathComponent(for:index:sameTypeSiblings:)`` from the three facts it reads, so that making a
    /// step copies no element. Each step is written into one string of its exact length (string
    /// interpolation grows its buffer piece by piece, which was most of the cost of a step).
    static func pathComponent(
        type elementType: ElementType, identifier: String?, label: String?, index: Int, sameTypeSiblings: Int
    ) -> String {
        let type = elementType.xcuiName
        if let identifier, !identifier.isEmpty { return joined(type, "#", identifier, "") }
        if let label, !label.isEmpty {
            // At most 40 bytes is at most 40 characters: only a longer label is counted.
            if label.utf8.count > 40 && label.count > 40 { return joined(type, "['", String(label.prefix(40)), "…']") }
            return joined(type, "['", label, "']")
        }
        if sameTypeSiblings <= 1 { return type }
        return joined(type, "[", String(index), "]")
    }

    /// `a + b + c + d`, allocated once at its final length.
    private static func joined(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
        var (a, b, c, d) = (a, b, c, d)
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            // `count` is the sum of the four lengths, so each part fits after the ones before it.
            var end = copy(&a, into: buffer, at: 0)
            end = copy(&b, into: buffer, at: end)
            end = copy(&c, into: buffer, at: end)
            return copy(&d, into: buffer, at: end)
        }
    }

    /// Copies the UTF-8 of `part` into `buffer` from `offset` (the caller made room for it) and
    /// returns the offset after it. Takes no closure over a variable, which would cost an
    /// exclusivity check per access.
    @inline(__always)
    private static func copy(_ part: inout String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int)
        -> Int
    {
        part.withUTF8 { bytes in
            if let source = bytes.baseAddress, let start = buffer.baseAddress, !bytes.isEmpty {
                precondition(offset + bytes.count <= buffer.count)
                (start + offset).initialize(from: source, count: bytes.count)
            }
            return offset + bytes.count
        }
    }
}
