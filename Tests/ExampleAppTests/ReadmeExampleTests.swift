// Every Swift example of README.md, compiled and run. Keep each in step with its README section.
import AuditKitLinux
import AuditKitLinuxTestSupport
import Foundation
import QuoteApp
import Testing
import XCTest

/// `Tests/Fixtures`, beside this test target.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

// README "In XCTest", first example.
final class QuoteScreenTests: XCTestCase {
    func testQuoteScreen() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        app.tabBars.buttons["Quote"].tap()
        app.buttons["New Quote"].tap()
        try app.performAccessibilityAudit(for: [.contrast, .dynamicType]) { issue in
            issue.auditType == .contrast && issue.element?.label == "My Label"   // true: ignore it
        }
    }
}

// README "In XCTest", `AccessibilityAuditTestCase`.
final class ReflectScreenTests: AccessibilityAuditTestCase {
    override class var accessibilityAuditIgnoreList: AccessibilityAuditIgnoreList { QuoteApp.talkIgnoreList }

    func testSavingAReflection() {
        app = QuoteApp.makeApplication(state: .fixed)
        app?.tabBars.buttons["Reflect"].tap()
        XCTAssertTrue(app?.buttons["Save"].exists == true)
    }   // the audit runs here

    func testTheOriginalQuoteTab() {
        app = QuoteApp.makeApplication(state: .original)
        skipAccessibilityAudit()                 // this test only: no audit
    }
}

// README "In Swift Testing".
@Suite(.accessibilityAudit(ignoring: QuoteApp.talkIgnoreList))
struct QuoteTabTests {
    @Test func newQuoteChangesTheQuote() {
        let app = QuoteApp.makeApplication(state: .fixed)
        AccessibilityAudit.register(app)   // audited when the test body returns
        let before = app.textViews["QUOTE_TEXTVIEW"].value
        app.buttons["New Quote"].tap()
        #expect(app.textViews["QUOTE_TEXTVIEW"].value != before)
    }

    @Test(.accessibilityAudit(for: []))   // this test only: no audit
    func theOriginalIsNotAuditedHere() {
        #expect(QuoteApp.makeApplication(state: .original).images["background"].exists)
    }

    @Test(.accessibilityAudit(for: []))
    func contrastAndDynamicTypeNow() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        try app.performAccessibilityAudit(for: [.contrast, .dynamicType], ignoring: [.issue(.contrast, label: "My Label")])
    }
}

/// README "Choosing what fails" (ignore list from JSON) and "Baselines".
final class ReadmeFileExampleTests: XCTestCase {
    func testIgnoreListFromJSON() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        let ignoreListURL = fixtures.appendingPathComponent("quoteapp-ignore.json")
        // README:
        let ignoreList = try AccessibilityAuditIgnoreList(json: Data(contentsOf: ignoreListURL))
        try app.performAccessibilityAudit(ignoring: ignoreList)
        // The file is the talk's list.
        XCTAssertEqual(ignoreList.ignore.map { [$0.auditType, $0.label] as [AnyHashable?] },
                       QuoteApp.talkIgnoreList.ignore.map { [$0.auditType, $0.label] as [AnyHashable?] })
    }

    /// The fixture was written by `auditkit --write-baseline`: the original's two talk issues are
    /// known, so this passes; the test-support and CLI baselines are one format.
    func testBaselineWrittenByTheCLI() throws {
        let app = QuoteApp.makeApplication(state: .original)
        let baselineURL = fixtures.appendingPathComponent("quoteapp-baseline.json")
        // README:
        let baseline = try AccessibilityAuditBaseline(json: Data(contentsOf: baselineURL))
        try app.performAccessibilityAudit(ignoring: QuoteApp.talkIgnoreList, baseline: baseline, screen: "QuoteApp")
        XCTAssertEqual(baseline.entries.count, 2)
    }
}

/// README "Headless views".
final class ReadmeHeadlessViewsTests: XCTestCase {
    func testALabelledSwitchAndItsHiddenTitle() throws {
        let window = Window()
        let title = Label(text: "Sounds", frame: CGRect(x: 16, y: 220, width: 250, height: 22))
        title.isAccessibilityElement = false   // the switch beside it says "Sounds"
        let sounds = Switch(isOn: true, frame: CGRect(x: 323, y: 215, width: 51, height: 31))
        sounds.accessibilityLabel = "Sounds"   // its value "1" is its state, not its name
        window.addSubviews(title, sounds)
        let app = HeadlessApplication(window)
        XCTAssertTrue(app.switches["Sounds"].tap())
        XCTAssertEqual(app.switches["Sounds"].value, "0")
        XCTAssertFalse(app.buttons["Missing"].tap())
        try app.performAccessibilityAudit(for: [.elementDetection, .sufficientElementDescription, .hitRegion])
    }
}

