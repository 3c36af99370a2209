import AuditKitModel
import CLibXML2
import Dispatch
import Foundation
import Synchronization

// Unsafe code, confined (docs/performance.md, "Where the code is unsafe"): the libxml2 bridge.
//
// Why: libxml2 is C. Its SAX2 callbacks receive the reader as an opaque pointer and hand over
// names and attribute values as pointers into the parser's own buffers; the reader keeps small
// lookup tables in memory it allocates (a class's `var` arrays would be checked for exclusive
// access on every read); `EventBox` keeps the importer's builder behind a pointer for the same
// reason. A parse on two threads (`parseOnSecondThread`) hands events from libxml2's thread to the
// builder's in chunks of raw memory, written and read at fixed offsets.
//
// What makes it sound: every pointer libxml2 hands over is read only during the callback that
// received it (names and values go on as `ByteView`s valid for that call, and the importer copies
// what it keeps); the reader is passed unretained and lives through `parse(_:)`, which is the only
// time libxml2 calls back; the tables are allocated in `init` with fixed sizes, every index into
// them is below that size (positions below `rememberedPositions`, slots at most `unreadSlot`, name
// entries six bits), and they are freed in `deinit`; one thread uses a reader at a time.
// `readBack` reads only between libxml2's buffer start and its current position, or between the
// same offsets of the document, which are checked to lie in it. Each chunk of events has one
// owner at a time, handed over through an atomic count and a semaphore (`EventQueue`); an event
// is read back at the offsets it was written at, and no event is larger than its chunk (a chunk
// grows for a large one). An attribute value handed over as an offset into the document was
// found between libxml2's buffer start and the tag's end, and is read only after that part's
// offsets are checked to lie in the document (a failed check of its bytes stops the two-thread
// parse, and the import starts again on one thread). A parse the reader claims back (its thread
// had not started it: `SecondThread.Job`) writes no event.
//
// What proves it: `PageSourceReaderReadBackTests` (the word-at-a-time reading back against the
// byte-by-byte one), `PageSourceThreadsTests` (two threads against one on random, cut-off and
// spoiled documents, large values, documents fed in pieces, and the check of the buffer's bytes
// failing anywhere; in debug builds every tag's bytes in libxml2's buffer, and every value in it,
// are checked against the document's), `AppiumImporterTests` and the captures
// in `../shared/data` read through it, and the appium-xml fuzz target (`Tests/Fuzz/fuzz.sh`,
// AddressSanitizer) on hostile documents.

/// Reads a page source with libxml2's SAX2 parser directly (the parser Foundation's `XMLParser`
/// wraps on Linux), handing over each element's name and the attributes the importer reads as
/// bytes, so that no dictionary or string is made for what is not read.
///
/// It drives libxml2 as `XMLParser` does, so that documents import and fail alike: a push parser
/// created with the first four bytes (from which libxml2 tells the encoding), then fed the rest in
/// one piece, or in 128 KB pieces for a document over ``AppiumPageSourceImporter/libxml2Limit``
/// (libxml2 refuses more at once without `XML_PARSE_HUGE`, which is not set), then told the input
/// has ended (so a document cut off inside an element is reported where it ends). Every diagnostic
/// libxml2 raises (errors and warnings) stops the parse and is reported with the parser's line and
/// column at that moment.
///
/// Options: `XML_PARSE_NONET` (nothing is fetched), no entity substitution (`XML_PARSE_NOENT` is
/// not set) and no DTD loading or validation. Each reader parses one document on the thread that
/// calls ``parse(_:)``; readers on different threads share nothing.
/// ``parseOnSecondThread(_:delegate:failingCheckAt:starting:)`` runs a reader on a thread of its own.
final class PageSourceReader {
    /// What the reader tells its delegate.
    protocol Delegate: AnyObject {
        /// An element starts: its name (with its namespace prefix, as `prefix:name`, when it has
        /// one) as UTF-8 bytes, and the attributes the importer reads. `internedName` is the
        /// address of the name in the parser's dictionary when it has no prefix (0 otherwise):
        /// during one parse, equal names have the same address, so a delegate may remember what a
        /// name stands for by its address instead of reading its bytes again.
        func startElement(
            _ name: ByteView, internedName: Int, attributes: Attributes, line: Int, column: Int
        ) -> Bool
        /// The element last started ends.
        func endElement()
        /// libxml2 reports `code` (`xmlParserErrors`) at `line` and `column`; the parse stops.
        func parseError(code: Int, line: Int, column: Int)
    }

    /// The attributes the page source importer reads, as UTF-8 bytes valid during
    /// ``Delegate/startElement(_:internedName:attributes:line:column:)``; `nil` when absent.
    /// Attributes with a namespace prefix are not these (as `XMLParser` names them `prefix:name`).
    ///
    /// A view of the reader's slot table (where each value starts and ends, by its index in
    /// ``PageSourceReader/attributeNames``), filled for the element being reported: the loop over
    /// an element's attributes then stores two pointers per attribute read, with no branch per name.
    struct Attributes {
        fileprivate let starts: UnsafePointer<UnsafePointer<xmlChar>?>
        fileprivate let ends: UnsafePointer<UnsafePointer<xmlChar>?>
        /// For a reader that defers tag starts, the offset in the document where libxml2 stands
        /// after the tag, and the offset of its buffer's start: the line and column handed over
        /// are then libxml2's there, and the tag's own are
        /// ``PageSourceReader/tagStart(end:base:line:column:)`` over the document's bytes between
        /// the two. -1 when the line and column handed over are the tag's own.
        fileprivate var tagEnd = -1
        fileprivate var bufferStart = 0
        /// With ``tagEnd``: libxml2's buffer from its start up to where it stands after the tag,
        /// which holds the document's bytes from ``bufferStart`` to ``tagEnd``. A value that lies in
        /// it is a slice of the document (`EventWriter` hands it over as one).
        fileprivate var buffer: UnsafeBufferPointer<xmlChar>?

        private func slot(_ index: Int) -> ByteView? {
            guard let start = starts[index], let end = ends[index] else { return nil }
            return ByteView(unsafeBytes: UnsafeBufferPointer(start: start, count: end - start))
        }

