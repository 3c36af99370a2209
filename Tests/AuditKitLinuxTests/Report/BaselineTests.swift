import AuditKitLinux
import Foundation
import XCTest

final class BaselineTests: XCTestCase {
    // MARK: Keys

    func testKeyUsesTheIdentifierWhenTheElementHasOne() {
        let issue = ReportFixtures.issue(
            element: ReportFixtures.element(identifier: "closeButton", label: "Close"),
            path: "Application/Window/Other[2]/Button#closeButton")
        XCTAssertEqual(issue.baselineKey, "hitRegion.tooSmall #closeButton")
    }

    func testKeyIsThePathFromTheNearestIdentifiedAncestorWithoutIndices() {
        let issue = ReportFixtures.issue(
            element: ReportFixtures.element(),
            path: "Application/Window/Other#list/Other[3]/Cell['Wi-Fi']/Button[1]")
        XCTAssertEqual(issue.baselineKey, "hitRegion.tooSmall Other#list/Other/Cell['Wi-Fi']/Button")
    }

    func testKeyWithoutIdentifiedAncestorStartsBelowTheApplication() {
        let issue = ReportFixtures.issue(element: ReportFixtures.element(), path: "Application/Window/Other[1]/Button")
        XCTAssertEqual(issue.baselineKey, "hitRegion.tooSmall Window/Other/Button")
        let named = ReportFixtures.issue(
            element: ReportFixtures.element(), path: "Application['Shop']/Window/Other[1]/Button")
        XCTAssertEqual(named.baselineKey, "hitRegion.tooSmall Window/Other/Button")
        let app = ReportFixtures.issue(element: ReportFixtures.element(.application), path: "Application['Shop']")
        XCTAssertEqual(app.baselineKey, "hitRegion.tooSmall Application")
    }

    func testKeysDoNotChangeWhenTheAppIsRenamed() throws {
        XCTAssertEqual(
            try screen(appName: "Boutique").issues.map(\.baselineKey), try screen().issues.map(\.baselineKey))
    }

    func testLabelsHoldingSlashesHashesAndIndexLikeTextStayWhole() {
        let issue = ReportFixtures.issue(
            element: ReportFixtures.element(.staticText, label: "#1 of 3/[2]"),
            path: "Application/Window/Other#feed/StaticText['#1 of 3/[2]']")
        XCTAssertEqual(issue.baselineKey, "hitRegion.tooSmall Other#feed/StaticText['#1 of 3/[2]']")
    }

    func testWholeScreenIssueKey() {
        XCTAssertEqual(ReportFixtures.issue(element: nil, path: nil).baselineKey, "hitRegion.tooSmall (screen)")
    }

    // MARK: Stability over real hierarchies

