import AuditKitLinux
import Foundation
import Testing

@testable import AuditKitLinuxTestSupport

/// Which element identifiers a ``LoggingRule`` saw, by test name.
final class AuditLog: @unchecked Sendable {
    static let shared = AuditLog()
    private let lock = NSLock()
    private var seen: [String: [String]] = [:]

    func append(_ identifiers: [String], for test: String) {
        lock.lock()
        defer { lock.unlock() }
        seen[test, default: []] += identifiers
    }

    func identifiers(for test: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        return seen[test]
    }
}

/// A rule that finds nothing but logs the identifiers it saw under the running test's name.
struct LoggingRule: AccessibilityAuditRule {
    var ruleID: String { "test.logging" }
    var auditType: AccessibilityAuditType { .sufficientElementDescription }
    var reference: AuditReference { AuditReference(title: "Test rule", url: "https://example.invalid/logging") }

    func audit(_ context: AccessibilityAuditContext) {
        AuditLog.shared.append(context.hierarchy.elements.compactMap(\.identifier), for: Test.current?.name ?? "?")
    }
}

let loggingAuditor = AccessibilityAuditor(rules: [LoggingRule(), IdentifierPrefixRule()])

/// Checks, after the inner traits ran, what ``LoggingRule`` saw for the test (`nil`: not audited).
///
/// Put it first: the first trait is the outermost scope. (A `withKnownIssue` here cannot catch the
/// inner trait's issues: Swift Testing scopes each trait's issues to the test, not to an outer
/// trait's known-issue context, so issue recording is proved in ``AccessibilityAuditTraitScopeTests``.)
struct ExpectAuditedTrait: TestTrait, SuiteTrait, TestScoping {
    let expected: [String: [String]]
    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void)
        async throws
    {
        try await function()
        let seen = AuditLog.shared.identifiers(for: test.name)
        if seen != expected[test.name] {
            Issue.record(
                "\(test.name): expected the audit to see \(String(describing: expected[test.name])), it saw \(String(describing: seen))"
            )
        }
    }
}

extension Trait where Self == ExpectAuditedTrait {
    static func expectAudited(_ expected: [String: [String]]) -> Self { ExpectAuditedTrait(expected: expected) }
}

/// The `.accessibilityAudit` trait as a real attribute on a suite, overridden by single tests.
@Suite(
    .expectAudited([
        "theRegisteredAppIsAuditedAfterTheTest()": ["good1", "good2"],
        "ignoredIssuesAreNotRecorded()": ["bad-ignored"],
        "aCaptureCanBeRegistered()": ["good"],
        "everyRegisteredAppIsAudited()": ["a", "b"],
    ]), .accessibilityAudit(ignoring: [.issue(identifier: "bad-ignored")], auditor: loggingAuditor))
struct AccessibilityAuditTraitTests {
    @Test func theRegisteredAppIsAuditedAfterTheTest() {
        let app = makeApp("good1", "good2")
        AccessibilityAudit.register(app)
        #expect(AccessibilityAuditScope.current != nil)
        #expect(
            AuditLog.shared.identifiers(for: "theRegisteredAppIsAuditedAfterTheTest()") == nil,
            "not before the body returns")
    }

    /// Fails unless the suite's ignore list reaches the audit.
    @Test func ignoredIssuesAreNotRecorded() {
        AccessibilityAudit.register(makeApp("bad-ignored"))
    }

    @Test func aCaptureCanBeRegistered() {
        AccessibilityAudit.register(makeApp("good").snapshot())
    }

    @Test func everyRegisteredAppIsAudited() {
        AccessibilityAudit.register(makeApp("a"))
        AccessibilityAudit.register(makeApp("b"))
    }

    /// Would fail with "bad1 is bad." if the suite's trait ran: the test's own trait runs only contrast.
    @Test(.accessibilityAudit(for: [.contrast], auditor: loggingAuditor))
    func aTestsOwnTraitReplacesTheSuites() {
        AccessibilityAudit.register(makeApp("bad1"))
    }

    @Test(.accessibilityAudit(for: []))
    func anEmptySetTurnsTheAuditOff() {
        AccessibilityAudit.register(makeApp("bad1"))
    }

    /// Under the suite's trait, a test that creates nothing to audit is not audited and passes
    /// (this test would fail with "found nothing to audit" otherwise); the suite's record counts it.
    @Test func aTestThatRegistersNothingPassesUnderTheSuitesTrait() {
        #expect(AccessibilityAuditScope.current != nil)
        #expect(AccessibilityAuditTrait.suiteRecord != nil, "the suite's trait scopes the suite")
    }
}

