import AuditKitModel
import Foundation

/// How the contrast rules judge text and icons from a screenshot's pixels, where the hierarchy has
/// no colours: which elements, which threshold, and what the measurement allows them to say.
enum PixelContrastJudgement {
    /// What the pixels say about one element.
    enum Outcome {
        /// At or above the threshold (a lower bound that reaches it counts: the truth is higher).
        case passes(MeasuredContrast, threshold: Double)
        /// Below the threshold: a failure, or a warning within the nearly-passed margin. `sizeKnown`:
        /// one threshold applied (else both agreed, and `threshold` is the lenient one).
        case below(MeasuredContrast, threshold: Double, severity: AccessibilityAuditSeverity, sizeKnown: Bool)
        /// Not judged, and why (counted as not evaluated).
        case notEvaluated(String)
    }

    /// The largest width and height, in points, of a labelled image judged as an icon: 64 pt. Ours:
    /// no published source draws the line between an icon and a picture; a larger labelled image may
    /// be a photo or an illustration, which is not two colours, and is left to the text alternative
    /// rules.
    static let largestIconSide = 64.0

    /// The text a capture's element shows, when it is a text element: static text, a text view or
    /// a text field (its value, else its placeholder), or a headless/JSON element that draws text.
    static func shownText(_ element: ElementSnapshot) -> (text: String, isPlaceholder: Bool)? {
        if let text = element.text, (text.text).hasContent { return (text.text, text.isPlaceholder == true) }
        guard element.elementType.isText else { return nil }
        switch element.elementType {
        case .textField, .secureTextField, .searchField:
            if let value = element.value, (value).hasContent, value != element.placeholderValue {
                return (value, false)
            }
            if let placeholder = element.placeholderValue ?? element.value, (placeholder).hasContent {
                return (placeholder, true)
            }
            return nil
        default:
            if let value = element.value, (value).hasContent { return (value, false) }
            if let label = element.label, (label).hasContent { return (label, false) }
            return nil
        }
    }

    /// Whether a measured element looks like one icon rather than text: one line of strokes, at
    /// most two runs of columns, and a bounding box no more than 1.6 times as wide as tall.
    static func looksLikeIcon(_ measured: MeasuredContrast) -> Bool {
        let strokes = measured.strokeBounds
        guard strokes.height > 0 else { return false }
        return measured.lineCount == 1 && measured.strokeColumnRuns <= 2
            && Double(strokes.width) <= 1.6 * Double(strokes.height)
    }

    /// Judges `measured` against `thresholds`: each threshold's verdict must agree, else the text
    /// size decides and is unknown. A lower bound (no solid strokes) can pass but never fail.
    static func judge(
        _ measured: MeasuredContrast, thresholds: [Double], configuration: AccessibilityAuditConfiguration,
        unknownSizeReason: String
    ) -> Outcome {
        let verdicts = thresholds.map {
            ContrastVerdict.verdict(
                ratio: measured.ratio, threshold: $0, failsBelow: configuration.contrastFailureRatio(below: $0))
        }
        let lenient = thresholds.min() ?? AuditThresholds.textContrastRatio
        if verdicts.allSatisfy({ $0 == nil }) { return .passes(measured, threshold: lenient) }
        guard measured.isForegroundSolid else {
            return .notEvaluated(
                "its strokes are thinner than a pixel at this scale, so its colour cannot be read (at least "
                    + ContrastVerdict.format(ratio: measured.ratio, below: 0) + ")")
        }
        // Below every threshold (under the large-text minimum): below at any size, with the
        // lenient threshold's severity (a warning when large text would nearly pass). One passing
        // threshold leaves the verdict to the unknown size.
        let below = verdicts.compactMap { $0 }
        guard below.count == verdicts.count, let first = below.first else {
            return .notEvaluated(unknownSizeReason)
        }
        let severity = below.contains(.warning) ? AccessibilityAuditSeverity.warning : first
        return .below(measured, threshold: lenient, severity: severity, sizeKnown: Set(thresholds).count == 1)
    }

