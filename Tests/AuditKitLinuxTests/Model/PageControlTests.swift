import AuditKitLinux
import Foundation
import XCTest

/// `PageControl` (`UIPageControl`): one adjustable element whose value is "page N of M", moved by
/// VoiceOver's swipes and by taps; found by `app.pageIndicators`; audited without false positives.
final class PageControlTests: XCTestCase {
    private func app(_ control: PageControl) -> HeadlessApplication {
        let window = Window()
        window.addSubview(control)
        return HeadlessApplication(window)
    }

    private func dots(_ pages: Int = 3, current: Int = 0) -> PageControl {
        PageControl(numberOfPages: pages, currentPage: current, frame: CGRect(x: 95, y: 700, width: 200, height: 26))
    }

    func testSnapshotIsAnAdjustablePageIndicatorWithPageValue() throws {
        let app = app(dots())
        let element = try XCTUnwrap(app.snapshot().elements.first { $0.elementType == .pageIndicator })
        XCTAssertEqual(element.isAccessibilityElement, true)
        XCTAssertEqual(element.traits, .adjustable)
        XCTAssertEqual(element.value, "page 1 of 3")
        XCTAssertNil(element.label)
        XCTAssertEqual(element.hasAdjustment, true)
        XCTAssertEqual(element.isInAccessibilityView, true)
        XCTAssertEqual(VoiceOverTranscript(app.snapshot()).lines, ["page 1 of 3, Adjustable"])
    }

    func testIncrementAndDecrementMoveThePageWithinBoundsAndRunActions() {
        let control = dots()
        var changes = 0
        control.addAction { changes += 1 }
        control.accessibilityIncrement()
        control.accessibilityIncrement()
        control.accessibilityIncrement()  // already on the last page: no change, no action
        XCTAssertEqual(control.currentPage, 2)
        XCTAssertEqual(control.accessibilityValue, "page 3 of 3")
        XCTAssertEqual(changes, 2)
        control.accessibilityDecrement()
        XCTAssertEqual(control.currentPage, 1)
        XCTAssertEqual(changes, 3)
    }

    func testHandlersReplaceTheDefaultAdjustment() {
        let control = dots()
        var swiped = false
        control.accessibilityIncrementHandler = { swiped = true }
        control.accessibilityIncrement()
        XCTAssertTrue(swiped)
        XCTAssertEqual(control.currentPage, 0)
    }

    func testPagesAreClampedAndNoPagesGiveNoValue() {
        XCTAssertEqual(dots(3, current: 9).currentPage, 2)
        XCTAssertEqual(dots(3, current: -4).currentPage, 0)
        let empty = dots(0)
        XCTAssertNil(empty.accessibilityValue)
        empty.accessibilityIncrement()
        XCTAssertEqual(empty.currentPage, 0)
        let shrinking = dots(5, current: 4)
        shrinking.numberOfPages = 2
        XCTAssertEqual(shrinking.currentPage, 1)
    }

    func testDisabledControlDoesNotMoveAndIsDimmed() throws {
        let control = dots()
        control.isEnabled = false
        control.accessibilityIncrement()
        XCTAssertEqual(control.currentPage, 0)
        XCTAssertEqual(control.accessibilityTraits, [.adjustable, .notEnabled])
    }

    func testQueryFindsItAndTapMovesForward() {
        let app = app(dots())
        XCTAssertEqual(app.pageIndicators.count, 1)
        XCTAssertTrue(app.pageIndicators.firstMatch.tap())
        XCTAssertEqual(app.pageIndicators.firstMatch.value as? String, "page 2 of 3")
    }

    func testAuditFindsNothingOnADefaultPageControl() throws {
        let result = try app(dots()).audit()
        XCTAssertEqual(result.issues.map(\.description), [])
    }

    func testAuditFindsATooSmallPageControl() throws {
        let squashed = PageControl(numberOfPages: 3, frame: CGRect(x: 180, y: 700, width: 30, height: 8))
        let result = try app(squashed).audit()
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Hit area is too small"])
    }

    func testAuditFindsAnAdjustableReplacementThatCannotBeAdjusted() throws {
        // A custom page indicator built from a plain view: adjustable, but no increment/decrement.
        let custom = View(frame: CGRect(x: 95, y: 700, width: 200, height: 26))
        custom.isAccessibilityElement = true
        custom.accessibilityTraits = .adjustable
        custom.accessibilityValue = "page 1 of 3"
        custom.accessibilityLabel = "Page"
        let window = Window()
        window.addSubview(custom)
        let result = try HeadlessApplication(window).audit(for: .action)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Action is missing"])
    }
}
