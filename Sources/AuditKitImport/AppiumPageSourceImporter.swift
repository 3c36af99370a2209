import AuditKitModel
import Foundation
import Synchronization

/// Imports an Appium / WebDriverAgent page source (XML) as an ``AccessibilityHierarchy``: the page
/// source format of ``AccessibilityHierarchy/init(importing:name:format:)`` (docs/architecture.md, "Captures").
///
/// Accepts `XCUIElementType*` elements, with or without the `<AppiumAUT>` envelope, and these
/// attributes in any order (absent means unknown, never false):
///
/// | Attribute | Becomes |
/// |---|---|
/// | `type` (else the tag) | ``ElementSnapshot/elementType`` (`XCUIElementTypeButton` → `button`) |
/// | `label`, `value`, `placeholderValue` | ``ElementSnapshot/label``, `value`, `placeholderValue` |
/// | `name` | ``ElementSnapshot/identifier``, only when it differs from `label` (see below) |
/// | `enabled`, `visible`, `hittable` | ``ElementSnapshot/isEnabled``, `isVisible`, `isHittable` |
/// | `accessible` | ``ElementSnapshot/isAccessibilityElement`` (and the accessibility view, see below) |
/// | `x`, `y`, `width`, `height` | ``ElementSnapshot/frame`` (points, screen coordinates) |
/// | `traits` (`"Button, Selected"`) | ``ElementSnapshot/traits`` via ``AccessibilityTraits/parse(names:)`` |
///
/// Inferences, because the page source does not say everything:
/// - **Identifier.** WebDriverAgent writes `name` as the accessibility identifier when one is set,
///   else the label. So `name` is taken as the identifier only when it differs from `label` (or
///   there is no label); when they are equal the identifier is unknown (`nil`).
/// - **Views.** The view tree and the automation tree are both the XML tree; every element is in
///   the automation view.
/// - **Accessibility view.** Only when `accessible` is present: an element whose ancestors are all
///   known and none of which is accessible is reached by VoiceOver (``ElementSnapshot/isInAccessibilityView``
///   is `true`); inside an accessible element it is not (an element is a leaf, `false`); otherwise
///   unknown (`nil`). Captures without `accessible` (older WebDriverAgent) leave the accessibility view unknown.
/// - **Selected tabs.** A button directly in a tab bar with `value` "1" or "0" is a tab reporting
///   its selection (``ElementSnapshot/isSelected``); that value is not kept as the element's value.
/// - **System bars.** An element inside a navigation bar, tab bar, toolbar or status bar is marked
///   ``ElementSnapshot/isInSystemBar``.
/// - `index` is not used: paths use ``AccessibilityHierarchy/path(of:)``'s scheme, as for headless apps.
///
/// The parser is event based and builds the tree with an explicit stack, so documents nested
/// thousands of levels deep import without exhausting the call stack. Documents over 10 MB are
/// streamed to the parser (libxml2 on Linux refuses them in one piece); a single attribute value,
/// text or name over 10 MB is still refused, with a message naming the limit (``libxml2Limit``).
///
/// **Threads.** A page source of at least 1 MB (about 5,000 elements) is parsed by libxml2 on a
/// second thread while the calling thread builds the elements from what it read, when a core is
/// idle at that moment (fewer threads are runnable on the machine than it has cores) and no other
/// page source import is running in the process: imports that already run side by side (a batch's
/// jobs, `auditkit audit DIR --jobs N`) or on a busy machine keep to one thread each, where a
/// second would only take turns with the first. The hierarchy, its source positions and every
/// error are the same either way.
///
/// **Hostile documents.** A page source never has a document type declaration, so a document with
/// one (`<!DOCTYPE …>`, with or without entity declarations) is refused before parsing, as
/// ``HierarchyImportError/Kind/notAPageSource`` at its line and column: no entity other than XML's
/// five (`&amp;` …) and character references is ever expanded, so a small file cannot grow into
/// gigabytes ("billion laughs", a large entity referenced many times) and nothing is loaded from
/// outside (external entities, XInclude). Memory is then a small multiple of the document: the
/// parser's window, plus the elements and their strings. Coordinates are read as decimal numbers
/// only: `0x10`, `inf` or `1e999` is not a frame (the frame is dropped and recorded as
/// ``StructuralProblem/Kind/invalidFrame``, as for a negative size).
public enum AppiumPageSourceImporter: HierarchyFormatImporter {
    /// Imports a page source (see ``AccessibilityHierarchy/init(importing:name:format:)``).
    ///
    /// - Returns: A hierarchy with `source.kind == .appiumXML` and no settings (they are unknown).
    /// - Throws: ``HierarchyImportError``: ``HierarchyImportError/Kind/empty`` for blank input;
    ///   ``HierarchyImportError/Kind/malformedXML`` at the parser's line and column when the XML is not
    ///   well formed or not UTF-8; ``HierarchyImportError/Kind/notAPageSource`` when the document
    ///   element is neither `<AppiumAUT>` nor an `XCUIElementType*` element, when there is no
    ///   element, or when there is more than one top-level element.
    static func hierarchy(from data: Data, name: String) throws(HierarchyImportError) -> AccessibilityHierarchy {
        try hierarchy(from: data, name: name, threads: .automatic)
    }

