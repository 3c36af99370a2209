/// File names as the system has them: bytes, not necessarily UTF-8 (Latin-1 names from old archives,
/// zip files, network shares).
///
/// A name is kept as a `String` in which every byte that is not part of valid UTF-8 stands as one
/// scalar of Unicode's supplementary private use area B, U+10FF80–U+10FFFF (the byte plus
/// U+10FF00), so the exact bytes come back when the file is opened (``bytes(_:)``). Reports and
/// errors keep such a name as it is and escape it once, where they are written: ``shown(_:)`` for
/// text, JSON and JUnit (`caf\xE9.xml`), and SARIF's URIs percent-encode ``bytes(_:)``
/// (`caf%E9.xml`).
package enum FileName {
    /// The scalar a byte that is not UTF-8 stands as: the byte plus this.
    private static let offset: UInt32 = 0x10FF00

    /// `bytes` as a name: UTF-8 decoded, each byte that is not UTF-8 kept as its stand-in scalar.
    package static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let text = String(validating: Array(bytes), as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var rest = Array(bytes)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                rest = rest.dropFirst(encoded.count)
            case .error(let length):
                for byte in rest.prefix(length) { scalars.append(Unicode.Scalar(offset + UInt32(byte))!) }
                rest = rest.dropFirst(length)
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The bytes `name` stands for (without a terminating NUL).
    package static func bytes(_ name: String) -> [UInt8] {
        guard hasStandIns(name) else { return Array(name.utf8) }
        var bytes: [UInt8] = []
        for scalar in name.unicodeScalars {
            if isStandIn(scalar) {
                bytes.append(UInt8(scalar.value - offset))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// `text` with every byte that is not UTF-8 written as `\xE9` (two upper-case hex digits).
    package static func shown(_ text: String) -> String {
        guard hasStandIns(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isStandIn(scalar) {
                let byte = scalar.value - offset
                result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `name` holds a byte that is not UTF-8 (a stand-in scalar).
    package static func hasStandIns(_ name: String) -> Bool { name.unicodeScalars.contains(where: isStandIn) }

    private static func isStandIn(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x10FF80 }
}
