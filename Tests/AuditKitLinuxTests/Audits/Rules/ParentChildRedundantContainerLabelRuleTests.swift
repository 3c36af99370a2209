import Foundation
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel

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
        let outcome = RuleHarness.run(
            ParentChildRedundantContainerLabelRule(), on: RuleHarness.app(toolbar(label: "Play, Pause, Stop")))
        XCTAssertEqual(outcome.labels, ["Play, Pause, Stop"])
        XCTAssertEqual(outcome.issues.first?.severity, .warning)
        XCTAssertEqual(outcome.compact, ["Parent/Child mismatch"])
    }

    func testGroupNameNoLabelAndTextOnlyChildrenPass() {
        let named = toolbar(label: "Playback controls")
        let unnamed = toolbar(label: nil)
        let texts = View(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        texts.accessibilityLabel = "Title Subtitle"
        texts.addSubviews(
            Label(text: "Title", frame: CGRect(x: 0, y: 0, width: 200, height: 44)),
            Label(text: "Subtitle", frame: CGRect(x: 0, y: 50, width: 200, height: 44)))
        XCTAssertEqual(
            RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: RuleHarness.app(named, unnamed, texts))
                .issues, [])
    }

    func testCaptureUsesTypesAndAccessibleAttribute() {
        var capture = CaptureFixture()
        let group = capture.add(.other, parent: capture.root, label: "Like Reply", accessible: false)
        capture.add(.button, parent: group, label: "Like")
        capture.add(.button, parent: group, label: "Reply")
        let unknown = capture.add(.other, parent: capture.root, label: "Share Save")  // accessible unknown: not judged
        capture.add(.button, parent: unknown, label: "Share")
        capture.add(.button, parent: unknown, label: "Save")
        XCTAssertEqual(
            RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: capture.hierarchy).labels, ["Like Reply"])
    }

    // MARK: Shapes that were once quadratic, and a pair-by-pair reference

    /// Containers nested a thousand deep, each labelled "Go" and marked not accessible, over one
    /// button "Go": no container joins two labels, so nothing is reported.
    func testDeeplyNestedLabelledContainersReportNothing() {
        var capture = CaptureFixture()
        var parent = capture.root
        for _ in 0..<1_000 { parent = capture.add(.other, parent: parent, label: "Go", accessible: false) }
        capture.add(.button, parent: parent, label: "Go", accessible: true)
        XCTAssertEqual(RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: capture.hierarchy).issues, [])
    }

    /// The same nest labelled "Play Pause" over the buttons "Play" and "Pause": every container repeats them.
    func testDeeplyNestedContainersThatAllRepeatTheirButtonsAreEachReported() {
        var capture = CaptureFixture()
        var parent = capture.root
        for _ in 0..<500 { parent = capture.add(.other, parent: parent, label: "Play, Pause", accessible: false) }
        capture.add(.button, parent: parent, label: "Play", accessible: true)
        capture.add(.button, parent: parent, label: "Pause", accessible: true)
        let found = RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: capture.hierarchy)
        XCTAssertEqual(found.issues.count, 500)
        XCTAssertEqual(found.issues.first?.evidence[.childLabels], ["Play", "Pause"])
    }

    /// Random captures and hierarchy JSON with labels made of a few words, accents composed or not:
    /// the rule reports exactly what its decisions, read one container at a time, report.
    func testRandomScreensAgreeWithThePerContainerReference() {
        var random = SeededRandom(seed: 21)
        let words = ["Play", "Pause", "Play Pause", "Café", "Cafe\u{301}", "Go", "日本", "x"]
        var reported = 0
        for round in 0..<80 {
            let capture = round % 2 == 0
            var elements: [ElementSnapshot] = []
            for id in 0..<Int.random(in: 2...150, using: &random) {
                var element = ElementSnapshot(
                    id: id,
                    elementType: id == 0 ? .application : random.pick([.other, .other, .button, .staticText, .switch]))
                if id > 0 {
                    let parent = random.chance(0.5) ? id - 1 : Int.random(in: 0..<id, using: &random)
                    element.parent = parent
                    elements[parent].children.append(id)
                }
                element.label =
                    random.chance(0.8) ? random.pick(words) + (random.chance(0.4) ? " " + random.pick(words) : "") : nil
                element.isAccessibilityElement = random.chance(0.1) ? nil : random.chance(0.4)
                element.isVisible = random.chance(0.95)
                if random.chance(0.2) { element.traits = .button }
                if !capture {
                    element.isInAccessibilityView = random.chance(0.8)
                }
                elements.append(element)
            }
            if !capture {
                // Each element lists its children in the accessibility view, when it is not an element itself.
                for id in elements.indices where elements[id].isAccessibilityElement != true {
                    elements[id].accessibilityChildren = elements[id].children.filter { _ in random.chance(0.9) }
                }
            }
            elements[0].label = "App"
            var hierarchy = AccessibilityHierarchy(
                elements: elements, rootID: 0, settings: nil, source: .init(kind: capture ? .appiumXML : .json))
            // Some containers say what their children say (accents composed the other way, at times).
            for id in elements.indices where elements[id].isAccessibilityElement == false && random.chance(0.4) {
                let names = Self.namedChildren(of: id, in: hierarchy).compactMap(\.accessibleName)
                guard names.count >= 2 else { continue }
                let joined = names.joined(separator: random.pick([" ", ", ", ""]))
                elements[id].label =
                    random.chance(0.3) ? joined.replacingOccurrences(of: "Café", with: "Cafe\u{301}") : joined
            }
            hierarchy = AccessibilityHierarchy(
                elements: elements, rootID: 0, settings: nil, source: .init(kind: capture ? .appiumXML : .json))
            guard hierarchy.hasContentToAudit else { continue }
            let found = RuleHarness.run(ParentChildRedundantContainerLabelRule(), on: hierarchy)
            let expected = Self.reference(hierarchy)
            XCTAssertEqual(found.issues.map { $0.elementSnapshot?.id ?? -1 }, expected.map(\.id), "round \(round)")
            XCTAssertEqual(
                found.issues.map { $0.evidence[.childLabels] ?? [] }, expected.map(\.childLabels), "round \(round)")
            reported += expected.count
        }
        XCTAssertGreaterThan(reported, 20)
    }

    /// The rule's decisions for each container, as it read them before it was made linear.
    private static func reference(_ hierarchy: AccessibilityHierarchy) -> [(id: Int, childLabels: [String])] {
        var found: [(id: Int, childLabels: [String])] = []
        for container in hierarchy.viewTreeElements {
            guard container.isAccessibilityElement == false, container.isVisible != false,
                let label = container.label, !TextMatching.lettersAndDigits(label).isEmpty,
                container.elementType != .application, container.elementType != .window
            else { continue }
            let named = namedChildren(of: container.id, in: hierarchy)
            let interactive = named.filter(ParentChildRedundantContainerLabelRule.isInteractive)
            let target = TextMatching.lettersAndDigits(label)
            let matchesAll =
                named.count >= 2 && !interactive.isEmpty
                && target == named.compactMap(\.accessibleName).map(TextMatching.lettersAndDigits).joined()
            let matchesInteractive =
                interactive.count >= 2
                && target == interactive.compactMap(\.accessibleName).map(TextMatching.lettersAndDigits).joined()
            guard matchesAll || matchesInteractive else { continue }
            found.append((container.id, (matchesInteractive ? interactive : named).compactMap(\.accessibleName)))
        }
        return found
    }

    /// The children the rule joins for `container`, with a name of letters or digits, in order.
    private static func namedChildren(of container: Int, in hierarchy: AccessibilityHierarchy) -> [ElementSnapshot] {
        let children =
            hierarchy.source.isCapture
            ? hierarchy.descendants(of: container).filter {
                $0.isAccessibilityElement != false && $0.isVisible != false
            }
            : Array(
                hierarchy.preorder(from: container, children: \.accessibilityChildren).dropFirst()
                    .filter { $0.isAccessibilityElement == true && $0.isInAccessibilityView == true })
        return children.filter { $0.accessibleName.map(TextMatching.lettersAndDigits)?.isEmpty == false }
    }
}
