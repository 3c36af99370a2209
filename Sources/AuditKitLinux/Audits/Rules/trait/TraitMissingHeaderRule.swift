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
/// heading). Captures hold no fonts: not evaluated; nor do text elements of hierarchy JSON from
/// other tools without `text` (counted). Apple does not publish the compact text of its
/// trait audit; "Element has no header trait" is ours.
///
/// Sources: WCAG 2.2 SC 1.3.1 Info and Relationships and SC 2.4.6 Headings and Labels; Apple HIG,
/// Accessibility (VoiceOver: mark headings so people can navigate by them).
public struct TraitMissingHeaderRule: DescribedAccessibilityAuditRule {
    /// `trait.missingHeader`: ``AccessibilityAuditType/trait``, WCAG 2.2 SC 1.3.1 Info and Relationships; it only warns.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.missingHeader", auditType: .trait, reference: .wcag(.infoAndRelationships),
        defaultSeverity: .warning)
    /// The largest gap, in points, between the text's bottom and the group's top: 40 pt (ours).
    public static let maximumGap = 40.0
    /// The text styles that read as titles.
    public static let titleStyles: Set<TextStyle> = [.largeTitle, .title1, .title2, .title3, .headline]

    /// Creates the rule.
    public init() {}

    /// Reports each title-styled short text directly above a group that lacks `.header`.
    public func audit(_ context: AccessibilityAuditContext) {
        if context.hierarchy.source.isCapture {
            context.notEvaluated(self, reason: "the capture has no fonts to tell a title from body text")
            return
        }
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        let systemSized = facts.systemSized
        // Hierarchy JSON from other tools may leave out a text's font: not judged, counted.
        let unknownFonts = UnknownFacts.textElementsWithoutText(in: facts, excludingSystemSized: true)
        if unknownFonts > 0 {
            context.notEvaluated(self, reason: UnknownFacts.drawnTextUnknown, elementCount: unknownFonts)
        }
        var groups: Groups?
        for id in facts.voiceOverElements {
            // Most texts are not set in a title font: they are passed on it alone, read in place.
            guard let titleFont = facts.elements[id].text?.font, Self.isTitleFont(titleFont) else { continue }
            let element = facts.elements[id]
            guard let traits = element.traits, traits.contains(.staticText), !traits.contains(.header),
                traits.isDisjoint(with: [.button, .link]), element.isInteractive != true, element.hasActivation != true,
                !systemSized[id], let text = element.text, let font = text.font,
                Self.isTitleFont(font), Self.isShortTitle(text.text), let frame = element.frame
            else { continue }
            if groups == nil { groups = Groups(facts) }
            guard let group = groups?.next(after: id, frame: frame) else { continue }
            var evidence = AccessibilityAuditEvidence()
            evidence[.text] = text.text
            evidence[.expectedTraits] = AccessibilityTraits.header.names
            evidence[.fontSize] = text.pointSize ?? font.pointSize
            evidence[.isBold] = text.isBold ?? font.weight.isBold
            evidence[.textStyle] = font.textStyle?.rawValue
            evidence[.groupElementCount] = group.count
            evidence[.groupGap] = group.gap
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Element has no header trait",
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
            trimmed.split(whereSeparator: \.isWhitespace).count <= 6, let last = trimmed.last
        else { return false }
        return !".,:;!?。、，：；！？".contains(last)
    }

    /// The groups below texts: each element's next visible sibling (after its first place in its
    /// parent's children), and how many reached elements lie inside each element, from one pass
    /// over the tree.
    private struct Groups {
        let facts: ScreenFacts
        /// For each element, its first visible sibling after it, or `nil` (`-1`).
        private var nextVisibleSibling: [Int]
        /// Reached elements, counted by view-tree position.
        private let reached: PositionCounts

        init(_ facts: ScreenFacts) {
            self.facts = facts
            let elements = facts.elements
            var next = [Int](repeating: -1, count: elements.count)
            var placed = [Bool](repeating: false, count: elements.count)
            for parent in elements.indices where !elements[parent].children.isEmpty {
                // Backwards: the nearest visible sibling after each place; an element's first place wins.
                var after = -1
                var firsts: [(child: Int, next: Int)] = []
                for child in elements[parent].children.reversed() {
                    if facts.isElement(child) {
                        firsts.append((child, after))
                        if elements[child].isVisible != false { after = child }
                    }
                }
                for (child, following) in firsts.reversed() where !placed[child] {
                    placed[child] = true
                    next[child] = following
                }
            }
            nextVisibleSibling = next
            var isReached = [Bool](repeating: false, count: elements.count)
            for id in facts.voiceOverElements { isReached[id] = true }
            reached = PositionCounts(facts.viewTree) { isReached[$0] }
        }

        /// The number of reached elements in the group right below the text `id`, and the gap in
        /// points from the text's bottom to the group's top; `nil` if there is no such group.
        func next(after id: Int, frame: CGRect) -> (count: Int, gap: Double)? {
            let elements = facts.elements
            guard let parent = elements[id].parent, facts.isElement(parent) else { return nil }
            let sibling = nextVisibleSibling[id]
            guard sibling >= 0 else { return nil }
            guard elements[sibling].isAccessibilityElement != true, let box = elements[sibling].frame, box.isFiniteRect
            else { return nil }
            let gap = box.minY - frame.maxY
            guard gap >= -1, gap <= TraitMissingHeaderRule.maximumGap, box.minX < frame.maxX, frame.minX < box.maxX
            else { return nil }
            let count = reached.count(in: facts.viewTree.descendants(of: sibling))
            return count >= 2 ? (count, Double(gap)) : nil
        }
    }
}
