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
