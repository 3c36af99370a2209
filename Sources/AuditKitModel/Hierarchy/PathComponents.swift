import Foundation

extension AccessibilityHierarchy {
    /// Sets every element's ``ElementSnapshot/pathComponent`` from its view-tree siblings
    /// (`roots` are siblings of each other), in time linear in the number of elements. Each id is
    /// in one list (`roots` or one element's `children`) once, as in every tree the builder and the
    /// importers make.
    ///
    /// The one place path steps are made: the headless builder and every importer call it, so a
    /// screen built in code and the same screen imported from a capture name their elements alike.
    /// See ``path(of:)`` for the scheme.
    package static func assignPathComponents(_ elements: inout [ElementSnapshot], roots: [Int]) {
        // Read and written in place: no uniqueness or bounds check per element.
        elements.withMutableView { elements in
            assignSteps(of: roots, elements)
            for id in elements.indices where !elements[id].children.isEmpty {
                let children = elements[id].children
                assignSteps(of: children, elements)
            }
        }
    }

    /// Sets the path steps of the siblings `ids` (one element's children, or the roots) as
    /// ``assignPathComponents(_:roots:)`` does. A step depends only on its siblings' types,
    /// identifiers and labels, and each id is in one list, so an importer may give each element's
    /// children their steps as soon as they are all read (then ``assignPathComponents(_:roots:)``
    /// is not called, or it would do the work again).
    package static func assignPathComponents(ofSiblings ids: [Int], in elements: inout [ElementSnapshot]) {
        elements.withMutableView { assignSteps(of: ids, $0) }
    }

    /// ``assignPathComponents(ofSiblings:in:)`` on a view of the elements.
    private static func assignSteps(of ids: [Int], _ elements: MutableBufferView<ElementSnapshot>) {
        /// The listed type position of `elements[id]` (0 for a type this package does not list):
        /// siblings' types are compared as bytes, and only unlisted ones by name.
        func position(_ id: Int) -> UInt8 { UInt8(truncatingIfNeeded: elements[id].elementType.knownPosition) }
        // An only child (most containers of a capture): the first of one of its type, and no
        // sibling to tell it from, so no counting.
        if ids.count == 1, let id = ids.first, elements.indices.contains(id) {
            setStep(id, index: 0, sameTypeSiblings: 1, elements)
            return
        }
        // Whether two steps may come out equal. Steps without an identifier or a label, of types
        // this package lists, cannot: same-type siblings get distinct indices, and listed types
        // have distinct names (`ElementType.knownPosition`). A list of such siblings (rows of
        // unlabelled cells) then needs no search for repeated steps.
        var mayRepeat = false
        if ids.count <= fewSiblings {
            // A few siblings (most containers): counted by comparing their types, without hashing.
            for (place, id) in ids.enumerated() where elements.indices.contains(id) {
                let listed = position(id)
                var index = 0
                var sameType = 0
                for (other, otherID) in ids.enumerated()
                where elements.indices.contains(otherID) && position(otherID) == listed
                    && (listed != 0 || elements[otherID].elementType == elements[id].elementType)
                {
                    if other < place { index += 1 }
                    sameType += 1
                }
                if setStep(id, index: index, sameTypeSiblings: sameType, elements) || listed == 0 {
                    mayRepeat = true
                }
            }
            if mayRepeat { disambiguate(ids, elements, unnamedStepsDiffer: true) }
            return
        }
        // Listed types are counted in an array by their position, others by name.
        var counts = [Int](repeating: 0, count: ElementType.knownTypeCount)
        var otherCounts: [ElementType: Int] = [:]
        for id in ids where elements.indices.contains(id) {
            let listed = Int(position(id))
            if listed != 0 {
                counts[listed] += 1
            } else {
                otherCounts[elements[id].elementType, default: 0] += 1
            }
        }
        var seen = [Int](repeating: 0, count: ElementType.knownTypeCount)
        var otherSeen: [ElementType: Int] = [:]
        for id in ids where elements.indices.contains(id) {
            let listed = Int(position(id))
            let index: Int
            let sameType: Int
            if listed != 0 {
                index = seen[listed]
                sameType = counts[listed]
                seen[listed] += 1
            } else {
                let type = elements[id].elementType
                index = otherSeen[type, default: 0]
                sameType = otherCounts[type] ?? 1
                otherSeen[type, default: 0] += 1
                mayRepeat = true
            }
            if setStep(id, index: index, sameTypeSiblings: sameType, elements) { mayRepeat = true }
        }
        if mayRepeat { disambiguate(ids, elements, unnamedStepsDiffer: true) }
    }

