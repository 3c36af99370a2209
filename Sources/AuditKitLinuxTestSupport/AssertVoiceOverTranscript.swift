import AuditKitLinux

/// Checks what VoiceOver would say on the current screen, one line per element, against a
/// multi-line string, and records one test failure with a line diff when they differ.
///
/// ```swift
/// assertVoiceOverTranscript(app, equals: """
///     Quotes, Heading
///     New Quote, Button
///     Selected, Quote, Tab, 1 of 2
///     Reflect, Tab, 2 of 2
///     """)
/// ```
///
/// Works in XCTest and in Swift Testing: the failure goes to whichever framework runs the test, at
/// the caller's file and line. It reads
///
/// ```text
/// VoiceOver transcript (English) differs: 1 line missing, 1 line unexpected (- expected, + actual)
///   Quotes, Heading
/// - New Quote, Button
/// + New Quote, Dimmed, Button
///   Selected, Quote, Tab, 1 of 2
///   Reflect, Tab, 2 of 2
/// ```
///
/// - Parameters:
///   - app: The app; its current screen is snapshotted.
///   - language: The language of VoiceOver's own words where an element sets no
///     `accessibilityLanguage` (default English).
///   - settings: The display settings to snapshot under (default: the app's
///     `HeadlessApplication.settings`).
///   - expected: The whole transcript, one line per element in reading order (see
///     `VoiceOverTranscript`). One trailing newline is ignored; an empty string expects nothing read.
///   - fileID: The caller's `#fileID`, where Swift Testing records a failure (default: the call site).
///   - file: The caller's file path, where XCTest records a failure (default: the call site).
///   - line: The caller's line (default: the call site).
///   - column: The caller's column (default: the call site).
public func assertVoiceOverTranscript(
    _ app: HeadlessApplication,
    language: VoiceOverLanguage = .english,
    settings: AccessibilitySettings? = nil,
    equals expected: String,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let transcript = VoiceOverTranscript(app.snapshot(settings: settings), language: language)
    compareTranscriptLines(
        transcript.lines, expected: transcriptLines(expected), what: "VoiceOver transcript", language: language,
        at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Checks what VoiceOver would say for `hierarchy` (such as a capture from a device) against a
/// multi-line string; otherwise as the app's form,
/// ``assertVoiceOverTranscript(_:language:settings:equals:fileID:file:line:column:)``.
///
/// - Parameters:
///   - hierarchy: A snapshot or a capture (captures are read through their automation tree).
///   - language: The language of VoiceOver's own words where an element sets none.
///   - expected: The whole transcript, one line per element.
///   - fileID: The caller's `#fileID`, where Swift Testing records a failure (default: the call site).
///   - file: The caller's file path, where XCTest records a failure (default: the call site).
///   - line: The caller's line (default: the call site).
///   - column: The caller's column (default: the call site).
public func assertVoiceOverTranscript(
    _ hierarchy: AccessibilityHierarchy,
    language: VoiceOverLanguage = .english,
    equals expected: String,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let transcript = VoiceOverTranscript(hierarchy, language: language)
    compareTranscriptLines(
        transcript.lines, expected: transcriptLines(expected), what: "VoiceOver transcript", language: language,
        at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Checks the VoiceOver rotor's Headings on the current screen (the names of the elements with the
/// header trait, in reading order) and records one test failure with a diff when they differ.
///
/// ```swift
/// assertRotorHeadings(app, equals: ["Reflect on today's quote"])
/// ```
///
/// - Parameters:
///   - app: The app; its current screen is snapshotted.
///   - language: The language of VoiceOver's own words (only used when a heading has no name).
///   - settings: The display settings to snapshot under (default: the app's settings).
///   - expected: The headings' names in reading order; `[]` expects none.
///   - fileID: The caller's `#fileID`, where Swift Testing records a failure (default: the call site).
///   - file: The caller's file path, where XCTest records a failure (default: the call site).
///   - line: The caller's line (default: the call site).
///   - column: The caller's column (default: the call site).
public func assertRotorHeadings(
    _ app: HeadlessApplication,
    language: VoiceOverLanguage = .english,
    settings: AccessibilitySettings? = nil,
    equals expected: [String],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let transcript = VoiceOverTranscript(app.snapshot(settings: settings), language: language)
    compareTranscriptLines(
        transcript.headings, expected: expected, what: "Rotor headings", language: language,
        at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

/// Checks the VoiceOver rotor's Headings of `hierarchy`; otherwise as the app's form,
/// ``assertRotorHeadings(_:language:settings:equals:fileID:file:line:column:)``.
///
/// - Parameters:
///   - hierarchy: A snapshot or a capture.
///   - language: The language of VoiceOver's own words (only used when a heading has no name).
///   - expected: The headings' names in reading order; `[]` expects none.
///   - fileID: The caller's `#fileID`, where Swift Testing records a failure (default: the call site).
///   - file: The caller's file path, where XCTest records a failure (default: the call site).
///   - line: The caller's line (default: the call site).
///   - column: The caller's column (default: the call site).
public func assertRotorHeadings(
    _ hierarchy: AccessibilityHierarchy,
    language: VoiceOverLanguage = .english,
    equals expected: [String],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let transcript = VoiceOverTranscript(hierarchy, language: language)
    compareTranscriptLines(
        transcript.headings, expected: expected, what: "Rotor headings", language: language,
        at: CallSite(fileID: fileID, filePath: file, line: line, column: column))
}

// MARK: Comparison

/// The lines of an expected transcript: split at newlines, one trailing newline ignored, `""` is none.
func transcriptLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// Records one failure at `site` when `actual` differs from `expected`.
func compareTranscriptLines(
    _ actual: [String], expected: [String], what: String, language: VoiceOverLanguage,
    at site: CallSite
) {
    guard actual != expected else { return }
    recordAuditIssue(
        transcriptDiffMessage(actual: actual, expected: expected, what: what, language: language),
        failing: true, at: site, multiline: true)
}

/// The failure text: a summary, then every line marked `"  "` (both), `"- "` (expected only) or
/// `"+ "` (actual only), in order. Uses the standard library's `difference(from:)` (a Myers diff).
func transcriptDiffMessage(actual: [String], expected: [String], what: String, language: VoiceOverLanguage) -> String {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var rendered: [String] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
        if i < expected.count, removed.contains(i) {
            rendered.append("- " + visible(expected[i]))
            i += 1
        } else if j < actual.count, inserted.contains(j) {
            rendered.append("+ " + visible(actual[j]))
            j += 1
        } else if i < expected.count, j < actual.count {
            rendered.append("  " + visible(expected[i]))
            i += 1
            j += 1
        } else {
            break  // unreachable for a valid difference; never loop forever
        }
    }
    func count(_ n: Int, _ word: String) -> String { "\(n) line\(n == 1 ? "" : "s") \(word)" }
    var summary: [String] = []
    if !removed.isEmpty { summary.append(count(removed.count, "missing")) }
    if !inserted.isEmpty { summary.append(count(inserted.count, "unexpected")) }
    let header =
        "\(what) (\(language.rawValue.prefix(1).uppercased() + language.rawValue.dropFirst())) differs: \(summary.joined(separator: ", ")) (- expected, + actual)"
    return ([header] + rendered).joined(separator: "\n")
}

/// A line with trailing spaces and an empty line made visible, so a diff never looks identical.
private func visible(_ line: String) -> String {
    if line.isEmpty { return "⏎ (empty line)" }
    guard let last = line.last, last == " " || last == "\t" else { return line }
    return line + "⎵ (trailing whitespace)"
}
