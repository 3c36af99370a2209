import AuditKitModel
import Foundation

/// Reads the text XCUITest prints for `XCUIElement.debugDescription` (or lldb's `po app`) into an
/// ``AccessibilityHierarchy`` of kind ``AccessibilityHierarchy/Source/Kind/debugDescription``: the
/// dump format of ``AccessibilityHierarchy/init(importing:name:format:)``.
///
/// Accepts the multi-line form and the escaped one-line form lldb's `po` prints for a Swift string
/// (the whole dump in double quotes, with `\n`, `\'` and `\"`). Element lines look like
///
/// ```text
///  →Application, 0x600002a1c000, pid: 7340, label: 'Demo'
///     Window (Main), 0x600002a1c0e0, {{0.0, 0.0}, {375.0, 812.0}}
///       Button, 0x600002a1c1c0, {{20.0, 59.0}, {55.0, 40.0}}, identifier: 'menu', label: 'Menu', Selected
/// ```
///
/// Lines end at LF, CR LF or a lone CR. Indentation (spaces, tabs, the `→` or `->` marker) gives depth. Only the `Element subtree:`
/// section is read when there is one; `Attributes:`, `Path to element:`, `Query chain:` and
/// `t = …s` activity lines are skipped. Fields are found by their keys (`identifier: '`,
/// `label: '`, `title: '`, `placeholderValue: '`, `value: `), not by commas, so labels may hold
/// commas, quotes, `: ` and line breaks, and fields may come in any order. Addresses (`0x…`) may be
/// absent. The flags `Disabled` and `Selected` set ``ElementSnapshot/isEnabled`` (XCUITest prints
/// `Disabled` for every disabled element, so its absence means enabled) and
/// ``ElementSnapshot/isSelected``. Everything a dump does not show (traits, visibility, colours,
/// fonts, whether VoiceOver reaches it) stays `nil`. The result is the automation tree: every element
/// is in the automation view. Frames that are not finite rectangles (`{{nowhere}}`, `inf`), or that
/// reach beyond ±``Foundation/CGRect/largestPlausibleCoordinate`` points, are dropped and recorded as
/// ``StructuralProblem/Kind/invalidFrame``.
public enum DebugDescriptionImporter: HierarchyFormatImporter {
    /// Imports a dump (see ``AccessibilityHierarchy/init(importing:name:format:)``).
    ///
    /// - Returns: The captured tree; its root is the first element line's element.
    /// - Throws: ``HierarchyImportError`` at the line of the problem:
    ///   ``HierarchyImportError/Kind/notADebugDescription`` when the text has no element lines;
    ///   ``HierarchyImportError/Kind/malformedDebugDescription`` when a second top-level element
    ///   follows the first (two dumps in one text), when an escaped dump has no closing quote, when
    ///   the text stops part way through an element line (a dump cut off), when a dump that
    ///   starts with `Attributes:` has no `Path to element:` after its subtree (cut at a line
    ///   boundary), or when the bytes are not UTF-8.
    static func hierarchy(from data: Data, name: String) throws(HierarchyImportError) -> AccessibilityHierarchy {
        if let (offset, byte) = TextPosition.firstInvalidUTF8(in: data) {
            throw HierarchyImportError(
                .malformedDebugDescription, name: name, offset: offset, in: data,
                reason: TextPosition.utf8Problem(at: offset, byte: byte, in: data, what: "dump"))
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return try read(text, name: name)
    }

    /// Whether the UTF-8 text `data` looks like a dump: it has a line that is an element line, an
    /// escaped (`po`) dump or an `Element subtree:` header. Stops at the first such line.
    static func looksLikeDump(_ data: Data) -> Bool {
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? data.endIndex
            let line = String(decoding: data[start..<end], as: UTF8.self)
            let content = Line(number: 0, text: line).content
            if content.hasPrefix("Element subtree:") || (content.hasPrefix("\"") && content.contains("\\n")) {
                return true
            }
            if elementHead(line) != nil { return true }
            start = end + 1
        }
        return false
    }

