import AuditKitModel
import Foundation

/// "Hit area is too small": an interactive element narrower or shorter than the minimum target size.
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Judged: visible, enabled elements that act on a tap: `hasActivation` or `isInteractive`, or
/// whose type is a control (``ElementType/isControl``: a button with no action yet is still a
/// button people will try to tap). Captures only know the type, so there the type decides.
///
/// Decisions:
/// - The frame judged is the snapshot's frame (the accessibility frame when one is set). An
///   unknown frame is not evaluated, and counted.
/// - Static text, disabled and invisible elements are skipped.
/// - Elements wholly outside the screen (scrolled away), which cannot be tapped where they are, and
///   elements in a window whose frame does not fit the screen (another orientation: their frames
///   cannot be trusted), are not judged: they are recorded as structural problems
///   (``AccessibilityHierarchy/screenPlacement()``) and counted as not evaluated.
/// - WCAG's inline exception ("the target is in a sentence or its size is otherwise constrained by
///   the line-height of non-target text"): a link (type or trait) inside text (its nearest ancestor
///   with a type other than `other` is static text or a text view), or in running text: the sibling
///   just before or after it is static text on the same line (their frames share at least half of
///   the lower one's height). A link on a line of its own is judged.
/// - WCAG's spacing exception (an undersized target with a circle of the minimum size's diameter,
///   ``AuditThresholds/wcagMinimumTargetSize``, clear of other targets) is NOT applied: Apple's audit
///   flags an isolated undersized button (the observation is the constant's), and so does this rule.
/// - Nothing else is exempt: system bars and keyboard keys are judged like any control (their
///   standard sizes pass anyway).
public struct HitRegionTooSmallRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "hitRegion.tooSmall", auditType: .hitRegion, reference: .wcag(.targetSizeMinimum),
        summary: """
            "Hit area is too small": a visible, enabled element that acts on a tap (or whose type is a
            control) narrower or shorter than the minimum target size. Links inside text or in running text
            (beside static text on their line) are exempt (WCAG's inline exception); WCAG's spacing exception is
            not applied, as Apple's audit does not apply it. Elements wholly outside the screen, and elements in
            a window whose frame does not fit the screen (another orientation), are not judged but counted as
            not evaluated.
            """,
        title: """
            Apple's title, counted by name in public projects' reports of Xcode's audit, and named in public
            suites' comments.
            """,
        threshold: """
            ``AccessibilityAuditConfiguration/minimumHitRegion`` points on each side: \(
                AuditThresholds.text(AuditThresholds.wcagMinimumTargetSize)) pt by default (WCAG 2.2 SC 2.5.8,
            ``AuditThresholds/wcagMinimumTargetSize``, which says what Apple's audit enforces), \(
                AuditThresholds.text(AuditThresholds.appleHIGMinimumTapTarget)) pt with
            ``AccessibilityAuditConfiguration/appleHIG`` (Apple HIG, ``AuditThresholds/appleHIGMinimumTapTarget``)
            or `auditkit --min-hit-region \(AuditThresholds.text(AuditThresholds.appleHIGMinimumTapTarget))`.
            The frame is compared unrounded: 0.1 pt short fails.
            """,
        evidence: [
            "width", "height", "minimumSize",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each judged element whose width or height is below the minimum.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.facts(of: context.hierarchy)
        let minimum = context.configuration.minimumHitRegion
        let screen = facts.screenFrame
        let hierarchy = facts.hierarchy
        let placement = facts.screenPlacement
        var inline: InlineLinks?  // built at the first link
        var window: [Int?]?  // each element's window, built at the first misfit
        var unknownFrames = 0
        var offScreen = 0
        var misfitWindows: [Int: Int] = [:]  // window id → elements not judged
        var small: [(id: Int, frame: CGRect)] = []
        facts.elements.withView { elements in
            for id in facts.viewTree.order where Self.isTarget(id, in: elements) {
                // Neither visibility nor frame known (a dump with a garbled frame): not judged, but counted.
                if elements[id].isVisible == nil, elements[id].frame == nil, !elements.isDisabled(id) {
                    unknownFrames += 1
                    continue
                }
                if placement[id] == .inWindowThatDoesNotFit, elements[id].isVisible != false, !elements.isDisabled(id) {
                    if window == nil { window = facts.nearestAncestors { $0.elementType == .window } }
                    if let windowID = window?[id] { misfitWindows[windowID, default: 0] += 1 }
                    continue
                }
                guard elements.isShown(id, on: screen), !elements.isDisabled(id) else { continue }
                if elements[id].elementType == .link || elements[id].traits?.contains(.link) == true {  // isLink
                    if inline == nil { inline = InlineLinks(facts) }
                    if inline?.contains(id) == true { continue }
                }
                guard let frame = elements[id].frame, frame.isFiniteRect else {
                    unknownFrames += 1
                    continue
                }
                if placement[id] == .offScreen {
                    offScreen += 1
                    continue
                }
                guard frame.width < minimum || frame.height < minimum else { continue }
                small.append((id, frame))
            }
        }
        // Like controls share a size (a "More" button on every row): each size's text is written once.
        // (Keyed by the sizes' bits, so that -0 and 0, written differently, stay apart.)
        // The size of the issue before is looked at first, without hashing: like controls come in a row.
        var details: [SIMD2<UInt64>: String] = [:]
        var last: (size: SIMD2<UInt64>, detail: String)?
        for (id, frame) in small {
            var evidence = AccessibilityAuditEvidence()
            evidence[.width] = Double(frame.width)
            evidence[.height] = Double(frame.height)
            evidence[.minimumSize] = minimum
            let size = SIMD2(Double(frame.width).bitPattern, Double(frame.height).bitPattern)
            let detail: String
            if let last, last.size == size {
                detail = last.detail
            } else {
                detail = details[size] ?? Self.detail(frame: frame, minimum: minimum)
                details[size] = detail
                last = (size, detail)
            }
            context.report(
                self, element: facts.elements[id], compactDescription: "Hit area is too small",
                detailedDescription: detail, evidence: evidence)
        }
        if unknownFrames > 0 {
            context.notEvaluated(self, reason: "the element's frame is unknown", elementCount: unknownFrames)
        }
        if offScreen > 0 {
            context.notEvaluated(
                self,
                reason:
                    "the element lies wholly outside the screen (scrolled away); its size is judged where it is shown",
                elementCount: offScreen)
        }
        for (id, count) in misfitWindows.sorted(by: { $0.key < $1.key }) {
            context.notEvaluated(
                self, reason: hierarchy.windowMisfitDescription(id) + "; capture the screen again in one orientation",
                elementCount: count)
        }
    }

    /// Whether a tap on the element is expected to do something.
    @inline(__always)
    static func isTarget(_ element: ElementSnapshot) -> Bool {
        if element.elementType == .staticText && element.hasActivation != true && element.isInteractive != true {
            return false
        }
        return element.hasActivation == true || element.isInteractive == true || element.elementType.isControl
    }

    /// ``isTarget(_:)`` for the element `id` of `elements`, read in place.
    @inline(__always)
    static func isTarget(_ id: Int, in elements: BufferView<ElementSnapshot>) -> Bool {
        let type = elements[id].elementType
        let activates = elements[id].hasActivation == true || elements[id].isInteractive == true
        if type == .staticText && !activates { return false }
        return activates || type.isControl
    }

    /// A link by type or trait (WCAG 2.5.8's inline exception may cover it: ``InlineLinks``).
    static func isLink(_ element: ElementSnapshot) -> Bool {
        element.elementType == .link || element.traits?.contains(.link) == true
    }

    /// The links WCAG 2.5.8's inline exception covers in a hierarchy (see the rule's decisions):
    /// inside text, or beside static text on the same line. Built in one pass over the view tree.
    struct InlineLinks {
        private let typedAncestor: [Int?]
        private let siblingIndex: [Int]
        private let facts: ScreenFacts

        init(_ facts: ScreenFacts) {
            self.facts = facts
            typedAncestor = facts.nearestAncestors { $0.elementType != .other }
            var index = [Int](repeating: -1, count: facts.elements.count)
            for id in facts.viewTree.order {
                for (position, child) in facts.elements[id].children.enumerated() where index.indices.contains(child) {
                    index[child] = position
                }
            }
            siblingIndex = index
        }

        /// Whether the element `id` is a link in text or in running text.
        func contains(_ id: Int) -> Bool {
            let elements = facts.elements
            guard facts.isElement(id), HitRegionTooSmallRule.isLink(elements[id]) else { return false }
            if let ancestor = typedAncestor[id], elements[ancestor].elementType.isText { return true }
            guard let parent = elements[id].parent, facts.isElement(parent) else { return false }
            let index = siblingIndex[id]
            guard index >= 0 else { return false }
            let children = elements[parent].children
            return [index - 1, index + 1].contains { neighbour in
                guard children.indices.contains(neighbour), facts.isElement(children[neighbour]) else { return false }
                let sibling = elements[children[neighbour]]
                return HitRegionTooSmallRule.isText(sibling)
                    && HitRegionTooSmallRule.shareALine(elements[id].frame, sibling.frame)
            }
        }
    }

    /// Whether `element` is static text (by type or trait) that is shown and has some text.
    static func isText(_ element: ElementSnapshot) -> Bool {
        guard element.isVisible != false else { return false }
        let isStatic = element.elementType == .staticText || element.traits?.contains(.staticText) == true
        return isStatic && (element.accessibleName != nil || element.text?.text.hasContent == true)
    }

    /// Whether two frames share a line: their vertical overlap is at least half the lower one's height.
    static func shareALine(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b, a.isFiniteRect, b.isFiniteRect else { return false }
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return overlap > 0 && overlap >= min(a.height, b.height) / 2
    }

    static func detail(frame: CGRect, minimum: Double) -> String {
        let size = "\(MessageFormat.points(frame.width)) × \(MessageFormat.points(frame.height)) pt"
        let need = "\(MessageFormat.points(minimum)) × \(MessageFormat.points(minimum)) pt"
        let source =
            minimum >= AccessibilityAuditConfiguration.appleHIGHitRegion
            ? "Apple HIG" : "WCAG 2.2 SC 2.5.8, judged without its spacing exception, as Apple's audit does"
        return
            "Its tappable area is \(size); it needs at least \(need) (\(source)). Enlarge the frame or the touch area around the visible content."
    }
}
