import AuditKitLinux
import Foundation
import XCTest

/// What one rule found: its issues and what it could not evaluate.
struct RuleFindings {
    var issues: [AccessibilityAuditIssue]
    var notEvaluated: [NotEvaluated]

    /// The compact descriptions, in order.
    var compact: [String] { issues.map(\.compactDescription) }
    /// The labels of the elements concerned (`""` without one), in order.
    var labels: [String] { issues.map { $0.element?.label ?? "" } }
    /// The labels (else identifiers, else types) of the elements concerned, in order.
    var elements: [String] {
        issues.map {
            $0.elementSnapshot?.label ?? $0.elementSnapshot?.identifier ?? $0.elementSnapshot?.elementType.rawValue
                ?? "-"
        }
    }
}

/// The one harness of the rule tests: runs one rule over a headless app (live: re-snapshots
/// allowed), a snapshot of views, or a hand-made hierarchy (fixed, as for captures and imports).
/// Every screen it makes is ``screen`` (390 × 844 pt), captures included (``CaptureFixture``).
enum RuleHarness {
    /// The screen of every app and capture the rule tests make: 390 × 844 pt, an iPhone 15's
    /// (``Window``'s default frame).
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A ``screen``-sized window holding `views`, inside an app.
    static func app(_ views: View..., settings: AccessibilitySettings = .default) -> HeadlessApplication {
        let window = Window(frame: screen)
        views.forEach(window.addSubview)
        return HeadlessApplication(window, settings: settings)
    }

    /// Runs `rule` alone on the live app (re-snapshots allowed).
    static func run(
        _ rule: some AccessibilityAuditRule, on app: HeadlessApplication,
        configuration: AccessibilityAuditConfiguration = .default,
        file: StaticString = #filePath, line: UInt = #line
    ) -> RuleFindings {
        do {
            let result = try app.audit(
                for: rule.auditType, configuration: configuration,
                auditor: AccessibilityAuditor(rules: [rule]))
            checkAgainstDescriptor(result.issues, of: rule, file: file, line: line)
            return RuleFindings(issues: result.issues, notEvaluated: result.notEvaluated)
        } catch {
            XCTFail("audit threw \(error)", file: file, line: line)
            return RuleFindings(issues: [], notEvaluated: [])
        }
    }

    /// Runs `rule` alone on a fixed hierarchy (no re-snapshots, as for captures and imports).
    static func run(
        _ rule: some AccessibilityAuditRule, on hierarchy: AccessibilityHierarchy,
        configuration: AccessibilityAuditConfiguration = .default,
        file: StaticString = #filePath, line: UInt = #line
    ) -> RuleFindings {
        do {
            let result = try AccessibilityAuditor(rules: [rule]).audit(
                hierarchy, for: rule.auditType, configuration: configuration)
            checkAgainstDescriptor(result.issues, of: rule, file: file, line: line)
            return RuleFindings(
                issues: result.issues.filter { $0.ruleID == rule.ruleID }, notEvaluated: result.notEvaluated)
        } catch {
            XCTFail("audit threw \(error)", file: file, line: line)
            return RuleFindings(issues: [], notEvaluated: [])
        }
    }

    /// A snapshot of `views` as hierarchy JSON from another tool would give it (source `json`), with
    /// the facts `leaveOut` removes from the element labelled `label` (absent: unknown).
    static func json(
        _ views: View..., leavingOutFactsOf label: String, _ leaveOut: (inout ElementSnapshot) -> Void
    ) -> AccessibilityHierarchy {
        let window = Window(frame: screen)
        views.forEach(window.addSubview)
        var hierarchy = HeadlessApplication(window).snapshot()
        hierarchy.source = .init(kind: .json)
        for index in hierarchy.elements.indices where hierarchy.elements[index].label == label {
            leaveOut(&hierarchy.elements[index])
        }
        return hierarchy
    }

