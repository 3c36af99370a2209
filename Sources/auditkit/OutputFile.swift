import AuditKitLinux
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `auditkit`'s outputs (`--output`, `--write-baseline`) without losing anything already
/// there by surprise.
///
/// - A new path is created with the usual mode (0666 less the umask), through a temporary file in
///   the same directory renamed into place, so a reader never sees half a report.
/// - An existing regular file is replaced the same way, keeping its permissions (a 0600 file stays
///   0600) and, when the process may, its owner and group. One the user may not write (read-only,
///   such as 0444, or on a read-only file system) is refused with a message, as a shell's `>` would
///   refuse it, instead of being replaced by the rename (which needs only the directory's permission).
/// - A regular file with other hard links is written in place (truncated, then written), so every
///   name still shows the same file; such a write is not atomic. So is a file in a directory where
///   no temporary file can be created but which the user may write.
/// - Anything else is written through, never replaced: a symbolic link writes (and truncates, or
///   creates) its target; a named pipe or a device such as `/dev/stdout` receives the data as a
///   shell's `>` would give it.
enum OutputFile {
    /// Writes bytes given in chunks: called once with a function that writes one chunk, which
    /// throws when the write fails.
    typealias Producer = (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// Writes `data` to `path`.
    /// - Throws: ``AuditKitCommand/InputError`` naming the file and the reason in words.
    static func write(_ data: Data, to path: String) throws {
        try write(to: path) { write in try data.withUnsafeBytes { try write($0) } }
    }

    /// Writes to `path` what `produce` gives, chunk by chunk (a report too large to hold twice in
    /// memory), as ``write(_:to:)`` writes data: a replaced file is replaced only once all is
    /// written, and an error `produce` throws leaves it as it was.
    /// - Throws: ``AuditKitCommand/InputError`` naming the file and the reason in words, or what
    ///   `produce` throws.
    static func write(to path: String, producing data: Producer) throws {
        var status = stat()
        guard FileName.withCString(path, { lstat($0, &status) }) == 0 else {
            guard errno == ENOENT else { throw failure(path, errno) }
            try replace(path, with: data, keeping: nil)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else { throw failure(path, errno, existing: status) }
            if status.st_nlink > 1 {
                try writeThrough(data, to: path)
            } else {
                try replace(path, with: data, keeping: status)
            }
        case S_IFDIR:
            throw cannotWrite(
                path, "it is a directory; name a file (such as \(path.hasSuffix("/") ? path : path + "/")report.txt)")
        default:
            try writeThrough(data, to: path)
        }
    }

    /// Writes `data` to a temporary file beside `path` and renames it over `path`, giving it the
    /// mode, owner and group of `existing` (the file replaced).
    private static func replace(_ path: String, with data: Producer, keeping existing: stat?) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var temporary = ""
        var descriptor: Int32 = -1
        var openError: Int32 = 0
        for _ in 0..<100 {
            temporary =
                directory + "/." + url.lastPathComponent + ".auditkit-"
                + String(UInt32.random(in: .min ... .max), radix: 36)
            TemporaryFileCleanup.watch(temporary)
            descriptor = FileName.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
            openError = errno
            if descriptor >= 0 { break }
            TemporaryFileCleanup.forget()
            if openError != EEXIST { break }
        }
        defer { TemporaryFileCleanup.forget() }
        guard descriptor >= 0 else {
            let code = openError
            // A directory the user may not create files in, holding a file the user may write:
            // write the file in place, as a shell's `>` would.
            if existing != nil, code == EACCES || code == EPERM {
                try writeThrough(data, to: path)
                return
            }
            throw failure(path, code, directory: directory)
        }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        try finish(
            descriptor, temporary: temporary, path: path, directory: directory, keeping: existing, with: data,
            closed: &closed)
    }