    /// Reads the dump `text`, naming `name` in errors and in the hierarchy's source.
    static func read(_ text: String, name: String) throws(HierarchyImportError) -> AccessibilityHierarchy {
        let lines = try logicalLines(text, name: name)
        let region = treeRegion(lines)
        try checkNotCutOff(text, lines: lines, region: region, name: name)
        var elements: [ElementSnapshot] = []
        // At most one element a line: allocated once rather than grown by doubling.
        elements.reserveCapacity(region.count)
        // Each distinct type name is worked out once.
        var types: [String: ElementType] = [:]
        var problems: [StructuralProblem] = []
        var stack: [(indent: Int, id: Int, isInSystemBar: Bool)] = []
        // Each element's parent (-1 for the root), by id: the lists of children are built from it
        // once the tree is read, each at its final size.
        var parents: [Int] = []
        parents.reserveCapacity(region.count)
        var positions = SourcePositionTable()
        positions.reserveCapacity(region.count)
        var rootLine: Int?

        var index = region.lowerBound
        while index < region.upperBound {
            let line = lines[index]
            index += 1
            guard let head = elementHead(line.text) else { continue }
            // A quoted field may run onto the following lines (a label with line breaks), but never
            // over the next element line: a label whose closing quote was cut off (a truncated log
            // line) must not swallow the elements after it.
            var rest = head.rest
            var fields = Fields.parse(rest)
            var joined = 0
            while fields == nil {
                if index < region.upperBound, joined < maximumContinuationLines, !isElementLine(lines[index].text) {
                    rest += "\n" + lines[index].text
                    index += 1
                    joined += 1
                    fields = Fields.parse(rest)
                    continue
                }
                // Not closed by a quote before a known field or the end of a line: the last quote of
                // the element's own line followed by a comma or the line's end closes it (an unknown
                // field may follow), and the lines joined are elements again.
                let stop = index
                index -= joined
                var unclosed: Fields.Unclosed?
                fields = Fields.parse(head.rest, lenient: true, unclosed: &unclosed)
                guard fields == nil else { break }
                let key = unclosed?.key ?? "label"
                let column = line.text.utf8.count - head.rest.utf8.count + (unclosed?.offset ?? 0) + 1
                let excerpt =
                    unclosed.map {
                        String(
                            decoding: Array(head.rest.utf8.dropFirst($0.offset + $0.key.utf8.count + 3)), as: UTF8.self
                        ).prefix(40)
                    } ?? ""
                let next =
                    if stop < region.upperBound, isElementLine(lines[stop].text) {
                        "before the next element (line \(lines[stop].number))"
                    } else if stop < region.upperBound {
                        "within the \(maximumContinuationLines) lines after it"
                    } else {
                        "before the dump ends"
                    }
                throw HierarchyImportError(
                    .malformedDebugDescription, name: name, line: line.number, column: column,
                    reason: "the \(key) opened here ('\(excerpt)…') has no closing quote \(next); was the line cut off "
                        + "(a log line truncated)? Close the quote, or capture the dump again")
            }
            guard let fields else { continue }

            while let top = stack.last, top.indent >= head.indent { stack.removeLast() }
            let parent = stack.last?.id
            let parentIsInSystemBar = stack.last?.isInSystemBar ?? false
            if parent == nil, let rootLine {
                throw HierarchyImportError(
                    .malformedDebugDescription, name: name, line: line.number,
                    reason:
                        "a second top-level element ('\(head.type)') follows the root element of line \(rootLine); import one dump at a time"
                )
            }
            if parent == nil { rootLine = line.number }

            let id = elements.count
            let type: ElementType
            if let known = types[head.type] {
                type = known
            } else {
                type = ElementType(xcuiName: head.type) ?? .other
                types[head.type] = type
            }
            // The path step is set from the siblings once the tree is read.
            var element = ElementSnapshot(id: id, elementType: type, pathComponent: "")
            element.identifier = fields.identifier
            element.label = fields.label
            element.value = fields.value
            // Set only when present: the placeholder is a rare fact, and setting `nil` still looks at them.
            if let placeholderValue = fields.placeholderValue { element.placeholderValue = placeholderValue }
            element.isEnabled = !fields.flags.contains("Disabled")
            element.isSelected = fields.flags.contains("Selected")
            if let frame = fields.frame {
                if let rect = frame, rect.isPlausibleFrame {
                    element.frame = rect
                } else {
                    problems.append(StructuralProblem(kind: .invalidFrame, container: parent, element: id))
                }
            }
            element.parent = parent
            element.isInAutomationView = true
            element.isInSystemBar = element.elementType.isSystemBar || parentIsInSystemBar
            stack.append((head.indent, id, element.isInSystemBar))
            elements.append(element)
            // The element's type starts after the indentation (spaces and tabs: one character each).
            positions.append(
                line: line.number, column: line.column ?? line.text.utf8.count - line.content.utf8.count + 1)
            parents.append(parent ?? -1)
        }

        guard !elements.isEmpty else {
            if let header = lines.firstIndex(where: { $0.content.hasPrefix("Element subtree:") }) {
                throw HierarchyImportError(
                    .notADebugDescription, name: name, line: lines[header].number,
                    reason:
                        "'Element subtree:' is followed by no element lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\"; "
                        + "copy the whole dump")
            }
            let first = lines.first { !$0.trimmed.isEmpty }
            throw HierarchyImportError(
                .notADebugDescription, name: name, line: first?.number,
                reason: "no element lines found (expected lines such as \"Button, 0x…, {{x, y}, {w, h}}, label: '…'\")"
                    + (first.map { "; the text starts with '\($0.trimmed.prefix(60))'" } ?? "; the text is empty"))
        }

        try checkSubtreeEnds(lines: lines, region: region, name: name)

        // The children in document order, each list allocated at its final size; the automation
        // tree is the same tree, so each element's automation children share its list of children.
        var childCounts = [Int](repeating: 0, count: elements.count)
        for parent in parents where parent >= 0 { childCounts[parent] += 1 }
        for id in elements.indices where childCounts[id] > 0 { elements[id].children.reserveCapacity(childCounts[id]) }
        for (id, parent) in parents.enumerated() where parent >= 0 { elements[parent].children.append(id) }
        for id in elements.indices where childCounts[id] > 0 { elements[id].automationChildren = elements[id].children }

        AccessibilityHierarchy.assignPathComponents(&elements, roots: [0])
        var hierarchy = AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: nil,
            source: .init(kind: .debugDescription, name: name), problems: problems)
        hierarchy.sourcePositions = positions
        hierarchy.recordGeometryProblems()
        return hierarchy
    }

    /// Refuses a dump whose text stops in the middle of an element line of its tree: the last line
    /// has no line break after it and ends where XCUITest never ends one (see ``cutOff(_:addressed:)``). The
    /// lines read would import as a smaller screen, and the elements cut off would be lost without
    /// a word. A dump cut exactly at the end of a line, or just after a whole field, cannot be told
    /// from a whole one here (``checkSubtreeEnds(lines:region:name:)`` tells it when the dump starts
    /// with `Attributes:`).
    ///
    /// - Throws: ``HierarchyImportError/Kind/malformedDebugDescription`` at the line and column
    ///   where the text stops being a whole element line.
    static func checkNotCutOff(
        _ text: String, lines: [Line], region: Range<Int>, name: String
    ) throws(HierarchyImportError) {
        guard let lastByte = text.utf8.last, lastByte != 0x0A, lastByte != 0x0D,
            let line = lines.last, line.column == nil, region.upperBound == lines.count,
            region.contains(lines.count - 1)
        else { return }
        // XCUITest writes an address on every element line: where the first one has it, a type
        // alone is a line cut short.
        let root = lines[region].lazy.compactMap { elementHead($0.text) }.first
        guard let cut = cutOff(line.text, addressed: root?.rest.hasPrefix("0x") == true) else { return }
        let trimmed = line.content.trimmingCharacters(in: .whitespaces)
        let excerpt = trimmed.count > 50 ? "…" + trimmed.suffix(50) : trimmed
        throw HierarchyImportError(
            .malformedDebugDescription, name: name, line: line.number, column: cut.column,
            reason: "the dump stops part way through an element line ('\(excerpt)'): \(cut.what), and no line "
                + "break follows. It looks cut off, so the elements after it would be lost; copy or capture the "
                + "whole dump again (if the dump is whole, end it with a line break)")
    }

    /// Refuses a dump that starts as a whole `XCUIElement.debugDescription` does, with its
    /// `Attributes:` line before `Element subtree:`, but has no `Path to element:` or `Query chain:`
    /// after the subtree: XCUITest prints both after every subtree (each of the real dumps in
    /// `../shared/data/captures` ends with them), so such a dump was cut at a line boundary (a
    /// truncated log, a console's line limit, a copy that stopped short), and the lines read would
    /// import as a smaller screen. Element lines pasted without the `Attributes:` line are read as
    /// they are: a cut among them cannot be told.
    ///
    /// - Throws: ``HierarchyImportError/Kind/malformedDebugDescription`` at the subtree's last line.
    static func checkSubtreeEnds(lines: [Line], region: Range<Int>, name: String) throws(HierarchyImportError) {
        guard region.lowerBound > 0,
            let attributes = lines[..<region.lowerBound].first(where: { $0.content.hasPrefix("Attributes:") })
        else { return }
        if region.upperBound < lines.count {
            let next = lines[region.upperBound].content
            if next.hasPrefix("Path to element:") || next.hasPrefix("Query chain:") { return }
        }
        let last = lines[region].last { !$0.content.isEmpty } ?? lines[region.lowerBound - 1]
        let after =
            region.upperBound < lines.count
            ? "another dump's 'Attributes:' (line \(lines[region.upperBound].number)) follows it"
            : "the text ends there"
        throw HierarchyImportError(
            .malformedDebugDescription, name: name, line: last.number,
            reason: "the dump starts as a whole XCUIElement debugDescription does ('Attributes:' on line "
                + "\(attributes.number)), but its element subtree is not followed by 'Path to element:', which "
                + "XCUITest prints after every subtree; \(after), so it looks cut off after this line and the "
                + "elements after it would be lost. Copy or capture the whole dump again, or leave out the "
                + "'Attributes:' and 'Element subtree:' lines to audit these element lines as they are")
    }

    /// Where and how the line `text`, the last of a dump with no line break after it, stops short
    /// of a whole element line; `nil` when it is a whole one (or no element line at all).
    ///
    /// XCUITest writes an element line as its type, its address, then its frame (the application:
    /// `pid:`), then fields separated by `, `: a line is cut off when it ends with a separator, inside
    /// the frame, after the address alone, with a key and no value, part way through a flag or a
    /// type, after the type and a comma, or (when `addressed`: the dump's first element line has
    /// an address) after the type alone. A line whose last field is a value is whole: a value runs to the
    /// end of the line and may hold any of these. A quoted field left open is reported by the reading. The
    /// column is 1-based, in UTF-8 bytes.
    static func cutOff(_ text: String, addressed: Bool) -> (column: Int, what: String)? {
        guard let end = text.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return nil }
        let body = text[...end]
        let cut =
            if let head = elementHead(String(body)) {
                cutInFields(body.suffix(head.rest.count), read: head.rest, addressed: addressed)
            } else {
                cutBeforeFields(body)
            }
        return cut.map { (body.utf8.distance(from: body.startIndex, to: $0.at) + 1, $0.what) }
    }

    /// Where `line`, which is no element line, stops as the start of one: inside a known type's
    /// name, inside the note after the type, or after the type and a comma; `nil` otherwise.
    private static func cutBeforeFields(_ line: Substring) -> (at: Substring.Index, what: String)? {
        guard let (_, type, after) = typeStart(line) else { return nil }
        if after.isEmpty {
            let partOfAType = knownTypeNames.contains { $0.count > type.count && $0.hasPrefix(type) }
            return partOfAType ? (type.startIndex, "it stops inside the element's type") : nil
        }
        guard knownTypeNames.contains(String(type)) else { return nil }
        var rest = after
        if rest.hasPrefix(" (") {
            guard let close = rest.firstIndex(of: ")") else {
                return (rest.startIndex, "it stops inside the note after the element's type")
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.hasPrefix(",") else { return nil }
        return (rest.startIndex, "it stops after the element's type, before its address and frame")
    }

    /// Where an element line's fields stop short (`rest`: the line after its type and comma, trailing
    /// spaces left out; `read`: the same as ``elementHead(_:)`` read it); `nil` when they end whole
    /// as far as can be told.
    private static func cutInFields(_ rest: Substring, read: String, addressed: Bool)
        -> (at: Substring.Index, what: String)?
    {
        // A type alone is whole, unless the dump's first element line has an address.
        if rest.isEmpty {
            guard addressed else { return nil }
            return (rest.startIndex, "its address and frame are missing, which the dump's first element line has")
        }
        // Whole: a quoted field closed at the end (one left open is the reading's to report), fields the
        // reading refuses, or a value ending the line (it runs unquoted to the end, and may hold commas,
        // a flag's first letters or `0x`).
        var unclosed: Fields.Unclosed?
        guard let fields = Fields.parse(read, lenient: true, unclosed: &unclosed), !rest.hasSuffix("'")
        else { return nil }
        if let value = fields.value, !value.isEmpty, rest.hasSuffix(value) { return nil }
        // Cut: the first of these rules that holds. `last` is the last field, whole or not.
        let last = rest.range(of: ", ", options: .backwards).map { rest[$0.upperBound...] } ?? rest
        if let open = unclosedFrame(rest, last: last) { return (open, "its frame is not closed") }
        if rest.hasSuffix(",") {
            return (rest.index(before: rest.endIndex), "a comma ends it, where a field should follow")
        }
        // The address comes first; later, `0x…` is a value's text.
        if last.startIndex == rest.startIndex, last.hasPrefix("0x"), last.dropFirst(2).allSatisfy(\.isHexDigit) {
            return (last.startIndex, "its address is not followed by the frame XCUITest writes after it")
        }
        if Fields.knownFlags.contains(where: { $0.count > last.count && $0.hasPrefix(last) }) {
            return (last.startIndex, "it stops inside a flag such as 'Selected'")
        }
        if (Fields.quotedKeys + ["value", "pid"]).contains(where: { "\($0): ".hasPrefix(last) }) {
            return (last.startIndex, "it stops at a field's name, before its value")
        }
        return nil
    }

    /// Where the frame that element line fields `rest` open last starts, when it is never closed
    /// (no `}}` nor quote after it), or the last field, when it is a lone `{`; `nil` otherwise.
    private static func unclosedFrame(_ rest: Substring, last: Substring) -> Substring.Index? {
        let frame = rest.range(of: ", {{", options: .backwards).map { rest.index($0.lowerBound, offsetBy: 2) }
        if let open = frame ?? (rest.hasPrefix("{{") ? rest.startIndex : nil), !rest[open...].contains("}}"),
            !rest[open...].contains("'")
        {
            return open
        }
        return last == "{" ? last.startIndex : nil
    }

    /// How many following lines one element line may take in for a quoted field with line breaks.
    static let maximumContinuationLines = 50

    /// Whether `text` is surely an element line, not a line of a multi-line label: a known type
    /// followed by an address (`Button, 0x…`) or a frame (`Other, {{…}}`).
    static func isElementLine(_ text: String) -> Bool {
        guard let head = elementHead(text), knownTypeNames.contains(head.type) else { return false }
        return head.rest.hasPrefix("0x") || head.rest.hasPrefix("{{")
    }

    // MARK: Lines

    struct Line {
        /// The 1-based physical line number.
        var number: Int
        var text: String
        /// For a line of an escaped dump, the column in the file (in Unicode scalars) of its first
        /// character other than a space or tab, on the physical line ``number``: where its element
        /// is. `nil` for a line of the file itself.
        var column: Int? = nil
        /// The text without its leading spaces and tabs (found once: indentation can be thousands of spaces).
        let content: Substring

        init(number: Int, text: String) {
            self.number = number
            self.text = text
            let utf8 = text.utf8
            let start = utf8.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? utf8.endIndex
            content = text[start...]
        }

        var trimmed: String { content.trimmingCharacters(in: .whitespaces) }
    }

    /// The input's lines, with an escaped `po` dump expanded into its own lines (each numbered with
    /// the physical line its content starts on, and its column there).
    static func logicalLines(_ text: String, name: String) throws(HierarchyImportError) -> [Line] {
        // Split on bytes (Character-wise splitting is slow on the long indentation of deep dumps),
        // each line feed found with `memchr`: as `split(separator: "\n", omittingEmptySubsequences: false)`
        // on the UTF-8 view, without walking it index by index. LF, CR LF and a lone CR each end a line.
        let physical = text.withByteView { bytes -> [String] in
            var lines: [String] = []
            var start = 0
            while true {
                let end = bytes.firstIndex(of: 0x0A, from: start) ?? bytes.count
                var line = bytes[start..<end].string
                if line.utf8.last == UInt8(ascii: "\r") { line.removeLast() }
                if line.withByteView({ $0.contains(0x0D) }) {
                    // A lone CR ends a line too (an old Mac OS file, or a CR left among LF lines).
                    for part in line.utf8.split(separator: 0x0D, omittingEmptySubsequences: false) {
                        lines.append(String(decoding: part, as: UTF8.self))
                    }
                } else {
                    lines.append(line)
                }
                guard end < bytes.count else { return lines }
                start = end + 1
            }
        }
        var result: [Line] = []
        var index = 0
        while index < physical.count {
            let raw = String(physical[index])
            let number = index + 1
            index += 1
            let line = Line(number: number, text: raw)
            guard line.content.hasPrefix("\""), line.content.contains("\\n") else {
                result.append(line)
                continue
            }
            let trimmed = line.trimmed
            // An escaped dump: everything up to the closing unescaped quote, possibly on a later
            // line. The quote is found in one pass over the lines (a backslash escapes the next
            // character, also a line break), then the body is unescaped once.
            var bodyLines = [String(trimmed.dropFirst())]
            var escaped = false
            var closed = false
            while true {
                for byte in bodyLines[bodyLines.count - 1].utf8 {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                }
                if closed || index >= physical.count { break }
                escaped = false  // a backslash at the end of a line escapes the line break
                bodyLines.append(physical[index])
                index += 1
            }
            // The body starts after the quote (indentation is spaces and tabs: a byte a column).
            let quoteColumn = line.text.utf8.count - line.content.utf8.count + 1
            guard closed,
                let decoded = unescape(bodyLines.joined(separator: "\n"), line: number, column: quoteColumn + 1)
            else {
                throw HierarchyImportError(
                    .malformedDebugDescription, name: name, line: number,
                    reason: "the escaped dump that starts here has no closing double quote; copy all of lldb's output")
            }
            let inner = decoded.text.split(separator: "\n", omittingEmptySubsequences: false)
            // Each line where its content starts in the file; the quote's place if the lines were
            // not told apart as they were split (a decoded CR LF is one character).
            let located = inner.count == decoded.starts.count
            for (offset, text) in inner.enumerated() {
                var decodedLine = Line(number: located ? decoded.starts[offset].line : number, text: String(text))
                decodedLine.column = located ? decoded.starts[offset].column : quoteColumn
                result.append(decodedLine)
            }
        }
        return result
    }

    /// The content of a Swift string literal body up to its closing quote, unescaped, and where
    /// each of its lines (split at `\n`) starts in the file: the line and column (1-based, in
    /// Unicode scalars) of its first character other than a space or tab, or of its end when it has
    /// none. The body starts at `line` and `column`; a line feed in it is a line break of the file.
    /// `nil` if the body has no closing quote.
    static func unescape(_ body: String, line: Int, column: Int) -> (text: String, starts: [(line: Int, column: Int)])?
    {
        var out = ""
        var starts: [(line: Int, column: Int)] = []
        let iterator = Array(body)
        // Where the character at `i` is in the file.
        var place = (line: line, column: column)
        func advance(over character: Character) {
            if character == "\n" {
                place = (place.line + 1, 1)
            } else {
                place.column += character.unicodeScalars.count
            }
        }
        // Whether the decoded line being written has had a character other than a space or tab.
        var lineStarted = false
        var lineStart: (line: Int, column: Int)?
        func decoded(_ character: Character, at source: (line: Int, column: Int)) {
            if lineStart == nil { lineStart = source }
            if character == "\n" {
                if !lineStarted { starts.append(lineStart ?? source) }
                lineStarted = false
                lineStart = nil
            } else if !lineStarted, character != " ", character != "\t" {
                starts.append(source)
                lineStarted = true
            }
        }
        var i = 0
        while i < iterator.count {
            let c = iterator[i]
            let source = place
            if c == "\"" {
                if !lineStarted { starts.append(lineStart ?? source) }
                return (out, starts)
            }
            if c == "\\", i + 1 < iterator.count {
                let next = iterator[i + 1]
                advance(over: c)
                advance(over: next)
                i += 2
                let character: Character
                switch next {
                case "n": character = "\n"
                case "t": character = "\t"
                case "r": character = "\r"
                case "0": character = "\0"
                case "u" where i < iterator.count && iterator[i] == "{":
                    if let close = iterator[i...].firstIndex(of: "}"),
                        let scalar = UInt32(String(iterator[(i + 1)..<close]), radix: 16).flatMap(Unicode.Scalar.init)
                    {
                        for skipped in iterator[i...close] { advance(over: skipped) }
                        out.unicodeScalars.append(scalar)
                        decoded(Character(scalar), at: source)
                        i = close + 1
                    } else {
                        out.append("\\u")
                        decoded("\\", at: source)
                    }
                    continue
                default: character = next  // \' \" \\
                }
                out.append(character)
                decoded(character, at: source)
                continue
            }
            advance(over: c)
            out.append(c)
            decoded(c, at: source)
            i += 1
        }
        return nil
    }

    /// The lines that hold the tree: the `Element subtree:` section when there is one, else every line.
    static func treeRegion(_ lines: [Line]) -> Range<Int> {
        let endMarkers = ["Path to element:", "Query chain:", "Attributes:"]
        // Each marker starts with an ASCII letter that no other character is canonically
        // equivalent to, so a line whose first byte differs cannot have the marker as a prefix
        // (`hasPrefix` compares characters): it is passed over without that comparison.
        func mayStartHeader(_ line: Line) -> Bool { line.content.utf8.first == UInt8(ascii: "E") }
        func mayStartEnd(_ line: Line) -> Bool {
            guard let byte = line.content.utf8.first else { return false }
            return byte == UInt8(ascii: "P") || byte == UInt8(ascii: "Q") || byte == UInt8(ascii: "A")
        }
        if let header = lines.firstIndex(where: { mayStartHeader($0) && $0.content.hasPrefix("Element subtree:") }) {
            let start = header + 1
            let end =
                lines[start...].firstIndex { line in
                    mayStartEnd(line) && endMarkers.contains { line.content.hasPrefix($0) }
                } ?? lines.count
            return start..<end
        }
        let end =
            lines.firstIndex { line in
                mayStartEnd(line) && endMarkers.dropLast().contains { line.content.hasPrefix($0) }
            } ?? lines.count
        return 0..<end
    }

    // MARK: Element lines

    struct Head {
        var indent: Int
        var type: String
        var rest: String
    }

    /// XCUIElement.ElementType names as dumps print them (`Other`, `StaticText`), so a line holding only a
    /// type is known to be an element: Apple's case names (``ElementType/appleCaseNames``) capitalised.
    static let knownTypeNames = Set(ElementType.appleCaseNames.map { $0.prefix(1).uppercased() + $0.dropFirst() })

    /// The indentation, type and fields of an element line; `nil` for any other line.
    static func elementHead(_ text: String) -> Head? {
        if let head = text.withByteView({ ASCIIFields.elementHead($0) }) { return head }
        return elementHeadCharacters(text)
    }

    /// ``elementHead(_:)`` by `Character`s, for any text.
    static func elementHeadCharacters(_ text: String) -> Head? {
        guard let (indent, type, after) = typeStart(text[...]) else { return nil }
        var rest = after
        // `Window (Main)`: a note on the type.
        if rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") {
            rest = rest[rest.index(after: close)...]
        }
        // Only `CharacterSet.whitespaces` (spaces of category Zs, and tabs) after the type.
        if rest.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }) {
            return knownTypeNames.contains(String(type)) ? Head(indent: indent, type: String(type), rest: "") : nil
        }
        guard rest.hasPrefix(", ") else { return nil }
        let fields = rest.dropFirst(2)
        guard Fields.startsToken(fields) else { return nil }
        return Head(indent: indent, type: String(type), rest: String(fields))
    }

    /// How a line starts when it is an element line, whole or cut: its indentation (spaces 1, tabs
    /// 4, the `→` marker 1 and `->` 2, in any order), the type (ASCII letters and digits, the first
    /// an upper-case letter) and the text after the type; `nil` when no type follows the indentation.
    static func typeStart(_ line: Substring) -> (indent: Int, type: Substring, after: Substring)? {
        let utf8 = line.utf8
        var indent = 0
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == UInt8(ascii: " ") || utf8[start] == UInt8(ascii: "\t") {
            indent += utf8[start] == UInt8(ascii: " ") ? 1 : 4
            start = utf8.index(after: start)
        }
        var chars = line[start...]
        while let c = chars.first {
            if c == " " {
                indent += 1
            } else if c == "\t" {
                indent += 4
            } else if c == "→" {
                indent += 1
            } else if chars.hasPrefix("->") {
                indent += 2
                chars = chars.dropFirst()
            } else {
                break
            }
            chars = chars.dropFirst()
        }
        guard let first = chars.first, first.isASCII, first.isUppercase else { return nil }
        let type = chars.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return (indent, type, chars[type.endIndex...])
    }

    /// The fields of one element line.
    struct Fields: Equatable {
        var identifier: String?
        var label: String?
        var value: String?
        var placeholderValue: String?
        /// `nil`: no frame field; `.some(nil)`: a frame field that is not a rectangle.
        var frame: CGRect??
        var flags: Set<String> = []

        static let quotedKeys = ["identifier", "label", "title", "placeholderValue"]
        /// Each quoted key as it opens its field (`label: '`), made once.
        static let quotedOpenings = quotedKeys.map { (key: $0, opening: "\($0): '") }
        static let knownFlags = [
            "Keyboard Focused", "Selected", "Disabled", "Focused", "Hittable", "isRemoteLeafPlaceholder",
        ]

        /// Whether `s` starts with something a field list holds: an address, a frame, a key or a flag.
        static func startsToken(_ s: Substring, contentEnd: Substring.Index? = nil) -> Bool {
            if s.hasPrefix("0x") || s.hasPrefix("{{") { return true }
            if quotedOpenings.contains(where: { s.hasPrefix($0.opening) }) { return true }
            if flag(at: s, contentEnd: contentEnd) != nil { return true }
            return genericKey(at: s) != nil
        }

        /// A flag at the start of `s`, followed by a comma, the end or only whitespace. `contentEnd`
        /// is where the text's trailing whitespace starts, when known (so the check is O(1)).
        static func flag(at s: Substring, contentEnd: Substring.Index? = nil) -> String? {
            for flag in knownFlags where s.hasPrefix(flag) {
                let after = s.dropFirst(flag.count)
                if after.hasPrefix(",") || isBlank(after, contentEnd: contentEnd) { return flag }
            }
            return nil
        }

        /// Whether `s` holds only whitespace: O(1) with `contentEnd` (where the whole text's
        /// trailing whitespace starts), else a scan.
        static func isBlank(_ s: Substring, contentEnd: Substring.Index?) -> Bool {
            if let contentEnd { return s.startIndex >= contentEnd }
            return s.allSatisfy(\.isWhitespace)
        }

        /// A lower-camel-case key followed by `: ` at the start of `s` (`value`, `pid`, `hitPoint`).
        static func genericKey(at s: Substring) -> String? {
            guard let first = s.first, first.isASCII, first.isLowercase else { return nil }
            let key = s.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            return s.dropFirst(key.count).hasPrefix(": ") ? String(key) : nil
        }

        /// Whether a field ends at `s`: the end of the line, or `, ` followed by another field.
        static func isBoundary(_ s: Substring, contentEnd: Substring.Index? = nil) -> Bool {
            if isBlank(s, contentEnd: contentEnd) { return true }
            return s.hasPrefix(", ") && startsToken(s.dropFirst(2), contentEnd: contentEnd)
        }

        /// A quoted field that is not closed: its key and the UTF-8 offset of the key in the text.
        struct Unclosed {
            var key: String
            var offset: Int
        }

        /// Parses the text after the type; `nil` when a quoted field is not closed (the caller
        /// joins the next line and tries again).
        static func parse(_ text: String) -> Fields? {
            var unclosed: Unclosed?
            return parse(text, lenient: false, unclosed: &unclosed)
        }

        /// Parses the text after the type, in time linear in its length.
        ///
        /// A quoted field closes at a quote followed by the end of the text or by `, ` and a known
        /// field (so labels may hold quotes and commas). With `lenient`, a field that has no such
        /// quote closes at its last quote followed by a comma or the end of its line (an unknown
        /// field may follow). A field that still does not close makes the result `nil`, with the
        /// field in `unclosed`.
        static func parse(_ text: String, lenient: Bool, unclosed: inout Unclosed?) -> Fields? {
            if let parsed = text.withByteView({ ASCIIFields.parse($0, lenient: lenient, unclosed: &unclosed) }) {
                return parsed
            }
            return parseCharacters(text, lenient: lenient, unclosed: &unclosed)
        }

        /// ``parse(_:lenient:unclosed:)`` by `Character`s, for any text.
        static func parseCharacters(_ text: String, lenient: Bool, unclosed: inout Unclosed?) -> Fields? {
            var fields = Fields()
            var s = Substring(text)
            // Where the trailing whitespace starts: "only whitespace follows" is then O(1).
            let contentEnd = s.lastIndex { !$0.isWhitespace }.map { s.index(after: $0) } ?? s.startIndex
            while true {
                while s.hasPrefix(",") || s.first?.isWhitespace == true { s = s.dropFirst() }
                if s.isEmpty { return fields }
                if s.hasPrefix("0x") {
                    s = s.dropFirst(2).drop { $0.isHexDigit }
                } else if s.hasPrefix("{{") {
                    let end = s.range(of: "}}")?.upperBound ?? s.endIndex
                    fields.frame = .some(rect(s[s.startIndex..<end]))
                    s = s[end...]
                } else if let key = quotedOpenings.first(where: { s.hasPrefix($0.opening) })?.key {
                    let body = s.dropFirst(key.count + 3)
                    var close = body.startIndex
                    var found: Substring.Index?
                    while let quote = body[close...].firstIndex(of: "'") {
                        if isBoundary(body[body.index(after: quote)...], contentEnd: contentEnd) {
                            found = quote
                            break
                        }
                        close = body.index(after: quote)
                    }
                    if found == nil, lenient {
                        let line = body[..<(body.firstIndex(of: "\n") ?? body.endIndex)]
                        let last = line.lastIndex { !$0.isWhitespace }
                        found = line.indices.last { index in
                            line[index] == "'" && (index == last || line[line.index(after: index)...].hasPrefix(","))
                        }
                    }
                    guard let found else {
                        unclosed = Unclosed(
                            key: key, offset: text.utf8.distance(from: text.startIndex, to: s.startIndex))
                        return nil
                    }
                    let content = body[..<found]
                    s = body[body.index(after: found)...]
                    let string = String(content)
                    switch key {
                    case "identifier": fields.identifier = string
                    case "label": fields.label = string
                    case "placeholderValue": fields.placeholderValue = string
                    default: break
                    }
                } else if let flag = flag(at: s, contentEnd: contentEnd) {
                    fields.flags.insert(flag)
                    s = s.dropFirst(flag.count)
                } else {
                    // `value: …` and other keys run, unquoted, to the next field or the end.
                    let key = genericKey(at: s)
                    let body = key.map { s.dropFirst($0.count + 2) } ?? s
                    var end = body.startIndex
                    while end < body.endIndex, !isBoundary(body[end...], contentEnd: contentEnd) {
                        end = body.index(after: end)
                    }
                    if key == "value" { fields.value = String(body[..<end]).trimmingCharacters(in: .whitespaces) }
                    s = body[end...]
                }
            }
        }

        /// `{{x, y}, {w, h}}` as a rectangle, `nil` when it is not four numbers.
        static func rect(_ text: Substring) -> CGRect? {
            let numbers = text.split { "{}, ".contains($0) }.map { CaptureText.decimal($0) }
            guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3]
            else { return nil }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}

