import AuditKitLinux
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the files `auditkit` is given (a capture, `--ignore`, `--baseline`), or standard input for
/// `-`, with messages that say what is wrong in words.
///
/// Anything that can be read is read as `cat` would read it: a regular file, a symbolic link to
/// one, a pipe (`auditkit audit <(cmd)`, `/dev/stdin`), a named pipe (after a note on standard
/// error when no writer has come within two seconds) or a terminal. A directory is refused, and so
/// is an input over ``maximumSize`` or one whose first bytes hold a NUL byte without a UTF-16 or
/// UTF-32 signature (binary data such as `/dev/zero` is refused at once, not read to the limit).
enum InputFile {
    /// The largest input read, in bytes: 256 MiB. Real page sources and dumps are a few MB (the
    /// largest in the test corpus is under 2 MB); a limit keeps memory bounded on an endless input.
    static let maximumSize = 256 << 20

    /// How much is read before the first bytes are checked for binary data, in bytes.
    static let sniffSize = 64 << 10

    /// The name standard input has in messages and reports.
    static let standardInputName = "<stdin>"

    /// Reads all of `path`, or standard input when `path` is `-`.
    /// - Parameters:
    ///   - path: The path as the user typed it, or `-`.
    ///   - binary: Whether the file is binary (a PNG screenshot): NUL bytes are then expected.
    ///   - notice: Receives a note for standard error (a named pipe with no writer yet).
    /// - Returns: The bytes.
    /// - Throws: ``AuditKitCommand/InputError`` naming the file and the reason.
    static func read(_ path: String, binary: Bool = false, notice: (String) -> Void = { _ in }) throws -> Data {
        if path == "-" {
            let input = StandardStream.standard.input
            guard !input.wasClosed else {
                throw AuditKitCommand.InputError(
                    file: standardInputName,
                    message: "cannot read standard input: it is closed; "
                        + "pipe the capture in (auditkit audit - < capture.xml) or name the file")
            }
            return try readAll(
                from: input.descriptor, name: standardInputName, isNamedPipe: false, binary: binary, notice: notice)
        }
        var status = stat()
        guard FileName.withCString(path, { stat($0, &status) }) == 0 else { throw failure(path, errno, opening: false) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            throw cannotRead(
                path,
                "it is a directory, not a file; name a capture file (Appium XML, a debugDescription dump or hierarchy JSON)"
            )
        }
        if type == S_IFSOCK {
            throw cannotRead(path, "it is a socket, not a file")
        }
        let isNamedPipe = type == S_IFIFO
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | (isNamedPipe ? O_NONBLOCK : 0)) }
        guard descriptor >= 0 else { throw failure(path, errno, opening: true) }
        defer { close(descriptor) }
        // A regular file's size is known: read it into a buffer of that size, not one that grows
        // by doubling (up to twice the file, and a copy at each step).
        let expectedSize = type == S_IFREG ? min(Int(status.st_size), maximumSize) : 0
        return try readAll(
            from: descriptor, name: path, isNamedPipe: isNamedPipe, binary: binary, expectedSize: expectedSize,
            notice: notice)
    }

    /// Reads `descriptor` to its end; `expectedSize` bytes (or 0 when unknown) are reserved first.
    private static func readAll(
        from descriptor: Int32, name: String, isNamedPipe: Bool, binary: Bool, expectedSize: Int = 0,
        notice: (String) -> Void
    ) throws -> Data {
        if isNamedPipe {
            // Opened without blocking; wait for a writer, saying so when none comes soon.
            var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var ready = Glibc.poll(&poll, 1, 2000)
            if ready == 0 {
                notice("auditkit: waiting for a writer on the named pipe \(FileName.shown(name)) (Ctrl-C to stop)\n")
                repeat { ready = Glibc.poll(&poll, 1, -1) } while ready < 0 && errno == EINTR
            }
        }
        var data = Data()
        // One byte more than the size, so that reading the end (a read of 0 bytes) needs no growth.
        if expectedSize > 0 { data.reserveCapacity(expectedSize + 1) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var sniffed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = Glibc.poll(&poll, 1, -1)
                    continue
                }
                throw failure(name, errno, opening: false)
            }
            guard data.count + count <= maximumSize else {
                throw cannotRead(
                    name,
                    "it is larger than \(maximumSize >> 20) MiB, the most auditkit reads "
                        + "(page sources and dumps are a few MB); is it a capture?")
            }
            data.append(contentsOf: buffer[..<count])
            if !sniffed, !binary, data.count >= sniffSize {
                sniffed = true
                try checkNotBinary(data, name: name)
            }
        }
        if !sniffed, !binary { try checkNotBinary(data, name: name) }
        return data
    }

    /// Refuses data whose first ``sniffSize`` bytes hold a NUL byte, unless it starts as UTF-16 or
    /// UTF-32 text does (a byte order mark, or `<` / `{` with NUL bytes beside it).
    static func checkNotBinary(_ data: Data, name: String) throws {
        let head = data.prefix(sniffSize)
        guard let nul = head.firstIndex(of: 0) else { return }
        if TextEncodingSignature(head) != nil { return }
        throw cannotRead(
            name,
            "it holds binary data (a NUL byte at byte \(nul - head.startIndex + 1)), not a capture; "
                + "auditkit reads Appium page source XML, XCUIElement debugDescription dumps and hierarchy JSON")
    }

    /// An error for `path` with `reason`.
    static func cannotRead(_ path: String, _ reason: String) -> AuditKitCommand.InputError {
        AuditKitCommand.InputError(file: path, message: "cannot read the file: \(reason)")
    }

    /// An error for a failed `stat`, `open` or `read` of `path`, in words.
    static func failure(_ path: String, _ code: Int32, opening: Bool) -> AuditKitCommand.InputError {
        let reason: String
        switch code {
        case ENOENT: reason = "there is no such file; check the path"
        case ENOTDIR: reason = "a part of the path is not a directory; check the path"
        case EACCES, EPERM:
            reason =
                opening
                ? "you do not have permission to read it; check its permissions (ls -l)"
                : "you do not have permission to reach it (a directory on its path cannot be searched); check the permissions"
        case ELOOP: reason = "its symbolic links form a loop"
        case ENAMETOOLONG: reason = "the path is too long"
        case EISDIR: reason = "it is a directory, not a file; name a capture file"
        case EIO: reason = "an input/output error while reading it (a disk or network file system fault)"
        case ENXIO: reason = "no device answers for it"
        default: reason = SystemError.text(code)
        }
        return cannotRead(path, reason)
    }
}

/// How the first bytes of a text say it is UTF-16 or UTF-32: a byte order mark, or the first
/// character `<` or `{` with NUL bytes beside it (XML 1.0, appendix F).
enum TextEncodingSignature {
    /// UTF-16 or UTF-32, either byte order.
    case utf16, utf32

    /// The signature of `bytes`, or `nil` for none (UTF-8, ASCII or binary).
    init?(_ bytes: Data) {
        let head = [UInt8](bytes.prefix(4))
        func starts(_ prefix: [UInt8]) -> Bool { head.starts(with: prefix) }
        if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0xFF, 0xFE, 0x00, 0x00]) {
            self = .utf32
            return
        }
        if starts([0xFE, 0xFF]) || starts([0xFF, 0xFE]) {
            self = .utf16
            return
        }
        for first in [UInt8(ascii: "<"), UInt8(ascii: "{")] {
            if starts([first, 0, 0, 0]) || starts([0, 0, 0, first]) {
                self = .utf32
                return
            }
            if starts([first, 0]) || starts([0, first]) {
                self = .utf16
                return
            }
        }
        return nil
    }
}
