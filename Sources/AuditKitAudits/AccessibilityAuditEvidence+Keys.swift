// The documented evidence keys: each key once, as a static member of its type, and its unit and
// meaning once, in `documentedKeys` below. IssueEvidence.md is written from them and from the
// rules' descriptors (`swift run auditkit-docgen`).

import AuditKitModel

// MARK: Texts and labels
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `text` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var text: Self { Self("text") }
    /// The `label` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var label: Self { Self("label") }
    /// The `labelKind` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var labelKind: Self { Self("labelKind") }
    /// The `value` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var value: Self { Self("value") }
    /// The `placeholder` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var placeholder: Self { Self("placeholder") }
}

// MARK: Texts and labels
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// The `valueIsOnlyState` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var valueIsOnlyState: Self { Self("valueIsOnlyState") }
    /// The `isImage` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isImage: Self { Self("isImage") }
    /// The `hasAccessibleName` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var hasAccessibleName: Self { Self("hasAccessibleName") }
}

// MARK: Contrast
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `contrastRatio` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var contrastRatio: Self { Self("contrastRatio") }
    /// The `requiredContrastRatio` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var requiredContrastRatio: Self { Self("requiredContrastRatio") }
    /// The `contrastFailureRatio` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var contrastFailureRatio: Self { Self("contrastFailureRatio") }
}

// MARK: Contrast
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `foregroundColor` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var foregroundColor: Self { Self("foregroundColor") }
    /// The `backgroundColor` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var backgroundColor: Self { Self("backgroundColor") }
}

// MARK: Contrast
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// The `isLargeText` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isLargeText: Self { Self("isLargeText") }
    /// The `isPlaceholder` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isPlaceholder: Self { Self("isPlaceholder") }
}

// MARK: Screenshots and size variants
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `colorSource` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var colorSource: Self { Self("colorSource") }
    /// The `baseContentSizeCategory` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var baseContentSizeCategory: Self { Self("baseContentSizeCategory") }
    /// The `variantContentSizeCategory` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var variantContentSizeCategory: Self { Self("variantContentSizeCategory") }
    /// The `matchedBy` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var matchedBy: Self { Self("matchedBy") }
}

// MARK: Screenshots and size variants
extension AccessibilityAuditEvidence.Key where V == Int {
    /// The `screenshotScale` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var screenshotScale: Self { Self("screenshotScale") }
    /// The `pixelRegionX` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var pixelRegionX: Self { Self("pixelRegionX") }
    /// The `pixelRegionY` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var pixelRegionY: Self { Self("pixelRegionY") }
    /// The `pixelRegionWidth` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var pixelRegionWidth: Self { Self("pixelRegionWidth") }
    /// The `pixelRegionHeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var pixelRegionHeight: Self { Self("pixelRegionHeight") }
    /// The `lineCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var lineCount: Self { Self("lineCount") }
}

// MARK: Screenshots and size variants
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `estimatedFontSizeMinimum` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var estimatedFontSizeMinimum: Self { Self("estimatedFontSizeMinimum") }
    /// The `estimatedFontSizeMaximum` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var estimatedFontSizeMaximum: Self { Self("estimatedFontSizeMaximum") }
    /// The `baseHeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var baseHeight: Self { Self("baseHeight") }
    /// The `variantHeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var variantHeight: Self { Self("variantHeight") }
    /// The `growth` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var growth: Self { Self("growth") }
    /// The `expectedGrowth` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var expectedGrowth: Self { Self("expectedGrowth") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `fontSize` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var fontSize: Self { Self("fontSize") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// The `isBold` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isBold: Self { Self("isBold") }
    /// The `adjustsFontForContentSizeCategory` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var adjustsFontForContentSizeCategory: Self { Self("adjustsFontForContentSizeCategory") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `textStyle` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var textStyle: Self { Self("textStyle") }
    /// The `fontSizing` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var fontSizing: Self { Self("fontSizing") }
    /// The `contentSizeCategory` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var contentSizeCategory: Self { Self("contentSizeCategory") }
    /// The `maximumContentSizeCategory` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var maximumContentSizeCategory: Self { Self("maximumContentSizeCategory") }
    /// The `requiredMaximumContentSizeCategory` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var requiredMaximumContentSizeCategory: Self { Self("requiredMaximumContentSizeCategory") }
}

