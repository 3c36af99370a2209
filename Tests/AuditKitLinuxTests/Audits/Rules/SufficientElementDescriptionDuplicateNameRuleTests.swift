import AuditKitLinux
import Foundation
import XCTest

@testable import AuditKitAudits
@testable import AuditKitModel

/// `sufficientElementDescription.duplicateName`: fires / does not fire.
final class SufficientElementDescriptionDuplicateNameRuleTests: XCTestCase {
    private func button(_ title: String, y: Double, x: Double = 300) -> Button {
        let button = Button(title: title, frame: rect(x, y, 60, 44))
        button.addAction {}
        return button
    }

    func testTwoEditButtonsForDifferentSectionsFire() {
        let shipping = Label(text: "Shipping address", frame: rect(16, 100, 200, 44))
        let billing = Label(text: "Billing address", frame: rect(16, 200, 200, 44))
        let findings = RuleHarness.run(
            SufficientElementDescriptionDuplicateNameRule(),
            on: RuleHarness.app(shipping, button("Edit", y: 100), billing, button("edit", y: 200)))
        XCTAssertEqual(findings.compact, ["Controls share one name"])
        XCTAssertEqual(findings.labels, ["edit"])
        XCTAssertEqual(findings.issues.first?.evidence[.sameNameCount], 2)
        XCTAssertEqual(findings.issues.first?.severity, .warning)
        XCTAssertEqual(findings.issues.first?.evidence[.twinPath]?.contains("Edit"), true)
    }

    func testTwoPickersReadWithTheSameWordsFireWhateverTheirValues() {
        let start = Slider(value: 0.2, frame: rect(16, 100, 300, 44))
        start.accessibilityLabel = "Time"
        let end = Slider(value: 0.8, frame: rect(16, 200, 300, 44))
        end.accessibilityLabel = "Time"
        let findings = RuleHarness.run(SufficientElementDescriptionDuplicateNameRule(), on: RuleHarness.app(start, end))
        XCTAssertEqual(findings.compact, ["Controls share one name"])
        var capture = CaptureFixture()
        capture.add(.button, parent: capture.root, label: "Edit", frame: rect(300, 100, 60, 44))
        capture.add(.button, parent: capture.root, label: "Edit", frame: rect(300, 200, 60, 44))
        XCTAssertEqual(
            RuleHarness.run(SufficientElementDescriptionDuplicateNameRule(), on: capture.hierarchy).labels, ["Edit"])
    }

    func testDifferentRolesRowsWithContextLinksAndSystemPartsDoNotFire() {
        // One name, different roles: a heading and a button.
        let heading = Label(text: "Filters", frame: rect(16, 60, 200, 44))
        heading.accessibilityTraits.insert(.header)
        let filters = button("Filters", y: 60)
        // Unique names.
        let save = button("Save", y: 400)
        let cancel = button("Cancel", y: 460)
        XCTAssertEqual(
            RuleHarness.run(
                SufficientElementDescriptionDuplicateNameRule(), on: RuleHarness.app(heading, filters, save, cancel)
            ).issues, [])
        var capture = CaptureFixture()
        let table = capture.add(.table, parent: capture.root, frame: rect(0, 0, 390, 844))
        for (index, name) in ["Anna", "Ben"].enumerated() {
            let cell = capture.add(.cell, parent: table, frame: rect(0, 100 + Double(index) * 60, 390, 60))
            capture.add(.staticText, parent: cell, label: name, frame: rect(16, 100 + Double(index) * 60, 200, 60))
            capture.add(.button, parent: cell, label: "Edit", frame: rect(300, 100 + Double(index) * 60, 60, 60))
        }
        // Links: where they lead is unknown.
        capture.add(.link, parent: capture.root, label: "Learn more", frame: rect(16, 400, 100, 44))
        capture.add(.link, parent: capture.root, label: "Learn more", frame: rect(16, 500, 100, 44))
        // A stepper's parts, named by the system, twice.
        for y in [600.0, 700.0] {
            let stepper = capture.add(.stepper, parent: capture.root, frame: rect(16, y, 94, 32))
            capture.add(.button, parent: stepper, label: "Increment", frame: rect(63, y, 47, 32))
        }
        let findings = RuleHarness.run(SufficientElementDescriptionDuplicateNameRule(), on: capture.hierarchy)
        XCTAssertEqual(findings.issues, [])
        XCTAssertEqual(
            findings.notEvaluated.filter { $0.auditType == .sufficientElementDescription }.map(\.elementCount), [2])
    }

    func testTwoPickerWheelsWithOneLabelFireButADatePickersWheelsDoNot() {
        var capture = CaptureFixture()
        for y in [100.0, 400.0] {
            let picker = capture.add(.picker, parent: capture.root, frame: rect(16, y, 300, 200))
            capture.add(
                ElementType("pickerWheel"), parent: picker, label: "Hour", value: "9", accessible: true,
                frame: rect(16, y, 300, 200), traits: .adjustable)
        }
        for y in [650.0, 750.0] {
            let date = capture.add(ElementType("datePicker"), parent: capture.root, frame: rect(16, y, 300, 90))
            capture.add(
                ElementType("pickerWheel"), parent: date, label: "Month", value: "June", accessible: true,
                frame: rect(16, y, 100, 90), traits: .adjustable)
        }
        XCTAssertEqual(
            RuleHarness.run(SufficientElementDescriptionDuplicateNameRule(), on: capture.hierarchy).labels, ["Hour"])
    }

    func testRowsThatSayTheSameStillFire() {
        var capture = CaptureFixture()
        let table = capture.add(.table, parent: capture.root, frame: rect(0, 0, 390, 844))
        for index in 0..<2 {
            let cell = capture.add(.cell, parent: table, frame: rect(0, 100 + Double(index) * 60, 390, 60))
            capture.add(
                .staticText, parent: cell, label: "Untitled", frame: rect(16, 100 + Double(index) * 60, 200, 60))
            capture.add(.button, parent: cell, label: "Edit", frame: rect(300, 100 + Double(index) * 60, 60, 60))
        }
        XCTAssertEqual(
            RuleHarness.run(SufficientElementDescriptionDuplicateNameRule(), on: capture.hierarchy).labels, ["Edit"])
    }

    /// The row fingerprint's hash of a name read off its bytes is the hash of the name's letters
    /// and digits, on random ASCII (short and long), non-ASCII and mixed names.
    func testFoldedHashIsTheHashOfTheLettersAndDigits() {
        var random = SeededRandom(seed: 29)
        let pieces = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["é", "Ⅻ", "٣", "🙂", "\r\n", "ß", "İ"]
        for round in 0..<3_000 {
            let length = Int.random(in: 0...(round % 2 == 0 ? 15 : 50), using: &random)
            let name =
                round % 3 == 0
                ? (0..<length).map { _ in random.pick(pieces) }.joined()
                : (0..<length).map { _ in String(UnicodeScalar(UInt8.random(in: 0..<128, using: &random))) }.joined()
            var plain = FNV1a()
            for byte in TextMatching.lettersAndDigits(name).utf8 { plain.add(byte) }
            XCTAssertEqual(
                SufficientElementDescriptionDuplicateNameRule.RowContexts.foldedHash(name), plain.value, name)
        }
    }
}
