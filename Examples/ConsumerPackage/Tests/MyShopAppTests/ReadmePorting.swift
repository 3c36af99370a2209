// PortingFromXCUITest.md, "A screen made in place": the example as it stands.
// snippet: porting-xcuitest
import AuditKitLinuxTestSupport
import XCTest

/// A news feed: 20 stories in a scroll view below a title.
func makeFeedWindow() -> View {
    let window = Window()
    let title = Label(text: "Today", frame: CGRect(x: 16, y: 60, width: 358, height: 34))
    title.font = .preferredFont(forTextStyle: .title1)
    title.adjustsFontForContentSizeCategory = true
    title.numberOfLines = 0
    title.accessibilityTraits.insert(.header)
    let feed = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
    feed.accessibilityIdentifier = "feed"
    for number in 1...20 {
        let story = Button(
            title: "Story \(number)", frame: CGRect(x: 0, y: Double(number - 1) * 100, width: 390, height: 100))
        story.titleColor = .label
        story.addAction { title.text = "Story \(number)" }
        feed.addSubview(story)
    }
    window.addSubviews(title, feed)
    return window
}

final class FeedUITests: XCTestCase {
    func testReadingTheLastStory() throws {
        let app = HeadlessApplication(name: "Feed") { makeFeedWindow() }  // XCUIApplication()
        app.launch()
        let feed = app.scrollViews["feed"]
        while !feed.buttons["Story 20"].isHittable { feed.swipeUp() }
        feed.buttons["Story 20"].tap()
        XCTAssertEqual(app.staticTexts.element(boundBy: 0).label, "Story 20")
        XCTAssertEqual(app.descendants(matching: .any).matching(.button, identifier: nil).count, 20)
        try app.performAccessibilityAudit()
    }
}
// end snippet: porting-xcuitest
