import AuditKitModel

/// A WCAG 2.2 success criterion: its number, title, conformance level and the anchor of its section
/// in the WCAG 2.2 Recommendation. The criteria the rules rest on are listed once, in
/// ReferenceCatalogue.swift (``nameRoleValue``, ``contrastMinimum``, …).
public struct WCAGSuccessCriterion: Hashable, Codable, Sendable {
    /// WCAG's conformance levels.
    public enum Level: String, Hashable, Codable, Sendable {
        /// Level A.
        case a = "A"
        /// Level AA, what most laws and Apple's audit aim at.
        case aa = "AA"
        /// Level AAA.
        case aaa = "AAA"
    }

    /// The number, such as `1.4.3`.
    public var number: String
    /// The title, such as `Contrast (Minimum)`.
    public var title: String
    /// The conformance level.
    public var level: Level
    /// The id of the criterion's section in the WCAG 2.2 Recommendation, such as `contrast-minimum`.
    public var anchor: String

    /// The Recommendation WCAG 2.2 criteria link into.
    public static let recommendationURL = "https://www.w3.org/TR/WCAG22/"

    /// Creates a criterion.
    public init(number: String, title: String, level: Level, anchor: String) {
        self.number = number
        self.title = title
        self.level = level
        self.anchor = anchor
    }

    /// The criterion's section: ``recommendationURL`` with `#` ``anchor``.
    public var url: String { Self.recommendationURL + "#" + anchor }

    /// How messages and reports name it: `WCAG 2.2 SC 1.4.3 Contrast (Minimum)`.
    public var name: String { "WCAG 2.2 SC \(number) \(title)" }
}
