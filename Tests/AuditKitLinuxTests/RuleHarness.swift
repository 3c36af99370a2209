import Foundation
import XCTest
@testable import AuditKitLinux

/// Runs one rule over a headless app or a hand-made hierarchy, for the rule tests.
enum RuleHarness {
    /// What one rule found.
    struct Outcome {
        var issues: [AccessibilityAuditIssue]
        var notEvaluated: [NotEvaluated]
        /// The compact descriptions, in order.
        var compact: [String] { issues.map(\.compactDescription) }
        /// The labels of the elements concerned, in order.
        var labels: [String] { issues.map { $0.element?.label ?? "" } }
    }

    /// A 390 × 844 pt window holding `views`, inside an app.
    static func app(_ views: View..., settings: AccessibilitySettings = .default) -> HeadlessApplication {
        let window = Window()
        views.forEach(window.addSubview)
        return HeadlessApplication(window, settings: settings)
    }

    /// Runs `rule` alone on the live app (re-snapshots allowed).
    static func run(_ rule: some AccessibilityAuditRule, on app: HeadlessApplication,
                    configuration: AccessibilityAuditConfiguration = .default,
                    file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        do {
            let result = try app.audit(for: rule.auditType, configuration: configuration,
                                       auditor: AccessibilityAuditor(rules: [rule]))
            return Outcome(issues: result.issues, notEvaluated: result.notEvaluated)
        } catch {
            XCTFail("audit threw \(error)", file: file, line: line)
            return Outcome(issues: [], notEvaluated: [])
        }
    }

    /// Runs `rule` alone on a fixed hierarchy (no re-snapshots, as for captures and imports).
    static func run(_ rule: some AccessibilityAuditRule, on hierarchy: AccessibilityHierarchy,
                    file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        do {
            let result = try AccessibilityAuditor(rules: [rule]).audit(hierarchy, for: rule.auditType)
            return Outcome(issues: result.issues, notEvaluated: result.notEvaluated)
        } catch {
            XCTFail("audit threw \(error)", file: file, line: line)
            return Outcome(issues: [], notEvaluated: [])
        }
    }
}

/// Builds a capture-shaped hierarchy by hand: the automation tree of an Appium page source, with
/// no fonts, colours, actions or settings (facts nil), as an importer would give it.
final class HandMadeCapture {
    private(set) var elements: [ElementSnapshot] = []

    /// Starts with the application element (id 0).
    init() {
        var app = ElementSnapshot(id: 0, elementType: .application)
        app.isInAutomationView = true
        app.isVisible = true
        elements.append(app)
    }

    /// Adds an element under `parent` (default: the application) and returns its id.
    @discardableResult
    func add(_ type: ElementType, label: String? = nil, traits: AccessibilityTraits? = nil,
             frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44), accessible: Bool? = nil, parent: Int = 0) -> Int {
        let id = elements.count
        var element = ElementSnapshot(id: id, elementType: type, pathComponent: label.map { "\(type.xcuiName)['\($0)']" })
        element.label = label
        element.traits = traits
        element.frame = frame
        element.isAccessibilityElement = accessible
        element.isVisible = true
        element.isEnabled = true
        element.isInAutomationView = true
        element.parent = parent
        elements.append(element)
        elements[parent].children.append(id)
        elements[parent].automationChildren.append(id)
        return id
    }

    /// The hierarchy, sourced as Appium XML with unknown settings.
    var hierarchy: AccessibilityHierarchy {
        AccessibilityHierarchy(elements: elements, rootID: 0, settings: nil, source: .init(kind: .appiumXML, name: "hand-made"))
    }
}
