// The core as users import it: `import AuditKitLinux` brings every layer's public API (the targets
// are the layers of docs/architecture.md; the compiler keeps their one-way flow).
@_exported import AuditKitAudits
@_exported import AuditKitBase
@_exported import AuditKitHierarchy
@_exported import AuditKitImport
@_exported import AuditKitModel
@_exported import AuditKitReport
@_exported import AuditKitVoiceOver
