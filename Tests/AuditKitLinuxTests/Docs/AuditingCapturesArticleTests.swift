// AuditingCaptures.md (AuditKitLinux.docc): its capture examples imported, its command lines run
// with their exit status and output. Its Swift examples are compiled and run in the consumer package
// (Examples/ConsumerPackage, ArticleAuditingCaptures.swift; python3 .ci/readme-snippets).
import AuditKitLinux
import Foundation
import XCTest

final class AuditingCapturesArticleTests: XCTestCase {
    func article() throws -> DocumentationArticle {
        try DocumentationArticle(catalog: "AuditKitLinux", name: "AuditingCaptures")
    }

    /// "Capture a screen": the dump and the page source shown import as their formats, and the
    /// page source's asset-named, 18 pt button is found.
    func testTheCapturesShownImport() throws {
        let article = try article()
        let dump = try XCTUnwrap(article.blocks(language: "text").first { $0.lines.contains("Element subtree:") })
        let dumped = try AccessibilityHierarchy(
            importing: Data(dump.lines.joined(separator: "\n").utf8), name: "shop.txt")
        XCTAssertEqual(dumped.source.kind, .debugDescription)
        XCTAssertEqual(
            dumped.elements.map(\.elementType), [.application, .window, .other, .staticText, .button, .textField])
        XCTAssertEqual(dumped.elements.last?.placeholderValue, "name@example.com")
        // Shown whole: its element lines alone read the same, and without its path it is refused as cut.
        let path = try XCTUnwrap(dump.lines.firstIndex(of: "Path to element:"))
        XCTAssertThrowsError(
            try AccessibilityHierarchy(
                importing: Data(dump.lines[..<path].joined(separator: "\n").utf8), name: "shop.txt"))
        let subtree = try XCTUnwrap(dump.lines.firstIndex(of: "Element subtree:"))
        XCTAssertEqual(
            try AccessibilityHierarchy(
                importing: Data(dump.lines[(subtree + 1)..<path].joined(separator: "\n").utf8), name: "shop.txt"
            ).elements, dumped.elements)

        let xml = try XCTUnwrap(article.blocks(language: "xml").first)
        let page = try AccessibilityHierarchy(importing: Data(xml.lines.joined(separator: "\n").utf8), name: "shop.xml")
        XCTAssertEqual(page.source.kind, .appiumXML)
        let result = try page.audit(for: [.hitRegion, .sufficientElementDescription])
        XCTAssertEqual(
            result.issues.map(\.ruleID), ["hitRegion.tooSmall", "sufficientElementDescription.notHumanReadable"])
    }

    /// "Audit on the command line": every `swift run auditkit …` line of the article's `sh` blocks
    /// runs in a scratch directory that sees `Examples/`, and exits as its `# exit N` comment says;
    /// a `text` block right after an `sh` block shows lines of its last command's output, in order
    /// (`…` stands for any text within a line).
    func testTheCommandLinesRunAsShown() throws {
        let commands = try Self.runCommandLines(of: article()) { _ in true }
        XCTAssertGreaterThanOrEqual(commands, 7, "the article's commands were found")
    }

    /// Runs the `swift run auditkit …` commands of the `sh` blocks of `article` that `include`
    /// chooses, in a scratch directory that sees `Examples/`, checking each exit status and the
    /// `text` block after each `sh` block; returns how many commands ran.
    static func runCommandLines(
        of article: DocumentationArticle, including include: (DocumentationArticle.Block) -> Bool
    ) throws -> Int {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "auditing-captures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("Examples"),
            withDestinationURL: DocumentationArticle.packageRoot.appendingPathComponent("Examples"))
        let blocks = article.blocks
        var commands = 0
        for (index, block) in blocks.enumerated() where block.language == "sh" && include(block) {
            var last: AuditKitExecutable.Run?
            for command in try Self.commands(in: block) {
                let run = try AuditKitExecutable.run(command.arguments, in: scratch)
                XCTAssertEqual(run.status, command.exitStatus, "\(article.path):\(command.line): \(run.stderr)")
                last = run
                commands += 1
            }
            guard index + 1 < blocks.count, blocks[index + 1].language == "text", let output = last?.stdout else {
                continue
            }
            let shown = blocks[index + 1]
            var outputLines = output.components(separatedBy: "\n")[...]
            for (offset, line) in shown.lines.enumerated() {
                let pieces = line.components(separatedBy: "…")
                guard let found = outputLines.firstIndex(where: { Self.contains($0, inOrder: pieces) }) else {
                    XCTFail(
                        "\(article.path):\(shown.line + offset): not in the output (in this order): \(line)\n\(output)")
                    break
                }
                outputLines = outputLines[(found + 1)...]
            }
        }
        return commands
    }

    /// One `swift run auditkit …` command of an `sh` block.
    struct Command {
        var arguments: [String]
        var exitStatus: Int32
        var line: Int
    }

    /// The `swift run auditkit` commands of `block`, joining lines continued with `\`.
    static func commands(in block: DocumentationArticle.Block) throws -> [Command] {
        var commands: [Command] = []
        var pending = ""
        var start = block.line
        for (offset, line) in block.lines.enumerated() {
            if pending.isEmpty { start = block.line + offset }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
                continue
            }
            let whole = pending + trimmed
            pending = ""
            guard whole.hasPrefix("swift run auditkit ") else {
                XCTFail("line \(start): not a `swift run auditkit` command: \(whole)")
                continue
            }
            let parts = whole.components(separatedBy: "# exit ")
            guard parts.count == 2, let status = Int32(parts[1].trimmingCharacters(in: .whitespaces)) else {
                XCTFail("line \(start): say the exit status in a `# exit N` comment: \(whole)")
                continue
            }
            XCTAssertFalse(
                parts[0].contains("\"") || parts[0].contains("'"), "line \(start): no quoting in the article's commands"
            )
            let arguments = parts[0].dropFirst("swift run auditkit ".count).split(separator: " ").map(String.init)
            commands.append(Command(arguments: arguments, exitStatus: status, line: start))
        }
        return commands
    }

    /// Whether `line` holds `pieces` in order.
    static func contains(_ line: String, inOrder pieces: [String]) -> Bool {
        var rest = line[...]
        for piece in pieces where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
