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

extension [NotEvaluated] {
    /// Adds `record` to the list: a record of the same audit type and reason already there takes its
    /// element count (added to its own), else `record` is appended.
    mutating func merge(_ record: NotEvaluated) {
        if let index = firstIndex(where: { $0.auditType == record.auditType && $0.reason == record.reason }) {
            if let add = record.elementCount {
                self[index].elementCount = (self[index].elementCount ?? 0) + add
            }
            return
        }
        append(record)
    }
}
