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

    /// A random forest of `count` elements: parents mostly earlier, sometimes later (cycles) or out
    /// of range; frames inside and outside the screen; some scroll views, tables and windows.
    private func randomScreen(_ count: Int, cycles: Bool, using random: inout SeededRandom) -> AccessibilityHierarchy {
        let types: [ElementType] = [.other, .button, .scrollView, .table, .collectionView, .window, .staticText]
        let elements = (0..<count).map { id -> ElementSnapshot in
            var element = ElementSnapshot(
                id: id, elementType: id == 0 ? .application : types[Int.random(in: 0..<types.count, using: &random)])
            element.frame =
                id == 0
                ? CGRect(x: 0, y: 0, width: 390, height: 844)
                : random.chance(0.1)
                    ? nil
                    : CGRect(
                        x: Double.random(in: -400...800, using: &random),
                        y: Double.random(in: -900...1700, using: &random),
                        width: Double.random(in: 0...500, using: &random),
                        height: Double.random(in: 0...900, using: &random))
            if id > 0, !random.chance(0.03) {
                element.parent =
                    cycles && random.chance(0.05)
                    ? Int.random(in: 0..<count, using: &random)
                    : random.chance(0.02) ? count + 3 : Int.random(in: max(0, id - 4)..<id, using: &random)
            }
            return element
        }
        return AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil, source: .init(kind: .headless, name: nil))
    }

    /// Folding from some elements gives each of them and their ancestors the plain fold's value, once,
    /// parents first; or declines when a chain meets a cycle.
    func testFoldDownFromSomeElementsFoldsAsTheWholeFold() {
        var random = SeededRandom(seed: 11)
        var declined = 0
        for round in 0..<200 {
            let count = Int.random(in: 1...300, using: &random)
            let hierarchy = randomScreen(count, cycles: round % 2 == 0, using: &random)
            let combine: (String?, Int) -> String = { above, id in (above ?? "") + "/\(id)" }
            let whole = plainFoldDown(hierarchy, combine, cut: { id in "cut\(id)" })
            let starts = (0..<Int.random(in: 0...count, using: &random)).map { _ in
                Int.random(in: -2..<(count + 2), using: &random)
            }
            var folded: [Int: String] = [:]
            let done = hierarchy.foldDown(from: starts) { (above: String?, id: Int) -> String in
                XCTAssertNil(folded[id], "element \(id) folded twice")
                let value = combine(above, id)
                folded[id] = value
                return value
            }
            guard done else {
                declined += 1
                continue
            }
            for start in starts where start >= 0 && start < count { XCTAssertNotNil(folded[start]) }
            for (id, value) in folded { XCTAssertEqual(value, whole[id], "element \(id)") }
        }
        XCTAssertGreaterThan(declined, 0, "some chains met a cycle")
    }

    /// Whether the elements with issues are out of view, judged for them alone, is what judging every
    /// element says, with and without parent cycles.
    func testOutOfViewOfSomeElementsIsTheWholeJudgement() {
        var random = SeededRandom(seed: 12)
        for round in 0..<200 {
            let count = Int.random(in: 1...300, using: &random)
            let hierarchy = randomScreen(count, cycles: round % 2 == 0, using: &random)
            let whole = hierarchy.outOfView()
            let ids = (0..<Int.random(in: 0...count, using: &random)).map { _ in
                Int.random(in: -2..<(count + 2), using: &random)
            }
            let some = hierarchy.outOfView(of: ids)
            XCTAssertEqual(some.count, count)
            for id in ids where id >= 0 && id < count { XCTAssertEqual(some[id], whole[id], "element \(id)") }
        }
    }
}