    /// Whether libxml2 parses on a thread of its own while the calling thread builds the elements
    /// (``PageSourceReader/parseOnSecondThread(_:delegate:failingCheckAt:starting:)``); the hierarchy and every error are
    /// the same either way.
    package enum ParseThreads: Hashable {
        /// Two threads for a page source of at least ``secondThreadMinimumSize`` bytes when a core
        /// is idle (`SecondThread.aCoreIsIdle()`) and no other page source import is running in the process
        /// (a batch's jobs already keep the cores busy); else one.
        case automatic
        /// The calling thread only.
        case one
        /// The parser on a second thread, whatever the size.
        case two
        /// For tests: as ``two``, with the check that libxml2's buffer holds the document's bytes
        /// failing at the start tag of this number (0 the first), so that the import starts again
        /// on one thread (``PageSourceReader/parseOnSecondThread(_:delegate:failingCheckAt:starting:)``).
        case twoFailingCheck(at: Int)
        /// For tests: as ``two``, with a parser's thread that never starts, as when the system cannot
        /// make one, so that the import waits for it a moment and parses on one thread.
        case twoNeverStarting
    }

    /// The size, in bytes, from which ``ParseThreads/automatic`` parses on a second thread: about
    /// 4,000 elements of WebDriverAgent's page source, where a thread's start is a small part of
    /// the import.
    static let secondThreadMinimumSize = 1_000_000

