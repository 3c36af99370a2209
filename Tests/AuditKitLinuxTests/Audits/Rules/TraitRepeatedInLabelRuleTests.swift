import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits

/// `trait.repeatedInLabel`: fires / does not fire.
final class TraitRepeatedInLabelRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    func testLabelEndingWithTraitWordFires() {
        let play = Button(image: Image(systemName: "play.fill"), frame: frame(100))
        play.addAction {}
        play.accessibilityLabel = "Play button"
        let header = ImageView(image: Image(named: "banner"), frame: frame(150))
        header.isAccessibilityElement = true
        header.accessibilityLabel = "Header image."
        let japanese = Button(image: Image(systemName: "play.fill"), frame: frame(200))
        japanese.addAction {}
        japanese.accessibilityLabel = "再生ボタン"
        let outcome = RuleHarness.run(TraitRepeatedInLabelRule(), on: RuleHarness.app(play, header, japanese))
        XCTAssertEqual(outcome.labels, ["Play button", "Header image.", "再生ボタン"])
        XCTAssertEqual(Set(outcome.issues.map(\.severity)), [.warning])
    }

    func testRealTextAndInnerWordsPass() {
        let shapes = Label(text: "Button Shapes", frame: frame(100))  // a settings row title
        let action = Button(title: "Action Button", frame: frame(150))  // visible text names the thing
        action.addAction {}
        let only = Button(title: "Button", frame: frame(200))  // only the word: description rules
        only.addAction {}
        let glued = Button(image: Image(systemName: "star"), frame: frame(250))
        glued.addAction {}
        glued.accessibilityLabel = "Favoritebutton"
        XCTAssertEqual(
            RuleHarness.run(TraitRepeatedInLabelRule(), on: RuleHarness.app(shapes, action, only, glued)).issues, [])
        XCTAssertNil(TraitRepeatedInLabelRule.repeatedWord(in: "Play button", traits: .image))
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "Section Heading", traits: .header), "Heading")
        XCTAssertEqual(TraitRepeatedInLabelRule.repeatedWord(in: "設定の見出し", traits: .header), "見出し")
    }

    func testCaptureUsesElementTypeWhenTraitsAreMissing() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Close button")
        capture.add(.staticText, parent: capture.root, label: "Tap the Share button")
        XCTAssertEqual(RuleHarness.run(TraitRepeatedInLabelRule(), on: capture.hierarchy).labels, ["Close button"])
    }

    func testAStateWordVoiceOverAlsoSaysFires() {
        let segment = Button(title: "Monthly, selected", frame: frame(100))
        segment.addAction {}
        segment.isSelected = true
        let send = Button(title: "Send (disabled)", frame: frame(150))
        send.addAction {}
        send.isEnabled = false
        let wifi = Switch(isOn: true, frame: frame(200))
        wifi.accessibilityLabel = "Wi-Fi: on"
        let japanese = Button(title: "月額：選択中", frame: frame(250))
        japanese.addAction {}
        japanese.isSelected = true
        let leading = Button(title: "Selected: Yearly", frame: frame(300))
        leading.addAction {}
        leading.isSelected = true
        let outcome = RuleHarness.run(
            TraitRepeatedInLabelRule(), on: RuleHarness.app(segment, send, wifi, japanese, leading))
        XCTAssertEqual(
            outcome.labels, ["Monthly, selected", "Send (disabled)", "Wi-Fi: on", "月額：選択中", "Selected: Yearly"])
        XCTAssertEqual(
            outcome.issues.map { $0.evidence[.repeatedWord] }, ["selected", "disabled", "on", "選択中", "Selected"])
        XCTAssertEqual(outcome.issues[0].evidence[.repeatedTrait], "selected")
        XCTAssertEqual(outcome.issues[0].evidence[.spoken], "Selected, Monthly, selected, Button")
        XCTAssertEqual(outcome.issues[1].evidence[.repeatedTrait], "notEnabled")
        XCTAssertEqual(outcome.issues[2].evidence[.value], "1")
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Home selected", traits: [.button, .selected])
        XCTAssertEqual(RuleHarness.run(TraitRepeatedInLabelRule(), on: capture.hierarchy).labels, ["Home selected"])
    }

    func testARoleWordVoiceOverAddsFromTheTypeFires() {
        var capture = CaptureFixture()
        capture.add(.textField, parent: capture.root, label: "Email text field", frame: rect(16, 100, 300, 44))
        let bar = capture.add(.tabBar, parent: capture.root, frame: rect(0, 760, 390, 84))
        capture.add(.button, parent: bar, label: "Home, tab", frame: rect(0, 760, 130, 50))
        capture.add(.button, parent: bar, label: "First Tab", frame: rect(130, 760, 130, 50))  // a title
        capture.add(.button, parent: bar, label: "Settings", frame: rect(260, 760, 130, 50))
        capture.add(.button, parent: capture.root, label: "New tab", frame: rect(16, 200, 100, 44))  // not a tab
        let findings = RuleHarness.run(TraitRepeatedInLabelRule(), on: capture.hierarchy)
        XCTAssertEqual(findings.labels, ["Email text field", "Home, tab"])
        XCTAssertEqual(findings.issues.map { $0.evidence[.repeatedWord] }, ["text field", "tab"])
        XCTAssertEqual(findings.issues.last?.evidence[.spoken], "Home, tab, Tab, 1 of 3")
    }

    func testAStateWordVoiceOverDoesNotSayOrInsideTheLabelPasses() {
        let unselected = Button(title: "Monthly, selected", frame: frame(100))  // no selected trait
        unselected.addAction {}
        let photos = Button(title: "Selected photos", frame: frame(150))  // a name, not a state
        photos.addAction {}
        photos.isSelected = true
        let off = Switch(isOn: false, frame: frame(200))
        off.accessibilityLabel = "Wi-Fi on"  // says On, VoiceOver says Off: not read twice
        let turn = Switch(isOn: true, frame: frame(250))
        turn.accessibilityLabel = "Turn on Wi-Fi"
        let logOn = Button(title: "Log on", frame: frame(300))  // not a switch: VoiceOver says no On
        logOn.addAction {}
        let keep = Switch(isOn: true, frame: frame(350))
        keep.accessibilityLabel = "Keep screen on"  // a phrase (from the shared label corpus), not a state
        let debug = Button(title: "デバッグ無効", frame: frame(400))  // a phrase, not the dimmed state
        debug.isEnabled = false
        XCTAssertEqual(
            RuleHarness.run(TraitRepeatedInLabelRule(), on: RuleHarness.app(unselected, photos, off, turn, logOn))
                .issues,
            [])
        XCTAssertNil(TraitRepeatedInLabelRule.stateWord(in: "Selected", english: ["selected"], japanese: []))
        XCTAssertNil(TraitRepeatedInLabelRule.stateWord(in: "選択中", english: [], japanese: ["選択中"]))
        XCTAssertEqual(TraitRepeatedInLabelRule.stateWord(in: "選択中の月額", english: [], japanese: ["選択中の"]), "選択中の")
        XCTAssertNil(TraitRepeatedInLabelRule.stateWord(in: "選択中止", english: [], japanese: ["選択中の", "選択中"]))
    }

    /// The human strings (English and Japanese) of `../shared/data/labels.tsv`: none says a state
    /// word where the rule looks, whatever state VoiceOver would say ("Keep screen on" and
    /// "デバッグ無効" are phrases).
    func testNoHumanLabelOfTheCorpusSaysAStateWord() throws {
        let text = try String(contentsOf: SharedTestData.url("labels.tsv"), encoding: .utf8)
        var human = 0
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > 2, fields[0] == "human", ["en", "ja"].contains(fields[1]) else { continue }
            human += 1
            for entry in TraitRepeatedInLabelRule.stateWords {
                XCTAssertNil(
                    TraitRepeatedInLabelRule.stateWord(
                        in: fields[2], english: entry.english, japanese: entry.japanese, separated: entry.separated),
                    fields[2])
            }
        }
        XCTAssertEqual(human, 600)
    }

    func testDetailedDescriptionIsTheInterpolatedText() {
        for (label, word) in [
            ("Play button", "button"), ("再生ボタン", "ボタン"), ("", ""), ("Section Heading", "Heading"),
            (String(repeating: "Long label café ", count: 20) + "link", "link"),
        ] {
            XCTAssertEqual(
                TraitRepeatedInLabelRule.detailedDescription(label: label, word: word),
                "The label '\(label)' ends with '\(word)', which VoiceOver already "
                    + "says for the element's trait, so it is read twice. Remove '\(word)' from the label.")
        }
    }

    /// `repeatedWord(in:traits:)` as it was before it read labels in place (copied here: the bytes
    /// gathered into arrays, the words' bytes made per call), the reference for the fast path.
    private static func referenceRepeatedWord(in label: String, traits: AccessibilityTraits) -> String? {
        let trimmedCharacters = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)
        let asciiTrimmed = Set(
            (0..<128).filter { trimmedCharacters.contains(Unicode.Scalar(UInt8($0))) }.map(UInt8.init))
        let words = TraitRepeatedInLabelRule.traitWords
        guard words.contains(where: { traits.contains($0.trait) }) else { return nil }
        let bytes = Array(label.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var start = 0
            var end = bytes.count
            while start < end, asciiTrimmed.contains(bytes[start]) { start += 1 }
            while end > start, asciiTrimmed.contains(bytes[end - 1]) { end -= 1 }
            for entry in words where traits.contains(entry.trait) {
                for word in entry.english {
                    let wanted = Array(word.utf8)
                    guard end - start > wanted.count else { continue }
                    let suffix = (end - wanted.count)..<end
                    guard
                        zip(bytes[suffix], wanted).allSatisfy({ byte, lower in
                            (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == lower
                        })
                    else { continue }
                    let before = bytes[suffix.lowerBound - 1]
                    if before == 0x20 || (before >= 0x09 && before <= 0x0D) {
                        return String(decoding: bytes[suffix], as: UTF8.self)
                    }
                }
            }
            return nil
        }
        let trimmed = label.trimmingCharacters(in: trimmedCharacters)
        let lower = trimmed.lowercased()
        for entry in words where traits.contains(entry.trait) {
            for word in entry.english where lower.hasSuffix(word) && lower.count > word.count {
                let before = lower[lower.index(lower.endIndex, offsetBy: -word.count - 1)]
                if before.isWhitespace { return String(trimmed.suffix(word.count)) }
            }
            for word in entry.japanese where trimmed.hasSuffix(word) && trimmed.count > word.count {
                return word
            }
        }
        return nil
    }

    func testRepeatedWordReadInPlaceIsTheReferencesAnswer() {
        let pieces = [
            "Play", " ", "button", "BUTTON", "Button", "link", "image", "header", "heading", "search field", "field",
            ".", "!", "\t", "\n", "\r\n", "-", "(", ")", "x", "buttons", "ボタン", "é", "", "  ", "…", "\u{1C}",
        ]
        let traitSets: [AccessibilityTraits] = [
            .button, .link, .image, .header, .searchField, [.button, .link], .staticText,
        ]
        var generator = SystemRandomNumberGenerator()
        var labels = pieces
        for _ in 0..<3_000 {
            labels.append(
                (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined())
        }
        var fired = 0
        for label in labels {
            for traits in traitSets {
                let expected = Self.referenceRepeatedWord(in: label, traits: traits)
                XCTAssertEqual(
                    TraitRepeatedInLabelRule.repeatedWord(in: label, traits: traits), expected,
                    "\(label.debugDescription) \(traits.names)")
                if expected != nil { fired += 1 }
            }
        }
        XCTAssertGreaterThan(fired, 100, "labels that end with a trait word are among them")
    }

    /// A capture draws no text: labels are not folded to be looked for, and each still fires once;
    /// the evidence names its traits (worked out once per set of traits) as before.
    func testCaptureLabelsFireWithTheirTraitsNamed() {
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Play button")
        capture.add(.link, parent: capture.root, label: "Terms link")
        capture.add(.button, parent: capture.root, label: "Stop button")
        capture.add(.image, parent: capture.root, label: "Logo")
        let found = RuleHarness.run(TraitRepeatedInLabelRule(), on: capture.hierarchy)
        XCTAssertEqual(found.labels, ["Play button", "Terms link", "Stop button"])
        XCTAssertEqual(found.issues.map { $0.evidence[.traits] ?? [] }, [["button"], ["link"], ["button"]])
        XCTAssertEqual(found.issues.map { $0.evidence[.repeatedTrait] }, ["button", "link", "button"])
    }

    // MARK: Shapes that were once quadratic

    /// Buttons nested a thousand deep, each labelled "Play button": each is reported once, with its
    /// own label (nothing inside draws that text).
    func testDeeplyNestedButtonsEndingInButtonAreEachReported() {
        var capture = CaptureFixture()
        var parent = capture.root
        for _ in 0..<1_000 { parent = capture.add(.button, parent: parent, label: "Play button", accessible: true) }
        let found = RuleHarness.run(TraitRepeatedInLabelRule(), on: capture.hierarchy)
        XCTAssertEqual(found.issues.count, 1_000)
        XCTAssertEqual(Set(found.issues.map { $0.evidence[.repeatedWord] ?? "" }), ["button"])
    }

    /// Nested buttons whose innermost view draws "Play button": that text is on screen, so no
    /// button around it is reported; a button beside the nest, with nothing drawn, still is.
    func testNestedButtonsOverTheDrawnTextAreNotReported() {
        var elements = [ElementSnapshot(id: 0, elementType: .application)]
        elements[0].label = "App"
        elements[0].frame = RuleHarness.screen
        func add(_ type: ElementType, parent: Int, label: String?, drawn: String? = nil) -> Int {
            var element = ElementSnapshot(id: elements.count, elementType: type)
            element.label = label
            element.parent = parent
            element.traits = type == .button ? .button : .staticText
            element.isAccessibilityElement = true
            element.isInAccessibilityView = true
            element.isVisible = true
            element.frame = rect(0, 0, 100, 44)
            element.text = drawn.map { TextSnapshot(text: $0) }
            elements[parent].children.append(element.id)
            elements[parent].accessibilityChildren.append(element.id)
            elements.append(element)
            return element.id
        }
        var parent = 0
        for _ in 0..<300 { parent = add(.button, parent: parent, label: "Play button") }
        _ = add(.staticText, parent: parent, label: nil, drawn: "Play Button")
        let lone = add(.button, parent: 0, label: "Stop button")
        let hierarchy = AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
        XCTAssertEqual(
            RuleHarness.run(TraitRepeatedInLabelRule(), on: hierarchy).issues.map { $0.elementSnapshot?.id }, [lone])
    }
}

