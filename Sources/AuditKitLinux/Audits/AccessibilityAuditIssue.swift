/// How much an issue matters: failures fail a test; warnings are reported without failing by default.
public enum AccessibilityAuditSeverity: String, Hashable, Codable, Sendable, Comparable, CaseIterable {
    /// Worth fixing, not a barrier on its own (such as "Contrast nearly passed").
    case warning
    /// A barrier for some users: fails the test.
    case failure

    /// Warnings order before failures.
    public static func < (a: Self, b: Self) -> Bool { a == .warning && b == .failure }
}

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

/// The published standard a rule rests on.
public struct AuditReference: Hashable, Codable, Sendable {
    /// A short title: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)", "Apple HIG: Accessibility".
    public var title: String
    /// Where to read it.
    public var url: String

    /// Creates a reference.
    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}

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
