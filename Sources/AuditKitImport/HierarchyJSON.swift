import AuditKitModel
import Foundation

/// Why a hierarchy could not be written as JSON. (Reading throws ``HierarchyImportError``.)
public enum HierarchyJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value cannot be written as JSON (a frame or size that is NaN or infinite); `path` is its
    /// coding path, such as `hierarchy.elements[3].frame`.
    case notEncodable(path: String, reason: String)

    /// A one-sentence explanation.
    public var description: String {
        switch self {
        case .notEncodable(let path, let reason):
            "cannot write \(path) as JSON: \(reason)"
        }
    }
}

/// The file envelope: `{ "format": "auditkit-hierarchy", "version": 1, "hierarchy": {…} }`.
struct HierarchyEnvelope: Codable {
    var format: String
    var version: Int
    var hierarchy: AccessibilityHierarchy
    /// ``AccessibilityHierarchy/settingsVariants``; left out when there is none.
    var variants: [AccessibilityHierarchy]?

    /// The hierarchy with its variants, each checked as the hierarchy is and required to hold
    /// settings of its own, other than the hierarchy's and each other's.
    func assembled(name: String) throws(HierarchyImportError) -> AccessibilityHierarchy {
        var assembled = hierarchy
        try assembled.validateDecodedStructure(name: name)
        var seen: Set<AccessibilitySettings?> = [hierarchy.settings]
        for (index, variant) in (variants ?? []).enumerated() {
            var checked = variant
            try checked.validateDecodedStructure(name: name)
            guard let settings = variant.settings else {
                throw HierarchyImportError(
                    .invalidHierarchyJSON(fieldPath: "variants[\(index)].settings"), name: name,
                    reason: "a variant needs the settings it was snapshotted under")
            }
            guard seen.insert(settings).inserted else {
                throw HierarchyImportError(
                    .invalidHierarchyJSON(fieldPath: "variants[\(index)].settings"), name: name,
                    reason: "the settings are the hierarchy's or another variant's: give one snapshot per settings")
            }
            assembled.settingsVariants.append(checked)
        }
        return assembled
    }
}

extension AccessibilityHierarchy {
    /// The `"format"` name of this package's JSON hierarchy files.
    public static let jsonFormatName = "auditkit-hierarchy"
    /// The `"version"` this package writes and reads.
    public static let jsonFormatVersion = 1

