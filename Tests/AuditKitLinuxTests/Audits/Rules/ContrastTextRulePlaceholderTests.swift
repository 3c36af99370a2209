import AuditKitLinux
import XCTest

/// Placeholder text: drawn in `placeholderText`, recorded as a placeholder, warned about (never failed) by the contrast rule.
final class ContrastTextRulePlaceholderTests: XCTestCase {
    let rule = ContrastTextRule()

    private func field(text: String? = nil, placeholder: String? = "Email", placeholderColor: Color? = .placeholderText)
        -> TextField
    {
        let field = TextField(text: text, placeholder: placeholder, frame: rect(20, 100, 300, 44))
        field.placeholderColor = placeholderColor
        return field
    }

    /// Runs the rule over a window holding `view`, snapshotted under `settings`.
    private func findings(on view: View, settings: AccessibilitySettings) -> RuleFindings {
        RuleHarness.run(rule, on: RuleHarness.app(view).snapshot(settings: settings))
    }

    // MARK: The model

    func testPlaceholderTextHasUIKitValues() {
        XCTAssertEqual(Color.placeholderText.resolved(style: .light, increaseContrast: false), RGBA(hex: "#3C3C434D"))
        XCTAssertEqual(Color.placeholderText.resolved(style: .dark, increaseContrast: false), RGBA(hex: "#EBEBF54D"))
        // 1.74:1 over white; 2.27:1 over black in dark mode.
        let white = RGBA(hex: "#FFFFFF")!
        let ratio = RGBA.contrastRatio(Color.placeholderText.light.composited(over: white), white)
        XCTAssertEqual(ratio, 1.739, accuracy: 0.001)
    }

    func testSnapshotRecordsPlaceholderAndItsColour() {
        let snapshot = HeadlessApplication(field()).snapshot()
        let text = snapshot.elements.first { $0.elementType == .textField }?.text
        XCTAssertEqual(text?.text, "Email")
        XCTAssertEqual(text?.isPlaceholder, true)
        XCTAssertEqual(text?.color, RGBA(hex: "#3C3C434D"))
    }

    func testSnapshotOfFilledFieldIsNotPlaceholder() {
        let snapshot = HeadlessApplication(field(text: "bob@example.com")).snapshot()
        let text = snapshot.elements.first { $0.elementType == .textField }?.text
        XCTAssertEqual(text?.text, "bob@example.com")
        XCTAssertEqual(text?.isPlaceholder, false)
        XCTAssertEqual(text?.color, RGBA(hex: "#000000"))
    }

    func testIsPlaceholderRoundTripsAndIsOptionalInJSON() throws {
        let json = Data(#"{"text": "Email", "isPlaceholder": true}"#.utf8)
        XCTAssertEqual(try JSONDecoder().decode(TextSnapshot.self, from: json).isPlaceholder, true)
        let old = Data(#"{"text": "Email"}"#.utf8)
        XCTAssertNil(try JSONDecoder().decode(TextSnapshot.self, from: old).isPlaceholder)
    }

    // MARK: Fires

    func testDefaultPlaceholderWarnsInLightMode() {
        let found = findings(on: field(), settings: AccessibilitySettings())
        XCTAssertEqual(found.compact, ["Contrast failed"])
        XCTAssertEqual(found.issues[0].severity, .warning)
        XCTAssertEqual(
            found.issues[0].detailedDescription,
            "The placeholder 'Email' is #3C3C434D on #FFFFFF: 1.74:1, needs 4.5:1 for text under 18 pt (14 pt bold). WCAG 2.2 SC 1.4.3 applies to placeholder text, and UIKit's default placeholder colour (placeholderText) is below 4.5:1 on white, so its severity is warning (a test fails on it unless failOn is .failure). Darken or lighten the placeholder (attributedPlaceholder) or its background."
        )
    }

    func testDefaultPlaceholderWarnsInDarkMode() {
        let found = findings(on: field(), settings: AccessibilitySettings(userInterfaceStyle: .dark))
        XCTAssertEqual(found.compact, ["Contrast failed"])
        XCTAssertEqual(found.issues[0].severity, .warning)
        let evidence = found.issues[0].evidence
        XCTAssertEqual(evidence[.isPlaceholder], true)
        XCTAssertEqual(evidence[.foregroundColor], "#EBEBF54D")
        XCTAssertEqual(evidence[.backgroundColor], "#000000")
        XCTAssertEqual(evidence[.contrastRatio] ?? 0, 2.27, accuracy: 0.005)
        XCTAssertEqual(evidence[.requiredContrastRatio], 4.5)
    }

    func testDefaultPlaceholderWarnsWithIncreaseContrast() {
        let found = findings(on: field(), settings: AccessibilitySettings(isDarkerSystemColorsEnabled: true))
        XCTAssertEqual(found.issues.map(\.severity), [.warning])
    }

    func testNearlyPassingPlaceholderSaysNearlyPassed() {
        // #7A7A7A on white: 4.29:1, within 1/9 of 4.5.
        let found = findings(on: field(placeholderColor: Color(hex: "#7A7A7A")), settings: AccessibilitySettings())
        XCTAssertEqual(found.compact, ["Contrast nearly passed"])
        XCTAssertEqual(found.issues[0].severity, .warning)
    }

    func testSecondaryLabelPlaceholderStillWarns() {
        // secondaryLabel (#3C3C43 at 60%) over white composites to about 3.4:1: below 4.5:1.
        let found = findings(on: field(placeholderColor: .secondaryLabel), settings: AccessibilitySettings())
        XCTAssertEqual(found.compact, ["Contrast failed"])
        XCTAssertEqual(found.issues[0].severity, .warning)
    }

    func testNonPlaceholderTextInTheSameColourStillFails() {
        // The warning is for placeholders only: a label in placeholderText is an ordinary failure.
        let label = Label(text: "Email", frame: rect(20, 100, 300, 30))
        label.textColor = .placeholderText
        label.font = .systemFont(ofSize: 17)
        let found = findings(on: label, settings: AccessibilitySettings())
        XCTAssertEqual(found.issues.map(\.severity), [.failure])
        XCTAssertEqual(found.issues[0].evidence[.isPlaceholder], false)
        XCTAssertEqual(found.issues[0].evidence[.text], "Email")
    }

    // MARK: Does not fire

    func testFilledFieldInLabelColourPasses() {
        XCTAssertEqual(findings(on: field(text: "bob@example.com"), settings: AccessibilitySettings()).issues, [])
        XCTAssertEqual(
            findings(on: field(text: "bob@example.com"), settings: AccessibilitySettings(userInterfaceStyle: .dark))
                .issues, [])
    }

    func testPlaceholderInAPassingColourIsNotReported() {
        // #6C6C70 (systemGray with Increase Contrast, light) on white: about 5.23:1.
        let found = findings(on: field(placeholderColor: Color(hex: "#6C6C70")), settings: AccessibilitySettings())
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(found.notEvaluated, [])
    }

    func testEmptyFieldWithoutPlaceholderDrawsNothing() {
        XCTAssertEqual(findings(on: field(placeholder: nil), settings: AccessibilitySettings()).issues, [])
    }
}
