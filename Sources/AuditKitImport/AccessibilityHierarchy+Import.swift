import AuditKitModel
import Foundation

extension AccessibilityHierarchy {
    /// The formats a capture is imported from.
    public enum ImportFormat: String, Hashable, Sendable, CaseIterable {
        /// Judged from the content, never from the file extension: `<` first is an Appium page
        /// source (unless it starts as a UIKit view description, `<UIView: 0x…; frame = …>`, refused
        /// as unsupported), `{` first is hierarchy JSON, text with `XCUIElement.debugDescription`
        /// element lines is a dump; anything else is refused as
        /// ``HierarchyImportError/Kind/unsupportedFormat``.
        case automatic
        /// An Appium / WebDriverAgent page source (XML); see ``AppiumPageSourceImporter`` for what is read.
        case appiumXML
        /// This package's hierarchy JSON, as ``AccessibilityHierarchy/jsonData()`` writes it
        /// (<doc:HierarchyJSONFormat>).
        case json
        /// An `XCUIElement.debugDescription` dump, multi-line or lldb's escaped one-line form; see
        /// ``DebugDescriptionImporter`` for what is read.
        case debugDescription
    }

    /// Imports a capture held in memory: an Appium / WebDriverAgent page source, hierarchy JSON or
    /// an `XCUIElement.debugDescription` dump.
    ///
    /// ```swift
    /// let hierarchy = try AccessibilityHierarchy(importing: pageSource, name: "login.xml")
    /// let result = try hierarchy.audit(for: .all)
    /// ```
    ///
    /// - Parameters:
    ///   - data: The capture's bytes: UTF-8, UTF-16 or UTF-32 (with or without a byte order mark);
    ///     a page source may also declare Latin-1 or Windows-1252.
    ///   - name: The file name or description: errors name it, and it becomes the hierarchy's
    ///     ``Source/name`` (for JSON, in place of the name the file holds).
    ///   - format: The format, or ``ImportFormat/automatic`` (the default) to judge it from the content.
    /// - Throws: ``HierarchyImportError``, located where the problem has a place: kind
    ///   ``HierarchyImportError/Kind/empty`` for blank input, ``HierarchyImportError/Kind/unsupportedFormat``
    ///   for content in no known format, and the format's own kinds (malformed XML, not a page source,
    ///   malformed JSON, unsupported version, invalid hierarchy JSON with the field path, not a dump,
    ///   malformed dump).
    public init(importing data: Data, name: String, format: ImportFormat = .automatic) throws(HierarchyImportError) {
        let data = try Self.prepared(data, name: name)
        let importer: any HierarchyFormatImporter.Type =
            switch try format.resolved(for: data, name: name) {
            case .automatic, .appiumXML: AppiumPageSourceImporter.self
            case .json: HierarchyJSONImporter.self
            case .debugDescription: DebugDescriptionImporter.self
            }
        self = try importer.hierarchy(from: data, name: name)
    }

    /// `data` as UTF-8 without a byte order mark: UTF-16 and UTF-32 text (with a byte order mark,
    /// or recognised by the NUL bytes beside its first character) is converted, and an XML
    /// declaration's `encoding` is rewritten to say so. Lines keep their numbers; columns in
    /// messages count the converted text's UTF-8 bytes, as for any other input.
    ///
    /// - Throws: ``HierarchyImportError/Kind/empty`` when nothing but whitespace is left;
    ///   ``HierarchyImportError/Kind/unsupportedFormat`` for UTF-16 or UTF-32 text that cannot be
    ///   converted (an unpaired surrogate, a text cut inside a character).
    static func prepared(_ data: Data, name: String) throws(HierarchyImportError) -> Data {
        var data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        if let (encoding, bomLength) = CaptureText.WideEncoding.detect(data) {
            switch encoding.utf8(data.dropFirst(bomLength)) {
            case .success(let converted):
                data = CaptureText.declaringUTF8(converted)
            case .failure(let failure):
                throw HierarchyImportError(
                    .unsupportedFormat, name: name,
                    reason:
                        "the text is \(encoding.name), but byte \(failure.offset + bomLength + 1) holds \(failure.reason); "
                        + "save the capture again as UTF-8 or \(encoding.name)")
            }
        } else {
            // 8-bit text that declares UTF-16 or UTF-32 is not in it: the parser would misread it.
            data = CaptureText.declaringUTF8(data, onlyWide: true)
        }
        guard TextPosition.firstNonBlankLine(in: data) != nil else {
            throw HierarchyImportError(.empty, name: name, reason: "there is no hierarchy to import")
        }
        return data
    }

