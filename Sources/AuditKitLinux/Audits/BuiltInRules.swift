extension AccessibilityAuditor {
    /// Every rule this package ships, in the order they run. Add a new rule here and in its own file.
    /// The rules for types beyond Apple's nine are listed in ``extendedRules`` (ExtendedAuditTypes.swift).
    public static let builtInRules: [any AccessibilityAuditRule] = [
        // contrast, elementDetection, hitRegion, sufficientElementDescription
        ContrastRule(),
        InaccessibleTextRule(),
        InaccessibleInteractionRule(),
        HitRegionRule(),
        MissingDescriptionRule(),
        HumanReadableLabelRule(),
        PlaceholderOnlyLabelRule(),
        // dynamicType, textClipped, trait, action, parentChild
        DynamicTypeUnsupportedRule(), DynamicTypePartiallyUnsupportedRule(),
        TextClippedRule(),
        TraitMissingButtonRule(), TraitMissingHeaderRule(), TraitStateNotExposedRule(), TraitConflictRule(),
        TraitRepeatedInLabelRule(),
        ActionMissingRule(), ActionNotAdjustableRule(), ActionModalEscapeRule(),
        ParentChildStructureRule(), ParentChildHiddenInteractiveRule(), ParentChildRedundantLabelRule(),
    ] + extendedRules
}
