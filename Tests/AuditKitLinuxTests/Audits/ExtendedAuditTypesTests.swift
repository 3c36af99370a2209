import AuditKitLinux
import Foundation
import XCTest

/// Names, bits and registration of the audit types beyond Apple's nine.
final class ExtendedAuditTypesTests: XCTestCase {
    func testExtendedTypesUseBitsAppleDoesNotAndHaveNames() {
        XCTAssertTrue(AccessibilityAuditType.apple.intersection(.extended).isEmpty)
        XCTAssertEqual(
            AccessibilityAuditType.extended.names,
            ["modalContainment", "differentiateWithoutColor", "reduceTransparency", "reduceMotion", "smartInvert"])
        XCTAssertEqual(
            try AccessibilityAuditType.parse(list: "reduceMotion, smartInvert"), [.reduceMotion, .smartInvert])
        XCTAssertEqual(AccessibilityAuditType.modalContainment.rawValue, 1 << 48)
        XCTAssertTrue(AccessibilityAuditType.all.contains(.extended))
    }

    func testEveryExtendedTypeHasARegisteredRule() {
        let ruled = AccessibilityAuditor.builtInRules.reduce(AccessibilityAuditType()) { $0.union($1.auditType) }
        for type in AccessibilityAuditType.extended.members {
            XCTAssertTrue(ruled.contains(type), "\(type) has no rule")
        }
    }

    func testExtendedTypesEncodeAsNames() throws {
        let data = try JSONEncoder().encode(AccessibilityAuditType([.reduceTransparency, .contrast]))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["contrast","reduceTransparency"]"#)
        XCTAssertEqual(
            try JSONDecoder().decode(AccessibilityAuditType.self, from: data), [.contrast, .reduceTransparency])
    }
}

/// Builders shared by the extended rules' tests.
enum ExtendedRuleFixtures {
    static func app(_ views: View..., settings: AccessibilitySettings = .default) -> HeadlessApplication {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        views.forEach(window.addSubview)
        return HeadlessApplication(window, name: "Test", settings: settings)
    }

    /// The same screen as a capture: no settings, cannot be snapshotted again.
    static func capture(of app: HeadlessApplication) -> AccessibilityHierarchy {
        var hierarchy = app.snapshot()
        hierarchy.source = .init(kind: .appiumXML, name: "test")
        hierarchy.settings = nil
        return hierarchy
    }
}
