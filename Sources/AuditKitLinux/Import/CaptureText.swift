import Foundation

/// Text-level checks and repairs the importers share: how a capture's bytes are encoded, numbers
/// written as decimals, and the prolog of an XML document.
enum CaptureText {
    // MARK: Encodings

    /// Whether every byte of `data` is ASCII (below 0x80): such data is valid UTF-8
    /// (``ByteView/isASCII``, on the bytes `Data` holds).
    static func isASCII(_ data: Data) -> Bool {
        data.withByteView { $0.isASCII }
    }

    /// A Unicode encoding other than UTF-8, told by a byte order mark or, without one, by NUL bytes
    /// beside the first character (XML 1.0, appendix F).
    enum WideEncoding: Equatable {
        case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

        /// The encoding's name, as messages and XML declarations write it.
        var name: String {
            switch self {
            case .utf16LittleEndian: "UTF-16 (little-endian)"
            case .utf16BigEndian: "UTF-16 (big-endian)"
            case .utf32LittleEndian: "UTF-32 (little-endian)"
            case .utf32BigEndian: "UTF-32 (big-endian)"
            }
        }

        /// The encoding of `data` and the length of its byte order mark; `nil` for UTF-8 (or any
        /// text without NUL bytes in its first four).
        static func detect(_ data: Data) -> (encoding: WideEncoding, bomLength: Int)? {
            let b = [UInt8](data.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - data.count))
            if b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0, data.count >= 4 { return (.utf32LittleEndian, 4) }
            if b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return (.utf32BigEndian, 4) }
            if b[0] == 0xFF, b[1] == 0xFE { return (.utf16LittleEndian, 2) }
            if b[0] == 0xFE, b[1] == 0xFF { return (.utf16BigEndian, 2) }
            guard data.count >= 4 else { return nil }
            if b[0] != 0, b[1] == 0, b[2] == 0, b[3] == 0 { return (.utf32LittleEndian, 0) }
            if b[0] == 0, b[1] == 0, b[2] == 0, b[3] != 0 { return (.utf32BigEndian, 0) }
            if b[0] != 0, b[1] == 0, b[2] != 0, b[3] == 0 { return (.utf16LittleEndian, 0) }
            if b[0] == 0, b[1] != 0, b[2] == 0, b[3] != 0 { return (.utf16BigEndian, 0) }
            return nil
        }

        /// `data` (after its byte order mark) as UTF-8, or the 0-based offset of the first code
        /// unit that is not valid in this encoding.
        func utf8(_ data: Data) -> Result<Data, TranscodingFailure> {
            let unit = self == .utf16LittleEndian || self == .utf16BigEndian ? 2 : 4
            let bytes = [UInt8](data)
            var out = [UInt8]()
            out.reserveCapacity(bytes.count)
            func append(_ scalar: Unicode.Scalar) { out.append(contentsOf: UTF8.encode(scalar)!) }
            var i = 0
            while i + unit <= bytes.count {
                switch self {
                case .utf16LittleEndian, .utf16BigEndian:
                    func unitAt(_ j: Int) -> UInt16 {
                        self == .utf16LittleEndian
                            ? UInt16(bytes[j]) | UInt16(bytes[j + 1]) << 8
                            : UInt16(bytes[j]) << 8 | UInt16(bytes[j + 1])
                    }
                    let first = unitAt(i)
                    if UTF16.isLeadSurrogate(first) {
                        guard i + 4 <= bytes.count, UTF16.isTrailSurrogate(unitAt(i + 2)) else {
                            return .failure(TranscodingFailure(offset: i, reason: "an unpaired surrogate"))
                        }
                        let value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(unitAt(i + 2) - 0xDC00)
                        append(Unicode.Scalar(value)!)
                        i += 4
                        continue
                    }
                    guard let scalar = Unicode.Scalar(first) else {
                        return .failure(TranscodingFailure(offset: i, reason: "an unpaired surrogate"))
                    }
                    append(scalar)
                case .utf32LittleEndian, .utf32BigEndian:
                    let value =
                        self == .utf32LittleEndian
                        ? UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(
                            bytes[i + 3]) << 24
                        : UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
                            | UInt32(bytes[i + 3])
                    guard let scalar = Unicode.Scalar(value) else {
                        return .failure(
                            TranscodingFailure(
                                offset: i, reason: String(format: "the value 0x%X, which is no character", value)))
                    }
                    append(scalar)
                }
                i += unit
            }
            if i != bytes.count {
                return .failure(
                    TranscodingFailure(offset: i, reason: "an incomplete character at the end (was the file cut off?)"))
            }
            return .success(Data(out))
        }
    }

    /// Where and why a text could not be converted to UTF-8.
    struct TranscodingFailure: Error {
        /// The 0-based byte offset in the text (after its byte order mark).
        var offset: Int
        /// What is there, in words.
        var reason: String
    }

    /// The names of wide encodings an XML declaration may give (lower-cased).
    static let wideEncodingNames: Set<String> = [
        "utf-16", "utf-16le", "utf-16be", "utf-32", "utf-32le", "utf-32be",
        "ucs-2", "ucs-4", "iso-10646-ucs-2", "iso-10646-ucs-4",
    ]

    /// An XML declaration's `encoding="…"` value rewritten to `UTF-8` (the text has been converted,
    /// or is 8-bit text whose declaration names a wide encoding it is not in), keeping everything
    /// else; `data` itself when it has no XML declaration, no encoding in it, or (with
    /// `onlyWide`) an encoding that is not a wide one.
    static func declaringUTF8(_ data: Data, onlyWide: Bool = false) -> Data {
        guard data.starts(with: Array("<?xml".utf8)), let end = data.prefix(300).firstIndex(of: UInt8(ascii: ">"))
        else { return data }
        let declaration = data[data.startIndex..<end]
        guard let key = declaration.firstRange(of: Array("encoding".utf8)) else { return data }
        var i = key.upperBound
        while i < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(data[i]) { i += 1 }
        guard i < end, data[i] == UInt8(ascii: "\"") || data[i] == UInt8(ascii: "'") else { return data }
        let quote = data[i]
        guard let close = data[(i + 1)..<end].firstIndex(of: quote) else { return data }
        if onlyWide, !wideEncodingNames.contains(String(decoding: data[(i + 1)..<close], as: UTF8.self).lowercased()) {
            return data
        }
        var result = Data(data[data.startIndex...i])
        result.append(contentsOf: Array("UTF-8".utf8))
        result.append(data[close...])
        return result
    }

    /// The encoding an XML declaration names (lower-cased), when the document starts with one
    /// (`<?xml` and a space, as XML requires; `<?xmlfoo` is a processing instruction).
    static func declaredEncoding(_ data: Data) -> String? {
        guard data.starts(with: Array("<?xml".utf8)), data.count > 5,
            [0x20, 0x09, 0x0A, 0x0D].contains(data[data.startIndex + 5]),
            let end = data.prefix(300).firstRange(of: Array("?>".utf8))?.lowerBound
        else { return nil }
        let declaration = data[data.startIndex..<end]
        guard let key = declaration.firstRange(of: Array("encoding".utf8)) else { return nil }
        var i = key.upperBound
        while i < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(data[i]) { i += 1 }
        guard i < end, data[i] == UInt8(ascii: "\"") || data[i] == UInt8(ascii: "'"),
            let close = data[(i + 1)..<end].firstIndex(of: data[i])
        else { return nil }
        return String(decoding: data[(i + 1)..<close], as: UTF8.self).lowercased()
    }

    /// The 8-bit encodings a page source may declare, converted here (not by the XML parser) so
    /// that the parser only ever sees valid UTF-8.
    enum EightBitEncoding {
        case ascii, latin1, windows1252

        init?(declared name: String) {
            switch name {
            case "us-ascii", "ascii": self = .ascii
            case "iso-8859-1", "latin1", "latin-1", "iso-latin-1", "iso_8859-1", "l1": self = .latin1
            case "windows-1252", "cp1252": self = .windows1252
            default: return nil
            }
        }

        var name: String {
            switch self {
            case .ascii: "US-ASCII"
            case .latin1: "ISO-8859-1"
            case .windows1252: "Windows-1252"
            }
        }

        /// Windows-1252's characters for the bytes 0x80…0x9F (0 where it has none).
        private static let windows1252High: [UInt32] = [
            0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
            0x017D, 0,
            0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,
            0x017E, 0x0178,
        ]

        /// `data` as UTF-8, or the offset of the first byte this encoding has no character for.
        func utf8(_ data: Data) -> Result<Data, TranscodingFailure> {
            var out = [UInt8]()
            out.reserveCapacity(data.count + data.count / 8)
            for (offset, byte) in data.enumerated() {
                if byte < 0x80 {
                    out.append(byte)
                    continue
                }
                let value: UInt32
                switch self {
                case .ascii:
                    return .failure(
                        TranscodingFailure(
                            offset: offset, reason: String(format: "the byte 0x%02X, which is not ASCII", byte)))
                case .latin1:
                    value = UInt32(byte)
                case .windows1252:
                    value = byte < 0xA0 ? Self.windows1252High[Int(byte) - 0x80] : UInt32(byte)
                    if value == 0 {
                        return .failure(
                            TranscodingFailure(
                                offset: offset,
                                reason: String(format: "the byte 0x%02X, which Windows-1252 does not define", byte)))
                    }
                }
                out.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
            }
            return .success(Data(out))
        }
    }

    // MARK: Numbers

    /// `text` as a decimal number (`12`, `-3.5`, `.5`, `1e3`), allowing surrounding spaces; `nil`
    /// for anything else. `Double(_:)` alone also reads hexadecimal (`0x10` as 16), `inf` and
    /// `nan`, none of which a capture writes for a coordinate: such a value is a mistake to report,
    /// not a number to guess.
    static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        // Spaces and tabs around the number are allowed (trimmed by hand: Foundation's trimming is slow).
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        let trimmed = String(scalars)
        var sawDigit = false
        var index = scalars.startIndex
        func digits() {
            while index < scalars.endIndex, ("0"..."9").contains(scalars[index]) {
                sawDigit = true
                index = scalars.index(after: index)
            }
        }
        if index < scalars.endIndex, scalars[index] == "-" || scalars[index] == "+" {
            index = scalars.index(after: index)
        }
        digits()
        if index < scalars.endIndex, scalars[index] == "." {
            index = scalars.index(after: index)
            digits()
        }
        guard sawDigit else { return nil }
        if index < scalars.endIndex, scalars[index] == "e" || scalars[index] == "E" {
            index = scalars.index(after: index)
            if index < scalars.endIndex, scalars[index] == "-" || scalars[index] == "+" {
                index = scalars.index(after: index)
            }
            sawDigit = false
            digits()
            guard sawDigit else { return nil }
        }
        guard index == scalars.endIndex else { return nil }
        return Double(trimmed)
    }

    // MARK: XML prolog

    /// The 0-based offset of a document type declaration (`<!DOCTYPE`) in the prolog of an XML
    /// document (before its first element, after its declaration, comments and processing
    /// instructions); `nil` when there is none.
    static func documentTypeDeclaration(in data: Data) -> Int? {
        var i = data.startIndex
        let end = data.endIndex
        func starts(_ text: String) -> Bool { data[i...].starts(with: Array(text.utf8)) }
        while i < end {
            let byte = data[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                i += 1
            } else if starts("<?") {
                guard let close = data[i...].firstRange(of: Array("?>".utf8)) else { return nil }
                i = close.upperBound
            } else if starts("<!--") {
                guard let close = data[(i + 4)...].firstRange(of: Array("-->".utf8)) else { return nil }
                i = close.upperBound
            } else if starts("<!DOCTYPE") || starts("<!doctype") {
                return i - data.startIndex
            } else {
                return nil
            }
        }
        return nil
    }

    /// `data` with a space written into each processing instruction that has no data (`<?name?>`
    /// becomes `<?name ?>`, which means the same): Foundation's XMLParser on Linux ends the process
    /// (a null pointer) on a processing instruction without data. `data` itself when it has none.
    /// One pass over the bytes.
    static func fillingEmptyProcessingInstructions(_ data: Data) -> Data {
        fillingEmptyProcessingInstructions(data, countingTagsStartingWith: []).data
    }

    /// ``fillingEmptyProcessingInstructions(_:)``, counting in the same pass how many times `<`
    /// followed by `prefix` occurs in `data` (none when `prefix` is empty): one pass over the
    /// `<`s for both.
    static func fillingEmptyProcessingInstructions(
        _ data: Data, countingTagsStartingWith prefix: [UInt8]
    ) -> (data: Data, tags: Int) {
        prefix.withByteView { prefix in
            data.withByteView { bytes in
                fillingEmptyProcessingInstructions(data, bytes, countingTagsStartingWith: prefix)
            }
        }
    }

    private static func fillingEmptyProcessingInstructions(
        _ data: Data, _ bytes: ByteView, countingTagsStartingWith prefix: ByteView
    ) -> (data: Data, tags: Int) {
        let count = bytes.count
        guard count > 0 else { return (data, 0) }
        var insertAt: [Int] = []
        var tags = 0
        var i = 0
        // From one `<` to the next (`memchr`, so the text between costs almost nothing). A
        // processing instruction's name ends at the next `<`, so every `<` is found here.
        while i + 1 < count, let found = bytes.firstIndex(of: 0x3C, from: i) {
            i = found
            guard i + 1 < count, bytes[i + 1] == UInt8(ascii: "?") else {
                if !prefix.isEmpty, i + 1 + prefix.count <= count,
                    bytes[(i + 1)..<(i + 1 + prefix.count)].equals(prefix)
                {
                    tags += 1
                }
                i += 1
                continue
            }
            var j = i + 2
            while j < count {
                let byte = bytes[j]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "?")
                    || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")
                {
                    break
                }
                j += 1
            }
            if j > i + 2, j + 1 < count, bytes[j] == UInt8(ascii: "?"), bytes[j + 1] == UInt8(ascii: ">") {
                insertAt.append(j)
            }
            i = j
        }
        guard !insertAt.isEmpty else { return (data, tags) }
        var result = [UInt8]()
        result.reserveCapacity(count + insertAt.count)
        var copied = 0
        for position in insertAt {
            bytes[copied..<position].append(to: &result)
            result.append(0x20)
            copied = position
        }
        bytes.suffix(from: copied).append(to: &result)
        return (Data(result), tags)
    }
}