        var type: ByteView? { slot(0) }
        var label: ByteView? { slot(1) }
        var name: ByteView? { slot(2) }
        var value: ByteView? { slot(3) }
        var placeholderValue: ByteView? { slot(4) }
        var enabled: ByteView? { slot(5) }
        var visible: ByteView? { slot(6) }
        var hittable: ByteView? { slot(7) }
        var accessible: ByteView? { slot(8) }
        var x: ByteView? { slot(9) }
        var y: ByteView? { slot(10) }
        var width: ByteView? { slot(11) }
        var height: ByteView? { slot(12) }
        var traits: ByteView? { slot(13) }
    }

    /// How a parse ended.
    enum Outcome: Equatable {
        /// libxml2 took every byte without a diagnostic.
        case parsed
        /// The delegate stopped the parse, or libxml2 reported a diagnostic to it.
        case stopped
        /// libxml2 refused input without reporting a diagnostic: its error number, and where it stopped.
        case failed(code: Int, line: Int, column: Int)
    }

    /// Held strongly: the delegate does not refer to the reader, and a strong `let` is read
    /// without the weak-reference load each event would otherwise pay.
    private let delegate: any Delegate
    private var context: xmlParserCtxtPtr?
    /// Where libxml2 stood after the last event: its offset in the input, line and column (offset
    /// -1 before the first). Memory the reader allocates, as its tables.
    private let lastEvent: UnsafeMutablePointer<Int>
    /// The document being parsed, during ``parse(_:)``.
    private var document: UnsafeBufferPointer<UInt8>?
    private var stopped = false
    /// The names of the attributes read, in ``Attributes``' order.
    static let attributeNames = [
        "type", "label", "name", "value", "placeholderValue", "enabled", "visible", "hittable", "accessible",
        "x", "y", "width", "height", "traits",
    ]
    /// How many attribute positions remember what their name was last time (WebDriverAgent writes
    /// the same attributes in the same order on every element).
    private static let rememberedPositions = 32

    // Lookup tables for the attribute loop, which runs for every attribute of every element. They
    // are fixed-size buffers owned by this reader (allocated in `init`, freed in `deinit`, used
    // only by the thread that calls `parse(_:)`), not arrays in `var` properties, because every
    // read of a class's `var` property is checked for exclusive access at run time.
    /// The names read, interned in the parser's dictionary (names arrive interned, so they compare
    /// by address), in ``attributeNames``' order; set at the start of each parse.
    private let names: UnsafeMutablePointer<UnsafePointer<xmlChar>?>
    /// For each attribute position, the name last seen there and its index in ``attributeNames``
    /// (-1 for a name not read): an attribute at the same position with the same name is then
    /// placed without searching.
    private let positionNames: UnsafeMutablePointer<UnsafePointer<xmlChar>?>
    private let positionSlots: UnsafeMutablePointer<Int>
    /// For the attribute names seen, by bits of their address (``nameEntry(_:)``), the last name
    /// seen there and its slot: where the position does not tell.
    private let nameAddresses: UnsafeMutablePointer<UnsafePointer<xmlChar>?>
    private let nameSlots: UnsafeMutablePointer<Int>
    /// How many entries ``nameAddresses`` has (a power of two).
    private static var nameEntries: Int { 64 }

