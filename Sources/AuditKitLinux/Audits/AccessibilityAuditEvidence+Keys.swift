// The documented evidence keys (Sources/AuditKitLinux/AuditKitLinux.docc/IssueEvidence.md lists them too, with the rules that set them).
// Each key has one type; a rule sets only the keys listed for it.

// MARK: Texts and labels
extension AccessibilityAuditEvidence.Key where V == String {
    /// `text` (String): The whole text concerned: the text the element draws (on captures, a static text's label or value), never cut.
    ///
    /// Set by `contrast.text`, `elementDetection.inaccessibleText`, `dynamicType.unsupported`, `dynamicType.partiallyUnsupported`, `textClipped.clipped`, `trait.missingHeader`.
    public static var text: Self { Self("text") }
    /// `label` (String): The element's `accessibilityLabel`.
    ///
    /// Set by `sufficientElementDescription.notHumanReadable`, `trait.repeatedInLabel`, `parentChild.redundantContainerLabel`, `trait.colorOnlySelection`, `sufficientElementDescription.repeatedText`, `sufficientElementDescription.duplicateName`, `elementDetection.hiddenDuplicate`, `trait.selectionMarkOnly`.
    public static var label: Self { Self("label") }
    /// `labelKind` (String): What makes the label unreadable: `identifier`, `fileName`, `assetName`, `symbolName` or `notText` (``LabelReadability/Reason``).
    ///
    /// Set by `sufficientElementDescription.notHumanReadable`.
    public static var labelKind: Self { Self("labelKind") }
    /// `value` (String): The element's `accessibilityValue`, when it has one.
    ///
    /// Set by `sufficientElementDescription.missing`, `trait.repeatedInLabel` (a switch's state).
    public static var value: Self { Self("value") }
    /// `placeholder` (String): The placeholder that is the element's only name.
    ///
    /// Set by `sufficientElementDescription.placeholderOnly`.
    public static var placeholder: Self { Self("placeholder") }
}

// MARK: Texts and labels
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// `valueIsOnlyState` (Bool): Whether the element's value only tells its state (a switch's `1`, a slider's `50%`), so it does not describe the element.
    ///
    /// Set by `sufficientElementDescription.missing`.
    public static var valueIsOnlyState: Self { Self("valueIsOnlyState") }
    /// `isImage` (Bool): Whether the element is an image (type or `.image` trait), which decides the advice (label it or hide it).
    ///
    /// Set by `sufficientElementDescription.missing`.
    public static var isImage: Self { Self("isImage") }
    /// `hasAccessibleName` (Bool): Whether the element has a name VoiceOver could speak (label, a static text's value, or placeholder).
    ///
    /// Set by `elementDetection.inaccessibleInteraction`.
    public static var hasAccessibleName: Self { Self("hasAccessibleName") }
}

// MARK: Contrast
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `contrastRatio` (Double): The contrast ratio of the text colour (composited over the background) to the background, `n` for `n:1`, unrounded.
    ///
    /// Set by `contrast.text`, `contrast.nonText`.
    public static var contrastRatio: Self { Self("contrastRatio") }
    /// `requiredContrastRatio` (Double): The ratio the text needs: 4.5 for text, 3 for large text (WCAG 2.2 SC 1.4.3); with the size unknown, the lenient one both thresholds agreed on; 3 for an icon (SC 1.4.11).
    ///
    /// Set by `contrast.text`, `contrast.nonText`.
    public static var requiredContrastRatio: Self { Self("requiredContrastRatio") }
    /// `contrastFailureRatio` (Double): Below this ratio the issue is a failure ("Contrast failed"); from it up to ``requiredContrastRatio``, a warning ("Contrast nearly passed"): ``AccessibilityAuditConfiguration/contrastFailureRatio(below:)``.
    ///
    /// Set by `contrast.text`, `contrast.nonText`.
    public static var contrastFailureRatio: Self { Self("contrastFailureRatio") }
}

