import AuditKitLinux
import Foundation
import XCTest

/// `action.notAdjustable`: fires / does not fire.
final class ActionNotAdjustableRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testAdjustableWithoutIncrementAndDecrementFires() {
        let rating = View(frame: frame(100))
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating"
        rating.accessibilityTraits = .adjustable
        rating.accessibilityIncrementHandler = {}
        let outcome = RuleHarness.run(ActionNotAdjustableRule(), on: RuleHarness.app(rating))
        XCTAssertEqual(outcome.labels, ["Rating"])
        XCTAssertEqual(outcome.compact, ["Action is missing"])
    }

    func testSlidersAndFullAdjustablesPass() {
        let slider = Slider(frame: frame(100))
        let rating = View(frame: frame(150))
        rating.isAccessibilityElement = true
        rating.accessibilityLabel = "Rating"
        rating.accessibilityTraits = .adjustable
        rating.accessibilityIncrementHandler = {}
        rating.accessibilityDecrementHandler = {}
        let disabled = View(frame: frame(200))
        disabled.isAccessibilityElement = true
        disabled.accessibilityTraits = [.adjustable, .notEnabled]
        XCTAssertEqual(
            RuleHarness.run(ActionNotAdjustableRule(), on: RuleHarness.app(slider, rating, disabled)).issues, [])
    }

    func testCaptureAdjustablesAreNotEvaluated() {
        var capture = CaptureFixture()
        capture.add(.slider, parent: capture.root, label: "Volume", traits: .adjustable)
        let outcome = RuleHarness.run(ActionNotAdjustableRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.map(\.elementCount), [1])
    }
}
