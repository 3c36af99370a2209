import AuditKitLinux
import Foundation
import XCTest

/// A well-made screen gives no issue in the dynamicType, textClipped, trait, action and parentChild
/// categories with every built-in rule running: the rules do not fire on good practice together.
final class CleanScreenAuditTests: XCTestCase {
    func testWellMadeScreenHasNoIssuesInTheseCategories() throws {
        let window = Window()
        let bar = NavigationBar(title: "Quotes", frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let heading = Label(text: "Today", frame: CGRect(x: 16, y: 100, width: 358, height: 80))
        heading.font = .preferredFont(forTextStyle: .title2)
        heading.adjustsFontForContentSizeCategory = true
        heading.accessibilityTraits = [.staticText, .header]
        let body = Label(text: "Stay hungry, stay foolish.", frame: CGRect(x: 16, y: 190, width: 358, height: 200))
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.numberOfLines = 0
        let button = Button(title: "New", frame: CGRect(x: 16, y: 400, width: 358, height: 80))
        button.addAction {}
        let slider = Slider(frame: CGRect(x: 16, y: 500, width: 358, height: 44))
        let tabs = TabBar(
            items: [TabBarItem(title: "Quote"), TabBarItem(title: "Settings")],
            frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        window.addSubviews(bar, heading, body, button, slider, tabs)
        let app = HeadlessApplication(window)
        let result = try app.audit(for: [.dynamicType, .textClipped, .trait, .action, .parentChild])
        XCTAssertEqual(result.issues.map(\.description), [])
        XCTAssertEqual(result.notEvaluated, [])
    }
}
