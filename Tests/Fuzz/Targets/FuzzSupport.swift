import AuditKitLinux
import Foundation

/// What every fuzz target does with a hierarchy it could import: what the command line does with
/// one (audit every type, render the reports, compare a baseline, read the screen with VoiceOver),
/// so a crash anywhere after the import is found too. Errors are fine (bad input has to be
/// refused); only a crash, a hang or runaway memory is a finding.
///
/// The reports built with Foundation's JSON coders (JSON, SARIF, a baseline written and read back,
/// the hierarchy's own JSON for the JSON target) are slow on Linux, so they are made only for
/// hierarchies of at most ``jsonElementLimit`` elements: every input is still imported, audited and
/// reported as text and JUnit, and libFuzzer keeps its pace for the long runs.
enum FuzzSupport {
    /// The most elements a hierarchy may have for the JSON-based reports to be made.
    static let jsonElementLimit = 40

    /// Whether the run only imports (`AUDITKIT_FUZZ_IMPORT_ONLY` set, `fuzz.sh --import-only`): for
    /// the long runs, about ten times as many inputs per second.
    static let importOnly =
        ProcessInfo.processInfo.environment["AUDITKIT_FUZZ_IMPORT_ONLY"].map { !$0.isEmpty } ?? false

    static func exercise(_ hierarchy: AccessibilityHierarchy, roundTripJSON: Bool = false) {
        if importOnly { return }
        _ = VoiceOverTranscript(hierarchy).lines
        _ = VoiceOverTranscript(hierarchy, language: .japanese).lines
        for id in hierarchy.elements.indices.prefix(50) { _ = hierarchy.path(of: id) }
        guard let result = try? AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy, for: .all) else {
            return
        }
        _ = TextReport(result).rendered
        let baseline = AccessibilityAuditBaseline(result: result, screen: "fuzz")
        let comparison = baseline.compare(result, screen: "fuzz")
        let screen = AuditedScreen(
            name: "fuzz", file: "fuzz.xml", result: result, comparison: comparison, baseline: "baseline.json")
        _ = JUnitReport(screens: [screen]).render()
        guard hierarchy.elements.count <= jsonElementLimit else { return }
        _ = try? JSONReport(result).rendered()
        _ = try? SARIFReport(screens: [screen], sourceRoot: "/").render()
        if let data = try? baseline.jsonData(), let read = try? AccessibilityAuditBaseline(json: data) {
            _ = read.compare(result, screen: "fuzz")
        }
        if roundTripJSON, let json = try? hierarchy.jsonData() {
            _ = try? AccessibilityHierarchy(importing: json, name: "fuzz.json", format: .json)
        }
    }
}
