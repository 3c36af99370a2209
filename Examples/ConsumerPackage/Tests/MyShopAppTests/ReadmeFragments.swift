// The articles' shorter examples, each run where a user would write it: in a test method, with the
// values it names (`app`, `ignoreListURL`, `baselineURL`) made just before it. This
// file imports only what a user's test file would.
import AuditKitLinuxTestSupport
import MyShopApp
import QuoteApp
import XCTest

/// This repository's root (the consumer package is `Examples/ConsumerPackage` in it).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

final class ReadmeFragmentTests: XCTestCase {
    /// Stopping at the first issue in a plain XCTestCase (GettingStartedWithXCTest.md).
    func testStopAtFirstIssue() throws {
        let app = MyShop.makeApplication()
        app.launch()
        // continueAfterFailure = false, in a plain XCTestCase:
        try app.performAccessibilityAudit(stopAtFirstIssue: true)
    }

    /// IgnoreListsBaselinesAndReports.md, "Choose what fails": an ignore list read from its JSON.
    func testIgnoreListFromJSON() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        let ignoreListURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/ignore-list.json")
        // snippet: ignore-list-file
        let ignoreList = try AccessibilityAuditIgnoreList(json: Data(contentsOf: ignoreListURL))
        try app.performAccessibilityAudit(ignoring: ignoreList)
        // end snippet: ignore-list-file
        XCTAssertEqual(ignoreList.ignore.count, 1)
    }

    /// IgnoreListsBaselinesAndReports.md, "Baselines": the repository's baseline of the original
    /// QuoteApp, written by the CLI.
    func testBaseline() throws {
        let app = QuoteApp.makeApplication(state: .original)
        let baselineURL = repository.appendingPathComponent("Tests/Fixtures/quoteapp-baseline.json")
        // snippet: baseline
        let baseline = try AccessibilityAuditBaseline(json: Data(contentsOf: baselineURL))
        try app.performAccessibilityAudit(ignoring: QuoteApp.talkIgnoreList, baseline: baseline, screen: "QuoteApp")
        // end snippet: baseline
        XCTAssertEqual(baseline.entries.count, 2)
    }

    /// HeadlessViews.md, "Your own screen for the command line".
    func testExportingAScreen() throws {
        // snippet: export-screen
        let screenURL = URL(fileURLWithPath: ".build/quote.json")  // swift test runs in the package's folder
        try QuoteApp.makeApplication(state: .fixed).snapshot().jsonData().write(to: screenURL)
        // then: swift run auditkit audit .build/quote.json
        // end snippet: export-screen
        let exported = try AccessibilityHierarchy(contentsOf: screenURL)  // what `auditkit audit` reads
        XCTAssertEqual(
            exported.elements.map(\.label), QuoteApp.makeApplication(state: .fixed).snapshot().elements.map(\.label))
        XCTAssertTrue(try exported.audit(for: .all).issues.contains { $0.element?.label == "My Label" })
    }
}
