import AuditKitLinux

/// Named steps of a test, like XCTest's `XCTContext` (which Linux's XCTest does not have).
///
/// ```swift
/// XCTContext.runActivity(named: "Check out") { _ in
///     app.buttons["Pay"].tap()
/// }
/// ```
///
/// The block runs at once and its result is returned, as in XCTest; failures inside it are
/// recorded as usual. There is no report to group them in on Linux: the name is what
/// ``XCTActivity/name`` answers.
public enum XCTContext {
    /// Runs `block` as an activity named `name` and returns its result.
    ///
    /// - Parameters:
    ///   - name: The activity's name.
    ///   - block: The steps; it gets the activity.
    /// - Returns: What `block` returns.
    /// - Throws: What `block` throws.
    public static func runActivity<Result>(
        named name: String, block: (any XCTActivity) throws -> Result
    ) rethrows -> Result {
        try block(NamedActivity(name: name))
    }
}

/// A step of a test that ``XCTContext/runActivity(named:block:)`` runs, like XCTest's `XCTActivity`.
public protocol XCTActivity {
    /// The activity's name.
    var name: String { get }
}

extension XCTActivity {
    /// Attachments need a report to hold them, which Linux's XCTest does not write.
    @available(
        *, unavailable,
        message:
            "XCTAttachment does not exist on Linux: write the data to a file (such as the snapshot's jsonData()) instead"
    )
    public func add(_ attachment: XCTAttachment) {}
}

struct NamedActivity: XCTActivity {
    let name: String
}
