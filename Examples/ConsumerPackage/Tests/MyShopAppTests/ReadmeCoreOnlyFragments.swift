// Examples of the articles that need nothing but the package: this file imports only
// AuditKitLinuxTestSupport and XCTest, as a new user's test file would.
import AuditKitLinuxTestSupport
import XCTest

final class ReadmeCoreOnlyFragmentTests: XCTestCase {
    /// HeadlessViews.md (AuditKitLinux.docc).
    func testHeadlessViews() throws {
        // snippet: headless-views
        let window = Window()
        let title = Label(text: "Sounds", frame: CGRect(x: 16, y: 220, width: 250, height: 22))
        title.isAccessibilityElement = false  // the switch beside it says "Sounds"
        let sounds = Switch(isOn: true, frame: CGRect(x: 323, y: 215, width: 51, height: 31))
        sounds.accessibilityLabel = "Sounds"  // its value "1" is its state, not its name
        window.addSubviews(title, sounds)
        let app = HeadlessApplication(window)
        app.switches["Sounds"].tap()  // fails the test here if it is missing, ambiguous, disabled or not hittable
        XCTAssertEqual(app.switches["Sounds"].value as? String, "0")
        XCTAssertFalse(app.buttons["Missing"].exists)
        try app.performAccessibilityAudit(for: [.elementDetection, .sufficientElementDescription, .hitRegion])
        // end snippet: headless-views
    }

    /// HeadlessViews.md (AuditKitLinux.docc), "Images and colours".
    func testHeadlessViewsImagesAndColours() throws {
        // snippet: headless-views-images-colours
        let window = Window()
        let like = Button(image: Image(named: "heart_fill"), frame: CGRect(x: 16, y: 100, width: 44, height: 44))
        like.accessibilityLabel = "Like"  // else VoiceOver reads "heart_fill"
        like.addAction {}
        let stock = Label(text: "Sold out", frame: CGRect(x: 16, y: 160, width: 200, height: 22))
        stock.textColor = Color(
            light: RGBA(red255: 0x6E, green255: 0x6E, blue255: 0x73),
            dark: RGBA(red255: 0xAE, green255: 0xAE, blue255: 0xB2))
        window.addSubviews(like, stock)
        let app = HeadlessApplication(window)
        XCTAssertTrue(app.buttons["Like"].exists)
        try app.performAccessibilityAudit(for: [.contrast, .sufficientElementDescription, .hitRegion])
        // end snippet: headless-views-images-colours
    }
}
