import Foundation

/// The root view of a ``HeadlessApplication``: the `.application` element UI tests start from.
final class ApplicationRootView: View {
    let name: String?
    init(name: String?, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    override var elementType: ElementType { .application }
    override var defaultAccessibilityLabel: String? { name }
}

/// A running headless app: a root view you can query, tap and audit like `XCUIApplication`.
///
/// ```swift
/// let app = HeadlessApplication(QuoteApp.makeRootView())
/// app.tabBars.buttons["Quote"].tap()
/// XCTAssertTrue(app.buttons["New Quote"].exists)
/// ```
/// Every query and audit takes a fresh snapshot of the live views, so state changes made by `tap()`
/// or by your code are seen at once.
public final class HeadlessApplication {
    /// The app's root view (usually a ``Window``).
    public let rootView: View
    /// The settings snapshots and audits use unless told otherwise.
    public var settings: AccessibilitySettings
    private let applicationView: ApplicationRootView

    /// Creates an app around `rootView`, named `name` (the application element's label).
    public init(_ rootView: View, name: String? = nil, settings: AccessibilitySettings = .default) {
        self.rootView = rootView
        self.settings = settings
        let frame = rootView.frame.isFiniteRect ? CGRect(origin: .zero, size: rootView.frame.size) : .zero
        applicationView = ApplicationRootView(name: name, frame: frame)
        applicationView.addSubview(rootView)
    }

    /// An immutable snapshot of the screen under `settings` (default: ``settings``).
    ///
    /// Views are told the settings first (``View/accessibilitySettingsDidChange(_:)``), so a snapshot
    /// under other settings may change views that react to them; the next snapshot tells them again.
    public func snapshot(settings: AccessibilitySettings? = nil) -> AccessibilityHierarchy {
        liveSnapshot(settings: settings).hierarchy
    }

    func liveSnapshot(settings: AccessibilitySettings? = nil) -> LiveSnapshot {
        HierarchyBuilder.build(root: applicationView, settings: settings ?? self.settings, sourceName: applicationView.name)
    }

    /// Every element of `type` that UI tests see (`descendants(matching:)`).
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: self, description: "\(type.xcuiName)s") { live in
            live.hierarchy.automationElements.filter { $0.elementType == type }.map(\.id)
        }
    }

    /// Buttons.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Static texts (labels).
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Images.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Text views.
    public var textViews: ElementQuery { descendants(matching: .textView) }
    /// Text fields.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Secure text fields.
    public var secureTextFields: ElementQuery { descendants(matching: .secureTextField) }
    /// Switches.
    public var switches: ElementQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: ElementQuery { descendants(matching: .slider) }
    /// Links.
    public var links: ElementQuery { descendants(matching: .link) }
    /// Tab bars.
    public var tabBars: ElementQuery { descendants(matching: .tabBar) }
    /// Navigation bars.
    public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
    /// Toolbars.
    public var toolbars: ElementQuery { descendants(matching: .toolbar) }
    /// Scroll views.
    public var scrollViews: ElementQuery { descendants(matching: .scrollView) }
    /// Cells (``TableViewCell``).
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Segmented controls (``SegmentedControl``); their segments are the buttons inside.
    public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
    /// Page indicators (``PageControl``).
    public var pageIndicators: ElementQuery { descendants(matching: .pageIndicator) }
    /// Steppers (``Stepper``); their "Increment" and "Decrement" buttons are inside.
    public var steppers: ElementQuery { descendants(matching: .stepper) }
    /// Elements of type `.other`.
    public var otherElements: ElementQuery { descendants(matching: .other) }
}

/// A query for elements UI tests see, like `XCUIElementQuery`. Evaluated afresh on each use.
public struct ElementQuery {
    let app: HeadlessApplication
    let description: String
    let resolve: (LiveSnapshot) -> [Int]

    init(app: HeadlessApplication, description: String, resolve: @escaping (LiveSnapshot) -> [Int]) {
        self.app = app
        self.description = description
        self.resolve = resolve
    }