    /// How many page source imports are running in the process, for ``ParseThreads/automatic``.
    private static let importsRunning = Atomic<Int>(0)
    /// Imports a page source as ``hierarchy(from:name:)`` does, on the threads `threads` says.
    package static func hierarchy(
        from data: Data, name: String, threads: ParseThreads
    ) throws(HierarchyImportError) -> AccessibilityHierarchy {
        let running = importsRunning.wrappingAdd(1, ordering: .relaxed).newValue
        defer { importsRunning.wrappingSubtract(1, ordering: .relaxed) }
        let secondThread =
            switch threads {
            case .automatic: running == 1 && data.count >= secondThreadMinimumSize && SecondThread.aCoreIsIdle()
            case .one: false
            case .two, .twoFailingCheck, .twoNeverStarting: true
            }
        guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw HierarchyImportError(.empty, name: name, reason: "there is no hierarchy to import")
        }
        // A declared 8-bit encoding is converted here, so that the parser only ever sees UTF-8:
        // Foundation's XMLParser on Linux traps (ending the process) on a name or value that is not
        // valid UTF-8 (found by fuzzing: a processing instruction `<?xml\u{D2} …?>` in a document
        // "declaring" ASCII), so any other invalid byte is refused here with its position.
        var data = data
        if let declared = CaptureText.declaredEncoding(data),
            let encoding = CaptureText.EightBitEncoding(declared: declared)
        {
            switch encoding.utf8(data) {
            case .success(let converted):
                data = CaptureText.declaringUTF8(converted)
            case .failure(let failure):
                throw HierarchyImportError(
                    .malformedXML, name: name, offset: failure.offset, in: data,
                    reason: "the XML declaration says \(encoding.name), but this is \(failure.reason); "
                        + "correct the declaration or save the page source as UTF-8")
            }
        }
        if let (offset, byte) = invalidUTF8(in: data) {
            throw HierarchyImportError(
                .malformedXML, name: name, offset: offset, in: data,
                reason: TextPosition.utf8Problem(at: offset, byte: byte, in: data, what: "page source"))
        }
        if let offset = CaptureText.documentTypeDeclaration(in: data) {
            throw HierarchyImportError(
                .notAPageSource, name: name, offset: offset, in: data,
                reason:
                    "it has a document type declaration (<!DOCTYPE …>), which WebDriverAgent never writes. It is not read: its "
                    + "entities could grow a small file into gigabytes, or load other files. Remove the <!DOCTYPE …> "
                    + "declaration and the entity references (&name;) it defines")
        }
        // Foundation's XMLParser on Linux also traps on a processing instruction without data (`<?x?>`).
        // The start tags are counted (``elementTagMarker``) in the same pass.
        let filled = CaptureText.fillingEmptyProcessingInstructions(data, countingTagsStartingWith: elementTagMarker)
        data = filled.data
        var events = PageSourceReader.EventBox(
            PageSourceBuilder(name: name, documentSize: data.count, expectedElements: filled.tags))
        // libxml2 refuses a document over 10 MB handed over in one piece (XML_PARSE_HUGE is not
        // set); the reader feeds such documents in pieces (PageSourceReader).
        var outcome: PageSourceReader.Outcome?
        if secondThread {
            var failingCheckAt: Int?
            if case .twoFailingCheck(let at) = threads { failingCheckAt = at }
            outcome = PageSourceReader.parseOnSecondThread(
                data, delegate: events, failingCheckAt: failingCheckAt, starting: threads != .twoNeverStarting)
        }
        if outcome == nil {
            // One thread, or two where libxml2's buffer did not hold the document's bytes where it
            // said: then again from the start, with a new builder.
            if secondThread {
                events = PageSourceReader.EventBox(
                    PageSourceBuilder(name: name, documentSize: data.count, expectedElements: filled.tags))
            }
            outcome = PageSourceReader(delegate: events).parse(data)
        }
        if var error = events.withHandler({ $0.error }) {
            if error.kind == .malformedXML, let line = error.line, let column = error.column,
                let oversized = oversizedValue(near: line, column, in: data)
            {
                error = HierarchyImportError(.malformedXML, name: name, line: line, column: column, reason: oversized)
            }
            throw error
        }
        if case .failed(let code, let line, let column)? = outcome {
            throw HierarchyImportError(
                .malformedXML, name: name, line: line, column: column,
                reason: oversizedValue(near: line, column, in: data)
                    ?? Self.message(forCode: code, documentSize: data.count))
        }
        return try events.withHandler { builder throws(HierarchyImportError) in try builder.finish() }
    }

    /// What follows the `<` of an element's start tag: `XCUIElementType`. The start tags counted
    /// with it are the number of elements a page source imports as, or a few more (such a tag in a
    /// comment or CDATA section is counted too): the element list is allocated at that size once,
    /// rather than grown by doubling (growing copies it, holding both buffers meanwhile).
    private static let elementTagMarker = Array("XCUIElementType".utf8)

    /// The 0-based offset and the value of the first byte that is not valid UTF-8, or `nil` when the
    /// data is valid UTF-8. UTF-16 and UTF-32 text, and text declaring Latin-1, Windows-1252 or
    /// ASCII, has been converted to UTF-8 before.
    static func invalidUTF8(in data: Data) -> (offset: Int, byte: UInt8)? {
        TextPosition.firstInvalidUTF8(in: data)
    }

    /// libxml2's limit, in bytes, on one text node, attribute value or name, and (without
    /// `XML_PARSE_HUGE`, which Foundation's XMLParser on Linux does not set and cannot be asked to)
    /// on a document parsed in one piece: 10,000,000 (`XML_MAX_TEXT_LENGTH`, `XML_MAX_LOOKUP_LIMIT`).
    ///
    /// Documents above it are streamed to the parser, which lifts the document limit; a single
    /// attribute value, text or name over it is still refused, with a message that says so.
    public static let libxml2Limit = 10_000_000

    /// A message for libxml2's error number `code` (`xmlParserErrors`): the common numbers are
    /// named here; the number itself is never shown.
    /// `documentSize` (bytes) explains libxml2's "internal error" on documents over its limit.
    static func message(forCode code: Int, documentSize: Int = 0) -> String {
        if code == 1, documentSize > libxml2Limit {
            let megabytes = String(format: "%.1f", Double(documentSize) / 1_000_000)
            return
                "the page source is \(megabytes) MB; the XML parser on Linux (libxml2) refuses a single attribute value, "
                + "text or name over 10 MB (XML_MAX_TEXT_LENGTH, which Foundation's XMLParser cannot lift), and this document "
                + "seems to have one. Shorten that value, or capture the screen again"
        }
        return libxml2Messages[code] ?? unexplainedStop
    }

    /// A message for an attribute value over ``libxml2Limit`` bytes at or just before `line` and
    /// `column` (where the parser stopped): libxml2 then says "not closed", though the value is
    /// closed, only too long. `nil` when there is no such value there.
    static func oversizedValue(near line: Int, _ column: Int, in data: Data) -> String? {
        guard data.count > libxml2Limit, line >= 1, column >= 1 else { return nil }
        // The offset of the line, then of the column (in bytes).
        var offset = data.startIndex
        var current = 1
        while current < line, let newline = data[offset...].firstIndex(of: UInt8(ascii: "\n")) {
            offset = newline + 1
            current += 1
        }
        guard current == line else { return nil }
        let position = min(offset + column - 1, data.endIndex)
        // The value's opening quote, just before the position, and its closing quote, far after it.
        let window = data[max(data.startIndex, position - 256)..<min(position + 1, data.endIndex)]
        guard let open = window.lastIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }),
            open > data.startIndex, data[open - 1] == UInt8(ascii: "=")
        else { return nil }
        let quote = data[open]
        guard let close = data[(open + 1)...].firstIndex(of: quote), close - open - 1 > libxml2Limit else { return nil }
        let length = close - open - 1
        let megabytes = String(format: "%.1f", Double(length) / 1_000_000)
        return
            "an attribute value of \(megabytes) MB (\(length) bytes): the XML parser on Linux (libxml2) refuses a value "
            + "over 10 MB (XML_MAX_TEXT_LENGTH, which Foundation's XMLParser cannot lift). Shorten the value, or capture the screen again"
    }

    /// The message when the XML parser stops without a reason this package knows.
    static let unexplainedStop =
        "the XML parser stopped here without saying why; check the XML at this place "
        + "(an unclosed tag, a bare '&' or '<', a stray character)"

    /// libxml2's `xmlParserErrors` numbers for the mistakes seen in hand-edited or truncated XML.
    private static let libxml2Messages: [Int: String] = [
        1: "an internal error of the XML parser (libxml2)",
        2: "the XML parser ran out of memory",
        3: "the document does not start with XML ('<' expected)",
        4: "the document is empty or does not start with an element",
        5: "extra content after the end of the document element",
        6: "a character reference (&#x…;) that is not a hexadecimal number",
        7: "a character reference (&#…;) that is not a decimal number",
        8: "a character reference to a character XML does not allow (such as &#0; or &#x1B;)",
        9: "a character that XML does not allow",
        10: "the document ends inside a character reference",
        11: "a character reference before the document element",
        12: "a character reference after the end of the document element",
        14: "the document ends inside an entity reference",
        15: "an entity reference before the document element",
        16: "an entity reference after the end of the document element",
        22: "an entity reference ('&') without a name; write '&amp;' for an ampersand",
        23: "an entity reference without its closing ';'",
        26: "an undeclared entity (XML knows only &amp; &lt; &gt; &quot; &apos; and numeric references)",
        27:
            "an undeclared entity (XML knows only &amp; &lt; &gt; &quot; &apos; and numeric references; entities are never read from a DTD)",
        28: "a reference to an unparsed entity",
        29: "a reference to an external entity (external entities are never loaded)",
        30: "a reference to a parameter entity outside the DTD",
        31: "an unknown text encoding",
        32: "a text encoding the parser does not support",
        33: "a quoted value is expected here",
        34: "a quoted value that is not closed",
        38: "'<' inside an attribute value; write '&lt;'",
        39: "an attribute value without quotes",
        40: "an attribute value that is not closed",
        41: "an attribute without a value",
        42: "an attribute given twice on one element",
        43: "a quoted value is expected here",
        44: "a quoted value that is not closed",
        45: "a comment that is not closed",
        46: "a processing instruction (<?…?>) that does not start with a name",
        47: "a processing instruction (<?…?>) that is not closed",
        56: "the XML declaration (<?xml …?>) is not finished",
        57: "the XML declaration (<?xml …?>) is not finished",
        61: "a document type declaration that is not finished",
        62: "']]>' outside a CDATA section; write ']]&gt;'",
        63: "a CDATA section that is not closed",
        64: "'xml' is reserved: an XML declaration (<?xml …?>) may only open the document, before anything else",
        65: "a space is required here",
        68: "a name is required here (a bare '&' or '<' must be written '&amp;' or '&lt;')",
        72: "'<' expected",
        73: "'>' expected",
        74: "'</' expected",
        75: "'=' expected after an attribute name",
        76: "the closing tag does not match the open element",
        77: "a tag that is not finished",
        79: "the encoding name in the XML declaration is not valid",
        80: "'--' inside a comment, which XML does not allow",
        81: "the text is not in the encoding the XML declaration names (or UTF-8 when it names none)",
        85: "the elements are not balanced",
        86: "extra content at the end of the document",
        89: "an entity that loops or expands too far (as in a 'billion laughs' document); it is not expanded",
        96: "the XML declaration has no version (write <?xml version=\"1.0\"?>)",
        108: "an XML version this parser does not read (write <?xml version=\"1.0\"?>)",
        110: "a name longer than the XML parser accepts",
        6001: "the encoding the XML declaration names is not supported; save the file as UTF-8",
        6003:
            "the text cannot be converted from the encoding the XML declaration names; save it in that encoding, or correct the declaration",
    ]
}