    /// The entry of ``nameAddresses`` for the name at `address`: its top six bits times a large odd
    /// constant (Fibonacci hashing: names sit side by side in the parser's dictionary).
    @inline(__always)
    private static func nameEntry(_ address: UnsafePointer<xmlChar>) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: address)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
    /// Where the current element's attribute values start and end, by slot (``attributeNames``'
    /// order), plus one last slot that takes the attributes not read. ``Attributes`` reads them.
    private let starts: UnsafeMutablePointer<UnsafePointer<xmlChar>?>
    private let ends: UnsafeMutablePointer<UnsafePointer<xmlChar>?>
    /// The slot the attributes not read are stored in (and never read from): one past the last
    /// of ``attributeNames`` (a constant, so that the attribute loop reads no global).
    private static var unreadSlot: Int { 14 }
    /// How many slots ``Attributes`` reads.
    fileprivate static var attributeCount: Int { unreadSlot }

    /// Whether the delegate is handed where libxml2 stands after each start tag
    /// (``Attributes/tagEnd``) instead of the line and column of the tag's `<`, where libxml2's
    /// buffer holds the document's own bytes.
    private let defersTagStarts: Bool

    /// A reader for `delegate`; with `defersTagStarts`, see ``Attributes/tagEnd``.
    init(delegate: any Delegate, defersTagStarts: Bool = false) {
        self.defersTagStarts = defersTagStarts
        precondition(Self.attributeNames.count == Self.unreadSlot, "one slot per attribute read, then the unread slot")
        self.delegate = delegate
        names = .allocate(capacity: Self.attributeNames.count)
        names.initialize(repeating: nil, count: Self.attributeNames.count)
        positionNames = .allocate(capacity: Self.rememberedPositions)
        positionNames.initialize(repeating: nil, count: Self.rememberedPositions)
        positionSlots = .allocate(capacity: Self.rememberedPositions)
        positionSlots.initialize(repeating: Self.unreadSlot, count: Self.rememberedPositions)
        nameAddresses = .allocate(capacity: Self.nameEntries)
        nameAddresses.initialize(repeating: nil, count: Self.nameEntries)
        nameSlots = .allocate(capacity: Self.nameEntries)
        nameSlots.initialize(repeating: Self.unreadSlot, count: Self.nameEntries)
        lastEvent = .allocate(capacity: 3)
        lastEvent.initialize(repeating: -1, count: 3)
        starts = .allocate(capacity: Self.unreadSlot + 1)
        starts.initialize(repeating: nil, count: Self.unreadSlot + 1)
        ends = .allocate(capacity: Self.unreadSlot + 1)
        ends.initialize(repeating: nil, count: Self.unreadSlot + 1)
    }

    deinit {
        lastEvent.deallocate()
        names.deallocate()
        positionNames.deallocate()
        positionSlots.deallocate()
        nameAddresses.deallocate()
        nameSlots.deallocate()
        starts.deallocate()
        ends.deallocate()
    }

    /// The size of the pieces a document over ``AppiumPageSourceImporter/libxml2Limit`` is fed in:
    /// 128 KB, as `XMLParser` reads a stream.
    static let pieceSize = 131_072

    /// Parses `data`, calling the delegate; returns how the parse ended.
    func parse(_ data: Data) -> Outcome {
        Self.initializeOnce
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        // The reader is borrowed, not retained, for each event: `parse(_:)` holds it throughout.
        handler.startElementNs = { user, localname, prefix, _, _, _, count, _, attributes in
            guard let user, let localname else { return }
            Unmanaged<PageSourceReader>.fromOpaque(user)._withUnsafeGuaranteedRef {
                $0.start(localname, prefix: prefix, count: Int(count), attributes: attributes)
            }
        }
        handler.endElementNs = { user, _, _, _ in
            guard let user else { return }
            Unmanaged<PageSourceReader>.fromOpaque(user)._withUnsafeGuaranteedRef { reader in
                guard !reader.stopped else { return }
                // A reader that defers tag starts never reads forward from the last event.
                if !reader.defersTagStarts { reader.noteEvent() }
                reader.delegate.endElement()
            }
        }
        handler.serror = { user, error in
            guard let user, let error else { return }
            Unmanaged<PageSourceReader>.fromOpaque(user).takeUnretainedValue().diagnostic(Int(error.pointee.code))
        }
        let user = Unmanaged.passUnretained(self).toOpaque()
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Outcome in
            let bytes = raw.bindMemory(to: CChar.self)
            guard bytes.count >= 4, let base = bytes.baseAddress else { return .parsed }
            guard let context = xmlCreatePushParserCtxt(&handler, user, base, 4, nil) else {
                return .failed(code: Int(XML_ERR_NO_MEMORY.rawValue), line: 0, column: 0)
            }
            self.context = context
            document = raw.assumingMemoryBound(to: UInt8.self)
            defer {
                xmlFreeParserCtxt(context)
                self.context = nil
                document = nil
            }
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
            for (slot, name) in Self.attributeNames.enumerated() {
                names[slot] = name.withCString {
                    xmlDictLookup(context.pointee.dict, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), -1)
                }
            }
            // A new parser has a new dictionary: nothing remembered from another parse holds.
            positionNames.update(repeating: nil, count: Self.rememberedPositions)
            lastEvent[0] = -1
            nameAddresses.update(repeating: nil, count: Self.nameEntries)
            let piece = data.count > AppiumPageSourceImporter.libxml2Limit ? Self.pieceSize : Int(Int32.max)
            var offset = 4
            while offset < bytes.count, !stopped {
                // Pieces end where `XMLParser`'s reads of a stream end: at multiples of the piece size.
                let length = min(piece - offset % piece, bytes.count - offset)
                let status = xmlParseChunk(context, base + offset, Int32(length), 0)
                offset += length
                if status != 0, !stopped {
                    return .failed(
                        code: Int(status), line: Int(xmlSAX2GetLineNumber(context)),
                        column: Int(xmlSAX2GetColumnNumber(context)))
                }
            }
            // The end of the input, as `XMLParser` signals it: what is still open is reported then.
            if !stopped {
                let status = xmlParseChunk(context, nil, 0, 1)
                if status != 0, !stopped {
                    return .failed(
                        code: Int(status), line: Int(xmlSAX2GetLineNumber(context)),
                        column: Int(xmlSAX2GetColumnNumber(context)))
                }
            }
            return stopped ? .stopped : .parsed
        }
    }

    /// Notes where libxml2 stands now (its offset in the input, line and column) as the place of
    /// the last event: after an end tag, or at the `>` or `/>` of a start tag.
    fileprivate func noteEvent() {
        guard let input = context?.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur else {
            lastEvent[0] = -1
            return
        }
        lastEvent[0] = Int(input.pointee.consumed) + (cur - base)
        lastEvent[1] = Int(input.pointee.line)
        lastEvent[2] = Int(input.pointee.col)
    }

    /// The line and column of the `<` of the start tag just read, found by reading forward from the
    /// last event (``noteEvent()``) to the first `<`, counting line feeds and characters as
    /// ``tagStart()`` does: what lies between two events is usually a line break and indentation,
    /// far shorter than the tag. `nil` (``tagStart()`` answers) before the first event, when the
    /// last event's place has left libxml2's buffer, when a comment, processing instruction, CDATA
    /// section or end tag comes first, and for a tag written over several lines.
    private func tagStartAfterLastEvent() -> (line: Int, column: Int)? {
        let last = lastEvent[0]
        guard last >= 0, let input = context?.pointee.input, let base = input.pointee.base,
            let cur = input.pointee.cur
        else { return nil }
        let bufferStart = Int(input.pointee.consumed)
        guard last >= bufferStart, last <= bufferStart + (cur - base) else { return nil }
        let lessThan = UInt8(ascii: "<")
        var at = base + (last - bufferStart)
        var line = lastEvent[1]
        var column = lastEvent[2]
        while at < cur, at.pointee != lessThan {
            if at.pointee == 0x0A {
                line += 1
                column = 1
            } else if at.pointee & 0xC0 != 0x80 {
                column += 1
            }
            at += 1
        }
        guard cur - at >= 2, at[1] != UInt8(ascii: "!"), at[1] != UInt8(ascii: "?"), at[1] != UInt8(ascii: "/"),
            Int(input.pointee.line) == line
        else { return nil }
        return (line, column)
    }

    /// The parser's current line (1-based), as `XMLParser.lineNumber` gives it.
    var line: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }
    /// The parser's current column (1-based), as `XMLParser.columnNumber` gives it.
    var column: Int { context.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0 }

    /// The line and column (1-based) of the `<` that opens the start tag just read: libxml2 reports
    /// the start of an element once it has read the tag, with its input at the tag's end, so the
    /// `<` is found by reading back over the tag (an attribute value holds no `<`), counting the
    /// line feeds and the characters (bytes that do not continue a UTF-8 sequence) passed. Costs
    /// the tag's length. The parser's own line and column when the tag is no longer in its buffer.
    private func tagStart() -> (line: Int, column: Int) {
        let (line, column) = (self.line, self.column)
        guard let input = context?.pointee.input, let base = input.pointee.base, let at = input.pointee.cur
        else { return (line, column) }
        return Self.tagStart(end: at, base: base, line: line, column: column)
    }

    /// ``tagStart()`` on the bytes from `base` (libxml2's buffer start) to `end` (its position
    /// after the tag), where libxml2 stands at `line` and `column`.
    static func tagStart(
        end: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>, line: Int, column: Int
    ) -> (line: Int, column: Int) {
        guard end > base else { return (line, column) }
        var at = end
        let lessThan = UInt8(ascii: "<")
        let (characters, lineFeeds): (Int, Int)
        (at, characters, lineFeeds) = Self.readBack(from: at, to: base)
        guard at.pointee == lessThan else { return (line, column) }
        if lineFeeds == 0 { return (line, max(1, column - characters)) }
        // The tag runs over several lines: its column is counted from its own line's start.
        var start = at
        var before = 0
        while start > base, start[-1] != 0x0A {
            start -= 1
            if start.pointee & 0xC0 != 0x80 { before += 1 }
        }
        guard start == base ? line - lineFeeds == 1 : true else { return (line, column) }
        return (line - lineFeeds, before + 1)
    }

    /// Reads back from `end` towards `base` to a `<`: `end` itself when it is one (nothing counted),
    /// else the last `<` before it, or `base` when there is none. Returns where it stopped, and the
    /// line feeds and the characters (bytes that do not continue a UTF-8 sequence, line feeds
    /// not) from there up to `end` (the stop counted, `end` not). Eight bytes at a time while a
    /// word holds no `<`, then byte by byte.
    static func readBack(from end: UnsafePointer<UInt8>, to base: UnsafePointer<UInt8>)
        -> (at: UnsafePointer<UInt8>, characters: Int, lineFeeds: Int)
    {
        let lessThan = UInt8(ascii: "<")
        if end.pointee == lessThan { return (end, 0, 0) }
        let high: UInt64 = 0x8080_8080_8080_8080
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        /// The high bit of each byte of `word` that is zero (exact: no carry between bytes).
        func zeroBytes(_ word: UInt64) -> UInt64 { ~(((word & low7) &+ low7) | word | low7) }
        /// The sum of the bytes of `lanes`, when it is below 256.
        func sum(_ lanes: UInt64) -> Int { Int(truncatingIfNeeded: (lanes &* 0x0101_0101_0101_0101) >> 56) }
        var at = end
        var characters = 0
        var lineFeeds = 0
        // Per byte lane, the bytes passed that are not characters (line feeds and continuation
        // bytes), summed every 31 words so that no sum reaches 256.
        var lanes: UInt64 = 0
        var wordsInLanes = 0
        while at - base >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(at - 8).loadUnaligned(as: UInt64.self))
            if zeroBytes(word ^ 0x3C3C_3C3C_3C3C_3C3C) != 0 { break }  // holds a `<`
            let feeds = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
            if feeds != 0 { lineFeeds += feeds.nonzeroBitCount }
            lanes &+= ((word & ~(word << 1) & high) | feeds) >> 7  // continuation bytes 10xxxxxx, line feeds
            wordsInLanes += 1
            if wordsInLanes == 31 {
                characters -= sum(lanes)
                (lanes, wordsInLanes) = (0, 0)
            }
            characters += 8
            at -= 8
        }
        characters -= sum(lanes)
        while at > base, at.pointee != lessThan {
            at -= 1
            if at.pointee == 0x0A { lineFeeds += 1 } else if at.pointee & 0xC0 != 0x80 { characters += 1 }
        }
        return (at, characters, lineFeeds)
    }

    /// Stops the parse: no more events reach the delegate.
    func stop() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    private func diagnostic(_ code: Int) {
        guard !stopped else { return }
        let (line, column) = (self.line, self.column)
        stop()
        delegate.parseError(code: code, line: line, column: column)
    }

    private func start(
        _ localname: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, count: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard !stopped else { return }
        // Every slot read starts empty; the unread slot is never read, so it is not cleared.
        starts.update(repeating: nil, count: Self.unreadSlot)
        if let attributes {
            for index in 0..<count {
                let entry = attributes + 5 * index
                // A prefixed attribute is `prefix:name`, never one of these.
                guard let name = entry[0], entry[1] == nil else { continue }
                let slot: Int
                if index < Self.rememberedPositions, positionNames[index] == name {
                    slot = positionSlots[index]
                } else {
                    // Elements of other kinds leave attributes out (a cell has no label), so the
                    // positions shift: the slot is then found by the name's address, in a small
                    // table indexed by bits of it, before any search of the names.
                    let entry = Self.nameEntry(name)
                    if nameAddresses[entry] == name {
                        slot = nameSlots[entry]
                    } else {
                        slot = (0..<Self.attributeNames.count).first { names[$0] == name } ?? Self.unreadSlot
                        nameAddresses[entry] = name
                        nameSlots[entry] = slot
                    }
                    if index < Self.rememberedPositions {
                        positionNames[index] = name
                        positionSlots[index] = slot
                    }
                }
                starts[slot] = entry[3]
                ends[slot] = entry[4]
            }
        }
        var found = Attributes(starts: starts, ends: ends)
        let (line, column): (Int, Int)
        // Without an encoder (UTF-8 input), libxml2's buffer holds the document's bytes from its
        // offset `consumed` on, so the tag's `<` can be found as well in the document itself (the
        // builder's thread checks the buffer's first and last bytes against the document's: read
        // here, the document's would be a cache miss for every tag).
        if defersTagStarts, let input = context?.pointee.input, input.pointee.buf?.pointee.encoder == nil,
            let base = input.pointee.base, let end = input.pointee.cur, end > base, let document,
            case let bufferStart = Int(input.pointee.consumed), case let tagEnd = bufferStart + (end - base),
            tagEnd <= document.count
        {
            assert(
                { () -> Bool in
                    // The tag (from its first value in the buffer, or 4 KB back) and every value in it.
                    var from = end - min(end - base, 4096)
                    for slot in 0..<Self.unreadSlot {
                        if let start = starts[slot], start >= base, start < from { from = start }
                    }
                    return memcmp(from, document.baseAddress! + tagEnd - (end - from), end - from) == 0
                }(), "libxml2's buffer holds the document's bytes")
            (line, column) = (self.line, self.column)
            found.bufferStart = bufferStart
            found.tagEnd = tagEnd
            found.buffer = UnsafeBufferPointer(start: base, count: end - base)
        } else if !defersTagStarts, let place = tagStartAfterLastEvent() {
            assert(place == tagStart(), "the tag's start, read forward, is where reading back finds it")
            (line, column) = place
        } else {
            (line, column) = tagStart()
        }
        if !defersTagStarts { noteEvent() }
        let length = strlen(UnsafeRawPointer(localname).assumingMemoryBound(to: CChar.self))
        let proceed: Bool
        if let prefix {
            let prefixLength = strlen(UnsafeRawPointer(prefix).assumingMemoryBound(to: CChar.self))
            var qualified = [UInt8](UnsafeBufferPointer(start: prefix, count: prefixLength))
            qualified.append(UInt8(ascii: ":"))
            qualified.append(contentsOf: UnsafeBufferPointer(start: localname, count: length))
            proceed = qualified.withByteView {
                delegate.startElement($0, internedName: 0, attributes: found, line: line, column: column)
            }
        } else {
            proceed = delegate.startElement(
                ByteView(unsafeBytes: UnsafeBufferPointer(start: localname, count: length)),
                internedName: Int(bitPattern: UInt(bitPattern: localname)), attributes: found, line: line,
                column: column)
        }
        if !proceed { stop() }
    }

    /// libxml2's global state, set up once before any thread parses.
    private static let initializeOnce: Void = { xmlInitParser() }()
}

