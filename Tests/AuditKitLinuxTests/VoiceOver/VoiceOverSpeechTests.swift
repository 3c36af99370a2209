import XCTest

@testable import AuditKitModel

/// `VoiceOverReading.Speech` holds what VoiceOver says as the facts its parts are spoken from.
/// These tests compare it, on random elements, with the plain composition it stands for: a list of
/// parts, each with its text, built in the order spoken.
final class VoiceOverSpeechTests: XCTestCase {
    /// One part as the plain composition lists it.
    private struct PlainPart: Equatable {
        var kind: VoiceOverReading.Part.Kind
        var text: String
    }

    /// What VoiceOver says for `e`, part by part, composed as a list (the documented order:
    /// "Selected", name, value, "Dimmed", role words, a switch's state, the expanded status, a
    /// tab's position, the hint).
    private func plainParts(
        _ e: ElementSnapshot, language: VoiceOverLanguage, tabPosition: (Int, Int)?, name: String?
    ) -> [PlainPart] {
        let traits = e.traits
        let type = e.elementType
        func has(_ trait: AccessibilityTraits) -> Bool { traits?.contains(trait) ?? false }
        let isSelected = traits.map { $0.contains(.selected) } ?? (e.isSelected ?? false)
        let isDimmed = traits.map { $0.contains(.notEnabled) } ?? (e.isEnabled == false)
        let isSwitch = type == .switch || type == .toggle || has(.toggleButton)
        let isLink = has(.link) || (traits == nil && type == .link)
        let isButton = has(.button) || (traits == nil && type == .button)
        let isTab = tabPosition != nil && (isButton || type == .tab) || type == .tab
        let isSecure = type == .secureTextField
        var parts: [PlainPart] = []
        func add(_ kind: VoiceOverReading.Part.Kind, _ text: String) { parts.append(PlainPart(kind: kind, text: text)) }
        func addWord(_ word: VoiceOverLanguage.Word, role: Bool = true) {
            add(role ? .role(word) : .state(word), language.word(word))
        }
        if isSelected && !isSwitch { addWord(.selected, role: false) }
        if let name, !name.isEmpty { add(.name, name) }
        var switchState: VoiceOverLanguage.Word?
        if !isSecure, let value = e.value.map(VoiceOverReading.oneLine), !value.isEmpty, value != name {
            if isSwitch, value == "1" || value == "0" {
                switchState = value == "1" ? .on : .off
            } else {
                add(.value, value)
            }
        }
        if isDimmed { addWord(.dimmed, role: false) }
        if isSwitch {
            addWord(.switchButton)
        } else if isTab {
            addWord(.tab)
        } else if isLink {
            addWord(.link)
        } else if isButton {
            addWord(.button)
        }
        if has(.searchField) || type == .searchField {
            addWord(.searchField)
        } else if isSecure {
            addWord(.secureTextField)
        } else if type == .textField || (type == .textView && traits.map { !$0.contains(.staticText) } == true) {
            addWord(.textField)
        }
        if has(.image) || (traits == nil && (type == .image || type == .icon)) { addWord(.image) }
        if has(.header) { addWord(.heading) }
        if has(.adjustable) || (traits == nil && (type == .slider || type == .stepper)) { addWord(.adjustable) }
        if let switchState { addWord(switchState, role: false) }
        switch e.accessibilityExpandedStatus {
        case .expanded?: addWord(.expanded, role: false)
        case .collapsed?: addWord(.collapsed, role: false)
        default: break
        }
        if isTab, let (index, count) = tabPosition { add(.position, language.position(index, of: count)) }
        if let hint = e.hint.map(VoiceOverReading.oneLine), !hint.isEmpty { add(.hint, hint) }
        return parts
    }

