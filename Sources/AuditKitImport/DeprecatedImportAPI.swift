import AuditKitBase
import AuditKitHierarchy
import AuditKitModel
import Foundation

// The import entry points before ``AccessibilityHierarchy/init(importing:name:format:)`` and
// ``AccessibilityHierarchy/init(contentsOf:format:)``, kept so existing code compiles. Each forwards
// to the one entry point and so throws ``HierarchyImportError`` (not the error types they once threw).

/// Imports captured hierarchies. Replaced by ``AccessibilityHierarchy/init(importing:name:format:)``
/// and ``AccessibilityHierarchy/init(contentsOf:format:)``.
@available(
    *, deprecated,
    message: "use AccessibilityHierarchy(importing:name:format:) or AccessibilityHierarchy(contentsOf:format:)"
)
public enum HierarchyImporter {
    /// The import formats.
    public typealias Format = AccessibilityHierarchy.ImportFormat

    /// Loads and imports the capture at `url`; errors name it `displayName` (default: its path).
    ///
    /// - Throws: ``HierarchyImportError``.
    public static func load(contentsOf url: URL, displayName: String? = nil) throws -> AccessibilityHierarchy {
        do {
            return try AccessibilityHierarchy(contentsOf: url)
        } catch {
            guard let displayName else { throw error }
            var renamed = error
            renamed.name = displayName
            throw renamed
        }
    }

    /// Imports a capture held in memory, detecting its format from the content.
    ///
    /// - Throws: ``HierarchyImportError``.
    public static func importHierarchy(from data: Data, name: String) throws -> AccessibilityHierarchy {
        try AccessibilityHierarchy(importing: data, name: name)
    }

    /// The format of `data`, judged from its content.
    ///
    /// - Throws: ``HierarchyImportError`` of kind `empty` or `unsupportedFormat`.
    public static func detectFormat(of data: Data, name: String) throws -> Format {
        try Format.automatic.resolved(for: AccessibilityHierarchy.prepared(data, name: name), name: name)
    }
}

extension AppiumPageSourceImporter {
    /// Imports a page source.
    ///
    /// - Throws: ``HierarchyImportError``.
    @available(*, deprecated, message: "use AccessibilityHierarchy(importing:name:format: .appiumXML)")
    public static func importHierarchy(from data: Data, name: String) throws -> AccessibilityHierarchy {
        try AccessibilityHierarchy(importing: data, name: name, format: .appiumXML)
    }
}

extension DebugDescriptionImporter {
    /// Parses a dump; the hierarchy's source name is `name` (`nil` when not given).
    ///
    /// - Throws: ``HierarchyImportError`` (no longer ``DebugDescriptionImportError``).
    @available(
        *, deprecated, message: "use AccessibilityHierarchy(importing: Data(text.utf8), name:format: .debugDescription)"
    )
    public static func parse(_ text: String, name: String? = nil) throws -> AccessibilityHierarchy {
        var hierarchy = try AccessibilityHierarchy(
            importing: Data(text.utf8), name: name ?? "debugDescription", format: .debugDescription)
        hierarchy.source.name = name
        return hierarchy
    }
}

/// An `XCUIElement.debugDescription` dump that could not be read. No longer thrown: imports throw
/// ``HierarchyImportError``, whose ``HierarchyImportError/line`` is this error's line.
@available(*, deprecated, message: "imports throw HierarchyImportError")
public struct DebugDescriptionImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the input the problem is on, when there is one.
    public var line: Int?
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates an error.
    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`, or the message alone.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}

extension AccessibilityHierarchy {
    /// Reads a hierarchy written by ``jsonData()``; `name`, when given, replaces the source's name.
    ///
    /// - Throws: ``HierarchyImportError`` (no longer the reading cases of ``HierarchyJSONError``).
    @available(*, deprecated, message: "use AccessibilityHierarchy(importing:name:format: .json)")
    public init(jsonData: Data, name: String? = nil) throws {
        if let name {
            try self.init(importing: jsonData, name: name, format: .json)
        } else {
            self = try HierarchyJSONImporter.decode(jsonData, name: "hierarchy JSON")
        }
    }
}
