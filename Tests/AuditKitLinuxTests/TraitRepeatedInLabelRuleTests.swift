import Foundation
import XCTest
@testable import AuditKitLinux

/// `trait.repeatedInLabel`: fires / does not fire.
final class TraitRepeatedInLabelRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testLabelEndingWithTraitWordFires() {
        let play = Button(image: Image(systemName: "play.fill"), frame: frame(100))
        play.addAction {}
        play.accessibilityLabel = "Play button"
        let header = ImageView(image: Image(named: "banner"), frame: frame(150))
        header.isAccessibilityElement = true
        header.accessibilityLabel = "Header image."
        let japanese = Button(image: Image(systemName: "play.fill"), frame: frame(200))
        japanese.addAction {}
        japanese.accessibilityLabel = "再生ボタン"
        let outcome = RuleHarness.run(TraitRepeatedInLabelRule(), on: RuleHarness.app(play, header, japanese))
        XCTAssertEqual(outcome.labels, ["Play button", "Header image.", "再生ボタン"])
        XCTAssertEqual(Set(outcome.issues.map(\.severity)), [.warning])
    }

    func testRealTextAndInnerWordsPass() {
        let shapes = Label(text: "Button Shapes", frame: frame(100))          // a settings row title
        let action = Button(title: "Action Button", frame: frame(150))        // visible text names the thing
        action.addAction {}
        let only = Button(title: "Button", frame: frame(200))                 // only the word: description rules
        only.addAction {}
        let glued = Button(image: Image(systemName: "star"), frame: frame(250))
        glued.addAction {}
        glued.accessibilityLabel = "Favoritebutton"
        XCTAssertEqual(RuleHarness.run(TraitRepeatedInLabelRule(), on: RuleHarness.app(shapes, action, only, glued)).issues, [])
        XCTAssertNil(TraitRepeatedInLabelRule.repeatedWord(in: "Play button", traits: .image))
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "Section Heading", traits: .header), "Heading")
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "設定の見出し", traits: .header), "見出し")
    }

    func testCaptureUsesElementTypeWhenTraitsAreMissing() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Close button")
        capture.add(.staticText, parent: capture.root, label: "Tap the Share button")
        XCTAssertEqual(RuleHarness.run(TraitRepeatedInLabelRule(), on: capture.hierarchy).labels, ["Close button"])
    }
}
