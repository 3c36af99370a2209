/// How many tests of a suite or test class were to be audited, and how many of those handed over
/// something to audit: what the Swift Testing suite trait and ``AccessibilityAuditTestCase`` warn
/// from when a whole suite audited nothing.
struct AuditTally {
    /// The tests that were to be audited.
    private(set) var tests = 0
    /// Those of them that handed over an app or a screen.
    private(set) var audited = 0

    /// Counts one test that was to be audited.
    mutating func count(handedOver: Bool) {
        tests += 1
        if handedOver { audited += 1 }
    }

    /// "`subject` audited nothing: none of its N tests `did`.", when some tests were to be audited
    /// and none handed anything over; `nil` otherwise.
    func auditedNothing(_ subject: String, did: String) -> String? {
        guard tests > 0, audited == 0 else { return nil }
        return "\(subject) audited nothing: none of its \(tests) test\(tests == 1 ? "" : "s") \(did)."
    }
}
