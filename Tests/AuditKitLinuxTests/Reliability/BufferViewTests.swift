import XCTest

@testable import AuditKitLinux

/// `BufferView` and `MutableBufferView` (the audit's in-place reads and writes of arrays) against
/// `Array`'s own reads and writes, and `permute(into:)` against building the permuted array.
final class BufferViewTests: XCTestCase {
    func testReadsAndWritesMatchTheArray() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...40 {
            let strings = (0..<count).map {
                "item \($0) " + String(repeating: "x", count: Int.random(in: 0..<30, using: &generator))
            }
            strings.withView { view in
                XCTAssertEqual(view.count, count)
                XCTAssertEqual(Array(view), strings)
                for index in 0..<count { XCTAssertEqual(view[index], strings[index]) }
                XCTAssertTrue(view.sharesStorage(with: view))
            }
            var numbers = Array(0..<count)
            numbers.withMutableView { view in
                for index in view.indices { view[index] = view[index] * 3 + 1 }
            }
            XCTAssertEqual(numbers, (0..<count).map { $0 * 3 + 1 })
        }
        let a = ["a"]
        let b = ["a"]
        a.withView { a in b.withView { b in XCTAssertFalse(a.sharesStorage(with: b)) } }
    }

    func testPermuteMovesEachItemToItsPlace() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...60 {
            let items = (0..<count).map { "item \($0)" }
            let order = Array(0..<count).shuffled(using: &generator)
            var permuted = items
            permuted.permute(into: order)
            XCTAssertEqual(permuted, order.map { items[$0] })
        }
    }
}
