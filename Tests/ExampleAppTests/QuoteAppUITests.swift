import AuditKitLinux
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

/// The UI and audit tests of Apple's WWDC23 talk "Perform accessibility audits for your app",
/// replayed on the headless quote app.
final class QuoteAppUITests: XCTestCase {
    /// Captures failures instead of recording them while `true` (see `capture(_:)`).
    private var capturing = false
    private var captured: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` and returns the failures it recorded, instead of failing the test with them.
    private func capture(_ body: () throws -> Void) rethrows -> [String] {
        capturing = true
        captured = []
        defer { capturing = false }
        try body()
        return captured
    }

    /// The talk's ignore closure: the contrast issue on "My Label" is known and accepted.
    private func ignoreMyLabelContrast(_ issue: AccessibilityAuditIssue) -> Bool {
        issue.auditType == .contrast && issue.element?.label == "My Label"
    }

    func testQuoteTabView() {
        let app = QuoteApp.makeApplication(state: .original)
        app.tabBars.buttons["Quote"].tap()
        XCTAssertTrue(app.images["background"].exists)
        XCTAssertTrue(app.textViews["QUOTE_TEXTVIEW"].exists)
    }

    func testNewQuote() {
        let app = QuoteApp.makeApplication(state: .original)
        let quote = app.textViews["QUOTE_TEXTVIEW"]
        let before = quote.value as? String
        XCTAssertNotNil(before)
        XCTAssertTrue(app.buttons["New Quote"].tap())
        XCTAssertNotEqual(quote.value as? String, before)
        XCTAssertEqual(quote.value as? String, QuoteApp.quotes[1].text)
    }

    func testTheTabBarShowsOneTabAtATime() {
        let app = QuoteApp.makeApplication(state: .fixed)
        XCTAssertTrue(app.tabBars.buttons["Quote"].isSelected)
        XCTAssertTrue(app.tabBars.buttons["Reflect"].tap())
        XCTAssertTrue(app.tabBars.buttons["Reflect"].isSelected)
        XCTAssertFalse(app.buttons["New Quote"].exists)
        XCTAssertTrue(app.textViews["Reflection"].exists)
        XCTAssertTrue(app.buttons["Save"].exists)
        app.tabBars.buttons["Quote"].tap()
        XCTAssertTrue(app.buttons["New Quote"].exists)
        XCTAssertFalse(app.buttons["Save"].exists)
    }

    func testSavingAReflection() throws {
        let root = try XCTUnwrap(QuoteApp.makeRootView(state: .fixed) as? QuoteApp.RootView)
        let app = HeadlessApplication(root, name: "QuoteApp")
        app.tabBars.buttons["Reflect"].tap()
        root.reflectTab.reflectionTextView.text = "Hope is patient."
        XCTAssertTrue(app.buttons["Save"].tap())
        XCTAssertEqual(root.reflectTab.savedReflections, ["Hope is patient."])
        XCTAssertNil(app.textViews["Reflection"].value)
    }

    /// The talk's first audit: "Element has no description" on the decorative image, "Label not
    /// human-readable" on the quote text view; the contrast issue on "My Label" is ignored.
    func testAuditOfTheOriginalFindsTheTwoIssuesOfTheTalk() throws {
        let app = QuoteApp.makeApplication(state: .original)
        var result: AccessibilityAuditResult?
        let failures = try capture {
            result = try app.performAccessibilityAudit(ignoreMyLabelContrast)
        }
        XCTAssertEqual(failures.count, 2, "\(failures)")
        let issues = result?.failures ?? []
        XCTAssertEqual(
            issues.map(\.compactDescription).sorted(), ["Element has no description", "Label not human-readable"])
        XCTAssertEqual(
            issues.first { $0.compactDescription == "Element has no description" }?.element?.identifier, "background")
        XCTAssertEqual(
            issues.first { $0.compactDescription == "Label not human-readable" }?.element?.label, "QUOTE_TEXTVIEW")
    }

    /// Without the closure, the original also fails on the contrast of "My Label".
    func testTheContrastIssueOnMyLabelIsWhatTheClosureIgnores() throws {
        let app = QuoteApp.makeApplication(state: .original)
        var result: AccessibilityAuditResult?
        let failures = try capture { result = try app.performAccessibilityAudit(for: .contrast) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(result?.failures.first?.element?.label, "My Label")
        XCTAssertEqual(result?.failures.first?.compactDescription, "Contrast failed")

        let all = try capture { result = try app.performAccessibilityAudit() }
        XCTAssertEqual(all.count, 3, "the talk's two issues and My Label's contrast, nothing else: \(all)")
        XCTAssertEqual(result?.issues.count, 3, "no warnings either")
    }

    /// The fixed app passes, with the "My Label" contrast issue ignored (failures are real here).
    func testAuditOfTheFixedAppPasses() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        try app.performAccessibilityAudit(ignoreMyLabelContrast)
        try app.performAccessibilityAudit(for: .all, ignoring: [.issue(.contrast, label: "My Label")])
        app.tabBars.buttons["Reflect"].tap()
        try app.performAccessibilityAudit()
    }

    /// `QuoteApp.talkIgnoreList` is the talk's closure as data: it ignores My Label's contrast and nothing else.
    func testTheTalkIgnoreListIgnoresWhatTheClosureIgnores() throws {
        let original = QuoteApp.makeApplication(state: .original)
        let failures = try capture { try original.performAccessibilityAudit(ignoring: QuoteApp.talkIgnoreList) }
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertFalse(failures.contains { $0.contains("My Label") })
        let all = try original.audit()
        XCTAssertEqual(all.issues.filter { QuoteApp.talkIgnoreList.matches($0) }.map(\.element?.label), ["My Label"])
        XCTAssertEqual(
            all.issues.filter { QuoteApp.talkIgnoreList.matches($0) }, all.issues.filter { ignoreMyLabelContrast($0) })
        try QuoteApp.makeApplication(state: .fixed).performAccessibilityAudit(ignoring: QuoteApp.talkIgnoreList)
    }

    /// Leaving the decorative image out of `accessibilityElements` also hides it from UI tests,
    /// until `automationElements` brings it back (UIKit, iOS 17).
    func testAutomationElementsBringTheImageBackForUITests() throws {
        let root = try XCTUnwrap(QuoteApp.makeRootView(state: .fixed) as? QuoteApp.RootView)
        let app = HeadlessApplication(root, name: "QuoteApp")
        let container = root.quoteTab.container
        XCTAssertTrue(app.images["background"].exists)

        container.automationElements = nil
        XCTAssertFalse(
            app.images["background"].exists, "accessibilityElements without the image hides it from UI tests")
        XCTAssertTrue(app.textViews["QUOTE_TEXTVIEW"].exists)

        container.automationElements = [
            root.quoteTab.backgroundImageView, root.quoteTab.quoteTextView, root.quoteTab.newQuoteButton,
        ]
        XCTAssertTrue(app.images["background"].exists)
        XCTAssertFalse(
            app.snapshot().accessibilityElements.contains { $0.identifier == "background" },
            "VoiceOver still skips the decorative image")
    }
}
