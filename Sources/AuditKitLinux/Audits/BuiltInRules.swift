extension AccessibilityAuditor {
    /// Every rule this package ships, in the order they run. Add a new rule here and in its own file.
    public static let builtInRules: [any AccessibilityAuditRule] = [
        ContrastRule(),
        InaccessibleTextRule(),
        InaccessibleInteractionRule(),
        HitRegionRule(),
        MissingDescriptionRule(),
        HumanReadableLabelRule(),
    ]
}
