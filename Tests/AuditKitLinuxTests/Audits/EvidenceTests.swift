import AuditKitLinux
import Foundation
import XCTest

/// ``AccessibilityAuditEvidence``: typed keys, JSON, issues that carry it, and its documentation.
final class EvidenceTests: XCTestCase {
    func testTypedKeysReadAndWriteTheirOwnTypes() {
        var evidence = AccessibilityAuditEvidence()
        evidence[.width] = 23.9
        evidence[.neededLines] = 3
        evidence[.foregroundColor] = "#007AFF"
        evidence[.isLargeText] = false
        evidence[.traits] = ["button", "link"]
        XCTAssertEqual(evidence[.width], 23.9)
        XCTAssertEqual(evidence[.neededLines], 3)
        XCTAssertEqual(evidence[.foregroundColor], "#007AFF")
        XCTAssertEqual(evidence[.isLargeText], false)
        XCTAssertEqual(evidence[.traits], ["button", "link"])
        XCTAssertEqual(evidence[name: "neededLines"], .number(3))
        XCTAssertEqual(evidence.names, ["foregroundColor", "isLargeText", "neededLines", "traits", "width"])
        evidence[.width] = nil
        XCTAssertNil(evidence[.width])
        XCTAssertNil(
            evidence[AccessibilityAuditEvidence.Key<Int>("foregroundColor")], "a value of another type reads as nil")
    }

    /// The evidence keeps its values in a short array sorted by name (not a dictionary): the order
    /// values are set in, replacing and removing them, and names that are the same text in
    /// another Unicode form must behave as the dictionary did.
    func testEvidenceBehavesAsItsDictionaryWhateverTheOrderOfSetting() {
        let pairs: [(String, AccessibilityAuditEvidence.Value)] = [
            ("width", .number(18)), ("height", .number(22)), ("minimumSize", .number(24)),
            ("traits", .strings(["button"])), ("isBold", .bool(true)), ("label", .string("Play")),
            ("é", .string("composed")), ("zeta", .number(1)), ("Alpha", .number(2)), ("", .bool(false)),
        ]
        var generator = SystemRandomNumberGenerator()
        var reference: AccessibilityAuditEvidence?
        for _ in 0..<50 {
            var evidence = AccessibilityAuditEvidence()
            var dictionary: [String: AccessibilityAuditEvidence.Value] = [:]
            for (name, value) in pairs.shuffled(using: &generator) {
                evidence[name: name] = value
                dictionary[name] = value
            }
            // Replacing, removing, and the same name in its decomposed form (e + U+0301).
            evidence[name: "width"] = .number(19)
            dictionary["width"] = .number(19)
            evidence[name: "e\u{301}"] = .string("decomposed")
            dictionary["e\u{301}"] = .string("decomposed")
            evidence[name: "zeta"] = nil
            dictionary["zeta"] = nil
            evidence[name: "height"] = .number(.infinity)
            dictionary["height"] = nil
            XCTAssertEqual(evidence.values, dictionary)
            XCTAssertEqual(evidence.names, dictionary.keys.sorted())
            XCTAssertEqual(evidence[name: "é"], .string("decomposed"))
            XCTAssertNil(evidence[name: "zeta"])
            XCTAssertEqual(evidence, AccessibilityAuditEvidence(values: dictionary))
            if let reference {
                XCTAssertEqual(evidence, reference)
                XCTAssertEqual(evidence.hashValue, reference.hashValue)
            }
            reference = evidence
        }
        XCTAssertNotEqual(reference, AccessibilityAuditEvidence(values: ["width": .number(19)]))
    }

    func testNumbersThatAreNotFiniteAreNotRecorded() throws {
        var evidence = AccessibilityAuditEvidence()
        evidence[.contrastRatio] = .infinity
        evidence[.width] = .nan
        XCTAssertTrue(evidence.isEmpty)
        XCTAssertTrue(AccessibilityAuditEvidence(values: ["height": .number(.nan)]).isEmpty)
        XCTAssertNoThrow(try JSONEncoder().encode(evidence))
    }

