/// The kind of an element as UI tests see it, with `XCUIElement.ElementType`'s case names.
///
/// A struct rather than an enum so that captures keep types this package does not list
/// (`XCUIElementTypeTouchBar` imports as `ElementType("touchBar")`). Encodes as its name; two types
/// are equal when their names are.
public struct ElementType: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The `XCUIElement.ElementType` case name, such as `"button"` or `"staticText"`.
    public let rawValue: String
    /// The type's place in ``known`` (0 for a type this package does not list), looked up once
    /// from the name so that equality compares no strings.
    @usableFromInline let knownIndex: UInt8
    /// The type's categories (from ``known``), kept here so that ``isControl``, ``isText`` and
    /// ``isSystemBar`` read no table.
    @usableFromInline let kinds: Kinds

    /// Creates an element type from its `XCUIElement.ElementType` case name.
    public init(rawValue: String) {
        self.rawValue = rawValue
        let index = Self.knownIndexByName[rawValue] ?? 0
        self.knownIndex = index
        self.kinds = Self.known[Int(index)].kinds
    }

    /// A type this package lists, with its place in ``known`` and its categories given as
    /// ``init(rawValue:)`` finds them (`ElementTypeTests` checks each constant against it): the
    /// constants below are made with it, so that reading one (`.button`) costs no lazily
    /// initialised global and no lookup, and comparing with one compares a byte.
    @inlinable @inline(__always)
    init(listed name: String, at index: UInt8, _ kinds: Kinds) {
        self.rawValue = name
        self.knownIndex = index
        self.kinds = kinds
    }

    /// A type this package does not list (``any``, ``remotePlaceholder``), as ``init(rawValue:)`` makes it.
    @inlinable @inline(__always)
    init(unlisted name: String) {
        self.rawValue = name
        self.knownIndex = 0
        self.kinds = []
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
    @inlinable public static func == (a: ElementType, b: ElementType) -> Bool {
        a.knownIndex == b.knownIndex && (a.knownIndex != 0 || a.rawValue == b.rawValue)
    }

    /// Hashes the type's place among the types this package lists, or the name of a type it does
    /// not list (equal types have equal places, and equal names where they are not listed).
    public func hash(into hasher: inout Hasher) {
        if knownIndex != 0 {
            hasher.combine(knownIndex)
        } else {
            hasher.combine(rawValue)
        }
    }

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
        // An ASCII name's characters are its bytes: upper-case letters are A to Z, lower-cased by
        // adding 0x20, and nothing else changes.
        let utf8 = rawValue.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 4)
            for byte in utf8 {
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                    if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                    bytes.append(byte + 0x20)
                } else {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var words = ""
        for character in rawValue {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }

    /// `XCUIElement.ElementType.any`: matches every element type in a query
    /// (`descendants(matching: .any)`); no element has it as its own type.
    @inlinable public static var any: ElementType { ElementType(unlisted: "any") }
    /// `XCUIElement.ElementType.other`: a view with no more specific type.
    @inlinable public static var other: ElementType { ElementType(listed: "other", at: 1, []) }
    /// `XCUIElement.ElementType.application`.
    @inlinable public static var application: ElementType { ElementType(listed: "application", at: 2, []) }
    /// `XCUIElement.ElementType.window`.
    @inlinable public static var window: ElementType { ElementType(listed: "window", at: 3, []) }
    /// `XCUIElement.ElementType.alert`.
    @inlinable public static var alert: ElementType { ElementType(listed: "alert", at: 4, []) }
    /// `XCUIElement.ElementType.sheet`.
    @inlinable public static var sheet: ElementType { ElementType(listed: "sheet", at: 5, []) }
    /// `XCUIElement.ElementType.button`.
    @inlinable public static var button: ElementType { ElementType(listed: "button", at: 6, .control) }
    /// `XCUIElement.ElementType.link`.
    @inlinable public static var link: ElementType { ElementType(listed: "link", at: 7, .control) }
    /// `XCUIElement.ElementType.image`.
    @inlinable public static var image: ElementType { ElementType(listed: "image", at: 8, []) }
    /// `XCUIElement.ElementType.icon`.
    @inlinable public static var icon: ElementType { ElementType(listed: "icon", at: 9, []) }
    /// `XCUIElement.ElementType.staticText`.
    @inlinable public static var staticText: ElementType { ElementType(listed: "staticText", at: 10, .text) }
    /// `XCUIElement.ElementType.textView`.
    @inlinable public static var textView: ElementType { ElementType(listed: "textView", at: 11, .text) }
    /// `XCUIElement.ElementType.textField`.
    @inlinable public static var textField: ElementType { ElementType(listed: "textField", at: 12, [.text, .control]) }
    /// `XCUIElement.ElementType.secureTextField`.
    @inlinable public static var secureTextField: ElementType {
        ElementType(listed: "secureTextField", at: 13, [.text, .control])
    }
    /// `XCUIElement.ElementType.searchField`.
    @inlinable public static var searchField: ElementType {
        ElementType(listed: "searchField", at: 14, [.text, .control])
    }
    /// `XCUIElement.ElementType.switch`.
    @inlinable public static var `switch`: ElementType { ElementType(listed: "switch", at: 15, .control) }
    /// `XCUIElement.ElementType.toggle`.
    @inlinable public static var toggle: ElementType { ElementType(listed: "toggle", at: 16, .control) }
    /// `XCUIElement.ElementType.slider`.
    @inlinable public static var slider: ElementType { ElementType(listed: "slider", at: 17, .control) }
    /// `XCUIElement.ElementType.stepper`.
    @inlinable public static var stepper: ElementType { ElementType(listed: "stepper", at: 18, .control) }
    /// `XCUIElement.ElementType.segmentedControl`.
    @inlinable public static var segmentedControl: ElementType {
        ElementType(listed: "segmentedControl", at: 19, .control)
    }
    /// `XCUIElement.ElementType.picker`.
    @inlinable public static var picker: ElementType { ElementType(listed: "picker", at: 20, .control) }
    /// `XCUIElement.ElementType.pageIndicator`.
    @inlinable public static var pageIndicator: ElementType { ElementType(listed: "pageIndicator", at: 21, .control) }
    /// `XCUIElement.ElementType.tabBar`.
    @inlinable public static var tabBar: ElementType { ElementType(listed: "tabBar", at: 22, .systemBar) }
    /// `XCUIElement.ElementType.tab`.
    @inlinable public static var tab: ElementType { ElementType(listed: "tab", at: 23, .control) }
    /// `XCUIElement.ElementType.navigationBar`.
    @inlinable public static var navigationBar: ElementType { ElementType(listed: "navigationBar", at: 24, .systemBar) }
    /// `XCUIElement.ElementType.toolbar`.
    @inlinable public static var toolbar: ElementType { ElementType(listed: "toolbar", at: 25, .systemBar) }
    /// `XCUIElement.ElementType.statusBar`.
    @inlinable public static var statusBar: ElementType { ElementType(listed: "statusBar", at: 26, .systemBar) }
    /// `XCUIElement.ElementType.keyboard`.
    @inlinable public static var keyboard: ElementType { ElementType(listed: "keyboard", at: 27, []) }
    /// `XCUIElement.ElementType.key`.
    @inlinable public static var key: ElementType { ElementType(listed: "key", at: 28, .control) }
    /// `XCUIElement.ElementType.scrollView`.
    @inlinable public static var scrollView: ElementType { ElementType(listed: "scrollView", at: 29, []) }
    /// `XCUIElement.ElementType.table`.
    @inlinable public static var table: ElementType { ElementType(listed: "table", at: 30, []) }
    /// `XCUIElement.ElementType.collectionView`.
    @inlinable public static var collectionView: ElementType { ElementType(listed: "collectionView", at: 31, []) }
    /// `XCUIElement.ElementType.cell`.
    @inlinable public static var cell: ElementType { ElementType(listed: "cell", at: 32, []) }
    /// `XCUIElement.ElementType.webView`.
    @inlinable public static var webView: ElementType { ElementType(listed: "webView", at: 33, []) }
    /// `XCUIElement.ElementType.progressIndicator`.
    @inlinable public static var progressIndicator: ElementType { ElementType(listed: "progressIndicator", at: 34, []) }
    /// `XCUIElement.ElementType.activityIndicator`.
    @inlinable public static var activityIndicator: ElementType { ElementType(listed: "activityIndicator", at: 35, []) }
    /// A placeholder for content drawn by another process (`RemotePlaceholder` in a debugDescription
    /// dump: a remote view, such as a window hosted by a system service), which a capture cannot show.
    @inlinable public static var remotePlaceholder: ElementType { ElementType(unlisted: "remotePlaceholder") }

    /// Whether a query for this type finds an element of type `type`: the same type, or any type
    /// for ``any``.
    @inlinable public func matches(_ type: ElementType) -> Bool { self == .any || self == type }

    /// System bars: navigation bar, tab bar, toolbar and status bar.
    @inlinable public var isSystemBar: Bool { kinds.contains(.systemBar) }
    /// Types that show text the user reads: static text, text views, text fields.
    @inlinable public var isText: Bool { kinds.contains(.text) }
    /// Types that UI tests and VoiceOver treat as things to operate: buttons, links, text fields,
    /// secure text and search fields, switches, toggles, sliders, steppers, segmented controls,
    /// pickers, tabs, keys and page indicators.
    @inlinable public var isControl: Bool { kinds.contains(.control) }

    /// The type's place in the table of types this package lists (1 ..< ``knownTypeCount``), or 0
    /// for any other type: a dense key for counting by type without hashing names. Listed types
    /// have distinct ``xcuiName``s, none with a `[` (path steps rely on it).
    @inlinable package var knownPosition: Int { Int(knownIndex) }
    /// The listed type at `position` (1 ..< ``knownTypeCount``), as ``knownPosition`` gives it.
    package static func listed(atPosition position: Int) -> ElementType { ElementType(rawValue: known[position].name) }

    /// The ``xcuiName`` of the listed type at `position`, without making the type.
    package static func xcuiName(atPosition position: Int) -> String { known[position].xcuiName }

    /// One more than the largest ``knownPosition``.
    package static var knownTypeCount: Int { known.count }
    /// The types this package lists, in ``knownPosition`` order.
    static var listedTypes: [ElementType] { known.dropFirst().map { ElementType(rawValue: $0.name) } }

    /// The categories a known type belongs to.
    @usableFromInline struct Kinds: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt8
        @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
        @inlinable static var control: Kinds { Kinds(rawValue: 1) }
        @inlinable static var text: Kinds { Kinds(rawValue: 2) }
        @inlinable static var systemBar: Kinds { Kinds(rawValue: 4) }
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

    private static let knownIndexByName: [String: UInt8] = {
        var table: [String: UInt8] = [:]
        for (index, entry) in known.enumerated() where index > 0 { table[entry.name] = UInt8(index) }
        return table
    }()
}

/// A set of element types asked about once per element: the types this package lists are
/// answered by their table place (``ElementType/knownPosition``, a bit of one word), without
/// hashing their names as `Set<ElementType>` does; other types by name.
@usableFromInline package struct ElementTypeSet: Sendable {
    /// Bit `knownPosition` for each listed member.
    @usableFromInline let listed: UInt64
    /// The members this package does not list.
    @usableFromInline let unlisted: Set<ElementType>

    package init(_ types: Set<ElementType>) {
        precondition(ElementType.knownTypeCount <= 64, "one bit per listed type")
        listed = types.reduce(0) { $1.knownPosition != 0 ? $0 | (1 << UInt64($1.knownPosition)) : $0 }
        unlisted = types.filter { $0.knownPosition == 0 }
    }

    /// Whether `type` is a member: what `Set<ElementType>.contains` answers.
    @inlinable @inline(__always)
    package func contains(_ type: ElementType) -> Bool {
        let position = type.knownPosition
        if position != 0 { return listed & (1 << UInt64(position)) != 0 }
        return !unlisted.isEmpty && unlisted.contains(type)
    }
}