/// Receives the parser's events and builds the flat element list with an explicit stack.
///
/// Attributes are read from the parser's bytes: each distinct type, tag, flag and traits value is
/// worked out once per document (``ByteKeyedCache``), whole-number coordinates are read without a
/// string, and strings are made only for the label, identifier, value and placeholder.
///
/// A value type, driven through ``PageSourceReader/EventBox``: its state is then checked for exclusive
/// access once per event, not once per property on every access (as a class's would be).
private struct PageSourceBuilder: PageSourceHandler {
    /// What an open XML element stands for.
    private enum Open {
        case envelope
        case element(Int)
        case ignored
    }

    /// What a tag name is: the name (as `XMLParser` gave it), and the element type it names
    /// (`nil` for a tag that is not an `XCUIElementType…` element).
    private struct Tag {
        var name: String
        var elementType: ElementType?
        var isElement: Bool { elementType != nil }
    }

    /// An open element: its id, and the facts about it that its children's attributes are read with.
    private struct OpenElement {
        var id: Int
        var isTabBar: Bool
        var isInSystemBar: Bool
        var isAccessibilityElement: Bool?
        var isInAccessibilityView: Bool?
        /// Where its children start in ``pendingChildren`` and ``pendingAccessibilityChildren``.
        var childMark: Int
        var accessibilityChildMark: Int
    }

