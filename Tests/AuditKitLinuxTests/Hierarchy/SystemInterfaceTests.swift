import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits
@testable import AuditKitModel

/// Whose UI it is: the keyboard, the status bar, system alerts and the home indicator are set aside
/// as the system's (``SystemInterface``) in captures, dumps, JSON and headless screens; the app's own
/// UI next to them (an input accessory view, the app's own alert, content behind the keyboard) is audited.
final class SystemInterfaceTests: XCTestCase {
    // MARK: Captures

    /// An app window with `appContent` and, over it, a keyboard window whose keyboard starts at y 516.
    private func keyboardCapture(accessoryButton: Bool = false) -> (CaptureFixture, keys: [Int], app: Int) {
        var capture = CaptureFixture()
        let appWindow = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let field = capture.add(.textField, parent: appWindow, accessible: true, frame: rect(16, 120, 358, 44))
        let keyboardWindow = capture.add(.window, parent: capture.root, frame: rect(0, 516, 390, 328))
        let host = capture.add(.other, parent: keyboardWindow, accessible: false, frame: rect(0, 470, 390, 374))
        if accessoryButton {
            // The app's accessory "Done", unlabelled
            capture.add(.button, parent: host, accessible: true, frame: rect(340, 472, 44, 44))
        }
        let keyboard = capture.add(.keyboard, parent: host, accessible: false, frame: rect(0, 516, 390, 291))
        let prediction = capture.add(
            .other, parent: keyboard, accessible: true, frame: rect(0, 516, 130, 45), traits: [.button, .keyboardKey])
        let key = capture.add(.key, parent: keyboard, label: "q", accessible: true, frame: rect(3, 567, 37, 42))
        // Unlabelled, tiny
        let dictation = capture.add(.button, parent: host, accessible: true, frame: rect(341, 783, 18, 18))
        return (capture, [keyboard, prediction, key, dictation], field)
    }

    func testKeyboardAndWhatIOSDrawsBelowItsTopAreSetAside() throws {
        let (capture, keys, field) = keyboardCapture()
        let kinds = capture.hierarchy.systemInterface()
        XCTAssertEqual(keys.map { kinds[$0] }, [.keyboard, .keyboard, .keyboard, .keyboard])
        XCTAssertNil(kinds[field])
        let result = try capture.hierarchy.audit(for: .all)
        XCTAssertEqual(result.issues.map { $0.element?.elementType }, [.textField], "only the app's unlabelled field")
        XCTAssertEqual(result.systemInterfaceElements, [.keyboard: 4])
    }

    func testAnInputAccessoryAboveTheKeyboardIsTheApps() throws {
        let (capture, _, _) = keyboardCapture(accessoryButton: true)
        let result = try capture.hierarchy.audit(for: .sufficientElementDescription)
        let types = result.issues.map { $0.element?.elementType }
        XCTAssertEqual(types, [.textField, .button], "the accessory's unlabelled button is the app's to fix")
        XCTAssertEqual(result.issues.last?.elementSnapshot?.frame?.minY, 472)
    }

    func testAKeyboardInTheAppsOwnWindowIsSetAsideAloneNotWhatItCovers() throws {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let keyboard = capture.add(.keyboard, parent: window, frame: rect(0, 516, 390, 328))
        capture.add(.key, parent: keyboard, accessible: true, frame: rect(3, 567, 37, 42))
        let covered = capture.add(.button, parent: window, accessible: true, frame: rect(16, 790, 44, 44))
        let kinds = capture.hierarchy.systemInterface()
        XCTAssertNil(kinds[covered], "the app's own button behind the keyboard stays the app's")
        let result = try capture.hierarchy.audit(for: .sufficientElementDescription)
        XCTAssertEqual(result.issues.map { $0.elementSnapshot?.id }, [covered])
    }

