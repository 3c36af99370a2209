import Foundation

/// What VoiceOver reaches on a screen, in which order, and the words it says for each element,
/// part by part: the one model behind ``VoiceOverTranscript`` (what `auditkit describe` prints) and
/// the audit's rules about what VoiceOver says (words said twice, the same thing read twice, one
/// name for different controls, controls read but not on the screen). A defect seen in the
/// transcript is judged by the audit from the same parts, and the tests hold the two together.
///
/// The reading order, the elements read and how each line is composed are those
/// ``VoiceOverTranscript`` documents. An element VoiceOver reaches but has nothing to say for (no
/// label, value, hint or trait word) is an item with no parts: VoiceOver stops on it and says
/// nothing, which the transcript writes as ``silentLine``.
@usableFromInline package struct VoiceOverReading {
    /// The parts of what VoiceOver says for an element.
    @usableFromInline package enum Part {
        /// What the part is.
        @usableFromInline package enum Kind: Hashable, Sendable {
            /// A state word VoiceOver adds: "Selected" before the name, "Dimmed" after the value,
            /// "On"/"Off" after a switch's role, "Expanded"/"Collapsed" after the role words.
            case state(VoiceOverLanguage.Word)
            /// The element's name: its label, a static text's value, a field's placeholder, or a
            /// captured cell's texts.
            case name
            /// The element's value.
            case value
            /// A role word VoiceOver adds ("Button", "Heading", "Text field", …).
            case role(VoiceOverLanguage.Word)
            /// A tab's position among its bar's tabs ("2 of 5").
            case position
            /// The hint, spoken after a pause.
            case hint
        }
    }

    /// What VoiceOver says for one element, held as the facts its parts are spoken from, in the
    /// order spoken: "Selected", the name, the value, the added words (``addedWords``), a tab's
    /// position, the hint. A reading of many elements so makes no list or text per element for
    /// the words VoiceOver adds; ``spoken`` and ``text(of:)`` put them into words.
    @usableFromInline package struct Speech: Hashable, Sendable {
        /// The words VoiceOver adds, as facts.
        @usableFromInline var words: Words
        /// The name, when one is spoken (never empty).
        @usableFromInline var name: String?
        /// The value, when one is spoken (never empty).
        @usableFromInline var value: String?
        /// A tab's position among its bar's tabs (index from 1, count), when spoken.
        @usableFromInline var tabIndex: Int?
        /// The number of tabs in the bar ``tabIndex`` counts in; 0 when no position is spoken.
        @usableFromInline var tabCount = 0
        /// The hint, when one is spoken (never empty).
        @usableFromInline var hint: String?
        /// The language of the words VoiceOver adds.
        package var language: VoiceOverLanguage
        /// Whether the element is a heading (the rotor's Headings; "Heading" is said).
        package var isHeading: Bool { words.isHeading }
        /// Whether the element is a link (the rotor's Links).
        package var isLink: Bool

        /// A speech of nothing but its language and rotor facts; the reading fills in the rest.
        @usableFromInline init(language: VoiceOverLanguage, isHeading: Bool, isLink: Bool) {
            self.language = language
            self.words = Words(isHeading: isHeading)
            self.isLink = isLink
        }

        /// The parts joined as VoiceOver speaks them: ", " (or "、") between parts, a pause before
        /// the hint. Empty when there is nothing to say.
        package var spoken: String {
            let separator = language.separator
            var spoken = ""
            func add(_ text: String) {
                if !spoken.isEmpty { spoken += separator }
                spoken += text
            }
            if words.isSelected { add(language.word(.selected)) }
            if let name { add(name) }
            if let value { add(value) }
            for (word, isRole) in addedWords where word != .selected || isRole { add(language.word(word)) }
            if let position = positionText { add(position) }
            if let hint {
                spoken += spoken.isEmpty ? hint : language.hintPause + hint
            }
            return spoken
        }

        /// The tab's position as spoken ("2 of 5"), if any.
        private var positionText: String? { tabIndex.map { language.position($0, of: tabCount) } }

        /// The text of the first part of `kind`, if any.
        @inlinable package func text(of kind: Part.Kind) -> String? {
            switch kind {
            case .name: name
            case .value: value
            case .hint: hint
            default: wordText(of: kind)
            }
        }

        /// ``text(of:)`` for a state word, a role word or the position.
        @usableFromInline func wordText(of kind: Part.Kind) -> String? {
            switch kind {
            case .position: positionText
            case .state(let word):
                addedWords.contains { $0 == (word, false) } ? language.word(word) : nil
            case .role(let word):
                addedWords.contains { $0 == (word, true) } ? language.word(word) : nil
            case .name, .value, .hint: nil  // read by text(of:)
            }
        }

        /// The role words VoiceOver adds ("Button", "Text field", …), in the order spoken.
        package var roles: [VoiceOverLanguage.Word] { addedWords.compactMap { $0.isRole ? $0.word : nil } }

        /// The role words as one value, equal for two speeches exactly when their ``roles`` are.
        package var roleWords: RoleWords { words.roleWords }

        /// ``roles`` as the facts they are said from: a control's role word, a field's, then
        /// "Image", "Heading" and "Adjustable" (each said at most once, in that order).
        package struct RoleWords: Hashable, Sendable {
            /// The role word of a switch, tab, link or button.
            package let control: VoiceOverLanguage.Word?
            /// The role word of a text, search or secure text field.
            package let field: VoiceOverLanguage.Word?
            /// Whether "Image" is said.
            let isImage: Bool
            /// Whether "Heading" is said.
            let isHeading: Bool
            /// Whether "Adjustable" is said.
            let isAdjustable: Bool
        }

        /// Whether VoiceOver announces the element as something to act on: a button, link, tab,
        /// switch, text, search or secure text field, or an adjustable element.
        @inlinable package var announcesControl: Bool { words.announcesControl }

        /// Whether `word` is the role word of a control (``announcesControl``).
        @inlinable static func isControlRole(_ word: VoiceOverLanguage.Word) -> Bool {
            switch word {
            case .button, .link, .tab, .switchButton, .textField, .secureTextField, .searchField, .adjustable: true
            default: false
            }
        }

        /// The words VoiceOver adds (state and role words), in the order spoken, each with whether
        /// it is a role word; the text of each is ``VoiceOverLanguage``'s word in ``language``.
        package var addedWords: AddedWords { AddedWords(words) }

        /// The words VoiceOver adds, as the facts they are said from, without their texts: read from
        /// an item of a reading in place, they copy no string.
        @usableFromInline package struct Words: Hashable, Sendable {
            /// Whether "Selected" is said before the name.
            @usableFromInline var isSelected = false
            /// Whether "Dimmed" is said after the value.
            @usableFromInline var isDimmed = false
            /// The role word of the element's kind of control: a switch, tab, link or button.
            @usableFromInline var controlRole: VoiceOverLanguage.Word?
            /// The role word of a text, search or secure text field.
            @usableFromInline var fieldRole: VoiceOverLanguage.Word?
            /// Whether "Image" is said.
            @usableFromInline var isImage = false
            /// Whether "Heading" is said.
            @usableFromInline var isHeading: Bool
            /// Whether "Adjustable" is said.
            @usableFromInline var isAdjustable = false
            /// A switch's state word ("On", "Off"), said after the role words.
            @usableFromInline var switchState: VoiceOverLanguage.Word?
            /// "Expanded" or "Collapsed", said after the switch's state.
            @usableFromInline var expansion: VoiceOverLanguage.Word?

            /// No word but "Heading" when `isHeading`; the reading sets the others.
            @usableFromInline init(isHeading: Bool) { self.isHeading = isHeading }

            /// See ``Speech/announcesControl``.
            @inlinable package var announcesControl: Bool { controlRole != nil || fieldRole != nil || isAdjustable }

            /// See ``Speech/roleWords``.
            package var roleWords: RoleWords {
                RoleWords(
                    control: controlRole, field: fieldRole, isImage: isImage, isHeading: isHeading,
                    isAdjustable: isAdjustable)
            }
        }

        /// The words a speech adds, in the order spoken, read off its facts without making a list.
        package struct AddedWords: Sequence, IteratorProtocol {
            private let words: Words
            /// The place in the order of the next word to look at.
            private var step = 0

            init(_ words: Words) { self.words = words }

            /// The next word VoiceOver adds, and whether it is a role word.
            package mutating func next() -> (word: VoiceOverLanguage.Word, isRole: Bool)? {
                while step < 9 {
                    step += 1
                    switch step {
                    case 1: if words.isSelected { return (.selected, false) }
                    case 2: if words.isDimmed { return (.dimmed, false) }
                    case 3: if let role = words.controlRole { return (role, true) }
                    case 4: if let role = words.fieldRole { return (role, true) }
                    case 5: if words.isImage { return (.image, true) }
                    case 6: if words.isHeading { return (.heading, true) }
                    case 7: if words.isAdjustable { return (.adjustable, true) }
                    case 8: if let state = words.switchState { return (state, false) }
                    default: if let expansion = words.expansion { return (expansion, false) }
                    }
                }
                return nil
            }
        }
    }

    /// One element VoiceOver reads, with what it says.
    package struct Item: Hashable, Sendable {
        /// The element's id in the hierarchy.
        package var elementID: Int
        /// What VoiceOver says.
        package var speech: Speech
        /// The element's name (label, static text value, placeholder or a captured cell's texts), if any.
        package var name: String?
    }

    /// What the transcript writes for an element VoiceOver stops on and says nothing for.
    package static let silentLine = "(no description)"

    /// The elements VoiceOver reads, in reading order.
    package let items: [Item]
    /// The modal view on screen, or `nil` (``AccessibilityHierarchy/modalPresentation``).
    package let modalPresentation: ModalPresentation?
    /// How many elements behind ``modalPresentation`` VoiceOver would read once it is dismissed.
    package let elementsBehindModal: Int
    /// The direction rows are read in.
    package let readingDirection: ReadingDirection
    /// How ``readingDirection`` was known.
    package let readingDirectionSource: ReadingDirection.Source
    /// Whether the direction of some rows was guessed from the script of the labels.
    package let isReadingDirectionGuessed: Bool

    /// Reads `hierarchy` as VoiceOver does (the parameters are ``VoiceOverTranscript``'s);
    /// `viewTree` is its view tree in pre-order when the caller has it (built here otherwise).
    package init(
        _ hierarchy: AccessibilityHierarchy, language: VoiceOverLanguage = .english,
        rightToLeft: Bool? = nil, verticalTolerance: Double = 8, viewTree: TreeOrder? = nil
    ) {
        let (modal, behind) = hierarchy.modalCoverage()
        // An alert or action sheet, or any modal view where the accessibility view is not known (a
        // capture, hand-written JSON), is read alone; a headless modal view's accessibility view
        // already leaves out its siblings, as UIKit does.
        let knowsAccessibilityView = Self.knowsAccessibilityView(hierarchy)
        let start = modal.flatMap { $0.kind != .modalView || !knowsAccessibilityView ? $0.elementID : nil }
        var directions = ReadingDirections(hierarchy, given: rightToLeft, viewTree: viewTree)
        var walk = Walk(
            hierarchy: hierarchy, knowsAccessibilityView: knowsAccessibilityView, tolerance: verticalTolerance)
        // What the modal view hides is not read, whatever a hierarchy's lists say (hierarchy JSON
        // that lists a modal view's siblings as reached).
        let order = walk.readingOrder(from: start, directions: &directions)
            .filter { !(behind.indices.contains($0) && behind[$0]) }
        modalPresentation = modal
        elementsBehindModal =
            modal == nil
            ? 0
            : walk.readingOrder(from: nil, directions: &directions)
                .filter { behind.indices.contains($0) && behind[$0] }.count
        (readingDirection, readingDirectionSource) = directions.peek(start ?? hierarchy.rootID ?? 0)
        isReadingDirectionGuessed = directions.guessedRightToLeft
        // Per element, in O(n) for the whole tree (deep trees too): the nearest tab bar above it,
        // and the nearest element above it that sets a language.
        let barAbove = hierarchy.nearestAncestor { $0.elementType == .tabBar || $0.traits?.contains(.tabBar) == true }
        let languageAbove = hierarchy.nearestAncestor { $0.language != nil }
        let tabBars = order.map { hierarchy.elements.indices.contains($0) ? barAbove[$0] : nil }
        var tabsOfBar: [Int: [Int]] = [:]
        for (index, bar) in tabBars.enumerated() { if let bar { tabsOfBar[bar, default: []].append(index) } }
        var items: [Item] = []
        items.reserveCapacity(order.count)
        hierarchy.elements.withView { elements in
            for (index, id) in order.enumerated() where id >= 0 && id < elements.count {
                var position: (Int, Int)?
                if let bar = tabBars[index], let tabs = tabsOfBar[bar] {
                    position = ((tabs.firstIndex(of: index) ?? 0) + 1, tabs.count)
                }
                let tag = elements[id].language ?? languageAbove[id].flatMap { elements[$0].language }
                let spokenLanguage = tag.flatMap(VoiceOverLanguage.init(bcp47:)) ?? language
                let cellName =
                    elements[id].elementType == .cell && elements[id].isAccessibilityElement == nil
                        && elements[id].isInAccessibilityView == nil
                    ? walk.cellSpeech(id) : nil
                let name = cellName ?? Self.spokenName(elements, id).map(Self.oneLine)
                let speech = Self.compose(
                    elements, id, language: spokenLanguage, tabPosition: position, resolvedName: name)
                items.append(Item(elementID: id, speech: speech, name: name))
            }
        }
        self.items = items
    }

    /// Whether some element of `hierarchy` records that it is in the accessibility view (a
    /// headless snapshot, or JSON that says so): the reading then follows the accessibility view.
    static func knowsAccessibilityView(_ hierarchy: AccessibilityHierarchy) -> Bool {
        hierarchy.elements.withView { elements in
            elements.indices.contains { elements[$0].isInAccessibilityView == true }
        }
    }

    // MARK: Reading order

    /// One reading's walk of a hierarchy, without recursion: the reading order, and each captured cell's speech
    /// (``cellSpeech(_:in:)``) worked out once, though both the walk and the items ask for it.
    struct Walk {
        let hierarchy: AccessibilityHierarchy
        /// ``VoiceOverReading/knowsAccessibilityView(_:)``.
        let knowsAccessibilityView: Bool
        /// Points by which two children's vertical centres may differ and still share a row.
        let tolerance: Double
        private var cellSpeeches: [Int: String?] = [:]

        init(hierarchy: AccessibilityHierarchy, knowsAccessibilityView: Bool, tolerance: Double) {
            self.hierarchy = hierarchy
            self.knowsAccessibilityView = knowsAccessibilityView
            self.tolerance = tolerance
        }

        /// ``VoiceOverReading/cellSpeech(_:in:)`` of the element `id`, worked out once.
        mutating func cellSpeech(_ id: Int) -> String? {
            if let known = cellSpeeches[id] { return known }
            let speech = VoiceOverReading.cellSpeech(hierarchy.elements[id], in: hierarchy)
            cellSpeeches[id] = speech
            return speech
        }

        /// ``VoiceOverReading/isReadInCapture(_:in:)`` of the element `id`, a cell's speech worked out once.
        mutating func isReadInCapture(_ id: Int) -> Bool {
            let elements = hierarchy.elements
            if let known = elements[id].isAccessibilityElement { return known }
            if elements[id].elementType == .cell { return cellSpeech(id) != nil }
            return VoiceOverReading.isReadInCapture(elements[id], in: hierarchy)
        }

        /// The ids of the elements VoiceOver reads, in order, from `start` (a modal view) or the root.
        mutating func readingOrder(from start: Int?, directions: inout ReadingDirections) -> [Int] {
            let h = hierarchy
            let elements = h.elements
            let count = elements.count
            guard let root = start ?? h.rootID else { return [] }
            var result: [Int] = []
            var seen = [Bool](repeating: false, count: count)
            var stack = [root]
            while let id = stack.popLast() {
                guard id >= 0, id < count, !seen[id] else { continue }
                seen[id] = true
                let kids: [Int]
                if knowsAccessibilityView {
                    // Unknown is not false: a container that hand-written JSON leaves without the fact
                    // (the application, a window) is walked through; only a known `false` stops the walk.
                    guard elements[id].isInAccessibilityView != false || (id == root && start != nil) else { continue }
                    if elements[id].isAccessibilityElement == true {
                        result.append(id)
                        continue
                    }
                    kids =
                        elements[id].accessibilityChildren.isEmpty && id == root && start != nil
                        ? elements[id].children : elements[id].accessibilityChildren
                } else {
                    // An element the capture says VoiceOver reaches (`accessible="true"`) is read even
                    // where XCTest calls it invisible (zero size, outside the screen, covered): VoiceOver
                    // still stops on it. Other invisible elements are not read.
                    if id != root, elements[id].isVisible != false || elements[id].isAccessibilityElement == true,
                        isReadInCapture(id)
                    {
                        result.append(id)
                        continue
                    }
                    kids =
                        elements[id].automationChildren.isEmpty
                        ? elements[id].children : elements[id].automationChildren
                }
                guard kids.count > 1 else {
                    stack.append(contentsOf: kids)
                    continue
                }
                let ownOrder =
                    knowsAccessibilityView
                    ? listsOwnOrder(elements[id], kids: kids, in: h) : guessesOwnOrder(elements[id], kids: kids, in: h)
                let ordered =
                    ownOrder
                    ? kids
                    : geometricOrder(
                        kids, in: h, rightToLeft: directions.direction(of: id).0 == .rightToLeft, tolerance: tolerance)
                stack.append(contentsOf: ordered.reversed())
            }
            return result
        }
    }

    /// Whether a container set its own order (`accessibilityElements`): the snapshot's
    /// ``ElementSnapshot/hasCustomAccessibilityOrder`` when known; otherwise a guess: its list is
    /// not its subviews in order, or holds custom elements.
    static func listsOwnOrder(_ element: ElementSnapshot, kids: [Int], in h: AccessibilityHierarchy) -> Bool {
        element.hasCustomAccessibilityOrder ?? guessesOwnOrder(element, kids: kids, in: h)
    }

    /// The guess for trees without the fact (captures read through the automation tree, older
    /// JSON): `kids` is not the subviews in order, or holds custom elements.
    static func guessesOwnOrder(_ element: ElementSnapshot, kids: [Int], in h: AccessibilityHierarchy) -> Bool {
        let elements = h.elements
        if kids.contains(where: { $0 >= 0 && $0 < elements.count && elements[$0].isCustomElement }) { return true }
        var position = element.children.startIndex
        for kid in kids {
            guard let found = element.children[position...].firstIndex(of: kid) else { return true }
            position = found + 1
        }
        return false
    }

    /// `kids` in rows top to bottom, each row leading to trailing; unchanged if any lacks a frame.
    ///
    /// Rows: the kids sorted by vertical centre (ties in listed order), a kid joining the row
    /// before it when its centre is within `tolerance` of that row's first kid's; each row sorted
    /// by leading edge (ties in the order of the rows' sort). Each frame's centre and edges are
    /// read once; kids already in order (most rows of a list) are not sorted again.
    static func geometricOrder(_ kids: [Int], in h: AccessibilityHierarchy, rightToLeft: Bool, tolerance: Double)
        -> [Int]
    {
        guard kids.count > 1 else { return kids }
        if isInGeometricOrder(kids, in: h, rightToLeft: rightToLeft, tolerance: tolerance) { return kids }
        // For each kid: its vertical centre and the edge rows are sorted by (the leading edge).
        var keys: [(centre: Double, edge: Double)] = []
        keys.reserveCapacity(kids.count)
        let framed = h.elements.withView { elements in
            for id in kids {
                guard id >= 0, id < elements.count, let frame = elements[id].frame else { return false }
                keys.append((Double(frame.midY), Double(rightToLeft ? -frame.maxX : frame.minX)))
            }
            return true
        }
        guard framed else { return kids }
        // Without NaN each sort below has one answer, whatever the algorithm; with a NaN (a frame
        // of infinities) the answer depends on the comparisons made, so the sorts on frames decide.
        guard !keys.contains(where: { $0.centre.isNaN || $0.edge.isNaN }) else {
            return listedGeometricOrder(kids, in: h, rightToLeft: rightToLeft, tolerance: tolerance)
        }
        // Kids (as offsets into `kids`) by centre, ties in listed order.
        var order = Array(kids.indices)
        var place: [Int] = []  // for stableSort, made once for all rows
        if zip(keys, keys.dropFirst()).contains(where: { $0.centre > $1.centre }) {
            stableSort(&order[...], place: &place, of: kids.count) { keys[$0].centre < keys[$1].centre }
        }
        // Rows, each by leading edge, ties in the order of the sort by centre.
        var rowStart = 0
        while rowStart < order.count {
            let anchor = keys[order[rowStart]].centre
            var rowEnd = rowStart + 1
            var sorted = true
            while rowEnd < order.count, abs(keys[order[rowEnd]].centre - anchor) <= tolerance {
                if keys[order[rowEnd]].edge < keys[order[rowEnd - 1]].edge { sorted = false }
                rowEnd += 1
            }
            if !sorted {
                stableSort(&order[rowStart..<rowEnd], place: &place, of: kids.count) { keys[$0].edge < keys[$1].edge }
            }
            rowStart = rowEnd
        }
        return order.map { kids[$0] }
    }

    /// Sorts `items` (offsets in `0..<count`) by `less`, a strict weak order, keeping items that
    /// compare equal in the order they are in: by insertion for a few items (stable as it is),
    /// otherwise by the standard sort with each item's place as the tie-break. `place` is scratch
    /// space of `count` entries, made on first use, that the caller keeps across calls so that
    /// sorting many rows of one list does not allocate a table per row.
    static func stableSort(
        _ items: inout ArraySlice<Int>, place: inout [Int], of count: Int, by less: (Int, Int) -> Bool
    ) {
        guard items.count > 16 else {
            var index = items.startIndex + 1
            while index < items.endIndex {
                let item = items[index]
                var slot = index
                while slot > items.startIndex, less(item, items[slot - 1]) {
                    items[slot] = items[slot - 1]
                    slot -= 1
                }
                items[slot] = item
                index += 1
            }
            return
        }
        if place.count != count { place = [Int](repeating: 0, count: count) }
        for (offset, item) in items.enumerated() { place[item] = offset }
        items.sort { less($0, $1) || (!less($1, $0) && place[$0] < place[$1]) }
    }

    /// Whether ``geometricOrder(_:in:rightToLeft:tolerance:)`` leaves `kids` as they are, read in
    /// one pass without building its tables: every kid has a frame, no centre or edge is NaN, the
    /// centres never decrease (so the sort by centre keeps the listed order), and within each row
    /// (a kid within `tolerance` of its row's first kid's centre) the edges never decrease. `true`
    /// also when a kid is not an element or has no frame (the order then keeps `kids`); `false`
    /// when they are not in order or a value is NaN, for the full order to decide.
    static func isInGeometricOrder(_ kids: [Int], in h: AccessibilityHierarchy, rightToLeft: Bool, tolerance: Double)
        -> Bool
    {
        h.elements.withView { elements in
            var anchor = 0.0
            var previousCentre = 0.0
            var previousEdge = 0.0
            for (offset, id) in kids.enumerated() {
                guard id >= 0, id < elements.count, let frame = elements[id].frame else { return true }
                let centre = Double(frame.midY)
                let edge = Double(rightToLeft ? -frame.maxX : frame.minX)
                guard !centre.isNaN, !edge.isNaN else { return false }
                if offset == 0 || !(abs(centre - anchor) <= tolerance) {
                    guard offset == 0 || centre >= previousCentre else { return false }
                    anchor = centre
                } else {
                    guard centre >= previousCentre, edge >= previousEdge else { return false }
                }
                previousCentre = centre
                previousEdge = edge
            }
            return true
        }
    }

    /// ``geometricOrder(_:in:rightToLeft:tolerance:)`` by sorts that read the frames as they
    /// compare them: the answer when a centre or edge is not a number, where a sort's answer
    /// depends on the comparisons it makes. The tests hold the two together on every other layout.
    static func listedGeometricOrder(_ kids: [Int], in h: AccessibilityHierarchy, rightToLeft: Bool, tolerance: Double)
        -> [Int]
    {
        let elements = h.elements
        let framed = kids.compactMap { id in
            id >= 0 && id < elements.count ? elements[id].frame.map { (id: id, frame: $0) } : nil
        }
        guard framed.count == kids.count, kids.count > 1 else { return kids }
        let byCentre = framed.enumerated().sorted { a, b in
            a.element.frame.midY != b.element.frame.midY
                ? a.element.frame.midY < b.element.frame.midY : a.offset < b.offset
        }.map(\.element)
        var rows: [[(id: Int, frame: CGRect)]] = []
        for item in byCentre {
            if let anchor = rows.last?.first, abs(item.frame.midY - anchor.frame.midY) <= tolerance {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let (x, y) =
                    rightToLeft
                    ? (-a.element.frame.maxX, -b.element.frame.maxX) : (a.element.frame.minX, b.element.frame.minX)
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element.id)
        }
    }

    /// Whether a captured element is read as one element (its inside is not read).
    static func isReadInCapture(_ e: ElementSnapshot, in h: AccessibilityHierarchy) -> Bool {
        if let known = e.isAccessibilityElement { return known }
        if e.elementType == .cell { return cellSpeech(e, in: h) != nil }
        let type = e.elementType
        if type.isControl, !captureContainers.contains(type) { return true }
        guard e.accessibleName != nil else { return false }
        if type == .staticText || type == .image || type == .icon || type == .textView { return true }
        return e.children.isEmpty && e.automationChildren.isEmpty
    }

    /// The types ``isReadInCapture(_:in:)`` walks into rather than reads as one element, though
    /// some are controls (a segmented control, a picker, a tab bar).
    static let captureContainers = ElementTypeSet([
        .application, .window, .other, .tabBar, .navigationBar, .toolbar, .statusBar,
        .table, .collectionView, .scrollView, .cell, .keyboard, .alert, .sheet,
        .segmentedControl, .picker, .webView,
    ])

    /// For a captured table or collection cell VoiceOver reads as one element, the name to speak;
    /// `nil` when the cell is entered instead and its children are read one by one.
    ///
    /// UIKit makes a `UITableViewCell` one accessibility element whose label joins its texts
    /// (Settings' "General" row is one element, not an icon, a text and a chevron). Captures do not
    /// record that, so this is decided conservatively from what is inside (the automation tree):
    /// - Every descendant is either known invisible (`visible="false"`: the Settings chevron,
    ///   icon), a static text, or an unnamed part with nothing inside (a separator line, an
    ///   unnamed image). A cell holding anything else (a switch, a visible button, a text field,
    ///   a named image) is entered, so no control is hidden from the transcript.
    /// - The name is the cell's label; else its visible static texts' names joined with ", "; a
    ///   cell with neither is entered.
    /// "Button" is added only when the capture gives the cell the button trait (a disclosure cell
    /// is announced "General, Button" by VoiceOver, but captures without traits do not say so).
    static func cellSpeech(_ cell: ElementSnapshot, in h: AccessibilityHierarchy) -> String? {
        var texts: [String] = []
        var stack = Array((cell.automationChildren.isEmpty ? cell.children : cell.automationChildren).reversed())
        var seen: Set<Int> = [cell.id]
        while let id = stack.popLast() {
            guard seen.insert(id).inserted, let part = h[id] else { continue }
            // An invisible part is passed over, unless the capture says VoiceOver reaches it.
            if part.isVisible == false && part.isAccessibilityElement != true { continue }
            let inside = part.automationChildren.isEmpty ? part.children : part.automationChildren
            if part.elementType == .staticText, inside.isEmpty {
                if let name = part.accessibleName.map(oneLine), !name.isEmpty { texts.append(name) }
                continue
            }
            let isUnnamedPart =
                [.other, .image].contains(part.elementType) && part.accessibleName == nil
                && !part.identifier.hasContent
            guard isUnnamedPart, part.isAccessibilityElement != true else { return nil }
            stack.append(contentsOf: inside.reversed())
        }
        if let label = cell.label.map(oneLine), !label.isEmpty { return label }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    // MARK: Composition

    /// `text` on one line: each line break (with the spaces around it) becomes one space, as
    /// VoiceOver reads a line break as a pause, not as words.
    static func oneLine(_ text: String) -> String {
        // Most texts are one line with no space at either end: returned as they are, without the
        // split and the trims (the same result, read in one pass over the UTF-8 bytes).
        if isOneTrimmedLine(text) { return text }
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Whether ``oneLine(_:)`` leaves `text` as it is: it is not empty, holds no line break (no
    /// byte of U+000A–U+000D, U+0085, U+2028 or U+2029, the scalars of `Character.isNewline`), and
    /// begins and ends with an ASCII character other than a space or a tab (so not in
    /// `CharacterSet.whitespaces`). `false` when unsure (a non-ASCII first or last character).
    static func isOneTrimmedLine(_ text: String) -> Bool {
        text.withByteView { bytes in
            let count = bytes.count
            guard count > 0 else { return false }
            func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && byte != 0x09 }
            guard isPlain(bytes[0]), isPlain(bytes[count - 1]) else { return false }
            // Eight bytes at a time while no byte is below 0x0E or from 0x80 (the lowest such byte
            // of a word sets its high bit in `word - 0x0E…` or in `word`); then byte by byte.
            var index = 0
            while index + 8 <= count {
                let word = bytes.word(at: index)
                if (word &- 0x0E0E_0E0E_0E0E_0E0E | word) & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            while index < count {
                let byte = bytes[index]
                if byte >= 0x0A && byte <= 0x0D { return false }
                // U+0085 is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 { return false }
                if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    return false
                }
                index += 1
            }
            return true
        }
    }

    /// The name VoiceOver speaks: ``ElementSnapshot/accessibleName`` (label, else a static text's
    /// value, else the placeholder), except that a placeholder is spoken only while the field is
    /// empty (its value empty or equal to the placeholder): VoiceOver hides the placeholder once
    /// there is text, as the field does ("bob@example.com, Text field", not
    /// "name@example.com, bob@example.com, Text field").
    static func spokenName(_ e: ElementSnapshot) -> String? {
        [e].withView { spokenName($0, 0) }
    }

    /// ``spokenName(_:)`` of the element `id` of `elements`, read in place.
    @inline(__always)
    static func spokenName(_ elements: BufferView<ElementSnapshot>, _ id: Int) -> String? {
        guard let name = elements[id].accessibleName else { return nil }
        let fromPlaceholder =
            !elements[id].label.hasContent
            && !(elements[id].elementType == .staticText && elements[id].value.hasContent)
        guard fromPlaceholder, let value = elements[id].value, value.hasContent, value != elements[id].placeholderValue
        else { return name }
        return nil
    }

    /// Whether an element of `type` and `traits` is a text view the user can edit: known traits without `.staticText` (UIKit
    /// gives a read-only `UITextView` `.staticText`). VoiceOver announces it as a text field.
    /// Unknown for captures, whose traits are usually absent.
    @inline(__always)
    static func isEditableTextView(type: ElementType, traits: AccessibilityTraits?) -> Bool {
        type == .textView && traits.map { !$0.contains(.staticText) } == true
    }

    /// What VoiceOver says for one element, part by part.
    /// `name`, when given, replaces the element's own name (a captured cell's joined texts).
    ///
    /// A secure text field's value is not read: it holds the field's bullets (or, in a capture,
    /// whatever the app put there), and VoiceOver does not speak a secure field's characters. What
    /// it says in their place (a count of characters, say) is not documented by Apple, so no part
    /// stands for it.
    package static func compose(
        _ e: ElementSnapshot, language: VoiceOverLanguage, tabPosition: (Int, Int)?, name nameOverride: String? = nil
    ) -> Speech {
        compose(
            e, language: language, tabPosition: tabPosition, resolvedName: nameOverride ?? spokenName(e).map(oneLine))
    }

    /// ``compose(_:language:tabPosition:name:)`` with the name already worked out (`nil`: none).
    static func compose(
        _ e: ElementSnapshot, language: VoiceOverLanguage, tabPosition: (Int, Int)?, resolvedName name: String?
    ) -> Speech {
        [e].withView { compose($0, 0, language: language, tabPosition: tabPosition, resolvedName: name) }
    }

    /// ``compose(_:language:tabPosition:resolvedName:)`` of the element `id` of `elements`, read in
    /// place (inlined into the reading's loop, it copies no element).
    @inline(__always)
    static func compose(
        _ elements: BufferView<ElementSnapshot>, _ id: Int, language: VoiceOverLanguage, tabPosition: (Int, Int)?,
        resolvedName name: String?
    ) -> Speech {
        let traits = elements[id].traits
        let type = elements[id].elementType
        func has(_ trait: AccessibilityTraits) -> Bool { traits?.contains(trait) ?? false }
        let isSelected = traits.map { $0.contains(.selected) } ?? (elements[id].isSelected ?? false)
        let isDimmed = traits.map { $0.contains(.notEnabled) } ?? (elements[id].isEnabled == false)
        let isSwitch = type == .switch || type == .toggle || has(.toggleButton)
        let isLink = has(.link) || (traits == nil && type == .link)
        let isButton = has(.button) || (traits == nil && type == .button)
        let isTab = tabPosition != nil && (isButton || type == .tab) || type == .tab
        let isHeading = has(.header)
        let isSecure = type == .secureTextField

        var speech = Speech(language: language, isHeading: isHeading, isLink: isLink)
        speech.words.isSelected = isSelected && !isSwitch
        if let name, !name.isEmpty { speech.name = name }
        if !isSecure, let value = elements[id].value.map(oneLine), !value.isEmpty, value != name {
            if isSwitch, value == "1" || value == "0" {
                speech.words.switchState = value == "1" ? .on : .off
            } else {
                speech.value = value
            }
        }
        speech.words.isDimmed = isDimmed
        if isSwitch {
            speech.words.controlRole = .switchButton
        } else if isTab {
            speech.words.controlRole = .tab
        } else if isLink {
            speech.words.controlRole = .link
        } else if isButton {
            speech.words.controlRole = .button
        }
        if has(.searchField) || type == .searchField {
            speech.words.fieldRole = .searchField
        } else if isSecure {
            speech.words.fieldRole = .secureTextField
        } else if type == .textField || isEditableTextView(type: type, traits: traits) {
            speech.words.fieldRole = .textField
        }
        speech.words.isImage = has(.image) || (traits == nil && (type == .image || type == .icon))
        speech.words.isAdjustable = has(.adjustable) || (traits == nil && (type == .slider || type == .stepper))
        switch elements[id].accessibilityExpandedStatus {
        case .expanded?: speech.words.expansion = .expanded
        case .collapsed?: speech.words.expansion = .collapsed
        default: break
        }
        if isTab, let (index, count) = tabPosition {
            speech.tabIndex = index
            speech.tabCount = count
        }
        if let hint = elements[id].hint.map(oneLine), !hint.isEmpty { speech.hint = hint }
        return speech
    }
}

/// What the rules about speech ask of the item at `index` of a reading's items, its fields read in
/// place. Rules walk the items by index: iterating the items, or calling a method on
/// `items[index].speech`, first copies the item out of the buffer (its texts retained and
/// released), once per item and rule.
extension BufferView where Element == VoiceOverReading.Item {
    /// `self[index].elementID`.
    package func elementID(_ index: Int) -> Int { self[index].elementID }

    /// `self[index].speech.text(of: .name)`.
    package func spokenName(_ index: Int) -> String? { self[index].speech.name }

    /// Whether `self[index].speech` says a value or a hint.
    package func hasValueOrHint(_ index: Int) -> Bool {
        self[index].speech.value != nil || self[index].speech.hint != nil
    }

    /// `self[index].speech.announcesControl`.
    package func announcesControl(_ index: Int) -> Bool { self[index].speech.words.announcesControl }

    /// `self[index].speech.roleWords`.
    package func roleWords(_ index: Int) -> VoiceOverReading.Speech.RoleWords { self[index].speech.words.roleWords }

    /// `self[index].speech.addedWords`.
    package func addedWords(_ index: Int) -> VoiceOverReading.Speech.AddedWords {
        VoiceOverReading.Speech.AddedWords(self[index].speech.words)
    }
}
