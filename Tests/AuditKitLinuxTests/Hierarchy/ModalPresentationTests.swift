import AuditKitLinux
import Foundation
import XCTest

/// What VoiceOver can reach right now: an alert, a system alert, an action sheet or a view with
/// `accessibilityViewIsModal` limits it. Transcripts read only the modal view; issues behind it say
/// the screen was captured under one; the modal containment audit takes an alert as evidence.
final class ModalPresentationTests: XCTestCase {
    /// The app's screen (an identifier-like label, an unlabelled 20 × 20 button) with an alert over it:
    /// alone in a window of its own (a system alert), or in the app's window (the app's own alert).
    private func alertCapture(ownWindow: Bool, type: ElementType = .alert) -> (
        AccessibilityHierarchy, alert: Int, alertButton: Int
    ) {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let content = capture.add(.other, parent: window, accessible: false, frame: RuleHarness.screen)
        capture.add(.button, parent: content, label: "run_start_btn", accessible: true, frame: rect(16, 700, 358, 56))
        capture.add(
            .button, parent: content, identifier: "settings_gear", accessible: true, frame: rect(340, 62, 20, 20))
        let host =
            ownWindow
            ? capture.add(
                .other, parent: capture.add(.window, parent: capture.root, frame: RuleHarness.screen),
                accessible: false, frame: RuleHarness.screen)
            : capture.add(.other, parent: window, accessible: false, frame: RuleHarness.screen)
        let alert = capture.add(
            type, parent: host, label: "Delete run?", accessible: false, frame: rect(60, 250, 270, 200))
        capture.add(.staticText, parent: alert, label: "Delete run?", accessible: true, frame: rect(76, 270, 238, 22))
        let button = capture.add(
            .button, parent: alert, identifier: "alert_ok", accessible: true, frame: rect(60, 406, 270, 44))
        return (capture.hierarchy, alert, button)
    }

    // MARK: Which view is modal

    func testASystemAlertIsModalAndTheAppsContentIsBehindIt() throws {
        let (hierarchy, alert, _) = alertCapture(ownWindow: true)
        let modal = try XCTUnwrap(hierarchy.modalPresentation)
        XCTAssertEqual(modal, ModalPresentation(kind: .alert, elementID: alert, name: "Delete run?", isSystem: true))
        XCTAssertEqual(modal.evidenceValue, "systemAlert")
        let behind = hierarchy.isBehindModal()
        let appButtons = hierarchy.elements.filter {
            $0.elementType == .button && $0.parent != nil && !hierarchy.ancestors(of: $0.id).contains { $0.id == alert }
        }
        XCTAssertEqual(appButtons.map { behind[$0.id] }, [true, true])
        XCTAssertFalse(behind[alert])
        XCTAssertFalse(behind[hierarchy.rootID ?? 0], "the application holds the alert: not behind it")
    }

    func testTheAppsOwnAlertAndAnActionSheetAreModalToo() throws {
        let (own, alert, _) = alertCapture(ownWindow: false)
        XCTAssertEqual(
            own.modalPresentation,
            ModalPresentation(kind: .alert, elementID: alert, name: "Delete run?", isSystem: false))
        let (sheet, sheetID, _) = alertCapture(ownWindow: false, type: .sheet)
        XCTAssertEqual(sheet.modalPresentation?.kind, .sheet)
        XCTAssertEqual(sheet.modalPresentation?.elementID, sheetID)
    }

