// The one list of built-in rules. A new rule is added here, in its audit type's place, and in its
// own file under Rules/<auditType>/ (see CONTRIBUTING.md).

import AuditKitModel

extension AccessibilityAuditor {
    /// Every rule this package ships, Apple's nine audit types first and then the types this
    /// package adds (``AccessibilityAuditType/extended``), in the order they run.
    ///
    /// Within a type, rules run in the order listed; an audit sorts its issues by the element's
    /// place in the view tree afterwards, so the order only decides among issues on one element.
    public static let builtInRules: [any AccessibilityAuditRule] = [
        // contrast
        ContrastTextRule(),
        ContrastNonTextRule(),
        // elementDetection
        ElementDetectionInaccessibleTextRule(),
        ElementDetectionInaccessibleInteractionRule(),
        ElementDetectionHiddenDuplicateRule(),
        ElementDetectionOffScreenControlRule(),
        // hitRegion
        HitRegionTooSmallRule(),
        // sufficientElementDescription
        SufficientElementDescriptionMissingRule(),
        SufficientElementDescriptionNotHumanReadableRule(),
        SufficientElementDescriptionPlaceholderOnlyRule(),
        SufficientElementDescriptionRepeatedTextRule(),
        SufficientElementDescriptionDuplicateNameRule(),
        // dynamicType
        DynamicTypeUnsupportedRule(),
        DynamicTypePartiallyUnsupportedRule(),
        // textClipped
        TextClippedClippedRule(),
        // trait
        TraitMissingButtonOrLinkRule(),
        TraitMissingHeaderRule(),
        TraitStateNotExposedRule(),
        TraitColorOnlySelectionRule(),
        TraitSelectionMarkOnlyRule(),
        TraitConflictingRule(),
        TraitRepeatedInLabelRule(),
        // action
        ActionMissingRule(),
        ActionNotAdjustableRule(),
        ActionModalEscapeRule(),
        // parentChild
        ParentChildMismatchRule(),
        ParentChildHiddenInteractiveChildRule(),
        ParentChildRedundantContainerLabelRule(),
        // Types beyond Apple's nine: modalContainment, differentiateWithoutColor,
        // reduceTransparency, reduceMotion, smartInvert
        ModalContainmentBackgroundReachableRule(),
        DifferentiateWithoutColorColorOnlyRule(),
        ReduceTransparencyTranslucentMaterialRule(),
        ReduceMotionMotionEffectsRule(),
        SmartInvertMediaInvertedRule(),
    ]

    /// The built-in rules of the types beyond Apple's nine (``AccessibilityAuditType/extended``),
    /// in the order they run: ``builtInRules`` filtered by type.
    public static let extendedRules: [any AccessibilityAuditRule] = builtInRules.filter {
        AccessibilityAuditType.extended.contains($0.auditType)
    }
}
