import Foundation
import Testing

@testable import AuditKitLinux
@testable import AuditKitLinuxTestSupport

/// A window with one label in dark grey: readable in light mode, "Contrast failed" in dark mode
/// (the window's background turns black).
private func darkGreyWindow(_ launch: ApplicationLaunch) -> View {
    let window = Window()
    let label = Label(
        text: launch.arguments.first ?? "Readable in light mode only",
        frame: CGRect(x: 16, y: 100, width: 358, height: 22))
    label.accessibilityIdentifier = "text"
    let grey = RGBA(red255: 0x20, green255: 0x20, blue255: 0x20)
    label.textColor = Color(light: grey, dark: grey)
    window.addSubview(label)
    return window
}

/// Two test cases meeting while both run: each says it reached a point and waits (up to a few
/// seconds) for the other. When the cases do not overlap (a serialized run), `meet` says so and
/// the cross-checks are skipped.
private final class Rendezvous: @unchecked Sendable {
    private let lock = NSLock()
    private var arrived: Set<String> = []

    func arrive(_ point: String) { lock.withLock { _ = arrived.insert(point) } }

    /// Waits until `point` was reached; `false` after 5 s.
    func meet(_ point: String) async -> Bool {
        for _ in 0..<500 {
            if lock.withLock({ arrived.contains(point) }) { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }
}

private let rendezvous = Rendezvous()

/// Swift Testing runs tests and the cases of a parameterized test in parallel: each test case has
/// a device of its own (`XCUIDevice.shared.appearance`, `.orientation`), its own registration and
/// its own running apps, so no verdict depends on what a test beside it set.
@Suite struct DeviceScopeTests {
    /// Case `true` sets dark mode and landscape, registers and launches its own screen, then waits for
    /// case `false` to look; case `false` waits until case `true` has done so, then sees the device
    /// as set outside tests, its own screen, and passes its contrast audit.
    @Test(arguments: [true, false]) func aTestsDeviceAndAppsAreItsOwn(changesTheDevice: Bool) async throws {
        let name = changesTheDevice ? "dark" : "light"
        XCUIApplication.register { launch in darkGreyWindow(launch) }
        let app = XCUIApplication()
        app.launchArguments = [name]
        if changesTheDevice {
            XCUIDevice.shared.appearance = .dark
            XCUIDevice.shared.orientation = .landscapeLeft
            app.launch()
            rendezvous.arrive("set")
            _ = await rendezvous.meet("looked")
            #expect(XCUIDevice.shared.appearance == .dark)
            #expect(XCUIDevice.shared.orientation == .landscapeLeft)
            #expect(app.staticTexts["text"].label == "dark")
            let result = try app.performAccessibilityAudit(for: .contrast) { _ in true }
            #expect(result.issues.isEmpty)
            #expect(try app.audit(for: .contrast).failures.count == 1, "dark mode makes the grey text unreadable")
        } else {
            let overlapped = await rendezvous.meet("set")
            app.launch()
            #expect(XCUIDevice.shared.appearance == .unspecified)
            #expect(XCUIDevice.shared.orientation == .portrait)
            #expect(app.settings.userInterfaceStyle == .light)
            #expect(app.staticTexts["text"].label == "light")
            try app.performAccessibilityAudit(for: .contrast)
            rendezvous.arrive("looked")
            if !overlapped { print("DeviceScopeTests: the two cases did not overlap; nothing was crossed") }
        }
    }

    /// The tasks a test starts see its device; a detached task is off the test's task and sees the
    /// process's.
    @Test func childTasksSeeTheTestsDevice() async {
        XCUIDevice.shared.appearance = .dark
        async let child = XCUIDevice.shared.appearance
        let grouped = await withTaskGroup(of: HeadlessDevice.Appearance.self) { group in
            group.addTask { XCUIDevice.shared.appearance }
            return await group.next()
        }
        let detached = await Task.detached { XCUIDevice.shared.appearance }.value
        #expect(await child == .dark)
        #expect(grouped == .dark)
        #expect(detached == .unspecified)
    }

    /// The newcomer's race (report F17): light-mode audits beside a test that flips the device's
    /// appearance as fast as it can. Each case must see light mode in every one of its audits.
    @Test(arguments: 0..<8) func lightAuditsBesideAFlippingTest(index: Int) throws {
        XCUIApplication.register { launch in darkGreyWindow(launch) }
        for _ in 0..<10 {
            let app = XCUIApplication()
            app.launch()
            var darkIssues = 0
            try app.performAccessibilityAudit(for: .contrast) { _ in
                darkIssues += 1
                return true
            }
            #expect(darkIssues == 0, "case \(index) saw another test's dark mode")
        }
    }

    @Test func flipsTheAppearance() {
        for _ in 0..<20_000 {
            XCUIDevice.shared.appearance = .dark
            XCUIDevice.shared.appearance = .light
        }
        #expect(XCUIDevice.shared.appearance == .light)
    }
}

/// The arguments of a parameterized test case, which name its screen by default.
@Suite struct TestCaseArgumentsTests {
    enum State: String, CaseIterable { case buggy, fixed }

    @Test(arguments: State.allCases) func oneArgument(state: State) {
        #expect(SwiftTestingScope.currentArguments() == "state: \(String(describingForTest: state))")
    }

    @Test(arguments: [1, 1], ["a"]) func equalArgumentsAreToldApart(number: Int, letter: String) {
        let arguments = SwiftTestingScope.currentArguments() ?? ""
        #expect(["number: 1, letter: \"a\"", "number: 1, letter: \"a\" #2"].contains(arguments), "\(arguments)")
    }

    @Test func notParameterized() {
        #expect(SwiftTestingScope.currentArguments() == nil)
    }
}

/// A parameterized test's audits are written to a baseline under one screen per case (newcomer's
/// report F21), so one case's known issues never hide another's.
@Suite struct ParameterizedScreenNameTests {
    @Test(arguments: ["bad1", "bad2"]) func eachCaseWritesItsOwnScreen(identifier: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "auditkit-case-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("baseline.json").path
        let environment = [
            AccessibilityAuditBaseline.writeEnvironmentVariable: path,
            AccessibilityAuditRunReport.runIDVariable: UUID().uuidString,
        ]
        try withKnownIssue {
            try TestSupportEnvironment.$override.withValue(environment) {
                _ = try makeApp(identifier).performAccessibilityAudit(auditor: testAuditor)
            }
        } matching: { issue in
            issue.severity == .warning
        }
        PendingReports.writeAll()
        let baseline = try AccessibilityAuditBaseline(json: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(
            baseline.entries.map(\.screen) == [
                "AuditKitLinuxTestSupportTests/DeviceScopeTests.swift eachCaseWritesItsOwnScreen(identifier:) "
                    + "[identifier: \"\(identifier)\"]"
            ])
    }
}