/// The trait's scope driven from inside a test body, where `withKnownIssue` catches its issues.
@Suite struct AccessibilityAuditTraitScopeTests {
    @Test func issuesAreRecordedAtTheRegistrationLine() async throws {
        let test = try #require(Test.current)
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        let log = IssueLog()
        let line = #line + 3
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                AccessibilityAudit.register(makeApp("bad1", "bad2"))
            }
        } matching: {
            log.accept($0, containing: "is bad.")
        }
        #expect(log.lines == [line, line])
        #expect(log.comments.count == 2)
    }

    @Test func aTestThatRegistersNothingGetsAnIssue() async throws {
        let test = try #require(Test.current)
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        let log = IssueLog()
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {}
        } matching: {
            log.accept($0, containing: "found nothing to audit")
        }
        #expect(log.comments.count == 1)
    }

    /// The test's own trait asked for an audit: finding nothing fails the test, at the trait's line,
    /// also inside a suite that has a trait of its own.
    @Test func aTestsOwnTraitThatFindsNothingFailsAtTheTraitsLine() async throws {
        let test = try #require(Test.current)
        let suiteTrait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        let line = #line + 1
        let ownTrait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        let log = IssueLog()
        try await suiteTrait.withSuiteRecord(
            suiteName: "Outer", at: SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1)
        ) {
            try await withKnownIssue {
                try await ownTrait.provideScope(for: test, testCase: Test.Case.current) {}
            } matching: {
                log.accept($0, containing: "found nothing to audit")
            }
        }
        #expect(log.comments.count == 1)
        #expect(log.lines == [line])
    }

    /// A suite's trait: a test that registers nothing gets no issue; a suite none of whose tests
    /// registered anything gets one warning, at the suite trait's line.
    @Test func aSuiteWhoseTestsRegisterNothingWarnsOnce() async throws {
        let test = try #require(Test.current)
        let line = #line + 1
        let suiteTrait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        let log = IssueLog()
        try await withKnownIssue {
            try await suiteTrait.withSuiteRecord(suiteName: "ShopTests", at: test.sourceLocation) {
                try await suiteTrait.provideScope(for: test, testCase: Test.Case.current) {}
                try await suiteTrait.provideScope(for: test, testCase: Test.Case.current) {}
            }
        } matching: {
            log.accept($0, containing: "audited nothing")
        }
        #expect(
            log.comments == [
                "The .accessibilityAudit trait of suite ShopTests audited nothing: none of its 2 tests called AccessibilityAudit.register(_:)."
            ])
        #expect(log.severities == [.warning])
        #expect(log.lines == [line])
    }

    /// One test that registers something is enough: no warning, and the others are not audited.
    @Test func aSuiteWithOneAuditedTestDoesNotWarn() async throws {
        let test = try #require(Test.current)
        let suiteTrait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        try await suiteTrait.withSuiteRecord(suiteName: "ShopTests", at: test.sourceLocation) {
            try await suiteTrait.provideScope(for: test, testCase: Test.Case.current) {}
            try await suiteTrait.provideScope(for: test, testCase: Test.Case.current) {
                AccessibilityAudit.register(makeApp("good"))
            }
        }
        // Passes only if nothing was recorded: a warning or an issue here would show in the run.
    }

    @Test func stopAtFirstIssueThrowsAfterOne() async throws {
        let test = try #require(Test.current)
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor, stopAtFirstIssue: true)
        let log = IssueLog()
        let error = await #expect(throws: AccessibilityAuditStopped.self) {
            try await withKnownIssue {
                try await trait.provideScope(for: test, testCase: Test.Case.current) {
                    AccessibilityAudit.register(makeApp("bad1", "bad2"))
                }
            } matching: {
                log.accept($0, containing: "is bad.")
            }
        }
        #expect(log.comments.count == 1)
        // Swift Testing has no continueAfterFailure: the message names the trait's setting.
        #expect(error?.reason == .stopAtFirstIssue)
        #expect(
            error?.description
                == "Accessibility audit stopped after its first failure (stopAtFirstIssue is true); 1 more issue was not examined."
        )
    }

    /// The trait fails on warnings by default, as Apple's audit does.
    @Test func warningsFailByDefault() async throws {
        let test = try #require(Test.current)
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor)
        let log = IssueLog()
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                AccessibilityAudit.register(makeApp("meh1"))
            }
        } matching: {
            log.accept($0, containing: "meh1 is so-so.")
        }
        #expect(log.severities == [.error])
    }

    @Test func failOnFailureKeepsWarningsWarnings() async throws {
        let test = try #require(Test.current)
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor, failOn: .failure)
        let log = IssueLog()
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                AccessibilityAudit.register(makeApp("meh1"))
            }
        } matching: {
            log.accept($0, containing: "meh1 is so-so.")
        }
        #expect(log.severities == [.warning])
    }

    @Test func registeringOutsideTheTraitIsAnIssue() {
        let log = IssueLog()
        withKnownIssue {
            AccessibilityAudit.register(makeApp("good"))
        } matching: {
            log.accept($0, containing: "outside a test with the .accessibilityAudit trait")
        }
        #expect(log.comments.count == 1)
    }
}