    /// Why text measured in a screenshot whose size is unknown is not judged (``judge(_:thresholds:configuration:unknownSizeReason:)``).
    static let unknownTextSizeReason =
        "whether it is large text (\(AuditThresholds.text(AuditThresholds.largeTextPointSize)) pt, or \(AuditThresholds.text(AuditThresholds.largeBoldTextPointSize)) pt bold) is unknown, and "
        + AuditThresholds.unknownSizeRatioReason

    /// Judges the text of `element` from the screenshot: SC 1.4.3, with the text's own size and
    /// weight when known, else the point sizes estimated from its frame and strokes.
    static func judgeText(
        _ element: ElementSnapshot, in hierarchy: AccessibilityHierarchy,
        configuration: AccessibilityAuditConfiguration
    ) -> Outcome {
        let measured: MeasuredContrast
        switch hierarchy.measureContrast(of: element) {
        case .success(let m): measured = m
        case .failure(let why): return .notEvaluated(why.reason)
        }
        let thresholds: [Double]
        if let text = element.text, text.pointSize != nil {
            thresholds = ContrastVerdict.thresholds(for: text)
        } else {
            thresholds = ContrastVerdict.thresholds(
                pointSizes: measured.estimatedPointSizes, isBold: ContrastVerdict.isBold(element.text))
        }
        return judge(
            measured, thresholds: thresholds, configuration: configuration,
            unknownSizeReason: unknownTextSizeReason)
    }

    /// Whether the element `id` of `elements` is an image-only button or an icon the non-text rule judges: a visible,
    /// enabled button or interactive view showing an image and no text (headless and JSON), a
    /// capture's button without children whose strokes look like one icon, or a labelled image of at
    /// most ``largestIconSide`` on each side (a meaningful icon; unlabelled images may be decoration).
    /// Its fields are read in place, without a copy of the element; `isCapture`: whether the
    /// hierarchy is a capture.
    @inline(__always)
    static func isIconCandidate(_ elements: BufferView<ElementSnapshot>, _ id: Int, isCapture: Bool) -> Bool {
        guard elements[id].isVisible != false, !elements.isDisabled(id), let frame = elements[id].frame,
            frame.isFiniteRect
        else {
            return false
        }
        let hasText = elements[id].text.map { ($0.text).hasContent } ?? false
        if elements[id].image != nil && !hasText {
            return elements[id].elementType == .button || elements[id].isInteractive == true
                || elements[id].isAccessibilityElement == true
        }
        if hasText { return false }
        if elements[id].elementType == .image {
            return elements[id].accessibleName != nil && elements[id].isAccessibilityElement != false
                && frame.width <= largestIconSide && frame.height <= largestIconSide
        }
        if elements[id].elementType == .button && elements[id].children.isEmpty && isCapture {
            return elements[id].accessibleName != nil
        }
        return false
    }

    /// Judges an icon or image-only button from the screenshot against SC 1.4.11's ratio
    /// (``AuditThresholds/nonTextContrastRatio``). A capture's
    /// button whose strokes look like text is left to the text rule (`nil`).
    static func judgeIcon(
        _ element: ElementSnapshot, in hierarchy: AccessibilityHierarchy,
        configuration: AccessibilityAuditConfiguration
    ) -> Outcome? {
        let measured: MeasuredContrast
        switch hierarchy.measureContrast(of: element) {
        case .success(let m): measured = m
        case .failure(let why):
            return element.image != nil || element.elementType == .image ? .notEvaluated(why.reason) : nil
        }
        if element.image == nil && element.elementType == .button && !looksLikeIcon(measured) { return nil }
        return judge(
            measured, thresholds: [AuditThresholds.nonTextContrastRatio], configuration: configuration,
            unknownSizeReason: "")
    }