// MARK: Sizes
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `width` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var width: Self { Self("width") }
    /// The `height` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var height: Self { Self("height") }
    /// The `minimumSize` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var minimumSize: Self { Self("minimumSize") }
    /// The `neededHeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var neededHeight: Self { Self("neededHeight") }
    /// The `availableHeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var availableHeight: Self { Self("availableHeight") }
    /// The `availableWidth` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var availableWidth: Self { Self("availableWidth") }
    /// The `lineHeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var lineHeight: Self { Self("lineHeight") }
}

// MARK: Sizes
extension AccessibilityAuditEvidence.Key where V == Int {
    /// The `neededLines` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var neededLines: Self { Self("neededLines") }
    /// The `allowedLines` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var allowedLines: Self { Self("allowedLines") }
}

// MARK: Reach
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// The `isAccessibilityElement` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isAccessibilityElement: Self { Self("isAccessibilityElement") }
    /// The `isInAccessibilityView` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isInAccessibilityView: Self { Self("isInAccessibilityView") }
    /// The `isInteractive` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isInteractive: Self { Self("isInteractive") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// The `traits` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var traits: Self { Self("traits") }
    /// The `expectedTraits` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var expectedTraits: Self { Self("expectedTraits") }
    /// The `missingTraits` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var missingTraits: Self { Self("missingTraits") }
    /// The `conflictingTraits` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var conflictingTraits: Self { Self("conflictingTraits") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `repeatedWord` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var repeatedWord: Self { Self("repeatedWord") }
    /// The `repeatedTrait` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var repeatedTrait: Self { Self("repeatedTrait") }
    /// The `expandedStatus` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var expandedStatus: Self { Self("expandedStatus") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == Int {
    /// The `groupElementCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var groupElementCount: Self { Self("groupElementCount") }
    /// The `modalElementCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var modalElementCount: Self { Self("modalElementCount") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `groupGap` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var groupGap: Self { Self("groupGap") }
    /// The `centreOffset` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var centreOffset: Self { Self("centreOffset") }
}

extension AccessibilityAuditEvidence.Key where V == String {
    /// The `titlePlacement` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var titlePlacement: Self { Self("titlePlacement") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// The `hasActivation` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var hasActivation: Self { Self("hasActivation") }
    /// The `hasAdjustment` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var hasAdjustment: Self { Self("hasAdjustment") }
    /// The `handlesEscape` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var handlesEscape: Self { Self("handlesEscape") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `structuralProblem` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var structuralProblem: Self { Self("structuralProblem") }
    /// The `containerPath` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var containerPath: Self { Self("containerPath") }
    /// The `dimmingColor` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var dimmingColor: Self { Self("dimmingColor") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == Int {
    /// The `hiddenInteractiveCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var hiddenInteractiveCount: Self { Self("hiddenInteractiveCount") }
    /// The `coveredElementCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var coveredElementCount: Self { Self("coveredElementCount") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// The `hiddenInteractiveElements` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var hiddenInteractiveElements: Self { Self("hiddenInteractiveElements") }
    /// The `childLabels` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var childLabels: Self { Self("childLabels") }
    /// The `coveredElements` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var coveredElements: Self { Self("coveredElements") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `dimmingCoverage` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var dimmingCoverage: Self { Self("dimmingCoverage") }
}

// MARK: Selection
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// The `highlightColors` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var highlightColors: Self { Self("highlightColors") }
    /// The `regularColors` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var regularColors: Self { Self("regularColors") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `accessibilitySetting` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var accessibilitySetting: Self { Self("accessibilitySetting") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == Int {
    /// The `likeElementCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var likeElementCount: Self { Self("likeElementCount") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// The `states` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var states: Self { Self("states") }
    /// The `motionEffects` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var motionEffects: Self { Self("motionEffects") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// The `isTranslucentMaterial` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var isTranslucentMaterial: Self { Self("isTranslucentMaterial") }
    /// The `showsLargeContentViewer` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var showsLargeContentViewer: Self { Self("showsLargeContentViewer") }
    /// The `displaysMedia` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var displaysMedia: Self { Self("displaysMedia") }
    /// The `ignoresInvertColors` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var ignoresInvertColors: Self { Self("ignoresInvertColors") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `fontWeight` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var fontWeight: Self { Self("fontWeight") }
}