/// The trait's screen names: one per audit, so that a baseline's entries of one audit are never
/// another's stale entries.
@Suite struct AccessibilityAuditTraitScreenNameTests {
    private func registration(_ app: HeadlessApplication, screen: String? = nil, line: Int = 10)
        -> AccessibilityAuditScope.Registration
    {
        AccessibilityAuditScope.Registration(
            subject: .application(app),
            location: SourceLocation(fileID: "M/F.swift", filePath: "/M/F.swift", line: line, column: 1),
            screen: screen)
    }
    private func named(_ name: String?) -> HeadlessApplication {
        HeadlessApplication(Label(text: "x", frame: CGRect(x: 0, y: 0, width: 100, height: 44)), name: name)
    }

    @Test func oneRegistrationKeepsTheTestsName() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named("Shop"))], testName: "t()", isParameterized: false)
        #expect(names.map(\.name) == ["M/F.swift t()"])
    }

    @Test func severalAppsAreToldApartByName() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named("Shop")), registration(named("Settings"))], testName: "t()", isParameterized: false)
        #expect(names.map(\.name) == ["M/F.swift t() [Shop]", "M/F.swift t() [Settings]"])
        #expect(names.map(\.sharedAcrossCases) == [false, false])
    }

    @Test func unnamedAppsAreToldApartByPlace() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named(nil)), registration(named(nil)), registration(named("Shop"))], testName: "t()",
            isParameterized: false)
        #expect(names.map(\.name) == ["M/F.swift t() #1", "M/F.swift t() #2", "M/F.swift t() [Shop]"])
    }

    @Test func twoAppsOfOneNameStayApart() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named("Shop")), registration(named("Shop"))], testName: "t()", isParameterized: false)
        #expect(names.map(\.name) == ["M/F.swift t() [Shop]", "M/F.swift t() [Shop] #2"])
    }

    @Test func aParameterizedCaseIsNamedAfterItsApp() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named("App 3"))], testName: "t(i:)", isParameterized: true)
        #expect(names.map(\.name) == ["M/F.swift t(i:) [App 3]"])
        #expect(names.map(\.sharedAcrossCases) == [false])
    }

    @Test func unnamedParameterizedCasesShareTheirName() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named(nil))], testName: "t(i:)", isParameterized: true)
        #expect(names.map(\.name) == ["M/F.swift t(i:)"])
        #expect(names.map(\.sharedAcrossCases) == [true])
    }

    /// Each case of a parameterized test is named after its arguments (newcomer's report F21: one
    /// case's known issues hid the other's), with or without an app name.
    @Test func parameterizedCasesAreNamedAfterTheirArguments() {
        let unnamed = AccessibilityAudit.screenNames(
            of: [registration(named(nil))], testName: "t(state:)", isParameterized: true, caseArguments: "state: .buggy"
        )
        #expect(unnamed.map(\.name) == ["M/F.swift t(state:) [state: .buggy]"])
        #expect(unnamed.map(\.sharedAcrossCases) == [false])
        let withName = AccessibilityAudit.screenNames(
            of: [registration(named("Shop"))], testName: "t(state:)", isParameterized: true,
            caseArguments: "state: .fixed")
        #expect(withName.map(\.name) == ["M/F.swift t(state:) [Shop] [state: .fixed]"])
        let given = AccessibilityAudit.screenNames(
            of: [registration(named(nil), screen: "Checkout")], testName: "t(state:)", isParameterized: true,
            caseArguments: "state: .fixed")
        #expect(given.map(\.name) == ["Checkout"])
    }

    @Test func aGivenScreenNameIsKept() {
        let names = AccessibilityAudit.screenNames(
            of: [registration(named(nil), screen: "Checkout 3")], testName: "t(i:)", isParameterized: true)
        #expect(names.map(\.name) == ["Checkout 3"])
        #expect(names.map(\.sharedAcrossCases) == [false])
    }

    /// End to end: a baseline of both apps of one test, read back with nothing changed, has no
    /// stale entry (with one shared name, each audit saw the other's entry as stale).
    @Test func aBaselineOfTwoAppsHasNoStaleEntryOnARerun() async throws {
        let test = try #require(Test.current)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "auditkit-trait-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("run.json")
        let environment = [
            AccessibilityAuditRunReport.environmentVariable: report.path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        @Sendable func twoApps() -> (HeadlessApplication, HeadlessApplication) {
            let first = makeApp("bad1")
            let second = Window()
            let label = Label(text: "Row", frame: CGRect(x: 20, y: 100, width: 200, height: 44))
            label.accessibilityIdentifier = "bad2"
            second.addSubview(label)
            return (first, HeadlessApplication(second, name: "Second"))
        }
        let base = "AuditKitLinuxTestSupportTests/AccessibilityAuditTraitTests.swift \(test.name)"
        let baseline = AccessibilityAuditBaseline(entries: [
            .init(
                key: "test.identifierPrefix #bad1", screen: "\(base) [TestApp]", ruleID: "test.identifierPrefix",
                compactDescription: "Test failure"),
            .init(
                key: "test.identifierPrefix #bad2", screen: "\(base) [Second]", ruleID: "test.identifierPrefix",
                compactDescription: "Test failure"),
        ])
        let trait: AccessibilityAuditTrait = .accessibilityAudit(auditor: testAuditor, baseline: baseline)
        try await TestSupportEnvironment.$override.withValue(environment) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                let (first, second) = twoApps()
                AccessibilityAudit.register(first)
                AccessibilityAudit.register(second)
            }
        }
        let records = try String(
            contentsOf: directory.appendingPathComponent(".run.json.records.jsonl"), encoding: .utf8
        ).split(separator: "\n").dropFirst()
        let screens = try records.map { try JSONDecoder().decode(AuditedScreen.self, from: Data($0.utf8)) }
        #expect(screens.map(\.name) == ["\(base) [TestApp]", "\(base) [Second]"])
        #expect(screens.map(\.staleBaselineEntries.count) == [0, 0])
        #expect(screens.map(\.baselined.count) == [1, 1])
    }
}

