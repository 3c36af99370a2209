import AuditKitModel

/// The categories of accessibility audit, with `XCUIAccessibilityAuditType`'s case names and raw values.
///
/// Apple's raw values (Xcode 15): contrast 1<<0, elementDetection 1<<1, hitRegion 1<<2,
/// sufficientElementDescription 1<<3, dynamicType 1<<16, textClipped 1<<17, trait 1<<18,
/// action 1<<32, parentChild 1<<33, all = ~0. Codable encodes the case names.
public struct AccessibilityAuditType: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt64
    /// Creates a set of audit types from a raw bit mask.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Text and controls whose colours do not contrast enough with their background.
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// Content that assistive technology cannot reach (visible text, interactive views).
    public static let elementDetection = AccessibilityAuditType(rawValue: 1 << 1)
    /// Interactive elements whose hit area is too small.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 2)
    /// Elements with no description, or one a person cannot understand.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 3)
    /// Text that does not scale with Dynamic Type.
    public static let dynamicType = AccessibilityAuditType(rawValue: 1 << 16)
    /// Text that is cut off at large content sizes.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 17)
    /// Elements whose traits do not say what they are or how they behave.
    public static let trait = AccessibilityAuditType(rawValue: 1 << 18)
    /// Elements that promise an action they do not have.
    public static let action = AccessibilityAuditType(rawValue: 1 << 32)
    /// Containers whose element lists disagree with their views.
    public static let parentChild = AccessibilityAuditType(rawValue: 1 << 33)
    /// Every audit type Apple's audit runs on the platform, as `XCUIAccessibilityAuditType.all`
    /// (`~0`). An audit of an iOS screen (every screen and capture this package reads) for `.all`
    /// runs Apple's seven iOS types (``appleIOS``), not the macOS-only `action` and `parentChild`
    /// nor the types beyond Apple's (``extended``); ``resolved(addingToAll:)`` says how a set is
    /// read. Name them to run them (`[.contrast, .modalContainment]`, ``every``), or add them to
    /// `.all` with ``AccessibilityAuditConfiguration/typesAddedToAll``.
    public static let all = AccessibilityAuditType(rawValue: ~0)

    /// Apple's nine types with their case names, in raw-value order. Types beyond Apple's register
    /// here too, in bits Apple does not use.
    public static let named: [(name: String, type: AccessibilityAuditType)] =
        [
            ("contrast", .contrast), ("elementDetection", .elementDetection), ("hitRegion", .hitRegion),
            ("sufficientElementDescription", .sufficientElementDescription), ("dynamicType", .dynamicType),
            ("textClipped", .textClipped), ("trait", .trait), ("action", .action), ("parentChild", .parentChild),
        ] + extendedNamed

    /// The case names of the single types in this set, in raw-value order.
    public var names: [String] { Self.named.filter { contains($0.type) }.map(\.name) }

    /// The single named types in this set.
    public var members: [AccessibilityAuditType] { Self.named.filter { contains($0.type) }.map(\.type) }

    /// The names of the sets: `all` (Apple's `.all`: on an iOS screen, ``appleIOS``), `apple`
    /// (Apple's nine, ``apple``), `extended` (this package's own, ``extended``) and `every` (all of
    /// them, ``every``).
    public static let setNames: [(name: String, type: AccessibilityAuditType)] = [
        ("all", .all), ("apple", .apple), ("extended", .extended), ("every", .every),
    ]

    /// The type with case name `name`, or the set `all`, `apple` or `extended`, case-insensitive;
    /// `nil` if unknown.
    public init?(name: String) {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let set = Self.setNames.first(where: { $0.name == key }) {
            self = set.type
            return
        }
        guard let match = Self.named.first(where: { $0.name.lowercased() == key }) else { return nil }
        self = match.type
    }

    /// Parses a comma-separated list of case names and set names ("contrast,hitRegion", "apple").
    /// - Throws: ``AccessibilityAuditError/unknownAuditType(_:)`` naming the first unknown name.
    public static func parse(list: String) throws -> AccessibilityAuditType {
        var result: AccessibilityAuditType = []
        for part in list.split(separator: ",") {
            let name = String(part).trimmingCharacters(in: .whitespaces)
            if name.isEmpty { continue }
            guard let type = AccessibilityAuditType(name: name) else {
                throw AccessibilityAuditError.unknownAuditType(name)
            }
            result.formUnion(type)
        }
        return result
    }
}

extension AccessibilityAuditType: Codable {
    /// Decodes a case name, or an array of case names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let names: [String]
        if let one = try? container.decode(String.self) {
            names = [one]
        } else {
            names = try container.decode([String].self)
        }
        var result: AccessibilityAuditType = []
        for name in names {
            guard let type = AccessibilityAuditType(name: name) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown audit type '\(name)'")
            }
            result.formUnion(type)
        }
        self = result
    }

    /// Encodes a single type as its case name, a set as an array of names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let names = self.names
        if names.count == 1 { try container.encode(names[0]) } else { try container.encode(names) }
    }
}

extension AccessibilityAuditType: CustomStringConvertible {
    /// The case name(s), comma separated.
    public var description: String { names.joined(separator: ", ") }
}