    /// Whether a capture's childless, labelled button shows text rather than one icon (the text
    /// rule then judges it); `false` when it cannot be measured.
    static func captureButtonShowsText(_ element: ElementSnapshot, in hierarchy: AccessibilityHierarchy) -> Bool {
        guard case .success(let measured) = hierarchy.measureContrast(of: element) else { return false }
        return !looksLikeIcon(measured)
    }

    // MARK: Reporting

    /// The text elements a hierarchy with a screenshot is judged on by the text rule, and whether
    /// each shows a placeholder: elements drawing text whose colours are unknown, and a capture's
    /// text elements and childless labelled buttons. Visible (or shown on screen when a dump does not
    /// say), enabled, not transparent.
    static func textCandidates(in hierarchy: AccessibilityHierarchy) -> [(
        element: ElementSnapshot, text: String, isPlaceholder: Bool
    )] {
        let screen = hierarchy.screenFrame
        return hierarchy.viewTreeElements.compactMap { element in
            guard element.isShown(on: screen), (element.effectiveAlpha ?? 1) > 0.01,
                !element.isDisabled
            else { return nil }
            if let text = element.text {
                // Known colours are judged from them, not from pixels.
                guard (text.text).hasContent, text.color == nil || element.effectiveBackgroundColor == nil else {
                    return nil
                }
                return (element, text.text, text.isPlaceholder == true)
            }
            guard hierarchy.source.isCapture else { return nil }
            if let shown = shownText(element) { return (element, shown.text, shown.isPlaceholder) }
            if element.elementType == .button, element.children.isEmpty, let label = element.accessibleName {
                return (element, label, false)
            }
            return nil
        }
    }

    /// Runs the text rule's pixel path: reports each candidate below its threshold through `context`
    /// and counts what it could not judge.
    static func auditText(_ rule: some AccessibilityAuditRule, _ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        guard let screenshot = hierarchy.screenshot, let scale = screenshot.scale else { return }
        for candidate in textCandidates(in: hierarchy) {
            let element = candidate.element
            if element.text == nil, element.elementType == .button {
                // A capture's button shows text or one icon: the non-text rule judges icons.
                guard case .success(let measured) = hierarchy.measureContrast(of: element) else {
                    context.notEvaluated(
                        rule, reason: "a button's content could not be measured in the screenshot", elementCount: 1)
                    continue
                }
                if looksLikeIcon(measured) { continue }
            }
            switch judgeText(element, in: hierarchy, configuration: context.configuration) {
            case .passes:
                continue
            case .notEvaluated(let reason):
                context.notEvaluated(rule, reason: reason, elementCount: 1)
            case .below(let measured, let threshold, let severity, let sizeKnown):
                var evidence = self.evidence(
                    measured, threshold: threshold, scale: scale, configuration: context.configuration)
                evidence[.text] = candidate.text
                evidence[.isPlaceholder] = candidate.isPlaceholder
                evidence[.isLargeText] = sizeKnown ? threshold == AuditThresholds.largeTextContrastRatio : nil
                evidence[.fontSize] = element.text?.pointSize
                evidence[.isBold] = ContrastVerdict.isBold(element.text)
                if element.text?.pointSize == nil {
                    evidence[.estimatedFontSizeMinimum] = measured.estimatedPointSizes.lowerBound
                    evidence[.estimatedFontSizeMaximum] = measured.estimatedPointSizes.upperBound
                    evidence[.lineCount] = measured.lineCount
                }
                context.report(
                    rule, element: element,
                    compactDescription: severity == .failure ? "Contrast failed" : "Contrast nearly passed",
                    detailedDescription: textDetail(
                        candidate.text, measured, threshold: threshold, scale: scale,
                        sizeKnown: sizeKnown, isPlaceholder: candidate.isPlaceholder),
                    severity: candidate.isPlaceholder ? .warning : severity, evidence: evidence)
            }
        }
    }