/// `.accessibilityAudit` spelled without parentheses, as Swift Testing's own traits are (newcomer's
/// report F15: the compiler failed to produce a diagnostic): every default, as `.accessibilityAudit()`.
@Suite(.accessibilityAudit) struct AccessibilityAuditTraitWithoutParenthesesTests {
    /// A screen every default audit passes: one body-text label that follows Dynamic Type.
    private func cleanApp() -> HeadlessApplication {
        let window = Window()
        let label = Label(text: "Welcome", frame: CGRect(x: 16, y: 100, width: 358, height: 30))
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        return HeadlessApplication(window, name: "Clean")
    }

    @Test func aCleanScreenPasses() {
        AccessibilityAudit.register(cleanApp())
    }

    @Test(.accessibilityAudit) func onATestToo() {
        AccessibilityAudit.register(cleanApp())
    }

    @Test func itAuditsAsTheDefaultCallDoes() async throws {
        let bare: AccessibilityAuditTrait = .accessibilityAudit
        let called: AccessibilityAuditTrait = .accessibilityAudit()
        #expect(bare.types == called.types)
        #expect(bare.failOn == called.failOn)
        #expect(bare.stopAtFirstIssue == called.stopAtFirstIssue)
        #expect(bare.baseline == nil && bare.settings == nil && bare.ignoring == called.ignoring)
        let test = try #require(Test.current)
        let log = IssueLog()
        try await withKnownIssue {
            try await bare.provideScope(for: test, testCase: Test.Case.current) {}
        } matching: {
            log.accept($0, containing: "found nothing to audit")
        }
        #expect(log.comments.count == 1)
    }
}
