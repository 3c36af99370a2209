import Foundation

/// Finds like elements in different states that look the same but for colour, while Differentiate
/// Without Colour is on.
///
/// WCAG 2.2 SC 1.4.1 Use of Color: colour must not be the only visual means of conveying
/// information; Apple's Human Interface Guidelines (Accessibility, "Color and effects") ask apps to
/// add shapes, symbols or text when `UIAccessibility.shouldDifferentiateWithoutColor` is on.
///
/// The evidence, chosen so the rule only fires on a literal "only colour differs":
/// - a group of like elements: accessibility elements VoiceOver reaches, views (not custom
///   elements), with the same view-tree parent, the same element type and the same size (to 1 pt);
///   text entry and adjustable elements are left out (their value is content, not state).
/// - two of them carry different states: a different `accessibilityValue`, or one is `.selected`
///   and the other not. So the state exists and is spoken to VoiceOver.
/// - their appearance without colour is identical: the same drawn images, texts, bold weight and
///   point size, and the same shapes (filled or not) and positions of their visible subviews.
/// - their colours (backgrounds and text colours, of the element and its subviews) differ.
/// It re-snapshots the screen with Differentiate Without Colour on, so a view that adds a symbol
/// or text then passes. It misses states whose elements also differ in content (tabs with
/// different titles, selected by colour alone): conservative by design. Captures are not evaluated.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
public struct DifferentiateWithoutColorColorOnlyRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "differentiateWithoutColor.colorOnly", auditType: .differentiateWithoutColor,
        reference: .wcag(.useOfColor),
        summary: """
            "State shown only by colour": like elements in different states that look the same but
            for colour while Differentiate Without Colour is on. A group of like elements (same parent, type and
            size) where two carry different states (value, or `.selected`) and are identical without colour
            (same images, texts, weights and shapes) but differ in colour. The screen is snapshotted again with
            the setting on, so a view that then adds a symbol or text passes. Captures are not evaluated. Also
            rests on Apple HIG, Accessibility.
            """,
        title: """
            ours: a type beyond Apple's.
            """,
        threshold: """
            like elements are the same size to within 1 pt; without colour, their appearance is
            identical.
            """,
        evidence: [
            "accessibilitySetting", "likeElementCount", "states",
        ])

    /// Creates the rule.
    public init() {}

    private struct GroupKey: Hashable {
        var parent: Int
        var type: ElementType
        var width: Int
        var height: Int

        /// Hashes all but the type (whose hash reads its name): like keys of different types are
        /// seldom siblings of one size, and equal keys still hash alike.
        func hash(into hasher: inout Hasher) {
            hasher.combine(parent)
            hasher.combine(width)
            hasher.combine(height)
        }
    }

    private struct State: Hashable {
        var value: String
        var selected: Bool
        var spoken: String {
            [selected ? "selected" : nil, value.isEmpty ? nil : "'\(value)'"].compactMap { $0 }.joined(separator: ", ")
        }
    }

    /// Reports each group of like elements whose states differ by colour alone.
    public func audit(_ context: AccessibilityAuditContext) {
        guard
            let screen = context.hierarchy(
                with: \.shouldDifferentiateWithoutColor, named: "Differentiate Without Colour", for: self)
        else { return }
        let facts = context.facts(of: screen)
        // Each candidate's group, numbered in the order the groups first appear; only the groups of
        // two or more are gathered (most elements have no like sibling). Fields are read in place.
        var groupNumbers: [GroupKey: Int] = [:]
        var candidates: [(id: Int, group: Int)] = []
        var sizes: [Int] = []
        facts.elements.withView { elements in
            for id in facts.accessibilityElements where !elements[id].isCustomElement && elements[id].isVisible == true
            {
                guard let parent = elements[id].parent, let frame = elements[id].frame, frame.isFiniteRect,
                    let traits = elements[id].traits, !traits.contains(.adjustable),
                    !Self.isExcluded(elements[id].elementType)
                else { continue }
                let key = GroupKey(
                    parent: parent, type: elements[id].elementType, width: Self.wholePoints(frame.width),
                    height: Self.wholePoints(frame.height))
                let group: Int
                if let known = groupNumbers[key] {
                    group = known
                } else {
                    group = sizes.count
                    groupNumbers[key] = group
                    sizes.append(0)
                }
                sizes[group] += 1
                candidates.append((id, group))
            }
        }
        var groups: [Int: [Int]] = [:]  // the ids of each group of two or more, in order
        for candidate in candidates where sizes[candidate.group] >= 2 {
            groups[candidate.group, default: []].append(candidate.id)
        }
        for group in groups.keys.sorted() {
            guard let ids = groups[group] else { continue }
            let members = ids.map { facts.elements[$0] }
            let looks = members.map { appearance(of: $0, in: facts) }
            guard
                let (i, j) = Self.firstPair(
                    states: members.map(state), shapes: looks.map(\.shape), colors: looks.map(\.colors))
            else { continue }
            var evidence = AccessibilityAuditEvidence()
            evidence[.accessibilitySetting] = "shouldDifferentiateWithoutColor"
            evidence[.likeElementCount] = members.count
            evidence[.states] = [state(members[i]).spoken, state(members[j]).spoken]
            context.report(
                self, element: members[i], in: screen, compactDescription: "State shown only by colour",
                detailedDescription: "These \(members.count) like elements show different states "
                    + "(\(state(members[i]).spoken) and \(state(members[j]).spoken)) that look the same except for colour, "
                    + "even with Differentiate Without Colour on. Add a symbol, text or shape that differs by state "
                    + "when UIAccessibility.shouldDifferentiateWithoutColor is true.",
                evidence: evidence)
        }
    }

    /// Whether elements of `type` are left out: their value is content, not state (text entry, sliders).
    private static func isExcluded(_ type: ElementType) -> Bool {
        type == .textField || type == .secureTextField || type == .textView || type == .searchField
            || type == .slider
    }

    /// The first pair of members `(i, j)`, `i < j`, smallest `i` then smallest `j`, in different
    /// states with the same shape and different colours; `nil` if none.
    ///
    /// O(n) for n members: counting from the back, for each member, how many later members share
    /// its shape, its shape and state, its shape and colours, or all three tells whether a pair
    /// starts there; only the first such member's later members are compared one by one.
    private static func firstPair(states: [State], shapes: [[String]], colors: [[String]]) -> (Int, Int)? {
        func codes<T: Hashable>(_ values: [T]) -> [Int] {
            var table: [T: Int] = [:]
            return values.map { value in
                if let code = table[value] { return code }
                table[value] = table.count
                return table.count - 1
            }
        }
        let s = codes(states)
        let h = codes(shapes)
        let c = codes(colors)
        var counts: [CountKey: Int] = [:]
        var start: Int?
        for i in s.indices.reversed() {
            let later =
                (counts[CountKey(h[i], -1, -1)] ?? 0) - (counts[CountKey(h[i], s[i], -1)] ?? 0)
                - (counts[CountKey(h[i], -1, c[i])] ?? 0) + (counts[CountKey(h[i], s[i], c[i])] ?? 0)
            if later > 0 { start = i }
            for key in [
                CountKey(h[i], -1, -1), CountKey(h[i], s[i], -1), CountKey(h[i], -1, c[i]), CountKey(h[i], s[i], c[i]),
            ] {
                counts[key, default: 0] += 1
            }
        }
        guard let i = start else { return nil }
        for j in (i + 1)..<s.count where s[i] != s[j] && h[i] == h[j] && c[i] != c[j] { return (i, j) }
        return nil
    }

    /// A shape, with a state or colours or both (`-1` for either left out), to count members by.
    private struct CountKey: Hashable {
        var shape: Int, state: Int, colors: Int
        init(_ shape: Int, _ state: Int, _ colors: Int) {
            (self.shape, self.state, self.colors) = (shape, state, colors)
        }
    }

    /// `value` rounded to whole points, clamped to ±1e15 so that no finite value traps `Int(_:)`
    /// (hand-made hierarchies are not checked; snapshots and imports drop frames beyond ±1e7 pt).
    private static func wholePoints(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(min(max(value.rounded(), -1e15), 1e15))
    }

    private func state(_ element: ElementSnapshot) -> State {
        State(value: element.value ?? "", selected: element.traits?.contains(.selected) ?? false)
    }

    /// The element's look without colour, and its colours, from it and its visible subviews.
    private func appearance(of element: ElementSnapshot, in facts: ScreenFacts) -> (shape: [String], colors: [String]) {
        let origin = element.frame?.origin ?? .zero
        var shape: [String] = []
        var colors: [String] = []
        let parts =
            facts.viewTree.contains(element.id)
            ? facts.viewTree.subtree(of: element.id).map { facts.elements[facts.viewTree.order[$0]] }
            : facts.hierarchy.preorder(from: element.id, children: \.children)
        for part in parts where part.isVisible == true {
            var step = [part.id == element.id ? "self" : part.elementType.xcuiName]
            if part.id != element.id, let f = part.frame {
                let box = [f.minX - origin.x, f.minY - origin.y, f.width, f.height].map {
                    $0.isNaN ? "?" : String(Self.wholePoints($0))
                }
                step.append("\(box[0]),\(box[1]),\(box[2])x\(box[3])")
            }
            if let image = part.image { step.append("image:\(image.systemName ?? image.name ?? "?")") }
            if let text = part.text {
                step.append("text:\(text.text)")
                if let bold = text.isBold { step.append(bold ? "bold" : "regular") }
                if let size = text.pointSize { step.append("\(size)pt") }
                colors.append(text.color?.hexString ?? "-")
            }
            let filled = (part.backgroundColor?.alpha ?? 0) > 0.01
            step.append(filled ? "filled" : "empty")
            colors.append(part.backgroundColor?.hexString ?? "-")
            shape.append(step.joined(separator: " "))
        }
        return (shape, colors)
    }
}
