import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel
@testable import AuditKitVoiceOver

/// `VoiceOverReading`: the one model of what VoiceOver reaches, in which order and with which
/// words, that the transcript prints and the audit's rules about speech judge. These tests hold
/// the two together.
final class VoiceOverReadingTests: XCTestCase {
    /// The rules that judge what VoiceOver says from the reading.
    static let speechRules: [any AccessibilityAuditRule] = [
        TraitRepeatedInLabelRule(), SufficientElementDescriptionRepeatedTextRule(),
        SufficientElementDescriptionDuplicateNameRule(), ElementDetectionHiddenDuplicateRule(),
        ElementDetectionOffScreenControlRule(),
    ]

    /// The transcript's line for each element path.
    func lines(of hierarchy: AccessibilityHierarchy) -> [String: String] {
        var lines: [String: String] = [:]
        for entry in VoiceOverTranscript(hierarchy).entries {
            lines[hierarchy.path(of: entry.elementID)] = entry.spoken
        }
        return lines
    }

    /// `oneLine` returns a plain one-line text as it is, and joins or trims every other shape
    /// exactly as splitting on `Character.isNewline` and trimming `.whitespaces` does.
    func testOneLineKeepsPlainTextAndJoinsEveryLineBreak() {
        let slow = { (text: String) in
            text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
        let texts = [
            "", "Play", "Play now", " Play", "Play ", "\tPlay", "Play\t", "Play\nnow", "Play \r\n now",
            "Play\rnow", "Play\u{0B}now", "Play\u{0C}now", "Play\u{85}now", "Play\u{2028}now", "Play\u{2029}now",
            "\u{A0}Play", "Play\u{3000}", "Café", "éclair", "再生", "Play\u{2027}now", "\n", "  ", "a",
        ]
        for text in texts {
            XCTAssertEqual(VoiceOverReading.oneLine(text), slow(text), "\(text.debugDescription)")
        }
        XCTAssertTrue(VoiceOverReading.isOneTrimmedLine("Play now"))
        XCTAssertFalse(VoiceOverReading.isOneTrimmedLine("Play\u{2028}now"))
        XCTAssertFalse(VoiceOverReading.isOneTrimmedLine("Play\u{85}now"))
        XCTAssertFalse(VoiceOverReading.isOneTrimmedLine("Play "))
        // Random texts, short and long (read eight bytes at a time), with every line break and
        // space shape anywhere, among ASCII and other letters.
        var random = SeededRandom(seed: 37)
        let pieces = [
            "Play", "now", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
            "\u{A0}", "é", "再生", "\u{2027}", "x", "12345678", "\u{0E}", "\u{01}",
        ]
        for round in 0..<3_000 {
            let length = Int.random(in: 0...(round % 3 == 0 ? 4 : 24), using: &random)
            let text = (0..<length).map { _ in random.pick(pieces) }.joined()
            XCTAssertEqual(VoiceOverReading.oneLine(text), slow(text), "\(text.debugDescription)")
            if VoiceOverReading.isOneTrimmedLine(text) { XCTAssertEqual(slow(text), text, "\(text.debugDescription)") }
            // As documented: not empty, a plain ASCII first and last byte, no line-break scalar.
            let isPlain = { (byte: UInt8?) in byte.map { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 } ?? false }
            let breaks = text.unicodeScalars.contains {
                (0x0A...0x0D).contains($0.value) || [0x85, 0x2028, 0x2029].contains($0.value)
            }
            XCTAssertEqual(
                VoiceOverReading.isOneTrimmedLine(text), isPlain(text.utf8.first) && isPlain(text.utf8.last) && !breaks,
                "\(text.debugDescription)")
        }
    }

    /// `letterCounts` counts ASCII letters without looking their properties up, as the Unicode
    /// `Alphabetic` property counts them: digits, spaces and punctuation are not letters.
    func testLetterCountsCountOnlyLettersOfEachScript() {
        let slow = { (text: String) -> [Int] in
            var counts = [0, 0]
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                counts[ReadingDirection.isRightToLeftLetter(scalar) ? 0 : 1] += 1
            }
            return counts
        }
        let texts = ["", "Play 2 songs!", "AZaz@[`{", "שלום, world", "مرحبا 123", "Café ª", "再生", "\u{7F}~_-"]
        for text in texts {
            let counts = ReadingDirection.letterCounts(text)
            XCTAssertEqual([counts.rightToLeft, counts.other], slow(text), "\(text.debugDescription)")
        }
        XCTAssertEqual(ReadingDirection.letterCounts("AZaz@[`{").other, 4)
    }

