import AuditKitLinux
import XCTest

@testable import AuditKitAudits

/// `MessageFormat`: a message written piece by piece reads as the interpolation of its pieces.
final class MessageFormatTests: XCTestCase {
    func testTextWrittenPieceByPieceIsItsInterpolation() {
        let pieces = [
            "", "Row 1 title", "née Zoë", "🇫🇷 flag", "line\nbreak", String(repeating: "x", count: 300), "e\u{301}",
        ]
        for first in pieces {
            for second in pieces {
                var text = MessageFormat.Text(capacity: 8)
                text.append("At ")
                text.append(first)
                text.append(" and ")
                text.append(42)
                text.append(second)
                text.append(-7)
                let expected = "At \(first) and \(42)\(second)\(-7)"
                XCTAssertEqual(text.string, expected)
                XCTAssertEqual(Array(text.string.utf8), Array(expected.utf8), "byte for byte")
            }
        }
        XCTAssertEqual(MessageFormat.Text(capacity: 0).string, "")
    }
}
