import Foundation
import XCTest

@testable import AuditKitLinux

/// The facts about elements in `Hierarchy/ElementFacts.swift`.
final class ElementFactsTests: XCTestCase {
    /// `hasContent` answers as Foundation's trimming does, without building the trimmed copy: for
    /// every scalar of the Basic Multilingual Plane (where every white space character is) and a
    /// sample of the others, alone, and some strings.
    func testHasContentAgreesWithTrimmingForEveryScalar() {
        for value in Array(UInt32(0)...0xFFFF) + Array(stride(from: UInt32(0x10000), through: 0x10FFFF, by: 251)) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            XCTAssertEqual(
                alone.hasContent, !alone.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                "U+\(String(value, radix: 16))")
        }
        for text in ["", " ", "\t\n\r ", " a ", "\u{200B}", "\u{200B}x", " \u{301}", "\u{3000}\u{2028}", "日本", "\r\n"] {
            XCTAssertEqual(text.hasContent, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "'\(text)'")
        }
    }
}
