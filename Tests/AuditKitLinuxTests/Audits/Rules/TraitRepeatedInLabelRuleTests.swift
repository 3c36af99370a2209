import Foundation
import SharedTestData
import XCTest

@testable import AuditKitLinux

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
