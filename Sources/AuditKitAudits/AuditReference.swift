import AuditKitModel

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
