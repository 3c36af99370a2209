// README "In XCTest": the example as it stands (python3 .ci/readme-snippets --write copies it here).
// snippet: xctest-audit
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

final class QuoteScreenTests: XCTestCase {
    func testQuoteScreen() throws {
        let app = QuoteApp.makeApplication(state: .fixed)
        app.tabBars.buttons["Quote"].tap()
        app.buttons["New Quote"].tap()
        try app.performAccessibilityAudit(for: [.contrast, .dynamicType]) { issue in
            issue.auditType == .contrast && issue.element?.label == "My Label"  // true: ignore it
        }
    }
}
// end snippet: xctest-audit
