// The code of GettingStartedWithXCTest.md (AuditKitLinuxTestSupport.docc), compiled and run here.
// DocumentationArticleTests (AuditKitLinuxTests) checks that each of the article's Swift blocks is
// a run of lines of this file, so the article cannot drift from what compiles.
import AuditKitLinux
import AuditKitLinuxTestSupport
import XCTest
// For the checks of the article itself:
import DocumentationArticles
import Foundation

/// The article's Settings screen, as an app would keep it in its own package target.
func makeSettingsScreen() -> HeadlessApplication {
    let window = Window()
    let title = Label(text: "Settings", frame: CGRect(x: 16, y: 60, width: 358, height: 41))
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.adjustsFontForContentSizeCategory = true
    title.accessibilityTraits = [.staticText, .header]
    let soundsTitle = Label(text: "Sounds", frame: CGRect(x: 16, y: 130, width: 250, height: 22))
    soundsTitle.font = .preferredFont(forTextStyle: .body)
    soundsTitle.adjustsFontForContentSizeCategory = true
    soundsTitle.isAccessibilityElement = false   // the switch says "Sounds"
    let sounds = Switch(isOn: true, frame: CGRect(x: 323, y: 125, width: 51, height: 31))
    sounds.accessibilityLabel = "Sounds"
    let signOut = Button(title: "Sign Out", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
    signOut.titleColor = .label
    signOut.addAction {}
    window.addSubviews(title, soundsTitle, sounds, signOut)
    return HeadlessApplication(window, name: "Settings")
}

/// The article's manifest lines: the names they use are this package's.
final class GettingStartedManifestTests: XCTestCase {
    static let manifest = """
        .testTarget(
            name: "SettingsTests",
            dependencies: [
                "Settings",
                .product(name: "AuditKitLinuxTestSupport", package: "AuditKitLinux"),
            ]
        ),
        """

    func testTheProductAndPackageNamesAreThisPackagesOwn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(package.contains(#"name: "AuditKitLinux","#), "the package's name")
        XCTAssertTrue(package.contains(#".library(name: "AuditKitLinuxTestSupport""#), "the library product")
        XCTAssertTrue(Self.manifest.contains(#".product(name: "AuditKitLinuxTestSupport", package: "AuditKitLinux")"#))
    }
}

// "Audit the screen in a test".
final class SettingsScreenTests: XCTestCase {
    func testSettingsScreen() throws {
        let app = makeSettingsScreen()
        try app.performAccessibilityAudit()
    }

    func testSignOutCanBeTapped() throws {
        let app = makeSettingsScreen()
        XCTAssertTrue(app.buttons["Sign Out"].exists)
        try app.performAccessibilityAudit(for: [.hitRegion, .sufficientElementDescription])
    }
}

// "Choose what fails".
final class SettingsScreenChoicesTests: XCTestCase {
    func testChoosingWhatFails() throws {
        let app = makeSettingsScreen()
        try app.performAccessibilityAudit(for: [.contrast, .hitRegion, .dynamicType])
        try app.performAccessibilityAudit { issue in
            issue.ruleID == "contrast.text" && issue.element?.label == "Sign Out"   // true: ignore it
        }
        try app.performAccessibilityAudit(ignoring: [.ruleID("contrast.*"), .issue(.hitRegion, label: "Sign Out")])
    }

    /// The article's screen passes every audit type: its examples pass as written.
    func testTheScreenHasNoIssues() throws {
        let result = try makeSettingsScreen().audit(for: .all)
        XCTAssertEqual(result.issues.map(\.ruleID), [])
    }
}

// "Audit after every test".
final class SettingsAfterEveryTestTests: AccessibilityAuditTestCase {
    override class var accessibilityAuditIgnoreList: AccessibilityAuditIgnoreList {
        [.ruleID("contrast.text")]
    }

    func testTurningSoundsOff() {
        auditAfterTest(makeSettingsScreen())
        XCTAssertTrue(app?.switches["Sounds"].tap() == true)
        XCTAssertEqual(app?.switches["Sounds"].value, "0")
    }   // the audit runs here

    func testSomethingElse() {
        skipAccessibilityAudit()
    }
}

// "Check what VoiceOver reads".
final class SettingsTranscriptTests: XCTestCase {
    func testTheSettingsScreenReadsInOrder() {
        let app = makeSettingsScreen()
        assertVoiceOverTranscript(app, equals: """
            Settings, Heading
            Sounds, Switch button, On
            Sign Out, Button
            """)
        assertRotorHeadings(app, equals: ["Settings"])
    }
}

/// "Read a failure": the article's failure text is what XCTest records for the screen with the
/// switch's label removed.
final class SettingsScreenFailureTests: CapturingTestCase {
    func testAFailureReadsAsTheArticleShows() throws {
        let app = makeSettingsScreen()
        let sounds = try XCTUnwrap(app.rootView.subviews.first { $0 is Switch })
        sounds.accessibilityLabel = nil
        let auditLine = #line + 1
        let failures = capture { _ = try? app.performAccessibilityAudit() }
        let article = try DocumentationArticle(catalog: "AuditKitLinuxTestSupport", name: "GettingStartedWithXCTest")
        let shown = try XCTUnwrap(article.blocks(language: "text").first).lines
        // Corelibs XCTest puts "failed - " before an XCTFail message.
        XCTAssertEqual(failures.map { $0.description.replacingOccurrences(of: "failed - ", with: "") }, shown)
        XCTAssertEqual(failures.map(\.line), [auditLine, auditLine], "one failure per issue, at the line of the call")
    }
}