    /// The matching element whose identifier, else label, equals `key` (XCUITest's subscript).
    ///
    /// As in XCUITest the element must be unique to be operated: when several elements match,
    /// ``HeadlessElement/tap()`` and ``HeadlessElement/typeText(_:)`` do nothing and return `false`
    /// (XCUITest fails with "Multiple matching elements found"). Reading it (``HeadlessElement/exists``,
    /// ``HeadlessElement/label``) uses the first match. Pick one with
    /// `matching(identifier:).element(boundBy:)` or ``firstMatch``.
    public subscript(key: String) -> HeadlessElement {
        let query = matching(identifier: key)
        let base = query.resolve
        return HeadlessElement(app: app, description: query.description, requiresUniqueMatch: true, matches: base)
    }

    /// The elements whose identifier or label equals `key`, identifier matches first.
    public func matching(identifier key: String) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description)['\(key)']") { live in
            let ids = base(live)
            let byIdentifier = ids.filter { live.hierarchy.elements[$0].identifier == key }
            return byIdentifier + ids.filter { live.hierarchy.elements[$0].identifier != key && live.hierarchy.elements[$0].label == key }
        }
    }

    /// The number of matches now.
    public var count: Int { resolve(app.liveSnapshot()).count }

    /// The match at `index` (in depth-first order).
    public func element(boundBy index: Int) -> HeadlessElement {
        let base = resolve
        return HeadlessElement(app: app, description: "\(description)[\(index)]") { live in
            let ids = base(live)
            return ids.indices.contains(index) ? ids[index] : nil
        }
    }

    /// The first match.
    public var firstMatch: HeadlessElement {
        let base = resolve
        return HeadlessElement(app: app, description: description) { base($0).first }
    }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [HeadlessElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// Elements of `type` inside any match, in the automation view.
    public func descendants(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description).\(type.xcuiName)s") { live in
            var result: [Int] = []
            var seen = Set<Int>()
            for id in base(live) {
                for element in live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst()
                where element.elementType == type && seen.insert(element.id).inserted {
                    result.append(element.id)
                }
            }
            return result
        }
    }

    /// Buttons inside the matches.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Static texts inside the matches.
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Images inside the matches.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Text views inside the matches.
    public var textViews: ElementQuery { descendants(matching: .textView) }
    /// Text fields inside the matches.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Switches inside the matches.
    public var switches: ElementQuery { descendants(matching: .switch) }
    /// Cells inside the matches.
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Segmented controls inside the matches.
    public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
    /// Page indicators inside the matches.
    public var pageIndicators: ElementQuery { descendants(matching: .pageIndicator) }
    /// Steppers inside the matches.
    public var steppers: ElementQuery { descendants(matching: .stepper) }
}

/// One element found by a query, like `XCUIElement`: resolved afresh each time you read it.
public struct HeadlessElement: CustomStringConvertible {
    let app: HeadlessApplication
    let query: String
    let resolve: (LiveSnapshot) -> Int?
    /// All matches of the query, for an element that must be unique to be operated (a subscript).
    let matches: ((LiveSnapshot) -> [Int])?

    init(app: HeadlessApplication, description: String, resolve: @escaping (LiveSnapshot) -> Int?) {
        self.app = app
        self.query = description
        self.resolve = resolve
        self.matches = nil
    }

    /// An element standing for the first of `matches`, that `tap()` and `typeText(_:)` operate only
    /// when it is the only match.
    init(app: HeadlessApplication, description: String, requiresUniqueMatch: Bool, matches: @escaping (LiveSnapshot) -> [Int]) {
        self.app = app
        self.query = description
        self.resolve = { matches($0).first }
        self.matches = requiresUniqueMatch ? matches : nil
    }

    /// The live object to operate: `nil` when missing, or when several elements match a query that
    /// needs one (XCUITest: "Multiple matching elements found").
    private func uniqueObject(in live: LiveSnapshot) -> (id: Int, object: AccessibilityObject)? {
        if let matches, matches(live).count > 1 { return nil }
        guard let id = resolve(live), live.objects.indices.contains(id) else { return nil }
        return (id, live.objects[id])
    }

    /// The query that finds this element, such as `Buttons['New Quote']`.
    public var description: String { query }

    /// The element's snapshot now, or `nil` if it does not exist.
    public var snapshot: ElementSnapshot? {
        let live = app.liveSnapshot()
        return resolve(live).map { live.hierarchy.elements[$0] }
    }