    /// The prediction bar as XCUITest often shows it: beside the `Keyboard` element, above its top,
    /// named "Typing Predictions", its cells unlabelled with the `.keyboardKey` trait.
    func testAPredictionBarBesideTheKeyboardIsTheKeyboards() throws {
        var capture = CaptureFixture()
        let appWindow = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let field = capture.add(
            .textField, parent: appWindow, label: "Message", accessible: true, frame: rect(16, 120, 358, 44))
        let keyboardWindow = capture.add(.window, parent: capture.root, frame: rect(0, 516, 390, 328))
        let host = capture.add(.other, parent: keyboardWindow, accessible: false, frame: rect(0, 516, 390, 328))
        let bar = capture.add(
            .other, parent: host, label: "Typing Predictions", accessible: false, frame: rect(0, 516, 390, 45))
        let cells = [0.0, 130, 260].map { x in
            capture.add(
                .other, parent: bar, accessible: true, frame: rect(x, 516, 130, 45), traits: [.button, .keyboardKey])
        }
        let unnamedCell = capture.add(
            .other, parent: host, accessible: true, frame: rect(0, 516, 44, 45), traits: [.button, .keyboardKey])
        let keyboard = capture.add(.keyboard, parent: host, accessible: false, frame: rect(0, 561, 390, 291))
        capture.add(.key, parent: keyboard, label: "q", accessible: true, frame: rect(3, 567, 37, 42))
        let kinds = capture.hierarchy.systemInterface()
        XCTAssertEqual(([bar, unnamedCell] + cells).map { kinds[$0] }, Array(repeating: .keyboard, count: 5))
        XCTAssertNil(kinds[field])
        XCTAssertNil(kinds[host], "the host view above the keys is a plain container, not judged either way")
        let result = try capture.hierarchy.audit(for: .sufficientElementDescription)
        XCTAssertEqual(result.issues, [], "the empty prediction cells are iOS's")
        XCTAssertEqual(result.systemInterfaceElements, [.keyboard: 7])
    }

    /// Without a keyboard on screen, neither the name nor the trait says anything: an app's own keypad
    /// with `.keyboardKey` keys (a PIN pad), or a view the app names "Typing Predictions", is the app's.
    func testTheNameAndTheKeyTraitWithoutAKeyboardAreTheApps() throws {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let pinKey = capture.add(
            .button, parent: window, accessible: true, frame: rect(16, 500, 100, 60), traits: [.button, .keyboardKey])
        let named = capture.add(
            .other, parent: window, label: "Typing Predictions", accessible: true, frame: rect(16, 300, 358, 44))
        let overlay = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let laterKey = capture.add(
            .button, parent: overlay, accessible: true, frame: rect(16, 700, 100, 60), traits: [.button, .keyboardKey])
        let kinds = capture.hierarchy.systemInterface()
        XCTAssertEqual([kinds[pinKey], kinds[named], kinds[laterKey]], [nil, nil, nil])
        XCTAssertEqual(
            try capture.hierarchy.audit(for: .sufficientElementDescription).issues.map { $0.elementSnapshot?.id },
            [pinKey, laterKey])
    }

