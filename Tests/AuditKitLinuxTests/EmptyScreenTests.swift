import Foundation
import XCTest
@testable import AuditKitLinux

/// An audit of a screen with nothing to audit throws ``AccessibilityAuditError/emptyHierarchy(found:)``
/// (an empty screen is an error, not a pass: docs/architecture.md, "Data flow").
final class EmptyScreenTests: XCTestCase {
    private func auditError(_ app: HeadlessApplication, file: StaticString = #filePath, line: UInt = #line) -> AccessibilityAuditError? {
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
        XCTAssertEqual(error, .emptyHierarchy(found: "only an application and a window"))
        XCTAssertEqual(error?.description, "Nothing to audit: the screen holds only an application and a window, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass).")
    }

    func testAHiddenRootViewThrowsWhateverItHolds() {
        let window = Window()
        let button = Button(image: Image(systemName: "xmark"), frame: CGRect(x: 0, y: 0, width: 10, height: 10))   // would fail 3 rules
        button.addAction {}
        window.addSubviews(button, Label(text: "Hello", frame: CGRect(x: 0, y: 100, width: 100, height: 20)))
        window.isHidden = true
        let error = auditError(HeadlessApplication(window))
        XCTAssertEqual(error, .emptyHierarchy(found: "only an application, a window and 2 hidden elements"))
        XCTAssertTrue(error?.description.hasSuffix("(an empty screen is not a pass; is the root view hidden?).") == true)
    }

    func testPlainContainersAloneThrow() {
        let window = Window()
        let card = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        card.backgroundColor = .systemYellow
        card.addSubview(View(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        window.addSubview(card)
        XCTAssertEqual(auditError(HeadlessApplication(window)), .emptyHierarchy(found: "only an application, a window and 2 plain containers"))
    }

    func testACaptureOfOnlyAnApplicationAndAWindowThrows() {
        var capture = CaptureFixture()
        capture.add(.window, parent: capture.root, frame: rect(0, 0, 402, 874))
        XCTAssertFalse(capture.hierarchy.hasContentToAudit)
        XCTAssertThrowsError(try AccessibilityAuditor().audit(capture.hierarchy)) { error in
            XCTAssertEqual(error as? AccessibilityAuditError, .emptyHierarchy(found: "only an application and a window"))
        }
        let none = AccessibilityHierarchy(elements: [], rootID: nil, settings: nil, source: .init(kind: .json))
        XCTAssertThrowsError(try AccessibilityAuditor().audit(none)) { error in
            XCTAssertEqual(error as? AccessibilityAuditError, .emptyHierarchy(found: "nothing"))
            XCTAssertEqual("\(error)", "The hierarchy is empty: there is nothing to audit (an empty screen is not a pass).")
        }
    }

    // MARK: Does not throw

    func testOneVisibleThingIsEnoughToAudit() throws {
        let things: [View] = [Label(text: "Hello"), ImageView(image: Image(named: "logo")), Switch(),
                              { let v = View(); v.addTapGesture {}; return v }(),
                              { let v = View(); v.isAccessibilityElement = true; return v }()]
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
        XCTAssertEqual(capture.hierarchy.contentSummary, "an application, a window, a plain container and an element to audit")
        XCTAssertNoThrow(try AccessibilityAuditor().audit(capture.hierarchy))
    }
}
