/// The AuditKitLinux package's identity, as reports name their tool.
public enum AuditKitLinuxPackage {
    /// The tool name reports use (SARIF `tool.driver.name`).
    public static let name = "AuditKitLinux"
    /// The package version (semantic versioning), SARIF `tool.driver.version`. Bump it with each
    /// release; it is defined here because SwiftPM gives a package no version of its own.
    public static let version = "0.1.0"
}
