import AuditKitLinux
import Foundation
import XCTest

/// An audit of a screen with nothing to audit throws ``AccessibilityAuditError/emptyHierarchy(_:)``
/// with an ``EmptyScreen`` (an empty screen is an error, not a pass: docs/architecture.md, "Data flow").
final class EmptyScreenTests: XCTestCase {
    private func auditError(_ app: HeadlessApplication, file: StaticString = #filePath, line: UInt = #line)
        -> AccessibilityAuditError?
    {
        do {
            _ = try app.audit(for: .all)
            XCTFail("the audit passed", file: file, line: line)
            return nil
        } catch {
            return error as? AccessibilityAuditError
        }
    }

    // MARK: Throws

    func testAnEmptyWindowThrows() {
        let error = auditError(HeadlessApplication(Window(), name: "Empty"))
        XCTAssertEqual(error, .emptyHierarchy(EmptyScreen(reason: .noVisibleContent, applications: 1, windows: 1)))
        XCTAssertEqual(
            error?.description,
            "Nothing to audit: the screen holds only an application and a window, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass)."
        )
    }

    func testAHiddenRootViewThrowsWhateverItHolds() {
        let window = Window()
        // This button would fail 3 rules:
        let button = Button(image: Image(systemName: "xmark"), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.addAction {}
        window.addSubviews(button, Label(text: "Hello", frame: CGRect(x: 0, y: 100, width: 100, height: 20)))
        window.isHidden = true
        let error = auditError(HeadlessApplication(window))
        XCTAssertEqual(
            error, .emptyHierarchy(EmptyScreen(reason: .contentHidden, applications: 1, windows: 1, hiddenElements: 2)))
        XCTAssertEqual(
            error?.description,
            "Nothing to audit: the screen holds only an application, a window and 2 hidden elements, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass; is the root view hidden?)."
        )
    }

    func testPlainContainersAloneThrow() {
        let window = Window()
        let card = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        card.backgroundColor = .systemYellow
        card.addSubview(View(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        window.addSubview(card)
        let error = auditError(HeadlessApplication(window))
        XCTAssertEqual(
            error,
            .emptyHierarchy(EmptyScreen(reason: .noVisibleContent, applications: 1, windows: 1, plainContainers: 2)))
        XCTAssertEqual(
            error?.description,
            "Nothing to audit: the screen holds only an application, a window and 2 plain containers, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass)."
        )
    }

    func testACaptureOfOnlyAnApplicationAndAWindowThrows() {
        var capture = CaptureFixture()
        capture.add(.window, parent: capture.root, frame: rect(0, 0, 402, 874))
        XCTAssertFalse(capture.hierarchy.hasContentToAudit)
        XCTAssertThrowsError(try AccessibilityAuditor().audit(capture.hierarchy)) { error in
            XCTAssertEqual(
                error as? AccessibilityAuditError,
                .emptyHierarchy(EmptyScreen(reason: .noVisibleContent, applications: 1, windows: 1)))
        }
        let none = AccessibilityHierarchy(elements: [], rootID: nil, settings: nil, source: .init(kind: .json))
        XCTAssertThrowsError(try AccessibilityAuditor().audit(none)) { error in
            XCTAssertEqual(error as? AccessibilityAuditError, .emptyHierarchy(EmptyScreen(reason: .noElements)))
            XCTAssertEqual(
                "\(error)", "The hierarchy is empty: there is nothing to audit (an empty screen is not a pass).")
        }
    }

    // MARK: Does not throw

    func testOneVisibleThingIsEnoughToAudit() throws {
        let things: [View] = [
            Label(text: "Hello"), ImageView(image: Image(named: "logo")), Switch(),
            {
                let v = View()
                v.addTapGesture {}
                return v
            }(),
            {
                let v = View()
                v.isAccessibilityElement = true
                return v
            }(),
        ]
        for thing in things {
            thing.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            let window = Window()
            window.addSubview(thing)
            XCTAssertNoThrow(try HeadlessApplication(window).audit(for: .all), "\(type(of: thing))")
        }
    }

    func testACaptureWithOneStaticTextIsAudited() throws {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: rect(0, 0, 402, 874))
        let other = capture.add(.other, parent: window, frame: rect(0, 0, 402, 874))
        capture.add(.staticText, parent: other, label: "Welcome", frame: rect(20, 100, 200, 22))
        XCTAssertTrue(capture.hierarchy.hasContentToAudit)
        XCTAssertNil(capture.hierarchy.emptyScreen)
        XCTAssertEqual(
            capture.hierarchy.contentSummary, "an application, a window, a plain container and an element to audit")
        XCTAssertNoThrow(try AccessibilityAuditor().audit(capture.hierarchy))
    }

    // MARK: The typed empty screen

    func testTheReasonComesFromTheCounts() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: rect(0, 0, 402, 874))
        XCTAssertEqual(
            capture.hierarchy.emptyScreen, EmptyScreen(reason: .noVisibleContent, applications: 1, windows: 1))
        XCTAssertEqual(capture.hierarchy.contentSummary, "only an application and a window")
        // A hidden label (content that would be audited if shown) makes the reason `contentHidden`.
        capture.add(.staticText, parent: window, label: "Hidden", frame: rect(20, 100, 200, 22), visible: false)
        XCTAssertEqual(
            capture.hierarchy.emptyScreen,
            EmptyScreen(reason: .contentHidden, applications: 1, windows: 1, hiddenElements: 1))
        // Visibility unknown (a capture without `visible`) is not hidden: the label is content.
        capture.add(.staticText, parent: window, label: "Shown", frame: rect(20, 200, 200, 22), visible: nil)
        XCTAssertNil(capture.hierarchy.emptyScreen)
    }

    func testSummaryAndMessageForEachReason() {
        let none = EmptyScreen(reason: .noElements)
        XCTAssertEqual(none.summary, "nothing")
        XCTAssertEqual(
            none.description, "The hierarchy is empty: there is nothing to audit (an empty screen is not a pass).")
        XCTAssertEqual(AccessibilityAuditError.emptyHierarchy(none).description, none.description)
        let many = EmptyScreen(
            reason: .contentHidden, applications: 2, windows: 3, plainContainers: 1, hiddenElements: 1)
        XCTAssertEqual(many.summary, "only 2 applications, 3 windows, a plain container and a hidden element")
        XCTAssertEqual(
            many.description,
            "Nothing to audit: the screen holds only 2 applications, 3 windows, a plain container and a hidden element, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass; is the root view hidden?)."
        )
    }

    // MARK: Nothing reachable

    /// The shape of `only-dev-overlay-visible.xml`: the app's window holds only empty containers, and
    /// a second window a full-screen overlay labelled "LogBox" that is not an accessibility element.
    private func overlayCapture(accessible: Bool?) -> AccessibilityHierarchy {
        var capture = CaptureFixture(size: CGSize(width: 402, height: 874))
        let app = capture.add(.window, parent: capture.root, frame: rect(0, 0, 402, 874))
        capture.add(
            .other, parent: capture.add(.other, parent: app, accessible: false, frame: rect(0, 0, 402, 874)),
            accessible: false, frame: rect(0, 0, 402, 874))
        let overlay = capture.add(.window, parent: capture.root, frame: rect(0, 0, 402, 874))
        capture.add(.other, parent: overlay, label: "LogBox", accessible: accessible, frame: rect(0, 0, 402, 874))
        return capture.hierarchy
    }

    func testALabelledOverlayThatIsNotAccessibleIsNothingToAudit() {
        let hierarchy = overlayCapture(accessible: false)
        XCTAssertFalse(hierarchy.hasContentToAudit)
        let expected = EmptyScreen(
            reason: .nothingReachable, applications: 1, windows: 2, plainContainers: 2,
            unreachableLabelledElements: 1, unreachableNames: ["LogBox"])
        XCTAssertEqual(hierarchy.emptyScreen, expected)
        XCTAssertThrowsError(try hierarchy.audit(for: .all)) { error in
            XCTAssertEqual(error as? AccessibilityAuditError, .emptyHierarchy(expected))
            XCTAssertEqual(
                "\(error)",
                "Nothing to audit: the screen holds only an application, 2 windows, 2 plain containers and a labelled view that is not an accessibility element ('LogBox'): nothing VoiceOver or UI tests can reach and act on (an empty screen is not a pass; is the app's UI missing from the capture, or covered by a development overlay?)."
            )
        }
    }

    func testTheSameOverlayAccessibleOrOfUnknownReachIsAudited() {
        XCTAssertTrue(overlayCapture(accessible: true).hasContentToAudit, "VoiceOver reaches it")
        XCTAssertTrue(
            overlayCapture(accessible: nil).hasContentToAudit, "a capture without accessible: VoiceOver may read it")
    }

    func testAHeadlessLabelledContainerThatIsNotAnElementIsNothingToAudit() {
        let window = Window()
        let group = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        group.accessibilityLabel = "Debug overlay"
        window.addSubview(group)
        XCTAssertEqual(auditError(HeadlessApplication(window))?.description.contains("'Debug overlay'"), true)
        group.addSubview(Label(text: "Hello", frame: CGRect(x: 20, y: 100, width: 100, height: 20)))
        XCTAssertNoThrow(try HeadlessApplication(window).audit(for: .all), "a label inside is something to audit")
    }

    func testContentInAnotherProcessSaysSo() throws {
        let dump = """
            Attributes: Window, {{0.0, 0.0}, {375.0, 667.0}}
            Element subtree:
             →Window, 0x60000217e920, {{0.0, 0.0}, {375.0, 667.0}}
                Other, 0x60000217ea00, {{0.0, 0.0}, {375.0, 667.0}}
                  RemotePlaceholder, 0x60000217ebc0, pid: 22048, {{0.0, 0.0}, {375.0, 667.0}}
                    Other, 0x60000217eca0, {{0.0, 0.0}, {375.0, 667.0}}
            Path to element:
             →Window, 0x60000217e920, {{0.0, 0.0}, {375.0, 667.0}}
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "health.txt")
        XCTAssertEqual(
            hierarchy.emptyScreen,
            EmptyScreen(reason: .contentInAnotherProcess, windows: 1, plainContainers: 2, remotePlaceholders: 1))
        XCTAssertTrue(hierarchy.emptyScreen?.description.contains("its content lives in another process") == true)
    }

    func testOnlyTheSystemsUIIsNothingToAudit() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let bar = capture.add(.statusBar, parent: window, accessible: false, frame: rect(0, 0, 390, 44))
        capture.add(.other, parent: bar, label: "100 % battery power", accessible: true, frame: rect(328, 16, 25, 13))
        XCTAssertEqual(
            capture.hierarchy.emptyScreen,
            EmptyScreen(reason: .onlySystemInterface, applications: 1, windows: 1, systemElements: 2))
        XCTAssertTrue(
            capture.hierarchy.emptyScreen?.description.contains(
                "the system's UI (keyboard, status bar, system alerts) is iOS's") == true)
        capture.add(.staticText, parent: window, label: "Today", accessible: true, frame: rect(16, 60, 120, 41))
        XCTAssertNil(capture.hierarchy.emptyScreen, "the app's own text beside the status bar is audited")
    }

    func testAnEmptyHierarchyHasNoElementsAsItsReason() {
        let none = AccessibilityHierarchy(elements: [], rootID: nil, settings: nil, source: .init(kind: .json))
        XCTAssertEqual(none.emptyScreen, EmptyScreen(reason: .noElements))
        XCTAssertEqual(none.contentSummary, "nothing")
    }
}
