import AuditKitLinux
import Foundation
import XCTest

/// The UI interruption monitors of the running test (`addUIInterruptionMonitor(withDescription:handler:)`).
final class UIInterruptionMonitors: @unchecked Sendable {
    static let shared = UIInterruptionMonitors()

    final class Monitor: NSObject {
        let monitorDescription: String
        let handler: (HeadlessElement) -> Bool
        init(description: String, handler: @escaping (HeadlessElement) -> Bool) {
            monitorDescription = description
            self.handler = handler
        }
    }

    private let lock = NSLock()
    private var monitors: [Monitor] = []
    /// Whether a handler runs now: its own taps (on the alert's buttons) are not offered again.
    private var handling = false

    func add(_ monitor: Monitor) { lock.withLock { monitors.append(monitor) } }
    func remove(_ monitor: AnyObject) { lock.withLock { monitors.removeAll { $0 === monitor } } }

    /// Offers the system alert SpringBoard shows, if any, to the monitors, the most recent first,
    /// until one handles it (returns `true`), as XCUITest does before an interaction the alert
    /// blocks. Returns whether one did.
    @discardableResult
    func handleInterruption() -> Bool {
        let current = lock.withLock { () -> [Monitor] in
            if handling { return [] }
            return monitors
        }
        guard !current.isEmpty else { return false }
        let springBoard = HeadlessApplication(bundleIdentifier: HeadlessApplication.springBoardBundleIdentifier)
        let alert = springBoard.alerts.firstMatch
        guard alert.exists else { return false }
        lock.withLock { handling = true }
        defer { lock.withLock { handling = false } }
        return current.reversed().contains { $0.handler(alert) }
    }
}

extension XCTestCase {
    /// Adds a handler for system alerts that interrupt the test, like XCUITest's
    /// `addUIInterruptionMonitor(withDescription:handler:)`, until the test ends.
    ///
    /// Before each `tap()` (on an element or the app) while SpringBoard shows a system alert (an
    /// `AlertView` added to its root view: see
    /// `HeadlessApplication.springBoardBundleIdentifier`), the handlers get the alert, the most
    /// recent first, until one returns `true` (it handled the alert, usually by tapping one of its
    /// buttons).
    ///
    /// - Parameters:
    ///   - handlerDescription: What the handler handles, for messages.
    ///   - handler: Gets the alert; returns whether it handled it.
    /// - Returns: A token for ``removeUIInterruptionMonitor(_:)``.
    @discardableResult
    public func addUIInterruptionMonitor(
        withDescription handlerDescription: String, handler: @escaping (HeadlessElement) -> Bool
    ) -> any NSObjectProtocol {
        let monitor = UIInterruptionMonitors.Monitor(description: handlerDescription, handler: handler)
        UIInterruptionMonitors.shared.add(monitor)
        addTeardownBlock { UIInterruptionMonitors.shared.remove(monitor) }
        return monitor
    }

    /// Removes a handler added with ``addUIInterruptionMonitor(withDescription:handler:)``.
    ///
    /// - Parameter monitor: The token it returned.
    public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {
        UIInterruptionMonitors.shared.remove(monitor)
    }
}
