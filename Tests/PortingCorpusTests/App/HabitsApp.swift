import AuditKitLinuxTestSupport

/// The app the porting corpus drives, as headless views: "Habits", a small habit tracker with four
/// tabs (Today, History, Settings, and Add, which opens a sheet), and, launched with `-catalogue`, a
/// catalogue of accessibility techniques in good and bad versions (the shape of the public
/// technique apps whose suites the corpus follows).
///
/// It reads its launch arguments as an iOS app reads them through `UserDefaults`, so the suites
/// seed it as they seed a device:
/// - `-hasCompletedOnboarding YES` skips the onboarding; `-UITesting` does too;
/// - `-seedData` / `-SeedTestData` fills History with three days;
/// - launch environment `UI_TEST_INITIAL_TAB` = `0`…`2` opens that tab;
/// - `-catalogue` opens the technique catalogue, `-page NAME` one of its pages.
///
/// Its screens have real bugs where Apple's audit fails (each named where it is built):
/// the sheet's "Save" is grey on white, History's day cells use a fixed 15 pt font, the About page's
/// logo is an image element without a label, the Appearance page's preview text is a fixed dark grey
/// that disappears on the dark background, the catalogue's second bad Edit button says "button", the
/// bad icon has no description, and the long page's last row, below the fold, too.
enum HabitsApp {
    /// The root view for a launch with `arguments` and `environment`.
    static func makeRootView(arguments: [String], environment: [String: String]) -> View {
        let launch = LaunchOptions(arguments: arguments, environment: environment)
        if launch.has("-catalogue") { return CatalogueWindow(page: launch.value(for: "page")) }
        return HabitsWindow(launch)
    }
}

/// The launch arguments and environment, read as `UserDefaults` reads `-key value` pairs.
struct LaunchOptions {
    var arguments: [String]
    var environment: [String: String]

    /// Whether `flag` was passed.
    func has(_ flag: String) -> Bool { arguments.contains(flag) }

    /// The value after `-key`, as `UserDefaults.standard.string(forKey: key)` reads it.
    func value(for key: String) -> String? {
        guard let index = arguments.firstIndex(of: "-\(key)"), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}

/// A 390 × 844 pt window that shows one screen at a time below the status bar.
class ScreenWindow: Window {
    /// The screen shown now.
    private(set) var current: View?

    init() { super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    /// Replaces the screen shown with `screen`.
    func show(_ screen: View) {
        current?.removeFromSuperview()
        current = screen
        addSubview(screen)
    }
}

/// A text label whose font follows Dynamic Type and wraps.
func bodyLabel(_ text: String, _ style: TextStyle = .body, frame: CGRect) -> Label {
    let label = Label(text: text, frame: frame)
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
}

/// A full-width button with a Dynamic Type title.
func rowButton(_ title: String, y: Double, action: @escaping () -> Void = {}) -> Button {
    let button = Button(title: title, frame: CGRect(x: 16, y: y, width: 358, height: 44))
    button.titleColor = accentColor
    button.addAction(action)
    return button
}

/// A page title: a Dynamic Type title with the header trait.
func header(_ text: String) -> Label {
    let label = bodyLabel(text, .title2, frame: CGRect(x: 16, y: 100, width: 358, height: 28))
    label.accessibilityTraits.insert(.header)
    return label
}

/// The "Back" button at the top left of a pushed page, which runs `action`.
func backButton(_ action: @escaping () -> Void) -> Button {
    let back = Button(title: "Back", frame: CGRect(x: 8, y: 50, width: 80, height: 44))
    back.titleColor = accentColor
    back.accessibilityIdentifier = "BackButton"
    back.addAction(action)
    return back
}

/// The app's tint: a dark blue, 8.6:1 on white and 5.3:1 on black (UIKit's `systemBlue` is 4.0:1 on white).
let accentColor = Color(
    light: RGBA(red: 0, green: 0.25, blue: 0.87), dark: RGBA(red: 0.25, green: 0.61, blue: 1))

/// A table (`UITableView`): a scroll view that UI tests see as `.table`.
final class TableView: ScrollView {
    override var elementType: ElementType { .table }
}

/// The habit tracker: onboarding first, then the tab bar.
final class HabitsWindow: ScreenWindow {
    private let launch: LaunchOptions
    private let tabBar = TabBar(
        items: [
            TabBarItem(title: "Today"), TabBarItem(title: "History"), TabBarItem(title: "Settings"),
            TabBarItem(title: "Add"),
        ],
        frame: CGRect(x: 0, y: 761, width: 390, height: 83))
    private var tabContent: View?

