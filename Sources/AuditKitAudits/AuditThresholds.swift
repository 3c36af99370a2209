import AuditKitModel

/// The published thresholds the rules and the configuration use, each with its source, kept apart
/// from any one rule so the configuration and several rules can share them.
///
/// Each number is written here, in its constant's doc comment, and where its source is cited
/// (``WCAGSuccessCriterion``, ``AuditReference``); the articles, the other doc comments and the
/// messages the rules write link to or interpolate these constants.
public enum AuditThresholds {
    /// 4.5:1, WCAG 2.2 SC 1.4.3's contrast ratio for text.
    public static let textContrastRatio = 4.5
    /// 3:1, WCAG 2.2 SC 1.4.3's contrast ratio for large text (``largeTextPointSize``, or
    /// ``largeBoldTextPointSize`` and bold).
    public static let largeTextContrastRatio = 3.0
    /// 18 pt: from this size text is large in WCAG 2.2 SC 1.4.3 (iOS points are taken as WCAG's
    /// points, as Apple's HIG does).
    public static let largeTextPointSize = 18.0
    /// 14 pt: from this size bold text is large in WCAG 2.2 SC 1.4.3.
    public static let largeBoldTextPointSize = 14.0
    /// 3:1, WCAG 2.2 SC 1.4.11 Non-text Contrast's ratio for graphics and the parts of user interface
    /// components people need to see.
    public static let nonTextContrastRatio = 3.0
    /// AX1 (`.accessibilityMedium`), the first of the larger accessibility sizes: how far a captured
    /// text must grow between two captures of one screen at different sizes (``TextGrowth``) before
    /// it counts as scaling fully; frames measured in captures cannot tell a cap from layout, so
    /// growth is asked up to AX1 only (Apple HIG, Typography: support the larger accessibility type
    /// sizes). Live text with a cap below AX5 is reported whatever the cap
    /// (``DynamicTypePartiallyUnsupportedRule/smallestAcceptableCap``).
    public static let smallestAcceptableContentSizeCap = ContentSizeCategory.accessibilityMedium
    /// `.bold`: the lightest font weight that counts as bold for WCAG 2.2 SC 1.4.3's large text
    /// ("14 point bold"). WCAG gives no number; CSS Fonts defines `bold` as weight 700, which is
    /// `UIFont.Weight.bold`, and axe-core, the most used contrast checker, counts a weight as bold
    /// from 700 (its `boldValue` option). So `.bold`, `.heavy` and `.black` count; `.semibold` (600),
    /// `.medium` and lighter do not. With Bold Text on, the weight is first raised as iOS raises it
    /// (``Font/weight(boldText:)``).
    public static let largeTextBoldWeight: Font.Weight = .bold
    /// 24 pt, WCAG 2.2 SC 2.5.8 Target Size (Minimum): the smallest target side; what Apple's audit
    /// enforces in practice (24 × 25 pt passes, 18 × 22 pt fails).
    public static let wcagMinimumTargetSize = 24.0
    /// 44 pt, Apple HIG (Accessibility, "Buttons and controls"): the minimum tappable area of a control.
    public static let appleHIGMinimumTapTarget = 44.0
}

extension AuditThresholds {
    /// `value` as the rules' descriptors write a threshold: at most two decimals, none when whole
    /// (`4.5`, `3`, `2.67`), so the generated articles follow the constants.
    package static func text(_ value: Double) -> String {
        var digits = String(format: "%.2f", value)
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits
    }

    /// `value` as a contrast ratio in a message: ``text(_:)`` followed by `:1`.
    package static func ratio(_ value: Double) -> String { text(value) + ":1" }

    /// What ``textContrastRatio`` applies to, as the contrast messages name it: "text under
    /// ``largeTextPointSize`` pt (``largeBoldTextPointSize`` pt bold)".
    package static let smallTextInMessages =
        "text under \(text(largeTextPointSize)) pt (\(text(largeBoldTextPointSize)) pt bold)"

    /// Why the contrast rules do not judge text whose size is unknown and whose ratio passes
    /// ``largeTextContrastRatio`` but not ``textContrastRatio``, after what is unknown.
    package static let unknownSizeRatioReason =
        "its ratio passes for large text (\(ratio(largeTextContrastRatio))) but not for other text (\(ratio(textContrastRatio)))"

    /// The ratio below which a contrast under `threshold` is "Contrast failed" rather than "Contrast
    /// nearly passed", with the default ``AccessibilityAuditConfiguration/contrastNearlyPassedFraction``.
    package static func defaultContrastFailureRatio(below threshold: Double) -> Double {
        threshold * (1 - AccessibilityAuditConfiguration.defaultContrastNearlyPassedFraction)
    }
}
