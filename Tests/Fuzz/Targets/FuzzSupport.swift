import AuditKitLinux
import Foundation

/// What every fuzz target does with a hierarchy it could import: everything the command line does
/// with one (audit every type, render every report format, write and compare a baseline, read the
/// screen with VoiceOver), so a crash anywhere after the import is found too. The JSON target also
/// writes the hierarchy as JSON and reads it back (`roundTripJSON`). Errors are fine (bad input has to be refused); only a crash, a hang or runaway
/// memory is a finding.
enum FuzzSupport {
    static func exercise(_ hierarchy: AccessibilityHierarchy, roundTripJSON: Bool = false) {
        _ = VoiceOverTranscript(hierarchy).lines
        _ = VoiceOverTranscript(hierarchy, language: .japanese).lines
        for id in hierarchy.elements.indices.prefix(50) { _ = hierarchy.path(of: id) }
        guard let result = try? AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy, for: .all) else { return }
        _ = TextReport(result).rendered
        _ = try? JSONReport(result).rendered()
        let baseline = AccessibilityAuditBaseline(result: result, screen: "fuzz")
        if let data = try? baseline.jsonData(), let read = try? AccessibilityAuditBaseline(json: data) {
            let comparison = read.compare(result, screen: "fuzz")
            let screen = AuditedScreen(name: "fuzz", file: "fuzz.xml", result: result, comparison: comparison, baseline: "baseline.json")
            _ = JUnitReport(screens: [screen]).render()
            _ = try? SARIFReport(screens: [screen], sourceRoot: "/").render()
        }
        if roundTripJSON, let json = try? hierarchy.jsonData() { _ = try? AccessibilityHierarchy(importing: json, name: "fuzz.json", format: .json) }
    }
}
