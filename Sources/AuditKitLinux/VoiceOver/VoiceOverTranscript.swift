import Foundation

/// What VoiceOver would say, element by element, swiping through a screen from the first element.
///
/// ```swift
/// let transcript = VoiceOverTranscript(app.snapshot(), language: .english)
/// print(transcript.text)
/// ```
/// ```text
/// Quotes, Heading
/// New Quote, Button. Shows another quote
/// Selected, Quote, Tab, 1 of 2
/// Settings, Tab, 2 of 2
/// ```
///
/// **Reading order.** Inside a container that sets `accessibilityElements`
/// (``ElementSnapshot/hasCustomAccessibilityOrder``), that order, even where it matches the
/// subviews' order and the positions disagree. When that fact is unknown (captures, older JSON),
/// a list that is not the subviews' order, or that holds custom elements, is taken as set by the
/// app. Otherwise children are read in rows, top to bottom, and within a
/// row leading to trailing: left to right, or right to left where the content is in a right-to-left
/// language (Arabic, Hebrew, Persian, Urdu, …): the container's `accessibilityLanguage` (or an
/// ancestor's) says so, or languages declared on more than half of the named elements inside it do, or, when no language is recorded
/// (captures), the screen's labels hold more letters of right-to-left scripts than of others, a
/// guess the transcript says (``isReadingDirectionGuessed``, ``directionNote``); `rightToLeft:`
/// overrides all of it. Two children share
/// a row when their vertical centres are at most `verticalTolerance` points apart. A container whose
/// children are not all framed keeps its order. A modal view's siblings are already absent from the
/// accessibility view. An element is read once and its inside is not read.
///
/// **Modal views.** While an alert, a system alert or an action sheet shows, VoiceOver reaches only
/// it: only it is read (``modalPresentation``, and ``elementsBehindModal`` counts what is left
/// unread). So is a view with `accessibilityViewIsModal` in a hierarchy without the accessibility
/// view (hand-written JSON); in headless screens the accessibility view already leaves out its
/// siblings, as UIKit does, and in hierarchy JSON that lists them as reached, they are left out
/// all the same (``AccessibilityHierarchy/isBehindModal()``).
///
/// **Captures** (no accessibility view known): the automation tree is read instead. An element
/// known invisible (`visible="false"`) is not read (its children are still visited). An element is
/// read when it is known to be an accessibility element, or, when that is unknown, when it is a
/// control (button, link, text field, switch, slider, …) or a named static text, image or leaf.
/// A cell holding only texts and invisible or unnamed decorative parts is read as one element, as
/// VoiceOver reads a `UITableViewCell` (its label, else its texts joined with ", "; see
/// `cellSpeech(_:in:)`). Named containers such as a tab bar are entered, not read.
///
/// **Each line** is composed as VoiceOver composes it: "Selected", the label (else a static text's
/// value, else the placeholder while the field is empty: value empty or equal to the placeholder), the value, "Dimmed", the roles ("Button", "Tab", "Link", "Image",
/// "Heading", "Adjustable", "Text field", "Switch button" with "On"/"Off" for a value of "1"/"0"),
/// a tab's position among its tab bar's tabs ("2 of 5"), then the hint after a pause. An editable
/// text view is a "Text field". Line breaks inside a label, value or hint are written as one space,
/// so each element is one line of ``text``. The words
/// VoiceOver adds are in the element's `accessibilityLanguage` (or an ancestor's) when it is
/// English or Japanese, else in `language`. VoiceOver's default usage hints ("Double tap to
/// activate") are not included.
public struct VoiceOverTranscript: Hashable, Sendable {
    /// One element as VoiceOver reads it.
    public struct Entry: Hashable, Sendable {
        /// The element's id in the hierarchy.
        public var elementID: Int
        /// What VoiceOver says.
        public var spoken: String
        /// The language of the words VoiceOver adds.
        public var language: VoiceOverLanguage
        /// Whether the element is a heading (the rotor's Headings).
        public var isHeading: Bool
        /// Whether the element is a link (the rotor's Links).
        public var isLink: Bool
        /// The element's name (label, static text value or placeholder), if any.
        public var name: String?
    }

