import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitModel

/// UIKit semantics of the accessibility view and the automation view (docs/architecture.md).
final class HierarchyBuilderTests: XCTestCase {
    private func screen(_ views: View...) -> (HeadlessApplication, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        views.forEach(window.addSubview)
        return (HeadlessApplication(window, name: "Test"), window)
    }

    private func spoken(_ app: HeadlessApplication) -> [String] {
        app.snapshot().accessibilityElements.map { $0.label ?? $0.value ?? "?" }
    }

    private func automation(_ app: HeadlessApplication) -> [String] {
        app.snapshot().automationElements.compactMap { $0.identifier ?? $0.label }
    }

    /// As in UIKit, any view's traits can be set, `.selected` included: a plain view made a tab
    /// says it is selected to VoiceOver and to UI tests.
    func testObjectTableAgreesWithADictionaryByIdentity() {
        // The builder's table of views: what a dictionary keyed by `ObjectIdentifier` holds, as it
        // grows from its smallest size, with keys set again and objects never stored.
        final class Object {}
        var random = SeededRandom(seed: 12)
        let objects = (0..<5_000).map { _ in Object() }
        let strangers = (0..<500).map { _ in Object() }
        var table = ObjectTable()
        var reference: [ObjectIdentifier: Int] = [:]
        for (index, object) in objects.enumerated() {
            let value = Int.random(in: -1_000...1_000, using: &random)
            table[object] = value
            reference[ObjectIdentifier(object)] = value
            if random.chance(0.2) {
                let again = objects[Int.random(in: 0...index, using: &random)]
                table[again] = index
                reference[ObjectIdentifier(again)] = index
            }
            XCTAssertEqual(table.count, reference.count)
        }
        for object in objects { XCTAssertEqual(table[object], reference[ObjectIdentifier(object)]) }
        for object in strangers { XCTAssertNil(table[object]) }
        var sized = ObjectTable(capacity: 100)
        XCTAssertNil(sized[objects[0]])
        sized[objects[0]] = 0
        XCTAssertEqual(sized[objects[0]], 0)
        XCTAssertEqual(sized.count, 1)
    }

    func testTraitsIncludingSelectedAreSettableOnEveryView() {
        let window = Window()
        let tab = View(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        tab.isAccessibilityElement = true
        tab.accessibilityLabel = "Sports"
        tab.accessibilityTraits = .button
        tab.accessibilityTraits.insert(.selected)
        let label = Label(text: "Score", frame: CGRect(x: 0, y: 200, width: 100, height: 22))
        label.accessibilityTraits.insert(.selected)
        window.addSubviews(tab, label)
        let app = HeadlessApplication(window)
        let snapshot = app.snapshot()
        XCTAssertEqual(snapshot.elements.first { $0.label == "Sports" }?.isSelected, true)
        XCTAssertEqual(snapshot.elements.first { $0.label == "Sports" }?.traits, [.button, .selected])
        XCTAssertEqual(VoiceOverTranscript(snapshot).lines, ["Selected, Sports, Button", "Selected, Score"])
        XCTAssertTrue(app.buttons["Sports"].isSelected)
        XCTAssertTrue(app.staticTexts["Score"].isSelected)
        tab.accessibilityTraits.remove(.selected)
        XCTAssertFalse(app.buttons["Sports"].isSelected)
    }

    func testHiddenTransparentAndElementsHiddenViewsAreSkippedWithTheirSubtrees() {
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        hidden.addSubview(Label(text: "Inside hidden"))
        let clear = Label(text: "Transparent")
        clear.alpha = 0.001
        let shielded = View()
        shielded.accessibilityElementsHidden = true
        shielded.addSubview(Label(text: "Inside shielded"))
        let (app, _) = screen(hidden, clear, shielded, Label(text: "Shown"))
        XCTAssertEqual(spoken(app), ["Shown"])
        let snapshot = app.snapshot()
        let insideHidden = snapshot.elements.first { $0.label == "Inside hidden" }
        XCTAssertEqual(insideHidden?.isVisible, false, "hidden views stay in the view tree, marked invisible")
        XCTAssertEqual(insideHidden?.isInAccessibilityView, false)
    }

    func testAnElementIsALeafAndItsSubviewsAreNotReached() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Cell"
        cell.addSubview(Label(text: "Title"))
        let (app, _) = screen(cell)
        XCTAssertEqual(spoken(app), ["Cell"])
    }

