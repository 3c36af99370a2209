import Foundation

/// Ready-made queries for the descendants of each element type, like `XCUIElementTypeQueryProvider`:
/// `app.buttons` is `app.descendants(matching: .button)`.
///
/// ``HeadlessApplication``, ``ElementQuery`` and ``HeadlessElement`` conform, so every query offers
/// every type (`app.otherElements["list"].cells.buttons`), one for each case of
/// `XCUIElement.ElementType` (the macOS ones too, so that suites compile: no headless view has them).
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

    // The other types of `XCUIElementTypeQueryProvider`, most of them macOS's: no view of the
    // headless model has them, a view may report one as its type.
    /// Elements of type `.group`.
    public var groups: ElementQuery { descendants(matching: .group) }
    /// Elements of type `.drawer`.
    public var drawers: ElementQuery { descendants(matching: .drawer) }
    /// Elements of type `.dialog`.
    public var dialogs: ElementQuery { descendants(matching: .dialog) }
    /// Elements of type `.radioButton`.
    public var radioButtons: ElementQuery { descendants(matching: .radioButton) }
    /// Elements of type `.radioGroup`.
    public var radioGroups: ElementQuery { descendants(matching: .radioGroup) }
    /// Elements of type `.checkBox`.
    public var checkBoxes: ElementQuery { descendants(matching: .checkBox) }
    /// Elements of type `.disclosureTriangle`.
    public var disclosureTriangles: ElementQuery { descendants(matching: .disclosureTriangle) }
    /// Elements of type `.popUpButton`.
    public var popUpButtons: ElementQuery { descendants(matching: .popUpButton) }
    /// Elements of type `.comboBox`.
    public var comboBoxes: ElementQuery { descendants(matching: .comboBox) }
    /// Elements of type `.menuButton`.
    public var menuButtons: ElementQuery { descendants(matching: .menuButton) }
    /// Elements of type `.toolbarButton`.
    public var toolbarButtons: ElementQuery { descendants(matching: .toolbarButton) }
    /// Elements of type `.popover`.
    public var popovers: ElementQuery { descendants(matching: .popover) }
    /// Elements of type `.tabGroup`.
    public var tabGroups: ElementQuery { descendants(matching: .tabGroup) }
    /// Elements of type `.tableRow`.
    public var tableRows: ElementQuery { descendants(matching: .tableRow) }
    /// Elements of type `.tableColumn`.
    public var tableColumns: ElementQuery { descendants(matching: .tableColumn) }
    /// Elements of type `.outline`.
    public var outlines: ElementQuery { descendants(matching: .outline) }
    /// Elements of type `.outlineRow`.
    public var outlineRows: ElementQuery { descendants(matching: .outlineRow) }
    /// Elements of type `.browser`.
    public var browsers: ElementQuery { descendants(matching: .browser) }
    /// Elements of type `.pickerWheel`.
    public var pickerWheels: ElementQuery { descendants(matching: .pickerWheel) }
    /// Elements of type `.scrollBar`.
    public var scrollBars: ElementQuery { descendants(matching: .scrollBar) }
    /// Elements of type `.datePicker`.
    public var datePickers: ElementQuery { descendants(matching: .datePicker) }
    /// Elements of type `.menu`.
    public var menus: ElementQuery { descendants(matching: .menu) }
    /// Elements of type `.menuItem`.
    public var menuItems: ElementQuery { descendants(matching: .menuItem) }
    /// Elements of type `.menuBar`.
    public var menuBars: ElementQuery { descendants(matching: .menuBar) }
    /// Elements of type `.menuBarItem`.
    public var menuBarItems: ElementQuery { descendants(matching: .menuBarItem) }
    /// Elements of type `.map`.
    public var maps: ElementQuery { descendants(matching: .map) }
    /// Elements of type `.incrementArrow`.
    public var incrementArrows: ElementQuery { descendants(matching: .incrementArrow) }
    /// Elements of type `.decrementArrow`.
    public var decrementArrows: ElementQuery { descendants(matching: .decrementArrow) }
    /// Elements of type `.timeline`.
    public var timelines: ElementQuery { descendants(matching: .timeline) }
    /// Elements of type `.ratingIndicator`.
    public var ratingIndicators: ElementQuery { descendants(matching: .ratingIndicator) }
    /// Elements of type `.valueIndicator`.
    public var valueIndicators: ElementQuery { descendants(matching: .valueIndicator) }
    /// Elements of type `.splitGroup`.
    public var splitGroups: ElementQuery { descendants(matching: .splitGroup) }
    /// Elements of type `.splitter`.
    public var splitters: ElementQuery { descendants(matching: .splitter) }
    /// Elements of type `.relevanceIndicator`.
    public var relevanceIndicators: ElementQuery { descendants(matching: .relevanceIndicator) }
    /// Elements of type `.colorWell`.
    public var colorWells: ElementQuery { descendants(matching: .colorWell) }
    /// Elements of type `.helpTag`.
    public var helpTags: ElementQuery { descendants(matching: .helpTag) }
    /// Elements of type `.matte`.
    public var mattes: ElementQuery { descendants(matching: .matte) }
    /// Elements of type `.dockItem`.
    public var dockItems: ElementQuery { descendants(matching: .dockItem) }
    /// Elements of type `.ruler`.
    public var rulers: ElementQuery { descendants(matching: .ruler) }
    /// Elements of type `.rulerMarker`.
    public var rulerMarkers: ElementQuery { descendants(matching: .rulerMarker) }
    /// Elements of type `.grid`.
    public var grids: ElementQuery { descendants(matching: .grid) }
    /// Elements of type `.levelIndicator`.
    public var levelIndicators: ElementQuery { descendants(matching: .levelIndicator) }
    /// Elements of type `.layoutArea`.
    public var layoutAreas: ElementQuery { descendants(matching: .layoutArea) }
    /// Elements of type `.layoutItem`.
    public var layoutItems: ElementQuery { descendants(matching: .layoutItem) }
    /// Elements of type `.handle`.
    public var handles: ElementQuery { descendants(matching: .handle) }
    /// Elements of type `.touchBar`.
    public var touchBars: ElementQuery { descendants(matching: .touchBar) }
    /// Elements of type `.statusItem`.
    public var statusItems: ElementQuery { descendants(matching: .statusItem) }
}
