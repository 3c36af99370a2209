/// Finds containers labelled with what their children say anyway: "Parent/Child mismatch".
///
/// Fires for a container that is not an accessibility element but has an `accessibilityLabel` equal
/// to its reached children's labels joined in order (comparing letters and digits only, ignoring case,
/// spaces and punctuation), when at least two labels are joined and at least one of those children is
/// interactive (a control type, `.button`/`.link`/`.adjustable`, or a tap handler). VoiceOver already
/// reads each child; a container label announced on entering the group (a semantic group, a list)
/// repeats them all. Severity: warning (verbosity, not a barrier).
///
/// Evidence: `label` (the container's) and `childLabels` (the children's it repeats, in order).
///
/// Works on captures too: there a container is an element recorded `accessible="false"`, its children
/// are the captured ones, and a child counts as interactive by its type or traits.
///
/// Source: WCAG 2.2 SC 1.3.1 Info and Relationships; Apple HIG, Accessibility (labels are concise).
public struct ParentChildRedundantContainerLabelRule: DescribedAccessibilityAuditRule {
    /// `parentChild.redundantContainerLabel`: ``AccessibilityAuditType/parentChild``, WCAG 2.2 SC 1.3.1 Info and Relationships; it only warns.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "parentChild.redundantContainerLabel", auditType: .parentChild, reference: .wcag(.infoAndRelationships), defaultSeverity: .warning)

    /// Creates the rule.
    public init() {}

    /// Reports each non-element container whose label concatenates its children's labels.
    ///
    /// Time is linear in the elements plus the labels' lengths (`DescendantNames`), so a chain of
    /// labelled containers thousands deep is audited at once; when the child lists are not a tree
    /// (an element listed twice, a cycle) each container's descendants are walked as before.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.voiceOverScreen()
        let capture = hierarchy.source.isCapture
        let counted: (ElementSnapshot) -> Bool = { Self.isCounted($0, capture: capture) }
        let relation: KeyPath<ElementSnapshot, [Int]> = capture ? \.children : \.accessibilityChildren
        let index = DescendantNames(hierarchy, children: relation, counted: counted, isInteractive: Self.isInteractive)
        for container in hierarchy.viewTreeElements {
            guard container.isAccessibilityElement == false, container.isVisible != false,
                  let label = container.label, !TextMatching.lettersAndDigits(label).isEmpty,
                  container.elementType != .application, container.elementType != .window else { continue }
            let target = TextMatching.lettersAndDigits(label)
            let named: [ElementSnapshot]
            let interactive: [ElementSnapshot]
            if let index {
                guard let found = index.candidates(below: container.id, spelling: DescendantNames.measure(target)) else { continue }
                named = found.named.isEmpty ? found.interactive : found.named
                interactive = found.interactive.isEmpty ? found.named.filter(Self.isInteractive) : found.interactive
            } else {
                let children = capture
                    ? hierarchy.descendants(of: container.id).filter(counted)
                    : hierarchy.preorder(from: container.id, children: \.accessibilityChildren).dropFirst().filter(counted)
                named = children.filter { $0.accessibleName.map(TextMatching.lettersAndDigits)?.isEmpty == false }
                interactive = named.filter(Self.isInteractive)
            }
            let joinedAll = named.compactMap(\.accessibleName).map(TextMatching.lettersAndDigits).joined()
            let joinedInteractive = interactive.compactMap(\.accessibleName).map(TextMatching.lettersAndDigits).joined()
            let matchesAll = named.count >= 2 && !interactive.isEmpty && target == joinedAll
            let matchesInteractive = interactive.count >= 2 && target == joinedInteractive
            guard matchesAll || matchesInteractive else { continue }
            let childLabels = (matchesInteractive ? interactive : named).compactMap(\.accessibleName)
            let parts = childLabels.map { "'\($0)'" }
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = label
            evidence[.childLabels] = childLabels
            context.report(self, element: container, on: hierarchy, compactDescription: "Parent/Child mismatch",
                           detailedDescription: "The container's label '\(label)' repeats its children's labels "
                            + "(\(parts.joined(separator: ", "))), which VoiceOver reads anyway. Give the container a "
                            + "short name for the group, or no label.", severity: .warning, evidence: evidence)
        }
    }

    /// Whether a descendant counts: on a capture, one not recorded `accessible="false"` nor hidden;
    /// on a headless screen, an accessibility element VoiceOver reaches.
    static func isCounted(_ element: ElementSnapshot, capture: Bool) -> Bool {
        if capture { return element.isAccessibilityElement != false && element.isVisible != false }
        return element.isAccessibilityElement == true && element.isInAccessibilityView == true
    }

    /// Whether a child counts as interactive: a control type, an operable trait, or a tap handler.
    static func isInteractive(_ element: ElementSnapshot) -> Bool {
        if element.isInteractive == true || element.hasActivation == true { return true }
        if element.elementType.isControl { return true }
        return element.traits.map { !$0.isDisjoint(with: [.button, .link, .adjustable, .toggleButton]) } ?? false
    }
}
