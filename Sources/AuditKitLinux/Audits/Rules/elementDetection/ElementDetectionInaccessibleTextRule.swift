import Foundation

/// "Potentially inaccessible text": text drawn on screen that VoiceOver cannot reach.
///
/// Fires for visible text (an element that draws non-blank text) that is not an element VoiceOver
/// reaches and that no reached ancestor speaks for. An ancestor speaks for it when the ancestor is
/// a control (a label inside a button: the button's label replaces it) or when the ancestor's
/// label or value contains the text (a cell made one element labelled from its texts). Any reached
/// element whose frame covers the text's centre and whose label or value contains the text also
/// speaks for it (a custom element standing in for drawn views). Source:
/// WCAG 2.2 SC 1.3.1 Info and Relationships and SC 4.1.2 Name, Role, Value; Apple's
/// `elementDetection` audit.
///
/// Evidence: `text` (whole), and `isAccessibilityElement` and `isInAccessibilityView` when known.
///
/// Decisions:
/// - Text hidden behind a modal view (`accessibilityViewIsModal` on a sibling) is skipped: it is
///   left out on purpose while the modal view shows.
/// - Text with a zero-size frame is skipped (nothing is seen).
/// - Captures record no drawn text: their static texts (label or value) stand for it. Whether
///   VoiceOver reaches them comes from the accessibility view when the importer could infer it,
///   else from the `accessible` attribute; without either the text is not judged, and counted as
///   not evaluated. On captures any reached ancestor covers the text, whatever its label.
/// - A descendant marked accessible that says the same text covers it (React Native nests a
///   reachable static text inside an unreachable one with the same label).
/// - A reached element near the text in the same container that says the same text covers it: a
///   "Sounds" label hidden from VoiceOver beside a switch labelled "Sounds" is spoken by the switch
///   (the usual fix for a label and a control read twice). The container is the text's parent, or,
///   when the text is wrapped in single-child views, the first ancestor with more than one child
///   (at most ``nearbyWrapperLevels`` levels up); the element is a sibling or a sibling's descendant.
///   Near means at most ``nearbyVerticalGap`` apart vertically (the same row, or the row above or
///   below, such as a caption over a slider); frames unknown count as near. Comparison ignores
///   case, diacritics and runs of spaces, and the element's label or value need only contain the text.
public struct ElementDetectionInaccessibleTextRule: DescribedAccessibilityAuditRule {
    /// `elementDetection.inaccessibleText`: ``AccessibilityAuditType/elementDetection``, WCAG 2.2 SC 1.3.1 Info and Relationships; it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "elementDetection.inaccessibleText", auditType: .elementDetection, reference: .wcag(.infoAndRelationships))

    /// 44 pt: how far apart vertically a text and an element that speaks it may be, for the element
    /// to stand in for the text (one row of Apple HIG's 44 pt minimum control height).
    public static let nearbyVerticalGap = 44.0
    /// 3: how many single-child wrapper views to climb from a text to the container whose other
    /// children may speak it.
    public static let nearbyWrapperLevels = 3

    /// Creates the rule.
    public init() {}

