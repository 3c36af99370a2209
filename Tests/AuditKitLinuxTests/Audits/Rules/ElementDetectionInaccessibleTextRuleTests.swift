import AuditKitLinux
import XCTest

@testable import AuditKitAudits
@testable import AuditKitModel

final class ElementDetectionInaccessibleTextRuleTests: XCTestCase {
    let rule = ElementDetectionInaccessibleTextRule()

    // MARK: Fires

    func testLabelHiddenFromVoiceOverFires() {
        let label = Label(text: "Free shipping", frame: rect(20, 100, 200, 20))
        label.isAccessibilityElement = false
        let found = RuleHarness.run(rule, on: label)
        XCTAssertEqual(found.compact, ["Potentially inaccessible text"])
        XCTAssertEqual(found.issues[0].ruleID, "elementDetection.inaccessibleText")
        XCTAssertEqual(found.issues[0].evidence[.text], "Free shipping")
        XCTAssertEqual(found.issues[0].evidence[.isAccessibilityElement], false)
        XCTAssertTrue(
            found.issues[0].detailedDescription.hasPrefix(
                "The text 'Free shipping' is visible but VoiceOver cannot reach it"))
    }

    func testTextInsideContainerElementWhoseLabelLeavesItOutFires() {
        let cell = View(frame: rect(0, 100, 390, 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Inbox"
        cell.addSubviews(
            Label(text: "Inbox", frame: rect(20, 10, 100, 20)), Label(text: "3 unread", frame: rect(300, 10, 80, 20)))
        XCTAssertEqual(RuleHarness.run(rule, on: cell).elements, ["3 unread"])
    }

    func testCaptureStaticTextMarkedNotAccessibleFires() {
        var capture = CaptureFixture()
        capture.add(
            .staticText, parent: capture.root, label: "Breaking news", value: "Breaking news", accessible: false)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).compact, ["Potentially inaccessible text"])
        XCTAssertEqual(
            RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).compact,
            ["Potentially inaccessible text"])
    }

    // MARK: Does not fire

    func testPlainLabelsAndButtonsDoNotFire() {
        XCTAssertEqual(
            RuleHarness.run(
                rule, on: Label(text: "Hello", frame: rect(20, 100, 200, 20)),
                Button(title: "New Quote", frame: rect(20, 200, 120, 44))
            ).issues, [])
    }

    func testLabelInsideButtonElementDoesNotFire() {
        let button = Button(frame: rect(20, 100, 200, 44))
        button.accessibilityLabel = "Buy now"
        button.addSubview(Label(text: "Purchase", frame: rect(10, 10, 100, 20)))
        XCTAssertEqual(RuleHarness.run(rule, on: button).issues, [])
    }

    func testContainerElementBuiltFromItsTextsDoesNotFire() {
        let cell = View(frame: rect(0, 100, 390, 60))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Stay hungry, stay foolish. Steve Jobs"
        cell.addSubviews(
            Label(text: "Stay hungry,  stay foolish.", frame: rect(20, 10, 300, 20)),
            Label(text: "STEVE JOBS", frame: rect(20, 35, 100, 20)))
        XCTAssertEqual(RuleHarness.run(rule, on: cell).issues, [])
    }

    func testHiddenAndEmptyTextDoNotFire() {
        let hidden = Label(text: "Secret", frame: rect(20, 100, 200, 20))
        hidden.isHidden = true
        let empty = Label(text: "   ", frame: rect(20, 200, 200, 20))
        empty.isAccessibilityElement = false
        let shown = Label(text: "Shown", frame: rect(20, 300, 200, 20))  // reached; else nothing to audit
        XCTAssertEqual(RuleHarness.run(rule, on: hidden, empty, shown).issues, [])
    }

    func testTextBehindModalViewDoesNotFire() {
        let background = Label(text: "Behind", frame: rect(20, 100, 200, 20))
        let alert = View(frame: rect(40, 300, 300, 200))
        alert.accessibilityViewIsModal = true
        alert.addSubview(Label(text: "Delete?", frame: rect(10, 10, 200, 20)))
        XCTAssertEqual(RuleHarness.run(rule, on: background, alert).issues, [])
    }

    func testCaptureNestedStaticTextWithSameLabelDoesNotFire() {
        // The SigNews capture: a StaticText (accessible="false") holding a StaticText (accessible="true") with the same label.
        var capture = CaptureFixture()
        let outer = capture.add(
            .staticText, parent: capture.root, label: "Signals", value: "Signals", accessible: false,
            frame: rect(18, 78, 155, 58))
        capture.add(
            .staticText, parent: outer, label: "Signals", value: "Signals", accessible: true,
            frame: rect(18, 78, 155, 58))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).issues, [])
    }

    func testCaptureWithoutAccessibleAttributeIsNotEvaluated() {
        var capture = CaptureFixture()
        capture.add(.staticText, parent: capture.root, label: "今天", value: "今天")
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated,
            [
                NotEvaluated(
                    auditType: .elementDetection, reason: "the capture does not say which elements VoiceOver reaches",
                    elementCount: 1)
            ])
    }

    func testCaptureTextInsideAccessibleButtonDoesNotFire() {
        var capture = CaptureFixture()
        let button = capture.add(.button, parent: capture.root, label: "Guerre d'Ukraine", accessible: true)
        capture.add(.staticText, parent: button, label: "Ukraine", value: "Ukraine", accessible: false)
        let card = capture.add(.other, parent: capture.root, label: "Story", accessible: true)
        capture.add(.staticText, parent: card, label: "5 min read", value: "5 min read", accessible: false)
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).issues, [])
    }
}

