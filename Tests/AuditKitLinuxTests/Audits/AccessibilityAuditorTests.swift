import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits

/// The auditor puts the issues in view-tree order by moving them along a permutation
/// (`AccessibilityAuditor.permute(_:into:)`), not by copying each one into a new list.
final class AccessibilityAuditorTests: XCTestCase {
    /// An item that counts how many of its kind are alive.
    private final class Counted {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive += 1
        }
        deinit { Self.alive -= 1 }
    }

    func testPermuteMovesEachItemToItsPlaceOnce() {
        var generator = SystemRandomNumberGenerator()
        for count in Array(0...12) + [50, 333] {
            for _ in 0..<20 {
                let order = Array(0..<count).shuffled(using: &generator)
                do {
                    var items = (0..<count).map { (Counted($0), "item \($0)") }
                    let expected = order.map { items[$0].1 }
                    AccessibilityAuditor.permute(&items, into: order)
                    XCTAssertEqual(items.map(\.1), expected)
                    XCTAssertEqual(items.map(\.0.value), order)
                    XCTAssertEqual(Counted.alive, count, "nothing copied away or lost")
                }
                XCTAssertEqual(Counted.alive, 0, "every item freed once")
            }
        }
        // The identity and a single swap.
        var items = ["a", "b", "c"]
        AccessibilityAuditor.permute(&items, into: [0, 1, 2])
        XCTAssertEqual(items, ["a", "b", "c"])
        AccessibilityAuditor.permute(&items, into: [0, 2, 1])
        XCTAssertEqual(items, ["a", "c", "b"])
    }

    /// Issues come out in view-tree order, issues of one element in the order the rules reported
    /// them (the registry's), on every real capture.
    func testIssuesAreInViewTreeOrderAndStable() throws {
        let directory = try SharedTestData.captures()
        let files = try SharedTestData.captureNames()
        let ruleOrder = Dictionary(
            uniqueKeysWithValues: AccessibilityAuditor.builtInRules.enumerated().map { ($1.ruleID, $0) })
        var checked = 0
        for file in files {
            let hierarchy = try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file))
            guard let result = try? AccessibilityAuditor().audit(hierarchy) else { continue }
            let position = TreeOrder.viewTree(of: hierarchy.settingAsideSystemInterface(hierarchy.systemInterface()))
                .position
            let places = result.issues.map { issue -> Int in
                guard let id = issue.elementSnapshot?.id, id < position.count, position[id] >= 0 else { return Int.max }
                return position[id]
            }
            XCTAssertEqual(places, places.sorted(), file)
            for index in result.issues.indices.dropFirst() where places[index] == places[index - 1] {
                XCTAssertLessThanOrEqual(
                    ruleOrder[result.issues[index - 1].ruleID] ?? 0, ruleOrder[result.issues[index].ruleID] ?? 0, file)
            }
            checked += result.issues.count
        }
        XCTAssertGreaterThan(checked, 0)
    }
}
