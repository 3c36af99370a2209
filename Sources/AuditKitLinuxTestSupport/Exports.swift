// One `import AuditKitLinuxTestSupport` is enough in a test file: it brings the core module (the
// headless views, `HeadlessApplication`, audits, ignore lists, baselines, reports), XCTest, and
// Foundation (frames in points as `CGRect`, file contents as `Data`, file locations as `URL`,
// timeouts as `TimeInterval`, `NSPredicate`, `NSNumber`). A suite written for XCUITest, whose only
// import on Linux is this module (`#if os(Linux) import AuditKitLinuxTestSupport #else import
// XCTest #endif`), finds `XCTestCase` and the assertions as Apple's `import XCTest` gives them.
@_exported import AuditKitLinux
@_exported import Foundation
@_exported import XCTest
