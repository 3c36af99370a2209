import AuditKitLinuxTestSupport
import XCTest

/// An audit failure whose element's label holds line breaks, a tab and terminal escapes is one
/// line, so the test's `file:line: error:` line keeps the whole message.
final class OneLineFailureMessageTests: CapturingTestCase {
    func testALabelWithLineBreaksStaysOnTheFailuresLine() throws {
        let window = Window()
        let button = Button(title: "", frame: CGRect(x: 16, y: 100, width: 10, height: 10))
        button.accessibilityLabel = "line1\nline2\u{1B}[31mRED\u{7}\tend\r\u{2028}\u{85}"
        button.addAction {}
        window.addSubview(button)
        let app = HeadlessApplication(window, name: "Lines")
        let failures = try capture { try app.performAccessibilityAudit(for: [.hitRegion]) }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first?.description ?? ""
        XCTAssertFalse(message.contains(where: { $0.isNewline || $0 == "\t" || $0 == "\u{1B}" }), message)
        XCTAssertTrue(message.contains(#"line1\nline2\u{1B}[31mRED\u{7}\tend\r\u{2028}\u{85}"#), message)
    }
}