    func testJSONIsAnObjectFromKeyToValueAndRoundTrips() throws {
        var evidence = AccessibilityAuditEvidence()
        evidence[.contrastRatio] = 4.016975780478911
        evidence[.foregroundColor] = "#007AFF"
        evidence[.isPlaceholder] = false
        evidence[.traits] = ["button"]
        evidence[.neededLines] = 2
        let data = try JSONEncoder.auditKitDocument().encode(evidence)
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            """
            {
              "contrastRatio" : 4.016975780478911,
              "foregroundColor" : "#007AFF",
              "isPlaceholder" : false,
              "neededLines" : 2,
              "traits" : [
                "button"
              ]
            }
            """)
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditEvidence.self, from: data), evidence)
        XCTAssertThrowsError(
            try JSONDecoder().decode(AccessibilityAuditEvidence.self, from: Data(#"{"width": {"a": 1}}"#.utf8)))
        XCTAssertEqual(
            evidence.description,
            ##"contrastRatio: 4.016975780478911, foregroundColor: "#007AFF", isPlaceholder: false, neededLines: 2, traits: ["button"]"##
        )
    }

    func testAnIssueWrittenBeforeEvidenceExistedDecodesWithNone() throws {
        var issue = ReportFixtures.issue()
        issue.evidence[.width] = 18
        let data = try JSONEncoder().encode(issue)
        XCTAssertEqual(try JSONDecoder().decode(AccessibilityAuditIssue.self, from: data), issue)
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["evidence"] = nil
        let old = try JSONDecoder().decode(
            AccessibilityAuditIssue.self, from: JSONSerialization.data(withJSONObject: object))
        XCTAssertTrue(old.evidence.isEmpty)
        XCTAssertEqual(old.ruleID, issue.ruleID)
    }

    func testSARIFResultsCarryTheEvidenceInTheirProperties() throws {
        var issue = ReportFixtures.issue()
        issue.evidence[.width] = 18
        issue.evidence[.height] = 22.5
        issue.evidence[.minimumSize] = 24
        let screen = AuditedScreen(name: "Home", result: ReportFixtures.result([issue, ReportFixtures.issue()]))
        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: SARIFReport(screens: [screen]).render()) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let properties = results.map { $0["properties"] as? [String: Any] }
        XCTAssertEqual(
            properties[0]?["evidence"] as? [String: Double], ["width": 18, "height": 22.5, "minimumSize": 24])
        XCTAssertNil(properties[1]?["evidence"], "no evidence, no key")
    }

    func testEveryDocumentedKeyIsInDocsEvidenceMdWithItsType() throws {
        let docs = PackageRoot.appending("Sources/AuditKitLinux/AuditKitLinux.docc/IssueEvidence.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let names = AccessibilityAuditEvidence.documentedKeys.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "each key once")
        for key in AccessibilityAuditEvidence.documentedKeys {
            XCTAssertTrue(
                text.contains("| `\(key.name)` | \(key.type) |"),
                "IssueEvidence.md lacks the row of \(key.name) (\(key.type)): run `swift run auditkit-docgen`")
        }
    }

    func testEveryBuiltInRuleRecordsEvidenceOnAFaultyScreen() throws {
        let result = try EvidenceTests.faultyApp().audit(for: .all)
        let ruleIDs = Set(result.issues.map(\.ruleID))
        XCTAssertGreaterThanOrEqual(ruleIDs.count, 8, "\(ruleIDs.sorted())")
        for issue in result.issues {
            XCTAssertFalse(issue.evidence.isEmpty, "\(issue.ruleID) has no evidence")
            XCTAssertTrue(
                Set(issue.evidence.names).isSubset(of: Set(AccessibilityAuditEvidence.documentedKeys.map(\.name))),
                "\(issue.ruleID): \(issue.evidence.names)")
        }
    }

    /// A screen with many faults: small, low-contrast, unlabelled, fixed-size, clipped, trait and action problems.
    static func faultyApp() -> HeadlessApplication {
        let window = Window()
        let tiny = Button(title: "Go", frame: CGRect(x: 20, y: 60, width: 18, height: 22))
        tiny.addAction {}
        let faint = Label(text: "Faint", frame: CGRect(x: 20, y: 100, width: 200, height: 22))
        faint.textColor = Color(hex: "#BBBBBB")
        let fixed = Label(
            text: "Fixed size text that will not fit", frame: CGRect(x: 20, y: 140, width: 120, height: 22))
        fixed.font = .systemFont(ofSize: 17)
        fixed.numberOfLines = 1
        let image = ImageView(image: Image(named: "ic_heart"), frame: CGRect(x: 20, y: 180, width: 44, height: 44))
        image.isAccessibilityElement = true
        let asset = Button(image: Image(named: "ic_close"), frame: CGRect(x: 80, y: 180, width: 44, height: 44))
        asset.addAction {}
        let hidden = Label(text: "Hidden text", frame: CGRect(x: 20, y: 240, width: 200, height: 22))
        hidden.isAccessibilityElement = false
        let tappable = View(frame: CGRect(x: 20, y: 280, width: 200, height: 44))
        tappable.addTapGesture {}
        let dead = Label(text: "Play button", frame: CGRect(x: 20, y: 340, width: 200, height: 44))
        dead.accessibilityTraits = [.button, .link]
        let field = TextField(placeholder: "Email", frame: CGRect(x: 20, y: 400, width: 300, height: 44))
        [tiny, faint, fixed, image, asset, hidden, tappable, dead, field].forEach(window.addSubview)
        return HeadlessApplication(window)
    }
}