    /// The elements in reading order, with what VoiceOver says for each.
    public let entries: [Entry]
    /// The modal view on screen (an alert, a system alert, an action sheet, a view with
    /// `accessibilityViewIsModal`: ``AccessibilityHierarchy/modalPresentation``), or `nil`. While it
    /// shows VoiceOver reaches only it, so only it is read.
    public let modalPresentation: ModalPresentation?
    /// How many elements behind ``modalPresentation`` VoiceOver would read once it is dismissed and
    /// does not read now (0 without a modal view).
    public let elementsBehindModal: Int
    /// The direction rows are read in: right to left when the screen's content is in a right-to-left
    /// language, else left to right (containers whose own language says otherwise follow it).
    public let readingDirection: ReadingDirection
    /// How ``readingDirection`` was known: given, from `accessibilityLanguage`, guessed from the script
    /// of the labels, or assumed (no sign of a right-to-left language).
    public let readingDirectionSource: ReadingDirection.Source
    /// Whether the direction of some rows had to be guessed from the script of the labels (no
    /// `accessibilityLanguage` said it), which ``directionNote`` says.
    public let isReadingDirectionGuessed: Bool

    /// A sentence saying the direction was guessed, or `nil` when it was not: "Rows are read right to
    /// left, guessed from the script of the labels (right-to-left letters outnumber others); set
    /// accessibilityLanguage to say so."
    public var directionNote: String? {
        guard isReadingDirectionGuessed else { return nil }
        return
            "Rows are read right to left, guessed from the script of the labels (right-to-left letters outnumber others): "
            + "nothing records the language; set accessibilityLanguage (\"ar\", \"he\", …) to say so."
    }

    /// Builds the transcript of `hierarchy`.
    ///
    /// - Parameters:
    ///   - hierarchy: A snapshot or a capture.
    ///   - language: The language of VoiceOver's own words when an element does not set one.
    ///   - rightToLeft: Reads rows right to left (`true`) or left to right (`false`); `nil` (the
    ///     default) decides per container from the content: its `accessibilityLanguage` (or an
    ///     ancestor's, or those declared inside it), else the script of the screen's labels.
    ///   - verticalTolerance: Points by which two children's vertical centres may differ and still
    ///     share a row. Default 8.
    public init(
        _ hierarchy: AccessibilityHierarchy, language: VoiceOverLanguage = .english,
        rightToLeft: Bool? = nil, verticalTolerance: Double = 8
    ) {
        let (modal, behind) = hierarchy.modalCoverage()
        // An alert or action sheet, or any modal view where the accessibility view is not known (a
        // capture, hand-written JSON), is read alone; a headless modal view's accessibility view
        // already leaves out its siblings, as UIKit does.
        let knowsAccessibilityView = hierarchy.elements.contains { $0.isInAccessibilityView == true }
        let start = modal.flatMap { $0.kind != .modalView || !knowsAccessibilityView ? $0.elementID : nil }
        var directions = ReadingDirections(hierarchy, given: rightToLeft)
        // What the modal view hides is not read, whatever a hierarchy's lists say (hierarchy JSON
        // that lists a modal view's siblings as reached).
        let order = Self.readingOrder(hierarchy, from: start, directions: &directions, tolerance: verticalTolerance)
            .filter { !(behind.indices.contains($0) && behind[$0]) }
        modalPresentation = modal
        elementsBehindModal =
            modal == nil
            ? 0
            : Self.readingOrder(hierarchy, from: nil, directions: &directions, tolerance: verticalTolerance)
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
        var entries: [Entry] = []
        for (index, id) in order.enumerated() {
            guard let element = hierarchy[id] else { continue }
            var position: (Int, Int)?
            if let bar = tabBars[index], let tabs = tabsOfBar[bar] {
                position = ((tabs.firstIndex(of: index) ?? 0) + 1, tabs.count)
            }
            let tag = element.language ?? languageAbove[id].flatMap { hierarchy.elements[$0].language }
            let spokenLanguage = tag.flatMap(VoiceOverLanguage.init(bcp47:)) ?? language
            let cellName =
                element.elementType == .cell && element.isAccessibilityElement == nil
                    && element.isInAccessibilityView == nil
                ? Self.cellSpeech(element, in: hierarchy) : nil
            let composed = Self.compose(element, language: spokenLanguage, tabPosition: position, name: cellName)
            guard !composed.spoken.isEmpty else { continue }
            entries.append(
                Entry(
                    elementID: id, spoken: composed.spoken, language: spokenLanguage,
                    isHeading: composed.isHeading, isLink: composed.isLink,
                    name: cellName ?? Self.spokenName(element).map(Self.oneLine)))
        }
        self.entries = entries
    }

