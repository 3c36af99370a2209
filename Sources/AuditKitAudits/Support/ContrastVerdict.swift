import AuditKitModel
import Foundation

/// The contrast judgements both contrast rules make: which WCAG 2.2 thresholds apply to a text, the
/// verdict against one, and how a ratio is written in a message.
enum ContrastVerdict {
    /// The SC 1.4.3 thresholds that may apply to `text`: one when its size (and, between
    /// ``AuditThresholds/largeBoldTextPointSize`` and ``AuditThresholds/largeTextPointSize``, its
    /// boldness: ``isBold(_:boldText:)``) is known; both (``AuditThresholds/textContrastRatio`` and
    /// ``AuditThresholds/largeTextContrastRatio``) otherwise.
    static func thresholds(for text: TextSnapshot, boldText: Bool = false) -> [Double] {
        guard let size = text.pointSize, size.isFinite else {
            return [AuditThresholds.textContrastRatio, AuditThresholds.largeTextContrastRatio]
        }
        return thresholds(pointSizes: size...size, isBold: isBold(text, boldText: boldText))
    }

    /// Whether `text` counts as bold for WCAG's large text: its font's weight, raised by Bold Text
    /// when `boldText`, is ``AuditThresholds/largeTextBoldWeight`` or heavier (the font is the tree's
    /// fact and wins over a recorded ``TextSnapshot/isBold``); without a font, the recorded `isBold`;
    /// `nil` when neither is known.
    static func isBold(_ text: TextSnapshot?, boldText: Bool = false) -> Bool? {
        guard let text else { return nil }
        if let font = text.font { return font.weight(boldText: boldText) >= AuditThresholds.largeTextBoldWeight }
        return text.isBold
    }

    /// The SC 1.4.3 thresholds that may apply to text of `pointSizes` points and known or unknown
    /// weight: ``AuditThresholds/largeTextContrastRatio`` only when the text is surely large (at least
    /// ``AuditThresholds/largeTextPointSize``, or ``AuditThresholds/largeBoldTextPointSize`` and
    /// bold), ``AuditThresholds/textContrastRatio`` only when surely not; both when the range straddles.
    static func thresholds(pointSizes: ClosedRange<Double>, isBold: Bool?) -> [Double] {
        let (first, second) = thresholdPair(pointSizes: pointSizes, isBold: isBold)
        return second.map { [first, $0] } ?? [first]
    }

    /// ``thresholds(for:boldText:)`` without an array, for a rule judging every text: the first
    /// threshold, and the second (``AuditThresholds/largeTextContrastRatio``) when both may apply.
    static func thresholdPair(for text: TextSnapshot, boldText: Bool) -> (Double, Double?) {
        guard let size = text.pointSize, size.isFinite else {
            return (AuditThresholds.textContrastRatio, AuditThresholds.largeTextContrastRatio)
        }
        return thresholdPair(pointSizes: size...size, isBold: isBold(text, boldText: boldText))
    }

    /// ``thresholds(pointSizes:isBold:)`` without an array: the first threshold, and the second
    /// when both may apply.
    static func thresholdPair(pointSizes: ClosedRange<Double>, isBold: Bool?) -> (Double, Double?) {
        let large = AuditThresholds.largeTextContrastRatio
        let normal = AuditThresholds.textContrastRatio
        let largeFrom = isBold == true ? AuditThresholds.largeBoldTextPointSize : AuditThresholds.largeTextPointSize
        if pointSizes.lowerBound >= largeFrom { return (large, nil) }
        let normalBelow = isBold == false ? AuditThresholds.largeTextPointSize : AuditThresholds.largeBoldTextPointSize
        if pointSizes.upperBound < normalBelow { return (normal, nil) }
        return (normal, large)
    }

    /// `nil` for a pass (at or above `threshold`), `.failure` below `failsBelow`, else `.warning`.
    static func verdict(ratio: Double, threshold: Double, failsBelow: Double) -> AccessibilityAuditSeverity? {
        if ratio >= threshold { return nil }
        return ratio < failsBelow ? .failure : .warning
    }

    /// A ratio with two decimals, as "2.32:1": rounded, except that a ratio below `threshold` is cut
    /// instead when rounding would reach the threshold (4.499 prints as 4.49, not 4.50).
    static func format(ratio: Double, below threshold: Double) -> String {
        var shown = (ratio * 100).rounded() / 100
        if ratio < threshold && shown >= threshold { shown = (ratio * 100).rounded(.down) / 100 }
        return String(format: "%.2f:1", shown)
    }
}