    func testStatusBarItemsAreSetAside() throws {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        capture.add(.staticText, parent: window, label: "Today", accessible: true, frame: rect(16, 60, 120, 41))
        let barWindow = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let bar = capture.add(.statusBar, parent: barWindow, accessible: false, frame: rect(0, 0, 390, 44))
        for x in [29.0, 86, 283] { capture.add(.other, parent: bar, accessible: true, frame: rect(x, 15, 14, 14)) }
        let result = try capture.hierarchy.audit(for: .all)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.systemInterfaceElements, [.statusBar: 4])
    }

    /// The app's screen in window 0 with an unlabelled button; `alertInOwnWindow` puts an alert with an
    /// unlabelled button alone in window 1, otherwise in window 0 beside the app's content.
    private func alertCapture(alertInOwnWindow: Bool, applicationLabel: String = "Pace") -> (
        AccessibilityHierarchy, alertButton: Int, appButton: Int
    ) {
        var capture = CaptureFixture(applicationLabel: applicationLabel)
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let content = capture.add(.other, parent: window, accessible: false, frame: RuleHarness.screen)
        let appButton = capture.add(.button, parent: content, accessible: true, frame: rect(16, 700, 358, 56))
        let host =
            alertInOwnWindow
            ? capture.add(
                .other, parent: capture.add(.window, parent: capture.root, frame: RuleHarness.screen),
                accessible: false, frame: RuleHarness.screen)
            : capture.add(.other, parent: window, accessible: false, frame: RuleHarness.screen)
        let alert = capture.add(
            .alert, parent: host, label: "Allow “Pace” to use your location?", accessible: false,
            frame: rect(60, 250, 270, 345))
        capture.add(
            .staticText, parent: alert, label: "Allow “Pace” to use your location?", accessible: true,
            frame: rect(76, 270, 238, 42))
        let alertButton = capture.add(.button, parent: alert, accessible: true, frame: rect(60, 551, 270, 44))
        return (capture.hierarchy, alertButton, appButton)
    }

    func testAnAlertAloneInAWindowOverTheAppIsTheSystems() throws {
        let (hierarchy, alertButton, appButton) = alertCapture(alertInOwnWindow: true)
        XCTAssertEqual(hierarchy.systemInterface()[alertButton], .systemAlert)
        let result = try hierarchy.audit(for: .sufficientElementDescription)
        XCTAssertEqual(
            result.issues.map { $0.elementSnapshot?.id }, [appButton],
            "the app's own defect behind the alert is still reported"
        )
        XCTAssertEqual(result.systemInterfaceElements, [.systemAlert: 3])
    }

    func testTheAppsOwnAlertIsAudited() throws {
        let (hierarchy, alertButton, appButton) = alertCapture(alertInOwnWindow: false)
        XCTAssertNil(hierarchy.systemInterface()[alertButton])
        let result = try hierarchy.audit(for: .sufficientElementDescription)
        XCTAssertEqual(Set(result.issues.compactMap { $0.elementSnapshot?.id }), [appButton, alertButton])
        XCTAssertEqual(result.systemInterfaceElements, [:])
    }

    func testSpringBoardsAlertIsTheSystemsWhereverItIsAndSoIsTheRestOfSpringBoard() {
        let (hierarchy, alertButton, otherButton) = alertCapture(
            alertInOwnWindow: false, applicationLabel: "SpringBoard")
        XCTAssertEqual(hierarchy.systemInterface()[alertButton], .systemAlert)
        XCTAssertEqual(hierarchy.systemInterface()[otherButton], .springBoard)
        XCTAssertThrowsError(try hierarchy.audit(for: .all)) { error in
            guard case .emptyHierarchy(let screen)? = error as? AccessibilityAuditError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(
                screen.reason, .onlySystemInterface,
                "a capture of SpringBoard holds nothing the app's developer can fix")
        }
    }

    func testAKeyboardMarkedInvisibleStillHoldsTheSystemsKeys() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let keyboard = capture.add(.keyboard, parent: window, frame: rect(0, 516, 390, 328), visible: false)
        let key = capture.add(.key, parent: keyboard, accessible: true, frame: rect(3, 567, 37, 42))
        XCTAssertEqual(capture.hierarchy.systemInterface()[key], .keyboard)
    }

    func testHomeIndicatorByNameAndPlace() {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let indicator = capture.add(
            .other, parent: window, identifier: "Home Indicator", accessible: true, frame: rect(128, 831, 134, 5))
        let grabber = capture.add(
            .other, parent: window, label: "HomeGrabber", accessible: true, frame: rect(0, 810, 390, 34))
        let sameNameMidScreen = capture.add(
            .other, parent: window, identifier: "home indicator", accessible: true, frame: rect(0, 400, 390, 34))
        let kinds = capture.hierarchy.systemInterface()
        XCTAssertEqual(
            [kinds[indicator], kinds[grabber], kinds[sameNameMidScreen]], [.homeIndicator, .homeIndicator, nil])
    }

    // MARK: Importers and JSON

    func testDumpWithAKeyboardSetsItAside() throws {
        let dump = """
            Application, pid: 1, label: 'Notes'
              Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
                TextField, {{16.0, 120.0}, {358.0, 44.0}}, label: 'Title'
              Window, {{0.0, 516.0}, {390.0, 328.0}}
                Other, {{0.0, 516.0}, {390.0, 328.0}}
                  Keyboard, {{0.0, 516.0}, {390.0, 291.0}}
                    Key, {{3.0, 567.0}, {37.0, 42.0}}, label: 'q'
                    Button, {{3.0, 675.0}, {44.0, 42.0}}, label: 'shift'
                    Key, {{3.0, 729.0}, {44.0, 42.0}}
                  Button, {{8.0, 783.0}, {18.0, 18.0}}, identifier: 'dictation'
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(dump.utf8), name: "keyboard.txt")
        let result = try hierarchy.audit(for: .all)
        XCTAssertEqual(result.issues, [], "an unlabelled key and a tiny dictation button are the system's")
        XCTAssertEqual(result.systemInterfaceElements, [.keyboard: 6])
        XCTAssertFalse(
            result.notEvaluated.contains { $0.auditType == .dynamicType && ($0.elementCount ?? 0) > 1 },
            "keyboard buttons are not counted as the app's text without fonts")
    }

    func testPageSourceStatusBarIsTheSystemsAndPathsOfTheAppStay() throws {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Pace" label="Pace" x="0" y="0" width="375" height="812" accessible="false">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="375" height="812" accessible="false">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="go" x="16" y="60" width="20" height="20" accessible="true"/>
              </XCUIElementTypeWindow>
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="375" height="812" accessible="false">
                <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="375" height="44" accessible="false">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" x="29" y="14" width="14" height="14" accessible="true"/>
                </XCUIElementTypeStatusBar>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        let result = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "bar.xml").audit(for: .all)
        XCTAssertEqual(
            result.issues.map(\.path),
            ["Application['Pace']/Window[0]/Button#go", "Application['Pace']/Window[0]/Button#go"])
        XCTAssertEqual(result.systemInterfaceElements, [.statusBar: 2])
    }

    // MARK: Headless

    /// The app's window, and over it a window holding `overlay`.
    private func twoWindows(app: [View], overlay: View) -> HeadlessApplication {
        let screen = View(frame: RuleHarness.screen)
        let appWindow = Window(frame: RuleHarness.screen)
        app.forEach(appWindow.addSubview)
        let top = View(frame: RuleHarness.screen)
        let topWindow = Window(frame: RuleHarness.screen)
        topWindow.backgroundColor = nil
        topWindow.addSubview(top)
        top.addSubview(overlay)
        screen.addSubviews(appWindow, topWindow)
        return HeadlessApplication(screen, name: "Chatter")
    }

    func testHeadlessKeyboardInItsWindowIsSetAside() throws {
        let keyboard = Keyboard(frame: rect(0, 516, 390, 328))
        let key = Button(frame: rect(3, 51, 10, 10))  // no label, tiny: would fail two rules
        key.accessibilityTraits = [.keyboardKey]
        key.addAction {}
        keyboard.addSubview(key)
        let field = TextField(frame: rect(16, 120, 358, 44))
        field.accessibilityLabel = "Status"
        let result = try twoWindows(app: [field], overlay: keyboard).audit(for: .all)
        XCTAssertFalse(
            result.issues.contains { $0.element?.elementType == .key || $0.element?.elementType == .button },
            "\(result.issues)")
        XCTAssertEqual(result.systemInterfaceElements, [.keyboard: 2])
    }

    func testHeadlessStatusBarTextIsNotJudgedForDynamicType() throws {
        let bar = StatusBar(frame: rect(0, 0, 390, 44))
        bar.addSubview(Label(text: "9:41", frame: rect(20, 12, 54, 20)))  // a fixed 17 pt font
        let title = Label(text: "Today", frame: rect(16, 100, 200, 30))
        title.font = .preferredFont(forTextStyle: .title1)
        title.adjustsFontForContentSizeCategory = true
        let result = try RuleHarness.app(title, bar).audit(for: [.dynamicType, .textClipped, .contrast])
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.systemInterfaceElements, [.statusBar: 2])
        XCTAssertEqual(
            RuleHarness.app(title, bar).snapshot().isSystemSized().filter { $0 }.count, 2,
            "one notion of the system's chrome")
    }

    func testSystemSizedElementsAreThoseInOrBelowABarOrTheSystemsUI() throws {
        // What `isSystemSized` says, with or without a bar's type on screen, against its definition
        // walked element by element; and as the audit's shared facts hold it, whatever was set aside.
        func definition(_ hierarchy: AccessibilityHierarchy) -> [Bool] {
            let kinds = hierarchy.systemInterface()
            return hierarchy.elements.map { element in
                element.isInSystemBar || element.elementType.isSystemBar
                    || hierarchy.ancestors(of: element.id).contains { $0.elementType.isSystemBar }
                    || kinds[element.id] != nil
            }
        }
        let title = Label(text: "Today", frame: rect(16, 100, 200, 30))
        let navigation = NavigationBar(title: "Inbox", frame: rect(0, 44, 390, 44))
        navigation.addSubview(Label(text: "Back", frame: rect(8, 8, 60, 28)))
        let status = StatusBar(frame: rect(0, 0, 390, 44))
        status.addSubview(Label(text: "9:41", frame: rect(20, 12, 54, 20)))
        for views in [[title], [title, navigation], [title, status], [title, navigation, status]] {
            let window = Window(frame: RuleHarness.screen)
            views.forEach(window.addSubview)
            let app = HeadlessApplication(window)
            let hierarchy = app.snapshot()
            XCTAssertEqual(hierarchy.isSystemSized(), definition(hierarchy), "\(views.map { type(of: $0) })")
            XCTAssertEqual(
                hierarchy.isSystemSized(systemInterface: hierarchy.systemInterface()), definition(hierarchy))
            // In an audit: the facts of the screen with the system's UI set aside, as rules see it.
            let context = AccessibilityAuditContext(
                hierarchy: hierarchy.settingAsideSystemInterface(hierarchy.systemInterface()), configuration: .default)
            context.setAside = hierarchy.systemInterface().map { $0 != nil }
            XCTAssertEqual(
                context.facts(of: context.hierarchy).systemSized, context.hierarchy.isSystemSized(),
                "\(views.map { type(of: $0) })")
        }
    }

    func testHeadlessSystemAlertIsSetAsideAndTheAppsOwnIsAudited() throws {
        let systemAlert = AlertView(
            title: "Allow “Pace” to use your location?", actions: ["Allow Once", "Don’t Allow"])
        systemAlert.buttons[0].frame.size.height = 10  // too small: but not the app's to fix
        let systemResult = try twoWindows(
            app: [Label(text: "Start a run", frame: rect(16, 60, 200, 41))], overlay: systemAlert
        ).audit(for: .hitRegion)
        XCTAssertEqual(systemResult.issues, [])
        XCTAssertEqual(systemResult.systemInterfaceElements, [.systemAlert: 5])

        let ownAlert = AlertView(title: "Delete run?", actions: ["Delete", "Cancel"])
        ownAlert.buttons[0].frame.size.height = 10
        let ownResult = try RuleHarness.app(Label(text: "Runs", frame: rect(16, 60, 200, 41)), ownAlert).audit(
            for: .hitRegion)
        XCTAssertEqual(ownResult.issues.map { $0.element?.label }, ["Delete"], "the app's own alert is the app's UI")
        XCTAssertEqual(ownResult.systemInterfaceElements, [:])
    }

    func testJSONOfAHeadlessKeyboardKeepsItTheSystems() throws {
        let keyboard = Keyboard(frame: rect(0, 516, 390, 328))
        let key = Button(frame: rect(3, 51, 10, 10))
        key.addAction {}
        keyboard.addSubview(key)
        let app = twoWindows(app: [Label(text: "Hello", frame: rect(16, 60, 200, 41))], overlay: keyboard)
        let imported = try AccessibilityHierarchy(importing: try app.snapshot().jsonData(), name: "keyboard.json")
        XCTAssertEqual(imported.systemInterfaceCounts(), [.keyboard: 2])
        XCTAssertEqual(try imported.audit(for: .hitRegion).issues, [])
    }

    // MARK: Reports

    func testReportsSayHowManyElementsWereSetAside() throws {
        let (capture, _, _) = keyboardCapture()
        let result = try capture.hierarchy.audit(for: .all)
        XCTAssertTrue(
            TextReport(result).rendered.contains(
                "set aside as the system's UI: 4 elements (keyboard: 4), which iOS draws and the app cannot change\n"))
        XCTAssertEqual(JSONReport(result).summary.systemElements, 4)
        XCTAssertEqual(JSONReport(result).summary.systemElementsByKind, ["keyboard": 4])
        let sarif = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: SARIFReport(screens: [AuditedScreen(name: "Chat", result: result)]).render()) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let properties = try XCTUnwrap(run["properties"] as? [String: Any])
        XCTAssertEqual(properties["systemElements"] as? Int, 4)
        XCTAssertEqual(properties["systemElementsByScreen"] as? [String: [String: Int]], ["Chat": ["keyboard": 4]])
        XCTAssertTrue(
            JUnitReport(screens: [AuditedScreen(name: "Chat", result: result)]).render().contains(
                #"<property name="systemElements" value="4"/>"#))
        let decoded = try JSONDecoder().decode(AccessibilityAuditResult.self, from: JSONEncoder().encode(result))
        XCTAssertEqual(decoded.systemInterfaceElements, [.keyboard: 4])
        try ReportValidator.assertValid(
            "sarif", text: SARIFReport(screens: [AuditedScreen(name: "Chat", result: result)]).render())
    }

    // MARK: The system's chrome, worked out two ways

    /// A capture with bars at several depths: a navigation bar holding a button and a group with a
    /// text, a tab bar of two tabs, a toolbar, and content below none of them.
    private func barsCapture() -> CaptureFixture {
        var capture = CaptureFixture()
        let window = capture.add(.window, parent: capture.root, frame: RuleHarness.screen)
        let navigation = capture.add(.navigationBar, parent: window, frame: rect(0, 44, 390, 44))
        capture.add(.button, parent: navigation, label: "Back", accessible: true, frame: rect(8, 50, 60, 32))
        let group = capture.add(.other, parent: navigation, accessible: false, frame: rect(100, 44, 200, 44))
        capture.add(.staticText, parent: group, label: "Title", accessible: true, frame: rect(120, 50, 150, 30))
        capture.add(.staticText, parent: window, label: "Content", accessible: true, frame: rect(16, 100, 300, 30))
        let tabs = capture.add(.tabBar, parent: window, frame: rect(0, 760, 390, 84))
        capture.add(.button, parent: tabs, label: "Home", value: "1", accessible: true, frame: rect(0, 760, 195, 50))
        capture.add(
            .button, parent: tabs, label: "Search", value: "0", accessible: true, frame: rect(195, 760, 195, 50))
        let toolbar = capture.add(.toolbar, parent: window, frame: rect(0, 700, 390, 44))
        capture.add(.button, parent: toolbar, label: "Share", accessible: true, frame: rect(8, 700, 44, 44))
        return capture
    }

    /// The same hierarchy with its ids reversed: every parent then comes after its children, so
    /// ``AccessibilityHierarchy/isSystemSized(systemInterface:)`` takes the general (folding) path.
    private func reversed(_ hierarchy: AccessibilityHierarchy) -> AccessibilityHierarchy {
        let last = hierarchy.elements.count - 1
        func flip(_ id: Int) -> Int { last - id }
        let elements = hierarchy.elements.reversed().map { element -> ElementSnapshot in
            var copy = element
            copy.id = flip(element.id)
            copy.parent = element.parent.map(flip)
            copy.children = element.children.map(flip)
            copy.accessibilityChildren = element.accessibilityChildren.map(flip)
            copy.automationChildren = element.automationChildren.map(flip)
            return copy
        }
        return AccessibilityHierarchy(
            elements: elements, rootID: hierarchy.rootID.map(flip), settings: hierarchy.settings,
            source: hierarchy.source)
    }

    /// Elements in document order are answered in one pass; the answer is the folded one, on
    /// captures with bars, the keyboard capture, headless screens with bars and every real capture.
    func testSystemSizedInDocumentOrderIsTheFoldedAnswer() throws {
        var hierarchies = [barsCapture().hierarchy, keyboardCapture().0.hierarchy]
        let title = Label(text: "Today", frame: rect(16, 100, 200, 30))
        let bar = StatusBar(frame: rect(0, 0, 390, 44))
        bar.addSubview(Label(text: "9:41", frame: rect(20, 12, 54, 20)))
        hierarchies.append(RuleHarness.app(title, bar).snapshot())
        if let directory = try? SharedTestData.captures() {
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where !file.hasSuffix(".src.txt") {
                hierarchies.append(try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file)))
            }
        }
        var bars = 0
        for hierarchy in hierarchies {
            let name = hierarchy.source.name ?? "unnamed"
            let kinds = hierarchy.systemInterface()
            let sized = hierarchy.isSystemSized()
            XCTAssertEqual(sized, hierarchy.systemSizedByFolding(kinds), name)
            XCTAssertEqual(hierarchy.isSystemSized(systemInterface: kinds), sized, name)
            // The reversed hierarchy takes the folding path: the same answers, by the flipped ids.
            XCTAssertEqual(Array(reversed(hierarchy).isSystemSized().reversed()), sized, name)
            bars += sized.filter { $0 }.count
        }
        XCTAssertEqual(barsCapture().hierarchy.isSystemSized().filter { $0 }.count, 9)
        XCTAssertGreaterThan(bars, 9)
    }

    /// The shared facts take the auditor's finding that a screen holds none of the system's UI
    /// (nothing set aside) instead of looking again; with something set aside, they look.
    func testScreenFactsReuseTheAuditorsFindingOfNoSystemInterface() {
        let plain = barsCapture().hierarchy
        let context = AccessibilityAuditContext(hierarchy: plain, configuration: .default)
        context.setAside = [Bool](repeating: false, count: plain.elements.count)
        let facts = context.facts(of: plain)
        XCTAssertTrue(facts.holdsNoSystemInterface)
        XCTAssertEqual(facts.systemSized, plain.isSystemSized())

        let keyboard = keyboardCapture().0.hierarchy
        let kinds = keyboard.systemInterface()
        let appOnly = keyboard.settingAsideSystemInterface(kinds)
        let other = AccessibilityAuditContext(hierarchy: appOnly, configuration: .default)
        other.setAside = kinds.map { $0 != nil }
        XCTAssertFalse(other.facts(of: appOnly).holdsNoSystemInterface)
        XCTAssertEqual(other.facts(of: appOnly).systemSized, appOnly.isSystemSized())
        // A context made without the auditor knows nothing set aside either way.
        XCTAssertFalse(
            AccessibilityAuditContext(hierarchy: plain, configuration: .default).facts(of: plain).holdsNoSystemInterface
        )
    }
}