    /// Loads and imports the capture in the file at `url`, as ``init(importing:name:format:)`` does.
    ///
    /// Errors name the file by its path as given (`URL(fileURLWithPath: "captures/login.xml")` is
    /// named `captures/login.xml`); the hierarchy's ``Source/name`` is the file's name (`login.xml`).
    ///
    /// - Parameters:
    ///   - url: A file URL. Other URLs are refused (nothing is fetched from a network).
    ///   - format: The format, or ``ImportFormat/automatic`` (the default) to judge it from the content.
    /// - Throws: ``HierarchyImportError`` of kind ``HierarchyImportError/Kind/unreadable`` when the
    ///   file cannot be read, and any error of ``init(importing:name:format:)``.
    public init(contentsOf url: URL, format: ImportFormat = .automatic) throws(HierarchyImportError) {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        guard url.isFileURL else {
            throw HierarchyImportError(
                .unreadable, name: name, reason: "only files are read; give a file path or a file URL")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw HierarchyImportError(.unreadable, name: name, reason: Self.unreadableReason(error))
        }
        try self.init(importing: data, name: name, format: format)
        source.name = url.lastPathComponent
    }

    /// Why a file could not be read, in words (never an error domain or code).
    static func unreadableReason(_ error: any Error) -> String {
        let nsError = error as NSError
        // On Linux the underlying error may be a Swift error value, not an NSError instance.
        let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let posix = [nsError, underlying].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        switch posix.map({ Int32($0.code) }) {
        case ENOENT: return "there is no such file; check the path"
        case ENOTDIR: return "a part of the path is a file, not a directory; check the path"
        case EISDIR: return "it is a directory; give the path of a capture file"
        case EACCES, EPERM: return "permission denied; check the file's permissions"
        case .some: return (posix?.localizedDescription ?? "the system refused to read it") + "; check the path"
        case nil:
            if let reason = nsError.localizedFailureReason, !reason.isEmpty { return reason }
            return "the system refused to read it; check the path and the file's permissions"
        }
    }
}

extension AccessibilityHierarchy.ImportFormat {
    /// The concrete format of `data` (already known not blank, without a byte order mark): this
    /// format, or for ``automatic`` the one judged from the content.
    ///
    /// - Throws: ``HierarchyImportError/Kind/unsupportedFormat`` when `automatic` finds no format.
    func resolved(for data: Data, name: String) throws(HierarchyImportError) -> Self {
        guard self == .automatic else { return self }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        switch first {
        case UInt8(ascii: "<"):
            if let lookAlike = LookAlikeFormat.uikitDescription(data) {
                throw HierarchyImportError(
                    .unsupportedFormat, name: name, line: TextPosition.firstNonBlankLine(in: data)?.line,
                    reason: lookAlike, namingNonCapture: true)
            }
            return .appiumXML
        case UInt8(ascii: "{"): return .json
        default: break
        }
        let expected =
            "expected Appium page source XML (starting with '<'), hierarchy JSON (starting with '{') "
            + "or an XCUIElement debugDescription dump (lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\")"
        // A dump with a stray byte is still a dump: its importer says where the byte is.
        if DebugDescriptionImporter.looksLikeDump(data) { return .debugDescription }
        if let (offset, byte) = TextPosition.firstInvalidUTF8(in: data) {
            throw HierarchyImportError(
                .unsupportedFormat, name: name, offset: offset, in: data,
                reason:
                    expected + String(format: "; this is not UTF-8 text (the byte 0x%02X here)", byte))
        }
        let start = TextPosition.firstNonBlankLine(in: data)
        throw HierarchyImportError(
            .unsupportedFormat, name: name, line: start?.line,
            reason: expected + "; the text starts with '\(start?.text ?? "")'")
    }
}

