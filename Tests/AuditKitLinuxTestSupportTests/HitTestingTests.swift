import AuditKitLinuxTestSupport
import XCTest

/// `tap()`, `coordinate(withNormalizedOffset:).tap()`, `app.tap()` and `app.typeText(_:)` deliver
/// touches as UIKit does: to the front-most view at the point that receives touches, handled by it
/// or the nearest view around it that handles a tap; text goes to the field with keyboard focus.
final class HitTestingTests: CapturingTestCase {
    /// A window with a tappable row (a tap gesture) holding a static text and an image, a "Buy"
    /// button half covered by an opaque banner with its own tap, and a name field.
    private func makeApp() -> (HeadlessApplication, log: () -> [String]) {
        var log: [String] = []
        let window = Window()
        let row = View(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
        row.accessibilityIdentifier = "row"
        row.addTapGesture { log.append("row") }
        let title = Label(text: "Order #12", frame: CGRect(x: 16, y: 10, width: 200, height: 40))
        let chevron = ImageView(
            image: Image(systemName: "chevron.right"), frame: CGRect(x: 350, y: 20, width: 20, height: 20))
        row.addSubviews(title, chevron)
        let buy = Button(title: "Buy", frame: CGRect(x: 16, y: 200, width: 200, height: 44))
        buy.addAction { log.append("buy") }
        let banner = View(frame: CGRect(x: 0, y: 222, width: 390, height: 60))
        banner.accessibilityIdentifier = "banner"
        banner.addTapGesture { log.append("banner") }
        let name = TextField(placeholder: "Name", frame: CGRect(x: 16, y: 400, width: 300, height: 44))
        name.addAction { log.append("typed") }
        window.addSubviews(row, buy, banner, name)
        return (HeadlessApplication(window, name: "Orders"), { log })
    }

    func testATapOnAStaticTextInsideATappableRowReachesTheRow() {
        let (app, log) = makeApp()
        app.staticTexts["Order #12"].tap()
        XCTAssertEqual(log(), ["row"])
    }

    func testATapReachesTheViewOnTop() {
        let (app, log) = makeApp()
        app.buttons["Buy"].tap()  // its middle (y 222) is under the banner
        XCTAssertEqual(log(), ["banner"])
        app.buttons["Buy"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.2)).tap()
        XCTAssertEqual(log(), ["banner", "buy"])
    }

    func testCoordinatesTapAtTheirPoint() {
        let (app, log) = makeApp()
        let row = app.otherElements["row"]
        let corner = row.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
        XCTAssertEqual(corner.screenPoint, CGPoint(x: 0, y: 100))
        XCTAssertEqual(corner.withOffset(CGVector(dx: 10, dy: 5)).screenPoint, CGPoint(x: 10, y: 105))
        XCTAssertTrue(corner.withOffset(CGVector(dx: 10, dy: 5)).tap())
        XCTAssertFalse(
            app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.9)).tap(), "nothing there handles a tap")
        XCTAssertEqual(log(), ["row"])
        XCTAssertEqual(app.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testAppTapTapsTheMiddleOfTheScreen() {
        let window = Window()
        var dismissed = false
        let dimming = View(frame: window.frame)
        dimming.addTapGesture { dismissed = true }
        window.addSubview(dimming)
        let app = HeadlessApplication(window)
        app.tap()
        XCTAssertTrue(dismissed)
    }

    func testAppTypeTextTypesIntoTheFieldWithKeyboardFocus() {
        let (app, log) = makeApp()
        var line = 0
        let failures = capture {
            line = #line + 1
            app.typeText("Ada")
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(
            failures.first?.description,
            "failed - Failed to type into Application: Neither element nor any descendant has keyboard focus (it is not an editable, enabled text field or text view)"
        )
        let field = app.textFields["Name"]
        XCTAssertFalse(field.hasFocus)
        field.tap()
        XCTAssertTrue(field.hasFocus)
        app.typeText("Ada")
        XCTAssertEqual(field.value, "Ada")
        field.typeText(" L")
        app.typeText(".")
        XCTAssertEqual(field.value, "Ada L.")
        XCTAssertEqual(log(), ["typed", "typed", "typed"])
    }
}