    func testAccessibilityElementsSetTheReadingOrderAndMayHoldCustomElements() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = Label(text: "First", frame: CGRect(x: 0, y: 200, width: 100, height: 20))
        let second = Label(text: "Second", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        container.addSubviews(second, first)
        let custom = AccessibilityElement(accessibilityContainer: container)
        custom.accessibilityLabel = "Bar 3 of 5"
        custom.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 20, height: 80)
        container.accessibilityElements = [first, second, custom]
        let (app, _) = screen(container)
        XCTAssertEqual(spoken(app), ["First", "Second", "Bar 3 of 5"])
        let bar = app.snapshot().elements.first { $0.label == "Bar 3 of 5" }
        XCTAssertEqual(bar?.isCustomElement, true)
        XCTAssertEqual(bar?.frame, CGRect(x: 10, y: 10, width: 20, height: 80))
    }

    func testAModalViewHidesItsSiblings() {
        let background = Label(text: "Behind")
        let sheet = View(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        sheet.accessibilityViewIsModal = true
        sheet.addSubview(Label(text: "Sheet title"))
        let (app, _) = screen(background, sheet)
        XCTAssertEqual(spoken(app), ["Sheet title"])
        XCTAssertEqual(app.staticTexts.count, 1, "UI tests see what VoiceOver sees when no automationElements are set")
    }

    func testAutomationViewFollowsAccessibilityElementsUntilAutomationElementsBringAViewBack() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let image = ImageView(image: Image(named: "background"), frame: container.frame)
        image.accessibilityIdentifier = "background"
        let text = TextView(text: "A quote", frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        text.accessibilityIdentifier = "QUOTE_TEXTVIEW"
        container.addSubviews(image, text)
        let (app, _) = screen(container)
        XCTAssertEqual(automation(app), ["Test", "background", "QUOTE_TEXTVIEW"])

        container.accessibilityElements = [text]
        XCTAssertFalse(
            app.images["background"].exists, "dropping the image from accessibilityElements hides it from UI tests")

        container.automationElements = [image, text]
        XCTAssertTrue(app.images["background"].exists)
        XCTAssertEqual(spoken(app), ["A quote"], "automationElements do not change what VoiceOver reads")
    }

    func testAnElementShowsItsIdentifiedSubviewsToUITests() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Wi-Fi, On"
        let toggle = Switch(isOn: true)
        toggle.accessibilityIdentifier = "wifiSwitch"
        cell.addSubviews(Label(text: "Wi-Fi"), toggle)
        let (app, _) = screen(cell)
        XCTAssertTrue(app.switches["wifiSwitch"].exists)
        XCTAssertFalse(app.staticTexts["Wi-Fi"].exists)
        XCTAssertEqual(spoken(app), ["Wi-Fi, On"])
    }

    func testCyclesDuplicatesAndOutsideElementsAreRecordedNotFollowed() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let stranger = Label(text: "Elsewhere")
        let label = Label(text: "Twice")
        a.addSubview(b)
        b.addSubview(label)
        a.accessibilityElements = [b, label, stranger]  // label twice (via b and directly), stranger outside a
        b.accessibilityElements = [label, a]  // a cycle back to a
        let (app, window) = screen(a)
        window.addSubview(stranger)
        let snapshot = app.snapshot()
        let kinds = Set(snapshot.problems.map(\.kind))
        XCTAssertEqual(kinds, [.cycle, .duplicateElement, .elementOutsideContainer])
        XCTAssertEqual(spoken(app).filter { $0 == "Twice" }.count, 1)
    }

    func testThousandsOfNestedViewsSnapshotWithoutExhaustingTheStack() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var parent = root
        for _ in 0..<5_000 {
            let child = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            parent.addSubview(child)
            parent = child
        }
        parent.addSubview(Label(text: "Deep", frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        let (app, _) = screen(root)
        let snapshot = app.snapshot()
        XCTAssertEqual(snapshot.accessibilityElements.map(\.label), ["Deep"])
        XCTAssertEqual(snapshot.elements.count, 5_004)
        let data = try? JSONEncoder().encode(snapshot)
        XCTAssertNotNil(data)
    }

    func testFramesAreConvertedToScreenCoordinatesAndNaNFramesAreReported() {
        let container = View(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
        let label = Label(text: "Inner", frame: CGRect(x: 5, y: 7, width: 100, height: 20))
        let broken = Label(text: "Broken", frame: CGRect(x: Double.nan, y: 0, width: 10, height: 10))
        container.addSubviews(label, broken)
        let (app, _) = screen(container)
        let snapshot = app.snapshot()
        XCTAssertEqual(
            snapshot.elements.first { $0.label == "Inner" }?.frame, CGRect(x: 15, y: 107, width: 100, height: 20))
        XCTAssertNil(snapshot.elements.first { $0.label == "Broken" }?.frame)
        XCTAssertEqual(snapshot.problems.map(\.kind), [.invalidFrame])
    }

    func testEffectiveBackgroundCompositesAncestorsAndIsUnknownOverAnImage() {
        let card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        card.backgroundColor = Color.black.withAlphaComponent(0.5)
        let onCard = Label(text: "On card", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        card.addSubview(onCard)
        let photo = ImageView(image: Image(named: "photo"), frame: CGRect(x: 0, y: 400, width: 300, height: 200))
        let caption = Label(text: "Caption", frame: CGRect(x: 0, y: 500, width: 300, height: 20))
        let (app, _) = screen(card, photo, caption)
        let snapshot = app.snapshot()
        let background = snapshot.elements.first { $0.label == "On card" }?.effectiveBackgroundColor
        XCTAssertEqual(background?.red ?? 0, 0.5, accuracy: 0.001, "50% black over white")
        XCTAssertNil(snapshot.elements.first { $0.label == "Caption" }?.effectiveBackgroundColor)
    }

    func testEffectiveBackgroundIsUnknownInsideAViewThatDrawsAnImageOrMedia() {
        let photo = ImageView(image: Image(named: "photo"), frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let onPhoto = Label(text: "On photo", frame: CGRect(x: 20, y: 50, width: 200, height: 22))
        let scrim = View(frame: CGRect(x: 0, y: 150, width: 390, height: 50))
        scrim.backgroundColor = Color.black.withAlphaComponent(0.4)  // translucent: the photo shows through
        let onScrim = Label(text: "On scrim", frame: CGRect(x: 20, y: 10, width: 200, height: 22))
        scrim.addSubview(onScrim)
        let badge = View(frame: CGRect(x: 300, y: 10, width: 80, height: 30))
        badge.backgroundColor = .white
        let onBadge = Label(text: "On badge", frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        badge.addSubview(onBadge)
        photo.addSubviews(onPhoto, scrim, badge)
        let video = View(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
        video.displaysMedia = true
        video.addSubview(Label(text: "On video", frame: CGRect(x: 20, y: 20, width: 200, height: 22)))
        let plain = Label(text: "Plain", frame: CGRect(x: 20, y: 700, width: 200, height: 22))
        let (app, _) = screen(photo, video, plain)
        let snapshot = app.snapshot()
        func background(_ label: String) -> RGBA? {
            snapshot.elements.first { $0.label == label }?.effectiveBackgroundColor
        }
        XCTAssertNil(background("On photo"), "an image view is the text's ancestor")
        XCTAssertNil(background("On scrim"), "a translucent view over the photo does not hide it")
        XCTAssertNil(background("On video"), "displaysMedia")
        XCTAssertEqual(
            background("On badge"), Color.white.resolved(for: .default), "an opaque background hides the photo")
        XCTAssertEqual(background("Plain"), Color.systemBackground.resolved(for: .default))
        XCTAssertNotNil(
            snapshot.elements.first { $0.elementType == .image }?.effectiveBackgroundColor,
            "the image view itself still knows what is behind it")
    }

    func testQueriesFindByIdentifierOrLabelAndTapRunsTheAction() {
        var taps = 0
        let button = Button(title: "New Quote", frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.addAction { taps += 1 }
        let bar = TabBar(
            items: [TabBarItem(title: "Quote"), TabBarItem(title: "Reflect")],
            frame: CGRect(x: 0, y: 790, width: 390, height: 54))
        let (app, _) = screen(button, bar)
        XCTAssertTrue(app.buttons["New Quote"].tap())
        XCTAssertEqual(taps, 1)
        XCTAssertFalse(app.buttons["Missing"].exists)
        XCTAssertFalse(app.buttons["Missing"].tap())
        XCTAssertEqual(app.tabBars.buttons.count, 2)
        XCTAssertTrue(app.tabBars.buttons["Quote"].isSelected)
        app.tabBars.buttons["Reflect"].tap()
        XCTAssertEqual(bar.selectedIndex, 1)
        XCTAssertTrue(app.tabBars.buttons["Reflect"].isSelected)
        XCTAssertEqual(app.tabBars.buttons["Reflect"].frame, CGRect(x: 195, y: 790, width: 195, height: 54))
    }

    func testControlsCarryUIKitDefaults() {
        let toggle = Switch(isOn: true)
        let disabled = Button(title: "Send")
        disabled.isEnabled = false
        let heart = Button(image: Image(named: "ic_heart"))
        let image = ImageView(image: Image(named: "photo"))
        let (app, _) = screen(toggle, disabled, heart, image)
        let snapshot = app.snapshot()
        let byType = { (type: ElementType) in snapshot.elements.filter { $0.elementType == type } }
        XCTAssertEqual(byType(.switch).first?.value, "1")
        XCTAssertEqual(byType(.switch).first?.traits, [.button, .toggleButton])
        XCTAssertEqual(snapshot.elements.first { $0.label == "Send" }?.traits, [.button, .notEnabled])
        XCTAssertEqual(
            snapshot.elements.first { $0.label == "ic_heart" }?.elementType, .button,
            "UIKit falls back to the image's asset name as an image-only button's label")
        XCTAssertEqual(byType(.image).first?.isAccessibilityElement, false)
    }

    func testSettingsReachViewsBeforeTheSnapshot() {
        final class CloseButtonHost: View {
            let close = Button(title: "Close", frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(close)
            }
            override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
                close.isHidden = !settings.isVoiceOverRunning
            }
        }
        let (app, _) = screen(CloseButtonHost(frame: CGRect(x: 0, y: 0, width: 390, height: 400)))
        XCTAssertEqual(app.snapshot().accessibilityElements.count, 0)
        XCTAssertEqual(
            app.snapshot(settings: AccessibilitySettings(isVoiceOverRunning: true)).accessibilityElements.map(\.label),
            ["Close"])
    }

    func testHierarchyRoundTripsThroughJSON() throws {
        let label = Label(text: "Hello", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        label.font = .preferredFont(forTextStyle: .headline)
        let (app, _) = screen(label)
        let snapshot = app.snapshot()
        let decoded = try JSONDecoder().decode(AccessibilityHierarchy.self, from: JSONEncoder().encode(snapshot))
        XCTAssertEqual(decoded, snapshot)
    }

    func testPathsNameTypesAndIdentifiersOrLabels() {
        let a = View()
        let b = View()
        let button = Button(title: "Go")
        b.addSubview(button)
        let (app, _) = screen(a, b)
        let snapshot = app.snapshot()
        let id = snapshot.elements.first { $0.label == "Go" }!.id
        XCTAssertEqual(snapshot.path(of: id), "Application['Test']/Window/Other[1]/Button['Go']")
    }

    // MARK: Finite but absurd frames: invalid frames, never a trap

    private func actionButton(_ title: String, _ frame: CGRect) -> Button {
        let button = Button(title: title, frame: frame)
        button.addAction {}
        return button
    }

    /// The snapshot survives; the audit refuses the screen, naming the element
    /// (``AccessibilityAuditError/invalidFrames(_:)``), rather than passing it unjudged.
    func testAHugeButtonFrameIsAnInvalidFrameAndTheAuditSaysSo() throws {
        let huge = actionButton("Huge", CGRect(x: 0, y: 100, width: 1e300, height: 44))
        let app = RuleHarness.app(huge, actionButton("Normal", CGRect(x: 0, y: 200, width: 100, height: 44)))
        let snapshot = app.snapshot()
        let element = try XCTUnwrap(snapshot.elements.first { $0.label == "Huge" })
        XCTAssertNil(element.frame)
        XCTAssertTrue(
            snapshot.problems.contains(
                StructuralProblem(kind: .invalidFrame, container: element.parent, element: element.id)))
        for types: AccessibilityAuditType in [.differentiateWithoutColor, .all] {
            XCTAssertThrowsError(try app.audit(for: types)) {
                XCTAssertEqual($0 as? AccessibilityAuditError, .invalidFrames([snapshot.path(of: element.id)]))
            }
        }
    }

    func testFramesUpToTheBoundStayAndBeyondItAreInvalid() throws {
        let bound = CGRect.largestPlausibleCoordinate
        XCTAssertEqual(bound, 10_000_000)
        let far = View(frame: CGRect(x: 0, y: 0, width: 390, height: bound))  // a very long scroll content: kept
        let beyond = View(frame: CGRect(x: -bound - 1, y: 0, width: 10, height: 10))
        let outer = View(frame: CGRect(x: 6_000_000, y: 0, width: 10, height: 10))
        let inner = View(frame: CGRect(x: 6_000_000, y: 0, width: 10, height: 10))  // 12,000,000 pt on screen
        outer.addSubview(inner)
        for (view, name) in [(far, "far"), (beyond, "beyond"), (outer, "outer"), (inner, "inner")] {
            view.accessibilityIdentifier = name
        }
        let snapshot = RuleHarness.app(far, beyond, outer).snapshot()
        func frame(_ name: String) -> CGRect? { snapshot.elements.first { $0.identifier == name }?.frame }
        XCTAssertEqual(frame("far"), CGRect(x: 0, y: 0, width: 390, height: bound))
        XCTAssertNil(frame("beyond"))
        XCTAssertNotNil(frame("outer"))
        XCTAssertNil(frame("inner"))
        XCTAssertEqual(snapshot.problems.filter { $0.kind == .invalidFrame }.count, 2)
    }

    /// Colours and fonts set through their public properties after creation may be NaN, infinite or
    /// out of range (the initialisers clamp): they are unknown in the snapshot, and no finding words
    /// them as a number ("nan pt", "1.00:1").
    func testNonFiniteStylesAreUnknown() throws {
        let cases: [(String, (Label) -> Void)] = [
            (
                "text alpha NaN",
                {
                    var c = Color.black
                    c.light.alpha = .nan
                    $0.textColor = c
                }
            ),
            (
                "text red 2",
                {
                    var c = Color.black
                    c.light.red = 2
                    $0.textColor = c
                }
            ),
            (
                "font NaN",
                {
                    var f = Font.systemFont(ofSize: 17)
                    f.pointSize = .nan
                    $0.font = f
                }
            ),
            (
                "font -12",
                {
                    var f = Font.systemFont(ofSize: 17)
                    f.pointSize = -12
                    $0.font = f
                }
            ),
            (
                "font infinite",
                {
                    var f = Font.systemFont(ofSize: 17)
                    f.pointSize = .infinity
                    $0.font = f
                }
            ),
        ]
        for (name, configure) in cases {
            let label = Label(text: "Readable text", frame: CGRect(x: 10, y: 100, width: 300, height: 40))
            configure(label)
            let (app, _) = screen(label)
            let text = try XCTUnwrap(app.snapshot().elements.first { $0.label == "Readable text" }?.text, name)
            if name.hasPrefix("text") {
                XCTAssertNil(text.color, name)
            } else {
                XCTAssertNil(text.font, name)
                XCTAssertNil(text.pointSize, name)
            }
            for issue in try app.audit().issues {
                let words = issue.detailedDescription.lowercased()
                XCTAssertFalse(
                    ["nan pt", "nan:", " nan", "inf pt", "-12 pt"].contains { words.contains($0) }, "\(name): \(words)")
                XCTAssertFalse(words.contains("1.00:1"), "\(name): \(words)")
            }
        }
        let background = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var odd = Color.white
        odd.light.green = .nan
        background.backgroundColor = odd
        let (app, _) = screen(background)
        XCTAssertNil(
            app.snapshot().elements.first {
                $0.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && $0.elementType == .other
            }?.backgroundColor)
    }
}
