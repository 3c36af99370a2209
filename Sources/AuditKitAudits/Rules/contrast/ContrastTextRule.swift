import AuditKitModel
import Foundation

/// "Contrast failed" and "Contrast nearly passed": text whose colour does not stand out enough
/// from what is behind it.
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Decisions:
/// - Disabled elements (`.notEnabled`) are exempt: SC 1.4.3 excepts inactive UI components.
///   Invisible text is skipped.
/// - Text whose colour is unknown, or drawn over an image or video (`effectiveBackgroundColor ==
///   nil`: over an earlier sibling that draws one, or inside an image view or a `displaysMedia`
///   view, unless a view in between paints an opaque background), is not evaluated and counted.
///   A text element of a hierarchy JSON file (source `json`) without `text` (what it draws, its
///   colour and font) is not evaluated and counted too.
///   Over an image or video is checked against the tree too, whatever background colour the
///   hierarchy records (a JSON file may say white): an image or video painted behind the text that
///   overlaps it, an earlier sibling's (or inside an earlier sibling) or an ancestor's, with no
///   opaque background painted between (``AccessibilityHierarchy/pictureBehind()``): not judged from
///   a flat colour, not evaluated and counted. Captures have no colours: one record for the whole
///   capture.
/// - Boldness is checked against the tree: where the text's font is known, its weight decides (Bold
///   Text applied when the screen's settings say it is on), whatever a recorded `isBold` says;
///   without a font, the recorded `isBold` (`ContrastVerdict.isBold(_:boldText:)`).
/// - With a screenshot attached (``AccessibilityHierarchy/attachScreenshot(_:)``), what is unknown
///   is measured from its pixels instead (``AccessibilityHierarchy/measureContrast(of:)``): a
///   capture's text elements and text buttons, and drawn text whose colours the hierarchy lacks.
///   Known colours are still used as above. The large-text threshold then uses the font when known,
///   else the point sizes estimated from the frame and the strokes; a frame that is not one colour
///   on another (a photo, a gradient, several text colours), or strokes thinner than a pixel whose
///   measurement is only a lower bound below the threshold, is not evaluated. Evidence adds
///   `colorSource` (`screenshot`), `screenshotScale`, the measured `pixelRegion…` and, without a
///   font, `estimatedFontSizeMinimum`/`Maximum` and `lineCount`.
/// - Text of unknown size is judged against both thresholds: below the large-text one (below both)
///   it is reported at any size, with the lenient severity (a warning when large text would nearly
///   pass); passing both, it passes; passing only the large-text one, it is not evaluated and counted.
/// - Placeholder text (``TextSnapshot/isPlaceholder`` `true`) below its threshold is reported with
///   the same compact texts but always as a warning, never a failure, and its detailed description
///   says it is the placeholder. WCAG 2.2's Understanding document for SC 1.4.3 applies the ratio
///   to placeholder text, but UIKit's default placeholder colour (``Color/placeholderText``, about
///   1.74:1 on white) is below the threshold for text, so failing it would fail every default text field: a warning
///   lets teams see it without that. A placeholder in a custom colour that passes is not reported.
/// - SC 1.4.11 (non-text contrast of icons) is `contrast.nonText`'s, and needs a screenshot.
/// - iOS points are taken as WCAG's points for the large-text sizes, as Apple's HIG does. The ratio
///   (``RGBA/contrastRatio(_:_:)``) is compared unrounded; messages show it to two decimals, cut
///   rather than rounded when it fails (4.499:1 shows as 4.49:1, never 4.50:1).
public struct ContrastTextRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "contrast.text", auditType: .contrast, reference: .wcag(.contrastMinimum),
        summary: """
            text whose colour does not stand out enough from what is behind it: "Contrast failed",
            or "Contrast nearly passed" just under the threshold. The ratio is that of the text colour
            composited over the element's opaque background. Disabled text is exempt (WCAG excepts inactive
            components). Text of unknown colour, or drawn over an image or video (an image or video painted
            behind it in the tree, whatever background colour the hierarchy records), is not evaluated; with a
            screenshot attached, unknown colours are measured from its pixels instead, and a frame that is not
            one colour on another (a photo, a gradient) is not evaluated. A text field's placeholder below its
            threshold is always a warning, since UIKit's default placeholder colour is below \(
                AuditThresholds.text(AuditThresholds.textContrastRatio)):1.
            """,
        title: """
            Apple's title, counted by name in public projects' reports of Xcode's audit ("Contrast failed",
            "Contrast nearly passed"); public suites match it in their issue handlers
            (`issue.compactDescription == …`) for "Contrast nearly passed".
            """,
        threshold: """
            \(AuditThresholds.text(AuditThresholds.textContrastRatio)):1, or \(
                AuditThresholds.text(AuditThresholds.largeTextContrastRatio)):1 for large text (at least \(
                AuditThresholds.text(AuditThresholds.largeTextPointSize)) pt, or at least \(
                AuditThresholds.text(AuditThresholds.largeBoldTextPointSize)) pt and bold;
            ``AuditThresholds/textContrastRatio``, ``AuditThresholds/largeTextContrastRatio``). Bold is a font
            weight of `.bold` (CSS's 700) or heavier, with Bold Text applied
            (``AuditThresholds/largeTextBoldWeight``):
            the font's weight decides over a recorded `isBold`. Below the
            threshold × (1 − ``AccessibilityAuditConfiguration/contrastNearlyPassedFraction``), by default below \(
                AuditThresholds.text(AuditThresholds.defaultContrastFailureRatio(below: AuditThresholds.textContrastRatio))):1
            and \(
                AuditThresholds.text(
                    AuditThresholds.defaultContrastFailureRatio(below: AuditThresholds.largeTextContrastRatio))):1,
            it is a failure; from there up to the threshold, a warning. Text of unknown size is judged only when
            both thresholds agree.
            """,
        evidence: [
            "text", "contrastRatio", "requiredContrastRatio", "contrastFailureRatio", "foregroundColor",
            "backgroundColor", "isLargeText", "isPlaceholder", "fontSize", "isBold", "fontWeight",
            .init("colorSource", note: "with a screenshot"), .init("screenshotScale", note: "with a screenshot"),
            .init("pixelRegionX", note: "with a screenshot"), .init("pixelRegionY", note: "with a screenshot"),
            .init("pixelRegionWidth", note: "with a screenshot"),
            .init("pixelRegionHeight", note: "with a screenshot"),
            .init("estimatedFontSizeMinimum", note: "with a screenshot"),
            .init("estimatedFontSizeMaximum", note: "with a screenshot"),
            .init("lineCount", note: "with a screenshot"),
        ])

    /// WCAG 2.2 SC 1.4.3's ratio for text, ``AuditThresholds/textContrastRatio``.
    public static let textThreshold = AuditThresholds.textContrastRatio
    /// WCAG 2.2 SC 1.4.3's ratio for large text, ``AuditThresholds/largeTextContrastRatio``.
    public static let largeTextThreshold = AuditThresholds.largeTextContrastRatio

    /// Creates the rule.
    public init() {}

    /// Reports each visible, enabled text below its threshold; counts what it cannot judge.
    public func audit(_ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        if hierarchy.screenshot != nil {
            // Elements whose colours are unknown (a capture's, or an export's without colours) are
            // measured from the screenshot's pixels.
            PixelContrastJudgement.auditText(self, context)
            if hierarchy.source.isCapture { return }
        } else if hierarchy.source.isCapture {
            context.notEvaluated(self, reason: "the capture has no colours")
            return
        }
        let configuration = context.configuration
        let facts = context.facts(of: hierarchy)
        let pictureBehind = hierarchy.pictureBehind(viewTree: facts.viewTree)
        let boldText = hierarchy.settings?.isBoldTextEnabled ?? false
        // A screen's texts share a few colour pairs and styles: each pair's hex strings and
        // comparison text, and the evidence all texts of one style on one pair share, are written
        // once per audit, not once per text.
        var comparisons: [Comparison.Key: Comparison] = [:]
        var written: [SharedEvidence: (comparison: String, evidence: AccessibilityAuditEvidence)] = [:]
        var lastPair: (foreground: RGBA, background: RGBA, ratio: Double)?
        facts.elements.withView { elements in
            // Fields are read in place (`elements[id]`); an element is copied only into its issue.
            for id in facts.viewTree.order {
                guard let text = elements[id].text, text.text.hasContent else { continue }
                guard elements[id].isVisible == true, (elements[id].effectiveAlpha ?? 1) > 0.01,
                    !elements[id].isDisabled
                else { continue }
                guard let foreground = text.color else {
                    if hierarchy.screenshot == nil {
                        context.notEvaluated(self, reason: "the text colour is unknown", elementCount: 1)
                    }
                    continue
                }
                guard let background = elements[id].effectiveBackgroundColor else {
                    if hierarchy.screenshot != nil { continue }  // measured from the pixels above
                    context.notEvaluated(
                        self, reason: "the text is drawn over an image or video, or its background is unknown",
                        elementCount: 1)
                    continue
                }
                if pictureBehind[elements[id].id] != nil {
                    context.notEvaluated(
                        self,
                        reason:
                            "the text is drawn over an image or video: no flat background colour decides its contrast",
                        elementCount: 1)
                    continue
                }
                // Texts in a row mostly share their colours: the last pair's ratio is kept (the same
                // bits in give the same ratio out).
                let ratio: Double
                if let last = lastPair, last.foreground.hasSameBits(as: foreground),
                    last.background.hasSameBits(as: background)
                {
                    ratio = last.ratio
                } else {
                    ratio = RGBA.contrastRatio(foreground.composited(over: background), background)
                    lastPair = (foreground, background, ratio)
                }
                // One threshold, or both (text's and large text's) when the size or weight is unknown: then
                // judged only when both give the same verdict.
                let (first, second) = ContrastVerdict.thresholdPair(for: text, boldText: boldText)
                var verdict = Self.verdict(
                    ratio: ratio, threshold: first, failsBelow: configuration.contrastFailureRatio(below: first))
                if let second {
                    let other = Self.verdict(
                        ratio: ratio, threshold: second, failsBelow: configuration.contrastFailureRatio(below: second))
                    // Below both (under the large-text minimum) is below at any size: the
                    // lenient severity. Passing one leaves the verdict to the unknown size.
                    guard let one = verdict, let two = other else {
                        if verdict != other {
                            context.notEvaluated(self, reason: Self.unknownSizeReason, elementCount: 1)
                        }
                        continue
                    }
                    verdict = one == .warning || two == .warning ? .warning : .failure
                }
                guard let severity = verdict else { continue }
                // With the size unknown, both thresholds agreed: quote the lenient one.
                let threshold = second.map { min(first, $0) } ?? first
                let sizeKnown = second == nil
                let isPlaceholder = text.isPlaceholder == true
                let isBold = ContrastVerdict.isBold(text, boldText: boldText)
                let key = Comparison.Key(
                    foreground: foreground, background: background, threshold: threshold, sizeKnown: sizeKnown)
                let shared = SharedEvidence(
                    comparison: key, fontSize: text.pointSize, isBold: isBold,
                    fontWeight: text.font?.weight(boldText: boldText), isPlaceholder: isPlaceholder)
                let known: (comparison: String, evidence: AccessibilityAuditEvidence)
                if let found = written[shared] {
                    known = found
                } else {
                    let comparison =
                        comparisons[key]
                        ?? Comparison(
                            foreground: foreground, background: background, ratio: ratio, threshold: threshold,
                            sizeKnown: sizeKnown)
                    if comparisons.count < Self.comparisonCacheLimit, comparisons[key] == nil {
                        comparisons[key] = comparison
                    }
                    var evidence = AccessibilityAuditEvidence()
                    evidence[.contrastRatio] = ratio
                    evidence[.requiredContrastRatio] = threshold
                    evidence[.contrastFailureRatio] = configuration.contrastFailureRatio(below: threshold)
                    evidence[.foregroundColor] = comparison.foreground
                    evidence[.backgroundColor] = comparison.background
                    evidence[.isLargeText] = sizeKnown ? threshold == Self.largeTextThreshold : nil
                    evidence[.fontSize] = text.pointSize
                    evidence[.isBold] = isBold
                    evidence[.fontWeight] = shared.fontWeight?.rawValue
                    evidence[.isPlaceholder] = isPlaceholder
                    known = (comparison.text, evidence)
                    if written.count < Self.comparisonCacheLimit { written[shared] = known }
                }
                // Texts of one style on one pair share all their evidence but the text: each issue
                // adds its text to a copy.
                var evidence = known.evidence
                evidence[.text] = text.text
                context.report(
                    self, element: elements[id],
                    compactDescription: severity == .failure ? "Contrast failed" : "Contrast nearly passed",
                    detailedDescription: Self.detail(
                        text: text.text, comparison: known.comparison, isPlaceholder: isPlaceholder),
                    severity: isPlaceholder ? .warning : severity, evidence: evidence)
            }
        }
        // Hierarchy JSON from other tools may leave out what a text element draws: not judged, said.
        if hierarchy.screenshot == nil {
            let unknown = UnknownFacts.textElementsWithoutText(in: facts)
            if unknown > 0 {
                context.notEvaluated(self, reason: UnknownFacts.drawnTextUnknown, elementCount: unknown)
            }
        }
    }

    /// The thresholds that may apply: one when size (and, between the large-text sizes of bold and
    /// other text, boldness) is known;
    /// both otherwise. Boldness from the font's weight, raised by Bold Text when `boldText`.
    static func thresholds(for text: TextSnapshot, boldText: Bool = false) -> [Double] {
        ContrastVerdict.thresholds(for: text, boldText: boldText)
    }

    /// Why text of unknown size between the large-text and the text threshold is not evaluated.
    static let unknownSizeReason = "the text size or weight is unknown, and " + AuditThresholds.unknownSizeRatioReason

    /// `nil` for a pass (at or above `threshold`), `.failure` below `failsBelow`, else `.warning`.
    static func verdict(ratio: Double, threshold: Double, failsBelow: Double) -> AccessibilityAuditSeverity? {
        ContrastVerdict.verdict(ratio: ratio, threshold: threshold, failsBelow: failsBelow)
    }

    /// A ratio with two decimals, as "2.32:1": rounded, except that a ratio below `threshold` is cut
    /// instead when rounding would reach the threshold (4.499 prints as 4.49, not 4.50).
    static func format(ratio: Double, below threshold: Double) -> String {
        ContrastVerdict.format(ratio: ratio, below: threshold)
    }

    /// The most colour pairs one audit keeps written (``Comparison``): a screen has a few; a
    /// generated one with a colour per text stays bounded.
    static let comparisonCacheLimit = 1_024

    /// What an issue says about one colour pair at one threshold: the colours' hex strings and
    /// "` is #767676 on #FFFFFF: 4.48:1, needs …:1 for …`" (``AuditThresholds/smallTextInMessages``). The ratio
    /// follows from the pair, so the pair, the threshold and whether the size is known decide it.
    struct Comparison {
        /// What decides a comparison's text.
        struct Key: Hashable {
            let foreground: RGBA
            let background: RGBA
            let threshold: Double
            let sizeKnown: Bool
        }

        /// The hex strings of the text colour and of its background (``RGBA/hexString``).
        let foreground: String
        let background: String
        /// From " is" to the size the threshold is for.
        let text: String

        init(foreground: RGBA, background: RGBA, ratio: Double, threshold: Double, sizeKnown: Bool) {
            self.foreground = foreground.hexString
            self.background = background.hexString
            let need = threshold == threshold.rounded() ? "\(Int(threshold)):1" : "\(threshold):1"
            let size =
                !sizeKnown
                ? "text of any size"
                : threshold == largeTextThreshold ? "large text" : AuditThresholds.smallTextInMessages
            text =
                " is \(self.foreground) on \(self.background): \(format(ratio: ratio, below: threshold)), needs \(need) for \(size)"
        }
    }

    /// What decides every evidence value of an issue but its `text`: the colour pair and threshold
    /// (``Comparison/Key``: the ratio follows from the pair), the size, the boldness, the font
    /// weight (Bold Text applied) and whether it is a placeholder.
    struct SharedEvidence: Hashable {
        let comparison: Comparison.Key
        let fontSize: Double?
        let isBold: Bool?
        let fontWeight: Font.Weight?
        let isPlaceholder: Bool
    }

    /// What the detailed description of a placeholder adds after its ``Comparison/text``.
    static let placeholderNote =
        ". WCAG 2.2 SC 1.4.3 applies to placeholder text, and UIKit's default placeholder colour (placeholderText) is below \(AuditThresholds.ratio(textThreshold)) on white, so its severity is warning (a test fails on it unless failOn is .failure). Darken or lighten the placeholder (attributedPlaceholder) or its background."

    /// The detailed description of `text` with its ``Comparison/text``.
    static func detail(text: String, comparison: String, isPlaceholder: Bool) -> String {
        // At most 40 bytes is at most 40 characters: no need to count them.
        let shown = text.utf8.count > 40 && text.count > 40 ? String(text.prefix(40)) + "…" : text
        var detail = MessageFormat.Text(capacity: 400)
        detail.append(isPlaceholder ? "The placeholder '" : "The text '")
        detail.append(shown)
        detail.append("'")
        detail.append(comparison)
        if isPlaceholder {
            detail.append(placeholderNote)
        } else {
            detail.append(" (WCAG 2.2 SC 1.4.3). Darken or lighten the text or its background.")
        }
        return detail.string
    }
}

extension RGBA {
    /// Whether `other` holds the very same four numbers, bit for bit (unlike `==`, `0` and `-0`
    /// differ and a NaN matches itself): a computation from one gives the same result from the other.
    fileprivate func hasSameBits(as other: RGBA) -> Bool {
        red.bitPattern == other.red.bitPattern && green.bitPattern == other.green.bitPattern
            && blue.bitPattern == other.blue.bitPattern && alpha.bitPattern == other.alpha.bitPattern
    }
}
