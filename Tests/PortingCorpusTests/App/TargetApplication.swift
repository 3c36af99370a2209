import AuditKitLinuxTestSupport

/// The app `XCUIApplication()` launches in this test target: the corpus's "Habits" app, built
/// afresh at each launch from the launch's arguments and environment (the one registration the
/// corpus's suites need; their own files change only their import).
enum TargetApplication: HeadlessTargetApplication {
    static var bundleIdentifier: String? { "org.auditkitlinux.habits" }
    static var name: String? { "Habits" }

    static func makeRootView(for launch: ApplicationLaunch) -> View {
        HabitsApp.makeRootView(arguments: launch.arguments, environment: launch.environment)
    }
}
