import Dispatch
import Foundation
import Synchronization

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
        /// When the work is large enough to be worth a thread, no other second thread is running
        /// (``noneRunning``) and a core is idle (``aCoreIsIdle()``).
        case automatic
        /// Always on the calling thread.
        case never
        /// Always on a second thread, whatever its size and the machine's load (for tests).
        case always
        /// As `always`, but the thread never starts, as when the system cannot make one (for tests:
        /// the work is then done on the calling thread when it is needed).
        case alwaysNeverStarting
    }

    /// How many pieces of work handed to a second thread (``start(_:starting:_:)``) have not finished: an
    /// audit starts one only when none is running in the process, as the page source import does.
    private static let running = Atomic<Int>(0)

    /// Whether no work handed to a second thread by ``start(_:starting:_:)`` is running in the
    /// process. A thread the system never started stays counted: later audits keep to one thread.
    package static var noneRunning: Bool { running.load(ordering: .relaxed) == 0 }

    /// Work for a second thread, claimed either by that thread when it starts or by the thread
    /// that handed it over when it needs the work's values first: whichever claims it first does it
    /// (the second thread then does nothing). A thread the system never starts (no memory for its
    /// stack, a limit on threads: Foundation's `Thread.start()` does not report it) then costs
    /// nothing but the wait-free claim, and neither does one that starts late on a busy machine.
    package final class Job: Sendable {
        /// 0: not claimed; 1: claimed by the second thread; 2: claimed by the thread that handed it over.
        private let state = Atomic<Int>(0)

        /// For the second thread: whether it claimed the work.
        fileprivate func claimForSecondThread() -> Bool {
            state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
        }

        /// Signalled once the second thread is done with the job (its work done, or skipped
        /// because the job was claimed back), after ``SecondThread/noneRunning`` counts it no more.
        private let done = DispatchSemaphore(value: 0)

        /// Work not claimed yet.
        package init() {}

        /// Waits until the second thread is done with the job. Only for a job whose thread was
        /// started and has claimed it (``isClaimedBySecondThread``): otherwise it may never end.
        package func waitUntilDone() { done.wait() }

        /// For the second thread: it is done with the job.
        fileprivate func finish() { done.signal() }

        /// Whether the second thread has claimed the work (it is doing it, or has done it).
        package var isClaimedBySecondThread: Bool { state.load(ordering: .acquiring) == 1 }

        /// For the thread that handed the work over: whether the work is its own, now or since an
        /// earlier call (the second thread had not started it), so that it must do it itself.
        package func claimBack() -> Bool {
            let (exchanged, original) = state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing)
            return exchanged || original == 2
        }
    }

    /// Starts `work` on a thread of its own, unless the job is claimed back first (``Job``), with
    /// as much stack as a main thread usually has on Linux (8 MB), so that work runs there as it
    /// would on the main thread. `work` must only read what it captures (values, or objects no
    /// other thread changes meanwhile), and hand what it makes over through ``Value``s made for
    /// `job`. With `starting` false no thread is started (``Choice/alwaysNeverStarting``).
    package static func start(_ job: Job, starting: Bool = true, _ work: @escaping @Sendable () -> Void) {
        guard starting else { return }
        running.wrappingAdd(1, ordering: .relaxed)
        let thread = Thread {
            if job.claimForSecondThread() { work() }
            // Counted no more before anyone waiting for the job goes on (an audit after an import
            // asks ``noneRunning``).
            running.wrappingSubtract(1, ordering: .relaxed)
            job.finish()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// A value made on a second thread (``make(_:)``, by the work of ``start(_:starting:_:)``) and
    /// taken by the thread that started it (``take()``).
    package final class Value<Result>: @unchecked Sendable {
        /// Written once by ``make(_:)`` before it signals `finished`, read by ``take()`` after
        /// waiting for that signal: the semaphore orders the two (its signal happens before the
        /// wait it ends).
        private var result: Result?
        private let finished = DispatchSemaphore(value: 0)
        private let job: Job

        /// A value not made yet, made by `job`'s work.
        package init(of job: Job) { self.job = job }

        /// Makes the value with `body`, on the second thread. Call it once.
        package func make(_ body: () -> Result) {
            result = body()
            finished.signal()
        }

        /// The value: waiting until it is made when the second thread is making it, or `nil` when
        /// that thread had not started the job (the job is then claimed back, and the caller makes
        /// the value itself). Call it once.
        package func take() -> Result? {
            if job.claimBack() { return nil }
            finished.wait()
            guard let made = result else { preconditionFailure("the value is made before it is signalled") }
            result = nil
            return made
        }
    }
}