// MARK: Expanded, collapsed and checked

extension TraitRepeatedInLabelRuleTests {
    private func button(_ title: String, _ y: Double, expanded: AccessibilityExpandedStatus = .unsupported) -> Button {
        let button = Button(title: title, frame: frame(y))
        button.addAction {}
        button.accessibilityExpandedStatus = expanded
        return button
    }

    func testTheExpandedStatusOrCheckedStateSaidInTheLabelFires() {
        let details = button("Details, expanded", 100, expanded: .expanded)
        let filters = button("Collapsed: Filters", 150, expanded: .collapsed)
        let remember = Switch(isOn: true, frame: frame(200))
        remember.accessibilityLabel = "Remember me, checked"
        let later = Switch(isOn: false, frame: frame(250))
        later.accessibilityLabel = "Remind me later (unchecked)"
        let wifi = button("Home Wi-Fi - checked", 300)
        wifi.isSelected = true
        let outcome = RuleHarness.run(
            TraitRepeatedInLabelRule(), on: RuleHarness.app(details, filters, remember, later, wifi))
        XCTAssertEqual(
            outcome.labels,
            [
                "Details, expanded", "Collapsed: Filters", "Remember me, checked", "Remind me later (unchecked)",
                "Home Wi-Fi - checked",
            ])
        XCTAssertEqual(
            outcome.issues.map { $0.evidence[.repeatedWord] },
            ["expanded", "Collapsed", "checked", "unchecked", "checked"])
        XCTAssertEqual(outcome.issues[0].evidence[.spoken], "Details, expanded, Button, Expanded")
        XCTAssertEqual(outcome.issues[0].evidence[.expandedStatus], "expanded")
        XCTAssertNil(outcome.issues[0].evidence[.repeatedTrait])
        XCTAssertEqual(outcome.issues[1].evidence[.expandedStatus], "collapsed")
        XCTAssertEqual(outcome.issues[2].evidence[.value], "1")
        XCTAssertEqual(outcome.issues[4].evidence[.repeatedTrait], "selected")
        XCTAssertTrue(outcome.issues[0].detailedDescription.contains("for the element's state"))
        XCTAssertEqual(outcome.notEvaluated, [])
    }