    /// The hierarchy as a versioned JSON document, pretty-printed with sorted keys (stable diffs).
    ///
    /// Carries everything the hierarchy knows: every element's facts (fonts, colours, evidence of
    /// actions), the three trees, the settings and the structural problems. The schema is
    /// documented in <doc:HierarchyJSONFormat>. Frames encode as CGRect does in Foundation on Linux
    /// and Apple platforms alike: `[[x, y], [width, height]]` in points.
    ///
    /// - Returns: UTF-8 JSON.
    /// - Throws: ``HierarchyJSONError/notEncodable(path:reason:)`` when a number is NaN or infinite.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder.auditKitDocument()
        do {
            return try encoder.encode(
                HierarchyEnvelope(
                    format: Self.jsonFormatName, version: Self.jsonFormatVersion, hierarchy: self,
                    variants: settingsVariants.isEmpty ? nil : settingsVariants))
        } catch let EncodingError.invalidValue(value, context) {
            throw HierarchyJSONError.notEncodable(
                path: Self.describe(context.codingPath),
                reason: "\(value) is not a finite number or valid value")
        }
    }

    // MARK: Validation

    /// Checks indices and the view tree; cuts cycles in the accessibility and automation lists.
    ///
    /// - Throws: ``HierarchyImportError/Kind/invalidHierarchyJSON(fieldPath:)`` naming `name` and the
    ///   field (`hierarchy.elements[3].parent`) for an index out of range or a tree that does not hold.
    mutating func validateDecodedStructure(name: String) throws(HierarchyImportError) {
        let count = elements.count
        func invalid(_ field: String, _ reason: String) -> HierarchyImportError {
            HierarchyImportError(.invalidHierarchyJSON(fieldPath: "hierarchy." + field), name: name, reason: reason)
        }
        // The field is named only when there is an error (not built for each index checked).
        func check(_ index: Int, _ field: @autoclosure () -> String, listed: Bool = false) throws(HierarchyImportError)
        {
            guard (0..<count).contains(index) else {
                throw invalid(
                    field(), "\(listed ? "lists" : "is") \(index), outside 0..<\(count) (the element indices)")
            }
        }
        for i in elements.indices where elements[i].id != i {
            throw invalid("elements[\(i)].id", "is \(elements[i].id); an element's id must be its index, \(i)")
        }
        guard let root = rootID else {
            if count == 0 { return }
            throw invalid("rootID", "is missing but there are \(count) elements; give the index of the application")
        }
        try check(root, "rootID")
        // Whether each element is listed in its parent's children, from one pass over the lists
        // (not a scan of the parent's list per element, quadratic in a wide container).
        var listedByParent = [Bool](repeating: false, count: count)
        for i in elements.indices {
            for child in elements[i].children where (0..<count).contains(child) && elements[child].parent == i {
                listedByParent[child] = true
            }
        }
        for i in elements.indices {
            if let parent = elements[i].parent {
                try check(parent, "elements[\(i)].parent")
                guard listedByParent[i] else {
                    throw invalid(
                        "elements[\(i)].parent", "is \(parent), but elements[\(parent)].children does not list \(i)")
                }
            } else if i != root {
                throw invalid("elements[\(i)].parent", "is missing, but only the root (\(root)) has no parent")
            }
            for child in elements[i].children { try check(child, "elements[\(i)].children", listed: true) }
            for child in elements[i].accessibilityChildren {
                try check(child, "elements[\(i)].accessibilityChildren", listed: true)
            }
            for child in elements[i].automationChildren {
                try check(child, "elements[\(i)].automationChildren", listed: true)
            }
            for child in elements[i].children where elements[child].parent != i {
                throw invalid(
                    "elements[\(i)].children",
                    "lists \(child), but elements[\(child)].parent is \(elements[child].parent.map(String.init) ?? "null")"
                )
            }
        }
        // The view tree: each element reached once from the root.
        var reached = [Bool](repeating: false, count: count)
        var stack = [root]
        while let id = stack.popLast() {
            if reached[id] {
                throw invalid("elements[\(id)]", "is listed twice in children (a cycle or a shared child)")
            }
            reached[id] = true
            stack.append(contentsOf: elements[id].children)
        }
        if let lost = reached.firstIndex(of: false) {
            throw invalid(
                "elements[\(lost)].parent",
                "the element is not reachable from the root through children (a cycle in parent links)")
        }
        for (index, problem) in problems.enumerated() {
            if let c = problem.container { try check(c, "problems[\(index)].container") }
            if let e = problem.element { try check(e, "problems[\(index)].element") }
        }
        // By index, reading only the facts checked (not a copy of each element).
        for i in elements.indices {
            if let alpha = elements[i].effectiveAlpha, !(0...1).contains(alpha) {
                throw invalid(
                    "elements[\(i)].effectiveAlpha",
                    "is \(Self.plain(alpha)); an opacity is a number from 0 (transparent) to 1 (opaque)")
            }
            guard let text = elements[i].text else { continue }
            func checkFontSize(_ field: String, _ size: Double?) throws(HierarchyImportError) {
                if let size, !(size > 0 && size <= 10_000) {
                    throw invalid(
                        "elements[\(i)].\(field)",
                        "is \(Self.plain(size)); a font size is a number of points above 0 (and at most 10000)")
                }
            }
            try checkFontSize("text.pointSize", text.pointSize)
            try checkFontSize("text.font.pointSize", text.font?.pointSize)
            if let lines = text.numberOfLines, lines < 0 {
                throw invalid(
                    "elements[\(i)].text.numberOfLines", "is \(lines); 0 means no limit, otherwise the most lines shown"
                )
            }
        }
        for id in elements.indices {
            if let frame = elements[id].frame, !frame.isPlausibleFrame {
                elements[id].frame = nil
                problems.append(StructuralProblem(kind: .invalidFrame, container: elements[id].parent, element: id))
            }
        }
        cutCycles(.accessibility, from: root)
        cutCycles(.automation, from: root)
        AccessibilityHierarchy.disambiguatePathComponents(&elements, roots: [root])
        recordGeometryProblems()
    }

    private enum ChildList {
        case accessibility, automation
    }

    /// An element's `accessibilityChildren` or `automationChildren` (a switch, cheaper than a key path).
    private func children(_ list: ChildList, of id: Int) -> [Int] {
        switch list {
        case .accessibility: elements[id].accessibilityChildren
        case .automation: elements[id].automationChildren
        }
    }

    private mutating func setChildren(_ list: ChildList, of id: Int, to children: [Int]) {
        switch list {
        case .accessibility: elements[id].accessibilityChildren = children
        case .automation: elements[id].automationChildren = children
        }
    }

    /// Removes list entries that point back to an element on the current path, recording each.
    private mutating func cutCycles(_ list: ChildList, from root: Int) {
        enum Step {
            case enter(Int)
            case exit(Int)
        }
        var onPath = [Bool](repeating: false, count: elements.count)
        var done = [Bool](repeating: false, count: elements.count)
        var stack: [Step] = [.enter(root)]
        while let step = stack.popLast() {
            switch step {
            case .exit(let id):
                onPath[id] = false
                done[id] = true
            case .enter(let id):
                guard !done[id], !onPath[id] else { continue }
                onPath[id] = true
                stack.append(.exit(id))
                let children = children(list, of: id)
                var kept = children
                if children.contains(where: { onPath[$0] }) {
                    kept = []
                    for child in children {
                        if onPath[child] {
                            problems.append(StructuralProblem(kind: .cycle, container: id, element: child))
                        } else {
                            kept.append(child)
                        }
                    }
                    setChildren(list, of: id, to: kept)
                }
                for child in kept.reversed() { stack.append(.enter(child)) }
            }
        }
    }

    // MARK: Messages

    /// `7`, `-1`, `0.5`: a number as JSON would write it.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `hierarchy.elements[3].frame` from a coding path.
    static func describe(_ path: [any CodingKey]) -> String {
        OwnJSONFile.describe(path) ?? "(top level)"
    }

    /// A decoding error as an import error naming `name` and the field's path.
    static func importError(_ error: DecodingError, name: String) -> HierarchyImportError {
        let (path, reason) = OwnJSONFile.describe(error)
        return HierarchyImportError(.invalidHierarchyJSON(fieldPath: path), name: name, reason: reason)
    }

}

