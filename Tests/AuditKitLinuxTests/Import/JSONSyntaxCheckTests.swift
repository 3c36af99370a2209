import Foundation
import XCTest

@testable import AuditKitLinux

/// The package's own JSON files are strict (RFC 8259) where `JSONSerialization` is not: a trailing
/// comma, a key twice in one object and a number too large for a `Double` are errors at their line
/// and column, in baselines, ignore lists and hierarchy JSON alike.
final class JSONSyntaxCheckTests: XCTestCase {
    private func problem(_ json: String) -> (line: Int, column: Int, reason: String)? {
        let data = Data(json.utf8)
        return JSONSyntaxCheck.firstProblem(in: data).map {
            let (line, column) = LineBreaks.position(of: $0.offset, in: data)
            return (line, column, $0.reason)
        }
    }

    func testTrailingCommasAreFoundAtTheComma() {
        let object = problem("{\"a\": 1,\n}")
        XCTAssertEqual(object?.line, 1)
        XCTAssertEqual(object?.column, 8)
        XCTAssertTrue(object?.reason.contains("a comma before '}'") == true, object?.reason ?? "")
        let array = problem("{\"a\": [1, 2 ,\r\n ]}")
        XCTAssertEqual(array?.line, 1)
        XCTAssertTrue(array?.reason.contains("a comma before ']'") == true)
        XCTAssertEqual(problem("[[],\n[{}, ], 3]")?.line, 2)
    }

    func testDuplicateKeysAreFoundAtTheSecondWithTheFirstNamed() {
        let found = problem("{\"x\": {\"label\": \"New Quote\",\n \"label\": \"\"}}")
        XCTAssertEqual(found?.line, 2)
        XCTAssertEqual(found?.column, 2)
        XCTAssertTrue(found?.reason.contains("\"label\" is here a second time") == true, found?.reason ?? "")
        XCTAssertTrue(found?.reason.contains("first at line 1, column 8") == true, found?.reason ?? "")
        // Escapes are read as JSON readers read them: \u0061 is a.
        XCTAssertNotNil(problem(#"{"a": 1, "\u0061": 2}"#))
        // The same key in different objects is fine.
        XCTAssertNil(problem(#"{"a": {"b": 1}, "c": {"b": 2}, "d": [{"b": 1}, {"b": 2}]}"#))
    }

    func testNumbersTooLargeForADoubleAreFound() {
        let found = problem("{\n  \"alpha\": 1e400\n}")
        XCTAssertEqual(found?.line, 2)
        XCTAssertEqual(found?.column, 12)
        XCTAssertTrue(found?.reason.contains("1e400 is too large") == true)
        XCTAssertNil(problem(#"{"a": 1e300, "b": -0.5, "c": 12345678901234567890}"#))
    }

    func testWellFormedJSONAndOtherSyntaxErrorsAreLeftAlone() {
        XCTAssertNil(problem(#"{"a": [1, {"b": "c,}"}], "d": null, "e": true, "f": "\"}"}"#))
        XCTAssertNil(problem("{\"a\": }"))  // JSONSerialization words this one
        XCTAssertNil(problem(String(repeating: "[", count: 100_000)))
    }

    func testBaselinesIgnoreListsAndHierarchiesRefuseThem() throws {
        func message(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "accepted"
            } catch { return "\(error)" }
        }
        let baseline = #"{"format": "auditkit-baseline", "version": 1, "entries": [],}"#
        XCTAssertTrue(
            message { _ = try AccessibilityAuditBaseline(json: Data(baseline.utf8)) }.contains("line 1, column 60"),
            message { _ = try AccessibilityAuditBaseline(json: Data(baseline.utf8)) })
        let duplicate =
            #"{"format": "auditkit-baseline", "version": 1, "entries": [{"key": "a #b", "ruleID": "a", "ruleID": "c", "compactDescription": "x"}]}"#
        XCTAssertTrue(
            message { _ = try AccessibilityAuditBaseline(json: Data(duplicate.utf8)) }.contains("second time"))
        let ignore = #"{"format":"auditkit-ignore-list","version":1,"ignore":[{"ruleID":"hitRegion.*",},],}"#
        XCTAssertTrue(
            message { _ = try AccessibilityAuditIgnoreList(json: Data(ignore.utf8)) }.contains("a comma before"))

        let json = String(
            decoding: try AccessibilityHierarchy(
                elements: [], rootID: nil, settings: nil, source: .init(kind: .json), problems: []
            ).jsonData(), as: UTF8.self)
        let trailing = String(json.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()) + ",}"
        let error = message { _ = try AccessibilityHierarchy(importing: Data(trailing.utf8), name: "h.json") }
        XCTAssertTrue(error.contains("a comma before '}'"), error)
        let twice = "{\"format\": 1, " + json.trimmingCharacters(in: .whitespaces).dropFirst()
        let second = message { _ = try AccessibilityHierarchy(importing: Data(twice.utf8), name: "h.json") }
        XCTAssertTrue(second.contains("\"format\" is here a second time"), second)
    }

    func testBaselineVersionsBelowOneAreRefusedWithWords() {
        for version in [0, -1] {
            let json = #"{"format":"auditkit-baseline","version":\#(version),"entries":[]}"#
            do {
                _ = try AccessibilityAuditBaseline(json: Data(json.utf8))
                XCTFail("version \(version) accepted")
            } catch {
                XCTAssertTrue("\(error)".contains("not one AuditKitLinux writes"), "\(error)")
            }
        }
        XCTAssertThrowsError(try AccessibilityAuditIgnoreList(json: Data(#"{"version": 0, "ignore": []}"#.utf8)))
    }

    /// A baseline written before keys left out the root application step (still version 1) is read
    /// with its keys as this build writes them, so its entries match again.
    func testABaselineWithApplicationStepKeysIsMigrated() throws {
        XCTAssertEqual(
            AccessibilityAuditBaseline.currentKey("hitRegion.tooSmall Application['Shop']/Window/Button"),
            "hitRegion.tooSmall Window/Button")
        XCTAssertEqual(AccessibilityAuditBaseline.currentKey("trait.x Application['Shop']"), "trait.x Application")
        XCTAssertEqual(
            AccessibilityAuditBaseline.currentKey("hitRegion.tooSmall Application/Window/Button['a/b']"),
            "hitRegion.tooSmall Window/Button['a/b']")
        for key in [
            "hitRegion.tooSmall #close", "hitRegion.tooSmall Window/Button", "x Application#app/Window", "x (screen)",
            "x Application",
        ] {
            XCTAssertEqual(AccessibilityAuditBaseline.currentKey(key), key)
        }
        let issue = ReportFixtures.issue(path: "Application['Shop']/Window/Other/Button")
        let old =
            #"{"format":"auditkit-baseline","version":1,"entries":[{"key":"hitRegion.tooSmall Application['Shop']/Window/Other/Button","ruleID":"hitRegion.tooSmall","compactDescription":"Hit area is too small"}]}"#
        let comparison = try AccessibilityAuditBaseline(json: Data(old.utf8)).compare(ReportFixtures.result([issue]))
        XCTAssertEqual(comparison.known.count, 1)
        XCTAssertEqual(comparison.stale, [])
    }
}