/// One capture format's importer: bytes and a name in, a hierarchy out, ``HierarchyImportError`` thrown.
///
/// Called by ``AccessibilityHierarchy/init(importing:name:format:)`` with input that is not blank
/// and has no UTF-8 byte order mark.
protocol HierarchyFormatImporter {
    /// Imports `data`, naming `name` in errors and in the hierarchy's source.
    static func hierarchy(from data: Data, name: String) throws(HierarchyImportError) -> AccessibilityHierarchy
}

/// Formats often taken for captures, told by their first line or top-level keys, so that the
/// error names what the input is and what to capture instead, rather than a parser's complaint.
enum LookAlikeFormat {
    /// What to capture instead, for every look-alike.
    static let captureInstead =
        "capture the screen with XCUITest's app.debugDescription, Appium's page source (driver.getPageSource()) "
        + "or this package's hierarchy JSON"

    /// Why `data` (starting with `<`) is a UIKit description rather than a page source, or `nil`.
    ///
    /// `recursiveDescription`, `_printHierarchy` and lldb's `po` of a view or view controller start
    /// with a class name followed by `:`, `;` or an address (`<UIWindow: 0x7f…; frame = …>`,
    /// `<UIView; frame = …>`, `<UINavigationController 0x7f…>, state: appeared`), which no XML
    /// start tag is.
    static func uikitDescription(_ data: Data) -> String? {
        guard let line = TextPosition.firstNonBlankLine(in: data)?.text, line.hasPrefix("<") else { return nil }
        let name = line.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        let after = line.dropFirst(1 + name.count)
        guard let first = name.first, first.isLetter || first == "_",
            after.hasPrefix(": ") || after.hasPrefix(";") || after.hasPrefix(" 0x")
        else { return nil }
        return "this looks like a UIKit view description (recursiveDescription, _printHierarchy or lldb's po "
            + "of <\(name)>), which has views, not the accessibility elements an audit reads; " + captureInstead
    }

    /// Why the JSON `object` (the top level of `data`, when an object) is another tool's JSON
    /// rather than hierarchy JSON, or `nil`: an Xcode result bundle's (`xcresulttool`), a
    /// WebDriverAgent JSON page source (`/source?format=json`), an Android hierarchy.
    static func json(_ object: [String: Any]?, data: Data) -> String? {
        if let object {
            if (object["_type"] as? [String: Any])?["_name"] != nil || object["testNodes"] != nil
                || object["devicesAndConfigurations"] != nil
            {
                return "this looks like xcresulttool's JSON of an Xcode result bundle, which holds no element tree; "
                    + "audit the debugDescription or page source your test attached to the result instead"
            }
            // WebDriver answers wrap the tree in "value".
            let tree = object["value"] as? [String: Any] ?? object
            if tree["type"] is String, tree["rect"] != nil || tree["frame"] != nil,
                tree["children"] != nil || tree["rawIdentifier"] != nil || tree["isEnabled"] != nil
            {
                return "this looks like WebDriverAgent's JSON page source (/source?format=json); audit its XML page "
                    + "source instead (GET /source, or Appium's driver.getPageSource())"
            }
        }
        let head = String(decoding: data.prefix(1 << 16), as: UTF8.self)
        if head.contains("\"android.widget.") || head.contains("\"android.view.") || head.contains("\"resource-id\"") {
            return "this looks like an Android view hierarchy; only iOS captures are read"
        }
        return nil
    }
}