// README "What VoiceOver says".
final class ReflectTranscriptTests: XCTestCase {
    func testTheReflectTabReadsInOrder() {
        let app = QuoteApp.makeApplication(state: .fixed)
        app.tabBars.buttons["Reflect"].tap()
        assertVoiceOverTranscript(app, equals: """
            Reflect on today's quote, Heading
            Reflection, Text field
            Save, Button
            Quote, Tab, 1 of 2
            Selected, Reflect, Tab, 2 of 2
            """)
        assertRotorHeadings(app, equals: ["Reflect on today's quote"])
    }
}

// README "Captures in Swift".
final class CaptureImportTests: XCTestCase {
    func testImportingACaptureAndItsError() throws {
        let captureURL = FileManager.default.temporaryDirectory.appendingPathComponent("login-\(UUID().uuidString).xml")
        try Data((#"<XCUIElementTypeApplication label="Login"><XCUIElementTypeWindow x="0" y="0" width="390" height="844">"#
                  + #"<XCUIElementTypeButton label="Log In" x="20" y="700" width="350" height="50"/>"#
                  + #"</XCUIElementTypeWindow></XCUIElementTypeApplication>"#).utf8).write(to: captureURL)
        defer { try? FileManager.default.removeItem(at: captureURL) }
        let capture = try AccessibilityHierarchy(contentsOf: captureURL)
        let result = try capture.audit(for: .all)
        XCTAssertEqual(capture.elements.map(\.elementType), [.application, .window, .button])
        XCTAssertEqual(capture.source, .init(kind: .appiumXML, name: captureURL.lastPathComponent))
        XCTAssertFalse(result.notEvaluated.isEmpty, "a capture holds no colours or fonts")

        do {
            _ = try AccessibilityHierarchy(importing: Data("<AppiumAUT>".utf8), name: "login.xml")
            XCTFail("imported")
        } catch {
            print(error)   // login.xml:1:12: malformed XML: the document ends before <AppiumAUT> (line 1) is closed
            XCTAssertEqual("\(error)", "login.xml:1:12: malformed XML: the document ends before <AppiumAUT> (line 1) is closed")
            XCTAssertEqual([error.line, error.column], [1, 12])
        }
    }
}

// README "Screenshots and size variants".
final class ScreenshotReadmeTests: XCTestCase {
    func testAuditingACaptureWithItsScreenshotAndASizeVariant() throws {
        let previous = FileManager.default.currentDirectoryPath
        let examples = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Screenshots")
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(examples.path))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        var capture = try AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: "login.xml"),
                                                 screenshotContentsOf: URL(fileURLWithPath: "login.png"))
        try capture.addSizeVariant(AccessibilityHierarchy(contentsOf: URL(fileURLWithPath: "login-ax5.xml")),
                                   at: .accessibilityExtraExtraExtraLarge)
        let result = try capture.audit(for: [.contrast, .dynamicType])
        XCTAssertEqual(capture.screenshot?.scale, 2)
        XCTAssertEqual(result.issues.map(\.ruleID), ["contrast.nonText", "contrast.text", "dynamicType.unsupported", "contrast.text",
                                                      "contrast.text", "dynamicType.partiallyUnsupported", "contrast.text"])
        let email = try XCTUnwrap(result.issues.first { $0.ruleID == "contrast.text" })
        XCTAssertEqual(email.evidence[.foregroundColor], "#8E8E93")
        XCTAssertEqual(email.evidence[.contrastRatio] ?? 0, 3.26, accuracy: 0.005)
        XCTAssertEqual(email.evidence[.colorSource], "screenshot")
        XCTAssertEqual(email.evidence[.screenshotScale], 2)
        let partial = try XCTUnwrap(result.issues.first { $0.ruleID == "dynamicType.partiallyUnsupported" })
        XCTAssertEqual(partial.evidence[.baseHeight], 16)
        XCTAssertEqual(partial.evidence[.variantHeight], 22)
        XCTAssertEqual(partial.evidence[.variantContentSizeCategory], "accessibilityExtraExtraExtraLarge")
    }
}

/// Keeps README.md and this file in step: every line of every ```swift block of the README must be
/// a line of this file (ignoring indentation), so each README example is compiled and run here.
final class ReadmeInSyncTests: XCTestCase {
    func testEveryReadmeSwiftLineIsCompiledHere() throws {
        let root = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let compiled = Set(here.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        var inSwift = false
        var checked = 0
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inSwift = trimmed == "```swift"
                continue
            }
            guard inSwift, !trimmed.isEmpty else { continue }
            checked += 1
            XCTAssertTrue(compiled.contains(trimmed), "README line not compiled by ReadmeExampleTests.swift: \(trimmed)")
        }
        XCTAssertGreaterThan(checked, 40, "the README's Swift examples were found")
    }
}