    init(_ launch: LaunchOptions) {
        self.launch = launch
        super.init()
        let onboarded = launch.value(for: "hasCompletedOnboarding") == "YES" || launch.has("-UITesting")
        if onboarded { showTabs() } else { show(makeOnboarding()) }
    }

    private func showTabs() {
        let main = View(frame: bounds)
        for button in tabBar.buttons { button.titleColor = accentColor }
        main.addSubview(tabBar)
        show(main)
        tabBar.onSelect = { [unowned self] index in self.select(tab: index) }
        let initial = launch.environment["UI_TEST_INITIAL_TAB"].flatMap(Int.init) ?? 0
        tabBar.selectedIndex = min(max(initial, 0), 2)
        select(tab: tabBar.selectedIndex)
    }

    private var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

    private func select(tab index: Int) {
        guard let main = current else { return }
        if index == 3 {
            main.addSubview(makeAddSheet())
            return
        }
        tabContent?.removeFromSuperview()
        let content: View
        switch index {
        case 1: content = makeHistory()
        case 2: content = makeSettings()
        default: content = makeToday()
        }
        tabContent = content
        main.addSubview(content)
    }

    /// The first launch: why the user wants to change, then "Start my plan" (enabled once written).
    private func makeOnboarding() -> View {
        let screen = View(frame: bounds)
        let bar = NavigationBar(title: "Habits", frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let prompt = bodyLabel(
            "Why do you want to change?", .headline, frame: CGRect(x: 16, y: 110, width: 358, height: 24))
        let field = TextField(
            placeholder: "More energy, better sleep…", frame: CGRect(x: 16, y: 144, width: 358, height: 44))
        field.accessibilityIdentifier = "motivationField"
        field.accessibilityLabel = "Motivation"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.placeholderColor = .darkGray
        let start = rowButton("Start my plan", y: 210) { [unowned self] in self.showTabs() }
        start.isEnabled = false
        field.addAction { [unowned field, unowned start] in start.isEnabled = !(field.text ?? "").isEmpty }
        screen.addSubviews(bar, prompt, field, start)
        return screen
    }

    /// Today: three habits to tick off. Passes every audit.
    private func makeToday() -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
        let bar = NavigationBar(title: "Today", frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        screen.addSubview(bar)
        let count = bodyLabel("3 habits", .subheadline, frame: CGRect(x: 16, y: 100, width: 358, height: 22))
        screen.addSubview(count)
        for (index, habit) in ["Drink water", "Walk 10 minutes", "Read 5 pages"].enumerated() {
            let row = rowButton(habit, y: 130 + Double(index) * 52)
            row.accessibilityIdentifier = "habit.\(index)"
            screen.addSubview(row)
        }
        return screen
    }

    /// History: with seeded data, one cell a day. Bug: the cells' text is a fixed 15 pt font, so it
    /// does not grow with the text size ("Dynamic Type font sizes are unsupported").
    private func makeHistory() -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
        screen.addSubview(NavigationBar(title: "History", frame: CGRect(x: 0, y: 47, width: 390, height: 44)))
        guard launch.has("-seedData") || launch.has("-SeedTestData") else {
            screen.addSubview(bodyLabel("No history yet", frame: CGRect(x: 16, y: 110, width: 358, height: 22)))
            return screen
        }
        screen.addSubview(
            bodyLabel("This week", .title3, frame: CGRect(x: 16, y: 100, width: 358, height: 26)))
        for (index, day) in ["Monday: 3 of 3", "Tuesday: 2 of 3", "Wednesday: 3 of 3"].enumerated() {
            let cell = Label(text: day, frame: CGRect(x: 16, y: 136 + Double(index) * 48, width: 358, height: 40))
            cell.font = .systemFont(ofSize: 15)
            cell.accessibilityIdentifier = "GridCell.\(index)"
            screen.addSubview(cell)
        }
        return screen
    }

