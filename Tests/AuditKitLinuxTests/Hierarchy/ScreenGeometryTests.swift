import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitModel

/// Where elements lie relative to the screen, and the structural problems that records.
final class ScreenGeometryTests: XCTestCase {
    func testPlacementAndProblemsOfAScrolledAwaySubtree() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let shown = capture.add(.staticText, parent: window, label: "Top", frame: rect(16, 60, 200, 20))
        let away = capture.add(.other, parent: window, frame: rect(0, 900, 390, 200))
        let inside = capture.add(.button, parent: away, label: "Deep", frame: rect(16, 920, 100, 44))
        let empty = capture.add(.other, parent: window, frame: rect(0, 0, 0, 0))
        let placement = capture.hierarchy.screenPlacement()
        XCTAssertEqual(
            [placement[shown], placement[away], placement[inside], placement[empty]],
            [.onScreen, .offScreen, .offScreen, .onScreen],
            "an empty frame on the screen is not outside it")
        XCTAssertEqual(
            capture.hierarchy.geometryProblems(),
            [StructuralProblem(kind: .offScreen, container: window, element: away)],
            "the outermost element outside the screen stands for its subtree")
    }

    func testAWindowThatFitsAndOneThatDoesNot() {
        var capture = CaptureFixture()
        let keyboardWindow = capture.add(.window, parent: capture.root, frame: rect(0, 516, 390, 328))
        let landscape = capture.add(.window, parent: capture.root, frame: rect(0, 0, 844, 390))
        let inside = capture.add(.button, parent: landscape, label: "Go", frame: rect(600, 20, 44, 44))
        let placement = capture.hierarchy.screenPlacement()
        XCTAssertEqual(placement[keyboardWindow], .onScreen)
        XCTAssertEqual([placement[landscape], placement[inside]], [.inWindowThatDoesNotFit, .inWindowThatDoesNotFit])
        XCTAssertEqual(
            capture.hierarchy.geometryProblems(),
            [StructuralProblem(kind: .windowOutsideScreen, container: capture.root, element: landscape)])
    }

    func testHeadlessSnapshotsAndJSONRecordTheProblemOnce() throws {
        let below = Button(title: "Load more", frame: rect(16, 1000, 200, 44))
        let app = RuleHarness.app(below)
        let snapshot = app.snapshot()
        XCTAssertEqual(snapshot.problems.map(\.kind), [.offScreen])
        let imported = try AccessibilityHierarchy(importing: snapshot.jsonData(), name: "below.json")
        XCTAssertEqual(imported.problems, snapshot.problems)
        XCTAssertEqual(try imported.audit(for: .parentChild).issues, [])
    }

    func testAHeadlessLandscapeWindowOnAPortraitScreenIsNotJudged() throws {
        let screen = View(frame: RuleHarness.screen)
        let landscape = Window(frame: rect(0, 0, 844, 390))
        let tiny = Button(title: "Recenter", frame: rect(780, 20, 20, 20))
        tiny.addAction {}
        landscape.addSubview(tiny)
        screen.addSubview(landscape)
        let app = HeadlessApplication(screen)
        XCTAssertEqual(app.snapshot().problems.map(\.kind), [.windowOutsideScreen])
        let result = try app.audit(for: .hitRegion)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.map(\.elementCount), [1])
        landscape.frame = rect(0, 0, 390, 844)
        tiny.frame.origin.x = 340
        XCTAssertEqual(
            try app.audit(for: .hitRegion).issues.map { $0.element?.label }, ["Recenter"],
            "the same button in a window that fits")
    }
}
