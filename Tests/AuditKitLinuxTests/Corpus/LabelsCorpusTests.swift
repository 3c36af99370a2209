import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// Runs `LabelReadability` over `../shared/data/labels.tsv`: 884 real strings from five
/// open-source iOS apps (see `labels.tsv.src.txt` next to it for provenance and method).
///
/// Human strings (localized UI text, en and ja) must never be flagged. Machine strings (asset
/// names, accessibility identifiers, identifier-like localization keys) should mostly be flagged,
/// but some are plain words (`Lock`, `camera`, `Cancel Button`) and cannot be.
final class LabelsCorpusTests: XCTestCase {
    /// Measured recall on the 284 machine rows when this floor was set: 255 / 284 = 0.898.
    /// The floor leaves a small margin for rule edits that trade recall for precision.
    private let machineRecallFloor = 0.88

    private struct Row {
        var kind: String
        var lang: String
        var string: String
        var app: String
    }

    func testNoHumanStringIsFlagged() throws {
        let rows = try loadRows()
        for lang in ["en", "ja"] {
            let human = rows.filter { $0.kind == "human" && $0.lang == lang }
            XCTAssertFalse(human.isEmpty, "no human rows for \(lang)")
            let flagged = human.compactMap { row -> String? in
                guard let reason = LabelReadability.assess(row.string) else { return nil }
                return "  \(quoted(row.string)) → .\(reason.rawValue)  (\(row.app))"
            }
            print("labels.tsv: \(flagged.count) of \(human.count) human \(lang) strings flagged as not human-readable")
            XCTAssertTrue(
                flagged.isEmpty,
                """
                \(flagged.count) of \(human.count) human \(lang) strings flagged as not human-readable:
                \(flagged.joined(separator: "\n"))
                """)
        }
    }

    func testMachineRecall() throws {
        let machine = try loadRows().filter { $0.kind == "machine" }
        XCTAssertFalse(machine.isEmpty, "no machine rows")
        let missed = machine.filter { LabelReadability.isHumanReadable($0.string) }
        let recall = Double(machine.count - missed.count) / Double(machine.count)
        print(
            "labels.tsv: \(machine.count - missed.count) of \(machine.count) machine strings flagged (recall \(String(format: "%.3f", recall)))"
        )
        XCTAssertGreaterThanOrEqual(
            recall, machineRecallFloor,
            """
            recall \(machine.count - missed.count)/\(machine.count) = \(recall) is below \
            \(machineRecallFloor); machine strings judged human-readable:
            \(missed.map { "  \(quoted($0.string))  (\($0.app))" }.joined(separator: "\n"))
            """)
    }

    // MARK: Loading

    /// The string as a Swift literal, so invisible characters show as escapes.
    private func quoted(_ string: String) -> String {
        String(reflecting: string)
    }

    /// Reads the corpus, or skips the test when it is not next to the package.
    private func loadRows() throws -> [Row] {
        let url = try SharedTestData.url("labels.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first, header.hasPrefix("kind\tlang\tstring") else {
            XCTFail("unexpected header in \(url.path)")
            return []
        }
        lines.removeFirst()
        return lines.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else {
                XCTFail("malformed row: \(line)")
                return nil
            }
            return Row(kind: fields[0], lang: fields[1], string: fields[2], app: fields[3])
        }
    }
}
