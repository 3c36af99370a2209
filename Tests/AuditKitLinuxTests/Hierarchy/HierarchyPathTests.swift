import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// `AccessibilityHierarchy.path(of:)`: the same steps as before, by walking parent ids, shortened
/// past 64 steps; the audit's path index writes the same strings in bounded time.
final class HierarchyPathTests: XCTestCase {
    /// A chain `Application/Other/Other/…/Button['Go']` `depth` elements deep.
    private func chain(depth: Int) -> AccessibilityHierarchy {
        var elements: [ElementSnapshot] = []
        for id in 0..<depth {
            let type: ElementType = id == 0 ? .application : id == depth - 1 ? .button : .other
            var element = ElementSnapshot(
                id: id, elementType: type, pathComponent: id == depth - 1 ? "Button['Go']" : nil)
            element.parent = id == 0 ? nil : id - 1
            element.children = id == depth - 1 ? [] : [id + 1]
            elements.append(element)
        }
        return AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
    }

    func testPathJoinsStepsFromTheRoot() {
        XCTAssertEqual(chain(depth: 4).path(of: 3), "Application/Other/Other/Button['Go']")
        XCTAssertEqual(chain(depth: 4).path(of: 0), "Application")
        XCTAssertEqual(chain(depth: 4).path(of: 99), "")
    }

    func testPathMatchesTheAncestorsUpToTheLimit() {
        let deep = chain(depth: 64)
        let expected = ([deep.elements[63]] + deep.ancestors(of: 63)).reversed().map(\.pathComponent).joined(
            separator: "/")
        XCTAssertEqual(deep.path(of: 63), expected)
        XCTAssertEqual(deep.path(of: 63).split(separator: "/").count, 64)
    }

    func testALongPathKeepsItsFirstAndLastStepsAndCountsTheRest() {
        let deep = chain(depth: 5_000)
        let path = deep.path(of: 4_999)
        XCTAssertEqual(
            path,
            "Application/Other/Other/Other/…(4964 steps)…/" + String(repeating: "Other/", count: 31) + "Button['Go']")
        // Bounded: the path of any element of any depth has at most 37 steps.
        XCTAssertEqual(
            path.split(separator: "/").count,
            AccessibilityHierarchy.pathHeadSteps + 1 + AccessibilityHierarchy.pathTailSteps)
        XCTAssertEqual(
            deep.path(of: 64),
            "Application/Other/Other/Other/…(29 steps)…/" + String(repeating: "Other/", count: 31) + "Other")
        XCTAssertNotEqual(deep.path(of: 100), deep.path(of: 101), "the count keeps different depths apart")
    }

    func testThePathIndexWritesTheSamePaths() throws {
        var hierarchies = [chain(depth: 3), chain(depth: 64), chain(depth: 65), chain(depth: 70), chain(depth: 1_000)]
        var looped = chain(depth: 100)
        looped.elements[0].parent = 99
        hierarchies.append(looped)
        var orphan = chain(depth: 80)
        orphan.elements[10].parent = 999
        hierarchies.append(orphan)
        // Components of every kind of text the index copies: empty (at the root and in the middle),
        // small and large strings, non-ASCII (Japanese, emoji, combining marks), in short and
        // shortened paths; and an orphan whose cut falls inside the kept tail.
        let texts = ["", "Other", "Button['再生']", "Cell['Café 👩‍👩‍👧 ready to play now']", "", "StaticText['e\u{301}']"]
        for depth in [2, 7, 64, 65, 69, 300] {
            var mixed = chain(depth: depth)
            for id in mixed.elements.indices {
                mixed.elements[id].pathComponent = texts[(id * 7 + depth) % texts.count]
            }
            mixed.elements[0].pathComponent = ""
            hierarchies.append(mixed)
        }
        var cutInTail = chain(depth: 120)
        cutInTail.elements[100].parent = 5_000
        hierarchies.append(cutInTail)
        let captures = try SharedTestData.captures()
        for file in try FileManager.default.contentsOfDirectory(atPath: captures.path).sorted()
        where !file.hasSuffix(".src.txt") {
            hierarchies.append(try SharedTestData.capture(file))
        }
        for hierarchy in hierarchies {
            let index = AccessibilityHierarchy.PathIndex(hierarchy)
            for id in hierarchy.elements.indices {
                XCTAssertEqual(
                    index.path(of: id), hierarchy.path(of: id), "element \(id) of \(hierarchy.elements.count)")
            }
        }
    }

    func testParentCycleIsCut() {
        var looped = chain(depth: 3)
        looped.elements[0].parent = 2  // 2 → 1 → 0 → 2
        XCTAssertEqual(looped.path(of: 2), "Application/Other/Button['Go']")
    }
}