// MARK: The screen
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `capturedUnderModal` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var capturedUnderModal: Self { Self("capturedUnderModal") }
    /// The `presentation` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var presentation: Self { Self("presentation") }
}

// MARK: What VoiceOver says
extension AccessibilityAuditEvidence.Key where V == String {
    /// The `spoken` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var spoken: Self { Self("spoken") }
    /// The `repeatedPart` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var repeatedPart: Self { Self("repeatedPart") }
    /// The `repeatedText` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var repeatedText: Self { Self("repeatedText") }
    /// The `twinPath` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var twinPath: Self { Self("twinPath") }
    /// The `notDrawnBecause` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var notDrawnBecause: Self { Self("notDrawnBecause") }
    /// The `markImage` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var markImage: Self { Self("markImage") }
}

// MARK: What VoiceOver says
extension AccessibilityAuditEvidence.Key where V == Int {
    /// The `sameNameCount` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var sameNameCount: Self { Self("sameNameCount") }
}

// MARK: What VoiceOver says
extension AccessibilityAuditEvidence.Key where V == Double {
    /// The `activationPointX` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var activationPointX: Self { Self("activationPointX") }
    /// The `activationPointY` key; <doc:IssueEvidence> gives its unit, meaning and the rules that set it.
    public static var activationPointY: Self { Self("activationPointY") }
}

extension AccessibilityAuditEvidence {
    /// A group of documented keys, a section of <doc:IssueEvidence>.
    public enum KeyGroup: String, CaseIterable, Hashable, Sendable {
        /// Texts and labels.
        case textsAndLabels = "Texts and labels"
        /// Contrast.
        case contrast = "Contrast"
        /// Fonts and Dynamic Type.
        case fontsAndDynamicType = "Fonts and Dynamic Type"
        /// Sizes.
        case sizes = "Sizes"
        /// Reach.
        case reach = "Reach"
        /// Traits and actions.
        case traitsAndActions = "Traits and actions"
        /// Containers.
        case containers = "Containers"
        /// Selection.
        case selection = "Selection"
        /// Display settings.
        case displaySettings = "Display settings"
        /// Screenshots and size variants.
        case screenshotsAndSizeVariants = "Screenshots and size variants"
        /// What VoiceOver says.
        case whatVoiceOverSays = "What VoiceOver says"
        /// The screen.
        case theScreen = "The screen"

        /// The sentence under the group's heading, if any.
        public var introduction: String? {
            switch self {
            case .whatVoiceOverSays:
                "Set by the rules that judge what VoiceOver says, from the same reading `auditkit describe` prints."
            default: nil
            }
        }
    }

    /// A documented key: its name and type, the unit of its values, its group and what it means.
    public struct KeyDocumentation: Hashable, Sendable {
        /// The key's name, such as `contrastRatio`.
        public let name: String
        /// The type of its values: `Double`, `Int`, `String`, `Bool` or `[String]`.
        public let type: String
        /// The unit of its values (`points`, `count`, `sRGB hex`, …); empty when none applies.
        public let unit: String
        /// The section of <doc:IssueEvidence> that lists it.
        public let group: KeyGroup
        /// What it means (Markdown).
        public let meaning: String
        /// Whether any rule may record it, whatever the rule (the modal view an element lies behind),
        /// rather than the rules that list it in their descriptors.
        public let recordedByAnyRule: Bool

        init<V>(
            _ key: Key<V>, _ group: KeyGroup, unit: String = "", _ meaning: String, recordedByAnyRule: Bool = false
        ) {
            name = key.name
            type = V.self == [String].self ? "[String]" : String(describing: V.self)
            self.unit = unit
            self.group = group
            self.meaning = meaning
            self.recordedByAnyRule = recordedByAnyRule
        }
    }