    /// Whether the element exists now.
    public var exists: Bool { snapshot != nil }
    /// The label ("" if none or missing, as XCUIElement).
    public var label: String { snapshot?.label ?? "" }
    /// The identifier ("" if none or missing).
    public var identifier: String { snapshot?.identifier ?? "" }
    /// The value.
    public var value: String? { snapshot?.value }
    /// The placeholder, for text fields.
    public var placeholderValue: String? { snapshot?.placeholderValue }
    /// The type.
    public var elementType: ElementType? { snapshot?.elementType }
    /// The frame in screen coordinates (points); `.zero` if missing.
    public var frame: CGRect { snapshot?.frame ?? .zero }
    /// Whether it is enabled.
    public var isEnabled: Bool { snapshot?.isEnabled ?? false }
    /// Whether it is selected (has `.selected`).
    public var isSelected: Bool { snapshot?.traits?.contains(.selected) ?? false }

    /// Whether a tap would reach the element now: it exists, is visible, is enabled, and its frame
    /// has area on the screen (the application's frame).
    ///
    /// Stricter than XCUITest's `isHittable`, which also answers `true` for a disabled element and
    /// tests the element's hit point against what covers it: the model does not test occlusion by
    /// other views, and counts a disabled element as not hittable.
    public var isHittable: Bool {
        let live = app.liveSnapshot()
        guard let id = resolve(live), let element = live.hierarchy[id] else { return false }
        guard element.isVisible != false, element.isEnabled != false, let frame = element.frame,
              frame.isFiniteRect, frame.width > 0, frame.height > 0,
              let screen = live.hierarchy.screenFrame else { return false }
        return !frame.isOffScreen(screen)
    }

    /// Whether the element exists, answered at once: the model has no run loop, so nothing appears
    /// while waiting, and `timeout` (seconds) is not waited. Kept so XCUITest code ports unchanged.
    ///
    /// - Parameter timeout: Ignored (XCUITest waits up to this many seconds).
    /// - Returns: ``exists``.
    public func waitForExistence(timeout: TimeInterval) -> Bool { exists }

    /// Taps the element: runs its tap gestures or control actions in the model.
    ///
    /// Returns `false` when the element does not exist, when the tap did nothing, or when the element
    /// came from a subscript (`app.buttons["OK"]`) that matches several elements: XCUITest fails
    /// there with "Multiple matching elements found", and this does nothing. Pick one with
    /// ``ElementQuery/element(boundBy:)`` or ``ElementQuery/firstMatch``. Unlike XCUITest, a missing
    /// or ambiguous element does not fail the test by itself: assert on ``exists`` or on the result.
    @discardableResult
    public func tap() -> Bool {
        let live = app.liveSnapshot()
        guard let (_, object) = uniqueObject(in: live) else { return false }
        if let view = object as? View, view.isInteractive || view is Control { return view.performDefaultAction() }
        return object.accessibilityActivate()
    }

    /// Types `text` at the end of a ``TextField`` or ``TextView``, then runs the field's actions (a
    /// text field's `addAction` closures; a text view has none), as the keyboard would.
    ///
    /// Returns `false`, typing nothing, when the element is missing, ambiguous (see ``tap()``), not a
    /// text field or text view, disabled (a text field's `isEnabled`), not editable (a text view's
    /// `isEditable`) or not receiving touches. XCUITest fails the test in those cases; assert on the result.
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        let live = app.liveSnapshot()
        guard let (_, object) = uniqueObject(in: live) else { return false }
        if let field = object as? TextField {
            guard field.isEnabled, field.isUserInteractionEnabled else { return false }
            field.text = (field.text ?? "") + text
            field.actions.forEach { $0() }
            return true
        }
        if let view = object as? TextView {
            guard view.isEditable, view.isUserInteractionEnabled else { return false }
            view.text = (view.text ?? "") + text
            return true
        }
        return false
    }

    /// Elements of `type` inside this one.
    public func descendants(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(query).\(type.xcuiName)s") { live in
            guard let id = base(live) else { return [] }
            return live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst()
                .filter { $0.elementType == type }.map(\.id)
        }
    }
    /// Buttons inside this element.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Static texts inside this element.
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Images inside this element.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Cells inside this element.
    public var cells: ElementQuery { descendants(matching: .cell) }
}
