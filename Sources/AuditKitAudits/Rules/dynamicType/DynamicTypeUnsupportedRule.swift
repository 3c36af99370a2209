import AuditKitModel

/// Finds text that does not grow with the user's text size: "Dynamic Type font sizes are unsupported".
///
/// Fires for drawn text whose font has a fixed size (``Font/Sizing/fixed``: `UIFont.systemFont(ofSize:)`,
/// `UIFont(name:size:)`), or whose view does not adjust for the content size category
/// (`adjustsFontForContentSizeCategory == false`, so a text-style font stays at the size it had when
/// it was set). Evidence of scaling wins: when the screen can be snapshotted again (a live app), text
/// whose point size at ``AccessibilityAuditConfiguration/largestContentSizeCategory`` is larger than
/// at the default `.large` passes, whatever its font says (a view that swaps fonts in
/// ``View/accessibilitySettingsDidChange(_:)`` scales too); a text style, or a custom font scaled
/// relative to a text style, with the adjustment on or unknown, passes.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Exempt: text in system bars (navigation bars, tab bars, toolbars), which iOS caps on purpose and
/// serves with the Large Content Viewer (Apple HIG, Accessibility › Large Content Viewer); text of a
/// custom bar's item that shows the Large Content Viewer (`showsLargeContentViewer`) and has a
/// `largeContentTitle` or label for it (`LargeContentViewerItems`; the ``descriptor``'s `threshold`
/// gives a custom bar's shape); a bar item that shows the
/// viewer with nothing to show in it is still reported, with `showsLargeContentViewer` (`true`) in its
/// evidence; and the
/// system's own UI (keyboard, status bar, system alerts), which audits set aside: one notion,
/// `isSystemSized()`. Hidden text
/// is not judged; nor is a text element of hierarchy JSON from other tools (source `json`) without
/// `text`, which is counted as not evaluated. Captures hold no fonts: their text is recorded as not evaluated, never passed,
/// unless the same screen was captured at a larger content size category
/// (``AccessibilityHierarchy/addSizeVariant(_:at:)``, the CLI's `--at-size`): then each static text
/// whose frame did not grow (the ``descriptor``'s `threshold`) is reported, with both heights
/// (``AccessibilityHierarchy/textGrowth()``).
///
/// Sources: Apple HIG, Typography ("Supporting Dynamic Type"); WCAG 2.2 SC 1.4.4 Resize Text (text
/// resizable up to 200 % without assistive technology).
public struct DynamicTypeUnsupportedRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "dynamicType.unsupported", auditType: .dynamicType, reference: .wcag(.resizeText),
        summary: """
            "Dynamic Type font sizes are unsupported": drawn text that does not grow with the user's
            text size: a fixed-size font, or a view that does not adjust for the content size category. Text in
            system bars is exempt (iOS caps it and serves it with the Large Content Viewer), and so is the text
            of a custom bar's item that shows the Large Content Viewer (`showsLargeContentViewer`) with a
            `largeContentTitle` or label to show, Apple's guidance for bars that keep their size (HIG,
            Accessibility; WWDC19 "Large Content Viewer"); an item that shows the viewer with nothing to show is
            still reported. Captures hold no
            fonts: their text is not evaluated, unless the same screen was captured at a larger size
            (``AccessibilityHierarchy/addSizeVariant(_:at:)``, `auditkit --at-size`): then a static text whose
            frame did not grow is reported. Also rests on Apple HIG, Typography.
            """,
        title: """
            Apple's title, counted by name in public projects' reports of Xcode's audit; a public suite skips
            on it by name.
            """,
        threshold: """
            a live screen is snapshotted again at
            ``AccessibilityAuditConfiguration/largestContentSizeCategory`` (AX5 by default): text whose point
            size grew there passes. On captures with a size variant: a frame that grew by at most \(
                AuditThresholds.text(TextGrowth.tolerance * 100)) % (``TextGrowth/tolerance``). A custom
            bar spans at least \(AuditThresholds.text(LargeContentViewerItems.minimumBarWidthShare * 100)) % of the screen's width, is at most \(
                AuditThresholds.text(LargeContentViewerItems.maximumBarHeight)) pt tall and lies along its top or
            bottom edge (within \(AuditThresholds.text(LargeContentViewerItems.edgeShare * 100)) % of the screen's height).
            """,
        evidence: [
            "text", "fontSize", "textStyle", "fontSizing", "adjustsFontForContentSizeCategory",
            .init("contentSizeCategory", note: "when the screen's is known"), "showsLargeContentViewer",
            .init("baseContentSizeCategory", note: "with size variants"),
            .init("variantContentSizeCategory", note: "with size variants"),
            .init("baseHeight", note: "with size variants"), .init("variantHeight", note: "with size variants"),
            .init("growth", note: "with size variants"), .init("expectedGrowth", note: "with size variants"),
            .init("matchedBy", note: "with size variants"),
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each visible text outside system bars that has a fixed font or does not adjust.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        let facts = context.facts(of: hierarchy)
        if hierarchy.source.isCapture {
            // With the same screen captured at a larger size, static texts are judged by their heights.
            let judged = TextGrowthReporting.audit(self, context, verdict: .didNotGrow)
            let count = DynamicTypeEvidence.capturedTextCount(in: facts) - judged
            if count > 0 { context.notEvaluated(self, reason: "the capture has no fonts", elementCount: count) }
            return
        }
        var evidence = DynamicTypeEvidence(context: context)
        let viewer = LargeContentViewerItems(facts)
        for id in DynamicTypeEvidence.textElements(in: facts) {
            // Most texts scale: they are passed on their font alone, the element read in place.
            guard let text = facts.elements[id].text, let font = text.font else {
                context.notEvaluated(self, reason: "the text's font is unknown", elementCount: 1)
                continue
            }
            let fixed = font.sizing == .fixed
            let notAdjusting = text.adjustsFontForContentSizeCategory == false
            guard fixed || notAdjusting else { continue }
            if evidence.grows(id, in: hierarchy) { continue }
            // A bar item that shows the Large Content Viewer with a title keeps its size by design.
            let served = viewer?.verdict(for: id) ?? .none
            if case .served = served { continue }
            let element = facts.elements[id]
            var why =
                fixed
                ? "its font has a fixed size of \(ElementSnapshot.format(font.pointSize)) pt"
                : "it does not adjust for the content size category (adjustsFontForContentSizeCategory is false)"
            var evidence = DynamicTypeEvidence.fontEvidence(of: text, font: font)
            if case .untitled = served {
                why += "; its bar item shows the Large Content Viewer, but with no largeContentTitle or label to show"
                evidence[.showsLargeContentViewer] = true
            }
            evidence[.adjustsFontForContentSizeCategory] = text.adjustsFontForContentSizeCategory
            evidence[.contentSizeCategory] = hierarchy.settings?.preferredContentSizeCategory.rawValue
            context.report(
                self, element: element, compactDescription: "Dynamic Type font sizes are unsupported",
                detailedDescription: "The text '\(MessageFormat.excerpt(text.text))' stays the same size "
                    + "when the user chooses a larger text size: \(why). Use a text style "
                    + "(UIFont.preferredFont(forTextStyle:)) or scale a custom font with UIFontMetrics, "
                    + "and set adjustsFontForContentSizeCategory to true.",
                evidence: evidence)
        }
        // Hierarchy JSON from other tools may leave out a text element's font: not judged, said.
        let unknown = UnknownFacts.textElementsWithoutText(in: facts, excludingSystemSized: true)
        if unknown > 0 { context.notEvaluated(self, reason: UnknownFacts.drawnTextUnknown, elementCount: unknown) }
    }
}
