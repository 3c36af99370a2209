import Foundation

/// Reads this package's hierarchy JSON straight from its bytes into the hierarchy's own types: the
/// first, fastest path of ``HierarchyJSONImporter``.
///
/// It reads the fields of ``ElementSnapshot`` and ``TextSnapshot`` by hand (numbers, flags,
/// strings, index lists, frames) and every other value (colours, traits, fonts, images, settings,
/// the source, the structural problems) with the type's own `Decodable` conformance over a
/// ``JSONTree`` of that value alone, remembered by the value's bytes, so that the colours and
/// traits thousands of elements repeat are decoded once.
///
/// Like ``JSONTree``, it answers only when it reads the document exactly as `JSONSerialization`
/// and the strict decoder over it would, and gives up (`nil`) on anything else: an unknown,
/// repeated or missing key, `null` where a value is required, a value of another type, a number
/// that is not an exact `Int` where one is asked for. The importer then reads the document the
/// slower ways, which word every error; so no error is worded here.
struct HierarchyJSONReader {
    private var reader: JSONTree.Reader
    /// For each distinct key of the document (``JSONTree/Reader/key()``'s number), its field in an
    /// element, a text and the other objects: -1 when it names none, -2 not yet looked up.
    private var elementFields: [Int8] = []
    private var textFields: [Int8] = []
    /// Each distinct key's bytes, and the key that followed it last time (its number, or -1),
    /// from slot `3 + key`; slots 0, 1, 2 hold the first key of an element, a text and any other
    /// object. The writer sorts keys, so most keys are the one that followed the previous key in
    /// the previous object of the same kind, and are known by comparing bytes, without hashing.
    private var keyBytes: [[UInt8]] = []
    private var nextKey: [Int] = [-1, -1, -1]
    // Values decoded with their own conformances, by their bytes: one cache per field, as a
    // value's depth in the document (which the tree reader limits) is then always the same.
    private var traitsCache = ValueCache<AccessibilityTraits>()
    private var backgroundColorCache = ValueCache<RGBA>()
    private var effectiveBackgroundColorCache = ValueCache<RGBA>()
    private var textColorCache = ValueCache<RGBA>()
    private var fontCache = ValueCache<Font>()
    private var imageCache = ValueCache<Image>()

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        reader = JSONTree.Reader(bytes: bytes)
    }

    /// The hierarchy `data` holds when it is a document of the supported format and version that
    /// this reader reads as the strict decoder would; `nil` to leave it to the slower readers.
    /// The hierarchy is not yet checked (``AccessibilityHierarchy/validateDecodedStructure(name:)``).
    static func read(_ data: Data) -> AccessibilityHierarchy? {
        data.withUnsafeBytes { raw -> AccessibilityHierarchy? in
            var reader = HierarchyJSONReader(bytes: raw.bindMemory(to: UInt8.self))
            guard let hierarchy = reader.envelope() else { return nil }
            reader.reader.skipWhitespace()
            return reader.reader.index == reader.reader.bytes.count ? hierarchy : nil
        }
    }

    // MARK: The document's objects

    /// `{ "format": "auditkit-hierarchy", "version": 1, "hierarchy": {…} }`, at depth 0.
    private mutating func envelope() -> AccessibilityHierarchy? {
        var hierarchy: AccessibilityHierarchy?
        var seen: UInt8 = 0
        let complete = members { this, name in
            switch name {
            case "format":
                guard seen & 1 == 0, this.peek(UInt8(ascii: "\"")), let format = this.reader.string(),
                    format == AccessibilityHierarchy.jsonFormatName
                else { return false }
                seen |= 1
            case "version":
                guard seen & 2 == 0, case .integer(AccessibilityHierarchy.jsonFormatVersion)? = this.reader.number()
                else { return false }
                seen |= 2
            case "hierarchy":
                guard seen & 4 == 0, let read = this.hierarchy() else { return false }
                hierarchy = read
                seen |= 4
            default:
                return false
            }
            return true
        }
        return complete && seen == 7 ? hierarchy : nil
    }

    /// The hierarchy object, at depth 1 (its members' values at depth 2).
    private mutating func hierarchy() -> AccessibilityHierarchy? {
        var elements: [ElementSnapshot] = []
        var rootID: Int?
        var settings: AccessibilitySettings?
        var source: AccessibilityHierarchy.Source?
        var problems: [StructuralProblem]?
        var seen: UInt8 = 0
        let complete = members { this, name in
            let bit: UInt8
            switch name {
            case "elements":
                bit = 1
                guard let read = this.elements() else { return false }
                elements = read
            case "rootID":
                bit = 2
                guard this.optional({ $0.integer() }, into: &rootID) else { return false }
            case "settings":
                bit = 4
                if !this.null() {
                    guard let read = this.decoded(AccessibilitySettings.self, depth: 2) else { return false }
                    settings = read
                }
            case "source":
                bit = 8
                guard let read = this.decoded(AccessibilityHierarchy.Source.self, depth: 2) else { return false }
                source = read
            case "problems":
                bit = 16
                guard let read = this.decoded([StructuralProblem].self, depth: 2) else { return false }
                problems = read
            default:
                return false
            }
            guard seen & bit == 0 else { return false }
            seen |= bit
            return true
        }
        // `elements`, `source` and `problems` are required; `rootID` and `settings` may be absent.
        guard complete, seen & (1 | 8 | 16) == (1 | 8 | 16), let source, let problems else { return nil }
        return AccessibilityHierarchy(
            elements: elements, rootID: rootID, settings: settings, source: source, problems: problems)
    }

    /// The `elements` array, at depth 2 (each element at depth 3).
    private mutating func elements() -> [ElementSnapshot]? {
        var elements: [ElementSnapshot] = []
        let complete = array { this in
            guard let element = this.element() else { return false }
            elements.append(element)
            return true
        }
        return complete ? elements : nil
    }

    /// The members of ``ElementSnapshot`` as its synthesized `Codable` conformance writes them.
    private enum ElementField: String, CaseIterable {
        case id, elementType, isAccessibilityElement, label, value, hint, identifier, placeholderValue, traits, frame
        case isVisible, isEnabled, isSelected, isInteractive, hasActivation, hasAdjustment, hasEscape
        case customActionNames, isModal, accessibilityElementsHidden, ignoresInvertColors, language
        case hasCustomAccessibilityOrder, text, image, backgroundColor, effectiveBackgroundColor, effectiveAlpha
        case isTranslucentMaterial, motionEffects, displaysMedia, hasFixedHeight, isHittable, isCustomElement
        case isInSystemBar, pathComponent, parent, children, isInAccessibilityView, accessibilityChildren
        case isInAutomationView, automationChildren

        static let byName = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1.rawValue, Int8($0)) })
        /// The fields in order, made once (`allCases` may build its array at each use).
        static let all = allCases
        /// The fields that are not optional: a document must give each.
        static let required: UInt64 = [
            ElementField.id, .elementType, .isCustomElement, .isInSystemBar, .pathComponent, .children,
            .accessibilityChildren, .isInAutomationView, .automationChildren,
        ].reduce(0) { $0 | 1 << UInt64(allCases.firstIndex(of: $1)!) }
    }

    /// One element, at depth 3 (its members' values at depth 4).
    private mutating func element() -> ElementSnapshot? {
        guard beginObject() else { return nil }
        var cursor = ObjectCursor(slot: 0)
        var element = ElementSnapshot(id: 0, elementType: .other, pathComponent: "")
        // The facts kept in the element's shared box are gathered here and stored once, at the end
        // (each property's setter would update the box on its own).
        var rare = ElementSnapshot.RareFacts()
        var seen: UInt64 = 0
        while true {
            let id = nextMember(&cursor)
            if id == ObjectCursor.end { break }
            guard id >= 0 else { return nil }
            let index =
                id < elementFields.count && elementFields[id] != -2
                ? Int(elementFields[id])
                : Int(Self.field(id, in: &elementFields, names: ElementField.byName, keys: reader.keyTable))
            guard index >= 0, seen & (1 << UInt64(index)) == 0 else { return nil }
            seen |= 1 << UInt64(index)
            let read: Bool
            switch ElementField.all[index] {
            case .id:
                guard let id = integer() else { return nil }
                element.id = id
                read = true
            case .elementType:
                guard let name = string() else { return nil }
                element.elementType = ElementType(rawValue: name)
                read = true
            case .isAccessibilityElement: read = optionalBool(&element.isAccessibilityElement)
            case .label: read = optionalString(&element.label)
            case .value: read = optionalString(&element.value)
            case .hint: read = optionalString(&rare.hint)
            case .identifier: read = optionalString(&element.identifier)
            case .placeholderValue: read = optionalString(&rare.placeholderValue)
            case .traits:
                read = Self.optionalCached(depth: 4, reader: &reader, cache: &traitsCache, into: &element.traits)
            case .frame: read = optional({ $0.frame() }, into: &element.frame)
            case .isVisible: read = optionalBool(&element.isVisible)
            case .isEnabled: read = optionalBool(&element.isEnabled)
            case .isSelected: read = optionalBool(&element.isSelected)
            case .isInteractive: read = optionalBool(&element.isInteractive)
            case .hasActivation: read = optionalBool(&element.hasActivation)
            case .hasAdjustment: read = optionalBool(&element.hasAdjustment)
            case .hasEscape: read = optionalBool(&element.hasEscape)
            case .customActionNames: read = optional({ $0.strings() }, into: &rare.customActionNames)
            case .isModal: read = optionalBool(&element.isModal)
            case .accessibilityElementsHidden: read = optionalBool(&element.accessibilityElementsHidden)
            case .ignoresInvertColors: read = optionalBool(&element.ignoresInvertColors)
            case .language: read = optionalString(&rare.language)
            case .hasCustomAccessibilityOrder: read = optionalBool(&element.hasCustomAccessibilityOrder)
            case .text: read = optional({ $0.text() }, into: &rare.text)
            case .image:
                read = Self.optionalCached(depth: 4, reader: &reader, cache: &imageCache, into: &rare.image)
            case .backgroundColor:
                read = Self.optionalCached(
                    depth: 4, reader: &reader, cache: &backgroundColorCache, into: &rare.backgroundColor)
            case .effectiveBackgroundColor:
                read = Self.optionalCached(
                    depth: 4, reader: &reader, cache: &effectiveBackgroundColorCache,
                    into: &rare.effectiveBackgroundColor)
            case .effectiveAlpha: read = optionalDouble(&rare.effectiveAlpha)
            case .isTranslucentMaterial: read = optionalBool(&element.isTranslucentMaterial)
            case .motionEffects: read = optional({ $0.strings() }, into: &rare.motionEffects)
            case .displaysMedia: read = optionalBool(&element.displaysMedia)
            case .hasFixedHeight: read = optionalBool(&element.hasFixedHeight)
            case .isHittable: read = optionalBool(&element.isHittable)
            case .isCustomElement:
                guard let flag = bool() else { return nil }
                element.isCustomElement = flag
                read = true
            case .isInSystemBar:
                guard let flag = bool() else { return nil }
                element.isInSystemBar = flag
                read = true
            case .pathComponent:
                guard let step = string() else { return nil }
                element.pathComponent = step
                read = true
            case .parent: read = optionalInt(&element.parent)
            case .children:
                guard let list = integers() else { return nil }
                element.children = list
                read = true
            case .isInAccessibilityView: read = optionalBool(&element.isInAccessibilityView)
            case .accessibilityChildren:
                guard let list = integers() else { return nil }
                element.accessibilityChildren = list
                read = true
            case .isInAutomationView:
                guard let flag = bool() else { return nil }
                element.isInAutomationView = flag
                read = true
            case .automationChildren:
                guard let list = integers() else { return nil }
                element.automationChildren = list
                read = true
            }
            guard read else { return nil }
        }
        guard seen & ElementField.required == ElementField.required else { return nil }
        element.rareFacts = rare
        return element
    }

    /// The members of ``TextSnapshot`` as its synthesized `Codable` conformance writes them.
    private enum TextField: String, CaseIterable {
        case text, font, pointSize, isBold, adjustsFontForContentSizeCategory, maximumContentSizeCategory
        case numberOfLines, color, scrollsWhenOverflowing, isPlaceholder

        static let byName = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1.rawValue, Int8($0)) })
        /// The fields in order, made once (`allCases` may build its array at each use).
        static let all = allCases
    }

    /// An element's text, at depth 4 (its members' values at depth 5).
    private mutating func text() -> TextSnapshot? {
        var text = TextSnapshot(text: "")
        var seen: UInt16 = 0
        let complete = keyedObject(fields: .text, names: TextField.byName) { this, index in
            guard seen & (1 << UInt16(index)) == 0 else { return false }
            seen |= 1 << UInt16(index)
            switch TextField.all[index] {
            case .text:
                guard let string = this.string() else { return false }
                text.text = string
            case .font:
                return this.optional(
                    { Self.cached(Font.self, depth: 5, reader: &$0.reader, cache: &$0.fontCache) }, into: &text.font)
            case .pointSize: return this.optional({ $0.double() }, into: &text.pointSize)
            case .isBold: return this.optional({ $0.bool() }, into: &text.isBold)
            case .adjustsFontForContentSizeCategory:
                return this.optional({ $0.bool() }, into: &text.adjustsFontForContentSizeCategory)
            case .maximumContentSizeCategory:
                return this.optional(
                    { $0.decoded(ContentSizeCategory.self, depth: 5) }, into: &text.maximumContentSizeCategory)
            case .numberOfLines: return this.optional({ $0.integer() }, into: &text.numberOfLines)
            case .color:
                return this.optional(
                    { Self.cached(RGBA.self, depth: 5, reader: &$0.reader, cache: &$0.textColorCache) },
                    into: &text.color)
            case .scrollsWhenOverflowing: return this.optional({ $0.bool() }, into: &text.scrollsWhenOverflowing)
            case .isPlaceholder: return this.optional({ $0.bool() }, into: &text.isPlaceholder)
            }
            return true
        }
        // `text` is the one required member.
        return complete && seen & 1 == 1 ? text : nil
    }

    // MARK: Containers

    private func peek(_ byte: UInt8) -> Bool {
        reader.index < reader.bytes.count && reader.bytes[reader.index] == byte
    }

    /// Reads an object at `index` (after whitespace), calling `member` with `index` at each
    /// member's value (after whitespace) and its key (`members`) or its key's number (`object`);
    /// `member` reads the value and answers whether it could. False when the object is not one or
    /// a member was not read. `startSlot` says which kind of object it is (see ``nextKey``).
    private mutating func members(_ member: (inout Self, String) -> Bool) -> Bool {
        object(startSlot: 2, keyID: { this, id in member(&this, this.reader.keyTable.names[id]) })
    }

    private mutating func object(startSlot: Int, keyID member: (inout Self, Int) -> Bool) -> Bool {
        var slot = startSlot
        reader.skipWhitespace()
        guard peek(UInt8(ascii: "{")) else { return false }
        reader.index += 1
        reader.skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            reader.index += 1
            return true
        }
        while true {
            reader.skipWhitespace()
            guard peek(UInt8(ascii: "\"")), let id = key(after: slot) else { return false }
            slot = 3 + id
            reader.skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { return false }
            reader.index += 1
            reader.skipWhitespace()
            guard member(&self, id) else { return false }
            reader.skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                reader.index += 1
                continue
            }
            guard peek(UInt8(ascii: "}")) else { return false }
            reader.index += 1
            return true
        }
    }

    /// The key at `index` (its opening quote), as ``JSONTree/Reader/key()`` numbers it; first
    /// compared with the key that followed the key of `slot` last time.
    private mutating func key(after slot: Int) -> Int? {
        let predicted = nextKey[slot]
        if predicted >= 0 {
            let start = reader.index + 1
            let matched = keyBytes[predicted].withUnsafeBufferPointer { name -> Bool in
                let end = start + name.count
                guard end < reader.bytes.count, reader.bytes[end] == UInt8(ascii: "\""),
                    let base = reader.bytes.baseAddress, let nameBase = name.baseAddress
                else { return false }
                return memcmp(base + start, nameBase, name.count) == 0
            }
            if matched {
                reader.index = start + keyBytes[predicted].count + 1
                return predicted
            }
        }
        let start = reader.index + 1
        guard let id = reader.key() else { return nil }
        while keyBytes.count <= id {
            keyBytes.append([])
            nextKey.append(-1)
        }
        if keyBytes[id].isEmpty {
            // The key's bytes, between its quotes (a key has no escape: `key()` refuses those).
            keyBytes[id] = Array(UnsafeBufferPointer(rebasing: reader.bytes[start..<(reader.index - 1)]))
        }
        nextKey[slot] = id
        return id
    }

    /// Where the reading of an object stands: the slot of the key read last (see ``nextKey``).
    private struct ObjectCursor {
        /// ``nextMember(_:)`` at the end of the object.
        static let end = -1
        /// ``nextMember(_:)`` on text that is not a member.
        static let malformed = -2
        var slot: Int
        var first = true
    }

    /// Reads the `{` of an object at `index` (after whitespace).
    private mutating func beginObject() -> Bool {
        reader.skipWhitespace()
        guard peek(UInt8(ascii: "{")) else { return false }
        reader.index += 1
        return true
    }

    /// The next member's key number, with `index` at its value (after whitespace); or
    /// ``ObjectCursor/end`` after the object's `}`, or ``ObjectCursor/malformed``.
    private mutating func nextMember(_ cursor: inout ObjectCursor) -> Int {
        reader.skipWhitespace()
        if cursor.first {
            cursor.first = false
            if peek(UInt8(ascii: "}")) {
                reader.index += 1
                return ObjectCursor.end
            }
        } else if peek(UInt8(ascii: ",")) {
            reader.index += 1
            reader.skipWhitespace()
        } else if peek(UInt8(ascii: "}")) {
            reader.index += 1
            return ObjectCursor.end
        } else {
            return ObjectCursor.malformed
        }
        guard peek(UInt8(ascii: "\"")), let id = key(after: cursor.slot) else { return ObjectCursor.malformed }
        cursor.slot = 3 + id
        reader.skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { return ObjectCursor.malformed }
        reader.index += 1
        reader.skipWhitespace()
        return id
    }

    /// An object whose keys are the fields named in `names` (their index in the field list),
    /// looked up once per distinct key in `table`: `member` gets each member's field; a key that
    /// names none ends the reading.
    private mutating func keyedObject(
        fields table: FieldTable, names: [String: Int8], _ member: (inout Self, Int) -> Bool
    ) -> Bool {
        object(
            startSlot: table == .element ? 0 : 1,
            keyID: { this, id in
                let field =
                    table == .element
                    ? Self.field(id, in: &this.elementFields, names: names, keys: this.reader.keyTable)
                    : id < this.textFields.count && this.textFields[id] != -2
                        ? this.textFields[id]
                        : Self.field(id, in: &this.textFields, names: names, keys: this.reader.keyTable)
                return field >= 0 && member(&this, Int(field))
            })
    }

    private enum FieldTable { case element, text }

    private static func field(_ id: Int, in table: inout [Int8], names: [String: Int8], keys: JSONTree.KeyTable) -> Int8
    {
        if id >= table.count { table.append(contentsOf: repeatElement(-2, count: id + 1 - table.count)) }
        if table[id] == -2 { table[id] = names[keys.names[id]] ?? -1 }
        return table[id]
    }

    /// Reads an array at `index` (after whitespace), calling `element` with `index` at each element
    /// (after whitespace). False when it is not one or an element was not read.
    private mutating func array(_ element: (inout Self) -> Bool) -> Bool {
        reader.skipWhitespace()
        guard peek(UInt8(ascii: "[")) else { return false }
        reader.index += 1
        reader.skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            reader.index += 1
            return true
        }
        while true {
            reader.skipWhitespace()
            guard element(&self) else { return false }
            reader.skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                reader.index += 1
                continue
            }
            guard peek(UInt8(ascii: "]")) else { return false }
            reader.index += 1
            return true
        }
    }

    // MARK: Values

    /// Reads `null` if it is next.
    private mutating func null() -> Bool {
        peek(UInt8(ascii: "n")) && reader.literal("null")
    }

    // Optional members as `decodeIfPresent` reads them: `null` is `nil`. False when the value
    // is not one of the type.
    private mutating func optionalBool(_ target: inout Bool?) -> Bool {
        if null() {
            target = nil
            return true
        }
        guard let value = bool() else { return false }
        target = value
        return true
    }

    private mutating func optionalString(_ target: inout String?) -> Bool {
        if null() {
            target = nil
            return true
        }
        guard let value = string() else { return false }
        target = value
        return true
    }

    private mutating func optionalInt(_ target: inout Int?) -> Bool {
        if null() {
            target = nil
            return true
        }
        guard let value = integer() else { return false }
        target = value
        return true
    }

    private mutating func optionalDouble(_ target: inout Double?) -> Bool {
        if null() {
            target = nil
            return true
        }
        guard let value = double() else { return false }
        target = value
        return true
    }

    private static func optionalCached<T: Decodable>(
        depth: Int, reader: inout JSONTree.Reader, cache: inout ValueCache<T>, into target: inout T?
    ) -> Bool {
        if reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "n") {
            guard reader.literal("null") else { return false }
            target = nil
            return true
        }
        guard let value = cached(T.self, depth: depth, reader: &reader, cache: &cache) else { return false }
        target = value
        return true
    }

    /// An optional member as `decodeIfPresent` reads it: `null` is `nil`, anything else is read by
    /// `read`. False when `read` cannot read it.
    private mutating func optional<T>(_ read: (inout Self) -> T?, into target: inout T?) -> Bool {
        if null() {
            target = nil
            return true
        }
        guard let value = read(&self) else { return false }
        target = value
        return true
    }

    private mutating func bool() -> Bool? {
        if peek(UInt8(ascii: "t")) { return reader.literal("true") ? true : nil }
        if peek(UInt8(ascii: "f")) { return reader.literal("false") ? false : nil }
        return nil
    }

    private mutating func string() -> String? {
        peek(UInt8(ascii: "\"")) ? reader.string() : nil
    }

    /// An `Int`: a whole number written without fraction or exponent (as the strict decoder wants).
    private mutating func integer() -> Int? {
        guard case .integer(let value)? = reader.number() else { return nil }
        return value
    }

    /// A `Double`: any number that is finite as a `Double`.
    private mutating func double() -> Double? {
        switch reader.number() {
        case .integer(let value)?: return Double(value)
        case .number(let text)?:
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        default: return nil
        }
    }

    private mutating func integers() -> [Int]? {
        var list: [Int] = []
        let complete = array { this in
            guard let value = this.integer() else { return false }
            list.append(value)
            return true
        }
        return complete ? list : nil
    }

    private mutating func strings() -> [String]? {
        var list: [String] = []
        let complete = array { this in
            guard let value = this.string() else { return false }
            list.append(value)
            return true
        }
        return complete ? list : nil
    }

    /// A frame as Foundation's `CGRect` conformance writes it: `[[x, y], [width, height]]`, with
    /// whitespace allowed between any two tokens; read token by token, without building arrays.
    private mutating func frame() -> CGRect? {
        guard punctuation(UInt8(ascii: "[")), punctuation(UInt8(ascii: "[")), let x = double(),
            punctuation(UInt8(ascii: ",")), let y = double(), punctuation(UInt8(ascii: "]")),
            punctuation(UInt8(ascii: ",")), punctuation(UInt8(ascii: "[")), let width = double(),
            punctuation(UInt8(ascii: ",")), let height = double(), punctuation(UInt8(ascii: "]")),
            punctuation(UInt8(ascii: "]"))
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Reads `byte` after whitespace and the whitespace after it; false when `byte` is not next.
    private mutating func punctuation(_ byte: UInt8) -> Bool {
        reader.skipWhitespace()
        guard peek(byte) else { return false }
        reader.index += 1
        reader.skipWhitespace()
        return true
    }

    /// A value of `type` read by its own `Decodable` conformance from a ``JSONTree`` of the value
    /// at `depth` in the document.
    private mutating func decoded<T: Decodable>(_ type: T.Type, depth: Int) -> T? {
        guard let tree = reader.value(depth: depth) else { return nil }
        return try? JSONTree.decode(type, from: tree)
    }

    /// ``decoded(_:depth:)`` for an object or array, remembered in `cache` by the value's bytes:
    /// the same bytes at the same place in the document always read as the same value (or fail).
    private static func cached<T: Decodable>(
        _ type: T.Type, depth: Int, reader: inout JSONTree.Reader, cache: inout ValueCache<T>
    ) -> T? {
        let start = reader.index
        if let (value, count) = cache.repeated(in: reader.bytes, at: start) {
            reader.index = start + count
            return value
        }
        guard let end = Self.containerEnd(reader.bytes, from: start) else {
            guard let tree = reader.value(depth: depth) else { return nil }
            return try? JSONTree.decode(type, from: tree)
        }
        var sub = reader
        let value = cache.byBytes.value(for: UnsafeBufferPointer(rebasing: reader.bytes[start..<end])) {
            // Read in full the first time: a value whose bytes were read and decoded once is valid
            // JSON, so `containerEnd` found its true end.
            guard let tree = sub.value(depth: depth), sub.index == end else { return nil }
            return try? JSONTree.decode(type, from: tree)
        }
        if let value { cache.remember(value, at: start..<end) }
        reader.index = end
        return value
    }

    /// Values of one field decoded by their own conformances, by their bytes; and the last few
    /// distinct values read, which the next element most often repeats byte for byte (siblings
    /// share colours and traits, and rows of a list repeat the same few: a title's font, then a
    /// subtitle's), each recognised by one comparison without scanning for its end or hashing it.
    private struct ValueCache<T> {
        var byBytes = ByteKeyedCache<T?>()
        /// Where in the document the last distinct values read (and decoded) lie, the latest first.
        private var recent: [(bytes: Range<Int>, value: T)] = []
        /// How many values ``recent`` keeps.
        private static var recentLimit: Int { 4 }

        /// A recent value when the bytes at `start` begin with its bytes, and their count. Those
        /// bytes are a whole object or array (they were read in full), so the same bytes at `start`
        /// are one too, and end where they end: a container's end depends only on its own bytes.
        func repeated(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (T, Int)? {
            guard let base = bytes.baseAddress else { return nil }
            for entry in recent
            where start + entry.bytes.count <= bytes.count
                && memcmp(base + start, base + entry.bytes.lowerBound, entry.bytes.count) == 0
            {
                return (entry.value, entry.bytes.count)
            }
            return nil
        }

        /// Keeps `value`, read from the bytes at `range`, as the latest recent value.
        mutating func remember(_ value: T, at range: Range<Int>) {
            if recent.count == Self.recentLimit { recent.removeLast() }
            recent.insert((range, value), at: 0)
        }
    }

    /// Where the object or array at `start` ends, matching brackets outside strings, or `nil`
    /// when it does not start one or is not closed. Its bytes are only a key into a cache: whether
    /// they are valid JSON is decided by reading them in full (see ``cached(_:depth:reader:cache:)``).
    private static func containerEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") else {
            return nil
        }
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
