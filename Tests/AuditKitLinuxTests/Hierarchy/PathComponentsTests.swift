import Foundation
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel

/// Path steps tell same-looking siblings apart (the same type and label, or the same type and
/// identifier), in headless screens, in every importer and in old JSON files; baseline keys stay
/// as they were.
final class PathComponentsTests: XCTestCase {
    private func editButtons(_ count: Int) -> HeadlessApplication {
        let list = View(frame: rect(0, 100, 390, 300))
        for index in 0..<count {
            list.addSubview(Button(title: "Edit", frame: rect(300, Double(index) * 50, 20, 20)))
        }
        list.addSubview(Button(title: "Save", frame: rect(16, 250, 80, 44)))
        return RuleHarness.app(list)
    }

    /// Each form of step, written in one buffer, is the step the scheme describes: the identifier,
    /// else the label (cut to 40 characters, counting characters, not bytes), else the index among
    /// several of the type, else the type alone; types this package does not list keep their name.
    func testEveryFormOfStepIsWrittenAsTheSchemeSays() {
        let japanese = String(repeating: "設定", count: 10)  // 20 characters, 60 bytes: not cut
        let long = String(repeating: "ab", count: 30)  // 60 characters: cut to 40
        let longEmoji = String(repeating: "👍🏽", count: 45)  // 45 characters of 8 bytes: cut to 40
        let cases: [(ElementType, String?, String?, Int, Int, String)] = [
            (.button, "close", "Close", 0, 1, "Button#close"),
            (.button, "", "Close", 0, 1, "Button['Close']"),
            (
                .staticText, nil, String(repeating: "x", count: 40), 0, 1,
                "StaticText['\(String(repeating: "x", count: 40))']"
            ),
            (.staticText, nil, long, 0, 1, "StaticText['\(long.prefix(40))…']"),
            (.staticText, nil, japanese, 0, 1, "StaticText['\(japanese)']"),
            (.staticText, nil, longEmoji, 0, 1, "StaticText['\(longEmoji.prefix(40))…']"),
            (.cell, nil, "", 12, 20, "Cell[12]"),
            (.cell, nil, nil, 0, 1, "Cell"),
            (ElementType("touchBar"), nil, nil, 3, 4, "TouchBar[3]"),
            (ElementType("touchBar"), "bar", nil, 0, 1, "TouchBar#bar"),
            (.other, nil, "it's \"quoted\" / here", 0, 1, "Other['it's \"quoted\" / here']"),
        ]
        for (type, identifier, label, index, count, expected) in cases {
            XCTAssertEqual(
                AccessibilityHierarchy.pathComponent(
                    type: type, identifier: identifier, label: label, index: index, sameTypeSiblings: count),
                expected)
            var element = ElementSnapshot(id: 0, elementType: type)
            element.identifier = identifier
            element.label = label
            XCTAssertEqual(
                AccessibilityHierarchy.pathComponent(for: element, index: index, sameTypeSiblings: count), expected)
        }
    }

    /// Listed types have distinct XCUITest names without `[`: a list of unnamed siblings of listed
    /// types is given distinct steps without searching it for repeated ones.
    func testListedTypesHaveDistinctNamesWithoutBrackets() {
        let names = ElementType.listedTypes.map(\.xcuiName)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertFalse(names.contains { $0.contains("[") })
    }

