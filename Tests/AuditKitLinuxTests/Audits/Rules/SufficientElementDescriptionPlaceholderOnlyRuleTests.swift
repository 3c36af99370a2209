import AuditKitLinux
import Foundation
import XCTest

final class SufficientElementDescriptionPlaceholderOnlyRuleTests: XCTestCase {
    let rule = SufficientElementDescriptionPlaceholderOnlyRule()

    func field(_ text: String? = nil, placeholder: String?, label: String? = nil, secure: Bool = false) -> TextField {
        let field = TextField(text: text, placeholder: placeholder, frame: rect(20, 100, 300, 44))
        field.accessibilityLabel = label
        field.isSecureTextEntry = secure
        return field
    }

    /// An Appium page source with one text field carrying `attributes`.
    func capture(_ attributes: String, type: String = "XCUIElementTypeTextField") throws -> AccessibilityHierarchy {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844" visible="true">
            <\(type) type="\(type)" x="20" y="100" width="300" height="44" visible="true" enabled="true" \(attributes)/>
            </XCUIElementTypeApplication></AppiumAUT>
            """
        return try AccessibilityHierarchy(importing: Data(xml.utf8), name: "form.xml")
    }

    // MARK: Fires

    func testAFilledFieldNamedOnlyByItsPlaceholderWarns() {
        let found = RuleHarness.run(rule, on: field("bob@example.com", placeholder: "name@example.com"))
        XCTAssertEqual(found.compact, ["Text field labelled only by its placeholder"])
        XCTAssertEqual(found.issues.first?.severity, .warning)
        XCTAssertEqual(found.issues.first?.ruleID, "sufficientElementDescription.placeholderOnly")
        XCTAssertEqual(found.issues.first?.auditType, .sufficientElementDescription)
    }

    func testAnEmptyFieldAndASecureFieldWarnToo() {
        XCTAssertEqual(
            RuleHarness.run(rule, on: field(placeholder: "Email")).compact,
            ["Text field labelled only by its placeholder"])
        XCTAssertEqual(
            RuleHarness.run(rule, on: field("hunter2", placeholder: "Password", label: "  ", secure: true)).compact,
            ["Text field labelled only by its placeholder"])
    }

    func testACapturedFieldWithAPlaceholderAndNoLabelWarns() throws {
        let found = RuleHarness.run(rule, on: try capture(#"placeholderValue="Email" value="bob@example.com""#))
        XCTAssertEqual(found.compact, ["Text field labelled only by its placeholder"])
    }

    // MARK: Does not fire

    func testALabelledFieldDoesNotWarn() {
        XCTAssertEqual(
            RuleHarness.run(rule, on: field("bob@example.com", placeholder: "name@example.com", label: "Email")).issues,
            [])
    }

    func testAFieldWithNoPlaceholderIsLeftToMissingDescription() {
        XCTAssertEqual(RuleHarness.run(rule, on: field("bob", placeholder: nil)).issues, [])
        XCTAssertEqual(RuleHarness.run(rule, on: field(placeholder: "   ")).issues, [])
    }

    func testHiddenFieldsAndSearchFieldsDoNotWarn() {
        let hidden = field(placeholder: "Email")
        hidden.isHidden = true
        let search = field(placeholder: "Search")
        search.accessibilityTraits = search.accessibilityTraits.union(.searchField)
        XCTAssertEqual(RuleHarness.run(rule, on: hidden, search).issues, [])
    }

    func testCapturesWithALabelOrNotAccessibleOrASearchFieldDoNotWarn() throws {
        XCTAssertEqual(RuleHarness.run(rule, on: try capture(#"placeholderValue="Email" label="Email""#)).issues, [])
        XCTAssertEqual(
            RuleHarness.run(rule, on: try capture(#"placeholderValue="Email" accessible="false""#)).issues, [])
        XCTAssertEqual(
            RuleHarness.run(rule, on: try capture(#"placeholderValue="Search""#, type: "XCUIElementTypeSearchField"))
                .issues, [])
        XCTAssertEqual(RuleHarness.run(rule, on: try capture(#"value="bob""#)).issues, [])
    }

    func testTheRuleIsBuiltIn() {
        XCTAssertTrue(
            AccessibilityAuditor.builtInRules.contains { $0.ruleID == "sufficientElementDescription.placeholderOnly" })
    }
}
