import Foundation

/// Why a JSON hierarchy could not be written or read.
public enum HierarchyJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not JSON at all; the parser's explanation.
    case malformedJSON(String)
    /// The top-level `"format"` is missing or is not `"auditkit-hierarchy"`.
    case wrongFormat(found: String?)
    /// The top-level `"version"` is missing or not one this package reads.
    case unsupportedVersion(found: Int?, supported: Int)
    /// A field is missing or has the wrong type; `path` is its decoding path, such as
    /// `hierarchy.elements[3].frame`.
    case invalidField(path: String, reason: String)
    /// The fields decode but do not form a tree: an index out of range, a parent that does not list
    /// its child, a cycle in `children`.
    case invalidStructure(String)
    /// A value cannot be written as JSON (a frame or size that is NaN or infinite).
    case notEncodable(path: String, reason: String)

    /// A one-sentence explanation.
    public var description: String {
        switch self {
        case .malformedJSON(let reason):
            return "not valid JSON: \(reason)"
        case .wrongFormat(let found):
            let what = found.map { "\"\($0)\"" } ?? "missing"
            return "not an AuditKit hierarchy: \"format\" is \(what), expected \"\(AccessibilityHierarchy.jsonFormatName)\""
        case .unsupportedVersion(let found, let supported):
            let what = found.map(String.init) ?? "missing"
            return "unsupported hierarchy version: \"version\" is \(what); this build reads version \(supported)"
        case .invalidField(let path, let reason):
            return "invalid field \(path): \(reason)"
        case .invalidStructure(let reason):
            return "invalid hierarchy: \(reason)"
        case .notEncodable(let path, let reason):
            return "cannot write \(path) as JSON: \(reason)"
        }
    }
}

