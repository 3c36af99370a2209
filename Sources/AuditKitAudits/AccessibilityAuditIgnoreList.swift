import AuditKitModel
import Foundation

/// A declarative list of issues to ignore, the file-friendly sibling of the ignore closure
/// `performAccessibilityAudit(for:_:)` takes.
///
/// Each ``Matcher`` names one or more criteria; an issue is ignored when **every** criterion of
/// **some** matcher holds. The list is `Codable`, so it can live in a JSON file beside the tests:
///
/// ```json
/// {
///   "format": "auditkit-ignore-list",
///   "version": 1,
///   "ignore": [
///     { "ruleID": "contrast.*", "pathPrefix": "Application['QuoteApp']/Window/Other#legacyBanner",
///       "reason": "Banner is being redesigned (TICKET-123)" },
///     { "auditType": "dynamicType", "elementType": "navigationBar" },
///     { "auditType": "contrast", "label": "My Label" },
///     { "ruleID": "contrast.text", "evidence": { "foregroundColor": "#007AFF", "backgroundColor": "#FFFFFF" } }
///   ]
/// }
/// ```
///
/// The same list in code:
///
/// ```swift
/// let ignoreList = AccessibilityAuditIgnoreList([
///     .init(ruleID: "contrast.*", pathPrefix: "Application['QuoteApp']/Window/Other#legacyBanner"),
///     .init(auditType: .dynamicType, elementType: .navigationBar),
///     .init(auditType: .contrast, label: "My Label"),
///     .init(ruleID: "contrast.text", evidence: [.key(.foregroundColor, equals: "#007AFF"),
///                                               .key(.backgroundColor, equals: "#FFFFFF")]),
/// ])
/// let remaining = result.ignoring(ignoreList)
/// ```
public struct AccessibilityAuditIgnoreList: Hashable, Codable, Sendable {
    /// The value of ``format`` in files this type writes and accepts.
    public static let formatName = "auditkit-ignore-list"
    /// The newest ``version`` this type reads.
    public static let currentVersion = 1

    /// Always ``formatName``; lets a reader tell an ignore list from a baseline.
    public var format: String
    /// The file format version; files newer than ``currentVersion`` are refused.
    public var version: Int
    /// The matchers; an issue matching any of them is ignored.
    public var ignore: [Matcher] {
        didSet { index = MatcherIndex(ignore) }
    }
    /// The matchers by the criterion each requires, so that an issue is tried against the few that
    /// may match it, not against all of them.
    private var index: MatcherIndex

