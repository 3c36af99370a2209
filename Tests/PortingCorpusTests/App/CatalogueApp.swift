import AuditKitLinuxTestSupport

/// The technique catalogue (launch argument `-catalogue`): a list of pages, each with good and bad
/// examples marked by identifier (`…good`, `…bad`), as the public technique apps do. `-page NAME`
/// opens a page at launch, the way a preview-driven suite opens one screen.
final class CatalogueWindow: ScreenWindow {
    /// The pages, in the list's order.
    static let pages = ["Buttons", "Images", "Checkboxes", "Long page"]

    override init() {
        super.init()
        showList()
    }

    convenience init(page: String?) {
        self.init()
        if let page { open(page) }
    }

    private func showList() {
        let list = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        list.addSubview(NavigationBar(title: "Techniques", frame: CGRect(x: 0, y: 47, width: 390, height: 44)))
        for (index, page) in Self.pages.enumerated() {
            list.addSubview(rowButton(page, y: 100 + Double(index) * 52) { [unowned self] in self.open(page) })
        }
        show(list)
    }

    /// Shows the page named `name`, with a back button to the list.
    func open(_ name: String) {
        let page = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        page.addSubviews(backButton { [unowned self] in self.showList() }, header(name))
        switch name {
        case "Buttons": addButtons(to: page)
        case "Images": addImages(to: page)
        case "Checkboxes": addCheckboxes(to: page)
        default: addLongPage(to: page)
        }
        show(page)
    }

    /// Edit buttons: good ones say what they edit; the bad ones show only "Edit", and the second's
    /// accessibility label is "Edit button" (bug: VoiceOver reads "Edit button, button": Apple's
    /// "Label duplicates trait"). Log-in: the good one is disabled until the form is filled.
    private func addButtons(to page: View) {
        let buttons: [(String, String)] = [
            ("edit1good", "Edit name"), ("edit2good", "Edit address"), ("edit1bad", "Edit"), ("edit2bad", "Edit"),
            ("loginGood", "Log in"),
        ]
        for (index, (identifier, title)) in buttons.enumerated() {
            let button = rowButton(title, y: 140 + Double(index) * 52)
            button.accessibilityIdentifier = identifier
            if identifier == "loginGood" { button.isEnabled = false }
            if identifier == "edit2bad" { button.accessibilityLabel = "Edit button" }
            page.addSubview(button)
        }
    }

    /// Images: the good one is described; the bad icon is an image element with no label (bug:
    /// "Element has no description").
    private func addImages(to page: View) {
        let good = ImageView(image: Image(named: "cat"), frame: CGRect(x: 16, y: 140, width: 200, height: 150))
        good.isAccessibilityElement = true
        good.accessibilityLabel = "A cat asleep on a table"
        good.accessibilityIdentifier = "goodImage"
        let bad = ImageView(
            image: Image(systemName: "exclamationmark.triangle"), frame: CGRect(x: 16, y: 310, width: 44, height: 44))
        bad.isAccessibilityElement = true
        bad.accessibilityIdentifier = "badIcon"
        page.addSubviews(good, bad)
    }

    /// Checkboxes: semantic toggles whose value is "unchecked" or "checked". Passes every audit.
    private func addCheckboxes(to page: View) {
        for (index, title) in ["Walking", "Bicycle", "Public transport"].enumerated() {
            let box = Checkbox(title: title, frame: CGRect(x: 16, y: 140 + Double(index) * 52, width: 358, height: 44))
            page.addSubview(box)
        }
    }

    /// A long list in a scroll view: twelve rows fit on screen; the last row, below the fold, is an
    /// icon-only button with no label (bug: "Element has no description"). Apple audits what is on
    /// screen, so it reports it only after a swipe up.
    private func addLongPage(to page: View) {
        let list = ScrollView(frame: CGRect(x: 0, y: 140, width: 390, height: 620))
        list.accessibilityIdentifier = "longList"
        for index in 0..<12 {
            list.addSubview(
                bodyLabel("Row \(index + 1)", frame: CGRect(x: 16, y: Double(index) * 50, width: 358, height: 44)))
        }
        let share = Button(
            image: Image(systemName: "square.and.arrow.up"), frame: CGRect(x: 16, y: 1200, width: 44, height: 44))
        share.accessibilityIdentifier = "longList.share"
        share.addAction {}
        list.addSubview(share)
        page.addSubview(list)
    }
}

/// A checkbox (a SwiftUI `Toggle` in checkbox style): a `.toggle` whose value is "checked" or
/// "unchecked"; a tap flips it.
final class Checkbox: Control {
    private let title: String
    private(set) var isChecked = false

    init(title: String, frame: CGRect) {
        self.title = title
        super.init(frame: frame)
        accessibilityIdentifier = title
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { title }
    override var defaultAccessibilityValue: String? { isChecked ? "checked" : "unchecked" }
    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union([.button, .toggleButton])
    }
    override var elementType: ElementType { .toggle }
    override var isInteractive: Bool { isUserInteractionEnabled && isEnabled }
    override var displayedText: DisplayedText? {
        DisplayedText(
            text: title, font: .preferredFont(forTextStyle: .body), textColor: .label, numberOfLines: 0,
            adjustsFontForContentSizeCategory: true)
    }

    override func performDefaultAction() -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        isChecked.toggle()
        return super.performDefaultAction()
    }
}