    /// Unnamed siblings, many and few, of listed and other types: types whose XCUITest names
    /// coincide (`other` and an imported `Other`) still get distinct steps.
    func testUnnamedSiblingsOfListedAndOtherTypesGetDistinctSteps() {
        for count in [3, 40] {
            var elements = [ElementSnapshot(id: 0, elementType: .other)]
            for index in 1...count {
                var element = ElementSnapshot(
                    id: index, elementType: index % 3 == 0 ? ElementType("Other") : index % 3 == 1 ? .other : .cell)
                element.parent = 0
                elements.append(element)
            }
            elements[0].children = Array(1...count)
            AccessibilityHierarchy.assignPathComponents(&elements, roots: [0])
            let steps = elements.dropFirst().map(\.pathComponent)
            XCTAssertEqual(Set(steps).count, count, "\(steps)")
            if count == 3 {
                XCTAssertEqual(
                    Array(steps), ["Other[0]", "Cell", "Other[1]"], "`other` and `Other` alone: the same step")
            } else {
                XCTAssertEqual(Array(steps.prefix(3)), ["Other[0][0]", "Cell[0]", "Other[0][1]"])
            }
        }
    }

    func testTwoSameLookingButtonsHaveTwoPaths() throws {
        let hierarchy = editButtons(2).snapshot()
        let paths = hierarchy.elements.filter { $0.label == "Edit" }.map { hierarchy.path(of: $0.id) }
        XCTAssertEqual(
            paths, ["Application/Window/Other/Button['Edit'][0]", "Application/Window/Other/Button['Edit'][1]"])
        let save = try XCTUnwrap(hierarchy.elements.first { $0.label == "Save" })
        XCTAssertEqual(
            hierarchy.path(of: save.id), "Application/Window/Other/Button['Save']", "a unique step gets no index")
    }

    func testThreeSameLookingButtonsAndTheTooSmallOneIsNamed() throws {
        let app = editButtons(3)
        let paths = app.snapshot().elements.filter { $0.label == "Edit" }.map { app.snapshot().path(of: $0.id) }
        XCTAssertEqual(Set(paths).count, 3)
        XCTAssertEqual(paths.map { String($0.suffix(3)) }, ["[0]", "[1]", "[2]"])
        let issues = RuleHarness.run(HitRegionTooSmallRule(), on: app).issues
        XCTAssertEqual(
            issues.compactMap(\.path).map { String($0.split(separator: "/").last ?? "") },
            ["Button['Edit'][0]", "Button['Edit'][1]", "Button['Edit'][2]"])
    }

    func testOneButtonHasNoIndex() {
        let hierarchy = editButtons(1).snapshot()
        XCTAssertEqual(
            hierarchy.elements.filter { $0.label == "Edit" }.map { hierarchy.path(of: $0.id) },
            ["Application/Window/Other/Button['Edit']"])
    }