    /// Runs the non-text rule: each icon or image-only button below its threshold is reported.
    static func auditIcons(_ rule: some AccessibilityAuditRule, _ context: AccessibilityAuditContext) {
        let hierarchy = context.hierarchy
        guard let screenshot = hierarchy.screenshot, let scale = screenshot.scale else { return }
        let facts = context.facts(of: hierarchy)
        let candidates = facts.elements.withView { elements in
            facts.viewTree.order.filter { isIconCandidate(elements, $0, isCapture: facts.isCapture) }
        }
        for id in candidates {
            let element = facts.elements[id]
            guard let outcome = judgeIcon(element, in: hierarchy, configuration: context.configuration) else {
                continue
            }
            switch outcome {
            case .passes:
                continue
            case .notEvaluated(let reason):
                context.notEvaluated(rule, reason: reason, elementCount: 1)
            case .below(let measured, let threshold, let severity, _):
                let name =
                    element.accessibleName.map { "'\(ElementSnapshot.oneLine($0))'" }
                    ?? "this \(element.elementType.xcuiName.lowercased())"
                context.report(
                    rule, element: element,
                    compactDescription: severity == .failure ? "Contrast failed" : "Contrast nearly passed",
                    detailedDescription:
                        "The icon of \(name) measures \(measured.foreground) on \(measured.background) in the "
                        + "screenshot (\(measured.region) at \(scale)x): \(ContrastVerdict.format(ratio: measured.ratio, below: threshold)), "
                        + "needs \(AuditThresholds.ratio(AuditThresholds.nonTextContrastRatio)) for icons and the parts of controls people must see (WCAG 2.2 SC 1.4.11). "
                        + "Darken or lighten the icon or what is around it.",
                    severity: severity,
                    evidence: evidence(
                        measured, threshold: threshold, scale: scale, configuration: context.configuration))
            }
        }
    }

    /// The evidence both rules record for a measurement below `threshold`.
    static func evidence(
        _ measured: MeasuredContrast, threshold: Double, scale: Int,
        configuration: AccessibilityAuditConfiguration
    ) -> AccessibilityAuditEvidence {
        var evidence = AccessibilityAuditEvidence()
        evidence[.contrastRatio] = measured.ratio
        evidence[.requiredContrastRatio] = threshold
        evidence[.contrastFailureRatio] = configuration.contrastFailureRatio(below: threshold)
        evidence[.foregroundColor] = measured.foreground.description
        evidence[.backgroundColor] = measured.background.description
        evidence[.colorSource] = "screenshot"
        evidence[.screenshotScale] = scale
        evidence[.pixelRegionX] = measured.region.x
        evidence[.pixelRegionY] = measured.region.y
        evidence[.pixelRegionWidth] = measured.region.width
        evidence[.pixelRegionHeight] = measured.region.height
        return evidence
    }

    /// The detailed description of text measured below its threshold.
    static func textDetail(
        _ text: String, _ measured: MeasuredContrast, threshold: Double, scale: Int, sizeKnown: Bool,
        isPlaceholder: Bool
    ) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        let need = threshold == threshold.rounded() ? "\(Int(threshold)):1" : "\(threshold):1"
        let size =
            !sizeKnown
            ? "text of any size"
            : threshold == AuditThresholds.largeTextContrastRatio ? "large text" : AuditThresholds.smallTextInMessages
        let what = isPlaceholder ? "The placeholder" : "The text"
        var detail =
            "\(what) '\(shown)' measures \(measured.foreground) on \(measured.background) in the screenshot "
            + "(\(measured.region) at \(scale)x): \(ContrastVerdict.format(ratio: measured.ratio, below: threshold)), needs \(need) for \(size) (WCAG 2.2 SC 1.4.3). "
        detail +=
            isPlaceholder
            ? "A placeholder below its threshold is a warning, as UIKit's default placeholder colour is below \(AuditThresholds.ratio(AuditThresholds.textContrastRatio)) on white. Darken or lighten the placeholder or its background."
            : "Darken or lighten the text or its background."
        return detail
    }
}
