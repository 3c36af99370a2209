import AuditKitModel
import Foundation

/// Why a capture could not be imported, and where: the one error every import throws.
///
/// Carries the file (``name``), the 1-based ``line`` and ``column`` when the problem has a place
/// (the XML parser's position, the dump's line, the JSON parser's position), a typed ``kind``
/// (with the field path for a bad hierarchy JSON value) and a ``message`` saying what is wrong and
/// what to do. ``description`` is `name[:line[:column]]: message`, the form compilers use, so
/// editors and CI logs can jump to the place:
///
/// ```text
/// bad.xml:4:3: malformed XML: the closing tag does not match the open element
/// dump.txt:3: malformed debugDescription dump: a second top-level element ('Application') follows the root element of line 1; import one dump at a time
/// quote.json: invalid hierarchy JSON at hierarchy.elements[1].children: required key is missing
/// ```
public struct HierarchyImportError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// What kind of problem stopped the import.
    ///
    /// Later versions may add kinds: switch over it with a `default` case.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read (missing, a directory, no permission).
        case unreadable
        /// The input is empty or only whitespace.
        case empty
        /// The content is none of the formats imported, or JSON that is not an AuditKit hierarchy
        /// (another `"format"`). Formats often taken for captures are named in the message: a UIKit
        /// view description, the JSON of `xcresulttool` or WebDriverAgent's JSON page source, an
        /// Android hierarchy in JSON.
        case unsupportedFormat
        /// The XML is not well formed (or not UTF-8); ``line`` and ``column`` are where the parser stopped.
        case malformedXML
        /// Well-formed XML that is not an Appium / WebDriverAgent page source.
        case notAPageSource
        /// The text is not valid JSON; ``line`` and ``column`` are where the parser stopped, when it says.
        case malformedJSON
        /// Hierarchy JSON of a `"version"` this build does not read.
        case unsupportedVersion
        /// Hierarchy JSON (its format recognised) with a value or structure that cannot be used, such
        /// as a missing key, an index out of range or a colour component of 204. `fieldPath` is the
        /// decoding path of the value, such as `hierarchy.elements[3].frame`, when there is one.
        case invalidHierarchyJSON(fieldPath: String?)
        /// Text with no element lines: not an `XCUIElement.debugDescription` dump.
        case notADebugDescription
        /// An `XCUIElement.debugDescription` dump that cannot be read as one tree: two dumps in one
        /// text, an escaped (`po`) dump without its closing quote, a dump cut off inside an element
        /// line, bytes that are not UTF-8.
        case malformedDebugDescription
        /// The screenshot given with a capture cannot be used: it cannot be read, is not a PNG, is
        /// truncated or corrupt (``PNGDecodingError``), or is not the capture's screen at 1x, 2x or
        /// 3x (``ScreenshotError``). ``name`` is the screenshot's.
        case invalidScreenshot

        /// The words that open the message of this kind, such as "malformed XML".
        var title: String {
            switch self {
            case .unreadable: "cannot read the file"
            case .empty: "the input is empty"
            case .unsupportedFormat: "unsupported format"
            case .malformedXML: "malformed XML"
            case .notAPageSource: "not an Appium / WebDriverAgent page source"
            case .malformedJSON: "malformed JSON"
            case .unsupportedVersion: "unsupported hierarchy JSON version"
            case .invalidHierarchyJSON(let fieldPath): "invalid hierarchy JSON" + (fieldPath.map { " at \($0)" } ?? "")
            case .notADebugDescription: "not an XCUIElement debugDescription dump"
            case .malformedDebugDescription: "malformed debugDescription dump"
            case .invalidScreenshot: "unusable screenshot"
            }
        }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The file name or description the error is about (the `name` given to the import, or the
    /// file's path as given). A byte of a file name that is not UTF-8, given as the scalar U+10FF00
    /// plus the byte, is kept so; ``description`` escapes it (`caf\xE9.xml`).
    public var name: String
    /// The 1-based line of the problem, when known.
    public var line: Int?
    /// The 1-based column of the problem on ``line``, in UTF-8 bytes as the XML and JSON parsers
    /// count, when known.
    public var column: Int?
    /// What is wrong and what to do, starting with the kind ("malformed XML: …"), without the location.
    public var message: String
    /// For input that is no capture and that the error names (XML of another kind, a format often
    /// taken for a capture), the reason that says what it is; `nil` otherwise.
    package var namedNonCapture: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: What kind of problem it is.
    ///   - name: The file name or description.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based column on `line`, when known; ignored without a line.
    ///   - message: The whole message after the location.
    public init(_ kind: Kind, name: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
    }

    /// An error whose message is the kind's title, then `reason`; `namingNonCapture` when
    /// `reason` says what other kind of input this is (``namedNonCapture``).
    init(
        _ kind: Kind, name: String, line: Int? = nil, column: Int? = nil, reason: String,
        namingNonCapture: Bool = false
    ) {
        self.init(kind, name: name, line: line, column: column, message: "\(kind.title): \(reason)")
        if namingNonCapture { namedNonCapture = reason }
    }

    /// An error at a place in the text given as a 0-based UTF-8 byte offset into `data`.
    init(_ kind: Kind, name: String, offset: Int, in data: Data, reason: String) {
        let position = TextPosition(offset: offset, in: data)
        self.init(kind, name: name, line: position.line, column: position.column, reason: reason)
    }

    /// `name[:line[:column]]: message`, the form compilers use, so editors can jump to it.
    public var description: String {
        var location = FileName.shown(name)
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }

    /// Whether the input is no capture at all, rather than a capture that cannot be read: text in
    /// none of the formats, JSON that is not hierarchy JSON, or well-formed XML whose document
    /// element is not a page source's (a JUnit report, a build file). A folder audit skips such
    /// files; a capture cut off, malformed or of an unsupported version is an error.
    package var isNoCapture: Bool { kind == .unsupportedFormat || namedNonCapture != nil }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}