/// The file envelope: `{ "format": "auditkit-hierarchy", "version": 1, "hierarchy": {…} }`.
private struct HierarchyEnvelope: Codable {
    var format: String
    var version: Int
    var hierarchy: AccessibilityHierarchy
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
    /// documented in `docs/hierarchy-json.md`. Frames encode as CGRect does in Foundation on Linux
    /// and Apple platforms alike: `[[x, y], [width, height]]` in points.
    ///
    /// - Returns: UTF-8 JSON.
    /// - Throws: ``HierarchyJSONError/notEncodable(path:reason:)`` when a number is NaN or infinite.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder.auditKitDocument()
        do {
            return try encoder.encode(HierarchyEnvelope(format: Self.jsonFormatName, version: Self.jsonFormatVersion, hierarchy: self))
        } catch let EncodingError.invalidValue(value, context) {
            throw HierarchyJSONError.notEncodable(path: Self.describe(context.codingPath),
                                                  reason: "\(value) is not a finite number or valid value")
        }
    }

    /// Reads a hierarchy written by ``jsonData()`` (or by your own tool, following
    /// `docs/hierarchy-json.md`).
    ///
    /// The decoded indices are checked: element `i` has `id` `i`; `rootID`, `parent` and every child
    /// index are in range; each parent lists each child exactly once and the view tree (`children`)
    /// reaches every element from the root without cycles. Cycles in `accessibilityChildren` or
    /// `automationChildren` are cut and recorded as ``StructuralProblem/Kind/cycle``. Frames that are
    /// not plausible (a negative size, or an edge beyond ±``CGRect/largestPlausibleCoordinate``
    /// points) are dropped and recorded as ``StructuralProblem/Kind/invalidFrame``, as the other
    /// importers and snapshots do.
    ///
    /// - Parameters:
    ///   - jsonData: The document.
    ///   - name: Replaces the source's name when given (a file name, for messages).
    /// - Throws: ``HierarchyJSONError``: `malformedJSON`, `wrongFormat`, `unsupportedVersion`,
    ///   `invalidField` (with the decoding path of the bad field) or `invalidStructure`.
    public init(jsonData: Data, name: String? = nil) throws {
        let top: Any
        do {
            top = try JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed])
        } catch {
            throw HierarchyJSONError.malformedJSON(Self.parserMessage(error))
        }
        guard let object = top as? [String: Any] else { throw HierarchyJSONError.wrongFormat(found: nil) }
        guard let format = object["format"] as? String, format == Self.jsonFormatName else {
            throw HierarchyJSONError.wrongFormat(found: object["format"].map { "\($0)" })
        }
        guard let version = object["version"] as? Int, version == Self.jsonFormatVersion else {
            throw HierarchyJSONError.unsupportedVersion(found: object["version"] as? Int, supported: Self.jsonFormatVersion)
        }
        var hierarchy: AccessibilityHierarchy
        do {
            hierarchy = try JSONDecoder().decode(HierarchyEnvelope.self, from: jsonData).hierarchy
        } catch let error as DecodingError {
            // JSONSerialization accepted the text, so "not valid JSON" from the decoder (which gives
            // no reason) means a number it cannot represent: name it and where it is.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
               let (path, number) = Self.outOfRangeNumber(in: top) {
                throw HierarchyJSONError.invalidField(path: path, reason: "the number \(number) is out of range "
                    + "(integers must fit in 64 bits, \(Int64.min)...\(Int64.max))")
            }
            throw Self.describe(error)
        }
        try hierarchy.validateDecodedStructure()
        if let name { hierarchy.source.name = name }
        self = hierarchy
    }

    // MARK: Validation

    /// Checks indices and the view tree; cuts cycles in the accessibility and automation lists.
    mutating func validateDecodedStructure() throws {
        let count = elements.count
        func check(_ index: Int, _ what: String) throws {
            guard (0..<count).contains(index) else {
                throw HierarchyJSONError.invalidStructure("\(what) is \(index), outside 0..<\(count)")
            }
        }
        for (i, element) in elements.enumerated() where element.id != i {
            throw HierarchyJSONError.invalidStructure("elements[\(i)] has id \(element.id); an element's id must be its index")
        }
        guard let root = rootID else {
            if count == 0 { return }
            throw HierarchyJSONError.invalidStructure("rootID is missing but there are \(count) elements")
        }
        try check(root, "rootID")
        for element in elements {
            let i = element.id
            if let parent = element.parent {
                try check(parent, "elements[\(i)].parent")
                guard elements[parent].children.contains(i) else {
                    throw HierarchyJSONError.invalidStructure("elements[\(i)].parent is \(parent), but elements[\(parent)].children does not list \(i)")
                }
            } else if i != root {
                throw HierarchyJSONError.invalidStructure("elements[\(i)] has no parent and is not the root (\(root))")
            }
            for (key, list) in [("children", element.children), ("accessibilityChildren", element.accessibilityChildren),
                                ("automationChildren", element.automationChildren)] {
                for child in list { try check(child, "a value in elements[\(i)].\(key)") }
            }
            for child in element.children where elements[child].parent != i {
                throw HierarchyJSONError.invalidStructure(
                    "elements[\(i)].children lists \(child), but elements[\(child)].parent is \(elements[child].parent.map(String.init) ?? "null")")
            }
        }
        if let orphan = elements.first(where: { $0.parent == nil && $0.id != root }) {
            throw HierarchyJSONError.invalidStructure("elements[\(orphan.id)] has no parent and is not the root")
        }
        // The view tree: each element reached once from the root.
        var reached = [Bool](repeating: false, count: count)
        var stack = [root]
        while let id = stack.popLast() {
            if reached[id] {
                throw HierarchyJSONError.invalidStructure("elements[\(id)] is listed twice in children (a cycle or a shared child)")
            }
            reached[id] = true
            stack.append(contentsOf: elements[id].children)
        }
        if let lost = reached.firstIndex(of: false) {
            throw HierarchyJSONError.invalidStructure("elements[\(lost)] is not reachable from the root through children (a cycle in parent links)")
        }
        for (index, problem) in problems.enumerated() {
            if let c = problem.container { try check(c, "problems[\(index)].container") }
            if let e = problem.element { try check(e, "problems[\(index)].element") }
        }
        for id in elements.indices {
            if let frame = elements[id].frame, !frame.isPlausibleFrame {
                elements[id].frame = nil
                problems.append(StructuralProblem(kind: .invalidFrame, container: elements[id].parent, element: id))
            }
        }
        cutCycles(\.accessibilityChildren, from: root)
        cutCycles(\.automationChildren, from: root)
    }

    /// Removes list entries that point back to an element on the current path, recording each.
    private mutating func cutCycles(_ list: WritableKeyPath<ElementSnapshot, [Int]>, from root: Int) {
        enum Step { case enter(Int), exit(Int) }
        var onPath = Set<Int>()
        var done = Set<Int>()
        var stack: [Step] = [.enter(root)]
        while let step = stack.popLast() {
            switch step {
            case .exit(let id):
                onPath.remove(id)
                done.insert(id)
            case .enter(let id):
                guard !done.contains(id), onPath.insert(id).inserted else { continue }
                stack.append(.exit(id))
                var kept: [Int] = []
                for child in elements[id][keyPath: list] {
                    if onPath.contains(child) {
                        problems.append(StructuralProblem(kind: .cycle, container: id, element: child))
                    } else {
                        kept.append(child)
                    }
                }
                elements[id][keyPath: list] = kept
                for child in kept.reversed() { stack.append(.enter(child)) }
            }
        }
    }

    // MARK: Messages

    /// `hierarchy.elements[3].frame` from a coding path.
    static func describe(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    /// The first number in a parsed JSON value (depth first, keys in sorted order) that does not
    /// fit in 64 bits (JSONSerialization keeps it as a decimal, or as an unsigned integer above
    /// `Int64.max`), with its path written as in other field errors. Walks without recursion.
    static func outOfRangeNumber(in top: Any) -> (path: String, number: String)? {
        var stack: [(value: Any, path: String)] = [(top, "")]
        while let (value, path) = stack.popLast() {
            if let object = value as? [String: Any] {
                for key in object.keys.sorted().reversed() {
                    stack.append((object[key]!, path.isEmpty ? key : "\(path).\(key)"))
                }
            } else if let array = value as? [Any] {
                for (index, item) in array.enumerated().reversed() { stack.append((item, "\(path)[\(index)]")) }
            } else if let decimal = value as? NSDecimalNumber {
                return (path.isEmpty ? "(top level)" : path, decimal.stringValue)
            } else if let number = value as? NSNumber, String(cString: number.objCType) == "Q", number.uint64Value > UInt64(Int64.max) {
                return (path.isEmpty ? "(top level)" : path, number.stringValue)
            }
        }
        return nil
    }

    static func describe(_ error: DecodingError) -> HierarchyJSONError {
        switch error {
        case .typeMismatch(let type, let context):
            return .invalidField(path: describe(context.codingPath), reason: "expected \(typeName(type)); \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return .invalidField(path: describe(context.codingPath), reason: "expected \(typeName(type)), found null")
        case .keyNotFound(let key, let context):
            return .invalidField(path: describe(context.codingPath + [key]), reason: "required key is missing")
        case .dataCorrupted(let context):
            return .invalidField(path: describe(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .invalidField(path: "(unknown)", reason: "\(error)")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type, is CGFloat.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }

    private static func parserMessage(_ error: any Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }
}
