import AuditKitLinux

#if canImport(Glibc)
    import Glibc
#endif

// What the command-line tool needs of file names beyond their bytes (``FileName``, in the model
// layer): the program's arguments as the system passed them, and the NUL-terminated names the
// system calls take.
extension FileName {
    /// Calls `body` with `name` as the NUL-terminated bytes the system calls take.
    static func withCString<R>(_ name: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard hasStandIns(name) else { return try name.withCString(body) }
        let terminated = bytes(name).map { CChar(bitPattern: $0) } + [0]
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
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
}
