import Foundation
import XCTest
import AuditKitLinux

/// `AccessibilityHierarchy.path(of:)`: the same steps as before, by walking parent ids.
final class HierarchyPathTests: XCTestCase {
    /// A chain `Application/Other/Other/…/Button['Go']` `depth` elements deep.
    private func chain(depth: Int) -> AccessibilityHierarchy {
        var elements: [ElementSnapshot] = []
        for id in 0..<depth {
            let type: ElementType = id == 0 ? .application : id == depth - 1 ? .button : .other
            var element = ElementSnapshot(id: id, elementType: type, pathComponent: id == depth - 1 ? "Button['Go']" : nil)
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

    func testPathMatchesTheAncestorsOnADeepTree() {
        let deep = chain(depth: 5_000)
        let expected = ([deep.elements[4_999]] + deep.ancestors(of: 4_999)).reversed().map(\.pathComponent).joined(separator: "/")
        XCTAssertEqual(deep.path(of: 4_999), expected)
        XCTAssertEqual(deep.path(of: 4_999).split(separator: "/").count, 5_000)
    }

    func testParentCycleIsCut() {
        var looped = chain(depth: 3)
        looped.elements[0].parent = 2   // 2 → 1 → 0 → 2
        XCTAssertEqual(looped.path(of: 2), "Application/Other/Button['Go']")
    }
}
