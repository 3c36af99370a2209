/// The rest of `XCUIElement.ElementType`'s cases, so that every case a suite names exists here, and
/// Apple's raw values (`XCUIElement.ElementType.rawValue`), which predicates may compare with
/// (`elementType == 9`).
///
/// The types below are unlisted (``ElementType/knownPosition`` 0: compared by name): mostly
/// macOS's (menus, outlines, check boxes) and iOS's date pickers, picker wheels and maps. No view
/// of the headless model has them, but a view may return one as its ``View/elementType``, and a
/// capture keeps them by name.
extension ElementType {
    /// `XCUIElement.ElementType.group`.
    public static var group: ElementType { ElementType(rawValue: "group") }
    /// `XCUIElement.ElementType.drawer`.
    public static var drawer: ElementType { ElementType(rawValue: "drawer") }
    /// `XCUIElement.ElementType.dialog`.
    public static var dialog: ElementType { ElementType(rawValue: "dialog") }
    /// `XCUIElement.ElementType.radioButton`.
    public static var radioButton: ElementType { ElementType(rawValue: "radioButton") }
    /// `XCUIElement.ElementType.radioGroup`.
    public static var radioGroup: ElementType { ElementType(rawValue: "radioGroup") }
    /// `XCUIElement.ElementType.checkBox`.
    public static var checkBox: ElementType { ElementType(rawValue: "checkBox") }
    /// `XCUIElement.ElementType.disclosureTriangle`.
    public static var disclosureTriangle: ElementType { ElementType(rawValue: "disclosureTriangle") }
    /// `XCUIElement.ElementType.popUpButton`.
    public static var popUpButton: ElementType { ElementType(rawValue: "popUpButton") }
    /// `XCUIElement.ElementType.comboBox`.
    public static var comboBox: ElementType { ElementType(rawValue: "comboBox") }
    /// `XCUIElement.ElementType.menuButton`.
    public static var menuButton: ElementType { ElementType(rawValue: "menuButton") }
    /// `XCUIElement.ElementType.toolbarButton`.
    public static var toolbarButton: ElementType { ElementType(rawValue: "toolbarButton") }
    /// `XCUIElement.ElementType.popover`.
    public static var popover: ElementType { ElementType(rawValue: "popover") }
    /// `XCUIElement.ElementType.tabGroup`.
    public static var tabGroup: ElementType { ElementType(rawValue: "tabGroup") }
    /// `XCUIElement.ElementType.tableRow`.
    public static var tableRow: ElementType { ElementType(rawValue: "tableRow") }
    /// `XCUIElement.ElementType.tableColumn`.
    public static var tableColumn: ElementType { ElementType(rawValue: "tableColumn") }
    /// `XCUIElement.ElementType.outline`.
    public static var outline: ElementType { ElementType(rawValue: "outline") }
    /// `XCUIElement.ElementType.outlineRow`.
    public static var outlineRow: ElementType { ElementType(rawValue: "outlineRow") }
    /// `XCUIElement.ElementType.browser`.
    public static var browser: ElementType { ElementType(rawValue: "browser") }
    /// `XCUIElement.ElementType.pickerWheel`.
    public static var pickerWheel: ElementType { ElementType(rawValue: "pickerWheel") }
    /// `XCUIElement.ElementType.scrollBar`.
    public static var scrollBar: ElementType { ElementType(rawValue: "scrollBar") }
    /// `XCUIElement.ElementType.datePicker`.
    public static var datePicker: ElementType { ElementType(rawValue: "datePicker") }
    /// `XCUIElement.ElementType.menu`.
    public static var menu: ElementType { ElementType(rawValue: "menu") }
    /// `XCUIElement.ElementType.menuItem`.
    public static var menuItem: ElementType { ElementType(rawValue: "menuItem") }
    /// `XCUIElement.ElementType.menuBar`.
    public static var menuBar: ElementType { ElementType(rawValue: "menuBar") }
    /// `XCUIElement.ElementType.menuBarItem`.
    public static var menuBarItem: ElementType { ElementType(rawValue: "menuBarItem") }
    /// `XCUIElement.ElementType.map`.
    public static var map: ElementType { ElementType(rawValue: "map") }
    /// `XCUIElement.ElementType.incrementArrow`.
    public static var incrementArrow: ElementType { ElementType(rawValue: "incrementArrow") }
    /// `XCUIElement.ElementType.decrementArrow`.
    public static var decrementArrow: ElementType { ElementType(rawValue: "decrementArrow") }
    /// `XCUIElement.ElementType.timeline`.
    public static var timeline: ElementType { ElementType(rawValue: "timeline") }
    /// `XCUIElement.ElementType.ratingIndicator`.
    public static var ratingIndicator: ElementType { ElementType(rawValue: "ratingIndicator") }
    /// `XCUIElement.ElementType.valueIndicator`.
    public static var valueIndicator: ElementType { ElementType(rawValue: "valueIndicator") }
    /// `XCUIElement.ElementType.splitGroup`.
    public static var splitGroup: ElementType { ElementType(rawValue: "splitGroup") }
    /// `XCUIElement.ElementType.splitter`.
    public static var splitter: ElementType { ElementType(rawValue: "splitter") }
    /// `XCUIElement.ElementType.relevanceIndicator`.
    public static var relevanceIndicator: ElementType { ElementType(rawValue: "relevanceIndicator") }
    /// `XCUIElement.ElementType.colorWell`.
    public static var colorWell: ElementType { ElementType(rawValue: "colorWell") }
    /// `XCUIElement.ElementType.helpTag`.
    public static var helpTag: ElementType { ElementType(rawValue: "helpTag") }
    /// `XCUIElement.ElementType.matte`.
    public static var matte: ElementType { ElementType(rawValue: "matte") }
    /// `XCUIElement.ElementType.dockItem`.
    public static var dockItem: ElementType { ElementType(rawValue: "dockItem") }
    /// `XCUIElement.ElementType.ruler`.
    public static var ruler: ElementType { ElementType(rawValue: "ruler") }
    /// `XCUIElement.ElementType.rulerMarker`.
    public static var rulerMarker: ElementType { ElementType(rawValue: "rulerMarker") }
    /// `XCUIElement.ElementType.grid`.
    public static var grid: ElementType { ElementType(rawValue: "grid") }
    /// `XCUIElement.ElementType.levelIndicator`.
    public static var levelIndicator: ElementType { ElementType(rawValue: "levelIndicator") }
    /// `XCUIElement.ElementType.layoutArea`.
    public static var layoutArea: ElementType { ElementType(rawValue: "layoutArea") }
    /// `XCUIElement.ElementType.layoutItem`.
    public static var layoutItem: ElementType { ElementType(rawValue: "layoutItem") }
    /// `XCUIElement.ElementType.handle`.
    public static var handle: ElementType { ElementType(rawValue: "handle") }
    /// `XCUIElement.ElementType.touchBar`.
    public static var touchBar: ElementType { ElementType(rawValue: "touchBar") }
    /// `XCUIElement.ElementType.statusItem`.
    public static var statusItem: ElementType { ElementType(rawValue: "statusItem") }

