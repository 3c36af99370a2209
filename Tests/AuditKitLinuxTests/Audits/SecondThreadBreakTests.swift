import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits

#if canImport(Glibc)
    import Glibc
#endif

/// Attempts to make an audit on two threads (`AccessibilityAuditor.secondThread == .always`) give
/// another result than the audit on one (`.never`): live headless screens with VoiceOver on (the
/// only live screens whose facts go to the second thread), modal views and the system's UI set
/// aside, hierarchies carrying their settings variants, rule lists of the user's own (rules
/// repeated, reordered, a subset, rules of the user's own reporting beside the readers), the
/// scope, narrowed types and counted left-out types; many audits at once; deep and large screens;
/// and a second thread that cannot be started.
final class SecondThreadBreakTests: XCTestCase {
    private func auditor(
        _ choice: SecondThread.Choice, rules: [any AccessibilityAuditRule] = AccessibilityAuditor.builtInRules,
        counting: Bool = false
    ) -> AccessibilityAuditor {
        var auditor = AccessibilityAuditor(rules: rules, countsLeftOutTypes: counting)
        auditor.secondThread = choice
        return auditor
    }

    private let typeSets: [AccessibilityAuditType] = [
        .all, .every, [.trait, .hitRegion], .sufficientElementDescription, .elementDetection, .contrast,
    ]

    private let configurations: [AccessibilityAuditConfiguration] = [
        .default, AccessibilityAuditConfiguration(scope: .wholeContent),
    ]

    /// Fails unless `one` and `two` are equal, and their JSON reports byte for byte.
    private func assertSame(
        _ one: Result<AccessibilityAuditResult, any Error>, _ two: Result<AccessibilityAuditResult, any Error>,
        _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        switch (one, two) {
        case (.success(let one), .success(let two)):
            XCTAssertEqual(one.issues.map(\.ruleID), two.issues.map(\.ruleID), what, file: file, line: line)
            XCTAssertEqual(one.notEvaluated, two.notEvaluated, what, file: file, line: line)
            XCTAssertEqual(one, two, what, file: file, line: line)
            XCTAssertEqual(
                try JSONReport(one).encoded(), try JSONReport(two).encoded(), "\(what): JSON report", file: file,
                line: line)
        case (.failure(let one), .failure(let two)):
            XCTAssertEqual(String(describing: one), String(describing: two), what, file: file, line: line)
        default:
            XCTFail("\(what): one thread \(one), two \(two)", file: file, line: line)
        }
    }

    // MARK: Screens

