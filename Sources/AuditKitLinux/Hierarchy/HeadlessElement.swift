import Foundation

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