    /// `XCUIElement.ElementType`'s case names in the order of their raw values (0 `any` … 82
    /// `statusItem`), from XCTest's `XCUIElementTypes.h`.
    package static let appleCaseNames: [String] = [
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button",
        "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton", "comboBox", "menuButton",
        "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup", "toolbar",
        "statusBar", "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView",
        "slider", "pageIndicator", "progressIndicator", "activityIndicator", "segmentedControl", "picker",
        "pickerWheel", "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar",
        "staticText", "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar",
        "menuBarItem", "map", "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator",
        "valueIndicator", "splitGroup", "splitter", "relevanceIndicator", "colorWell", "helpTag", "matte",
        "dockItem", "ruler", "rulerMarker", "grid", "levelIndicator", "cell", "layoutArea", "layoutItem", "handle",
        "stepper", "tab", "touchBar", "statusItem",
    ]

    private static let appleRawValues: [String: UInt] = Dictionary(
        uniqueKeysWithValues: appleCaseNames.enumerated().map { ($1, UInt($0)) })

    /// The type's `XCUIElement.ElementType.rawValue` on Apple's platforms (`button` is 9), or `nil`
    /// for a type Apple does not list.
    public var appleRawValue: UInt? { Self.appleRawValues[rawValue] }

    /// The type whose `XCUIElement.ElementType.rawValue` is `appleRawValue`, or `nil` past the last (82).
    public init?(appleRawValue: UInt) {
        guard appleRawValue < UInt(Self.appleCaseNames.count) else { return nil }
        self.init(rawValue: Self.appleCaseNames[Int(appleRawValue)])
    }

    /// Every case of `XCUIElement.ElementType`, in the order of their raw values (``any`` first).
    public static var allAppleCases: [ElementType] { appleCaseNames.map { ElementType(rawValue: $0) } }
}
