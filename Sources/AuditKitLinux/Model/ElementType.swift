/// The kind of an element as UI tests see it, with `XCUIElement.ElementType`'s case names.
///
/// A struct rather than an enum so that captures keep types this package does not list
/// (`XCUIElementTypeTouchBar` imports as `ElementType("touchBar")`). Encodes as its name; two types
/// are equal when their names are.
public struct ElementType: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The `XCUIElement.ElementType` case name, such as `"button"` or `"staticText"`.
    public let rawValue: String
    /// The type's place in ``known`` (0 for a type this package does not list), looked up once
    /// from the name so that ``isControl``, ``isText`` and ``isSystemBar`` compare no strings.
    private let knownIndex: UInt8

    /// Creates an element type from its `XCUIElement.ElementType` case name.
    public init(rawValue: String) {
        self.rawValue = rawValue
        self.knownIndex = Self.knownIndexByName[rawValue] ?? 0
    }
    /// Creates an element type from its `XCUIElement.ElementType` case name.
    public init(_ name: String) { self.init(rawValue: name) }

    /// Creates an element type from an Appium / WebDriverAgent tag such as `XCUIElementTypeButton`,
    /// or a debugDescription type such as `Button` or `StaticText`; `nil` for an empty name.
    public init?(xcuiName: String) {
        var name = xcuiName.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("XCUIElementType") { name.removeFirst("XCUIElementType".count) }
        guard let first = name.first else { return nil }
        let camel = first.lowercased() + name.dropFirst()
        let compact = camel.replacingOccurrences(of: " ", with: "")
        self.init(rawValue: Self.aliases[compact] ?? compact)
    }

    private static let aliases: [String: String] = ["textview": "textView", "statictext": "staticText"]

    /// Equal when the names are.
    public static func == (a: ElementType, b: ElementType) -> Bool {
        a.knownIndex == b.knownIndex && (a.knownIndex != 0 || a.rawValue == b.rawValue)
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Decodes a type from its name.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the type as its name.
    /// - Throws: `EncodingError` (not expected).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name XCUITest prints in a debugDescription, such as `Button` or `StaticText`.
    public var xcuiName: String {
        knownIndex != 0 ? Self.known[Int(knownIndex)].xcuiName : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
    /// The case name.
    public var description: String { rawValue }

    /// The type in words, for messages: "page indicator" for `pageIndicator`, "text field" for `textField`.
    public var readableName: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }

    /// `XCUIElement.ElementType.any`: matches every element type in a query
    /// (`descendants(matching: .any)`); no element has it as its own type.
    public static let any = ElementType("any")
    /// `XCUIElement.ElementType.other`: a view with no more specific type.
    public static let other = ElementType("other")
    /// `XCUIElement.ElementType.application`.
    public static let application = ElementType("application")
    /// `XCUIElement.ElementType.window`.
    public static let window = ElementType("window")
    /// `XCUIElement.ElementType.alert`.
    public static let alert = ElementType("alert")
    /// `XCUIElement.ElementType.sheet`.
    public static let sheet = ElementType("sheet")
    /// `XCUIElement.ElementType.button`.
    public static let button = ElementType("button")
    /// `XCUIElement.ElementType.link`.
    public static let link = ElementType("link")
    /// `XCUIElement.ElementType.image`.
    public static let image = ElementType("image")
    /// `XCUIElement.ElementType.icon`.
    public static let icon = ElementType("icon")
    /// `XCUIElement.ElementType.staticText`.
    public static let staticText = ElementType("staticText")
    /// `XCUIElement.ElementType.textView`.
    public static let textView = ElementType("textView")
    /// `XCUIElement.ElementType.textField`.
    public static let textField = ElementType("textField")
    /// `XCUIElement.ElementType.secureTextField`.
    public static let secureTextField = ElementType("secureTextField")
    /// `XCUIElement.ElementType.searchField`.
    public static let searchField = ElementType("searchField")
    /// `XCUIElement.ElementType.switch`.
    public static let `switch` = ElementType("switch")
    /// `XCUIElement.ElementType.toggle`.
    public static let toggle = ElementType("toggle")
    /// `XCUIElement.ElementType.slider`.
    public static let slider = ElementType("slider")
    /// `XCUIElement.ElementType.stepper`.
    public static let stepper = ElementType("stepper")
    /// `XCUIElement.ElementType.segmentedControl`.
    public static let segmentedControl = ElementType("segmentedControl")
    /// `XCUIElement.ElementType.picker`.
    public static let picker = ElementType("picker")
    /// `XCUIElement.ElementType.pageIndicator`.
    public static let pageIndicator = ElementType("pageIndicator")
    /// `XCUIElement.ElementType.tabBar`.
    public static let tabBar = ElementType("tabBar")
    /// `XCUIElement.ElementType.tab`.
    public static let tab = ElementType("tab")
    /// `XCUIElement.ElementType.navigationBar`.
    public static let navigationBar = ElementType("navigationBar")
    /// `XCUIElement.ElementType.toolbar`.
    public static let toolbar = ElementType("toolbar")
    /// `XCUIElement.ElementType.statusBar`.
    public static let statusBar = ElementType("statusBar")
    /// `XCUIElement.ElementType.keyboard`.
    public static let keyboard = ElementType("keyboard")
    /// `XCUIElement.ElementType.key`.
    public static let key = ElementType("key")
    /// `XCUIElement.ElementType.scrollView`.
    public static let scrollView = ElementType("scrollView")
    /// `XCUIElement.ElementType.table`.
    public static let table = ElementType("table")
    /// `XCUIElement.ElementType.collectionView`.
    public static let collectionView = ElementType("collectionView")
    /// `XCUIElement.ElementType.cell`.
    public static let cell = ElementType("cell")
    /// `XCUIElement.ElementType.webView`.
    public static let webView = ElementType("webView")
    /// `XCUIElement.ElementType.progressIndicator`.
    public static let progressIndicator = ElementType("progressIndicator")
    /// `XCUIElement.ElementType.activityIndicator`.
    public static let activityIndicator = ElementType("activityIndicator")
    /// A placeholder for content drawn by another process (`RemotePlaceholder` in a debugDescription
    /// dump: a remote view, such as a window hosted by a system service), which a capture cannot show.
    public static let remotePlaceholder = ElementType("remotePlaceholder")

    /// Whether a query for this type finds an element of type `type`: the same type, or any type
    /// for ``any``.
    public func matches(_ type: ElementType) -> Bool { self == .any || self == type }

    /// System bars: navigation bar, tab bar, toolbar and status bar.
    public var isSystemBar: Bool { Self.systemBarTypes >> UInt64(knownIndex) & 1 != 0 }
    /// Types that show text the user reads: static text, text views, text fields.
    public var isText: Bool { Self.textTypes >> UInt64(knownIndex) & 1 != 0 }
    /// Types that UI tests and VoiceOver treat as things to operate: buttons, links, text fields,
    /// secure text and search fields, switches, toggles, sliders, steppers, segmented controls,
    /// pickers, tabs, keys and page indicators.
    public var isControl: Bool { Self.controlTypes >> UInt64(knownIndex) & 1 != 0 }

    /// The type's place in the table of types this package lists (1 ..< ``knownTypeCount``), or 0
    /// for any other type: a dense key for counting by type without hashing names. Listed types
    /// have distinct ``xcuiName``s, none with a `[` (path steps rely on it).
    var knownPosition: Int { Int(knownIndex) }
    /// One more than the largest ``knownPosition``.
    static var knownTypeCount: Int { known.count }
    /// The types this package lists, in ``knownPosition`` order.
    static var listedTypes: [ElementType] { known.dropFirst().map { ElementType(rawValue: $0.name) } }

    /// The categories a known type belongs to.
    private struct Kinds: OptionSet {
        let rawValue: UInt8
        static let control = Kinds(rawValue: 1)
        static let text = Kinds(rawValue: 2)
        static let systemBar = Kinds(rawValue: 4)
    }

    /// The types this package names, with their categories and XCUITest names; entry 0 stands for
    /// every other type (no category).
    private static let known: [(name: String, xcuiName: String, kinds: Kinds)] = {
        let categories: [(String, Kinds)] = [
            ("other", []), ("application", []), ("window", []), ("alert", []), ("sheet", []),
            ("button", .control), ("link", .control), ("image", []), ("icon", []),
            ("staticText", .text), ("textView", .text), ("textField", [.text, .control]),
            ("secureTextField", [.text, .control]), ("searchField", [.text, .control]),
            ("switch", .control), ("toggle", .control), ("slider", .control), ("stepper", .control),
            ("segmentedControl", .control), ("picker", .control), ("pageIndicator", .control),
            ("tabBar", .systemBar), ("tab", .control), ("navigationBar", .systemBar), ("toolbar", .systemBar),
            ("statusBar", .systemBar), ("keyboard", []), ("key", .control), ("scrollView", []), ("table", []),
            ("collectionView", []), ("cell", []), ("webView", []), ("progressIndicator", []),
            ("activityIndicator", []), ("pickerWheel", []),
        ]
        return [("", "", [])]
            + categories.map { name, kinds in (name, name.prefix(1).uppercased() + name.dropFirst(), kinds) }
    }()

    /// The known types of each category as one bit per ``knownPosition``: a category is then a
    /// shift, not a copy of the type's entry in the table of known types (its names included).
    private static let controlTypes = mask(of: .control)
    private static let textTypes = mask(of: .text)
    private static let systemBarTypes = mask(of: .systemBar)

    private static func mask(of kind: Kinds) -> UInt64 {
        precondition(known.count <= UInt64.bitWidth, "one bit per known type")
        var mask: UInt64 = 0
        for (index, entry) in known.enumerated() where entry.kinds.contains(kind) { mask |= 1 << UInt64(index) }
        return mask
    }

    private static let knownIndexByName: [String: UInt8] = {
        var table: [String: UInt8] = [:]
        for (index, entry) in known.enumerated() where index > 0 { table[entry.name] = UInt8(index) }
        return table
    }()
}
