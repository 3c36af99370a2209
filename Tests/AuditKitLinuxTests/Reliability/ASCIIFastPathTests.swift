import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitAudits
@testable import AuditKitModel

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
        // Random ASCII labels of words, white space of every kind and punctuation, short and long.
        var random = SeededRandom(seed: 17)
        let pieces = [
            "Row", "12", "ic_heart", "a", " ", "  ", "\t", "\r\n", "\n", "\u{0B}", "\u{0C}", "\r", ".", "x.y",
        ]
        for _ in 0..<2_000 {
            let label = (0..<Int.random(in: 0...12, using: &random)).map { _ in random.pick(pieces) }.joined()
            let words = label.split(whereSeparator: { $0.isWhitespace })
            XCTAssertEqual(LabelReadability.words(of: label), words, label.debugDescription)
            XCTAssertEqual(
                LabelReadability.words(of: label).map { label.distance(from: label.startIndex, to: $0.startIndex) },
                words.map { label.distance(from: label.startIndex, to: $0.startIndex) }, label.debugDescription)
        }
    }

    func testWordsCutOneAtATimeAreTheWordsOfALabel() {
        for label in [
            "Row 12 title", "  leading and trailing  ", "tab\tseparated\u{0B}and\u{0C}more", "crlf\r\nline", "\r\n",
            "", "one", "Café\u{00A0}Menu", "a  b   c",
        ] {
            var words: [Substring] = []
            LabelReadability.forEachWord(of: label) {
                words.append($0)
                return true
            }
            XCTAssertEqual(words, LabelReadability.words(of: label), "\(label.debugDescription)")
            var first: [Substring] = []
            LabelReadability.forEachWord(of: label) { word in
                first.append(word)
                return false
            }
            XCTAssertEqual(first, Array(LabelReadability.words(of: label).prefix(1)), "stops when told")
        }
    }

    func testLabelsAreAssessedAsEveryWordInTurnWouldBe() {
        // `assess` stops at the first readable word: the verdict of judging every word in turn,
        // after the phrase-level rule for names written with spaces (`map xmark`).
        func everyWord(_ label: String) -> LabelReadability.Reason? {
            guard LabelReadability.hasTextContent(label) else { return .notText }
            if let spaced = LabelReadability.spacedNameReason(label) { return spaced }
            var verdicts: [LabelReadability.Reason?] = []
            for raw in LabelReadability.words(of: label) {
                let word = LabelReadability.trimWrappingPunctuation(raw)
                guard word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { continue }
                verdicts.append(LabelReadability.assessWord(word))
            }
            if verdicts.contains(where: { $0 == nil }) { return nil }
            return verdicts.first ?? nil
        }
        let words = [
            "Row", "12", "ic_heart", "xmark", "Xmark", "XMARK", "star.fill", "icon@2x.png", "Settings...",
            "(icon_user)",
            "newQuoteButton", "OK", "Café", "—", "🙂", "magnifyingglass", "mappin", "map",
        ]
        var random = SeededRandom(seed: 3)
        for _ in 0..<2_000 {
            let label = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(words) }
                .joined(separator: random.pick([" ", "  ", "\t"]))
            XCTAssertEqual(LabelReadability.assess(label), everyWord(label), label)
        }
        // Run-together symbol names are found in lower case only, as the set holds them.
        for name in LabelReadability.runTogetherSymbolNames {
            XCTAssertEqual(LabelReadability.assess(name), .symbolName, name)
            XCTAssertNil(LabelReadability.assess(name.capitalized), name)
            XCTAssertNil(LabelReadability.assess(name.uppercased()), name)
        }
    }

    func testLettersAndDigitsOfASCIIAndOtherText() {
        XCTAssertEqual(TextMatching.lettersAndDigits("Play, Pause 2!"), "playpause2")
        XCTAssertEqual(TextMatching.lettersAndDigits("A-Z a_z 0.9\r\n"), "azaz09")
        XCTAssertEqual(TextMatching.lettersAndDigits(""), "")
        XCTAssertEqual(TextMatching.lettersAndDigits("Café Nº 5"), "cafénº5")
        // Every ASCII byte, in short (small-string) and long texts: the byte path answers as
        // Character does; a text with any other scalar is left to the general path.
        var random = SeededRandom(seed: 11)
        let pieces = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["é", "Ⅻ", "٣", "🙂", "\r\n", "ß"]
        for round in 0..<3_000 {
            let length = Int.random(in: 0...(round % 2 == 0 ? 15 : 60), using: &random)
            let ascii = (0..<length).map { _ in String(UnicodeScalar(UInt8.random(in: 0..<128, using: &random))) }
                .joined()
            XCTAssertEqual(TextMatching.asciiLettersAndDigits(ascii), TextMatching.generalLettersAndDigits(ascii))
            let mixed = (0..<length).map { _ in random.pick(pieces) }.joined()
            XCTAssertEqual(TextMatching.lettersAndDigits(mixed), TextMatching.generalLettersAndDigits(mixed))
            if !mixed.utf8.allSatisfy({ $0 < 0x80 }) { XCTAssertNil(TextMatching.asciiLettersAndDigits(mixed)) }
        }
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
