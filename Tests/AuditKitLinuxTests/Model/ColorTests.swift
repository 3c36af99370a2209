import AuditKitLinux
import Foundation
import XCTest

/// ``RGBA`` values as reports write them.
final class ColorTests: XCTestCase {
    func testHexStringOfAnOutOfRangeComponentIsClamped() {
        var colour = RGBA(red: 0, green: 0, blue: 0)
        colour.red = 1e300
        colour.green = -.infinity
        colour.blue = .nan
        XCTAssertEqual(colour.hexString, "#FF0000")
    }
}
