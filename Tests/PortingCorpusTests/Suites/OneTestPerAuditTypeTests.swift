// Style of HedvigInsurance/ugglan, Projects/App/Tests/UITests/AccessibilityTests.swift: an @available(iOS 17)
// @MainActor class with one test per audit type, each launching the app and auditing that one type inside
// do/catch, reporting a thrown error with XCTFail.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

@available(iOS 17.0, *)
@MainActor
class OneTestPerAuditTypeTests: XCTestCase {
    // Linux: main-actor test methods run only when async (a synchronous one crashes corelibs XCTest's discovery).

    func testContrastIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.contrast])
        } catch {
            XCTFail("Contrast audit failed with error: \(error)")
        }
    }

    func testDynamicTypeIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.dynamicType])
        } catch {
            XCTFail("Dynamic Type audit failed with error: \(error)")
        }
    }

    func testElementDetectionIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.elementDetection])
        } catch {
            XCTFail("Element Detection audit failed with error: \(error)")
        }
    }

    func testHitRegionIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.hitRegion])
        } catch {
            XCTFail("Hit Region audit failed with error: \(error)")
        }
    }

    func testSufficientElementDescriptionIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.sufficientElementDescription])
        } catch {
            XCTFail("Sufficient Element Description audit failed with error: \(error)")
        }
    }

    func testTextClippedDescriptionIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.textClipped])
        } catch {
            XCTFail("Text Clipped audit failed with error: \(error)")
        }
    }

    func testTraitIssues() async throws {
        let app = XCUIApplication()
        app.launch()

        do {
            try app.performAccessibilityAudit(for: [.trait])
        } catch {
            XCTFail("Trait audit failed with error: \(error)")
        }
    }
}
