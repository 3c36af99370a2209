import AuditKitLinuxTestSupport
import MyShopApp
import XCTest

/// The after-every-test audit (GettingStartedWithXCTest.md), in a package of its own: its failures
/// point into this file (where CI annotations belong), at the line that handed over the app, in both
/// forms.
final class BlanketAuditLocationTests: AccessibilityAuditTestCase {
    /// The line the after-test audit's failures must point at; `nil`: record failures as usual.
    private var expectedLine: Int?
    private var captured: [(file: String, line: Int, description: String)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if expectedLine != nil {
            captured.append((filePath, lineNumber, description))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs after the after-test audit: checks what it recorded, for real.
    override func tearDown() {
        if let line = expectedLine {
            expectedLine = nil
            XCTAssertEqual(captured.count, 1, "\(captured.map(\.description))")
            for failure in captured {
                XCTAssertEqual(failure.file, #filePath)
                XCTAssertEqual(failure.line, line)
                XCTAssertTrue(failure.description.contains("Selection shown only by colour"), failure.description)
            }
        }
        super.tearDown()
    }

    private func buggyShop() -> HeadlessApplication {
        let shop = MyShop.makeApplication(exposesSelection: false)
        shop.launch()
        return shop
    }

    func testAuditAfterTestReportsAtItsLine() {
        let shop = buggyShop()
        expectedLine = #line + 1
        auditAfterTest(shop)
        shop.buttons["Shoes"].tap()
    }

    func testAssigningAppReportsAtTheAssignment() {
        let shop = buggyShop()
        expectedLine = #line + 1
        app = shop
        shop.buttons["Shoes"].tap()
    }
}
