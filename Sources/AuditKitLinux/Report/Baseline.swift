import Foundation

/// Known issues recorded once, so that later runs fail only on new ones.
///
/// Typical use: record a baseline when adopting audits on an existing app, commit it, and fail CI
/// only for issues that are not in it; fix known issues at your own pace, and drop the entries
/// ``compare(_:screen:)`` reports as stale.
///
/// ```swift
/// let baseline = try AccessibilityAuditBaseline(json: Data(contentsOf: baselineURL))
/// let comparison = baseline.compare(try app.audit(), screen: "Settings")
/// XCTAssertEqual(comparison.new, [])
/// ```
///
/// ## The key
/// Each issue is matched by ``AccessibilityAuditIssue/baselineKey``, `ruleID locator`:
/// - the element has an `accessibilityIdentifier`: `#identifier`
///   (`hitRegion.tooSmall #closeButton`);
/// - otherwise its path from the nearest ancestor with an identifier, with sibling indices
///   removed: `Other#settingsList/Cell['Wi-Fi']/Button` (`Type#identifier` and `Type['label']`
///   steps are kept; `Type[2]` becomes `Type`);
/// - when no ancestor has an identifier, the path from the root without the root application
///   step (`Application['Shop']`, which changes when the app is renamed or its display name is
///   localised): `hitRegion.tooSmall Window/Other/Button` for `Application['Shop']/Window/Other[1]/Button`;
///   an issue on the application element itself has the locator `Application`;
/// - no element (a whole-screen issue): `(screen)`.
///
/// Index steps are dropped (also the index that tells same-looking siblings apart,
/// `Button['Edit'][1]`) because they shift when an unrelated sibling of the same type is added
/// or moved; the key then no longer tells same-looking elements apart, so matching counts
/// instead: if the baseline holds a key twice and the run finds it three times, the first two
/// are known and the third is new (in hierarchy order). Labels in the key change with the text:
/// give elements identifiers for the stablest keys. Entries also carry the screen name, and only
/// entries of the same screen match.
public struct AccessibilityAuditBaseline: Hashable, Codable, Sendable {
    /// The value of ``format`` in baseline files.
    public static let formatName = "auditkit-baseline"
    /// The newest ``version`` this type reads.
    public static let currentVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// The file format version; files newer than ``currentVersion`` are refused.
    public var version: Int
    /// The known issues.
    public var entries: [Entry]

    /// One known issue.
    public struct Entry: Hashable, Codable, Sendable {
        /// What matches: ``AccessibilityAuditIssue/baselineKey``.
        public var key: String
        /// The screen the issue was found on; `nil` for a single-screen baseline.
        public var screen: String?
        /// The rule id, for people (also the start of ``key``).
        public var ruleID: String
        /// The issue's compact description, for people; not matched.
        public var compactDescription: String
        /// The issue's full path when recorded, for people; not matched.
        public var path: String?

        /// Creates an entry.
        public init(key: String, screen: String? = nil, ruleID: String, compactDescription: String, path: String? = nil)
        {
            self.key = key
            self.screen = screen
            self.ruleID = ruleID
            self.compactDescription = compactDescription
            self.path = path
        }

        /// The entry for `issue` found on `screen`.
        public init(issue: AccessibilityAuditIssue, screen: String? = nil) {
            self.init(
                key: issue.baselineKey, screen: screen, ruleID: issue.ruleID,
                compactDescription: issue.compactDescription, path: issue.path)
        }
    }

    /// How a run compares with a baseline.
    public struct Comparison: Hashable, Sendable {
        /// Issues not in the baseline: these should fail.
        public var new: [AccessibilityAuditIssue]
        /// Issues the baseline knows.
        public var known: [AccessibilityAuditIssue]
        /// Baseline entries (for the compared screen) that the run did not find: fixed, or moved.
        public var stale: [Entry]
    }

