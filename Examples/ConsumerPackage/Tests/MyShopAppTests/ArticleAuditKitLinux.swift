// DocC: the AuditKitLinux catalog's landing page (AuditKitLinux.md), its example.
import AuditKitLinuxTestSupport
import XCTest

final class AuditKitLinuxLandingPageTests: XCTestCase {
    func testAuditingAHeadlessScreen() throws {
        let window = Window()
        let faint = Label(text: "Faint", frame: CGRect(x: 20, y: 100, width: 200, height: 22))
        faint.textColor = Color(hex: "#BBBBBB")
        let tiny = Button(title: "Go", frame: CGRect(x: 20, y: 140, width: 18, height: 22))
        tiny.addAction {}
        window.addSubviews(faint, tiny)
        // snippet: landing-page-audit
        let app = HeadlessApplication(window)
        let result = try app.audit(for: [.contrast, .hitRegion])
        for issue in result.issues {
            print(issue.severity, issue.compactDescription, issue.ruleID, issue.evidence)
        }
        // end snippet: landing-page-audit
        XCTAssertEqual(result.issues.map(\.ruleID), ["contrast.text", "contrast.text", "hitRegion.tooSmall"])
        XCTAssertEqual(
            result.issues.map(\.severity), [.failure, .warning, .failure],
            "faint text fails; system blue on white nearly passes")
    }
}
