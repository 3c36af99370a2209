import AuditKitModel

/// Finds text that grows, but stops before the largest size: "Dynamic Type font sizes are
/// partially unsupported" (Apple's title).
///
/// Fires for drawn text that scales (a text style or a custom font scaled relative to one, not
/// switched off by `adjustsFontForContentSizeCategory == false`) but whose view, or an ancestor, sets
/// `maximumContentSizeCategory` below `.accessibilityExtraExtraExtraLarge` (AX5): people who choose a
/// larger size than the cap get no larger text. A cap at an accessibility size is reported too, as
/// Apple's audit reports it: a public project's audit notes record a bar that "grows to accessibility
/// size 2 and then holds" reported as partially unsupported. Text with a fixed size or without
/// adjustment is left to `dynamicType.unsupported` (one issue per text, not two).
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Exempt: text in system bars, which iOS caps on purpose and serves with the Large Content Viewer
/// (Apple HIG, Accessibility › Large Content Viewer), text of a custom bar's item that shows the
/// viewer with a title or label to show (as in `dynamicType.unsupported`; one without is reported
/// with `showsLargeContentViewer` in its evidence), and the system's own UI, which audits set
/// aside (`isSystemSized()`). (A public suite's comment says Apple's audit reports system-capped
/// navigation bar buttons too; here they stay exempt, as the app cannot change them.) Hidden text is not judged. Captures hold no
/// fonts or caps: not evaluated (reported by `dynamicType.unsupported`, once for the category),
/// unless the same screen was captured at a larger content size category: then a static text whose
/// frame grew, but less than the text styles of its size grow to that category (capped at
/// ``AuditThresholds/smallestAcceptableContentSizeCap``), is
/// reported with both heights (``AccessibilityHierarchy/textGrowth()``).
///
/// Sources: Apple HIG, Typography ("Supporting Dynamic Type": support the larger accessibility type
/// sizes); WCAG 2.2 SC 1.4.4 Resize Text (200 %: body text at 17 pt only doubles at AX3, 40 pt).
public struct DynamicTypePartiallyUnsupportedRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "dynamicType.partiallyUnsupported", auditType: .dynamicType, reference: .wcag(.resizeText),
        summary: """
            "Dynamic Type font sizes are partially unsupported": text that grows but stops before the
            largest size, capped by `maximumContentSizeCategory` on its view or an ancestor, a cap at an
            accessibility size included, as Apple's audit reports it (a public project's notes: a bar that
            "grows to accessibility size 2 and then holds" was reported). On captures
            with a size variant: a static text that grew, but less than text styles of its size grow to that
            category. Text that does not grow at all is left to `dynamicType.unsupported`. A custom bar's item
            that shows the Large Content Viewer with a title or label is exempt, as there. Also rests on Apple
            HIG, Typography (support the larger accessibility type sizes).
            """,
        title: """
            Apple's title, counted by name in public projects' reports of Xcode's audit; public suites match it
            in their issue handlers (`issue.compactDescription == …`).
            """,
        threshold: """
            any cap below AX5, `.accessibilityExtraExtraExtraLarge`
            (``DynamicTypePartiallyUnsupportedRule/smallestAcceptableCap``). On captures, where frames cannot
            tell
            a cap from layout: the growth text styles of its size reach at the variant's category, capped at
            AX1 (``AuditThresholds/smallestAcceptableContentSizeCap``), less \(
                AuditThresholds.text(TextGrowth.tolerance * 100)) % (``TextGrowth/tolerance``).
            """,
        evidence: [
            "text", "fontSize", "textStyle", "fontSizing", "maximumContentSizeCategory",
            "requiredMaximumContentSizeCategory", "showsLargeContentViewer",
            .init("baseContentSizeCategory", note: "with size variants"),
            .init("variantContentSizeCategory", note: "with size variants"),
            .init("baseHeight", note: "with size variants"), .init("variantHeight", note: "with size variants"),
            .init("growth", note: "with size variants"), .init("expectedGrowth", note: "with size variants"),
            .init("matchedBy", note: "with size variants"),
        ])
    /// The smallest cap that passes: `.accessibilityExtraExtraExtraLarge` (AX5), the largest size,
    /// which caps nothing.
    public static let smallestAcceptableCap = ContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// Creates the rule.
    public init() {}

    /// Reports each visible scaling text outside system bars capped below AX5.
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
                    + "\(cap.rawValue) text size (maximumContentSizeCategory), so people who choose a larger "
                    + "text size get no larger text. Remove the cap and let the layout adapt (or show the "
                    + "text in the Large Content Viewer where it cannot grow, as system bars do).",
                evidence: evidence)
        }
    }
}
