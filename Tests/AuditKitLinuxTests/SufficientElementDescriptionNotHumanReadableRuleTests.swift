import XCTest

@testable import AuditKitLinux

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

    // MARK: Does not fire

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

    func testBlankLabelIsLeftToMissingDescription() {
        let view = View(frame: rect(0, 0, 100, 44))
        view.isAccessibilityElement = true
        view.accessibilityLabel = " "
        XCTAssertEqual(RuleHarness.run(rule, on: view).issues, [])
    }
}
