import AuditKitLinux
import Foundation
import XCTest

final class DynamicTypeRulesTests: XCTestCase {
    private func label(_ text: String, font: Font, adjusts: Bool = true, y: Double = 100) -> Label {
        let label = Label(text: text, frame: CGRect(x: 16, y: y, width: 358, height: 30))
        label.font = font
        label.adjustsFontForContentSizeCategory = adjusts
        return label
    }

    func testFixedSizeFontIsUnsupported() {
        let app = RuleHarness.app(label("Fixed", font: .systemFont(ofSize: 17)))
        let outcome = RuleHarness.run(DynamicTypeUnsupportedRule(), on: app)
        XCTAssertEqual(outcome.compact, ["Dynamic Type font sizes are unsupported"])
        XCTAssertEqual(outcome.labels, ["Fixed"])
        XCTAssertEqual(outcome.issues.first?.ruleID, "dynamicType.unsupported")
        XCTAssertEqual(outcome.issues.first?.evidence[.fontSizing], "fixed")
        XCTAssertEqual(outcome.issues.first?.evidence[.fontSize], 17)
        XCTAssertEqual(outcome.issues.first?.evidence[.text], "Fixed")
    }

    func testTextStyleThatDoesNotAdjustIsUnsupported() {
        let app = RuleHarness.app(label("Stuck", font: .preferredFont(forTextStyle: .body), adjusts: false))
        XCTAssertEqual(RuleHarness.run(DynamicTypeUnsupportedRule(), on: app).labels, ["Stuck"])
    }