    /// Creates a baseline from entries.
    public init(entries: [Entry] = []) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.entries = entries
    }

    /// A baseline holding every issue of `result`, found on `screen`.
    public init(result: AccessibilityAuditResult, screen: String? = nil) {
        self.init(entries: result.issues.map { Entry(issue: $0, screen: screen) })
    }

    /// A baseline holding every issue of every screen.
    public init(screens: [AuditedScreen]) {
        self.init(
            entries: screens.flatMap { screen in screen.result.issues.map { Entry(issue: $0, screen: screen.name) } })
    }

    /// Compares `result` (found on `screen`) with the entries for that screen, and the entries
    /// recorded without a screen (a single-screen baseline, such as ``init(result:screen:)`` writes
    /// by default), which apply to whatever screen is compared: they are matched, or reported stale,
    /// never silently left out.
    ///
    /// Matching is by key, counting duplicates: see the type's discussion. Time is linear in the
    /// entries and issues, however many share a key (a wide screen of same-looking elements).
    /// - Returns: New and known issues, each in the result's order, and the stale entries in file order.
    public func compare(_ result: AccessibilityAuditResult, screen: String? = nil) -> Comparison {
        let mine = entries.filter { $0.screen == screen || $0.screen == nil }
        var remaining: [String: Int] = [:]
        for entry in mine { remaining[entry.key, default: 0] += 1 }
        var new: [AccessibilityAuditIssue] = []
        var known: [AccessibilityAuditIssue] = []
        for issue in result.issues {
            let key = issue.baselineKey
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                known.append(issue)
            } else {
                new.append(issue)
            }
        }
        // Stale: the unmatched entries, in file order.
        var leftCount = remaining
        var stale: [Entry] = []
        for entry in mine.reversed() where (leftCount[entry.key] ?? 0) > 0 {
            leftCount[entry.key, default: 0] -= 1
            stale.append(entry)
        }
        return Comparison(new: new, known: known, stale: stale.reversed())
    }

    /// Reads a baseline from JSON, strictly: a key no baseline has (a misspelt `"scren"`), a value
    /// of the wrong type or a number out of range is an error naming its field.
    /// - Throws: ``JSONFileError``: malformed JSON (with line and column), a foreign `format`, a
    ///   `version` newer than ``currentVersion``, or a field that is wrong (with its path).
    public init(json: Data) throws {
        self = try OwnJSONFile.decode(Self.self, from: json, file: "baseline")
    }

    /// The baseline as pretty-printed JSON with sorted keys and entries in a deterministic order,
    /// so that recording the same issues twice gives the same bytes (and a re-recorded baseline
    /// diffs well) whatever order parallel test processes recorded them in.
    ///
    /// Entries are ordered by screen (no screen first), then key, then path (digit runs compared
    /// as numbers, so `Other[2]` comes before `Other[10]`: hierarchy order for same-looking
    /// elements), then compact description; entries equal in all of these keep their order.
    /// - Throws: `EncodingError` (not expected for a baseline).
    public func jsonData() throws -> Data {
        var sorted = self
        sorted.entries = entries.enumerated().sorted { a, b in
            let order = Self.ordering(a.element, b.element)
            return order == .orderedSame ? a.offset < b.offset : order == .orderedAscending
        }.map(\.element)
        let encoder = JSONEncoder.auditKitDocument()
        return try encoder.encode(sorted)
    }

    static func ordering(_ a: Entry, _ b: Entry) -> ComparisonResult {
        for (x, y) in [(a.screen ?? "", b.screen ?? ""), (a.key, b.key)] where x != y {
            return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars) ? .orderedAscending : .orderedDescending
        }
        let paths = naturalOrder(a.path ?? "", b.path ?? "")
        if paths != .orderedSame { return paths }
        if a.compactDescription != b.compactDescription {
            return a.compactDescription.unicodeScalars.lexicographicallyPrecedes(b.compactDescription.unicodeScalars)
                ? .orderedAscending : .orderedDescending
        }
        return .orderedSame
    }

    /// Compares strings scalar by scalar, except that runs of ASCII digits compare by value.
    static func naturalOrder(_ a: String, _ b: String) -> ComparisonResult {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        var i = 0
        var j = 0
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                var ei = i
                var ej = j
                while ei < x.count && isDigit(x[ei]) { ei += 1 }
                while ej < y.count && isDigit(y[ej]) { ej += 1 }
                // Compare by value without overflow: strip leading zeros, then length, then digits.
                let dx = x[i..<ei].drop { $0 == "0" }
                let dy = y[j..<ej].drop { $0 == "0" }
                if dx.count != dy.count { return dx.count < dy.count ? .orderedAscending : .orderedDescending }
                for (p, q) in zip(dx, dy) where p != q {
                    return p.value < q.value ? .orderedAscending : .orderedDescending
                }
                if (ei - i) != (ej - j) { return (ei - i) < (ej - j) ? .orderedAscending : .orderedDescending }
                i = ei
                j = ej
            } else {
                if x[i] != y[j] { return x[i].value < y[j].value ? .orderedAscending : .orderedDescending }
                i += 1
                j += 1
            }
        }
        if i < x.count { return .orderedDescending }
        if j < y.count { return .orderedAscending }
        return .orderedSame
    }

    private enum CodingKeys: String, CodingKey { case format, version, entries }

    /// Decodes a baseline; keys written before the root application step was left out of them are
    /// read as this build writes them (`currentKey(_:)`).
    /// - Throws: `DecodingError.dataCorrupted` for a foreign `format`, a too-new `version`, or a
    ///   `version` below 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.formatName else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "Not an AuditKitLinux baseline: format is '\(format)', expected '\(Self.formatName)'."
            )
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "Baseline version \(version) is newer than this AuditKitLinux reads (\(Self.currentVersion)).")
        }
        guard version >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "Baseline version \(version) is not one AuditKitLinux writes (versions start at 1; this build reads 1 to \(Self.currentVersion)); write the baseline again (auditkit --write-baseline, or AUDITKIT_WRITE_BASELINE)."
            )
        }
        self.format = format
        self.version = version
        self.entries = try container.decode([Entry].self, forKey: .entries).map { entry in
            var migrated = entry
            migrated.key = Self.currentKey(entry.key)
            return migrated
        }
    }

    /// `key` as this build writes keys. Keys written before the root application step was left out
    /// of them (still version 1 files) start their path with it, `hitRegion.tooSmall
    /// Application['Shop']/Window/Button`, and would never match again: the step is dropped
    /// (`hitRegion.tooSmall Window/Button`; the application element itself is `Application`).
    /// Keys of this build never start with such a step, so reading them changes nothing.
    static func currentKey(_ key: String) -> String {
        guard let space = key.firstIndex(of: " ") else { return key }
        let locator = key[key.index(after: space)...]
        guard locator.hasPrefix("Application[") || locator.hasPrefix("Application/") else { return key }
        let steps = AccessibilityAuditIssue.pathSteps(String(locator))
        guard let first = steps.first, AccessibilityAuditIssue.isApplicationStep(first) else { return key }
        let rest = steps.count == 1 ? "Application" : steps.dropFirst().joined(separator: "/")
        return key[..<space] + " " + rest
    }
}

