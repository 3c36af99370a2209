/// Finds text that grows, but stops below the accessibility sizes: "Dynamic Type font sizes are
/// partially unsupported".
///
/// Fires for drawn text that scales (a text style or a custom font scaled relative to one, not
/// switched off by `adjustsFontForContentSizeCategory == false`) but whose view, or an ancestor, sets
/// `maximumContentSizeCategory` below `.accessibilityMedium` (AX1): people who use the five larger
/// accessibility sizes get no larger text. A cap at AX1 or above passes (the text reaches the
/// accessibility range). Text with a fixed size or without adjustment is left to
/// `dynamicType.unsupported` (one issue per text, not two).
///
/// Evidence: `text`, `fontSize` (points), `fontSizing`, `textStyle` (when any),
/// `maximumContentSizeCategory` (the cap) and `requiredMaximumContentSizeCategory` (AX1).
///
/// Exempt: text in system bars, which iOS caps on purpose and serves with the Large Content Viewer
/// (Apple HIG, Accessibility › Large Content Viewer), text of a custom bar's item that shows the
/// viewer with a title or label to show (as in `dynamicType.unsupported`; one without is reported
/// with `showsLargeContentViewer` in its evidence), and the system's own UI, which audits set
/// aside (`isSystemSized()`). Hidden text is not judged. Captures hold no
/// fonts or caps: not evaluated (reported by `dynamicType.unsupported`, once for the category),
/// unless the same screen was captured at a larger content size category: then a static text whose
/// frame grew, but less than the text styles of its size grow to that category (capped at AX1), is
/// reported with both heights (``AccessibilityHierarchy/textGrowth()``).
///
/// Sources: Apple HIG, Typography ("Supporting Dynamic Type": support the larger accessibility type
/// sizes); WCAG 2.2 SC 1.4.4 Resize Text (200 %: body text at 17 pt only doubles at AX3, 40 pt).
public struct DynamicTypePartiallyUnsupportedRule: DescribedAccessibilityAuditRule {
    /// `dynamicType.partiallyUnsupported`: ``AccessibilityAuditType/dynamicType``, WCAG 2.2 SC 1.4.4 Resize Text; it can fail.
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "dynamicType.partiallyUnsupported", auditType: .dynamicType, reference: .wcag(.resizeText))
    /// The smallest cap that passes: `.accessibilityMedium` (AX1), the first accessibility size.
    public static let smallestAcceptableCap = AuditThresholds.smallestAcceptableContentSizeCap

    /// Creates the rule.
    public init() {}

    /// Reports each visible scaling text outside system bars capped below AX1.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        guard !hierarchy.source.isCapture else {
            _ = TextGrowthReporting.audit(self, context, verdict: .stoppedShort)
            return
        }
        let facts = context.facts(of: hierarchy)
        let viewer = LargeContentViewerItems(facts)
        for id in DynamicTypeEvidence.textElements(in: facts) {
            // Most texts have no cap: they are passed on their text alone, the element read in place.
            guard let text = facts.elements[id].text, let font = text.font, font.sizing != .fixed,
                text.adjustsFontForContentSizeCategory != false,
                let cap = text.maximumContentSizeCategory, cap < Self.smallestAcceptableCap
            else { continue }
            // A bar item that shows the Large Content Viewer with a title is capped by design.
            let served = viewer?.verdict(for: id) ?? .none
            if case .served = served { continue }
            let element = facts.elements[id]
            var evidence = DynamicTypeEvidence.fontEvidence(of: text, font: font)
            if case .untitled = served { evidence[.showsLargeContentViewer] = true }
            evidence[.maximumContentSizeCategory] = cap.rawValue
            evidence[.requiredMaximumContentSizeCategory] = Self.smallestAcceptableCap.rawValue
            context.report(
                self, element: element, compactDescription: "Dynamic Type font sizes are partially unsupported",
                detailedDescription: "The text '\(MessageFormat.excerpt(text.text))' stops growing at the "
                    + "\(cap.rawValue) text size (maximumContentSizeCategory), so people who choose the larger "
                    + "accessibility sizes (AX1 to AX5) get no larger text. Remove the cap, or raise it to an "
                    + "accessibility size and let the layout adapt.",
                evidence: evidence)
        }
    }
}
