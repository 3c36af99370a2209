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

    /// Starts `work` on a thread of its own, with as much stack as the main thread has by default
    /// (8 MB), so that work runs there as it would on the main thread. `work` must only read what
    /// it captures (values, or objects no other thread changes meanwhile), and hand what it makes
    /// over through ``Value``s.
    package static func start(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// A value made on a second thread (``make(_:)``) and taken by the thread that started it
    /// (``take()``, which waits until it is made).
    package final class Value<Result>: @unchecked Sendable {
        /// Written once by ``make(_:)`` before it signals `finished`, read by ``take()`` after
        /// waiting for that signal: the semaphore orders the two (its signal happens before the
        /// wait it ends).
        private var result: Result?
        private let finished = DispatchSemaphore(value: 0)

        /// A value not made yet.
        package init() {}

        /// Makes the value with `body`, on the second thread. Call it once.
        package func make(_ body: () -> Result) {
            result = body()
            finished.signal()
        }

        /// The value, waiting until it is made. Call it once.
        package func take() -> Result {
            finished.wait()
            guard let made = result else { preconditionFailure("the value is made before it is signalled") }
            result = nil
            return made
        }
    }
}
