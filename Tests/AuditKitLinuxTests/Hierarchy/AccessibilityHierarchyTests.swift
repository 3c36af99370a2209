import AuditKitLinux
import Foundation
import XCTest

/// `AccessibilityHierarchy`'s walks over parents: `foldDown` against the same fold written with
/// arrays indexed one by one, on random forests with parents out of range and parent cycles.
final class AccessibilityHierarchyTests: XCTestCase {
    /// `foldDown` as it was written before it read its tables through their buffers.
    private func plainFoldDown<T>(_ hierarchy: AccessibilityHierarchy, _ combine: (T?, Int) -> T, cut: (Int) -> T)
        -> [T]
    {
        let count = hierarchy.elements.count
        var value = [T?](repeating: nil, count: count)
        var climbedFrom = [Int](repeating: -1, count: count)
        var chain: [Int] = []
        for start in 0..<count where value[start] == nil {
            chain.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let id = current, id >= 0, id < count, value[id] == nil, climbedFrom[id] != start {
                climbedFrom[id] = start
                chain.append(id)
                current = hierarchy.elements[id].parent
            }
            if let top = current, top >= 0, top < count, value[top] == nil {
                for id in chain { value[id] = cut(id) }
                continue
            }
            var above: T? = current.flatMap { $0 >= 0 && $0 < count ? value[$0] : nil }
            for id in chain.reversed() {
                let folded = combine(above, id)
                value[id] = folded
                above = folded
            }
        }
        return value.map { $0! }
    }

    func testFoldDownFoldsAsThePlainFold() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<40 {
            let count = Int.random(in: 1...300, using: &random)
            let elements = (0..<count).map { id -> ElementSnapshot in
                var element = ElementSnapshot(id: id, elementType: .other)
                if id > 0, !random.chance(0.05) {
                    // Mostly an earlier element; sometimes a later one (cycles), or none that exists.
                    element.parent =
                        random.chance(0.1)
                        ? Int.random(in: 0..<count, using: &random)
                        : random.chance(0.02) ? count + 3 : Int.random(in: 0..<id, using: &random)
                }
                return element
            }
            let hierarchy = AccessibilityHierarchy(
                elements: elements, rootID: 0, settings: nil, source: .init(kind: .headless, name: nil))
            let combine: (String?, Int) -> String = { above, id in (above ?? "") + "/\(id)" }
            let cut: (Int) -> String = { id in "cut\(id)" }
            XCTAssertEqual(hierarchy.foldDown(combine, cut: cut), plainFoldDown(hierarchy, combine, cut: cut))
        }
    }
}
