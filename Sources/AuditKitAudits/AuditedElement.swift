import AuditKitModel
import Foundation

/// The element an issue concerns, read as `XCUIElement` reads: ``AccessibilityAuditIssue/element``.
///
/// Apple's `XCUIAccessibilityAuditIssue.element` is an `XCUIElement?`, so issue handlers written for
/// it read `issue.element?.identifier.contains("x")`, `issue.element?.label == "Close"`,
/// `!(issue.element?.isEnabled ?? true)` or `issue.element?.elementType == .button`. This value
/// answers those with the types and the defaults of `XCUIElementAttributes`: `label`, `identifier`
/// and `title` are empty strings when the element has none or when it is unknown,
/// ``placeholderValue`` is optional and ``value`` is `Any?` as Apple's are, ``frame`` is `.zero`
/// when unknown.
///
/// It describes the element as the audit saw it: an issue outlives the screen it was found on, so
/// nothing here is read again from the app. ``snapshot`` keeps every fact as it was known, with
/// `nil` for unknown (reports, baselines and evidence are written from it).
public struct AuditedElement: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Everything known about the element, `nil` meaning unknown: what reports and baselines use.
    public var snapshot: ElementSnapshot

    /// Wraps `snapshot`.
    public init(_ snapshot: ElementSnapshot) {
        self.snapshot = snapshot
    }

    /// The type UI tests report (`XCUIElement.elementType`).
    public var elementType: ElementType { snapshot.elementType }

    /// `accessibilityIdentifier`; `""` when it has none or it is unknown, as `XCUIElement.identifier`.
    public var identifier: String { snapshot.identifier ?? "" }

    /// `accessibilityLabel`; `""` when it has none or it is unknown, as `XCUIElement.label`.
    public var label: String { snapshot.label ?? "" }

    /// The title; always `""`. On iOS an element's `XCUIElement.title` is empty; macOS windows and
    /// buttons have one, and no screen or capture this package reads records it.
    public var title: String { "" }

    /// The raw value, typed `Any?` as `XCUIElement.value` is: the accessibility value as a `String`
    /// (a switch's `"1"`, a slider's `"50%"`, a text field's text), or `nil` when it has none or it
    /// is unknown. Apple's value for some elements is a number; here it is always the text.
    public var value: Any? { snapshot.value }

    /// A text field's placeholder, `nil` when it has none or it is unknown (`XCUIElement.placeholderValue`).
    public var placeholderValue: String? { snapshot.placeholderValue }

    /// The accessibility frame in screen coordinates (points); `.zero` when unknown, as a missing
    /// `XCUIElement`'s.
    public var frame: CGRect { snapshot.frame ?? .zero }

    /// Whether it is enabled; `true` when unknown (a capture that does not say), as UIKit's default.
    public var isEnabled: Bool { snapshot.isEnabled ?? true }

    /// Whether it is selected; `false` when unknown.
    public var isSelected: Bool { snapshot.isSelected ?? false }

    /// Whether it existed: always `true`, as the audit found it on the screen. (Apple's element is
    /// resolved again when read; this one describes the element at the time of the audit.)
    public var exists: Bool { true }

    /// Whether a tap at its centre would reach it when it was audited: a capture's `hittable` when it
    /// says; else it is not hidden, not fully transparent, and its frame has an area.
    public var isHittable: Bool {
        if let hittable = snapshot.isHittable { return hittable }
        if snapshot.isVisible == false { return false }
        if let alpha = snapshot.effectiveAlpha, alpha <= 0 { return false }
        guard let frame = snapshot.frame, frame.isFiniteRect else { return false }
        return frame.width > 0 && frame.height > 0
    }

    /// One line in the shape of Xcode's element descriptions: type, identifier, label, value and
    /// frame (``ElementSnapshot/summary``).
    public var description: String { snapshot.summary }

    /// The element's attributes in the shape of `XCUIElement.debugDescription`'s first line:
    /// `Attributes: Button, {{20.0, 40.0}, {44.0, 44.0}}, identifier: 'save', label: 'Save'`.
    public var debugDescription: String {
        var parts = [snapshot.elementType.xcuiName]
        if let frame = snapshot.frame, frame.isFiniteRect {
            parts.append(
                "{{\(Self.decimal(frame.minX)), \(Self.decimal(frame.minY))}, "
                    + "{\(Self.decimal(frame.width)), \(Self.decimal(frame.height))}}")
        }
        if let identifier = snapshot.identifier, !identifier.isEmpty {
            parts.append("identifier: '\(ElementSnapshot.oneLine(identifier))'")
        }
        if let label = snapshot.label, !label.isEmpty { parts.append("label: '\(ElementSnapshot.oneLine(label))'") }
        if let placeholder = snapshot.placeholderValue, !placeholder.isEmpty {
            parts.append("placeholderValue: '\(ElementSnapshot.oneLine(placeholder))'")
        }
        if let value = snapshot.value, !value.isEmpty { parts.append("value: \(ElementSnapshot.oneLine(value))") }
        if snapshot.isSelected == true { parts.append("Selected") }
        if snapshot.isEnabled == false { parts.append("Disabled") }
        return "Attributes: " + parts.joined(separator: ", ")
    }

    /// `value` with one decimal at least, as Xcode prints frames (`20.0`, `20.5`).
    private static func decimal(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(format: "%.1f", double) }
        return String(double)
    }
}
