import Foundation
import XCTest
import AuditKitLinux

/// Small message fixes: huge numbers in summaries stay short; JSON that parses but holds a number
/// out of range says which number and where.
final class MessageNitTests: XCTestCase {
    func testSummaryOfAHugeFrameIsShort() {
        var element = ElementSnapshot(id: 0, elementType: .button)
        element.frame = CGRect(x: 1e308, y: -2.5e20, width: 1e15, height: 44.5)
        XCTAssertEqual(element.summary, "Button, {{1e+308, -2.5e+20}, {1e+15, 44.5}}")
        element.frame = CGRect(x: 999_999_999_999_999, y: 12.25, width: 1_234_567.5, height: 44)
        XCTAssertEqual(element.summary, "Button, {{999999999999999, 12.2}, {1234567.5, 44}}")
    }

    func testJSONWithAnIntegerBeyond64BitsNamesTheNumberAndWhereItIs() throws {
        let app = HeadlessApplication(Window(), name: "T")
        app.rootView.addSubview(Button(title: "Go", frame: CGRect(x: 0, y: 100, width: 100, height: 44)))
        var text = String(decoding: try app.snapshot().jsonData(), as: UTF8.self)
        let range = try XCTUnwrap(text.range(of: #""parent" : 1"#))
        text.replaceSubrange(range, with: #""parent" : 12345678901234567890123"#)
        XCTAssertThrowsError(try AccessibilityHierarchy(importing: Data(text.utf8), name: "t.json")) { error in
            XCTAssertEqual("\(error)", "t.json: invalid hierarchy JSON at hierarchy.elements[2].parent: the number 12345678901234567890123 is out of range "
                           + "(integers must fit in 64 bits, -9223372036854775808...9223372036854775807)")
        }
    }
}
