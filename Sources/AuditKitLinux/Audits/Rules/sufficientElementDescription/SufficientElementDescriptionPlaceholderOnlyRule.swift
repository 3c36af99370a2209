import Foundation

/// "Text field labelled only by its placeholder": a text field with no label whose only name is its
/// placeholder.
///
/// While the field is empty VoiceOver reads the placeholder ("Email, Text field"); once the user
/// has typed, the placeholder is gone from the screen and from VoiceOver, which reads only the
/// value ("bob@example.com, Text field"), so nobody reviewing or correcting the field hears what it
/// is for. Source: WCAG 2.2 SC 3.3.2 Labels or Instructions and SC 4.1.2 Name, Role, Value (the
/// name must stay available); Apple's `sufficientElementDescription` audit type.
///
/// Severity: **warning**. A placeholder as the name is common and VoiceOver does read it while
/// the field is empty; the gap appears only once there is text.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Decisions:
/// - Judged: text fields and secure text fields (`.textField`, `.secureTextField`) that VoiceOver
///   reaches, chosen as in `sufficientElementDescription.missing` (visible; in the accessibility view; on
///   captures, the `accessible` attribute when present, else every visible text field not inside
///   another control).
/// - Fires when the label is absent or blank and the placeholder has content, whatever the value.
/// - Not judged: search fields (`.searchField`, `.searchField` trait): VoiceOver's "Search field"
///   role already says what they are for, and "Search" is their conventional placeholder.
/// - A field with neither label nor placeholder is left to `sufficientElementDescription.missing` ("Element
///   has no description").
/// - A static text beside the field ("Email:") does not label it for VoiceOver unless the app sets
///   `accessibilityLabel`; the rule does not guess such pairings.
/// - On captures, `placeholderValue` is the evidence; XCUITest reports an empty field's value as
///   its placeholder, which changes nothing here.
public struct SufficientElementDescriptionPlaceholderOnlyRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "sufficientElementDescription.placeholderOnly", auditType: .sufficientElementDescription,
        reference: .wcag(.labelsOrInstructions), defaultSeverity: .warning,
        summary: """
            "Text field labelled only by its placeholder": a text field with no label whose only name
            is its placeholder, which VoiceOver stops reading once the user has typed. Search fields are not
            judged. Also rests on WCAG 2.2 SC 4.1.2 Name, Role, Value.
            """,
        title: """
            ours: no public source quotes an Apple title for it.
            """,
        threshold: """
            none: a blank label and a placeholder with content.
            """,
        evidence: [
            "placeholder"
        ])

    /// Creates the rule.
    public init() {}

    /// Reports, as warnings, each judged text field named only by its placeholder.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let candidates = facts.descriptionCandidates
        let judged = facts.elements.withView { elements in
            // Text fields alone (read in place) are looked at further.
            facts.viewTree.order.filter {
                (elements[$0].elementType == .textField || elements[$0].elementType == .secureTextField)
                    && Self.isPlaceholderOnly(elements[$0]) && candidates.contains($0, in: elements)
            }
        }
        for id in judged {
            let element = facts.elements[id]
            let placeholder = element.placeholderValue ?? ""
            var evidence = AccessibilityAuditEvidence()
            evidence[.placeholder] = placeholder
            context.report(
                self, element: element, on: facts.hierarchy,
                compactDescription: "Text field labelled only by its placeholder",
                detailedDescription:
                    "This text field has no accessibilityLabel; its only name is the placeholder '\(placeholder)'. VoiceOver reads the placeholder while the field is empty, but once there is text it reads only the text, so what the field is for is lost. Set accessibilityLabel to the field's purpose (\"\(placeholder)\" or a shorter name), and keep the placeholder as an example.",
                evidence: evidence)
        }
    }

    /// A text field or secure text field (not a search field) with no label and a placeholder with content.
    static func isPlaceholderOnly(_ element: ElementSnapshot) -> Bool {
        guard element.elementType == .textField || element.elementType == .secureTextField,
            element.traits?.contains(.searchField) != true
        else { return false }
        return !element.label.hasContent && element.placeholderValue.hasContent
    }
}