// MARK: Contrast
extension AccessibilityAuditEvidence.Key where V == String {
    /// `foregroundColor` (String): The text colour as set (or as measured in a screenshot; an icon's colour for `contrast.nonText`), sRGB hex (`#RRGGBB`, or `#RRGGBBAA` when not opaque).
    ///
    /// Set by `contrast.text`, `contrast.nonText`.
    public static var foregroundColor: Self { Self("foregroundColor") }
    /// `backgroundColor` (String): The colour behind the text or icon (the element's effective background, or the colour most of its frame shows in a screenshot), sRGB hex.
    ///
    /// Set by `contrast.text`, `contrast.nonText`.
    public static var backgroundColor: Self { Self("backgroundColor") }
}

// MARK: Contrast
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// `isLargeText` (Bool): Whether the text counts as large (at least 18 pt, or 14 pt and bold); not recorded when its size or weight is unknown.
    ///
    /// Set by `contrast.text`.
    public static var isLargeText: Self { Self("isLargeText") }
    /// `isPlaceholder` (Bool): Whether the text is a text field's placeholder (reported as a warning only).
    ///
    /// Set by `contrast.text`.
    public static var isPlaceholder: Self { Self("isPlaceholder") }
}

// MARK: Screenshots and size variants
extension AccessibilityAuditEvidence.Key where V == String {
    /// `colorSource` (String): Where the colours were read: `screenshot` (measured from the pixels of the attached screenshot); not recorded when they come from the hierarchy.
    ///
    /// Set by `contrast.text` (with a screenshot), `contrast.nonText`.
    public static var colorSource: Self { Self("colorSource") }
    /// `baseContentSizeCategory` (String): The content size category of the capture audited (`large` unless its settings say otherwise).
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var baseContentSizeCategory: Self { Self("baseContentSizeCategory") }
    /// `variantContentSizeCategory` (String): The content size category of the size variant the text was compared with.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var variantContentSizeCategory: Self { Self("variantContentSizeCategory") }
    /// `matchedBy` (String): How the text was found in the size variant: `identifier`, `path`, `label` or `readingOrder`.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var matchedBy: Self { Self("matchedBy") }
}

// MARK: Screenshots and size variants
extension AccessibilityAuditEvidence.Key where V == Int {
    /// `screenshotScale` (Int): Pixels per point of the screenshot the colours were measured in (1, 2 or 3).
    ///
    /// Set by `contrast.text` (with a screenshot), `contrast.nonText`.
    public static var screenshotScale: Self { Self("screenshotScale") }
    /// `pixelRegionX` (Int): The first column of the pixels measured (the element's frame in the screenshot), in pixels.
    ///
    /// Set by `contrast.text` (with a screenshot), `contrast.nonText`.
    public static var pixelRegionX: Self { Self("pixelRegionX") }
    /// `pixelRegionY` (Int): The first row of the pixels measured, in pixels.
    ///
    /// Set by `contrast.text` (with a screenshot), `contrast.nonText`.
    public static var pixelRegionY: Self { Self("pixelRegionY") }
    /// `pixelRegionWidth` (Int): The width of the pixels measured, in pixels.
    ///
    /// Set by `contrast.text` (with a screenshot), `contrast.nonText`.
    public static var pixelRegionWidth: Self { Self("pixelRegionWidth") }
    /// `pixelRegionHeight` (Int): The height of the pixels measured, in pixels.
    ///
    /// Set by `contrast.text` (with a screenshot), `contrast.nonText`.
    public static var pixelRegionHeight: Self { Self("pixelRegionHeight") }
    /// `lineCount` (Int): The lines of text seen in the screenshot (rows of strokes); recorded when the font is unknown.
    ///
    /// Set by `contrast.text` (with a screenshot).
    public static var lineCount: Self { Self("lineCount") }
}