    /// Creates a list from matchers.
    public init(_ matchers: [Matcher] = []) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.ignore = matchers
        self.index = MatcherIndex(matchers)
    }

    /// Whether some matcher in the list matches `issue`.
    ///
    /// Indexed: an issue is tried only against the matchers whose identifier, label, exact rule id,
    /// path prefix (one of the issue path's leading steps), rule id prefix, compact description or
    /// element type is the issue's, and those with none of these criteria; the time does not grow
    /// with matchers that name other elements or rules (100,000 label matchers cost about what one
    /// does).
    public func matches(_ issue: AccessibilityAuditIssue) -> Bool {
        index.matches(issue, in: ignore)
    }

    /// Lists are equal when their format, version and matchers are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.format == rhs.format && lhs.version == rhs.version && lhs.ignore == rhs.ignore
    }

    /// Hashes the format, version and matchers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(version)
        hasher.combine(ignore)
    }

    /// Reads a list from JSON, strictly: a key no ignore list has (a misspelt `"ignroe"`, which
    /// would otherwise leave the list empty and ignore nothing) or a value of the wrong type is an
    /// error naming its field.
    /// - Throws: ``JSONFileError``: malformed JSON (with line and column), an unknown `format`, a
    ///   `version` newer than ``currentVersion``, an unknown audit type name, a matcher with no
    ///   criterion, or a field that is wrong (with its path).
    public init(json: Data) throws {
        self = try OwnJSONFile.decode(Self.self, from: json, file: "ignore list")
    }

    /// The list as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder.auditKitDocument()
        return try encoder.encode(self)
    }

    private enum CodingKeys: String, CodingKey { case format, version, ignore }

    /// Decodes a list; `format` and `version` may be omitted (they default to the current ones).
    /// - Throws: `DecodingError.dataCorrupted` for a foreign `format` or a too-new `version`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format) ?? Self.formatName
        guard format == Self.formatName else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "Not an ignore list: format is '\(format)', expected '\(Self.formatName)'.")
        }
        let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        guard version <= Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "Ignore list version \(version) is newer than this AuditKitLinux reads (\(Self.currentVersion)).")
        }
        guard version >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "Ignore list version \(version) is not one AuditKitLinux writes (versions start at 1; this build reads 1 to \(Self.currentVersion))."
            )
        }
        self.format = format
        self.version = version
        let matchers = try container.decodeIfPresent([Matcher].self, forKey: .ignore) ?? []
        self.ignore = matchers
        self.index = MatcherIndex(matchers)
    }

    /// Encodes the format, version and matchers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(ignore, forKey: .ignore)
    }

    /// Each matcher (by its place in the list) under one criterion it requires, the first it has of
    /// identifier, label, exact rule id, path prefix, rule id prefix, compact description and element
    /// type; matchers with none of them are tried for every issue.
    private struct MatcherIndex: Sendable {
        var byIdentifier: [String: [Int]] = [:]
        var byLabel: [String: [Int]] = [:]
        var byRuleID: [String: [Int]] = [:]
        /// By the prefix without its trailing `/`.
        var byPathPrefix: [String: [Int]] = [:]
        /// By the pattern without its `*`.
        var byRuleIDPrefix: [String: [Int]] = [:]
        var byCompactDescription: [String: [Int]] = [:]
        var byElementType: [String: [Int]] = [:]
        var others: [Int] = []

        init(_ matchers: [Matcher]) {
            for (place, matcher) in matchers.enumerated() {
                if let identifier = matcher.identifier {
                    byIdentifier[identifier, default: []].append(place)
                } else if let label = matcher.label {
                    byLabel[label, default: []].append(place)
                } else if let ruleID = matcher.ruleID, !ruleID.hasSuffix("*") {
                    byRuleID[ruleID, default: []].append(place)
                } else if let prefix = matcher.pathPrefix, !prefix.isEmpty {
                    let key = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
                    byPathPrefix[key, default: []].append(place)
                } else if let ruleID = matcher.ruleID {
                    byRuleIDPrefix[String(ruleID.dropLast()), default: []].append(place)
                } else if let compactDescription = matcher.compactDescription {
                    byCompactDescription[compactDescription, default: []].append(place)
                } else if let elementType = matcher.elementType {
                    byElementType[Matcher.normalized(elementType), default: []].append(place)
                } else {
                    others.append(place)
                }
            }
        }

        func matches(_ issue: AccessibilityAuditIssue, in matchers: [Matcher]) -> Bool {
            func any(_ places: [Int]?) -> Bool { places?.contains { matchers[$0].matches(issue) } ?? false }
            if any(others) { return true }
            if let identifier = issue.element?.identifier, any(byIdentifier[identifier]) { return true }
            if let label = issue.element?.label, any(byLabel[label]) { return true }
            if any(byRuleID[issue.ruleID]) { return true }
            if !byPathPrefix.isEmpty, let path = issue.path {
                // Every leading part of the path that ends before a `/`, and the whole path.
                var end = path.utf8.startIndex
                while let slash = path.utf8[end...].firstIndex(of: UInt8(ascii: "/")) {
                    if any(byPathPrefix[String(path[..<slash])]) { return true }
                    end = path.utf8.index(after: slash)
                }
                if any(byPathPrefix[path]) { return true }
            }
            if !byRuleIDPrefix.isEmpty {
                var end = issue.ruleID.startIndex
                while true {
                    if any(byRuleIDPrefix[String(issue.ruleID[..<end])]) { return true }
                    guard end < issue.ruleID.endIndex else { break }
                    end = issue.ruleID.index(after: end)
                }
            }
            if any(byCompactDescription[issue.compactDescription]) { return true }
            if let type = issue.element?.elementType, any(byElementType[Matcher.normalized(type)]) { return true }
            return false
        }
    }

    /// One rule for ignoring issues: every criterion that is set must hold.
    ///
    /// - `ruleID`: the issue's rule id, exactly (`hitRegion.tooSmall`), or a prefix ending in `*`
    ///   (`contrast.*` matches every contrast rule).
    /// - `auditType`: the issue's category is one of these (one name or a list in JSON).
    /// - `identifier`, `label`: the element's `accessibilityIdentifier` / `accessibilityLabel`,
    ///   exactly (an issue without an element never matches these).
    /// - `elementType`: the element's type; `button`, `Button` and `XCUIElementTypeButton` are the same.
    /// - `pathPrefix`: the issue's path starts with these whole steps:
    ///   `Application['Settings']/Window/Other#list` matches
    ///   `Application['Settings']/Window/Other#list/Cell['Wi-Fi']` but not `…/Other#list2`. The first
    ///   step names the app as its path does: `Application['Settings']` for an app with a name (a
    ///   `HeadlessApplication` made with `name:`, a capture's application label), `Application` only
    ///   for one without; copy the prefix from a report's path.
    /// - `compactDescription`: Apple's short text, exactly (`Contrast nearly passed`).
    /// - `evidence`: conditions on the issue's ``AccessibilityAuditIssue/evidence``, all of which must
    ///   hold (``EvidenceCondition``): `{"foregroundColor": "#007AFF", "contrastRatio": {"min": 4, "max": 4.5}}`.
    ///   Match on evidence rather than on message text: messages may be reworded, keys stay.
    ///
    /// A matcher with no criterion matches nothing (decoding one is an error), so a typo in a key
    /// cannot silently ignore everything. `reason` is free text for people and never matched.
    public struct Matcher: Hashable, Codable, Sendable {
        /// A rule id, or a prefix ending in `*`.
        public var ruleID: String?
        /// Audit categories; the issue's must be among them.
        public var auditType: AccessibilityAuditType?
        /// The element's `accessibilityIdentifier`, exactly.
        public var identifier: String?
        /// The element's `accessibilityLabel`, exactly.
        public var label: String?
        /// The element's type.
        public var elementType: ElementType?
        /// Leading whole steps of the issue's path (see ``AccessibilityHierarchy/path(of:)``).
        public var pathPrefix: String?
        /// The issue's compact description, exactly.
        public var compactDescription: String?
        /// Conditions on the issue's evidence, all of which must hold; `nil` or empty: none.
        public var evidence: [EvidenceCondition]?
        /// Why the issue is ignored, for people reading the file; not matched.
        public var reason: String?

        /// Creates a matcher; leave a criterion `nil` to not constrain it.
        public init(
            ruleID: String? = nil, auditType: AccessibilityAuditType? = nil, identifier: String? = nil,
            label: String? = nil, elementType: ElementType? = nil, pathPrefix: String? = nil,
            compactDescription: String? = nil, evidence: [EvidenceCondition]? = nil, reason: String? = nil
        ) {
            self.ruleID = ruleID
            self.auditType = auditType
            self.identifier = identifier
            self.label = label
            self.elementType = elementType
            self.pathPrefix = pathPrefix
            self.compactDescription = compactDescription
            self.evidence = evidence
            self.reason = reason
        }

        /// Whether at least one criterion is set.
        public var hasCriteria: Bool {
            ruleID != nil || auditType != nil || identifier != nil || label != nil || elementType != nil
                || pathPrefix != nil || compactDescription != nil || !(evidence ?? []).isEmpty
        }

        /// Whether every criterion that is set holds for `issue`; `false` when none is set.
        public func matches(_ issue: AccessibilityAuditIssue) -> Bool {
            guard hasCriteria else { return false }
            if let ruleID, !Self.ruleIDMatches(pattern: ruleID, issue.ruleID) { return false }
            if let auditType, auditType.isDisjoint(with: issue.auditType) { return false }
            if let identifier, issue.elementSnapshot?.identifier != identifier { return false }
            if let label, issue.elementSnapshot?.label != label { return false }
            if let elementType {
                guard let actual = issue.elementSnapshot?.elementType,
                    Self.normalized(actual) == Self.normalized(elementType)
                else { return false }
            }
            if let pathPrefix, !Self.pathHasPrefix(issue.path, pathPrefix) { return false }
            if let compactDescription, issue.compactDescription != compactDescription { return false }
            if let evidence, !evidence.allSatisfy({ $0.matches(issue.evidence) }) { return false }
            return true
        }

        static func ruleIDMatches(pattern: String, _ ruleID: String) -> Bool {
            if pattern.hasSuffix("*") { return ruleID.hasPrefix(pattern.dropLast()) }
            return ruleID == pattern
        }

        static func normalized(_ type: ElementType) -> String {
            (ElementType(xcuiName: type.rawValue) ?? type).rawValue.lowercased()
        }

        static func pathHasPrefix(_ path: String?, _ prefix: String) -> Bool {
            guard let path, !prefix.isEmpty else { return false }
            if prefix.hasSuffix("/") { return path.hasPrefix(prefix) }
            return path == prefix || path.hasPrefix(prefix + "/")
        }

        private enum CodingKeys: String, CodingKey {
            case ruleID, auditType, identifier, label, elementType, pathPrefix, compactDescription, evidence, reason
        }

        /// Decodes a matcher.
        /// - Throws: `DecodingError.dataCorrupted` when it sets no criterion (unknown keys are not criteria).
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                ruleID: try c.decodeIfPresent(String.self, forKey: .ruleID),
                auditType: try c.decodeIfPresent(AccessibilityAuditType.self, forKey: .auditType),
                identifier: try c.decodeIfPresent(String.self, forKey: .identifier),
                label: try c.decodeIfPresent(String.self, forKey: .label),
                elementType: try c.decodeIfPresent(ElementType.self, forKey: .elementType),
                pathPrefix: try c.decodeIfPresent(String.self, forKey: .pathPrefix),
                compactDescription: try c.decodeIfPresent(String.self, forKey: .compactDescription),
                evidence: try c.decodeIfPresent(EvidenceConditions.self, forKey: .evidence)?.conditions,
                reason: try c.decodeIfPresent(String.self, forKey: .reason))
            guard hasCriteria else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "An ignore matcher needs at least one of: \(Self.criterionKeys); it would otherwise ignore nothing."
                    ))
            }
        }

        /// Encodes the criteria that are set, `evidence` as an object from key name to value or range.
        /// - Throws: What the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encodeIfPresent(ruleID, forKey: .ruleID)
            try c.encodeIfPresent(auditType, forKey: .auditType)
            try c.encodeIfPresent(identifier, forKey: .identifier)
            try c.encodeIfPresent(label, forKey: .label)
            try c.encodeIfPresent(elementType, forKey: .elementType)
            try c.encodeIfPresent(pathPrefix, forKey: .pathPrefix)
            try c.encodeIfPresent(compactDescription, forKey: .compactDescription)
            try c.encodeIfPresent(evidence.map(EvidenceConditions.init), forKey: .evidence)
            try c.encodeIfPresent(reason, forKey: .reason)
        }

        static let criterionKeys =
            "ruleID, auditType, identifier, label, elementType, pathPrefix, compactDescription, evidence"
    }
}

extension AccessibilityAuditIgnoreList: ExpressibleByArrayLiteral {
    /// A list written as its matchers: `[.issue(.contrast, label: "My Label"), .ruleID("hitRegion.*")]`.
    public init(arrayLiteral matchers: Matcher...) {
        self.init(matchers)
    }
}
