import AuditKitLinux
import XCTest

final class SufficientElementDescriptionNotHumanReadableRuleTests: XCTestCase {
    let rule = SufficientElementDescriptionNotHumanReadableRule()

    // MARK: Fires

    func testQuoteTextViewIdentifierAsLabelFires() {
        // The talk's QuoteApp: a text view labelled "QUOTE_TEXTVIEW".
        let textView = TextView(text: "Stay hungry, stay foolish.", frame: rect(20, 100, 350, 200))
        textView.accessibilityLabel = "QUOTE_TEXTVIEW"
        let found = RuleHarness.run(rule, on: textView)
        XCTAssertEqual(found.compact, ["Label not human-readable"])
        XCTAssertEqual(found.issues[0].ruleID, "sufficientElementDescription.notHumanReadable")
        XCTAssertEqual(
            found.issues[0].detailedDescription,
            "The label 'QUOTE_TEXTVIEW' looks like a code identifier, and VoiceOver reads it out as is. If UI tests need this string, move it to accessibilityIdentifier; set accessibilityLabel to words that describe the element's purpose (\"Like\", not \"ic_heart\")."
        )
    }

    func testButtonNamedAfterItsAssetFires() {
        // UIKit falls back to the image's asset name as a button's label.
        let button = Button(image: Image(named: "ic_heart"), frame: rect(20, 100, 44, 44))
        let found = RuleHarness.run(rule, on: button)
        XCTAssertEqual(found.compact, ["Label not human-readable"])
        XCTAssertEqual(found.issues[0].evidence[.labelKind], "assetName")
        XCTAssertEqual(found.issues[0].evidence[.label], "ic_heart")
    }

    func testSymbolNameAndFileNameFire() {
        let crown = Button(frame: rect(20, 100, 44, 44))
        crown.accessibilityLabel = "crown.fill"
        let file = ImageView(frame: rect(20, 200, 44, 44))
        file.isAccessibilityElement = true
        file.accessibilityLabel = "ic_heart.png"
        let found = RuleHarness.run(rule, on: crown, file)
        XCTAssertEqual(found.elements, ["crown.fill", "ic_heart.png"])
        XCTAssertEqual(found.issues.map { $0.evidence[.labelKind] }, ["symbolName", "fileName"])
    }

    func testCaptureButtonLabelledWithIdentifierFires() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "signout_button", frame: rect(20, 100, 120, 44))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).elements, ["signout_button"])
    }

    func testIconNamesInTheFormsAppsShipFire() {
        // Headless: image buttons named after their assets and symbols, labels written from them.
        let sized = Button(image: Image(named: "close16"), frame: rect(20, 100, 44, 44))
        let spaced = Button(frame: rect(80, 100, 44, 44))
        spaced.accessibilityLabel = "ic close white"
        let symbol = Button(frame: rect(140, 100, 44, 44))
        symbol.accessibilityLabel = "chevron.right"
        let found = RuleHarness.run(rule, on: sized, spaced, symbol)
        XCTAssertEqual(found.elements, ["close16", "ic close white", "chevron.right"])
        XCTAssertEqual(found.issues.map { $0.evidence[.labelKind] }, ["assetName", "assetName", "symbolName"])
        // Captures (page source and JSON alike): a React Native icon font's name, a Material icon's.
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "arrow-back", frame: rect(20, 100, 44, 44))
        capture.add(.button, parent: capture.root, label: "more_vert", frame: rect(80, 100, 44, 44))
        capture.add(.image, parent: capture.root, label: "star_24", accessible: true, frame: rect(140, 100, 24, 24))
        let captured = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(captured.elements, ["arrow-back", "more_vert", "star_24"])
        XCTAssertEqual(captured.issues.map { $0.evidence[.labelKind] }, ["symbolName", "symbolName", "assetName"])
    }

    func testAMachineNameBehindCharactersDrawnAsNothingFires() {
        // A direction mark, an isolate pair, U+FEFF, a zero-width space or a soft hyphen inside an
        // identifier does not make it readable: the name is judged without them.
        let names = [
            "\u{200E}signout_button", "\u{2068}signout_button\u{2069}", "\u{202E}signout_button\u{202C}",
            "signout\u{200B}_button", "\u{FEFF}signout_button", "signout\u{00AD}_button",
        ]
        var capture = CaptureFixture()
        for (index, name) in names.enumerated() {
            capture.add(.button, parent: capture.root, label: name, frame: rect(20, 60 + 50 * Double(index), 120, 44))
        }
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.elements, names)
        XCTAssertEqual(Set(found.issues.map { $0.evidence[.labelKind] }), ["identifier"])
        for name in names { XCTAssertEqual(LabelReadability.assess(name), .identifier, name.debugDescription) }
    }

    // MARK: Does not fire

    func testHumanTextCloseToIconNamesDoesNotFire() {
        var capture = CaptureFixture()
        for (index, label) in ["iOS 17.2", "H2O", "4K", "Wi\u{2011}Fi", "2x speed", "x2", "16 GB", "Galaxy S24"]
            .enumerated()
        {
            capture.add(.button, parent: capture.root, label: label, frame: rect(20, 50 * Double(index), 120, 44))
        }
        // A file name the screen shows as content (a file list) is drawn text, read as shown.
        capture.add(.staticText, parent: capture.root, label: "IMG_0042.HEIC", value: "IMG_0042.HEIC", accessible: true)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
    }

    func testReadableLabelsInAnyLanguageDoNotFire() {
        let views: [View] = ["New Quote", "NOTIFICATIONS", "查看个人资料", "五", "Événements"].enumerated().map {
            index, text in
            Button(title: text, frame: rect(20, 60 * Double(index), 200, 44))
        }
        let window = Window()
        views.forEach(window.addSubview)
        XCTAssertEqual(RuleHarness.run(rule, on: HeadlessApplication(window).snapshot()).issues, [])
    }

    func testDrawnTextEqualToLabelDoesNotFire() {
        // A user name shown on screen is what VoiceOver should read.
        XCTAssertEqual(RuleHarness.run(rule, on: Label(text: "john_doe", frame: rect(0, 0, 200, 20))).issues, [])
        var capture = CaptureFixture()
        capture.add(.staticText, parent: capture.root, label: "john_doe", value: "john_doe", accessible: true)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
    }

    func testElementNotReachedAndIdentifierAreNotJudged() {
        let hidden = Button(frame: rect(20, 100, 44, 44))
        hidden.accessibilityLabel = "newQuoteButton"
        hidden.accessibilityElementsHidden = true
        let identified = Button(title: "New Quote", frame: rect(20, 200, 120, 44))
        identified.accessibilityIdentifier = "newQuoteButton"
        XCTAssertEqual(RuleHarness.run(rule, on: hidden, identified).issues, [])
    }

    func testReadableTextInDirectionIsolatesDoesNotFire() {
        for text in ["Call \u{2068}Anna\u{2069}", "\u{200F}שלום", "Re\u{00AD}fresh", "\u{2068}Settings\u{2069}"] {
            XCTAssertNil(LabelReadability.assess(text), text.debugDescription)
        }
    }

    func testALabelDrawnAsNothingIsLeftToMissingDescription() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "\u{FEFF}", frame: rect(20, 100, 120, 44))
        capture.add(.button, parent: capture.root, label: "\u{3164}", frame: rect(20, 160, 120, 44))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
    }

    func testBlankLabelIsLeftToMissingDescription() {
        let view = View(frame: rect(0, 0, 100, 44))
        view.isAccessibilityElement = true
        view.accessibilityLabel = " "
        XCTAssertEqual(RuleHarness.run(rule, on: view).issues, [])
    }
}
