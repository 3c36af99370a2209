import AuditKitLinux
import Foundation
import QuoteApp
import XCTest

/// The QuoteApp sample's hierarchy JSON (`auditkit export`): with the snapshots its audit compares
/// (``HeadlessApplication/auditableSnapshot(for:settings:configuration:)``), an audit of the file
/// finds exactly what the audit of the live sample finds, in both states; without them, the rules
/// that lay the screen out again or compare it under other settings cannot judge it.
final class QuoteAppExportTests: XCTestCase {
    func testTheExportAuditsAsTheLiveSampleInBothStates() throws {
        for state in [QuoteApp.State.original, .fixed] {
            let app = QuoteApp.makeApplication(state: state)
            // Every type named (`.all` is Apple's set): the types beyond Apple's are what exports lose.
            let every = AccessibilityAuditType.apple.union(.extended)
            let live = try app.audit(for: every)
            let json = try app.auditableSnapshot().jsonData()
            let exported = try AccessibilityHierarchy(importing: json, name: "quote.json")
            XCTAssertFalse(exported.settingsVariants.isEmpty, "\(state)")
            let audited = try exported.audit(for: every)
            XCTAssertEqual(audited.issues, live.issues, "\(state)")
            XCTAssertEqual(audited.notEvaluated, live.notEvaluated, "\(state)")
            XCTAssertEqual(audited.auditTypes, live.auditTypes, "\(state)")
            // The file reads back to the same value, variants included.
            XCTAssertEqual(try AccessibilityHierarchy(importing: try exported.jsonData(), name: "quote.json"), exported)
        }
    }

    func testAPlainSnapshotLeavesTheSettingRulesUnjudged() throws {
        let app = QuoteApp.makeApplication(state: .original)
        let plain = try AccessibilityHierarchy(importing: try app.snapshot().jsonData(), name: "quote.json")
        XCTAssertTrue(plain.settingsVariants.isEmpty)
        // Named, so that the types beyond Apple's run too (`.all` is Apple's set).
        let types: AccessibilityAuditType = [
            .textClipped, .differentiateWithoutColor, .reduceTransparency, .reduceMotion, .smartInvert,
        ]
        let notEvaluated = Set(try plain.audit(for: types).notEvaluated.map(\.auditType))
        for type in types.members {
            XCTAssertTrue(notEvaluated.contains(type), "\(type)")
            let live = try app.audit(for: types).notEvaluated.map(\.auditType)
            XCTAssertFalse(live.contains(type), "\(type) is judged live")
        }
    }
}
