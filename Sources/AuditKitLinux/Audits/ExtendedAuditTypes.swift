// Audit types beyond Apple's nine, in raw-value bits Apple does not use (DESIGN §6).
// Each is added here together with the rule that implements it; a type with no rule does not exist.
// Apple's bits are 0-3, 16-18 and 32-33; ours start at 1 << 48, far from any Apple has used.

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
}

extension AccessibilityAuditor {
    /// The rules behind the types beyond Apple's (``AccessibilityAuditType/extended``), in the order they run.
    public static let extendedRules: [any AccessibilityAuditRule] = [
        ModalBackgroundReachableRule(), ColorOnlyStateRule(),
        TranslucentMaterialRule(), MotionEffectsRule(), SmartInvertMediaRule(),
    ]
}

extension AccessibilityAuditContext {
    /// The screen with one display setting turned on, for rules that check how views react to it.
    ///
    /// Returns the hierarchy under audit when the setting is already on in it; a re-snapshot of the
    /// live app with the setting on otherwise. When neither is possible (a capture, or a JSON
    /// hierarchy taken with the setting off or unknown), records `notEvaluated` for `rule` and returns `nil`.
    ///
    /// - Parameters:
    ///   - setting: The setting's key path, such as `\.isReduceMotionEnabled`.
    ///   - name: The setting's name for messages ("Reduce Motion").
    ///   - rule: The rule asking, for the not-evaluated record.
    func hierarchy(with setting: WritableKeyPath<AccessibilitySettings, Bool>, named name: String,
                   for rule: some AccessibilityAuditRule) -> AccessibilityHierarchy? {
        if hierarchy.source.isCapture {
            notEvaluated(rule, reason: "a capture does not record how views look under \(name)")
            return nil
        }
        if let base = hierarchy.settings {
            if base[keyPath: setting] { return hierarchy }
            var turnedOn = base
            turnedOn[keyPath: setting] = true
            if let other = hierarchy(under: turnedOn) { return other }
        }
        notEvaluated(rule, reason: "the hierarchy was not taken with \(name) on and cannot be snapshotted again")
        return nil
    }
}

extension AccessibilityHierarchy {
    /// Whether `element` or any of its view-tree ancestors has `accessibilityIgnoresInvertColors`
    /// (UIKit applies the property to a view's whole subtree). `nil` when unknown for all of them.
    func ignoresInvertColors(_ element: ElementSnapshot) -> Bool? {
        var sawUnknown = element.ignoresInvertColors == nil
        if element.ignoresInvertColors == true { return true }
        for ancestor in ancestors(of: element.id) {
            switch ancestor.ignoresInvertColors {
            case true?: return true
            case nil: sawUnknown = true
            case false?: break
            }
        }
        return sawUnknown ? nil : false
    }

    /// ``ignoresInvertColors(_:)`` for every element (indexed by id), in O(n) for the whole tree.
    func ignoresInvertColorsByElement() -> [Bool?] {
        foldDown({ (parent: Bool??, element) -> Bool? in
            if element.ignoresInvertColors == true || parent == .some(true) { return true }
            return element.ignoresInvertColors == nil || parent == .some(nil) ? nil : false
        }, cut: { id in ignoresInvertColors(elements[id]) })
    }
}
