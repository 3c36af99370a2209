import Foundation

/// Paths inside the package for the tests that read its files (articles, examples, fixtures).
enum PackageRoot {
    /// The package's root directory: the nearest folder above this file that holds `Package.swift`,
    /// so a test file may sit at any depth under `Tests/`.
    static let url: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        preconditionFailure("no Package.swift above \(#filePath)")
    }()

    /// `path`, relative to the package's root (`"Examples/Screenshots"`).
    static func appending(_ path: String) -> URL { url.appendingPathComponent(path) }
}
