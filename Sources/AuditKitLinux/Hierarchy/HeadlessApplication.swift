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
    /// Cells.
    public var cells: ElementQuery { descendants(matching: .cell) }
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
    public subscript(key: String) -> HeadlessElement {
        matching(identifier: key).firstMatch
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
}

/// One element found by a query, like `XCUIElement`: resolved afresh each time you read it.
public struct HeadlessElement: CustomStringConvertible {
    let app: HeadlessApplication
    let query: String
    let resolve: (LiveSnapshot) -> Int?

    init(app: HeadlessApplication, description: String, resolve: @escaping (LiveSnapshot) -> Int?) {
        self.app = app
        self.query = description
        self.resolve = resolve
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

    /// Taps the element: runs its tap gestures or control actions in the model.
    ///
    /// Returns `false` when the element does not exist or the tap did nothing. Unlike XCUITest, a
    /// missing element does not fail the test by itself: assert on ``exists`` or on the result.
    @discardableResult
    public func tap() -> Bool {
        let live = app.liveSnapshot()
        guard let id = resolve(live) else { return false }
        let object = live.objects[id]
        if let view = object as? View, view.isInteractive || view is Control { return view.performDefaultAction() }
        return object.accessibilityActivate()
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
}
