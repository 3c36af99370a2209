import AuditKitModel
import Foundation

/// Finds an element whose value or hint repeats its label, so VoiceOver says the same words twice:
/// "Description is read twice".
///
/// VoiceOver speaks the label, then the value, then (after a pause) the hint. A slider labelled
/// "Volume 50%" with the value "50%" is read "Volume 50%, 50%, Adjustable"; a button labelled
/// "Play" with the hint "Play" is read "Play, Button. Play". Judged on what VoiceOver says
/// (`VoiceOverReading`, the model the transcript prints): only parts it actually speaks are
/// compared (a value equal to the name is not spoken; a switch's "1"/"0" is spoken as On/Off).
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
/// "Volume 50%" or "3 items" with the value "3" is flagged; a hint that says more than the name
/// ("Plays the song") and a value that is part of a word are not.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Severity: warning (verbosity, not a barrier). Source: Apple, `accessibilityLabel`,
/// `accessibilityValue` and `accessibilityHint` documentation (the label identifies the element,
/// the value holds its current value, the hint says what it does, each once); WCAG 2.2 SC 2.4.6
/// Headings and Labels.
public struct SufficientElementDescriptionRepeatedTextRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "sufficientElementDescription.repeatedText", auditType: .sufficientElementDescription,
        reference: .appleAccessibilityLabel, defaultSeverity: .warning,
        summary: """
            "Description is read twice": a value or hint that repeats the label, so VoiceOver says
            the same words twice ("Volume 50%, 50%, Adjustable"; "Play, Button. Play"). Only parts VoiceOver
            speaks are compared (a value equal to the label is not spoken; a switch's 1/0 is spoken On/Off).
            Also rests on WCAG 2.2 SC 2.4.6 Headings and Labels.
            """,
        title: """
            ours: a check beyond Apple's published ones; no public source quotes an Apple title for it.
            """,
        threshold: """
            letters and digits, any case: the value equals the label or is its last or first
            words; the hint equals the label.
            """,
        evidence: [
            "label", "repeatedPart", "repeatedText", "spoken",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each element whose spoken value or hint repeats its name.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let reading = facts.voiceOverReading
        // The elements' items with a name and a value or hint, read in place.
        let candidates = reading.items.withView { items in
            items.indices.filter {
                facts.isElement(items.elementID($0)) && items.spokenName($0) != nil && items.hasValueOrHint($0)
            }
        }
        for index in candidates {
            let item = reading.items[index]
            let id = item.elementID
            guard let name = item.speech.text(of: .name) else { continue }
            let repeated: (part: String, text: String)?
            if let value = item.speech.text(of: .value), Self.nameRepeats(value, name: name) {
                repeated = ("value", value)
            } else if let hint = item.speech.text(of: .hint), Self.same(hint, name) {
                repeated = ("hint", hint)
            } else {
                repeated = nil
            }
            guard let repeated else { continue }
            let spoken = item.speech.spoken
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = name
            evidence[.repeatedPart] = repeated.part
            evidence[.repeatedText] = repeated.text
            evidence[.spoken] = spoken
            let advice =
                repeated.part == "value"
                ? "Keep the value out of the label: VoiceOver reads the value after it."
                : "Make the hint say what the element does, or remove it."
            context.report(
                self, element: facts.elements[id], on: facts.hierarchy,
                compactDescription: "Description is read twice",
                detailedDescription:
                    "VoiceOver reads '\(spoken)': the \(repeated.part) '\(repeated.text)' repeats the label '\(name)'. "
                    + advice,
                evidence: evidence)
        }
    }

    /// Whether `a` and `b` have the same letters and digits, ignoring case (and neither is empty).
    static func same(_ a: String, _ b: String) -> Bool {
        let folded = TextMatching.lettersAndDigits(a)
        return !folded.isEmpty && folded == TextMatching.lettersAndDigits(b)
    }

    /// Whether `name` says `value`: the same letters and digits, or `value`'s words end or begin
    /// `name`, beside other words.
    static func nameRepeats(_ value: String, name: String) -> Bool {
        if same(value, name) { return true }
        let valueWords = TextMatching.words(value)
        let nameWords = TextMatching.words(name)
        guard !valueWords.isEmpty, nameWords.count > valueWords.count else { return false }
        return Array(nameWords.suffix(valueWords.count)) == valueWords
            || Array(nameWords.prefix(valueWords.count)) == valueWords
    }
}

extension SufficientElementDescriptionRepeatedTextRule: UsesFactsOnSecondThread {
    static var factsOnSecondThread: FactsOnSecondThread { .reading }
}
