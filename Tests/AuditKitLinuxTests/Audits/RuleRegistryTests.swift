import Foundation
import XCTest

@testable import AuditKitLinux

/// The one registry of built-in rules, the naming scheme (rule id → type name → file) and the
/// reference catalogue.
final class RuleRegistryTests: XCTestCase {
    /// `sufficientElementDescription.missing` → `SufficientElementDescriptionMissingRule`: each dot-separated
    /// part with its first letter upper-cased, joined, and `Rule` appended (CONTRIBUTING.md).
    static func typeName(forRuleID id: String) -> String {
        id.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
    }

    func testEveryRuleIsNamedAfterItsIDAndLivesInItsAuditTypesFolder() throws {
        let rulesFolder = PackageRoot.appending("Sources/AuditKitLinux/Audits/Rules")
        var ids = Set<String>()
        for rule in AccessibilityAuditor.builtInRules {
            let parts = rule.ruleID.split(separator: ".")
            XCTAssertEqual(parts.count, 2, rule.ruleID)
            XCTAssertEqual(
                parts.first.map(String.init), rule.auditType.description,
                "\(rule.ruleID): the id starts with its audit type")
            XCTAssertTrue(ids.insert(rule.ruleID).inserted, "\(rule.ruleID) is registered twice")
            let typeName = String(describing: type(of: rule))
            XCTAssertEqual(typeName, Self.typeName(forRuleID: rule.ruleID))
            let file = rulesFolder.appendingPathComponent("\(rule.auditType.description)/\(typeName).swift")
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(file.path) is missing")
            XCTAssertEqual(rule.descriptor.ruleID, rule.ruleID)
        }
        XCTAssertFalse(ids.isEmpty)
        let files = try FileManager.default.subpathsOfDirectory(atPath: rulesFolder.path).filter {
            $0.hasSuffix(".swift")
        }
        let registered = Set(
            AccessibilityAuditor.builtInRules.map { "\($0.auditType.description)/\(type(of: $0)).swift" })
        XCTAssertEqual(
            files.filter { !registered.contains($0) }.sorted(), [],
            "each file under Audits/Rules holds a rule of Audits/RuleRegistry.swift; add these to the registry")
    }

    func testTheRegistryCoversEveryAuditTypeAppleFirstThenOurs() {
        let types = AccessibilityAuditor.builtInRules.map(\.auditType)
        XCTAssertEqual(Set(types.map(\.rawValue)), Set(AccessibilityAuditType.named.map(\.type.rawValue)))
        let firstOfOurs = types.firstIndex { AccessibilityAuditType.extended.contains($0) } ?? types.count
        XCTAssertTrue(types[..<firstOfOurs].allSatisfy { AccessibilityAuditType.apple.contains($0) })
        XCTAssertTrue(types[firstOfOurs...].allSatisfy { AccessibilityAuditType.extended.contains($0) })
        XCTAssertEqual(
            AccessibilityAuditor.extendedRules.map(\.ruleID),
            AccessibilityAuditor.builtInRules.filter { AccessibilityAuditType.extended.contains($0.auditType) }.map(
                \.ruleID))
        XCTAssertEqual(AccessibilityAuditor().rules.map(\.ruleID), AccessibilityAuditor.builtInRules.map(\.ruleID))
    }

    func testEveryReferenceComesFromTheCatalogue() {
        let apple: [AuditReference] = [
            .appleHIGAccessibility, .appleHIGTypography, .appleAccessibilityLabel, .appleIgnoresInvertColors,
        ]
        let catalogue = Set(WCAGSuccessCriterion.catalogue.map(AuditReference.wcag) + apple)
        for rule in AccessibilityAuditor.builtInRules {
            XCTAssertTrue(catalogue.contains(rule.reference), "\(rule.ruleID): \(rule.reference)")
        }
        XCTAssertEqual(Set(WCAGSuccessCriterion.catalogue.map(\.number)).count, WCAGSuccessCriterion.catalogue.count)
        XCTAssertEqual(
            AuditReference.wcag(.contrastMinimum),
            AuditReference(
                title: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)", url: "https://www.w3.org/TR/WCAG22/#contrast-minimum"))
    }

    func testADescriptorGivesTheRulesIdentity() {
        let descriptor = HitRegionTooSmallRule.descriptor
        XCTAssertEqual(descriptor.ruleID, "hitRegion.tooSmall")
        XCTAssertEqual(descriptor.auditType, .hitRegion)
        XCTAssertEqual(descriptor.reference, .wcag(.targetSizeMinimum))
        XCTAssertEqual(descriptor.defaultSeverity, .failure)
        XCTAssertEqual(descriptor.evidence.map(\.name), ["width", "height", "minimumSize"])
        let rules: [any AccessibilityAuditRule] = [HitRegionTooSmallRule()]
        XCTAssertEqual(rules[0].descriptor, descriptor, "the declared descriptor, through the protocol too")
        XCTAssertEqual(HitRegionTooSmallRule().defaultSeverity, .failure)
        XCTAssertEqual(TraitMissingHeaderRule().defaultSeverity, .warning)
        XCTAssertEqual(HitRegionTooSmallRule().descriptor, descriptor)
    }
}
