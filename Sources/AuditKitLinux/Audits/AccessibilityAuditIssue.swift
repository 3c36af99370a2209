/// One accessibility problem found by an audit, like `XCUIAccessibilityAuditIssue`, with what Apple's
/// lacks: a stable rule id, a severity, the element's path and a reference.
public struct AccessibilityAuditIssue: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The category that found it.
    public var auditType: AccessibilityAuditType
    /// The element concerned, if any (as in Apple's, it may be absent).
    public var element: ElementSnapshot?
    /// A short summary, using Apple's wording where Apple has one ("Element has no description").
    public var compactDescription: String
    /// What is wrong and how to fix it.
    public var detailedDescription: String
    /// A stable identifier for the rule, such as `sufficientElementDescription.missing`.
    public var ruleID: String
    /// Failure or warning.
    public var severity: AccessibilityAuditSeverity
    /// The element's path in the hierarchy (see ``AccessibilityHierarchy/path(of:)``); `nil` without an element.
    public var path: String?
    /// The standard behind the rule: a WCAG 2.2 success criterion or an Apple HIG page.
    public var reference: AuditReference
    /// The settings the issue was found under, when an audit ran under several.
    public var foundUnder: [AccessibilitySettings]

    /// Creates an issue.
    public init(auditType: AccessibilityAuditType, element: ElementSnapshot?, compactDescription: String,
                detailedDescription: String, ruleID: String, severity: AccessibilityAuditSeverity = .failure,
                path: String? = nil, reference: AuditReference, foundUnder: [AccessibilitySettings] = []) {
        self.auditType = auditType
        self.element = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.reference = reference
        self.foundUnder = foundUnder
    }

    /// `compactDescription (path): detailedDescription`, the form test failures use.
    public var description: String {
        var text = compactDescription
        if let path { text += " (\(path))" } else if let element { text += " (\(element.summary))" }
        return text + ": " + detailedDescription
    }
}

/// Errors from auditing and parsing audit options.
public enum AccessibilityAuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing to audit: the hierarchy has no elements, or nothing visible beyond the application,
    /// windows and plain containers (``AccessibilityHierarchy/hasContentToAudit``). An empty screen
    /// is an error, not a pass. `found` says what there was (``AccessibilityHierarchy/contentSummary``),
    /// such as "nothing" or "only an application and a window".
    case emptyHierarchy(found: String)
    /// An audit type name that does not exist.
    case unknownAuditType(String)
    /// No audit types were selected.
    case noAuditTypes

    /// A message for people.
    public var description: String {
        switch self {
        case .emptyHierarchy(let found):
            found == "nothing"
                ? "The hierarchy is empty: there is nothing to audit (an empty screen is not a pass)."
                : "Nothing to audit: the screen holds \(found), with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass\(found.contains("hidden") ? "; is the root view hidden?" : ""))."
        case .unknownAuditType(let name):
            "Unknown audit type '\(name)'. Known: \(AccessibilityAuditType.named.map(\.name).joined(separator: ", ")), all."
        case .noAuditTypes: "No audit types were selected."
        }
    }
}