    /// The script guess of `ReadingDirections` (ASCII texts' letters counted only once some text
    /// holds a right-to-left letter) is the guess from every shown label's and value's letter
    /// counts: on screens of Latin, Hebrew, Arabic, mixed and letterless texts, some hidden.
    func testScriptGuessMatchesTheCountsOfEveryText() throws {
        var generator = SplitMix(seed: 26)
        let texts = ["Play", "Wi-Fi 2", "שלום", "مرحبا بك", "Café", "123", "再生", "ok שלום", "", "a", "بحث Search"]
        for round in 0..<300 {
            var xml = "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"App\" "
            xml += "x=\"0\" y=\"0\" width=\"390\" height=\"844\">"
            for index in 0..<(1 + round % 9) {
                let label = texts[Int(generator.next() % UInt64(texts.count))]
                let value = texts[Int(generator.next() % UInt64(texts.count))]
                let visible = generator.next() % 4 != 0
                xml += "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"\(label)\" "
                xml +=
                    "value=\"\(value)\" visible=\"\(visible)\" x=\"0\" y=\"\(index * 40)\" width=\"100\" height=\"30\"/>"
            }
            xml += "</XCUIElementTypeApplication></AppiumAUT>"
            let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "round-\(round).xml")
            var letters = (rightToLeft: 0, other: 0)
            for element in hierarchy.elements where element.isVisible != false && element.elementType != .application {
                for text in [element.label, element.value].compactMap({ $0 }) {
                    let counts = ReadingDirection.letterCounts(text)
                    letters.rightToLeft += counts.rightToLeft
                    letters.other += counts.other
                }
            }
            let expected: ReadingDirection = letters.rightToLeft > letters.other ? .rightToLeft : .leftToRight
            XCTAssertEqual(ReadingDirections(hierarchy, given: nil).guess, expected, xml)
        }
    }

    /// The direction of `container` as ``ReadingDirections`` documents it, worked out element by
    /// element from the parent links: the nearest language of the container or its ancestors; else
    /// the languages of the named elements of its subtree (each its own, else its nearest
    /// ancestor's) when more than half of them agree; else the script guess.
    private func plainDirection(
        of container: Int, in hierarchy: AccessibilityHierarchy, guess: ReadingDirection
    ) -> (ReadingDirection, ReadingDirection.Source) {
        let elements = hierarchy.elements
        guard elements.indices.contains(container) else { return (.leftToRight, .assumed) }
        func language(_ id: Int) -> String? {
            var current: Int? = id
            var seen = Set<Int>()
            while let each = current, elements.indices.contains(each), seen.insert(each).inserted {
                if elements[each].language.hasContent { return elements[each].language }
                current = elements[each].parent
            }
            return nil
        }
        func isInside(_ id: Int) -> Bool {
            var current: Int? = id
            var seen = Set<Int>()
            while let each = current, elements.indices.contains(each), seen.insert(each).inserted {
                if each == container { return true }
                current = elements[each].parent
            }
            return false
        }
        if let tag = language(container), let direction = ReadingDirection(bcp47: tag) {
            return (direction, .language)
        }
        let named = elements.indices.filter { isInside($0) && elements[$0].accessibleName != nil }
        let directions = named.compactMap { language($0).flatMap(ReadingDirection.init(bcp47:)) }
        let rightToLeft = directions.filter { $0 == .rightToLeft }.count
        if rightToLeft * 2 > max(named.count, 1) { return (.rightToLeft, .language) }
        if (directions.count - rightToLeft) * 2 > max(named.count, 1) { return (.leftToRight, .language) }
        return guess == .rightToLeft ? (.rightToLeft, .script) : (.leftToRight, .assumed)
    }

    /// The directions, with the tables of declared languages or without them (where no element
    /// sets one), answer as the plain computation does, for every element, on random screens with
    /// languages (right to left, left to right, unknown, empty) set on none or some of their
    /// elements.
    func testDirectionsMatchAPlainComputation() throws {
        var generator = SplitMix(seed: 31)
        let texts = ["Play", "שלום", "مرحبا", "Café", "再生", ""]
        let languages = ["ar", "he-IL", "en", "ja", "", "xx"]
        var paths = [0, 0]
        for round in 0..<300 {
            var elements = [ElementSnapshot(id: 0, elementType: .application)]
            let count = 1 + Int(generator.next() % 12)
            for id in 1...count {
                var element = ElementSnapshot(id: id, elementType: generator.next() % 3 == 0 ? .other : .staticText)
                element.parent = Int(generator.next() % UInt64(id))
                element.label = texts[Int(generator.next() % UInt64(texts.count))]
                element.value = texts[Int(generator.next() % UInt64(texts.count))]
                element.isVisible = generator.next() % 4 != 0
                if round % 3 != 0, generator.next() % 3 == 0 {
                    element.language = languages[Int(generator.next() % UInt64(languages.count))]
                }
                elements.append(element)
            }
            for id in elements.indices {
                elements[id].children = elements.indices.filter { $0 != 0 && elements[$0].parent == id }
            }
            let hierarchy = AccessibilityHierarchy(
                elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
            var letters = (rightToLeft: 0, other: 0)
            for element in elements where element.isVisible != false && element.elementType != .application {
                for text in [element.label, element.value].compactMap({ $0 }) {
                    let counts = ReadingDirection.letterCounts(text)
                    letters.rightToLeft += counts.rightToLeft
                    letters.other += counts.other
                }
            }
            let guess: ReadingDirection = letters.rightToLeft > letters.other ? .rightToLeft : .leftToRight
            let directions = ReadingDirections(hierarchy, given: nil)
            XCTAssertEqual(directions.guess, guess, "round \(round)")
            for id in -1...(count + 1) {
                let expected = plainDirection(of: id, in: hierarchy, guess: guess)
                XCTAssertTrue(directions.peek(id) == expected, "round \(round), element \(id)")
            }
            // Both paths: the shortcut where no element sets a language, the tables where some do.
            let declares = elements.contains { $0.language.hasContent }
            paths[declares ? 1 : 0] += 1
        }
        XCTAssertGreaterThan(paths[0], 100)
        XCTAssertGreaterThan(paths[1], 100)
    }

    /// `geometricOrder` (centres and edges read once, kids already in order not sorted again)
    /// orders every layout as the sorts on frames do (`listedGeometricOrder`): rows with equal
    /// centres and equal edges, kids in any order, both directions, a missing frame, frames of
    /// infinities (one whose centre is not a number), an id out of range; each as listed, already
    /// in reading order (left as it is without the sorts) and one swap away from it.
    func testGeometricOrderMatchesTheSortsOnFrames() {
        var generator = SplitMix(seed: 23)
        let edges: [Double] = [0, 10, 10, 20, 35, 40, -5]
        let centres: [Double] = [0, 3, 8, 8, 9, 16, 17, 30]
        for round in 0..<600 {
            // A few kids, or (every fifth round) rows of many, sorted another way.
            let count = 1 + Int(generator.next() % (round % 5 == 4 ? 40 : 7))
            var elements = [ElementSnapshot(id: 0, elementType: .other)]
            for id in 1...count {
                var kid = ElementSnapshot(id: id, elementType: .button)
                let x = edges[Int(generator.next() % UInt64(edges.count))]
                let y = centres[Int(generator.next() % UInt64(centres.count))]
                let width = Double(1 + generator.next() % 30)
                kid.frame = CGRect(x: x, y: y - 5, width: width, height: 10)
                if round % 50 == 7, id == 1 { kid.frame = nil }
                let infinity = Double.infinity
                if round % 50 == 9, id == count { kid.frame = CGRect(x: infinity, y: infinity, width: 1, height: 1) }
                if round % 50 == 13, id == count { kid.frame = CGRect(x: 0, y: infinity, width: 1, height: -infinity) }
                elements.append(kid)
            }
            var kids = Array(1...count)
            kids.shuffle(using: &generator)
            if round % 50 == 11 { kids.append(count + 5) }
            let hierarchy = AccessibilityHierarchy(
                elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
            for rightToLeft in [false, true] {
                for tolerance in [0.0, 4, 8, -1, .nan] {
                    // The kids as listed, then already in reading order (the one-pass check's case),
                    // then in that order with two neighbours swapped.
                    let inOrder = VoiceOverReading.listedGeometricOrder(
                        kids, in: hierarchy, rightToLeft: rightToLeft, tolerance: tolerance)
                    var swapped = inOrder
                    if swapped.count > 1 {
                        let at = Int(generator.next() % UInt64(swapped.count - 1))
                        swapped.swapAt(at, at + 1)
                    }
                    for listed in [kids, inOrder, swapped] {
                        XCTAssertEqual(
                            VoiceOverReading.geometricOrder(
                                listed, in: hierarchy, rightToLeft: rightToLeft, tolerance: tolerance),
                            VoiceOverReading.listedGeometricOrder(
                                listed, in: hierarchy, rightToLeft: rightToLeft, tolerance: tolerance),
                            "round \(round), kids \(listed), rightToLeft \(rightToLeft), tolerance \(tolerance)")
                    }
                }
            }
        }
    }

    /// `nearestAncestor(where:)` answers as `ancestors(of:).first(where:)` for every element:
    /// a chain, a matching root, nothing matching, and a parent cycle.
    func testNearestAncestorMatchesTheWalkToTheRoot() {
        var elements: [ElementSnapshot] = []
        for id in 0..<8 {
            var element = ElementSnapshot(id: id, elementType: id % 3 == 0 ? .cell : .other)
            element.parent = id == 0 ? nil : (id == 5 ? 7 : id - 1)
            elements.append(element)
        }
        elements[7].parent = 5  // 5 and 7 are each other's parents
        let hierarchy = AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
        for predicate in [{ (e: ElementSnapshot) in e.elementType == .cell }, { _ in false }, { $0.id == 0 }] {
            let nearest = hierarchy.nearestAncestor(where: predicate)
            for id in elements.indices {
                XCTAssertEqual(nearest[id], hierarchy.ancestors(of: id).first(where: predicate)?.id, "element \(id)")
            }
        }
    }

    /// A fixed sequence of numbers for the layouts above (SplitMix64).
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    func testAnUnlabelledElementVoiceOverReachesHasItsLine() throws {
        let blank = View(frame: rect(16, 100, 44, 44))
        blank.isAccessibilityElement = true
        let title = Label(text: "Inbox", frame: rect(16, 60, 200, 22))
        let screen = RuleHarness.app(title, blank).snapshot()
        let transcript = VoiceOverTranscript(screen)
        XCTAssertEqual(transcript.lines, ["Inbox", "(no description)"])
        let missing = try AccessibilityAuditor(rules: [SufficientElementDescriptionMissingRule()])
            .audit(screen, for: .sufficientElementDescription)
        XCTAssertEqual(missing.issues.count, 1)
        XCTAssertEqual(lines(of: screen)[missing.issues[0].path ?? ""], "(no description)")
    }

    func testACapturedAccessibleElementWithNothingToSayHasItsLine() {
        var capture = CaptureFixture()
        capture.add(.other, parent: capture.root, accessible: true, frame: rect(0, 100, 44, 44))
        capture.add(.staticText, parent: capture.root, label: "Inbox", frame: rect(0, 50, 200, 22))
        XCTAssertEqual(VoiceOverTranscript(capture.hierarchy).lines, ["Inbox", "(no description)"])
    }

    func testASecureFieldsBulletsAreNotRead() {
        let field = TextField(text: "hunter22", frame: rect(16, 100, 300, 44))
        field.isSecureTextEntry = true
        field.accessibilityLabel = "Password"
        XCTAssertEqual(VoiceOverTranscript(RuleHarness.app(field).snapshot()).lines, ["Password, Secure text field"])
        var capture = CaptureFixture()
        capture.add(.secureTextField, parent: capture.root, label: "Password", value: "••••••••")
        XCTAssertEqual(VoiceOverTranscript(capture.hierarchy).lines, ["Password, Secure text field"])
        let plain = TextField(text: "anna", frame: rect(16, 100, 300, 44))
        plain.accessibilityLabel = "User name"
        XCTAssertEqual(VoiceOverTranscript(RuleHarness.app(plain).snapshot()).lines, ["User name, anna, Text field"])
    }

    /// The expanded status is read after the role words, as `auditkit describe` prints it; nothing
    /// for `.unsupported` or an unknown status (a capture).
    func testTheExpandedStatusIsReadAfterTheRoles() {
        let details = Button(title: "Details", frame: rect(16, 100, 200, 44))
        details.accessibilityExpandedStatus = .expanded
        let filters = Label(text: "Filters", frame: rect(16, 150, 200, 44))
        filters.accessibilityTraits = [.header, .button]
        filters.accessibilityExpandedStatus = .collapsed
        let plain = Button(title: "Edit", frame: rect(16, 200, 200, 44))
        let japanese = Button(title: "詳細", frame: rect(16, 250, 200, 44))
        japanese.accessibilityExpandedStatus = .collapsed
        japanese.accessibilityLanguage = "ja"
        XCTAssertEqual(
            VoiceOverTranscript(RuleHarness.app(details, filters, plain, japanese).snapshot()).lines,
            ["Details, Button, Expanded", "Filters, Button, Heading, Collapsed", "Edit, Button", "詳細、ボタン、折りたたみ済み"])
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Details, expanded")
        XCTAssertEqual(VoiceOverTranscript(capture.hierarchy).lines, ["Details, expanded, Button"])
    }

    func testACapturedInvisibleElementIsReadWhenTheCaptureSaysVoiceOverReachesIt() {
        var capture = CaptureFixture()
        capture.add(
            .button, parent: capture.root, label: "Delete", accessible: true, frame: rect(400, 100, 80, 44),
            visible: false)
        capture.add(.button, parent: capture.root, label: "Archive", frame: rect(480, 100, 80, 44), visible: false)
        XCTAssertEqual(VoiceOverTranscript(capture.hierarchy).lines, ["Delete, Button"])
    }

    /// A screen with each defect of speech: every issue the speech rules report quotes the
    /// transcript's line of its element (`spoken`), and that line is in the transcript.
    func testEveryIssueOfSpeechQuotesTheTranscriptLine() throws {
        let segment = Button(title: "Monthly, selected", frame: rect(16, 60, 110, 44))
        segment.addAction {}
        segment.isSelected = true
        let volume = Slider(value: 0.5, frame: rect(16, 120, 300, 44))
        volume.accessibilityLabel = "Volume 50%"
        volume.accessibilityValue = "50%"
        let email = TextField(placeholder: "Email", frame: rect(16, 180, 300, 44))
        let copy = TextField(placeholder: "Email", frame: rect(16, 180, 0, 0))
        let editA = Button(title: "Edit", frame: rect(300, 240, 60, 44))
        editA.addAction {}
        let editB = Button(title: "Edit", frame: rect(300, 300, 60, 44))
        editB.addAction {}
        let row = View(frame: rect(0, 360, 390, 60))
        let delete = Button(title: "Delete", frame: rect(400, 0, 80, 60))
        delete.addAction {}
        row.addSubview(delete)
        let details = Button(title: "Details, expanded", frame: rect(16, 440, 200, 44))
        details.addAction {}
        details.accessibilityExpandedStatus = .expanded
        let screen = RuleHarness.app(segment, volume, email, copy, editA, editB, row, details).snapshot()
        let result = try AccessibilityAuditor(rules: Self.speechRules).audit(screen, for: .all)
        XCTAssertEqual(
            Set(result.issues.map(\.ruleID)),
            [
                "trait.repeatedInLabel", "sufficientElementDescription.repeatedText",
                "sufficientElementDescription.duplicateName", "elementDetection.hiddenDuplicate",
                "elementDetection.offScreenControl",
            ])
        let transcript = lines(of: screen)
        for issue in result.issues {
            let spoken = try XCTUnwrap(issue.evidence[.spoken], issue.ruleID)
            XCTAssertEqual(transcript[issue.path ?? ""], spoken, issue.ruleID)
        }
        XCTAssertEqual(transcript.values.filter { $0 == "Email, Text field" }.count, 2, "read twice, as reported")
        XCTAssertTrue(transcript.values.contains("Selected, Monthly, selected, Button"))
        XCTAssertTrue(transcript.values.contains("Delete, Button"))
        XCTAssertTrue(transcript.values.contains("Details, expanded, Button, Expanded"))
        XCTAssertEqual(result.issues.filter { $0.evidence[.expandedStatus] == "expanded" }.count, 1)
    }

    /// The same defects in a page source: each rule fires on the element the transcript reads.
    func testEveryDefectOfSpeechIsFoundInAPageSource() throws {
        func element(
            _ type: String, _ label: String?, _ frame: (Int, Int, Int, Int), traits: String,
            accessible: Bool = true, visible: Bool = true, inside: String = ""
        ) -> String {
            let name = label.map { #" name="\#($0)" label="\#($0)""# } ?? ""
            let end = inside.isEmpty ? "/>" : ">\(inside)</XCUIElementType\(type)>"
            return #"<XCUIElementType\#(type) type="XCUIElementType\#(type)"\#(name) enabled="true" "#
                + #"visible="\#(visible)" accessible="\#(accessible)" x="\#(frame.0)" y="\#(frame.1)" "#
                + #"width="\#(frame.2)" height="\#(frame.3)" traits="\#(traits)"\#(end)"#
        }
        let check = element("Image", "checkmark", (20, 72, 16, 16), traits: "Image", accessible: false)
        let rowTitle = element("StaticText", "Groceries", (16, 400, 200, 60), traits: "StaticText")
        let rowAction = element("Button", "Delete", (390, 400, 90, 60), traits: "Button", visible: false)
        let content = [
            element("Button", "Daily", (16, 60, 110, 44), traits: "Button", inside: check),
            element("Button", "Weekly", (136, 60, 110, 44), traits: "Button"),
            element("Button", "Monthly, selected", (256, 60, 110, 44), traits: "Button, Selected"),
            element("TextField", "Email", (16, 140, 300, 44), traits: ""),
            element("TextField", "Email", (16, 140, 0, 0), traits: "", visible: false),
            element("Button", "Edit", (300, 220, 60, 44), traits: "Button"),
            element("Button", "Edit", (300, 300, 60, 44), traits: "Button"),
            element(
                "Other", nil, (0, 400, 390, 60), traits: "", accessible: false, inside: rowTitle + rowAction),
        ].joined()
        let window = element("Window", nil, (0, 0, 390, 844), traits: "", accessible: false, inside: content)
        let xml =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#
            + element("Application", "Shop", (0, 0, 390, 844), traits: "", accessible: false, inside: window)
            + "</AppiumAUT>"
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "speech.xml")
        let result = try AccessibilityAuditor(rules: Self.speechRules + [TraitSelectionMarkOnlyRule()])
            .audit(hierarchy, for: .all)
        let found = Dictionary(grouping: result.issues, by: \.ruleID).mapValues { $0.map { $0.element?.label ?? "" } }
        XCTAssertEqual(
            found,
            [
                "trait.repeatedInLabel": ["Monthly, selected"], "elementDetection.hiddenDuplicate": ["Email"],
                "sufficientElementDescription.duplicateName": ["Edit"],
                "elementDetection.offScreenControl": ["Delete"],
            ])
        let transcript = lines(of: hierarchy)
        for issue in result.issues {
            XCTAssertEqual(transcript[issue.path ?? ""], issue.evidence[.spoken], issue.ruleID)
        }
    }

    /// The headless defects, exported as hierarchy JSON and read back: the same issues.
    func testEveryDefectOfSpeechIsFoundInHierarchyJSON() throws {
        let segment = Button(title: "Monthly, selected", frame: rect(16, 60, 110, 44))
        segment.addAction {}
        segment.isSelected = true
        let email = TextField(placeholder: "Email", frame: rect(16, 180, 300, 44))
        let copy = TextField(placeholder: "Email", frame: rect(16, 180, 0, 0))
        let row = View(frame: rect(0, 360, 390, 60))
        let delete = Button(title: "Delete", frame: rect(400, 0, 80, 60))
        delete.addAction {}
        row.addSubview(delete)
        let screen = RuleHarness.app(segment, email, copy, row).snapshot()
        let json = try AccessibilityHierarchy(importing: screen.jsonData(), name: "speech.json")
        let rules = Self.speechRules
        let fromScreen = try AccessibilityAuditor(rules: rules).audit(screen, for: .all).issues
        let fromJSON = try AccessibilityAuditor(rules: rules).audit(json, for: .all).issues
        XCTAssertEqual(fromJSON.map(\.ruleID), fromScreen.map(\.ruleID))
        XCTAssertEqual(fromJSON.map(\.path), fromScreen.map(\.path))
        XCTAssertEqual(fromJSON.count, 3)
    }

    /// On every real capture and report: each element an issue of the speech and description rules
    /// is about has its line in the transcript.
    func testOnTheSharedDataEveryElementTheSpeechRulesJudgeIsInTheTranscript() throws {
        let folders = [try SharedTestData.captures(), try SharedTestData.url("reports")]
        let rules =
            Self.speechRules + [
                SufficientElementDescriptionMissingRule(), SufficientElementDescriptionNotHumanReadableRule(),
            ]
        var checked = 0
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where !name.hasSuffix(".src.txt") && !name.hasSuffix(".md") && !name.hasPrefix(".") {
                guard let hierarchy = try? AccessibilityHierarchy(contentsOf: folder.appendingPathComponent(name)),
                    let result = try? AccessibilityAuditor(rules: rules).audit(hierarchy, for: .all)
                else { continue }
                let transcript = lines(of: hierarchy)
                // Issues about content behind a modal view are the app's defects, judged though the
                // transcript reads only the modal view.
                for issue in result.issues where issue.evidence[.capturedUnderModal] == nil {
                    XCTAssertNotNil(transcript[issue.path ?? ""], "\(name): \(issue.ruleID) at \(issue.path ?? "")")
                    if let spoken = issue.evidence[.spoken] {
                        XCTAssertEqual(transcript[issue.path ?? ""], spoken, "\(name): \(issue.ruleID)")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }
}

extension VoiceOverReadingTests {
    /// The same defects in an `XCUIElement.debugDescription` dump (no visibility, no `accessible`):
    /// a zero-size copy of a field and two Edit buttons are read, and reported.
    func testSpeechDefectsAreFoundInADebugDescriptionDump() throws {
        let dump = """
             Attributes: Application, pid: 7340, label: 'Shop'
             Element subtree:
              →Application, 0x600000000001, pid: 7340, label: 'Shop'
                 Window (Main), 0x600000000002, {{0.0, 0.0}, {390.0, 844.0}}
                   Other, 0x600000000003, {{0.0, 0.0}, {390.0, 844.0}}
                     TextField, 0x600000000004, {{16.0, 140.0}, {300.0, 44.0}}, label: 'Email'
                     TextField, 0x600000000005, {{16.0, 140.0}, {0.0, 0.0}}, label: 'Email'
                     Button, 0x600000000006, {{300.0, 220.0}, {60.0, 44.0}}, label: 'Edit'
                     Button, 0x600000000007, {{300.0, 300.0}, {60.0, 44.0}}, label: 'Edit'
             Path to element:
              →Application, 0x600000000001, pid: 7340, label: 'Shop'
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "shop.txt")
        let result = try AccessibilityAuditor(rules: Self.speechRules).audit(hierarchy, for: .all)
        XCTAssertEqual(
            result.issues.map(\.ruleID).sorted(),
            ["elementDetection.hiddenDuplicate", "sufficientElementDescription.duplicateName"])
        let transcript = lines(of: hierarchy)
        for issue in result.issues {
            XCTAssertEqual(transcript[issue.path ?? ""], issue.evidence[.spoken], issue.ruleID)
        }
    }
}
