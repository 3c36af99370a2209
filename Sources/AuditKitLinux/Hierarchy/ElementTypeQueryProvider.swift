import Foundation

/// Ready-made queries for the descendants of each element type, like `XCUIElementTypeQueryProvider`:
/// `app.buttons` is `app.descendants(matching: .button)`.
///
/// ``HeadlessApplication``, ``ElementQuery`` and ``HeadlessElement`` conform, so every query offers
/// every type (`app.otherElements["list"].cells.buttons`). The types are the iOS ones of
/// `XCUIElement.ElementType`; the macOS-only ones (menus, outlines, check boxes) are not offered.
public protocol ElementTypeQueryProvider {
    /// Every element of `type` (``ElementType/any``: of every type) below this one in the
    /// automation view, in depth-first order.
    func descendants(matching type: ElementType) -> ElementQuery
    /// Every element of `type` (``ElementType/any``: of every type) directly below this one in the
    /// automation view.
    func children(matching type: ElementType) -> ElementQuery
}

extension ElementTypeQueryProvider {
    /// Windows.
    public var windows: ElementQuery { descendants(matching: .window) }
    /// Alerts.
    public var alerts: ElementQuery { descendants(matching: .alert) }
    /// Sheets (action sheets).
    public var sheets: ElementQuery { descendants(matching: .sheet) }
    /// Buttons (``Button``, tab bar buttons, segments, stepper buttons, views with `.button`).
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Links (elements with `.link`).
    public var links: ElementQuery { descendants(matching: .link) }
    /// Images.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Icons (home screen icons).
    public var icons: ElementQuery { descendants(matching: .icon) }
    /// Static texts (labels).
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Text views.
    public var textViews: ElementQuery { descendants(matching: .textView) }
    /// Text fields.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Secure text fields.
    public var secureTextFields: ElementQuery { descendants(matching: .secureTextField) }
    /// Search fields.
    public var searchFields: ElementQuery { descendants(matching: .searchField) }
    /// Switches.
    public var switches: ElementQuery { descendants(matching: .switch) }
    /// Toggles.
    public var toggles: ElementQuery { descendants(matching: .toggle) }
    /// Sliders.
    public var sliders: ElementQuery { descendants(matching: .slider) }
    /// Steppers (``Stepper``); their "Increment" and "Decrement" buttons are inside.
    public var steppers: ElementQuery { descendants(matching: .stepper) }
    /// Segmented controls (``SegmentedControl``); their segments are the buttons inside.
    public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
    /// Pickers.
    public var pickers: ElementQuery { descendants(matching: .picker) }
    /// Page indicators (``PageControl``).
    public var pageIndicators: ElementQuery { descendants(matching: .pageIndicator) }
    /// Progress indicators.
    public var progressIndicators: ElementQuery { descendants(matching: .progressIndicator) }
    /// Activity indicators.
    public var activityIndicators: ElementQuery { descendants(matching: .activityIndicator) }
    /// Tab bars.
    public var tabBars: ElementQuery { descendants(matching: .tabBar) }
    /// Tabs.
    public var tabs: ElementQuery { descendants(matching: .tab) }
    /// Navigation bars.
    public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
    /// Toolbars.
    public var toolbars: ElementQuery { descendants(matching: .toolbar) }
    /// Status bars.
    public var statusBars: ElementQuery { descendants(matching: .statusBar) }
    /// Keyboards.
    public var keyboards: ElementQuery { descendants(matching: .keyboard) }
    /// Keyboard keys.
    public var keys: ElementQuery { descendants(matching: .key) }
    /// Scroll views (``ScrollView``).
    public var scrollViews: ElementQuery { descendants(matching: .scrollView) }
    /// Tables.
    public var tables: ElementQuery { descendants(matching: .table) }
    /// Collection views.
    public var collectionViews: ElementQuery { descendants(matching: .collectionView) }
    /// Cells (``TableViewCell``).
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Web views.
    public var webViews: ElementQuery { descendants(matching: .webView) }
    /// Elements of type `.other` (plain views, containers).
    public var otherElements: ElementQuery { descendants(matching: .other) }
}
