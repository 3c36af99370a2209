import AuditKitLinux
import XCTest

/// `ByteCopy.copy` against `memcpy`'s result: every count from 0 to 40 (each branch and both ends
/// of each), at every offset of the source and target within a word, with the bytes around the
/// target left as they were.
final class ByteCopyTests: XCTestCase {
    func testEveryShortCountCopiesExactlyItsBytes() {
        let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for count in 0...40 {
            for sourceOffset in 0..<8 {
                for targetOffset in 0..<8 {
                    var target = [UInt8](repeating: 0xEE, count: 64)
                    source.withUnsafeBytes { from in
                        target.withUnsafeMutableBytes { into in
                            ByteCopy.copy(
                                into.baseAddress! + targetOffset, from: from.baseAddress! + sourceOffset, count: count)
                        }
                    }
                    var expected = [UInt8](repeating: 0xEE, count: 64)
                    expected.replaceSubrange(
                        targetOffset..<(targetOffset + count), with: source[sourceOffset..<(sourceOffset + count)])
                    XCTAssertEqual(
                        target, expected, "count \(count), source offset \(sourceOffset), target offset \(targetOffset)"
                    )
                }
            }
        }
    }
}