/// A 1-based line and column (in UTF-8 bytes) in a text.
struct TextPosition: Hashable {
    var line: Int
    var column: Int

    /// The position of the byte at the 0-based `offset` in `data`; an offset at or past the end is
    /// the position just after the last byte. LF, CR LF and a lone CR each end a line.
    init(offset: Int, in data: Data) {
        (line, column) = LineBreaks.position(of: offset, in: data)
    }

    /// The 0-based offset and value of the first byte of `data` that is not valid UTF-8, or `nil`
    /// when all of it is.
    static func firstInvalidUTF8(in data: Data) -> (offset: Int, byte: UInt8)? {
        // ASCII (nearly every capture) is valid UTF-8, and checked without making a string; else
        // the standard library's validation is fast; the scalar walk below only finds the place.
        if CaptureText.isASCII(data) || String(validating: data, as: UTF8.self) != nil { return nil }
        let bytes = [UInt8](data)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
            case .error:
                return (offset, bytes[min(offset, bytes.count - 1)])
            case .emptyInput:
                return nil
            }
        }
    }

    /// Why the byte at `offset` of `data` is not UTF-8, for messages about a `what` ("page source"):
    /// the text ends inside a character (a file cut off), or the byte is not UTF-8 there.
    static func utf8Problem(at offset: Int, byte: UInt8, in data: Data, what: String) -> String {
        let expected =
            switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        let rest = data.dropFirst(offset + 1)
        if expected > 1, rest.count < expected - 1, rest.allSatisfy({ (0x80...0xBF).contains($0) }) {
            return "the \(what) ends inside a UTF-8 character; was it cut off?"
        }
        return String(format: "the byte 0x%02X is not valid UTF-8 (\(what)s are UTF-8)", byte)
    }

    /// The 1-based line of the first line of `data` that holds more than whitespace, and that
    /// line's text (without its indentation, at most 60 characters); `nil` for blank data.
    static func firstNonBlankLine(in data: Data) -> (line: Int, text: String)? {
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard let first = data.firstIndex(where: { !blank.contains($0) }) else { return nil }
        let lineStart = data[..<first].lastIndex { $0 == 0x0A || $0 == 0x0D }.map { $0 + 1 } ?? data.startIndex
        let lineEnd = data[first...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? data.endIndex
        let text = String(decoding: data[first..<lineEnd], as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        return (TextPosition(offset: lineStart - data.startIndex, in: data).line, String(text.prefix(60)))
    }
}
