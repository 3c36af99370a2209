import AuditKitLinux

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the temporary file a report is being written to when the run is interrupted: on SIGINT
/// (Ctrl-C) or SIGTERM (a CI timeout, `kill`), the file is unlinked, then the signal is raised
/// again with its default action, so the process ends as interrupted (a shell shows status 130 or
/// 143) and the report it replaces is left as it was.
///
/// The handler does only what a signal handler may (`unlink`, `signal`, `raise`), on a path copied
/// in advance into memory that stays allocated. A signal the process started with ignored (a
/// background job of a non-interactive shell ignores SIGINT) stays ignored.
enum TemporaryFileCleanup {
    /// The temporary file being written (a NUL-terminated copy), or `nil`.
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed = false

    /// Makes `temporary` the file to remove on SIGINT or SIGTERM, from before it is created (so a
    /// signal that arrives while `open` makes it cannot leave it behind) until ``forget()``.
    static func watch(_ temporary: String) {
        installHandlers()
        let bytes = FileName.bytes(temporary)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        let previous = pending
        pending = copy
        previous?.deallocate()
    }

    /// No file is to be removed on a signal any more: the temporary file was renamed, removed, or
    /// never made (its name was taken).
    static func forget() {
        let previous = pending
        pending = nil
        previous?.deallocate()
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        for signalNumber in [SIGINT, SIGTERM] {
            let previous = signal(signalNumber) { number in
                if let path = TemporaryFileCleanup.pending { unlink(path) }
                signal(number, SIG_DFL)
                raise(number)
            }
            // A signal ignored from the start stays ignored.
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, SIG_IGN)
            }
        }
    }
}
