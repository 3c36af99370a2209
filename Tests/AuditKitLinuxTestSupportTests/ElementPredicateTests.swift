import AuditKitLinuxTestSupport
import Foundation
import XCTest

/// A settings list: cells "cell-wifi" (Wi-Fi, value "On"), "cell-bluetooth" (Bluetooth, "Off") and
/// "cell-privacy" (Privacy & Security, disabled): views of type `.other` with a static text inside.
private func settingsApp() -> HeadlessApplication {
    let window = Window()
    let rows: [(String, String, String?, Bool)] = [
        ("cell-wifi", "Wi-Fi", "On", true), ("cell-bluetooth", "Bluetooth", "Off", true),
        ("cell-privacy", "Privacy & Security", nil, false),
    ]
    for (index, (identifier, title, value, enabled)) in rows.enumerated() {
        let cell = View(frame: CGRect(x: 0, y: 100 + Double(index) * 60, width: 390, height: 60))
        cell.accessibilityIdentifier = identifier
        let label = Label(text: title, frame: CGRect(x: 16, y: 10, width: 250, height: 40))
        label.accessibilityIdentifier = "title-\(identifier)"
        label.accessibilityValue = value
        if !enabled { label.accessibilityTraits.insert(.notEnabled) }
        cell.addSubview(label)
        window.addSubview(cell)
    }
    return HeadlessApplication(window, name: "Settings")
}

/// `NSPredicate(format:)` on elements (Foundation on Linux has none): the subset suites use, in
/// `matching(_:)`, `containing(_:)`, `element(matching:)` and XCTest's predicate expectations; a
/// format outside it fails at the caller's line.
final class ElementPredicateTests: CapturingTestCase {
    func labels(_ query: XCUIElementQuery) -> [String] { query.allElementsBoundByIndex.map(\.label) }

