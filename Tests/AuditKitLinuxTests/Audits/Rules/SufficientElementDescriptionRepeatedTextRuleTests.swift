import AuditKitLinux
import Foundation
import XCTest

/// `sufficientElementDescription.repeatedText`: fires / does not fire.
final class SufficientElementDescriptionRepeatedTextRuleTests: XCTestCase {
    func testAValueAtTheEndOfTheLabelAndAHintEqualToItFire() {
        let volume = Slider(value: 0.5, frame: rect(16, 100, 300, 44))
        volume.accessibilityLabel = "Volume 50%"
        volume.accessibilityValue = "50%"
        let play = Button(title: "Play", frame: rect(16, 200, 100, 44))
        play.addAction {}
        play.accessibilityHint = "Play."
        let findings = RuleHarness.run(
            SufficientElementDescriptionRepeatedTextRule(), on: RuleHarness.app(volume, play))
        XCTAssertEqual(findings.compact, ["Description is read twice", "Description is read twice"])
        XCTAssertEqual(findings.issues.map { $0.evidence[.repeatedPart] }, ["value", "hint"])
        XCTAssertEqual(findings.issues.first?.evidence[.spoken], "Volume 50%, 50%, Adjustable")
        var capture = CaptureFixture()
        capture.add(.cell, parent: capture.root, label: "Wi-Fi, Home", value: "home", accessible: true)
        capture.add(
            .cell, parent: capture.root, label: "3 items", value: "3", accessible: true, frame: rect(0, 60, 390, 44))
        XCTAssertEqual(
            RuleHarness.run(SufficientElementDescriptionRepeatedTextRule(), on: capture.hierarchy).labels,
            ["Wi-Fi, Home", "3 items"])
    }

    func testAValueOrHintThatSaysMoreDoesNotFire() {
        let volume = Slider(value: 0.5, frame: rect(16, 100, 300, 44))
        volume.accessibilityLabel = "Volume"
        volume.accessibilityValue = "50%"
        let play = Button(title: "Play", frame: rect(16, 200, 100, 44))
        play.addAction {}
        play.accessibilityHint = "Plays the song."
        let wifi = Switch(isOn: true, frame: rect(16, 300, 51, 31))
        wifi.accessibilityLabel = "Wi-Fi 1"  // a switch's 1 is spoken "On", not "1"
        let same = Label(text: "Total", frame: rect(16, 400, 100, 22))
        same.accessibilityValue = "Total"  // not spoken: equal to the label
        let part = Label(text: "Items 12", frame: rect(16, 500, 100, 22))
        part.accessibilityValue = "2"
        XCTAssertEqual(
            RuleHarness.run(
                SufficientElementDescriptionRepeatedTextRule(), on: RuleHarness.app(volume, play, wifi, same, part)
            ).issues, [])
    }
}
