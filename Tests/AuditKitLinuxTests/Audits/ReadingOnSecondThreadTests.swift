import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

@testable import AuditKitAudits

/// An audit that makes the VoiceOver reading on a second thread, and runs the rules that read it
/// last, returns what an audit on one thread returns: the same issues in the same order, the same
/// records of what was not evaluated, the same counts of left-out types.
final class ReadingOnSecondThreadTests: XCTestCase {
    private func auditor(_ choice: SecondThread.Choice, counting: Bool) -> AccessibilityAuditor {
        var auditor = AccessibilityAuditor(countsLeftOutTypes: counting)
        auditor.secondThread = choice
        return auditor
    }

    /// The rules that read the VoiceOver reading (and run last when it is made on a second thread).
    private let readers = Set(
        AccessibilityAuditor.builtInRules.filter { $0.factsOnSecondThread.contains(.reading) }.map { $0.ruleID })

    /// Audits `hierarchy` for several sets of types, counting left-out types or not, on one thread
    /// and on two; fails unless both give the same. Returns how many elements have issues from a
    /// rule that reads the reading and from one that does not (whose order the second thread changes).
    @discardableResult
    private func checkSame(_ hierarchy: AccessibilityHierarchy, _ name: String) -> Int {
        var mixedElements = 0
        let typeSets: [AccessibilityAuditType] = [
            .all, .contrast, [.trait, .hitRegion], .sufficientElementDescription,
        ]
        for types in typeSets {
            for counting in [false, true] {
                let what = "\(name), types \(types.rawValue), counting left-out types: \(counting)"
                let one = Result { try auditor(.never, counting: counting).audit(hierarchy, for: types) }
                let two = Result { try auditor(.always, counting: counting).audit(hierarchy, for: types) }
                switch (one, two) {
                case (.success(let one), .success(let two)):
                    XCTAssertEqual(one.issues.map(\.ruleID), two.issues.map(\.ruleID), what)
                    XCTAssertEqual(one.notEvaluated, two.notEvaluated, what)
                    XCTAssertEqual(one, two, what)
                    guard types == .all, !counting else { continue }
                    let byElement = Dictionary(grouping: one.issues) { $0.elementSnapshot?.id ?? -1 }
                    mixedElements +=
                        byElement.values.filter { issues in
                            issues.contains { readers.contains($0.ruleID) }
                                && issues.contains { !readers.contains($0.ruleID) }
                        }.count
                case (.failure(let one), .failure(let two)):
                    XCTAssertEqual(String(describing: one), String(describing: two), what)
                default:
                    XCTFail("\(what): one thread \(one), two \(two)")
                }
            }
        }
        return mixedElements
    }

    func testEveryCaptureAuditsAlikeOnOneThreadAndTwo() throws {
        let directory = try SharedTestData.captures()
        let files = try SharedTestData.captureNames()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            checkSame(try AccessibilityHierarchy(contentsOf: directory.appendingPathComponent(file)), file)
        }
    }

    /// Random captures of rows: buttons and texts with labels that repeat a trait word, repeat
    /// each other or read as identifiers, of sizes too small to tap, some out of view or hidden.
    func testRandomCapturesAuditAlikeOnOneThreadAndTwo() {
        var random = SeededRandom(seed: 32)
        let labels = [
            "Close button", "More", "More", "Play", "btn_close", "Settings", "Settings Settings", "Delete", "",
            "Selected tab, selected", "Heading header", "OK",
        ]
        let types: [ElementType] = [.button, .button, .staticText, .link, .image, .switch, .cell, .other]
        var mixedElements = 0
        for round in 0..<40 {
            var capture = CaptureFixture()
            var parents = [capture.root]
            for row in 0..<Int.random(in: 5...60, using: &random) {
                let y = Double(row) * Double.random(in: 20...60, using: &random)
                let parent = random.pick(parents)
                let side = random.pick([10.0, 30.0, 44.0, 120.0])
                let id = capture.add(
                    random.pick(types), parent: parent,
                    label: random.pick(labels),
                    identifier: Bool.random(using: &random) ? "row_\(row % 7)" : nil,
                    accessible: random.pick([true, false, nil]),
                    frame: CGRect(x: Double.random(in: -50...400, using: &random), y: y, width: side, height: side),
                    visible: Int.random(in: 0..<8, using: &random) != 0)
                if Int.random(in: 0..<4, using: &random) == 0 { parents.append(id) }
            }
            mixedElements += checkSame(capture.hierarchy, "random capture \(round)")
        }
        // Elements with issues from rules on both sides of the reordering: the issues' order is put
        // back, not merely left alone.
        XCTAssertGreaterThan(mixedElements, 0)
    }
}