/// What a ``PageSourceReader/EventBox`` hands libxml2's events to: a struct, mutated in place.
protocol PageSourceHandler {
    /// See ``PageSourceReader/Delegate/startElement(_:internedName:attributes:line:column:)``.
    mutating func startElement(
        _ name: ByteView, internedName: Int, attributes: PageSourceReader.Attributes, line: Int, column: Int
    ) -> Bool
    /// See ``PageSourceReader/Delegate/endElement()``.
    mutating func endElement()
    /// See ``PageSourceReader/Delegate/parseError(code:line:column:)``.
    mutating func parseError(code: Int, line: Int, column: Int)
}

extension PageSourceReader {
    /// Hands libxml2's events to a struct `Handler` (the reader's delegate must be a class).
    ///
    /// The handler lives in memory this object allocates in `init` and frees in `deinit`, reached
    /// through a pointer, not in a `var` property: each event then mutates it without the run-time
    /// exclusivity check a class's `var` property costs on every access. This is sound because the
    /// handler is only reached through this object, by the one thread that runs the parse, and no
    /// event handler calls another (libxml2 reports events one after the other), nor does
    /// ``withHandler(_:)`` run during a parse.
    final class EventBox<Handler: PageSourceHandler>: Delegate {
        private let handler: UnsafeMutablePointer<Handler>