    /// A screen: a toolbar with an identified and an unnamed button, and an unnamed button nested
    /// in plain views (index-only steps).
    private func screen(extraSiblings: Bool = false, reordered: Bool = false, appName: String = "Settings") throws
        -> AccessibilityAuditResult
    {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let toolbar = View(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.accessibilityIdentifier = "toolbar"
        let close = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        close.accessibilityIdentifier = "closeButton"
        if extraSiblings {
            // A named button before the unnamed one: its index among buttons shifts.
            toolbar.addSubview(Button(title: "Offline", frame: CGRect(x: 100, y: 0, width: 60, height: 44)))
        }
        toolbar.addSubviews(close, Button(frame: CGRect(x: 50, y: 0, width: 44, height: 44)))
        let outer = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let inner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        inner.addSubview(Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44)))
        outer.addSubview(inner)
        let title = Label(text: "Settings", frame: CGRect(x: 0, y: 60, width: 200, height: 20))
        var children: [View] = reordered ? [title, outer, toolbar] : [toolbar, title, outer]
        if extraSiblings {
            // Unrelated views of the same types as the ancestors, before them: every index shifts.
            children.insert(View(frame: CGRect(x: 0, y: 400, width: 10, height: 10)), at: 0)
            children.insert(Button(title: "Help", frame: CGRect(x: 0, y: 500, width: 60, height: 44)), at: 1)
            let plain = View(frame: CGRect(x: 0, y: 600, width: 10, height: 10))
            plain.addSubview(View())
            children.append(plain)
        }
        children.forEach(window.addSubview)
        return try AccessibilityAuditor(rules: [UnnamedButtonRule()]).audit(
            HeadlessApplication(window, name: appName).snapshot())
    }

    func testKeysOfARealScreen() throws {
        XCTAssertEqual(
            try screen().issues.map(\.baselineKey),
            [
                "test.unnamedButton #closeButton",
                "test.unnamedButton Other#toolbar/Button",
                "test.unnamedButton Window/Other/Other/Button",
            ])
    }

    func testKeysStayTheSameWhenUnrelatedViewsAreAddedOrReordered() throws {
        let original = try screen().issues.map(\.baselineKey).sorted()
        let withSiblings = try screen(extraSiblings: true)
        XCTAssertNotEqual(
            try screen().issues.map(\.path), withSiblings.issues.map(\.path),
            "the paths themselves shift (this is why keys drop indices)")
        XCTAssertEqual(withSiblings.issues.map(\.baselineKey).sorted(), original)
        XCTAssertEqual(try screen(reordered: true).issues.map(\.baselineKey).sorted(), original)
        XCTAssertEqual(try screen(extraSiblings: true, reordered: true).issues.map(\.baselineKey).sorted(), original)
    }

    func testABaselineOfOneRunFindsNothingNewInTheNextChangedRun() throws {
        let baseline = AccessibilityAuditBaseline(result: try screen(), screen: "Settings")
        let comparison = baseline.compare(try screen(extraSiblings: true, reordered: true), screen: "Settings")
        XCTAssertEqual(comparison.new, [])
        XCTAssertEqual(comparison.known.count, 3)
        XCTAssertEqual(comparison.stale, [])
    }

    // MARK: Compare

    func testCompareSplitsNewKnownAndStaleCountingDuplicates() {
        let a = ReportFixtures.issue(element: ReportFixtures.element(), path: "Application/Window/Other#list/Button[0]")
        let a2 = ReportFixtures.issue(
            element: ReportFixtures.element(id: 2), path: "Application/Window/Other#list/Button[1]")
        let a3 = ReportFixtures.issue(
            element: ReportFixtures.element(id: 3), path: "Application/Window/Other#list/Button[2]")
        let b = ReportFixtures.issue(
            "contrast.text", type: .contrast, compact: "Contrast failed",
            element: ReportFixtures.element(.staticText, label: "Hi"), path: "Application/Window/StaticText['Hi']")
        let fixed = ReportFixtures.issue(
            element: ReportFixtures.element(identifier: "gone"), path: "Application/Window/Button#gone")
        let baseline = AccessibilityAuditBaseline(result: ReportFixtures.result([a, a2, fixed, b]))
        let comparison = baseline.compare(ReportFixtures.result([a, a2, a3, b]))
        XCTAssertEqual(comparison.known, [a, a2, b])
        XCTAssertEqual(comparison.new, [a3], "a third same-key issue is new")
        XCTAssertEqual(comparison.stale.map(\.key), ["hitRegion.tooSmall #gone"])
    }

    func testEntriesOnlyMatchTheirScreen() {
        let issue = ReportFixtures.issue()
        let baseline = AccessibilityAuditBaseline(screens: [
            AuditedScreen(name: "Home", result: ReportFixtures.result([issue]))
        ])
        XCTAssertEqual(baseline.compare(ReportFixtures.result([issue]), screen: "Home").new, [])
        XCTAssertEqual(baseline.compare(ReportFixtures.result([issue]), screen: "Settings").new, [issue])
        XCTAssertEqual(baseline.compare(ReportFixtures.result([]), screen: "Home").stale.count, 1)
    }

    // MARK: File

    func testFileFormat() throws {
        let issue = ReportFixtures.issue(
            element: ReportFixtures.element(identifier: "closeButton"), path: "Application/Window/Button#closeButton")
        let data = try AccessibilityAuditBaseline(result: ReportFixtures.result([issue]), screen: "Home").jsonData()
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            """
            {
              "entries" : [
                {
                  "compactDescription" : "Hit area is too small",
                  "key" : "hitRegion.tooSmall #closeButton",
                  "path" : "Application/Window/Button#closeButton",
                  "ruleID" : "hitRegion.tooSmall",
                  "screen" : "Home"
                }
              ],
              "format" : "auditkit-baseline",
              "version" : 1
            }
            """)
        XCTAssertEqual(
            try AccessibilityAuditBaseline(json: data).compare(ReportFixtures.result([issue]), screen: "Home").known,
            [issue])
    }

    func testForeignOrNewerFilesAreRefused() {
        XCTAssertThrowsError(
            try AccessibilityAuditBaseline(
                json: Data(#"{"format":"auditkit-ignore-list","version":1,"entries":[]}"#.utf8)))
        XCTAssertThrowsError(
            try AccessibilityAuditBaseline(json: Data(#"{"format":"auditkit-baseline","version":9,"entries":[]}"#.utf8))
        )
        XCTAssertNoThrow(
            try AccessibilityAuditBaseline(json: Data(#"{"format":"auditkit-baseline","version":1,"entries":[]}"#.utf8))
        )
    }

    // MARK: Severity

    func testFailingAtAThreshold() {
        let failure = ReportFixtures.issue()
        let warning = ReportFixtures.issue(
            "contrast.text", type: .contrast, compact: "Contrast nearly passed", severity: .warning)
        let result = ReportFixtures.result([warning, failure])
        XCTAssertEqual(result.failing(at: .failure), [failure])
        XCTAssertEqual(result.failing(at: .warning), [warning, failure])
    }

    // MARK: Deterministic files

    func testBaselineFileIsByteIdenticalWhateverTheRecordingOrder() throws {
        func field(_ index: Int) -> AccessibilityAuditIssue {
            ReportFixtures.issue(
                "element.noDescription", type: .sufficientElementDescription, compact: "Element has no description",
                element: ReportFixtures.element(.textField), path: "Application/Window/Other/TextField[\(index)]")
        }
        let screens = [
            AuditedScreen(
                name: "Settings", result: ReportFixtures.result([field(2), field(10), ReportFixtures.issue()])),
            AuditedScreen(
                name: "Cart", result: ReportFixtures.result([ReportFixtures.issue(element: nil, path: nil), field(1)])),
            AuditedScreen(name: "About", result: ReportFixtures.result([field(3)])),
        ]
        let reference = try AccessibilityAuditBaseline(screens: screens).jsonData()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let entries = AccessibilityAuditBaseline(screens: screens).entries.shuffled(using: &generator)
            XCTAssertEqual(try AccessibilityAuditBaseline(entries: entries).jsonData(), reference)
            XCTAssertEqual(
                try AccessibilityAuditRunReport(path: "/tmp/unused.json", format: .baseline, runID: "r")
                    .render(screens.shuffled(using: &generator)), reference)
        }
        let written = try AccessibilityAuditBaseline(json: reference).entries
        XCTAssertEqual(
            written.map { "\($0.screen ?? "") \($0.path ?? "")" },
            [
                "About Application/Window/Other/TextField[3]",
                "Cart Application/Window/Other/TextField[1]",
                "Cart ",
                "Settings Application/Window/Other/TextField[2]",
                "Settings Application/Window/Other/TextField[10]",
                "Settings Application/Window/Button",
            ])
    }
}
