// auditkit-docgen: writes the parts of the DocC articles that repeat facts the code declares, from
// the code itself, so that each fact is stated once.
//
// - RuleCatalogue.md: the table of audit types (name, raw value, whose), from
//   `AccessibilityAuditType.named`, `.apple` and `.appleIOS`; the table of rules and each rule's
//   section (what it finds, its title, its threshold, its evidence keys), from the descriptors of
//   `AccessibilityAuditor.builtInRules`.
// - IssueEvidence.md: the tables of keys (type, unit, meaning), from
//   `AccessibilityAuditEvidence.documentedKeys`, with the rules that set each key, from the
//   descriptors' `evidence`.
// - AuditKitLinux.md (the landing page): the topic list of the built-in rules, in run order.
//
// Each part lies between `<!-- auditkit-docgen: NAME -->` and `<!-- end auditkit-docgen: NAME -->`
// in its article; the rest of the article is written by hand. The articles are found by name in the
// `AuditKitLinux.docc` catalog under Sources/, wherever it lies.
//
// Usage: swift run auditkit-docgen [--check] [--package-path PATH]
//   Without --check, rewrites the parts that differ. With --check, writes nothing and exits 1 when
//   a part differs (`.ci/run` runs it so).
import AuditKitLinux
import Foundation

/// One generated part of an article.
struct GeneratedPart {
    /// The article's file name, such as `RuleCatalogue.md`.
    let article: String
    /// The part's name in its markers.
    let name: String
    /// The text between the markers, without the markers.
    let text: String

    var begin: String { "<!-- auditkit-docgen: \(name) -->" }
    var end: String { "<!-- end auditkit-docgen: \(name) -->" }
}

/// The line that tells a reader of the Markdown where a part comes from.
func provenance(_ source: String) -> String {
    "<!-- Written by auditkit-docgen from \(source): edit that, then run `swift run auditkit-docgen`. -->"
}

func code(_ text: String) -> String { "`\(text)`" }

/// The rule catalogue's table of audit types: each named type, its bit, and whether it is Apple's
/// (and on macOS only) or this package's.
func auditTypeTable() -> String {
    var lines = [
        provenance("AccessibilityAuditType.named, .apple and .appleIOS"), "",
        "| Audit type | Raw value | Whose |",
        "| --- | --- | --- |",
    ]
    for (name, type) in AccessibilityAuditType.named {
        let whose =
            !AccessibilityAuditType.apple.contains(type)
            ? "this package's" : AccessibilityAuditType.appleIOS.contains(type) ? "Apple's" : "Apple's, macOS only"
        lines.append(
            "| ``AccessibilityAuditType/\(name)`` | `1 << \(type.rawValue.trailingZeroBitCount)` | \(whose) |")
    }
    return lines.joined(separator: "\n")
}

/// The rule catalogue's table and sections.
func ruleCatalogue(_ rules: [any AccessibilityAuditRule]) -> String {
    var lines = [
        provenance("the rules' descriptors (AccessibilityAuditor.builtInRules, in run order)"), "",
        "| Rule | Type | Audit type | Standard | Default severity |",
        "| --- | --- | --- | --- | --- |",
    ]
    for rule in rules {
        let type = String(describing: Swift.type(of: rule))
        lines.append(
            "| `\(rule.ruleID)` | ``\(type)`` | ``AccessibilityAuditType/\(rule.auditType.description)`` "
                + "| [\(rule.reference.title)](\(rule.reference.url)) | \(rule.defaultSeverity.rawValue) |")
    }
    var auditType: String?
    for rule in rules {
        let descriptor = rule.descriptor
        if auditType != descriptor.auditType.description {
            auditType = descriptor.auditType.description
            lines += ["", "## \(descriptor.auditType.description)"]
        }
        let evidence = descriptor.evidence.map { use in
            code(use.name) + (use.note.map { " (\($0))" } ?? "")
        }
        lines += [
            "", "### \(descriptor.ruleID)",
            "", "**Finds:** " + descriptor.summary,
            "", "**Title:** " + descriptor.title,
            "", "**Threshold:** " + descriptor.threshold,
            "", "**Evidence:** " + evidence.joined(separator: ", ") + ".",
        ]
    }
    return lines.joined(separator: "\n")
}

/// IssueEvidence.md's tables of keys, one per group, with the rules that set each key.
func evidenceTables(_ rules: [any AccessibilityAuditRule]) -> String {
    var lines = [
        provenance(
            "AccessibilityAuditEvidence.documentedKeys and the \"evidence\" of the rules' descriptors")
    ]
    for group in AccessibilityAuditEvidence.KeyGroup.allCases {
        let keys = AccessibilityAuditEvidence.documentedKeys.filter { $0.group == group }
        guard !keys.isEmpty else { continue }
        lines += ["", "### \(group.rawValue)", ""]
        if let introduction = group.introduction { lines += [introduction, ""] }
        lines += ["| key | type | unit | meaning | set by |", "| --- | --- | --- | --- | --- |"]
        for key in keys {
            let setBy: String
            if key.recordedByAnyRule {
                setBy = "any rule, on an element behind a modal view"
            } else {
                setBy = rules.compactMap { rule -> String? in
                    guard let use = rule.descriptor.evidence.first(where: { $0.name == key.name }) else { return nil }
                    return code(rule.ruleID) + (use.note.map { " (\($0))" } ?? "")
                }.joined(separator: ", ")
            }
            lines.append("| \(code(key.name)) | \(key.type) | \(key.unit) | \(key.meaning) | \(setBy) |")
        }
    }
    return lines.joined(separator: "\n")
}