    let name: String
    /// The first error; once set, every later event is ignored (``failed`` says so without
    /// copying the error on each event).
    private(set) var error: HierarchyImportError? {
        didSet { failed = error != nil }
    }
    private var failed = false
    private var elements: [ElementSnapshot] = []
    /// The ids of the open elements' children read so far, in document order, the innermost
    /// element's last: when an element ends, its children are the last of these, and its list is
    /// made once, at its final size (``OpenElement/childMark``).
    private var pendingChildren: [Int] = []
    /// The same for the children in their parent's accessibility view.
    private var pendingAccessibilityChildren: [Int] = []
    private var roots: [Int] = []
    /// The line each top-level element starts on, for the error about several of them.
    private var rootLines: [Int] = []
    /// The line the document element starts on.
    private var documentElementLine: Int?
    private var problems: [StructuralProblem] = []
    /// The screen: the frame of the first element, the root of a hierarchy that imports
    /// (``AccessibilityHierarchy/screenFrame(rootFrame:)``).
    private var screen: CGRect?
    /// Whether an element read may show a geometry problem
    /// (``AccessibilityHierarchy/mayShowGeometryProblem(type:frame:isRoot:screen:)``): when none
    /// does, the hierarchy has none, and they are not looked for once more.
    private var mayShowGeometryProblems = false
    /// Where each element's start tag begins, by id.
    private var positions = SourcePositionTable()
    private var stack: [Open] = []
    /// The open elements, innermost last, kept alongside `stack` so a start tag finds its parent
    /// (and what the parent says about it) in O(1), without reading the element list.
    private var openElements: [OpenElement] = []
    private var sawDocumentElement = false
    /// For each open XML element, its tag and the line and column where it was opened.
    private var openTags: [(tag: Int, line: Int, column: Int)] = []
    /// The tags seen, by their bytes; `openTags` refer to them by index.
    private var tags = ByteKeyedCache<Int>()
    private var tagList: [Tag] = []
    /// The tags seen, by the address of their name in the parser's dictionary (see
    /// ``PageSourceReader/Delegate/startElement(_:internedName:attributes:line:column:)``): a table
    /// of ``internedSlots`` entries indexed by bits of the address, each the last address seen
    /// there and its tag's index. A miss falls back to ``tags``.
    private var internedNames = [Int](repeating: 0, count: Self.internedSlots)
    private var internedTags = [Int](repeating: 0, count: Self.internedSlots)
    private static let internedSlots = 64
    /// Element types by the bytes of a `type` attribute that differs from its tag (`nil` when it
    /// names no XCUITest type).
    private var typeAttributes = ByteKeyedCache<ElementType?>()
    /// `true`/`false`/unknown by the bytes of a flag.
    private var flags = ByteKeyedCache<Bool?>()
    /// Traits by the bytes of a `traits` attribute.
    private var traitSets = ByteKeyedCache<AccessibilityTraits>()

