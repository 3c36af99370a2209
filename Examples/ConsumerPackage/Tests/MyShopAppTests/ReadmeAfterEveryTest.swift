// Auditing after every test with `AccessibilityAuditTestCase`, from a package of its own: the
// `auditAfterTest(app)` call and the `app = …` assignment (GettingStartedWithXCTest.md, "Audit
// after every test"), with the imports a user's test file needs: only these.
import AuditKitLinuxTestSupport
import QuoteApp
import XCTest

final class ReflectScreenTests: AccessibilityAuditTestCase {
    override class var accessibilityAuditIgnoreList: AccessibilityAuditIgnoreList { QuoteApp.talkIgnoreList }

    func testSavingAReflection() {
        let app = QuoteApp.makeApplication(state: .fixed)
        auditAfterTest(app)  // the audit's failures are reported at this line
        app.tabBars.buttons["Reflect"].tap()
        XCTAssertTrue(app.buttons["Save"].exists)
    }  // the audit runs here

    func testTheOriginalQuoteTab() {
        app = QuoteApp.makeApplication(state: .original)
        skipAccessibilityAudit()  // this test only: no audit
    }
}
