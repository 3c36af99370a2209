import AuditKitLinux
import Foundation
import XCTest

/// What `.all`, `.all.subtracting(…)` and named sets run (``AccessibilityAuditType/resolved(addingToAll:)``):
/// Apple's iOS types for `.all`, exactly the named types otherwise.
final class AuditTypeResolutionTests: XCTestCase {
    /// One issue on the first labelled element, in `type`: shows which types an audit ran.
    private struct OneIssueRule: AccessibilityAuditRule {
        var auditType: AccessibilityAuditType
        var ruleID: String { "test.\(auditType.names.first ?? "?")" }
        var reference: AuditReference { AuditReference(title: "Test rule", url: "https://example.invalid/rule") }

        func audit(_ context: AccessibilityAuditContext) {
            guard let element = context.hierarchy.elements.first(where: { $0.label == "Hello" }) else { return }
            context.report(self, element: element, compactDescription: "Test", detailedDescription: "test")
        }
    }

    /// An auditor with one ``OneIssueRule`` per named type.
    private let auditor = AccessibilityAuditor(rules: AccessibilityAuditType.every.members.map(OneIssueRule.init))

    private func ran(_ types: AccessibilityAuditType, _ configuration: AccessibilityAuditConfiguration = .default)
        throws -> AccessibilityAuditType
    {
        let app = HeadlessApplication(Window(), name: "Types")
        app.rootView.addSubview(Label(text: "Hello", frame: CGRect(x: 20, y: 100, width: 200, height: 44)))
        let result = try auditor.audit(app.snapshot(), for: types, configuration: configuration)
        return result.issues.reduce(into: AccessibilityAuditType()) { $0.formUnion($1.auditType) }
    }

    func testAllRunsApplesSevenIOSTypes() throws {
        XCTAssertEqual(try ran(.all), .appleIOS)
        XCTAssertEqual(try ran(.all).names.count, 7)
        XCTAssertFalse(try ran(.all).contains(.action), "action is macOS only")
        XCTAssertFalse(try ran(.all).contains(.parentChild), "parentChild is macOS only")
        XCTAssertTrue(try ran(.all).intersection(.extended).isEmpty, "types beyond Apple's run when named")
    }

    func testAllLessATypeRunsTheOtherIOSTypes() throws {
        XCTAssertEqual(try ran(.all.subtracting(.contrast)), AccessibilityAuditType.appleIOS.subtracting(.contrast))
        XCTAssertEqual(
            try ran(.all.subtracting([.contrast, .textClipped])),
            AccessibilityAuditType.appleIOS.subtracting([.contrast, .textClipped]))
    }

    func testNamedTypesRunExactlyThose() throws {
        XCTAssertEqual(try ran([.contrast, .modalContainment]), [.contrast, .modalContainment])
        XCTAssertEqual(try ran(.parentChild), .parentChild)
        XCTAssertEqual(try ran(.apple), .apple, "Apple's nine, macOS-only ones included")
        XCTAssertEqual(try ran(.extended), .extended)
        XCTAssertEqual(try ran(.every), .every)
        XCTAssertEqual(AccessibilityAuditType.every.names.count, 14)
    }

    func testTheConfigurationAddsTypesToAllOnly() throws {
        let extended = AccessibilityAuditConfiguration(typesAddedToAll: .extended)
        XCTAssertEqual(try ran(.all, extended), AccessibilityAuditType.appleIOS.union(.extended))
        XCTAssertEqual(
            try ran(.all.subtracting(.modalContainment), extended),
            AccessibilityAuditType.appleIOS.union(.extended).subtracting(.modalContainment),
            "what was taken out of .all stays out")
        XCTAssertEqual(try ran(.contrast, extended), .contrast, "a named set runs exactly its types")
        let macOS = AccessibilityAuditConfiguration(typesAddedToAll: [.action, .parentChild])
        XCTAssertEqual(try ran(.all, macOS), .apple)
    }

    func testTheResultSaysWhatRan() throws {
        let app = HeadlessApplication(Window(), name: "Types")
        app.rootView.addSubview(Label(text: "Hello", frame: CGRect(x: 20, y: 100, width: 200, height: 44)))
        XCTAssertEqual(try auditor.audit(app.snapshot(), for: .all).auditTypes, .appleIOS)
        XCTAssertEqual(try app.snapshot().audit(for: .all).auditTypes, .appleIOS)
    }

    func testResolution() {
        XCTAssertTrue(AccessibilityAuditType.all.isFromAll)
        XCTAssertTrue(AccessibilityAuditType.all.subtracting(.contrast).isFromAll)
        XCTAssertFalse(AccessibilityAuditType.every.isFromAll)
        XCTAssertFalse(AccessibilityAuditType([.contrast, .smartInvert]).isFromAll)
        XCTAssertEqual(AccessibilityAuditType.all.resolved(), .appleIOS)
        XCTAssertEqual(AccessibilityAuditType.contrast.resolved(addingToAll: .extended), .contrast)
        XCTAssertEqual(try AccessibilityAuditType.parse(list: "every"), .every)
        XCTAssertEqual(try AccessibilityAuditType.parse(list: "all").resolved(), .appleIOS)
    }

    func testAConfigurationWrittenBeforeTheseSettingsReadsAsApples() throws {
        let old = #"{"minimumHitRegion":24,"contrastNearlyPassedFraction":0.1,"largestContentSizeCategory":"large"}"#
        let configuration = try JSONDecoder().decode(AccessibilityAuditConfiguration.self, from: Data(old.utf8))
        XCTAssertEqual(configuration.typesAddedToAll, [])
        XCTAssertEqual(configuration.scope, .onScreen)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertFalse(
            String(decoding: try encoder.encode(AccessibilityAuditConfiguration.default), as: UTF8.self)
                .contains("scope"), "defaults are not written: files stay as they were")
        let changed = AccessibilityAuditConfiguration(typesAddedToAll: .extended, scope: .wholeContent)
        XCTAssertEqual(
            try JSONDecoder().decode(AccessibilityAuditConfiguration.self, from: encoder.encode(changed)), changed)
    }
}
