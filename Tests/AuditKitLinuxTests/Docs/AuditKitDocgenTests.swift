import Foundation
import XCTest

@testable import AuditKitLinux

/// `auditkit-docgen`, which writes the articles' rule catalogue, evidence-key tables and rule topics
/// from the rules' descriptors and the documented keys: the articles in the repository are what it
/// writes, and it finds, reports and rewrites a part that is out of date.
final class AuditKitDocgenTests: XCTestCase {
    /// The repository's root.
    static let root = PackageRoot.url

    /// The AuditKitLinux DocC catalog, wherever it lies under Sources/.
    static func catalog(under root: URL) throws -> URL {
        let walker = FileManager.default.enumerator(
            at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == "AuditKitLinux.docc" { return url }
        }
        throw XCTSkip("no AuditKitLinux.docc under \(root.path)/Sources")
    }

    func docgen(_ arguments: [String]) throws -> AuditKitExecutable.Run {
        try AuditKitExecutable.run(
            executable: AuditKitExecutable.url(named: "auditkit-docgen"), arguments, in: nil)
    }

    /// A package folder holding a copy of the catalog's three generated articles, in another place
    /// than the repository's (Sources/Moved/AuditKitLinux.docc), as after a move of the target.
    func copyOfTheArticles() throws -> (root: URL, catalog: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Sources/Moved/AuditKitLinux.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let original = try Self.catalog(under: Self.root)
        for name in ["RuleCatalogue.md", "IssueEvidence.md", "AuditKitLinux.md"] {
            try FileManager.default.copyItem(
                at: original.appendingPathComponent(name), to: catalog.appendingPathComponent(name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return (root, catalog)
    }

    func testTheArticlesAreWhatItWrites() throws {
        let run = try docgen(["--check", "--package-path", Self.root.path])
        XCTAssertEqual(run.status, 0, "run `swift run auditkit-docgen` and commit the articles: \(run.stderr)")
    }

    func testAPartOutOfDateIsReportedThenRewritten() throws {
        let (root, catalog) = try copyOfTheArticles()
        let evidence = catalog.appendingPathComponent("IssueEvidence.md")
        let written = try String(contentsOf: evidence, encoding: .utf8)
        let row = try XCTUnwrap(written.split(separator: "\n").first { $0.hasPrefix("| `minimumSize` |") })
        try written.replacingOccurrences(of: row + "\n", with: "").write(
            to: evidence, atomically: true, encoding: .utf8)

        let check = try docgen(["--check", "--package-path", root.path])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("IssueEvidence.md"), check.stderr)
        XCTAssertTrue(check.stderr.contains("swift run auditkit-docgen"), check.stderr)
        XCTAssertNotEqual(try String(contentsOf: evidence, encoding: .utf8), written, "--check writes nothing")

        let write = try docgen(["--package-path", root.path])
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(
            try String(contentsOf: evidence, encoding: .utf8) == written,
            "what it wrote differs from the repository's IssueEvidence.md: run `swift run auditkit-docgen`")
        XCTAssertEqual(try docgen(["--check", "--package-path", root.path]).status, 0)
    }

    func testTheSetByColumnFollowsTheDescriptors() throws {
        let evidence = try String(
            contentsOf: Self.catalog(under: Self.root).appendingPathComponent("IssueEvidence.md"), encoding: .utf8)
        let row = try XCTUnwrap(evidence.split(separator: "\n").first { $0.hasPrefix("| `colorSource` |") })
        XCTAssertTrue(row.hasSuffix("| `contrast.text` (with a screenshot), `contrast.nonText` |"), String(row))
        XCTAssertEqual(
            ContrastTextRule.descriptor.evidence.first { $0.name == "colorSource" },
            .init("colorSource", note: "with a screenshot"))
    }

    /// An article without its markers is an error that names it, and no article is written, not
    /// even one whose part is out of date.
    func testMissingMarkersAreAClearError() throws {
        let (root, catalog) = try copyOfTheArticles()
        let evidence = catalog.appendingPathComponent("IssueEvidence.md")
        let stale = try String(contentsOf: evidence, encoding: .utf8).replacingOccurrences(
            of: "| `minimumSize` |", with: "| `minimumSize` | stale |")
        try stale.write(to: evidence, atomically: true, encoding: .utf8)
        let landing = catalog.appendingPathComponent("AuditKitLinux.md")
        let unmarked = try String(contentsOf: landing, encoding: .utf8).replacingOccurrences(
            of: "<!-- end auditkit-docgen: built-in rules -->", with: "")
        try unmarked.write(to: landing, atomically: true, encoding: .utf8)

        let run = try docgen(["--package-path", root.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("AuditKitLinux.md lacks the markers"), run.stderr)
        XCTAssertEqual(try String(contentsOf: landing, encoding: .utf8), unmarked)
        XCTAssertEqual(try String(contentsOf: evidence, encoding: .utf8), stale, "nothing written")
    }
}
