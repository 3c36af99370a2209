import AuditKitModel
import Foundation

/// Errors from auditing and parsing audit options.
public enum AccessibilityAuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing to audit: the hierarchy has no elements, or nothing visible beyond the application,
    /// windows and plain containers (``AccessibilityHierarchy/hasContentToAudit``). An empty screen
    /// is an error, not a pass. The ``EmptyScreen`` says what there was and why
    /// (``AccessibilityHierarchy/emptyScreen``).
    case emptyHierarchy(EmptyScreen)
    /// An audit type name that does not exist.
    case unknownAuditType(String)
    /// No audit types were selected.
    case noAuditTypes

    /// A message for people.
    public var description: String {
        switch self {
        case .emptyHierarchy(let screen):
            screen.description
        case .unknownAuditType(let name):
            "unknown audit type '\(name)'; use one of \((AccessibilityAuditType.named + AccessibilityAuditType.setNames).map(\.name).joined(separator: ", "))"
        case .noAuditTypes: "no audit types were selected; name at least one, or all"
        }
    }
}