extension AccessibilityAuditIssue {
    /// The key that matches this issue against a baseline, stable across runs and across
    /// unrelated changes elsewhere in the tree: `ruleID #identifier`, or `ruleID` and the path from
    /// the nearest identified ancestor (else from the root, without the application step) without
    /// sibling indices, or `ruleID (screen)`.
    /// See ``AccessibilityAuditBaseline`` for the precise rules.
    public var baselineKey: String {
        ruleID + " " + Self.baselineLocator(element: elementSnapshot, path: path)
    }

    static func baselineLocator(element: ElementSnapshot?, path: String?) -> String {
        if let identifier = element?.identifier, !identifier.isEmpty { return "#" + identifier }
        guard let path, !path.isEmpty else {
            guard let element else { return "(screen)" }
            return Self.stableStep(element.pathComponent)
        }
        let steps = Self.pathSteps(path)
        var anchor = steps.lastIndex { $0.hasIdentifierStep } ?? steps.startIndex
        // The root application step names the app (`Application['Shop']`), which renaming or
        // localising the app changes: it is left out, unless it is the element itself.
        if anchor == steps.startIndex, steps.count > 1, Self.isApplicationStep(steps[anchor]) { anchor += 1 }
        if steps.count == 1, Self.isApplicationStep(steps[0]) { return "Application" }
        return steps[anchor...].map { Self.stableStep($0) }.joined(separator: "/")
    }

    /// Whether `step` is an application's path step: `Application`, `Application['name']` or
    /// `Application[n]` (`Application#identifier` names an identifier, which renaming keeps).
    static func isApplicationStep(_ step: String) -> Bool {
        step == "Application" || step.hasPrefix("Application[")
    }