/// The landing page's topic list of the built-in rules.
func builtInRuleTopics(_ rules: [any AccessibilityAuditRule]) -> String {
    ([provenance("AccessibilityAuditor.builtInRules"), ""]
        + rules.map { "- ``\(String(describing: type(of: $0)))``" }).joined(separator: "\n")
}

/// The problems of the registry that would make the articles wrong: two rules with one id, an
/// evidence key no key documents, a documented key no rule lists, a rule that says nothing of what
/// it finds.
func registryProblems(_ rules: [any AccessibilityAuditRule]) -> [String] {
    let documented = Set(AccessibilityAuditEvidence.documentedKeys.map(\.name))
    var problems: [String] = []
    var typeByID: [String: String] = [:]
    for rule in rules {
        let type = String(describing: Swift.type(of: rule))
        if let first = typeByID[rule.ruleID] {
            problems.append("\(rule.ruleID): declared by both \(first) and \(type); give each rule its own id")
        } else {
            typeByID[rule.ruleID] = type
        }
    }
    let listed = Set(rules.flatMap { $0.descriptor.evidence.map(\.name) })
    for key in AccessibilityAuditEvidence.documentedKeys where !key.recordedByAnyRule && !listed.contains(key.name) {
        problems.append(
            "evidence key `\(key.name)` is documented but no rule's descriptor lists it; list it in the "
                + "rule that records it, or remove it from AccessibilityAuditEvidence.documentedKeys")
    }
    for rule in rules {
        let descriptor = rule.descriptor
        for use in descriptor.evidence where !documented.contains(use.name) {
            problems.append(
                "\(rule.ruleID): evidence key `\(use.name)` is not in AccessibilityAuditEvidence.documentedKeys")
        }
        for (field, text) in [
            ("summary", descriptor.summary), ("title", descriptor.title), ("threshold", descriptor.threshold),
        ] where text.isEmpty {
            problems.append("\(rule.ruleID): its descriptor has no \(field)")
        }
        if descriptor.evidence.isEmpty { problems.append("\(rule.ruleID): its descriptor lists no evidence keys") }
    }
    return problems
}

/// `text` with the part between its markers replaced; `nil` when the markers are not there once each, in order.
func replacingPart(_ part: GeneratedPart, in text: String) -> String? {
    let begins = text.components(separatedBy: part.begin)
    let ends = text.components(separatedBy: part.end)
    guard begins.count == 2, ends.count == 2, let begin = text.range(of: part.begin),
        let end = text.range(of: part.end), begin.upperBound <= end.lowerBound
    else { return nil }
    return String(text[..<begin.upperBound]) + "\n" + part.text + "\n" + String(text[end.lowerBound...])
}

/// The package's root: `--package-path`, else the folder above this file's that holds Package.swift.
func packageRoot(_ arguments: [String]) -> URL {
    if let index = arguments.firstIndex(of: "--package-path"), arguments.indices.contains(index + 1) {
        return URL(fileURLWithPath: arguments[index + 1])
    }
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}

/// The `AuditKitLinux.docc` catalog under `root`/Sources, wherever it lies.
func catalog(under root: URL) -> URL? {
    let sources = root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return nil }
    for case let url as URL in walker where url.lastPathComponent == "AuditKitLinux.docc" { return url }
    return nil
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("auditkit-docgen: " + message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--check" && $0 != "--package-path" }) {
    fail("unknown option \(unknown); usage: auditkit-docgen [--check] [--package-path PATH]", status: 2)
}
let root = packageRoot(arguments)
guard let docc = catalog(under: root) else {
    fail("no AuditKitLinux.docc catalog under \(root.path)/Sources; pass --package-path", status: 2)
}
let rules = AccessibilityAuditor.builtInRules
let problems = registryProblems(rules)
guard problems.isEmpty else {
    fail("the rule registry would make the articles wrong:\n" + problems.joined(separator: "\n"), status: 1)
}
let parts = [
    GeneratedPart(article: "RuleCatalogue.md", name: "audit types", text: auditTypeTable()),
    GeneratedPart(article: "RuleCatalogue.md", name: "rules", text: ruleCatalogue(rules)),
    GeneratedPart(article: "IssueEvidence.md", name: "keys", text: evidenceTables(rules)),
    GeneratedPart(article: "AuditKitLinux.md", name: "built-in rules", text: builtInRuleTopics(rules)),
]
// Every article is read and its parts replaced before any is written, so that an article without
// its markers leaves all of them as they were. An article with several parts has them all replaced.
var articles: [(url: URL, read: String, written: String)] = []
for part in parts {
    let url = docc.appendingPathComponent(part.article)
    let index: Int
    if let known = articles.firstIndex(where: { $0.url == url }) {
        index = known
    } else {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            fail("cannot read \(url.path)", status: 2)
        }
        articles.append((url, text, text))
        index = articles.count - 1
    }
    guard let written = replacingPart(part, in: articles[index].written) else {
        fail("\(url.path) lacks the markers \(part.begin) and \(part.end), once each and in that order", status: 2)
    }
    articles[index].written = written
}
let stale = articles.filter { $0.written != $0.read }.map { (url: $0.url, text: $0.written) }
if !check {
    for (url, text) in stale {
        do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
            fail("cannot write \(url.path): \(error)", status: 2)
        }
    }
}
if check {
    guard stale.isEmpty else {
        fail(
            "out of date with the code: \(stale.map(\.url.path).joined(separator: ", ")); "
                + "run `swift run auditkit-docgen` and commit the result",
            status: 1)
    }
    print("auditkit-docgen: the generated parts of the articles are up to date")
} else {
    let wrote = stale.map(\.url.path).joined(separator: ", ")
    print(stale.isEmpty ? "auditkit-docgen: nothing to write" : "auditkit-docgen: wrote " + wrote)
}