    func testStateWordsVoiceOverDoesNotSayOrThatArePhrasesPass() {
        let expand = button("Expand details", 100, expanded: .collapsed)  // an action
        let week = button("Collapsed view of your week", 150, expanded: .collapsed)  // a name
        let checkout = button("Checked out", 200)  // a name, not a state
        checkout.isSelected = true
        let unsupported = button("Details, expanded", 250)  // VoiceOver says no Expanded
        let contrary = button("Details, collapsed", 300, expanded: .expanded)  // not read twice
        let unchecked = Switch(isOn: true, frame: frame(350))
        unchecked.accessibilityLabel = "Remember me, unchecked"  // VoiceOver says On
        let notSelected = button("Wi-Fi, checked", 400)  // no selected trait: VoiceOver says no state
        let bags = Switch(isOn: true, frame: frame(450))
        bags.accessibilityLabel = "Bags checked"  // no punctuation before it: a phrase
        let outcome = RuleHarness.run(
            TraitRepeatedInLabelRule(),
            on: RuleHarness.app(expand, week, checkout, unsupported, contrary, unchecked, notSelected, bags))
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated, [], "every status is known on a headless screen")
    }

    /// Hierarchy JSON carries the status (`accessibilityExpandedStatus`): judged where given, not
    /// evaluated (with the reason) where the key is absent, never a silent pass.
    func testHierarchyJSONIsJudgedWithItsStatusAndNotEvaluatedWithout() throws {
        let details = button("Details, expanded", 100, expanded: .expanded)
        let more = button("More, collapsed", 150, expanded: .collapsed)
        let expand = button("Expand details", 200)
        let json = RuleHarness.json(details, more, expand, leavingOutFactsOf: "More, collapsed") {
            $0.accessibilityExpandedStatus = nil
        }
        let imported = try AccessibilityHierarchy(importing: json.jsonData(), name: "expanded.json", format: .json)
        for hierarchy in [json, imported] {
            let outcome = RuleHarness.run(TraitRepeatedInLabelRule(), on: hierarchy)
            XCTAssertEqual(outcome.labels, ["Details, expanded"])
            XCTAssertEqual(outcome.issues.first?.evidence[.expandedStatus], "expanded")
            XCTAssertEqual(
                outcome.notEvaluated,
                [
                    NotEvaluated(
                        auditType: .trait, reason: TraitRepeatedInLabelRule.expandedStatusUnknown, elementCount: 1)
                ])
        }
    }

    /// A page source does not record the status: a label that says "expanded" is not evaluated,
    /// one that does not is judged as before; "checked" on a selected element still fires.
    func testAPageSourceCannotTellTheExpandedStatus() throws {
        func button(_ label: String, _ y: Int, traits: String) -> String {
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(label)" label="\#(label)" "#
                + #"enabled="true" visible="true" accessible="true" x="16" y="\#(y)" width="200" height="44" "#
                + #"traits="\#(traits)"/>"#
        }
        let xml =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication "#
            + #"type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" "#
            + #"accessible="false" x="0" y="0" width="390" height="844">"#
            + button("Details, expanded", 100, traits: "Button") + button("Expand details", 150, traits: "Button")
            + button("Collapsed view of your week", 200, traits: "Button")
            + button("Home Wi-Fi, checked", 250, traits: "Button, Selected")
            + "</XCUIElementTypeApplication></AppiumAUT>"
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "expanded.xml")
        XCTAssertEqual(hierarchy.elements.map(\.accessibilityExpandedStatus), hierarchy.elements.map { _ in nil })
        let outcome = RuleHarness.run(TraitRepeatedInLabelRule(), on: hierarchy)
        XCTAssertEqual(outcome.labels, ["Home Wi-Fi, checked"])
        XCTAssertEqual(
            outcome.notEvaluated,
            [NotEvaluated(auditType: .trait, reason: TraitRepeatedInLabelRule.expandedStatusUnknown, elementCount: 1)])
    }

    /// A `debugDescription` dump does not record the status either: not evaluated, with a count.
    func testADebugDescriptionDumpCannotTellTheExpandedStatus() throws {
        let dump = """
             Attributes: Application, pid: 7340, label: 'Shop'
             Element subtree:
              →Application, 0x600000000001, pid: 7340, label: 'Shop'
                 Window (Main), 0x600000000002, {{0.0, 0.0}, {390.0, 844.0}}
                   Other, 0x600000000003, {{0.0, 0.0}, {390.0, 844.0}}
                     Button, 0x600000000004, {{16.0, 100.0}, {200.0, 44.0}}, label: 'Details, expanded'
                     Button, 0x600000000005, {{16.0, 150.0}, {200.0, 44.0}}, label: 'Shipping (collapsed)'
                     Button, 0x600000000006, {{16.0, 200.0}, {200.0, 44.0}}, label: 'Expand details'
             Path to element:
              →Application, 0x600000000001, pid: 7340, label: 'Shop'
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "shop.txt")
        let outcome = RuleHarness.run(TraitRepeatedInLabelRule(), on: hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(
            outcome.notEvaluated,
            [NotEvaluated(auditType: .trait, reason: TraitRepeatedInLabelRule.expandedStatusUnknown, elementCount: 2)])
    }

    /// The human strings of `../shared/data/labels.tsv` (English and Japanese) under every state
    /// VoiceOver says, read the way `auditkit describe` reads them: none is reported.
    func testNoHumanLabelOfTheCorpusIsReportedForAnyState() throws {
        let text = try String(contentsOf: SharedTestData.url("labels.tsv"), encoding: .utf8)
        var views: [View] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > 2, fields[0] == "human", ["en", "ja"].contains(fields[1]) else { continue }
            for status in AccessibilityExpandedStatus.allCases {
                let element = button(fields[2], 100, expanded: status)
                element.isSelected = status == .expanded
                element.accessibilityLanguage = fields[1]
                views.append(element)
            }
            for isOn in [true, false] {
                let toggle = Switch(isOn: isOn, frame: frame(100))
                toggle.accessibilityLabel = fields[2]
                toggle.isEnabled = !isOn
                toggle.accessibilityLanguage = fields[1]
                views.append(toggle)
            }
        }
        XCTAssertEqual(views.count, 600 * 5)
        let window = Window(frame: RuleHarness.screen)
        for (index, view) in views.enumerated() {
            view.frame = CGRect(x: 0, y: Double(index) * 0.25, width: 200, height: 0.2)
            window.addSubview(view)
        }
        let outcome = RuleHarness.run(TraitRepeatedInLabelRule(), on: HeadlessApplication(window).snapshot())
        XCTAssertEqual(
            outcome.issues.filter { $0.evidence[.spoken] != nil }.map { $0.element?.label ?? "" }, [],
            "state words said twice in human labels")
    }

    /// `stateWord(in:english:japanese:separated:)` with Foundation's trims and splits, the
    /// reference for its reading of ASCII names on their bytes.
    private static func referenceStateWord(in name: String, english: [String], japanese: [String], separated: Bool)
        -> String?
    {
        func followsPunctuation(_ text: Substring) -> Bool {
            text.last(where: { !$0.isWhitespace })?.isPunctuation ?? false
        }
        let trimmed = name.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters))
        let words = trimmed.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation })
        let lower = trimmed.lowercased()
        for phrase in english where phrase.contains(" ") && lower.hasSuffix(" " + phrase) {
            return String(trimmed.suffix(phrase.count))
        }
        if words.count > 1, let last = words.last, english.contains(last.lowercased()),
            !separated || followsPunctuation(trimmed.dropLast(last.count))
        {
            return String(last)
        }
        if words.count > 1, let first = words.first, english.contains(first.lowercased()) {
            if let after = trimmed.dropFirst(first.count).first, after.isPunctuation { return String(first) }
        }
        for word in japanese where trimmed.count > word.count {
            if trimmed.hasSuffix(word), !separated || followsPunctuation(trimmed.dropLast(word.count)) { return word }
            if trimmed.hasPrefix(word), let after = trimmed.dropFirst(word.count).first,
                word.hasSuffix("の") || "、：:，,".contains(after)
            {
                return word
            }
        }
        return nil
    }

    /// Names built of words, separators and odd bytes, and every string of the label corpus: the
    /// byte reading of ASCII names gives the reference's answer for every entry of the table.
    func testStateWordReadOnTheBytesIsTheReferencesAnswer() throws {
        let pieces = [
            "Details", " ", "expanded", "EXPANDED", "Collapsed", "checked", "unchecked", "on", "Off", "selected",
            "text field", "secure", "tab", "dimmed", ",", ":", "(", ")", "-", "…", "\t", "\n", "\r\n", "\u{1C}",
            "$", "+", "|", "~", "é", "選択中", "オン", "", "  ", "x",
        ]
        var generator = SystemRandomNumberGenerator()
        var names = pieces
        for _ in 0..<3_000 {
            names.append(
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined())
        }
        let corpus = try String(contentsOf: SharedTestData.url("labels.tsv"), encoding: .utf8)
        names += corpus.split(separator: "\n").map {
            $0.split(separator: "\t").dropFirst(2).first.map(String.init) ?? ""
        }
        var found = 0
        for name in names {
            for entry in TraitRepeatedInLabelRule.stateWords {
                let expected = Self.referenceStateWord(
                    in: name, english: entry.english, japanese: entry.japanese, separated: entry.separated)
                XCTAssertEqual(
                    TraitRepeatedInLabelRule.stateWord(
                        in: name, english: entry.english, japanese: entry.japanese, separated: entry.separated),
                    expected, "\(name.debugDescription) \(entry.english)")
                if expected != nil { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, 100, "names that say a state word are among them")
    }
}