    /// Splits a path into its steps at `/`, except inside a `['label']` step, whose label may hold `/`.
    static func pathSteps(_ path: String) -> [String] {
        if let steps = asciiDelimitedPathSteps(path) { return steps }
        var steps: [String] = []
        var current = ""
        var inLabel = false
        let characters = Array(path)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if !inLabel, c == "[", i + 1 < characters.count, characters[i + 1] == "'" {
                inLabel = true
            } else if inLabel, c == "'", i + 1 < characters.count, characters[i + 1] == "]",
                i + 2 == characters.count || characters[i + 2] == "/"
            {
                inLabel = false
            }
            if c == "/" && !inLabel {
                steps.append(current)
                current = ""
            } else {
                current.append(c)
            }
            i += 1
        }
        steps.append(current)
        return steps
    }

    /// ``pathSteps(_:)`` read from the UTF-8 bytes, or `nil` to leave it to the reading by
    /// characters. The two agree when each `/`, `[`, `'` and `]` is a character of its own: when
    /// no byte next to one is part of a non-ASCII scalar (a combining mark after it, a prepended
    /// mark before it, would make one character of the two).
    private static func asciiDelimitedPathSteps(_ path: String) -> [String]? {
        path.withByteView { bytes -> [String]? in
            func isDelimiter(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: "/") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "'")
                    || byte == UInt8(ascii: "]")
            }
            let count = bytes.count
            for i in 0..<count where isDelimiter(bytes[i]) {
                if i > 0, bytes[i - 1] >= 0x80 { return nil }
                if i + 1 < count, bytes[i + 1] >= 0x80 { return nil }
            }
            var steps: [String] = []
            var start = 0
            var inLabel = false
            var i = 0
            while i < count {
                let c = bytes[i]
                if !inLabel, c == UInt8(ascii: "["), i + 1 < count, bytes[i + 1] == UInt8(ascii: "'") {
                    inLabel = true
                } else if inLabel, c == UInt8(ascii: "'"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "]"),
                    i + 2 == count || bytes[i + 2] == UInt8(ascii: "/")
                {
                    inLabel = false
                }
                if c == UInt8(ascii: "/") && !inLabel {
                    steps.append(bytes[start..<i].string)
                    start = i + 1
                }
                i += 1
            }
            steps.append(bytes[start..<count].string)
            return steps
        }
    }

    /// `Type[3]` becomes `Type`; identifier and label steps are kept, without the index that tells
    /// same-looking siblings apart (`Button['Edit'][1]` becomes `Button['Edit']`, `Other#row[1]`
    /// becomes `Other#row`), so keys are what they were before such siblings got an index.
    ///
    /// A label step always ends in `']`, so an index after it is never part of the label. An
    /// identifier is any text: one that itself ends in `[` digits `]` (`Cell#item[3]`) loses that
    /// ending in keys too, and same-named anchors are then matched by counting, as index steps are.
    static func stableStep(_ step: String) -> String {
        if let stable = asciiStableStep(step) { return stable }
        guard step.last == "]", let open = step.lastIndex(of: "[") else { return step }
        let inside = step[step.index(after: open)..<step.index(before: step.endIndex)]
        guard !inside.isEmpty, inside.allSatisfy(\.isASCIIDigit) else { return step }
        let type = step[..<open]
        guard !type.isEmpty else { return step }
        if !type.contains("#"), !type.contains("[") { return String(type) }
        if type.hasSuffix("']"), type.contains("['") { return String(type) }  // Type['label'][n]
        if String(type).hasIdentifierStep { return String(type) }  // Type#identifier[n]
        return step
    }
}

extension AccessibilityAuditIssue {
    /// ``stableStep(_:)`` read from the bytes of an ASCII step (where bytes are characters), or
    /// `nil` to leave any other step to the reading by characters.
    private static func asciiStableStep(_ step: String) -> String? {
        step.withByteView { bytes -> String? in
            guard bytes.isASCII else { return nil }
            let count = bytes.count
            guard count > 0, bytes[count - 1] == UInt8(ascii: "]") else { return bytes.string }
            var open = count - 1
            while open > 0, bytes[open - 1] != UInt8(ascii: "[") { open -= 1 }
            guard open > 0 else { return bytes.string }
            open -= 1
            let inside = bytes[(open + 1)..<(count - 1)]
            let type = bytes[0..<open]
            guard !inside.isEmpty, inside.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), !type.isEmpty else {
                return bytes.string
            }
            let hash = type.firstIndex(of: UInt8(ascii: "#"))
            let hasBracket = type.contains(UInt8(ascii: "["))
            if hash == nil, !hasBracket { return type.string }
            // Type['label'][n]
            if type.count >= 2, type[type.count - 2] == UInt8(ascii: "'"), type[type.count - 1] == UInt8(ascii: "]"),
                zip(type, type.dropFirst()).contains(where: { $0 == UInt8(ascii: "[") && $1 == UInt8(ascii: "'") })
            {
                return type.string
            }
            // Type#identifier[n]: the type letters or digits, something after the `#`.
            if let hash, hash > 0, hash + 1 < type.count,
                type[0..<hash].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) })
            {
                return type.string
            }
            return bytes.string
        }
    }
}

extension String {
    /// Whether this path step names an identifier (`Type#identifier`, the type being letters only).
    fileprivate var hasIdentifierStep: Bool {
        guard let hash = firstIndex(of: "#") else { return false }
        let type = self[..<hash]
        return !type.isEmpty && type.allSatisfy { $0.isLetter || $0.isNumber } && index(after: hash) < endIndex
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
