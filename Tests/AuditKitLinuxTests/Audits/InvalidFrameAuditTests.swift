import AuditKitLinux
import Foundation
import XCTest

/// Frames no device shows (newcomer's report F6): a headless screen with a NaN, infinite or absurd
/// frame is a bug in the test's layout, so its audit throws
/// `AccessibilityAuditError.invalidFrames`, naming the elements, for every audit type; it never
/// passes with those elements unjudged. A negative width or height is read standardized, as
/// CoreGraphics reads it, and judged.
final class InvalidFrameAuditTests: XCTestCase {
    private func app(_ views: View...) -> HeadlessApplication {
        let window = Window()
        for view in views { window.addSubview(view) }
        return HeadlessApplication(window, name: "F")
    }

    private func button(_ title: String, _ frame: CGRect) -> Button {
        let button = Button(title: title, frame: frame)
        button.addAction {}
        return button
    }

    private func assertInvalidFrames(
        _ app: HeadlessApplication, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        for types: AccessibilityAuditType in [.hitRegion, .sufficientElementDescription, .all] {
            XCTAssertThrowsError(try app.audit(for: types), file: file, line: line) { error in
                XCTAssertEqual(error as? AccessibilityAuditError, .invalidFrames(expected), file: file, line: line)
            }
        }
    }

    func testANaNFrameIsAnError() {
        let nan = CGFloat.nan
        assertInvalidFrames(
            app(
                button("NaN", CGRect(x: nan, y: nan, width: nan, height: nan)),
                button("OK", CGRect(x: 16, y: 100, width: 100, height: 44))),
            ["Application['F']/Window/Button['NaN']"])
    }

    func testOneNaNOrInfiniteValueIsEnough() {
        assertInvalidFrames(
            app(button("Width", CGRect(x: 16, y: 100, width: CGFloat.nan, height: 44))),
            ["Application['F']/Window/Button['Width']"])
        assertInvalidFrames(
            app(button("Tall", CGRect(x: 16, y: 100, width: 44, height: CGFloat.infinity))),
            ["Application['F']/Window/Button['Tall']"])
    }

    /// A container's NaN frame is named where it was set (the views inside are placed from the
    /// origin, not from NaN); several are counted in the message.
    func testAContainersNaNFrameIsNamedAndSeveralAreCounted() throws {
        let card = View(frame: CGRect(x: CGFloat.nan, y: 100, width: 300, height: 100))
        card.accessibilityIdentifier = "card"
        card.addSubview(button("Inside", CGRect(x: 10, y: 10, width: 100, height: 44)))
        assertInvalidFrames(app(card), ["Application['F']/Window/Other#card"])
        let other = button("Other", CGRect(x: 16, y: 300, width: CGFloat.nan, height: 44))
        XCTAssertThrowsError(try app(card, other).audit(for: .hitRegion)) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix("the frame of Application['F']/Window/Other#card and 1 other is"), "\(error)")
        }
    }

    func testANaNAccessibilityFrameIsAnError() {
        let view = button("Framed", CGRect(x: 16, y: 100, width: 100, height: 44))
        view.accessibilityFrame = CGRect(x: 0, y: CGFloat.nan, width: 100, height: 44)
        assertInvalidFrames(app(view), ["Application['F']/Window/Button['Framed']"])

        let chart = View(frame: CGRect(x: 16, y: 200, width: 300, height: 200))
        let bar = AccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Bar"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20)
        chart.accessibilityElements = [bar]
        XCTAssertThrowsError(try app(chart).audit(for: .hitRegion)) { error in
            guard case .invalidFrames(let paths) = error as? AccessibilityAuditError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(paths.count, 1, "\(paths)")
        }
    }

    /// The message says what, where and what to do.
    func testTheMessageNamesTheElementAndWhatToDo() {
        let error = AccessibilityAuditError.invalidFrames(["Application['F']/Window/Button['NaN']"])
        let message = error.description
        XCTAssertTrue(
            message.hasPrefix("the frame of Application['F']/Window/Button['NaN'] is not a rectangle"), message)
        XCTAssertTrue(message.contains("CALayerInvalidGeometry"), message)
        XCTAssertTrue(message.hasSuffix("fix the layout that set it"), message)
    }

    /// A negative size is the standardized rectangle: judged like any other.
    func testANegativeSizeIsReadStandardized() throws {
        let small = button("Neg", CGRect(x: 10, y: 110, width: -10, height: -10))
        let large = button("Large", CGRect(x: 200, y: 300, width: -100, height: -60))
        let app = app(small, large)
        XCTAssertEqual(app.buttons["Neg"].frame, CGRect(x: 0, y: 100, width: 10, height: 10))
        XCTAssertEqual(app.buttons["Large"].frame, CGRect(x: 100, y: 240, width: 100, height: 60))
        let issues = try app.audit(for: .hitRegion).issues
        XCTAssertEqual(issues.map(\.compactDescription), ["Hit area is too small"])
        XCTAssertEqual(issues.first?.element?.label, "Neg")
        XCTAssertEqual(issues.first?.evidence[.width], 10)
        XCTAssertEqual(issues.first?.evidence[.height], 10)
    }

    /// A zero frame is a real, empty frame: judged, not an error.
    func testAZeroFrameIsJudged() throws {
        let issues = try app(button("Zero", .zero), button("OK", CGRect(x: 16, y: 100, width: 100, height: 44)))
            .audit(for: .hitRegion).issues
        XCTAssertEqual(issues.compactMap(\.element?.label), ["Zero"])
    }
}