/// ``DebugDescriptionImporter/Fields/parse(_:lenient:unclosed:)`` on the bytes of an ASCII text
/// without a CR LF pair (nearly every dump line): there each byte is one `Character`, so the same
/// steps on bytes give the same fields, without `Character` iteration or a string per number.
private enum ASCIIFields {
    typealias Fields = DebugDescriptionImporter.Fields

    /// What ``Fields/parse(_:lenient:unclosed:)`` gives for `bytes` (`.some(nil)` when a quoted
    /// field is not closed), or `nil` when the text is not ASCII or holds a CR LF pair: the
    /// `Character` parse reads it then.
    static func parse(_ bytes: ByteView, lenient: Bool, unclosed: inout Fields.Unclosed?) -> Fields?? {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return nil }
            previous = byte
        }
        var reader = Reader(bytes: bytes)
        return .some(reader.parse(lenient: lenient, unclosed: &unclosed))
    }

    /// What ``DebugDescriptionImporter/elementHead(_:)`` gives for the line `bytes`
    /// (`.some(nil)` when it is no element line), or `nil` when the line is not ASCII or holds a
    /// CR LF pair: the `Character` reading reads it then.
    static func elementHead(_ bytes: ByteView) -> DebugDescriptionImporter.Head?? {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || (previous == 0x0D && byte == 0x0A) { return nil }
            previous = byte
        }
        let count = bytes.count
        var indent = 0
        var i = 0
        // Spaces (1), tabs (4) and `->` markers (2), in any order.
        while i < count {
            if bytes[i] == 0x20 {
                indent += 1
                i += 1
            } else if bytes[i] == 0x09 {
                indent += 4
                i += 1
            } else if bytes[i] == UInt8(ascii: "-"), i + 1 < count, bytes[i + 1] == UInt8(ascii: ">") {
                indent += 2
                i += 2
            } else {
                break
            }
        }
        guard i < count, bytes[i] >= 0x41, bytes[i] <= 0x5A else { return .some(nil) }
        let typeStart = i
        while i < count, Reader.isLetterOrDigit(bytes[i]) { i += 1 }
        let type = bytes[typeStart..<i].string
        // `Window (Main)`: a note on the type.
        if i + 1 < count, bytes[i] == 0x20, bytes[i + 1] == UInt8(ascii: "("),
            let close = (i..<count).first(where: { bytes[$0] == UInt8(ascii: ")") })
        {
            i = close + 1
        }
        // Only `CharacterSet.whitespaces` after the type: in ASCII, spaces and tabs.
        if (i..<count).allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 }) {
            guard DebugDescriptionImporter.knownTypeNames.contains(type) else { return .some(nil) }
            return .some(DebugDescriptionImporter.Head(indent: indent, type: type, rest: ""))
        }
        guard i + 1 < count, bytes[i] == UInt8(ascii: ","), bytes[i + 1] == 0x20 else { return .some(nil) }
        let fields = bytes.suffix(from: i + 2)
        // Its `contentEnd` is where the line's trailing whitespace starts: "only whitespace
        // follows" there is what `startsToken` asks without one.
        guard Reader(bytes: fields).startsToken(0) else { return .some(nil) }
        return .some(
            DebugDescriptionImporter.Head(
                indent: indent, type: type, rest: fields.string))
    }

    static let quotedOpenings = Fields.quotedOpenings.map { (key: $0.key, opening: Array($0.opening.utf8)) }
    static let knownFlags = Fields.knownFlags.map { (name: $0, bytes: Array($0.utf8)) }

    struct Reader {
        let bytes: ByteView
        /// Where the trailing whitespace starts: "only whitespace follows" is then O(1).
        let contentEnd: Int

        init(bytes: ByteView) {
            self.bytes = bytes
            var end = bytes.count
            while end > 0, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
            contentEnd = end
        }

        /// `Character.isWhitespace` for ASCII: tab, line feed, vertical tab, form feed, return, space.
        static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        static func isLetterOrDigit(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        static func isHexDigit(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
        }

        func hasPrefix(_ index: Int, _ prefix: [UInt8]) -> Bool {
            guard index + prefix.count <= bytes.count else { return false }
            for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
            return true
        }

        func hasPrefix(_ index: Int, _ first: UInt8, _ second: UInt8? = nil) -> Bool {
            guard index < bytes.count, bytes[index] == first else { return false }
            guard let second else { return true }
            return index + 1 < bytes.count && bytes[index + 1] == second
        }

        func isBlank(_ index: Int) -> Bool { index >= contentEnd }

        func flag(at index: Int) -> String? {
            for flag in knownFlags where hasPrefix(index, flag.bytes) {
                let after = index + flag.bytes.count
                if hasPrefix(after, UInt8(ascii: ",")) || isBlank(after) { return flag.name }
            }
            return nil
        }

        /// The length of a lower-camel-case key followed by `: ` at `index`, or `nil`.
        func genericKey(at index: Int) -> Int? {
            guard index < bytes.count, bytes[index] >= 0x61, bytes[index] <= 0x7A else { return nil }
            var end = index
            while end < bytes.count, Self.isLetterOrDigit(bytes[end]) { end += 1 }
            return hasPrefix(end, UInt8(ascii: ":"), UInt8(ascii: " ")) ? end - index : nil
        }

        func startsToken(_ index: Int) -> Bool {
            if hasPrefix(index, UInt8(ascii: "0"), UInt8(ascii: "x")) || hasPrefix(index, 0x7B, 0x7B) { return true }
            if quotedOpenings.contains(where: { hasPrefix(index, $0.opening) }) { return true }
            if flag(at: index) != nil { return true }
            return genericKey(at: index) != nil
        }

        func isBoundary(_ index: Int) -> Bool {
            if isBlank(index) { return true }
            return hasPrefix(index, UInt8(ascii: ","), UInt8(ascii: " ")) && startsToken(index + 2)
        }

        func string(_ range: Range<Int>) -> String {
            bytes[range].string
        }

        mutating func parse(lenient: Bool, unclosed: inout Fields.Unclosed?) -> Fields? {
            var fields = Fields()
            let count = bytes.count
            var i = 0
            while true {
                while i < count, bytes[i] == UInt8(ascii: ",") || Self.isWhitespace(bytes[i]) { i += 1 }
                if i >= count { return fields }
                if hasPrefix(i, UInt8(ascii: "0"), UInt8(ascii: "x")) {
                    i += 2
                    while i < count, Self.isHexDigit(bytes[i]) { i += 1 }
                } else if hasPrefix(i, 0x7B, 0x7B) {
                    var end = count
                    var j = i
                    while j + 1 < count {
                        if bytes[j] == 0x7D, bytes[j + 1] == 0x7D {
                            end = j + 2
                            break
                        }
                        j += 1
                    }
                    fields.frame = .some(rect(i..<end))
                    i = end
                } else if let quoted = quotedOpenings.first(where: { hasPrefix(i, $0.opening) }) {
                    let bodyStart = i + quoted.opening.count
                    var close = bodyStart
                    var found: Int?
                    while close < count, let quote = (close..<count).first(where: { bytes[$0] == 0x27 }) {
                        if isBoundary(quote + 1) {
                            found = quote
                            break
                        }
                        close = quote + 1
                    }
                    if found == nil, lenient {
                        let lineEnd = (bodyStart..<count).first { bytes[$0] == 0x0A } ?? count
                        let last = (bodyStart..<lineEnd).last { !Self.isWhitespace(bytes[$0]) }
                        found = (bodyStart..<lineEnd).last { index in
                            bytes[index] == 0x27
                                && (index == last || (index + 1 < lineEnd && bytes[index + 1] == UInt8(ascii: ",")))
                        }
                    }
                    guard let found else {
                        unclosed = Fields.Unclosed(key: quoted.key, offset: i)
                        return nil
                    }
                    let string = string(bodyStart..<found)
                    i = found + 1
                    switch quoted.key {
                    case "identifier": fields.identifier = string
                    case "label": fields.label = string
                    case "placeholderValue": fields.placeholderValue = string
                    default: break
                    }
                } else if let flag = flag(at: i) {
                    fields.flags.insert(flag)
                    i += flag.utf8.count
                } else {
                    // `value: …` and other keys run, unquoted, to the next field or the end.
                    let keyLength = genericKey(at: i)
                    let bodyStart = keyLength.map { i + $0 + 2 } ?? i
                    var end = bodyStart
                    while end < count, !isBoundary(end) { end += 1 }
                    if let keyLength, keyLength == 5, hasPrefix(i, Array("value".utf8)) {
                        // Trimmed of `CharacterSet.whitespaces`: in ASCII, spaces and tabs.
                        var start = bodyStart
                        var stop = end
                        while start < stop, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                        while stop > start, bytes[stop - 1] == 0x20 || bytes[stop - 1] == 0x09 { stop -= 1 }
                        fields.value = string(start..<stop)
                    }
                    i = end
                }
            }
        }

        /// ``Fields/rect(_:)`` on bytes: the pieces between `{`, `}`, `,` and spaces, four numbers.
        /// A whole number (optionally with a fraction of zeros, as XCUITest prints `390.0`) of up
        /// to 15 digits is read from the bytes; any other piece through ``CaptureText/decimal(_:)``.
        func rect(_ range: Range<Int>) -> CGRect? {
            // Four numbers, each a decimal: kept in place rather than in an array (one per frame).
            var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
            var count = 0
            var start = range.lowerBound
            func isSeparator(_ byte: UInt8) -> Bool { byte == 0x7B || byte == 0x7D || byte == 0x2C || byte == 0x20 }
            while start < range.upperBound {
                guard !isSeparator(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start
                while end < range.upperBound, !isSeparator(bytes[end]) { end += 1 }
                if count < 4 {
                    // Not a number: no rectangle, whatever follows.
                    guard let value = number(start..<end) else { return nil }
                    switch count {
                    case 0: numbers.0 = value
                    case 1: numbers.1 = value
                    case 2: numbers.2 = value
                    default: numbers.3 = value
                    }
                }
                count += 1
                start = end
            }
            guard count == 4 else { return nil }
            return CGRect(x: numbers.0, y: numbers.1, width: numbers.2, height: numbers.3)
        }

        func number(_ range: Range<Int>) -> Double? {
            var index = range.lowerBound
            let negative = bytes[index] == UInt8(ascii: "-")
            if negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
            var whole = 0
            var digits = 0
            while index < range.upperBound, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 15 {
                whole = whole * 10 + Int(bytes[index] - 0x30)
                digits += 1
                index += 1
            }
            // A fraction only of zeros, at least one (`5.` is left to `decimal`).
            if digits > 0, index + 1 < range.upperBound, bytes[index] == UInt8(ascii: "."), bytes[index + 1] == 0x30 {
                index += 1
                while index < range.upperBound, bytes[index] == 0x30 { index += 1 }
            }
            if digits > 0, index == range.upperBound {
                // "-0" and "-0.0" are -0.0, as Double reads them.
                return negative ? (whole == 0 ? -0.0 : -Double(whole)) : Double(whole)
            }
            return CaptureText.decimal(string(range))
        }
    }
}
