import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitModel

/// A view of the app's own class that reacts to settings: at the accessibility sizes it stacks its
/// two labels and drops the second's limit on lines; with VoiceOver running it shows a close button.
private final class AdaptiveRow: View {
    let title = Label(text: "Delivery window", frame: CGRect(x: 16, y: 8, width: 160, height: 22))
    let detail = Label(
        text: "Tomorrow between 9 and 11 in the morning", frame: CGRect(x: 180, y: 8, width: 190, height: 22))
    let close = Button(title: "Close", frame: CGRect(x: 330, y: 40, width: 44, height: 44))

    override init(frame: CGRect) {
        super.init(frame: frame)
        for label in [title, detail] {
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
        }
        addSubviews(title, detail, close)
    }

    override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
        let stacked = settings.preferredContentSizeCategory.isAccessibilityCategory
        detail.frame =
            stacked
            ? CGRect(x: 16, y: 34, width: 340, height: 22) : CGRect(x: 180, y: 8, width: 190, height: 22)
        detail.numberOfLines = stacked ? 0 : 1
        close.isHidden = !settings.isVoiceOverRunning
    }
}

/// A view of the app's own class that does not react to settings.
private final class PlainCard: View {}

/// Snapshots taken through a ``LiveSnapshotSession`` (every `app.audit()`) are the snapshots a
/// full build gives under the same settings: derived ones (screens of this library's own views)
/// and full ones (screens with views of the app's own classes) alike, so audits find what they did.
final class LiveSnapshotSessionTests: XCTestCase {
    /// Every settings value a snapshot reads: each category with Bold Text off and on, the display
    /// settings rules turn on, and dark mode and Increase Contrast (which take a full snapshot).
    private let settingsList: [AccessibilitySettings] =
        AccessibilitySettings.allContentSizeCategories(boldText: [false, true]) + [
            AccessibilitySettings(isVoiceOverRunning: true),
            AccessibilitySettings(isReduceTransparencyEnabled: true),
            AccessibilitySettings(isReduceMotionEnabled: true),
            AccessibilitySettings(isInvertColorsEnabled: true),
            AccessibilitySettings(userInterfaceStyle: .dark),
            AccessibilitySettings(isDarkerSystemColorsEnabled: true),
            AccessibilitySettings(
                preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, isBoldTextEnabled: true),
            AccessibilitySettings(
                preferredContentSizeCategory: .extraSmall, isVoiceOverRunning: true, userInterfaceStyle: .dark),
        ]

