import AuditKitModel
import Foundation

/// Text of a capture compared with the same text in a capture at a larger content size category
/// (``AccessibilityHierarchy/sizeVariants``): whether it grew, by how much, and how much the Dynamic
/// Type table says it should have.
public struct TextGrowth: Hashable, Codable, Sendable {
    /// How two elements were found to be the same text.
    public enum Match: String, Hashable, Codable, Sendable {
        /// The same accessibility identifier, once in each capture.
        case identifier
        /// The same path (see ``AccessibilityHierarchy/path(of:)``) and text.
        case path
        /// The same type and text, once in each capture.
        case label
        /// The same type and text, at the same position among the elements with that text, in reading order.
        case readingOrder
    }
    /// What the Dynamic Type audit concludes.
    public enum Verdict: String, Hashable, Codable, Sendable {
        /// It grew as text that follows Dynamic Type does.
        case grew
        /// It grew, but less than any text style that reaches the accessibility sizes would.
        case stoppedShort
        /// It did not grow (by at most ``TextGrowth/tolerance``).
        case didNotGrow
    }

    /// The text.
    public var text: String
    /// The category the base capture was taken at (``AccessibilityHierarchy/capturedContentSizeCategory``).
    public var baseCategory: ContentSizeCategory
    /// The variant's category.
    public var variantCategory: ContentSizeCategory
    /// The element's frame height in the base capture, in points.
    public var baseHeight: Double
    /// The matched element's frame height in the variant, in points.
    public var variantHeight: Double
    /// `variantHeight / baseHeight`.
    public var growth: Double
    /// The least growth that passes: what the text styles whose size at the base category is near
    /// this text's (its height per line / 1.2, within a factor of 1.3) reach at the variant's
    /// category capped at AX1 (a cap at AX1 or above passes, as for headless screens), less
    /// ``tolerance``.
    public var expectedGrowth: Double
    /// How the elements were matched.
    public var match: Match
    /// The conclusion.
    public var verdict: Verdict

    /// How much a text may grow and still count as not grown, and how much less than the text styles'
    /// growth still passes, as a fraction: 0.05 (5 %), for frames rounded to whole points. Ours (Apple
    /// publishes no tolerance).
    public static let tolerance = 0.05
    /// The base capture's element id.
    public var elementID: Int
}

extension AccessibilityHierarchy {
    /// The text of this capture that Dynamic Type should grow, compared with each larger size variant.
    ///
    /// Judged: visible static texts with text and a frame, outside system bars (which iOS caps on
    /// purpose and serves with the Large Content Viewer). A button's, field's or cell's frame is its
    /// control's, which layouts often fix while the text inside grows, so they are not judged from
    /// frames. Elements are matched by identifier, then path and text, then text alone when it is
    /// unique, then position among the same texts in reading order.
    ///
    /// - Returns: One comparison per judged element and larger variant, and the elements that could
    ///   not be found in a variant (by id).
    public func textGrowth() -> (comparisons: [TextGrowth], unmatched: [Int]) {
        let base = capturedContentSizeCategory
        let candidates = Self.growthCandidates(in: self)
        var comparisons: [TextGrowth] = []
        var unmatched = Set<Int>()
        for variant in sizeVariants where variant.contentSizeCategory > base {
            let others = Self.growthCandidates(in: variant.hierarchy)
            let matches = Self.match(candidates, in: self, with: others, in: variant.hierarchy)
            for element in candidates {
                guard let (other, how) = matches[element.id], let frame = element.frame, let otherFrame = other.frame
                else {
                    unmatched.insert(element.id)
                    continue
                }
                let growth = otherFrame.height / frame.height
                let expected = Self.expectedGrowth(height: frame.height, from: base, to: variant.contentSizeCategory)
                let verdict: TextGrowth.Verdict =
                    growth <= 1 + TextGrowth.tolerance ? .didNotGrow : growth < expected ? .stoppedShort : .grew
                comparisons.append(
                    TextGrowth(
                        text: Self.growthText(element) ?? "", baseCategory: base,
                        variantCategory: variant.contentSizeCategory, baseHeight: frame.height,
                        variantHeight: otherFrame.height, growth: growth, expectedGrowth: expected,
                        match: how, verdict: verdict, elementID: element.id))
            }
        }
        return (comparisons, unmatched.sorted())
    }

