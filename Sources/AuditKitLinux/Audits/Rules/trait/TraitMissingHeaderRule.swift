import Foundation

/// Finds section titles that VoiceOver's headings rotor cannot find: "Element has no header trait".
///
/// Conservative: fires only with all of this evidence, so ordinary text is never called a heading.
/// - A static text VoiceOver reaches, without `.header`, not interactive, outside system bars and
///   the system's UI (`isSystemSized()`).
/// - Styled as a title: a text style of `.largeTitle`, `.title1`, `.title2`, `.title3` or `.headline`
///   (also as the style a custom font scales with), or a bold (semibold or heavier) font of 17 pt or
///   more at the default size.
/// - Short: one line, at most 50 characters and 6 words, not ending in sentence or list punctuation
///   (`. , : ; ! ?` and their full-width forms): a sentence is not a title.
/// - Immediately above a group: its next visible sibling in the view tree is a container (not an
///   element itself) holding at least two elements VoiceOver reaches, starting at most 40 pt below
///   the text (and not above it), overlapping it horizontally.
///
/// Evidence: `text`, `expectedTraits` (`header`), `fontSize` (points), `isBold`, `textStyle` (when
/// any), `groupElementCount` and `groupGap` (points).
///
/// Severity: warning (the evidence is visual, and the text may be a title without being a section
/// heading). Captures hold no fonts: not evaluated. Apple does not publish the compact text of its
/// trait audit; "Element has no header trait" is ours.
///
/// Sources: WCAG 2.2 SC 1.3.1 Info and Relationships and SC 2.4.6 Headings and Labels; Apple HIG,
/// Accessibility (VoiceOver: mark headings so people can navigate by them).
public struct TraitMissingHeaderRule: DescribedAccessibilityAuditRule {
    /// `trait.missingHeader`: ``AccessibilityAuditType/trait``, WCAG 2.2 SC 1.3.1 Info and Relationships; it only warns.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.missingHeader", auditType: .trait, reference: .wcag(.infoAndRelationships), defaultSeverity: .warning)
    /// The largest gap, in points, between the text's bottom and the group's top: 40 pt (ours).
    public static let maximumGap = 40.0
    /// The text styles that read as titles.
    public static let titleStyles: Set<TextStyle> = [.largeTitle, .title1, .title2, .title3, .headline]

    /// Creates the rule.
    public init() {}

    /// Reports each title-styled short text directly above a group that lacks `.header`.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.voiceOverScreen()
        if hierarchy.source.isCapture {
            context.notEvaluated(self, reason: "the capture has no fonts to tell a title from body text")
            return
        }
        let reachable = hierarchy.voiceOverElements
        let systemSized = hierarchy.isSystemSized()
        let reachedIDs = Set(reachable.map(\.id))
        for element in reachable {
            guard let traits = element.traits, traits.contains(.staticText), !traits.contains(.header),
                  traits.isDisjoint(with: [.button, .link]), element.isInteractive != true, element.hasActivation != true,
                  !systemSized[element.id], let text = element.text, let font = text.font,
                  Self.isTitleFont(font), Self.isShortTitle(text.text),
                  let frame = element.frame, let group = nextGroup(after: element, frame: frame, in: hierarchy, reached: reachedIDs)
            else { continue }
            var evidence = AccessibilityAuditEvidence()
            evidence[.text] = text.text
            evidence[.expectedTraits] = AccessibilityTraits.header.names
            evidence[.fontSize] = text.pointSize ?? font.pointSize
            evidence[.isBold] = text.isBold ?? font.weight.isBold
            evidence[.textStyle] = font.textStyle?.rawValue
            evidence[.groupElementCount] = group.count
            evidence[.groupGap] = group.gap
            context.report(self, element: element, on: hierarchy, compactDescription: "Element has no header trait",
                           detailedDescription: "The text '\(text.text)' is styled as a title and sits directly above "
                            + "a group of \(group.count) elements, but it has no .header trait, so VoiceOver users cannot "
                            + "jump to it with the headings rotor. Add .header if it titles that section.",
                           severity: .warning, evidence: evidence)
        }
    }

    /// Whether `font` looks like a title: a title text style, or bold at 17 pt or more.
    static func isTitleFont(_ font: Font) -> Bool {
        if let style = font.textStyle, titleStyles.contains(style) { return true }
        return font.weight.isBold && font.pointSize >= 17
    }

    /// Whether `text` is short and reads as a title, not a sentence.
    static func isShortTitle(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 50, !trimmed.contains(where: \.isNewline),
              trimmed.split(whereSeparator: \.isWhitespace).count <= 6, let last = trimmed.last else { return false }
        return !".,:;!?。、，：；！？".contains(last)
    }

    /// The number of reached elements in the group right below `element`, and the gap in points
    /// from the text's bottom to the group's top; `nil` if there is no such group.
    private func nextGroup(after element: ElementSnapshot, frame: CGRect, in hierarchy: AccessibilityHierarchy,
                           reached: Set<Int>) -> (count: Int, gap: Double)? {
        guard let parent = element.parent.flatMap({ hierarchy[$0] }),
              let index = parent.children.firstIndex(of: element.id) else { return nil }
        guard let sibling = parent.children[(index + 1)...].lazy.compactMap({ hierarchy[$0] })
            .first(where: { $0.isVisible != false }) else { return nil }
        guard sibling.isAccessibilityElement != true, let box = sibling.frame, box.isFiniteRect else { return nil }
        let gap = box.minY - frame.maxY
        guard gap >= -1, gap <= Self.maximumGap, box.minX < frame.maxX, frame.minX < box.maxX else { return nil }
        let count = hierarchy.descendants(of: sibling.id).filter { reached.contains($0.id) }.count
        return count >= 2 ? (count, Double(gap)) : nil
    }
}
