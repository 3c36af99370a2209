import Foundation
import Synchronization

/// Audits many captured screens at once (a device-farm run, a folder of page sources), on several
/// threads, and gives each screen's record in the order the captures were given, whatever order
/// the threads finish in: reports made from the records are the same, byte for byte, with one job
/// or many.
///
/// Each screen is loaded, audited, filtered by the ignore list and compared with the baseline on
/// its own: nothing mutable is shared between screens, and a screen that cannot be loaded or
/// audited fails alone.
///
/// ```swift
/// let batch = AccessibilityAuditBatch(types: .all)
/// let outcomes = batch.audit(files.map { AccessibilityAuditBatch.Capture(file: $0) }, jobs: 8)
/// let screens = outcomes.compactMap(\.screen)
/// let junit = JUnitReport(screens: screens).render()
/// ```
public struct AccessibilityAuditBatch: Sendable {
    /// One capture to audit: its screen's name, its file, and how to load it.
    public struct Capture: Sendable {
        /// The screen's name, as reports and baselines use it.
        public var screen: String
        /// The capture's file, for reports (SARIF locations, JUnit suites); `nil` when there is none.
        public var file: String?
        /// Loads the capture (called on the thread that audits it).
        public var load: @Sendable () throws -> AccessibilityHierarchy

        /// A capture loaded by `load`.
        public init(screen: String, file: String?, load: @escaping @Sendable () throws -> AccessibilityHierarchy) {
            self.screen = screen
            self.file = file
            self.load = load
        }

        /// The capture in the file at `path`, named after the file (`login.xml`) unless `screen` is given.
        public init(file path: String, screen: String? = nil) {
            self.init(screen: screen ?? URL(fileURLWithPath: path).lastPathComponent, file: path) {
                try AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: path))
            }
        }
    }

    /// What auditing one capture gave.
    public struct Audited: Sendable {
        /// The screen's record: its result (without ignored issues, and without the issues the
        /// baseline knew), the baselined issues and the stale baseline entries.
        public var screen: AuditedScreen
        /// Where the hierarchy came from (its ``AccessibilityHierarchy/Source``).
        public var source: AccessibilityHierarchy.Source
        /// The issues the ignore list matched, in hierarchy order.
        public var ignored: [AccessibilityAuditIssue]
        /// Frames the capture gave that could not be read (their elements' paths).
        public var unreadableFrames: [String]
    }

    /// What became of one capture.
    public enum Outcome: Sendable {
        /// It was audited.
        case audited(Audited)
        /// It could not be loaded or audited: the capture and the error.
        case failed(Capture, any Error)

        /// The screen's record, when it was audited.
        public var screen: AuditedScreen? {
            if case .audited(let audited) = self { return audited.screen }
            return nil
        }
    }

    /// The auditor.
    public var auditor: AccessibilityAuditor
    /// The audit types to run.
    public var types: AccessibilityAuditType
    /// The thresholds.
    public var configuration: AccessibilityAuditConfiguration
    /// Issues to leave out of every screen's result.
    public var ignoreList: AccessibilityAuditIgnoreList?
    /// The baseline each screen is compared with (its entries for that screen's name), and its name.
    public var baseline: (baseline: AccessibilityAuditBaseline, name: String)?

    /// A batch with these settings.
    public init(
        auditor: AccessibilityAuditor = AccessibilityAuditor(), types: AccessibilityAuditType = .all,
        configuration: AccessibilityAuditConfiguration = .default, ignoreList: AccessibilityAuditIgnoreList? = nil,
        baseline: (baseline: AccessibilityAuditBaseline, name: String)? = nil
    ) {
        self.auditor = auditor
        self.types = types
        self.configuration = configuration
        self.ignoreList = ignoreList
        self.baseline = baseline
    }

    /// Audits `captures` on up to `jobs` threads (at least one), and answers each capture's
    /// outcome in the order given.
    public func audit(_ captures: [Capture], jobs: Int) -> [Outcome] {
        ParallelMap.map(captures.count, jobs: jobs) { index in audit(captures[index]) }
    }

    /// Loads, audits, filters and compares one capture.
    public func audit(_ capture: Capture) -> Outcome {
        do {
            let hierarchy = try capture.load()
            let found = try auditor.audit(hierarchy, for: types, configuration: configuration)
            var result = found
            var ignored: [AccessibilityAuditIssue] = []
            if let ignoreList {
                ignored = result.issues.filter { ignoreList.matches($0) }
                result = result.ignoring(ignoreList)
            }
            let record: AuditedScreen
            if let (baseline, name) = baseline {
                record = AuditedScreen(
                    name: capture.screen, file: capture.file, result: result,
                    comparison: baseline.compare(result, screen: capture.screen), baseline: name)
            } else {
                record = AuditedScreen(name: capture.screen, file: capture.file, result: result)
            }
            let located = record.locatingElements(in: hierarchy)
            let unreadable = hierarchy.problems.filter { $0.kind == .invalidFrame }.compactMap(\.element).map {
                hierarchy.path(of: $0)
            }
            return .audited(
                Audited(screen: located, source: hierarchy.source, ignored: ignored, unreadableFrames: unreadable))
        } catch {
            return .failed(capture, error)
        }
    }
}

/// Runs work for each index on several threads and gives the results in index order.
enum ParallelMap {
    /// `body(index)` for `0..<count`, on up to `jobs` threads (each taking the next index when it is
    /// free); the results in index order. With one job (or one item) everything runs on the
    /// calling thread.
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        guard workers > 1 else { return (0..<count).map(body) }
        // One slot per index, each written once by the thread that took the index, read after
        // every thread has finished (`concurrentPerform` returns then). The lock is taken once
        // per item (a whole capture's work), not during the work.
        let slots = Mutex([T?](repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let value = body(index)
                slots.withLock { $0[index] = value }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