    /// Sets the path step of `elements[id]` (``pathComponent(for:index:sameTypeSiblings:)``) without
    /// copying the element. Returns whether the step names the element (by its identifier or label),
    /// so that a sibling's step may be the same.
    @discardableResult
    private static func setStep(
        _ id: Int, index: Int, sameTypeSiblings: Int, _ elements: MutableBufferView<ElementSnapshot>
    ) -> Bool {
        // The facts read where they lie and handed on without copies of their own.
        elements[id].pathStep = ElementPathStep.made(
            type: elements[id].elementType, identifier: elements[id].identifier, label: elements[id].label,
            index: index, sameTypeSiblings: sameTypeSiblings)
        return elements[id].identifier?.isEmpty == false || elements[id].label?.isEmpty == false
    }

    /// Gives same-looking siblings distinct path steps where their steps are equal (the same type
    /// and identifier, or the same type and label), leaving every other step as it is: linear in
    /// the number of elements.
    ///
    /// For hierarchies whose steps were made elsewhere (hierarchy JSON holds the writer's steps,
    /// which files written before this rule may repeat).
    package static func disambiguatePathComponents(_ elements: inout [ElementSnapshot], roots: [Int]) {
        elements.withMutableView { elements in
            disambiguate(roots, elements)
            for id in elements.indices where elements[id].children.count > 1 {
                let children = elements[id].children
                disambiguate(children, elements)
            }
        }
    }

    /// Appends the index among same-looking siblings, `[0]`, `[1]`, …, to each step that two or more
    /// of `ids` share: two "Edit" buttons become `Button['Edit'][0]` and `Button['Edit'][1]`. A step
    /// that is unique among its siblings is left alone, so paths (and baseline keys, which drop
    /// index steps) do not change until a same-looking sibling appears.
    ///
    /// `unnamedStepsDiffer` says that steps kept as facts which name nothing (the type alone, or
    /// with its index among same-type siblings) differ from each other, as
    /// ``assignPathComponents(_:roots:)`` makes them: a long list of such steps with one that names
    /// its element has nothing to tell apart, and only the naming steps are counted.
    private static func disambiguate(
        _ ids: [Int], _ elements: MutableBufferView<ElementSnapshot>, unnamedStepsDiffer: Bool = false
    ) {
        guard ids.count > 1 else { return }
        if unnamedStepsDiffer, ids.count > fewSiblings {
            // Such a step cannot equal one that names its element (their forms differ) nor one kept
            // as text; with any step kept as text, every step is counted below.
            var naming: [Int] = []
            var anyText = false
            for id in ids where elements.indices.contains(id) {
                switch elements[id].pathStep.form {
                case .text: anyText = true
                case .naming: naming.append(id)
                case .unnamed: break
                }
            }
            if !anyText {
                if naming.count > 1 { numberRepeated(naming, elements) { $0.factsKey! } }
                return
            }
        }
        if ids.count <= fewSiblings {
            // A few siblings: compared pairwise, and most often all different, so nothing to do.
            var repeated = false
            search: for (position, id) in ids.enumerated() where elements.indices.contains(id) {
                for other in ids[(position + 1)...]
                where elements.indices.contains(other) && elements[other].pathStep == elements[id].pathStep {
                    repeated = true
                    break search
                }
            }
            guard repeated else { return }
        }
        // Steps kept as facts are counted by their facts (equal exactly when their texts are),
        // without writing their texts; a list with any other step, by the texts.
        if ids.allSatisfy({ !elements.indices.contains($0) || elements[$0].pathStep.factsKey != nil }) {
            numberRepeated(ids, elements) { $0.factsKey! }
        } else {
            numberRepeated(ids, elements) { $0.text }
        }
    }

