import AuditKitLinuxTestSupport
import Testing
import XCTest

/// A window with a disabled "Pay" button, two "OK" buttons, a "Total" label, a disabled name field
/// and an enabled email field, and a 400 pt scroll view of 10 rows.
private func shopApp() -> (HeadlessApplication, ScrollView, TextField) {
    let window = Window()
    let pay = Button(title: "Pay", frame: CGRect(x: 16, y: 60, width: 200, height: 44))
    pay.isEnabled = false
    let name = TextField(placeholder: "Name", frame: CGRect(x: 16, y: 110, width: 300, height: 44))
    name.isEnabled = false
    let email = TextField(placeholder: "Email", frame: CGRect(x: 16, y: 160, width: 300, height: 44))
    let list = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 400))
    list.accessibilityIdentifier = "list"
    for row in 0..<10 {
        list.addSubview(Label(text: "Item \(row)", frame: CGRect(x: 16, y: Double(row) * 100, width: 200, height: 44)))
    }
    window.addSubviews(
        pay, name, email, Button(title: "OK", frame: CGRect(x: 16, y: 210, width: 80, height: 44)),
        Button(title: "OK", frame: CGRect(x: 100, y: 210, width: 80, height: 44)),
        Label(text: "Total", frame: CGRect(x: 16, y: 260, width: 100, height: 22)), list)
    return (HeadlessApplication(window, name: "Shop"), list, email)
}

/// PortingFromXCUITest.md's XCUITest API table, rows "tap()", "typeText(_:)" and the swipes, in XCTest: with
/// `AuditKitLinuxTestSupport` imported, an interaction that cannot act fails the test at the
/// caller's line with XCUITest's kind of message, and one that can acts as the core's does.
final class ElementInteractionXCTests: CapturingTestCase {
    func testTapOnAMissingElementFailsAtTheCallersLine() {
        let (app, _, _) = shopApp()
        var line = 0
        let failures = capture {
            line = #line + 1
            app.buttons["Checkout"].tap()
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertTrue(
            failures[0].description.hasPrefix(
                "failed - Failed to tap Buttons['Checkout']: No matches found for Buttons['Checkout'] from input {(Button, label: 'Pay'"
            ),
            failures[0].description)
    }

    func testTapOnAnAmbiguousOrDisabledElementFails() {
        let (app, _, _) = shopApp()
        let failures = capture {
            app.buttons["OK"].tap()
            app.buttons["Pay"].tap()
        }
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - Failed to tap Buttons['OK']: Multiple matching elements found for Buttons['OK'] (2 matches): pick one with element(boundBy:) or firstMatch",
                "failed - Failed to tap Buttons['Pay']: the element is not enabled",
            ])
        XCTAssertEqual(capture { app.buttons.matching(identifier: "OK").element(boundBy: 1).tap() }, [])
        XCTAssertEqual(capture { app.buttons["OK"].firstMatch.tap() }, [])
    }

    func testTypeTextFailsWhereThereIsNoKeyboardFocus() {
        let (app, _, email) = shopApp()
        let failures = capture {
            app.textFields["Name"].typeText("Bob")
            app.staticTexts["Total"].typeText("5")
            app.textFields["Phone"].typeText("0")
        }
        XCTAssertEqual(
            failures.map(\.description),
            [
                "failed - Failed to type into TextFields['Name']: the element is not enabled",
                "failed - Failed to type into StaticTexts['Total']: Neither element nor any descendant has keyboard focus (it is not an editable, enabled text field or text view)",
                "failed - Failed to type into TextFields['Phone']: No matches found for TextFields['Phone'] from input {(TextField, value: 'Name', {{16, 110}, {300, 44}}; TextField, value: 'Email', {{16, 160}, {300, 44}})}",
            ])
        XCTAssertEqual(capture { app.textFields["Email"].typeText("bob@example.com") }, [])
        XCTAssertEqual(email.text, "bob@example.com")
    }

    func testSwipesFailOnlyWhenTheElementIsMissing() {
        let (app, list, _) = shopApp()
        XCTAssertEqual(capture { app.scrollViews["list"].swipeUp() }, [])
        XCTAssertEqual(list.contentOffset.y, 400)
        XCTAssertEqual(
            capture { app.staticTexts["Total"].swipeLeft() }, [], "nothing to scroll: nothing happens, as on a device")
        XCTAssertEqual(capture { app.scrollViews["list"].swipeDown() }, [])
        XCTAssertEqual(list.contentOffset.y, 0)
        let failures = capture { app.scrollViews["feed"].swipeUp() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures[0].description.contains("Failed to swipe ScrollViews['feed']: No matches found"),
            failures[0].description)
        XCTAssertEqual(capture { app.scrollViews["list"].swipeRight() }, [])
    }

    func testAdjustingSomethingThatIsNotASliderFails() {
        let (app, _, _) = shopApp()
        let failures = capture { app.staticTexts["Total"].adjust(toNormalizedSliderPosition: 0.5) }
        XCTAssertEqual(
            failures.map(\.description), ["failed - Failed to adjust StaticTexts['Total']: the element is not a slider"]
        )
    }

    /// Where a `Bool` is expected, the core's non-failing form is used.
    func testTheCoresFormAnswersWhereABoolIsExpected() {
        let (app, _, _) = shopApp()
        XCTAssertEqual(capture { XCTAssertFalse(app.buttons["Checkout"].tap()) }, [])
    }
}

