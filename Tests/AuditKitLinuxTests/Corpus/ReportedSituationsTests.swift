import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// The situations rebuilt from public bug reports (`../shared/data/reports`, each with the verdict
/// a correct audit gives in its README): each file gives that verdict, with the full audit.
final class ReportedSituationsTests: XCTestCase {
    /// Every file of the folder, with the test that checks its verdict.
    private static let verdicts: Set<String> = [
        "keyboard-prediction-bar.xml", "status-bar-items.xml", "permission-alert-over-app.xml",
        "touchable-swallows-nested-button.xml", "only-dev-overlay-visible.xml", "chat-ids-are-human-text.xml",
        "units-emoji-codes-languages.xml", "contrast-disabled-controls.json", "health-window-remote-placeholder.txt",
        "android-uiautomator-page-source.xml",
    ]

    /// The situations' folder, `reports/` in the shared test data (``SharedTestData``): skips when it
    /// is missing, fails under CI.
    private func folder() throws -> URL { try SharedTestData.url("reports") }

    private func file(_ name: String) throws -> URL { try folder().appendingPathComponent(name) }

    /// Audits `name` for every type (`.every`), as the command line does by default: each verdict in
    /// the reports' README was given for `auditkit audit`, and some are parentChild findings, a type
    /// Apple runs on macOS only and `.all` leaves out on these iOS captures.
    private func audit(_ name: String) throws -> AccessibilityAuditResult {
        try AccessibilityHierarchy(contentsOf: file(name)).audit(for: .every)
    }

    /// `ruleID element` for each issue: the element's label, else its identifier.
    private func findings(_ result: AccessibilityAuditResult) -> [String] {
        result.issues.map { "\($0.ruleID) \($0.elementSnapshot?.label ?? $0.elementSnapshot?.identifier ?? "-")" }
    }

