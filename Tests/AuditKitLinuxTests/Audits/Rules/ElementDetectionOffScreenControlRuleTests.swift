import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitAudits

/// `elementDetection.offScreenControl`: fires / does not fire.
final class ElementDetectionOffScreenControlRuleTests: XCTestCase {
    /// A row on screen holding a title and a "Delete" action laid out past its trailing edge.
    private func row(y: Double) -> View {
        let row = View(frame: rect(0, y, 390, 60))
        row.addSubview(Label(text: "Groceries", frame: rect(16, 0, 200, 60)))
        let delete = Button(title: "Delete", frame: rect(390, 0, 90, 60))
        delete.addAction {}
        row.addSubview(delete)
        return row
    }

    func testARowActionPastTheScreensEdgeFires() {
        let findings = RuleHarness.run(ElementDetectionOffScreenControlRule(), on: RuleHarness.app(row(y: 100)))
        XCTAssertEqual(findings.compact, ["Control is outside the screen"])
        XCTAssertEqual(findings.labels, ["Delete"])
        XCTAssertEqual(findings.issues.first?.evidence[.activationPointX], 435)
        XCTAssertEqual(findings.issues.first?.evidence[.spoken], "Delete, Button")
    }

    func testACapturedRowActionFiresWhenAccessibleAndIsNotEvaluatedWithout() {
        var capture = CaptureFixture()
        let table = capture.add(.table, parent: capture.root, frame: rect(0, 0, 390, 844))
        let cell = capture.add(.cell, parent: table, frame: rect(0, 100, 390, 60))
        capture.add(.staticText, parent: cell, label: "Groceries", frame: rect(16, 100, 200, 60))
        capture.add(
            .button, parent: cell, label: "Delete", accessible: true, frame: rect(390, 100, 90, 60), visible: false)
        capture.add(.button, parent: cell, label: "Archive", frame: rect(480, 100, 90, 60), visible: false)
        let findings = RuleHarness.run(ElementDetectionOffScreenControlRule(), on: capture.hierarchy)
        XCTAssertEqual(findings.labels, ["Delete"])
        XCTAssertEqual(findings.notEvaluated.filter { $0.auditType == .elementDetection }.map(\.elementCount), [1])
    }

    func testContentAScrollViewBringsInDoesNotFire() {
        // A carousel: cards past the edge inside a scroll view.
        let carousel = ScrollView(frame: rect(0, 100, 390, 200))
        for index in 0..<3 {
            let card = Button(title: "Card \(index)", frame: rect(Double(index) * 300, 0, 280, 200))
            card.addAction {}
            carousel.addSubview(card)
        }
        carousel.contentSize = CGSize(width: 900, height: 200)
        // A button partly past the edge, its centre on screen.
        let wide = Button(title: "More", frame: rect(340, 400, 80, 44))
        wide.addAction {}
        // Text past the edge is not a control.
        let note = Label(text: "Footnote", frame: rect(400, 500, 100, 22))
        let findings = RuleHarness.run(
            ElementDetectionOffScreenControlRule(), on: RuleHarness.app(carousel, wide, note))
        XCTAssertEqual(findings.issues, [])
        var capture = CaptureFixture()
        capture.add(.staticText, parent: capture.root, label: "Featured", frame: rect(16, 60, 200, 30))
        let list = capture.add(.collectionView, parent: capture.root, frame: rect(0, 100, 390, 200))
        let cell = capture.add(.cell, parent: list, frame: rect(400, 100, 280, 200))
        capture.add(
            .button, parent: cell, label: "Card 2", accessible: true, frame: rect(400, 100, 280, 200), visible: false)
        XCTAssertEqual(RuleHarness.run(ElementDetectionOffScreenControlRule(), on: capture.hierarchy).issues, [])
    }
}

