import AuditKitModel

/// An audit type that could not be judged for some elements, and why (so it is not read as a pass).
public struct NotEvaluated: Hashable, Codable, Sendable {
    /// The audit type.
    public var auditType: AccessibilityAuditType
    /// Why, such as "the capture has no colours".
    public var reason: String
    /// How many elements it applies to; `nil` when it applies to the whole hierarchy.
    public var elementCount: Int?

    /// Creates a record.
    public init(auditType: AccessibilityAuditType, reason: String, elementCount: Int? = nil) {
        self.auditType = auditType
        self.reason = reason
        self.elementCount = elementCount
    }
}
