// The one catalogue of the standards the rules rest on: each WCAG 2.2 success criterion and Apple
// page is written here once, and rules refer to it (`reference: .wcag(.contrastMinimum)`).

import AuditKitModel

extension WCAGSuccessCriterion {
    /// SC 1.1.1 Non-text Content (A).
    public static let nonTextContent = Self(
        number: "1.1.1", title: "Non-text Content", level: .a, anchor: "non-text-content")
    /// SC 1.3.1 Info and Relationships (A).
    public static let infoAndRelationships = Self(
        number: "1.3.1", title: "Info and Relationships", level: .a,
        anchor: "info-and-relationships")
    /// SC 1.3.2 Meaningful Sequence (A).
    public static let meaningfulSequence = Self(
        number: "1.3.2", title: "Meaningful Sequence", level: .a, anchor: "meaningful-sequence")
    /// SC 1.4.1 Use of Color (A).
    public static let useOfColor = Self(number: "1.4.1", title: "Use of Color", level: .a, anchor: "use-of-color")
    /// SC 1.4.3 Contrast (Minimum) (AA): 4.5:1 for text, 3:1 for large text, which is at least 18
    /// point, or 14 point and bold (``AuditThresholds/textContrastRatio``,
    /// ``AuditThresholds/largeTextContrastRatio``, ``AuditThresholds/largeTextPointSize``,
    /// ``AuditThresholds/largeBoldTextPointSize``).
    public static let contrastMinimum = Self(
        number: "1.4.3", title: "Contrast (Minimum)", level: .aa, anchor: "contrast-minimum")
    /// SC 1.4.4 Resize Text (AA): text resizable up to 200 % without loss of content.
    public static let resizeText = Self(number: "1.4.4", title: "Resize Text", level: .aa, anchor: "resize-text")
    /// SC 1.4.11 Non-text Contrast (AA): 3:1 for graphics and the parts of user interface components
    /// people need to see (``AuditThresholds/nonTextContrastRatio``). Judged from a screenshot only
    /// (``ContrastNonTextRule``): a hierarchy does not record which pixels an icon draws.
    public static let nonTextContrast = Self(
        number: "1.4.11", title: "Non-text Contrast", level: .aa, anchor: "non-text-contrast")
    /// SC 2.1.1 Keyboard (A): all functionality operable without a pointer (VoiceOver is such an interface).
    public static let keyboard = Self(number: "2.1.1", title: "Keyboard", level: .a, anchor: "keyboard")
    /// SC 2.1.2 No Keyboard Trap (A).
    public static let noKeyboardTrap = Self(
        number: "2.1.2", title: "No Keyboard Trap", level: .a, anchor: "no-keyboard-trap")
    /// SC 2.3.3 Animation from Interactions (AAA).
    public static let animationFromInteractions = Self(
        number: "2.3.3", title: "Animation from Interactions", level: .aaa,
        anchor: "animation-from-interactions")
    /// SC 2.4.3 Focus Order (A).
    public static let focusOrder = Self(number: "2.4.3", title: "Focus Order", level: .a, anchor: "focus-order")
    /// SC 2.4.6 Headings and Labels (AA).
    public static let headingsAndLabels = Self(
        number: "2.4.6", title: "Headings and Labels", level: .aa, anchor: "headings-and-labels")
    /// SC 2.5.3 Label in Name (A).
    public static let labelInName = Self(number: "2.5.3", title: "Label in Name", level: .a, anchor: "label-in-name")
    /// SC 2.5.8 Target Size (Minimum) (AA): 24 × 24 CSS pixels (``AuditThresholds/wcagMinimumTargetSize``).
    public static let targetSizeMinimum = Self(
        number: "2.5.8", title: "Target Size (Minimum)", level: .aa, anchor: "target-size-minimum")
    /// SC 3.3.2 Labels or Instructions (A).
    public static let labelsOrInstructions = Self(
        number: "3.3.2", title: "Labels or Instructions", level: .a,
        anchor: "labels-or-instructions")
    /// SC 4.1.2 Name, Role, Value (A).
    public static let nameRoleValue = Self(
        number: "4.1.2", title: "Name, Role, Value", level: .a, anchor: "name-role-value")

    /// Every criterion of the catalogue, in number order.
    public static let catalogue: [WCAGSuccessCriterion] = [
        .nonTextContent, .infoAndRelationships, .meaningfulSequence, .useOfColor, .contrastMinimum, .resizeText,
        .nonTextContrast, .keyboard, .noKeyboardTrap, .animationFromInteractions, .focusOrder, .headingsAndLabels,
        .labelInName, .targetSizeMinimum, .labelsOrInstructions, .nameRoleValue,
    ]
}

extension AuditReference {
    /// The reference for a WCAG 2.2 success criterion: titled `WCAG 2.2 SC <number> <title>`, linking
    /// to its section of the Recommendation.
    public static func wcag(_ criterion: WCAGSuccessCriterion) -> AuditReference {
        AuditReference(title: criterion.name, url: criterion.url)
    }

    /// Apple's Human Interface Guidelines, Accessibility (VoiceOver, Reduce Transparency, Reduce
    /// Motion, Smart Invert, Differentiate Without Color, Buttons and controls: 44 × 44 pt).
    public static let appleHIGAccessibility = AuditReference(
        title: "Apple HIG: Accessibility",
        url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
    /// Apple's Human Interface Guidelines, Typography (Supporting Dynamic Type).
    public static let appleHIGTypography = AuditReference(
        title: "Apple HIG: Typography", url: "https://developer.apple.com/design/human-interface-guidelines/typography")
    /// Apple's documentation of `accessibilityLabel`: do not include the element's type in the label.
    public static let appleAccessibilityLabel = AuditReference(
        title: "Apple: accessibilityLabel (do not include the element's type)",
        url: "https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel")
    /// Apple's documentation of `accessibilityIgnoresInvertColors` (Smart Invert leaves such views alone).
    public static let appleIgnoresInvertColors = AuditReference(
        title: "Apple: accessibilityIgnoresInvertColors (Smart Invert)",
        url: "https://developer.apple.com/documentation/uikit/uiview/accessibilityignoresinvertcolors")
}
