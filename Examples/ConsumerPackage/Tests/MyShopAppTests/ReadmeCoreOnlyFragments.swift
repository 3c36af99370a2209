// The README's shorter examples that need nothing but the package: this file imports only
// AuditKitLinuxTestSupport and XCTest, as a new user's test file would.
import AuditKitLinuxTestSupport
import XCTest

final class ReadmeCoreOnlyFragmentTests: XCTestCase {
    /// README "Captures in Swift".
    func testCaptures() throws {
        let captureURL = FileManager.default.temporaryDirectory.appendingPathComponent("login-\(UUID().uuidString).xml")
        try Data(
            (#"<XCUIElementTypeApplication label="Login"><XCUIElementTypeWindow x="0" y="0" width="390" height="844">"#
                + #"<XCUIElementTypeButton label="Log In" x="20" y="700" width="350" height="50"/>"#
                + #"</XCUIElementTypeWindow></XCUIElementTypeApplication>"#).utf8
        ).write(to: captureURL)
        defer { try? FileManager.default.removeItem(at: captureURL) }
        // snippet: captures
        let capture = try AccessibilityHierarchy(contentsOf: captureURL)
        let result = try capture.audit(for: .all)

        do {
            _ = try AccessibilityHierarchy(importing: Data("<AppiumAUT>".utf8), name: "login.xml")
        } catch {
            print(error)  // login.xml:1:12: malformed XML: the document ends before <AppiumAUT> (line 1) is closed
        }
        // end snippet: captures
        XCTAssertEqual(capture.elements.map(\.elementType), [.application, .window, .button])
        XCTAssertFalse(result.notEvaluated.isEmpty, "a capture holds no colours or fonts")
    }

    /// README "Screenshots and size variants", run in the repository's `Examples/Screenshots`,
    /// where the files it names are.
    func testScreenshotsAndSizeVariants() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Screenshots")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(examples.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        // snippet: screenshots
        var capture = try AccessibilityHierarchy(
            contentsOf: URL(fileURLWithPath: "login.xml"),
            screenshotContentsOf: URL(fileURLWithPath: "login.png"))
        try capture.addSizeVariant(
            AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: "login-ax5.xml")),
            at: .accessibilityExtraExtraExtraLarge)
        let result = try capture.audit(for: [.contrast, .dynamicType])
        // end snippet: screenshots
        XCTAssertEqual(capture.screenshot?.scale, 2)
        XCTAssertTrue(result.issues.contains { $0.ruleID == "dynamicType.partiallyUnsupported" })
    }

    /// README "Headless views".
    func testHeadlessViews() throws {
        // snippet: headless-views
        let window = Window()
        let title = Label(text: "Sounds", frame: CGRect(x: 16, y: 220, width: 250, height: 22))
        title.isAccessibilityElement = false  // the switch beside it says "Sounds"
        let sounds = Switch(isOn: true, frame: CGRect(x: 323, y: 215, width: 51, height: 31))
        sounds.accessibilityLabel = "Sounds"  // its value "1" is its state, not its name
        window.addSubviews(title, sounds)
        let app = HeadlessApplication(window)
        app.switches["Sounds"].tap()  // fails the test here if it is missing, ambiguous or disabled
        XCTAssertEqual(app.switches["Sounds"].value as? String, "0")
        XCTAssertFalse(app.buttons["Missing"].exists)
        try app.performAccessibilityAudit(for: [.elementDetection, .sufficientElementDescription, .hitRegion])
        // end snippet: headless-views
    }
}
