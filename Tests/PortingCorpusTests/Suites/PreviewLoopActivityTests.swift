// Style of element-hq/element-x-ios, AccessibilityTests/Sources/AccessibilityTests.swift: one @MainActor class
// whose helper launches the app on a screen given by launch arguments and audits it inside
// XCTContext.runActivity, in do/catch with XCTFail; the audit names its types, and the handler drops issues
// without an element, issues with a given compact description, and issues of given types on given identifiers.
#if os(Linux)
    import AuditKitLinuxTestSupport
#else
    import XCTest
#endif

@MainActor
final class PreviewLoopActivityTests: XCTestCase {
    var app: XCUIApplication!

    func performAccessibilityAudit(named name: String) throws {
        app = XCUIApplication()
        app.launchArguments = ["-catalogue", "-page", name]
        app.launch()
        performAccessibilityAuditForPreview(named: name)
        app.terminate()
    }

    private func performAccessibilityAuditForPreview(named name: String) {
        // Allows us to log the name of the preview that is being tested
        XCTContext.runActivity(named: name) { _ in
            do {
                try app.performAccessibilityAudit(for: [
                    .dynamicType, .elementDetection, .hitRegion, .sufficientElementDescription, .trait,
                ]) { issue in
                    // Remove false positives for null elements
                    guard let element = issue.element else {
                        return true
                    }

                    // We are fine with elements that only partially support dynamic types
                    guard issue.compactDescription != Self.partiallyUnsupportedDynamicTypeMessage else {
                        return true
                    }

                    // Additional filters for specific elements
                    if Self.ignoredA11yIdentifiers[element.identifier]?.isAccessibilityIssueFiltered(issue) == true {
                        return true
                    }

                    return false
                }
            } catch {
                XCTFail("Failed to perform the accessibility audit: \(error)")
            }
        }
    }

    private static let partiallyUnsupportedDynamicTypeMessage = "Dynamic Type font sizes are partially unsupported"

    /// Use this dictionary to ignore specific issues for certain elements
    private static let ignoredA11yIdentifiers: [String: [FilterType]] = [
        "badIcon": [.auditType(.sufficientElementDescription)]
    ]

    func testButtonsScreen() async throws {
        // The second bad Edit button's label says "button": Apple's audit fails it ("Label duplicates trait").
        try XCTExpectFailure("edit2bad's label says 'button'") {
            try performAccessibilityAudit(named: "Buttons")
        }
    }

    func testImagesScreen() async throws {
        try performAccessibilityAudit(named: "Images")
    }

    func testCheckboxesScreen() async throws {
        try performAccessibilityAudit(named: "Checkboxes")
    }

    func testLongPageScreen() async throws {
        try performAccessibilityAudit(named: "Long page")
    }
}

private enum FilterType {
    /// Filter by the content of the compactDescription of the issue
    case compactDescription(String)
    /// Filter by the type of the issue
    case auditType(XCUIAccessibilityAuditType)
}

extension Array where Element == FilterType {
    fileprivate func isAccessibilityIssueFiltered(_ issue: XCUIAccessibilityAuditIssue) -> Bool {
        for filter in self {
            switch filter {
            case .auditType(issue.auditType):
                return true
            case .compactDescription(issue.compactDescription):
                return true
            default:
                break
            }
        }
        return false
    }
}