// MARK: Screenshots and size variants
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `estimatedFontSizeMinimum` (Double): The smallest point size the text can have, judged from its frame's height per line and its strokes' height; recorded when the font is unknown.
    ///
    /// Set by `contrast.text` (with a screenshot).
    public static var estimatedFontSizeMinimum: Self { Self("estimatedFontSizeMinimum") }
    /// `estimatedFontSizeMaximum` (Double): The largest point size the text can have, judged the same way.
    ///
    /// Set by `contrast.text` (with a screenshot).
    public static var estimatedFontSizeMaximum: Self { Self("estimatedFontSizeMaximum") }
    /// `baseHeight` (Double): The text's frame height in the capture audited, in points.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var baseHeight: Self { Self("baseHeight") }
    /// `variantHeight` (Double): The same text's frame height in the size variant, in points.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var variantHeight: Self { Self("variantHeight") }
    /// `growth` (Double): ``variantHeight`` / ``baseHeight``: 1 for text that did not grow.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var growth: Self { Self("growth") }
    /// `expectedGrowth` (Double): The least growth that passes: what text styles of the text's size reach at the variant's category (capped at AX1), less 5 %.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported` (with size variants).
    public static var expectedGrowth: Self { Self("expectedGrowth") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `fontSize` (Double): The text's point size as laid out (for `textClipped.clipped`, at ``contentSizeCategory``), in points; for `contrast.text` only when known.
    ///
    /// Set by `contrast.text`, `dynamicType.unsupported`, `dynamicType.partiallyUnsupported`, `textClipped.clipped`, `trait.missingHeader`.
    public static var fontSize: Self { Self("fontSize") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// `isBold` (Bool): Whether the text is bold, when known: for `contrast.text`, a font weight of bold (700) or heavier, WCAG's "14 point bold" (``AuditThresholds/largeTextBoldWeight``); for `trait.missingHeader`, semibold or heavier (a title's look).
    ///
    /// Set by `contrast.text`, `trait.missingHeader`.
    public static var isBold: Self { Self("isBold") }
    /// `adjustsFontForContentSizeCategory` (Bool): The view's `adjustsFontForContentSizeCategory`, when known.
    ///
    /// Set by `dynamicType.unsupported`.
    public static var adjustsFontForContentSizeCategory: Self { Self("adjustsFontForContentSizeCategory") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == String {
    /// `textStyle` (String): The font's text style, or the one a custom font scales with (`body`, `title1`, …), when it has one.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported`, `trait.missingHeader`.
    public static var textStyle: Self { Self("textStyle") }
    /// `fontSizing` (String): How the font is sized: `textStyle` (`UIFont.preferredFont(forTextStyle:)`), `scaled` (`UIFontMetrics`) or `fixed`.
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported`.
    public static var fontSizing: Self { Self("fontSizing") }
    /// `contentSizeCategory` (String): The content size category the text was judged at (`large`, `accessibilityExtraExtraExtraLarge`, …).
    ///
    /// Set by `dynamicType.unsupported` (when the screen's is known), `textClipped.clipped`.
    public static var contentSizeCategory: Self { Self("contentSizeCategory") }
    /// `maximumContentSizeCategory` (String): The cap set by `maximumContentSizeCategory` on the view or an ancestor.
    ///
    /// Set by `dynamicType.partiallyUnsupported`.
    public static var maximumContentSizeCategory: Self { Self("maximumContentSizeCategory") }
    /// `requiredMaximumContentSizeCategory` (String): The smallest cap that passes: `accessibilityMedium` (AX1).
    ///
    /// Set by `dynamicType.partiallyUnsupported`.
    public static var requiredMaximumContentSizeCategory: Self { Self("requiredMaximumContentSizeCategory") }
}

// MARK: Sizes
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `width` (Double): The element's width, in points (its frame, unrounded).
    ///
    /// Set by `hitRegion.tooSmall`.
    public static var width: Self { Self("width") }
    /// `height` (Double): The element's height, in points (its frame, unrounded).
    ///
    /// Set by `hitRegion.tooSmall`.
    public static var height: Self { Self("height") }
    /// `minimumSize` (Double): The smallest width and height allowed, in points (``AccessibilityAuditConfiguration/minimumHitRegion``: 24 by default, 44 with Apple HIG's).
    ///
    /// Set by `hitRegion.tooSmall`.
    public static var minimumSize: Self { Self("minimumSize") }
    /// `neededHeight` (Double): The height the lines shown need, in points; recorded when the frame is too short.
    ///
    /// Set by `textClipped.clipped`.
    public static var neededHeight: Self { Self("neededHeight") }
    /// `availableHeight` (Double): The frame's height, in points; recorded when the frame is too short.
    ///
    /// Set by `textClipped.clipped`.
    public static var availableHeight: Self { Self("availableHeight") }
    /// `availableWidth` (Double): The frame's width the text is wrapped into, in points.
    ///
    /// Set by `textClipped.clipped`.
    public static var availableWidth: Self { Self("availableWidth") }
    /// `lineHeight` (Double): The height of one line, in points; recorded when the frame is too short.
    ///
    /// Set by `textClipped.clipped`.
    public static var lineHeight: Self { Self("lineHeight") }
}

// MARK: Sizes
extension AccessibilityAuditEvidence.Key where V == Int {
    /// `neededLines` (Int): How many lines the text needs in its frame's width (estimated, with the 5 % tolerance).
    ///
    /// Set by `textClipped.clipped`.
    public static var neededLines: Self { Self("neededLines") }
    /// `allowedLines` (Int): How many lines the view may show (`numberOfLines`); recorded when the text is truncated.
    ///
    /// Set by `textClipped.clipped`.
    public static var allowedLines: Self { Self("allowedLines") }
}

// MARK: Reach
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// `isAccessibilityElement` (Bool): The element's `isAccessibilityElement` (on captures, the `accessible` attribute), when known.
    ///
    /// Set by `elementDetection.inaccessibleText`, `elementDetection.inaccessibleInteraction`.
    public static var isAccessibilityElement: Self { Self("isAccessibilityElement") }
    /// `isInAccessibilityView` (Bool): Whether the element is in the accessibility view (what VoiceOver walks), when known.
    ///
    /// Set by `elementDetection.inaccessibleText`, `elementDetection.inaccessibleInteraction`.
    public static var isInAccessibilityView: Self { Self("isInAccessibilityView") }
    /// `isInteractive` (Bool): Whether the view acts on a tap (a gesture or a control's action), when known; on captures a control type (or trait) stands in and this is not recorded.
    ///
    /// Set by `elementDetection.inaccessibleInteraction`, `parentChild.hiddenInteractiveChild`.
    public static var isInteractive: Self { Self("isInteractive") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// `traits` ([String]): The element's accessibility traits (UIKit names, such as `button`, `notEnabled`); on captures without traits, those its type implies.
    ///
    /// Set by `trait.missingButtonOrLink`, `trait.stateNotExposed`, `trait.conflicting`, `trait.repeatedInLabel`, `action.missing`, `action.notAdjustable`, `trait.colorOnlySelection`, `trait.selectionMarkOnly`, `parentChild.hiddenInteractiveChild`.
    public static var traits: Self { Self("traits") }
    /// `expectedTraits` ([String]): The traits of which the element should have one.
    ///
    /// Set by `trait.missingButtonOrLink` (`button`, `link`), `trait.missingHeader` (`header`).
    public static var expectedTraits: Self { Self("expectedTraits") }
    /// `missingTraits` ([String]): The state traits the element lacks (`selected`, `notEnabled`).
    ///
    /// Set by `trait.stateNotExposed`.
    public static var missingTraits: Self { Self("missingTraits") }
    /// `conflictingTraits` ([String]): The traits that conflict (`button`, `link`, `adjustable`), each once.
    ///
    /// Set by `trait.conflicting`.
    public static var conflictingTraits: Self { Self("conflictingTraits") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == String {
    /// `repeatedWord` (String): The word in the label that VoiceOver says anyway for a trait (at the label's end) or a state ("selected", "disabled", "on", "選択中", "expanded", "checked", …).
    ///
    /// Set by `trait.repeatedInLabel`.
    public static var repeatedWord: Self { Self("repeatedWord") }
    /// `repeatedTrait` (String): The trait that word repeats (`selected` and `notEnabled` for the state words; absent for a switch's on/off, which its `value` holds, and for the expanded status, which `expandedStatus` holds).
    ///
    /// Set by `trait.repeatedInLabel`.
    public static var repeatedTrait: Self { Self("repeatedTrait") }
    /// `expandedStatus` (String): The element's expanded status (`expanded`, `collapsed`), which VoiceOver says and the label says again.
    ///
    /// Set by `trait.repeatedInLabel`.
    public static var expandedStatus: Self { Self("expandedStatus") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == Int {
    /// `groupElementCount` (Int): How many elements VoiceOver reaches in the group right below the text.
    ///
    /// Set by `trait.missingHeader`.
    public static var groupElementCount: Self { Self("groupElementCount") }
    /// `modalElementCount` (Int): How many elements VoiceOver reaches inside the modal view (none of them reads like a way out).
    ///
    /// Set by `action.modalEscape`.
    public static var modalElementCount: Self { Self("modalElementCount") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `groupGap` (Double): The distance from the text's bottom to the group's top, in points (at most 40).
    ///
    /// Set by `trait.missingHeader`.
    public static var groupGap: Self { Self("groupGap") }
    /// `centreOffset` (Double): How far the title's middle lies from the screen's middle, in points (at most 3 % of the screen's width, at least 8).
    ///
    /// Set by `trait.missingHeader`.
    public static var centreOffset: Self { Self("centreOffset") }
}

extension AccessibilityAuditEvidence.Key where V == String {
    /// `titlePlacement` (String): Where the text sits that makes it a screen's title: `centredInTopBar`.
    ///
    /// Set by `trait.missingHeader`.
    public static var titlePlacement: Self { Self("titlePlacement") }
}

// MARK: Traits and actions
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// `hasActivation` (Bool): Whether activating the element does something (always `false` where recorded).
    ///
    /// Set by `action.missing`.
    public static var hasActivation: Self { Self("hasActivation") }
    /// `hasAdjustment` (Bool): Whether the element implements both increment and decrement (always `false` where recorded).
    ///
    /// Set by `action.notAdjustable`.
    public static var hasAdjustment: Self { Self("hasAdjustment") }
    /// `handlesEscape` (Bool): Whether the modal view, an ancestor or an element inside handles VoiceOver's escape gesture (always `false` where recorded).
    ///
    /// Set by `action.modalEscape`.
    public static var handlesEscape: Self { Self("handlesEscape") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == String {
    /// `structuralProblem` (String): The kind of problem: `elementOutsideContainer`, `duplicateElement`, `cycle` or `missingFrame` (``StructuralProblem/Kind``).
    ///
    /// Set by `parentChild.mismatch`.
    public static var structuralProblem: Self { Self("structuralProblem") }
    /// `containerPath` (String): The path of the container concerned: for `parentChild.mismatch` the container whose element list has the problem, when known; for `parentChild.hiddenInteractiveChild` the accessibility element that swallows the control; for `elementDetection.offScreenControl` the ancestor on screen the control sticks out of.
    ///
    /// Set by `parentChild.mismatch`, `parentChild.hiddenInteractiveChild`, `elementDetection.offScreenControl`.
    public static var containerPath: Self { Self("containerPath") }
    /// `dimmingColor` (String): The dimming view's background colour, sRGB hex with alpha.
    ///
    /// Set by `modalContainment.backgroundReachable`.
    public static var dimmingColor: Self { Self("dimmingColor") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == Int {
    /// `hiddenInteractiveCount` (Int): How many interactive views the accessibility element that contains the reported control swallows (VoiceOver does not reach them), that one included.
    ///
    /// Set by `parentChild.hiddenInteractiveChild`.
    public static var hiddenInteractiveCount: Self { Self("hiddenInteractiveCount") }
    /// `coveredElementCount` (Int): How many elements VoiceOver still reaches behind the dimming view, alert or action sheet.
    ///
    /// Set by `modalContainment.backgroundReachable`.
    public static var coveredElementCount: Self { Self("coveredElementCount") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// `hiddenInteractiveElements` ([String]): Those views' names (label, else identifier, else XCUIElement type), all of them.
    ///
    /// Set by `parentChild.hiddenInteractiveChild`.
    public static var hiddenInteractiveElements: Self { Self("hiddenInteractiveElements") }
    /// `childLabels` ([String]): The children's labels the container's label repeats, in order.
    ///
    /// Set by `parentChild.redundantContainerLabel`.
    public static var childLabels: Self { Self("childLabels") }
    /// `coveredElements` ([String]): Those elements' names (label, else XCUIElement type), all of them.
    ///
    /// Set by `modalContainment.backgroundReachable`.
    public static var coveredElements: Self { Self("coveredElements") }
}

// MARK: Containers
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `dimmingCoverage` (Double): The share of the screen's area the dimming view (or blur, or tap layer) covers, from 0 to 1 (at least 0.9).
    ///
    /// Set by `modalContainment.backgroundReachable`.
    public static var dimmingCoverage: Self { Self("dimmingCoverage") }
}

// MARK: Selection
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// `highlightColors` ([String]): The colours only the odd member of a row of like controls has, sRGB hex (`-` for no background), in the order of its parts.
    ///
    /// Set by `trait.colorOnlySelection`.
    public static var highlightColors: Self { Self("highlightColors") }
    /// `regularColors` ([String]): What the other members of the row have in place of each highlight colour, sRGB hex (`-` for no background).
    ///
    /// Set by `trait.colorOnlySelection`.
    public static var regularColors: Self { Self("regularColors") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == String {
    /// `accessibilitySetting` (String): The display setting the screen was judged under, by its ``AccessibilitySettings`` property name: `shouldDifferentiateWithoutColor`, `isReduceTransparencyEnabled`, `isReduceMotionEnabled` or `isInvertColorsEnabled`.
    ///
    /// Set by `differentiateWithoutColor.colorOnly`, `reduceTransparency.translucentMaterial`, `reduceMotion.motionEffects`, `smartInvert.mediaInverted`.
    public static var accessibilitySetting: Self { Self("accessibilitySetting") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == Int {
    /// `likeElementCount` (Int): How many like elements (same parent, type and size; for `trait.colorOnlySelection`, side by side in a row; for `trait.selectionMarkOnly`, same parent and type in a row or a column) the group has.
    ///
    /// Set by `differentiateWithoutColor.colorOnly`, `trait.colorOnlySelection`, `trait.selectionMarkOnly`.
    public static var likeElementCount: Self { Self("likeElementCount") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == [String] {
    /// `states` ([String]): The two different states that look the same but for colour, as spoken (`selected`, `'Online'`).
    ///
    /// Set by `differentiateWithoutColor.colorOnly`.
    public static var states: Self { Self("states") }
    /// `motionEffects` ([String]): The view's motion effects, such as `UIInterpolatingMotionEffect(center.x)`.
    ///
    /// Set by `reduceMotion.motionEffects`.
    public static var motionEffects: Self { Self("motionEffects") }
}

// MARK: Display settings
extension AccessibilityAuditEvidence.Key where V == Bool {
    /// `isTranslucentMaterial` (Bool): Whether the view shows a translucent material (always `true` where recorded).
    ///
    /// Set by `reduceTransparency.translucentMaterial`.
    public static var isTranslucentMaterial: Self { Self("isTranslucentMaterial") }
    /// `showsLargeContentViewer` (Bool): The text's bar item shows the Large Content Viewer, but has no `largeContentTitle` or label for it to show (always `true` where recorded).
    ///
    /// Set by `dynamicType.unsupported`, `dynamicType.partiallyUnsupported`.
    public static var showsLargeContentViewer: Self { Self("showsLargeContentViewer") }
    /// `displaysMedia` (Bool): Whether the view shows a photo or video (always `true` where recorded).
    ///
    /// Set by `smartInvert.mediaInverted`.
    public static var displaysMedia: Self { Self("displaysMedia") }
    /// `ignoresInvertColors` (Bool): Whether the view or an ancestor sets `accessibilityIgnoresInvertColors` (always `false` where recorded).
    ///
    /// Set by `smartInvert.mediaInverted`.
    public static var ignoresInvertColors: Self { Self("ignoresInvertColors") }
}

// MARK: Fonts and Dynamic Type
extension AccessibilityAuditEvidence.Key where V == String {
    /// `fontWeight` (String): The font's weight as drawn (Bold Text applied), by `UIFont.Weight`'s name (`regular`, `semibold`, `bold`, …), when the font is known; it decides `isBold`.
    ///
    /// Set by `contrast.text`.
    public static var fontWeight: Self { Self("fontWeight") }
}

// MARK: The screen
extension AccessibilityAuditEvidence.Key where V == String {
    /// `capturedUnderModal` (String): The modal view the screen was captured under, when the element lies behind it (VoiceOver does not reach it while the modal view shows): `systemAlert`, `alert`, `sheet` or `modalView` (``ModalPresentation``).
    ///
    /// Set on any issue about an element behind a modal view, whatever the rule.
    public static var capturedUnderModal: Self { Self("capturedUnderModal") }
    /// `presentation` (String): What shows that a view is presented over the screen: `dimmingView` (a translucent dark view over it), `blurView` (a translucent material over it), `tapLayer` (an invisible view over it that takes taps), `alert` or `sheet` (its element type).
    ///
    /// Set by `modalContainment.backgroundReachable`.
    public static var presentation: Self { Self("presentation") }
}

// MARK: What VoiceOver says
extension AccessibilityAuditEvidence.Key where V == String {
    /// `spoken` (String): What VoiceOver says for the element, as `auditkit describe` prints it (``VoiceOverTranscript``).
    ///
    /// Set by `trait.repeatedInLabel` (state words), `sufficientElementDescription.repeatedText`, `sufficientElementDescription.duplicateName`, `elementDetection.hiddenDuplicate`, `elementDetection.offScreenControl`.
    public static var spoken: Self { Self("spoken") }
    /// `repeatedPart` (String): The part of what VoiceOver says that repeats the label: `value` or `hint`.
    ///
    /// Set by `sufficientElementDescription.repeatedText`.
    public static var repeatedPart: Self { Self("repeatedPart") }
    /// `repeatedText` (String): The value or hint, as spoken, that repeats the label.
    ///
    /// Set by `sufficientElementDescription.repeatedText`.
    public static var repeatedText: Self { Self("repeatedText") }
    /// `twinPath` (String): The path of the other element VoiceOver reads with the same words: the first control with the same name and role, or the element drawn that a hidden copy repeats.
    ///
    /// Set by `sufficientElementDescription.duplicateName`, `elementDetection.hiddenDuplicate`.
    public static var twinPath: Self { Self("twinPath") }
    /// `notDrawnBecause` (String): Why an element VoiceOver reads is not drawn: `zeroSize` (less than 1 pt wide or high) or `invisible` (known invisible, over its twin).
    ///
    /// Set by `elementDetection.hiddenDuplicate`.
    public static var notDrawnBecause: Self { Self("notDrawnBecause") }
    /// `markImage` (String): The name of the selection mark (a check mark's symbol or asset name) only one member of a group of like controls shows.
    ///
    /// Set by `trait.selectionMarkOnly`.
    public static var markImage: Self { Self("markImage") }
}

// MARK: What VoiceOver says
extension AccessibilityAuditEvidence.Key where V == Int {
    /// `sameNameCount` (Int): How many controls on the screen VoiceOver reads with this name and role.
    ///
    /// Set by `sufficientElementDescription.duplicateName`.
    public static var sameNameCount: Self { Self("sameNameCount") }
}

// MARK: What VoiceOver says
extension AccessibilityAuditEvidence.Key where V == Double {
    /// `activationPointX` (Double): The horizontal coordinate where VoiceOver's double tap lands (the frame's centre), in points.
    ///
    /// Set by `elementDetection.offScreenControl`.
    public static var activationPointX: Self { Self("activationPointX") }
    /// `activationPointY` (Double): The vertical coordinate where VoiceOver's double tap lands (the frame's centre), in points.
    ///
    /// Set by `elementDetection.offScreenControl`.
    public static var activationPointY: Self { Self("activationPointY") }
}

extension AccessibilityAuditEvidence {
    /// Every documented key name with its type, in the order of <doc:IssueEvidence>.
    public static let documentedKeys: [(name: String, type: String)] = [
        ("text", "String"),
        ("label", "String"),
        ("labelKind", "String"),
        ("value", "String"),
        ("valueIsOnlyState", "Bool"),
        ("isImage", "Bool"),
        ("placeholder", "String"),
        ("hasAccessibleName", "Bool"),
        ("contrastRatio", "Double"),
        ("requiredContrastRatio", "Double"),
        ("contrastFailureRatio", "Double"),
        ("foregroundColor", "String"),
        ("backgroundColor", "String"),
        ("isLargeText", "Bool"),
        ("isPlaceholder", "Bool"),
        ("fontSize", "Double"),
        ("isBold", "Bool"),
        ("fontWeight", "String"),
        ("textStyle", "String"),
        ("fontSizing", "String"),
        ("adjustsFontForContentSizeCategory", "Bool"),
        ("contentSizeCategory", "String"),
        ("maximumContentSizeCategory", "String"),
        ("requiredMaximumContentSizeCategory", "String"),
        ("width", "Double"),
        ("height", "Double"),
        ("minimumSize", "Double"),
        ("neededLines", "Int"),
        ("allowedLines", "Int"),
        ("neededHeight", "Double"),
        ("availableHeight", "Double"),
        ("availableWidth", "Double"),
        ("lineHeight", "Double"),
        ("isAccessibilityElement", "Bool"),
        ("isInAccessibilityView", "Bool"),
        ("isInteractive", "Bool"),
        ("traits", "[String]"),
        ("expectedTraits", "[String]"),
        ("missingTraits", "[String]"),
        ("conflictingTraits", "[String]"),
        ("repeatedWord", "String"),
        ("repeatedTrait", "String"),
        ("expandedStatus", "String"),
        ("groupElementCount", "Int"),
        ("groupGap", "Double"),
        ("titlePlacement", "String"),
        ("centreOffset", "Double"),
        ("hasActivation", "Bool"),
        ("hasAdjustment", "Bool"),
        ("handlesEscape", "Bool"),
        ("modalElementCount", "Int"),
        ("structuralProblem", "String"),
        ("containerPath", "String"),
        ("hiddenInteractiveCount", "Int"),
        ("hiddenInteractiveElements", "[String]"),
        ("childLabels", "[String]"),
        ("coveredElementCount", "Int"),
        ("coveredElements", "[String]"),
        ("dimmingColor", "String"),
        ("dimmingCoverage", "Double"),
        ("showsLargeContentViewer", "Bool"),
        ("accessibilitySetting", "String"),
        ("likeElementCount", "Int"),
        ("states", "[String]"),
        ("highlightColors", "[String]"),
        ("regularColors", "[String]"),
        ("isTranslucentMaterial", "Bool"),
        ("motionEffects", "[String]"),
        ("displaysMedia", "Bool"),
        ("ignoresInvertColors", "Bool"),
        ("colorSource", "String"),
        ("screenshotScale", "Int"),
        ("pixelRegionX", "Int"),
        ("pixelRegionY", "Int"),
        ("pixelRegionWidth", "Int"),
        ("pixelRegionHeight", "Int"),
        ("estimatedFontSizeMinimum", "Double"),
        ("estimatedFontSizeMaximum", "Double"),
        ("lineCount", "Int"),
        ("baseContentSizeCategory", "String"),
        ("variantContentSizeCategory", "String"),
        ("baseHeight", "Double"),
        ("variantHeight", "Double"),
        ("growth", "Double"),
        ("expectedGrowth", "Double"),
        ("matchedBy", "String"),
        ("spoken", "String"),
        ("repeatedPart", "String"),
        ("repeatedText", "String"),
        ("twinPath", "String"),
        ("notDrawnBecause", "String"),
        ("markImage", "String"),
        ("sameNameCount", "Int"),
        ("activationPointX", "Double"),
        ("activationPointY", "Double"),
        ("capturedUnderModal", "String"),
        ("presentation", "String"),
    ]
}
