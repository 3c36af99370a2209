import AuditKitLinux
import Foundation
import XCTest

/// `SegmentedControl` (`UISegmentedControl`): a container whose segments are buttons, the chosen
/// one `.selected`; tapping a segment selects it and runs the actions; audited without false positives.
final class SegmentedControlTests: XCTestCase {
    private func app(_ views: View...) -> HeadlessApplication {
        let window = Window()
        views.forEach(window.addSubview)
        return HeadlessApplication(window)
    }

    /// Day / Week / Month, Day chosen, 358 × 32 pt.
    private func periods(selected: Int = 0) -> SegmentedControl {
        SegmentedControl(
            segments: ["Day", "Week", "Month"], selectedSegmentIndex: selected,
            frame: CGRect(x: 16, y: 120, width: 358, height: 32))
    }

    /// A segmented control as it should be built: titles that follow Dynamic Type, and segments wide
    /// enough for them at the largest size (one line each, as UIKit draws segment titles).
    private func scalingPeriods(_ segments: [String] = ["Day", "Week"]) -> SegmentedControl {
        let control = periods()
        control.segments = segments
        control.titleFont = .preferredFont(forTextStyle: .subheadline)
        control.adjustsFontForContentSizeCategory = true
        return control
    }

    func testSnapshotHasAContainerAndOneButtonPerSegment() throws {
        let hierarchy = app(periods()).snapshot()
        let container = try XCTUnwrap(hierarchy.elements.first { $0.elementType == .segmentedControl })
        XCTAssertEqual(container.isAccessibilityElement, false)
        XCTAssertEqual(container.isInAutomationView, true)
        let segments = container.accessibilityChildren.compactMap { hierarchy[$0] }
        XCTAssertEqual(segments.map(\.label), ["Day", "Week", "Month"])
        XCTAssertEqual(segments.map(\.elementType), [.button, .button, .button])
        XCTAssertEqual(segments.map(\.traits), [[.button, .selected], .button, .button])
        XCTAssertEqual(segments.map { $0.frame?.width }, [358.0 / 3, 358.0 / 3, 358.0 / 3])
        XCTAssertEqual(segments.map(\.hasActivation), [true, true, true])
    }

    func testVoiceOverReadsTheSelectedSegment() {
        XCTAssertEqual(
            VoiceOverTranscript(app(periods()).snapshot()).lines,
            ["Selected, Day, Button", "Week, Button", "Month, Button"])
    }

    func testTappingASegmentSelectsItAndRunsActions() {
        let control = periods()
        var changes: [Int] = []
        control.addAction { [unowned control] in changes.append(control.selectedSegmentIndex) }
        let app = app(control)
        XCTAssertEqual(app.segmentedControls.count, 1)
        XCTAssertTrue(app.segmentedControls.buttons["Week"].tap())
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(changes, [1])
        XCTAssertTrue(app.segmentedControls.buttons["Week"].isSelected)
        XCTAssertFalse(app.segmentedControls.buttons["Day"].isSelected)
    }

    func testNoSegmentAndOutOfRangeSelectNothing() {
        let control = periods(selected: SegmentedControl.noSegment)
        XCTAssertEqual(control.segmentButtons.map(\.isSelected), [false, false, false])
        XCTAssertFalse(control.selectSegment(at: 7))
        control.selectedSegmentIndex = 9
        XCTAssertEqual(control.segmentButtons.map(\.isSelected), [false, false, false])
    }

    func testDisablingTheControlDimsEverySegmentAndBlocksTaps() {
        let control = periods()
        control.isEnabled = false
        XCTAssertTrue(control.segmentButtons.allSatisfy { $0.accessibilityTraits.contains(.notEnabled) })
        XCTAssertFalse(app(control).segmentedControls.buttons["Week"].tap())
        XCTAssertEqual(control.selectedSegmentIndex, 0)
    }

    func testChangingSegmentsRebuildsTheButtons() {
        let control = periods()
        control.segments = ["List", "Grid"]
        XCTAssertEqual(control.segmentButtons.map(\.accessibilityLabel), ["List", "Grid"])
        XCTAssertEqual(control.subviews.count, 2)
    }

    func testAuditFindsNothingOnAWellBuiltSegmentedControl() throws {
        let result = try app(scalingPeriods()).audit()
        XCTAssertEqual(result.issues.map(\.description), [])
    }

    func testAuditReportsASegmentTitleTruncatedAtTheLargestSizes() throws {
        let result = try app(scalingPeriods(["Day", "Week", "Month"])).audit()
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Text clipped"])
        XCTAssertEqual(result.issues.first?.element?.label, "Month")
    }

    func testAuditReportsUIKitsFixedSegmentFont() throws {
        let result = try app(periods()).audit(for: .dynamicType)
        XCTAssertEqual(
            result.issues.map(\.compactDescription),
            Array(repeating: "Dynamic Type font sizes are unsupported", count: 3))
    }

    func testAuditFindsAnUnlabelledImageSegment() throws {
        let control = SegmentedControl(
            segments: ["List", ""], selectedSegmentIndex: 0,
            frame: CGRect(x: 16, y: 120, width: 358, height: 32))
        control.titleFont = .preferredFont(forTextStyle: .subheadline)
        control.adjustsFontForContentSizeCategory = true
        control.setImage(Image(systemName: "square.grid.2x2"), forSegmentAt: 1)
        let result = try app(control).audit(for: .sufficientElementDescription)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["Element has no description"])
    }
}
