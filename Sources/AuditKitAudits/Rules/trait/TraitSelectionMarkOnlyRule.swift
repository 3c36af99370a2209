import AuditKitModel
import Foundation

/// Finds a group of like controls (segments, tabs, options of a list) in which one member shows a
/// selection mark, a check mark, that the others lack, while no trait, value or label tells
/// VoiceOver which is selected: "Selection not announced".
///
/// Category: ``AccessibilityAuditType/trait``. A selected segment drawn with a tint and a check
/// icon is plain to see, but VoiceOver reads "Monthly, Button" for it as for the others, because
/// the state lives only in the picture. The fix is a trait (`.selected`, as `UISegmentedControl`
/// and `UITableViewCell`'s check mark accessory set it). `trait.colorOnlySelection` covers a
/// selection shown by colour alone; this rule covers one shown by a mark (with or without colour).
///
/// The evidence, chosen so that an icon that is part of a member's identity does not fire:
/// - a group of like controls: at least two elements VoiceOver reaches with the same view-tree
///   parent and element type, buttons, tabs or cells (`.button` trait or type), side by side on one
///   line (tops within 1 pt) or stacked in one column (leading edges within 1 pt);
/// - exactly one member holds a mark: a drawn image inside it (not the member's own image) whose
///   name says selection (a symbol or asset name with "check", "tick", "selected" or "radio", such
///   as `checkmark`, `checkmark.circle.fill`, `ic_check`), and no other member holds one;
/// - no member exposes a state: none has `.selected` or is known selected, all values are equal,
///   and no label names a state ("selected", "current", "active", "chosen", "checked", 選択中).
///
/// Captures often record no traits: a group with a mark whose members' traits and selected state
/// are unknown is counted as not evaluated, not passed.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 4.1.2 Name, Role, Value (a state users can set must be programmatically
/// determinable) and SC 1.3.1 Info and Relationships; Apple, `UIAccessibilityTraits.selected`.
public struct TraitSelectionMarkOnlyRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.selectionMarkOnly", auditType: .trait, reference: .wcag(.nameRoleValue),
        summary: """
            "Selection not announced": in a group of like controls (segments, tabs, a list of
            options), one member shows a selection mark, a check mark the others lack (a symbol or asset
            named with "check", "tick", "selected" or "radio"), with or without a tint, while no trait, value
            or label tells VoiceOver which is selected: it reads the same as the others. On captures without
            traits the group is counted as not evaluated. Also rests on WCAG 2.2 SC 1.3.1 Info and
            Relationships and Apple's `UIAccessibilityTraits.selected`.
            """,
        title: """
            ours: a check beyond Apple's published ones; no public source quotes an Apple title for it.
            """,
        threshold: """
            two or more like controls (same parent and type, buttons, tabs or cells, in a row or
            a column), exactly one with a mark, none with `.selected`, a differing value or a state word in
            its label.
            """,
        evidence: [
            "likeElementCount", "label", "traits", "markImage",
        ])

    /// Parts of an image's name that say it marks a selection.
    static let markWords = ["check", "tick", "selected", "radio"]
    /// Words in a label that say a member's state.
    static let stateWords: Set<String> = ["selected", "current", "active", "chosen", "checked"]
    /// Japanese words in a label that say a member's state (found anywhere in the label).
    static let japaneseStateWords = ["選択中", "選択済み", "選択されています"]

    /// Creates the rule.
    public init() {}

    private struct GroupKey: Hashable {
        var parent: Int
        var type: ElementType
    }

    /// Reports the marked member of each group of like controls that exposes no selection.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        // The groups in the order they first come, each as its first member and the others (no
        // list is made for a group of one, most of them); the elements read in place.
        var places: [GroupKey: Int] = [:]
        var groups: [(first: Int, others: [Int])] = []
        facts.elements.withView { elements in
            for id in facts.voiceOverElements where elements[id].isVisible != false {
                guard !elements[id].isCustomElement,
                    Self.isPickable(type: elements[id].elementType, traits: elements[id].traits),
                    let parent = elements[id].parent, let frame = elements[id].frame, frame.isFiniteRect,
                    frame.width > 0, frame.height > 0
                else { continue }
                let key = GroupKey(parent: parent, type: elements[id].elementType)
                if let place = places[key] {
                    groups[place].others.append(id)
                } else {
                    places[key] = groups.count
                    groups.append((id, []))
                }
            }
        }
        for group in groups where !group.others.isEmpty {
            let members = [group.first] + group.others
            guard Self.isLinedUp(members, facts: facts) else { continue }
            let marks = members.map { Self.mark(in: $0, facts: facts) }
            let marked = marks.indices.filter { marks[$0] != nil }
            guard marked.count == 1, let markName = marks[marked[0]] else { continue }
            let elements = members.map { facts.elements[$0] }
            if Self.exposesState(elements) { continue }
            if elements.contains(where: { $0.traits == nil && $0.isSelected == nil }) {
                context.notEvaluated(
                    self,
                    reason: "a group of like controls with one marked member records no traits: "
                        + "whether the marked one is announced as selected is unknown",
                    elementCount: members.count)
                continue
            }
            let element = elements[marked[0]]
            var evidence = AccessibilityAuditEvidence()
            evidence[.likeElementCount] = members.count
            if let label = element.label { evidence[.label] = label }
            evidence[.markImage] = markName
            evidence[.traits] = (element.traits ?? []).names
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            context.report(
                self, element: element, on: facts.hierarchy, compactDescription: "Selection not announced",
                detailedDescription:
                    "Of \(members.count) like controls, the one \(name) alone shows the mark '\(markName)', "
                    + "but nothing VoiceOver reads says it is selected: it reads the same as the others. "
                    + "Add .selected to its accessibilityTraits (and remove it from the others when the selection moves).",
                evidence: evidence)
        }
    }

    /// Whether an element of `type` and `traits` is something one picks: a button, a tab or a cell.
    private static func isPickable(type: ElementType, traits: AccessibilityTraits?) -> Bool {
        switch type {
        case .button, .tab, .cell: true
        default: traits?.contains(.button) ?? false
        }
    }

    /// Whether the members lie side by side in a row (tops within 1 pt) or in a column (leading
    /// edges within 1 pt).
    private static func isLinedUp(_ members: [Int], facts: ScreenFacts) -> Bool {
        let frames = members.compactMap { facts.elements[$0].frame }
        guard frames.count == members.count, let first = frames.first else { return false }
        return frames.allSatisfy { abs($0.minY - first.minY) <= 1 }
            || frames.allSatisfy { abs($0.minX - first.minX) <= 1 }
    }

    /// The name of the selection mark drawn inside the element `id` (not its own image), if any.
    private static func mark(in id: Int, facts: ScreenFacts) -> String? {
        // A control without children (most of them) has no part to look at: no list is made.
        guard !facts.elements[id].children.isEmpty else { return nil }
        for part in facts.hierarchy.descendants(of: id) where part.isVisible != false {
            if let frame = part.frame, frame.width < 1 || frame.height < 1 { continue }
            let name =
                part.image.flatMap { $0.systemName ?? $0.name }
                ?? (part.elementType == .image || part.elementType == .icon ? part.label ?? part.identifier : nil)
            guard let name else { continue }
            let lower = name.lowercased()
            if markWords.contains(where: lower.contains) { return name }
        }
        return nil
    }

    /// Whether any member says its state: `.selected`, known selected, differing values, or a
    /// label with a state word.
    private static func exposesState(_ members: [ElementSnapshot]) -> Bool {
        if members.contains(where: { ($0.traits?.contains(.selected) ?? false) || $0.isSelected == true }) {
            return true
        }
        if let first = members.first, members.contains(where: { ($0.value ?? "") != (first.value ?? "") }) {
            return true
        }
        return members.contains { member in
            let label = member.label ?? ""
            let words = label.lowercased().split { !$0.isLetter }.map(String.init)
            return words.contains(where: stateWords.contains) || japaneseStateWords.contains(where: label.contains)
        }
    }
}
