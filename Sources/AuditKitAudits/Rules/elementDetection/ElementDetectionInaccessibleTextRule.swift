import AuditKitModel
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
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
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
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "elementDetection.inaccessibleText", auditType: .elementDetection,
        reference: .wcag(.infoAndRelationships),
        summary: """
            "Potentially inaccessible text": visible text that VoiceOver does not reach and that
            nothing VoiceOver reaches speaks for. A control around the text (a label inside a button), an
            ancestor whose label or value contains the text, or a reached element nearby that says the same
            text (a "Sounds" label hidden beside a switch labelled "Sounds") speaks for it. Text behind a modal
            view is skipped. Also rests on WCAG 2.2 SC 4.1.2 Name, Role, Value.
            """,
        title: """
            Apple's title, quoted verbatim from `XCUIAccessibilityAudit` output in a public project's notes
            (with its audit type's raw value).
            """,
        threshold: """
            none: the text is reached or spoken for, or it is not. "Nearby" is the same
            container and at most \(AuditThresholds.text(nearbyVerticalGap)) pt apart vertically
            (``ElementDetectionInaccessibleTextRule/nearbyVerticalGap``).
            """,
        evidence: [
            "text", "isAccessibilityElement", "isInAccessibilityView",
        ])

    /// 44 pt: how far apart vertically a text and an element that speaks it may be, for the element
    /// to stand in for the text (one row of Apple HIG's minimum control height,
    /// ``AuditThresholds/appleHIGMinimumTapTarget``).
    public static let nearbyVerticalGap = 44.0
    /// 3: how many single-child wrapper views to climb from a text to the container whose other
    /// children may speak it.
    public static let nearbyWrapperLevels = 3

    /// Creates the rule.
    public init() {}

    /// Reports each visible text VoiceOver cannot reach.
    ///
    /// Linear in the elements (and the texts they say): a text's reached ancestor is looked up,
    /// the elements that say each text are found for all texts at once (`SpokenTexts`), and
    /// "covers the text's centre", "near it in its container" and "below it" are answered for each
    /// text from those elements alone, with frames swept (`SpatialQueries`) and subtrees as
    /// ranges of view-tree positions when a text is said by many.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let capture = facts.isCapture
        let behindModal = facts.hiddenByModalViews
        let screen = facts.screenFrame
        let reachedAncestor = facts.reachedAncestor
        var unknown = 0
        // The texts no reached ancestor speaks for, in view-tree order, with their folded text.
        var open: [(id: Int, text: String, needle: String)] = []
        facts.elements.withView { elements in
            for id in facts.viewTree.order {
                guard elements.isShown(id, on: screen), !behindModal[id] else { continue }
                if let frame = elements[id].frame, frame.isFiniteRect, frame.width <= 0 || frame.height <= 0 {
                    continue
                }
                guard let text = Self.shownText(of: id, in: elements, capture: capture) else { continue }
                guard let isReached = elements.isVoiceOverElement(id) else {
                    unknown += 1
                    continue
                }
                if isReached { continue }
                let needle = TextMatching.normalized(text)
                // On captures any reached ancestor covers the text (be conservative); otherwise it must speak for it.
                if let ancestor = reachedAncestor[id], facts.isElement(ancestor),
                    capture || Self.speaksFor(ancestor, normalizedText: needle, in: facts)
                {
                    continue
                }
                open.append((id, text, needle))
            }
        }
        if !open.isEmpty {
            for index in Self.unspokenTexts(open.map { ($0.id, $0.needle) }, in: facts) {
                report(open[index].id, text: open[index].text, facts: facts, in: context)
            }
        }
        if unknown > 0 {
            context.notEvaluated(
                self, reason: "the capture does not say which elements VoiceOver reaches", elementCount: unknown)
        }
    }

    /// The text the element shows: its drawn text; on captures, which record no drawn text, a
    /// static text's label or value.
    @inline(__always)
    static func shownText(of element: ElementSnapshot, capture: Bool) -> String? {
        if let drawn = element.text?.text, drawn.hasContent { return drawn }
        guard capture, element.text == nil, element.elementType == .staticText else { return nil }
        if let label = element.label, label.hasContent { return label }
        if let value = element.value, value.hasContent { return value }
        return nil
    }

    /// ``shownText(of:capture:)`` for the element `id` of `elements`, read in place.
    static func shownText(of id: Int, in elements: BufferView<ElementSnapshot>, capture: Bool) -> String? {
        if let drawn = elements[id].text?.text, drawn.hasContent { return drawn }
        guard capture, elements[id].text == nil, elements[id].elementType == .staticText else { return nil }
        if let label = elements[id].label, label.hasContent { return label }
        if let value = elements[id].value, value.hasContent { return value }
        return nil
    }

    /// Whether a reached ancestor speaks for the text: a control, or one whose label or value contains it.
    static func speaksFor(_ ancestor: Int, normalizedText needle: String, in facts: ScreenFacts) -> Bool {
        let element = facts.elements[ancestor]
        return element.elementType.isControl || element.traits?.contains(.button) == true
            || facts.speaks(ancestor, normalizedText: needle)
    }

    /// The indices in `texts` (unreached texts no ancestor speaks for, with their folded text) that
    /// no element around them speaks either:
    /// - no reached element whose frame holds the text's centre says it (a custom element standing
    ///   in for drawn views);
    /// - no visible reached element near it in its container says it (see the rule's decisions);
    /// - no element marked accessible below it says it, with nothing accessible in between (React
    ///   Native nests a reachable text inside an unreachable one with the same label).
    static func unspokenTexts(_ texts: [(id: Int, needle: String)], in facts: ScreenFacts) -> [Int] {
        let elements = facts.elements
        // The texts by folded text, and for each the elements that say it.
        var groupOf: [String: Int] = [:]
        var needles: [String] = []
        var group = [Int](repeating: -1, count: texts.count)
        for (index, text) in texts.enumerated() where !text.needle.isEmpty {
            if let known = groupOf[text.needle] {
                group[index] = known
            } else {
                groupOf[text.needle] = needles.count
                group[index] = needles.count
                needles.append(text.needle)
            }
        }
        let candidates = elements.indices.filter {
            elements[$0].isVoiceOverElement == true || elements[$0].isAccessibilityElement == true
        }
        let said = SpokenTexts(texts: needles, candidates: candidates, facts: facts)
        var members = [[Int]](repeating: [], count: needles.count)
        for index in texts.indices where group[index] >= 0 { members[group[index]].append(index) }

        var spoken = [Bool](repeating: false, count: texts.count)
        for g in needles.indices where !said.speakers[g].isEmpty {
            let speakers = said.speakers[g]
            Self.markSpokenOver(members[g], texts, speakers: speakers, in: facts, spoken: &spoken)
            Self.markSpokenNearby(members[g], texts, speakers: speakers, in: facts, spoken: &spoken)
            Self.markSpokenBelow(members[g], texts, speakers: speakers, in: facts, spoken: &spoken)
        }
        return texts.indices.filter { !spoken[$0] }
    }

    /// Below this many text–speaker pairs in a group, pairs are compared one by one.
    private static let directComparisons = 64

    /// Marks the texts whose centre lies in the frame of a reached element that says them.
    private static func markSpokenOver(
        _ members: [Int], _ texts: [(id: Int, needle: String)], speakers: [Int],
        in facts: ScreenFacts, spoken: inout [Bool]
    ) {
        let elements = facts.elements
        let covering = speakers.filter {
            elements[$0].isVoiceOverElement == true && elements[$0].frame?.isFiniteRect == true
        }
        guard !covering.isEmpty else { return }
        var points: [CGPoint] = []
        var owners: [Int] = []
        for index in members where !spoken[index] {
            guard let frame = elements[texts[index].id].frame, frame.isFiniteRect else { continue }
            points.append(CGPoint(x: frame.midX, y: frame.midY))
            owners.append(index)
        }
        guard !points.isEmpty else { return }
        if points.count * covering.count <= directComparisons {
            for (point, index) in zip(points, owners)
            where covering.contains(where: { elements[$0].frame?.contains(point) == true }) {
                spoken[index] = true
            }
            return
        }
        let covered = SpatialQueries.covered(points: points, by: covering.compactMap { elements[$0].frame })
        for (isCovered, index) in zip(covered, owners) where isCovered { spoken[index] = true }
    }

    /// Marks the texts that a visible reached element near them in their container says.
    private static func markSpokenNearby(
        _ members: [Int], _ texts: [(id: Int, needle: String)], speakers: [Int],
        in facts: ScreenFacts, spoken: inout [Bool]
    ) {
        let elements = facts.elements
        let tree = facts.viewTree
        let nearby = speakers.filter {
            elements[$0].isVoiceOverElement == true && elements[$0].isVisible != false && tree.contains($0)
        }.sorted { tree.position[$0] < tree.position[$1] }
        guard !nearby.isEmpty else { return }
        let open = members.filter { !spoken[$0] }
        guard !open.isEmpty else { return }
        let direct = open.count * nearby.count <= directComparisons
        // For many pairs: speakers by position, those with a frame in a band index, the others apart.
        let positions = nearby.map { tree.position[$0] }
        var framed: [Int] = []
        var unframed: [Int] = []
        for id in nearby {
            if elements[id].frame?.isFiniteRect == true { framed.append(id) } else { unframed.append(id) }
        }
        let unframedPositions = unframed.map { tree.position[$0] }
        let band =
            direct
            ? nil
            : SpatialQueries.BandIndex(
                positions: framed.map { tree.position[$0] }, minY: framed.map { elements[$0].frame!.minY },
                maxY: framed.map { elements[$0].frame!.maxY })
        for index in open {
            let id = texts[index].id
            guard let container = NearbySpeakers.container(of: id, in: facts), tree.contains(container) else {
                continue
            }
            let range = tree.descendants(of: container)
            let frame = elements[id].frame
            func isNear(_ other: Int) -> Bool {
                other != id && NearbySpeakers.areNear(frame, elements[other].frame)
            }
            if direct || frame?.isFiniteRect != true {
                let start = positions.firstIndex(notBelow: range.lowerBound)
                var i = start
                while i < positions.count, positions[i] < range.upperBound {
                    if isNear(nearby[i]) {
                        spoken[index] = true
                        break
                    }
                    i += 1
                }
                continue
            }
            if unframedPositions.firstIndex(notBelow: range.lowerBound)
                < unframedPositions.firstIndex(notBelow: range.upperBound)
            {
                spoken[index] = true
                continue
            }
            // Near: at most nearbyVerticalGap apart vertically. A little slack finds the candidate;
            // the exact comparison decides.
            let box = frame!
            let slack = 1e-6 * max(1, abs(box.minY), abs(box.maxY))
            if let found = band?.item(
                in: range, minYAtMost: box.maxY + nearbyVerticalGap + slack,
                maxYAtLeast: box.minY - nearbyVerticalGap - slack)
            {
                if isNear(framed[found]) {
                    spoken[index] = true
                } else {
                    // A candidate on the edge that the exact comparison refuses: compare them all.
                    var i = positions.firstIndex(notBelow: range.lowerBound)
                    while i < positions.count, positions[i] < range.upperBound {
                        if isNear(nearby[i]) {
                            spoken[index] = true
                            break
                        }
                        i += 1
                    }
                }
            }
        }
    }

    /// Marks the texts that an element marked accessible below them says, with nothing marked
    /// accessible in between (the text itself may be marked).
    private static func markSpokenBelow(
        _ members: [Int], _ texts: [(id: Int, needle: String)], speakers: [Int],
        in facts: ScreenFacts, spoken: inout [Bool]
    ) {
        let elements = facts.elements
        let tree = facts.viewTree
        let below = speakers.filter { elements[$0].isAccessibilityElement == true && tree.contains($0) }
            .sorted { tree.position[$0] < tree.position[$1] }
        guard !below.isEmpty else { return }
        let open = members.filter { !spoken[$0] && facts.hasAccessibleDescendant[texts[$0].id] }
        guard !open.isEmpty else { return }
        let accessibleAbove = facts.nearestAccessibleAncestor
        // Each speaker's nearest accessible ancestor, as a position (-1 for none).
        let keys = below.map { accessibleAbove[$0].map { tree.contains($0) ? tree.position[$0] : -1 } ?? -1 }
        let positions = below.map { tree.position[$0] }
        let minimum = open.count * below.count <= directComparisons ? nil : SpatialQueries.RangeMinimum(keys)
        for index in open {
            let id = texts[index].id
            guard tree.contains(id) else { continue }
            let range = tree.descendants(of: id)
            let low = positions.firstIndex(notBelow: range.lowerBound)
            let high = positions.firstIndex(notBelow: range.upperBound)
            guard low < high else { continue }
            let least = minimum?.minimum(low..<high) ?? keys[low..<high].min() ?? Int.max
            if least <= tree.position[id] { spoken[index] = true }
        }
    }

    /// Where the elements that may speak for a text nearby are: its container, and how near is near.
    enum NearbySpeakers {
        /// The text's parent, or past single-child wrappers, the first ancestor with other children
        /// (at most ``ElementDetectionInaccessibleTextRule/nearbyWrapperLevels`` levels up).
        static func container(of id: Int, in facts: ScreenFacts) -> Int? {
            let elements = facts.elements
            guard var container = elements[id].parent, facts.isElement(container) else { return nil }
            var levels = 0
            while levels < ElementDetectionInaccessibleTextRule.nearbyWrapperLevels,
                elements[container].children.count <= 1,
                let up = elements[container].parent, facts.isElement(up)
            {
                container = up
                levels += 1
            }
            return container
        }

        /// Whether two frames are at most ``ElementDetectionInaccessibleTextRule/nearbyVerticalGap`` apart vertically;
        /// `true` when either is unknown.
        static func areNear(_ a: CGRect?, _ b: CGRect?) -> Bool {
            guard let a, let b, a.isFiniteRect, b.isFiniteRect else { return true }
            let gap = max(a.minY - b.maxY, b.minY - a.maxY, 0)
            return gap <= ElementDetectionInaccessibleTextRule.nearbyVerticalGap
        }
    }

    private func report(_ id: Int, text: String, facts: ScreenFacts, in context: AccessibilityAuditContext) {
        let element = facts.elements[id]
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        var evidence = AccessibilityAuditEvidence()
        evidence[.text] = text
        evidence[.isAccessibilityElement] = element.isAccessibilityElement
        evidence[.isInAccessibilityView] = element.isInAccessibilityView
        context.report(
            self, element: element, on: facts.hierarchy, compactDescription: "Potentially inaccessible text",
            detailedDescription:
                "The text '\(shown)' is visible but VoiceOver cannot reach it: it is not an accessibility element and no element around it speaks it. Make it an element (isAccessibilityElement = true), or include it in the label of the element that contains it.",
            evidence: evidence)
    }
}
