import AuditKitLinux
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class JUnitReportTests: XCTestCase {
    private let tooSmall = ReportFixtures.issue(
        element: ReportFixtures.element(label: "Buy"), path: "Application/Window/Button['Buy']")
    private let nearly = ReportFixtures.issue(
        "contrast.text", type: .contrast, compact: "Contrast nearly passed",
        detail: "Contrast is 4.2:1; text needs 4.5:1.", severity: .warning,
        element: ReportFixtures.element(.staticText, id: 2, label: "Fine print"),
        path: "Application/Window/StaticText['Fine print']", reference: ReportFixtures.contrastReference)

    private var screens: [AuditedScreen] {
        [
            AuditedScreen(
                name: "Checkout", file: "Tests/AppTests/CheckoutTests.swift",
                result: ReportFixtures.result(
                    [nearly, tooSmall], types: [.contrast, .hitRegion, .dynamicType],
                    notEvaluated: [NotEvaluated(auditType: .dynamicType, reason: "the capture has no fonts")])),
            AuditedScreen(name: "Home", result: ReportFixtures.result([], types: .hitRegion)),
        ]
    }

    func testReportShape() {
        XCTAssertEqual(
            JUnitReport(screens: screens).render(),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="AuditKitLinux accessibility audit" tests="4" failures="1" errors="0">
              <testsuite name="Checkout" tests="3" failures="1" errors="0" skipped="1" file="Tests/AppTests/CheckoutTests.swift">
                <properties>
                  <property name="auditTypes" value="contrast,hitRegion,dynamicType"/>
                  <property name="elementCount" value="12"/>
                </properties>
                <testcase classname="AuditKitLinux.Checkout" name="contrast.text Window/StaticText[&apos;Fine print&apos;]" file="Tests/AppTests/CheckoutTests.swift">
                  <system-out>warning: Contrast nearly passed
            Contrast is 4.2:1; text needs 4.5:1.
            Element: StaticText, label: 'Fine print'
            Path: Application/Window/StaticText['Fine print']
            Rule: contrast.text (warning)
            Reference: WCAG 2.2 SC 1.4.3 Contrast (Minimum) &lt;https://www.w3.org/TR/WCAG22/#contrast-minimum&gt;</system-out>
                </testcase>
                <testcase classname="AuditKitLinux.Checkout" name="hitRegion.tooSmall Window/Button[&apos;Buy&apos;]" file="Tests/AppTests/CheckoutTests.swift">
                  <failure type="hitRegion.tooSmall" message="Hit area is too small">The hit area is 18 × 22 pt; make it at least 24 × 24 pt.
            Element: Button, label: 'Buy'
            Path: Application/Window/Button['Buy']
            Rule: hitRegion.tooSmall (failure)
            Reference: WCAG 2.2 SC 2.5.8 Target Size (Minimum) &lt;https://www.w3.org/TR/WCAG22/#target-size-minimum&gt;</failure>
                </testcase>
                <testcase classname="AuditKitLinux.Checkout" name="dynamicType not evaluated: the capture has no fonts" file="Tests/AppTests/CheckoutTests.swift">
                  <skipped message="dynamicType not evaluated: the capture has no fonts"/>
                </testcase>
              </testsuite>
              <testsuite name="Home" tests="1" failures="0" errors="0" skipped="0">
                <properties>
                  <property name="auditTypes" value="hitRegion"/>
                  <property name="elementCount" value="12"/>
                </properties>
                <testcase classname="AuditKitLinux.Home" name="hitRegion"/>
              </testsuite>
            </testsuites>

            """)
    }

    /// A test case of an element carries the `file` and `line` attributes JUnit annotators read
    /// (mikepenz/action-junit-report, GitLab): the element's line in the capture when known, else the
    /// line that ran the audit; no line without a file, and none for the type's passing test case.
    func testTestCasesAreLocatedWhereAnnotatorsLook() {
        var capture = AuditedScreen(
            name: "login.xml", file: "captures/login.xml",
            result: ReportFixtures.result([tooSmall, nearly], types: [.contrast, .hitRegion, .trait]))
        capture.elementPositions = [tooSmall.elementSnapshot!.id: SourcePosition(line: 14, column: 13)]
        let test = AuditedScreen(
            name: "Checkout", file: "Tests/AppTests/CheckoutTests.swift", line: 42,
            result: ReportFixtures.result([tooSmall], types: .hitRegion))
        let noFile = AuditedScreen(name: "Home", line: 7, result: ReportFixtures.result([tooSmall], types: .hitRegion))
        let xml = JUnitReport(screens: [capture, test, noFile]).render()
        XCTAssertTrue(
            xml.contains(
                #"<testcase classname="AuditKitLinux.login_xml" name="hitRegion.tooSmall Window/Button[&apos;Buy&apos;]" file="captures/login.xml" line="14">"#
            ), xml)
        // The contrast issue's element has no known place, and the capture no line that audited it.
        XCTAssertTrue(
            xml.contains(
                #"<testcase classname="AuditKitLinux.login_xml" name="contrast.text Window/StaticText[&apos;Fine print&apos;]" file="captures/login.xml">"#
            ), xml)
        XCTAssertTrue(
            xml.contains(#"<testcase classname="AuditKitLinux.login_xml" name="trait" file="captures/login.xml"/>"#),
            xml)
        XCTAssertTrue(
            xml.contains(
                #"<testcase classname="AuditKitLinux.Checkout" name="hitRegion.tooSmall Window/Button[&apos;Buy&apos;]" file="Tests/AppTests/CheckoutTests.swift" line="42">"#
            ), xml)
        XCTAssertTrue(
            xml.contains(
                #"<testcase classname="AuditKitLinux.Home" name="hitRegion.tooSmall Window/Button[&apos;Buy&apos;]">"#),
            xml)
    }

    func testWarningsFailWhenAskedTo() {
        let xml = JUnitReport(screens: screens, failOn: .warning).render()
        XCTAssertTrue(
            xml.contains(#"<testsuites name="AuditKitLinux accessibility audit" tests="4" failures="2" errors="0">"#))
        XCTAssertTrue(xml.contains(#"<failure type="contrast.text" message="Contrast nearly passed">"#))
        XCTAssertFalse(xml.contains("<system-out>"))
    }

    func testOneTestCasePerRuleAndElementWithAFailurePerIssue() {
        var large = tooSmall
        large.foundUnder = [AccessibilitySettings(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)]
        let xml = JUnitReport(screens: [
            AuditedScreen(name: "S", result: ReportFixtures.result([tooSmall, large], types: .hitRegion))
        ]).render()
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 1)
        XCTAssertEqual(xml.components(separatedBy: "<failure ").count - 1, 2)
        XCTAssertTrue(xml.contains("Found under: accessibilityExtraExtraExtraLarge"))
    }

    func testHostileTextIsEscapedAndSurvivesAnXMLParser() throws {
        let hostile = "A & B <c> \"d\" 'e' ]]> \u{1}\u{B}bell\nline2\ttab 日本語 👍"
        let issue = ReportFixtures.issue(
            compact: hostile, detail: hostile, element: ReportFixtures.element(label: hostile),
            path: "Application/Window/Button['\(hostile)']")
        let xml = JUnitReport(screens: [
            AuditedScreen(name: hostile, result: ReportFixtures.result([issue], types: .hitRegion))
        ]).render()
        XCTAssertFalse(xml.contains("\u{1}"), "control characters XML cannot hold are replaced")
        #if canImport(FoundationXML)
            let document = try XMLDocument(xmlString: xml)
            let failure = try XCTUnwrap(document.nodes(forXPath: "//failure").first as? XMLElement)
            let expected = hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}").replacingOccurrences(
                of: "\u{B}", with: "\u{FFFD}")
            XCTAssertEqual(
                failure.attribute(forName: "message")?.stringValue, expected, "attribute keeps newline and tab")
            XCTAssertTrue(failure.stringValue?.hasPrefix(expected) == true)
            let suite = try XCTUnwrap(document.nodes(forXPath: "//testsuite").first as? XMLElement)
            XCTAssertEqual(suite.attribute(forName: "name")?.stringValue, expected)
        #endif
        try ReportValidator.assertValid("junit", text: Data(xml.utf8))
    }

    func testReportIsValidAgainstTheJUnitSchema() throws {
        try ReportValidator.assertValid("junit", text: Data(JUnitReport(screens: screens).render().utf8))
        try ReportValidator.assertValid(
            "junit", text: Data(JUnitReport(screens: screens, failOn: .warning).render().utf8))
        try ReportValidator.assertValid("junit", text: Data(JUnitReport(screens: []).render().utf8))
    }

    func testTheValidatorRejectsAnInvalidReport() throws {
        try ReportValidator.requireValidators()
        // Proves the schema check can fail: a <testcase> without its required name, and wrong counts.
        let broken = JUnitReport(screens: screens).render().replacingOccurrences(
            of: #"<testcase classname="AuditKitLinux.Home" name="hitRegion"/>"#,
            with: #"<testcase classname="AuditKitLinux.Home"/>"#)
        XCTAssertTrue(try ReportValidator.rejects("junit", text: Data(broken.utf8)))
        let miscounted = JUnitReport(screens: screens).render().replacingOccurrences(
            of: #"tests="3""#, with: #"tests="5""#)
        XCTAssertTrue(try ReportValidator.rejects("junit", text: Data(miscounted.utf8)))
    }

    func testNamesSurviveJenkinsAndParameterizedSuitesAreUnique() {
        func field(_ id: Int, _ index: Int) -> AccessibilityAuditIssue {
            ReportFixtures.issue(
                "element.noDescription", type: .sufficientElementDescription, compact: "Element has no description",
                element: ReportFixtures.element(.textField, id: id),
                path: "Application/Window/Other/TextField[\(index)]")
        }
        let name = "ScreenTests/SettingsTests.swift testSettingsScreen()"
        let xml = JUnitReport(screens: [
            AuditedScreen(name: name, result: ReportFixtures.result([field(1, 1), field(2, 2)])),
            AuditedScreen(name: name, result: ReportFixtures.result([])),
            AuditedScreen(name: "wda_x.txt", result: ReportFixtures.result([])),
        ]).render()
        XCTAssertTrue(
            xml.contains(#"classname="AuditKitLinux.ScreenTests_SettingsTests_swift_testSettingsScreen()""#), xml)
        XCTAssertTrue(
            xml.contains(#"classname="AuditKitLinux.ScreenTests_SettingsTests_swift_testSettingsScreen()_(2)""#), xml)
        XCTAssertTrue(xml.contains(#"classname="AuditKitLinux.wda_x_txt""#), xml)
        XCTAssertTrue(xml.contains(#"<testsuite name="\#(name) (2)""#), xml)
        // Same-looking fields share the index-free key: the second is "#2".
        XCTAssertTrue(xml.contains(#"name="element.noDescription Window/Other/TextField">"#), xml)
        XCTAssertTrue(xml.contains(#"name="element.noDescription Window/Other/TextField #2">"#), xml)
    }

    func testManySameLookingElementsAreNumberedInTheOrderFirstSeen() {
        // 600 same-looking fields (numbered by hashing, not by scanning each other), one found twice.
        func field(_ index: Int) -> AccessibilityAuditIssue {
            ReportFixtures.issue(
                "element.noDescription", type: .sufficientElementDescription, compact: "Element has no description",
                element: ReportFixtures.element(.textField, id: index),
                path: "Application/Window/Other/TextField[\(index)]")
        }
        let issues = (1...600).map(field) + [field(2)]
        let xml = JUnitReport(screens: [AuditedScreen(name: "Form", result: ReportFixtures.result(issues))]).render()
        XCTAssertTrue(xml.contains(#"name="element.noDescription Window/Other/TextField #600">"#), xml)
        XCTAssertFalse(xml.contains("TextField #601"), xml)
        XCTAssertEqual(
            xml.components(separatedBy: #"name="element.noDescription Window/Other/TextField #2">"#).count, 2)
        XCTAssertEqual(
            xml.components(separatedBy: #"name="element.noDescription "#).count - 1, 600, "one case per field")
    }
}