    /// Every documented key, in the order of <doc:IssueEvidence>: the one list of their units and
    /// meanings. Built-in rules record only these keys, and each lists the keys it records in its
    /// descriptor (``AccessibilityAuditRuleDescriptor/evidence``).
    public static let documentedKeys: [KeyDocumentation] = [
        .init(
            Key.text, .textsAndLabels,
            "The whole text concerned: the text the element draws (on captures, a static text's label or value), never cut."
        ),
        .init(Key.label, .textsAndLabels, "The element's `accessibilityLabel`."),
        .init(
            Key.labelKind, .textsAndLabels,
            "What makes the label unreadable: `identifier`, `fileName`, `assetName`, `symbolName` or `notText` (`Reason`)."
        ),
        .init(Key.value, .textsAndLabels, "The element's `accessibilityValue`, when it has one."),
        .init(
            Key.valueIsOnlyState, .textsAndLabels,
            "Whether the element's value only tells its state (a switch's `1`, a slider's `50%`), so it does not describe the element."
        ),
        .init(
            Key.isImage, .textsAndLabels,
            "Whether the element is an image (type or `.image` trait), which decides the advice (label it or hide it)."),
        .init(Key.placeholder, .textsAndLabels, "The placeholder that is the element's only name."),
        .init(
            Key.hasAccessibleName, .textsAndLabels,
            "Whether the element has a name VoiceOver could speak (label, a static text's value, or placeholder)."),
        .init(
            Key.contrastRatio, .contrast, unit: "ratio (`n` for `n:1`)",
            "The contrast ratio of the text colour (composited over the background) to the background, `n` for `n:1`, unrounded."
        ),
        .init(
            Key.requiredContrastRatio, .contrast, unit: "ratio (`n` for `n:1`)",
            "The ratio the text needs: \(AuditThresholds.text(AuditThresholds.textContrastRatio)) for text, \(AuditThresholds.text(AuditThresholds.largeTextContrastRatio)) for large text (WCAG 2.2 SC 1.4.3); with the size unknown, the lenient one both thresholds agreed on; \(AuditThresholds.text(AuditThresholds.nonTextContrastRatio)) for an icon (SC 1.4.11)."
        ),
        .init(
            Key.contrastFailureRatio, .contrast, unit: "ratio (`n` for `n:1`)",
            "Below this ratio the issue is a failure (\"Contrast failed\"); from it up to `requiredContrastRatio`, a warning (\"Contrast nearly passed\"): `contrastFailureRatio(below:)`."
        ),
        .init(
            Key.foregroundColor, .contrast, unit: "sRGB hex",
            "The text colour as set (or as measured in a screenshot; an icon's colour for `contrast.nonText`), sRGB hex (`#RRGGBB`, or `#RRGGBBAA` when not opaque)."
        ),
        .init(
            Key.backgroundColor, .contrast, unit: "sRGB hex",
            "The colour behind the text or icon (the element's effective background, or the colour most of its frame shows in a screenshot), sRGB hex."
        ),
        .init(
            Key.isLargeText, .contrast,
            "Whether the text counts as large (at least \(AuditThresholds.text(AuditThresholds.largeTextPointSize)) pt, or \(AuditThresholds.text(AuditThresholds.largeBoldTextPointSize)) pt and bold: weight bold or heavier); not recorded when its size or weight is unknown."
        ),
        .init(
            Key.isPlaceholder, .contrast, "Whether the text is a text field's placeholder (reported as a warning only)."
        ),
        .init(
            Key.fontSize, .fontsAndDynamicType, unit: "points",
            "The text's point size as laid out (for `textClipped.clipped`, at `contentSizeCategory`), in points; for `contrast.text` only when known."
        ),
        .init(
            Key.isBold, .fontsAndDynamicType,
            "Whether the text is bold, when known: for `contrast.text`, a font weight of bold (700) or heavier, WCAG's \"14 point bold\" (`AuditThresholds.largeTextBoldWeight`: CSS's `bold`, axe-core's default); for `trait.missingHeader`, semibold or heavier (a title's look)."
        ),
        .init(
            Key.fontWeight, .fontsAndDynamicType,
            "The font's weight as drawn (Bold Text applied), by `UIFont.Weight`'s name (`regular`, `semibold`, `bold`, …), when the font is known; it decides `isBold`."
        ),
        .init(
            Key.textStyle, .fontsAndDynamicType,
            "The font's text style, or the one a custom font scales with (`body`, `title1`, …), when it has one."),
        .init(
            Key.fontSizing, .fontsAndDynamicType,
            "How the font is sized: `textStyle` (`UIFont.preferredFont(forTextStyle:)`), `scaled` (`UIFontMetrics`) or `fixed`."
        ),
        .init(
            Key.adjustsFontForContentSizeCategory, .fontsAndDynamicType,
            "The view's `adjustsFontForContentSizeCategory`, when known."),
        .init(
            Key.contentSizeCategory, .fontsAndDynamicType,
            "The content size category the text was judged at (`large`, `accessibilityExtraExtraExtraLarge`, …)."),
        .init(
            Key.maximumContentSizeCategory, .fontsAndDynamicType,
            "The cap set by `maximumContentSizeCategory` on the view or an ancestor."),
        .init(
            Key.showsLargeContentViewer, .fontsAndDynamicType,
            "The text's bar item shows the Large Content Viewer, but has no `largeContentTitle` or label for it to show (always `true` where recorded)."
        ),
        .init(
            Key.requiredMaximumContentSizeCategory, .fontsAndDynamicType,
            "The smallest cap that passes: `accessibilityMedium` (AX1)."),
        .init(Key.width, .sizes, unit: "points", "The element's width, in points (its frame, unrounded)."),
        .init(Key.height, .sizes, unit: "points", "The element's height, in points (its frame, unrounded)."),
        .init(
            Key.minimumSize, .sizes, unit: "points",
            "The smallest width and height allowed, in points (`minimumHitRegion`: 24 by default, 44 with Apple HIG's)."
        ),
        .init(
            Key.neededLines, .sizes, unit: "count",
            "How many lines the text needs in its frame's width (estimated, with the \(AuditThresholds.text(TextClippedClippedRule.tolerance * 100)) % tolerance)."
        ),
        .init(
            Key.allowedLines, .sizes, unit: "count",
            "How many lines the view may show (`numberOfLines`); recorded when the text is truncated."),
        .init(
            Key.neededHeight, .sizes, unit: "points",
            "The height the lines shown need, in points; recorded when the frame is too short."),
        .init(
            Key.availableHeight, .sizes, unit: "points",
            "The frame's height, in points; recorded when the frame is too short."),
        .init(Key.availableWidth, .sizes, unit: "points", "The frame's width the text is wrapped into, in points."),
        .init(
            Key.lineHeight, .sizes, unit: "points",
            "The height of one line, in points; recorded when the frame is too short."),
        .init(
            Key.isAccessibilityElement, .reach,
            "The element's `isAccessibilityElement` (on captures, the `accessible` attribute), when known."),
        .init(
            Key.isInAccessibilityView, .reach,
            "Whether the element is in the accessibility view (what VoiceOver walks), when known."),
        .init(
            Key.isInteractive, .reach,
            "Whether the view acts on a tap (a gesture or a control's action), when known; on captures a control type (or trait) stands in and this is not recorded."
        ),
        .init(
            Key.traits, .traitsAndActions,
            "The element's accessibility traits (UIKit names, such as `button`, `notEnabled`); on captures without traits, those its type implies."
        ),
        .init(Key.expectedTraits, .traitsAndActions, "The traits of which the element should have one."),
        .init(Key.missingTraits, .traitsAndActions, "The state traits the element lacks (`selected`, `notEnabled`)."),
        .init(
            Key.conflictingTraits, .traitsAndActions,
            "The traits that conflict (`button`, `link`, `adjustable`), each once."),
        .init(
            Key.repeatedWord, .traitsAndActions,
            "The word in the label that VoiceOver says anyway for a trait (at the label's end) or a state (\"selected\", \"disabled\", \"on\", \"選択中\", \"expanded\", \"checked\", …)."
        ),
        .init(
            Key.repeatedTrait, .traitsAndActions,
            "The trait that word repeats (`selected` and `notEnabled` for the state words; absent for a switch's on/off, which its `value` holds, and for the expanded status, which `expandedStatus` holds)."
        ),
        .init(
            Key.expandedStatus, .traitsAndActions,
            "The element's expanded status (`expanded`, `collapsed`), which VoiceOver says and the label says again."),
        .init(
            Key.groupElementCount, .traitsAndActions, unit: "count",
            "How many elements VoiceOver reaches in the group right below the text."),
        .init(
            Key.groupGap, .traitsAndActions, unit: "points",
            "The distance from the text's bottom to the group's top, in points (at most 40)."),
        .init(
            Key.titlePlacement, .traitsAndActions,
            "Where the text sits that makes it a screen's title: `centredInTopBar`."),
        .init(
            Key.centreOffset, .traitsAndActions, unit: "points",
            "How far the title's middle lies from the screen's middle, in points (at most 3 % of the screen's width, at least 8)."
        ),
        .init(
            Key.hasActivation, .traitsAndActions,
            "Whether activating the element does something (always `false` where recorded)."),
        .init(
            Key.hasAdjustment, .traitsAndActions,
            "Whether the element implements both increment and decrement (always `false` where recorded)."),
        .init(
            Key.handlesEscape, .traitsAndActions,
            "Whether the modal view, an ancestor or an element inside handles VoiceOver's escape gesture (always `false` where recorded)."
        ),
        .init(
            Key.modalElementCount, .traitsAndActions, unit: "count",
            "How many elements VoiceOver reaches inside the modal view (none of them reads like a way out)."),
        .init(
            Key.structuralProblem, .containers,
            "The kind of problem: `elementOutsideContainer`, `duplicateElement`, `cycle` or `missingFrame` (`Kind`)."),
        .init(
            Key.containerPath, .containers,
            "The path of the container concerned: for `parentChild.mismatch` the container whose element list has the problem, when known; for `parentChild.hiddenInteractiveChild` the accessibility element that swallows the control; for `elementDetection.offScreenControl` the ancestor on screen the control sticks out of."
        ),
        .init(
            Key.hiddenInteractiveCount, .containers, unit: "count",
            "How many interactive views the accessibility element that contains the reported control swallows (VoiceOver does not reach them), that one included."
        ),
        .init(
            Key.hiddenInteractiveElements, .containers,
            "Those views' names (label, else identifier, else XCUIElement type), all of them."),
        .init(Key.childLabels, .containers, "The children's labels the container's label repeats, in order."),
        .init(
            Key.coveredElementCount, .containers, unit: "count",
            "How many elements VoiceOver still reaches behind the dimming view, alert or action sheet."),
        .init(Key.coveredElements, .containers, "Those elements' names (label, else XCUIElement type), all of them."),
        .init(
            Key.dimmingColor, .containers, unit: "sRGB hex",
            "The dimming view's background colour, sRGB hex with alpha."),
        .init(
            Key.dimmingCoverage, .containers, unit: "fraction, 0–1",
            "The share of the screen's area the dimming view (or blur, or tap layer) covers, from 0 to 1 (at least 0.9)."
        ),
        .init(
            Key.presentation, .containers,
            "What shows that a view is presented over the screen: `dimmingView` (a translucent dark view over it), `blurView` (a translucent material over it), `tapLayer` (an invisible view over it that takes taps), `alert` or `sheet` (its element type)."
        ),
        .init(
            Key.highlightColors, .selection, unit: "sRGB hex",
            "The colours only the odd member of a row of like controls has (`-` for no background), in the order of its parts."
        ),
        .init(
            Key.regularColors, .selection, unit: "sRGB hex",
            "What the other members of the row have in place of each highlight colour (`-` for no background)."),
        .init(
            Key.accessibilitySetting, .displaySettings,
            "The display setting the screen was judged under, by its `AccessibilitySettings` property name: `shouldDifferentiateWithoutColor`, `isReduceTransparencyEnabled`, `isReduceMotionEnabled` or `isInvertColorsEnabled`."
        ),
        .init(
            Key.likeElementCount, .displaySettings, unit: "count",
            "How many like elements (same parent, type and size; for `trait.colorOnlySelection`, side by side in a row; for `trait.selectionMarkOnly`, same parent and type in a row or a column) the group has."
        ),
        .init(
            Key.states, .displaySettings,
            "The two different states that look the same but for colour, as spoken (`selected`, `'Online'`)."),
        .init(
            Key.isTranslucentMaterial, .displaySettings,
            "Whether the view shows a translucent material (always `true` where recorded)."),
        .init(
            Key.motionEffects, .displaySettings,
            "The view's motion effects, such as `UIInterpolatingMotionEffect(center.x)`."),
        .init(
            Key.displaysMedia, .displaySettings,
            "Whether the view shows a photo or video (always `true` where recorded)."),
        .init(
            Key.ignoresInvertColors, .displaySettings,
            "Whether the view or an ancestor sets `accessibilityIgnoresInvertColors` (always `false` where recorded)."),
        .init(
            Key.colorSource, .screenshotsAndSizeVariants,
            "Where the colours were read: `screenshot` (measured from the pixels of the attached screenshot); not recorded when they come from the hierarchy."
        ),
        .init(
            Key.screenshotScale, .screenshotsAndSizeVariants, unit: "pixels per point",
            "The scale of the screenshot the colours were measured in (1, 2 or 3)."),
        .init(
            Key.pixelRegionX, .screenshotsAndSizeVariants, unit: "pixels",
            "The first column of the pixels measured (the element's frame in the screenshot)."),
        .init(Key.pixelRegionY, .screenshotsAndSizeVariants, unit: "pixels", "The first row of the pixels measured."),
        .init(Key.pixelRegionWidth, .screenshotsAndSizeVariants, unit: "pixels", "The width of the pixels measured."),
        .init(Key.pixelRegionHeight, .screenshotsAndSizeVariants, unit: "pixels", "The height of the pixels measured."),
        .init(
            Key.estimatedFontSizeMinimum, .screenshotsAndSizeVariants, unit: "points",
            "The smallest point size the text can have, judged from its frame's height per line and its strokes' height; recorded when the font is unknown."
        ),
        .init(
            Key.estimatedFontSizeMaximum, .screenshotsAndSizeVariants, unit: "points",
            "The largest point size the text can have, judged the same way."),
        .init(
            Key.lineCount, .screenshotsAndSizeVariants,
            "The lines of text seen in the screenshot (rows of strokes); recorded when the font is unknown."),
        .init(
            Key.baseContentSizeCategory, .screenshotsAndSizeVariants,
            "The content size category of the capture audited (`large` unless its settings say otherwise)."),
        .init(
            Key.variantContentSizeCategory, .screenshotsAndSizeVariants,
            "The content size category of the size variant the text was compared with."),
        .init(
            Key.baseHeight, .screenshotsAndSizeVariants, unit: "points",
            "The text's frame height in the capture audited."),
        .init(
            Key.variantHeight, .screenshotsAndSizeVariants, unit: "points",
            "The same text's frame height in the size variant."),
        .init(
            Key.growth, .screenshotsAndSizeVariants, unit: "ratio",
            "`variantHeight` / `baseHeight`: 1 for text that did not grow."),
        .init(
            Key.expectedGrowth, .screenshotsAndSizeVariants, unit: "ratio",
            "The least growth that passes: what text styles of the text's size reach at the variant's category (capped at AX1), less \(AuditThresholds.text(TextGrowth.tolerance * 100)) %."
        ),
        .init(
            Key.matchedBy, .screenshotsAndSizeVariants,
            "How the text was found in the size variant: `identifier`, `path`, `label` or `readingOrder`."),
        .init(
            Key.spoken, .whatVoiceOverSays,
            "What VoiceOver says for the element, as `auditkit describe` prints it (`VoiceOverTranscript`)."),
        .init(
            Key.repeatedPart, .whatVoiceOverSays,
            "The part of what VoiceOver says that repeats the label: `value` or `hint`."),
        .init(Key.repeatedText, .whatVoiceOverSays, "The value or hint, as spoken, that repeats the label."),
        .init(
            Key.twinPath, .whatVoiceOverSays,
            "The path of the other element VoiceOver reads with the same words: the first control with the same name and role, or the element drawn that a hidden copy repeats."
        ),
        .init(
            Key.notDrawnBecause, .whatVoiceOverSays,
            "Why an element VoiceOver reads is not drawn: `zeroSize` (less than 1 pt wide or high) or `invisible` (known invisible, over its twin)."
        ),
        .init(
            Key.markImage, .whatVoiceOverSays,
            "The name of the selection mark (a check mark's symbol or asset name) only one member of a group of like controls shows."
        ),
        .init(
            Key.sameNameCount, .whatVoiceOverSays,
            "How many controls on the screen VoiceOver reads with this name and role."),
        .init(
            Key.activationPointX, .whatVoiceOverSays, unit: "points",
            "The horizontal coordinate where VoiceOver's double tap lands (the frame's centre)."),
        .init(
            Key.activationPointY, .whatVoiceOverSays, unit: "points",
            "The vertical coordinate where VoiceOver's double tap lands (the frame's centre)."),
        .init(
            Key.capturedUnderModal, .theScreen,
            "The modal view the screen was captured under, when the element lies behind it (VoiceOver does not reach it while the modal view shows): `systemAlert`, `alert`, `sheet` or `modalView` (`ModalPresentation`). The issue is the app's all the same.",
            recordedByAnyRule: true),
    ]
}