    /// Reports each visible text VoiceOver cannot reach.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.voiceOverScreen()
        let capture = hierarchy.source.isCapture
        let behindModal = hierarchy.idsHiddenByModalViews
        let screen = hierarchy.screenFrame
        let reached = hierarchy.elements.filter { $0.isVoiceOverElement == true }
        let order = hierarchy.viewTreeElements
        // VoiceOver elements are leaves, so the nearest reached ancestor is the only one.
        let reachedAncestor = hierarchy.nearestAncestors(in: order) { $0.isVoiceOverElement == true }
        let accessibleBelow = hierarchy.hasDescendant(in: order) { $0.isAccessibilityElement == true }
        var unknown = 0
        var pending: [Int: (element: ElementSnapshot, text: String)] = [:]   // covered by a descendant?
        var nearby: NearbySpeakers?   // built on first need: most screens have no text left to check
        for element in order {
            guard element.isShown(on: screen), !behindModal.contains(element.id) else { continue }
            if let frame = element.frame, frame.isFiniteRect, frame.width <= 0 || frame.height <= 0 { continue }
            guard let text = Self.shownText(of: element, capture: capture) else { continue }
            guard let isReached = element.isVoiceOverElement else {
                unknown += 1
                continue
            }
            if isReached { continue }
            // On captures any reached ancestor covers the text (be conservative); otherwise it must speak for it.
            if let id = reachedAncestor[element.id], let ancestor = hierarchy[id], capture || Self.speaksFor(ancestor, text: text) { continue }
            if Self.isSpokenOver(element, text: text, by: reached) { continue }
            if nearby == nil { nearby = NearbySpeakers(hierarchy: hierarchy, order: order) }
            if nearby?.speaks(element, text: text) == true { continue }
            if accessibleBelow[element.id] {
                pending[element.id] = (element, text)
                continue
            }
            report(element, text: text, on: hierarchy, in: context)
        }
        for id in Self.spokenByDescendant(pending.mapValues(\.text), in: hierarchy) { pending[id] = nil }
        for (element, text) in pending.values { report(element, text: text, on: hierarchy, in: context) }
        if unknown > 0 {
            context.notEvaluated(self, reason: "the capture does not say which elements VoiceOver reaches", elementCount: unknown)
        }
    }

    /// The text the element shows: its drawn text; on captures, which record no drawn text, a
    /// static text's label or value.
    static func shownText(of element: ElementSnapshot, capture: Bool) -> String? {
        if let drawn = element.text?.text, drawn.hasContent { return drawn }
        guard capture, element.text == nil, element.elementType == .staticText else { return nil }
        return [element.label, element.value].compactMap { $0 }.first { $0.hasContent }
    }

    /// The ids in `texts` (capture static texts and their text) that an accessible descendant speaks.
    ///
    /// Walks up from each accessible element, stopping at the next accessible ancestor (whose own
    /// walk goes on from there), so the cost stays near the tree's size.
    static func spokenByDescendant(_ texts: [Int: String], in hierarchy: AccessibilityHierarchy) -> Set<Int> {
        guard !texts.isEmpty else { return [] }
        let needles = texts.mapValues(TextMatching.normalized)
        var covered = Set<Int>()
        for element in hierarchy.elements where element.isAccessibilityElement == true {
            let spoken = [element.label, element.value].compactMap { $0 }.map(TextMatching.normalized)
            guard !spoken.isEmpty else { continue }
            var current = element.parent
            var steps = 0
            while let id = current, let ancestor = hierarchy[id], steps < hierarchy.elements.count {
                if let needle = needles[id], !needle.isEmpty, spoken.contains(where: { $0.contains(needle) }) { covered.insert(id) }
                if ancestor.isAccessibilityElement == true { break }
                current = ancestor.parent
                steps += 1
            }
        }
        return covered
    }

    /// Whether a reached ancestor speaks for the text: a control, or one whose label or value contains it.
    static func speaksFor(_ ancestor: ElementSnapshot, text: String) -> Bool {
        ancestor.elementType.isControl || ancestor.traits?.contains(.button) == true || TextMatching.speaks(ancestor, text: text)
    }

    /// Whether a reached element over the text (its frame holds the text's centre) speaks it, such as
    /// a custom accessibility element that a container lists in place of its views.
    static func isSpokenOver(_ element: ElementSnapshot, text: String, by reached: [ElementSnapshot]) -> Bool {
        guard let frame = element.frame, frame.isFiniteRect else { return false }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        return reached.contains { other in
            guard let outer = other.frame, outer.isFiniteRect, outer.contains(centre) else { return false }
            return TextMatching.speaks(other, text: text)
        }
    }

    /// The reached elements of a hierarchy by view-tree position, to find those near a text in its
    /// container (see the rule's decisions). Positions are pre-order, so a container's subtree is
    /// one range of positions: a look-up scans only the reached elements inside it.
    struct NearbySpeakers {
        let hierarchy: AccessibilityHierarchy
        /// Pre-order position per element id (`-1` when not in the view tree).
        private var position: [Int]
        /// One past the last pre-order position of each element's subtree.
        private var subtreeEnd: [Int]
        /// Positions of reached elements, ascending.
        private var reachedPositions: [Int] = []
        /// The reached elements, in the same order as `reachedPositions`.
        private var reachedElements: [ElementSnapshot] = []

        init(hierarchy: AccessibilityHierarchy, order: [ElementSnapshot]) {
            self.hierarchy = hierarchy
            position = [Int](repeating: -1, count: hierarchy.elements.count)
            subtreeEnd = [Int](repeating: 0, count: hierarchy.elements.count)
            for (index, element) in order.enumerated() where position.indices.contains(element.id) {
                position[element.id] = index
                subtreeEnd[element.id] = index + 1
                if element.isVoiceOverElement == true, element.isVisible != false {
                    reachedPositions.append(index)
                    reachedElements.append(element)
                }
            }
            for element in order.reversed() {
                guard let parent = element.parent, position.indices.contains(parent), position.indices.contains(element.id),
                      position[parent] >= 0, position[parent] < position[element.id] else { continue }
                subtreeEnd[parent] = max(subtreeEnd[parent], subtreeEnd[element.id])
            }
        }

        /// Whether a reached element near `element` in its container says `text`.
        func speaks(_ element: ElementSnapshot, text: String) -> Bool {
            guard let container = container(of: element), position[container] >= 0 else { return false }
            let start = position[container] + 1, end = subtreeEnd[container]
            var index = firstReached(atOrAfter: start)
            while index < reachedPositions.count, reachedPositions[index] < end {
                let other = reachedElements[index]
                index += 1
                if other.id != element.id, Self.areNear(element.frame, other.frame), TextMatching.speaks(other, text: text) { return true }
            }
            return false
        }

        /// The text's parent, or past single-child wrappers, the first ancestor with other children.
        private func container(of element: ElementSnapshot) -> Int? {
            guard var container = element.parent, hierarchy[container] != nil else { return nil }
            var levels = 0
            while levels < ElementDetectionInaccessibleTextRule.nearbyWrapperLevels, let current = hierarchy[container], current.children.count <= 1,
                  let up = current.parent, hierarchy[up] != nil {
                container = up
                levels += 1
            }
            return container
        }

        /// The index in `reachedPositions` of the first position ≥ `start` (binary search).
        private func firstReached(atOrAfter start: Int) -> Int {
            var low = 0, high = reachedPositions.count
            while low < high {
                let mid = (low + high) / 2
                if reachedPositions[mid] < start { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// Whether two frames are at most ``ElementDetectionInaccessibleTextRule/nearbyVerticalGap`` apart vertically;
        /// `true` when either is unknown.
        static func areNear(_ a: CGRect?, _ b: CGRect?) -> Bool {
            guard let a, let b, a.isFiniteRect, b.isFiniteRect else { return true }
            let gap = max(a.minY - b.maxY, b.minY - a.maxY, 0)
            return gap <= ElementDetectionInaccessibleTextRule.nearbyVerticalGap
        }
    }

    private func report(_ element: ElementSnapshot, text: String, on hierarchy: AccessibilityHierarchy, in context: AccessibilityAuditContext) {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        var evidence = AccessibilityAuditEvidence()
        evidence[.text] = text
        evidence[.isAccessibilityElement] = element.isAccessibilityElement
        evidence[.isInAccessibilityView] = element.isInAccessibilityView
        context.report(self, element: element, on: hierarchy, compactDescription: "Potentially inaccessible text",
                       detailedDescription: "The text '\(shown)' is visible but VoiceOver cannot reach it: it is not an accessibility element and no element around it speaks it. Make it an element (isAccessibilityElement = true), or include it in the label of the element that contains it.",
                       evidence: evidence)
    }
}
