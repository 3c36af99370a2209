import AuditKitModel
import XCTest

/// `FileName`: a name's bytes kept through a `String`, and shown escaped.
final class FileNameTests: XCTestCase {
    func testEveryByteStringComesBackAsItsBytes() {
        let names: [[UInt8]] = [
            Array("login.xml".utf8),
            Array("caf".utf8) + [0xE9] + Array(".xml".utf8),
            [0xFF, 0xFE],
            // A UTF-8 lead byte cut short, then ASCII; a lone continuation byte; an over-long encoding.
            [0xE2, 0x82, 0x41, 0x80, 0xC0, 0xAF],
            Array("cafe\u{301}.xml".utf8),
            Array("caf\\xE9.xml".utf8),
        ]
        for bytes in names {
            XCTAssertEqual(FileName.bytes(FileName.decode(bytes)), bytes, "\(bytes)")
        }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<12, using: &random)).map { _ in
                UInt8.random(in: 1...255, using: &random)
            }
            XCTAssertEqual(FileName.bytes(FileName.decode(bytes)), bytes, "\(bytes)")
        }
    }

    func testUTF8NamesAreKeptAsTheyAre() {
        let decomposed = "cafe\u{301}.xml"
        let name = FileName.decode(Array(decomposed.utf8))
        XCTAssertEqual(Array(name.unicodeScalars), Array(decomposed.unicodeScalars))
        XCTAssertFalse(FileName.hasStandIns(name))
        XCTAssertEqual(FileName.shown(name).utf8.count, decomposed.utf8.count)
    }

    func testBytesThatAreNotUTF8AreShownAsEscapes() {
        XCTAssertEqual(FileName.shown(FileName.decode(Array("caf".utf8) + [0xE9] + Array(".xml".utf8))), "caf\\xE9.xml")
        XCTAssertEqual(FileName.shown(FileName.decode([0xFF, 0x80])), "\\xFF\\x80")
        XCTAssertTrue(FileName.hasStandIns(FileName.decode([0xFF])))
        XCTAssertEqual(FileName.shown("100%25 done?#.xml"), "100%25 done?#.xml")
    }
}