    /// What VoiceOver says for each element, in reading order.
    public var lines: [String] { entries.map(\.spoken) }
    /// The transcript, one line per element.
    public var text: String { lines.joined(separator: "\n") }
    /// The rotor's Headings: the names of the elements with the header trait, in reading order.
    public var headings: [String] { entries.filter(\.isHeading).map { $0.name ?? $0.spoken } }
    /// The rotor's Links: the names of links, in reading order.
    public var links: [String] { entries.filter(\.isLink).map { $0.name ?? $0.spoken } }

    // MARK: Reading order

    /// The ids of the elements VoiceOver reads, in order, from `start` (a modal view) or the root.
    /// Walks without recursion.
    static func readingOrder(
        _ h: AccessibilityHierarchy, from start: Int? = nil, directions: inout ReadingDirections,
        tolerance: Double
    ) -> [Int] {
        guard let root = start ?? h.rootID else { return [] }
        let knowsAccessibilityView = h.elements.contains { $0.isInAccessibilityView == true }
        var result: [Int] = []
        var seen = Set<Int>()
        var stack = [root]
        while let id = stack.popLast() {
            guard let element = h[id], seen.insert(id).inserted else { continue }
            let kids: [Int]
            if knowsAccessibilityView {
                // Unknown is not false: a container that hand-written JSON leaves without the fact
                // (the application, a window) is walked through; only a known `false` stops the walk.
                guard element.isInAccessibilityView != false || (id == root && start != nil) else { continue }
                if element.isAccessibilityElement == true {
                    result.append(id)
                    continue
                }
                kids =
                    element.accessibilityChildren.isEmpty && id == root && start != nil
                    ? element.children : element.accessibilityChildren
            } else {
                if id != root, element.isVisible != false, isReadInCapture(element, in: h) {
                    result.append(id)
                    continue
                }
                kids = element.automationChildren.isEmpty ? element.children : element.automationChildren
            }
            let ownOrder =
                knowsAccessibilityView
                ? listsOwnOrder(element, kids: kids, in: h) : guessesOwnOrder(element, kids: kids, in: h)
            let ordered =
                ownOrder || kids.count < 2
                ? kids
                : geometricOrder(
                    kids, in: h, rightToLeft: directions.direction(of: id).0 == .rightToLeft, tolerance: tolerance)
            stack.append(contentsOf: ordered.reversed())
        }
        return result
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
        if kids.contains(where: { h[$0]?.isCustomElement == true }) { return true }
        var position = element.children.startIndex
        for kid in kids {
            guard let found = element.children[position...].firstIndex(of: kid) else { return true }
            position = found + 1
        }
        return false
    }

