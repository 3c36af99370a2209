/// The characteristics of an accessibility element, with UIKit's `UIAccessibilityTraits` names.
///
/// Bit positions are this package's own and are not UIKit's raw values; encode traits by name
/// (``names``) when exchanging them with other tools. `Codable` encodes an array of names.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt64
    /// Creates traits from this package's raw bit mask.
    @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Treat the element as a button.
    @inlinable public static var button: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 0) }
    /// Treat the element as a link.
    @inlinable public static var link: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 1) }
    /// Treat the element as an image.
    @inlinable public static var image: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 2) }
    /// The element is selected (a selected tab, a chosen segment).
    @inlinable public static var selected: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 3) }
    /// The element plays its own sound when activated.
    @inlinable public static var playsSound: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 4) }
    /// The element acts as a keyboard key.
    @inlinable public static var keyboardKey: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 5) }
    /// Treat the element as static text that cannot change.
    @inlinable public static var staticText: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 6) }
    /// The element provides summary information when the app starts.
    @inlinable public static var summaryElement: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 7) }
    /// The element is not enabled; VoiceOver says "Dimmed".
    @inlinable public static var notEnabled: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 8) }
    /// The element updates its label or value frequently.
    @inlinable public static var updatesFrequently: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 9) }
    /// Treat the element as a search field.
    @inlinable public static var searchField: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 10) }
    /// Activating the element starts a media session.
    @inlinable public static var startsMediaSession: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 11) }
    /// The element can be adjusted with increment and decrement (swipe up and down).
    @inlinable public static var adjustable: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 12) }
    /// The element takes touches directly.
    @inlinable public static var allowsDirectInteraction: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 13) }
    /// The element turns the page when VoiceOver finishes reading it.
    @inlinable public static var causesPageTurn: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 14) }
    /// The element is a tab bar (a container whose children are tabs).
    @inlinable public static var tabBar: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 15) }
    /// The element is a heading; VoiceOver's rotor jumps between headings.
    @inlinable public static var header: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 16) }
    /// The element supports zooming (iOS 17).
    @inlinable public static var supportsZoom: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 17) }
    /// The element is a toggle button, such as a switch (iOS 17).
    @inlinable public static var toggleButton: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 18) }

    /// Every named trait, in declaration order, with its UIKit name.
    public static let allNamed: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("supportsZoom", .supportsZoom),
        ("toggleButton", .toggleButton),
    ]

    /// ``allNamed`` by name, exactly as written there.
    private static let exactNames = Dictionary(uniqueKeysWithValues: allNamed.map { ($0.name, $0.trait) })

    /// The UIKit names of the traits in this set, in declaration order.
    public var names: [String] {
        Self.allNamed.filter { contains($0.trait) }.map(\.name)
    }

    /// Creates traits from UIKit trait names, ignoring case, spaces and a `UIAccessibilityTrait`
    /// prefix ("Button", "StaticText", "Not Enabled", "UIAccessibilityTraitHeader").
    ///
    /// Names it does not know are returned in `unknown` rather than dropped silently.
    public static func parse(names: [String]) -> (traits: AccessibilityTraits, unknown: [String]) {
        var traits: AccessibilityTraits = []
        var unknown: [String] = []
        for raw in names {
            // A name as `names` writes it, the common case, without normalising it.
            if let trait = exactNames[raw] {
                traits.insert(trait)
                continue
            }
            var key = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "").lowercased()
            if key.isEmpty { continue }
            if key.hasPrefix("uiaccessibilitytrait") { key.removeFirst("uiaccessibilitytrait".count) }
            if key == "disabled" { key = "notenabled" }
            if key == "heading" { key = "header" }
            if let match = allNamed.first(where: { $0.name.lowercased() == key }) {
                traits.insert(match.trait)
            } else if key != "none" {
                unknown.append(raw)
            }
        }
        return (traits, unknown)
    }
}

extension AccessibilityTraits: Codable {
    /// Decodes an array of UIKit trait names; unknown names are an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let names = try container.decode([String].self)
        let parsed = Self.parse(names: names)
        guard parsed.unknown.isEmpty else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Unknown accessibility traits: \(parsed.unknown.joined(separator: ", "))")
        }
        self = parsed.traits
    }

    /// Encodes the traits as an array of UIKit trait names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}

extension AccessibilityTraits: CustomStringConvertible {
    /// The trait names, comma separated, or "none".
    public var description: String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
