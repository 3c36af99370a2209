/// Where an element was in the capture file it was imported from: the line and column its text
/// starts at, as compilers write places (`login.xml:12:5:`), so editors, CI annotations and SARIF
/// viewers open the file at the element.
///
/// - Appium page source: the line libxml2 is on when it has read the element's start tag (the
///   tag's last line, for a tag written over several lines), and the column of the tag's `<` on it.
/// - debugDescription dump: the element's line, and the column its type starts at (after the
///   indentation). In the escaped form (`po` output, one quoted string), the place in the file
///   where the element's text starts inside the string, each escape (`\n`, `\'`) counted as the
///   characters the file holds.
/// - Hierarchy JSON: the line and column of the element object's `{`.
///
/// Lines and columns are 1-based; a column counts Unicode scalars (characters as SARIF's
/// `unicodeCodePoints` column kind counts them) from the start of the line.
public struct SourcePosition: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// A position at `line` and `column` (both from 1).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `"12:5"`.
    public var description: String { "\(line):\(column)" }
}

/// Each element's ``SourcePosition`` in a hierarchy read from a file, by element id; empty for a
/// hierarchy that was not read from a file (headless screens).
///
/// Not part of the hierarchy's value: two hierarchies equal in every element are equal wherever
/// their elements stood in a file (a page source and its JSON export, say), so this type is always
/// equal to any other and hashes to nothing. Two 32-bit numbers an element.
package struct SourcePositionTable: Hashable, Sendable {
    private var lines: [Int32] = []
    private var columns: [Int32] = []

    /// An empty table.
    package init() {}

    /// The position of element `id`, or `nil` when the table has none for it.
    subscript(id: Int) -> SourcePosition? {
        guard id >= 0, id < lines.count, lines[id] > 0 else { return nil }
        return SourcePosition(line: Int(lines[id]), column: Int(columns[id]))
    }

    /// Whether the table holds no position.
    var isEmpty: Bool { lines.isEmpty }

    /// Reserves room for `count` elements.
    package mutating func reserveCapacity(_ count: Int) {
        lines.reserveCapacity(count)
        columns.reserveCapacity(count)
    }

    /// Records the next element's position (elements are recorded in id order); a line or column
    /// beyond 32 bits is recorded as unknown.
    package mutating func append(line: Int, column: Int) {
        guard line > 0, line <= Int(Int32.max), column > 0, column <= Int(Int32.max) else {
            lines.append(0)
            columns.append(0)
            return
        }
        lines.append(Int32(truncatingIfNeeded: line))
        columns.append(Int32(truncatingIfNeeded: column))
    }

    /// The positions of `offsets` (byte offsets into `bytes`, ascending, one an element in id
    /// order): one pass over the bytes up to the last offset, counting line feeds, and Unicode
    /// scalars (bytes that do not continue a UTF-8 sequence) since the last one.
    package init(offsets: [Int], in bytes: ByteView) {
        reserveCapacity(offsets.count)
        var line = 1
        var column = 1
        var at = 0
        for offset in offsets {
            guard offset >= at, offset <= bytes.count else {
                append(line: 0, column: 0)
                continue
            }
            while at < offset {
                let byte = bytes[at]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                at += 1
            }
            append(line: line, column: column)
        }
    }

    package static func == (_: SourcePositionTable, _: SourcePositionTable) -> Bool { true }
    package func hash(into _: inout Hasher) {}
}

extension AccessibilityHierarchy {
    /// Where element `id` was in the file this hierarchy was imported from (see ``SourcePosition``);
    /// `nil` for a headless screen, a hierarchy built in code, or an id out of range.
    public func sourcePosition(of id: Int) -> SourcePosition? {
        sourcePositions[id]
    }
}