    func testNoModalViewNoPresentation() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        capture.add(.button, parent: window, label: "OK", accessible: true)
        XCTAssertNil(capture.hierarchy.modalPresentation)
        XCTAssertFalse(capture.hierarchy.isBehindModal().contains(true))
    }

    // MARK: Issues behind a modal view

    func testIssuesBehindASystemAlertSaySoAndStayTheApps() throws {
        let (hierarchy, _, _) = alertCapture(ownWindow: true)
        let result = try hierarchy.audit(for: .all)
        XCTAssertEqual(
            Set(result.issues.map(\.ruleID)),
            [
                "sufficientElementDescription.notHumanReadable", "sufficientElementDescription.missing",
                "hitRegion.tooSmall",
            ])
        for issue in result.issues {
            XCTAssertEqual(issue.evidence[.capturedUnderModal], "systemAlert", issue.ruleID)
            XCTAssertTrue(
                issue.detailedDescription.contains("captured under a system alert 'Delete run?'"),
                issue.detailedDescription)
        }
        XCTAssertEqual(result.modalPresentation?.isSystem, true)
        XCTAssertTrue(
            TextReport(result).rendered.contains(
                "captured under a system alert 'Delete run?': while it shows, VoiceOver reaches only it; 3 issues are about the content behind it\n"
            ))
        XCTAssertEqual(
            JSONReport(result).summary.capturedUnderModal,
            JSONReport.Modal(kind: "systemAlert", name: "Delete run?", issuesBehind: 3))
    }

    func testTheAppsOwnAlertIsJudgedWithoutTheNoteAndWhatIsBehindItGetsIt() throws {
        let (hierarchy, _, alertButton) = alertCapture(ownWindow: false)
        let result = try hierarchy.audit(for: .sufficientElementDescription)
        let onAlert = try XCTUnwrap(result.issues.first { $0.elementSnapshot?.id == alertButton })
        XCTAssertEqual(onAlert.ruleID, "sufficientElementDescription.missing", "the app's own alert is audited")
        XCTAssertNil(onAlert.evidence[.capturedUnderModal])
        XCTAssertEqual(
            result.issues.filter { $0.elementSnapshot?.id != alertButton }.map { $0.evidence[.capturedUnderModal] },
            ["alert", "alert"])
    }

    func testHeadlessModalViewsSiblingsAreBehindIt() throws {
        let tiny = Button(title: "Help", frame: rect(340, 62, 20, 20))
        tiny.addAction {}
        let dialog = View(frame: rect(20, 300, 350, 200))
        dialog.accessibilityViewIsModal = true
        let close = Button(title: "Close", frame: rect(20, 140, 100, 44))
        close.addAction {}
        dialog.addSubview(close)
        let app = RuleHarness.app(tiny, dialog)
        let result = try app.audit(for: .hitRegion)
        XCTAssertEqual(result.issues.map { $0.element?.label }, ["Help"])
        XCTAssertEqual(result.issues.first?.evidence[.capturedUnderModal], "modalView")
        XCTAssertEqual(result.modalPresentation?.kind, .modalView)
        let transcript = VoiceOverTranscript(app.snapshot())
        XCTAssertEqual(transcript.lines, ["Close, Button"])
        XCTAssertEqual(transcript.elementsBehindModal, 0, "the accessibility view already leaves the siblings out")
    }

    func testJSONCaptureWithIsModalIsReadAlone() throws {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        capture.add(.staticText, parent: window, label: "Inbox", accessible: true, frame: rect(16, 60, 200, 30))
        let sheet = capture.add(
            .other, parent: window, label: "Filters", accessible: false, frame: rect(0, 400, 390, 444))
        capture.add(.button, parent: sheet, label: "Done", accessible: true, frame: rect(300, 410, 80, 44))
        var elements = capture.elements
        elements[sheet].isModal = true
        let handWritten = AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil, source: .init(kind: .json, name: "sheet.json"))
        let imported = try AccessibilityHierarchy(importing: try handWritten.jsonData(), name: "sheet.json")
        XCTAssertEqual(imported.modalPresentation?.kind, .modalView)
        let transcript = VoiceOverTranscript(imported)
        XCTAssertEqual(transcript.lines, ["Done, Button"])
        XCTAssertEqual(transcript.elementsBehindModal, 1)
    }

    // MARK: describe

    func testTranscriptReadsOnlyTheAlert() {
        let (hierarchy, _, _) = alertCapture(ownWindow: true)
        let transcript = VoiceOverTranscript(hierarchy)
        XCTAssertEqual(transcript.lines, ["Delete run?", "Button"])
        XCTAssertEqual(transcript.modalPresentation?.isSystem, true)
        XCTAssertEqual(transcript.elementsBehindModal, 2)
        XCTAssertEqual(VoiceOverTranscript(alertCapture(ownWindow: false).0).lines, ["Delete run?", "Button"])
    }

    // MARK: Modal containment

    func testACaptureWithAnAlertIsEvaluatedAndPasses() throws {
        let (withAlert, _, _) = alertCapture(ownWindow: false)
        let outcome = RuleHarness.run(ModalContainmentBackgroundReachableRule(), on: withAlert)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated, [], "an Alert is UIKit's, modal by UIKit")
        var plain = CaptureFixture()
        plain.add(
            .button, parent: plain.add(.window, parent: plain.root, frame: RuleHarness.screen), label: "OK",
            accessible: true)
        XCTAssertEqual(
            RuleHarness.run(ModalContainmentBackgroundReachableRule(), on: plain.hierarchy).notEvaluated.map(
                \.auditType), [.modalContainment])
    }

    func testAnAlertThatIsNotModalLetsVoiceOverOut() {
        let behind = Button(title: "Start", frame: rect(16, 700, 358, 56))
        behind.addAction {}
        let alert = AlertView(title: "Delete run?", actions: ["Delete", "Cancel"])
        alert.accessibilityViewIsModal = false
        let outcome = RuleHarness.run(ModalContainmentBackgroundReachableRule(), on: RuleHarness.app(behind, alert))
        XCTAssertEqual(outcome.compact, ["Content behind modal view is reachable"])
        XCTAssertEqual(outcome.issues.first?.element?.elementType, .alert)
        XCTAssertEqual(outcome.issues.first?.evidence[.presentation], "alert")
        XCTAssertEqual(outcome.issues.first?.evidence[.coveredElements], ["Start"])
        XCTAssertNil(outcome.issues.first?.evidence[.dimmingColor])
    }

    func testAModalAlertViewPasses() {
        let behind = Button(title: "Start", frame: rect(16, 700, 358, 56))
        behind.addAction {}
        let outcome = RuleHarness.run(
            ModalContainmentBackgroundReachableRule(),
            on: RuleHarness.app(behind, AlertView(title: "Delete run?", actions: ["Delete", "Cancel"])))
        XCTAssertEqual(outcome.issues, [])
    }
}
