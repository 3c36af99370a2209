import AuditKitLinux
import Foundation
import Testing

/// The apps and hierarchies a running test registered for the `.accessibilityAudit` trait.
///
/// The trait sets ``current`` (a task-local) around the test body; `AccessibilityAudit.register(_:)`
/// fills it. Tasks the test creates inherit it; detached tasks do not.
public final class AccessibilityAuditScope: @unchecked Sendable {
    /// The scope of the running test, when it has the `.accessibilityAudit` trait.
    @TaskLocal public static var current: AccessibilityAuditScope?

    enum Subject {
        case application(HeadlessApplication)
        case hierarchy(AccessibilityHierarchy)

        /// The app's name (its application element's label), or the hierarchy's source name.
        var ownName: String? {
            switch self {
            case .application(let app):
                let hierarchy = app.snapshot()
                return hierarchy.rootID.flatMap { hierarchy.elements[$0].label }
            case .hierarchy(let hierarchy):
                return hierarchy.source.name ?? hierarchy.rootID.flatMap { hierarchy.elements[$0].label }
            }
        }
    }

    private let lock = NSLock()
    /// One `register` call: what to audit, where, and the screen name it gave, if any.
    struct Registration {
        var subject: Subject
        var location: SourceLocation
        var screen: String?
    }
    private var registered: [Registration] = []

    init() {}

    func register(_ subject: Subject, at location: SourceLocation, screen: String?) {
        lock.lock()
        defer { lock.unlock() }
        registered.append(Registration(subject: subject, location: location, screen: screen))
    }

    var subjects: [Registration] {
        lock.lock()
        defer { lock.unlock() }
        return registered
    }
}

/// Registers what the `.accessibilityAudit` trait audits after the test.
public enum AccessibilityAudit {
    /// Registers `app` to be audited when the test body returns; issues are recorded at this call.
    ///
    /// The audit's screen name in baselines and run reports is `screen` when given, else
    /// `Module/File.swift testName()`; when the test registers several apps, or is parameterized,
    /// each audit's default name adds the app's name (`… [Shop]`), or, for an app without one, its
    /// place among the test's registrations (`… #2`). The cases of a parameterized test that
    /// register unnamed apps share one name: give `screen` (built from the test's arguments) to
    /// keep their baseline entries apart.
    ///
    /// Outside a test with the `.accessibilityAudit` trait, records an issue saying so (the audit
    /// would otherwise be skipped without a word). Call it from the test's own task or a child
    /// task: a `Task.detached` (or a task that outlives the test) has neither the trait's scope nor
    /// `Test.current`; Swift Testing then reports the issue against no test.
    public static func register(
        _ app: HeadlessApplication, screen: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        register(.application(app), at: sourceLocation, screen: screen)
    }

    /// Registers a hierarchy (such as a capture) to be audited when the test body returns, under
    /// the screen name `screen` (default: as ``register(_:screen:sourceLocation:)-(HeadlessApplication,_,_)``
    /// names it, with the hierarchy's source name for the app's).
    public static func register(
        _ hierarchy: AccessibilityHierarchy, screen: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        register(.hierarchy(hierarchy), at: sourceLocation, screen: screen)
    }

    private static func register(
        _ subject: AccessibilityAuditScope.Subject, at location: SourceLocation, screen: String?
    ) {
        guard let scope = AccessibilityAuditScope.current else {
            recordAuditIssue(
                "AccessibilityAudit.register was called outside a test with the .accessibilityAudit trait: nothing will be audited.",
                failing: true, at: CallSite(location))
            return
        }
        scope.register(subject, at: location, screen: screen)
    }

    /// The screen name of each registration of one test (see ``register(_:screen:sourceLocation:)-(HeadlessApplication,_,_)``),
    /// and whether the name is shared with the other cases of a parameterized test: a default name
    /// ends with the case's arguments (`caseArguments`, `[state: .buggy]`) when they could be read.
    static func screenNames(
        of registrations: [AccessibilityAuditScope.Registration], testName: String, isParameterized: Bool,
        caseArguments: String? = nil
    ) -> [(name: String, sharedAcrossCases: Bool)] {
        let several = registrations.count > 1
        var used: [String: Int] = [:]
        return registrations.enumerated().map { index, registration in
            var name = CallSite(registration.location, function: testName).defaultScreenName
            var shared = false
            if let screen = registration.screen {
                name = screen
            } else if several || isParameterized {
                if let own = registration.subject.ownName, !own.isEmpty {
                    name += " [\(own)]"
                } else {
                    if several { name += " #\(index + 1)" }
                    shared = isParameterized && caseArguments == nil
                }
                if isParameterized, let caseArguments { name += " [\(caseArguments)]" }
            }
            let seen = used[name, default: 0]
            used[name] = seen + 1
            if seen > 0 { name += " #\(seen + 1)" }
            return (name, shared)
        }
    }
}