    /// Settings: a table of pages and a reminders switch.
    private func makeSettings() -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
        screen.addSubview(NavigationBar(title: "Settings", frame: CGRect(x: 0, y: 47, width: 390, height: 44)))
        let table = TableView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        table.accessibilityIdentifier = "SettingTableView"
        let pages: [(String, String, () -> View)] = [
            ("MyCell_Apparence", "Appearance", { [unowned self] in self.makeAppearance() }),
            ("MyCell_Information", "About", { [unowned self] in self.makeAbout() }),
        ]
        for (index, page) in pages.enumerated() {
            let cell = TableViewCell(text: page.1, frame: CGRect(x: 0, y: Double(index) * 52, width: 390, height: 52))
            cell.accessibilityIdentifier = page.0
            cell.accessoryType = .disclosureIndicator
            let makePage = page.2
            cell.onSelect = { [unowned self] in self.push(makePage()) }
            table.addSubview(cell)
        }
        let reminders = Switch(isOn: true, frame: CGRect(x: 323, y: 420, width: 51, height: 31))
        reminders.accessibilityLabel = "Reminders"
        let remindersTitle = bodyLabel("Reminders", frame: CGRect(x: 16, y: 424, width: 290, height: 22))
        remindersTitle.isAccessibilityElement = false
        screen.addSubviews(table, remindersTitle, reminders)
        return screen
    }

    /// Shows `page` over the tab content, with a back button that removes it.
    private func push(_ page: View) {
        page.addSubview(backButton { [unowned page] in page.removeFromSuperview() })
        current?.addSubview(page)
    }

    /// Appearance. Bug: the preview text is a fixed dark grey (#555555): 7.5:1 on white, but 2.8:1
    /// on the dark background ("Contrast failed" in dark mode only).
    private func makeAppearance() -> View {
        let page = View(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
        page.backgroundColor = .systemBackground
        page.addSubview(header("Appearance"))
        let preview = bodyLabel("Preview: Drink water", frame: CGRect(x: 16, y: 140, width: 358, height: 22))
        preview.accessibilityIdentifier = "appearance.preview"
        preview.textColor = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
        page.addSubview(preview)
        return page
    }

    /// About. Bug: the logo is an image element with no label ("Element has no description").
    private func makeAbout() -> View {
        let page = View(frame: CGRect(x: 0, y: 0, width: 390, height: 761))
        page.backgroundColor = .systemBackground
        page.addSubview(header("About"))
        let logo = ImageView(image: Image(named: "logo"), frame: CGRect(x: 145, y: 150, width: 100, height: 100))
        logo.isAccessibilityElement = true
        logo.accessibilityIdentifier = "about.logo"
        page.addSubview(logo)
        page.addSubview(bodyLabel("Version 1.0", frame: CGRect(x: 16, y: 270, width: 358, height: 22)))
        return page
    }

    /// The Add sheet. Bug: "Save" is light grey on white, 2.3:1 ("Contrast failed").
    private func makeAddSheet() -> View {
        let sheet = View(frame: CGRect(x: 0, y: 60, width: 390, height: 784))
        sheet.backgroundColor = .systemBackground
        sheet.accessibilityViewIsModal = true
        let cancel = Button(title: "Cancel", frame: CGRect(x: 8, y: 8, width: 90, height: 44))
        cancel.titleColor = accentColor
        cancel.addAction { [unowned sheet] in sheet.removeFromSuperview() }
        let title = bodyLabel("New habit", .headline, frame: CGRect(x: 120, y: 18, width: 150, height: 24))
        title.accessibilityTraits.insert(.header)
        let save = Button(title: "Save", frame: CGRect(x: 300, y: 8, width: 82, height: 44))
        save.titleColor = .lightGray
        save.addAction { [unowned sheet] in sheet.removeFromSuperview() }
        let name = TextField(placeholder: "Habit name", frame: CGRect(x: 16, y: 70, width: 358, height: 44))
        name.accessibilityLabel = "Habit name"
        name.font = .preferredFont(forTextStyle: .body)
        name.adjustsFontForContentSizeCategory = true
        name.placeholderColor = .darkGray
        sheet.addSubviews(cancel, title, save, name)
        return sheet
    }
}