    /// `kids` in rows top to bottom, each row leading to trailing; unchanged if any lacks a frame.
    static func geometricOrder(_ kids: [Int], in h: AccessibilityHierarchy, rightToLeft: Bool, tolerance: Double)
        -> [Int]
    {
        let framed = kids.compactMap { id in h[id]?.frame.map { (id: id, frame: $0) } }
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
        let containers: Set<ElementType> = [
            .application, .window, .other, .tabBar, .navigationBar, .toolbar, .statusBar,
            .table, .collectionView, .scrollView, .cell, .keyboard, .alert, .sheet,
            .segmentedControl, .picker, .webView,
        ]
        let type = e.elementType
        if !containers.contains(type), type.isControl { return true }
        guard e.accessibleName != nil else { return false }
        if [.staticText, .image, .icon, .textView].contains(type) { return true }
        return e.children.isEmpty && e.automationChildren.isEmpty
    }

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
            if part.isVisible == false { continue }
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
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The name VoiceOver speaks: ``ElementSnapshot/accessibleName`` (label, else a static text's
    /// value, else the placeholder), except that a placeholder is spoken only while the field is
    /// empty (its value empty or equal to the placeholder): VoiceOver hides the placeholder once
    /// there is text, as the field does ("bob@example.com, Text field", not
    /// "name@example.com, bob@example.com, Text field").
    static func spokenName(_ e: ElementSnapshot) -> String? {
        guard let name = e.accessibleName else { return nil }
        let fromPlaceholder = !e.label.hasContent && !(e.elementType == .staticText && e.value.hasContent)
        guard fromPlaceholder, let value = e.value, value.hasContent, value != e.placeholderValue else { return name }
        return nil
    }

    /// Whether `e` is a text view the user can edit: known traits without `.staticText` (UIKit
    /// gives a read-only `UITextView` `.staticText`). VoiceOver announces it as a text field.
    /// Unknown for captures, whose traits are usually absent.
    static func isEditableTextView(_ e: ElementSnapshot) -> Bool {
        e.elementType == .textView && e.traits.map { !$0.contains(.staticText) } == true
    }

    /// The spoken line for one element.
    /// `name`, when given, replaces the element's own name (a captured cell's joined texts).
    static func compose(
        _ e: ElementSnapshot, language: VoiceOverLanguage, tabPosition: (Int, Int)?, name nameOverride: String? = nil
    )
        -> (spoken: String, isHeading: Bool, isLink: Bool)
    {
        let traits = e.traits
        let type = e.elementType
        func has(_ trait: AccessibilityTraits) -> Bool { traits?.contains(trait) ?? false }
        let isSelected = traits.map { $0.contains(.selected) } ?? (e.isSelected ?? false)
        let isDimmed = traits.map { $0.contains(.notEnabled) } ?? (e.isEnabled == false)
        let isSwitch = type == .switch || type == .toggle || has(.toggleButton)
        let isLink = has(.link) || (traits == nil && type == .link)
        let isButton = has(.button) || (traits == nil && type == .button)
        let isTab = tabPosition != nil && (isButton || type == .tab) || type == .tab
        let isHeading = has(.header)

        var parts: [String] = []
        if isSelected && !isSwitch { parts.append(language.word(.selected)) }
        let name = nameOverride ?? spokenName(e).map(oneLine)
        if let name, !name.isEmpty { parts.append(name) }
        var switchState: String?
        if let value = e.value.map(oneLine), !value.isEmpty, value != name {
            if isSwitch, value == "1" || value == "0" {
                switchState = language.word(value == "1" ? .on : .off)
            } else {
                parts.append(value)
            }
        }
        if isDimmed { parts.append(language.word(.dimmed)) }
        if isSwitch {
            parts.append(language.word(.switchButton))
        } else if isTab {
            parts.append(language.word(.tab))
        } else if isLink {
            parts.append(language.word(.link))
        } else if isButton {
            parts.append(language.word(.button))
        }
        if has(.searchField) || type == .searchField {
            parts.append(language.word(.searchField))
        } else if type == .secureTextField {
            parts.append(language.word(.secureTextField))
        } else if type == .textField || isEditableTextView(e) {
            parts.append(language.word(.textField))
        }
        if has(.image) || (traits == nil && (type == .image || type == .icon)) { parts.append(language.word(.image)) }
        if isHeading { parts.append(language.word(.heading)) }
        if has(.adjustable) || (traits == nil && (type == .slider || type == .stepper)) {
            parts.append(language.word(.adjustable))
        }
        if let switchState { parts.append(switchState) }
        if isTab, let (index, count) = tabPosition { parts.append(language.position(index, of: count)) }

        var spoken = parts.joined(separator: language.separator)
        if let hint = e.hint.map(oneLine), !hint.isEmpty {
            spoken += spoken.isEmpty ? hint : language.hintPause + hint
        }
        return (spoken, isHeading, isLink)
    }
}
