import Foundation

/// The hierarchy JSON reader: ``read(_:)`` is its fast path, ``readThroughTree(_:)`` its tree path,
/// both over one tokenizer (``JSONTree/Reader``); each reads a document exactly as the fallback
/// (`JSONSerialization` and `StrictJSONDecoder`) would, or gives up without a word and leaves it
/// to the fallback, which words every error. docs/performance.md ("The hierarchy JSON reader:
/// which part runs when") says what each part reads, when it gives up, and which tests hold them
/// together.
///
/// The fast path reads the fields of ``ElementSnapshot`` and ``TextSnapshot`` by hand and every
/// other value with the type's own `Decodable` conformance over a ``JSONTree`` of that value
/// alone, remembered by the value's bytes.
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
    /// The last few distinct element types read, and where their names lie in the document (see
    /// ``elementType()``).
    private var recentTypes: [(name: Range<Int>, type: ElementType)] = []
    /// The values of the list being read (see ``integers()``), kept between lists for its capacity.
    private var scratch: [Int] = []
    /// Where each element object's `{` is, in bytes from the start, by id.
    private var elementOffsets: [Int] = []

    private init(bytes: ByteView) {
        reader = JSONTree.Reader(bytes: bytes)
    }

    /// The hierarchy `data` holds when it is a document of the supported format and version that
    /// this reader reads as the strict decoder would; `nil` to leave it to the slower readers.
    /// The hierarchy is not yet checked (``AccessibilityHierarchy/validateDecodedStructure(name:)``).
    static func read(_ data: Data) -> AccessibilityHierarchy? {
        data.withByteView { bytes -> AccessibilityHierarchy? in
            var reader = HierarchyJSONReader(bytes: bytes)
            guard var hierarchy = reader.envelope() else { return nil }
            reader.reader.skipWhitespace()
            guard reader.reader.index == reader.reader.bytes.count else { return nil }
            if reader.elementOffsets.count == hierarchy.elements.count {
                hierarchy.sourcePositions = SourcePositionTable(offsets: reader.elementOffsets, in: reader.reader.bytes)
            }
            return hierarchy
        }
    }

    /// The tree path: the document read whole into a ``JSONTree`` and decoded with the types' own
    /// conformances, when it is a hierarchy of the supported format and version read exactly as
    /// the fallback would read it; `nil` to leave it to the fallback.
    static func readThroughTree(_ data: Data) -> HierarchyEnvelope? {
        guard let tree = JSONTree.parse(data),
            tree["format"] == .string(AccessibilityHierarchy.jsonFormatName),
            tree["version"] == .integer(AccessibilityHierarchy.jsonFormatVersion)
        else { return nil }
        return try? JSONTree.decode(HierarchyEnvelope.self, from: tree)
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
        let complete = array { this in this.element(into: &elements) }
        return complete ? elements : nil
    }

    /// The members of ``ElementSnapshot`` as its synthesized `Codable` conformance writes them.
    private enum ElementField: String, CaseIterable {
        case id, elementType, isAccessibilityElement, label, value, hint, identifier, placeholderValue, traits, frame
        case isVisible, isEnabled, isSelected, isInteractive, hasActivation, hasAdjustment, hasEscape
        case customActionNames, isModal, accessibilityElementsHidden, ignoresInvertColors, language
        case hasCustomAccessibilityOrder, text, image, backgroundColor, effectiveBackgroundColor, effectiveAlpha
        case isTranslucentMaterial, motionEffects, displaysMedia, hasFixedHeight, showsLargeContentViewer
        case largeContentTitle, accessibilityExpandedStatus, isHittable, isCustomElement
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

    /// One element, at depth 3 (its members' values at depth 4), appended to `elements` (not
    /// returned, which would copy it once more); false when it was not read.
    private mutating func element(into elements: inout [ElementSnapshot]) -> Bool {
        guard beginObject() else { return false }
        elementOffsets.append(reader.index - 1)
        var cursor = ObjectCursor(slot: 0, separator: Self.elementSeparators)
        var element = ElementSnapshot(id: 0, elementType: .other, pathComponent: "")
        // The facts kept in the element's shared box are gathered here and stored once, at the end
        // (each property's setter would update the box on its own).
        var rare = ElementSnapshot.RareFacts()
        var seen: UInt64 = 0
        while true {
            let index = nextField(&cursor, in: .element)
            if index == ObjectCursor.end { break }
            guard index >= 0, seen & (1 << UInt64(index)) == 0 else { return false }
            seen |= 1 << UInt64(index)
            let read: Bool
            switch ElementField.all[index] {
            case .id:
                guard let id = integer() else { return false }
                element.id = id
                read = true
            case .elementType:
                guard let type = elementType() else { return false }
                element.elementType = type
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
            case .showsLargeContentViewer: read = optionalBool(&element.showsLargeContentViewer)
            case .largeContentTitle: read = optionalString(&rare.largeContentTitle)
            case .accessibilityExpandedStatus:
                // An unknown name is not read here: the decoder's error then names it.
                var name: String?
                read =
                    optionalString(&name)
                    && (name == nil || AccessibilityExpandedStatus(rawValue: name ?? "") != nil)
                element.accessibilityExpandedStatus = name.flatMap(AccessibilityExpandedStatus.init(rawValue:))
            case .isHittable: read = optionalBool(&element.isHittable)
            case .isCustomElement:
                guard let flag = bool() else { return false }
                element.isCustomElement = flag
                read = true
            case .isInSystemBar:
                guard let flag = bool() else { return false }
                element.isInSystemBar = flag
                read = true
            case .pathComponent:
                guard let step = string() else { return false }
                element.pathComponent = step
                read = true
            case .parent: read = optionalInt(&element.parent)
            case .children:
                guard let list = integers() else { return false }
                element.children = list
                read = true
            case .isInAccessibilityView: read = optionalBool(&element.isInAccessibilityView)
            case .accessibilityChildren:
                guard let list = integers() else { return false }
                element.accessibilityChildren = list
                read = true
            case .isInAutomationView:
                guard let flag = bool() else { return false }
                element.isInAutomationView = flag
                read = true
            case .automationChildren:
                guard let list = integers() else { return false }
                element.automationChildren = list
                read = true
            }
            guard read else { return false }
        }
        guard seen & ElementField.required == ElementField.required else { return false }
        element.rareFacts = rare
        elements.append(element)
        return true
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
        guard beginObject() else { return nil }
        var cursor = ObjectCursor(slot: 1, separator: Self.textSeparators)
        var text = TextSnapshot(text: "")
        var seen: UInt16 = 0
        while true {
            let index = nextField(&cursor, in: .text)
            if index == ObjectCursor.end { break }
            guard index >= 0, seen & (1 << UInt16(index)) == 0 else { return nil }
            seen |= 1 << UInt16(index)
            let read: Bool
            switch TextField.all[index] {
            case .text:
                guard let string = string() else { return nil }
                text.text = string
                read = true
            case .font:
                read = Self.optionalCached(depth: 5, reader: &reader, cache: &fontCache, into: &text.font)
            case .pointSize: read = optionalDouble(&text.pointSize)
            case .isBold: read = optionalBool(&text.isBold)
            case .adjustsFontForContentSizeCategory: read = optionalBool(&text.adjustsFontForContentSizeCategory)
            case .maximumContentSizeCategory:
                read = optional(
                    { $0.decoded(ContentSizeCategory.self, depth: 5) }, into: &text.maximumContentSizeCategory)
            case .numberOfLines: read = optionalInt(&text.numberOfLines)
            case .color:
                read = Self.optionalCached(depth: 5, reader: &reader, cache: &textColorCache, into: &text.color)
            case .scrollsWhenOverflowing: read = optionalBool(&text.scrollsWhenOverflowing)
            case .isPlaceholder: read = optionalBool(&text.isPlaceholder)
            }
            guard read else { return nil }
        }
        // `text` is the one required member.
        return seen & 1 == 1 ? text : nil
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
            let matched = keyBytes[predicted].withByteView { name -> Bool in
                let end = start + name.count
                guard end < reader.bytes.count, reader.bytes[end] == UInt8(ascii: "\"") else { return false }
                return reader.bytes[start..<end].equals(name)
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
            keyBytes[id] = reader.bytes[start..<(reader.index - 1)].array
        }
        nextKey[slot] = id
        return id
    }

    /// Where the reading of an object stands: the slot of the key read last (see ``nextKey``) and,
    /// in an element or a text, the slot of the separator that comes next (see ``separators``).
    private struct ObjectCursor {
        /// ``nextMember(_:)`` at the end of the object.
        static let end = -1
        /// ``nextMember(_:)`` on text that is not a member.
        static let malformed = -2
        var slot: Int
        var separator = 0
        var first = true
    }

    /// Bytes between two values that the reader read once and recognises when they come again:
    /// where they lie in the document, and (for the members of an element or a text) what they led
    /// to. The writer's output is regular, so the same field is most often followed by the same
    /// bytes (`,`, the line feed, the indentation, the next key, ` : `), and so are an array's
    /// brackets and commas: one comparison then stands for reading them token by token. Each was
    /// read by a function of the bytes alone (``nextMember(_:)``, ``punctuation(_:)``, given the
    /// slot, which says whether a member or an element came before), so the same bytes read the
    /// same. The whitespace after them is read again (there may be more of it than last time).
    private struct Separator {
        /// Where the bytes lie; `count` 0 for none yet.
        var start = 0
        var count = 0
        /// The field they led to, or ``ObjectCursor/end``.
        var field = ObjectCursor.end
        /// The field's key number (for ``key(after:)``).
        var key = 0
    }

    /// Two separators per slot (the last two distinct ones, for siblings of two kinds): an
    /// element's start, then one slot after each of its fields; the same for a text; then the
    /// brackets and commas of an element's lists and of a frame.
    private var separators = [Separator](repeating: Separator(), count: 2 * slotCount)
    private static let elementSeparators = 0
    private static let textSeparators = 1 + ElementField.all.count
    /// A list's `[` (and the whitespace after it), an empty list, a `,` between two values, the `]`.
    private static let listOpen = textSeparators + 1 + TextField.all.count
    private static let listEmpty = listOpen + 1
    private static let listComma = listOpen + 2
    private static let listClose = listOpen + 3
    /// A frame's five runs of punctuation, around its four numbers.
    private static let frameSeparators = listOpen + 4
    private static let slotCount = frameSeparators + 5

    /// The separator of `slot` that the bytes at `index` repeat, with `index` after it; `nil` when
    /// they repeat neither.
    @inline(__always)
    private mutating func repeated(_ slot: Int) -> Separator? {
        let at = reader.index
        let bytes = reader.bytes
        let available = bytes.count - at
        let first = separators[2 * slot]
        if first.count > 0, first.count <= available, bytes.same(at: at, as: first.start, length: first.count) {
            reader.index = at + first.count
            return first
        }
        let second = separators[2 * slot + 1]
        if second.count > 0, second.count <= available, bytes.same(at: at, as: second.start, length: second.count) {
            reader.index = at + second.count
            return second
        }
        return nil
    }

    /// Keeps `separator` as the latest of `slot`, the one before it as the other.
    private mutating func remember(_ separator: Separator, in slot: Int) {
        separators[2 * slot + 1] = separators[2 * slot]
        separators[2 * slot] = separator
    }

    /// The next member's field (its index in the field list of `table`), with `index` at its
    /// value (after whitespace); ``ObjectCursor/end`` after the object's `}`; or
    /// ``ObjectCursor/malformed`` for text that is not a member or a key that names no field.
    @inline(__always)
    private mutating func nextField(_ cursor: inout ObjectCursor, in table: FieldTable) -> Int {
        if let separator = repeated(cursor.separator) {
            cursor.first = false
            guard separator.field >= 0 else { return ObjectCursor.end }
            cursor.slot = 3 + separator.key
            cursor.separator = (table == .element ? Self.elementSeparators : Self.textSeparators) + 1 + separator.field
            reader.skipWhitespace()
            return separator.field
        }
        return nextFieldRead(&cursor, in: table)
    }

    /// ``nextField(_:in:)`` read with ``nextMember(_:)``, and the separator remembered.
    private mutating func nextFieldRead(_ cursor: inout ObjectCursor, in table: FieldTable) -> Int {
        let start = reader.index
        let slot = cursor.separator
        let id = nextMember(&cursor)
        if id == ObjectCursor.end {
            remember(Separator(start: start, count: reader.index - start), in: slot)
            return ObjectCursor.end
        }
        guard id >= 0 else { return ObjectCursor.malformed }
        let field: Int
        switch table {
        case .element:
            field = Int(Self.field(id, in: &elementFields, names: ElementField.byName, keys: reader.keyTable))
        case .text: field = Int(Self.field(id, in: &textFields, names: TextField.byName, keys: reader.keyTable))
        }
        guard field >= 0 else { return ObjectCursor.malformed }
        remember(Separator(start: start, count: reader.index - start, field: field, key: id), in: slot)
        cursor.separator = (table == .element ? Self.elementSeparators : Self.textSeparators) + 1 + field
        return field
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

    /// A list of integers, gathered in ``scratch`` and made into an array of its final size once.
    private mutating func integers() -> [Int]? {
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        let complete = list { this in
            guard let value = this.integer() else { return false }
            this.scratch.append(value)
            return true
        }
        // A copy of its values (not of the array, which would share and then lose its buffer).
        return complete ? scratch.map { $0 } : nil
    }

    private mutating func strings() -> [String]? {
        var values: [String] = []
        let complete = list { this in
            guard let value = this.string() else { return false }
            values.append(value)
            return true
        }
        return complete ? values : nil
    }

    /// An element's list (at depth 4, its values at depth 5), each value read and kept by `value`
    /// with `index` at it (after whitespace); read as ``array(_:)`` reads one, its brackets and
    /// commas recognised as separators (see ``Separator``). False when it is not one or a value
    /// was not read.
    private mutating func list(_ value: (inout Self) -> Bool) -> Bool {
        if repeated(Self.listEmpty) != nil { return true }
        if repeated(Self.listOpen) != nil {
            reader.skipWhitespace()
        } else {
            let start = reader.index
            reader.skipWhitespace()
            guard peek(UInt8(ascii: "[")) else { return false }
            reader.index += 1
            reader.skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                reader.index += 1
                remember(Separator(start: start, count: reader.index - start), in: Self.listEmpty)
                return true
            }
            remember(Separator(start: start, count: reader.index - start), in: Self.listOpen)
        }
        if peek(UInt8(ascii: "]")) {
            reader.index += 1
            return true
        }
        while true {
            guard value(&self) else { return false }
            if repeated(Self.listComma) != nil {
                reader.skipWhitespace()
                continue
            }
            if repeated(Self.listClose) != nil { return true }
            let start = reader.index
            reader.skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                reader.index += 1
                reader.skipWhitespace()
                remember(Separator(start: start, count: reader.index - start), in: Self.listComma)
                continue
            }
            guard peek(UInt8(ascii: "]")) else { return false }
            reader.index += 1
            remember(Separator(start: start, count: reader.index - start), in: Self.listClose)
            return true
        }
    }

    /// An element's type, by its name. The few names of a document's types are recognised by their
    /// bytes (quotes included), the last four distinct ones, without making a string or looking
    /// it up: ``JSONTree/Reader/string()`` reads a string as a function of its bytes, so the same
    /// bytes read as the same name.
    private mutating func elementType() -> ElementType? {
        let start = reader.index
        let available = reader.bytes.count - start
        for index in recentTypes.indices {
            let name = recentTypes[index].name
            if name.count <= available, reader.bytes.same(at: start, as: name.lowerBound, length: name.count) {
                reader.index = start + name.count
                return recentTypes[index].type
            }
        }
        guard let name = string() else { return nil }
        let type = ElementType(rawValue: name)
        if recentTypes.count == 4 { recentTypes.removeLast() }
        recentTypes.insert((start..<reader.index, type), at: 0)
        return type
    }

    /// A frame as Foundation's `CGRect` conformance writes it: `[[x, y], [width, height]]`, with
    /// whitespace allowed between any two tokens; read token by token, without building arrays,
    /// its five runs of punctuation recognised as separators (see ``Separator``).
    private mutating func frame() -> CGRect? {
        let slot = Self.frameSeparators
        let open = UInt8(ascii: "[")
        let close = UInt8(ascii: "]")
        let comma = UInt8(ascii: ",")
        guard punctuation(open, open, slot: slot), let x = double(), punctuation(comma, slot: slot + 1),
            let y = double(), punctuation(close, comma, open, slot: slot + 2), let width = double(),
            punctuation(comma, slot: slot + 3), let height = double(), punctuation(close, close, slot: slot + 4)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Reads ``punctuation(_:)`` of `first`, then of `second` and `third` when given, or the
    /// separator of `slot` they made last time.
    @inline(__always)
    private mutating func punctuation(_ first: UInt8, _ second: UInt8? = nil, _ third: UInt8? = nil, slot: Int) -> Bool
    {
        if repeated(slot) != nil {
            reader.skipWhitespace()
            return true
        }
        let start = reader.index
        guard punctuation(first) else { return false }
        if let second { guard punctuation(second) else { return false } }
        if let third { guard punctuation(third) else { return false } }
        remember(Separator(start: start, count: reader.index - start), in: slot)
        return true
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
        let value = cache.byBytes.value(for: reader.bytes[start..<end]) {
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
        func repeated(in bytes: ByteView, at start: Int) -> (T, Int)? {
            for entry in recent
            where start + entry.bytes.count <= bytes.count
                && bytes.same(at: start, as: entry.bytes.lowerBound, length: entry.bytes.count)
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
    private static func containerEnd(_ bytes: ByteView, from start: Int) -> Int? {
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
