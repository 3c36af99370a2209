import AuditKitLinux

// XCUITest's names for this package's types, so that a suite written for Apple's XCUITest compiles
// with only its import changed (`#if os(Linux) import AuditKitLinuxTestSupport #else import XCTest
// #endif`). They live in the test-support product because that is the one import a ported test
// file has, and Linux's XCTest declares none of them (no clash).

/// `XCUIApplication`: a `HeadlessApplication`. `XCUIApplication()` launches the
/// test target's registered app; see `HeadlessApplication.register(bundleIdentifier:name:settings:fileID:launching:)`.
public typealias XCUIApplication = HeadlessApplication
/// `XCUIElement`: a `HeadlessElement`.
public typealias XCUIElement = HeadlessElement
/// `XCUIElementQuery`: an `ElementQuery`.
public typealias XCUIElementQuery = ElementQuery
/// `XCUIElementTypeQueryProvider`: `ElementTypeQueryProvider`.
public typealias XCUIElementTypeQueryProvider = ElementTypeQueryProvider
/// `XCUIAccessibilityAuditType`: `AccessibilityAuditType`.
public typealias XCUIAccessibilityAuditType = AccessibilityAuditType
/// `XCUIAccessibilityAuditIssue`: `AccessibilityAuditIssue`.
public typealias XCUIAccessibilityAuditIssue = AccessibilityAuditIssue
/// `XCUIDevice`: the `HeadlessDevice` (`XCUIDevice.shared.orientation`, `.appearance`).
public typealias XCUIDevice = HeadlessDevice
/// `XCUICoordinate`: a `HeadlessCoordinate`.
public typealias XCUICoordinate = HeadlessCoordinate
/// `UIDeviceOrientation`: `DeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation

extension HeadlessElement {
    /// `XCUIElement.ElementType`: `ElementType`.
    public typealias ElementType = AuditKitLinux.ElementType
}

extension HeadlessApplication {
    /// Launches the app, like `XCUIApplication.launch()` (see the `AuditKitLinux` module's `launch()`),
    /// failing the test at the caller's line when no app is registered for it
    /// (`launchFailure` names what to do).
    public func launch(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        if let failure = launchFailure {
            recordAuditIssue(
                failure.description, failing: true,
                at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
            return
        }
        let _: Bool = launch()
    }

    /// Launches the app if it is not running, like `XCUIApplication.activate()`; fails the test at
    /// the caller's line as ``launch(fileID:file:line:column:)`` does.
    public func activate(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        if state == .runningForeground { return }
        launch(fileID: fileID, file: file, line: line, column: column)
    }

    /// Types `text` into the text field or text view with keyboard focus, like
    /// `XCUIApplication.typeText(_:)`; fails the test at the caller's line, typing nothing, when
    /// none has it ("Neither element nor any descendant has keyboard focus"): tap the field first.
    public func typeText(
        _ text: String, fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        if let failure = validateTypeText() {
            recordAuditIssue(
                failure.description, failing: true,
                at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
            return
        }
        let _: Bool = typeText(text)
    }
}
