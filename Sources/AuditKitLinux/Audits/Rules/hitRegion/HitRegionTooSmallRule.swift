import Foundation

/// "Hit area is too small": an interactive element narrower or shorter than the minimum target size.
///
/// Threshold: ``AccessibilityAuditConfiguration/minimumHitRegion`` points on each side, default
/// 24 pt from WCAG 2.2 SC 2.5.8 Target Size (Minimum), which is what Apple's audit enforces in
/// practice (24 × 25 pt passes, 18 × 22 pt fails); ``AccessibilityAuditConfiguration/appleHIG``
/// raises it to the HIG's 44 pt. The unrounded frame is compared (23.9 pt fails at 24).
///
/// Evidence: `width` and `height` (the frame, unrounded) and `minimumSize`, in points.
///
/// Judged: visible, enabled elements that act on a tap: `hasActivation` or `isInteractive`, or
/// whose type is a control (``ElementType/isControl``: a button with no action yet is still a
/// button people will try to tap). Captures only know the type, so there the type decides.
///
/// Decisions:
/// - The frame judged is the snapshot's frame (the accessibility frame when one is set). An
///   unknown frame is not evaluated, and counted.
/// - Static text, disabled and invisible elements are skipped; so are elements wholly outside
///   the screen (scrolled away), which cannot be tapped where they are.
/// - WCAG's inline exception: a link inside text (an ancestor that is static text or a text
///   view) is skipped.
/// - WCAG's spacing exception (an undersized target with a 24 pt circle clear of other targets)
///   is NOT applied: Apple's audit flags an isolated 18 × 22 pt button, and so does this rule.
/// - Nothing else is exempt: system bars and keyboard keys are judged like any control (their
///   standard sizes pass anyway).
public struct HitRegionTooSmallRule: DescribedAccessibilityAuditRule {
    /// `hitRegion.tooSmall`: ``AccessibilityAuditType/hitRegion``, WCAG 2.2 SC 2.5.8 Target Size (Minimum); it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "hitRegion.tooSmall", auditType: .hitRegion, reference: .wcag(.targetSizeMinimum))

    /// Creates the rule.
    public init() {}

    /// Reports each judged element whose width or height is below the minimum.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.facts(of: context.hierarchy)
        let minimum = context.configuration.minimumHitRegion
        let screen = facts.screenFrame
        var unknownFrames = 0
        var small: [(id: Int, frame: CGRect)] = []
        var typedAncestor: [Int?]?   // the nearest ancestor that is not a plain view, for links
        facts.elements.withUnsafeBufferPointer { elements in
            for id in facts.viewTree.order where Self.isTarget(elements[id]) {
                // Neither visibility nor frame known (a dump with a garbled frame): not judged, but counted.
                if elements[id].isVisible == nil, elements[id].frame == nil, !elements[id].isDisabled {
                    unknownFrames += 1
                    continue
                }
                guard elements[id].isShown(on: screen), !elements[id].isDisabled else { continue }
                if Self.isLink(elements[id]) {
                    if typedAncestor == nil { typedAncestor = facts.nearestAncestors { $0.elementType != .other } }
                    if let ancestor = typedAncestor?[id], elements[ancestor].elementType.isText { continue }
                }
                guard let frame = elements[id].frame, frame.isFiniteRect else {
                    unknownFrames += 1
                    continue
                }
                if frame.isOffScreen(screen) { continue }
                guard frame.width < minimum || frame.height < minimum else { continue }
                small.append((id, frame))
            }
        }
        for (id, frame) in small {
            let element = facts.elements[id]
            var evidence = AccessibilityAuditEvidence()
            evidence[.width] = Double(frame.width)
            evidence[.height] = Double(frame.height)
            evidence[.minimumSize] = minimum
            context.report(self, element: element, compactDescription: "Hit area is too small",
                           detailedDescription: Self.detail(frame: frame, minimum: minimum), evidence: evidence)
        }
        if unknownFrames > 0 {
            context.notEvaluated(self, reason: "the element's frame is unknown", elementCount: unknownFrames)
        }
    }

    /// Whether a tap on the element is expected to do something.
    static func isTarget(_ element: ElementSnapshot) -> Bool {
        if element.elementType == .staticText && element.hasActivation != true && element.isInteractive != true { return false }
        return element.hasActivation == true || element.isInteractive == true || element.elementType.isControl
    }

    /// A link by type or trait. One whose nearest ancestor that is not a plain view is text is
    /// inline (WCAG 2.5.8's inline exception).
    static func isLink(_ element: ElementSnapshot) -> Bool {
        element.elementType == .link || element.traits?.contains(.link) == true
    }

    static func detail(frame: CGRect, minimum: Double) -> String {
        let size = "\(MessageFormat.points(frame.width)) × \(MessageFormat.points(frame.height)) pt"
        let need = "\(MessageFormat.points(minimum)) × \(MessageFormat.points(minimum)) pt"
        let source = minimum >= AccessibilityAuditConfiguration.appleHIGHitRegion
            ? "Apple HIG" : "WCAG 2.2 SC 2.5.8, judged without its spacing exception, as Apple's audit does"
        return "Its tappable area is \(size); it needs at least \(need) (\(source)). Enlarge the frame or the touch area around the visible content."
    }
}
