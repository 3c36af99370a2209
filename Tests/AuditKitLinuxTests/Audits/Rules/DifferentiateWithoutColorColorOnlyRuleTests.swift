import AuditKitLinux
import Foundation
import XCTest

/// A status dot: its state is spoken ("Online") and drawn by colour; with `symbols`, it adds a
/// symbol under Differentiate Without Colour.
private final class StatusDot: View {
    let online: Bool
    let symbols: Bool
    init(name: String, online: Bool, symbols: Bool, x: Double) {
        self.online = online
        self.symbols = symbols
        super.init(frame: CGRect(x: x, y: 0, width: 20, height: 20))
        isAccessibilityElement = true
        accessibilityLabel = name
        accessibilityValue = online ? "Online" : "Offline"
        backgroundColor = online ? .systemGreen : .systemRed
    }
    override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
        subviews.forEach { $0.removeFromSuperview() }
        if symbols && settings.shouldDifferentiateWithoutColor {
            addSubview(
                ImageView(
                    image: Image(systemName: online ? "checkmark" : "xmark"),
                    frame: CGRect(x: 4, y: 4, width: 12, height: 12)))
        }
    }
}

/// differentiateWithoutColor: states that differ by colour alone.
final class DifferentiateWithoutColorColorOnlyRuleTests: XCTestCase {
    typealias F = ExtendedRuleFixtures

    private func row(_ views: View...) -> View {
        let row = View(frame: CGRect(x: 0, y: 100, width: 390, height: 20))
        views.forEach(row.addSubview)
        return row
    }

