import Foundation
import XCTest

@testable import AuditKitLinux

/// The rule catalogue article (`RuleCatalogue.md` in the AuditKitLinux DocC catalog), as the tests
/// read it: its table of rules, and one section per rule with what it finds, its threshold and the
/// evidence keys it records.
struct RuleCatalogue {
    /// The article.
    let article: DocumentationArticle

    /// The catalogue, read once (``RuleHarness`` checks every issue the rule tests see against it).
    static let shared: Result<RuleCatalogue, any Error> = Result {
        RuleCatalogue(article: try DocumentationArticle(catalog: "AuditKitLinux", name: "RuleCatalogue"))
    }

    /// The keys any rule's issue may carry, whatever the rule (the overview says so): the modal view
    /// the screen was captured under, on an element behind it.
    static let keysAnyRuleSets: Set<String> = ["capturedUnderModal"]

    /// The first line of the generated table.
    static let tableHeader = "| Rule | Type | Audit type | Standard | Default severity |"

    /// The table's lines as the article has them: the header, the separator and one row per rule.
    var table: [String] {
        let lines = article.lines
        guard let start = lines.firstIndex(of: Self.tableHeader) else { return [] }
        return Array(lines[start...].prefix { $0.hasPrefix("|") })
    }

    /// The table the article must hold: written from ``AccessibilityAuditor/builtInRules``, in run order.
    static func expectedTable(for rules: [any AccessibilityAuditRule] = AccessibilityAuditor.builtInRules) -> [String] {
        [tableHeader, "| --- | --- | --- | --- | --- |"]
            + rules.map { rule in
                let type = String(describing: Swift.type(of: rule))
                return "| `\(rule.ruleID)` | ``\(type)`` | ``AccessibilityAuditType/\(rule.auditType.description)`` "
                    + "| [\(rule.reference.title)](\(rule.reference.url)) | \(rule.defaultSeverity.rawValue) |"
            }
    }

    /// The section of the rule `ruleID` (under the heading `### ruleID`), or `nil`.
    func section(for ruleID: String) -> String? { article.section(ruleID) }

    /// The backquoted names of the section's **Evidence:** paragraph (`nil`: no such paragraph).
    func evidenceKeys(for ruleID: String) -> Set<String>? {
        guard let section = section(for: ruleID), let paragraph = Self.paragraph("**Evidence:**", in: section) else {
            return nil
        }
        return Set(Self.codeSpans(in: paragraph))
    }

    /// The paragraph of `section` that starts with `label`, up to the next blank line.
    static func paragraph(_ label: String, in section: String) -> String? {
        let paragraphs = section.components(separatedBy: "\n\n").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return paragraphs.first { $0.hasPrefix(label) }.map { String($0.dropFirst(label.count)) }
    }

