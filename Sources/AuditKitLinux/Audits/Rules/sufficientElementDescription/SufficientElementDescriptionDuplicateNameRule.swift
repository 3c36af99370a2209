import Foundation

/// Finds different controls on one screen that VoiceOver reads with the same name and the same
/// role: "Controls share one name".
///
/// Two "Edit, Button" for two addresses, two pickers both read "Date, Adjustable": a VoiceOver user
/// cannot tell which is which from what is said, nor pick one by name (the rotor, Voice Control's
/// "Tap Edit"). Judged from what VoiceOver says (`VoiceOverReading`, the model the transcript
/// prints): the name (label, a static text's value, or the placeholder), compared by its letters
/// and digits ignoring case, and the role words VoiceOver adds ("Button", "Adjustable", …). The
/// value is not compared: two sliders both named "Volume" are ambiguous whatever their levels.
///
/// Threshold: two or more elements VoiceOver reads that it announces as controls (button, link,
/// tab, switch, text, search or secure field, adjustable) with equal names and equal roles.
///
/// Not flagged, after the exceptions of Deque axe's `identical-links-same-purpose` (links with one
/// name that lead to the same place pass) and of the row context WCAG 2.4.4 allows:
/// - links: where a link leads is recorded in no capture nor snapshot, so a group of links is
///   counted as not evaluated instead;
/// - controls each in a different cell of a list (a table or collection cell), whose cells' other
///   texts differ: the row read before the control tells them apart ("Anna, Edit" / "Ben, Edit");
/// - parts the system names inside a stepper, a date picker, a text or search field
///   ("Increment", "Clear text"), and the segments of a segmented control, named as one group;
/// - elements without a name (`sufficientElementDescription.missing` reports them) and an element
///   read twice (`elementDetection.hiddenDuplicate` reports the copy that is not on screen).
///
/// Every member after the first in reading order is reported, with the first as its twin.
/// Severity: warning, as the Android Accessibility Test Framework's duplicate speakable text check
/// warns: a name repeated on purpose cannot be told from one repeated by mistake.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.4.6 Headings and Labels (labels describe purpose, so different purposes
/// need different labels) and SC 4.1.2 Name, Role, Value; Android ATF's
/// `DuplicateSpeakableTextCheck` (clickable views with the same speakable text).
public struct SufficientElementDescriptionDuplicateNameRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "sufficientElementDescription.duplicateName", auditType: .sufficientElementDescription,
        reference: .wcag(.headingsAndLabels), defaultSeverity: .warning,
        summary: """
            "Controls share one name": two or more controls on one screen that VoiceOver reads with
            the same name and role ("Edit, Button" for two addresses; two pickers both "Date, Adjustable"), so
            its users cannot tell them apart or pick one by name. Not flagged: links (where a link leads is not
            recorded, so they are counted as not evaluated, after Deque axe's identical-links rule), controls
            each in their own list cell whose texts differ (the row tells them apart), parts the system
            names inside steppers, date pickers and fields, segments of a segmented control, and a copy not
            drawn (left to `elementDetection.hiddenDuplicate`). Every member after the first is reported. Also
            rests on WCAG 2.2 SC 4.1.2 Name, Role, Value and Android ATF's duplicate speakable text check.
            """,
        title: """
            ours: a check beyond Apple's published ones; no public source quotes an Apple title for it.
            """,
        threshold: """
            two or more controls with equal names (letters and digits, any case) and equal
            role words; values are not compared.
            """,
        evidence: [
            "label", "spoken", "twinPath", "sameNameCount",
        ])

    /// Containers whose parts the system names (a stepper's "Increment", a field's "Clear text", a
    /// date picker's wheels) or that name their parts as one group (a segmented control's
    /// segments). A plain picker's wheels are named by the app: two wheels both labelled "Hour" are
    /// judged.
    static let systemNamedContainers: Set<ElementType> = [
        .stepper, .segmentedControl, ElementType("datePicker"), .textField, .secureTextField, .searchField,
    ]

    /// Creates the rule.
    public init() {}

    private struct Key: Hashable {
        var name: String
        var roles: [VoiceOverLanguage.Word]
    }

    /// Reports each control read with the name and role of an earlier one.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let reading = facts.voiceOverReading
        let cellAbove = facts.nearestAncestors { $0.elementType == .cell }
        let namedByContainer = facts.nearestAncestors { Self.systemNamedContainers.contains($0.elementType) }
        var groups: [Key: [Int]] = [:]
        var order: [Key] = []
        var cellContexts: [Int: [String]] = [:]
        for (index, item) in reading.items.enumerated() {
            let id = item.elementID
            guard facts.isElement(id), item.speech.announcesControl, namedByContainer[id] == nil,
                let name = item.speech.text(of: .name)
            else { continue }
            let folded = TextMatching.lettersAndDigits(name)
            guard !folded.isEmpty else { continue }
            let key = Key(name: folded, roles: item.speech.roles)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        for key in order {
            guard var members = groups[key], members.count > 1 else { continue }
            if key.roles.contains(.link) {
                context.notEvaluated(
                    self, reason: "links read with the same name may lead to the same place, which is not recorded",
                    elementCount: members.count)
                continue
            }
            // The same element read twice is the hidden-duplicate rule's: keep the members on screen.
            members = members.filter { index in
                let element = facts.elements[reading.items[index].elementID]
                let hasArea = element.frame.map { $0.width >= 1 && $0.height >= 1 } ?? true
                return hasArea && element.isShown(on: facts.screenFrame)
            }
            members = Self.withoutRowContext(
                members, reading: reading, cellAbove: cellAbove, facts: facts, contexts: &cellContexts)
            guard members.count > 1 else { continue }
            let first = reading.items[members[0]]
            let twinPath = facts.paths.path(of: first.elementID)
            for index in members.dropFirst() {
                let item = reading.items[index]
                let spoken = item.speech.spoken
                let name = item.speech.text(of: .name) ?? ""
                var evidence = AccessibilityAuditEvidence()
                evidence[.label] = name
                evidence[.sameNameCount] = members.count
                evidence[.spoken] = spoken
                evidence[.twinPath] = twinPath
                context.report(
                    self, element: facts.elements[item.elementID], on: facts.hierarchy,
                    compactDescription: "Controls share one name",
                    detailedDescription:
                        "VoiceOver reads this control as '\(spoken)', with the same name and role as \(members.count - 1) "
                        + "other control\(members.count == 2 ? "" : "s") on the screen (the first at \(twinPath)), "
                        + "so its users cannot tell them apart or pick one by name. Name each after its purpose "
                        + "(\"Edit shipping address\"), or make each row one element with the action as a custom action.",
                    evidence: evidence)
            }
        }
    }

    /// `members` (indices into the reading) without those that their rows tell apart: when every
    /// member lies in a cell of its own and the cells' other texts differ, none is left; members
    /// outside cells, or sharing a cell, or in cells that say the same, stay. Each cell's texts are
    /// gathered once (`contexts`), however many groups it has members in.
    private static func withoutRowContext(
        _ members: [Int], reading: VoiceOverReading, cellAbove: [Int?], facts: ScreenFacts,
        contexts: inout [Int: [String]]
    ) -> [Int] {
        let cells = members.compactMap { cellAbove[reading.items[$0].elementID] }
        guard cells.count == members.count, Set(cells).count == members.count else { return members }
        var seen = Set<[String]>()
        for cell in cells {
            let context =
                contexts[cell] ?? namesInside(cell, facts: facts).map(TextMatching.lettersAndDigits).sorted()
            contexts[cell] = context
            guard seen.insert(context).inserted else { return members }
        }
        return []
    }

    /// The names of `cell` and of its view-tree descendants (each once, a cycle cut where it
    /// closes), read in place: no snapshot is copied.
    private static func namesInside(_ cell: Int, facts: ScreenFacts) -> [String] {
        var names: [String] = []
        var seen: Set<Int> = []
        var stack = [cell]
        while let id = stack.popLast() {
            guard facts.isElement(id), seen.insert(id).inserted else { continue }
            if let name = facts.elements[id].accessibleName { names.append(name) }
            stack.append(contentsOf: facts.elements[id].children.reversed())
        }
        return names
    }
}
