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
}
