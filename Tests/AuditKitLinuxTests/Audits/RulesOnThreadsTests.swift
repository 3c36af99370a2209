import Foundation
import SharedTestData
import XCTest

@testable import AuditKitLinux

/// An audit that runs its rules on several threads (a large screen, several cores) finds what the
/// same audit on one thread finds: the same issues in the same order, with the same messages,
/// evidence and paths; the same things not evaluated; the same counts of the types left out.
final class RulesOnThreadsTests: XCTestCase {
    /// The auditor on several threads whatever the screen's size, and the same on one thread.
    private func auditors(countsLeftOutTypes: Bool = true) -> (threads: AccessibilityAuditor, one: AccessibilityAuditor)
    {
        var threads = AccessibilityAuditor(countsLeftOutTypes: countsLeftOutTypes)
        threads.runsRulesConcurrently = true
        threads.fewestElementsForThreads = 0
        var one = AccessibilityAuditor(countsLeftOutTypes: countsLeftOutTypes)
        one.runsRulesConcurrently = false
        return (threads, one)
    }

    /// The types audited: every type, Apple's, one type (the others counted), the types beyond Apple's.
    private let typeSets: [AccessibilityAuditType] = [.every, .all, .contrast, .extended]

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: rules always run on one thread")
    }

    private func assertSameAudit(
        _ hierarchy: AccessibilityHierarchy, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (threads, one) = auditors()
        for types in typeSets {
            let expected: AccessibilityAuditResult
            do {
                expected = try one.audit(hierarchy, for: types)
            } catch {
                XCTAssertThrowsError(try threads.audit(hierarchy, for: types), name, file: file, line: line)
                continue
            }
            let found = try threads.audit(hierarchy, for: types)
            XCTAssertEqual(found, expected, "\(name), types \(types.rawValue)", file: file, line: line)
            XCTAssertEqual(
                try JSONReport(found).rendered(), try JSONReport(expected).rendered(), name, file: file, line: line)
        }
    }

    func testRulesOnThreadsFindWhatOneThreadFindsOnEveryRealCapture() throws {
        var audited = 0
        for folder in ["captures", "reports"] {
            let directory = try SharedTestData.url(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            for file in files
            where [".xml", ".json", ".txt"].contains(where: file.hasSuffix) && !file.hasSuffix(".src.txt") {
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                guard let hierarchy = try? AccessibilityHierarchy(importing: data, name: file) else { continue }
                try assertSameAudit(hierarchy, "\(folder)/\(file)")
                audited += 1
            }
        }
        XCTAssertGreaterThanOrEqual(audited, 15, "the real captures and reports were audited")
    }

    func testRulesOnThreadsFindWhatOneThreadFindsOnRandomCaptures() throws {
        var random = SeededRandom(seed: 27)
        for round in 0..<40 {
            let xml = Self.randomCapture(elements: 30 + round * 10, using: &random)
            let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "random-\(round).xml")
            try assertSameAudit(hierarchy, "random capture \(round)")
        }
    }

    func testRulesOnThreadsFindWhatOneThreadFindsOnRandomHeadlessScreens() throws {
        var random = SeededRandom(seed: 2_027)
        for round in 0..<15 {
            let app = Self.randomScreen(rows: 5 + round * 3, using: &random)
            try assertSameAudit(app.snapshot(), "random headless screen \(round)")
        }
    }

    func testAuditsThatSnapshotAgainOrRunRulesOfTheAppsOwnKeepToOneThread() throws {
        var random = SeededRandom(seed: 7)
        let app = Self.randomScreen(rows: 20, using: &random)
        var threads = AccessibilityAuditor()
        threads.runsRulesConcurrently = true
        threads.fewestElementsForThreads = 0
        var one = AccessibilityAuditor()
        one.runsRulesConcurrently = false
        // A live app is snapshotted again under other settings: the same result either way.
        XCTAssertEqual(try app.audit(auditor: threads), try app.audit(auditor: one))
        // A rule of the app's own beside the built-in ones.
        struct Counting: AccessibilityAuditRule {
            var ruleID: String { "custom.everyButton" }
            var auditType: AccessibilityAuditType { .trait }
            var reference: AuditReference { AuditReference(title: "Test rule", url: "https://example.invalid/rule") }
            func audit(_ context: AccessibilityAuditContext) {
                for element in context.hierarchy.elements where element.elementType == .button {
                    context.report(
                        self, element: element, compactDescription: "A button", detailedDescription: "A button.")
                }
            }
        }
        threads.rules.append(Counting())
        one.rules.append(Counting())
        let snapshot = app.snapshot()
        XCTAssertEqual(try threads.audit(snapshot), try one.audit(snapshot))
        XCTAssertTrue(try threads.audit(snapshot).issues.contains { $0.ruleID == "custom.everyButton" })
    }

    // MARK: Random screens

    /// A page source capture of about `elements` elements: nested containers, cells and rows of
    /// texts, buttons, switches, links, fields and images, with names drawn from a few (so that
    /// many repeat), some frames tiny, empty, off the screen or overlapping, some elements
    /// invisible, disabled or marked accessible or not.
    static func randomCapture(elements: Int, using random: inout SeededRandom) -> String {
        let names = ["More", "Edit", "Delete", "Settings", "Play", "Play button", "Selected", "On", "Wi-Fi", "", "Ω"]
        let leaves = ["StaticText", "Button", "Switch", "Link", "TextField", "Image", "Other", "Cell"]
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
        xml += "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" visible=\"true\" x=\"0\" y=\"0\" "
        xml += "width=\"390\" height=\"844\" name=\"App\">\n"
        xml +=
            "<XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" visible=\"true\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        var made = 0
        var depth = 0
        while made < elements {
            let opensContainer = depth < 6 && random.chance(0.25)
            let closesContainer = depth > 0 && random.chance(0.2)
            if closesContainer {
                xml += "</XCUIElementTypeOther>\n"
                depth -= 1
                continue
            }
            let type = opensContainer ? random.pick(["Other", "Cell", "Table"]) : random.pick(leaves)
            let x = random.pick([0, 16, 200, 380, 500, -40])
            let y = Double(made % 60) * 14 + random.pick([0, 3, 900])
            let width = random.pick([0, 0.5, 10, 23.9, 44, 300, 390])
            let height = random.pick([0, 12, 24, 44, 60])
            var attributes =
                "type=\"XCUIElementType\(type)\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\""
            attributes += " enabled=\"\(random.chance(0.9))\" visible=\"\(random.chance(0.8))\""
            if random.chance(0.3) { attributes += " accessible=\"\(random.chance(0.5))\"" }
            let name = random.pick(names)
            if random.chance(0.7) { attributes += " name=\"\(name)\" label=\"\(name)\"" }
            if type == "Switch" { attributes += " value=\"\(random.pick(["0", "1"]))\"" }
            if type == "StaticText", random.chance(0.5) { attributes += " value=\"\(random.pick(names))\"" }
            made += 1
            if opensContainer {
                // Every container is closed as an Other, so containers open as Others with a type attribute.
                xml += "<XCUIElementTypeOther \(attributes)>\n"
                depth += 1
            } else {
                xml += "<XCUIElementType\(type) \(attributes)/>\n"
            }
        }
        xml += String(repeating: "</XCUIElementTypeOther>\n", count: depth)
        xml += "</XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
        return xml
    }

    /// A headless screen of `rows` table rows, each a title, a subtitle, a switch and a button,
    /// with names drawn from a few, some views hidden, tiny, disabled or off the screen.
    static func randomScreen(rows: Int, using random: inout SeededRandom) -> HeadlessApplication {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let titles = ["Wi-Fi", "Bluetooth", "Edit", "More", "Play", "Selected"]
        for row in 0..<rows {
            let y = Double(row) * 50 + random.pick([0, 2, 1_000])
            let title = Label(text: random.pick(titles), frame: CGRect(x: 16, y: y, width: 200, height: 22))
            title.isHidden = random.chance(0.1)
            let subtitle = Label(
                text: random.pick(titles + [""]), frame: CGRect(x: 16, y: y + 24, width: 200, height: 18))
            let toggle = Switch(frame: CGRect(x: 320, y: y, width: 51, height: random.pick([31, 10])))
            toggle.isOn = random.chance(0.5)
            toggle.isEnabled = random.chance(0.9)
            let button = Button(
                title: random.pick(["More", "Edit", "Play button"]),
                frame: CGRect(x: random.pick([240, 600]), y: y, width: random.pick([20, 44]), height: 44))
            for view in [title, subtitle, toggle, button] as [View] { window.addSubview(view) }
        }
        return HeadlessApplication(window)
    }
}
