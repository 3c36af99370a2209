import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver

/// Audit results as JUnit XML, for CI systems that show test reports (Jenkins, GitLab, Azure, …).
///
/// The shape, valid against the common Jenkins/Surefire `junit-10.xsd`
/// (committed under `Tests/Validation/`, see its README):
/// - one `<testsuite>` per ``AuditedScreen`` (its `file` attribute is the screen's file);
/// - every `<testcase>` of a screen with a file has that `file` attribute, and a test case of an
///   element its `line` (the element's line in the capture, else the line that ran the audit): not
///   in `junit-10.xsd`, but what annotators read: mikepenz/action-junit-report takes a test case's
///   `file` and `line` (`src/testParser.ts`, before the failure's and the suite's), GitLab's unit
///   test reports link a test case's `file`;
/// - suite names are the screens' names, made unique by ` (2)`, ` (3)`, … (parameterized tests);
///   every `classname` is `className(_:)` of the suite name: `AuditKitLinux.` plus the name with
///   dots, slashes and spaces as `_`, so Jenkins's split at the last dot gives package
///   `AuditKitLinux` and the whole screen name as class;
/// - one `<testcase>` per rule and element (`name` is the baseline key, `ruleID path`, which has no
///   sibling indices, so names stay stable when siblings are added; the second, third, …
///   same-looking element sharing a key gets ` #2`, ` #3`), holding one `<failure>` per issue
///   (`type` is the rule id, `message` the compact description, the text the details, with the
///   element's `file:line:column` in the capture when known), so an
///   element flagged under several settings is one test with several failures;
/// - warnings below `failOn` do not fail: their test case passes and carries the warning in
///   `<system-out>`. `<skipped>` is not used for them because CI dashboards count skipped tests
///   as "not run", which a warning is not. With `failOn: .warning` they are `<failure>`s;
/// - each audit type that ran and found nothing is one passing `<testcase>` named after the type
///   (`contrast`), so a clean screen shows its checks;
/// - what could not be evaluated is a `<testcase>` with `<skipped message="…">`: the check did not run;
/// - issues a baseline knows (``AuditedScreen/baselined``) are accepted, so they are no test case
///   (neither failed nor passed); the suite's properties `baseline`, `baselinedIssues` and
///   `staleBaselineEntries` count them and the baseline's stale entries;
/// - the suite's property `systemElements` (when there are any) counts the elements set aside as the
///   system's UI and not audited (``AccessibilityAuditResult/systemInterfaceElements``).
///
/// The XML is built as text with every attribute and text node escaped; characters XML 1.0
/// cannot hold (control characters other than tab, line feed, carriage return) become U+FFFD.
public struct JUnitReport: Sendable {
    /// The screens, one test suite each, in this order.
    public var screens: [AuditedScreen]
    /// The lowest severity that fails a test case (default: failures only).
    public var failOn: AccessibilityAuditSeverity
    /// The `name` of the root `<testsuites>` element.
    public var name: String
    /// Inputs that could not be read, imported or audited (a run over several captures): each is a
    /// suite of its own after the screens', with one errored test case (``InputErrorReport/junit(name:)``).
    public var inputErrors: [InputErrorReport]

    /// Creates a report.
    public init(
        screens: [AuditedScreen], failOn: AccessibilityAuditSeverity = .failure,
        name: String = "AuditKitLinux accessibility audit", inputErrors: [InputErrorReport] = []
    ) {
        self.screens = screens
        self.failOn = failOn
        self.name = name
        self.inputErrors = inputErrors
    }

    private struct TestCase {
        var name: String
        /// The line its element is on in the screen's file (else the line that ran the audit), when known.
        var line: Int? = nil
        var children: [String] = []
        var failed = false
        var skipped = false
    }

