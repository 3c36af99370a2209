import Foundation
import XCTest
@testable import AuditKitLinux

/// `parentChild.redundantContainerLabel`: fires / does not fire.
final class ParentChildRedundantContainerLabelRuleTests: XCTestCase {
    private func toolbar(label: String?) -> View {
        let group = View(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        group.accessibilityLabel = label
        for (index, title) in ["Play", "Pause", "Stop"].enumerated() {
            let button = Button(title: title, frame: CGRect(x: Double(index) * 100, y: 0, width: 90, height: 44))
            button.addAction {}
            group.addSubview(button)
        }
        return group
    }

    func testContainerLabelConcatenatingChildrenFiresAsWarning() {
        let outcome = RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: RuleHarness.app(toolbar(label: "Play, Pause, Stop")))
        XCTAssertEqual(outcome.labels, ["Play, Pause, Stop"])
        XCTAssertEqual(outcome.issues.first?.severity, .warning)
        XCTAssertEqual(outcome.compact, ["Parent/Child mismatch"])
    }

    func testGroupNameNoLabelAndTextOnlyChildrenPass() {
        let named = toolbar(label: "Playback controls")
        let unnamed = toolbar(label: nil)
        let texts = View(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        texts.accessibilityLabel = "Title Subtitle"
        texts.addSubviews(Label(text: "Title", frame: CGRect(x: 0, y: 0, width: 200, height: 44)),
                          Label(text: "Subtitle", frame: CGRect(x: 0, y: 50, width: 200, height: 44)))
        XCTAssertEqual(RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: RuleHarness.app(named, unnamed, texts)).issues, [])
    }

    func testCaptureUsesTypesAndAccessibleAttribute() {
        var capture = CaptureFixture()
        let group = capture.add(.other, parent: capture.root, label: "Like Reply", accessible: false)
        capture.add(.button, parent: group, label: "Like")
        capture.add(.button, parent: group, label: "Reply")
        let unknown = capture.add(.other, parent: capture.root, label: "Share Save")        // accessible unknown: not judged
        capture.add(.button, parent: unknown, label: "Share")
        capture.add(.button, parent: unknown, label: "Save")
        XCTAssertEqual(RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: capture.hierarchy).labels, ["Like Reply"])
    }
}