extension ElementDetectionOffScreenControlRuleTests {
    func testContentBelowTheFoldAndPagesWithALikeCardOnScreenDoNotFire() {
        // A long list in a plain container (a capture that does not type its scroll view).
        var capture = CaptureFixture()
        let list = capture.add(.other, parent: capture.root, frame: rect(0, 0, 390, 844))
        capture.add(.staticText, parent: list, label: "Settings", frame: rect(16, 60, 300, 22))
        capture.add(.button, parent: list, label: "OK", accessible: true, frame: rect(16, 900, 300, 44))
        // Pages side by side in a plain container: the first on screen, the next past the edge.
        let pager = capture.add(.other, parent: capture.root, frame: rect(0, 300, 390, 200))
        capture.add(.button, parent: pager, label: "Page 1", accessible: true, frame: rect(0, 300, 390, 200))
        capture.add(.button, parent: pager, label: "Page 2", accessible: true, frame: rect(390, 300, 390, 200))
        XCTAssertEqual(RuleHarness.run(ElementDetectionOffScreenControlRule(), on: capture.hierarchy).issues, [])
    }
}

extension ElementDetectionOffScreenControlRuleTests {
    /// 20,000 like buttons in a row past the edge, the first on screen: pages, not row actions; each
    /// parent's children are looked at once, not once per button.
    func testAWideRowOfLikeButtonsIsPagesAndIsLookedAtOnce() {
        var capture = CaptureFixture()
        let strip = capture.add(.other, parent: capture.root, frame: rect(0, 100, 390, 44))
        for index in 0..<20_000 {
            capture.add(
                .button, parent: strip, label: "Page \(index)", accessible: true,
                frame: rect(Double(index) * 100, 100, 100, 44))
        }
        XCTAssertEqual(RuleHarness.run(ElementDetectionOffScreenControlRule(), on: capture.hierarchy).issues, [])
    }
}

extension ElementDetectionOffScreenControlRuleTests {
    /// A button past the edge and an unrelated button of the same type and size elsewhere on the
    /// screen (not beside it): the second is no page of a pager, and the first still fires.
    func testALikeControlElsewhereOnTheScreenDoesNotHideIt() {
        for goSize in [(50.0, 44.0), (50.0, 45.0), (51.0, 43.0)] {
            let delete = Button(title: "Delete", frame: rect(400, 100, 50, 44))
            delete.addAction {}
            let go = Button(title: "Go", frame: rect(100, 500, goSize.0, goSize.1))
            go.addAction {}
            let findings = RuleHarness.run(ElementDetectionOffScreenControlRule(), on: RuleHarness.app(delete, go))
            XCTAssertEqual(findings.labels, ["Delete"], "Go \(goSize)")
        }
        // The same in a capture (a page source: Window, Delete past the edge, Go lower down).
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Delete", accessible: true, frame: rect(400, 100, 50, 44))
        capture.add(.button, parent: capture.root, label: "Go", accessible: true, frame: rect(100, 500, 50, 44))
        XCTAssertEqual(
            RuleHarness.run(ElementDetectionOffScreenControlRule(), on: capture.hierarchy).labels, ["Delete"])
    }

    /// A row of like cards past the edge, one row on the screen and one past it lower down: the
    /// row past the edge lies beside no like row on the screen, so its button fires; a like card
    /// in the same row (its centre within the other's height, even offset by a few points) is a
    /// page and does not.
    func testLikeSiblingsCountOnlyInTheSameRow() {
        func card(_ x: Double, _ y: Double, _ title: String) -> View {
            let card = View(frame: rect(x, y, 390, 60))
            let button = Button(title: title, frame: rect(0, 0, 390, 60))
            button.addAction {}
            card.addSubview(button)
            return card
        }
        let apart = RuleHarness.run(
            ElementDetectionOffScreenControlRule(), on: RuleHarness.app(card(0, 100, "On"), card(400, 300, "Past")))
        XCTAssertEqual(apart.labels, ["Past"])
        let sameRow = RuleHarness.run(
            ElementDetectionOffScreenControlRule(), on: RuleHarness.app(card(0, 100, "On"), card(400, 110, "Next")))
        XCTAssertEqual(sameRow.issues, [])
        // Rows that only touch (one directly above the other) are not the same row.
        let touching = RuleHarness.run(
            ElementDetectionOffScreenControlRule(), on: RuleHarness.app(card(0, 100, "On"), card(400, 160, "Below")))
        XCTAssertEqual(touching.labels, ["Below"])
    }
}

