import AuditKitLinux
import Foundation
import XCTest

/// The rule catalogue article (`RuleCatalogue.md` in the AuditKitLinux DocC catalog), as the tests
/// read it: its table of rules, and one section per rule with what it finds, its threshold and the
/// evidence keys it records.
struct RuleCatalogue {
    /// The article.
    let article: DocumentationArticle

    /// The catalogue, read once.
    static let shared: Result<RuleCatalogue, any Error> = Result {
        RuleCatalogue(article: try DocumentationArticle(catalog: "AuditKitLinux", name: "RuleCatalogue"))
    }

    /// The keys any rule's issue may carry, whatever the rule: the modal view the screen was
    /// captured under, on an element behind it.
    static let keysAnyRuleSets = Set(AccessibilityAuditEvidence.documentedKeys.filter(\.recordedByAnyRule).map(\.name))

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

    /// What is wrong with one issue a rule reported, against the rule's descriptor: a rule that
    /// only warns (default severity `.warning`) reported a failure; a built-in rule recorded an
    /// evidence key its descriptor does not list, or a compact description its summary (the
    /// catalogue's **Finds:**) does not quote. Empty when nothing is.
    static func problems(of issue: AccessibilityAuditIssue, reportedBy rule: any AccessibilityAuditRule) -> [String] {
        guard issue.ruleID == rule.ruleID else { return [] }
        var problems: [String] = []
        let descriptor = rule.descriptor
        if descriptor.defaultSeverity == .warning, issue.severity != .warning {
            problems.append(
                "\(issue.ruleID) only warns (its descriptor's default severity) but reported a failure: "
                    + issue.compactDescription)
        }
        guard AccessibilityAuditor.builtInRules.contains(where: { $0.ruleID == issue.ruleID }) else { return problems }
        let unlisted = Set(issue.evidence.names).subtracting(descriptor.evidence.map(\.name))
            .subtracting(keysAnyRuleSets)
        if !unlisted.isEmpty {
            problems.append(
                "\(issue.ruleID) recorded evidence \(unlisted.sorted()) that its descriptor's evidence does not list")
        }
        if !descriptor.summary.contains("\"\(issue.compactDescription)\"") {
            problems.append(
                "\(issue.ruleID): its descriptor's summary does not quote its compact description \"\(issue.compactDescription)\""
            )
        }
        return problems
    }
}

/// Keeps the rule catalogue article true: it lists exactly the registered rules, in run order, with
/// their ids, types, audit types, references and default severities (the table is written from the
/// registry), and for each rule what it finds, its threshold and its evidence keys (checked against
/// the keys' own table in IssueEvidence.md, and, through ``RuleHarness``, against every issue the
/// rule tests see).
final class RuleCatalogueTests: XCTestCase {
    func catalogue() throws -> RuleCatalogue { try RuleCatalogue.shared.get() }

    /// The article's table is the one `auditkit-docgen` writes from the registry (run
    /// `swift run auditkit-docgen` after changing a rule's descriptor or the registry).
    func testTheTableListsExactlyTheRegisteredRules() throws {
        XCTAssertEqual(
            try catalogue().table, RuleCatalogue.expectedTable(),
            "the rule table is out of date: run `swift run auditkit-docgen`")
    }

