import Foundation
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel
@testable import AuditKitVoiceOver

/// The spatial and range questions the rules ask of many frames at once, against the same
/// questions asked pair by pair.
final class SpatialQueriesTests: XCTestCase {
    /// A coordinate on a coarse grid, so that edges often coincide (`CGRect.contains` leaves out
    /// the maximum edges).
    private func coordinate(_ random: inout SeededRandom) -> Double {
        Double(Int.random(in: 0...20, using: &random)) * 5
    }

    func testCoveredPointsAreThoseAFrameContains() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<200 {
            let rects = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                CGRect(
                    x: coordinate(&random), y: coordinate(&random),
                    width: random.chance(0.1) ? 0 : coordinate(&random),
                    height: random.chance(0.1) ? 0 : coordinate(&random))
            }
            let points = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                CGPoint(x: coordinate(&random) + (random.chance(0.3) ? 2.5 : 0), y: coordinate(&random))
            }
            let expected = points.map { point in rects.contains { $0.contains(point) } }
            XCTAssertEqual(SpatialQueries.covered(points: points, by: rects), expected)
        }
    }

    func testBandIndexFindsAnItemInRangeAndBandWhenThereIsOne() {
        var random = SeededRandom(seed: 2)
        for _ in 0..<200 {
            let count = Int.random(in: 0...40, using: &random)
            let positions = (0..<count).map { _ in Int.random(in: 0...60, using: &random) }.sorted()
            let minY = (0..<count).map { _ in coordinate(&random) }
            let maxY = minY.map { $0 + coordinate(&random) }
            let index = SpatialQueries.BandIndex(positions: positions, minY: minY, maxY: maxY)
            for _ in 0..<20 {
                let low = Int.random(in: 0...60, using: &random)
                let high = Int.random(in: low...61, using: &random)
                let top = coordinate(&random)
                let bottom = coordinate(&random)
                let matching = (0..<count).filter {
                    (low..<high).contains(positions[$0]) && minY[$0] <= top && maxY[$0] >= bottom
                }
                let found = index.item(in: low..<high, minYAtMost: top, maxYAtLeast: bottom)
                if matching.isEmpty {
                    XCTAssertNil(found)
                } else {
                    XCTAssertNotNil(found)
                    if let found { XCTAssertTrue(matching.contains(found), "\(found) is not in \(matching)") }
                }
            }
        }
    }

    func testRangeMinimumIsTheLeastKeyOfTheRange() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<100 {
            let keys = (0..<Int.random(in: 0...50, using: &random)).map { _ in Int.random(in: -5...50, using: &random) }
            let minimum = SpatialQueries.RangeMinimum(keys)
            for low in 0...keys.count {
                for high in low...keys.count {
                    XCTAssertEqual(minimum.minimum(low..<high), keys[low..<high].min() ?? Int.max)
                }
            }
        }
    }
}

/// Tree positions against the walks they stand for.
final class TreeOrderTests: XCTestCase {
    func testSubtreesAreTheWalksFromEachElement() {
        var random = SeededRandom(seed: 4)
        for _ in 0..<50 {
            var capture = CaptureFixture()
            for _ in 0..<Int.random(in: 1...80, using: &random) {
                capture.add(.other, parent: Int.random(in: 0..<capture.elements.count, using: &random))
            }
            let hierarchy = capture.hierarchy
            let tree = TreeOrder.viewTree(of: hierarchy)
            XCTAssertEqual(tree.order, hierarchy.viewTreeElements.map(\.id))
            for id in hierarchy.elements.indices {
                XCTAssertEqual(
                    tree.subtree(of: id).map { tree.order[$0] },
                    hierarchy.preorder(from: id, children: \.children).map(\.id))
                XCTAssertEqual(tree.descendants(of: id).map { tree.order[$0] }, hierarchy.descendants(of: id).map(\.id))
            }
            let marked = PositionCounts(tree) { $0 % 3 == 0 }
            for id in hierarchy.elements.indices {
                XCTAssertEqual(
                    marked.count(in: tree.subtree(of: id)),
                    hierarchy.preorder(from: id, children: \.children).filter { $0.id % 3 == 0 }.count)
            }
        }
    }

    func testAnElementTheWalkDoesNotReachHasAnEmptySubtree() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root)
        var elements = capture.hierarchy.elements
        elements.append(ElementSnapshot(id: 2, elementType: .other))  // listed by no one
        let tree = TreeOrder.viewTree(
            of: AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json)))
        XCTAssertFalse(tree.contains(2))
        XCTAssertTrue(tree.subtree(of: 2).isEmpty)
        XCTAssertFalse(tree.isInside(2, 0))
        XCTAssertTrue(tree.isInside(1, 0))
    }
}

/// Finding which elements say which texts, for many texts at once.
final class SpokenTextsTests: XCTestCase {
    func testTheSpeakersOfEachTextAreThoseWhoseLabelOrValueContainsIt() {
        var random = SeededRandom(seed: 5)
        // Words that contain each other, differ by case, width or accents, or only look alike
        // (decomposed and precomposed é, composed and decomposed Hangul).
        let words = [
            "Delete", "delete all", "Go", "go", "Ｇｏ", "Café", "Cafe\u{301}", "cafe", "e", "\u{AC00}",
            "\u{1100}\u{1161}",
            "日本語", "本", "Item 1", "Item 12", "", " ", "a\u{301}", "a",
        ]
        for _ in 0..<40 {
            var capture = CaptureFixture()
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                capture.add(
                    .button, parent: 0,
                    label: random.chance(0.8)
                        ? random.pick(words) + (random.chance(0.3) ? " " + random.pick(words) : "") : nil,
                    value: random.chance(0.3) ? random.pick(words) : nil)
            }
            let facts = ScreenFacts(capture.hierarchy)
            let texts = Array(
                Set((0..<15).map { _ in TextMatching.normalized(random.pick(words)) }.filter { !$0.isEmpty }))
            let candidates = Array(capture.elements.indices.filter { _ in random.chance(0.8) })
            let spoken = SpokenTexts(texts: texts, candidates: candidates, facts: facts)
            for (index, text) in texts.enumerated() {
                let expected = candidates.filter { TextMatching.speaks(capture.elements[$0], text: text) }
                XCTAssertEqual(spoken.speakers[index], expected, "'\(text)'")
            }
        }
    }
}