/// Reads this package's hierarchy JSON: the JSON format of ``AccessibilityHierarchy/init(importing:name:format:)``.
///
/// The decoded indices are checked: element `i` has `id` `i`; `rootID`, `parent` and every child
/// index are in range; each parent lists each child exactly once and the view tree (`children`)
/// reaches every element from the root without cycles. Cycles in `accessibilityChildren` or
/// `automationChildren` are cut and recorded as ``StructuralProblem/Kind/cycle``. Frames that are
/// not plausible (a negative size, or an edge beyond ±``Foundation/CGRect/largestPlausibleCoordinate``
/// points) are dropped and recorded as ``StructuralProblem/Kind/invalidFrame``, as the other
/// importers and snapshots do. Path components are the file's (the writer's), not recomputed, except
/// that siblings whose steps are equal (files written before same-looking siblings were told
/// apart) get their index among themselves, as ``AccessibilityHierarchy/path(of:)`` describes.
enum HierarchyJSONImporter: HierarchyFormatImporter {
    /// Imports a hierarchy JSON document; its source's name becomes `name`.
    ///
    /// - Throws: ``HierarchyImportError``: ``HierarchyImportError/Kind/malformedJSON`` at the parser's
    ///   line and column; ``HierarchyImportError/Kind/unsupportedFormat`` when `"format"` is not
    ///   `"auditkit-hierarchy"`; ``HierarchyImportError/Kind/unsupportedVersion``;
    ///   ``HierarchyImportError/Kind/invalidHierarchyJSON(fieldPath:)`` with the path of a missing,
    ///   mistyped or inconsistent field.
    static func hierarchy(from data: Data, name: String) throws(HierarchyImportError) -> AccessibilityHierarchy {
        var hierarchy = try decode(data, name: name)
        hierarchy.source.name = name
        return hierarchy
    }

