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
/// Exempt: text in system bars (navigation bars, tab bars, toolbars), which iOS caps on purpose and
/// serves with the Large Content Viewer (Apple HIG, Accessibility › Large Content Viewer). Hidden text
/// is not judged. Captures hold no fonts: their text is recorded as not evaluated, never passed.
///
/// Sources: Apple HIG, Typography ("Supporting Dynamic Type"); WCAG 2.2 SC 1.4.4 Resize Text (text
/// resizable up to 200 % without assistive technology).
public struct DynamicTypeUnsupportedRule: AccessibilityAuditRule {
    /// `dynamicType.unsupported`.
    public let ruleID = "dynamicType.unsupported"
    /// ``AccessibilityAuditType/dynamicType``.
    public let auditType = AccessibilityAuditType.dynamicType
    /// WCAG 2.2 SC 1.4.4 Resize Text.
    public let reference = AuditReference(title: "WCAG 2.2 SC 1.4.4 Resize Text",
                                          url: "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html")

    /// Creates the rule.
    public init() {}

    /// Reports each visible text outside system bars that has a fixed font or does not adjust.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        let candidates = DynamicTypeEvidence.textElements(in: hierarchy)
        if hierarchy.source.isCapture {
            let count = DynamicTypeEvidence.capturedTextCount(in: hierarchy)
            if count > 0 { context.notEvaluated(self, reason: "the capture has no fonts", elementCount: count) }
            return
        }
        var evidence = DynamicTypeEvidence(context: context)
        for element in candidates {
            guard let text = element.text, let font = text.font else {
                context.notEvaluated(self, reason: "the text's font is unknown", elementCount: 1)
                continue
            }
            let fixed = font.sizing == .fixed
            let notAdjusting = text.adjustsFontForContentSizeCategory == false
            guard fixed || notAdjusting else { continue }
            if evidence.grows(element, in: hierarchy) { continue }
            let why = fixed
                ? "its font has a fixed size of \(ElementSnapshot.format(font.pointSize)) pt"
                : "it does not adjust for the content size category (adjustsFontForContentSizeCategory is false)"
            context.report(self, element: element, compactDescription: "Dynamic Type font sizes are unsupported",
                           detailedDescription: "The text '\(DynamicTypeEvidence.excerpt(text.text))' stays the same size "
                            + "when the user chooses a larger text size: \(why). Use a text style "
                            + "(UIFont.preferredFont(forTextStyle:)) or scale a custom font with UIFontMetrics, "
                            + "and set adjustsFontForContentSizeCategory to true.")
        }
    }
}

/// Facts shared by the two Dynamic Type rules.
struct DynamicTypeEvidence {
    let context: AccessibilityAuditContext
    /// Growth by path number (see `AccessibilityHierarchy.pathNumbers`), and the numbers of the audited hierarchy.
    private var grown: (byPath: [Int: Bool], numbers: [Int])?

    init(context: AccessibilityAuditContext) { self.context = context }

    /// Visible elements that draw text, outside system bars, in view-tree order.
    static func textElements(in hierarchy: AccessibilityHierarchy) -> [ElementSnapshot] {
        hierarchy.viewTreeElements.filter { element in
            guard let text = element.text, !text.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return false }
            return element.isVisible != false && !element.isInSystemBar
        }
    }

    /// Text-bearing elements of a capture (static texts, text views, fields and labelled buttons) outside system bars.
    static func capturedTextCount(in hierarchy: AccessibilityHierarchy) -> Int {
        let inBar = hierarchy.hasAncestor { $0.elementType.isSystemBar }
        return hierarchy.elements.filter { element in
            guard element.isVisible != false, !element.isInSystemBar, !inBar[element.id] else { return false }
            return element.elementType.isText || (element.elementType == .button && element.accessibleName != nil)
        }.count
    }

    /// Whether a re-snapshot shows `element`'s text larger at the largest category than at `.large`
    /// (matched by path). `false` when the screen cannot be snapshotted again.
    mutating func grows(_ element: ElementSnapshot, in hierarchy: AccessibilityHierarchy) -> Bool {
        if grown == nil { grown = measureGrowth(of: hierarchy) }
        guard let grown, grown.numbers.indices.contains(element.id) else { return false }
        return grown.byPath[grown.numbers[element.id]] ?? false
    }

    /// Paths are compared by number, not as strings, so deep trees cost O(n), not O(n × depth).
    private func measureGrowth(of hierarchy: AccessibilityHierarchy) -> (byPath: [Int: Bool], numbers: [Int]) {
        var table: [AccessibilityHierarchy.PathStep: Int] = [:]
        let numbers = hierarchy.pathNumbers(table: &table)
        guard context.canResnapshot else { return ([:], numbers) }
        var base = context.hierarchy.settings ?? .default
        base.preferredContentSizeCategory = .large
        var large = base
        large.preferredContentSizeCategory = context.configuration.largestContentSizeCategory
        guard large.preferredContentSizeCategory > .large,
              let small = context.hierarchy(under: base), let big = context.hierarchy(under: large) else { return ([:], numbers) }
        let smallNumbers = small.pathNumbers(table: &table)
        var sizes: [Int: Double] = [:]
        for element in small.elements where element.text?.pointSize != nil {
            sizes[smallNumbers[element.id]] = element.text?.pointSize
        }
        let bigNumbers = big.pathNumbers(table: &table)
        var result: [Int: Bool] = [:]
        for element in big.elements {
            guard let size = element.text?.pointSize else { continue }
            let path = bigNumbers[element.id]
            if let before = sizes[path] { result[path] = size > before + 0.5 }
        }
        return (result, numbers)
    }

    /// The first 40 characters of `text`, for messages.
    static func excerpt(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }
}
