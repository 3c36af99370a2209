/// One audited screen as reports show it: a name, where it came from, and what the audit found.
///
/// The JUnit report makes one `<testsuite>` of each; the SARIF report uses ``file`` (and ``line``)
/// as the physical location of every result on the screen.
public struct AuditedScreen: Hashable, Codable, Sendable {
    /// A name for people: the test's or screen's name, or a capture's file name.
    public var name: String
    /// The input the screen came from: a capture file, or the test source file that audited it.
    /// A path (absolute, or relative to the source root) or a URI; `nil` when there is none.
    public var file: String?
    /// The line in ``file`` that ran the audit (1-based), for test source files; `nil` otherwise.
    public var line: Int?
    /// What the audit found.
    public var result: AccessibilityAuditResult

    /// Creates a screen record.
    public init(name: String, file: String? = nil, line: Int? = nil, result: AccessibilityAuditResult) {
        self.name = name
        self.file = file
        self.line = line
        self.result = result
    }
}