    /// The text of every single-backquoted code span in `text` (double-backquoted symbol links left out).
    static func codeSpans(in text: String) -> [String] {
        var spans: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            if rest[open...].hasPrefix("``") {
                guard let close = rest[rest.index(open, offsetBy: 2)...].range(of: "``") else { break }
                rest = rest[close.upperBound...]
                continue
            }
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            spans.append(String(rest[after..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return spans
    }

    /// Checks one issue a built-in rule reported against its section: each evidence key is listed
    /// under **Evidence:**, and the compact description is quoted under **Finds:**. Issues of rules
    /// the catalogue does not list (test rules) are not checked.
    func check(_ issue: AccessibilityAuditIssue, file: StaticString, line: UInt) {
        guard AccessibilityAuditor.builtInRules.contains(where: { $0.ruleID == issue.ruleID }) else { return }
        guard let section = section(for: issue.ruleID), let keys = evidenceKeys(for: issue.ruleID) else {
            XCTFail("\(article.path) has no section with **Evidence:** for \(issue.ruleID)", file: file, line: line)
            return
        }
        let unlisted = Set(issue.evidence.names).subtracting(keys).subtracting(Self.keysAnyRuleSets)
        XCTAssertTrue(
            unlisted.isEmpty,
            "\(issue.ruleID) recorded evidence \(unlisted.sorted()) that \(article.path) does not list for it",
            file: file, line: line)
        let finds = Self.paragraph("**Finds:**", in: section) ?? ""
        XCTAssertTrue(
            finds.contains("\"\(issue.compactDescription)\""),
            "\(article.path): \(issue.ruleID)'s **Finds:** does not quote its compact description \"\(issue.compactDescription)\"",
            file: file, line: line)
    }
}

/// Keeps the rule catalogue article true: it lists exactly the registered rules, in run order, with
/// their ids, types, audit types, references and default severities (the table is written from the
/// registry), and for each rule what it finds, its threshold and its evidence keys (checked against
/// the keys' own table in IssueEvidence.md, and, through ``RuleHarness``, against every issue the
/// rule tests see).
final class RuleCatalogueTests: XCTestCase {
    func catalogue() throws -> RuleCatalogue { try RuleCatalogue.shared.get() }

    /// With `AUDITKIT_RECORD_DOCS` set, a table that differs is rewritten in the article (and the
    /// test still fails, as a snapshot test's record mode does); review and commit the change.
    func testTheTableListsExactlyTheRegisteredRules() throws {
        let catalogue = try catalogue()
        let expected = RuleCatalogue.expectedTable()
        let found = catalogue.table
        guard found != expected else { return }
        if ProcessInfo.processInfo.environment["AUDITKIT_RECORD_DOCS"] != nil, !found.isEmpty {
            var lines = catalogue.article.lines
            let start = try XCTUnwrap(lines.firstIndex(of: RuleCatalogue.tableHeader))
            lines.replaceSubrange(start..<(start + found.count), with: expected)
            try lines.joined(separator: "\n").write(to: catalogue.article.url, atomically: true, encoding: .utf8)
            XCTFail(
                "recorded: \(catalogue.article.path)'s rule table was rewritten from AccessibilityAuditor.builtInRules; review and commit it"
            )
            return
        }
        XCTFail(
            """
            \(catalogue.article.path)'s rule table differs from AccessibilityAuditor.builtInRules. Replace it with \
            (or run AUDITKIT_RECORD_DOCS=1 swift test --filter RuleCatalogueTests):
            \(expected.joined(separator: "\n"))
            """)
    }

    /// Each rule has a `### ruleID` section under the `## auditType` section of its type, in run order.
    func testEachRuleHasASectionUnderItsAuditTypeInRunOrder() throws {
        let article = try catalogue().article
        let rules = AccessibilityAuditor.builtInRules
        XCTAssertEqual(article.headings(level: 3), rules.map(\.ruleID), "### headings: one per rule, in run order")
        var types: [String] = []
        for rule in rules where types.last != rule.auditType.description { types.append(rule.auditType.description) }
        XCTAssertEqual(
            article.headings(level: 2).filter { $0 != "Overview" }, types, "## headings: the audit types, in run order")
        for rule in rules {
            let typeSection = try XCTUnwrap(article.section(rule.auditType.description), rule.auditType.description)
            XCTAssertTrue(
                typeSection.contains("\n### \(rule.ruleID)\n"),
                "\(rule.ruleID) is under ## \(rule.auditType.description)")
        }
    }

    /// Each section says what the rule finds (its compact descriptions quoted), its threshold and
    /// its evidence keys, each a documented key.
    func testEachSectionSaysWhatItFindsItsThresholdAndItsEvidence() throws {
        let catalogue = try catalogue()
        let documented = Set(AccessibilityAuditEvidence.documentedKeys.map(\.name))
        for rule in AccessibilityAuditor.builtInRules {
            let section = try XCTUnwrap(catalogue.section(for: rule.ruleID), rule.ruleID)
            for label in ["**Finds:**", "**Threshold:**", "**Evidence:**"] {
                let paragraph =
                    RuleCatalogue.paragraph(label, in: section)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                XCTAssertGreaterThan(paragraph.count, 10, "\(rule.ruleID): \(label) is missing or empty")
            }
            XCTAssertTrue(
                RuleCatalogue.paragraph("**Finds:**", in: section)?.contains("\"") == true,
                "\(rule.ruleID): **Finds:** quotes the compact description its issues carry")
            let title = RuleCatalogue.paragraph("**Title:**", in: section)?.trimmingCharacters(in: .whitespaces) ?? ""
            XCTAssertTrue(
                title.hasPrefix("Apple's") || title.hasPrefix("ours"),
                "\(rule.ruleID): **Title:** says whether its compact description is Apple's title or ours")
            let keys = try XCTUnwrap(catalogue.evidenceKeys(for: rule.ruleID))
            XCTAssertFalse(keys.isEmpty, "\(rule.ruleID): every built-in rule records evidence")
            XCTAssertTrue(
                keys.isSubset(of: documented),
                "\(rule.ruleID): \(keys.subtracting(documented).sorted()) are not documented keys")
        }
    }

    /// The evidence keys listed per rule here and the rules listed per key in IssueEvidence.md's
    /// tables ("set by") are the same relation.
    func testEachRulesKeysAreTheKeysIssueEvidenceSaysItSets() throws {
        let catalogue = try catalogue()
        let evidence = try DocumentationArticle(catalog: "AuditKitLinux", name: "IssueEvidence")
        let ruleIDs = Set(AccessibilityAuditor.builtInRules.map(\.ruleID))
        var setBy: [String: Set<String>] = [:]
        for line in evidence.lines where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 7, let key = RuleCatalogue.codeSpans(in: cells[1]).first else { continue }
            for ruleID in RuleCatalogue.codeSpans(in: cells[5]) where ruleIDs.contains(ruleID) {
                setBy[ruleID, default: []].insert(key)
            }
        }
        for rule in AccessibilityAuditor.builtInRules {
            XCTAssertEqual(
                catalogue.evidenceKeys(for: rule.ruleID) ?? [], setBy[rule.ruleID] ?? [],
                "\(rule.ruleID): RuleCatalogue.md's **Evidence:** and IssueEvidence.md's \"set by\" column disagree")
        }
    }

    /// The test's own reading of the article.
    func testCodeSpansAndParagraphsAreReadAsWritten() {
        XCTAssertEqual(RuleCatalogue.codeSpans(in: "a `x`, ``Link/y``, `z` and `w`"), ["x", "z", "w"])
        XCTAssertEqual(
            RuleCatalogue.paragraph("**Evidence:**", in: "**Finds:** a\nb\n\n**Evidence:** `k`,\n`l`.\n"), " `k`,\n`l`."
        )
        let table = RuleCatalogue.expectedTable(for: [HitRegionTooSmallRule()])
        XCTAssertEqual(
            table.last,
            "| `hitRegion.tooSmall` | ``HitRegionTooSmallRule`` | ``AccessibilityAuditType/hitRegion`` "
                + "| [WCAG 2.2 SC 2.5.8 Target Size (Minimum)](https://www.w3.org/TR/WCAG22/#target-size-minimum) | failure |"
        )
    }
}
