import Dispatch
import Foundation

/// Work done on a second thread while the calling thread goes on with other work: when to start
/// one, and a value made on it.
package enum SecondThread {
    /// How many cores the process may run on.
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// Whether a core is idle now, so that a second thread would run beside this one rather than
    /// take turns with it: fewer threads are runnable on the machine than it has cores, as Linux
    /// counts them at this moment (`/proc/loadavg`'s fourth field, `runnable/total`, which counts
    /// this thread too). `false` on a machine of one core; `true` where the count cannot be read.
    package static func aCoreIsIdle() -> Bool {
        guard cores > 1 else { return false }
        guard let file = FileHandle(forReadingAtPath: "/proc/loadavg") else { return true }
        defer { try? file.close() }
        guard let data = try? file.readToEnd() else { return true }
        let fields = data.split(separator: UInt8(ascii: " "))
        guard fields.count >= 4, let slash = fields[3].firstIndex(of: UInt8(ascii: "/")),
            let runnable = Int(String(decoding: fields[3][..<slash], as: UTF8.self))
        else { return true }
        return runnable < cores
    }

    /// Whether work goes to a second thread.
    package enum Choice: Sendable {
        /// When the work is large enough to be worth a thread and a core is idle (``aCoreIsIdle()``).
        case automatic
        /// Always on the calling thread.
        case never
        /// Always on a second thread, whatever its size and the machine's load (for tests).
        case always
    }

    /// A value made by `make` on a thread of its own, started now; ``take()`` waits for it.
    ///
    /// `make` must only read what it captures (values, or objects no other thread changes meanwhile).
    /// The thread has as much stack as the main thread has by default (8 MB), so that work runs there
    /// as it would on the main thread.
    package final class Value<Result>: @unchecked Sendable {
        /// Written once by the thread before it signals `finished`, read after waiting for that
        /// signal: the semaphore orders the two (its signal happens before the wait it ends).
        private var result: Result?
        private let finished = DispatchSemaphore(value: 0)

        package init(_ make: @escaping @Sendable () -> Result) {
            let thread = Thread { [self] in
                result = make()
                finished.signal()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }

        /// The value, waiting until the thread has made it. Call it once.
        package func take() -> Result {
            finished.wait()
            guard let made = result else { preconditionFailure("the thread made its value before signalling") }
            result = nil
            return made
        }
    }
}
