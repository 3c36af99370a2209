/// Audit results as JUnit XML, for CI systems that show test reports (Jenkins, GitLab, Azure, …).
///
/// The shape, valid against the common Jenkins/Surefire `junit-10.xsd`
/// (committed under `Tests/Validation/`, see its README):
/// - one `<testsuite>` per ``AuditedScreen`` (its `file` attribute is the screen's file);
/// - suite names are the screens' names, made unique by ` (2)`, ` (3)`, … (parameterized tests);
///   every `classname` is `className(_:)` of the suite name: `AuditKitLinux.` plus the name with
///   dots, slashes and spaces as `_`, so Jenkins's split at the last dot gives package
///   `AuditKitLinux` and the whole screen name as class;
/// - one `<testcase>` per rule and element (`name` is the baseline key, `ruleID path`, which has no
///   sibling indices, so names stay stable when siblings are added; the second, third, …
///   same-looking element sharing a key gets ` #2`, ` #3`), holding one `<failure>` per issue
///   (`type` is the rule id, `message` the compact description, the text the details), so an
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
                    ("errors", "0"), ("skipped", String(cases.filter(\.skipped).count)), ("file", screen.file),
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
            if let baseline = screen.baseline {
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
            for testCase in cases {
                let open = "    <testcase" + Self.attributes([("classname", className), ("name", testCase.name)])
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
        var occurrencesByKey: [String: [String: Int]] = [:]
        var typesWithIssues: AccessibilityAuditType = []
        for issue in screen.result.issues {
            typesWithIssues.formUnion(issue.auditType)
            // The baseline key has no sibling indices, so the name survives siblings added or reordered.
            // Same-looking elements share a key: the second element with it is "#2", as SARIF's
            // fingerprints number them; one element found under several settings keeps one case.
            let location = issue.path ?? issue.element?.summary ?? "(screen)"
            let occurrence: Int
            if let known = occurrencesByKey[issue.baselineKey]?[location] {
                occurrence = known
            } else {
                occurrence = (occurrencesByKey[issue.baselineKey]?.count ?? 0) + 1
                occurrencesByKey[issue.baselineKey, default: [:]][location] = occurrence
            }
            let key = occurrence == 1 ? issue.baselineKey : issue.baselineKey + " #\(occurrence)"
            let index: Int
            if let existing = indexByKey[key] {
                index = existing
            } else {
                index = cases.count
                indexByKey[key] = index
                cases.append(TestCase(name: key))
            }
            if issue.severity >= failOn {
                cases[index].failed = true
                cases[index].children.append(
                    "<failure" + Self.attributes([("type", issue.ruleID), ("message", issue.compactDescription)])
                        + ">" + Self.escapeText(Self.details(of: issue)) + "</failure>")
            } else {
                cases[index].children.append(
                    "<system-out>"
                        + Self.escapeText(
                            issue.severity.rawValue + ": " + issue.compactDescription + "\n"
                                + Self.details(of: issue)) + "</system-out>")
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

    /// The text of a `<failure>`: details, element, path, settings and reference, one per line.
    static func details(of issue: AccessibilityAuditIssue) -> String {
        var lines = [issue.detailedDescription]
        if let element = issue.element { lines.append("Element: " + element.summary) }
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
        if !needsEscaping(text, attribute: false) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Escapes an attribute value: also quotes, and tab / line breaks as character references so
    /// that attribute-value normalisation keeps them.
    static func escapeAttribute(_ text: String) -> String {
        if !needsEscaping(text, attribute: true) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Whether `text` holds anything ``escapeText(_:)`` (or, with `attribute`,
    /// ``escapeAttribute(_:)``) changes, read from its UTF-8: most text holds nothing, and is then
    /// written as it is. U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`) are the only scalars from `EF`
    /// up that XML cannot hold, so a lead byte `EF` is enough to take the slow path.
    static func needsEscaping(_ text: String, attribute: Bool) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: return true
            case UInt8(ascii: "\""), UInt8(ascii: "'"), 0x09, 0x0A, 0x0D: if attribute { return true }
            case 0..<0x20: return true
            default: continue
            }
        }
        return false
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
