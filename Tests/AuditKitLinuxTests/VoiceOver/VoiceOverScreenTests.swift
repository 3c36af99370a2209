import AuditKitLinux
import Foundation
import XCTest

/// The VoiceOver rules judge the screen as VoiceOver users get it: a live app taken with VoiceOver
/// off is snapshotted again with VoiceOver running.
final class VoiceOverScreenTests: XCTestCase {
    /// A modal sheet whose button appears only while VoiceOver runs; `title` and `acts` shape that button.
    private final class Sheet: View {
        let voiceOverButton: Button

        init(buttonTitle: String?, acts: Bool) {
            voiceOverButton = Button(title: buttonTitle, frame: CGRect(x: 300, y: 8, width: 74, height: 44))
            super.init(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
            accessibilityViewIsModal = true
            addSubview(Label(text: "Sort by", frame: CGRect(x: 16, y: 16, width: 200, height: 30)))
            if acts { voiceOverButton.addAction {} }
            voiceOverButton.isHidden = true
            if buttonTitle == nil { voiceOverButton.accessibilityLabel = nil }
            addSubview(voiceOverButton)
        }

        override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            voiceOverButton.isHidden = !settings.isVoiceOverRunning
        }
    }

    private func app(_ sheet: Sheet) -> HeadlessApplication {
        RuleHarness.app(sheet)
    }

    func testCloseButtonShownOnlyWhileVoiceOverRunsSatisfiesModalEscape() {
        let outcome = RuleHarness.run(ActionModalEscapeRule(), on: app(Sheet(buttonTitle: "Close", acts: true)))
        XCTAssertEqual(outcome.issues, [], "VoiceOver users get the close button")
    }

    func testModalWithoutAnyWayOutStillFires() {
        let outcome = RuleHarness.run(ActionModalEscapeRule(), on: app(Sheet(buttonTitle: "Sort", acts: true)))
        XCTAssertEqual(outcome.compact, ["Action is missing"])
    }

    func testIssueOnAViewShownOnlyWhileVoiceOverRunsRecordsTheSettings() {
        // An unlabelled image button that only VoiceOver users get: found, with foundUnder saying so.
        let sheet = Sheet(buttonTitle: nil, acts: true)
        sheet.voiceOverButton.accessibilityLabel = nil
        let outcome = RuleHarness.run(SufficientElementDescriptionMissingRule(), on: app(sheet))
        XCTAssertEqual(outcome.compact, ["Element has no description"])
        XCTAssertEqual(outcome.issues.first?.foundUnder.map(\.isVoiceOverRunning), [true])
        XCTAssertEqual(outcome.issues.first?.path, "Application/Window/Other/Button")
    }

    func testScreenThatDoesNotReactKeepsIssuesWithoutFoundUnder() {
        let image = ImageView(image: Image(named: "avatar"), frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        image.isAccessibilityElement = true
        let outcome = RuleHarness.run(SufficientElementDescriptionMissingRule(), on: RuleHarness.app(image))
        XCTAssertEqual(outcome.compact, ["Element has no description"])
        XCTAssertEqual(outcome.issues.first?.foundUnder, [])
    }
}
