// Audit types beyond Apple's nine, in raw-value bits Apple does not use (DESIGN §6).
// Each is added here together with the rule that implements it; a type with no rule does not exist.

extension AccessibilityAuditType {
    /// Types beyond Apple's, with their names. Empty until a rule implements one.
    static let extendedNamed: [(name: String, type: AccessibilityAuditType)] = []
}