    /// Appends to each step of `ids` whose `key` two or more of them share its index among those.
    private static func numberRepeated<Key: Hashable>(
        _ ids: [Int], _ elements: MutableBufferView<ElementSnapshot>, key: (ElementPathStep) -> Key
    ) {
        var counts: [Key: Int] = [:]
        for id in ids where elements.indices.contains(id) { counts[key(elements[id].pathStep), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > 1 }) else { return }
        var seen: [Key: Int] = [:]
        for id in ids where elements.indices.contains(id) {
            let component = key(elements[id].pathStep)
            guard let count = counts[component], count > 1 else { continue }
            let index = seen[component, default: 0]
            seen[component] = index + 1
            elements[id].pathStep.appendIndex(index)
        }
    }

    /// Up to this many siblings are counted and compared pairwise (at most 120 comparisons), which
    /// is faster than hashing their types and steps; longer lists are hashed, so any list is linear.
    private static let fewSiblings = 16

    /// The path step for `element`, the `index`-th of `sameTypeSiblings` siblings of its type: the
    /// XCUITest type name with the identifier (`Button#close`), else the label, cut to 40
    /// characters and 1,024 bytes (`Button['New Quote']`), else the index among same-type siblings when there are several
    /// (`Cell[2]`), else the type alone. Siblings whose steps come out equal (two buttons labelled
    /// "Edit") are then told apart by their index among those same-looking siblings
    /// (`Button['Edit'][1]`).
    static func pathComponent(for element: ElementSnapshot, index: Int, sameTypeSiblings: Int) -> String {
        pathComponent(
            type: element.elementType, identifier: element.identifier, label: element.label, index: index,
            sameTypeSiblings: sameTypeSiblings)
    }

    /// ``pathComponent(for:index:sameTypeSiblings:)`` from the three facts it reads, so that making a
    /// step copies no element. Each step is written into one string of its exact length (string
    /// interpolation grows its buffer piece by piece, which was most of the cost of a step).
    static func pathComponent(
        type elementType: ElementType, identifier: String?, label: String?, index: Int, sameTypeSiblings: Int
    ) -> String {
        let type = elementType.xcuiName
        if let identifier, !identifier.isEmpty { return joined(type, "#", identifier, "") }
        if let label, !label.isEmpty {
            // Cut to 40 characters and 1,024 bytes (BoundedText): an ancestor's label repeats in every path below it.
            if let cut = BoundedText.labelCut(label) { return joined(type, "['", String(cut), "…']") }
            return joined(type, "['", label, "']")
        }
        if sameTypeSiblings <= 1 { return type }
        return joined(type, "[", String(index), "]")
    }

    /// `a + b + c + d`, allocated once at its final length.
    private static func joined(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
        return String(byteCount: count) { output in
            // `count` is the sum of the four lengths, so each part fits after the ones before it.
            var end = output.copyUTF8(of: a, to: 0)
            end = output.copyUTF8(of: b, to: end)
            end = output.copyUTF8(of: c, to: end)
            return output.copyUTF8(of: d, to: end)
        }
    }
}

/// An element's path step as it is kept (``ElementSnapshot/pathComponent``): its text, or, for a
/// step ``AccessibilityHierarchy/assignPathComponents(_:roots:)`` made, the few facts that write it
/// (the type's listed position, whether the step names the identifier or the label, that name, and
/// up to two indices), written only when it is read. Equal and hashed by the text, whatever holds it.
///
/// Every imported element gets a step, but only the steps of elements with issues (and their
/// ancestors) are ever read: making each step's string at the import would cost every element an
/// allocation, a copy and `String`'s UTF-8 check (docs/performance.md). The facts cost a retain of
/// the name the element already holds. They are the facts of the moment the step was made: changing
/// the element's label afterwards does not change its step, as before.
///
/// Kept as facts only where the facts and the text tell each other apart exactly (so that equal
/// facts are equal steps and the other way round): a listed type (distinct XCUITest names, none
/// with `#` or `[`, none a prefix of another followed by a `#` or `[`), the type alone or with
/// indices, an identifier without indices (an identifier may end in `[0]` itself), or a label with
/// indices (the label's closing `']` comes before them). Anything else is kept as text.
@usableFromInline struct ElementPathStep: Hashable, Sendable {
    /// The text, or for facts the identifier or label the step names ("" for the type alone).
    private var stored: String
    /// 0 for text; for facts, ``Bits`` fields.
    private var bits: UInt64

