import DocumentationArticles
import Foundation
import XCTest

/// Keeps the DocC articles' code compiled: every Swift block of an article
/// `Sources/<Module>/<Module>.docc/<Name>.md` must be a run of consecutive lines of its test file,
/// `Tests/<any target>/<Name>ArticleTests.swift`, which compiles and runs that code (comparing
/// lines without their indentation, and without blank lines). The README's Swift examples are kept
/// the same way by `ReadmeExampleTests`.
final class DocumentationArticleTests: XCTestCase {
    func testEverySwiftBlockOfEveryArticleIsCompiledByItsTestFile() throws {
        let articles = try DocumentationArticle.all()
        XCTAssertGreaterThanOrEqual(articles.count, 8, "both catalogs' articles were found")
        var checked = 0
        for article in articles {
            let blocks = article.blocks(language: "swift")
            guard !blocks.isEmpty else { continue }
            guard let testFile = try Self.testFile(named: "\(article.name)ArticleTests.swift") else {
                XCTFail("\(article.path) has Swift code: compile it in Tests/<target>/\(article.name)ArticleTests.swift")
                continue
            }
            let compiled = Self.codeLines(try String(contentsOf: testFile, encoding: .utf8).components(separatedBy: "\n"))
            for block in blocks {
                let lines = Self.codeLines(block.lines)
                checked += 1
                XCTAssertTrue(Self.contains(compiled, run: lines),
                              "\(article.path):\(block.line): this Swift block is not a run of lines of \(testFile.lastPathComponent):\n"
                              + block.lines.joined(separator: "\n"))
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 15, "the articles' Swift blocks were found")
    }

    /// Lines without indentation or trailing spaces, blank lines left out.
    static func codeLines(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `lines` holds `run` as consecutive lines.
    static func contains(_ lines: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        return (0...(lines.count - run.count)).contains { start in
            lines[start..<(start + run.count)].elementsEqual(run)
        }
    }

    /// The file named `name` in one of the test targets' directories, if any.
    static func testFile(named name: String) throws -> URL? {
        let tests = DocumentationArticle.packageRoot.appendingPathComponent("Tests")
        for target in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted() {
            let url = tests.appendingPathComponent(target).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    func testTheCheckFindsABlockThatIsNotCompiled() {
        let file = ["let a = 1", "    let b = 2", "", "let c = 3"]
        XCTAssertTrue(Self.contains(Self.codeLines(file), run: Self.codeLines(["let b = 2", "let c = 3"])))
        XCTAssertFalse(Self.contains(Self.codeLines(file), run: Self.codeLines(["let a = 1", "let c = 3"])), "not consecutive")
        XCTAssertFalse(Self.contains(Self.codeLines(file), run: ["let d = 4"]))
    }

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
                XCTAssertTrue(FileManager.default.fileExists(atPath: url.deletingLastPathComponent().appendingPathComponent(path).path),
                              "\(file): the link \(target) names no file")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 6, "the Markdown files' links were found")
    }

    /// Every JSON block of every article is valid JSON (examples of files and reports).
    func testEveryJSONBlockIsValidJSON() throws {
        var checked = 0
        for article in try DocumentationArticle.all() {
            for block in article.blocks(language: "json") {
                checked += 1
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(block.lines.joined(separator: "\n").utf8)),
                                 "\(article.path):\(block.line): not valid JSON")
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 3)
    }
}
