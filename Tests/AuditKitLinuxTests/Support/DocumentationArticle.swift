// Reads the articles of the package's DocC catalogs for the tests that keep them true: the rule
// catalogue against the registry, the command lines run, the JSON examples decoded, the links.
import Foundation

/// One article (a `.md` file) of one of the package's DocC catalogs,
/// `Sources/<Module>/<Module>.docc/<Name>.md`.
struct DocumentationArticle: Sendable {
    /// A fenced code block: its language (the word after the opening fence, `""` when none) and its
    /// lines, as written.
    struct Block: Sendable, Equatable {
        var language: String
        var lines: [String]
        /// The first line's number in the article, 1-based (the line after the opening fence).
        var line: Int
    }

    /// The modules that have a catalog.
    static let catalogs = ["AuditKitLinux", "AuditKitLinuxTestSupport"]

    /// The package's root directory.
    static let packageRoot = PackageRoot.url

    /// The catalog's module.
    let catalog: String
    /// The article's name: its file name without `.md`, as `<doc:Name>` links it.
    let name: String
    /// The article's text.
    let text: String

    /// The article's file.
    let url: URL

    /// The article's path from the package root, for messages.
    let path: String

    /// Reads `Sources/<catalog>/<catalog>.docc/<name>.md`.
    init(catalog: String, name: String) throws {
        self.catalog = catalog
        self.name = name
        url = Self.url(catalog: catalog, name: name)
        path = "Sources/\(catalog)/\(catalog).docc/\(name).md"
        text = try String(contentsOf: url, encoding: .utf8)
    }

    /// Reads a Markdown file of the package outside the catalogs (`README.md`), to check its blocks
    /// as an article's; its catalog is `""`.
    init(packageFile path: String) throws {
        catalog = ""
        name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".md", with: "")
        url = Self.packageRoot.appendingPathComponent(path)
        self.path = path
        text = try String(contentsOf: url, encoding: .utf8)
    }

    static func url(catalog: String, name: String) -> URL {
        packageRoot.appendingPathComponent("Sources/\(catalog)/\(catalog).docc/\(name).md")
    }

    /// Every article of every catalog, landing pages included, sorted by catalog and name.
    static func all() throws -> [DocumentationArticle] {
        try catalogs.flatMap { catalog in
            let directory = packageRoot.appendingPathComponent("Sources/\(catalog)/\(catalog).docc")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
            return try names.map { try DocumentationArticle(catalog: catalog, name: $0) }
        }
    }

    /// The article's lines.
    var lines: [String] { text.components(separatedBy: "\n") }

    /// Every fenced code block (```), in order.
    var blocks: [Block] {
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = Block(
                        language: String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [],
                        line: index + 2)
                }
            } else if open != nil {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    /// The fenced code blocks of one language (`swift`, `text`, `json`, `sh`), in order.
    func blocks(language: String) -> [Block] { blocks.filter { $0.language == language } }

    /// The text of the section under the heading `title` (`## title` or deeper), up to the next
    /// heading of the same or a higher level; `nil` when there is no such heading.
    func section(_ title: String) -> String? {
        let lines = self.lines
        let headings = headingsByLine
        guard let start = lines.indices.first(where: { headings[$0]?.title == title }),
            let level = headings[start]?.level
        else { return nil }
        var end = start + 1
        while end < lines.count, (headings[end]?.level).map({ $0 > level }) ?? true { end += 1 }
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    /// The headings by line index, outside code blocks.
    var headingsByLine: [Int: (level: Int, title: String)] {
        var headings: [Int: (level: Int, title: String)] = [:]
        var inCode = false
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if !inCode, let heading = Self.heading(line) { headings[index] = heading }
        }
        return headings
    }

    /// The level and title of a Markdown heading line (`### title`), or `nil`.
    static func heading(_ line: String) -> (level: Int, title: String)? {
        let level = line.prefix { $0 == "#" }.count
        guard level > 0, line.dropFirst(level).first == " " else { return nil }
        return (level, line.dropFirst(level + 1).trimmingCharacters(in: .whitespaces))
    }

    /// The titles of the headings of one level, in order.
    func headings(level: Int) -> [String] {
        headingsByLine.sorted { $0.key < $1.key }.map(\.value).filter { $0.level == level }.map(\.title)
    }
}
