import AuditKitModel
import Foundation

/// Finds controls VoiceOver reads that lie past the edge of the screen, where nothing can bring
/// them in: "Control is outside the screen".
///
/// Row actions ("Delete", "Archive") laid out beside a row, past the screen's edge, until a swipe
/// shows them: VoiceOver reaches them and reads "Delete, Button", but a double tap is sent to the
/// activation point (the frame's centre), which is off the screen, and nothing happens. Judged on
/// what VoiceOver reads (`VoiceOverReading`, the model the transcript prints).
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
/// Judged: controls (announced as a button, link, tab, switch, field or adjustable) and elements
/// known to handle taps. Without a scrolling ancestor, the ancestor on the screen may be anywhere up
/// to the window: a row on screen whose action sticks out of it. Content above or below the screen
/// is not flagged even where a capture does not type the scroll view, nor content a scroll view
/// brings in (its ancestors up to the scroll view are off the screen with it), nor cards or pages a
/// swipe brings in (a like sibling in the same row on the screen).
///
/// On captures an element XCTest calls invisible is read when the capture says VoiceOver reaches
/// it (`accessible="true"`); such a control without that fact is counted as not evaluated.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.4.3 Focus Order (focusable components receive focus in an order that
/// preserves operability) and SC 2.1.1 Keyboard (every function operable through the assistive
/// interface); Apple, `accessibilityActivationPoint` (VoiceOver activates an element at that point,
/// the frame's centre by default).
public struct ElementDetectionOffScreenControlRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "elementDetection.offScreenControl", auditType: .elementDetection, reference: .wcag(.focusOrder),
        summary: """
            "Control is outside the screen": a control VoiceOver reads (button, link, tab, switch,
            field, adjustable, or an element that handles taps) whose activation point, the frame's centre,
            lies past the screen's edge and outside an ancestor on screen that no scroll view can move: row
            actions laid out beside a row until a swipe shows them. VoiceOver reads "Delete, Button", and a
            double tap lands off the screen. Content a scroll view brings in (a carousel's next card, rows
            below the fold) is not flagged. On captures an invisible control without `accessible` is counted
            as not evaluated. Also rests on WCAG 2.2 SC 2.1.1 Keyboard and Apple's
            `accessibilityActivationPoint` documentation.
            """,
        title: """
            ours: a check beyond Apple's published ones; no public source quotes an Apple title for it.
            """,
        threshold: """
            the frame's centre past the screen's leading or trailing edge, beside (within the
            height of) an ancestor at least partly on the screen, below the nearest scroll view, table,
            collection or web view, with no like sibling (same type and size, in the same row) on the
            screen on the way up.
            Content above or below the screen is scrolled to and not flagged.
            """,
        evidence: [
            "spoken", "activationPointX", "activationPointY", "containerPath",
        ])

    /// Element types that scroll their content into view.
    static let scrollingTypes: Set<ElementType> = [.scrollView, .table, .collectionView, .webView]

    /// Creates the rule.
    public init() {}

    /// `true`: its subject is a control past the screen's edge, which an audit of what is on the
    /// screen keeps.
    public var judgesElementsOutOfView: Bool { true }

    /// Reports each control read by VoiceOver that sticks out past the screen from a container on it.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        guard let screen = facts.screenFrame else { return }
        let reading = facts.voiceOverReading
        var likes = LikeChildren()
        // The controls whose activation point is past the screen's edge, their fields read in place.
        let outside = reading.items.withView { items in
            items.indices.compactMap { index -> (index: Int, centre: CGPoint)? in
                let id = items.elementID(index)
                guard facts.isElement(id),
                    items.announcesControl(index) || facts.elements[id].isInteractive == true,
                    let centre = Self.centreOutside(screen, of: facts.elements[id].frame)
                else { return nil }
                return (index, centre)
            }
        }
        for (index, centre) in outside {
            let id = reading.items[index].elementID
            guard
                let container = Self.containerOnScreen(
                    leaving: centre, from: id, facts: facts, screen: screen, likes: &likes)
            else { continue }
            let spoken = reading.items[index].speech.spoken
            var evidence = AccessibilityAuditEvidence()
            evidence[.activationPointX] = centre.x
            evidence[.activationPointY] = centre.y
            let containerPath = facts.paths.path(of: container)
            evidence[.containerPath] = containerPath
            evidence[.spoken] = spoken
            context.report(
                self, element: facts.elements[id], on: facts.hierarchy,
                compactDescription: "Control is outside the screen",
                detailedDescription:
                    "VoiceOver reads '\(spoken)', but the control lies past the edge of the screen, outside "
                    + "\(containerPath), and nothing scrolls it in: a double tap lands at (\(centre.x), \(centre.y)), "
                    + "off the screen, and does nothing. Hide it from VoiceOver until it is shown, and offer "
                    + "its action as a custom action on the row (accessibilityCustomActions).",
                evidence: evidence)
        }
        guard facts.isCapture else { return }
        // Per element id, whether VoiceOver reads it.
        var read = [Bool](repeating: false, count: facts.elements.count)
        reading.items.withView { items in
            for index in items.indices where facts.isElement(items.elementID(index)) {
                read[items.elementID(index)] = true
            }
        }
        var unknown = 0
        for id in facts.viewTree.order
        where !read[id] && facts.elements[id].isVisible == false
            && facts.elements[id].isAccessibilityElement == nil && facts.elements[id].elementType.isControl
        {
            if let centre = Self.centreOutside(screen, of: facts.elements[id].frame),
                Self.containerOnScreen(leaving: centre, from: id, facts: facts, screen: screen, likes: &likes) != nil
            {
                unknown += 1
            }
        }
        if unknown > 0 {
            context.notEvaluated(
                self,
                reason:
                    "a control past the screen's edge has no accessible attribute: whether VoiceOver reaches it is unknown",
                elementCount: unknown)
        }
    }

    /// The centre of `frame` when it lies past the screen's leading or trailing edge; `nil` when it
    /// lies across the screen (on it, or above or below it: content below the fold is scrolled to)
    /// or is unknown.
    static func centreOutside(_ screen: CGRect, of frame: CGRect?) -> CGPoint? {
        guard let frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return nil }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        return centre.x < screen.minX || centre.x > screen.maxX ? centre : nil
    }

    /// The nearest ancestor of `id`, below its nearest scrolling ancestor, that is at least partly
    /// on `screen` and beside which `point` lies (within its height, past its leading or trailing
    /// edge); `nil` when there is none, or when on the way up a sibling like the control (the same
    /// type and size, in whole points within 1, in the same row) has its centre on the screen:
    /// cards or pages a swipe brings in.
    static func containerOnScreen(
        leaving point: CGPoint, from id: Int, facts: ScreenFacts, screen: CGRect, likes: inout LikeChildren
    ) -> Int? {
        var seen: Set<Int> = [id]
        var child = id
        var current = facts.elements[id].parent
        while let ancestor = current, facts.isElement(ancestor), seen.insert(ancestor).inserted {
            let element = facts.elements[ancestor]
            if scrollingTypes.contains(element.elementType) { return nil }
            if likes.hasLikeSiblingOnScreen(child, in: ancestor, facts: facts, screen: screen) { return nil }
            if let frame = element.frame, frame.isFiniteRect, frame.width > 0, frame.height > 0,
                !frame.isOffScreen(screen), point.y >= frame.minY, point.y <= frame.maxY,
                point.x < frame.minX || point.x > frame.maxX
            {
                return ancestor
            }
            child = ancestor
            current = element.parent
        }
        return nil
    }

    /// For each parent asked about, the types and sizes (whole points) of its children whose centre
    /// is on the screen, with where each lies down the screen, worked out once per parent: a row of
    /// 100,000 siblings past the edge costs one pass over them, not one per sibling.
    struct LikeChildren {
        private struct Key: Hashable {
            var type: ElementType
            var width: Int
            var height: Int
        }

        /// A child's vertical centre and half its height, in points.
        private struct Band {
            var middle: Double
            var half: Double
        }

        /// For each parent, its children on the screen by type and size, sorted by `middle`.
        private var onScreen: [Int: [Key: [Band]]] = [:]

        /// Whether a child of `parent` other than `id`, of `id`'s type and size (whole points,
        /// within 1), has its centre on `screen` and lies in `id`'s row: the centre of either lies
        /// within the other's height. Pages and cards a swipe brings in sit beside one on the screen;
        /// a like control elsewhere on the screen (a button of the same size lower down) is not one.
        mutating func hasLikeSiblingOnScreen(_ id: Int, in parent: Int, facts: ScreenFacts, screen: CGRect) -> Bool {
            guard let frame = facts.elements[id].frame, frame.isFiniteRect,
                !screen.contains(CGPoint(x: frame.midX, y: frame.midY))
            else { return false }
            let bands = children(of: parent, facts: facts, screen: screen)
            guard !bands.isEmpty else { return false }
            let (width, height) = (Self.whole(frame.width), Self.whole(frame.height))
            let type = facts.elements[id].elementType
            let own = Band(middle: frame.midY, half: frame.height / 2)
            for dw in -1...1 {
                for dh in -1...1 {
                    guard let like = bands[Key(type: type, width: width + dw, height: height + dh)] else { continue }
                    if Self.hasBand(in: like, sharingRowWith: own) { return true }
                }
            }
            return false
        }

        /// Whether a band of `sorted` (ordered by middle, each of a height within 2 points of
        /// `own`'s) has its middle within `own`'s height or `own`'s middle within its height.
        private static func hasBand(in sorted: [Band], sharingRowWith own: Band) -> Bool {
            // Heights differ by under 2 points (whole points within 1), so no half exceeds own.half + 1.
            let reach = own.half + 1
            var low = 0
            var high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid].middle < own.middle - reach { low = mid + 1 } else { high = mid }
            }
            var index = low
            while index < sorted.count, sorted[index].middle <= own.middle + reach {
                if abs(sorted[index].middle - own.middle) <= max(sorted[index].half, own.half) { return true }
                index += 1
            }
            return false
        }

        private mutating func children(of parent: Int, facts: ScreenFacts, screen: CGRect) -> [Key: [Band]] {
            if let known = onScreen[parent] { return known }
            var bands: [Key: [Band]] = [:]
            for child in facts.elements[parent].children where facts.isElement(child) {
                guard let frame = facts.elements[child].frame, frame.isFiniteRect,
                    screen.contains(CGPoint(x: frame.midX, y: frame.midY))
                else { continue }
                let key = Key(
                    type: facts.elements[child].elementType, width: Self.whole(frame.width),
                    height: Self.whole(frame.height))
                bands[key, default: []].append(Band(middle: frame.midY, half: frame.height / 2))
            }
            for key in bands.keys { bands[key]?.sort { $0.middle < $1.middle } }
            onScreen[parent] = bands
            return bands
        }

        /// `value` rounded to whole points, clamped so that no finite value traps `Int(_:)`.
        private static func whole(_ value: Double) -> Int { Int(min(max(value.rounded(), -1e15), 1e15)) }
    }
}

extension ElementDetectionOffScreenControlRule: UsesFactsOnSecondThread {
    static var factsOnSecondThread: FactsOnSecondThread { .reading }
}
