// The rule types' names before they were named after their rule ids (docs/architecture.md,
// "Rule names"). Kept so that code listing rules by their old names, such as a custom auditor
// `AccessibilityAuditor(rules: [ContrastRule(), HitRegionRule()])`, still compiles.

import AuditKitBase
import AuditKitHierarchy
import AuditKitModel

/// The rule `contrast.text`, by its former name.
@available(*, deprecated, renamed: "ContrastTextRule")
public typealias ContrastRule = ContrastTextRule
/// The rule `elementDetection.inaccessibleText`, by its former name.
@available(*, deprecated, renamed: "ElementDetectionInaccessibleTextRule")
public typealias InaccessibleTextRule = ElementDetectionInaccessibleTextRule
/// The rule `elementDetection.inaccessibleInteraction`, by its former name.
@available(*, deprecated, renamed: "ElementDetectionInaccessibleInteractionRule")
public typealias InaccessibleInteractionRule = ElementDetectionInaccessibleInteractionRule
/// The rule `hitRegion.tooSmall`, by its former name.
@available(*, deprecated, renamed: "HitRegionTooSmallRule")
public typealias HitRegionRule = HitRegionTooSmallRule
/// The rule `sufficientElementDescription.missing`, by its former name.
@available(*, deprecated, renamed: "SufficientElementDescriptionMissingRule")
public typealias MissingDescriptionRule = SufficientElementDescriptionMissingRule
/// The rule `sufficientElementDescription.notHumanReadable`, by its former name.
@available(*, deprecated, renamed: "SufficientElementDescriptionNotHumanReadableRule")
public typealias HumanReadableLabelRule = SufficientElementDescriptionNotHumanReadableRule
/// The rule `sufficientElementDescription.placeholderOnly`, by its former name.
@available(*, deprecated, renamed: "SufficientElementDescriptionPlaceholderOnlyRule")
public typealias PlaceholderOnlyLabelRule = SufficientElementDescriptionPlaceholderOnlyRule
/// The rule `textClipped.clipped`, by its former name.
@available(*, deprecated, renamed: "TextClippedClippedRule")
public typealias TextClippedRule = TextClippedClippedRule
/// The rule `trait.missingButtonOrLink`, by its former name.
@available(*, deprecated, renamed: "TraitMissingButtonOrLinkRule")
public typealias TraitMissingButtonRule = TraitMissingButtonOrLinkRule
/// The rule `trait.conflicting`, by its former name.
@available(*, deprecated, renamed: "TraitConflictingRule")
public typealias TraitConflictRule = TraitConflictingRule
/// The rule `parentChild.mismatch`, by its former name.
@available(*, deprecated, renamed: "ParentChildMismatchRule")
public typealias ParentChildStructureRule = ParentChildMismatchRule
/// The rule `parentChild.hiddenInteractiveChild`, by its former name.
@available(*, deprecated, renamed: "ParentChildHiddenInteractiveChildRule")
public typealias ParentChildHiddenInteractiveRule = ParentChildHiddenInteractiveChildRule
/// The rule `parentChild.redundantContainerLabel`, by its former name.
@available(*, deprecated, renamed: "ParentChildRedundantContainerLabelRule")
public typealias ParentChildRedundantLabelRule = ParentChildRedundantContainerLabelRule
/// The rule `modalContainment.backgroundReachable`, by its former name.
@available(*, deprecated, renamed: "ModalContainmentBackgroundReachableRule")
public typealias ModalBackgroundReachableRule = ModalContainmentBackgroundReachableRule
/// The rule `differentiateWithoutColor.colorOnly`, by its former name.
@available(*, deprecated, renamed: "DifferentiateWithoutColorColorOnlyRule")
public typealias ColorOnlyStateRule = DifferentiateWithoutColorColorOnlyRule
/// The rule `reduceTransparency.translucentMaterial`, by its former name.
@available(*, deprecated, renamed: "ReduceTransparencyTranslucentMaterialRule")
public typealias TranslucentMaterialRule = ReduceTransparencyTranslucentMaterialRule
/// The rule `reduceMotion.motionEffects`, by its former name.
@available(*, deprecated, renamed: "ReduceMotionMotionEffectsRule")
public typealias MotionEffectsRule = ReduceMotionMotionEffectsRule
/// The rule `smartInvert.mediaInverted`, by its former name.
@available(*, deprecated, renamed: "SmartInvertMediaInvertedRule")
public typealias SmartInvertMediaRule = SmartInvertMediaInvertedRule