    func testStatusShownOnlyByColourIsReported() throws {
        let app = F.app(
            row(
                StatusDot(name: "Server A", online: true, symbols: false, x: 0),
                StatusDot(name: "Server B", online: false, symbols: false, x: 40)))
        let result = try app.audit(for: .differentiateWithoutColor)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["State shown only by colour"])
        let issue = try XCTUnwrap(result.issues.first)
        XCTAssertEqual(issue.ruleID, "differentiateWithoutColor.colorOnly")
        XCTAssertEqual(issue.element?.label, "Server A")
        XCTAssertEqual(issue.evidence[.states], ["'Online'", "'Offline'"])
        XCTAssertEqual(issue.evidence[.likeElementCount], 2)
        XCTAssertEqual(issue.evidence[.accessibilitySetting], "shouldDifferentiateWithoutColor")
    }

    func testStatusThatGainsASymbolUnderDifferentiateWithoutColourPasses() throws {
        let app = F.app(
            row(
                StatusDot(name: "Server A", online: true, symbols: true, x: 0),
                StatusDot(name: "Server B", online: false, symbols: true, x: 40)))
        XCTAssertEqual(try app.audit(for: .differentiateWithoutColor).issues, [])
    }

    func testSameStateInDifferentColoursIsNotReported() throws {
        let a = StatusDot(name: "A", online: true, symbols: false, x: 0)
        let b = StatusDot(name: "B", online: true, symbols: false, x: 40)
        b.backgroundColor = .systemTeal
        XCTAssertEqual(try F.app(row(a, b)).audit(for: .differentiateWithoutColor).issues, [])
    }

    func testStatesWrittenAsTextAreNotReported() throws {
        let online = Label(text: "Online", frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        online.textColor = .systemGreen
        online.accessibilityValue = "Online"
        let offline = Label(text: "Offline", frame: CGRect(x: 100, y: 0, width: 80, height: 20))
        offline.textColor = .systemRed
        offline.accessibilityValue = "Offline"
        XCTAssertEqual(try F.app(row(online, offline)).audit(for: .differentiateWithoutColor).issues, [])
    }

    func testSelectionShownByAnUnderlineAsWellAsColourIsNotReported() throws {
        func tab(_ selected: Bool, x: Double) -> Button {
            let button = Button(title: "•", frame: CGRect(x: x, y: 0, width: 60, height: 44))
            button.isSelected = selected
            button.titleColor = selected ? .systemBlue : .systemGray
            if selected { button.addSubview(View.filled(CGRect(x: 0, y: 40, width: 60, height: 4))) }
            return button
        }
        XCTAssertEqual(
            try F.app(row(tab(true, x: 0), tab(false, x: 70))).audit(for: .differentiateWithoutColor).issues, [])
        // Without the underline, only the colour differs.
        let plain = [true, false].enumerated().map { i, selected -> Button in
            let button = Button(title: "•", frame: CGRect(x: Double(i) * 70, y: 0, width: 60, height: 44))
            button.isSelected = selected
            button.titleColor = selected ? .systemBlue : .systemGray
            return button
        }
        XCTAssertEqual(
            try F.app(row(plain[0], plain[1])).audit(for: .differentiateWithoutColor).issues.map(\.ruleID),
            ["differentiateWithoutColor.colorOnly"])
    }

    func testElementsOfDifferentSizesAreNotCompared() throws {
        let a = StatusDot(name: "A", online: true, symbols: false, x: 0)
        let b = StatusDot(name: "B", online: false, symbols: false, x: 40)
        b.frame.size = CGSize(width: 30, height: 30)
        XCTAssertEqual(try F.app(row(a, b)).audit(for: .differentiateWithoutColor).issues, [])
    }

    func testCapturesAreNotEvaluated() throws {
        let app = F.app(
            row(
                StatusDot(name: "A", online: true, symbols: false, x: 0),
                StatusDot(name: "B", online: false, symbols: false, x: 40)))
        let result = try F.capture(of: app).audit(for: .differentiateWithoutColor)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.notEvaluated.map(\.auditType), [.differentiateWithoutColor])
    }
    func testGroupsOfOneParentAndSizeAreJudgedApartAmongLoneElements() throws {
        // Rows of like dots, each beside a dot of its own size and a button: the lone ones never
        // form a group, the pairs of each row are each reported once, as each row alone is.
        func rows() -> [View] {
            (0..<3).map { index in
                let row = View(frame: CGRect(x: 0, y: 100 + 40 * Double(index), width: 390, height: 30))
                let lone = StatusDot(name: "Lone \(index)", online: false, symbols: false, x: 120)
                lone.frame.size = CGSize(width: 30, height: 30)
                row.addSubviews(
                    StatusDot(name: "Row \(index) A", online: true, symbols: false, x: 0), lone,
                    Button(title: "Edit", frame: CGRect(x: 200, y: 0, width: 60, height: 30)),
                    StatusDot(name: "Row \(index) B", online: index == 1, symbols: false, x: 40),
                    StatusDot(name: "Row \(index) C", online: false, symbols: false, x: 80))
                return row
            }
        }
        let together = try F.app(rows()[0], rows()[1], rows()[2]).audit(for: .differentiateWithoutColor).issues
        XCTAssertEqual(together.map { $0.element?.label }, ["Row 0 A", "Row 1 A", "Row 2 A"])
        XCTAssertEqual(together.map { $0.evidence[.likeElementCount] }, [3, 3, 3])
        let alone = try rows().flatMap { try F.app($0).audit(for: .differentiateWithoutColor).issues }
        XCTAssertEqual(together.map(\.evidence), alone.map(\.evidence))
        XCTAssertEqual(together.map(\.detailedDescription), alone.map(\.detailedDescription))
    }

    /// A row of 600 like dots: all offline and red, but for a teal one (same state) and, last, an
    /// online green one. The pair reported is the first by position: the first dot, with the last;
    /// the pairs are not compared one by one.
    func testLargeGroupReportsItsFirstColourOnlyPair() throws {
        let row = View(frame: CGRect(x: 0, y: 100, width: 390, height: 20))
        for index in 0..<600 {
            let dot = StatusDot(
                name: "Server \(index)", online: index == 599, symbols: false, x: Double(index % 15) * 25)
            if index == 3 { dot.backgroundColor = .systemTeal }
            row.addSubview(dot)
        }
        let issues = try F.app(row).audit(for: .differentiateWithoutColor).issues
        XCTAssertEqual(issues.map { $0.element?.label }, ["Server 0"])
        XCTAssertEqual(issues.first?.evidence[.states], ["'Offline'", "'Online'"])
        XCTAssertEqual(issues.first?.evidence[.likeElementCount], 600)
        let sameState = View(frame: CGRect(x: 0, y: 100, width: 390, height: 20))
        for index in 0..<600 {
            sameState.addSubview(
                StatusDot(name: "Server \(index)", online: false, symbols: false, x: Double(index % 15) * 25))
        }
        XCTAssertEqual(try F.app(sameState).audit(for: .differentiateWithoutColor).issues, [])
    }
}

extension View {
    fileprivate static func filled(_ frame: CGRect) -> View {
        let view = View(frame: frame)
        view.backgroundColor = .systemBlue
        return view
    }

    fileprivate func testTwoHugeLikeButtonsInAHandMadeHierarchyDoNotTrapColourOnlyState() throws {
        // A hierarchy built by hand is not checked: the rule itself must not trap.
        var settings = AccessibilitySettings.default
        settings.shouldDifferentiateWithoutColor = true
        var elements = [ElementSnapshot(id: 0, elementType: .application)]
        elements[0].children = [1, 2]
        elements[0].accessibilityChildren = [1, 2]
        elements[0].isInAccessibilityView = true
        elements[0].isVisible = true
        for id in [1, 2] {
            var b = ElementSnapshot(id: id, elementType: .button)
            b.parent = 0
            b.frame = CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)
            b.isAccessibilityElement = true
            b.isInAccessibilityView = true
            b.isVisible = true
            b.label = "Item"
            b.traits = id == 1 ? [.button, .selected] : [.button]
            b.backgroundColor = RGBA(red: id == 1 ? 1 : 0, green: 0, blue: 0)
            elements.append(b)
        }
        let hierarchy = AccessibilityHierarchy(
            elements: elements, rootID: 0, settings: settings, source: .init(kind: .headless))
        let result = try hierarchy.audit(for: .differentiateWithoutColor)
        XCTAssertEqual(result.issues.map(\.compactDescription), ["State shown only by colour"])
    }
}
