import AuditKitModel
import Foundation

/// Finds a row of like controls (a custom tab strip, a segmented row) in which one member stands out
/// from the others by colour alone while no trait or value tells VoiceOver which: "Selection shown
/// only by colour".
///
/// Category: ``AccessibilityAuditType/trait``. A sighted user reads the odd colour as "this one is
/// selected"; a VoiceOver user hears the same "News, Button" for every tab, because the state lives
/// only in a colour. The fix is a trait (`.selected` on the chosen member, as `UITabBar` and
/// `UISegmentedControl` set it), so the rule sits with the other trait rules and runs in Apple's
/// nine (`.apple`). Sources: WCAG 2.2 SC 4.1.2 Name, Role, Value (a state users can set must be
/// programmatically determinable; the descriptor's reference) and SC 1.4.1 Use of Color (colour
/// must not be the only visual means of conveying it). Once `.selected` is exposed,
/// `differentiateWithoutColor.colorOnly` judges whether the look still relies on colour alone.
///
/// The evidence, chosen so that a colour used for something other than selection does not fire:
/// - a row of like controls: at least three elements VoiceOver reaches, views (not custom
///   elements), with the same view-tree parent, the same element type and size (within 1 pt), that are
///   buttons, tabs or cells (`.button` trait or type), side by side on one line (tops within 1 pt,
///   not overlapping). Two members are not judged (which of two is the highlighted one cannot be
///   told), nor vertical lists (a settings list with one red "Sign Out" row is not a selection).
/// - no member, nor any sibling of the same type, exposes a state: none has `.selected`, none is a
///   control known to be selected (`trait.stateNotExposed` reports that), all values are equal, and
///   no label names a state ("selected", "current", "active", "chosen", "checked").
/// - exactly one member's colours (its own background, its text colour, its subviews' backgrounds
///   and text colours) differ from the others', which all share one set of colours;
/// - apart from colour it looks like the others: the same font size and weight, the same shapes and
///   positions of its non-text parts and which of them are filled, and no filled variant of its
///   symbol (`star.fill` beside `star`). Titles and symbol names are each member's identity
///   (News, Sports, Tech), not its state, and are not compared.
/// - the odd colours are not red (hue within 20° of red, saturation at least 0.5): red marks a
///   destructive action (Apple HIG, "Color"), not a selection.
///
/// Captures hold no colours: a row with no state exposed is recorded as not evaluated.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
public struct TraitColorOnlySelectionRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "trait.colorOnlySelection", auditType: .trait, reference: .wcag(.nameRoleValue),
        summary: """
            "Selection shown only by colour": a row of like controls (a custom tab strip, a segmented
            row) in which one member stands out from the others by colour alone while no trait, value or label
            tells VoiceOver which is selected, so every member is read the same ("News, Button"). Vertical
            lists,
            rows of two, and a red odd member (a destructive action, not a selection) are not judged; once
            `.selected` is exposed, ``DifferentiateWithoutColorColorOnlyRule`` judges the look. Captures hold no
            colours and are not evaluated. Also rests on WCAG 2.2 SC 1.4.1 Use of Color.
            """,
        title: """
            ours: a check beyond Apple's published ones.
            """,
        threshold: """
            at least three elements VoiceOver reaches
            (``TraitColorOnlySelectionRule/minimumMemberCount``), buttons, tabs or cells of one parent, type and
            size (within 1 pt), side by side on one line; exactly one member's colours differ, everything else
            about it the same; red means a hue within 20° of red with a saturation of at least 0.5.
            """,
        evidence: [
            "likeElementCount", "label", "traits", "highlightColors", "regularColors",
        ])

    /// The fewest like controls in a row the rule judges.
    public static let minimumMemberCount = 3
    /// Words in a label that say a member's state, so the label exposes it.
    static let stateWords: Set<String> = ["selected", "current", "active", "chosen", "checked"]

    /// Creates the rule.
    public init() {}

    private struct GroupKey: Hashable {
        var parent: Int
        var type: ElementType
    }

    /// A member's look: its colours, and everything else (as comparable strings).
    private struct Look: Equatable {
        var colors: [String]
        var style: [String]
        var hasUnknownColor: Bool
    }

    /// Reports the odd member of each row of like controls whose selection is shown only by colour.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let screen = facts.hierarchy
        // Ids, not copies of the elements: most groups are too small to be a row, and are dropped.
        var groups: [GroupKey: [Int]] = [:]
        var order: [GroupKey] = []
        facts.elements.withView { elements in
            // The members each parent could have, counted first (on an array, not a dictionary): a
            // parent with fewer than `minimumMemberCount` has no row, whatever their types, so most
            // controls (one to a cell) never reach the groups.
            var candidates: [Int] = []
            var perParent = [Int](repeating: 0, count: elements.count)
            for id in facts.voiceOverElements
            where !elements[id].isCustomElement && elements[id].isVisible != false && Self.isPickable(elements[id]) {
                guard let parent = elements[id].parent, let frame = elements[id].frame, frame.isFiniteRect,
                    frame.width > 0, frame.height > 0
                else { continue }
                candidates.append(id)
                if parent >= 0, parent < perParent.count { perParent[parent] += 1 }
            }
            for id in candidates {
                guard let parent = elements[id].parent,
                    parent < 0 || parent >= perParent.count || perParent[parent] >= Self.minimumMemberCount
                else { continue }
                let key = GroupKey(parent: parent, type: elements[id].elementType)
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(id)
            }
        }
        // A state exposed by any sibling of the same type counts for all of them (a selected tab
        // 1 pt narrower than the others still says which is selected). A row has at least
        // `minimumMemberCount` members, so smaller groups are left out before anything is read.
        // Judged by id, the elements read in place; only the members of a row are copied.
        let rows = facts.elements.withView { elements in
            order.compactMap { groups[$0] }.filter { $0.count >= Self.minimumMemberCount }
                .filter { !Self.exposesState($0, in: elements) }.flatMap { Self.sameSizeClusters($0, in: elements) }
                .compactMap { Self.row(of: $0, in: elements) }
        }.map { $0.map { facts.elements[$0] } }
        let unknownColors = "the colours of a row of like controls with no selected state are unknown"
        for members in rows {
            // A capture has no colours: nothing to compare.
            if screen.source.isCapture {
                context.notEvaluated(self, reason: unknownColors, elementCount: members.count)
                continue
            }
            let looks = members.map { look(of: $0, in: screen) }
            if looks.contains(where: \.hasUnknownColor) {
                context.notEvaluated(self, reason: unknownColors, elementCount: members.count)
                continue
            }
            guard let odd = Self.oddOneOut(looks) else { continue }
            let rest = looks.indices.filter { $0 != odd }
            let common = looks[rest[0]]
            guard looks[odd].style == common.style else { continue }
            let changed = looks[odd].colors.indices.filter { looks[odd].colors[$0] != common.colors[$0] }
            let highlight = changed.map { looks[odd].colors[$0] }
            guard !highlight.allSatisfy(Self.isRed) else { continue }
            let element = members[odd]
            var evidence = AccessibilityAuditEvidence()
            evidence[.likeElementCount] = members.count
            if let label = element.label { evidence[.label] = label }
            evidence[.traits] = (element.traits ?? []).names
            evidence[.highlightColors] = highlight
            evidence[.regularColors] = changed.map { common.colors[$0] }
            let name = element.accessibleName.map { "'\($0)'" } ?? "without a label"
            context.report(
                self, element: element, on: screen, compactDescription: "Selection shown only by colour",
                detailedDescription:
                    "Of \(members.count) like controls side by side, the one \(name) alone is drawn in "
                    + "\(highlight.joined(separator: ", ")) where the others use \(changed.map { common.colors[$0] }.joined(separator: ", ")), "
                    + "and nothing else tells them apart: VoiceOver says the same of each. If it is the selected one, "
                    + "add .selected to its accessibilityTraits (and remove it from the others when the selection moves), "
                    + "and show the selection by more than colour.",
                evidence: evidence)
        }
    }

    /// Whether the element is something one picks: a button, a tab or a cell.
    @inline(__always)
    private static func isPickable(_ element: ElementSnapshot) -> Bool {
        switch element.elementType {
        case .button, .tab, .cell: true
        default: element.traits?.contains(.button) ?? false
        }
    }

    /// `members` (ids) split into runs of the same size (width and height within 1 pt of the run's first).
    private static func sameSizeClusters(_ members: [Int], in elements: BufferView<ElementSnapshot>) -> [[Int]] {
        let sorted = members.sorted {
            (elements[$0].frame?.width ?? 0, elements[$0].frame?.height ?? 0)
                < (elements[$1].frame?.width ?? 0, elements[$1].frame?.height ?? 0)
        }
        var clusters: [[Int]] = []
        for member in sorted {
            if let first = clusters.last?.first.flatMap({ elements[$0].frame }), let frame = elements[member].frame,
                abs(first.width - frame.width) <= 1, abs(first.height - frame.height) <= 1
            {
                clusters[clusters.count - 1].append(member)
            } else {
                clusters.append([member])
            }
        }
        return clusters
    }

    /// `members` (ids) ordered left to right when they form one row of at least
    /// ``minimumMemberCount`` (tops within 1 pt, none overlapping the next); otherwise `nil`.
    private static func row(of members: [Int], in elements: BufferView<ElementSnapshot>) -> [Int]? {
        guard members.count >= minimumMemberCount else { return nil }
        let sorted = members.sorted { (elements[$0].frame?.minX ?? 0) < (elements[$1].frame?.minX ?? 0) }
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            guard let a = elements[previous].frame, let b = elements[next].frame, abs(a.minY - b.minY) <= 1,
                b.minX >= a.maxX - 1
            else {
                return nil
            }
        }
        return sorted
    }

    /// Whether any member (by id) says its state: `.selected`, a control known to be selected,
    /// differing values, or a label with a state word.
    private static func exposesState(_ members: [Int], in elements: BufferView<ElementSnapshot>) -> Bool {
        if members.contains(where: {
            (elements[$0].traits?.contains(.selected) ?? false) || elements[$0].isSelected == true
        }) {
            return true
        }
        if let first = members.first,
            members.contains(where: { (elements[$0].value ?? "") != (elements[first].value ?? "") })
        {
            return true
        }
        return members.contains { saysState(elements[$0].label ?? "") }
    }

    /// Whether `label` has one of ``stateWords`` as a word (a run of letters), in any case.
    static func saysState(_ label: String) -> Bool {
        // ASCII labels on their bytes: their letters are A–Z and a–z, lower-cased by one bit (the
        // answers `Character.isLetter` and `lowercased()` give there).
        if label.utf8.allSatisfy({ $0 < 0x80 }) {
            var word: [UInt8] = []
            for byte in label.utf8 {
                if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                    word.append(byte | 0x20)
                    continue
                }
                if !word.isEmpty {
                    if isStateWord(word) { return true }
                    word.removeAll(keepingCapacity: true)
                }
            }
            return !word.isEmpty && isStateWord(word)
        }
        let words = label.lowercased().split { !$0.isLetter }.map(String.init)
        return words.contains(where: stateWords.contains)
    }

    /// ``stateWords`` as bytes.
    private static let asciiStateWords: Set<[UInt8]> = Set(stateWords.map { Array($0.utf8) })

    /// For each byte count, whether a state word has it: a word of another length is not looked up.
    private static let asciiStateWordLengths: [Bool] = {
        var lengths = [Bool](repeating: false, count: (stateWords.map(\.utf8.count).max() ?? 0) + 1)
        for word in stateWords { lengths[word.utf8.count] = true }
        return lengths
    }()

    /// Whether the lower-cased ASCII `word` is one of ``stateWords``.
    private static func isStateWord(_ word: [UInt8]) -> Bool {
        word.count < asciiStateWordLengths.count && asciiStateWordLengths[word.count] && asciiStateWords.contains(word)
    }

    /// The index of the one look whose colours differ from all the others, which share theirs
    /// (the first such, when two looks differ); `nil` when there is none.
    ///
    /// O(n): there must be exactly two different colour lists, one of them worn once.
    private static func oddOneOut(_ looks: [Look]) -> Int? {
        guard looks.count >= 2 else { return nil }
        var counts: [[String]: Int] = [:]
        for look in looks { counts[look.colors, default: 0] += 1 }
        guard counts.count == 2 else { return nil }
        for candidate in looks.indices where counts[looks[candidate].colors] == 1 {
            let other = looks[candidate == 0 ? 1 : 0].colors
            return looks[candidate].colors.count == other.count ? candidate : nil
        }
        return nil
    }

    /// The element's look, from it and its visible subviews: colours, and the rest of its style
    /// with titles and symbol names left out (they are the member's identity).
    private func look(of element: ElementSnapshot, in screen: AccessibilityHierarchy) -> Look {
        let origin = element.frame?.origin ?? .zero
        var look = Look(colors: [], style: [], hasUnknownColor: false)
        for part in screen.preorder(from: element.id, children: \.children) where part.isVisible != false {
            var step = [part.id == element.id ? "self" : part.elementType.xcuiName]
            if let text = part.text {
                // A text part: its style, not its string or its (string-dependent) frame.
                step.append("text")
                if let bold = text.isBold { step.append(bold ? "bold" : "regular") }
                if let size = text.pointSize { step.append("\(size)pt") }
                if let color = text.color { look.colors.append(color.hexString) } else { look.hasUnknownColor = true }
            } else if part.id != element.id, let f = part.frame {
                let box = [f.minX - origin.x, f.minY - origin.y, f.width, f.height].map {
                    $0.isNaN ? "?" : String(Self.wholePoints($0))
                }
                step.append(box.joined(separator: ","))
            }
            if let image = part.image {
                let symbol = image.systemName ?? image.name ?? ""
                step.append(symbol.hasSuffix(".fill") || symbol.contains(".fill.") ? "image:filled" : "image")
            }
            let filled = (part.backgroundColor?.alpha ?? 0) > 0.01
            step.append(filled ? "filled" : "empty")
            look.colors.append(part.backgroundColor?.hexString ?? "-")
            look.style.append(step.joined(separator: " "))
        }
        if screen.source.isCapture { look.hasUnknownColor = true }
        return look
    }

    /// Whether `hex` (`#RRGGBB` or `#RRGGBBAA`) is a saturated red: hue within 20° of red,
    /// saturation at least 0.5 (HSV).
    static func isRed(_ hex: String) -> Bool {
        let digits = hex.dropFirst()
        guard hex.hasPrefix("#"), digits.count >= 6, let value = UInt32(digits.prefix(6), radix: 16) else {
            return false
        }
        let r = Double((value >> 16) & 0xFF) / 255
        let g = Double((value >> 8) & 0xFF) / 255
        let b = Double(value & 0xFF) / 255
        let high = max(r, g, b)
        let low = min(r, g, b)
        guard high > 0, (high - low) / high >= 0.5, high == r else { return false }
        let hue = 60 * (g - b) / (high - low)  // -60...60 around red
        return abs(hue) <= 20
    }

    /// `value` rounded to whole points, clamped so that no finite value traps `Int(_:)`.
    private static func wholePoints(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(min(max(value.rounded(), -1e15), 1e15))
    }
}