/// The same in Swift Testing: the failure is an issue at the caller's line.
@Suite struct ElementInteractionSwiftTestingTests {
    @Test func tapOnAMissingElementRecordsAnIssueAtTheCallersLine() {
        let (app, _, _) = shopApp()
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            app.buttons["Checkout"].tap()
        } matching: {
            log.accept($0, containing: "No matches found for Buttons['Checkout']")
        }
        #expect(log.lines == [line])
        #expect(log.severities == [.error])
    }

    @Test func typeTextIntoADisabledFieldRecordsAnIssue() {
        let (app, _, _) = shopApp()
        let log = IssueLog()
        withKnownIssue {
            app.textFields["Name"].typeText("Bob")
        } matching: {
            log.accept($0, containing: "Failed to type into TextFields['Name']: the element is not enabled")
        }
        #expect(log.comments.count == 1)
    }

    @Test func anInteractionThatCanActRecordsNothing() {
        let (app, list, email) = shopApp()
        app.textFields["Email"].typeText("a@b.c")
        app.scrollViews["list"].swipeUp()
        #expect(email.text == "a@b.c")
        #expect(list.contentOffset.y == 400)
    }
}

/// An element that exists and is enabled but that no event can land on (`isHittable` is `false`
/// once it is scrolled into view): XCUITest's "Unable to find hit point for …". Each interaction
/// fails at the caller's line and does not act; an element a scroll view brings in still acts.
final class UnhittableInteractionTests: CapturingTestCase {
    /// A window holding `button` (its action counts taps) and a 400 pt scroll view of 10 rows whose
    /// last row is a button below the fold.
    private func app(_ frame: CGRect) -> (HeadlessApplication, () -> Int, () -> Int) {
        let window = Window()
        var taps = 0
        let button = Button(title: "Target", frame: frame)
        button.addAction { taps += 1 }
        var rowTaps = 0
        let list = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 400))
        let last = Button(title: "Last", frame: CGRect(x: 16, y: 900, width: 200, height: 44))
        last.addAction { rowTaps += 1 }
        list.addSubview(last)
        list.contentSize = CGSize(width: 390, height: 1000)
        window.addSubviews(button, list)
        return (HeadlessApplication(window, name: "Hit"), { taps }, { rowTaps })
    }

    private let unhittable: [(String, CGRect, String)] = [
        ("zero size", CGRect(x: 10, y: 100, width: 0, height: 0), "its frame has no area"),
        ("zero height", CGRect(x: 10, y: 100, width: 100, height: 0), "its frame has no area"),
        (
            "not finite", CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan),
            "its frame is not a finite rectangle"
        ),
        (
            "below the window", CGRect(x: 10, y: 5000, width: 100, height: 44),
            "it lies outside the screen or its scroll view, and no scrolling brings it in"
        ),
        (
            "past the side", CGRect(x: 400, y: 100, width: 50, height: 44),
            "it lies outside the screen or its scroll view, and no scrolling brings it in"
        ),
    ]

    func testATapOnAnUnhittableElementFailsAtTheCallersLineAndDoesNotAct() {
        for (name, frame, reason) in unhittable {
            let (app, taps, _) = app(frame)
            XCTAssertTrue(app.buttons["Target"].exists, name)
            XCTAssertFalse(app.buttons["Target"].isHittable, name)
            var line = 0
            let failures = capture {
                line = #line + 1
                app.buttons["Target"].tap()
            }
            XCTAssertEqual(failures.map(\.line), [line], name)
            XCTAssertEqual(failures.count, 1, name)
            XCTAssertTrue(
                failures.first?.description.hasPrefix(
                    "failed - Failed to tap Buttons['Target']: Unable to find hit point for Button, label: 'Target'")
                    ?? false, "\(name): \(failures)")
            XCTAssertTrue(failures.first?.description.hasSuffix(": \(reason)") ?? false, "\(name): \(failures)")
            XCTAssertEqual(taps(), 0, "\(name): the action did not run")
            XCTAssertFalse(app.buttons["Target"].tap() as Bool, "\(name): the core's form refuses too")
            XCTAssertEqual(taps(), 0, name)
        }
    }

    func testSwipesAndSliderMovesOnAnUnhittableElementFail() {
        let (app, _, _) = app(CGRect(x: 10, y: 5000, width: 100, height: 44))
        let failures = capture {
            app.buttons["Target"].swipeUp()
            app.buttons["Target"].swipeLeft()
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(
            failures.allSatisfy {
                $0.description.contains("Failed to swipe Buttons['Target']: Unable to find hit point")
            })
        let window = Window()
        let slider = Slider(frame: CGRect(x: 16, y: 100, width: 0, height: 30))
        slider.accessibilityIdentifier = "volume"
        window.addSubview(slider)
        let sliderApp = HeadlessApplication(window, name: "Slide")
        let before = slider.value
        let sliderFailures = capture { sliderApp.sliders["volume"].adjust(toNormalizedSliderPosition: 0.9) }
        XCTAssertEqual(sliderFailures.count, 1)
        XCTAssertTrue(
            sliderFailures[0].description.contains("Failed to adjust Sliders['volume']: Unable to find hit point"))
        XCTAssertEqual(slider.value, before)
    }

    func testTypingIntoAnUnhittableFieldFailsUnlessItHasFocus() {
        let window = Window()
        let field = TextField(placeholder: "Code", frame: CGRect(x: 16, y: 5000, width: 300, height: 44))
        window.addSubview(field)
        let app = HeadlessApplication(window, name: "Type")
        let failures = capture { app.textFields["Code"].typeText("42") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures[0].description.contains("Failed to type into TextFields['Code']: Unable to find hit point"),
            failures[0].description)
        XCTAssertEqual(field.text ?? "", "")
        // A field that has keyboard focus takes the keys wherever it has gone since.
        field.frame = CGRect(x: 16, y: 100, width: 300, height: 44)
        XCTAssertEqual(capture { app.textFields["Code"].tap() }, [])
        field.frame = CGRect(x: 16, y: 5000, width: 300, height: 44)
        XCTAssertEqual(capture { app.textFields["Code"].typeText("42") }, [])
        XCTAssertEqual(field.text, "42")
    }

    /// Must not fail: an element below the fold of a scroll view is scrolled in and tapped, as
    /// XCUITest does, though `isHittable` is `false` before the tap.
    func testAnElementAScrollViewBringsInIsTapped() {
        let (app, _, rowTaps) = app(CGRect(x: 10, y: 100, width: 100, height: 44))
        XCTAssertFalse(app.buttons["Last"].isHittable)
        XCTAssertEqual(capture { app.buttons["Last"].tap() }, [])
        XCTAssertEqual(rowTaps(), 1)
        XCTAssertTrue(app.buttons["Last"].isHittable)
        XCTAssertEqual(capture { app.buttons["Target"].tap() }, [])
        XCTAssertTrue(app.buttons["Target"].isHittable)
    }

    /// Must fail: below the fold of a scroll view that cannot scroll (scrolling turned off), or
    /// beyond the content size it can scroll to.
    func testAnElementNoScrollingBringsInFails() {
        for scrollable in [false, true] {
            let window = Window()
            var taps = 0
            let list = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 400))
            let far = Button(title: "Far", frame: CGRect(x: 16, y: 900, width: 200, height: 44))
            far.addAction { taps += 1 }
            list.addSubview(far)
            list.isScrollEnabled = scrollable
            // Scrollable, its content ends before the button: scrolling stops short of it.
            if scrollable { list.contentSize = CGSize(width: 390, height: 500) }
            window.addSubview(list)
            let app = HeadlessApplication(window, name: "Far")
            let failures = capture { app.buttons["Far"].tap() }
            XCTAssertEqual(failures.count, 1, "scrollable: \(scrollable)")
            XCTAssertTrue(
                failures.first?.description.hasSuffix("no scrolling brings it in") ?? false, "\(failures)")
            XCTAssertEqual(taps, 0)
        }
    }

    /// A label holding line breaks and tabs stays on the failure's one line.
    func testTheFailureIsOneLine() {
        let window = Window()
        let button = Button(title: "a\nb\tc\u{2028}d", frame: CGRect(x: 10, y: 100, width: 0, height: 0))
        button.addAction {}
        window.addSubview(button)
        let app = HeadlessApplication(window, name: "Lines")
        let failures = capture { app.buttons["a\nb\tc\u{2028}d"].tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertFalse(failures[0].description.contains(where: { $0.isNewline || $0 == "\t" }), failures[0].description)
        XCTAssertTrue(failures[0].description.contains("Buttons['a\\nb\\tc\\u{2028}d']"), failures[0].description)
    }
}