    /// One view of every class of this library, with fonts that scale, scale relative to a style,
    /// stay fixed, are capped, and are bold by default; dynamic colours; a hidden and a translucent view.
    private func libraryScreen() -> HeadlessApplication {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .systemBackground
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let headline = Label(text: "Headline", frame: CGRect(x: 16, y: 0, width: 200, height: 22))
        headline.font = .preferredFont(forTextStyle: .headline)
        headline.adjustsFontForContentSizeCategory = true
        let capped = Label(text: "Capped at xxxLarge", frame: CGRect(x: 16, y: 30, width: 200, height: 22))
        capped.font = .preferredFont(forTextStyle: .body)
        capped.adjustsFontForContentSizeCategory = true
        capped.maximumContentSizeCategory = .extraExtraExtraLarge
        capped.textColor = .secondaryLabel
        let scaled = Label(text: "Brand font", frame: CGRect(x: 16, y: 60, width: 200, height: 22))
        scaled.font = .custom("Brand", size: 15, relativeTo: .callout, weight: .medium)
        scaled.adjustsFontForContentSizeCategory = true
        let fixed = Label(text: "Fixed 12 pt", frame: CGRect(x: 16, y: 90, width: 200, height: 16))
        fixed.font = .systemFont(ofSize: 12)
        let cappedGroup = View(frame: CGRect(x: 0, y: 120, width: 390, height: 60))
        cappedGroup.maximumContentSizeCategory = .accessibilityMedium
        cappedGroup.backgroundColor = .secondarySystemBackground
        let inGroup = TextView(
            text: "A text view in a capped group", frame: CGRect(x: 16, y: 4, width: 300, height: 50))
        inGroup.font = .preferredFont(forTextStyle: .footnote)
        inGroup.adjustsFontForContentSizeCategory = true
        cappedGroup.addSubview(inGroup)
        let hidden = Label(text: "Hidden", frame: CGRect(x: 16, y: 190, width: 100, height: 22))
        hidden.isHidden = true
        let blur = View(frame: CGRect(x: 0, y: 220, width: 390, height: 40))
        blur.isTranslucentMaterial = true
        blur.motionEffects = ["parallax"]
        blur.backgroundColor = Color.systemBlue.withAlphaComponent(0.4)
        scroll.addSubviews(headline, capped, scaled, fixed, cappedGroup, hidden, blur)
        scroll.addSubviews(
            Button(title: "Buy", frame: CGRect(x: 16, y: 270, width: 80, height: 44)),
            ImageView(image: Image(named: "photo"), frame: CGRect(x: 100, y: 270, width: 44, height: 44)),
            TextField(text: nil, placeholder: "Name", frame: CGRect(x: 16, y: 320, width: 200, height: 34)),
            Switch(isOn: true, frame: CGRect(x: 300, y: 320, width: 51, height: 31)),
            Slider(frame: CGRect(x: 16, y: 360, width: 200, height: 30)),
            PageControl(numberOfPages: 3, frame: CGRect(x: 16, y: 400, width: 100, height: 20)),
            SegmentedControl(segments: ["Day", "Week"], frame: CGRect(x: 16, y: 430, width: 200, height: 32)),
            Stepper(frame: CGRect(x: 16, y: 470, width: 94, height: 32)),
            TableViewCell(text: "Cell", detailText: "Detail", frame: CGRect(x: 0, y: 510, width: 390, height: 44)))
        let navigation = NavigationBar(title: "Orders", frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        toolbar.addSubview(Button(title: "Share", frame: CGRect(x: 8, y: 0, width: 60, height: 44)))
        let tabBar = TabBar(
            items: [TabBarItem(title: "Home"), TabBarItem(title: "Search")],
            frame: CGRect(x: 0, y: 761, width: 390, height: 83))
        let alert = AlertView(title: "Saved", message: "Your order was saved.", actions: ["OK"])
        alert.isHidden = true
        window.addSubviews(StatusBar(frame: CGRect(x: 0, y: 0, width: 390, height: 47)), navigation, scroll)
        window.addSubviews(toolbar, tabBar, alert, Keyboard(frame: CGRect(x: 0, y: 844, width: 390, height: 300)))
        return HeadlessApplication(window, name: "Shop")
    }

    private func appScreen() -> HeadlessApplication {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = PlainCard(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        card.addSubview(Label(text: "Inside a card", frame: CGRect(x: 16, y: 8, width: 200, height: 22)))
        window.addSubviews(card, AdaptiveRow(frame: CGRect(x: 0, y: 220, width: 390, height: 90)))
        return HeadlessApplication(window, name: "Delivery")
    }

    func testTheLibrarysOwnViewsNeverReactToSettings() {
        let app = libraryScreen()
        var stack = [app.rootView]
        while let view = stack.popLast() {
            XCTAssertFalse(view.mayReactToSettings, "\(type(of: view)) is this library's and overrides nothing")
            stack += view.subviews
        }
        XCTAssertTrue(PlainCard().mayReactToSettings, "an app's class may override accessibilitySettingsDidChange")
    }

    func testSessionSnapshotsEqualFullSnapshotsOfTheLibrarysViews() {
        let app = libraryScreen()
        let session = app.snapshotSession()
        for settings in settingsList + settingsList.reversed() {
            XCTAssertEqual(session.snapshot(settings: settings), app.snapshot(settings: settings), "\(settings)")
        }
    }

    func testSessionSnapshotsEqualFullSnapshotsOfViewsThatReact() {
        let app = appScreen()
        let session = app.snapshotSession()
        for settings in settingsList + settingsList.reversed() {
            XCTAssertEqual(session.snapshot(settings: settings), app.snapshot(settings: settings), "\(settings)")
        }
        let large = session.snapshot(settings: AccessibilitySettings(preferredContentSizeCategory: .accessibilityLarge))
        XCTAssertEqual(
            large.elements.first { $0.label?.hasPrefix("Tomorrow") == true }?.frame,
            CGRect(x: 16, y: 254, width: 340, height: 22), "the row reacted: the detail label is stacked")
        XCTAssertNil(large.elements.first { $0.label == "Close" && $0.isVisible == true })
        let running = session.snapshot(settings: AccessibilitySettings(isVoiceOverRunning: true))
        XCTAssertNotNil(running.elements.first { $0.label == "Close" && $0.isVisible == true })
    }

    /// `app.audit()` and an audit across settings find what auditing full snapshots finds.
    func testAuditsFindWhatFullSnapshotsFind() throws {
        for app in [libraryScreen(), appScreen()] {
            let auditor = AccessibilityAuditor()
            let expected = try auditor.audit(app.snapshot()) { app.snapshot(settings: $0) }
            XCTAssertEqual(try app.audit(), expected)
            let across =
                [AccessibilitySettings.default, AccessibilitySettings(userInterfaceStyle: .dark)]
                + AccessibilitySettings.allContentSizeCategories(boldText: [false, true])
            let merged = AccessibilityAuditResult.merging(
                try across.map { settings in
                    let result = try auditor.audit(app.snapshot(settings: settings)) { app.snapshot(settings: $0) }
                    return (settings: settings, result: result)
                })
            _ = app.snapshot()
            XCTAssertEqual(try app.audit(acrossSettings: across), merged)
        }
    }
}