    /// Each rule's section holds its descriptor's summary, title and threshold as written.
    func testEachSectionIsWrittenFromTheRulesDescriptor() throws {
        let catalogue = try catalogue()
        for rule in AccessibilityAuditor.builtInRules {
            let section = try XCTUnwrap(catalogue.section(for: rule.ruleID), rule.ruleID)
            let descriptor = rule.descriptor
            for (label, text) in [
                ("**Finds:**", descriptor.summary), ("**Title:**", descriptor.title),
                ("**Threshold:**", descriptor.threshold),
            ] {
                XCTAssertTrue(
                    section.contains(label + " " + text),
                    "\(rule.ruleID): \(label) is out of date: run `swift run auditkit-docgen`")
            }
            let listed = catalogue.evidenceKeys(for: rule.ruleID) ?? []
            for use in descriptor.evidence {
                XCTAssertTrue(listed.contains(use.name), "\(rule.ruleID): **Evidence:** lacks `\(use.name)`")
            }
        }
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

    /// Each descriptor says what the rule finds (its compact descriptions quoted), whose title it
    /// is, its threshold and its evidence keys, each a documented key listed once.
    func testEachDescriptorSaysWhatItFindsItsThresholdAndItsEvidence() throws {
        let documented = Set(AccessibilityAuditEvidence.documentedKeys.map(\.name))
        for rule in AccessibilityAuditor.builtInRules {
            let descriptor = rule.descriptor
            for (field, text) in [
                ("summary", descriptor.summary), ("title", descriptor.title), ("threshold", descriptor.threshold),
            ] {
                XCTAssertGreaterThan(text.count, 10, "\(rule.ruleID): its \(field) is missing or empty")
            }
            XCTAssertTrue(
                descriptor.summary.contains("\""), "\(rule.ruleID): the summary quotes the compact description")
            XCTAssertTrue(
                descriptor.title.hasPrefix("Apple's") || descriptor.title.hasPrefix("ours"),
                "\(rule.ruleID): the title says whether its compact description is Apple's title or ours")
            let keys = descriptor.evidence.map(\.name)
            XCTAssertFalse(keys.isEmpty, "\(rule.ruleID): every built-in rule records evidence")
            XCTAssertEqual(Set(keys).count, keys.count, "\(rule.ruleID): each key once")
            XCTAssertTrue(
                Set(keys).isSubset(of: documented),
                "\(rule.ruleID): \(Set(keys).subtracting(documented).sorted()) are not documented keys")
        }
    }

    /// The rules listed per key in IssueEvidence.md's tables ("set by") are the keys each rule's
    /// descriptor lists.
    func testEachRulesKeysAreTheKeysIssueEvidenceSaysItSets() throws {
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
                Set(rule.descriptor.evidence.map(\.name)), setBy[rule.ruleID] ?? [],
                "\(rule.ruleID): IssueEvidence.md's \"set by\" column is out of date: run `swift run auditkit-docgen`")
        }
    }

    /// The harness's check: a warning rule's issue without a severity warns; one reported as a
    /// failure on purpose is caught; a built-in rule's undeclared evidence key and unquoted compact
    /// description are caught.
    func testTheHarnessChecksSeverityAndEvidenceAgainstTheDescriptor() throws {
        let window = Window(frame: RuleHarness.screen)
        window.addSubview(Label(text: "Hello", frame: rect(20, 100, 200, 22)))
        let app = HeadlessApplication(window)
        let warns = try app.audit(
            for: .trait, auditor: AccessibilityAuditor(rules: [WarningRule(severity: nil)])
        ).issues
        XCTAssertEqual(warns.map(\.severity), [.warning], "the descriptor's severity, unless given")
        XCTAssertEqual(RuleCatalogue.problems(of: warns[0], reportedBy: WarningRule(severity: nil)), [])
        let fails = try app.audit(
            for: .trait, auditor: AccessibilityAuditor(rules: [WarningRule(severity: .failure)])
        ).issues
        XCTAssertEqual(fails.map(\.severity), [.failure])
        XCTAssertEqual(RuleCatalogue.problems(of: fails[0], reportedBy: WarningRule(severity: .failure)).count, 1)

        var issue = try XCTUnwrap(RuleHarness.run(HitRegionTooSmallRule(), on: tinyButton()).issues.first)
        XCTAssertEqual(RuleCatalogue.problems(of: issue, reportedBy: HitRegionTooSmallRule()), [])
        issue.evidence[.contrastRatio] = 2
        issue.compactDescription = "Something else"
        XCTAssertEqual(RuleCatalogue.problems(of: issue, reportedBy: HitRegionTooSmallRule()).count, 2)
    }

    /// A rule of the tests that only warns, and reports one issue per screen at `severity`.
    struct WarningRule: DescribedAccessibilityAuditRule {
        static let descriptor = AccessibilityAuditRuleDescriptor(
            ruleID: "trait.testWarning", auditType: .trait, reference: .appleHIGAccessibility,
            defaultSeverity: .warning)
        let severity: AccessibilityAuditSeverity?

        func audit(_ context: AccessibilityAuditContext) {
            context.report(
                self, element: nil, compactDescription: "Test warning", detailedDescription: "A test.",
                severity: severity)
        }
    }

    func tinyButton() -> Button {
        let button = Button(title: "Go", frame: rect(20, 100, 18, 22))
        button.addAction {}
        return button
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