    func testTextStyleAndScaledCustomFontPass() {
        let app = RuleHarness.app(
            label("Body", font: .preferredFont(forTextStyle: .body)),
            label("Custom", font: .custom("Avenir", size: 18, relativeTo: .body), y: 140))
        let outcome = RuleHarness.run(DynamicTypeUnsupportedRule(), on: app)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated, [])
    }

    func testViewThatSwapsFontsAtLargerSizesCountsAsScaling() {
        final class ManualScalingLabel: Label {
            override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
                font = .systemFont(ofSize: settings.preferredContentSizeCategory.isAccessibilityCategory ? 40 : 17)
            }
        }
        let manual = ManualScalingLabel(text: "Manual", frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let outcome = RuleHarness.run(DynamicTypeUnsupportedRule(), on: RuleHarness.app(manual))
        XCTAssertEqual(outcome.issues, [], "evidence of scaling wins over the fixed font")
    }

    func testSystemBarsAreExempt() {
        let tabs = TabBar(
            items: [TabBarItem(title: "Quote"), TabBarItem(title: "Settings")],
            frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        let bar = NavigationBar(title: "Quotes", frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let app = RuleHarness.app(tabs, bar)
        XCTAssertEqual(RuleHarness.run(DynamicTypeUnsupportedRule(), on: app).issues, [])
        XCTAssertEqual(RuleHarness.run(DynamicTypePartiallyUnsupportedRule(), on: app).issues, [])
    }

    func testCapBelowAccessibilitySizesIsPartiallyUnsupported() {
        let capped = label("Capped", font: .preferredFont(forTextStyle: .body))
        capped.maximumContentSizeCategory = .extraExtraExtraLarge
        let outcome = RuleHarness.run(DynamicTypePartiallyUnsupportedRule(), on: RuleHarness.app(capped))
        XCTAssertEqual(outcome.compact, ["Dynamic Type font sizes are partially unsupported"])
        XCTAssertEqual(outcome.issues.first?.ruleID, "dynamicType.partiallyUnsupported")
    }

    func testCapOnAncestorCounts() {
        let container = View(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        container.maximumContentSizeCategory = .large
        container.addSubview(label("Inner", font: .preferredFont(forTextStyle: .body), y: 0))
        XCTAssertEqual(
            RuleHarness.run(DynamicTypePartiallyUnsupportedRule(), on: RuleHarness.app(container)).labels, ["Inner"])
    }

    /// Apple's audit reports a cap at an accessibility size too (a bar that grows to AX2 and holds).
    func testCapAtAnAccessibilitySizeIsPartiallyUnsupportedToo() {
        let ax1 = label("AX1", font: .preferredFont(forTextStyle: .body))
        ax1.maximumContentSizeCategory = .accessibilityMedium
        let ax4 = label("AX4", font: .preferredFont(forTextStyle: .body), y: 140)
        ax4.maximumContentSizeCategory = .accessibilityExtraExtraLarge
        let outcome = RuleHarness.run(DynamicTypePartiallyUnsupportedRule(), on: RuleHarness.app(ax1, ax4))
        XCTAssertEqual(outcome.labels, ["AX1", "AX4"])
        for issue in outcome.issues {
            XCTAssertEqual(issue.evidence[.requiredMaximumContentSizeCategory], "accessibilityExtraExtraExtraLarge")
        }
    }

    func testCapAtTheLargestSizeAndFixedFontAreNotPartial() {
        let largest = label("Largest", font: .preferredFont(forTextStyle: .body))
        largest.maximumContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let fixed = label("Fixed", font: .systemFont(ofSize: 17), y: 140)
        fixed.maximumContentSizeCategory = .large
        let outcome = RuleHarness.run(DynamicTypePartiallyUnsupportedRule(), on: RuleHarness.app(largest, fixed))
        XCTAssertEqual(outcome.issues, [], "AX5 caps nothing; a fixed font is the other rule's issue")
    }

    func testHiddenTextIsNotJudged() {
        let hidden = label("Hidden", font: .systemFont(ofSize: 17))
        hidden.isHidden = true
        // Else there is nothing to audit:
        let shown = ImageView(image: Image(named: "logo"), frame: CGRect(x: 20, y: 600, width: 44, height: 44))
        XCTAssertEqual(RuleHarness.run(DynamicTypeUnsupportedRule(), on: RuleHarness.app(hidden, shown)).issues, [])
    }

    func testCaptureIsNotEvaluated() {
        var capture = CaptureFixture()
        capture.add(.staticText, parent: capture.root, label: "Hello")
        capture.add(.button, parent: capture.root, label: "OK")
        let bar = capture.add(.navigationBar, parent: capture.root, label: "Title")
        capture.add(.staticText, parent: bar, label: "Title")
        let outcome = RuleHarness.run(DynamicTypeUnsupportedRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(
            outcome.notEvaluated,
            [NotEvaluated(auditType: .dynamicType, reason: "the capture has no fonts", elementCount: 2)])
        XCTAssertEqual(RuleHarness.run(DynamicTypePartiallyUnsupportedRule(), on: capture.hierarchy).issues, [])
    }

    func testTextWithoutTextFactsInJSONIsNotEvaluated() {
        let caption = Label(text: "Updated now", frame: CGRect(x: 16, y: 100, width: 300, height: 20))
        let hierarchy = RuleHarness.json(caption, leavingOutFactsOf: "Updated now") { $0.text = nil }
        let found = RuleHarness.run(DynamicTypeUnsupportedRule(), on: hierarchy)
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated.map(\.reason),
            ["the hierarchy does not record what these text elements draw (no text facts)"])
        let contrast = RuleHarness.run(ContrastTextRule(), on: hierarchy)
        XCTAssertEqual(contrast.notEvaluated.map(\.elementCount), [1])
    }

    // MARK: The Large Content Viewer

    /// A custom tab bar along the screen's bottom with one item: an image and a 10 pt fixed label.
    private func customTabBar(item configure: (View) -> Void, y: Double = 761, height: Double = 83) -> View {
        let bar = View(frame: CGRect(x: 0, y: y, width: 390, height: height))
        let item = View(frame: CGRect(x: 0, y: 0, width: 97, height: 49))
        item.addSubview(label("Home", font: .systemFont(ofSize: 10), y: 30))
        configure(item)
        bar.addSubview(item)
        return bar
    }

    func testBarItemShowingTheLargeContentViewerWithATitlePasses() {
        let bar = customTabBar { item in
            item.showsLargeContentViewer = true
            item.largeContentTitle = "Home"
        }
        for rule in [DynamicTypeUnsupportedRule() as any AccessibilityAuditRule, DynamicTypePartiallyUnsupportedRule()]
        {
            XCTAssertEqual(RuleHarness.run(rule, on: RuleHarness.app(bar)).issues, [], rule.ruleID)
        }
        // A toolbar button: UIKit's controls give the viewer their title by default.
        let toolbar = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let button = Button(title: "Edit", frame: CGRect(x: 300, y: 50, width: 80, height: 44))
        button.titleFont = .systemFont(ofSize: 17)
        button.showsLargeContentViewer = true
        toolbar.addSubview(button)
        XCTAssertEqual(RuleHarness.run(DynamicTypeUnsupportedRule(), on: RuleHarness.app(toolbar)).issues, [])
        // The same fact from hierarchy JSON.
        XCTAssertEqual(
            RuleHarness.run(DynamicTypeUnsupportedRule(), on: RuleHarness.json(bar, leavingOutFactsOf: "-") { _ in })
                .issues, [])
    }

    func testBarItemWithoutATitleOrOutsideABarStillFails() {
        // The viewer with nothing to show: still a failure, saying so.
        let untitled = RuleHarness.run(
            DynamicTypeUnsupportedRule(),
            on: RuleHarness.app(customTabBar { $0.showsLargeContentViewer = true }))
        XCTAssertEqual(untitled.labels, ["Home"])
        XCTAssertEqual(untitled.issues.first?.evidence[.showsLargeContentViewer], true)
        // Not in a bar (the middle of the screen, or taller than a bar): the viewer is no excuse.
        for bar in [
            customTabBar(
                item: {
                    $0.showsLargeContentViewer = true
                    $0.largeContentTitle = "Home"
                }, y: 400),
            customTabBar(
                item: {
                    $0.showsLargeContentViewer = true
                    $0.largeContentTitle = "Home"
                }, y: 600, height: 244),
        ] {
            let found = RuleHarness.run(DynamicTypeUnsupportedRule(), on: RuleHarness.app(bar))
            XCTAssertEqual(found.labels, ["Home"], "\(bar.frame)")
            XCTAssertNil(found.issues.first?.evidence[.showsLargeContentViewer])
        }
        // Without the viewer: the bar's fixed text fails as before.
        XCTAssertEqual(
            RuleHarness.run(DynamicTypeUnsupportedRule(), on: RuleHarness.app(customTabBar { _ in })).labels, ["Home"])
    }
}