extension ElementDetectionOffScreenControlRuleTests {
    /// Whether `id` (its centre off `screen`) has a like sibling in its row, asked pair by pair:
    /// another child of `parent` whose centre is on the screen, of the same type, whose width and
    /// height in whole points are each within 1 of `id`'s, and whose centre lies within `id`'s
    /// height or `id`'s within its.
    private func plainHasLikeSibling(
        _ id: Int, in parent: Int, of elements: [ElementSnapshot], screen: CGRect
    ) -> Bool {
        guard let own = elements[id].frame, own.isFiniteRect, !screen.contains(CGPoint(x: own.midX, y: own.midY))
        else { return false }
        for child in elements[parent].children where child != id {
            guard let other = elements[child].frame, other.isFiniteRect,
                screen.contains(CGPoint(x: other.midX, y: other.midY)),
                elements[child].elementType == elements[id].elementType,
                abs(other.width.rounded() - own.width.rounded()) <= 1,
                abs(other.height.rounded() - own.height.rounded()) <= 1
            else { continue }
            if abs(other.midY - own.midY) <= max(other.height, own.height) / 2 { return true }
        }
        return false
    }

    /// The like-sibling test (types and sizes grouped, bands sorted and searched, once per parent)
    /// answers as the pair-by-pair test does, for every child of random rows: sizes in fractions of
    /// a point around the rounding edges, rows that overlap, touch or lie apart, children on the
    /// screen and past either edge, frames of no height, not finite or far away.
    func testLikeSiblingsMatchAPairByPairTest() {
        var random = SeededRandom(seed: 3)
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        var found = [0, 0]
        for _ in 0..<400 {
            var capture = CaptureFixture()
            let parents = [
                capture.add(.other, parent: capture.root, frame: screen),
                capture.add(.other, parent: capture.root, frame: screen),
            ]
            for parent in parents {
                for _ in 0..<Int.random(in: 1...30, using: &random) {
                    let frame: CGRect
                    switch Int.random(in: 0..<25, using: &random) {
                    case 0: frame = CGRect(x: Double.nan, y: 100, width: 50, height: 44)
                    case 1: frame = CGRect(x: 400, y: 100, width: 50, height: Double.infinity)
                    case 2: frame = CGRect(x: 400, y: 100, width: 50, height: 0)
                    case 3: frame = CGRect(x: 1e6, y: 1e6, width: 50, height: 44)
                    case 4..<10:
                        // Rows half a row apart: one's centre on the other's top or bottom edge.
                        let x: Double = random.pick([-60, 0, 300, 390, 420])
                        frame = CGRect(
                            x: x, y: 100 + 22 * Double(Int.random(in: 0...4, using: &random)), width: 50, height: 44)
                    default:
                        // Sizes near 44 × 50 in tenths and halves of a point, centres near each other.
                        let width = 48 + Double(Int.random(in: 0...40, using: &random)) / 10
                        let height = 42 + Double(Int.random(in: 0...40, using: &random)) / 10
                        let x: Double = random.pick([-200, -60, 0, 100, 300, 380, 390, 420, 800])
                        let y = 100 + Double(Int.random(in: 0...120, using: &random)) / 2
                        frame = CGRect(x: x, y: y, width: width, height: height)
                    }
                    capture.add(random.pick([.button, .button, .cell, .link]), parent: parent, frame: frame)
                }
            }
            let hierarchy = capture.hierarchy
            let facts = ScreenFacts(hierarchy)
            var likes = ElementDetectionOffScreenControlRule.LikeChildren()
            for parent in parents {
                for id in hierarchy.elements[parent].children {
                    let expected = plainHasLikeSibling(id, in: parent, of: hierarchy.elements, screen: screen)
                    XCTAssertEqual(
                        likes.hasLikeSiblingOnScreen(id, in: parent, facts: facts, screen: screen), expected,
                        "\(String(describing: hierarchy.elements[id].frame)) in \(hierarchy.elements[parent].children)")
                    found[expected ? 1 : 0] += 1
                }
            }
        }
        // Both answers, many times.
        XCTAssertGreaterThan(found[0], 1000)
        XCTAssertGreaterThan(found[1], 1000)
    }
}