extension ElementDetectionInaccessibleTextRuleTests {
    func testCustomElementOverTheTextThatSpeaksItDoesNotFire() {
        let chart = View(frame: rect(0, 100, 390, 200))
        let caption = Label(text: "Steps: 2,438", frame: rect(20, 10, 200, 20))
        caption.isAccessibilityElement = false
        let summary = AccessibilityElement(accessibilityContainer: chart)
        summary.accessibilityLabel = "Steps: 2,438, up 10% on last week"
        summary.accessibilityFrameInContainerSpace = rect(0, 0, 390, 200)
        chart.addSubview(caption)
        chart.accessibilityElements = [summary]
        XCTAssertEqual(RuleHarness.run(rule, on: chart).issues, [])
    }

    func testCustomElementElsewhereDoesNotCoverTheText() {
        let chart = View(frame: rect(0, 100, 390, 200))
        let caption = Label(text: "Steps: 2,438", frame: rect(20, 10, 200, 20))
        caption.isAccessibilityElement = false
        let summary = AccessibilityElement(accessibilityContainer: chart)
        summary.accessibilityLabel = "Steps: 2,438"
        summary.accessibilityFrameInContainerSpace = rect(0, 150, 390, 50)
        chart.addSubview(caption)
        chart.accessibilityElements = [summary]
        XCTAssertEqual(RuleHarness.run(rule, on: chart).elements, ["Steps: 2,438"])
    }
}

extension ElementDetectionInaccessibleTextRuleTests {
    func testThousandsDeepCaptureIsJudgedWithoutRecursion() {
        // 1,000 nested static texts marked not accessible, the innermost one accessible with the same text:
        // only the outermost chain members whose text differs from it fire.
        var capture = CaptureFixture()
        var parent = capture.root
        for index in 0..<1_000 {
            parent = capture.add(.staticText, parent: parent, label: index % 2 == 0 ? "Even" : "Odd", accessible: false)
        }
        capture.add(.staticText, parent: parent, label: "Odd", accessible: true)
        let found = RuleHarness.run(rule, on: capture.hierarchy)
        XCTAssertEqual(found.issues.count, 500)
        XCTAssertEqual(Set(found.elements), ["Even"])
    }
}

// MARK: A nearby element that speaks the text

extension ElementDetectionInaccessibleTextRuleTests {
    /// A "Sounds" row: a label (hidden from VoiceOver by `hide`) and a switch labelled `switchLabel`, `gap` pt lower.
    private func soundsRow(_ hide: (Label) -> Void, switchLabel: String?, gap: Double = 0) -> (Label, Switch) {
        let label = Label(text: "Sounds", frame: rect(16, 220, 250, 22))
        hide(label)
        let toggle = Switch(isOn: true, frame: rect(323, 215 + gap, 51, 31))
        toggle.accessibilityLabel = switchLabel
        toggle.addAction {}
        return (label, toggle)
    }

