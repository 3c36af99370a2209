/// Finds containers labelled with what their children say anyway: "Parent/Child mismatch".
///
/// Fires for a container that is not an accessibility element but has an `accessibilityLabel` equal
/// to its reached children's labels joined in order (comparing letters and digits only, ignoring case,
/// spaces and punctuation), when at least two labels are joined and at least one of those children is
/// interactive (a control type, `.button`/`.link`/`.adjustable`, or a tap handler). VoiceOver already
/// reads each child; a container label announced on entering the group (a semantic group, a list)
/// repeats them all. Severity: warning (verbosity, not a barrier).
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Works on captures too: there a container is an element recorded `accessible="false"`, its children
/// are the captured ones, and a child counts as interactive by its type or traits.
///
/// Source: WCAG 2.2 SC 1.3.1 Info and Relationships; Apple HIG, Accessibility (labels are concise).
public struct ParentChildRedundantContainerLabelRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "parentChild.redundantContainerLabel", auditType: .parentChild, reference: .wcag(.infoAndRelationships),
        defaultSeverity: .warning,
        summary: """
            "Parent/Child mismatch": a container that is not an element but has a label equal to its
            children's labels joined in order, so VoiceOver announces them all on entering the group and then
            reads each again. Works on captures too.
            """,
        title: """
            Apple's title for the type, as `parentChild.hiddenInteractiveChild`.
            """,
        threshold: """
            at least two children's labels joined, at least one child interactive; letters and
            digits compared, ignoring case, spaces and punctuation.
            """,
        evidence: [
            "label", "childLabels",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each non-element container whose label concatenates its children's labels.
    ///
    /// Linear in the elements and the labels: the children's names are joined once, in tree
    /// order, so a container's joined children are one slice of that text (its subtree's range),
    /// compared with its label only when their lengths agree.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        let capture = facts.isCapture
        var joined: JoinedNames?
        for id in facts.viewTree.order
        where facts.elements[id].isAccessibilityElement == false && facts.elements[id].label != nil {
            let container = facts.elements[id]
            guard container.isVisible != false, let label = container.label,
                container.elementType != .application, container.elementType != .window
            else { continue }
            // Repeating children's labels needs at least two elements inside: a leaf (a static text
            // hidden from VoiceOver, as React Native marks them) is passed before its label is read.
            guard JoinedNames.mayHaveTwoChildren(id, facts: facts, capture: capture) else { continue }
            let target = TextMatching.lettersAndDigits(label)
            guard !target.isEmpty else { continue }
            if joined == nil { joined = JoinedNames(facts, capture: capture) }
            guard let children = joined?.repeatedChildren(of: id, label: target) else { continue }
            let childLabels = children.compactMap { facts.elements[$0].accessibleName }
            let parts = childLabels.map { "'\($0)'" }
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = label
            evidence[.childLabels] = childLabels
            context.report(
                self, element: container, on: hierarchy, compactDescription: "Parent/Child mismatch",
                detailedDescription: "The container's label '\(label)' repeats its children's labels "
                    + "(\(parts.joined(separator: ", "))), which VoiceOver reads anyway. Give the container a "
                    + "short name for the group, or no label.", evidence: evidence)
        }
    }

    /// The names of the children that count (on captures, the view tree's elements not marked
    /// inaccessible and not hidden; otherwise the accessibility view's elements), by their letters
    /// and digits, joined in tree order: all of them, and the interactive ones apart.
    private struct JoinedNames {
        let tree: TreeOrder
        /// Positions (in `tree`) of the named children, and of the interactive ones.
        private var named: [Int] = [], interactive: [Int] = []
        /// The names joined, as canonically composed UTF-8 (so that equal strings are equal bytes),
        /// and where each named child's part starts.
        private var all: [UInt8] = [], allStarts: [Int] = []
        private var interactiveText: [UInt8] = [], interactiveStarts: [Int] = []
        /// The elements of ``tree`` in its order.
        private let order: [Int]
        private let facts: ScreenFacts
        private let capture: Bool

        init(_ facts: ScreenFacts, capture: Bool) {
            self.facts = facts
            self.capture = capture
            tree = capture ? facts.viewTree : facts.accessibilityView
            order = tree.order
            facts.elements.withView { elements in
                for (position, id) in order.enumerated() {
                    let element = elements[id]
                    guard
                        capture
                            ? element.isAccessibilityElement != false && element.isVisible != false
                            : element.isAccessibilityElement == true && element.isInAccessibilityView == true,
                        let name = element.accessibleName
                    else { continue }
                    let letters = TextMatching.lettersAndDigits(name)
                    guard !letters.isEmpty else { continue }
                    let bytes = JoinedNames.composed(letters)
                    named.append(position)
                    allStarts.append(all.count)
                    all.append(contentsOf: bytes)
                    if ParentChildRedundantContainerLabelRule.isInteractive(element) {
                        interactive.append(position)
                        interactiveStarts.append(interactiveText.count)
                        interactiveText.append(contentsOf: bytes)
                    }
                }
            }
        }

        /// The children whose names `label` (letters and digits) repeats, all named children or
        /// the interactive ones, as the rule decides; `nil` when it repeats neither.
        /// Whether ``repeatedChildren(of:label:)`` could find anything: `container` has at least
        /// two elements inside it in the tree the names are joined from (the view tree on captures,
        /// the accessibility view otherwise), or, outside that tree, children of its own to look at.
        static func mayHaveTwoChildren(_ container: Int, facts: ScreenFacts, capture: Bool) -> Bool {
            let tree = capture ? facts.viewTree : facts.accessibilityView
            if tree.contains(container) { return tree.descendants(of: container).count >= 2 }
            return !capture && !facts.elements[container].accessibilityChildren.isEmpty
        }

        func repeatedChildren(of container: Int, label: String) -> [Int]? {
            let range: Range<Int>
            if tree.contains(container) {
                range = tree.descendants(of: container)
            } else if capture || facts.elements[container].accessibilityChildren.isEmpty {
                return nil
            } else {
                // A container the walk from the root does not reach (possible only in hand-made
                // hierarchies): its own children, as they are listed.
                return Self.slowRepeatedChildren(of: container, label: label, facts: facts)
            }
            let target = Self.composed(label)
            let namedSlice = Self.slice(named, range)
            let interactiveSlice = Self.slice(interactive, range)
            let matchesAll =
                namedSlice.count >= 2 && !interactiveSlice.isEmpty
                && Self.equal(target, all, starts: allStarts, slice: namedSlice)
            let matchesInteractive =
                interactiveSlice.count >= 2
                && Self.equal(target, interactiveText, starts: interactiveStarts, slice: interactiveSlice)
            guard matchesAll || matchesInteractive else { return nil }
            let positions = matchesInteractive ? interactive[interactiveSlice] : named[namedSlice]
            return positions.map { order[$0] }
        }

        /// The indices of `positions` (ascending) that fall in `range`.
        private static func slice(_ positions: [Int], _ range: Range<Int>) -> Range<Int> {
            positions.firstIndex(notBelow: range.lowerBound)..<positions.firstIndex(notBelow: range.upperBound)
        }

        /// Whether `target` equals the parts `slice` of `text` joined.
        private static func equal(_ target: [UInt8], _ text: [UInt8], starts: [Int], slice: Range<Int>) -> Bool {
            guard !slice.isEmpty else { return target.isEmpty }
            let start = starts[slice.lowerBound]
            let end = slice.upperBound < starts.count ? starts[slice.upperBound] : text.count
            guard end - start == target.count else { return false }
            return text[start..<end].elementsEqual(target)
        }

        /// `text` as UTF-8 in Unicode canonical composition (ASCII as it is): Swift compares strings
        /// by canonical equivalence, which composition turns into byte equality.
        static func composed(_ text: String) -> [UInt8] {
            if text.utf8.allSatisfy({ $0 < 0x80 }) { return Array(text.utf8) }
            return Array(text.precomposedStringWithCanonicalMapping.utf8)
        }

        /// The rule's comparison for a container outside the walk, from its own accessibility children.
        private static func slowRepeatedChildren(of container: Int, label: String, facts: ScreenFacts) -> [Int]? {
            let children = facts.hierarchy.preorder(from: container, children: \.accessibilityChildren).dropFirst()
                .filter { $0.isAccessibilityElement == true && $0.isInAccessibilityView == true }
            let named = children.filter { $0.accessibleName.map(TextMatching.lettersAndDigits)?.isEmpty == false }
            let interactive = named.filter(ParentChildRedundantContainerLabelRule.isInteractive)
            let joinedAll = named.compactMap(\.accessibleName).map(TextMatching.lettersAndDigits).joined()
            let joinedInteractive = interactive.compactMap(\.accessibleName).map(TextMatching.lettersAndDigits).joined()
            let matchesAll = named.count >= 2 && !interactive.isEmpty && label == joinedAll
            let matchesInteractive = interactive.count >= 2 && label == joinedInteractive
            guard matchesAll || matchesInteractive else { return nil }
            return (matchesInteractive ? interactive : named).map(\.id)
        }
    }

    /// Whether a child counts as interactive: a control type, an operable trait, or a tap handler.
    static func isInteractive(_ element: ElementSnapshot) -> Bool {
        if element.isInteractive == true || element.hasActivation == true { return true }
        if element.elementType.isControl { return true }
        return element.traits.map { !$0.isDisjoint(with: [.button, .link, .adjustable, .toggleButton]) } ?? false
    }
}
