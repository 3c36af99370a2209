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
    /// its query matches several elements ("Multiple matching elements found for …"), or when it is
    /// disabled (XCUITest taps a disabled element without effect; a test that does so here is
    /// almost always wrong, so it fails). Works in XCTest and Swift Testing. A system alert
    /// SpringBoard shows is first offered to the test's UI interruption monitors.
    public func tap(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        UIInterruptionMonitors.shared.handleInterruption()
        guard passes(.tap, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = tap()
    }

    /// Types `text` into a text field or text view, like `XCUIElement.typeText(_:)`.
    ///
    /// Fails the test at the caller's line, typing nothing, when the element is missing or
    /// ambiguous (as ``tap(fileID:file:line:column:)``), disabled, or cannot take keyboard focus
    /// (not an editable text field or text view: "Neither element nor any descendant has keyboard focus").
    public func typeText(
        _ text: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard passes(.typeText, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = typeText(text)
    }

    /// Swipes up on the element, like `XCUIElement.swipeUp()`: the innermost scroll view at it that
    /// can move shows its next page of content. Fails the test at the caller's line when the
    /// element is missing or ambiguous; a swipe with nothing to scroll does nothing, as on a device.
    public func swipeUp(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard passes(.swipe, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = swipeUp()
    }

    /// Swipes down on the element, like `XCUIElement.swipeDown()`. See ``swipeUp(fileID:file:line:column:)``.
    public func swipeDown(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard passes(.swipe, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = swipeDown()
    }

    /// Swipes left on the element, like `XCUIElement.swipeLeft()`. See ``swipeUp(fileID:file:line:column:)``.
    public func swipeLeft(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard passes(.swipe, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = swipeLeft()
    }

    /// Swipes right on the element, like `XCUIElement.swipeRight()`. See ``swipeUp(fileID:file:line:column:)``.
    public func swipeRight(
        fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard passes(.swipe, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = swipeRight()
    }

    /// Moves a slider to `position` of its range (0...1), like
    /// `XCUIElement.adjust(toNormalizedSliderPosition:)`. Fails the test at the caller's line when
    /// the element is missing, ambiguous, disabled or not a slider.
    public func adjust(
        toNormalizedSliderPosition position: Double, fileID: StaticString = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        guard passes(.adjust, CallSite(fileID: fileID, filePath: file, line: line, column: column)) else { return }
        let _: Bool = adjust(toNormalizedSliderPosition: position)
    }

    /// Whether `interaction` can act on the element; when it cannot, records a failure at `site`.
    private func passes(_ interaction: ElementInteractionFailure.Interaction, _ site: CallSite) -> Bool {
        guard let failure = validate(interaction) else { return true }
        recordAuditIssue(failure.description, failing: true, at: site)
        return false
    }
}