    func testEveryFileHasAVerdictTest() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder().path)
            .filter { !$0.hasSuffix(".src.txt") && !$0.hasPrefix(".") && $0 != "README.md" }
        XCTAssertEqual(Set(names), Self.verdicts, "a new situation needs its verdict tested here")
    }

    // MARK: Whose UI it is

    func testKeyboardPredictionBar() throws {
        let result = try audit("keyboard-prediction-bar.xml")
        XCTAssertEqual(findings(result), [], "nothing on the keyboard, its prediction bar or its keys")
        XCTAssertEqual(result.systemInterfaceElements, [.keyboard: 15])
        // The app's own field is still audited: empty and without its label it is an issue.
        var xml = try String(contentsOf: file("keyboard-prediction-bar.xml"), encoding: .utf8)
        xml = xml.replacingOccurrences(
            of: #"value="Out for lunch" name="status.field" label="Status message""#, with: #"name="status.field""#)
        let unlabelled = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "unlabelled.xml").audit(for: .all)
        XCTAssertEqual(findings(unlabelled), ["sufficientElementDescription.missing status.field"])
    }

    func testStatusBarItems() throws {
        let result = try audit("status-bar-items.xml")
        XCTAssertEqual(findings(result), [])
        XCTAssertEqual(result.systemInterfaceElements, [.statusBar: 7])
    }

    // MARK: What VoiceOver can reach right now

    func testPermissionAlertOverApp() throws {
        let hierarchy = try AccessibilityHierarchy(contentsOf: file("permission-alert-over-app.xml"))
        let result = try hierarchy.audit(for: .all)
        XCTAssertEqual(
            findings(result),
            [
                "sufficientElementDescription.notHumanReadable run_start_btn",
                "hitRegion.tooSmall settings_gear", "sufficientElementDescription.missing settings_gear",
            ],
            "the app's own defects behind the alert, nothing on the alert")
        XCTAssertEqual(
            result.issues.map { $0.evidence[.capturedUnderModal] }, ["systemAlert", "systemAlert", "systemAlert"])
        XCTAssertTrue(result.issues.allSatisfy { $0.detailedDescription.contains("captured under a system alert") })
        XCTAssertEqual(result.systemInterfaceElements, [.systemAlert: 8])
        XCTAssertFalse(
            result.notEvaluated.contains { $0.auditType == .modalContainment }, "the Alert is evidence of modality")
        let transcript = VoiceOverTranscript(hierarchy)
        XCTAssertEqual(
            transcript.lines,
            [
                "Allow “Pace” to use your location?, Heading", "Your location is used to map your runs.",
                "Precise: On, Button", "Allow Once, Button", "Allow While Using App, Button", "Don’t Allow, Button",
            ])
        XCTAssertEqual(transcript.elementsBehindModal, 3)
        let describe = try AuditKitExecutable.run(["describe", try file("permission-alert-over-app.xml").path])
        XCTAssertTrue(
            describe.stdout.hasPrefix(
                "A system alert 'Allow “Pace” to use your location?' is on screen: VoiceOver reaches only it"),
            describe.stdout)
    }

    // MARK: Controls swallowed by an accessibility element

    func testTouchableSwallowsNestedButton() throws {
        let result = try audit("touchable-swallows-nested-button.xml")
        XCTAssertEqual(
            findings(result), ["parentChild.hiddenInteractiveChild Check"],
            "row B's Check button; row A shows no control")
        XCTAssertEqual(
            result.issues.first?.path,
            "Application['Groceria']/Window/Other/Other#item_open_detail[1]/Button#item_check")
        XCTAssertEqual(
            result.issues.first?.evidence[.containerPath],
            "Application['Groceria']/Window/Other/Other#item_open_detail[1]")
    }

    // MARK: Nothing reachable is nothing to audit

    func testOnlyDevOverlayVisible() throws {
        let url = try file("only-dev-overlay-visible.xml")
        XCTAssertThrowsError(try AccessibilityHierarchy(contentsOf: url).audit(for: .all)) { error in
            guard case .emptyHierarchy(let screen)? = error as? AccessibilityAuditError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(screen.reason, .nothingReachable)
            XCTAssertEqual(screen.unreachableNames, ["LogBox"])
        }
        let run = try AuditKitExecutable.run(["audit", url.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains(
                "Nothing to audit: the screen holds only an application, 2 windows, 2 plain containers and a labelled view that is not an accessibility element ('LogBox')"
            ), run.stderr)
        // describe reads nothing, and says what the screen holds instead of an empty list alone.
        let describe = try AuditKitExecutable.run(["describe", url.path])
        XCTAssertEqual(describe.status, 0)
        XCTAssertTrue(
            describe.stdout.contains(
                "in this order (0 elements):\nNothing to audit: the screen holds only an application"), describe.stdout)
        XCTAssertTrue(describe.stdout.contains("('LogBox')"), describe.stdout)
    }

    func testHealthWindowRemotePlaceholder() throws {
        let url = try file("health-window-remote-placeholder.txt")
        XCTAssertThrowsError(try AccessibilityHierarchy(contentsOf: url).audit(for: .all)) { error in
            guard case .emptyHierarchy(let screen)? = error as? AccessibilityAuditError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(screen.reason, .contentInAnotherProcess)
        }
        let run = try AuditKitExecutable.run(["audit", url.path, "--format", "json"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("its content lives in another process"), run.stderr)
        XCTAssertTrue(run.stdout.contains(#""error" : {"#), run.stdout)
    }

    // MARK: Must stay so

    func testChatIDsAreHumanText() throws {
        let result = try audit("chat-ids-are-human-text.xml")
        XCTAssertEqual(findings(result), ["sufficientElementDescription.notHumanReadable copy_user_id_button"])
    }

    func testUnitsEmojiCodesLanguages() throws {
        let result = try audit("units-emoji-codes-languages.xml")
        XCTAssertEqual(
            findings(result),
            [
                "sufficientElementDescription.notHumanReadable camelCaseLabel",
                "sufficientElementDescription.notHumanReadable btn_ok",
                "sufficientElementDescription.notHumanReadable ic_close",
            ])
    }

    func testContrastDisabledControls() throws {
        let result = try audit("contrast-disabled-controls.json")
        XCTAssertEqual(
            findings(result), ["contrast.text Apply coupon"], "the disabled twins are exempt (WCAG 2.2 SC 1.4.3)")
        // 17 pt semibold is not bold for large text: the text threshold applies (it fails either way).
        XCTAssertEqual(result.issues.first?.evidence[.requiredContrastRatio], 4.5)
        XCTAssertEqual(result.issues.first?.evidence[.fontWeight], "semibold")
        // The file records the accessibility view on its controls only: VoiceOver still reads all five.
        let transcript = VoiceOverTranscript(
            try AccessibilityHierarchy(contentsOf: file("contrast-disabled-controls.json")))
        XCTAssertEqual(transcript.lines.count, 5, transcript.text)
    }

    func testAndroidPageSourceIsRefused() throws {
        let url = try file("android-uiautomator-page-source.xml")
        XCTAssertThrowsError(try AccessibilityHierarchy(contentsOf: url)) { error in
            XCTAssertEqual((error as? HierarchyImportError)?.kind, .notAPageSource)
            XCTAssertTrue("\(error)".contains("this looks like an Android UiAutomator page source"), "\(error)")
        }
        let run = try AuditKitExecutable.run(["audit", url.path])
        XCTAssertEqual(run.status, 2)
        // Errors in the format asked for: the report is an error object, the message still on stderr.
        let json = try AuditKitExecutable.run(["audit", url.path, "--format", "json"])
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stderr.contains("Android UiAutomator page source"), json.stderr)
        let error = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [String: Any]])?["error"],
            json.stdout)
        XCTAssertEqual(error["file"] as? String, url.path)
        XCTAssertEqual(error["line"] as? Int, 1)
        XCTAssertTrue((error["message"] as? String)?.contains("Android UiAutomator page source") == true, "\(error)")
    }
}
