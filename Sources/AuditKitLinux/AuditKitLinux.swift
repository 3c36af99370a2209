// The core as users import it: `import AuditKitLinux` brings every layer's public API. This module
// is the top layer (Report/) and re-exports the targets below it (the layers of
// docs/architecture.md; the compiler keeps their one-way flow).
@_exported import AuditKitAudits
@_exported import AuditKitImport
@_exported import AuditKitModel
@_exported import AuditKitVoiceOver