    func testHiddenLabelBesideASwitchThatSpeaksItDoesNotFire() {
        let (notElement, toggle) = soundsRow({ $0.isAccessibilityElement = false }, switchLabel: "Sounds")
        XCTAssertEqual(RuleHarness.run(rule, on: notElement, toggle).issues, [])
        let (hidden, toggle2) = soundsRow({ $0.accessibilityElementsHidden = true }, switchLabel: "sounds")
        XCTAssertEqual(RuleHarness.run(rule, on: hidden, toggle2).issues, [], "case-insensitive")
    }

    func testHiddenLabelSpokenByASiblingsDescendantOrPastAWrapperDoesNotFire() {
        // The label sits in a wrapper view; the button is inside a sibling stack; diacritics differ.
        let row = View(frame: rect(0, 300, 390, 44))
        let wrapper = View(frame: rect(16, 0, 200, 44))
        let caption = Label(text: "Café menu", frame: rect(0, 11, 200, 22))
        caption.isAccessibilityElement = false
        wrapper.addSubview(caption)
        let stack = View(frame: rect(250, 0, 140, 44))
        let button = Button(title: nil, image: Image(systemName: "chevron.right"), frame: rect(90, 0, 44, 44))
        button.accessibilityLabel = "Open cafe menu"
        button.addAction {}
        stack.addSubview(button)
        row.addSubviews(wrapper, stack)
        XCTAssertEqual(RuleHarness.run(rule, on: row).issues, [])
    }

    func testHiddenLabelBesideASwitchThatSaysSomethingElseFires() {
        let (label, toggle) = soundsRow({ $0.isAccessibilityElement = false }, switchLabel: "Vibrate")
        XCTAssertEqual(RuleHarness.run(rule, on: label, toggle).elements, ["Sounds"])
        let (label2, unlabelled) = soundsRow({ $0.accessibilityElementsHidden = true }, switchLabel: nil)
        XCTAssertEqual(RuleHarness.run(rule, on: label2, unlabelled).elements, ["Sounds"])
    }

    func testHiddenLabelFarFromTheElementThatSpeaksItFires() {
        // The switch that says "Sounds" is 300 pt lower: another row, not this text's control.
        let (label, toggle) = soundsRow({ $0.isAccessibilityElement = false }, switchLabel: "Sounds", gap: 300)
        XCTAssertEqual(RuleHarness.run(rule, on: label, toggle).elements, ["Sounds"])
    }

    func testHiddenLabelWhoseTwinIsInAnotherContainerFires() {
        // Same row on screen, but the label's card and the switch's card are different containers.
        let left = View(frame: rect(0, 200, 195, 44))
        let label = Label(text: "Sounds", frame: rect(16, 11, 150, 22))
        label.isAccessibilityElement = false
        left.addSubviews(label, Label(text: "Ringtone", frame: rect(16, 30, 150, 14)))
        let right = View(frame: rect(195, 200, 195, 44))
        let toggle = Switch(frame: rect(128, 6, 51, 31))
        toggle.accessibilityLabel = "Sounds"
        right.addSubview(toggle)
        XCTAssertEqual(RuleHarness.run(rule, on: left, right).elements, ["Sounds"])
    }