    /// Visible static texts with text and a usable frame, outside the system's chrome (system bars and
    /// the system's UI: `isSystemSized()`), in view-tree order.
    static func growthCandidates(in hierarchy: AccessibilityHierarchy) -> [ElementSnapshot] {
        let systemSized = hierarchy.isSystemSized()
        return hierarchy.viewTreeElements.filter { element in
            guard element.elementType == .staticText, element.isVisible != false, !systemSized[element.id],
                growthText(element) != nil, let frame = element.frame, frame.isFiniteRect, frame.height >= 1
            else { return false }
            return true
        }
    }

    /// The text an element shows: its drawn text, else its value, else its label.
    static func growthText(_ element: ElementSnapshot) -> String? {
        [element.text?.text, element.value, element.label].compactMap { $0 }.first { ($0).hasContent }
    }

    /// Matches `elements` of `hierarchy` with `others` of `other`: identifier, path and text, unique
    /// text, then position among equal texts in reading order.
    static func match(
        _ elements: [ElementSnapshot], in hierarchy: AccessibilityHierarchy, with others: [ElementSnapshot],
        in other: AccessibilityHierarchy
    ) -> [Int: (ElementSnapshot, TextGrowth.Match)] {
        var result: [Int: (ElementSnapshot, TextGrowth.Match)] = [:]
        var taken = Set<Int>()
        func unique<K: Hashable>(_ list: [ElementSnapshot], _ key: (ElementSnapshot) -> K?) -> [K: ElementSnapshot] {
            var counts: [K: Int] = [:]
            var first: [K: ElementSnapshot] = [:]
            for element in list {
                if let k = key(element) {
                    counts[k, default: 0] += 1
                    if first[k] == nil { first[k] = element }
                }
            }
            return first.filter { counts[$0.key] == 1 }
        }
        func pass<K: Hashable>(_ how: TextGrowth.Match, _ key: (ElementSnapshot, AccessibilityHierarchy) -> K?) {
            let mine = unique(elements.filter { result[$0.id] == nil }) { key($0, hierarchy) }
            let theirs = unique(others.filter { !taken.contains($0.id) }) { key($0, other) }
            for (k, element) in mine {
                if let match = theirs[k] {
                    result[element.id] = (match, how)
                    taken.insert(match.id)
                }
            }
        }
        pass(.identifier) { element, _ in element.identifier.flatMap { $0.isEmpty ? nil : $0 } }
        pass(.path) { element, h in growthText(element).map { h.path(of: element.id) + "\u{0}" + $0 } }
        pass(.label) { element, _ in growthText(element) }
        // Same texts in reading order, when both captures have as many.
        var mineByText: [String: [ElementSnapshot]] = [:]
        var theirsByText: [String: [ElementSnapshot]] = [:]
        for element in elements where result[element.id] == nil {
            if let t = growthText(element) { mineByText[t, default: []].append(element) }
        }
        for element in others where !taken.contains(element.id) {
            if let t = growthText(element) { theirsByText[t, default: []].append(element) }
        }
        for (text, mine) in mineByText {
            guard let theirs = theirsByText[text], theirs.count == mine.count else { continue }
            for (a, b) in zip(mine, theirs) { result[a.id] = (b, .readingOrder) }
        }
        return result
    }