    func testPageSourceRowsSharingATestIDAreToldApart() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="item_open_detail" label="Check, Oat milk" accessible="true" x="0" y="110" width="390" height="56"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="item_open_detail" label="Check, Rye bread" accessible="true" x="0" y="166" width="390" height="56"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="footer" x="0" y="800" width="390" height="44"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "rows.xml")
        let others = hierarchy.elements.filter { $0.elementType == .other }.map { hierarchy.path(of: $0.id) }
        XCTAssertEqual(
            others,
            [
                "Application['App']/Window/Other#item_open_detail[0]",
                "Application['App']/Window/Other#item_open_detail[1]",
                "Application['App']/Window/Other#footer",
            ])
    }

    func testDumpWithTwoEditButtons() throws {
        let dump = """
            Application, pid: 1, label: 'Notes'
              Window, {{0.0, 0.0}, {390.0, 844.0}}
                Button, {{300.0, 100.0}, {20.0, 20.0}}, label: 'Edit'
                Button, {{300.0, 150.0}, {20.0, 20.0}}, label: 'Edit'
                Button, {{16.0, 150.0}, {80.0, 44.0}}, label: 'Done'
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "dump.txt")
        XCTAssertEqual(
            hierarchy.elements.filter { $0.elementType == .button }.map(\.pathComponent),
            ["Button['Edit'][0]", "Button['Edit'][1]", "Button['Done']"])
    }

    func testJSONWrittenWithRepeatedStepsIsToldApartOnImport() throws {
        var hierarchy = editButtons(2).snapshot()
        for id in hierarchy.elements.indices where hierarchy.elements[id].label == "Edit" {
            hierarchy.elements[id].pathComponent = "Button['Edit']"  // as files written before the index
        }
        let imported = try AccessibilityHierarchy(importing: try hierarchy.jsonData(), name: "old.json")
        XCTAssertEqual(
            imported.elements.filter { $0.label == "Edit" }.map(\.pathComponent),
            ["Button['Edit'][0]", "Button['Edit'][1]"])
        XCTAssertEqual(imported.elements.first { $0.label == "Save" }?.pathComponent, "Button['Save']")
        // A file written now keeps its steps.
        let again = try AccessibilityHierarchy(importing: try imported.jsonData(), name: "new.json")
        XCTAssertEqual(again.elements.map(\.pathComponent), imported.elements.map(\.pathComponent))
    }

    func testBaselineKeysDropTheIndexOfSameLookingSiblings() throws {
        let result = try editButtons(2).audit(for: .hitRegion)
        XCTAssertEqual(
            result.issues.map(\.baselineKey),
            ["hitRegion.tooSmall Window/Other/Button['Edit']", "hitRegion.tooSmall Window/Other/Button['Edit']"])
        XCTAssertEqual(AccessibilityAuditIssue.stableStep("Button['Edit'][1]"), "Button['Edit']")
        XCTAssertEqual(AccessibilityAuditIssue.stableStep("Other#item_open_detail[1]"), "Other#item_open_detail")
        XCTAssertEqual(AccessibilityAuditIssue.stableStep("Cell[3]"), "Cell")
        XCTAssertEqual(
            AccessibilityAuditIssue.stableStep("Button['a'][1']"), "Button['a'][1']", "a label ending in '][1 is kept")
        XCTAssertEqual(AccessibilityAuditIssue.stableStep("Button['Edit']"), "Button['Edit']")
        XCTAssertEqual(
            AccessibilityAuditIssue.baselineLocator(
                element: nil, path: "Application['A']/Window/Other#row[1]/StaticText['Rye']"),
            "Other#row/StaticText['Rye']")
    }
}

/// `ElementPathStep`: a step kept as the facts that write it reads, compares, hashes, counts and
/// writes as the text `pathComponent(type:identifier:label:index:sameTypeSiblings:)` makes.
final class ElementPathStepTests: XCTestCase {
    private let types: [ElementType] = [
        .button, .other, .key, .keyboard, .tab, .tabBar, .cell, ElementType("touchBar"),
    ]
    private let names: [String?] = [
        nil, "", "Edit", "a[0]", "e\u{301}", "é", "Say \"hi\"", String(repeating: "long label é ", count: 5), "['x']",
        "x'][1", "再生",
    ]

    /// Every combination of type, identifier, label, index and sibling count, with up to two
    /// indices among same-looking siblings appended.
    private func steps() -> [(step: ElementPathStep, text: String)] {
        var all: [(ElementPathStep, String)] = []
        for type in types {
            for identifier in [nil, "close", "a[0]"] as [String?] {
                for label in names {
                    for (index, siblings) in [(0, 1), (0, 2), (3, 7)] {
                        var step = ElementPathStep.made(
                            type: type, identifier: identifier, label: label, index: index, sameTypeSiblings: siblings)
                        var text = AccessibilityHierarchy.pathComponent(
                            type: type, identifier: identifier, label: label, index: index, sameTypeSiblings: siblings)
                        all.append((step, text))
                        for appended in [0, 12] {
                            step.appendIndex(appended)
                            text += "[\(appended)]"
                            all.append((step, text))
                        }
                    }
                }
            }
        }
        return all
    }

    func testAStepReadsCountsAndWritesItsText() {
        for (step, text) in steps() {
            XCTAssertEqual(step.text, text)
            XCTAssertEqual(step.utf8Count, text.utf8.count, text)
            let written = [UInt8](byteCount: step.utf8Count) { output in
                if step.utf8Count > 0 { step.write(into: output) }
            }
            XCTAssertEqual(written, Array(text.utf8), text)
            XCTAssertEqual(step, ElementPathStep(text), "a step equals its text: \(text)")
            XCTAssertEqual(step.hashValue, ElementPathStep(text).hashValue, text)
        }
    }

    func testStepsAreEqualExactlyWhenTheirTextsAre() {
        let all = steps()
        for (a, textA) in all {
            for (b, textB) in all {
                XCTAssertEqual(a == b, textA == textB, "\(textA) and \(textB)")
                if let keyA = a.factsKey, let keyB = b.factsKey {
                    XCTAssertEqual(keyA == keyB, textA == textB, "\(textA) and \(textB) by their facts")
                }
            }
        }
    }

    /// An element's step is the one it was given: changing its label afterwards does not change
    /// it, and setting `pathComponent` replaces it; elements compare by the step's text.
    func testAnElementKeepsItsStep() {
        var element = ElementSnapshot(id: 1, elementType: .button, pathComponent: "")
        element.label = "Play"
        var elements = [ElementSnapshot(id: 0, elementType: .application), element]
        elements[0].children = [1]
        elements[1].parent = 0
        AccessibilityHierarchy.assignPathComponents(&elements, roots: [0])
        XCTAssertEqual(elements[1].pathComponent, "Button['Play']")
        var asText = elements[1]
        asText.pathComponent = "Button['Play']"
        XCTAssertEqual(asText, elements[1])
        XCTAssertEqual(asText.hashValue, elements[1].hashValue)
        elements[1].label = "Stop"
        XCTAssertEqual(elements[1].pathComponent, "Button['Play']")
        elements[1].pathComponent = "Button#x"
        XCTAssertEqual(elements[1].pathComponent, "Button#x")
        XCTAssertNotEqual(asText.pathComponent, elements[1].pathComponent)
    }

    /// Labels in path steps and message excerpts are bounded in bytes as well as characters: a label
    /// of one character can be 200 KB (`e` and 100,000 combining accents), and an ancestor's label
    /// repeats in the path of every issue below it.
    func testLabelsAreBoundedInBytesAsWellAsCharacters() throws {
        let grapheme = "e" + String(repeating: "\u{301}", count: 100_000)
        XCTAssertEqual(grapheme.count, 1)
        let step = AccessibilityHierarchy.pathComponent(
            type: .other, identifier: nil, label: grapheme, index: 0, sameTypeSiblings: 1)
        XCTAssertLessThanOrEqual(step.utf8.count, "Other['…']".utf8.count + BoundedText.maximumLabelBytes)
        XCTAssertTrue(step.utf8.starts(with: "Other['e\u{301}".utf8))
        let kept = ElementPathStep.made(type: .other, identifier: nil, label: grapheme, index: 0, sameTypeSiblings: 1)
        XCTAssertEqual(kept.text, step)
        XCTAssertEqual(kept.utf8Count, step.utf8.count)
        // Forty characters of eight bytes fit; a forty-first is cut; short labels stay whole.
        let emoji = String(repeating: "👍🏽", count: 40)
        XCTAssertNil(BoundedText.labelCut(emoji))
        XCTAssertEqual(BoundedText.labelCut(emoji + "x").map(String.init), emoji)
        XCTAssertNil(BoundedText.labelCut("New Quote"))
        XCTAssertEqual(
            BoundedText.labelCut(String(repeating: "ab", count: 30)).map(String.init),
            String(repeating: "ab", count: 20))

        // Messages quote at most 40 characters and 1,024 bytes.
        let excerpt = MessageFormat.excerpt(grapheme)
        XCTAssertLessThanOrEqual(excerpt.utf8.count, BoundedText.maximumLabelBytes)
        XCTAssertTrue(excerpt.hasSuffix("…"))
        XCTAssertEqual(MessageFormat.excerpt("Short\ntext"), "Short text")
        XCTAssertEqual(
            MessageFormat.excerpt(String(repeating: "a", count: 50)), String(repeating: "a", count: 39) + "…")

        // The paths of the issues under a container with that label stay small.
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.isAccessibilityElement = false
        container.accessibilityLabel = grapheme
        for index in 0..<50 {
            let button = Button(title: "", frame: CGRect(x: 10, y: 10 + Double(index), width: 10, height: 10))
            button.accessibilityLabel = "B\(index)"
            container.addSubview(button)
        }
        let window = Window()
        window.addSubview(container)
        let issues = try HeadlessApplication(window).audit(for: .hitRegion).issues
        XCTAssertEqual(issues.count, 50)
        XCTAssertLessThan(issues.map { $0.path?.utf8.count ?? 0 }.max() ?? 0, 1_200)
    }

    /// The steps `assignPathComponents` gives, worked out the plain way: each sibling's step from its
    /// index among and number of same-type siblings, then `[k]` appended to each text that two or
    /// more siblings share, `k` its index among them.
    private func plainSteps(_ elements: [ElementSnapshot], roots: [Int]) -> [String] {
        var steps = [String](repeating: "", count: elements.count)
        func assign(_ ids: [Int]) {
            var texts: [String] = []
            for id in ids {
                let type = elements[id].elementType
                let sameType = ids.filter { elements[$0].elementType == type }
                texts.append(
                    AccessibilityHierarchy.pathComponent(
                        for: elements[id], index: sameType.firstIndex(of: id)!, sameTypeSiblings: sameType.count))
            }
            var seen: [String: Int] = [:]
            for (position, id) in ids.enumerated() {
                let text = texts[position]
                guard texts.filter({ $0 == text }).count > 1 else {
                    steps[id] = text
                    continue
                }
                steps[id] = text + "[\(seen[text, default: 0])]"
                seen[text, default: 0] += 1
            }
        }
        assign(roots)
        for element in elements where !element.children.isEmpty { assign(element.children) }
        return steps
    }

    /// Random sibling lists, short and long, of listed and unlisted types (one whose name is a listed
    /// type's), with identifiers and labels that repeat, are empty, long enough to be cut or not
    /// ASCII: every step is the plain one.
    func testAssignedStepsAreThePlainSteps() {
        var random = SeededRandom(seed: 26)
        let types: [ElementType] = [.button, .cell, .other, .staticText, ElementType("Other"), ElementType("touchBar")]
        let names: [String?] = [
            nil, "", "Edit", "More", "設定", String(repeating: "ab", count: 30), "Row 1", "Say \"hi\"",
        ]
        for round in 0..<300 {
            var elements = [ElementSnapshot(id: 0, elementType: .application)]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let size = [1, 2, 5, 16, 17, 40, 120][Int.random(in: 0..<7, using: &random)]
                let parent = Int.random(in: 0..<elements.count, using: &random)
                guard elements[parent].children.isEmpty else { continue }
                var list: [Int] = []
                for _ in 0..<size {
                    let id = elements.count
                    var element = ElementSnapshot(
                        id: id,
                        elementType: types[Int.random(in: 0..<(round % 3 == 0 ? 4 : types.count), using: &random)],
                        pathComponent: "")
                    // Mostly unnamed, as most elements of a capture.
                    if random.chance(0.3) { element.label = names[Int.random(in: 0..<names.count, using: &random)] }
                    if random.chance(0.1) {
                        element.identifier = names[Int.random(in: 0..<names.count, using: &random)]
                    }
                    element.parent = parent
                    elements.append(element)
                    list.append(id)
                }
                elements[parent].children = list
            }
            let expected = plainSteps(elements, roots: [0])
            AccessibilityHierarchy.assignPathComponents(&elements, roots: [0])
            XCTAssertEqual(elements.map(\.pathComponent), expected, "round \(round)")
        }
    }
}
