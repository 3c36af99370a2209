import Foundation
import XCTest

/// Keeps what the DocC articles say checkable: their links and JSON examples. (Their Swift examples
/// are compiled and run in the consumer package, `Examples/ConsumerPackage`, which
/// `.ci/readme-snippets` keeps equal to them, as it does the README's; `ReadmeSnippetTests` runs it.)
final class DocumentationArticleTests: XCTestCase {
    /// Every relative link of README.md, CONTRIBUTING.md, docs/ and the articles, `[text](path)`,
    /// names a file of the repository (articles moved into the catalogs keep their links working).
    func testEveryRelativeLinkInTheMarkdownFilesNamesAFile() throws {
        let root = DocumentationArticle.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let files = ["README.md", "CONTRIBUTING.md"] + docs + (try DocumentationArticle.all().map(\.path))
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var checked = 0
        for file in files {
            let url = root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let target = String(text[range])
                guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let path = String(target.prefix { $0 != "#" })
                checked += 1
                XCTAssertTrue(
                    FileManager.default.fileExists(
                        atPath: url.deletingLastPathComponent().appendingPathComponent(path).path),
                    "\(file): the link \(target) names no file")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 6, "the Markdown files' links were found")
    }

    /// The README's command-line example (its `sh` blocks whose commands say `# exit N`) runs as
    /// shown: the exit status, and the lines of the `text` block after it in the output, in order.
    func testTheREADMECommandLineExampleRunsAsShown() throws {
        let readme = try DocumentationArticle(packageFile: "README.md")
        let commands = try AuditingCapturesArticleTests.runCommandLines(of: readme) { block in
            block.lines.contains { $0.contains("# exit ") }
        }
        XCTAssertGreaterThanOrEqual(commands, 1, "the README's command-line example was found")
    }

    /// Every JSON block of every article is valid JSON (examples of files and reports).
    func testEveryJSONBlockIsValidJSON() throws {
        var checked = 0
        for article in try DocumentationArticle.all() {
            for block in article.blocks(language: "json") {
                checked += 1
                XCTAssertNoThrow(
                    try JSONSerialization.jsonObject(with: Data(block.lines.joined(separator: "\n").utf8)),
                    "\(article.path):\(block.line): not valid JSON")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 3)
    }
}