/// A Swift Testing trait that audits, after each test, what the test registered with
/// `AccessibilityAudit.register(_:)`.
///
/// Create it with ``Testing/Trait/accessibilityAudit(for:ignoring:settings:configuration:auditor:failOn:baseline:stopAtFirstIssue:sourceLocation:)``.
/// With `AUDITKIT_REPORT` set, each audit joins the run report.
///
/// On a test, a test that registers nothing fails ("found nothing to audit"): the trait asked
/// for an audit. On a suite it applies to every test inside, and a test's own trait replaces the
/// suite's; a test that registers nothing is not audited and does not fail (an audited suite may
/// hold tests of logic or of helpers), but a suite none of whose tests registered anything gets one
/// warning, so a forgotten `register` does not pass unnoticed.
public struct AccessibilityAuditTrait: TestTrait, SuiteTrait, TestScoping {
    /// The audit types; empty turns the audit off.
    public var types: AccessibilityAuditType
    /// Issues to ignore.
    public var ignoring: AccessibilityAuditIgnoreList
    /// Known issues: quiet; new ones fail; stale entries are warnings. Entries are matched under
    /// each audit's screen name: `Module/File.swift testName()` (the file of the `register` call),
    /// or as `AccessibilityAudit.register(_:screen:sourceLocation:)` names it.
    public var baseline: AccessibilityAuditBaseline?
    /// Settings to audit apps under (`nil`: each app's own).
    public var settings: AccessibilitySettings?
    /// Thresholds.
    public var configuration: AccessibilityAuditConfiguration
    /// The rules.
    public var auditor: AccessibilityAuditor
    /// The least severity that fails the test.
    public var failOn: AccessibilityAuditSeverity
    /// Whether to stop at the first failing issue.
    public var stopAtFirstIssue: Bool
    /// Where the trait was written (`@Test(.accessibilityAudit(…))`, `@Suite(…)`): where the trait's
    /// own issues point.
    var sourceLocation: SourceLocation?
    let id = UUID()

    /// `true`: a suite's trait reaches every test inside.
    public var isRecursive: Bool { true }

    /// Scopes each test case, and a suite whose innermost audit trait this is (to know, in its
    /// tests, that the trait came from the suite); only with the innermost audit trait, so a test's
    /// own trait replaces its suite's.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        guard test.isSuite || testCase != nil else { return nil }
        let innermost = test.traits.compactMap { $0 as? AccessibilityAuditTrait }.last
        return innermost?.id == id ? self : nil
    }

    /// What a suite's trait saw of its tests: how many registered something to audit.
    final class SuiteRecord: @unchecked Sendable {
        let traitID: UUID
        private let lock = NSLock()
        private var counted = AuditTally()
        init(traitID: UUID) { self.traitID = traitID }

        func count(registeredSomething: Bool) {
            lock.lock()
            defer { lock.unlock() }
            counted.count(handedOver: registeredSomething)
        }

        /// The tests run, and those that registered something.
        var tally: AuditTally {
            lock.lock()
            defer { lock.unlock() }
            return counted
        }
    }

    /// The record of the suite trait whose tests are running.
    @TaskLocal static var suiteRecord: SuiteRecord?

    /// Runs a suite's tests (`body`) with this trait's ``SuiteRecord``, then warns, once, when
    /// none of them registered anything. A nested suite that inherits the same trait shares the
    /// outer record.
    func withSuiteRecord(suiteName: String, at suiteLocation: SourceLocation, _ body: () async throws -> Void)
        async throws
    {
        if Self.suiteRecord?.traitID == id { return try await body() }
        let record = SuiteRecord(traitID: id)
        try await Self.$suiteRecord.withValue(record) { try await body() }
        guard !types.isEmpty,
            let warning = record.tally.auditedNothing(
                "The .accessibilityAudit trait of suite \(suiteName)", did: "called AccessibilityAudit.register(_:)")
        else { return }
        Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: sourceLocation ?? suiteLocation)
    }

    /// Runs the test with a fresh ``AccessibilityAuditScope``, then audits what it registered.
    ///
    /// If the body throws, the error is rethrown and nothing is audited. A test that registered
    /// nothing gets an issue when the trait is the test's own (turn the audit off with
    /// `.accessibilityAudit(for: [])`); under a suite's trait it is not audited, and the suite
    /// warns once if none of its tests registered anything. For a suite, runs its tests.
    /// - Throws: What the body throws; `AccessibilityAuditError.emptyHierarchy(_:)` for an empty
    ///   screen; ``AccessibilityAuditStopped`` when stopping at the first issue.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        if test.isSuite && testCase == nil {
            return try await withSuiteRecord(suiteName: test.name, at: test.sourceLocation) { try await function() }
        }
        let scope = AccessibilityAuditScope()
        try await AccessibilityAuditScope.$current.withValue(scope) { try await function() }
        guard !types.isEmpty else { return }
        let subjects = scope.subjects
        let suiteRecord = Self.suiteRecord?.traitID == id ? Self.suiteRecord : nil
        suiteRecord?.count(registeredSomething: !subjects.isEmpty)
        guard !subjects.isEmpty else {
            if suiteRecord == nil {
                Issue.record(
                    "The .accessibilityAudit trait of this test found nothing to audit: call AccessibilityAudit.register(app) in the test, or turn the audit off with .accessibilityAudit(for: []).",
                    sourceLocation: sourceLocation ?? test.sourceLocation)
            }
            return
        }
        let names = AccessibilityAudit.screenNames(
            of: subjects, testName: test.name, isParameterized: testCase?.isParameterized == true,
            caseArguments: SwiftTestingScope.arguments(of: testCase))
        for (registration, screen) in zip(subjects, names) {
            let result: AccessibilityAuditResult
            switch registration.subject {
            case .application(let app):
                result = try app.audit(for: types, settings: settings, configuration: configuration, auditor: auditor)
            case .hierarchy(let hierarchy):
                result = try auditor.audit(hierarchy, for: types, configuration: configuration)
            }
            let site = CallSite(registration.location, function: test.name)
            _ = try reportAudit(
                result, failOn: failOn, stopAtFirstIssue: stopAtFirstIssue, baseline: baseline,
                screen: screen.name, screenSharedAcrossCases: screen.sharedAcrossCases, at: site
            ) { issue in
                ignoring.matches(issue)
            }
        }
    }
}