        init(_ handler: Handler) {
            self.handler = .allocate(capacity: 1)
            self.handler.initialize(to: handler)
        }

        deinit {
            handler.deinitialize(count: 1)
            handler.deallocate()
        }

        /// Calls `body` with the handler, between parses.
        func withHandler<R, E: Error>(_ body: (inout Handler) throws(E) -> R) throws(E) -> R {
            try body(&handler.pointee)
        }

        func startElement(
            _ name: ByteView, internedName: Int, attributes: Attributes, line: Int, column: Int
        ) -> Bool {
            handler.pointee.startElement(
                name, internedName: internedName, attributes: attributes, line: line, column: column)
        }

        func endElement() { handler.pointee.endElement() }

        func parseError(code: Int, line: Int, column: Int) {
            handler.pointee.parseError(code: code, line: line, column: column)
        }
    }
}

// MARK: Parsing on a second thread

extension PageSourceReader {
    /// Parses `data` as ``parse(_:)`` does, with libxml2 on a second thread and `delegate` on the
    /// calling thread: the parser's thread writes each event (an element's name, where libxml2
    /// stands, the attributes read; an end; a diagnostic) into chunks, and the calling thread hands
    /// them to `delegate` in the same order, with the same arguments, as ``parse(_:)`` would. When
    /// `delegate` stops the parse, no later event reaches it (the parser's thread is told to stop
    /// and what it wrote meanwhile is dropped), and the outcome is ``Outcome/stopped``, as with
    /// ``parse(_:)``.
    ///
    /// The attribute values libxml2 hands over from its buffer, while that holds the document's
    /// bytes (UTF-8 input, no encoder), are handed on as where they lie in `data`, not copied; the
    /// calling thread checks each such tag's first and last bytes in libxml2's buffer against
    /// `data`. Should one differ, no later event reaches `delegate` and the answer is `nil`: the
    /// caller then drops `delegate` and parses `data` on one thread. `failingCheckAt` (tests
    /// only) makes the check of the start tag of that number (0 the first) fail.
    ///
    /// The answer is `nil` too when the parser's thread has not started the parse after
    /// ``EventQueue/startGrace`` (the system could not make the thread, or the machine is too busy
    /// to run it): the parse is then claimed back (``SecondThread/Job``), and no event has reached
    /// `delegate`. `starting` false (tests only) starts no thread.
    ///
    /// The calling thread returns once the parser's thread has finished, or was claimed back.
    static func parseOnSecondThread(
        _ data: Data, delegate: any Delegate, failingCheckAt: Int? = nil, starting: Bool = true
    ) -> Outcome? {
        let job = SecondThread.Job()
        let queue = EventQueue(documentSize: data.count, job: job)
        SecondThread.start(job, starting: starting) {
            let writer = EventBox(EventWriter(queue: queue))
            let outcome = PageSourceReader(delegate: writer, defersTagStarts: true).parse(data)
            writer.withHandler { $0.finish(outcome) }
        }
        let outcome = data.withUnsafeBytes {
            queue.replay(
                to: delegate, document: $0.assumingMemoryBound(to: UInt8.self), failingCheckAt: failingCheckAt ?? -1)
        }
        if job.isClaimedBySecondThread { job.waitUntilDone() }
        return outcome
    }
}

