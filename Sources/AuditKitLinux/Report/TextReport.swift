import AuditKitAudits
import AuditKitImport
import AuditKitModel
import AuditKitVoiceOver

/// Renders an audit result as plain text, one issue per line as Xcode lists them, for terminals and CI logs.
///
/// ```text
/// error: Hit area is too small: Button, label: 'New Quote', {{20, 200}, {18, 22}} (Application/Window/Button['New Quote']) [hitRegion.tooSmall]
///     Its tappable area is 18 × 22 pt; it needs at least 24 × 24 pt (WCAG 2.2 SC 2.5.8, …). Enlarge the frame or the touch area around the visible content.
/// not evaluated: contrast: the capture has no colours (12 elements)
/// 1 failure, 0 warnings in 3 elements
/// ```
///
/// Each issue line starts with `error:` (a failure) or `warning:` (after `file:line:column: ` when
/// the report names the capture file and knows where the element is in it), then the compact description, the
/// element's summary and path, and the rule id; the detailed description follows, indented four
/// spaces (every line of it). Then one line per audit type that could not judge something, a line
/// naming the modal view the screen was captured under (when any), a line saying how many elements
/// were set aside as the system's UI (when any), then the summary line.
/// Control characters in labels and other captured text are written as escapes
/// (``printable(_:keepingLineBreaks:)``), so each issue stays one line and a capture cannot send
/// escape sequences to the terminal.
public struct TextReport: Hashable, Sendable {
    /// The result to render.
    public var result: AccessibilityAuditResult
    /// The capture file the screen was read from; `nil` for none. Issue lines name it with its bytes
    /// that are not UTF-8 escaped (`caf\xE9.xml`; ``AuditedScreen/file`` says how they are kept).
    public var file: String?
    /// Where the issues' elements are in ``file``, by element id (``AuditedScreen/elementPositions``).
    public var elementPositions: [Int: SourcePosition]

    /// Creates a report of `result`.
    public init(_ result: AccessibilityAuditResult) {
        self.result = result
        self.file = nil
        self.elementPositions = [:]
    }

    /// Creates a report of `result`, read from the capture `file`, whose issue lines start with
    /// `file:line:column: ` as compilers write places, where the element's position is known
    /// (`elementPositions`, by element id), so that editors and CI annotations open the file there.
    public init(_ result: AccessibilityAuditResult, file: String?, elementPositions: [Int: SourcePosition]) {
        self.result = result
        self.file = file
        self.elementPositions = elementPositions
    }

    /// The report, lines separated by `\n`, ending with a newline.
    public var rendered: String {
        var lines: [String] = []
        for issue in result.issues {
            if let file, let id = issue.elementID, let position = elementPositions[id] {
                lines.append(
                    Self.printable("\(FileName.shown(file)):\(position.line):\(position.column): ")
                        + Self.line(for: issue))
            } else {
                lines.append(Self.line(for: issue))
            }
            for detail in issue.detailedDescription.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append("    " + Self.printable(String(detail)))
            }
        }
        for entry in result.notEvaluated {
            var line = "not evaluated: \(entry.auditType): \(entry.reason)"
            if let count = entry.elementCount { line += " (\(Self.counted(count, "element")))" }
            lines.append(Self.printable(line))
        }
        if let modal = Self.modalLine(result) { lines.append(Self.printable(modal)) }
        if let setAside = Self.systemInterfaceLine(result) { lines.append(setAside) }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"set aside as the system's UI: 16 elements (keyboard: 16), which iOS draws and the app cannot
    /// change"`, or `nil` when nothing was set aside (``AccessibilityAuditResult/systemInterfaceElements``).
    public static func systemInterfaceLine(_ result: AccessibilityAuditResult) -> String? {
        guard result.systemInterfaceElementCount > 0 else { return nil }
        let kinds = SystemInterface.allCases.compactMap { kind in
            result.systemInterfaceElements[kind].map { "\(kind): \($0)" }
        }
        return
            "set aside as the system's UI: \(counted(result.systemInterfaceElementCount, "element")) (\(kinds.joined(separator: ", "))), "
            + "which iOS draws and the app cannot change"
    }

    /// `"captured under a system alert 'Allow “Pace” to use your location?': while it shows, VoiceOver
    /// reaches only it; 3 issues are about the content behind it"`, or `nil` when the screen was not
    /// captured under a modal view (``AccessibilityAuditResult/modalPresentation``).
    public static func modalLine(_ result: AccessibilityAuditResult) -> String? {
        guard let modal = result.modalPresentation else { return nil }
        let behind = result.issues.filter { $0.evidence[.capturedUnderModal] != nil }.count
        return "captured under \(modal): while it shows, VoiceOver reaches only it; "
            + "\(counted(behind, "issue")) \(behind == 1 ? "is" : "are") about the content behind it"
    }

    /// `"3 failures, 1 warning in 24 elements"`.
    public var summary: String {
        "\(Self.counted(result.failures.count, "failure")), \(Self.counted(result.warnings.count, "warning"))"
            + " in \(Self.counted(result.elementCount, "element"))"
    }

    /// `severity: compact: element summary (path) [ruleID]`; the element parts are left out when there is no element.
    static func line(for issue: AccessibilityAuditIssue) -> String {
        var line = "\(issue.severity == .failure ? "error" : "warning"): \(issue.compactDescription)"
        if let element = issue.elementSnapshot { line += ": \(element.summary)" }
        if let path = issue.path, !path.isEmpty { line += " (\(path))" }
        return printable(line + " [\(issue.ruleID)]")
    }

    /// `"1 failure"`, `"2 failures"`, `"0 failures"`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
