import Foundation

/// Why a capture could not be imported. Messages name the file and, for malformed XML, the line and column.
///
/// ```text
/// bad.xml:3:14: malformed XML: Opening and ending tag mismatch: XCUIElementTypeButton line 3 and XCUIElementTypeWindow
/// ```
public enum HierarchyImportError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(name: String, reason: String)
    /// The input is empty or only whitespace.
    case empty(name: String)
    /// The input's format is not one this package imports.
    case unsupportedFormat(name: String, reason: String)
    /// The XML is not well formed; `line` and `column` are 1-based, as the XML parser reports them.
    case malformedXML(name: String, line: Int, column: Int, message: String)
    /// Well-formed XML that is not an Appium / WebDriverAgent page source; `line` is where that was seen, if known.
    case notAPageSource(name: String, line: Int?, reason: String)
    /// Hierarchy JSON (its format recognised) with a value or structure that cannot be used, such as
    /// an index out of range or a colour component of 204.
    case invalidHierarchyJSON(name: String, reason: String)

    /// The file name or description the error is about.
    public var name: String {
        switch self {
        case .unreadable(let name, _), .empty(let name), .unsupportedFormat(let name, _),
             .malformedXML(let name, _, _, _), .notAPageSource(let name, _, _), .invalidHierarchyJSON(let name, _):
            name
        }
    }

    /// The 1-based line of the problem, when known.
    public var line: Int? {
        switch self {
        case .malformedXML(_, let line, _, _): line
        case .notAPageSource(_, let line, _): line
        default: nil
        }
    }

    /// The 1-based column of the problem, when known.
    public var column: Int? {
        if case .malformedXML(_, _, let column, _) = self { return column }
        return nil
    }

    /// `name[:line[:column]]: problem`, the form compilers use, so editors can jump to it.
    public var description: String {
        switch self {
        case .unreadable(let name, let reason):
            "\(name): cannot read the file: \(reason)"
        case .empty(let name):
            "\(name): the input is empty: there is no hierarchy to import"
        case .unsupportedFormat(let name, let reason):
            "\(name): unsupported format: \(reason)"
        case .malformedXML(let name, let line, let column, let message):
            "\(name):\(line):\(column): malformed XML: \(message)"
        case .notAPageSource(let name, let line, let reason):
            "\(name)\(line.map { ":\($0)" } ?? ""): not an Appium / WebDriverAgent page source: \(reason)"
        case .invalidHierarchyJSON(let name, let reason):
            "\(name): invalid hierarchy JSON: \(reason)"
        }
    }

    /// The same text as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}

/// Imports captured hierarchies, detecting the format from the content (not the file extension).
///
/// Formats: Appium / WebDriverAgent page source XML (``AppiumPageSourceImporter``), this package's
/// JSON hierarchy format (``AccessibilityHierarchy/init(jsonData:name:)``) and
/// `XCUIElement.debugDescription` dumps (``DebugDescriptionImporter``). Other content is rejected with
/// ``HierarchyImportError/unsupportedFormat(name:reason:)``.
public enum HierarchyImporter {
    /// The formats ``HierarchyImporter`` recognises from content.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// XML: an Appium / WebDriverAgent page source.
        case appiumXML
        /// JSON: this package's hierarchy format.
        case json
        /// Text: an `XCUIElement.debugDescription` dump, multi-line or lldb's escaped one-line form.
        case debugDescription
    }

    /// Loads and imports the capture at `url`.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - displayName: How error messages name the file, such as the path a user typed
    ///     (default: the URL's path).
    /// - Returns: The imported hierarchy; its ``AccessibilityHierarchy/Source/name`` is the file's name.
    /// - Throws: ``HierarchyImportError/unreadable(name:reason:)`` when the file cannot be read, and
    ///   any error of ``importHierarchy(from:name:)``, each naming the file by `displayName`.
    public static func load(contentsOf url: URL, displayName: String? = nil) throws -> AccessibilityHierarchy {
        let name = displayName ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw HierarchyImportError.unreadable(name: name, reason: reason)
        }
        var hierarchy = try importHierarchy(from: data, name: name)
        hierarchy.source.name = url.lastPathComponent
        return hierarchy
    }

    /// Imports a capture held in memory, detecting its format from the first non-blank character.
    ///
    /// - Parameters:
    ///   - data: The capture's bytes (UTF-8; a byte order mark is allowed).
    ///   - name: The file name or description, used in the hierarchy's source and in error messages.
    /// - Returns: The imported hierarchy.
    /// - Throws: ``HierarchyImportError/empty(name:)`` for blank input,
    ///   ``HierarchyImportError/unsupportedFormat(name:reason:)`` for a format not recognised, and the
    ///   format importer's errors (for XML: ``HierarchyImportError/malformedXML(name:line:column:message:)``,
    ///   ``HierarchyImportError/notAPageSource(name:line:reason:)``).
    public static func importHierarchy(from data: Data, name: String) throws -> AccessibilityHierarchy {
        switch try detectFormat(of: data, name: name) {
        case .appiumXML:
            return try AppiumPageSourceImporter.importHierarchy(from: data, name: name)
        case .json:
            do {
                return try AccessibilityHierarchy(jsonData: data, name: name)
            } catch let error as HierarchyJSONError {
                switch error {
                case .malformedJSON, .wrongFormat, .unsupportedVersion:
                    throw HierarchyImportError.unsupportedFormat(name: name, reason: error.description)
                default:
                    // The format is ours; a value or the structure is wrong.
                    throw HierarchyImportError.invalidHierarchyJSON(name: name, reason: error.description)
                }
            }
        case .debugDescription:
            guard let text = String(data: data, encoding: .utf8) else {
                throw HierarchyImportError.unsupportedFormat(name: name, reason: "the text is not UTF-8")
            }
            do {
                return try DebugDescriptionImporter.parse(text, name: name)
            } catch let error as DebugDescriptionImportError {
                throw HierarchyImportError.unsupportedFormat(
                    name: name,
                    reason: "expected Appium page source XML, hierarchy JSON or an XCUIElement debugDescription dump; "
                        + "as a debugDescription: \(error.description)")
            }
        }
    }

    /// The format of `data`, judged from its first non-blank character: `<` is XML, `{` is JSON,
    /// anything else is read as a debugDescription dump.
    ///
    /// - Throws: ``HierarchyImportError/empty(name:)`` for blank input,
    ///   ``HierarchyImportError/unsupportedFormat(name:reason:)`` otherwise when not recognised.
    public static func detectFormat(of data: Data, name: String) throws -> Format {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw HierarchyImportError.empty(name: name)
        }
        switch first {
        case UInt8(ascii: "<"):
            return .appiumXML
        case UInt8(ascii: "{"):
            return .json
        default:
            return .debugDescription
        }
    }
}
