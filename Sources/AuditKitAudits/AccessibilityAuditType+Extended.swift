// Audit types beyond Apple's nine, in raw-value bits Apple does not use (docs/architecture.md).
// Each is added here together with its rules in Rules/<type>/ and RuleRegistry.swift; a type with
// no rule does not exist.
// Apple's bits are 0-3, 16-18 and 32-33; ours start at 1 << 48, far from any Apple has used.

import AuditKitModel

extension AccessibilityAuditType {
    /// Content behind a dimming view that VoiceOver still reaches. WCAG 2.2 SC 1.3.2 Meaningful
    /// Sequence and SC 2.4.3 Focus Order; Apple's `accessibilityViewIsModal`. Not one of Apple's
    /// types. (A modal view VoiceOver users cannot leave is Apple's `action` category: `action.modalEscape`.)
    public static let modalContainment = AccessibilityAuditType(rawValue: 1 << 48)
    /// State shown only by colour when Differentiate Without Colour is on. WCAG 2.2 SC 1.4.1 Use of
    /// Color; Apple HIG, Accessibility, "Color and effects". Not one of Apple's types.
    public static let differentiateWithoutColor = AccessibilityAuditType(rawValue: 1 << 49)
    /// Translucent materials that stay translucent under Reduce Transparency. Apple HIG,
    /// Accessibility, "Reduce Transparency". Not one of Apple's types.
    public static let reduceTransparency = AccessibilityAuditType(rawValue: 1 << 50)
    /// Decorative motion effects that stay on under Reduce Motion. WCAG 2.2 SC 2.3.3 Animation from
    /// Interactions; Apple HIG, Accessibility, "Motion". Not one of Apple's types.
    public static let reduceMotion = AccessibilityAuditType(rawValue: 1 << 51)
    /// Photos and video that Smart Invert would invert. Apple HIG, Accessibility, "Smart Invert";
    /// `accessibilityIgnoresInvertColors`. Not one of Apple's types.
    public static let smartInvert = AccessibilityAuditType(rawValue: 1 << 52)

    /// Types beyond Apple's, with their names, in raw-value order.
    static let extendedNamed: [(name: String, type: AccessibilityAuditType)] = [
        ("modalContainment", .modalContainment), ("differentiateWithoutColor", .differentiateWithoutColor),
        ("reduceTransparency", .reduceTransparency), ("reduceMotion", .reduceMotion), ("smartInvert", .smartInvert),
    ]

    /// Apple's nine types (`XCUIAccessibilityAuditType`), without the types this package adds.
    public static let apple: AccessibilityAuditType = [
        .contrast, .elementDetection, .hitRegion, .sufficientElementDescription, .dynamicType, .textClipped,
        .trait, .action, .parentChild,
    ]

    /// The types this package adds beyond Apple's nine.
    public static let extended: AccessibilityAuditType = [
        .modalContainment, .differentiateWithoutColor, .reduceTransparency, .reduceMotion, .smartInvert,
    ]
    /// The seven types Apple's audit runs on iOS: Apple's nine without `action` and `parentChild`,
    /// which Apple's documentation gives for macOS 14 only. What ``all`` runs on an iOS screen.
    public static let appleIOS: AccessibilityAuditType = [
        .contrast, .elementDetection, .hitRegion, .sufficientElementDescription, .dynamicType, .textClipped,
        .trait,
    ]
    /// Every type this package has, named: Apple's nine and ours (``apple`` and ``extended``). Unlike
    /// ``all``, it runs exactly these, macOS-only and extended types included; the command line's
    /// default.
    public static let every: AccessibilityAuditType = apple.union(extended)

    /// Whether this set holds bits no named type uses: a set made from ``all`` (`.all`,
    /// `.all.subtracting(.contrast)`), which stands for Apple's platform set rather than for the
    /// named types it contains.
    public var isFromAll: Bool { rawValue & ~Self.every.rawValue != 0 }

    /// The types an audit for this set runs.
    ///
    /// A set of named types runs exactly those (`[.contrast, .modalContainment]`, ``every``). A set
    /// made from ``all`` (``isFromAll``) runs Apple's iOS types (``appleIOS``) and `extra`, less
    /// what was taken out of it: `.all.subtracting(.contrast)` runs the six other iOS types, as on
    /// Apple's. `extra` is ``AccessibilityAuditConfiguration/typesAddedToAll``.
    public func resolved(addingToAll extra: AccessibilityAuditType = []) -> AccessibilityAuditType {
        guard isFromAll else { return self }
        return intersection(Self.appleIOS.union(extra))
    }
}
