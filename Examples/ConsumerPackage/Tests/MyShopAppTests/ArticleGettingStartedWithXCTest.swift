// DocC article GettingStartedWithXCTest (AuditKitLinuxTestSupport.docc): its shorter examples, each
// where a user would write it; the screen is Sources/MyShopApp/SettingsScreen.swift and the first
// test SettingsScreenTests.swift, both whole files of the article (python3 .ci/readme-snippets).
import AuditKitLinuxTestSupport
import MyShopApp
import XCTest

/// This repository's root (the consumer package is `Examples/ConsumerPackage` in it).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

final class SettingsScreenChoicesTests: XCTestCase {
    /// "Choose what fails".
    func testChoosingWhatFails() throws {
        let app = makeSettingsScreen()
        // snippet: xctest-article-choices
        try app.performAccessibilityAudit(for: [.contrast, .hitRegion, .dynamicType])
        try app.performAccessibilityAudit { issue in
            issue.ruleID == "contrast.text" && issue.element?.label == "Sign Out"  // true: ignore it
        }
        try app.performAccessibilityAudit(ignoring: [.ruleID("contrast.*"), .issue(.hitRegion, label: "Sign Out")])
        // end snippet: xctest-article-choices
    }

    /// The article's screen passes every audit type, so its examples pass as written.
    func testTheScreenHasNoIssues() throws {
        XCTAssertEqual(try makeSettingsScreen().audit(for: .all).issues.map(\.ruleID), [])
    }
}

// snippet: xctest-article-after-every-test
final class SettingsAfterEveryTestTests: AccessibilityAuditTestCase {
    override class var accessibilityAuditIgnoreList: AccessibilityAuditIgnoreList {
        [.ruleID("contrast.text")]
    }

    func testTurningSoundsOff() {
        let app = makeSettingsScreen()
        auditAfterTest(app)  // the audit's failures are reported at this line
        XCTAssertTrue(app.switches["Sounds"].tap())
        XCTAssertEqual(app.switches["Sounds"].value as? String, "0")
    }  // the audit runs here

    func testSomethingElse() {
        skipAccessibilityAudit()
    }
}
// end snippet: xctest-article-after-every-test

// snippet: xctest-article-voiceover
final class SettingsTranscriptTests: XCTestCase {
    func testTheSettingsScreenReadsInOrder() {
        let app = makeSettingsScreen()
        assertVoiceOverTranscript(
            app,
            equals: """
                Settings, Heading
                Sounds, Switch button, On
                Sign Out, Button
                """)
        assertRotorHeadings(app, equals: ["Settings"])
    }
}
// end snippet: xctest-article-voiceover

/// "Read a failure": the article's failure text (its first `text` block) is what XCTest records
/// for the screen with the switch's label removed, one failure per issue at the line of the call.
final class SettingsScreenFailureTests: XCTestCase {
    private var capturing = false
    private var captured: [(line: Int, description: String)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append((lineNumber, description))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFailureReadsAsTheArticleShows() throws {
        let app = makeSettingsScreen()
        let sounds = try XCTUnwrap(app.rootView.subviews.first { $0 is Switch })
        sounds.accessibilityLabel = nil
        capturing = true
        let auditLine = #line + 1
        _ = try? app.performAccessibilityAudit()
        capturing = false

        let article = try String(
            contentsOf: repository.appendingPathComponent(
                "Sources/AuditKitLinuxTestSupport/AuditKitLinuxTestSupport.docc/GettingStartedWithXCTest.md"),
            encoding: .utf8)
        let lines = article.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "```text"), "the article shows the failure in a text block")
        let shown = Array(lines[(start + 1)...].prefix { $0 != "```" })
        // Corelibs XCTest puts "failed - " before an XCTFail message.
        XCTAssertEqual(captured.map { $0.description.replacingOccurrences(of: "failed - ", with: "") }, shown)
        XCTAssertEqual(captured.map(\.line), [auditLine, auditLine])
    }
}
