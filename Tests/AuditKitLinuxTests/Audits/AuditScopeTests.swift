import AuditKitLinux
import Foundation
import XCTest

/// The audit's scope (``AccessibilityAuditConfiguration/scope``): issues on elements out of view are
/// not reported by default, as Apple's audit covers what is on the screen, and are counted in
/// `notEvaluated`; `.wholeContent` reports them.
final class AuditScopeTests: XCTestCase {
    /// A 390 × 844 screen with a scroll view 400 pt tall holding unlabelled buttons at content
    /// y = 100, 700 and 1500: the first is shown, the second is clipped by the scroll view (but on
    /// the screen), the third is below the screen.
    private func scrollingApp() -> (HeadlessApplication, ScrollView) {
        let app = HeadlessApplication(Window(), name: "Scroll")
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        for (index, y) in [100.0, 700, 1500].enumerated() {
            let button = Button(frame: CGRect(x: 20, y: y, width: 100, height: 44))
            button.accessibilityIdentifier = "button\(index)"
            scroll.addSubview(button)
        }
        scroll.contentSize = CGSize(width: 390, height: 1600)
        app.rootView.addSubview(scroll)
        return (app, scroll)
    }

    private func identifiers(_ result: AccessibilityAuditResult) -> [String] {
        result.issues.compactMap { $0.element?.identifier }
    }

    func testElementsScrolledAwayAreNotReportedButCounted() throws {
        let (app, _) = scrollingApp()
        let result = try app.audit(for: .sufficientElementDescription)
        XCTAssertEqual(identifiers(result), ["button0"])
        let record = try XCTUnwrap(result.notEvaluated.first { $0.reason.contains("out of view") })
        XCTAssertEqual(record.auditType, .sufficientElementDescription)
        XCTAssertEqual(record.elementCount, 2)
        XCTAssertTrue(record.reason.hasPrefix("2 issues on 2 elements out of view"), record.reason)
        XCTAssertTrue(record.reason.contains(".wholeContent"), "says how to see them")
    }

    func testWholeContentReportsEveryElement() throws {
        let (app, _) = scrollingApp()
        let result = try app.audit(
            for: .sufficientElementDescription, configuration: AccessibilityAuditConfiguration(scope: .wholeContent))
        XCTAssertEqual(identifiers(result), ["button0", "button1", "button2"])
        XCTAssertFalse(result.notEvaluated.contains { $0.reason.contains("out of view") })
    }

    func testAuditScrollAuditReportsEachElementWhileItIsShown() throws {
        let (app, scroll) = scrollingApp()
        var seen = identifiers(try app.audit(for: .sufficientElementDescription))
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        seen += identifiers(try app.audit(for: .sufficientElementDescription))
        scroll.contentOffset = CGPoint(x: 0, y: 1200)
        seen += identifiers(try app.audit(for: .sufficientElementDescription))
        XCTAssertEqual(seen, ["button0", "button1", "button2"], "each issue once")
    }

    func testAnElementPartlyShownIsReported() throws {
        let (app, scroll) = scrollingApp()
        scroll.contentOffset = CGPoint(x: 0, y: 320)  // button1 at screen y 480: its top 20 pt show
        XCTAssertEqual(identifiers(try app.audit(for: .sufficientElementDescription)), ["button1"])
    }

    func testAnElementOffTheScreenWithoutAScrollViewIsNotReported() throws {
        let app = HeadlessApplication(Window(), name: "Off")
        let shown = Button(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        shown.accessibilityIdentifier = "shown"
        let away = Button(frame: CGRect(x: 400, y: 100, width: 100, height: 44))
        away.accessibilityIdentifier = "away"
        app.rootView.addSubviews(shown, away)
        XCTAssertEqual(identifiers(try app.audit(for: .sufficientElementDescription)), ["shown"])
    }

    func testACapturesCellBelowItsTableIsNotReportedAndUnknownFramesAre() throws {
        var capture = CaptureFixture()
        let table = capture.add(.table, parent: capture.root, frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let shown = capture.add(.cell, parent: table, frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        capture.add(.button, parent: shown, identifier: "shown", frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let below = capture.add(.cell, parent: table, frame: CGRect(x: 0, y: 600, width: 390, height: 44))
        capture.add(.button, parent: below, identifier: "below", frame: CGRect(x: 20, y: 600, width: 100, height: 44))
        let unknown = capture.add(.button, parent: table, identifier: "unknown")
        var hierarchy = capture.hierarchy
        hierarchy.elements[unknown].frame = nil
        let result = try hierarchy.audit(for: .sufficientElementDescription)
        XCTAssertEqual(Set(identifiers(result)), ["shown", "unknown"])
        XCTAssertEqual(result.notEvaluated.first { $0.reason.contains("out of view") }?.elementCount, 1)
    }

    func testTheDefaultScopeIsTheScreen() {
        XCTAssertEqual(AccessibilityAuditConfiguration.default.scope, .onScreen)
        XCTAssertEqual(AccessibilityAuditConfiguration.appleHIG.scope, .onScreen)
    }
}
