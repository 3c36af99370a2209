import AuditKitModel
import Foundation

extension AccessibilityHierarchy {
    /// Imports a capture and attaches the PNG screenshot taken at the same moment, so that contrast
    /// is measured from its pixels (see ``attachScreenshot(_:)``).
    ///
    /// ```swift
    /// let hierarchy = try AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: "login.xml"),
    ///                                            screenshotContentsOf: URL(fileURLWithPath: "login.png"))
    /// let result = try hierarchy.audit(for: .contrast)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The capture: an Appium page source, hierarchy JSON or a debugDescription dump.
    ///   - format: The capture's format, or ``ImportFormat/automatic``.
    ///   - screenshotURL: The PNG file (`XCUIScreenshot.pngRepresentation`, `simctl io screenshot`,
    ///     Appium's `getScreenshot`).
    /// - Throws: ``HierarchyImportError``: the capture's errors (see ``init(contentsOf:format:)``),
    ///   and kind ``HierarchyImportError/Kind/invalidScreenshot``, named by the screenshot's path,
    ///   when it cannot be read or decoded or is not the capture's screen at 1x, 2x or 3x.
    public init(contentsOf url: URL, format: ImportFormat = .automatic, screenshotContentsOf screenshotURL: URL)
        throws(HierarchyImportError)
    {
        try self.init(contentsOf: url, format: format)
        let name = screenshotURL.isFileURL ? screenshotURL.relativePath : screenshotURL.absoluteString
        guard screenshotURL.isFileURL else {
            throw HierarchyImportError(
                .invalidScreenshot, name: name, reason: "only files are read; give a file path or a file URL")
        }
        let data: Data
        do {
            data = try Data(contentsOf: screenshotURL)
        } catch {
            throw HierarchyImportError(
                .invalidScreenshot, name: name, reason: "cannot read the file: " + Self.unreadableReason(error))
        }
        try attachScreenshot(pngData: data, name: name)
    }

    /// Imports a capture held in memory and attaches its PNG screenshot, as
    /// ``init(contentsOf:format:screenshotContentsOf:)`` does.
    ///
    /// - Parameters:
    ///   - data: The capture's bytes.
    ///   - name: The capture's file name or description, for errors and ``Source/name``.
    ///   - format: The capture's format, or ``ImportFormat/automatic``.
    ///   - pngData: The screenshot's bytes.
    ///   - screenshotName: How errors about the screenshot name it.
    /// - Throws: ``HierarchyImportError``: the capture's errors, and kind
    ///   ``HierarchyImportError/Kind/invalidScreenshot`` for a screenshot that cannot be used.
    public init(
        importing data: Data, name: String, format: ImportFormat = .automatic, screenshot pngData: Data,
        screenshotName: String = "screenshot.png"
    ) throws(HierarchyImportError) {
        try self.init(importing: data, name: name, format: format)
        try attachScreenshot(pngData: pngData, name: screenshotName)
    }

    /// Decodes `pngData` and attaches it, turning its errors into located import errors.
    private mutating func attachScreenshot(pngData: Data, name: String) throws(HierarchyImportError) {
        do {
            try attachScreenshot(Screenshot(pngData: pngData))
        } catch let error as PNGDecodingError {
            throw HierarchyImportError(.invalidScreenshot, name: name, reason: error.description)
        } catch {
            throw HierarchyImportError(.invalidScreenshot, name: name, reason: "\(error)")
        }
    }
}