/// The chunks the parser's thread writes events into and the calling thread reads them from.
///
/// The writer takes a free chunk (the one the reader gave back last, still in the caches), or
/// makes a new one, up to ``chunks``: when the reader's thread is kept waiting (by other work on
/// the machine), the parser goes on for as many chunks before it waits. It hands a chunk over
/// once it holds ``largestHandOver`` bytes of events, or less as the part of the document left
/// to parse shrinks (``handOverSize(left:)``), so that the reader has little left to do when the
/// parse ends.
///
/// The reader does not sleep on a semaphore the writer would signal for each chunk (a wake of a
/// sleeping thread costs the writer a system call, and in a virtual machine an interrupt sent
/// to the other core): while no chunk is ready it sleeps ``readerNap``, and looks again. Only the
/// last chunk is signalled (`last`), so that the reader starts on it at once.
///
/// Unsafe, and sound because each chunk has one owner at a time: the writer owns a chunk from its
/// wait on `empty` (and its taking it from `free`) until it counts it in `handed` (a releasing
/// store, after its `used` and `order` entries); the reader owns it from its acquiring load of
/// `handed` that counts it until it puts it back in `free` (behind the mutex) and signals `empty`
/// (a semaphore's signal happens before the wait it ends). `cancelled` is only a hint to stop early.
private final class EventQueue: @unchecked Sendable {
    /// At most this many chunks (written, being written or being read).
    static let chunks = 8
    /// Each chunk's size, or larger when one event needs more.
    static let chunkSize = largestHandOver + 4_096
    /// A chunk is handed over once it holds this many bytes of events, or fewer near the
    /// document's end (``handOverSize(left:)``).
    static let largestHandOver = 1 << 19
    /// Near the document's end, chunks are handed over at about this fraction of what is left to
    /// parse, and at no fewer bytes than ``smallestHandOver``.
    static let handOverShare = 4
    static let smallestHandOver = 32_768
    /// How long the reader sleeps while no chunk is ready, in nanoseconds.
    static let readerNap = 50_000

    /// The document's size in bytes.
    let documentSize: Int
    /// The parse, claimed by the parser's thread when it starts, or back by the reader.
    let job: SecondThread.Job
    /// Each chunk's memory, `nil` until the writer first takes it.
    let memory: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    let capacities: UnsafeMutablePointer<Int>
    /// How many bytes of each chunk hold events, set by the writer before it hands the chunk over.
    let used: UnsafeMutablePointer<Int>
    /// The chunks in the order the writer handed them over (the n-th at `n % chunks`).
    let order: UnsafeMutablePointer<Int>
    /// How many chunks the writer has handed over.
    let handed = Atomic<Int>(0)
    /// Signalled once, when the writer hands over its last chunk: the reader is then woken at
    /// once, not after its nap, since what it does after the parse is the import's time.
    let last = DispatchSemaphore(value: 0)
    /// The chunks given back by the reader, the last given back last, and how many chunks exist.
    let free = Mutex<(chunks: [Int], made: Int)>(([], 0))
    /// Signalled once for each chunk the writer may take.
    let empty = DispatchSemaphore(value: EventQueue.chunks)
    /// Set by the reader when its delegate stops the parse.
    let cancelled = Atomic<Bool>(false)

    init(documentSize: Int, job: SecondThread.Job) {
        self.documentSize = documentSize
        self.job = job
        memory = .allocate(capacity: Self.chunks)
        memory.initialize(repeating: nil, count: Self.chunks)
        capacities = .allocate(capacity: Self.chunks)
        capacities.initialize(repeating: 0, count: Self.chunks)
        used = .allocate(capacity: Self.chunks)
        used.initialize(repeating: 0, count: Self.chunks)
        order = .allocate(capacity: Self.chunks)
        order.initialize(repeating: 0, count: Self.chunks)
    }

    deinit {
        for index in 0..<Self.chunks { memory[index]?.deallocate() }
        memory.deallocate()
        capacities.deallocate()
        used.deallocate()
        order.deallocate()
    }

    /// How many bytes of events a chunk is handed over at, when `left` bytes of the document are
    /// still to parse (-1: unknown).
    @inline(__always)
    static func handOverSize(left: Int) -> Int {
        guard left >= 0 else { return smallestHandOver }
        return min(largestHandOver, max(smallestHandOver, left / handOverShare))
    }

    /// For the writer: a chunk of at least `size` bytes, waiting while all `chunks` are taken.
    func take(_ size: Int) -> Int {
        empty.wait()
        let index = free.withLock { free in
            if let index = free.chunks.popLast() { return index }
            free.made += 1
            return free.made - 1
        }
        if capacities[index] < size {
            memory[index]?.deallocate()
            capacities[index] = max(size, Self.chunkSize)
            memory[index] = .allocate(byteCount: capacities[index], alignment: MemoryLayout<Int>.alignment)
        }
        return index
    }

    /// For the writer: hands chunk `index`, written up to `count` bytes, over as the `number`-th.
    func hand(_ index: Int, count: Int, as number: Int) {
        used[index] = count
        order[number % Self.chunks] = index
        handed.store(number + 1, ordering: .releasing)
    }

