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

    // MARK: What covers the screen, not only a dimming colour

    /// A full-screen view over the content: a blur, or an invisible layer that takes taps.
    private func cover(blur: Bool = false, tap: Bool = false) -> View {
        let cover = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        cover.isTranslucentMaterial = blur
        if tap { cover.addTapGesture {} }
        return cover
    }

    func testBottomSheetOverBlurOrInvisibleTapLayerLeavesTheBackgroundReachable() throws {
        // The reported shape: content only blurred, an invisible full-screen tap layer, a sheet.
        let result = try F.app(content(), cover(blur: true), cover(tap: true), sheet("Apply"))
            .audit(for: .modalContainment)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Content behind modal view is reachable"])
        XCTAssertEqual(result.issues.first?.evidence[.presentation], "blurView")
        XCTAssertEqual(result.issues.first?.evidence[.coveredElements], ["Products", "Buy"])
        XCTAssertNil(result.issues.first?.evidence[.dimmingColor])
        let tapOnly = try F.app(content(), cover(tap: true), sheet("Apply")).audit(for: .modalContainment)
        XCTAssertEqual(tapOnly.issues.first?.evidence[.presentation], "tapLayer")
        XCTAssertEqual(tapOnly.issues.first?.evidence[.coveredElementCount], 2)
    }

    func testBlurOrTapLayerUnderAModalSheetPasses() throws {
        let modal = sheet("Apply")
        modal.accessibilityViewIsModal = true
        XCTAssertEqual(
            try F.app(content(), cover(blur: true), cover(tap: true), modal).audit(for: .modalContainment).issues, [])
    }

    func testScreenContainersThatTakeTapsOrBlurAreNotCovers() throws {
        // A full-screen view that dismisses the keyboard on tap and holds the screen's own content,
        // drawn after a header; a blurred background drawn first; a full-screen view without taps.
        let header = Label(text: "Sign in", frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        let form = cover(tap: true)
        form.addSubview(Button(title: "Continue", frame: CGRect(x: 16, y: 400, width: 200, height: 44)))
        XCTAssertEqual(try F.app(header, form).audit(for: .modalContainment).issues, [])
        XCTAssertEqual(try F.app(cover(blur: true), content(), sheet("Apply")).audit(for: .modalContainment).issues, [])
        XCTAssertEqual(try F.app(content(), cover(), sheet("Apply")).audit(for: .modalContainment).issues, [])
    }

    func testSheetMarkedModalInJSONPasses() throws {
        // Hierarchy JSON whose lists still name the sheet's siblings as reached, with `isModal`
        // on the sheet: UIKit hides the siblings, so nothing behind is reachable.
        var hierarchy = F.app(content(), dimming(), sheet("Apply", "Close")).snapshot()
        let sheetID = try XCTUnwrap(hierarchy.elements.last { $0.elementType == .other && $0.parent == 1 }?.id)
        hierarchy.elements[sheetID].isModal = true
        hierarchy.source = .init(kind: .json)
        let data = try hierarchy.jsonData()
        let imported = try AccessibilityHierarchy(importing: data, name: "sheet.json", format: .json)
        XCTAssertEqual(try imported.audit(for: .modalContainment).issues, [])
        let transcript = VoiceOverTranscript(imported)
        XCTAssertFalse(transcript.lines.contains { $0.contains("Products") }, transcript.text)
        XCTAssertTrue(transcript.lines.contains { $0.contains("Filters") }, transcript.text)
    }

    func testJSONWithoutTheAccessibilityViewIsNotEvaluatedUnlessAModalViewShows() throws {
        var hierarchy = F.app(content(), dimming(), sheet("Apply")).snapshot()
        hierarchy.source = .init(kind: .json)
        for index in hierarchy.elements.indices { hierarchy.elements[index].isInAccessibilityView = nil }
        let unknown = try hierarchy.audit(for: .modalContainment)
        XCTAssertEqual(unknown.issues, [])
        XCTAssertEqual(
            unknown.notEvaluated.map(\.reason), ["the hierarchy does not record which elements VoiceOver reaches"])
        // The sheet marked modal: VoiceOver reaches only it, whatever the file leaves out.
        let sheetID = try XCTUnwrap(hierarchy.elements.last { $0.elementType == .other && $0.parent == 1 }?.id)
        hierarchy.elements[sheetID].isModal = true
        let modal = try hierarchy.audit(for: .modalContainment)
        XCTAssertEqual(modal.issues, [])
        XCTAssertEqual(modal.notEvaluated, [])
        XCTAssertFalse(VoiceOverTranscript(hierarchy).lines.contains { $0.contains("Products") })
    }

    func testJSONCoverOfUnknownLooksIsNotEvaluated() throws {
        // Hierarchy JSON from another tool: an empty view over the screen, under the sheet, whose
        // background, material and taps it does not record.
        var hierarchy = F.app(content(), cover(), sheet("Apply")).snapshot()
        hierarchy.source = .init(kind: .json)
        let coverID = try XCTUnwrap(
            hierarchy.elements.first { $0.parent == 1 && $0.children.isEmpty && $0.frame?.height == 844 }?.id)
        hierarchy.elements[coverID].backgroundColor = nil
        hierarchy.elements[coverID].isTranslucentMaterial = nil
        hierarchy.elements[coverID].isInteractive = nil
        let result = try hierarchy.audit(for: .modalContainment)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(
            result.notEvaluated,
            [
                NotEvaluated(
                    auditType: .modalContainment,
                    reason:
                        "a view covers the screen under presented content, but whether it dims, blurs or takes taps is unknown",
                    elementCount: 1)
            ])
    }

    func testCapturesAreNotEvaluated() throws {
        let result = try F.capture(of: F.app(content(), dimming(), sheet("Apply"))).audit(for: .modalContainment)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.map(\.auditType), [.modalContainment])
    }
}