    /// The least growth from `base` to `variant` (capped at AX1) of the text styles whose size at
    /// `base` is within a factor of 1.3 of a line `height` points tall (size ≈ height / 1.2), less
    /// ``TextGrowth/tolerance``.
    /// Falls back to every style when none is near (very large or multi-line text).
    static func expectedGrowth(height: Double, from base: ContentSizeCategory, to variant: ContentSizeCategory)
        -> Double
    {
        let target = min(variant, AuditThresholds.smallestAcceptableContentSizeCap)
        let size = height / 1.2
        let near = TextStyle.allCases.filter { (size / 1.3...size * 1.3).contains($0.pointSize(for: base)) }
        let styles = near.isEmpty ? TextStyle.allCases : near
        let least = styles.map { $0.pointSize(for: target) / $0.pointSize(for: base) }.min() ?? 1
        return max(1 + TextGrowth.tolerance, least * (1 - TextGrowth.tolerance))
    }
}

/// Reports the Dynamic Type rules' findings on captures with size variants.
enum TextGrowthReporting {
    /// Reports each comparison with `verdict` through `context` for `rule`, records the texts not
    /// found in a variant (for the `.didNotGrow` rule only, so they are counted once), and returns
    /// how many elements were judged (matched in every larger variant).
    static func audit(
        _ rule: some AccessibilityAuditRule, _ context: AccessibilityAuditContext, verdict: TextGrowth.Verdict
    ) -> Int {
        let hierarchy = context.hierarchy
        guard hierarchy.sizeVariants.contains(where: { $0.contentSizeCategory > hierarchy.capturedContentSizeCategory })
        else { return 0 }
        let (comparisons, unmatched) = hierarchy.textGrowth()
        if verdict == .didNotGrow, !unmatched.isEmpty {
            context.notEvaluated(
                rule,
                reason: "a text was not found in the size variant (matched by identifier, path, text or reading order)",
                elementCount: unmatched.count)
        }
        var reported = Set<Int>()
        for comparison in comparisons where comparison.verdict == verdict && !reported.contains(comparison.elementID) {
            guard let element = hierarchy[comparison.elementID] else { continue }
            reported.insert(comparison.elementID)
            let heights =
                "its frame is \(ElementSnapshot.format(comparison.baseHeight)) pt tall at \(comparison.baseCategory.rawValue) "
                + "and \(ElementSnapshot.format(comparison.variantHeight)) pt at \(comparison.variantCategory.rawValue)"
            let text = MessageFormat.excerpt(comparison.text)
            var evidence = AccessibilityAuditEvidence()
            evidence[.text] = comparison.text
            evidence[.baseContentSizeCategory] = comparison.baseCategory.rawValue
            evidence[.variantContentSizeCategory] = comparison.variantCategory.rawValue
            evidence[.baseHeight] = comparison.baseHeight
            evidence[.variantHeight] = comparison.variantHeight
            evidence[.growth] = comparison.growth
            evidence[.expectedGrowth] = comparison.expectedGrowth
            evidence[.matchedBy] = comparison.match.rawValue
            switch verdict {
            case .didNotGrow:
                context.report(
                    rule, element: element, compactDescription: "Dynamic Type font sizes are unsupported",
                    detailedDescription: "The text '\(text)' did not grow when the text size grew: \(heights). "
                        + "Use a text style (UIFont.preferredFont(forTextStyle:)) or scale a custom font with UIFontMetrics, "
                        + "set adjustsFontForContentSizeCategory to true, and let its height follow the text (no fixed height).",
                    evidence: evidence)
            case .stoppedShort:
                context.report(
                    rule, element: element, compactDescription: "Dynamic Type font sizes are partially unsupported",
                    detailedDescription: "The text '\(text)' grew less than text that follows Dynamic Type: \(heights) "
                        + "(\(String(format: "%.2f", comparison.growth))×; a text style of its size grows at least "
                        + "\(String(format: "%.2f", comparison.expectedGrowth))× up to AX1). Remove maximumContentSizeCategory, "
                        + "or raise it to an accessibility size.", evidence: evidence)
            case .grew:
                break
            }
        }
        return Set(comparisons.map(\.elementID)).subtracting(unmatched).count
    }
}
