import AuditKitLinux

/// XCUITest's interactions, failing the test at the caller's line as XCUITest does.
///
/// The core module's forms of the same names return `false` and never fail (for code that is not a
/// test); where both are visible these are chosen, except where a `Bool` is expected
/// (`XCTAssertTrue(element.tap())` uses the core's).
extension HeadlessElement {
    /// Taps the element (scrolling it into view inside its scroll views first), like
    /// `XCUIElement.tap()`.
    ///
    /// Fails the test at the caller's line, doing nothing, when the element does not exist ("No
    /// matches found for Buttons['Pay'] from input {(…)}", listing what the query searched), when
    /// its query matches several elements ("Multiple matching elements found for …"), when it is
    /// disabled (XCUITest taps a disabled element without effect; a test that does so here is
    /// almost always wrong, so it fails), or when no tap can land on it once scrolled into view:
    /// it is not `isHittable` there (a frame with no area or not finite, or one outside the screen
    /// that no scroll view brings in). XCUITest then fails with "Unable to find hit point for …" or
    /// "Failed to scroll to visible (by AX action) …" (`ElementInteractionFailure.HitPointProblem`
    /// cites where Xcode's output is quoted); the message here is "Failed to tap Buttons['Pay']:
    /// Unable to find hit point for Button, label: 'Pay', {{10, 5000}, {100, 44}}: it lies outside
    /// the screen or its scroll view, and no scrolling brings it in", and the button's action does
    /// not run. Works in XCTest and Swift Testing. A system alert SpringBoard shows is first offered
    /// to the test's UI interruption monitors.
    public func tap(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        UIInterruptionMonitors.shared.handleInterruption()
        record(tapReportingFailure().failure, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Types `text` into a text field or text view, like `XCUIElement.typeText(_:)`.
    ///
    /// Fails the test at the caller's line, typing nothing, when the element is missing or
    /// ambiguous (as ``tap(fileID:file:line:column:)``), disabled, cannot take keyboard focus
    /// (not an editable text field or text view: "Neither element nor any descendant has keyboard
    /// focus"), or does not have keyboard focus and is not hittable once scrolled into view, so no
    /// tap could give it focus (as ``tap(fileID:file:line:column:)``).
    public func typeText(
        _ text: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        record(
            typeTextReportingFailure(text).failure, CallSite(fileID: fileID, filePath: file, line: line, column: column)
        )
    }

    /// Swipes up on the element, like `XCUIElement.swipeUp()`: the innermost scroll view at it that
    /// can move shows its next page of content. Fails the test at the caller's line when the
    /// element is missing or ambiguous, or when no swipe can start on it (it is not hittable once
    /// scrolled into view, as ``tap(fileID:file:line:column:)``); a swipe with nothing to scroll
    /// does nothing, as on a device.
    public func swipeUp(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        record(swipeReportingFailure(.up).failure, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes down on the element, like `XCUIElement.swipeDown()`. See ``swipeUp(fileID:file:line:column:)``.
    public func swipeDown(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        record(
            swipeReportingFailure(.down).failure, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes left on the element, like `XCUIElement.swipeLeft()`. See ``swipeUp(fileID:file:line:column:)``.
    public func swipeLeft(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        record(
            swipeReportingFailure(.left).failure, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Swipes right on the element, like `XCUIElement.swipeRight()`. See ``swipeUp(fileID:file:line:column:)``.
    public func swipeRight(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        record(
            swipeReportingFailure(.right).failure, CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Moves a slider to `position` of its range (0...1), like
    /// `XCUIElement.adjust(toNormalizedSliderPosition:)`. Fails the test at the caller's line when
    /// the element is missing, ambiguous, disabled or not a slider, or is not hittable once
    /// scrolled into view (as ``tap(fileID:file:line:column:)``).
    public func adjust(
        toNormalizedSliderPosition position: Double, fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        record(
            adjustReportingFailure(toNormalizedSliderPosition: position).failure,
            CallSite(fileID: fileID, filePath: file, line: line, column: column))
    }

    /// Records `failure`, when there is one, as a test failure at `site`.
    private func record(_ failure: ElementInteractionFailure?, _ site: CallSite) {
        guard let failure else { return }
        recordAuditIssue(failure.description, failing: true, at: site)
    }
}
