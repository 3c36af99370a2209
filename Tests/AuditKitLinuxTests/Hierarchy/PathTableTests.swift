import Foundation
import XCTest

@testable import AuditKitAudits
@testable import AuditKitImport
@testable import AuditKitLinux
@testable import AuditKitModel

/// `PathTable` and `StoredPath`: an issue keeps its path as a reference into the hierarchy's path
/// steps, written when it is read or straight into the JSON report; every way of reading it gives
/// the text `AccessibilityHierarchy.path(of:)` gives, and issues compare, hash and encode by it.
final class PathTableTests: XCTestCase {
    /// A chain of `depth` elements whose steps are `steps(id)`.
    private func chain(depth: Int, steps: (Int) -> String) -> AccessibilityHierarchy {
        var elements: [ElementSnapshot] = []
        for id in 0..<depth {
            var element = ElementSnapshot(
                id: id, elementType: id == 0 ? .application : .other, pathComponent: steps(id))
            element.parent = id == 0 ? nil : id - 1
            element.children = id == depth - 1 ? [] : [id + 1]
            elements.append(element)
        }
        return AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .json))
    }

    /// Steps of every kind a table holds: ASCII, empty, not ASCII, and with bytes JSON escapes.
    private let texts = [
        "Other", "", "Button['再生']", "Cell['Say \"hi\"']", "StaticText['a\\b']", "Other['tab\there']",
        "Cell['Café 👩‍👩‍👧 ready to play now and later']", "Button['Play button']",
    ]

    /// Chains short and long, of one kind of step or mixed, with a parent cycle, an orphan and an
    /// id out of range.
    private func hierarchies() -> [AccessibilityHierarchy] {
        var all: [AccessibilityHierarchy] = []
        for depth in [1, 2, 36, 37, 64, 65, 66, 100, 1_000] {
            all.append(chain(depth: depth) { _ in "Button['Play button']" })
            all.append(chain(depth: depth) { $0 == 0 ? "Application['A']" : "Link" })
            all.append(chain(depth: depth) { self.texts[($0 * 5 + depth) % self.texts.count] })
            // ASCII except one step among the first or the last ones (a shortened path's parts).
            all.append(chain(depth: depth) { $0 == 2 || $0 == depth - 3 ? "Button['再生']" : "Other" })
        }
        var looped = chain(depth: 100) { _ in "Other" }
        looped.elements[0].parent = 99
        all.append(looped)
        var orphan = chain(depth: 120) { _ in "Other" }
        orphan.elements[100].parent = 5_000
        all.append(orphan)
        return all
    }

    /// What `JSONTextWriter.string(_:)` writes for `text`.
    private func written(_ text: String?) -> [UInt8] {
        var writer = JSONTextWriter()
        writer.string(text)
        return writer.withBytes { Array($0) }
    }

    func testEveryWayOfReadingAStoredPathIsTheHierarchysPath() {
        for hierarchy in hierarchies() {
            let index = AccessibilityHierarchy.PathIndex(hierarchy)
            for id in hierarchy.elements.indices + [-1, hierarchy.elements.count] {
                let expected = hierarchy.path(of: id)
                let stored = index.storedPath(of: id)
                XCTAssertEqual(stored.string, expected, "element \(id) of \(hierarchy.elements.count)")
                XCTAssertEqual(index.path(of: id), expected)
                var writer = JSONTextWriter()
                writer.path(stored)
                XCTAssertEqual(
                    writer.withBytes { Array($0) }, written(expected), "element \(id) of \(hierarchy.elements.count)")
                // Only elements the table cannot write (a cycle, out of range) keep their text.
                XCTAssertEqual(
                    stored.reference != nil, hierarchy.elements.indices.contains(id) && index.table.canWrite(id))
            }
        }
    }

    /// A random forest of `count` elements, numbered in pre-order or not, with chains long enough
    /// to be shortened, steps of every kind, and sometimes a parent cycle or a parent out of range.
    private func randomForest(_ count: Int, using generator: inout some RandomNumberGenerator) -> AccessibilityHierarchy
    {
        var elements: [ElementSnapshot] = []
        let numbering = Bool.random(using: &generator) ? Array(0..<count) : Array(0..<count).shuffled(using: &generator)
        for position in 0..<count {
            let id = numbering[position]
            var element = ElementSnapshot(
                id: id, elementType: .other, pathComponent: texts[Int.random(in: 0..<texts.count, using: &generator)])
            if position > 0 {
                // Mostly the element just before (deep chains), else any element before it.
                let above =
                    Int.random(in: 0..<4, using: &generator) == 0
                    ? Int.random(in: 0..<position, using: &generator) : position - 1
                element.parent = numbering[above]
            }
            elements.append(element)
        }
        elements.sort { $0.id < $1.id }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0 where count > 1: elements[numbering[0]].parent = numbering[count - 1]  // a cycle through the root
        case 1 where count > 2: elements[numbering[count / 2]].parent = count + 7  // out of range
        case 2 where count > 3: elements[numbering[count - 1]].parent = numbering[count - 1]  // its own parent
        default: break
        }
        for id in elements.indices {
            if let parent = elements[id].parent, elements.indices.contains(parent), parent != id {
                elements[parent].children.append(id)
            }
        }
        return AccessibilityHierarchy(
            elements: elements, rootID: numbering.first, settings: nil, source: .init(kind: .json))
    }

    /// The table adds steps as paths are asked for, in any order: every path it writes, whole or
    /// straight into a JSON report (whose length the table works out when the element is added
    /// below the path added last, else by walking it), is the one `AccessibilityHierarchy.path(of:)`
    /// writes, and an element is added once whatever is asked for first.
    func testPathsAskedForInAnyOrderAreTheHierarchysPaths() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<120 {
            let count = [1, 2, 5, 40, 70, 150, 400][round % 7]
            let hierarchy = randomForest(count, using: &generator)
            let index = AccessibilityHierarchy.PathIndex(hierarchy)
            var asked = Array(
                hierarchy.elements.indices.shuffled(using: &generator).prefix(
                    Int.random(in: 1...count, using: &generator)))
            // Half the rounds ask in id order (pre-order when the forest is numbered so), as audits do.
            if round % 2 == 0 { asked.sort() }
            asked += [-1, count]
            for id in asked {
                let expected = hierarchy.path(of: id)
                let stored = index.storedPath(of: id)
                XCTAssertEqual(stored.string, expected, "element \(id) of \(count), round \(round)")
                XCTAssertEqual(index.path(of: id), expected)
                var writer = JSONTextWriter()
                writer.path(stored)
                XCTAssertEqual(writer.withBytes { Array($0) }, written(expected), "element \(id) of \(count)")
                XCTAssertEqual(stored, StoredPath(expected))
            }
            // A table filled up front writes the same.
            let full = PathTable(hierarchy)
            for id in asked where full.canWrite(id) {
                XCTAssertEqual(full.path(of: id), hierarchy.path(of: id))
                XCTAssertTrue(index.table.canWrite(id))
            }
        }
    }

    func testATableWritesEveryElementWhoseDepthIsKnown() {
        let hierarchy = chain(depth: 200) { _ in "Other" }
        let table = PathTable(hierarchy)
        XCTAssertTrue(hierarchy.elements.indices.allSatisfy(table.canWrite))
        XCTAssertFalse(table.canWrite(-1))
        XCTAssertFalse(table.canWrite(200))
        var looped = hierarchy
        looped.elements[0].parent = 199
        XCTAssertFalse(looped.elements.indices.contains(where: PathTable(looped).canWrite))
        XCTAssertEqual(PathTable(looped).path(of: 5), nil)
        XCTAssertEqual(
            AccessibilityHierarchy.PathIndex(looped).storedPath(of: 5).string, looped.path(of: 5), "the text instead")
    }

    func testAStoredPathComparesAndHashesByItsText() {
        let hierarchy = chain(depth: 80) { $0 == 0 ? "Application" : "Other" }
        let index = AccessibilityHierarchy.PathIndex(hierarchy)
        let again = AccessibilityHierarchy.PathIndex(hierarchy)
        for id in [0, 5, 63, 64, 79] {
            let reference = index.storedPath(of: id)
            let text = StoredPath(hierarchy.path(of: id))
            XCTAssertEqual(reference, text)
            XCTAssertEqual(reference, again.storedPath(of: id), "another table of the same screen")
            XCTAssertEqual(reference.hashValue, text.hashValue)
            XCTAssertNotEqual(reference, index.storedPath(of: id == 0 ? 1 : id - 1))
            XCTAssertNotEqual(reference, StoredPath(nil))
        }
        XCTAssertEqual(StoredPath(nil), StoredPath(nil))
        XCTAssertNil(StoredPath(nil).string)
    }

    /// The issues of an audit, whose paths are references, against the same issues with their paths
    /// set as text: equal, equally hashed, encoded to the same bytes, decoded equal.
    func testIssuesWithReferencesAreTheIssuesWithTheirText() throws {
        let hierarchy = try AccessibilityHierarchy(
            importing: Data(DeepAndWideScreenTests.nestedPlayButtons(depth: 70).utf8), name: "nested.xml")
        let result = try AccessibilityAuditor(countsLeftOutTypes: true).audit(hierarchy)
        XCTAssertEqual(result.issues.count, 70)
        XCTAssertTrue(result.issues.allSatisfy { $0.storedPath.reference != nil })
        let asText = result.issues.map { issue in
            var copy = issue
            copy.path = issue.path
            return copy
        }
        XCTAssertTrue(asText.allSatisfy { $0.storedPath.reference == nil })
        XCTAssertEqual(result.issues, asText)
        XCTAssertEqual(result.issues.map(\.hashValue), asText.map(\.hashValue))
        XCTAssertEqual(Set(result.issues).count, 70)
        let encoder = JSONEncoder.auditKitDocument()
        let encoded = try encoder.encode(result.issues)
        XCTAssertEqual(encoded, try encoder.encode(asText))
        XCTAssertEqual(try JSONDecoder().decode([AccessibilityAuditIssue].self, from: encoded), result.issues)
        // A path set by hand replaces the reference; `nil` removes it, and is not encoded.
        var changed = result.issues[0]
        changed.path = "Application/Elsewhere"
        XCTAssertEqual(changed.path, "Application/Elsewhere")
        XCTAssertNotEqual(changed, result.issues[0])
        changed.path = nil
        XCTAssertFalse(String(decoding: try encoder.encode(changed), as: UTF8.self).contains("\"path\""))
        // The JSON report's element keeps the reference too, and its `path` reads the same text.
        let report = JSONReport(result)
        XCTAssertEqual(report.issues.map { $0.element?.path }, result.issues.map(\.path))
        XCTAssertEqual(try report.encoded(), try encoder.encode(report))
        XCTAssertEqual(try JSONDecoder().decode(JSONReport.self, from: try report.encoded()), report)
    }

    /// The JSON report writes a referenced path from the table's bytes unless one needs an escape;
    /// either way its text is the encoder's, in a whole report of such paths.
    func testAReportOfPathsWithBytesToEscapeIsTheEncodersText() throws {
        for steps in [{ (_: Int) in "Button['Say \"hi\"']" }, { (id: Int) in id == 3 ? "Other['a\\b']" : "Other" }] {
            let hierarchy = chain(depth: 90, steps: steps)
            let index = AccessibilityHierarchy.PathIndex(hierarchy)
            let issues = hierarchy.elements.indices.map { id in
                AccessibilityAuditIssue(
                    auditType: .trait, element: hierarchy.elements[id], compactDescription: "c",
                    detailedDescription: "d", ruleID: "trait.test", severity: .warning,
                    storedPath: index.storedPath(of: id), reference: .appleAccessibilityLabel,
                    evidence: AccessibilityAuditEvidence())
            }
            let report = JSONReport(ReportFixtures.result(issues))
            XCTAssertEqual(
                String(decoding: try report.encoded(), as: UTF8.self),
                String(decoding: try JSONEncoder.auditKitDocument().encode(report), as: UTF8.self))
        }
    }
}
