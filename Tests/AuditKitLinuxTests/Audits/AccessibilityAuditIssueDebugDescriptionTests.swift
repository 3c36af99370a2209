import AuditKitLinux
import Foundation
import XCTest

/// `issue.debugDescription`: the issue in full, with the UIKit classes of the element and its
/// ancestors, so that issue handlers written for Apple's, which filter its text for system
/// components ("UITabBar", "UINavigationBar", "UISearchBar") or for compact descriptions
/// ("partially unsupported", "Label not human-readable"), keep ignoring what they ignore there.
final class AccessibilityAuditIssueDebugDescriptionTests: XCTestCase {
    /// The filter of a public suite's issue handler (an `AccessibilityAuditTests` of a UI test
    /// target found with the search tool): ignore system components and partial Dynamic Type support.
    private func ignoredBySystemComponentFilter(_ issue: AccessibilityAuditIssue) -> Bool {
        let description = issue.debugDescription
        return description.contains("UITabBar") || description.contains("UINavigationBar")
            || description.contains("UISearchBar") || description.contains("partially unsupported")
    }

    /// A window with a navigation bar holding a 20 × 20 pt "Add" button, a 20 × 20 pt "Share"
    /// button in the content, and a tab bar whose tabs are 20 pt tall.
    private func screen() -> HeadlessApplication {
        let window = Window()
        let bar = NavigationBar(title: "Inbox", frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let add = Button(title: "Add", frame: CGRect(x: 350, y: 59, width: 20, height: 20))
        add.addAction {}
        bar.addSubview(add)
        let share = Button(title: "Share", frame: CGRect(x: 16, y: 120, width: 20, height: 20))
        share.addAction {}
        let tabs = TabBar(
            items: [TabBarItem(title: "Home"), TabBarItem(title: "Search")],
            frame: CGRect(x: 0, y: 800, width: 390, height: 20))
        window.addSubviews(bar, share, tabs)
        return HeadlessApplication(window, name: "Inbox")
    }

    func testTheFilterIgnoresTheSystemBarsIssuesAndKeepsTheAppsOwn() throws {
        let issues = try screen().audit(for: .hitRegion).issues
        let kept = issues.filter { !ignoredBySystemComponentFilter($0) }
        XCTAssertEqual(kept.compactMap(\.element?.label), ["Share"])
        let ignored = issues.filter(ignoredBySystemComponentFilter).compactMap(\.element?.label)
        XCTAssertTrue(ignored.contains("Add"), "\(ignored)")
        XCTAssertTrue(ignored.contains("Home"), "\(ignored)")
    }

    func testItNamesTheElementsUIKitClassAndItsAncestors() throws {
        let issues = try screen().audit(for: .hitRegion).issues
        let home = try XCTUnwrap(issues.first { $0.element?.label == "Home" })
        XCTAssertEqual(home.uikitClassNames, ["UITabBarButton", "UITabBar", "UIWindow"])
        let add = try XCTUnwrap(issues.first { $0.element?.label == "Add" })
        XCTAssertEqual(add.uikitClassNames, ["UIButton", "UINavigationBar", "UIWindow"])
        let share = try XCTUnwrap(issues.first { $0.element?.label == "Share" })
        XCTAssertEqual(share.uikitClassNames, ["UIButton", "UIWindow"])
        let lines = share.debugDescription.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(
            lines[0],
            "\(share.compactDescription): \(share.path!): \(share.detailedDescription) [hitRegion, \(share.ruleID)]")
        XCTAssertEqual(lines[1], "Element: " + share.element!.debugDescription)
        XCTAssertEqual(lines[2], "UIKit: UIButton in UIWindow")
        XCTAssertEqual(String(reflecting: share), share.debugDescription)
    }

    /// A capture names the same classes from its element types.
    func testACapturesIssueNamesTheClassesOfItsElementTypes() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                  <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" enabled="true" visible="true" accessible="true" x="16" y="100" width="358" height="36" index="0"/>
                  <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" enabled="true" visible="true" accessible="false" x="0" y="761" width="390" height="83" index="1">
                    <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="0" y="761" width="195" height="49" index="0"/>
                  </XCUIElementTypeTabBar>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let hierarchy = try AccessibilityHierarchy(importing: Data(source.utf8), name: "shop.xml")
        let issues = try AccessibilityAuditor().audit(hierarchy, for: .sufficientElementDescription).issues
        XCTAssertEqual(issues.count, 2, "\(issues.map(\.debugDescription))")
        for issue in issues {
            XCTAssertTrue(ignoredBySystemComponentFilter(issue), issue.debugDescription)
        }
        let field = try XCTUnwrap(issues.first { $0.element?.elementType == .searchField })
        XCTAssertEqual(field.uikitClassNames, ["UISearchTextField", "UISearchBar", "UIWindow"])
    }

    /// Compact descriptions a public suite filters on are in the text.
    func testTheCompactDescriptionIsInTheText() throws {
        let window = Window()
        let label = Label(text: "Fixed", frame: CGRect(x: 16, y: 100, width: 300, height: 22))
        label.font = .systemFont(ofSize: 17)
        window.addSubview(label)
        let issues = try HeadlessApplication(window).audit(for: .dynamicType).issues
        XCTAssertFalse(issues.isEmpty)
        for issue in issues {
            XCTAssertTrue(issue.debugDescription.hasPrefix(issue.compactDescription + ": "))
        }
    }

    /// Path steps are read by their type; a label's own `/` or a shortened path's marker adds none.
    func testStepTypesSkipWhatIsNotAType() {
        XCTAssertEqual(
            AccessibilityAuditIssue.stepTypes(of: "Application['A/TabBar/x']/Window/…(12 steps)…/Other/Button#a/b"),
            [.application, .window, .other, .button])
        XCTAssertEqual(
            AccessibilityAuditIssue.stepTypes(of: "Application/Window/Cell[2]"), [.application, .window, .cell])
    }

    /// An issue about the whole screen has no element: one line.
    func testAnIssueWithoutAnElementIsOneLine() {
        let issue = AccessibilityAuditIssue(
            auditType: .contrast, element: nil, compactDescription: "Something", detailedDescription: "Details.",
            ruleID: "test.rule", reference: .appleHIGAccessibility)
        XCTAssertEqual(issue.debugDescription, "Something: the whole screen: Details. [contrast, test.rule]")
        XCTAssertEqual(issue.uikitClassNames, [])
    }
}
