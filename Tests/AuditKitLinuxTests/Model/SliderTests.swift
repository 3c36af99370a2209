import AuditKitLinux
import XCTest

/// `Slider`'s spoken value: a whole percentage of the range, with the value clamped to the range as
/// UIKit clamps `UISlider.value`, and no value for a range that is empty or not finite.
final class SliderTests: XCTestCase {
    private func spoken(_ value: Double, _ minimum: Double = 0, _ maximum: Double = 1) -> String? {
        Slider(value: value, minimumValue: minimum, maximumValue: maximum).accessibilityValue
    }

    func testValueIsAPercentageOfTheRange() {
        XCTAssertEqual(spoken(0.5), "50%")
        XCTAssertEqual(spoken(15, 10, 20), "50%")
        XCTAssertEqual(spoken(0), "0%")
        XCTAssertEqual(spoken(1), "100%")
    }

    func testValuesOutsideTheRangeAreClampedAsUIKitDoes() {
        XCTAssertEqual(spoken(1e20), "100%")
        XCTAssertEqual(spoken(-1e300), "0%")
        XCTAssertEqual(spoken(.infinity), "100%")
        XCTAssertEqual(spoken(-.infinity), "0%")
    }

    func testNonFiniteOrEmptyRangesGiveNoValue() {
        XCTAssertNil(spoken(0, -.infinity, 1))
        XCTAssertNil(spoken(0, 0, .infinity))
        XCTAssertNil(spoken(0, .nan, 1))
        XCTAssertNil(spoken(0, -1e308, 1e308))  // the range overflows to infinity
        XCTAssertNil(spoken(1, 1, 1))
        XCTAssertNil(spoken(0.5, 1, 0))
        XCTAssertNil(spoken(.nan))
    }
}