    /// For the reader: waits until the writer has handed over more than `read` chunks.
    /// Waits until the writer has handed over more than `read` chunks; `false` when, waiting for
    /// the first, the parser's thread had not started the parse after ``startGrace`` and the parse
    /// was claimed back (``SecondThread/Job/claimBack()``).
    private func waitForChunk(after read: Int) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        while handed.load(ordering: .acquiring) <= read {
            if read == 0, !job.isClaimedBySecondThread, DispatchTime.now().uptimeNanoseconds - start > Self.startGrace,
                job.claimBack()
            {
                return false
            }
            _ = last.wait(timeout: .now() + .nanoseconds(Self.readerNap))
        }
        return true
    }

    /// How long, in nanoseconds, the reader waits for the parser's thread to start the parse
    /// before it claims the parse back: 50 ms, a hundred times what a thread takes to start on an
    /// idle machine.
    static let startGrace: UInt64 = 50_000_000

    /// The events' kinds, the first word of each event.
    static let startEvent = 1
    static let endEvent = 2
    static let errorEvent = 3
    static let finishEvent = 4
    /// A start event: kind, size in bytes, interned name, line, column, name length, the tag's end
    /// and libxml2's buffer start (``PageSourceReader/Attributes``), the first and the last byte of
    /// libxml2's buffer up to the tag's end (unused when the tag's end is -1), then two 32-bit
    /// numbers per attribute slot: the value's length (-1 when absent) and where it is, then the
    /// name's bytes and the values copied. Where a value is: 0 for a copy, which follows the name
    /// and the copies before it; else how many bytes before the tag's end it starts in the
    /// document (a value libxml2 hands over from its buffer while that holds the document's bytes).
    static let startHeader = 9 * 8 + PageSourceReader.attributeCount * 8

    /// Reads the events until the writer's last, handing them to `delegate`; returns the outcome,
    /// or `nil` when a tag's bytes in libxml2's buffer are not the document's, or the parser's
    /// thread never started (see
    /// ``PageSourceReader/parseOnSecondThread(_:delegate:failingCheckAt:starting:)``; `failingCheckAt`, -1
    /// for none). `document` is the document parsed, where the tags' starts are found.
    func replay(
        to delegate: any PageSourceReader.Delegate, document: UnsafeBufferPointer<UInt8>, failingCheckAt: Int
    ) -> PageSourceReader.Outcome? {
        let count = PageSourceReader.attributeCount
        let starts = UnsafeMutablePointer<UnsafePointer<xmlChar>?>.allocate(capacity: count)
        let ends = UnsafeMutablePointer<UnsafePointer<xmlChar>?>.allocate(capacity: count)
        defer {
            starts.deallocate()
            ends.deallocate()
        }
        starts.initialize(repeating: nil, count: count)
        ends.initialize(repeating: nil, count: count)
        var stopped = false
        var differs = false
        var outcome: PageSourceReader.Outcome?
        var read = 0
        var started = 0
        while outcome == nil {
            guard waitForChunk(after: read) else { return nil }
            let index = order[read % Self.chunks]
            read += 1
            guard let chunk = memory[index].map(UnsafeRawPointer.init) else {
                preconditionFailure("a chunk handed over")
            }
            let end = used[index]
            var at = 0
            while at < end {
                let event = chunk + at
                let kind = event.load(as: Int.self)
                switch kind {
                case Self.startEvent:
                    let size = event.load(fromByteOffset: 8, as: Int.self)
                    at += size
                    guard !stopped else { continue }
                    let nameLength = event.load(fromByteOffset: 40, as: Int.self)
                    let name = (event + Self.startHeader).assumingMemoryBound(to: UInt8.self)
                    let tagEnd = event.load(fromByteOffset: 48, as: Int.self)
                    let bufferStart = event.load(fromByteOffset: 56, as: Int.self)
                    var line = event.load(fromByteOffset: 24, as: Int.self)
                    var column = event.load(fromByteOffset: 32, as: Int.self)
                    started += 1
                    if tagEnd >= 0 {
                        // libxml2's buffer from `bufferStart` to `tagEnd` holds the document's bytes:
                        // its first and last bytes are the document's there.
                        guard let base = document.baseAddress, tagEnd <= document.count, bufferStart >= 0,
                            bufferStart < tagEnd, base[bufferStart] == event.load(fromByteOffset: 64, as: UInt8.self),
                            base[tagEnd - 1] == event.load(fromByteOffset: 65, as: UInt8.self),
                            started - 1 != failingCheckAt
                        else {
                            (stopped, differs) = (true, true)
                            cancelled.store(true, ordering: .relaxed)
                            continue
                        }
                        (line, column) = PageSourceReader.tagStart(
                            end: base + tagEnd, base: base + bufferStart, line: line, column: column)
                    }
                    var value = name + nameLength
                    for index in 0..<count {
                        let slot = event.load(fromByteOffset: 72 + 8 * index, as: UInt64.self)
                        let length = Int(Int32(truncatingIfNeeded: slot))
                        let back = Int(Int32(truncatingIfNeeded: slot >> 32))
                        if length < 0 {
                            starts[index] = nil
                            ends[index] = nil
                        } else if back == 0 {
                            starts[index] = value
                            ends[index] = value + length
                            value += length
                        } else {
                            // In the document, in the part of libxml2's buffer checked above (the
                            // writer hands over only values that lie there).
                            guard let base = document.baseAddress, tagEnd >= 0, back <= tagEnd - bufferStart,
                                length <= back
                            else { preconditionFailure("a value handed over in the document lies in the tag's part") }
                            starts[index] = base + (tagEnd - back)
                            ends[index] = base + (tagEnd - back + length)
                        }
                    }
                    let proceed = delegate.startElement(
                        ByteView(unsafeBytes: UnsafeBufferPointer(start: name, count: nameLength)),
                        internedName: event.load(fromByteOffset: 16, as: Int.self),
                        attributes: PageSourceReader.Attributes(starts: starts, ends: ends),
                        line: line, column: column)
                    if !proceed {
                        stopped = true
                        cancelled.store(true, ordering: .relaxed)
                    }
                case Self.endEvent:
                    at += 8
                    if !stopped { delegate.endElement() }
                case Self.errorEvent:
                    at += 32
                    guard !stopped else { continue }
                    // A diagnostic stops the parse, as in `PageSourceReader.diagnostic`.
                    stopped = true
                    delegate.parseError(
                        code: event.load(fromByteOffset: 8, as: Int.self),
                        line: event.load(fromByteOffset: 16, as: Int.self),
                        column: event.load(fromByteOffset: 24, as: Int.self))
                default:
                    precondition(kind == Self.finishEvent, "an event the writer does not write")
                    at = end
                    let code = event.load(fromByteOffset: 16, as: Int.self)
                    let line = event.load(fromByteOffset: 24, as: Int.self)
                    let column = event.load(fromByteOffset: 32, as: Int.self)
                    let ending: PageSourceReader.Outcome =
                        switch event.load(fromByteOffset: 8, as: Int.self) {
                        case 0: .parsed
                        case 1: .stopped
                        default: .failed(code: code, line: line, column: column)
                        }
                    outcome = stopped ? .stopped : ending
                }
            }
            free.withLock { $0.chunks.append(index) }
            empty.signal()
        }
        return differs ? nil : outcome
    }
}

