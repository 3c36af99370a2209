import AuditKitLinux
import Foundation
import XCTest

/// Trees thousands deep: `hasAncestor(where:)` answers as `ancestors(of:)` does, and whole audits of
/// deep captures and deep headless screens finish and still find the issues at the bottom.
/// (Smoke tests, not timings: the benchmark `auditkit-bench` measures a 20,000-deep page source.)
final class DeepHierarchyTests: XCTestCase {
    /// A view-tree chain of `types`, each the parent of the next.
    private func chain(_ types: [ElementType]) -> AccessibilityHierarchy {
        let elements = types.enumerated().map { id, type in
            var element = ElementSnapshot(id: id, elementType: type)
            element.parent = id == 0 ? nil : id - 1
            element.children = id == types.count - 1 ? [] : [id + 1]
            return element
        }
        return AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
    }

    /// An Appium page source `depth` `Other`s deep with a 10 × 10 unlabelled button at the bottom.
    private func deepPageSource(depth: Int) -> Data {
        let other =
            #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
        return Data(
            ("<AppiumAUT>"
                + #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Deep" label="Deep" x="0" y="0" width="390" height="844">"#
                + String(repeating: other, count: depth)
                + #"<XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="0" y="0" width="10" height="10"/>"#
                + String(repeating: "</XCUIElementTypeOther>", count: depth)
                + "</XCUIElementTypeApplication></AppiumAUT>").utf8)
    }

    func testHasAncestorAgreesWithAncestors() {
        let tree = chain([.application, .window, .tabBar, .other, .button, .other])
        let flags = tree.hasAncestor { $0.elementType == .tabBar }
        XCTAssertEqual(flags, [false, false, false, true, true, true])
        for id in tree.elements.indices {
            XCTAssertEqual(flags[id], tree.ancestors(of: id).contains { $0.elementType == .tabBar }, "element \(id)")
        }
        XCTAssertEqual(tree.hasAncestor { _ in false }, Array(repeating: false, count: 6))
    }

    func testHasAncestorCutsParentCyclesAndBadParents() {
        var looped = chain([.application, .other, .tabBar, .button])
        looped.elements[0].parent = 3  // 3 → 2 → 1 → 0 → 3
        looped.elements[1].parent = 0
        var orphan = chain([.application, .tabBar, .button])
        orphan.elements[0].parent = 99  // out of range: no ancestor there
        for tree in [looped, orphan] {
            let flags = tree.hasAncestor { $0.elementType == .tabBar }
            for id in tree.elements.indices {
                XCTAssertEqual(
                    flags[id], tree.ancestors(of: id).contains { $0.elementType == .tabBar }, "element \(id)")
            }
        }
    }

    func testHasAncestorOnAChain20000Deep() {
        let deep = chain([.application, .navigationBar] + Array(repeating: .other, count: 19_998))
        let flags = deep.hasAncestor { $0.elementType.isSystemBar }
        XCTAssertEqual(flags.filter { $0 }.count, 19_998)
        XCTAssertFalse(flags[1])
    }

    func testAuditOfA5000DeepCaptureFindsTheButtonAtTheBottom() throws {
        let hierarchy = try AccessibilityHierarchy(importing: deepPageSource(depth: 5_000), name: "deep.xml")
        XCTAssertEqual(hierarchy.elements.count, 5_002)
        let result = try hierarchy.audit(for: .all)
        XCTAssertEqual(
            Set(result.issues.map(\.compactDescription)), ["Hit area is too small", "Element has no description"])
        // The path is shortened past 64 steps (HierarchyPathTests): its first steps, the count, its last steps.
        XCTAssertEqual(result.issues.first?.path?.split(separator: "/").count, 37)
        XCTAssertTrue(
            result.issues.first?.path?.hasPrefix("Application['Deep']/Other/Other/Other/…(4966 steps)…/Other/") == true,
            result.issues.first?.path ?? "")
    }

    func testAuditOf5000NestedViewsFindsTheFixedFontAtTheBottom() throws {
        let window = Window()
        var parent: View = window
        for _ in 0..<5_000 {
            let child = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            parent.addSubview(child)
            parent = child
        }
        let label = Label(text: "Deep", frame: CGRect(x: 10, y: 100, width: 300, height: 30))
        label.font = .systemFont(ofSize: 17)
        parent.addSubview(label)
        let result = try HeadlessApplication(window, name: "Deep").audit(for: [.dynamicType, .textClipped, .contrast])
        XCTAssertTrue(
            result.issues.contains { $0.compactDescription == "Dynamic Type font sizes are unsupported" },
            "\(result.issues.map(\.compactDescription))")
    }
}
