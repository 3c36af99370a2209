import AuditKitLinux
import Foundation
import XCTest

/// A test rule: every element whose identifier starts with `bad` is a failure, `meh` a warning.
struct IdentifierPrefixRule: AccessibilityAuditRule {
    var ruleID: String { "test.identifierPrefix" }
    var auditType: AccessibilityAuditType { .sufficientElementDescription }
    var reference: AuditReference { AuditReference(title: "Test rule", url: "https://example.invalid/test-rule") }

    func audit(_ context: AccessibilityAuditContext) {
        for element in context.hierarchy.elements {
            guard let identifier = element.identifier else { continue }
            if identifier.hasPrefix("bad") {
                context.report(
                    self, element: element, compactDescription: "Test failure",
                    detailedDescription: "\(identifier) is bad.")
            } else if identifier.hasPrefix("meh") {
                context.report(
                    self, element: element, compactDescription: "Test warning",
                    detailedDescription: "\(identifier) is so-so.", severity: .warning)
            }
        }
    }
}

/// An auditor that runs only ``IdentifierPrefixRule``.
let testAuditor = AccessibilityAuditor(rules: [IdentifierPrefixRule()])

/// An app whose window holds one label per identifier, stacked 50 pt apart.
func makeApp(_ identifiers: String...) -> HeadlessApplication {
    let window = Window()
    for (index, identifier) in identifiers.enumerated() {
        let label = Label(
            text: "Row \(index)", frame: CGRect(x: 20, y: 100 + Double(index) * 50, width: 200, height: 44))
        label.accessibilityIdentifier = identifier
        window.addSubview(label)
    }
    return HeadlessApplication(window, name: "TestApp")
}

/// A hierarchy with no elements at all.
let emptyHierarchy = AccessibilityHierarchy(
    elements: [], rootID: nil, settings: nil,
    source: .init(kind: .json), problems: [])

/// One failure XCTest was asked to record.
struct CapturedFailure: Equatable {
    var description: String
    var file: String
    var line: Int
}

/// Captures failures instead of recording them while ``capturing`` is true.
///
/// Corelibs XCTest routes `XCTFail` to `recordFailure(withDescription:inFile:atLine:expected:)` of
/// the running test case, so overriding it sees exactly what XCTest would record. `XCTExpectFailure`
/// does not exist on Linux; `XCTestObservation` only observes after the fact and cannot keep a
/// deliberate failure from failing the test.
protocol FailureCapturing: AnyObject {
    var capturing: Bool { get set }
    var captured: [CapturedFailure] { get set }
}

extension FailureCapturing {
    /// Runs `body` with capture on and returns what it captured.
    func capture(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
        capturing = true
        captured = []
        defer { capturing = false }
        try body()
        return captured
    }
}

/// A plain `XCTestCase` that can capture its failures.
class CapturingTestCase: XCTestCase, FailureCapturing {
    var capturing = false
    var captured: [CapturedFailure] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(CapturedFailure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