    /// The document's size in bytes, for messages about libxml2's limits.
    let documentSize: Int

    /// `expectedElements`: about how many elements the document holds (its start tags, counted
    /// while its processing instructions are filled), to allocate the element list once.
    init(name: String, documentSize: Int, expectedElements: Int = 0) {
        self.name = name
        self.documentSize = documentSize
        elements.reserveCapacity(expectedElements)
        positions.reserveCapacity(expectedElements)
    }

    /// The index in ``tagList`` of the tag `tagBytes` (`internedName`: its address in the
    /// parser's dictionary, when it has one).
    private mutating func tagIndex(_ tagBytes: ByteView, internedName: Int) -> Int {
        // The top six bits of the address times a large odd constant (Fibonacci hashing): names
        // sit side by side in the dictionary's pools, so every bit of the address counts.
        let slot: Int? =
            internedName == 0
            ? nil : Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: internedName)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if let slot, internedNames[slot] == internedName { return internedTags[slot] }
        let index = tags.value(for: tagBytes) {
            let name = tagBytes.string
            let elementType = name.hasPrefix("XCUIElementType") ? ElementType(xcuiName: name) ?? .other : nil
            tagList.append(Tag(name: name, elementType: elementType))
            return tagList.count - 1
        }
        if let slot {
            internedNames[slot] = internedName
            internedTags[slot] = index
        }
        return index
    }

    mutating func startElement(
        _ tagBytes: ByteView, internedName: Int, attributes: PageSourceReader.Attributes, line: Int, column: Int
    ) -> Bool {
        guard !failed else { return false }
        let tagIndex = tagIndex(tagBytes, internedName: internedName)
        openTags.append((tagIndex, line, column))
        if !sawDocumentElement {
            let tag = tagList[tagIndex]
            sawDocumentElement = true
            documentElementLine = line
            if tag.name == "AppiumAUT" {
                stack.append(.envelope)
                return true
            }
            guard tag.isElement else {
                error = HierarchyImportError(
                    .notAPageSource, name: name, line: line,
                    reason:
                        "the document element is <\(tag.name)>; expected <AppiumAUT> or an <XCUIElementType…> element"
                        + (tag.name == "hierarchy"
                            ? " (this looks like an Android UiAutomator page source; only iOS captures are read)" : ""),
                    namingNonCapture: true)
                return false
            }
        }
        // Only the type is read (copying the whole tag would retain its name as well).
        guard let tagType = tagList[tagIndex].elementType else {
            stack.append(.ignored)
            return true
        }
        let id = elements.count
        let parent = openElements.last
        // Filled in place and moved into the list: returned from a function, the snapshot was
        // copied (a retain of each of its strings) and the original destroyed.
        var element = ElementSnapshot(id: id, elementType: tagType, pathComponent: "")
        let reachedThroughParent = fill(
            &element, tag: tagBytes, tagType: tagType, attributes: attributes, parent: parent)
        if parent != nil {
            pendingChildren.append(id)
            if reachedThroughParent { pendingAccessibilityChildren.append(id) }
        }
        let open = OpenElement(
            id: id, isTabBar: element.elementType == .tabBar, isInSystemBar: element.isInSystemBar,
            isAccessibilityElement: element.isAccessibilityElement,
            isInAccessibilityView: element.isInAccessibilityView, childMark: pendingChildren.count,
            accessibilityChildMark: pendingAccessibilityChildren.count)
        if id == 0 { screen = AccessibilityHierarchy.screenFrame(rootFrame: element.frame) }
        if !mayShowGeometryProblems,
            AccessibilityHierarchy.mayShowGeometryProblem(
                type: element.elementType, frame: element.frame, isRoot: id == 0, screen: screen)
        {
            mayShowGeometryProblems = true
        }
        elements.append(consume element)
        positions.append(line: line, column: column)
        if parent == nil {
            roots.append(id)
            rootLines.append(line)
        }
        stack.append(.element(id))
        openElements.append(open)
        return true
    }

    mutating func endElement() {
        guard !failed else { return }
        if !openTags.isEmpty { openTags.removeLast() }
        guard let open = stack.last else { return }
        stack.removeLast()
        if case .element = open, let element = openElements.popLast() {
            // Its children have all started and ended: their ids are the last of the pending ones.
            if pendingChildren.count > element.childMark {
                let children = Array(pendingChildren[element.childMark...])
                elements[element.id].children = children
                elements[element.id].automationChildren = children
                pendingChildren.removeLast(pendingChildren.count - element.childMark)
                // Their path steps, now that the siblings are known (while the parser still reads,
                // on two threads).
                AccessibilityHierarchy.assignPathComponents(ofSiblings: children, in: &elements)
            }
            if pendingAccessibilityChildren.count > element.accessibilityChildMark {
                elements[element.id].accessibilityChildren = Array(
                    pendingAccessibilityChildren[element.accessibilityChildMark...])
                pendingAccessibilityChildren.removeLast(
                    pendingAccessibilityChildren.count - element.accessibilityChildMark)
            }
        }
    }

    mutating func parseError(code: Int, line: Int, column: Int) {
        guard !failed else { return }
        var message = AppiumPageSourceImporter.message(forCode: code, documentSize: documentSize)
        // libxml2's "document end" error also stands for input that stops inside an element.
        if code == 5, let unclosed = openTags.last {
            message = "the document ends before <\(tagList[unclosed.tag].name)> (line \(unclosed.line)) is closed"
        }
        error = HierarchyImportError(.malformedXML, name: name, line: line, column: column, reason: message)
    }

    // MARK: Attributes

    /// Sets `element` (made with its id and `tagType`) from the attributes of its tag `tag` (whose
    /// type is `tagType`), inside `parent`.
    /// Returns whether it is in its parent's accessibility children.
    private mutating func fill(
        _ element: inout ElementSnapshot, tag: ByteView, tagType: ElementType,
        attributes: PageSourceReader.Attributes, parent openParent: OpenElement?
    ) -> Bool {
        let id = element.id
        let parent = openParent?.id
        // The `type` attribute when it names an XCUITest type, else the tag. WebDriverAgent writes
        // the tag again as the type: that names the tag's type (the tag is an `XCUIElementType…`
        // name, and a name holds no `&`), so it is not looked up again.
        let declared: ElementType? = attributes.type.flatMap { bytes in
            if bytes.equals(tag) { return tagType }
            return typeAttributes.value(for: bytes) {
                let typeName = Self.string(bytes)
                return typeName.hasPrefix("XCUIElementType") ? ElementType(xcuiName: typeName) ?? .other : nil
            }
        }
        let type = declared ?? tagType
        // The path step is set from the siblings once the tree is read (`finish()`).
        if declared != nil { element.elementType = type }
        let label = attributes.label.map(Self.string)
        element.label = label
        if let name = attributes.name, !name.isEmpty, !(attributes.label.map { $0.equals(name) } ?? false) {
            let identifier = Self.string(name)
            if identifier != label { element.identifier = identifier }
        }
        // A value equal to the label (WebDriverAgent writes a static text's text as both) shares
        // the label's string instead of holding a copy.
        if let value = attributes.value {
            element.value =
                if let label, let labelBytes = attributes.label, labelBytes.equals(value) {
                    label
                } else {
                    Self.string(value)
                }
        }
        if let placeholder = attributes.placeholderValue { element.placeholderValue = Self.string(placeholder) }
        element.isEnabled = flag(attributes.enabled)
        element.isVisible = flag(attributes.visible)
        element.isHittable = flag(attributes.hittable)
        element.isAccessibilityElement = flag(attributes.accessible)
        if let traits = attributes.traits {
            let parsed = traitSets.value(for: traits) {
                AccessibilityTraits.parse(names: Self.string(traits).components(separatedBy: ",")).traits
            }
            element.traits = parsed
            element.isSelected = parsed.contains(.selected)
        }
        // WebDriverAgent reports a tab bar button's selection as its value: "1" selected, "0" not.
        if type == .button, openParent?.isTabBar == true,
            let value = element.value, value == "1" || value == "0"
        {
            element.isSelected = value == "1"
            element.value = nil
        }
        if let x = attributes.x, let y = attributes.y, let width = attributes.width, let height = attributes.height {
            if let x = Self.number(x), let y = Self.number(y), let width = Self.number(width),
                let height = Self.number(height),
                case let frame = CGRect(x: x, y: y, width: width, height: height), frame.isPlausibleFrame
            {
                element.frame = frame
            } else {
                problems.append(StructuralProblem(kind: .invalidFrame, container: parent, element: id))
            }
        }
        element.parent = parent
        element.isInSystemBar = type.isSystemBar || openParent?.isInSystemBar == true
        element.isInAutomationView = true
        element.isCustomElement = false
        // The accessibility view, from `accessible` (`isAccessibilityElement`, `nil` when absent)
        // and the parent's, which is known by now.
        var reachedThroughParent = false
        if element.isAccessibilityElement != nil {
            if let openParent {
                switch (openParent.isInAccessibilityView, openParent.isAccessibilityElement) {
                case (.some(true), .some(false)):
                    element.isInAccessibilityView = true
                    reachedThroughParent = true
                case (.some(false), _), (_, .some(true)):
                    element.isInAccessibilityView = false
                default:
                    break
                }
            } else {
                element.isInAccessibilityView = true
            }
        }
        return reachedThroughParent
    }

    /// A flag attribute (see ``bool(_:)``): `true` and `false` as WebDriverAgent writes them are
    /// read from the bytes; any other spelling is worked out once per distinct value.
    private mutating func flag(_ bytes: ByteView?) -> Bool? {
        guard let bytes else { return nil }
        if bytes.equals("true") { return true }
        if bytes.equals("false") { return false }
        return flags.value(for: bytes) { Self.bool(Self.string(bytes)) }
    }

    /// `true`/`false` (also `1`/`0`, `yes`/`no`), case-insensitive; anything else is unknown.
    static func bool(_ text: String?) -> Bool? {
        // Longer text is no boolean (and trimming it would be slow).
        guard let text, text.utf8.count <= 16 else { return nil }
        return switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "1", "yes": true
        case "false", "0", "no": false
        default: nil
        }
    }

    /// A coordinate: `Double` of the value without surrounding white space (`CharacterSet.whitespaces`).
    /// A whole number of up to 15 digits, the common case, is read from the bytes directly.
    @inline(__always)
    static func number(_ bytes: ByteView) -> Double? {
        // Digits only, as WebDriverAgent writes a coordinate: read in one loop, without trimming.
        if bytes.count > 0, bytes.count <= 15 {
            var whole = 0
            var index = 0
            while index < bytes.count {
                let digit = bytes[index] &- 0x30
                guard digit <= 9 else { break }
                whole = whole &* 10 &+ Int(digit)
                index += 1
            }
            if index == bytes.count { return Double(whole) }
        }
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var index = start
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        if index < end, end - index <= 15 {
            var whole = 0
            var digits = true
            for i in index..<end {
                let byte = bytes[i]
                guard byte >= 0x30, byte <= 0x39 else {
                    digits = false
                    break
                }
                whole = whole * 10 + Int(byte - 0x30)
            }
            // "-0" is -0.0, as Double("-0") reads it.
            if digits { return negative ? (whole == 0 ? -0.0 : -Double(whole)) : Double(whole) }
        }
        // Decimal only (CaptureText.decimal): 0x10, inf or nan is no coordinate.
        return CaptureText.decimal(string(bytes))
    }

    /// An attribute value as a string. Without entity substitution (`XML_PARSE_NOENT` is not set),
    /// libxml2 hands over each `&` of a value (written `&amp;` or `&#38;`) as `&#38;`, and nothing
    /// else as `&`: those are turned back into `&`.
    private static func string(_ bytes: ByteView) -> String {
        guard bytes.contains(0x26) else { return bytes.string }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x26, index + 5 <= bytes.count, bytes.matches("&#38;", at: index) {
                decoded.append(0x26)
                index += 5
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    // MARK: Finishing

    mutating func finish() throws(HierarchyImportError) -> AccessibilityHierarchy {
        // libxml2 (through Foundation on Linux) does not report a document that ends inside an element.
        if let unclosed = openTags.last {
            throw HierarchyImportError(
                .malformedXML, name: name, line: unclosed.line, column: unclosed.column,
                reason: "the document ends before <\(tagList[unclosed.tag].name)> (line \(unclosed.line)) is closed")
        }
        guard let root = roots.first else {
            throw HierarchyImportError(
                .notAPageSource, name: name, line: documentElementLine,
                reason: "it contains no <XCUIElementType…> element")
        }
        guard roots.count == 1 else {
            throw HierarchyImportError(
                .notAPageSource, name: name, line: rootLines[1],
                reason:
                    "it has \(roots.count) top-level elements; expected one (the application), and a second starts here"
            )
        }
        // The child lists, the accessibility view and the children's path steps were made as the
        // elements were read (a hierarchy that imports has one root, the first element).
        AccessibilityHierarchy.assignPathComponents(ofSiblings: roots, in: &elements)
        // Handed over, not shared: the hierarchy's array is then the only reference to its buffer.
        let built = elements
        elements = []
        var hierarchy = AccessibilityHierarchy(
            elements: built, rootID: root, settings: nil,
            source: .init(kind: .appiumXML, name: name), problems: problems)
        hierarchy.sourcePositions = positions
        if mayShowGeometryProblems { hierarchy.recordGeometryProblems() }
        return hierarchy
    }
}