    func testCaptureHiddenStaticTextBesideASwitchThatSpeaksItDoesNotFire() {
        var capture = CaptureFixture()
        capture.add(
            .staticText, parent: capture.root, label: "Sounds", value: "Sounds", accessible: false,
            frame: rect(16, 220, 60, 22))
        capture.add(
            .switch, parent: capture.root, label: "Sounds", value: "1", accessible: true, frame: rect(323, 215, 51, 31))
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchy).issues, [])
        XCTAssertEqual(RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).issues, [])
    }

    // MARK: Shapes that were once quadratic, and the rule's answers against a pair-by-pair reference

    /// A flat row of texts hidden from VoiceOver, each beside a button that does not say it (with
    /// `covering`, each button's frame spans the row): every text is reported, once.
    func testFlatRowOfHiddenTextsBesideButtonsReportsEachText() {
        for covering in [false, true] {
            var capture = CaptureFixture(size: CGSize(width: 100 * 150, height: 844))
            let row = capture.add(.other, parent: capture.root, accessible: false, frame: rect(0, 0, 100 * 150, 844))
            for index in 0..<150 {
                let x = Double(index) * 100
                capture.add(
                    .staticText, parent: row, label: "Item \(index)", value: "Item \(index)", accessible: false,
                    frame: rect(x + 10, 100, 80, 20))
                capture.add(
                    .button, parent: row, label: "Go \(index)", accessible: true,
                    frame: covering ? rect(0, 80, 100 * 150, 100) : rect(x + 10, 130, 80, 44))
            }
            let found = RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView)
            XCTAssertEqual(found.labels, (0..<150).map { "Item \($0)" }, "covering: \(covering)")
        }
    }

    /// The same row where every button says its text: none is reported, whether the buttons are
    /// near their texts, cover them, or lie below them in the tree.
    func testFlatRowOfHiddenTextsSpokenByTheirButtonsReportsNothing() {
        for layout in 0..<3 {
            var capture = CaptureFixture(size: CGSize(width: 100 * 150, height: 844))
            let row = capture.add(.other, parent: capture.root, accessible: false, frame: rect(0, 0, 100 * 150, 844))
            for index in 0..<150 {
                let x = Double(index) * 100
                // Every text says "Delete", as does every button: many speakers for one text.
                let text = capture.add(
                    .staticText, parent: row, label: "Delete", value: "Delete", accessible: false,
                    frame: rect(x + 10, 100, 80, 20))
                switch layout {
                case 0:
                    capture.add(
                        .button, parent: row, label: "Delete", accessible: true, frame: rect(x + 10, 130, 80, 44))
                case 1:
                    capture.add(.button, parent: row, label: "Delete", accessible: true, frame: rect(x, 90, 100, 40))
                default:
                    capture.add(.button, parent: text, label: "Delete", accessible: true, frame: rect(x, 2000, 100, 40))
                }
            }
            XCTAssertEqual(
                RuleHarness.run(rule, on: capture.hierarchyWithInferredAccessibilityView).issues, [], "layout \(layout)"
            )
        }
    }

    /// Random screens, captures and hierarchy JSON alike, with few distinct words (so that one text
    /// has many speakers), overlapping frames and nested elements: the rule reports exactly the
    /// texts that a pair-by-pair reading of its decisions reports.
    func testRandomScreensAgreeWithThePairByPairReference() {
        var random = SeededRandom(seed: 12)
        let words = ["Delete", "Delete all", "Go", "Sounds", "Café", "Cafe\u{301}", "Item"]
        var reported = 0
        var spoken = 0
        for round in 0..<60 {
            let capture = round % 2 == 0
            var elements: [ElementSnapshot] = []
            let count = Int.random(in: 2...(round < 50 ? 120 : 400), using: &random)
            for id in 0..<count {
                var element = ElementSnapshot(
                    id: id,
                    elementType: id == 0
                        ? .application
                        : random.pick([.staticText, .staticText, .button, .other, .cell, .image]))
                if id > 0 {
                    // Mostly shallow and wide, sometimes deep: a parent among the last few elements or any.
                    let parent =
                        random.chance(0.6)
                        ? max(0, id - Int.random(in: 1...3, using: &random)) : Int.random(in: 0..<id, using: &random)
                    element.parent = parent
                    elements[parent].children.append(id)
                    elements[parent].automationChildren.append(id)
                }
                let word = random.pick(words)
                if random.chance(0.8) { element.label = word + (random.chance(0.2) ? " " + random.pick(words) : "") }
                if random.chance(0.3) { element.value = random.pick(words) }
                element.isAccessibilityElement = random.chance(0.15) ? nil : random.chance(0.5)
                element.isVisible = random.chance(0.9)
                element.isInAutomationView = true
                let grid = { Double(Int.random(in: 0...8, using: &random)) * 50 }
                element.frame =
                    random.chance(0.1) ? nil : rect(grid(), grid(), random.chance(0.1) ? 0 : grid() + 20, grid() + 20)
                if !capture {
                    if element.elementType == .staticText, let label = element.label, random.chance(0.8) {
                        element.text = TextSnapshot(text: label)
                    }
                    element.isInAccessibilityView = random.chance(0.1) ? nil : random.chance(0.6)
                }
                elements.append(element)
            }
            elements[0].frame = rect(0, 0, 500, 500)
            let hierarchy = AccessibilityHierarchy(
                elements: elements, rootID: 0, settings: nil,
                source: .init(kind: capture ? .appiumXML : .json))
            guard hierarchy.hasContentToAudit else { continue }
            let found = RuleHarness.run(rule, on: hierarchy)
            let reference = Self.referenceFindings(hierarchy)
            XCTAssertEqual(Set(found.issues.compactMap { $0.elementSnapshot?.id }), reference.ids, "round \(round)")
            XCTAssertEqual(found.issues.count, reference.ids.count, "round \(round)")
            XCTAssertEqual(found.notEvaluated.first?.elementCount ?? 0, reference.unknown, "round \(round)")
            reported += reference.ids.count
            spoken += reference.spoken
        }
        // The screens hold both: texts reported, and texts some element around them says.
        XCTAssertGreaterThan(reported, 50)
        XCTAssertGreaterThan(spoken, 50)
    }

    /// The rule's decisions read one pair at a time (as the rule was before it was made linear):
    /// the texts it reports, and how many it cannot judge.
    private static func referenceFindings(_ hierarchy: AccessibilityHierarchy) -> (
        ids: Set<Int>, unknown: Int, spoken: Int
    ) {
        let capture = hierarchy.source.isCapture
        let behindModal = hierarchy.idsHiddenByModalViews
        let screen = hierarchy.screenFrame
        let reached = hierarchy.elements.filter { $0.isVoiceOverElement == true }
        func speaks(_ other: ElementSnapshot, _ text: String) -> Bool { TextMatching.speaks(other, text: text) }
        func near(_ a: CGRect?, _ b: CGRect?) -> Bool {
            guard let a, let b, a.isFiniteRect, b.isFiniteRect else { return true }
            return max(a.minY - b.maxY, b.minY - a.maxY, 0) <= ElementDetectionInaccessibleTextRule.nearbyVerticalGap
        }
        var ids = Set<Int>()
        var unknown = 0
        var spoken = 0
        for element in hierarchy.viewTreeElements {
            guard element.isShown(on: screen), !behindModal.contains(element.id) else { continue }
            if let frame = element.frame, frame.isFiniteRect, frame.width <= 0 || frame.height <= 0 { continue }
            guard let text = ElementDetectionInaccessibleTextRule.shownText(of: element, capture: capture) else {
                continue
            }
            guard let isReached = element.isVoiceOverElement else {
                unknown += 1
                continue
            }
            if isReached { continue }
            if let ancestor = hierarchy.ancestors(of: element.id).first(where: { $0.isVoiceOverElement == true }),
                capture || ancestor.elementType.isControl || ancestor.traits?.contains(.button) == true
                    || speaks(ancestor, text)
            {
                continue
            }
            spoken += 1  // until it turns out nothing says it
            if let frame = element.frame, frame.isFiniteRect,
                reached.contains(where: { other in
                    (other.frame.map { $0.isFiniteRect && $0.contains(CGPoint(x: frame.midX, y: frame.midY)) } ?? false)
                        && speaks(other, text)
                })
            {
                continue
            }
            // The container: the parent, or past single-child wrappers (at most three levels up).
            if var container = element.parent {
                var levels = 0
                while levels < ElementDetectionInaccessibleTextRule.nearbyWrapperLevels,
                    hierarchy.elements[container].children.count <= 1,
                    let up = hierarchy.elements[container].parent
                {
                    container = up
                    levels += 1
                }
                if hierarchy.descendants(of: container).contains(where: { other in
                    other.id != element.id && other.isVoiceOverElement == true && other.isVisible != false
                        && near(element.frame, other.frame) && speaks(other, text)
                }) {
                    continue
                }
            }
            // An accessible element below it, with nothing accessible in between, that says it.
            if hierarchy.descendants(of: element.id).contains(where: { below in
                below.isAccessibilityElement == true && speaks(below, text)
                    && !hierarchy.ancestors(of: below.id).prefix { $0.id != element.id }.contains {
                        $0.isAccessibilityElement == true
                    }
            }) {
                continue
            }
            ids.insert(element.id)
            spoken -= 1
        }
        return (ids, unknown, spoken)
    }
}
