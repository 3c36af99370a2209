import AuditKitLinux
import Foundation
import XCTest

/// `action.modalEscape`: fires / does not fire.
final class ActionModalEscapeRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    private func sheet(_ buttons: Button...) -> View {
        let sheet = View(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        sheet.accessibilityViewIsModal = true
        sheet.accessibilityIdentifier = "share-sheet"
        let title = Label(text: "Share quote", frame: CGRect(x: 16, y: 16, width: 300, height: 30))
        sheet.addSubview(title)
        buttons.forEach(sheet.addSubview)
        return sheet
    }

    private func button(_ title: String, acting: Bool = true) -> Button {
        let button = Button(title: title, frame: CGRect(x: 16, y: 60, width: 200, height: 44))
        if acting { button.addAction {} }
        return button
    }

    func testHalfModalWithoutEscapeOrCloseButtonFires() {
        let background = Button(title: "Behind", frame: frame(100))
        background.addAction {}
        let modal = sheet(button("Copy"), button("Close", acting: false))
        let outcome = RuleHarness.run(ActionModalEscapeRule(), on: RuleHarness.app(background, modal))
        XCTAssertEqual(outcome.compact, ["Action is missing"])
        XCTAssertEqual(outcome.issues.first?.element?.identifier, "share-sheet")
        XCTAssertEqual(outcome.issues.first?.ruleID, "action.modalEscape")
    }

    func testEscapeOrADismissButtonPasses() {
        let withEscape = sheet(button("Copy"))
        withEscape.accessibilityPerformEscapeHandler = { true }
        XCTAssertEqual(RuleHarness.run(ActionModalEscapeRule(), on: RuleHarness.app(withEscape)).issues, [])
        for title in ["Close", "Done", "Cancel", "閉じる", "キャンセル", "完了", "Not now"] {
            let outcome = RuleHarness.run(
                ActionModalEscapeRule(), on: RuleHarness.app(sheet(button("Copy"), button(title))))
            XCTAssertEqual(outcome.issues, [], title)
        }
        XCTAssertFalse(ActionModalEscapeRule.readsLikeDismiss("Closed captions"))
        XCTAssertFalse(ActionModalEscapeRule.readsLikeDismiss("Bookmark"))
    }

    func testUnknownReachOrEscapeIsNotEvaluated() {
        // Hierarchy JSON written by hand: the sheet's isInAccessibilityView absent, then its hasEscape.
        let background = Button(title: "Behind", frame: frame(100))
        background.addAction {}
        var hierarchy = RuleHarness.app(background, sheet(button("Copy"))).snapshot()
        hierarchy.source = .init(kind: .json)
        guard let modal = hierarchy.elements.first(where: { $0.identifier == "share-sheet" })?.id else {
            return XCTFail("no sheet")
        }
        var reachUnknown = hierarchy
        reachUnknown.elements[modal].isInAccessibilityView = nil
        let first = RuleHarness.run(ActionModalEscapeRule(), on: reachUnknown)
        XCTAssertEqual(first.issues, [])
        XCTAssertEqual(
            first.notEvaluated,
            [
                NotEvaluated(
                    auditType: .action, reason: "whether VoiceOver reaches the modal view is unknown", elementCount: 1)
            ])
        var escapeUnknown = hierarchy
        escapeUnknown.elements[modal].hasEscape = nil
        let second = RuleHarness.run(ActionModalEscapeRule(), on: escapeUnknown)
        XCTAssertEqual(second.issues, [])
        XCTAssertEqual(
            second.notEvaluated.map(\.reason), ["whether the modal view handles the escape gesture is unknown"])
        // Known to lack escape: it fires, as on the headless screen.
        XCTAssertEqual(RuleHarness.run(ActionModalEscapeRule(), on: hierarchy).compact, ["Action is missing"])
    }

    func testHiddenModalAndCapturesAreSilent() {
        let hidden = sheet(button("Copy"))
        hidden.isHidden = true
        XCTAssertEqual(
            RuleHarness.run(ActionModalEscapeRule(), on: RuleHarness.app(hidden, button("Other"))).issues, [])
        var capture = CaptureFixture()
        capture.add(.other, parent: capture.root, label: "Sheet")
        XCTAssertEqual(RuleHarness.run(ActionModalEscapeRule(), on: capture.hierarchy).issues, [])
    }
}
