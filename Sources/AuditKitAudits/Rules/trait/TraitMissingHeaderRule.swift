import AuditKitModel
import Foundation

/// Finds section titles that VoiceOver's headings rotor cannot find: "Element has no header trait".
///
/// Conservative: fires only with all of this evidence, so ordinary text is never called a heading.
/// - A static text VoiceOver reaches, without `.header`, not interactive, outside system bars and
///   the system's UI (`isSystemSized()`).
/// - Styled as a title: a text style of `.largeTitle`, `.title1`, `.title2`, `.title3` or `.headline`
///   (also as the style a custom font scales with), or a bold (semibold or heavier) font of
///   ``minimumTitlePointSize`` or more at the default size.
/// - Short: one line, at most ``maximumTitleLength`` characters and ``maximumTitleWords`` words, not
///   ending in sentence or list punctuation (`. , : ; ! ?` and their full-width forms): a sentence is
///   not a title.
/// - Immediately above a group: its next visible sibling in the view tree is a container (not an
///   element itself) holding at least two elements VoiceOver reaches, starting at most
///   ``maximumGap`` below the text (and not above it), overlapping it horizontally.
///
/// Or, by its place, a screen title drawn by a custom or cross-platform header (a React Native or
/// Flutter app's top bar, a custom navigation bar):
/// - the same static text (reached, without `.header`, not interactive, outside system bars, short),
///   semibold or heavier (or the headline style) from ``minimumBarTitleSize`` to
///   ``maximumBarTitleSize`` (not the large-title style);
/// - in the top bar (its frame within ``topBarDepth`` of the screen's top), centred (its middle
///   within ``centringTolerance`` of the screen's width, at least 8 pt, of the screen's middle);
/// - not inside a control or anything that acts (a centred bold button title), with no reached
///   element in the top bar already marked `.header` (a navigation bar's own title, which UIKit
///   marks), and at least two reached elements below it (a screen, not a lone banner).
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Severity: warning (the evidence is visual, and the text may be a title without being a section
/// heading). Captures hold no fonts: not evaluated; nor do text elements of hierarchy JSON from
/// other tools without `text` (counted). Apple does not publish the compact text of its
/// trait audit; "Element has no header trait" is ours.
///
/// Sources: WCAG 2.2 SC 1.3.1 Info and Relationships and SC 2.4.6 Headings and Labels; Apple HIG,
/// Accessibility (VoiceOver: mark headings so people can navigate by them).
public struct TraitMissingHeaderRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.missingHeader", auditType: .trait, reference: .wcag(.infoAndRelationships),
        defaultSeverity: .warning,
        summary: """
            "Element has no header trait": a section title that VoiceOver's headings rotor cannot
            find. Fires only on all of this evidence: a static text without `.header`, styled as a title, short,
            directly above a group of elements; or, by its place, a screen title drawn by a custom or
            cross-platform header: semibold, centred in the top bar, outside any control, with content below
            and no header already marked in the bar (a navigation bar's own title has `.header`). Captures hold
            no fonts and are not evaluated. Also rests on WCAG 2.2 SC 2.4.6 Headings and Labels.
            """,
        title: """
            ours: as `trait.missingButtonOrLink`.
            """,
        threshold: """
            a title style (`.largeTitle` to `.headline`) or a bold font of at least \(
                AuditThresholds.text(minimumTitlePointSize)) pt (``TraitMissingHeaderRule/minimumTitlePointSize``); one
            line of at most \(maximumTitleLength) characters and \(maximumTitleWords) words
            (``TraitMissingHeaderRule/maximumTitleLength``, ``TraitMissingHeaderRule/maximumTitleWords``), not
            ending in sentence punctuation; a container of at least two elements VoiceOver reaches, starting at
            most \(AuditThresholds.text(maximumGap)) pt below the text
            (``TraitMissingHeaderRule/maximumGap``). By place: semibold or heavier (or headline) from \(
                AuditThresholds.text(minimumBarTitleSize)) to \(AuditThresholds.text(maximumBarTitleSize)) pt
            (not the large title), within \(AuditThresholds.text(topBarDepth)) pt of the screen's top (``TraitMissingHeaderRule/topBarDepth``),
            its middle within \(AuditThresholds.text(centringTolerance * 100)) % of the screen's width (at least 8 pt) of the screen's middle, at least two
            reached elements below.
            """,
        evidence: [
            "text", "fontSize", "isBold", "textStyle", .init("expectedTraits", note: "`header`"),
            "groupElementCount", "groupGap", "titlePlacement", "centreOffset",
        ])
    /// The smallest point size of bold text that reads as a title: 17 pt, the size of the
    /// `.headline` text style (17 pt semibold) at the default content size in Apple's Dynamic Type
    /// table; drawing the line there is ours.
    public static let minimumTitlePointSize = 17.0
    /// The most characters a title has: 50 (ours: a longer text reads as a sentence).
    public static let maximumTitleLength = 50
    /// The most words a title has: 6 (ours: a longer text reads as a sentence).
    public static let maximumTitleWords = 6
    /// The largest gap, in points, between the text's bottom and the group's top: 40 pt (ours).
    public static let maximumGap = 40.0
    /// The smallest point size of a bar title: 15 pt.
    public static let minimumBarTitleSize = 15.0
    /// The largest point size of a bar title: 24 pt.
    public static let maximumBarTitleSize = 24.0
    /// How far below the screen's top a top bar reaches, in points: 140 (a status bar of up to
    /// 59 pt, a 44 pt navigation bar, and margins).
    public static let topBarDepth = 140.0
    /// How far a centred title's middle may lie from the screen's middle: 3 % of its width, at least 8 pt.
    public static let centringTolerance = 0.03
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
        var screenTitles: ScreenTitles?
        for id in facts.voiceOverElements {
            // Most texts are not set in a title font: they are passed on it alone, read in place.
            guard let titleFont = facts.elements[id].text?.font,
                Self.isTitleFont(titleFont) || Self.isBarTitleFont(titleFont)
            else { continue }
            let element = facts.elements[id]
            guard let traits = element.traits, traits.contains(.staticText), !traits.contains(.header),
                traits.isDisjoint(with: [.button, .link]), element.isInteractive != true, element.hasActivation != true,
                !systemSized[id], let text = element.text, let font = text.font,
                Self.isShortTitle(text.text), let frame = element.frame
            else { continue }
            if groups == nil { groups = Groups(facts) }
            guard Self.isTitleFont(font), let group = groups?.next(after: id, frame: frame) else {
                // Not above a group: a screen title drawn by a custom header, by its place.
                if screenTitles == nil { screenTitles = ScreenTitles(facts) }
                guard Self.isBarTitleFont(font), let offset = screenTitles?.centreOffset(of: id, frame: frame) else {
                    continue
                }
                var evidence = Self.titleEvidence(text, font: font)
                evidence[.titlePlacement] = "centredInTopBar"
                evidence[.centreOffset] = offset
                context.report(
                    self, element: element, on: hierarchy, compactDescription: "Element has no header trait",
                    detailedDescription: "The text '\(text.text)' is set bold and centred in the bar at the top of "
                        + "the screen, where a screen's title goes, but it has no .header trait, so VoiceOver users "
                        + "cannot find it with the headings rotor. Add .header (a navigation bar's title has it).",
                    evidence: evidence)
                continue
            }
            var evidence = Self.titleEvidence(text, font: font)
            evidence[.groupElementCount] = group.count
            evidence[.groupGap] = group.gap
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Element has no header trait",
                detailedDescription: "The text '\(text.text)' is styled as a title and sits directly above "
                    + "a group of \(group.count) elements, but it has no .header trait, so VoiceOver users cannot "
                    + "jump to it with the headings rotor. Add .header if it titles that section.",
                evidence: evidence)
        }
    }

    /// Whether `font` looks like a title: a title text style, or bold at ``minimumTitlePointSize`` or more.
    static func isTitleFont(_ font: Font) -> Bool {
        if let style = font.textStyle, titleStyles.contains(style) { return true }
        return font.weight.isBold && font.pointSize >= minimumTitlePointSize
    }

    /// Whether `font` looks like a bar's title: semibold or heavier (or the headline style), from
    /// ``minimumBarTitleSize`` to ``maximumBarTitleSize`` (17 pt semibold is a navigation bar's
    /// title; a large title, 34 pt, is not centred in a bar).
    static func isBarTitleFont(_ font: Font) -> Bool {
        guard font.textStyle != .largeTitle, font.weight.isBold || font.textStyle == .headline else { return false }
        return (minimumBarTitleSize...maximumBarTitleSize).contains(font.pointSize)
    }

    /// The evidence every issue of the rule carries: the text, the trait it lacks, and its font
    /// (size in points, bold, text style).
    static func titleEvidence(_ text: TextSnapshot, font: Font) -> AccessibilityAuditEvidence {
        var evidence = AccessibilityAuditEvidence()
        evidence[.text] = text.text
        evidence[.expectedTraits] = AccessibilityTraits.header.names
        evidence[.fontSize] = text.pointSize ?? font.pointSize
        evidence[.isBold] = text.isBold ?? font.weight.isBold
        evidence[.textStyle] = font.textStyle?.rawValue
        return evidence
    }

    /// Whether `text` is short and reads as a title, not a sentence.
    static func isShortTitle(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= maximumTitleLength, !trimmed.contains(where: \.isNewline),
            trimmed.split(whereSeparator: \.isWhitespace).count <= maximumTitleWords, let last = trimmed.last
        else { return false }
        return !".,:;!?。、，：；！？".contains(last)
    }

    /// The screen-title facts of a screen: where its top bar ends, which texts lie inside controls,
    /// whether a header is already marked up there, and how much content lies below.
    private struct ScreenTitles {
        let facts: ScreenFacts
        let screen: CGRect?
        /// For each element, whether it lies inside a control or something that acts (a button's title).
        private let insideControl: [Bool]
        /// Whether a reached element in the top bar already has `.header`.
        private let headerInBar: Bool

        init(_ facts: ScreenFacts) {
            self.facts = facts
            screen = facts.screenFrame
            let acting = { (element: ElementSnapshot) in
                element.isInteractive == true || element.hasActivation == true || element.elementType.isControl
                    || element.traits?.contains(.button) == true || element.traits?.contains(.link) == true
            }
            insideControl = facts.nearestAncestors(where: acting).map { $0 != nil }
            let top = (facts.screenFrame?.minY ?? 0) + TraitMissingHeaderRule.topBarDepth
            headerInBar = facts.voiceOverElements.contains { id in
                facts.elements[id].traits?.contains(.header) == true
                    && (facts.elements[id].frame?.maxY ?? .infinity) <= top
            }
        }

        /// How far the text `id` (at `frame`) lies from the screen's middle, in points, when it is a
        /// screen title by its place: in the top bar, centred, outside controls, above the content
        /// (at least two reached elements below it), with no header already marked in the bar.
        func centreOffset(of id: Int, frame: CGRect) -> Double? {
            guard let screen, screen.width > 0, !headerInBar, !insideControl[id], frame.isFiniteRect else { return nil }
            let offset = abs(Double(frame.midX - screen.midX))
            guard frame.minY >= screen.minY, frame.maxY <= screen.minY + TraitMissingHeaderRule.topBarDepth,
                offset <= max(8, TraitMissingHeaderRule.centringTolerance * Double(screen.width))
            else { return nil }
            let below = facts.voiceOverElements.count { other in
                other != id && (facts.elements[other].frame.map { $0.minY >= frame.maxY - 1 } ?? false)
            }
            return below >= 2 ? offset : nil
        }
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
