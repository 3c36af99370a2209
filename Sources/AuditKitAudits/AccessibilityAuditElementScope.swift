import AuditKitModel

/// Which elements an audit reports issues on (``AccessibilityAuditConfiguration/scope``).
public enum AccessibilityAuditElementScope: String, Hashable, Codable, Sendable, CaseIterable {
    /// The elements on the screen, as Apple's audit: an element is left out when its frame lies
    /// wholly outside the screen, or wholly outside a scroll view, table or collection view around
    /// it (scrolled out of view). An element whose frame is unknown, or that lies in a window that
    /// does not fit the screen, is kept. Issues left out are counted in the result's
    /// ``AccessibilityAuditResult/notEvaluated``, one record per audit type, never dropped
    /// silently. Apple's audit "will audit the current view" (WWDC23 session 10035, "Perform
    /// accessibility audits for your app").
    case onScreen
    /// Every element, the whole content of scroll views included (beyond Apple's): one audit of a
    /// long screen finds what scrolling and auditing again would.
    case wholeContent
}