    /// Decodes and checks a document, keeping the source name the file holds; errors name `name`.
    static func decode(_ data: Data, name: String) throws(HierarchyImportError) -> AccessibilityHierarchy {
        // One reader with a fast path and a fallback (docs/performance.md, "The hierarchy JSON
        // reader: which part runs when"): the reader's fast path, then its tree path; when both
        // give up (they never guess), the fallback reads the document and words any error.
        if var hierarchy = HierarchyJSONReader.read(data) {
            try hierarchy.validateDecodedStructure(name: name)
            return hierarchy
        }
        if let envelope = HierarchyJSONReader.readThroughTree(data) { return try envelope.assembled(name: name) }
        // The fallback: JSONSerialization and the strict decoder.
        let top: Any
        // What JSONSerialization accepts (a trailing comma, a key twice) or words without a place
        // (`1e400`) is an error at its line and column.
        let syntaxProblem = JSONSyntaxCheck.firstProblem(in: data)
        do {
            top = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let (offset, reason) = syntaxProblem {
                throw HierarchyImportError(.malformedJSON, name: name, offset: offset, in: data, reason: reason)
            }
            throw malformed(error, data: data, name: name)
        }
        if let (offset, reason) = syntaxProblem {
            throw HierarchyImportError(.malformedJSON, name: name, offset: offset, in: data, reason: reason)
        }
        let formatName = AccessibilityHierarchy.jsonFormatName
        let object = top as? [String: Any]
        guard let format = object?["format"] as? String, format == formatName else {
            let found =
                object == nil
                ? "the top level is not an object"
                : object?["format"].map { "\"format\" is \(quoted($0))" } ?? "\"format\" is missing"
            let expected = "an AuditKit hierarchy JSON file is an object with \"format\": \"\(formatName)\""
            let lookAlike = LookAlikeFormat.json(object, data: data)
            throw HierarchyImportError(
                .unsupportedFormat, name: name, reason: "\(lookAlike ?? found); \(expected)",
                namingNonCapture: lookAlike != nil)
        }
        let supported = AccessibilityHierarchy.jsonFormatVersion
        guard let version = object?["version"] as? Int, version == supported else {
            let found = object?["version"].map { "\"version\" is \(quoted($0))" } ?? "\"version\" is missing"
            throw HierarchyImportError(
                .unsupportedVersion, name: name,
                reason:
                    "\(found); this build reads version \(supported) (write \"version\": \(supported), or update AuditKitLinux)"
            )
        }
        let envelope: HierarchyEnvelope
        do {
            // Strict: an unknown key, an extra array element or a number out of range is an error
            // naming its field, never silently dropped or rounded.
            envelope = try StrictJSONDecoder.decode(HierarchyEnvelope.self, from: top)
        } catch let error as DecodingError {
            throw AccessibilityHierarchy.importError(error, name: name)
        } catch let unread as StrictJSONDecoder.UnreadValue {
            throw HierarchyImportError(
                .invalidHierarchyJSON(fieldPath: AccessibilityHierarchy.describe(unread.codingPath)),
                name: name, reason: unread.reason)
        } catch {
            throw HierarchyImportError(.invalidHierarchyJSON(fieldPath: nil), name: name, reason: "\(error)")
        }
        return try envelope.assembled(name: name)
    }

    /// A JSON value as it would be written, for messages: strings in quotes, numbers and others as they are.
    private static func quoted(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        if value is NSNull { return "null" }
        return "\(value)"
    }

    /// The parser's complaint as a located error (``OwnJSONFile/parseFailure(_:data:)`` says where and why).
    private static func malformed(_ error: any Error, data: Data, name: String) -> HierarchyImportError {
        let (offset, reason) = OwnJSONFile.parseFailure(error, data: data)
        guard let offset else { return HierarchyImportError(.malformedJSON, name: name, reason: reason) }
        return HierarchyImportError(.malformedJSON, name: name, offset: offset, in: data, reason: reason)
    }
}