    /// The fields of ``bits``.
    private enum Bits {
        static let facts: UInt64 = 1 << 63
        /// The type's ``ElementType/knownPosition``: bits 0–7.
        static let typeShift: UInt64 = 0
        /// 0 the type alone, 1 its identifier, 2 its label: bits 8–9.
        static let formShift: UInt64 = 8
        /// The label is longer than 40 characters or 1,024 bytes and is cut: bit 10.
        static let cut: UInt64 = 1 << 10
        /// How many indices follow, 0–2: bits 11–12.
        static let countShift: UInt64 = 11
        /// The first and second index: 25 bits each, from bit 13 and bit 38.
        static let firstShift: UInt64 = 13
        static let secondShift: UInt64 = 38
        static let indexLimit = 1 << 25
    }

    /// A step kept as its text.
    @usableFromInline init(_ text: String) {
        stored = text
        bits = 0
    }

    private init(stored: String, bits: UInt64) {
        self.stored = stored
        self.bits = bits
    }

    /// The step ``AccessibilityHierarchy/pathComponent(type:identifier:label:index:sameTypeSiblings:)``
    /// writes, kept as its facts where they write it exactly, else as its text.
    static func made(
        type: ElementType, identifier: String?, label: String?, index: Int, sameTypeSiblings: Int
    ) -> ElementPathStep {
        let position = type.knownPosition
        guard position != 0, position < 256 else {
            return ElementPathStep(
                AccessibilityHierarchy.pathComponent(
                    type: type, identifier: identifier, label: label, index: index,
                    sameTypeSiblings: sameTypeSiblings))
        }
        let base = Bits.facts | UInt64(position) << Bits.typeShift
        if let identifier, !identifier.isEmpty {
            return ElementPathStep(stored: identifier, bits: base | 1 << Bits.formShift)
        }
        if let label, !label.isEmpty {
            let cut = BoundedText.labelCut(label) != nil
            return ElementPathStep(stored: label, bits: base | 2 << Bits.formShift | (cut ? Bits.cut : 0))
        }
        guard sameTypeSiblings > 1 else { return ElementPathStep(stored: "", bits: base) }
        guard index >= 0, index < Bits.indexLimit else {
            return ElementPathStep(
                AccessibilityHierarchy.pathComponent(
                    type: type, identifier: nil, label: nil, index: index, sameTypeSiblings: sameTypeSiblings))
        }
        return ElementPathStep(stored: "", bits: base | 1 << Bits.countShift | UInt64(index) << Bits.firstShift)
    }

    private var isFacts: Bool { bits & Bits.facts != 0 }

    /// How a step is kept, as ``AccessibilityHierarchy/assignPathComponents(_:roots:)`` tells steps apart.
    enum Form {
        /// Its text, or facts of a cut label (compared by the text).
        case text
        /// Facts naming the element by its identifier or label (``factsKey`` is not `nil`).
        case naming
        /// Facts of the type alone or with indices (``factsKey`` is not `nil`).
        case unnamed
    }

    /// See ``Form``.
    var form: Form {
        guard isFacts, bits & Bits.cut == 0 else { return .text }
        return bits >> Bits.formShift & 3 == 0 ? .unnamed : .naming
    }
    private var formBits: UInt64 { bits >> Bits.formShift & 3 }
    private var indexCount: Int { Int(bits >> Bits.countShift & 3) }
    private func index(_ number: Int) -> Int {
        Int(bits >> (number == 0 ? Bits.firstShift : Bits.secondShift) & UInt64(Bits.indexLimit - 1))
    }

    /// Appends `[index]`, the index among same-looking siblings (``AccessibilityHierarchy/disambiguatePathComponents(_:roots:)``).
    mutating func appendIndex(_ index: Int) {
        if isFacts, formBits != 1, indexCount < 2, index >= 0, index < Bits.indexLimit {
            let shift = indexCount == 0 ? Bits.firstShift : Bits.secondShift
            bits = bits & ~(3 << Bits.countShift) | UInt64(indexCount + 1) << Bits.countShift | UInt64(index) << shift
        } else {
            self = ElementPathStep(text + "[\(index)]")
        }
    }

