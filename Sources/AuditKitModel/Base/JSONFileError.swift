import Foundation

/// Why one of this package's own JSON files (a baseline, an ignore list) could not be read: what
/// is wrong, where, and what to do.
///
/// These files are read strictly (`StrictJSONDecoder`): a key no type reads, an array element too
/// many, `1` for `true`, a fraction where an integer belongs or a number out of range is an error
/// naming its field, never quietly dropped. `description` reads
///
/// ```text
/// malformed JSON at line 1, column 46: the text ends before the JSON is complete; was the file cut off?
/// invalid baseline at entries[0].scren: unknown key "scren"; did you mean "screen"? Remove it or correct its name
/// ```
///
/// and a tool names the file before it (`auditkit` writes `baseline.json:1:46: malformed JSON: …`).
public struct JSONFileError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// What the file is, in words: `"baseline"`, `"ignore list"`.
    public var file: String
    /// The 1-based line of a JSON syntax error, when the parser says where.
    public var line: Int?
    /// The 1-based column (in UTF-8 bytes) of a JSON syntax error on ``line``.
    public var column: Int?
    /// The path of the field that is wrong, such as `entries[2].screen`; `nil` for a syntax error
    /// or a problem with the whole file.
    public var fieldPath: String?
    /// What is wrong and what to do, without the place.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, fieldPath: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
        self.fieldPath = fieldPath
        self.message = message
    }

    /// The message with its place: `malformed JSON at line 1, column 46: …`, or
    /// `invalid baseline at entries[2].screen: …`.
    public var description: String {
        if let line {
            return "malformed JSON at line \(line)" + (column.map { ", column \($0)" } ?? "") + ": " + message
        }
        return "invalid \(file)" + (fieldPath.map { " at \($0)" } ?? "") + ": " + message
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}

/// Reading this package's own JSON files strictly, with errors in words and places.
package enum OwnJSONFile {
    /// Parses and decodes `data` as `type` with ``StrictJSONDecoder``.
    /// - Parameters:
    ///   - type: The type the file holds (a baseline, an ignore list).
    ///   - data: The file's bytes, UTF-8 JSON.
    ///   - file: What the file is, for messages (`"baseline"`).
    /// - Throws: ``JSONFileError`` for a syntax error (with line and column) or a field that is wrong
    ///   (with its path).
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(JSONFileError) -> T {
        let top: Any
        do {
            top = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            try throwSyntaxProblem(in: data, file: file)
            let (offset, reason) = parseFailure(error, data: data)
            guard let offset else { throw JSONFileError(file: file, message: "malformed JSON: " + reason) }
            let (line, column) = position(of: offset, in: data)
            throw JSONFileError(file: file, line: line, column: column, message: reason)
        }
        try throwSyntaxProblem(in: data, file: file)
        do {
            return try StrictJSONDecoder.decode(T.self, from: top)
        } catch let error as DecodingError {
            let (path, reason) = describe(error)
            throw JSONFileError(file: file, fieldPath: path, message: reason)
        } catch let unread as StrictJSONDecoder.UnreadValue {
            throw JSONFileError(file: file, fieldPath: describe(unread.codingPath), message: unread.reason)
        } catch {
            throw JSONFileError(file: file, message: "\(error)")
        }
    }

    /// Throws what ``JSONSyntaxCheck`` finds that `JSONSerialization` accepts or words without a
    /// place (a trailing comma, a key twice in one object, `1e400`), at its line and column.
    static func throwSyntaxProblem(in data: Data, file: String) throws(JSONFileError) {
        guard let (offset, reason) = JSONSyntaxCheck.firstProblem(in: data) else { return }
        let (line, column) = position(of: offset, in: data)
        throw JSONFileError(file: file, line: line, column: column, message: reason)
    }

    /// `entries[3].screen` from a coding path; `nil` for the top level.
    package static func describe(_ path: [any CodingKey]) -> String? {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? nil : text
    }

    /// A decoding error as the field's path and a sentence: `"expected an integer, found the string \"1\""`.
    package static func describe(_ error: DecodingError) -> (path: String?, reason: String) {
        switch error {
        case .typeMismatch(let type, let context):
            return (describe(context.codingPath), "expected \(typeName(type)), \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (describe(context.codingPath), "expected \(typeName(type)), \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return (describe(context.codingPath + [key]), "required key is missing")
        case .dataCorrupted(let context):
            return (describe(context.codingPath), context.debugDescription)
        @unknown default:
            return (nil, "\(error)")
        }
    }

    /// How a message names a type: `"an integer"`, `"an object ({…})"`.
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type, is CGFloat.Type: "a number"
        case is Bool.Type: "true or false"
        case is [String: Any].Type: "an object ({…})"
        case is [Any].Type: "an array ([…])"
        default: "\(type)"
        }
    }

    /// Where and why `JSONSerialization` stopped: it says where as "around character N" (a 0-based
    /// UTF-8 byte offset) in its description; an early end of the text is placed at the end.
    package static func parseFailure(_ error: any Error, data: Data) -> (offset: Int?, reason: String) {
        var detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        var offset: Int?
        if let range = detail.range(of: " around character ") {
            offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
            detail = String(detail[..<range.lowerBound])
        }
        if detail.hasSuffix(".") { detail.removeLast() }
        let reason: String
        switch detail {
        case "Unexpected end of file during JSON parse":
            offset = data.count
            reason = "the text ends before the JSON is complete; was the file cut off?"
        case "Invalid value":
            reason =
                "a value is expected here (a string in double quotes, a number, an object, an array, true, false or null); "
                + "look for a missing or extra comma, quote or bracket"
        case "":
            reason = "the JSON parser stopped; check the JSON"
        default:
            reason = detail.prefix(1).lowercased() + detail.dropFirst() + "; check the JSON at this place"
        }
        return (offset, reason)
    }

    /// The 1-based line and column (in UTF-8 bytes) of the 0-based byte `offset` in `data` (LF,
    /// CR LF and a lone CR each end a line).
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        LineBreaks.position(of: offset, in: data)
    }
}
