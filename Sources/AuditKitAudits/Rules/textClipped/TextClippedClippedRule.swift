import AuditKitModel

/// Finds text cut off at the screen's own text size or at the largest: "Text clipped".
///
/// The screen is judged as taken, then snapshotted again with the content size category set to
/// ``AccessibilityAuditConfiguration/largestContentSizeCategory`` (default AX5), so views that react
/// (a cell that stacks vertically at accessibility sizes) are judged in their new layout, with their
/// new frames; a text clipped at both is reported once, at the first. Audited across every size
/// (``HeadlessApplication/audit(for:acrossSettings:configuration:auditor:)``), an issue lists the
/// sizes that clip it. Each visible text is wrapped into its frame's width with
/// ``TextMetrics/lineCount(of:pointSize:isBold:width:)`` and fires when:
/// - it needs more lines than `numberOfLines` allows (0 = no limit): it would be truncated; or
/// - the lines it shows need more height than its frame gives, and the view or one of its ancestors
///   has a fixed height (``View/hasFixedHeight``). Without that evidence a view is taken to grow with
///   its text, as Auto Layout's intrinsic content size makes it, so only truncation counts.
///
/// Line height: the smaller of the text style's leading at that size (``TextStyle/lineHeight(for:)``,
/// scaled for custom fonts) and ``TextMetrics/lineHeight(forPointSize:)`` (1.2 × size, close to
/// `UIFont.lineHeight`, which is what `UILabel` stacks lines by); fixed fonts use the latter. Text
/// that does not scale is judged at its own size: it may already clip.
///
/// Tolerance: widths are estimates from character classes, so the width and the height the text
/// may use are both taken as ``tolerance`` larger than the frame; text that fits within that
/// margin is not flagged.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Not judged, to avoid false positives: text views that scroll and single-line text fields
/// (`scrollsWhenOverflowing`, and text field types); text in system bars and the system's own UI
/// (capped by iOS, served by the Large Content Viewer: `isSystemSized()`); hidden text; text whose frame is unknown or has no width or height
/// (an element not laid out: recorded as not evaluated); text whose size is unknown (not evaluated);
/// text in a window whose frame does not fit the screen (``ScreenPlacement/inWindowThatDoesNotFit``:
/// its frame cannot be trusted; not evaluated). Text outside the screen (scrolled away) is judged: its
/// frame's size does not depend on where it is.
/// A hierarchy that cannot be snapshotted again (a capture, a JSON import not taken at that size)
/// is not evaluated as a whole.
///
/// Sources: WCAG 2.2 SC 1.4.4 Resize Text (no loss of content when text is resized); Apple HIG,
/// Typography ("Supporting Dynamic Type": avoid truncating text at larger sizes).
public struct TextClippedClippedRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "textClipped.clipped", auditType: .textClipped, reference: .wcag(.resizeText),
        summary: """
            "Text clipped": text cut off at the screen's own text size or at the largest, judged in
            the layout the views choose at that size: more lines than `numberOfLines` allows (truncated), or
            more height than a view with a fixed height (``View/hasFixedHeight``) gives. Text views that scroll,
            single-line text fields and text in system bars are not judged; a capture, which cannot be laid out
            again, is not evaluated. Also rests on Apple HIG, Typography (avoid truncating text at larger
            sizes).
            """,
        title: """
            Apple's title, counted by name in public projects' reports of Xcode's audit.
            """,
        threshold: """
            ``AccessibilityAuditConfiguration/largestContentSizeCategory`` (AX5 by default). Text
            widths are estimates, so the width and height the text may use are taken \(
                AuditThresholds.text(tolerance * 100)) % larger than the frame
            (``TextClippedClippedRule/tolerance``).
            """,
        evidence: [
            "text", "fontSize", "contentSizeCategory", "neededLines", "allowedLines", "neededHeight",
            "availableHeight", "availableWidth", "lineHeight",
        ])
    /// How much larger than its frame, as a fraction, text may be before it counts as clipped: 0.05
    /// (5 %), for the uncertainty of estimated widths. Ours, not Apple's (Apple does not publish one).
    public static let tolerance = 0.05

    /// Creates the rule.
    public init() {}

    /// Judges the screen at its own content size category and again at the largest (re-snapshotted),
    /// and reports each text that does not fit, once (at the first category where it does not).
    public func audit(_ context: AccessibilityAuditContext) {
        let largest = context.configuration.largestContentSizeCategory
        guard let current = context.hierarchy.settings else {
            context.notEvaluated(
                self,
                reason: "the screen cannot be laid out again at \(largest.rawValue)"
                    + " (a capture or an import); text clipping needs a live app")
            return
        }
        var reported = Set<String>()
        let own = current.preferredContentSizeCategory
        let categories = own == largest ? [largest] : [own, largest]
        for (index, category) in categories.enumerated() {
            var settings = current
            settings.preferredContentSizeCategory = category
            guard let snapshot = context.hierarchy(under: settings) else {
                context.notEvaluated(
                    self,
                    reason: "the screen cannot be laid out again at \(category.rawValue)"
                        + " (a capture or an import); text clipping needs a live app")
                continue
            }
            judge(
                snapshot, at: category, context: context, reported: &reported,
                last: index == categories.count - 1)
        }
    }

    /// Reports each text of `big`, laid out at `category`, that does not fit and is not in `reported`
    /// (paths, with the text's place among the texts of its path). `last`: no category is judged after this one.
    private func judge(
        _ big: AccessibilityHierarchy, at category: ContentSizeCategory, context: AccessibilityAuditContext,
        reported: inout Set<String>, last: Bool
    ) {
        let facts = context.facts(of: big)
        let fixedAbove = facts.nearestAncestors { $0.hasFixedHeight == true }.map { $0 != nil }  // O(n), for deep trees
        let systemSized = facts.systemSized
        let placement = facts.screenPlacement
        // A text is told apart from the same text at another category by its path and its place
        // among the texts of that path. The keys only matter when a category judged before this one
        // reported something, or one is judged after it: within one category they are all distinct
        // (a path and a count), so into an empty set every key goes, and a last set is not read again.
        let keepsKeys = !last || !reported.isEmpty
        var seen: [String: Int] = [:]  // elements sharing a path are told apart by their order
        let slack = 1 + Self.tolerance
        facts.elements.withView { elements in
            // Fields are read in place (`elements[id]`); an element is copied only into its issue.
            for id in facts.viewTree.order {
                guard let text = elements[id].text, text.text.hasContent,
                    elements[id].isVisible != false, !systemSized[id], text.scrollsWhenOverflowing != true
                else { continue }
                let type = elements[id].elementType
                guard type != .textField, type != .secureTextField, type != .searchField else { continue }
                guard let frame = elements[id].frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else {
                    context.notEvaluated(self, reason: "the text's frame is unknown or empty", elementCount: 1)
                    continue
                }
                let elementID = elements[id].id  // its index, unless a hand-made hierarchy says otherwise
                if placement[elementID] == .inWindowThatDoesNotFit {
                    context.notEvaluated(
                        self,
                        reason:
                            "its window does not fit the screen (another orientation?), so its frame cannot be trusted",
                        elementCount: 1)
                    continue
                }
                guard
                    let pointSize = text.pointSize
                        ?? text.font?.pointSize(for: category, maximum: text.maximumContentSizeCategory),
                    pointSize > 0
                else {
                    context.notEvaluated(self, reason: "the text's size is unknown", elementCount: 1)
                    continue
                }
                // Without a line limit and without a fixed height above, the view grows with its text:
                // nothing can be clipped, so the lines need not be counted.
                let limit = text.numberOfLines ?? 0
                let fixedHeight = elements[id].hasFixedHeight == true || fixedAbove[elementID]
                guard limit > 0 || fixedHeight else { continue }
                let needed = TextMetrics.lineCount(
                    of: text.text, pointSize: pointSize, isBold: text.isBold ?? false,
                    width: frame.width * slack)
                let truncated = limit > 0 && needed > limit
                let shown = limit > 0 ? min(needed, limit) : needed
                let lineHeight = Self.lineHeight(text, pointSize: pointSize, category: category)
                let height = Double(shown) * lineHeight
                let tooShort = !truncated && fixedHeight && height > frame.height * slack
                guard truncated || tooShort else { continue }
                // The path, from the shared path index (bounded time each), given to the report too.
                let path = facts.paths.path(of: elementID)
                if keepsKeys {
                    seen[path, default: 0] += 1
                    guard reported.insert("\(path)#\(seen[path] ?? 0)").inserted else { continue }
                }
                // Only a text that is reported has its evidence and message written.
                var evidence = AccessibilityAuditEvidence()
                evidence[.text] = text.text
                evidence[.fontSize] = pointSize
                evidence[.contentSizeCategory] = category.rawValue
                evidence[.availableWidth] = Double(frame.width)
                if truncated {
                    evidence[.neededLines] = needed
                    evidence[.allowedLines] = limit
                } else {
                    evidence[.neededLines] = shown
                    evidence[.lineHeight] = lineHeight
                    evidence[.neededHeight] = height
                    evidence[.availableHeight] = Double(frame.height)
                }
                context.report(
                    self, element: elements[id], in: big, path: path, compactDescription: "Text clipped",
                    detailedDescription: Self.detail(
                        text.text, pointSize: pointSize, at: category, width: frame.width, height: frame.height,
                        needed: needed, limit: truncated ? limit : nil, shown: shown, shownHeight: height),
                    evidence: evidence)
            }
        }
    }

    /// The detailed description of a text at `category` that needs `needed` lines: truncated to
    /// `limit` lines, or (`limit` `nil`) `shown` lines `shownHeight` high in a frame `height` high.
    private static func detail(
        _ text: String, pointSize: Double, at category: ContentSizeCategory, width: Double, height: Double,
        needed: Int, limit: Int?, shown: Int, shownHeight: Double
    ) -> String {
        var detail = MessageFormat.Text(capacity: 256)
        detail.append("At ")
        detail.append(category.rawValue)
        detail.append(" the text '")
        detail.append(MessageFormat.excerpt(text))
        detail.append("' (")
        detail.append(ElementSnapshot.format(pointSize.rounded()))
        detail.append(" pt) needs about ")
        if let limit {
            detail.append(needed)
            detail.append(" lines in its ")
            detail.append(ElementSnapshot.format(width))
            detail.append(" pt width but may show only ")
            detail.append(limit)
            detail.append(" (numberOfLines): the rest is truncated. Set numberOfLines to 0 and let the layout grow.")
        } else {
            detail.append(shown)
            detail.append(" line(s), ")
            detail.append(ElementSnapshot.format(shownHeight.rounded()))
            detail.append(" pt high, but its frame is only ")
            detail.append(ElementSnapshot.format(height))
            detail.append(
                " pt high. Let the frame grow with its content (or switch to a vertical layout at accessibility sizes)."
            )
        }
        return detail.string
    }

    /// The height of one line, in points: the smaller of the style's leading (scaled for custom fonts)
    /// and 1.2 × `pointSize`.
    static func lineHeight(_ text: TextSnapshot, pointSize: Double, category: ContentSizeCategory) -> Double {
        let plain = TextMetrics.lineHeight(forPointSize: pointSize)
        guard let style = text.font?.textStyle else { return plain }
        let effective: ContentSizeCategory =
            text.adjustsFontForContentSizeCategory == false
            ? .large : text.maximumContentSizeCategory.map { min($0, category) } ?? category
        let styleSize = style.pointSize(for: effective)
        guard styleSize > 0 else { return plain }
        let leading = style.lineHeight(for: effective) * pointSize / styleSize
        return min(leading, plain)
    }
}
