// One `import AuditKitLinuxTestSupport` is enough in a test file: it brings the core module (the
// headless views, `HeadlessApplication`, audits, ignore lists, baselines, reports) and the
// Foundation types the core's public API takes and returns (frames in points as `CGRect`, file
// contents as `Data`, file locations as `URL`, timeouts as `TimeInterval`).
@_exported import AuditKitLinux

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.Data
@_exported import typealias Foundation.TimeInterval
@_exported import struct Foundation.URL
