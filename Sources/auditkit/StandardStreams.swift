import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error, written with `write(2)` so that a failed write is an error
/// the command reports, never a trap.
///
/// Foundation's `FileHandle.write(_:)` ends the process (SIGILL) when the write fails: standard
/// output on a full disk (`/dev/full`), a closed descriptor (`>&-`), or a pipe whose reader has gone
/// while SIGPIPE is ignored (as CI runners often do). Here each of those is a ``WriteError``: the
/// tool says what failed on standard error (when it still can) and exits with status 2.
///
/// A descriptor that was closed when the process started is taken by `/dev/null` at once (so the
/// first file the tool opens cannot become "standard output"), and the stream remembers that it
/// was closed: writing to it is a ``WriteError``, reading from it an error.
/// With SIGPIPE at its default, a write to a pipe whose reader has gone ends the process by that
/// signal, as for any Unix tool in a pipeline (`auditkit audit x.xml | head -1`).
final class StandardStream: Sendable {
    /// Why a write to a standard stream failed.
    struct WriteError: Error, CustomStringConvertible {
        /// The stream: `"standard output"`, `"standard error"`.
        var stream: String
        /// The `errno` of the failed write (`EBADF` for a stream closed at start).
        var code: Int32

        /// `"cannot write to standard output: no space left on the device"`, with what to do.
        var description: String {
            "cannot write to \(stream): \(Self.reason(code))"
        }

        /// The reason in words, with what to do, for the errors writes to standard streams meet.
        static func reason(_ code: Int32) -> String {
            switch code {
            case EBADF:
                "it is closed (the command was started with the descriptor closed); redirect it to a file or /dev/null"
            case ENOSPC: "no space left on the device; free some space, or write the report elsewhere with --output"
            case EPIPE:
                "the reader of the pipe has gone (broken pipe); keep the reading side open until the command ends"
            case EIO: "an input/output error (a terminal or disk that went away)"
            case EDQUOT: "the disk quota is exceeded; free some space, or write the report elsewhere with --output"
            case EFBIG: "the file is too large for the file system or the limit set for this process"
            default: SystemError.text(code)
            }
        }
    }

    /// The descriptor: 0, 1 or 2.
    let descriptor: Int32
    /// The stream's name in messages: `"standard output"`.
    let name: String
    /// Whether the descriptor was closed when the process started (it now refers to `/dev/null`).
    let wasClosed: Bool
    /// The first write that failed; later writes are not attempted.
    var failure: WriteError? { state.withLock { $0 } }
    private let state = Mutex<WriteError?>(nil)

    private init(descriptor: Int32, name: String, wasClosed: Bool) {
        self.descriptor = descriptor
        self.name = name
        self.wasClosed = wasClosed
    }

    /// Standard input, output and error, each checked once: call before opening any file.
    static let standard: (input: StandardStream, output: StandardStream, error: StandardStream) = {
        let names = ["standard input", "standard output", "standard error"]
        var streams: [StandardStream] = []
        for descriptor in Int32(0)...2 {
            let closed = fcntl(descriptor, F_GETFD) == -1 && errno == EBADF
            if closed {
                // Take the descriptor, so it cannot be reused by the next file opened.
                let null = open("/dev/null", O_RDWR)
                if null >= 0, null != descriptor {
                    _ = dup2(null, descriptor)
                    _ = close(null)
                }
            }
            streams.append(StandardStream(descriptor: descriptor, name: names[Int(descriptor)], wasClosed: closed))
        }
        return (streams[0], streams[1], streams[2])
    }()

    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    /// - Throws: ``WriteError`` when the stream was closed at start or a write fails; after a
    ///   failure every later write throws the same error.
    func write(_ bytes: [UInt8]) throws(WriteError) {
        try state.withLock { (failure: inout WriteError?) throws(WriteError) in
            if let failure { throw failure }
            if wasClosed {
                failure = WriteError(stream: name, code: EBADF)
                throw failure!
            }
            try write(bytes, recordingIn: &failure)
        }
    }

    private func write(_ bytes: [UInt8], recordingIn failure: inout WriteError?) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A non-blocking descriptor (set so by whoever started us): wait until it takes more.
                    var poll = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = Glibc.poll(&poll, 1, -1)
                    continue
                }
                failure = WriteError(stream: name, code: errno)
                throw failure!
            }
            offset += written
        }
    }

    /// Writes `text` as UTF-8.
    /// - Throws: ``WriteError``, as ``write(_:)-([UInt8])``.
    func write(_ text: String) throws(WriteError) {
        try write(Array(text.utf8))
    }
}

/// `errno` values in words.
enum SystemError {
    /// The C library's text for `code`, lower-cased at the start to sit inside a sentence:
    /// `"no such file or directory"`.
    static func text(_ code: Int32) -> String {
        guard let pointer = strerror(code) else { return "system error \(code)" }
        let text = String(cString: pointer)
        guard let first = text.first else { return "system error \(code)" }
        // "No such file…" → "no such file…", but keep acronyms such as "I/O" as they are.
        let second = text.dropFirst().first
        return second?.isUppercase == true ? text : first.lowercased() + text.dropFirst()
    }
}
