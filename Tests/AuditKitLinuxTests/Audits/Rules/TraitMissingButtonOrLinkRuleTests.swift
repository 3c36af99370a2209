import AuditKitLinux
import Foundation
import XCTest

/// `trait.missingButtonOrLink`: fires / does not fire.
final class TraitMissingButtonOrLinkRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testTappableLabelWithoutButtonTraitFires() {
        let label = Label(text: "Show more", frame: frame(100))
        label.isUserInteractionEnabled = true
        label.addTapGesture {}
        let outcome = RuleHarness.run(TraitMissingButtonOrLinkRule(), on: RuleHarness.app(label))
        XCTAssertEqual(outcome.compact, ["Element has no button or link trait"])
        XCTAssertEqual(outcome.labels, ["Show more"])
    }

    func testCustomElementWithActivationWithoutTraitFires() {
        let chart = View(frame: frame(100, height: 200))
        let bar = AccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Monday, 3 quotes"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 40, height: 200)
        bar.accessibilityActivateHandler = { true }
        chart.accessibilityElements = [bar]
        XCTAssertEqual(
            RuleHarness.run(TraitMissingButtonOrLinkRule(), on: RuleHarness.app(chart)).labels, ["Monday, 3 quotes"])
    }

    func testButtonsControlsAndPlainTextPass() {
        let button = Button(title: "New Quote", frame: frame(100))
        button.addAction {}
        let toggle = Switch(frame: frame(150))
        let slider = Slider(frame: frame(200))
        let field = TextField(placeholder: "Name", frame: frame(250))
        let text = Label(text: "Just text", frame: frame(300))
        let linkLike = Label(text: "apple.com", frame: frame(350))
        linkLike.isUserInteractionEnabled = true
        linkLike.addTapGesture {}
        linkLike.accessibilityTraits = [.staticText, .link]
        let outcome = RuleHarness.run(
            TraitMissingButtonOrLinkRule(), on: RuleHarness.app(button, toggle, slider, field, text, linkLike))
        XCTAssertEqual(outcome.issues, [])
    }

    func testCaptureIsNotEvaluatedForInteractivity() {
        var capture = CaptureFixture()
        capture.add(.staticText, parent: capture.root, label: "Show more")
        let outcome = RuleHarness.run(TraitMissingButtonOrLinkRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.count, 1)
    }

    func testUnknownActivationInJSONIsNotEvaluated() {
        // A row of hierarchy JSON that does not say whether it acts, with no operable trait.
        let row = Label(text: "Account", frame: CGRect(x: 16, y: 100, width: 300, height: 44))
        let found = RuleHarness.run(
            TraitMissingButtonOrLinkRule(),
            on: RuleHarness.json(row, leavingOutFactsOf: "Account") {
                $0.hasActivation = nil
                $0.isInteractive = nil
            })
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated.map(\.reason),
            ["the source does not say whether these elements respond to taps, or their traits"])
        // Known not to act: judged, nothing to report, nothing left unevaluated.
        XCTAssertEqual(RuleHarness.run(TraitMissingButtonOrLinkRule(), on: row).notEvaluated, [])
    }
}
