import AuditKitLinux
import Foundation
import XCTest

/// `trait.selectionMarkOnly`: fires / does not fire.
final class TraitSelectionMarkOnlyRuleTests: XCTestCase {
    /// Three segments side by side; the one at `marked` tinted and holding a check mark.
    private func segments(marked: Int?, selectedTrait: Bool = false, mark: String = "checkmark") -> [View] {
        ["Daily", "Weekly", "Monthly"].enumerated().map { index, title in
            let segment = Button(title: title, frame: rect(16 + Double(index) * 120, 100, 110, 44))
            segment.addAction {}
            if index == marked {
                segment.backgroundColor = Color(hex: "#007AFF")
                segment.addSubview(ImageView(image: Image(systemName: mark), frame: rect(4, 14, 16, 16)))
                segment.isSelected = selectedTrait
            }
            return segment
        }
    }

    func testASegmentMarkedByTintAndCheckWithoutTheTraitFires() {
        let app = RuleHarness.app(segments(marked: 2)[0], segments(marked: 2)[1], segments(marked: 2)[2])
        let findings = RuleHarness.run(TraitSelectionMarkOnlyRule(), on: app)
        XCTAssertEqual(findings.compact, ["Selection not announced"])
        XCTAssertEqual(findings.labels, ["Monthly"])
        XCTAssertEqual(findings.issues.first?.evidence[.markImage], "checkmark")
        XCTAssertEqual(findings.issues.first?.evidence[.likeElementCount], 3)
    }

    func testACapturedOptionListWithACheckImageFiresWhenTraitsAreRecorded() {
        var capture = CaptureFixture()
        for (index, name) in ["Small", "Medium", "Large"].enumerated() {
            let cell = capture.add(
                .cell, parent: capture.root, label: name, accessible: true,
                frame: rect(0, 100 + Double(index) * 44, 390, 44), traits: [.button])
            if index == 1 {
                capture.add(.image, parent: cell, label: "ic_check", frame: rect(350, 112 + Double(index) * 44, 20, 20))
            }
        }
        XCTAssertEqual(RuleHarness.run(TraitSelectionMarkOnlyRule(), on: capture.hierarchy).labels, ["Medium"])
    }

    func testATraitOrALabelThatSaysTheStateOrNoMarkPasses() {
        let announced = segments(marked: 0, selectedTrait: true)
        XCTAssertEqual(
            RuleHarness.run(TraitSelectionMarkOnlyRule(), on: RuleHarness.app(announced[0], announced[1], announced[2]))
                .issues, [])
        let icon = segments(marked: 0, mark: "star")  // an icon, not a selection mark
        XCTAssertEqual(
            RuleHarness.run(TraitSelectionMarkOnlyRule(), on: RuleHarness.app(icon[0], icon[1], icon[2])).issues, [])
        let labelled = segments(marked: 1)
        labelled[1].accessibilityLabel = "Weekly, selected"
        XCTAssertEqual(
            RuleHarness.run(TraitSelectionMarkOnlyRule(), on: RuleHarness.app(labelled[0], labelled[1], labelled[2]))
                .issues, [])
    }

    func testACaptureWithoutTraitsIsNotEvaluated() {
        var capture = CaptureFixture()
        for (index, name) in ["Small", "Medium"].enumerated() {
            let button = capture.add(
                .button, parent: capture.root, label: name, frame: rect(16 + Double(index) * 120, 100, 110, 44))
            if index == 0 { capture.add(.image, parent: button, label: "checkmark", frame: rect(20, 112, 16, 16)) }
        }
        let findings = RuleHarness.run(TraitSelectionMarkOnlyRule(), on: capture.hierarchy)
        XCTAssertEqual(findings.issues, [])
        XCTAssertEqual(findings.notEvaluated.filter { $0.auditType == .trait }.map(\.elementCount), [2])
    }
}

extension TraitSelectionMarkOnlyRuleTests {
    /// A segmented row as a page source records it: three buttons with their traits, the chosen
    /// one holding a check image, none `Selected`.
    func testASegmentRowInAPageSourceFires() throws {
        func button(_ name: String, x: Int, inside: String = "") -> String {
            let open =
                #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(name)" label="\#(name)" "#
                + #"enabled="true" visible="true" accessible="true" x="\#(x)" y="100" width="110" height="44" "#
                + #"traits="Button""#
            return inside.isEmpty ? open + "/>" : open + ">" + inside + "</XCUIElementTypeButton>"
        }
        let check =
            #"<XCUIElementTypeImage type="XCUIElementTypeImage" name="checkmark" label="checkmark" "#
            + #"enabled="true" visible="true" accessible="false" x="260" y="114" width="16" height="16" traits="Image"/>"#
        let xml =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication "#
            + #"type="XCUIElementTypeApplication" name="Plans" label="Plans" enabled="true" visible="true" "#
            + #"accessible="false" x="0" y="0" width="390" height="844" traits=""><XCUIElementTypeWindow "#
            + #"type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" "#
            + #"width="390" height="844" traits="">"#
            + button("Daily", x: 16) + button("Weekly", x: 136) + button("Monthly", x: 256, inside: check)
            + "</XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>"
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "plans.xml")
        let findings = RuleHarness.run(TraitSelectionMarkOnlyRule(), on: hierarchy)
        XCTAssertEqual(findings.labels, ["Monthly"])
        XCTAssertEqual(findings.issues.first?.evidence[.markImage], "checkmark")
    }
}
