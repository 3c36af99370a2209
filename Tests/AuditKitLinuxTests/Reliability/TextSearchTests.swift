import AuditKitLinux
import XCTest

/// `String.containsText(_:)`: the search the rules use for texts from apps and captures, which may
/// hold NUL characters that Foundation's search on Linux gets wrong or traps on.
final class TextSearchTests: XCTestCase {
    func testFindsTextsAsFoundationDoesOnPlainText() {
        XCTAssertTrue("Play, pause".containsText("pause"))
        XCTAssertTrue("pause".containsText("pause"))
        XCTAssertFalse("Play".containsText("Play all"))
        XCTAssertFalse("Play".containsText("play"))
        XCTAssertFalse("Play".containsText(""))
        XCTAssertFalse("".containsText(""))
    }

    func testComparesCharactersNotBytesBeyondASCII() {
        XCTAssertTrue("Caf\u{E9} menu".containsText("Cafe\u{301} m"))
        XCTAssertFalse("cafe\u{301}".containsText("cafe"))
        XCTAssertTrue("設定を開く".containsText("設定"))
        XCTAssertFalse("e\u{301}x".containsText("e"))
    }

    func testNULCharactersAreCharactersLikeAnyOther() {
        XCTAssertFalse("a\0".containsText("a\0\0"))
        XCTAssertTrue("x\0\0".containsText("\0\0"))
        XCTAssertFalse("\u{12} \u{4}\0\0\u{FFFD}\u{FFFD}\"\0\0\0".containsText("\0\0\0\0\0"))
        XCTAssertTrue("\u{FFFD}\0\0\0".containsText("\u{FFFD}\0"))
    }

    /// A container element whose label ends in NULs, over a text with more of them: the text is not
    /// in the label, so it is reported, and the audit does not trap (found by fuzzing).
    func testTextWithNULsIsJudgedByItsCharacters() {
        let cell = View(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Total\0"
        cell.addSubview(Label(text: "Total\0\0", frame: CGRect(x: 20, y: 10, width: 100, height: 20)))
        let found = RuleHarness.run(ElementDetectionInaccessibleTextRule(), on: cell)
        XCTAssertEqual(found.compact, ["Potentially inaccessible text"])
        cell.accessibilityLabel = "Total\0\0 due"
        XCTAssertEqual(RuleHarness.run(ElementDetectionInaccessibleTextRule(), on: cell).compact, [])
    }
}