    func testSpeechSaysWhatThePlainListOfPartsSays() {
        var random = SeededRandom(seed: 41)
        let types: [ElementType] = [
            .button, .switch, .toggle, .link, .tab, .searchField, .secureTextField, .textField, .textView, .image,
            .icon, .slider, .stepper, .staticText, .other, .cell,
        ]
        let traitChoices: [AccessibilityTraits] = [
            .selected, .notEnabled, .toggleButton, .link, .button, .header, .searchField, .image, .adjustable,
            .staticText,
        ]
        let texts: [String?] = [nil, "", "1", "0", "Name", "Play", "two\nlines", " padded ", "名前"]
        var allWords: [VoiceOverLanguage.Word] = [
            .selected, .button, .heading, .tab, .link, .image, .adjustable, .dimmed, .textField, .secureTextField,
            .searchField, .switchButton, .on, .off, .expanded, .collapsed,
        ]
        allWords.shuffle(using: &random)
        var speeches: [VoiceOverReading.Speech] = []
        for _ in 0..<4_000 {
            var e = ElementSnapshot(id: 0, elementType: random.pick(types))
            if random.chance(0.6) {
                e.traits = traitChoices.reduce(into: AccessibilityTraits()) { traits, trait in
                    if random.chance(0.2) { traits.insert(trait) }
                }
            }
            e.isSelected = random.pick([nil, true, false])
            e.isEnabled = random.pick([nil, true, false])
            e.label = random.pick(texts)
            e.value = random.pick(texts)
            e.hint = random.pick(texts)
            e.placeholderValue = random.pick(texts)
            e.accessibilityExpandedStatus = random.pick([nil] + AccessibilityExpandedStatus.allCases)
            let language = random.pick(VoiceOverLanguage.allCases)
            let tabPosition = random.chance(0.3) ? (Int.random(in: 1...5, using: &random), 5) : nil
            let override: String? = random.chance(0.2) ? random.pick(texts) : nil
            let name = override ?? VoiceOverReading.spokenName(e).map(VoiceOverReading.oneLine)
            let plain = plainParts(e, language: language, tabPosition: tabPosition, name: name)
            let speech = VoiceOverReading.compose(e, language: language, tabPosition: tabPosition, name: override)
            let context = "\(e.elementType) \(String(describing: e.traits)) \(plain)"

            var spoken = plain.filter { $0.kind != .hint }.map(\.text).joined(separator: language.separator)
            if let hint = plain.first(where: { $0.kind == .hint })?.text {
                spoken += spoken.isEmpty ? hint : language.hintPause + hint
            }
            XCTAssertEqual(speech.spoken, spoken, context)
            var kinds: [VoiceOverReading.Part.Kind] = [.name, .value, .position, .hint]
            kinds += allWords.flatMap { [.state($0), .role($0)] }
            for kind in kinds {
                XCTAssertEqual(speech.text(of: kind), plain.first { $0.kind == kind }?.text, "\(kind) of \(context)")
            }
            let added = plain.compactMap { part -> (VoiceOverLanguage.Word, Bool)? in
                switch part.kind {
                case .state(let word): (word, false)
                case .role(let word): (word, true)
                default: nil
                }
            }
            XCTAssertEqual(speech.addedWords.map(\.word), added.map(\.0), context)
            XCTAssertEqual(speech.addedWords.map(\.isRole), added.map(\.1), context)
            XCTAssertEqual(speech.roles, added.filter(\.1).map(\.0), context)
            speeches.append(speech)
            XCTAssertEqual(
                speech.announcesControl,
                added.contains { $0.1 && VoiceOverReading.Speech.isControlRole($0.0) }, context)
            XCTAssertEqual(speech.isHeading, e.traits?.contains(.header) ?? false, context)
        }
        // What the rules read of an item in place is what its speech says.
        let items = speeches.enumerated().map {
            VoiceOverReading.Item(elementID: $0.offset, speech: $0.element, name: nil)
        }
        items.withView { view in
            for index in view.indices {
                let speech = items[index].speech
                XCTAssertEqual(view.elementID(index), index)
                XCTAssertEqual(view.spokenName(index), speech.text(of: .name))
                XCTAssertEqual(
                    view.hasValueOrHint(index), speech.text(of: .value) != nil || speech.text(of: .hint) != nil)
                XCTAssertEqual(view.announcesControl(index), speech.announcesControl)
                XCTAssertEqual(view.roleWords(index), speech.roleWords)
                XCTAssertEqual(view.addedWords(index).map(\.word), speech.addedWords.map(\.word))
                XCTAssertEqual(view.addedWords(index).map(\.isRole), speech.addedWords.map(\.isRole))
            }
        }
        // The role words as one value are equal exactly when the lists of role words are.
        for (a, b) in zip(speeches, speeches.shuffled(using: &random)) {
            XCTAssertEqual(a.roleWords == b.roleWords, a.roles == b.roles, "\(a.roles) \(b.roles)")
            XCTAssertEqual(a.roleWords.control == .link, a.roles.contains(.link))
        }
    }
}