    /// The step's text: `Button['New Quote']`, `Image#logo`, `Other[2]`, `Button['Edit'][1]`.
    var text: String {
        guard isFacts else { return stored }
        guard bits & Bits.cut == 0 else { return slowText }
        let length = utf8Count
        return String(byteCount: length) { output in
            write(into: output)
            return length
        }
    }

    /// The text of a step whose label is cut, by ``AccessibilityHierarchy/pathComponent(type:identifier:label:index:sameTypeSiblings:)``.
    private var slowText: String {
        var text = AccessibilityHierarchy.pathComponent(
            type: ElementType.listed(atPosition: Int(bits >> Bits.typeShift & 0xFF)), identifier: nil, label: stored,
            index: 0, sameTypeSiblings: 1)
        for number in 0..<indexCount { text += "[\(index(number))]" }
        return text
    }

    /// The number of UTF-8 bytes of ``text``.
    var utf8Count: Int {
        guard isFacts, bits & Bits.cut == 0 else { return text.utf8.count }
        var count = ElementType.xcuiName(atPosition: Int(bits >> Bits.typeShift & 0xFF)).utf8.count
        switch formBits {
        case 1: count += 1 + stored.utf8.count
        case 2: count += 4 + stored.utf8.count
        default: break
        }
        for number in 0..<indexCount { count += 2 + Self.digits(index(number)) }
        return count
    }

    /// Writes ``text``'s ``utf8Count`` bytes at the start of `start`.
    func write(into start: ByteOutput) {
        guard isFacts, bits & Bits.cut == 0 else {
            var offset = 0
            Self.put(text, at: start, &offset)
            return
        }
        var offset = 0
        Self.put(ElementType.xcuiName(atPosition: Int(bits >> Bits.typeShift & 0xFF)), at: start, &offset)
        switch formBits {
        case 1:
            Self.put(UInt8(ascii: "#"), at: start, &offset)
            Self.put(stored, at: start, &offset)
        case 2:
            Self.put(UInt8(ascii: "["), at: start, &offset)
            Self.put(UInt8(ascii: "'"), at: start, &offset)
            Self.put(stored, at: start, &offset)
            Self.put(UInt8(ascii: "'"), at: start, &offset)
            Self.put(UInt8(ascii: "]"), at: start, &offset)
        default: break
        }
        for number in 0..<indexCount {
            Self.put(UInt8(ascii: "["), at: start, &offset)
            var value = index(number)
            let digits = Self.digits(value)
            offset += digits
            for place in 1...digits {
                start[offset - place] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            Self.put(UInt8(ascii: "]"), at: start, &offset)
        }
    }

    /// Copies `string`'s UTF-8 to `offset` in `start` and moves `offset` past it.
    @inline(__always)
    private static func put(_ string: String, at start: ByteOutput, _ offset: inout Int) {
        offset = start.copyUTF8(of: string, to: offset)
    }

    @inline(__always)
    private static func put(_ byte: UInt8, at start: ByteOutput, _ offset: inout Int) {
        start[offset] = byte
        offset += 1
    }

    /// The number of decimal digits of `value` (at least 0).
    private static func digits(_ value: Int) -> Int {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// Equal when the texts are: two steps kept as facts compare their facts (equal facts write
    /// equal texts and unequal ones unequal texts, see the type's note; a cut label compares its text).
    @usableFromInline static func == (a: ElementPathStep, b: ElementPathStep) -> Bool {
        if a.isFacts, b.isFacts, (a.bits | b.bits) & Bits.cut == 0 { return a.bits == b.bits && a.stored == b.stored }
        if !a.isFacts, !b.isFacts { return a.stored == b.stored }
        return a.text == b.text
    }

    /// Hashes the text.
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The facts of a step kept as facts whose label is not cut: equal exactly when the steps are
    /// (see ``==(_:_:)``), and hashed without writing the text; `nil` for any other step.
    var factsKey: FactsKey? {
        isFacts && bits & Bits.cut == 0 ? FactsKey(bits: bits, name: stored) : nil
    }

    /// See ``factsKey``.
    struct FactsKey: Hashable {
        let bits: UInt64
        let name: String
    }
}
