import Foundation
import XCTest

@testable import AuditKitLinux

/// The audit's ASCII fast paths (text compared on its bytes instead of by `Character` or through
/// Foundation) give the answers of the general code they stand in for, on the inputs where the two
/// could part: case, line breaks ("\r\n" is one `Character`), tabs, punctuation at the ends, empty
/// components. Findings on real captures are held by `RealCaptureAuditTests`; these hold the kinds.
final class ASCIIFastPathTests: XCTestCase {
    func testWordsOfALabelAreItsRunsBetweenWhiteSpace() {
        for label in [
            "Row 12 title", "  leading and trailing  ", "tab\tseparated\u{0B}and\u{0C}more", "crlf\r\nline", "\r\n",
            "", "one", "ic_heart_filled", "a  b   c",
        ] {
            XCTAssertEqual(
                LabelReadability.words(of: label), label.split(whereSeparator: { $0.isWhitespace }),
                "\(label.debugDescription)")
        }
        // Not ASCII: the general split (NO-BREAK SPACE is white space).
        XCTAssertEqual(LabelReadability.words(of: "Café\u{00A0}Menu"), ["Café", "Menu"])
    }

    func testLettersAndDigitsOfASCIIAndOtherText() {
        XCTAssertEqual(TextMatching.lettersAndDigits("Play, Pause 2!"), "playpause2")
        XCTAssertEqual(TextMatching.lettersAndDigits("A-Z a_z 0.9\r\n"), "azaz09")
        XCTAssertEqual(TextMatching.lettersAndDigits(""), "")
        XCTAssertEqual(TextMatching.lettersAndDigits("Café Nº 5"), "cafénº5")
    }

    func testRepeatedTraitWordOfASCIILabels() {
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "Play Button.", traits: .button), "Button")
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "  play\r\nBUTTON!! ", traits: .button), "BUTTON")
        XCTAssertEqual(
            TraitRepeatedInLabelRule.repeatedWord(in: "Find\tSearch Field", traits: .searchField), "Search Field")
        XCTAssertNil(TraitRepeatedInLabelRule.repeatedWord(in: "Playbutton", traits: .button))
        XCTAssertNil(TraitRepeatedInLabelRule.repeatedWord(in: "Button", traits: .button))  // the word alone
        XCTAssertNil(TraitRepeatedInLabelRule.repeatedWord(in: "...button", traits: .button))  // nothing before it
        XCTAssertNil(TraitRepeatedInLabelRule.repeatedWord(in: "Play button", traits: .link))
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "Terms link", traits: [.button, .link]), "link")
        // Not ASCII: the general code.
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "Café button", traits: .button), "button")
    }

    func testHomeIndicatorAndPredictionBarNames() {
        let names = SystemInterface.homeIndicatorNames
        for name in ["Home Indicator", "HOMEINDICATOR", "home grabber", "HomeGrabber", "Home  Indicator"] {
            XCTAssertTrue(
                AccessibilityHierarchy.isNamed(identifier: nil, label: name, names, byteCounts: 11...16), name)
        }
        for name in ["Home Indicators", "Home-Indicator", "Row 12 title", "homeindicato"] {
            XCTAssertFalse(
                AccessibilityHierarchy.isNamed(identifier: name, label: nil, names, byteCounts: 11...16), name)
        }
        XCTAssertTrue(
            AccessibilityHierarchy.isNamed(
                identifier: "Typing Predictions", label: nil, SystemInterface.predictionBarNames, byteCounts: 17...24))
        // Not ASCII: lower-cased as before (KELVIN SIGN lower-cases to "k"; no name here has one).
        XCTAssertFalse(
            AccessibilityHierarchy.isNamed(identifier: "Homé Indicator", label: nil, names, byteCounts: 11...16))
    }

    func testPathsJoinEveryComponentEmptyOnesIncluded() {
        XCTAssertEqual(
            AccessibilityHierarchy.joinedPath(["Application", "Window", "Button['OK']"]),
            "Application/Window/Button['OK']")
        XCTAssertEqual(AccessibilityHierarchy.joinedPath(["", "X"]), "/X")
        XCTAssertEqual(AccessibilityHierarchy.joinedPath(["X", ""]), "X/")
        XCTAssertEqual(AccessibilityHierarchy.joinedPath([String]()), "")
        XCTAssertEqual(
            AccessibilityHierarchy.joinedPath(["Other['Café']", "…(9 steps)…"]), "Other['Café']/…(9 steps)…")
    }
}