/// Writes libxml2's events into an ``EventQueue``'s chunks, on the parser's thread (through an
/// ``PageSourceReader/EventBox``, so that its state is not a class's `var` properties).
private struct EventWriter: PageSourceHandler {
    let queue: EventQueue
    /// The chunk being written, its index, its capacity and how far it is written; how many
    /// chunks were handed over; how full the chunk is handed over at.
    private var chunk: UnsafeMutableRawPointer
    private var index: Int
    private var capacity: Int
    private var at = 0
    private var handed = 0
    private var handOver: Int

    init(queue: EventQueue) {
        self.queue = queue
        index = queue.take(EventQueue.chunkSize)
        guard let chunk = queue.memory[index] else { preconditionFailure("a chunk taken") }
        self.chunk = chunk
        capacity = queue.capacities[index]
        handOver = EventQueue.handOverSize(left: queue.documentSize)
    }

    /// Makes room for an event of `size` bytes: hands the chunk over when the event and the last
    /// event (the finish) do not fit in it, and takes the next, grown to hold the event.
    @inline(__always)
    private mutating func reserve(_ size: Int) {
        if at + size + 64 > capacity { next(size) }
    }

    /// Hands the chunk over and takes the next, of at least `size` + 64 bytes.
    private mutating func next(_ size: Int) {
        queue.hand(index, count: at, as: handed)
        handed += 1
        index = queue.take(size + 64)
        guard let chunk = queue.memory[index] else { preconditionFailure("a chunk taken") }
        self.chunk = chunk
        capacity = queue.capacities[index]
        at = 0
    }

    mutating func startElement(
        _ name: ByteView, internedName: Int, attributes: PageSourceReader.Attributes, line: Int, column: Int
    ) -> Bool {
        if queue.cancelled.load(ordering: .relaxed) { return false }
        let count = PageSourceReader.attributeCount
        // At most this many bytes: every value copied.
        var most = EventQueue.startHeader + name.count
        for index in 0..<count {
            if let start = attributes.starts[index], let end = attributes.ends[index] { most += end - start }
        }
        reserve((most + 7) & ~7)
        let event = chunk + at
        event.storeBytes(of: EventQueue.startEvent, as: Int.self)
        event.storeBytes(of: internedName, toByteOffset: 16, as: Int.self)
        event.storeBytes(of: line, toByteOffset: 24, as: Int.self)
        event.storeBytes(of: column, toByteOffset: 32, as: Int.self)
        event.storeBytes(of: name.count, toByteOffset: 40, as: Int.self)
        event.storeBytes(of: attributes.tagEnd, toByteOffset: 48, as: Int.self)
        event.storeBytes(of: attributes.bufferStart, toByteOffset: 56, as: Int.self)
        // The buffer's first and last bytes, which the reader checks against the document's.
        let buffer = attributes.tagEnd >= 0 ? attributes.buffer : nil
        event.storeBytes(
            of: UInt64(buffer?.first ?? 0) | UInt64(buffer?.last ?? 0) << 8, toByteOffset: 64, as: UInt64.self)
        var bytes = event + EventQueue.startHeader
        _ = name.withContiguousStorageIfAvailable { name in
            if let base = name.baseAddress { ByteCopy.copy(bytes, from: base, count: name.count) }
        }
        bytes += name.count
        // A value in libxml2's buffer up to the tag's end, where that holds the document's bytes, is
        // handed over as where it lies before the tag's end; any other is copied.
        let (bufferBase, tagEnd) =
            buffer.flatMap { buffer in buffer.baseAddress.map { ($0, $0 + buffer.count) } } ?? (nil, nil)
        for index in 0..<count {
            var slot: UInt64 = 0xFFFF_FFFF
            if let start = attributes.starts[index], let end = attributes.ends[index] {
                let length = end - start
                slot = UInt64(UInt32(truncatingIfNeeded: length))
                if let bufferBase, let tagEnd, start >= bufferBase, start < tagEnd, end <= tagEnd,
                    tagEnd - start <= Int(Int32.max)
                {
                    slot |= UInt64(tagEnd - start) << 32
                } else {
                    ByteCopy.copy(bytes, from: start, count: length)
                    bytes += length
                }
            }
            event.storeBytes(of: slot, toByteOffset: 72 + 8 * index, as: UInt64.self)
        }
        let size = (event.distance(to: bytes) + 7) & ~7
        event.storeBytes(of: size, toByteOffset: 8, as: Int.self)
        at += size
        if at >= handOver {
            handOver = EventQueue.handOverSize(
                left: attributes.tagEnd >= 0 ? queue.documentSize - attributes.tagEnd : -1)
            if at >= handOver { next(0) }
        }
        return true
    }

    mutating func endElement() {
        reserve(8)
        (chunk + at).storeBytes(of: EventQueue.endEvent, as: Int.self)
        at += 8
    }

    mutating func parseError(code: Int, line: Int, column: Int) {
        reserve(32)
        let event = chunk + at
        event.storeBytes(of: EventQueue.errorEvent, as: Int.self)
        event.storeBytes(of: code, toByteOffset: 8, as: Int.self)
        event.storeBytes(of: line, toByteOffset: 16, as: Int.self)
        event.storeBytes(of: column, toByteOffset: 24, as: Int.self)
        at += 32
    }

    /// Writes the parse's outcome as the last event and hands the chunk over.
    mutating func finish(_ outcome: PageSourceReader.Outcome) {
        // `reserve` always leaves 64 bytes for this event.
        let event = chunk + at
        event.storeBytes(of: EventQueue.finishEvent, as: Int.self)
        var (kind, code, line, column) = (0, 0, 0, 0)
        switch outcome {
        case .parsed: kind = 0
        case .stopped: kind = 1
        case .failed(let failedCode, let failedLine, let failedColumn):
            (kind, code, line, column) = (2, failedCode, failedLine, failedColumn)
        }
        event.storeBytes(of: kind, toByteOffset: 8, as: Int.self)
        event.storeBytes(of: code, toByteOffset: 16, as: Int.self)
        event.storeBytes(of: line, toByteOffset: 24, as: Int.self)
        event.storeBytes(of: column, toByteOffset: 32, as: Int.self)
        at += 40
        queue.hand(index, count: at, as: handed)
        handed += 1
        queue.last.signal()
    }
}
