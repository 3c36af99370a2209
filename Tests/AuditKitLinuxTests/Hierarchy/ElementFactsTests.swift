import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitModel

/// The facts about elements in `Hierarchy/ElementFacts.swift`.
final class ElementFactsTests: XCTestCase {
    /// The scalars `hasContent` leaves out are Foundation's `whitespacesAndNewlines` and the
    /// standard library's `isDefaultIgnorableCodePoint`, for every scalar of every plane.
    func testUnspokenScalarsAreWhiteSpaceAndDefaultIgnorables() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected =
                CharacterSet.whitespacesAndNewlines.contains(scalar) || scalar.properties.isDefaultIgnorableCodePoint
            if String.isUnspoken(scalar) != expected { XCTFail("U+\(String(value, radix: 16))") }
            if String.isDefaultIgnorable(scalar) != scalar.properties.isDefaultIgnorableCodePoint {
                XCTFail("U+\(String(value, radix: 16)) default-ignorable")
            }
        }
    }

    /// `hasContent` answers whether a scalar is left after Foundation's `whitespacesAndNewlines`
    /// and Unicode's default-ignorable characters are taken away: for every scalar of
    /// the Basic Multilingual Plane (where every white space character is) and a sample of the
    /// others, alone, and some strings.
    func testHasContentAgreesWithTrimmingForEveryScalar() {
        let values = Array(UInt32(0)...0xFFFF) + Array(stride(from: UInt32(0x10000), through: 0x10FFFF, by: 251))
        func trimmedHasContent(_ text: String) -> Bool {
            text.unicodeScalars.contains {
                !CharacterSet.whitespacesAndNewlines.contains($0) && !$0.properties.isDefaultIgnorableCodePoint
            }
        }
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            XCTAssertEqual(alone.hasContent, trimmedHasContent(alone), "U+\(String(value, radix: 16))")
        }
        let texts = [
            "", " ", "\t\n\r ", " a ", "\u{200B}", "\u{200B}x", " \u{301}", "\u{3000}\u{2028}", "日本", "\r\n",
            "\u{FEFF}", "\u{200E}\u{2068}\u{2069}", "\u{3164}", "\u{00AD} ", "\u{E0041}", "\u{2068}Anna\u{2069}",
        ]
        for text in texts {
            XCTAssertEqual(text.hasContent, trimmedHasContent(text), "'\(text)'")
        }
        XCTAssertFalse("\u{200E}\u{FEFF}\u{3164}\u{2060}".hasContent, "drawn as nothing")
        XCTAssertTrue("\u{2068}Anna\u{2069}".hasContent)
    }

    /// `isOffScreen` works the overlap out itself when both rectangles are finite with sizes not
    /// negative: the same answer as `intersection` gives, for rectangles apart, touching, inside
    /// each other, empty, huge, negative in size (where it asks `intersection`) and random.
    func testIsOffScreenAgreesWithIntersection() {
        func byIntersection(_ frame: CGRect, _ screen: CGRect?) -> Bool {
            guard let screen, frame.isFiniteRect else { return false }
            let overlap = frame.intersection(screen)
            return overlap.isNull || overlap.width <= 0 || overlap.height <= 0
        }
        let edges: [Double] = [-1e300, -1e7, -390, -1, -0.5, -0.0, 0, 0.25, 1, 24, 389.5, 390, 390.5, 844, 1e7, 1e300]
        let sizes: [Double] = [0, -0.0, 0.5, 1, 44, 390, 1e300, -1, .infinity, .nan]
        let screens: [CGRect?] = [
            nil, CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: -10, y: 20, width: 0, height: 100),
            CGRect(x: 390, y: 844, width: -390, height: -844), CGRect(x: 0, y: 0, width: Double.infinity, height: 10),
            CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300),
        ]
        var generator = SystemRandomNumberGenerator()
        var frames: [CGRect] = []
        for x in edges {
            for width in sizes {
                frames.append(CGRect(x: x, y: edges.randomElement(using: &generator)!, width: width, height: 20))
                frames.append(CGRect(x: 10, y: x, width: 20, height: width))
            }
        }
        for _ in 0..<2_000 {
            frames.append(
                CGRect(
                    x: Double.random(in: -500...900, using: &generator).rounded(),
                    y: Double.random(in: -500...1_400, using: &generator),
                    width: Double.random(in: 0...400, using: &generator).rounded(),
                    height: Double.random(in: 0...400, using: &generator)))
        }
        for screen in screens {
            for frame in frames {
                XCTAssertEqual(
                    frame.isOffScreen(screen), byIntersection(frame, screen),
                    "\(frame) on \(String(describing: screen))")
            }
        }
    }
}
