import AuditKitLinux
import Foundation
import XCTest

/// modalContainment: content behind a dimming view that VoiceOver still reaches.
final class ModalContainmentBackgroundReachableRuleTests: XCTestCase {
    typealias F = ExtendedRuleFixtures

    /// The screen behind: a title and a button.
    private func content() -> View {
        let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        content.addSubviews(
            Label(text: "Products", frame: CGRect(x: 16, y: 60, width: 200, height: 30)),
            Button(title: "Buy", frame: CGRect(x: 16, y: 120, width: 100, height: 44)))
        return content
    }

    private func dimming(_ color: Color = Color.black.withAlphaComponent(0.4), height: Double = 844, tap: Bool = true)
        -> View
    {
        let dim = View(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        dim.backgroundColor = color
        if tap { dim.addTapGesture {} }
        return dim
    }

    private func sheet(_ buttons: String...) -> View {
        let sheet = View(frame: CGRect(x: 0, y: 500, width: 390, height: 344))
        sheet.backgroundColor = .systemBackground
        sheet.addSubview(Label(text: "Filters", frame: CGRect(x: 16, y: 16, width: 200, height: 24)))
        for (i, title) in buttons.enumerated() {
            sheet.addSubview(
                Button(title: title, frame: CGRect(x: 16 + Double(i) * 120, y: 60, width: 100, height: 44)))
        }
        return sheet
    }

    func testSheetOverDimmingViewThatIsNotModalLeavesTheBackgroundReachable() throws {
        let result = try F.app(content(), dimming(), sheet("Apply", "Close")).audit(for: .modalContainment)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Content behind modal view is reachable"])
        let issue = try XCTUnwrap(result.issues.first)
        XCTAssertEqual(issue.ruleID, "modalContainment.backgroundReachable")
        XCTAssertEqual(issue.path, "Application['Test']/Window/Other[2]", "the sheet, third of the window's views")
        XCTAssertEqual(issue.evidence[.coveredElementCount], 2)
        XCTAssertEqual(issue.evidence[.coveredElements], ["Products", "Buy"])
        XCTAssertEqual(issue.evidence[.dimmingCoverage] ?? 0, 0.9, accuracy: 0.1, "\(issue.evidence)")
        XCTAssertNotNil(issue.evidence[.dimmingColor])
    }

    func testModalSheetPasses() throws {
        let modal = sheet("Apply", "Close")
        modal.accessibilityViewIsModal = true
        XCTAssertEqual(try F.app(content(), dimming(), modal).audit(for: .modalContainment).issues, [])
    }

    func testContentInsideAModalDimmingViewPasses() throws {
        let dim = dimming()
        dim.accessibilityViewIsModal = true
        dim.addSubview(sheet("Close"))
        XCTAssertEqual(try F.app(content(), dim).audit(for: .modalContainment).issues, [])
    }

    func testContentBehindHiddenFromAccessibilityPasses() throws {
        let behind = content()
        behind.accessibilityElementsHidden = true
        XCTAssertEqual(try F.app(behind, dimming(), sheet("Close")).audit(for: .modalContainment).issues, [])
    }

    func testOverlaysThatAreNotDimmingViewsAreNotReported() throws {
        // Light translucent, dark but opaque, dark but covering half the screen, and a dimming view with nothing on it.
        for overlay in [dimming(Color.white.withAlphaComponent(0.4)), dimming(.black), dimming(height: 422)] {
            XCTAssertEqual(
                try F.app(content(), overlay, sheet("Apply")).audit(for: .modalContainment).issues, [],
                "\(overlay.frame)")
        }
        XCTAssertEqual(try F.app(content(), dimming()).audit(for: .modalContainment).issues, [])
    }

    func testCapturesAreNotEvaluated() throws {
        let result = try F.capture(of: F.app(content(), dimming(), sheet("Apply"))).audit(for: .modalContainment)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.map(\.auditType), [.modalContainment])
    }
}
