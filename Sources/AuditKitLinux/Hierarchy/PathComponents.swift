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
            var counts: [ElementType: Int] = [:]
            for id in ids where elements.indices.contains(id) { counts[elements[id].elementType, default: 0] += 1 }
            var seen: [ElementType: Int] = [:]
            for id in ids where elements.indices.contains(id) {
                let type = elements[id].elementType
                elements[id].pathComponent = pathComponent(for: elements[id], index: seen[type, default: 0],
                                                           sameTypeSiblings: counts[type] ?? 1)
                seen[type, default: 0] += 1
            }
        }
        assign(roots, &elements)
        for id in elements.indices where !elements[id].children.isEmpty {
            let children = elements[id].children
            assign(children, &elements)
        }
    }

    /// The path step for `element`, the `index`-th of `sameTypeSiblings` siblings of its type: the
    /// XCUITest type name with the identifier (`Button#close`), else the label, cut to 40 characters
    /// (`Button['New Quote']`), else the index among same-type siblings when there are several
    /// (`Cell[2]`), else the type alone.
    static func pathComponent(for element: ElementSnapshot, index: Int, sameTypeSiblings: Int) -> String {
        let type = element.elementType.xcuiName
        if let identifier = element.identifier, !identifier.isEmpty { return "\(type)#\(identifier)" }
        if let label = element.label, !label.isEmpty {
            let short = label.count > 40 ? String(label.prefix(40)) + "…" : label
            return "\(type)['\(short)']"
        }
        if sameTypeSiblings <= 1 { return type }
        return "\(type)[\(index)]"
    }
}
