import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitVoiceOver

final class VoiceOverTests: XCTestCase {
    // MARK: Helpers

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    func transcript(_ views: View..., language: VoiceOverLanguage = .english, rightToLeft: Bool = false)
        -> VoiceOverTranscript
    {
        transcript(views, language: language, rightToLeft: rightToLeft)
    }

    func transcript(_ views: [View], language: VoiceOverLanguage = .english, rightToLeft: Bool = false)
        -> VoiceOverTranscript
    {
        let window = Window(frame: rect(0, 0, 390, 844))
        views.forEach(window.addSubview)
        return VoiceOverTranscript(HeadlessApplication(window).snapshot(), language: language, rightToLeft: rightToLeft)
    }

    func label(_ text: String, _ frame: CGRect, traits: AccessibilityTraits? = nil) -> Label {
        let l = Label(text: text, frame: frame)
        if let traits { l.accessibilityTraits = traits }
        return l
    }

    func capture(_ file: String) throws -> AccessibilityHierarchy {
        try SharedTestData.capture(file, format: .debugDescription)
    }

    /// A screen with one of everything VoiceOver describes, laid out out of subview order.
    func settingsScreen() -> [View] {
        let nav = NavigationBar(title: "Display", frame: rect(0, 47, 390, 44))
        let save = Button(title: "Save", frame: rect(320, 47, 60, 44))
        save.isEnabled = false
        let brightness = Slider(value: 0.5, frame: rect(20, 160, 350, 30))
        brightness.accessibilityLabel = "Brightness"
        let auto = Switch(isOn: true, frame: rect(320, 110, 51, 31))
        auto.accessibilityLabel = "Automatic"
        let autoLabel = label("Automatic", rect(20, 112, 200, 24))
        autoLabel.accessibilityElementsHidden = true
        let more = label("Learn more", rect(20, 210, 120, 20), traits: [.staticText, .link])
        let photo = ImageView(image: Image(named: "sunset.jpg"), frame: rect(20, 250, 100, 100))
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Sunset over the bay"
        let reset = Button(title: "Reset", frame: rect(20, 400, 350, 44))
        reset.accessibilityHint = "Restores the default brightness"
        let tabs = TabBar(
            items: ["General", "Display", "Sound"].map { TabBarItem(title: $0) }, selectedIndex: 1,
            frame: rect(0, 761, 390, 83))
        // Subviews deliberately not in reading order.
        return [tabs, reset, photo, more, brightness, auto, autoLabel, save, nav]
    }

    // MARK: Whole transcripts

    func testEnglishTranscriptOfAHeadlessScreen() {
        let t = transcript(settingsScreen())
        XCTAssertEqual(
            t.text,
            """
            Display, Heading
            Save, Dimmed, Button
            Automatic, Switch button, On
            Brightness, 50%, Adjustable
            Learn more, Link
            Sunset over the bay, Image
            Reset, Button. Restores the default brightness
            General, Tab, 1 of 3
            Selected, Display, Tab, 2 of 3
            Sound, Tab, 3 of 3
            """)
        XCTAssertEqual(t.headings, ["Display"])
        XCTAssertEqual(t.links, ["Learn more"])
    }