    /// The report as a UTF-8 XML document, ending in a newline.
    public func render() -> String {
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        var suiteNames: [String: Int] = [:]
        for screen in screens {
            let cases = testCases(for: screen)
            // Parameterized tests record several screens under one name: suites get " (2)", " (3)".
            let seen = (suiteNames[screen.name] ?? 0) + 1
            suiteNames[screen.name] = seen
            let suiteName = seen == 1 ? screen.name : "\(screen.name) (\(seen))"
            let className = Self.className(suiteName)
            totalTests += cases.count
            let failures = cases.filter(\.failed).count
            totalFailures += failures
            var xml =
                "  <testsuite"
                + Self.attributes([
                    ("name", suiteName), ("tests", String(cases.count)), ("failures", String(failures)),
                    ("errors", "0"), ("skipped", String(cases.filter(\.skipped).count)),
                    ("file", screen.file.map(FileName.shown)),
                ]) + ">\n"
            xml += "    <properties>\n"
            xml +=
                "      <property"
                + Self.attributes([
                    ("name", "auditTypes"), ("value", screen.result.auditTypes.names.joined(separator: ",")),
                ]) + "/>\n"
            xml +=
                "      <property"
                + Self.attributes([("name", "elementCount"), ("value", String(screen.result.elementCount))]) + "/>\n"
            if screen.result.systemInterfaceElementCount > 0 {
                xml +=
                    "      <property"
                    + Self.attributes([
                        ("name", "systemElements"), ("value", String(screen.result.systemInterfaceElementCount)),
                    ]) + "/>\n"
            }
            if let baseline = screen.baseline.map(FileName.shown) {
                xml += "      <property" + Self.attributes([("name", "baseline"), ("value", baseline)]) + "/>\n"
                xml +=
                    "      <property"
                    + Self.attributes([("name", "baselinedIssues"), ("value", String(screen.baselined.count))]) + "/>\n"
                xml +=
                    "      <property"
                    + Self.attributes([
                        ("name", "staleBaselineEntries"), ("value", String(screen.staleBaselineEntries.count)),
                    ]) + "/>\n"
            }
            xml += "    </properties>\n"
            let file = screen.file.map(FileName.shown)
            for testCase in cases {
                let open =
                    "    <testcase"
                    + Self.attributes([
                        ("classname", className), ("name", testCase.name), ("file", file),
                        ("line", file == nil ? nil : testCase.line.map(String.init)),
                    ])
                if testCase.children.isEmpty {
                    xml += open + "/>\n"
                } else {
                    xml += open + ">\n" + testCase.children.map { "      " + $0 + "\n" }.joined() + "    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
            suites.append(xml)
        }
        suites += inputErrors.map(\.junitSuite)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites"
            + Self.attributes([
                ("name", name), ("tests", String(totalTests + inputErrors.count)),
                ("failures", String(totalFailures)), ("errors", String(inputErrors.count)),
            ]) + ">\n"
            + suites.joined()
            + "</testsuites>\n"
    }

    private func testCases(for screen: AuditedScreen) -> [TestCase] {
        var cases: [TestCase] = []
        var indexByKey: [String: Int] = [:]
        // For each key, the occurrence number of each location with it (O(1) per issue, however
        // many same-looking elements a wide screen has).
        // Locations are kept as the issues keep their paths (a reference into the screen's path
        // table, compared by its text), not as a written copy of each: a wide screen's report would
        // otherwise hold every path twice.
        var occurrencesByKey: [String: [StoredPath: Int]] = [:]
        var typesWithIssues: AccessibilityAuditType = []
        for issue in screen.result.issues {
            typesWithIssues.formUnion(issue.auditType)
            // The baseline key has no sibling indices, so the name survives siblings added or reordered.
            // Same-looking elements share a key: the second element with it is "#2", as SARIF's
            // fingerprints number them; one element found under several settings keeps one case.
            let kept = issue.storedPath
            let location =
                kept.reference != nil || kept.string != nil
                ? kept : StoredPath(issue.elementSnapshot?.summary ?? "(screen)")
            let baselineKey = issue.baselineKey
            let occurrence: Int
            if let known = occurrencesByKey[baselineKey]?[location] {
                occurrence = known
            } else {
                occurrence = (occurrencesByKey[baselineKey]?.count ?? 0) + 1
                occurrencesByKey[baselineKey, default: [:]][location] = occurrence
            }
            let key = occurrence == 1 ? baselineKey : baselineKey + " #\(occurrence)"
            let index: Int
            if let existing = indexByKey[key] {
                index = existing
            } else {
                index = cases.count
                indexByKey[key] = index
                let line = screen.sourcePosition(of: issue)?.line ?? screen.line
                cases.append(TestCase(name: key, line: line.flatMap { $0 >= 1 ? $0 : nil }))
            }
            if issue.severity >= failOn {
                cases[index].failed = true
                cases[index].children.append(
                    "<failure" + Self.attributes([("type", issue.ruleID), ("message", issue.compactDescription)])
                        + ">" + Self.escapeText(Self.details(of: issue, in: screen)) + "</failure>")
            } else {
                cases[index].children.append(
                    "<system-out>"
                        + Self.escapeText(
                            issue.severity.rawValue + ": " + issue.compactDescription + "\n"
                                + Self.details(of: issue, in: screen)) + "</system-out>")
            }
        }
        let wholeScreenNotEvaluated = AccessibilityAuditType(
            rawValue: screen.result.notEvaluated
                .filter { $0.elementCount == nil }.reduce(0) { $0 | $1.auditType.rawValue })
        var passing: [TestCase] = []
        for (typeName, type) in AccessibilityAuditType.named where screen.result.auditTypes.contains(type) {
            if typesWithIssues.isDisjoint(with: type) && wholeScreenNotEvaluated.isDisjoint(with: type) {
                passing.append(TestCase(name: typeName))
            }
        }
        let skipped = screen.result.notEvaluated.map { record -> TestCase in
            let scope = record.elementCount.map { " for \($0) element\($0 == 1 ? "" : "s")" } ?? ""
            let message = "\(record.auditType) not evaluated\(scope): \(record.reason)"
            return TestCase(
                name: "\(record.auditType) not evaluated: \(record.reason)",
                children: ["<skipped" + Self.attributes([("message", message)]) + "/>"], skipped: true)
        }
        return passing + cases + skipped
    }

    /// A `classname` Jenkins can split at its last dot: `AuditKitLinux.` then `suite` with dots,
    /// spaces and slashes replaced by `_` (`ScreenTests/SettingsTests.swift testSettings()` becomes
    /// `AuditKitLinux.ScreenTests_SettingsTests_swift_testSettings()`).
    static func className(_ suite: String) -> String {
        "AuditKitLinux." + String(suite.map { $0 == "." || $0 == "/" || $0.isWhitespace ? "_" : $0 })
    }

    /// The text of a `<failure>`: details, element, path, the element's place in the capture file
    /// (`At: login.xml:12:5`, when known: also the column, which no test case attribute holds), settings and
    /// reference, one per line.
    static func details(of issue: AccessibilityAuditIssue, in screen: AuditedScreen? = nil) -> String {
        var lines = [issue.detailedDescription]
        if let screen, let file = screen.file, let position = screen.sourcePosition(of: issue) {
            lines.append("At: \(FileName.shown(file)):\(position.line):\(position.column)")
        }
        if let element = issue.elementSnapshot { lines.append("Element: " + element.summary) }
        if let path = issue.path { lines.append("Path: " + path) }
        for settings in issue.foundUnder {
            lines.append("Found under: \(settings)")
        }
        lines.append("Rule: \(issue.ruleID) (\(issue.severity.rawValue))")
        lines.append("Reference: \(issue.reference.title) <\(issue.reference.url)>")
        return lines.joined(separator: "\n")
    }

    // MARK: Escaping

    static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escapeAttribute($0))\"" } }.joined()
    }

    /// Escapes text content: `&`, `<`, `>`, and characters XML 1.0 cannot hold.
    static func escapeText(_ text: String) -> String {
        escaped(text, attribute: false)
    }

    /// Escapes an attribute value: also quotes, and tab / line breaks as character references so
    /// that attribute-value normalisation keeps them.
    static func escapeAttribute(_ text: String) -> String {
        escaped(text, attribute: true)
    }

    /// `text` escaped, read and written as UTF-8 bytes: the markup characters as entities (and, in
    /// an attribute, quotes, tab and line breaks as character references); the characters XML 1.0
    /// cannot hold as U+FFFD. A valid UTF-8 string holds no surrogate, so those are the control
    /// characters other than tab, line feed and carriage return (one byte below 0x20) and U+FFFE and
    /// U+FFFF (`EF BF BE`, `EF BF BF`). Runs of other bytes are copied whole; text with nothing to
    /// escape (most text) is answered as it is.
    private static func escaped(_ text: String, attribute: Bool) -> String {
        text.withByteView { bytes -> String? in
            var out: [UInt8] = []
            var start = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                let replacement: StaticString
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where attribute: replacement = "&quot;"
                case UInt8(ascii: "'") where attribute: replacement = "&apos;"
                case 0x0A where attribute: replacement = "&#10;"
                case 0x0D where attribute: replacement = "&#13;"
                case 0x09 where attribute: replacement = "&#9;"
                case 0x09, 0x0A, 0x0D:
                    i += 1
                    continue
                case 0..<0x20: replacement = "\u{FFFD}"
                case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE:
                    replacement = "\u{FFFD}"
                    width = 3
                default:
                    i += 1
                    continue
                }
                if out.isEmpty { out.reserveCapacity(bytes.count + 64) }
                bytes[start..<i].append(to: &out)
                replacement.withByteView { $0.append(to: &out) }
                i += width
                start = i
            }
            guard start > 0 else { return nil }
            bytes.suffix(from: start).append(to: &out)
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }
}