extension Trait where Self == AccessibilityAuditTrait {
    /// The trait with every default, spelled without parentheses as Swift Testing's own traits are
    /// (`@Suite(.accessibilityAudit)`, like `.serialized`): the same as `.accessibilityAudit()`,
    /// except that its own issues ("found nothing to audit") point at the test or suite, as no call
    /// site is known.
    public static var accessibilityAudit: Self {
        AccessibilityAuditTrait(
            types: .all, ignoring: [], baseline: nil, settings: nil, configuration: .default,
            auditor: AccessibilityAuditor(), failOn: .warning, stopAtFirstIssue: false, sourceLocation: nil)
    }

    /// Audits, after each test, the apps and hierarchies it registers with
    /// `AccessibilityAudit.register(_:)`.
    ///
    /// ```swift
    /// @Suite(.accessibilityAudit(for: [.contrast, .hitRegion]))
    /// struct QuoteScreenTests {
    ///     @Test func newQuote() {
    ///         let app = QuoteApp.makeApplication(state: .fixed)
    ///         AccessibilityAudit.register(app)
    ///         app.buttons["New Quote"].tap()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - types: The audit types (default `.all`: Apple's iOS types); an empty set turns the audit
    ///     off (for one test in an audited suite).
    ///   - ignoring: Issues to ignore: matchers written in place (`[.issue(.contrast, label: "My Label")]`)
    ///     or a list read from a JSON file (default: none).
    ///   - settings: Settings to audit apps under (default: each app's own).
    ///   - configuration: Thresholds (default: WCAG 2.2 AA).
    ///   - auditor: The rules (default: every built-in rule).
    ///   - failOn: The least severity that fails the test (default `.warning`: every issue fails, as
    ///     on Apple's; `.failure` records warnings as Swift Testing warnings).
    ///   - baseline: Known issues (default: none): quiet; new ones fail; stale entries are warnings.
    ///   - stopAtFirstIssue: Record only the first failing issue, then throw ``AccessibilityAuditStopped`` (default `false`).
    ///   - sourceLocation: Where the trait is written; the trait's own issues ("found nothing to
    ///     audit", a suite's "audited nothing") point there.
    public static func accessibilityAudit(
        for types: AccessibilityAuditType = .all,
        ignoring: AccessibilityAuditIgnoreList = [],
        settings: AccessibilitySettings? = nil,
        configuration: AccessibilityAuditConfiguration = .default,
        auditor: AccessibilityAuditor = AccessibilityAuditor(),
        failOn: AccessibilityAuditSeverity = .warning,
        baseline: AccessibilityAuditBaseline? = nil,
        stopAtFirstIssue: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        AccessibilityAuditTrait(
            types: types, ignoring: ignoring, baseline: baseline, settings: settings,
            configuration: configuration, auditor: auditor, failOn: failOn,
            stopAtFirstIssue: stopAtFirstIssue, sourceLocation: sourceLocation)
    }
}
