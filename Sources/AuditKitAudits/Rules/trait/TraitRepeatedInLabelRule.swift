import AuditKitModel
import Foundation

/// Finds labels that end with the word VoiceOver already says for a trait: "Label duplicates traits".
///
/// VoiceOver speaks the label, then the trait: a `.button` labelled "Play button" is read "Play
/// button, button". Fires when the label ends with the trait's word as a separate word (English,
/// case-insensitive: "button" for `.button`, "link" for `.link`, "image" for `.image`, "header" or
/// "heading" for `.header`, "search field" for `.searchField`), or, for Japanese, ends with it
/// ("ボタン", "リンク", "画像", "見出し"), with something before it. Trailing punctuation is ignored.
///
/// State words are judged on what VoiceOver says (`VoiceOverReading`, the reading `auditkit
/// describe` prints): where it says "Selected", "Dimmed", "On" or "Off" for the element's state,
/// a label that also says it ("selected"; "dimmed" or "disabled"; "on"/"off" on a switch, and
/// 選択中, 選択済み, 選択されています, 無効, 使用不可, オン, オフ) as its last word (the words of
/// dimmed, on and off only after punctuation: "Send (disabled)", "Wi-Fi: on", not the phrase
/// "Keep screen on"), or as its first
/// word before punctuation ("Selected: Home"; 選択中の, VoiceOver's own Japanese prefix, before
/// anything), is read twice ("Selected, Home, selected"). A word
/// inside the label ("Selected photos", "Turn on Wi-Fi") is not one. So are the role words
/// VoiceOver adds from the element's type rather than a trait: "tab" (タブ) on a tab, after
/// punctuation ("Home, tab"; "First Tab" is a tab title the label must keep), "text field"
/// (テキストフィールド) on a text or secure field ("Email text field, Text field"). Such issues
/// also carry `spoken`, and `value` for a switch (whose state its value holds).
///
/// The same state in other words, after punctuation only: "checked" where VoiceOver says "Selected"
/// or a switch's "On", "unchecked" where it says "Off" (iOS VoiceOver adds no "checked" of its own:
/// iOS has no checkbox trait). The expanded status (``AccessibilityExpandedStatus``): "expanded" or
/// "collapsed" where VoiceOver says "Expanded" or "Collapsed", as the last word after punctuation
/// ("Details, expanded") or the first before it ("Collapsed: Filters"), not "Expand details" nor
/// "Collapsed view of your week"; evidence `expandedStatus`. Apple documents no wording for the
/// status: "Expanded"/"Collapsed" after the role words are what a public VoiceOver-parity suite
/// records (cashapp/AccessibilitySnapshot pull request 324, iOS 17.5 to 26.2). No source gives the
/// Japanese words for these, so none are looked for. Where the status is unknown (page source and
/// debugDescription dumps never record it, hierarchy JSON may not), a label saying "expanded" or
/// "collapsed" is not evaluated (`expandedStatusUnknown`), never passed.
///
/// Not flagged: a label that is only the trait word (left to sufficientElementDescription); a word
/// inside the label ("Button Shapes"); a label equal to the text the element, or a view inside it,
/// draws: visible text such as the "Action Button" settings row names the thing, and WCAG 2.5.3 Label
/// in Name wants the label to match it. Captures: evaluated with the traits they record, else the
/// element type (button, link, image); drawn text is unknown there.
///
/// Evidence: `label`, `traits` (recorded or, on captures, implied by the type), `repeatedWord` and
/// `repeatedTrait`.
///
/// Severity: warning (verbosity, not a barrier); a test fails on it all the same, as on Apple's.
/// "Label duplicates traits" is Apple's title, as public projects' notes quote a failing CI run of
/// Apple's trait audit (a public suite's comment writes "Label duplicates trait"). Apple's audit
/// also flags a label equal to the visible text; this rule does not (WCAG 2.5.3 Label in Name).
///
/// Source: Apple, "accessibilityLabel" documentation (do not include the control type in the label);
/// WCAG 2.2 SC 2.4.6 Headings and Labels (labels describe purpose).
public struct TraitRepeatedInLabelRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.repeatedInLabel", auditType: .trait, reference: .appleAccessibilityLabel,
        defaultSeverity: .warning,
        summary: """
            "Label duplicates traits": a label that ends with the word VoiceOver says for a trait anyway
            ("Play button" on a `.button` is read "Play button, button"), or that says a state word VoiceOver
            adds
            for the element's state ("Home, selected" with `.selected` is read "Selected, Home, selected"; "Send
            (disabled)" with `.notEnabled`; "Wi-Fi on" on a switch that is on; "Details, expanded" on an element
            whose `accessibilityExpandedStatus` is `.expanded`, read "Details, expanded, Button, Expanded"), in
            English or Japanese. State words are judged on the reading `auditkit describe` prints, so what is
            reported is what it shows twice. A label equal to the text the element draws is not flagged for a
            trait word. Also rests on WCAG 2.2 SC 2.4.6 Headings and Labels.
            """,
        title: """
            Apple's title, "Label duplicates traits", as public projects' notes quote a failing CI run of
            Apple's trait audit (one public suite's comment writes it "Label duplicates trait"). Apple's audit
            also flags a label equal to the button's visible text; this rule leaves that to WCAG 2.5.3 and does
            not.
            """,
        threshold: """
            the last word of the label: "button", "link", "image", "header" or "heading",
            "search field" (and "ボタン", "リンク", "画像", "見出し"), after something else. State words, where
            VoiceOver says the state: "selected" (選択中の, 選択中, 選択済み, 選択されています), "dimmed" or "disabled" (無効,
            使用不可), "on" (オン) and "off" (オフ) for a switch, as the label's last word (those of dimmed, on
            and off only after punctuation: "Send (disabled)", "Wi-Fi: on", not the phrase "Keep screen on") or
            as its first word before punctuation ("Selected: Home"); a word inside the label ("Selected photos",
            "Turn on Wi-Fi") is not one. Role words VoiceOver adds from the element's type, judged the same
            way: "tab" (タブ) on a tab after punctuation ("Home, tab", not the title "First Tab"), "text field"
            (テキストフィールド) on a text or secure field.
            The same state in other words, after punctuation only: "checked" on a selected element ("Home Wi-Fi
            -
            checked" is read "Selected, Home Wi-Fi - checked, Button") and on a switch that is on, "unchecked"
            on one that is off. The expanded status (``AccessibilityExpandedStatus``, UIKit's
            `accessibilityExpandedStatus`, iOS 18): "expanded" where VoiceOver says "Expanded", "collapsed"
            where it says "Collapsed", as the last word after punctuation ("Details, expanded") or the first
            before it ("Collapsed: Filters"); "Expand details" (an action) and "Collapsed view of your week" (a
            name) are not. Apple's documentation gives no wording for the status; "Expanded"/"Collapsed" after
            the role words are the words a public VoiceOver-parity suite records on iOS 17.5, 18.5 and 26.2
            (cashapp/AccessibilitySnapshot pull request 324). No source gives VoiceOver's Japanese words for the
            expanded status or any Japanese for "checked", so none are looked for. iOS VoiceOver adds no
            "checked" of its own to a native element (there is no checkbox trait on iOS; Apple's
            `.toggleButton` documentation says VoiceOver describes a toggle's on, off or mixed status, which a
            VoiceOver-parity suite records as "On"/"Off"/"Mixed"), so "checked" counts only against "Selected",
            "On" and "Off".
            Not evaluated: an element whose label says "expanded" or "collapsed" where the hierarchy does not
            record the status (page source and `debugDescription` dumps never do; hierarchy JSON without the
            key), with the count of such elements.
            """,
        evidence: [
            "label", "traits", "repeatedWord", "repeatedTrait", .init("spoken", note: "state words"),
            .init("value", note: "a switch's state"), .init("expandedStatus", note: "the expanded status"),
        ])

    /// Each trait with the words that repeat it: English words, then Japanese suffixes.
    public static let traitWords: [(trait: AccessibilityTraits, english: [String], japanese: [String])] = [
        (.button, ["button"], ["ボタン"]),
        (.link, ["link"], ["リンク"]),
        (.image, ["image"], ["画像"]),
        (.header, ["header", "heading"], ["見出し"]),
        (.searchField, ["search field"], []),
    ]

    /// Creates the rule.
    public init() {}

    /// Reports each reachable element whose label ends with its trait's word, or says a state word
    /// VoiceOver adds for its state.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        defer { auditStateWords(context, facts: facts) }
        let hierarchy = facts.hierarchy
        var drawn: DrawnTexts?
        // The evidence names of the few distinct trait sets met, worked out once each: of the
        // elements' traits, and of the trait each repeated word names.
        var setNames = TraitNames()
        var repeatedNames = TraitNames()
        for id in facts.voiceOverElements where facts.elements[id].label != nil {
            // The label and traits read in place: the element is copied only for an issue.
            guard let label = facts.elements[id].label,
                let traits = Self.traits(
                    facts.elements[id].traits, type: facts.elements[id].elementType, capture: facts.isCapture),
                let word = Self.repeatedWord(in: label, traits: traits)
            else { continue }
            if drawn == nil { drawn = DrawnTexts(facts) }
            // A screen that draws no text (a capture) has nothing to fold the label for.
            if drawn?.isEmpty == false, drawn?.draws(TextMatching.lettersAndDigits(label), within: id) == true {
                continue
            }
            // Recorded in key order, each after the one before (the evidence keeps them so).
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = label
            if let repeated = Self.trait(repeatedBy: word, traits: traits) {
                evidence[.repeatedTrait] = repeatedNames.names(of: repeated).first
            }
            evidence[.repeatedWord] = word
            evidence[.traits] = setNames.names(of: traits)
            context.report(
                self, element: facts.elements[id], on: hierarchy, compactDescription: "Label duplicates traits",
                detailedDescription: Self.detailedDescription(label: label, word: word), severity: .warning,
                evidence: evidence)
        }
    }

    /// Each state word VoiceOver adds, and each role word it adds that ``traitWords`` does not cover
    /// (a tab, a text field, whose roles come from the element's type), with the words that repeat
    /// it in a label: the trait it stands for (`nil` for a switch's state, which its value holds,
    /// and for the role words), English words (a phrase of two words or more as the label's end),
    /// then Japanese; and whether the word counts at the label's end only after punctuation.
    static let stateWords:
        [(
            word: VoiceOverLanguage.Word, trait: AccessibilityTraits?, english: [String], japanese: [String],
            separated: Bool
        )] = [
            (.selected, .selected, ["selected"], ["選択中の", "選択中", "選択済み", "選択されています"], false),
            (.selected, .selected, ["checked"], [], true),
            (.dimmed, .notEnabled, ["dimmed", "disabled"], ["無効", "使用不可"], true),
            (.on, nil, ["on", "checked"], ["オン"], true),
            (.off, nil, ["off", "unchecked"], ["オフ"], true),
            (.expanded, nil, ["expanded"], [], true),
            (.collapsed, nil, ["collapsed"], [], true),
            (.tab, nil, ["tab"], ["タブ"], true),
            (.textField, nil, ["text field"], ["テキストフィールド"], false),
            (.secureTextField, nil, ["secure text field", "text field"], ["テキストフィールド"], false),
        ]

    /// Reports each element whose name says a state word VoiceOver adds for its state: read from
    /// the same reading the transcript prints (`VoiceOverReading`), so what is reported is what
    /// `auditkit describe` shows twice.
    private func auditStateWords(_ context: AccessibilityAuditContext, facts: ScreenFacts) {
        var setNames = TraitNames()
        let reading = facts.voiceOverReading
        // How many names say "expanded" or "collapsed" where the status is unknown, and each item
        // whose name repeats a word VoiceOver adds (the word, its entry, the word in the name): the
        // items read in place, the issues written after.
        var unknownStatus = 0
        var found: [(item: Int, name: String, word: VoiceOverLanguage.Word, entry: Int, repeated: String)] = []
        reading.items.withView { items in
            for item in items.indices {
                let id = items.elementID(item)
                guard facts.isElement(id), let name = items.spokenName(item) else { continue }
                if facts.elements[id].accessibilityExpandedStatus == nil,
                    Self.stateWord(in: name, list: Self.expandedStatusList) != nil
                {
                    unknownStatus += 1
                }
                words: for (word, _) in items.addedWords(item) {
                    for (index, entry) in Self.stateWords.enumerated() where entry.word == word {
                        guard let repeated = Self.stateWord(in: name, list: Self.stateWordLists[index]) else {
                            continue
                        }
                        found.append((item, name, word, index, repeated))
                        break words
                    }
                }
            }
        }
        if unknownStatus > 0 {
            context.notEvaluated(self, reason: Self.expandedStatusUnknown, elementCount: unknownStatus)
        }
        for (index, name, word, entryIndex, repeated) in found {
            let item = reading.items[index]
            let id = item.elementID
            let entry = Self.stateWords[entryIndex]
            let spoken = item.speech.spoken
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = name
            if let trait = entry.trait { evidence[.repeatedTrait] = setNames.names(of: trait).first }
            evidence[.repeatedWord] = repeated
            evidence[.spoken] = spoken
            let traits = facts.elements[id].traits ?? entry.trait ?? []
            evidence[.traits] = setNames.names(of: traits)
            if word == .on || word == .off, let value = facts.elements[id].value { evidence[.value] = value }
            if word == .expanded || word == .collapsed {
                evidence[.expandedStatus] = facts.elements[id].accessibilityExpandedStatus?.rawValue
            }
            context.report(
                self, element: facts.elements[id], on: facts.hierarchy,
                compactDescription: "Label duplicates traits",
                detailedDescription:
                    "The label '\(name)' says '\(repeated)', which VoiceOver already says for the element's "
                    + "\(Self.roleWords.contains(word) ? "role" : "state"), so it is read twice: "
                    + "'\(spoken)'. Remove '\(repeated)' from the label.",
                severity: .warning, evidence: evidence)
        }
    }

    /// The words of ``stateWords`` that VoiceOver adds for the element's role rather than its state.
    private static let roleWords: Set<VoiceOverLanguage.Word> = [.tab, .textField, .secureTextField]

    /// The words of the expanded status in ``stateWords``, looked for where the status is unknown.
    static let expandedStatusWords = ["expanded", "collapsed"]

    /// ``expandedStatusWords`` as ``stateWord(in:list:)`` reads them (after punctuation).
    private static let expandedStatusList = StateWordList(english: expandedStatusWords, japanese: [], separated: true)

    /// The words of each entry of ``stateWords``, in the same order, as ``stateWord(in:list:)`` reads them.
    private static let stateWordLists = stateWords.map {
        StateWordList(english: $0.english, japanese: $0.japanese, separated: $0.separated)
    }

    /// The words ``stateWord(in:english:japanese:separated:)`` looks for, with what its reading of
    /// an ASCII name needs worked out once: whether the bytes can decide, and each English word's
    /// bytes and whether it is a phrase (holds a space).
    struct StateWordList {
        let english: [String]
        let japanese: [String]
        let separated: Bool
        /// Whether an ASCII name is decided on its bytes: every English word ASCII, and every
        /// Japanese word holding a scalar from U+3000 up.
        let decidedOnASCII: Bool
        /// Each of `english` as UTF-8 bytes, and whether it holds a space.
        let englishBytes: [(bytes: [UInt8], isPhrase: Bool)]

        init(english: [String], japanese: [String], separated: Bool) {
            self.english = english
            self.japanese = japanese
            self.separated = separated
            decidedOnASCII =
                english.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } })
                && japanese.allSatisfy({ $0.unicodeScalars.contains { $0.value >= 0x3000 } })
            englishBytes = english.map { (Array($0.utf8), $0.utf8.contains(0x20)) }
        }
    }

    /// Why an element whose label says "expanded" or "collapsed" is not judged: its status is unknown.
    static let expandedStatusUnknown =
        "the hierarchy does not record whether these elements, whose labels say 'expanded' or 'collapsed', "
        + "are expanded (accessibilityExpandedStatus)"

    /// The state word `name` says, as written there: one of `english` as the last word (any case,
    /// trailing punctuation and brackets ignored; when `separated`, only after punctuation, so that
    /// "Keep screen on" and "デバッグ無効" are phrases, "Wi-Fi: on" and "送信（無効）" states) or as the first word followed by punctuation
    /// ("Selected: Home"); or one of `japanese` at the end, or at the start before 、 or ： (a word
    /// ending in の, such as 選択中の, before anything).
    /// Not a word inside the name ("Selected photos" is a name, "Turn on Wi-Fi" an action), nor
    /// the whole name (the description rules judge that).
    static func stateWord(in name: String, english: [String], japanese: [String], separated: Bool = false) -> String? {
        stateWord(in: name, list: StateWordList(english: english, japanese: japanese, separated: separated))
    }

    /// ``stateWord(in:english:japanese:separated:)`` for the words of `list`.
    static func stateWord(in name: String, list: StateWordList) -> String? {
        if let ascii = asciiStateWord(in: name, list: list) { return ascii }
        let (english, japanese, separated) = (list.english, list.japanese, list.separated)
        let trimmed = name.trimmingCharacters(in: trimmedCharacters)
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
            let after = trimmed.dropFirst(first.count).first
            if let after, after.isPunctuation { return String(first) }
        }
        for word in japanese where trimmed.count > word.count {
            if trimmed.hasSuffix(word), !separated || followsPunctuation(trimmed.dropLast(word.count)) { return word }
            // 選択中の binds to the name after it ("選択中の月額"), as VoiceOver's own prefix does.
            if trimmed.hasPrefix(word), let after = trimmed.dropFirst(word.count).first,
                word.hasSuffix("の") || "、：:，,".contains(after)
            {
                return word
            }
        }
        return nil
    }

    /// ``stateWord(in:list:)`` for an ASCII `name`, on its bytes, with the same
    /// answer: trimmed by ``asciiTrimmed``, split into words at the bytes that are `Character`
    /// white space or punctuation (``asciiSeparatorTable``), compared with the English words by ASCII
    /// lower case. The Japanese words cannot match ASCII text when each holds a scalar from
    /// U+3000 up (none of which is canonically equivalent to ASCII). `.some(nil)` for no word; `nil`
    /// when the bytes cannot decide (`name` or an English word not ASCII, a Japanese word without
    /// such a scalar: ``StateWordList/decidedOnASCII``). Reads the name in place; allocates only
    /// the word returned.
    private static func asciiStateWord(in name: String, list: StateWordList) -> String?? {
        guard list.decidedOnASCII else { return nil }
        let (english, separated) = (list.englishBytes, list.separated)
        return name.withByteView { bytes -> String?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let (start, end) = asciiTrimmedBounds(of: bytes)
            func text(_ range: Range<Int>) -> String {
                bytes[range].string
            }
            func equalsIgnoringCase(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
                asciiBytes(bytes, range, equalIgnoringCase: word)
            }
            // A phrase: the lower-cased name ends with a space and the phrase.
            for (phrase, isPhrase) in english where isPhrase {
                let length = phrase.count
                if end - start > length, bytes[end - length - 1] == 0x20,
                    equalsIgnoringCase((end - length)..<end, phrase)
                {
                    return .some(text((end - length)..<end))
                }
            }
            // The first and last words, and whether there are two or more.
            var firstStart = start
            while firstStart < end, asciiSeparatorTable[Int(bytes[firstStart])] { firstStart += 1 }
            guard firstStart < end else { return .some(nil) }
            var firstEnd = firstStart
            while firstEnd < end, !asciiSeparatorTable[Int(bytes[firstEnd])] { firstEnd += 1 }
            var lastEnd = end
            while lastEnd > firstEnd, asciiSeparatorTable[Int(bytes[lastEnd - 1])] { lastEnd -= 1 }
            guard lastEnd > firstEnd else { return .some(nil) }
            var lastStart = lastEnd
            while lastStart > firstEnd, !asciiSeparatorTable[Int(bytes[lastStart - 1])] { lastStart -= 1 }
            let lastLength = lastEnd - lastStart
            if english.contains(where: { equalsIgnoringCase(lastStart..<lastEnd, $0.bytes) }) {
                // `trimmed.dropLast(last.count)`: its last byte that is not white space is punctuation.
                var before = end - lastLength
                while before > start, asciiWhitespaceTable[Int(bytes[before - 1])] { before -= 1 }
                if !separated || (before > start && asciiPunctuationTable[Int(bytes[before - 1])]) {
                    return .some(text(lastStart..<lastEnd))
                }
            }
            if english.contains(where: { equalsIgnoringCase(firstStart..<firstEnd, $0.bytes) }) {
                // `trimmed.dropFirst(first.count).first` is punctuation.
                let after = start + (firstEnd - firstStart)
                if after < end, asciiPunctuationTable[Int(bytes[after])] { return .some(text(firstStart..<firstEnd)) }
            }
            return .some(nil)
        }
    }

    /// Per ASCII byte, whether its `Character` is white space (`isWhitespace`).
    private static let asciiWhitespaceTable: [Bool] = (0..<128).map {
        Character(Unicode.Scalar(UInt8($0))).isWhitespace
    }
    /// Per ASCII byte, whether its `Character` is punctuation (`isPunctuation`).
    private static let asciiPunctuationTable: [Bool] = (0..<128).map {
        Character(Unicode.Scalar(UInt8($0))).isPunctuation
    }
    /// Per ASCII byte, whether it separates words: white space or punctuation.
    private static let asciiSeparatorTable: [Bool] = (0..<128).map {
        asciiWhitespaceTable[$0] || asciiPunctuationTable[$0]
    }

    /// Whether `text`, past its trailing white space, ends with punctuation ("Wi-Fi:", "Send (").
    private static func followsPunctuation(_ text: Substring) -> Bool {
        text.last(where: { !$0.isWhitespace })?.isPunctuation ?? false
    }

    /// The evidence names (``AccessibilityTraits/names``) of the trait sets met, each worked out
    /// once; the last set asked is looked at first, without hashing (a screen's labels that repeat
    /// their trait mostly have the same traits).
    private struct TraitNames {
        private var known: [AccessibilityTraits: [String]] = [:]
        private var last: (traits: AccessibilityTraits, names: [String])?

        /// The names of `traits`.
        mutating func names(of traits: AccessibilityTraits) -> [String] {
            if let last, last.traits == traits { return last.names }
            let names = known[traits] ?? traits.names
            known[traits] = names
            last = (traits, names)
            return names
        }
    }

    /// "The label '…' ends with '…', which VoiceOver already says for the element's trait, so it is
    /// read twice. Remove '…' from the label.": its seven parts copied into one string of their
    /// total length (an issue of a label on every element of a screen makes one per element;
    /// interpolation grows its buffer piece by piece, about four times the cost).
    static func detailedDescription(label: String, word: String) -> String {
        let parts: (String, String, String, String, String, String, String) = (
            "The label '", label, "' ends with '", word,
            "', which VoiceOver already says for the element's trait, so it is read twice. Remove '", word,
            "' from the label."
        )
        let length =
            parts.0.utf8.count + parts.1.utf8.count + parts.2.utf8.count + parts.3.utf8.count + parts.4.utf8.count
            + parts.5.utf8.count + parts.6.utf8.count
        return String(byteCount: length) { output in
            // `length` is the sum of the seven lengths, so each part fits after the ones before it.
            var end = output.copyUTF8(of: parts.0, to: 0)
            end = output.copyUTF8(of: parts.1, to: end)
            end = output.copyUTF8(of: parts.2, to: end)
            end = output.copyUTF8(of: parts.3, to: end)
            end = output.copyUTF8(of: parts.4, to: end)
            end = output.copyUTF8(of: parts.5, to: end)
            return output.copyUTF8(of: parts.6, to: end)
        }
    }

    /// The trait word `label` ends with, for one of `traits`; `nil` if none.
    public static func repeatedWord(in label: String, traits: AccessibilityTraits) -> String? {
        guard traitWords.contains(where: { traits.contains($0.trait) }) else { return nil }
        if !mayEndWithTraitWord(label) { return nil }
        if let ascii = asciiRepeatedWord(in: label, traits: traits) { return ascii }
        let trimmed = label.trimmingCharacters(in: trimmedCharacters)
        let lower = trimmed.lowercased()
        for entry in traitWords where traits.contains(entry.trait) {
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

    /// ``repeatedWord(in:traits:)`` for an ASCII `label`, on its bytes: trimmed by ``asciiTrimmed``
    /// (the ASCII members of ``trimmedCharacters``), compared with the English words (lower-case
    /// ASCII) ignoring ASCII case, the byte before the word ASCII white space. The Japanese words
    /// cannot end ASCII text. `.some(nil)` for no word; `nil` when `label` is not ASCII.
    ///
    /// Reads the label's bytes in place and the words from ``asciiEnglishWords``: nothing is
    /// allocated but the word returned.
    private static func asciiRepeatedWord(in label: String, traits: AccessibilityTraits) -> String?? {
        return label.withByteView { bytes -> String?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let (start, end) = asciiTrimmedBounds(of: bytes)
            for (trait, words) in asciiEnglishWords where traits.contains(trait) {
                for wanted in words {
                    let from = end - wanted.count
                    guard from > start, asciiBytes(bytes, from..<end, equalIgnoringCase: wanted) else { continue }
                    let before = bytes[from - 1]
                    if before == 0x20 || (before >= 0x09 && before <= 0x0D) {
                        return .some(bytes[from..<end].string)
                    }
                }
            }
            return .some(nil)
        }
    }

    /// The English words of ``traitWords`` as lower-case ASCII bytes, with their trait.
    private static let asciiEnglishWords: [(trait: AccessibilityTraits, words: [[UInt8]])] = traitWords.map {
        ($0.trait, $0.english.map { Array($0.utf8) })
    }

    /// The trait of `traits` whose words include `word` (as ``repeatedWord(in:traits:)`` found it).
    static func trait(repeatedBy word: String, traits: AccessibilityTraits) -> AccessibilityTraits? {
        traitWords.first { entry in
            traits.contains(entry.trait) && (entry.english.contains(word.lowercased()) || entry.japanese.contains(word))
        }?.trait
    }

    /// The element's traits, or for a capture without traits, those its type implies.
    private static func traits(_ traits: AccessibilityTraits?, type: ElementType, capture: Bool)
        -> AccessibilityTraits?
    {
        if let traits { return traits }
        guard capture else { return nil }
        switch type {
        case .button: return .button
        case .link: return .link
        case .image: return .image
        default: return nil
        }
    }

    /// Whether `label` may end with a trait word: `false` only for ASCII text whose end, past
    /// white space and punctuation, is none of the English words (any case), which no trait word
    /// can then end (the Japanese ones are not ASCII). Saves trimming every label. Reads the bytes
    /// in place.
    private static func mayEndWithTraitWord(_ label: String) -> Bool {
        return label.withByteView { bytes in
            if bytes.contains(where: { $0 >= 0x80 }) { return true }
            var end = bytes.count
            while end > 0, isTrimmedASCII(bytes[end - 1]) { end -= 1 }
            return asciiWordEndings.contains { word in
                guard end >= word.count else { return false }
                for offset in 0..<word.count where bytes[end - word.count + offset] | 0x20 != word[offset] {
                    return false
                }
                return true
            }
        }
    }

    /// The bounds of `bytes` without the ``asciiTrimmed`` bytes at either end.
    private static func asciiTrimmedBounds(of bytes: ByteView) -> (start: Int, end: Int) {
        var start = 0
        var end = bytes.count
        while start < end, isTrimmedASCII(bytes[start]) { start += 1 }
        while end > start, isTrimmedASCII(bytes[end - 1]) { end -= 1 }
        return (start, end)
    }

    /// Whether the bytes of `range` are `word` (lower-case ASCII), ignoring ASCII case.
    private static func asciiBytes(
        _ bytes: ByteView, _ range: Range<Int>, equalIgnoringCase word: [UInt8]
    ) -> Bool {
        guard range.count == word.count else { return false }
        var index = range.lowerBound
        for wanted in word {
            let byte = bytes[index]
            if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != wanted { return false }
            index += 1
        }
        return true
    }

    /// Whether `byte` is in ``asciiTrimmed``, by a table of 128 flags.
    @inline(__always)
    private static func isTrimmedASCII(_ byte: UInt8) -> Bool { byte < 0x80 && asciiTrimmedTable[Int(byte)] }

    /// ``asciiTrimmed`` as 128 flags, one per ASCII byte.
    private static let asciiTrimmedTable: [Bool] = (0..<128).map { asciiTrimmed.contains(UInt8($0)) }

    /// The ASCII bytes in ``trimmedCharacters``: white space, line breaks and punctuation.
    private static let asciiTrimmed: Set<UInt8> = Set(
        (0..<128).filter { value in
            trimmedCharacters.contains(Unicode.Scalar(UInt8(value)))
        }.map(UInt8.init))

    /// The last words of the English trait words, lower case.
    private static let asciiWordEndings: [[UInt8]] = Array(
        Set(
            traitWords.flatMap(\.english).map {
                Array(($0.split(separator: " ").last.map(String.init) ?? $0).utf8)
            }))

    /// What is trimmed from a label's ends before its last word is compared: white space, line
    /// breaks and punctuation (built once).
    private static let trimmedCharacters = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)

    /// The texts drawn on a screen, by their letters and digits (``TextMatching/lettersAndDigits(_:)``),
    /// each with the view-tree positions of the elements drawing it: whether an element or a view
    /// inside it draws a text is one binary search in its subtree's range.
    private struct DrawnTexts {
        let tree: TreeOrder
        /// Positions (ascending) by drawn text.
        private var positions: [String: [Int]] = [:]

        init(_ facts: ScreenFacts) {
            tree = facts.viewTree
            for id in tree.order {
                guard let text = facts.elements[id].text?.text else { continue }
                positions[TextMatching.lettersAndDigits(text), default: []].append(tree.position[id])
            }
        }

        /// Whether no element of the screen draws a text (every capture): then nothing is drawn within any.
        var isEmpty: Bool { positions.isEmpty }

        /// Whether the element `id` or a view inside it draws a text whose letters and digits are `text`.
        func draws(_ text: String, within id: Int) -> Bool {
            guard let list = positions[text], tree.contains(id) else { return false }
            let range = tree.subtree(of: id)
            var low = 0
            var high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid] < range.lowerBound { low = mid + 1 } else { high = mid }
            }
            return low < list.count && list[low] < range.upperBound
        }
    }
}

extension TraitRepeatedInLabelRule: UsesFactsOnSecondThread {
    static var factsOnSecondThread: FactsOnSecondThread { .reading }
}
