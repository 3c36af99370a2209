import AuditKitLinux
import Foundation
import XCTest

/// The rows of PortingFromXCUITest.md's XCUITest API table that the core module answers: each test
/// names its row. The failing forms of `tap()`, `typeText(_:)` and the swipes are tested in
/// `AuditKitLinuxTestSupportTests/ElementInteractionTests`.
final class XCUITestPortingTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    /// A window with a labelled list (two cells), a secure field, a plain field and a button.
    private func formApp() -> HeadlessApplication {
        let window = Window()
        let list = View(frame: rect(0, 100, 390, 100))
        list.accessibilityIdentifier = "list"
        list.addSubviews(
            TableViewCell(text: "General", frame: rect(0, 0, 390, 44)),
            TableViewCell(text: "Privacy", frame: rect(0, 44, 390, 44)))
        let password = TextField(placeholder: "Password", frame: rect(16, 250, 300, 44))
        password.isSecureTextEntry = true
        let email = TextField(text: "bob@example.com", frame: rect(16, 300, 300, 44))
        email.accessibilityIdentifier = "email"
        window.addSubviews(list, password, email, Button(title: "Sign In", frame: rect(16, 400, 200, 44)))
        return HeadlessApplication(window, name: "Form")
    }

    // MARK: Row "XCUIApplication(), launch(), terminate(), state"

    func testLaunchBuildsTheScreenAfreshEachTime() {
        var builds = 0
        let app = HeadlessApplication(name: "Counter") { () -> View in
            builds += 1
            let window = Window()
            let count = Label(text: "0", frame: CGRect(x: 16, y: 100, width: 100, height: 22))
            count.accessibilityIdentifier = "count"
            let plus = Button(title: "Add", frame: CGRect(x: 16, y: 200, width: 100, height: 44))
            plus.addAction { count.text = String(Int(count.text ?? "0")! + 1) }
            window.addSubviews(count, plus)
            return window
        }
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(builds, 0)
        XCTAssertFalse(app.buttons["Add"].exists, "nothing before launch()")
        XCTAssertThrowsError(try app.audit(for: .all), "an app that is not running is an empty screen") { error in
            XCTAssertEqual(
                error as? AccessibilityAuditError,
                .emptyHierarchy(EmptyScreen(reason: .notRunning, applications: 1)))
            XCTAssertTrue("\(error)".contains("call launch() first"), "\(error)")
        }
        XCTAssertThrowsError(
            try app.audit(acrossSettings: AccessibilitySettings.allContentSizeCategories(boldText: [false]))
        ) { error in
            XCTAssertEqual(
                error as? AccessibilityAuditError,
                .emptyHierarchy(EmptyScreen(reason: .notRunning, applications: 1)))
        }

        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.buttons["Add"].tap())
        XCTAssertEqual(app.staticTexts["count"].label, "1")

        app.launch()  // relaunch: a fresh screen, as XCUITest's launch() starts the app afresh
        XCTAssertEqual(builds, 2)
        XCTAssertEqual(app.staticTexts["count"].label, "0")

        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertEqual(app.descendants(matching: .any).count, 0)
        XCTAssertThrowsError(try app.audit()) { error in
            XCTAssertEqual(
                error as? AccessibilityAuditError,
                .emptyHierarchy(EmptyScreen(reason: .notRunning, applications: 1)))
        }
    }

    func testAnAppAroundARootViewIsRunningAndLaunchKeepsItsViews() {
        let label = Label(text: "Kept", frame: CGRect(x: 16, y: 100, width: 100, height: 22))
        let window = Window()
        window.addSubview(label)
        let app = HeadlessApplication(window)
        XCTAssertEqual(app.state, .runningForeground)
        app.terminate()
        XCTAssertFalse(app.staticTexts["Kept"].exists)
        app.launch()
        XCTAssertTrue(app.staticTexts["Kept"].exists)
        XCTAssertTrue(app.rootView === window)
    }

    // MARK: Row "descendants(matching:), children(matching:), XCUIElement.ElementType.any"

    func testDescendantsAndChildrenOnTheAppQueriesAndElements() {
        let app = formApp()
        XCTAssertEqual(app.children(matching: .window).count, 1)
        XCTAssertEqual(app.children(matching: .any).count, 1, "the application's only child is its window")
        XCTAssertEqual(app.windows.element.children(matching: .other).count, 1, "the list")
        XCTAssertEqual(app.windows.children(matching: .any).count, 4)
        XCTAssertEqual(app.windows.children(matching: .cell).count, 0, "cells are grandchildren")
        XCTAssertEqual(app.otherElements["list"].children(matching: .cell).count, 2)
        XCTAssertEqual(app.otherElements["list"].descendants(matching: .any).count, 2)
        XCTAssertEqual(app.otherElements.descendants(matching: .cell).count, 2)
        // .any matches every type; the application itself is not its own descendant.
        XCTAssertEqual(app.descendants(matching: .any).count, app.snapshot().automationElements.count - 1)
        XCTAssertEqual(app.descendants(matching: .any).element(boundBy: 0).elementType, .window)
    }

    // MARK: Row "buttons, staticTexts, otherElements, secureTextFields, … (XCUIElementTypeQueryProvider)"

    func testEveryTypedQueryIsDescendantsMatchingItsType() {
        let app = formApp()
        let element = app.windows.element
        let query = app.windows
        let typed:
            [(
                ElementType, KeyPath<HeadlessApplication, ElementQuery>, KeyPath<HeadlessElement, ElementQuery>,
                KeyPath<ElementQuery, ElementQuery>
            )] = [
                (.window, \.windows, \.windows, \.windows), (.alert, \.alerts, \.alerts, \.alerts),
                (.sheet, \.sheets, \.sheets, \.sheets),
                (.button, \.buttons, \.buttons, \.buttons), (.link, \.links, \.links, \.links),
                (.image, \.images, \.images, \.images),
                (.icon, \.icons, \.icons, \.icons), (.staticText, \.staticTexts, \.staticTexts, \.staticTexts),
                (.textView, \.textViews, \.textViews, \.textViews),
                (.textField, \.textFields, \.textFields, \.textFields),
                (.secureTextField, \.secureTextFields, \.secureTextFields, \.secureTextFields),
                (.searchField, \.searchFields, \.searchFields, \.searchFields),
                (.switch, \.switches, \.switches, \.switches),
                (.toggle, \.toggles, \.toggles, \.toggles), (.slider, \.sliders, \.sliders, \.sliders),
                (.stepper, \.steppers, \.steppers, \.steppers),
                (.segmentedControl, \.segmentedControls, \.segmentedControls, \.segmentedControls),
                (.picker, \.pickers, \.pickers, \.pickers),
                (.pageIndicator, \.pageIndicators, \.pageIndicators, \.pageIndicators),
                (.progressIndicator, \.progressIndicators, \.progressIndicators, \.progressIndicators),
                (.activityIndicator, \.activityIndicators, \.activityIndicators, \.activityIndicators),
                (.tabBar, \.tabBars, \.tabBars, \.tabBars), (.tab, \.tabs, \.tabs, \.tabs),
                (.navigationBar, \.navigationBars, \.navigationBars, \.navigationBars),
                (.toolbar, \.toolbars, \.toolbars, \.toolbars),
                (.statusBar, \.statusBars, \.statusBars, \.statusBars),
                (.keyboard, \.keyboards, \.keyboards, \.keyboards),
                (.key, \.keys, \.keys, \.keys), (.scrollView, \.scrollViews, \.scrollViews, \.scrollViews),
                (.table, \.tables, \.tables, \.tables),
                (.collectionView, \.collectionViews, \.collectionViews, \.collectionViews),
                (.cell, \.cells, \.cells, \.cells), (.webView, \.webViews, \.webViews, \.webViews),
                (.other, \.otherElements, \.otherElements, \.otherElements),
            ]
        for (type, onApp, onElement, onQuery) in typed {
            XCTAssertEqual(app[keyPath: onApp].count, app.descendants(matching: type).count, "\(type)")
            XCTAssertEqual(element[keyPath: onElement].count, element.descendants(matching: type).count, "\(type)")
            XCTAssertEqual(query[keyPath: onQuery].count, query.descendants(matching: type).count, "\(type)")
        }
        XCTAssertEqual(app.secureTextFields.count, 1)
        XCTAssertEqual(app.otherElements.count, 1)
        XCTAssertEqual(app.windows.element.otherElements["list"].cells.count, 2)
        XCTAssertEqual(app.otherElements["list"].cells.element(boundBy: 1).label, "Privacy")
    }

    // MARK: Row "subscript, matching(identifier:), matching(_:identifier:), containing(_:identifier:)"

    func testTheSubscriptMatchesIdentifierLabelValueAndPlaceholder() {
        let app = formApp()
        XCTAssertTrue(app.textFields["email"].exists, "identifier")
        XCTAssertTrue(app.buttons["Sign In"].exists, "label")
        XCTAssertTrue(app.textFields["bob@example.com"].exists, "value")
        XCTAssertTrue(app.secureTextFields["Password"].exists, "placeholder")
        XCTAssertEqual(app.buttons.matching(identifier: "Sign In").count, 1)
    }

    func testMatchingATypeAndContaining() {
        let app = formApp()
        XCTAssertEqual(app.descendants(matching: .any).matching(.cell, identifier: nil).count, 2)
        XCTAssertEqual(app.descendants(matching: .any).matching(.cell, identifier: "Privacy").count, 1)
        XCTAssertEqual(app.otherElements.containing(.cell, identifier: "General").count, 1)
        XCTAssertEqual(app.otherElements.containing(.cell, identifier: "Bluetooth").count, 0)
        XCTAssertEqual(app.windows.containing(.secureTextField, identifier: nil).count, 1)
    }

    // MARK: Row "element, element(boundBy:), firstMatch, count, allElementsBoundByIndex"

    func testElementElementBoundByFirstMatchAndCount() {
        let app = formApp()
        XCTAssertEqual(app.cells.count, 2)
        XCTAssertEqual(app.cells.element(boundBy: 0).label, "General")
        XCTAssertEqual(app.cells.firstMatch.label, "General")
        XCTAssertEqual(app.cells.allElementsBoundByIndex.map(\.label), ["General", "Privacy"])
        XCTAssertEqual(app.secureTextFields.element.placeholderValue, "Password", "the only match")
        XCTAssertNotNil(app.cells.element.validate(.tap), "two matches: .element cannot be operated")
        XCTAssertNil(app.cells.element.firstMatch.validate(.tap), "XCUIElement.firstMatch takes the first")
        XCTAssertFalse(app.cells.element(boundBy: 5).exists)
    }

    // MARK: Row "tap(), typeText(_:)" (the core's non-failing forms, and why they refuse)

    func testValidateSaysWhyAnInteractionCannotAct() {
        let window = Window()
        let disabled = Button(title: "Pay", frame: rect(16, 100, 200, 44))
        disabled.isEnabled = false
        window.addSubviews(
            disabled, Button(title: "OK", frame: rect(16, 200, 100, 44)),
            Button(title: "OK", frame: rect(16, 300, 100, 44)),
            Label(text: "Total", frame: rect(16, 400, 100, 22)))
        let app = HeadlessApplication(window)
        XCTAssertEqual(app.buttons["Missing"].validate(.tap)?.reason, .noMatches)
        XCTAssertEqual(app.buttons["OK"].validate(.tap)?.reason, .multipleMatches(count: 2))
        XCTAssertEqual(app.buttons["Pay"].validate(.tap)?.reason, .notEnabled)
        XCTAssertEqual(app.staticTexts["Total"].validate(.typeText)?.reason, .noKeyboardFocus)
        XCTAssertEqual(app.staticTexts["Total"].validate(.adjust)?.reason, .notAdjustable)
        XCTAssertNil(app.staticTexts["Total"].validate(.tap))
        XCTAssertFalse(app.buttons["Pay"].tap(), "the core's form returns false")
        XCTAssertEqual(
            app.buttons["Missing"].validate(.tap)?.description,
            "Failed to tap Buttons['Missing']: No matches found for Buttons['Missing'] from input {(Button, label: 'Pay', {{16, 100}, {200, 44}}; "
                + "Button, label: 'OK', {{16, 200}, {100, 44}}; Button, label: 'OK', {{16, 300}, {100, 44}})}")
        XCTAssertEqual(
            app.buttons["OK"].validate(.tap)?.description,
            "Failed to tap Buttons['OK']: Multiple matching elements found for Buttons['OK'] (2 matches): pick one with element(boundBy:) or firstMatch"
        )
    }

    /// A query names its type in the plural, as XCUITest's query properties do (`switches`,
    /// `checkBoxes`): `es` after s, x, z, ch and sh, `ies` for a consonant and y, else `s`.
    func testQueriesNameTheirTypeInThePlural() {
        let window = Window()
        window.addSubviews(Switch(frame: rect(16, 100, 51, 31)), Switch(frame: rect(16, 200, 51, 31)))
        let app = HeadlessApplication(window)
        XCTAssertEqual(
            app.switches.element.validate(.tap)?.description,
            "Failed to tap Switches: Multiple matching elements found for Switches (2 matches): pick one with element(boundBy:) or firstMatch"
        )
        let plurals = [
            "switch": "Switches", "checkBox": "CheckBoxes", "comboBox": "ComboBoxes", "button": "Buttons",
            "key": "Keys", "toolbar": "Toolbars", "searchField": "SearchFields", "menuBarItem": "MenuBarItems",
            "tab": "Tabs", "any": "Any", "activityIndicator": "ActivityIndicators", "gallery": "Galleries",
            "dish": "Dishes",
        ]
        for (type, plural) in plurals {
            XCTAssertEqual(app.descendants(matching: ElementType(rawValue: type)).description, plural, type)
        }
    }

    // MARK: Row "swipeUp(), swipeDown(), swipeLeft(), swipeRight()"

    /// A 390 × 400 pt scroll view holding 20 rows of 100 pt: 2000 pt of content, 5 pages.
    private func feed() -> (HeadlessApplication, ScrollView) {
        let window = Window()
        let scroll = ScrollView(frame: rect(0, 200, 390, 400))
        scroll.accessibilityIdentifier = "feed"
        for row in 0..<20 {
            let button = Button(title: "Row \(row)", frame: rect(0, Double(row) * 100, 390, 100))
            button.addAction {}
            scroll.addSubview(button)
        }
        window.addSubview(scroll)
        return (HeadlessApplication(window), scroll)
    }

    func testSwipesMoveTheContentAPageAndChangeWhatIsVisible() {
        let (app, scroll) = feed()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 390, height: 2000), "the subviews' extent until set")
        XCTAssertTrue(app.buttons["Row 0"].isHittable)
        XCTAssertFalse(app.buttons["Row 4"].isHittable, "below the scroll view's frame: clipped")
        XCTAssertTrue(app.buttons["Row 4"].exists, "scrolled-out elements still exist, as in XCUITest")

        XCTAssertTrue(app.scrollViews["feed"].swipeUp())
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 400))
        XCTAssertEqual(app.buttons["Row 4"].frame.minY, 200, "moved up by a page")
        XCTAssertTrue(app.buttons["Row 4"].isHittable)
        XCTAssertFalse(app.buttons["Row 0"].isHittable)

        var swipes = 1
        while !app.buttons["Row 19"].isHittable && swipes < 10 {
            app.scrollViews["feed"].swipeUp()
            swipes += 1
        }
        XCTAssertEqual(swipes, 4)
        XCTAssertEqual(scroll.contentOffset.y, 1600, "at the end of the content")
        XCTAssertFalse(app.scrollViews["feed"].swipeUp(), "nothing more to show")

        XCTAssertTrue(app.buttons["Row 17"].swipeDown(), "a swipe on an element moves the scroll view around it")
        XCTAssertEqual(scroll.contentOffset.y, 1200)
        XCTAssertFalse(app.scrollViews["feed"].swipeLeft(), "no horizontal content")
    }

    func testTheAppSwipesTheScrollViewAtTheMiddleOfTheScreen() {
        let (app, scroll) = feed()
        XCTAssertTrue(app.swipeUp())
        XCTAssertEqual(scroll.contentOffset.y, 400)
        XCTAssertTrue(app.swipeDown())
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertFalse(app.swipeDown())
    }

    func testHorizontalSwipesAndADisabledScrollView() {
        let window = Window()
        let strip = ScrollView(frame: rect(0, 100, 390, 48))
        for index in 0..<8 {
            strip.addSubview(Button(title: "Tab \(index)", frame: rect(Double(index) * 100, 0, 100, 44)))
        }
        window.addSubview(strip)
        let app = HeadlessApplication(window)
        XCTAssertFalse(app.buttons["Tab 5"].isHittable)
        XCTAssertTrue(app.scrollViews.element.swipeLeft())
        XCTAssertEqual(strip.contentOffset.x, 390)
        XCTAssertTrue(app.buttons["Tab 5"].isHittable)
        XCTAssertTrue(app.scrollViews.element.swipeRight())
        XCTAssertEqual(strip.contentOffset.x, 0)
        strip.isScrollEnabled = false
        XCTAssertFalse(app.scrollViews.element.swipeLeft())
    }

    func testTapScrollsAnElementIntoViewFirst() {
        let (app, scroll) = feed()
        var tapped = false
        (scroll.subviews[12] as? Button)?.addAction { tapped = true }
        XCTAssertFalse(app.buttons["Row 12"].isHittable)
        XCTAssertTrue(app.buttons["Row 12"].tap())
        XCTAssertTrue(tapped)
        XCTAssertTrue(app.buttons["Row 12"].isHittable)
        XCTAssertEqual(scroll.contentOffset.y, 900, "just enough to show the row at the bottom")
    }

    // MARK: Row "adjust(toNormalizedSliderPosition:), normalizedSliderPosition"

    func testAdjustingASlider() {
        let window = Window()
        let slider = Slider(value: 20, minimumValue: 0, maximumValue: 40, frame: rect(16, 100, 300, 30))
        slider.accessibilityLabel = "Volume"
        var changes = 0
        slider.addAction { changes += 1 }
        window.addSubview(slider)
        let app = HeadlessApplication(window)
        XCTAssertEqual(app.sliders["Volume"].normalizedSliderPosition, 0.5)
        XCTAssertTrue(app.sliders["Volume"].adjust(toNormalizedSliderPosition: 0.75))
        XCTAssertEqual(slider.value, 30)
        XCTAssertEqual(app.sliders["Volume"].value as? String, "75%")
        XCTAssertEqual(changes, 1)
        XCTAssertTrue(app.sliders["Volume"].adjust(toNormalizedSliderPosition: 2))
        XCTAssertEqual(slider.value, 40, "clamped to the range")
    }
}