    /// Writes `data` to the open temporary file, then renames it over `path` (removing it on failure).
    private static func finish(
        _ descriptor: Int32, temporary: String, path: String, directory: String, keeping existing: stat?,
        with data: Producer, closed: inout Bool
    ) throws {
        do {
            if let existing {
                // Keep the replaced file's permissions; its owner and group when the process may (root).
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw failure(path, errno) }
            }
            try writeAll(data, to: descriptor, path: path)
            guard fsync(descriptor) == 0 || errno == EINVAL else { throw failure(path, errno) }
            closed = true
            guard close(descriptor) == 0 else { throw failure(path, errno) }
            guard FileName.withCString(temporary, { from in FileName.withCString(path) { rename(from, $0) } }) == 0
            else { throw failure(path, errno, directory: directory) }
        } catch {
            _ = FileName.withCString(temporary) { unlink($0) }
            throw error
        }
    }

    /// Opens `path` for writing (following links; truncating a regular file, creating a missing
    /// link target) and writes all of `data`.
    private static func writeThrough(_ data: Producer, to path: String) throws {
        let descriptor = FileName.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: path)
    }

    private static func writeAll(_ data: Producer, to descriptor: Int32, path: String) throws {
        try data { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(path, errno)
                }
                offset += written
            }
        }
    }

    static func cannotWrite(_ path: String, _ reason: String) -> AuditKitCommand.InputError {
        AuditKitCommand.InputError(file: path, message: "cannot write the file: \(reason)")
    }

    /// An error for a failed write of `path`, in words; `existing` is the file's status when it
    /// exists, `directory` the directory a temporary file or rename failed in.
    static func failure(_ path: String, _ code: Int32, existing: stat? = nil, directory: String? = nil)
        -> AuditKitCommand.InputError
    {
        let reason: String
        switch code {
        case EACCES, EPERM:
            if let existing {
                let mode = String(existing.st_mode & 0o7777, radix: 8)
                reason =
                    "it is read-only for you (mode \(mode)); make it writable (chmod u+w \(path)) or choose another file"
            } else if let directory {
                reason = "you may not create files in the directory \(directory); choose another place"
            } else {
                reason = "you do not have permission to write it; check its permissions (ls -l)"
            }
        case ENOENT: reason = "its directory does not exist; create it first, or check the path"
        case ENOTDIR: reason = "a part of the path is not a directory; check the path"
        case EROFS: reason = "the file system is read-only; choose another place"
        case ENOSPC: reason = "no space left on the device; free some space, or write elsewhere"
        case EDQUOT: reason = "the disk quota is exceeded; free some space, or write elsewhere"
        case EISDIR: reason = "it is a directory; name a file"
        case ELOOP: reason = "its symbolic links form a loop"
        case ENAMETOOLONG: reason = "the path is too long"
        case ETXTBSY: reason = "it is a program being run"
        case EIO: reason = "an input/output error (a disk or network file system fault)"
        case ENXIO: reason = "no process reads the named pipe"
        case EPIPE: reason = "the reader of the pipe has gone"
        default: reason = SystemError.text(code)
        }
        return cannotWrite(path, reason)
    }
}

/// Which file a path names, to tell when an output would overwrite an input.
///
/// Existing files are told apart by device and inode, following symbolic links, so a hard link, a
/// symbolic link or `./x` names the same file as `x`. A path that does not exist yet is named by its
/// directory's real path and its last component, so two outputs naming one new file are caught too.
struct FileIdentity: Hashable {
    private enum Key: Hashable {
        case inode(device: UInt64, inode: UInt64)
        case path(String)
    }

    private let key: Key

    /// Whether the path names an existing regular file (only those can be lost to an overwrite;
    /// two outputs to `/dev/null` are fine).
    let isRegularFile: Bool

    /// The identity of what `path` names; `nil` for `-`, for an existing file that is not a
    /// regular file, and for a path that cannot be resolved.
    init?(path: String) {
        guard path != "-" else { return nil }
        var status = stat()
        if FileName.withCString(path, { stat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else { return nil }
            key = .inode(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            isRegularFile = true
            return
        }
        guard errno == ENOENT else { return nil }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        guard let resolved = FileName.withCString(directory, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        key = .path(
            FileName.decode(
                UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map { UInt8(bitPattern: $0) }) + "/"
                + url.lastPathComponent)
        isRegularFile = false
    }

    /// The identity of standard input when it is a regular file (`auditkit audit - < capture.xml`).
    init?(standardInput: Void) {
        var status = stat()
        guard !StandardStream.standard.input.wasClosed, fstat(0, &status) == 0, status.st_mode & S_IFMT == S_IFREG
        else { return nil }
        key = .inode(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        isRegularFile = true
    }
}