    /// A live screen of `rows` rows, each a cell with a title and an "Edit" button (one name for
    /// many controls), buttons named like identifiers, with a trait word, with their value in the
    /// label, some past the screen's edge, some hidden copies; with a modal sheet, the status bar
    /// and a keyboard when asked.
    private func liveScreen(
        rows: Int, seed: UInt64, modal: Bool, systemInterface: Bool, settings: AccessibilitySettings
    ) -> HeadlessApplication {
        var random = SeededRandom(seed: seed)
        let window = Window(frame: RuleHarness.screen)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 90, width: 390, height: 600))
        let names = [
            "Edit", "Edit", "btn_close", "Close button", "Settings Settings", "Play", "ic_heart", "Selected, selected",
            "Volume", "More", "",
        ]
        for row in 0..<rows {
            let y = Double(row) * 48
            let cell = TableViewCell(
                text: random.pick(["Anna", "Ben", "Anna", "Row \(row % 9)"]), detailText: nil,
                frame: CGRect(x: 0, y: y, width: 390, height: 48))
            let x = random.pick([300.0, 300.0, 380.0, 420.0])
            let button = Button(title: random.pick(names), frame: CGRect(x: x, y: 2, width: 60, height: 44))
            button.addAction {}
            if Int.random(in: 0..<5, using: &random) == 0 { button.accessibilityValue = button.accessibilityLabel }
            if Int.random(in: 0..<7, using: &random) == 0 { button.accessibilityHint = button.accessibilityLabel }
            if Int.random(in: 0..<9, using: &random) == 0 { button.isHidden = true }
            cell.addSubview(button)
            if Int.random(in: 0..<6, using: &random) == 0 {
                let tiny = Button(title: random.pick(names), frame: CGRect(x: 10, y: 2, width: 0, height: 0))
                tiny.addAction {}
                cell.addSubview(tiny)
            }
            scroll.addSubview(cell)
        }
        window.addSubview(scroll)
        if systemInterface {
            window.addSubviews(
                StatusBar(frame: CGRect(x: 0, y: 0, width: 390, height: 47)),
                Keyboard(frame: CGRect(x: 0, y: 544, width: 390, height: 300)))
        }
        if modal {
            let sheet = View(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
            sheet.accessibilityViewIsModal = true
            sheet.addSubviews(
                Label(text: "Share quote", frame: CGRect(x: 16, y: 16, width: 300, height: 30)),
                Button(title: "Copy", frame: CGRect(x: 16, y: 60, width: 200, height: 44)),
                Button(title: "Copy", frame: CGRect(x: 16, y: 110, width: 200, height: 44)),
                Button(title: "btn_share", frame: CGRect(x: 16, y: 160, width: 200, height: 44)))
            window.addSubview(sheet)
        }
        return HeadlessApplication(window, name: "Rows", settings: settings)
    }

    private let voiceOver = AccessibilitySettings(isVoiceOverRunning: true)

    // MARK: Live screens

    /// Live screens with VoiceOver on (their facts go to the second thread), with and without a
    /// modal sheet and the system's UI; and with VoiceOver off (they do not).
    func testLiveScreensAuditAlikeOnOneThreadAndTwo() {
        for (round, (modal, system)) in [(false, false), (true, false), (false, true), (true, true)].enumerated() {
            for settings in [voiceOver, AccessibilitySettings.default] {
                let app = liveScreen(
                    rows: 40, seed: UInt64(round + 1), modal: modal, systemInterface: system, settings: settings)
                for types in typeSets {
                    for configuration in configurations {
                        for counting in [false, true] {
                            let what =
                                "live, modal \(modal), system UI \(system), VoiceOver \(settings.isVoiceOverRunning), "
                                + "types \(types.rawValue), scope \(configuration.scope), counting \(counting)"
                            let one = Result {
                                try app.audit(
                                    for: types, configuration: configuration,
                                    auditor: auditor(.never, counting: counting))
                            }
                            let two = Result {
                                try app.audit(
                                    for: types, configuration: configuration,
                                    auditor: auditor(.always, counting: counting))
                            }
                            assertSame(one, two, what)
                        }
                    }
                }
            }
        }
    }

    /// A snapshot taken with VoiceOver on carrying its settings variants (what `auditableSnapshot`
    /// saves), read back from its JSON: the auditor answers the re-snapshots from the variants.
    func testSnapshotsWithVariantsAuditAlikeOnOneThreadAndTwo() throws {
        for (round, modal) in [false, true].enumerated() {
            let app = liveScreen(
                rows: 30, seed: UInt64(10 + round), modal: modal, systemInterface: true, settings: voiceOver)
            let snapshot = app.auditableSnapshot(settings: voiceOver)
            XCTAssertFalse(snapshot.settingsVariants.isEmpty)
            let read = try AccessibilityHierarchy(importing: try snapshot.jsonData(), name: "variants.json")
            for hierarchy in [snapshot, read] {
                for types in typeSets {
                    for counting in [false, true] {
                        let what = "variants, modal \(modal), types \(types.rawValue), counting \(counting)"
                        let one = Result { try auditor(.never, counting: counting).audit(hierarchy, for: types) }
                        let two = Result { try auditor(.always, counting: counting).audit(hierarchy, for: types) }
                        assertSame(one, two, what)
                    }
                }
            }
        }
    }

    // MARK: Rule lists

    /// A rule of the user's own: reports every button, and records what it did not judge with the
    /// reason and audit type of a built-in reader's record (so records merge across the two).
    private struct EveryButtonRule: AccessibilityAuditRule {
        var ruleID: String
        var auditType: AccessibilityAuditType
        var reference: AuditReference { AuditReference(title: "Mine", url: "https://example.invalid/mine") }
        func audit(_ context: AccessibilityAuditContext) {
            var buttons = 0
            for element in context.hierarchy.elements where element.elementType == .button {
                buttons += 1
                context.report(
                    self, element: element, compactDescription: "A button",
                    detailedDescription: "\(ruleID) saw a button.")
            }
            context.notEvaluated(
                self, reason: "links read with the same name may lead to the same place, which is not recorded",
                elementCount: buttons % 2 == 0 ? nil : 1)
        }
    }

    /// Rule lists made by the user: every built-in rule backwards, the readers first, each rule
    /// twice, a subset of readers and a user rule in between, a reader alone.
    func testCustomRuleListsAuditAlikeOnOneThreadAndTwo() {
        let builtIn = AccessibilityAuditor.builtInRules
        let readers = builtIn.filter { !$0.factsOnSecondThread.isEmpty }
        let others = builtIn.filter { $0.factsOnSecondThread.isEmpty }
        XCTAssertEqual(readers.count, 6)
        let mine = EveryButtonRule(ruleID: "mine.everyButton", auditType: .sufficientElementDescription)
        let mineToo = EveryButtonRule(ruleID: "mine.everyButtonToo", auditType: .elementDetection)
        let lists: [(String, [any AccessibilityAuditRule])] = [
            ("backwards", builtIn.reversed()),
            ("readers first", readers + others),
            ("each twice", builtIn.flatMap { [$0, $0] }),
            ("readers and mine", [mine] + readers + [mineToo] + readers.reversed() + [mine]),
            ("mine among all", [mineToo] + builtIn + [mine]),
            ("one reader", [readers[readers.count / 2]]),
            ("verdicts alone", readers.filter { $0.factsOnSecondThread == .labelVerdicts }),
        ]
        var captures: [(String, AccessibilityHierarchy)] = []
        var random = SeededRandom(seed: 7)
        for round in 0..<6 { captures.append(("random capture \(round)", randomCapture(&random, rows: 80))) }
        let live = liveScreen(rows: 30, seed: 3, modal: true, systemInterface: true, settings: voiceOver)
        for (name, rules) in lists {
            for (capture, hierarchy) in captures {
                for types in typeSets {
                    for counting in [false, true] {
                        let what = "\(name), \(capture), types \(types.rawValue), counting \(counting)"
                        let one = Result {
                            try auditor(.never, rules: rules, counting: counting).audit(hierarchy, for: types)
                        }
                        let two = Result {
                            try auditor(.always, rules: rules, counting: counting).audit(hierarchy, for: types)
                        }
                        assertSame(one, two, what)
                    }
                }
            }
            let one = Result { try live.audit(auditor: auditor(.never, rules: rules, counting: true)) }
            let two = Result { try live.audit(auditor: auditor(.always, rules: rules, counting: true)) }
            assertSame(one, two, "\(name), live screen")
        }
    }

    // MARK: Captures

    /// A capture of `rows` rows like ReadingOnSecondThreadTests' random captures.
    private func randomCapture(_ random: inout SeededRandom, rows: Int) -> AccessibilityHierarchy {
        let labels = [
            "Close button", "More", "More", "Play", "btn_close", "Settings", "Settings Settings", "Delete", "",
            "Selected tab, selected", "Heading header", "OK", "ic_heart.png", "Edit",
        ]
        let types: [ElementType] = [.button, .button, .staticText, .link, .image, .switch, .cell, .other]
        var capture = CaptureFixture()
        var parents = [capture.root]
        for row in 0..<rows {
            let y = Double(row) * Double.random(in: 20...60, using: &random)
            let side = random.pick([0.0, 10.0, 30.0, 44.0, 120.0])
            let id = capture.add(
                random.pick(types), parent: random.pick(parents), label: random.pick(labels),
                value: Int.random(in: 0..<6, using: &random) == 0 ? random.pick(labels) : nil,
                identifier: Bool.random(using: &random) ? "row_\(row % 7)" : nil,
                accessible: random.pick([true, false, nil]),
                frame: CGRect(x: Double.random(in: -50...450, using: &random), y: y, width: side, height: side),
                visible: Int.random(in: 0..<8, using: &random) != 0)
            if Int.random(in: 0..<4, using: &random) == 0 { parents.append(id) }
        }
        return capture.hierarchy
    }

    /// A chain of 6,000 nested containers with rows of controls at its bottom (above the size for
    /// a second thread, deeper than any recursion would survive), and a screen of 12,000 elements.
    func testDeepAndLargeScreensAuditAlikeOnOneThreadAndTwo() {
        var capture = CaptureFixture()
        var parent = capture.root
        for _ in 0..<6_000 { parent = capture.add(.other, parent: parent) }
        for row in 0..<200 {
            capture.add(
                .button, parent: parent, label: row % 3 == 0 ? "Edit" : "btn_\(row % 5)",
                frame: CGRect(x: row % 2 == 0 ? 10 : 400, y: Double(row) * 4, width: 44, height: 44))
        }
        var random = SeededRandom(seed: 12)
        let large = randomCapture(&random, rows: 12_000)
        for (name, hierarchy) in [("deep", capture.hierarchy), ("large", large)] {
            for types in [AccessibilityAuditType.all, .sufficientElementDescription] {
                let one = Result { try auditor(.never).audit(hierarchy, for: types) }
                let two = Result { try auditor(.always).audit(hierarchy, for: types) }
                let automatic = Result { try auditor(.automatic).audit(hierarchy, for: types) }
                assertSame(one, two, "\(name), types \(types.rawValue)")
                assertSame(one, automatic, "\(name), types \(types.rawValue), automatic")
            }
        }
    }

    // MARK: Work no rule asks for

    /// The second thread judges only the labels the rule judges (``ScreenFacts/judgedLabels``),
    /// not every label with content: on a screen of long lines of identifiers that the rule leaves
    /// alone (static texts showing the text they read, a log or a file list; hidden images no rule
    /// reads), it judges none of them, and the audit gives what one thread gives.
    func testTheSecondThreadJudgesOnlyTheLabelsTheRuleJudges() throws {
        let line = (0..<400).map { "com.example.module_\($0 % 97)" }.joined(separator: " ")
        for shape in ["static texts showing their label", "hidden images"] {
            var capture = CaptureFixture()
            for row in 0..<50 {
                if shape == "hidden images" {
                    capture.add(
                        .image, parent: capture.root, label: line, accessible: false,
                        frame: CGRect(x: 0, y: Double(row), width: 10, height: 10), visible: false)
                } else {
                    capture.add(
                        .staticText, parent: capture.root, label: line, value: line, accessible: true,
                        frame: CGRect(x: 0, y: Double(row) * 20, width: 390, height: 20))
                }
            }
            capture.add(
                .button, parent: capture.root, label: "btn_more", accessible: true,
                frame: CGRect(x: 0, y: 700, width: 44, height: 44))
            let hierarchy = capture.hierarchy
            let facts = AccessibilityAuditContext(hierarchy: hierarchy, configuration: .default).facts(of: hierarchy)
            facts.startOnSecondThread(.labelVerdicts)
            XCTAssertEqual(facts.judgedLabels.map(\.label), ["btn_more"], shape)
            // Taken once the thread is done (it counts itself done after making them), so that the
            // verdicts are its own, not claimed back: one verdict, for the one judged label.
            let deadline = Date().addingTimeInterval(20)
            while !SecondThread.noneRunning, Date() < deadline { usleep(100) }
            XCTAssertEqual(facts.labelVerdicts?.count, 1, shape)
            XCTAssertEqual(try auditor(.never).audit(hierarchy), try auditor(.always).audit(hierarchy), shape)
        }
    }

    // MARK: Many audits at once

    /// Sixteen audits at once, each making its facts on a second thread (32 threads on the
    /// machine's cores), give each what one audit on one thread gives.
    func testManyAuditsAtOnceOnTwoThreadsEach() {
        var random = SeededRandom(seed: 99)
        let captures = (0..<4).map { _ in randomCapture(&random, rows: 1_500) }
        let expected = captures.map { try? auditor(.never).audit($0) }
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var found: [Int: AccessibilityAuditResult?] = [:]
        }
        let results = Results()
        let twoThreads = auditor(.always, counting: true)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let result = try? twoThreads.audit(captures[index % captures.count])
            results.lock.withLock { results.found[index] = result }
        }
        let counted = captures.map { try? auditor(.never, counting: true).audit($0) }
        for index in 0..<16 {
            let found = results.found[index] ?? nil
            XCTAssertEqual(found?.issues, expected[index % captures.count]?.issues, "audit \(index)")
            XCTAssertEqual(found, counted[index % captures.count], "audit \(index)")
        }
    }

    // MARK: A second thread that never starts

    /// When the second thread never starts its work (the system could not make it, or it starts
    /// late on a busy machine), the audit does not wait for it: the first rule that asks for a fact
    /// makes it itself, and the result is what one thread gives. The audit runs on a thread of its
    /// own, so that the test fails rather than hangs.
    func testAnAuditReturnsWhenItsSecondThreadNeverStarts() throws {
        var random = SeededRandom(seed: 5)
        for round in 0..<6 {
            let hierarchy = randomCapture(&random, rows: 60)
            for counting in [false, true] {
                let expected = try auditor(.never, counting: counting).audit(hierarchy)
                final class Outcome: @unchecked Sendable { var result: AccessibilityAuditResult? }
                let outcome = Outcome()
                let done = DispatchSemaphore(value: 0)
                let neverStarting = auditor(.alwaysNeverStarting, counting: counting)
                let runner = Thread {
                    outcome.result = try? neverStarting.audit(hierarchy)
                    done.signal()
                }
                runner.start()
                XCTAssertEqual(
                    done.wait(timeout: .now() + 20), .success,
                    "round \(round): the audit waits for a thread that never started")
                XCTAssertEqual(outcome.result, expected, "round \(round), counting \(counting)")
            }
        }
    }

    /// A value whose work no thread started is taken back at once, by every taker; one whose work
    /// a thread started is waited for.
    func testAValueIsTakenBackOrWaitedFor() {
        let idle = SecondThread.Job()
        let first = SecondThread.Value<Int>(of: idle)
        let second = SecondThread.Value<Int>(of: idle)
        SecondThread.start(idle, starting: false) { first.make { 1 } }
        XCTAssertNil(first.take())
        XCTAssertNil(second.take())
        let started = SecondThread.Job()
        let value = SecondThread.Value<Int>(of: started)
        let release = DispatchSemaphore(value: 0)
        SecondThread.start(started) {
            release.wait()
            value.make { 42 }
        }
        // The thread claims the work before it waits: once it runs, taking waits for the value.
        let deadline = Date().addingTimeInterval(20)
        while !started.isClaimedBySecondThread, Date() < deadline { usleep(100) }
        XCTAssertTrue(started.isClaimedBySecondThread)
        release.signal()
        XCTAssertEqual(value.take(), 42)
    }
}
