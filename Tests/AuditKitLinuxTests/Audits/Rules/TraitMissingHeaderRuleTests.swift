import AuditKitLinux
import Foundation
import XCTest

/// `trait.missingHeader`: fires / does not fire.
final class TraitMissingHeaderRuleTests: XCTestCase {
    private func frame(_ y: Double, height: Double = 44) -> CGRect { CGRect(x: 16, y: y, width: 200, height: height) }

    private func section(title: String, font: Font, header: Bool = false, gap: Double = 8) -> View {
        let container = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let label = Label(text: title, frame: CGRect(x: 16, y: 0, width: 358, height: 30))
        label.font = font
        if header { label.accessibilityTraits = [.staticText, .header] }
        let group = View(frame: CGRect(x: 0, y: 30 + gap, width: 390, height: 100))
        group.addSubviews(
            Label(text: "First row", frame: CGRect(x: 16, y: 0, width: 300, height: 44)),
            Label(text: "Second row", frame: CGRect(x: 16, y: 50, width: 300, height: 44)))
        container.addSubviews(label, group)
        return container
    }

    func testTitleAboveGroupWithoutHeaderFiresAsWarning() {
        let app = RuleHarness.app(section(title: "Favourites", font: .preferredFont(forTextStyle: .title2)))
        let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: app)
        XCTAssertEqual(outcome.compact, ["Element has no header trait"])
        XCTAssertEqual(outcome.issues.first?.severity, .warning)
        let bold = RuleHarness.app(section(title: "Recent", font: .boldSystemFont(ofSize: 20)))
        XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: bold).labels, ["Recent"])
    }

    func testHeaderBodyTextSentencesAndDistantGroupsPass() {
        let cases = [
            section(title: "Favourites", font: .preferredFont(forTextStyle: .title2), header: true),
            section(title: "Favourites", font: .preferredFont(forTextStyle: .body)),
            section(title: "Your quotes are saved.", font: .preferredFont(forTextStyle: .title2)),
            section(title: "Favourites", font: .preferredFont(forTextStyle: .title2), gap: 120),
        ]
        for (index, view) in cases.enumerated() {
            XCTAssertEqual(
                RuleHarness.run(TraitMissingHeaderRule(), on: RuleHarness.app(view)).issues, [], "case \(index)")
        }
    }

    func testTitleWithoutGroupBelowPasses() {
        let title = Label(text: "Welcome", frame: frame(100, height: 40))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let single = Label(text: "One line", frame: frame(150))
        XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: RuleHarness.app(title, single)).issues, [])
    }

    /// One flat container of 400 sections: a title, then its group, each title reported once with
    /// its own group's count (finding the next sibling does not scan the container per title).
    func testFlatContainerOfManySectionsReportsEachTitleOnce() {
        let list = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400 * 140))
        for index in 0..<400 {
            let y = Double(index) * 140
            let title = Label(text: "Section \(index)", frame: CGRect(x: 16, y: y, width: 358, height: 30))
            title.font = .preferredFont(forTextStyle: .title2)
            let hidden = View(frame: CGRect(x: 0, y: y + 30, width: 390, height: 1))
            hidden.isHidden = true
            let group = View(frame: CGRect(x: 0, y: y + 38, width: 390, height: 100))
            group.addSubviews(
                Label(text: "First row", frame: CGRect(x: 16, y: 0, width: 300, height: 44)),
                Label(text: "Second row", frame: CGRect(x: 16, y: 50, width: 300, height: 44)))
            list.addSubviews(title, hidden, group)
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 400 * 140))
        window.addSubview(list)
        let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: HeadlessApplication(window))
        XCTAssertEqual(outcome.labels, (0..<400).map { "Section \($0)" })
        XCTAssertEqual(Set(outcome.issues.map { $0.evidence[.groupElementCount] ?? 0 }), [2])
    }

    func testTextWithoutTextFactsInJSONIsNotEvaluated() {
        let title = Label(text: "Settings", frame: CGRect(x: 16, y: 100, width: 300, height: 30))
        let found = RuleHarness.run(
            TraitMissingHeaderRule(), on: RuleHarness.json(title, leavingOutFactsOf: "Settings") { $0.text = nil })
        XCTAssertEqual(found.issues, [])
        XCTAssertEqual(
            found.notEvaluated,
            [
                NotEvaluated(
                    auditType: .trait,
                    reason: "the hierarchy does not record what these text elements draw (no text facts)",
                    elementCount: 1)
            ])
    }

    // MARK: Screen titles by their place

    /// A custom header (a React Native or Flutter top bar): a back button and a semibold title
    /// centred in the bar, and `content` below.
    private func customHeader(
        title: String = "Settings", font: Font = .systemFont(ofSize: 17, weight: .semibold), titleX: Double = 120,
        y: Double = 59, titleTraits: AccessibilityTraits? = nil
    ) -> [View] {
        let bar = View(frame: CGRect(x: 0, y: 0, width: 390, height: y + 44))
        let back = Button(title: "Back", frame: CGRect(x: 8, y: y, width: 60, height: 44))
        back.addAction {}
        let label = Label(text: title, frame: CGRect(x: titleX, y: y + 11, width: 150, height: 22))
        label.font = font
        if let titleTraits { label.accessibilityTraits = titleTraits }
        bar.addSubviews(back, label)
        let rows = [
            Label(text: "Wi-Fi", frame: CGRect(x: 16, y: 140, width: 300, height: 44)),
            Label(text: "Bluetooth", frame: CGRect(x: 16, y: 190, width: 300, height: 44)),
        ]
        return [bar] + rows
    }

    func testCustomHeaderTitleCentredInTheTopBarFires() {
        let window = RuleHarness.app(customHeader()[0], customHeader()[1], customHeader()[2])
        let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: window)
        XCTAssertEqual(outcome.labels, ["Settings"])
        XCTAssertEqual(outcome.issues.first?.severity, .warning)
        XCTAssertEqual(outcome.issues.first?.evidence[.titlePlacement], "centredInTopBar")
        XCTAssertEqual(outcome.issues.first?.evidence[.centreOffset], 0)
        XCTAssertEqual(outcome.issues.first?.evidence[.fontSize], 17)
        // The same screen as hierarchy JSON, and a heavier, slightly off-centre headline.
        let views = customHeader(font: .preferredFont(forTextStyle: .headline), titleX: 126)
        let json = RuleHarness.json(views[0], views[1], views[2], leavingOutFactsOf: "-") { _ in }
        XCTAssertEqual(RuleHarness.run(TraitMissingHeaderRule(), on: json).labels, ["Settings"])
    }

    func testLookalikesOfAScreenTitleDoNotFire() {
        var cases: [(String, [View])] = []
        // Marked as a header; a navigation bar's own title (UIKit marks it); regular weight; a large
        // title; left-aligned; below the top bar (an empty state's title).
        cases.append(("header", customHeader(titleTraits: [.staticText, .header])))
        let navigation = NavigationBar(title: "Settings", frame: CGRect(x: 0, y: 59, width: 390, height: 44))
        cases.append(("navigation bar", [navigation] + Array(customHeader().dropFirst())))
        cases.append(("regular", customHeader(font: .systemFont(ofSize: 17))))
        cases.append(("large title", customHeader(font: .preferredFont(forTextStyle: .largeTitle))))
        cases.append(("left", customHeader(titleX: 70)))
        cases.append(("low", customHeader(y: 300)))
        // A centred bold button title, and a bold title inside a tappable view.
        let bar = View(frame: CGRect(x: 0, y: 0, width: 390, height: 103))
        let button = Button(title: "Settings", frame: CGRect(x: 120, y: 70, width: 150, height: 22))
        button.titleFont = .systemFont(ofSize: 17, weight: .semibold)
        button.addAction {}
        bar.addSubview(button)
        cases.append(("button", [bar] + Array(customHeader().dropFirst())))
        let tappable = customHeader()
        tappable[0].addTapGesture {}
        cases.append(("tappable bar", tappable))
        // No content below: a lone banner.
        cases.append(("alone", [customHeader()[0]]))
        for (name, views) in cases {
            let window = Window(frame: RuleHarness.screen)
            views.forEach(window.addSubview)
            let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: HeadlessApplication(window).snapshot())
            XCTAssertEqual(outcome.issues, [], name)
        }
    }

    func testCapturedHeaderIsNotEvaluated() {
        var capture = CaptureFixture()
        let bar = capture.add(.other, parent: capture.root, frame: CGRect(x: 0, y: 0, width: 390, height: 103))
        capture.add(
            .staticText, parent: bar, label: "Settings", value: "Settings", accessible: true,
            frame: CGRect(x: 120, y: 70, width: 150, height: 22))
        let outcome = RuleHarness.run(TraitMissingHeaderRule(), on: capture.hierarchy)
        XCTAssertEqual(outcome.issues, [])
        XCTAssertEqual(outcome.notEvaluated.map(\.reason), ["the capture has no fonts to tell a title from body text"])
    }
}
