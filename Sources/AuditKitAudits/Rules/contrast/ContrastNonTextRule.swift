import AuditKitModel

/// "Contrast failed" and "Contrast nearly passed" for icons and image-only buttons: graphics people
/// must see to use a control, measured against what is around them in a screenshot.
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
///
/// Judged only with a screenshot attached (``AccessibilityHierarchy/attachScreenshot(_:)``): the
/// hierarchy does not record which pixels an icon draws; without one, the candidates are counted as
/// not evaluated ("icons are judged from a screenshot's pixels, and none is attached"). Elements: a visible, enabled button or
/// interactive view that shows an image and no text (headless and JSON hierarchies know this), a
/// capture's button without children whose strokes look like one icon (one row of strokes, at most
/// two runs of columns, no more than 1.6 times as wide as tall; a button whose strokes look like
/// text is judged by ``ContrastTextRule``), and a labelled image of an icon's size (the
/// ``descriptor``'s `summary` gives it). Unlabelled
/// images may be decoration and are not judged; photos are not two colours and are recorded as not
/// evaluated. The colours are measured as for text (``AccessibilityHierarchy/measureContrast(of:)``):
/// the colour most of the frame shows, and the icon's solid colour. Disabled elements are exempt
/// (SC 1.4.11 excepts inactive components).
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
public struct ContrastNonTextRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "contrast.nonText", auditType: .contrast, reference: .wcag(.nonTextContrast),
        summary: """
            icons and image-only buttons that do not stand out from what is around them, measured in
            an attached screenshot: "Contrast failed" or "Contrast nearly passed". Judged: visible, enabled
            buttons and interactive views that show an image and no text, a capture's button whose strokes look
            like one icon, and labelled images of at most \(AuditThresholds.text(PixelContrastJudgement.largestIconSide)) × \(
                AuditThresholds.text(PixelContrastJudgement.largestIconSide)) pt. Unlabelled images (possibly decoration)
            and photos are not judged. Without a screenshot nothing is judged: the hierarchy does not record
            which pixels an icon draws.
            """,
        title: """
            Apple's titles for contrast (as `contrast.text`); whether Apple's audit judges icons apart from
            text is not public.
            """,
        threshold: """
            \(AuditThresholds.text(AuditThresholds.nonTextContrastRatio)):1 (WCAG 2.2 SC 1.4.11,
            ``AuditThresholds/nonTextContrastRatio``): by default a failure below \(
                AuditThresholds.text(AuditThresholds.defaultContrastFailureRatio(below: AuditThresholds.nonTextContrastRatio))):1,
            a warning from there up to the threshold, as for text.
            """,
        evidence: [
            "contrastRatio", "requiredContrastRatio", "contrastFailureRatio", "foregroundColor", "backgroundColor",
            "colorSource", "screenshotScale", "pixelRegionX", "pixelRegionY", "pixelRegionWidth",
            "pixelRegionHeight",
        ])

    /// WCAG 2.2 SC 1.4.11's ratio, ``AuditThresholds/nonTextContrastRatio``.
    public static let threshold = AuditThresholds.nonTextContrastRatio

    /// Creates the rule.
    public init() {}

    /// Reports each icon or image-only button below ``threshold`` in the screenshot; without one, counts
    /// the icons it could not judge.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        guard hierarchy.screenshot != nil else {
            // Icons' colours are only ever measured from pixels: without a screenshot, not a pass.
            // The shared pre-order of ids, each element read in place (no snapshot copied).
            let facts = context.facts(of: hierarchy)
            let order = facts.viewTree.order
            let icons = facts.elements.withView { elements in
                order.count { PixelContrastJudgement.isIconCandidate(elements, $0, isCapture: facts.isCapture) }
            }
            if icons > 0 {
                context.notEvaluated(self, reason: Self.noScreenshotReason, elementCount: icons)
            }
            return
        }
        PixelContrastJudgement.auditIcons(self, context)
    }

    /// Why icons are not judged without a screenshot.
    static let noScreenshotReason = "icons are judged from a screenshot's pixels, and none is attached"
}