    /// Checks each issue against its rule's descriptor (``RuleCatalogue/problems(of:reportedBy:)``):
    /// a rule that only warns reports no failure; a built-in rule records only the evidence keys its
    /// descriptor lists, and its summary quotes the compact description.
    static func checkAgainstDescriptor(
        _ issues: [AccessibilityAuditIssue], of rule: some AccessibilityAuditRule, file: StaticString, line: UInt
    ) {
        for issue in issues {
            for problem in RuleCatalogue.problems(of: issue, reportedBy: rule) {
                XCTFail(problem, file: file, line: line)
            }
        }
    }

    /// Runs `rule` alone on one snapshot of a ``screen``-sized window holding `views` (light mode,
    /// default settings; no re-snapshots).
    static func run(
        _ rule: some AccessibilityAuditRule, on views: View...,
        configuration: AccessibilityAuditConfiguration = .default,
        file: StaticString = #filePath, line: UInt = #line
    ) -> RuleFindings {
        let window = Window(frame: screen)
        views.forEach(window.addSubview)
        return run(
            rule, on: HeadlessApplication(window).snapshot(), configuration: configuration, file: file, line: line)
    }
}

/// Builds a hand-made hierarchy shaped like an Appium capture: the automation tree only, with
/// `accessible` when given, no colours, no fonts, no actions, no settings and no accessibility view
/// (`isInAccessibilityView == nil`), as an importer would give it.
struct CaptureFixture {
    private(set) var elements: [ElementSnapshot] = []

    /// Starts with an application element labelled `applicationLabel`, of ``RuleHarness/screen``'s size, or `size`.
    init(size: CGSize = RuleHarness.screen.size, applicationLabel: String = "App") {
        add(
            .application, parent: nil, label: applicationLabel, accessible: false,
            frame: CGRect(origin: .zero, size: size))
    }

    /// The application element's id.
    var root: Int { 0 }

    /// Adds an element under `parent` and returns its id.
    @discardableResult
    mutating func add(
        _ type: ElementType, parent: Int?, label: String? = nil, value: String? = nil,
        identifier: String? = nil, accessible: Bool? = nil, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44),
        visible: Bool? = true, enabled: Bool = true, traits: AccessibilityTraits? = nil
    ) -> Int {
        let id = elements.count
        var element = ElementSnapshot(id: id, elementType: type)
        element.label = label
        element.value = value
        element.identifier = identifier
        element.isAccessibilityElement = accessible
        element.frame = frame
        element.isVisible = visible
        element.isEnabled = enabled
        element.traits = traits
        element.parent = parent
        element.isInAutomationView = true
        if let parent {
            elements[parent].children.append(id)
            elements[parent].automationChildren.append(id)
        }
        elements.append(element)
        return id
    }

    /// The hierarchy, with source `.appiumXML`, unknown settings and no accessibility view.
    var hierarchy: AccessibilityHierarchy {
        AccessibilityHierarchy(
            elements: elements, rootID: elements.isEmpty ? nil : 0, settings: nil,
            source: .init(kind: .appiumXML, name: "fixture"))
    }

    /// The hierarchy with the accessibility view inferred from `accessible` as the Appium importer
    /// does: an element whose ancestors are all known and not accessible is reached; inside an
    /// accessible element it is not; otherwise unknown.
    var hierarchyWithInferredAccessibilityView: AccessibilityHierarchy {
        var inferred = elements
        for id in inferred.indices {  // parents come before children
            guard inferred[id].isAccessibilityElement != nil else { continue }
            guard let parent = inferred[id].parent else {
                inferred[id].isInAccessibilityView = true
                continue
            }
            switch (inferred[parent].isInAccessibilityView, inferred[parent].isAccessibilityElement) {
            case (.some(true), .some(false)):
                inferred[id].isInAccessibilityView = true
                inferred[parent].accessibilityChildren.append(id)
            case (.some(false), _), (_, .some(true)):
                inferred[id].isInAccessibilityView = false
            default:
                break
            }
        }
        return AccessibilityHierarchy(
            elements: inferred, rootID: inferred.isEmpty ? nil : 0, settings: nil,
            source: .init(kind: .appiumXML, name: "fixture"))
    }
}

/// A rectangle, shorter to write.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