    func testComparisonsOnLabelsAndIdentifiers() {
        let app = settingsApp()
        let texts = app.staticTexts
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "label == 'Wi-Fi'"))), ["Wi-Fi"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "label CONTAINS %@", "tooth"))), ["Bluetooth"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "label CONTAINS[c] 'WI'"))), ["Wi-Fi"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "identifier BEGINSWITH 'title-cell-b'"))), ["Bluetooth"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "identifier ENDSWITH 'privacy'"))), ["Privacy & Security"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "label LIKE 'B*t?oth'"))), ["Bluetooth"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "label MATCHES '^[A-Z][a-z]+-[A-Z][a-z]+$'"))), ["Wi-Fi"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "label MATCHES 'Wi'"))), [], "MATCHES is the whole text")
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "label IN {'Wi-Fi', 'Bluetooth'}"))), ["Wi-Fi", "Bluetooth"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "label IN %@", ["Bluetooth"]))), ["Bluetooth"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "label != 'Wi-Fi' AND value == nil"))), ["Privacy & Security"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "value == 'On' || value == 'Off'"))), ["Wi-Fi", "Bluetooth"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "NOT (label BEGINSWITH 'B')"))), ["Wi-Fi", "Privacy & Security"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "label NOT CONTAINS 'i'"))), ["Bluetooth"])
        XCTAssertEqual(
            labels(texts.matching(NSPredicate(format: "%K == %@", "identifier", "title-cell-wifi"))), ["Wi-Fi"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "isEnabled == false"))), ["Privacy & Security"])
        XCTAssertEqual(labels(texts.matching(NSPredicate(format: "enabled == YES"))), ["Wi-Fi", "Bluetooth"])
        XCTAssertEqual(texts.matching(NSPredicate(format: "TRUEPREDICATE")).count, 3)
        XCTAssertEqual(texts.matching(NSPredicate(format: "FALSEPREDICATE")).count, 0)
    }

    func testElementTypeComparesWithATypeOrApplesRawValue() {
        let app = settingsApp()
        let any = app.descendants(matching: .any)
        XCTAssertEqual(any.matching(NSPredicate(format: "elementType == %d", 48)).count, 3, "48 is staticText")
        XCTAssertEqual(
            any.matching(NSPredicate(format: "elementType == %@", XCUIElement.ElementType.staticText)).count, 3)
        XCTAssertEqual(
            any.matching(NSPredicate(format: "elementType == %lu", XCUIElement.ElementType.other.appleRawValue ?? 0))
                .count, 3, "the three rows")
    }

    func testContainingAndElementMatching() {
        let app = settingsApp()
        let wifi = app.otherElements.containing(NSPredicate(format: "label == 'Wi-Fi'"))
        XCTAssertEqual(wifi.count, 1)
        XCTAssertEqual(wifi.element.identifier, "cell-wifi")
        XCTAssertEqual(
            app.otherElements.containing(.staticText, identifier: "Bluetooth").element.identifier, "cell-bluetooth")
        XCTAssertEqual(
            app.otherElements.element(matching: NSPredicate(format: "identifier == 'cell-privacy'")).identifier,
            "cell-privacy")
        XCTAssertEqual(app.otherElements.element(matching: .other, identifier: "cell-wifi").exists, true)
        XCTAssertEqual(
            app.otherElements.matching(NSPredicate(format: "identifier BEGINSWITH 'cell'")).description,
            "Others.matching(identifier BEGINSWITH 'cell')")
    }

    func testABlockPredicateGetsTheElement() {
        let app = settingsApp()
        let predicate = NSPredicate { object, _ in (object as? XCUIElement)?.label.count == 5 }
        XCTAssertEqual(labels(app.staticTexts.matching(predicate)), ["Wi-Fi"])
    }

    @MainActor func testExistsPredicatesWithXCTestExpectations() {
        let app = settingsApp()
        let exists = NSPredicate(format: "exists == %@", NSNumber(value: true))
        expectation(for: exists, evaluatedWith: app.staticTexts["Wi-Fi"], handler: nil)
        waitForExpectations(timeout: 1)
        let gone = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "exists == false"), object: app.staticTexts["Cellular"])
        XCTAssertEqual(XCTWaiter().wait(for: [gone], timeout: 1), .completed)
        let never = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "exists == 1"), object: app.staticTexts["Cellular"])
        XCTAssertEqual(XCTWaiter().wait(for: [never], timeout: 0.2), .timedOut)
        XCTAssertTrue(app.staticTexts["Wi-Fi"].waitForExistence(timeout: 1))
        XCTAssertTrue(app.staticTexts["Cellular"].waitForNonExistence(timeout: 1))
        XCTAssertFalse(app.staticTexts["Wi-Fi"].waitForNonExistence(timeout: 1))
    }

    func testAnUnsupportedFormatFailsAtTheCallersLineAndMatchesNothing() {
        let app = settingsApp()
        var line = 0
        var predicate: NSPredicate?
        let failures = capture {
            line = #line + 1
            predicate = NSPredicate(format: "ANY label == 'x'")
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertTrue(failures.first?.description.contains("NSPredicate(format: \"ANY label == 'x'\")") ?? false)
        XCTAssertEqual(capture { XCTAssertEqual(app.staticTexts.matching(predicate!).count, 0) }, [])

        let more = capture {
            _ = NSPredicate(format: "frame.width > 10")
            _ = NSPredicate(format: "label == %@")
            _ = NSPredicate(format: "label == 'x'", "extra")
            _ = NSPredicate(format: "label == 'x")
            _ = NSPredicate(format: "label BETWEEN {1, 2}")
        }
        XCTAssertEqual(more.count, 5, more.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(more[0].description.contains("'frame.width' is not an element attribute"), more[0].description)
        XCTAssertTrue(more[1].description.contains("%@ has no argument"), more[1].description)
        XCTAssertTrue(more[2].description.contains("1 argument given for 0 placeholders"), more[2].description)
        XCTAssertTrue(more[3].description.contains("a string is not closed"), more[3].description)
        XCTAssertTrue(more[4].description.contains("'BETWEEN' is not supported"), more[4].description)
    }

    func testAKeyOnAnObjectThatIsNotAnElementFailsWhereThePredicateWasMade() {
        let predicate = NSPredicate(format: "label == 'x'")
        let line = #line - 1
        let failures = capture { XCTAssertFalse(predicate.evaluate(with: "x")) }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("evaluated with String, not an XCUIElement") ?? false)
        XCTAssertTrue(NSPredicate(format: "SELF BEGINSWITH 'a'").evaluate(with: "abc"))
        XCTAssertTrue(NSPredicate(format: "SELF IN %@", ["a", "b"]).evaluate(with: "b"))
        XCTAssertTrue(NSPredicate(format: "SELF >= 3").evaluate(with: 4))
    }

    /// CONTAINS compares characters: a NUL in a label or an argument is a character, not the end of
    /// the text (Foundation's search on Linux stops there, and can trap).
    func testContainsTreatsNULAsACharacter() {
        let window = Window()
        window.addSubview(Label(text: "a\0", frame: CGRect(x: 16, y: 100, width: 250, height: 40)))
        let texts = HeadlessApplication(window, name: "NUL").staticTexts
        XCTAssertEqual(texts.matching(NSPredicate(format: "label CONTAINS %@", "a\0\0")).count, 0)
        XCTAssertEqual(texts.matching(NSPredicate(format: "label CONTAINS[c] %@", "A\0")).count, 1)
    }
}
