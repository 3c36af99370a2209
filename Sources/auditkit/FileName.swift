import AuditKitLinux

#if canImport(Glibc)
    import Glibc
#endif

/// File names as the system has them: bytes, not necessarily UTF-8 (Latin-1 names from old archives,
/// zip files, network shares).
///
/// A name is kept as a `String` in which every byte that is not part of valid UTF-8 stands as one
/// scalar of Unicode's supplementary private use area B, U+10FF80–U+10FFFF (the byte plus
/// U+10FF00), so the exact bytes come back when the file is opened; ``shown(_:)`` writes such a
/// byte as `\xE9` wherever a name is shown (reports, screen names, messages).
enum FileName {
    /// The scalar a byte that is not UTF-8 stands as: the byte plus this.
    private static let offset: UInt32 = 0x10FF00

    /// `bytes` as a name: UTF-8 decoded, each byte that is not UTF-8 kept as its stand-in scalar.
    static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
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
    static func bytes(_ name: String) -> [UInt8] {
        guard name.unicodeScalars.contains(where: isStandIn) else { return Array(name.utf8) }
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

    /// Calls `body` with `name` as the NUL-terminated bytes the system calls take.
    static func withCString<R>(_ name: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard name.unicodeScalars.contains(where: isStandIn) else { return try name.withCString(body) }
        let terminated = bytes(name).map { CChar(bitPattern: $0) } + [0]
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `text` with every byte that is not UTF-8 written as `\xE9` (two upper-case hex digits).
    static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isStandIn) else { return text }
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

    /// The program's arguments (without its name) as the system passed them, each byte that is not
    /// UTF-8 kept (`CommandLine.arguments` replaces them with U+FFFD, which names no file).
    static var arguments: [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return decode(
                UnsafeBufferPointer(start: argument, count: strlen(argument)).lazy.map { UInt8(bitPattern: $0) })
        }
    }

    /// Whether `path` exists (following links), and whether it is a directory.
    static func exists(_ path: String) -> (exists: Bool, isDirectory: Bool) {
        var status = stat()
        guard withCString(path, { stat($0, &status) }) == 0 else { return (false, false) }
        return (true, status.st_mode & S_IFMT == S_IFDIR)
    }

    private static func isStandIn(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x10FF80 }
}
