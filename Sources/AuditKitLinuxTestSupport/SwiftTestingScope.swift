import AuditKitLinux
import Testing

/// Names the Swift Testing test case running on the caller's task, for the core's per-test device
/// and apps (`HeadlessDevice`): the test's id and the case's arguments with Swift Testing's
/// discriminator (which tells apart cases of equal arguments). The core finds this type by its name
/// (`TestScope`); rename it only with that lookup.
enum SwiftTestingScope: TestScopeProviding {
    static func currentTestScope() -> String? {
        guard let test = Test.current else { return nil }
        guard let testCase = Test.Case.current, testCase.isParameterized else { return "\(test.id)" }
        return "\(test.id)\u{0}\(String(reflecting: testCase))"
    }

    /// The running case's arguments as Swift Testing prints them (`state: .buggy`, `1, "a"`), and
    /// `#2` after them for the second of several cases with equal arguments; `nil` outside a
    /// parameterized test, or when they cannot be read.
    ///
    /// Swift Testing offers no public accessor for a case's arguments; they are read by reflection
    /// of `Test.Case` (its stored `_kind`: `parameterized(arguments:discriminator:isStable:)`), and
    /// each value is written with Swift Testing's public `String(describingForTest:)`. Should that
    /// shape change, this answers `nil`, and the cases share one screen name, as the callers say.
    static func currentArguments() -> String? { arguments(of: Test.Case.current) }

    /// ``currentArguments()`` of `testCase`.
    static func arguments(of testCase: Test.Case?) -> String? {
        guard let testCase, testCase.isParameterized,
            let kind = Mirror(reflecting: testCase).descendant("_kind"),
            let payload = Mirror(reflecting: kind).children.first?.value
        else { return nil }
        let fields = Mirror(reflecting: payload)
        guard let arguments = fields.descendant("arguments"), !Mirror(reflecting: arguments).children.isEmpty else {
            return nil
        }
        var parts: [String] = []
        for argument in Mirror(reflecting: arguments).children.map(\.value) {
            let argumentFields = Mirror(reflecting: argument)
            guard let value = argumentFields.descendant("value") else { return nil }
            let name = argumentFields.descendant("parameter", "firstName") as? String
            let text = String(describingForTest: value)
            parts.append(name.map { "\($0): \(text)" } ?? text)
        }
        let discriminator = fields.descendant("discriminator") as? Int ?? 0
        return parts.joined(separator: ", ") + (discriminator > 0 ? " #\(discriminator + 1)" : "")
    }
}