    /// Hand-written JSON that records the accessibility view on its elements but not on the
    /// application, window and container above them is read through those containers (unknown is not
    /// false); an element recorded as outside the accessibility view is not read.
    func testContainersWithoutTheAccessibilityViewFactAreWalkedThrough() {
        var elements: [ElementSnapshot] = []
        func add(
            _ type: ElementType, parent: Int?, label: String? = nil, y: Double = 0, inView: Bool? = nil,
            element: Bool? = nil
        ) {
            var snapshot = ElementSnapshot(id: elements.count, elementType: type)
            snapshot.label = label
            snapshot.frame = CGRect(x: 16, y: y, width: 200, height: 40)
            snapshot.isInAccessibilityView = inView
            snapshot.isAccessibilityElement = element
            snapshot.parent = parent
            if let parent {
                elements[parent].children.append(snapshot.id)
                elements[parent].accessibilityChildren.append(snapshot.id)
            }
            elements.append(snapshot)
        }
        add(.application, parent: nil, label: "Checkout", element: false)
        add(.window, parent: 0, element: false)
        add(.other, parent: 1, element: false)
        add(.button, parent: 2, label: "Pay now", y: 300, inView: true, element: true)
        add(.staticText, parent: 2, label: "Order summary", y: 100, inView: true, element: true)
        add(.button, parent: 2, label: "Hidden", y: 500, inView: false, element: true)
        let hierarchy = AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil, source: .init(kind: .json, name: "hand.json"))
        XCTAssertEqual(VoiceOverTranscript(hierarchy).lines, ["Order summary", "Pay now, Button"])
    }

    func testJapaneseTranscriptOfTheSameScreen() {
        let t = transcript(settingsScreen(), language: .japanese)
        XCTAssertEqual(
            t.text,
            """
            Display、見出し
            Save、無効、ボタン
            Automatic、切り替えボタン、オン
            Brightness、50%、調整可能
            Learn more、リンク
            Sunset over the bay、イメージ
            Reset、ボタン。Restores the default brightness
            General、タブ、全3項目中の1項目目
            選択中の、Display、タブ、全3項目中の2項目目
            Sound、タブ、全3項目中の3項目目
            """)
    }

    func testElementLanguageChoosesTheWords() {
        let ja = Button(title: "保存", frame: rect(20, 100, 100, 44))
        ja.accessibilityLanguage = "ja-JP"
        let en = Button(title: "Cancel", frame: rect(20, 200, 100, 44))
        let fr = Button(title: "Annuler", frame: rect(20, 300, 100, 44))
        fr.accessibilityLanguage = "fr"
        XCTAssertEqual(transcript(ja, en, fr).lines, ["保存、ボタン", "Cancel, Button", "Annuler, Button"])
    }

    // MARK: Reading order

    func testRowsReadLeadingToTrailingAndRightToLeft() {
        let views = { [self] () -> [View] in
            [label("C", rect(20, 100, 50, 20)), label("B", rect(200, 40, 50, 20)), label("A", rect(20, 44, 50, 20))]
        }
        XCTAssertEqual(transcript(views()).lines, ["A", "B", "C"])
        XCTAssertEqual(transcript(views(), rightToLeft: true).lines, ["B", "A", "C"])
    }

    func testAccessibilityElementsOrderIsKept() {
        let card = View(frame: rect(0, 100, 390, 200))
        let price = label("€3", rect(300, 0, 60, 20))
        let name = label("Coffee", rect(20, 0, 100, 20))
        card.addSubviews(name, price)
        card.accessibilityElements = [price, name]
        XCTAssertEqual(transcript(card).lines, ["€3", "Coffee"])
    }

    /// A card whose `accessibilityElements` repeat its subview order, laid out bottom to top.
    func cardListingItsSubviewsInOrder() -> View {
        let card = View(frame: rect(0, 100, 390, 200))
        let first = label("Read me first", rect(20, 150, 200, 20))
        let second = label("Then me", rect(20, 10, 200, 20))
        card.addSubviews(first, second)
        card.accessibilityElements = [first, second]
        return card
    }

    func testCustomOrderEqualToTheSubviewOrderIsKeptAgainstPositions() {
        let card = cardListingItsSubviewsInOrder()
        let snapshot = HeadlessApplication(card).snapshot()
        XCTAssertEqual(snapshot.elements.first { $0.children.count == 2 }?.hasCustomAccessibilityOrder, true)
        XCTAssertEqual(transcript(card).lines, ["Read me first", "Then me"])
    }

    func testWithoutAccessibilityElementsChildrenAreSortedByPosition() {
        let card = cardListingItsSubviewsInOrder()
        card.accessibilityElements = nil
        let snapshot = HeadlessApplication(card).snapshot()
        XCTAssertEqual(snapshot.elements.first { $0.children.count == 2 }?.hasCustomAccessibilityOrder, false)
        XCTAssertEqual(transcript(card).lines, ["Then me", "Read me first"])
    }

    func testWhenTheFactIsUnknownTheOrderIsGuessedFromTheLists() throws {
        // JSON written before `hasCustomAccessibilityOrder` existed: the list equals the subviews,
        // so nothing shows a custom order and the children are sorted by position.
        let window = Window(frame: rect(0, 0, 390, 844))
        window.addSubview(cardListingItsSubviewsInOrder())
        var hierarchy = HeadlessApplication(window).snapshot()
        for index in hierarchy.elements.indices { hierarchy.elements[index].hasCustomAccessibilityOrder = nil }
        XCTAssertEqual(VoiceOverTranscript(hierarchy).lines, ["Then me", "Read me first"])
    }

    func testModalViewLimitsWhatIsRead() {
        let behind = label("Behind", rect(20, 100, 100, 20))
        let sheet = View(frame: rect(0, 400, 390, 444))
        sheet.accessibilityViewIsModal = true
        sheet.addSubview(Button(title: "Close", frame: rect(20, 20, 80, 44)))
        XCTAssertEqual(transcript(behind, sheet).lines, ["Close, Button"])
    }

    func testHiddenAndUnlabelledElements() {
        let hidden = label("Hidden", rect(20, 100, 100, 20))
        hidden.isHidden = true
        let bare = Button(frame: rect(20, 200, 44, 44))
        let field = TextField(text: nil, placeholder: "Email", frame: rect(20, 300, 300, 44))
        XCTAssertEqual(transcript(hidden, bare, field).lines, ["Button", "Email, Text field"])
    }

    func testAFilledTextFieldHidesItsPlaceholder() {
        let filled = TextField(text: "bob@example.com", placeholder: "name@example.com", frame: rect(20, 100, 300, 44))
        XCTAssertEqual(transcript(filled).lines, ["bob@example.com, Text field"])
        XCTAssertEqual(transcript(filled, language: .japanese).lines, ["bob@example.com、テキストフィールド"])
        XCTAssertEqual(transcript(filled).entries.first?.name, nil)
    }

    func testAnEmptyOrLabelledTextFieldKeepsItsName() {
        let empty = TextField(text: nil, placeholder: "name@example.com", frame: rect(20, 100, 300, 44))
        let labelled = TextField(
            text: "bob@example.com", placeholder: "name@example.com", frame: rect(20, 200, 300, 44))
        labelled.accessibilityLabel = "Email"
        XCTAssertEqual(
            transcript(empty, labelled).lines, ["name@example.com, Text field", "Email, bob@example.com, Text field"])
        XCTAssertEqual(
            transcript(empty, labelled, language: .japanese).lines,
            ["name@example.com、テキストフィールド", "Email、bob@example.com、テキストフィールド"])
    }

    func testACapturedFieldWhoseValueIsItsPlaceholderIsEmpty() {
        var field = ElementSnapshot(id: 1, elementType: .textField)
        field.placeholderValue = "Search"
        field.value = "Search"
        XCTAssertEqual(
            VoiceOverTranscript.compose(field, language: .english, tabPosition: nil).spoken, "Search, Text field")
        field.value = "tea"
        XCTAssertEqual(
            VoiceOverTranscript.compose(field, language: .english, tabPosition: nil).spoken, "tea, Text field")
    }

    func testLineBreaksAreReadAsOneSpaceSoEachElementIsOneLine() {
        let quote = TextView(text: "Hope is the thing with feathers\n— Emily Dickinson", frame: rect(20, 100, 350, 80))
        quote.isEditable = false
        let t = transcript(quote)
        XCTAssertEqual(t.lines, ["Hope is the thing with feathers — Emily Dickinson"])
        XCTAssertEqual(t.text.split(separator: "\n").count, t.entries.count)
    }

    func testAnEditableTextViewIsATextFieldAndAReadOnlyOneIsNot() {
        let notes = TextView(text: nil, frame: rect(20, 100, 350, 200))
        notes.accessibilityLabel = "Notes"
        let shown = TextView(text: "Read only", frame: rect(20, 400, 350, 44))
        shown.isEditable = false
        XCTAssertEqual(transcript(notes, shown).lines, ["Notes, Text field", "Read only"])
        XCTAssertEqual(transcript(notes, shown, language: .japanese).lines, ["Notes、テキストフィールド", "Read only"])
    }

    // MARK: Captures

    func testTestPilotCaptureTranscript() throws {
        let t = VoiceOverTranscript(try capture("xcui_debugdesc_testpilot_tabbar_2023.txt"))
        XCTAssertEqual(
            t.text,
            """
            Menu, Button
            App presented by
            Sponsor, Image
            See more
            News, Tab, 1 of 5
            Selected, Explore, Tab, 2 of 5
            Leaderboard, Tab, 3 of 5
            Watch, Tab, 4 of 5
            Profile, Tab, 5 of 5
            """)
    }

    func testChineseLoginCaptureTranscriptInJapanese() throws {
        let t = VoiceOverTranscript(try capture("xcui_debugdesc_zjh_login_zh_2022.txt"), language: .japanese)
        XCTAssertEqual(
            t.text,
            """
            Home、ボタン
            登录
            账号：
            テキストフィールド
            密码：
            テキストフィールド
            登录、ボタン
            """)
    }

    func testDisabledCaptureElementIsDimmed() throws {
        let h = try AccessibilityHierarchy(
            importing: Data(
                """
                Application, label: 'App'
                  Button, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Next', Disabled
                  Switch, {{0.0, 20.0}, {10.0, 10.0}}, label: 'Wi-Fi', value: 0
                """.utf8), name: "dump.txt", format: .debugDescription)
        XCTAssertEqual(VoiceOverTranscript(h).lines, ["Next, Dimmed, Button", "Wi-Fi, Switch button, Off"])
    }

    func testEmptyHierarchyHasAnEmptyTranscript() {
        let empty = AccessibilityHierarchy(elements: [], rootID: nil, settings: nil, source: .init(kind: .json))
        XCTAssertEqual(VoiceOverTranscript(empty).lines, [])
    }
}
