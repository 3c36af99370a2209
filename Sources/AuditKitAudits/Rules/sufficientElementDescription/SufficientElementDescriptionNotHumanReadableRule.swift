import AuditKitModel
import Foundation

/// "Label not human-readable": a label that is a developer's name for the element, not words.
///
/// Fires for an element VoiceOver reaches (judged as in `sufficientElementDescription.missing`: `DescriptionCandidates`) whose label
/// ``LabelReadability/assess(_:)`` judges to be a code identifier (`QUOTE_TEXTVIEW`,
/// `newQuoteButton`), a file name (`ic_heart.png`), an asset name (`ic_heart`), an SF Symbol name
/// (`crown.fill`) or no text at all (`"•"`). Source: WCAG 2.2 SC 2.4.6 Headings and Labels
/// (labels describe purpose) and SC 4.1.2 Name, Role, Value; Apple's `sufficientElementDescription`
/// audit.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Decisions:
/// - Only the label is judged; a value is content (a file list may show `Report.pdf`).
/// - A label equal to the text the element draws is skipped: VoiceOver then reads exactly what
///   sighted people see (a user name `john_doe` on screen), which is not an accessibility gap.
///   On captures, a static text whose label equals its value counts as drawn text.
/// - Blank labels are left to `sufficientElementDescription.missing`.
public struct SufficientElementDescriptionNotHumanReadableRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "sufficientElementDescription.notHumanReadable", auditType: .sufficientElementDescription,
        reference: .wcag(.headingsAndLabels),
        summary: """
            "Label not human-readable": a label that is a developer's name for the element rather
            than words: a code identifier (`QUOTE_TEXTVIEW`, `newQuoteButton`), a file or asset name
            (`ic_heart.png`, `ic_heart`, with a size or scale: `close16`, `star_24`, `heart@3x`, `icon-24px`),
            an icon name (SF Symbols `crown.fill`, `square.and.arrow.up`; Material and icon fonts
            `arrow_back_ios`, `more_vert`, `arrow-back`, `chevronRight`), such a name written with spaces (`ic
            close white`, `btn back`, `chevron right`) or no text at all (`•`). A label equal to the text the
            element draws is not judged: VoiceOver then reads what people see (a file list showing
            `IMG_0042.HEIC`). Also rests on WCAG 2.2 SC 4.1.2 Name, Role, Value.
            """,
        title: """
            Apple's title, quoted verbatim from `XCUIAccessibilityAudit` output in a public project's notes
            (with its audit type's raw value); public suites match it in their issue handlers
            (`issue.compactDescription == …`).
            """,
        threshold: """
            the judgement of ``LabelReadability/assess(_:)``; none of the 600 human strings (300
            English, 300 Japanese) of the shared label corpus is flagged.
            """,
        evidence: [
            "label", "labelKind",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each judged element whose label is not human-readable.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let judged = facts.judgedLabels
        // Made on a second thread for a large screen, in the order of `judged`; else nil.
        let verdicts = facts.labelVerdicts
        var found: [(id: Int, label: String, reason: LabelReadability.Reason)] = []
        for (index, (id, label)) in judged.enumerated() {
            guard let reason = verdicts.map({ $0[index] }) ?? LabelReadability.assess(label) else { continue }
            found.append((id, label, reason))
        }
        for (id, label, reason) in found {
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = label
            evidence[.labelKind] = reason.rawValue
            context.report(
                self, element: facts.elements[id], on: facts.hierarchy, compactDescription: "Label not human-readable",
                detailedDescription: Self.detail(label: label, reason: reason), evidence: evidence)
        }
    }

    static func detail(label: String, reason: LabelReadability.Reason) -> String {
        let shape: String
        switch reason {
        case .identifier: shape = "looks like a code identifier"
        case .fileName: shape = "looks like a file name"
        case .assetName: shape = "looks like an image asset name"
        case .symbolName: shape = "looks like an SF Symbol name"
        case .notText: shape = "has no readable words"
        }
        let fix =
            reason == .notText
            ? "Set accessibilityLabel to words that describe the element's purpose."
            : "If UI tests need this string, move it to accessibilityIdentifier; set accessibilityLabel to words that describe the element's purpose (\"Like\", not \"ic_heart\")."
        return "The label '\(label)' \(shape), and VoiceOver reads it out as is. \(fix)"
    }
}

extension SufficientElementDescriptionNotHumanReadableRule: UsesFactsOnSecondThread {
    static var factsOnSecondThread: FactsOnSecondThread { .labelVerdicts }
}
