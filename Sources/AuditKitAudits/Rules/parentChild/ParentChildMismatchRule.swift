import AuditKitModel

/// Reports containers whose element lists disagree with their views: "Parent/Child mismatch".
///
/// Reads the problems `HierarchyBuilder` records while walking the accessibility view
/// (``AccessibilityHierarchy/problems``), each cut where found so the walk ends:
/// - `elementOutsideContainer`: `accessibilityElements` lists a view that is not inside the container;
///   VoiceOver's order and frames then jump across the screen.
/// - `duplicateElement`: an element listed twice (in one container or two); VoiceOver visits it twice
///   or skips one place.
/// - `cycle`: a container lists one of its own ancestors; assistive technology can loop.
/// - `missingFrame`: a custom element has no frame; VoiceOver cannot show or hit-test it.
/// `invalidFrame` (a NaN or negative frame), `offScreen` and `windowOutsideScreen` are geometry
/// problems, not parent/child ones, and are left to other audits (``StructuralProblem/Kind/isGeometry``). One issue per problem; repeated records of the same problem are merged.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Captures record no element lists: nothing to report (a capture's `problems` are empty).
///
/// Source: WCAG 2.2 SC 1.3.1 Info and Relationships and SC 1.3.2 Meaningful Sequence.
public struct ParentChildMismatchRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "parentChild.mismatch", auditType: .parentChild, reference: .wcag(.infoAndRelationships),
        summary: """
            "Parent/Child mismatch": a container whose element list disagrees with its views: it lists
            a view outside the container, an element twice, one of its own ancestors, or a custom element
            without
            a frame. One issue per problem; captures record no element lists. The geometry problems (an invalid
            frame, an element outside the screen, a window that does not fit it) are left to the geometry rules.
            Also rests on WCAG 2.2 SC 1.3.2 Meaningful Sequence.
            """,
        title: """
            Apple's title, quoted verbatim from `XCUIAccessibilityAudit` output in a public project's notes
            (with its audit type's raw value).
            """,
        threshold: """
            none: a structural problem the snapshot recorded (``StructuralProblem``).
            """,
        evidence: [
            "structuralProblem", "containerPath",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each recorded structural problem except invalid frames.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.voiceOverScreen()
        var seen = Set<StructuralProblem>()
        for problem in hierarchy.problems where !problem.kind.isGeometry && seen.insert(problem).inserted {
            let element = problem.element.flatMap { hierarchy[$0] }
            let container =
                problem.container.flatMap { hierarchy[$0] }.map { "'\(hierarchy.path(of: $0.id))'" } ?? "its container"
            let what = element.map { $0.summary } ?? "an element"
            let detail: String
            switch problem.kind {
            case .elementOutsideContainer:
                detail =
                    "\(container) lists \(what) in accessibilityElements, but it is not inside the container's "
                    + "views: VoiceOver's order and cursor jump. List only views inside the container."
            case .duplicateElement:
                detail =
                    "\(what) is listed more than once (by \(container)): VoiceOver visits it twice or misses "
                    + "a place. List each element in one container, once."
            case .cycle:
                detail =
                    "\(container) lists \(what), which contains it: the element lists form a cycle. Remove the "
                    + "ancestor from accessibilityElements."
            case .missingFrame:
                detail =
                    "The custom element \(what) in \(container) has no frame: VoiceOver cannot show or reach "
                    + "it by touch. Set accessibilityFrameInContainerSpace (or accessibilityFrame)."
            case .invalidFrame, .offScreen, .windowOutsideScreen:
                continue
            }
            var evidence = AccessibilityAuditEvidence()
            evidence[.structuralProblem] = problem.kind.rawValue
            evidence[.containerPath] = problem.container.flatMap { hierarchy[$0] }.map { hierarchy.path(of: $0.id) }
            context.report(
                self, element: element, on: hierarchy, compactDescription: "Parent/Child mismatch",
                detailedDescription: detail,
                evidence: evidence)
        }
    }
}
