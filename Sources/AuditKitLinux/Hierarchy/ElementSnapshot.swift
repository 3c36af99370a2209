import Foundation

/// One element of an ``AccessibilityHierarchy``: what was known about a view, a custom element or a
/// captured node. Every fact is optional: `nil` means unknown, never false.
public struct ElementSnapshot: Hashable, Codable, Sendable, Identifiable {
    /// The element's index in ``AccessibilityHierarchy/elements``.
    public var id: Int
    /// The type UI tests report.
    public var elementType: ElementType
    /// Whether VoiceOver treats it as one element.
    public var isAccessibilityElement: Bool?
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// A text field's placeholder.
    public var placeholderValue: String?
    /// `accessibilityTraits`.
    public var traits: AccessibilityTraits?
    /// The accessibility frame in screen coordinates (points).
    public var frame: CGRect?
    /// Whether it is drawn: not hidden, not transparent, and (for captures) reported visible.
    public var isVisible: Bool?
    /// Whether it is enabled.
    public var isEnabled: Bool?
    /// Whether it is selected: a control's `UIControl.isSelected` state whatever its traits say (so
    /// the trait audit can find a selected control whose traits lost `.selected`), else the
    /// `.selected` trait; a capture's `Selected` flag. `nil` if unknown.
    public var isSelected: Bool?
    /// Whether a tap on it does something (a tap gesture or an enabled control with actions).
    public var isInteractive: Bool?
    /// Whether VoiceOver's activation does something (a handler, a tap gesture, a control's action).
    public var hasActivation: Bool?
    /// Whether it handles VoiceOver's increment and decrement (both).
    public var hasAdjustment: Bool?
    /// Whether it handles VoiceOver's escape gesture.
    public var hasEscape: Bool?
    /// The names of its custom actions.
    public var customActionNames: [String]?
    /// `accessibilityViewIsModal`.
    public var isModal: Bool?
    /// `accessibilityElementsHidden`.
    public var accessibilityElementsHidden: Bool?
    /// `accessibilityIgnoresInvertColors`.
    public var ignoresInvertColors: Bool?
    /// `accessibilityLanguage`.
    public var language: String?
    /// Whether this container sets `accessibilityElements`, so VoiceOver reads its
    /// ``accessibilityChildren`` in that order instead of sorting them by position. `nil` when
    /// unknown (captures, and JSON written before this field existed).
    public var hasCustomAccessibilityOrder: Bool?
    /// The text it draws.
    public var text: TextSnapshot?
    /// The image it draws.
    public var image: Image?
    /// Its own background colour, resolved (may be translucent).
    public var backgroundColor: RGBA?
    /// The opaque colour behind its content: every background from the window down, composited.
    /// `nil` when unknown: drawn over an earlier sibling's image or video, or inside a view that draws
    /// one (an image view, a view with `displaysMedia`), with no opaque background of its own between.
    public var effectiveBackgroundColor: RGBA?
    /// Its opacity including every ancestor's (0...1).
    public var effectiveAlpha: Double?
    /// Whether it shows a translucent material (a blur).
    public var isTranslucentMaterial: Bool?
    /// Names of decorative motion effects (parallax) on it.
    public var motionEffects: [String]?
    /// Whether it shows a photo or video.
    public var displaysMedia: Bool?
    /// Whether its height is fixed at every content size (``View/hasFixedHeight``); `nil` if unknown.
    public var hasFixedHeight: Bool?
    /// Whether a tap at its centre reaches it (a capture's `hittable`, WebDriverAgent's `isHittable`); `nil` if unknown.
    public var isHittable: Bool?
    /// Whether it is a custom accessibility element rather than a view.
    public var isCustomElement: Bool
    /// Whether it lies inside a system bar (navigation bar, tab bar, toolbar, status bar).
    public var isInSystemBar: Bool
    /// This element's step in a path: its XCUITest type name and its identifier, label or index.
    public var pathComponent: String

    /// The parent in the view tree (for captures, the captured tree).
    public var parent: Int?
    /// The children in the view tree (subviews, or a capture's children), back to front.
    public var children: [Int]
    /// Whether VoiceOver reaches it; `nil` when the source does not say (captures without `accessible`).
    public var isInAccessibilityView: Bool?
    /// The children VoiceOver reaches inside it, in reading order; empty for a leaf or when not reached.
    public var accessibilityChildren: [Int]
    /// Whether UI tests see it.
    public var isInAutomationView: Bool
    /// The children UI tests see inside it.
    public var automationChildren: [Int]

    /// Creates a snapshot with everything unknown but its identity and type.
    public init(id: Int, elementType: ElementType, pathComponent: String? = nil) {
        self.id = id
        self.elementType = elementType
        self.isCustomElement = false
        self.isInSystemBar = false
        self.pathComponent = pathComponent ?? elementType.xcuiName
        self.children = []
        self.accessibilityChildren = []
        self.isInAutomationView = false
        self.automationChildren = []
    }

    /// The name VoiceOver and UI tests would use: label, else value for static text, else placeholder.
    public var accessibleName: String? {
        func nonEmpty(_ s: String?) -> String? {
            guard let s, s.hasContent else { return nil }
            return s
        }
        if let label = nonEmpty(label) { return label }
        if elementType == .staticText, let value = nonEmpty(value) { return value }
        return nonEmpty(placeholderValue)
    }

    /// A one-line description: type, identifier, label and frame, as Xcode's audit lists elements.
    public var summary: String {
        var parts = [elementType.xcuiName]
        if let identifier, !identifier.isEmpty { parts.append("identifier: '\(Self.oneLine(identifier))'") }
        if let label, !label.isEmpty { parts.append("label: '\(Self.oneLine(label))'") }
        if let value, !value.isEmpty, value != label { parts.append("value: '\(Self.oneLine(value))'") }
        if let frame, frame.isFiniteRect {
            parts.append(
                "{{\(Self.format(frame.minX)), \(Self.format(frame.minY))}, {\(Self.format(frame.width)), \(Self.format(frame.height))}}"
            )
        }
        return parts.joined(separator: ", ")
    }

    /// `text` on one line (line breaks shown as `\n`, other control characters escaped as
    /// ``TextReport/printable(_:keepingLineBreaks:)`` does), cut to 60 characters with "…".
    static func oneLine(_ text: String) -> String {
        // At most 60 bytes of printable ASCII: nothing to escape or cut.
        if text.utf8.count <= 60, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        // Without a carriage return there is no CR LF to replace (Foundation's search costs more than the look).
        let unified = text.utf8.contains(0x0D) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let flat = PrintableText.escaped(unified, keepingLineBreaks: false)
        return flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
    }

    /// A number of points for messages: whole numbers without decimals, others with one decimal,
    /// and magnitudes from 1e15 up in scientific notation (`1e+308`), never hundreds of digits.
    static func format(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return abs(v) >= 1e15 ? String(format: "%g", v) : String(format: "%.1f", v)
    }
}

extension CGRect {
    /// Whether every coordinate is a finite number and the size is not negative.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }

    /// The largest coordinate or size, in points, that a frame may have and still count as one:
    /// 10,000,000 pt (about 27,000 screens of an iPhone 15's 844 pt height).
    ///
    /// No real screen or scroll content comes near it; a frame beyond it (1e300 wide, say) is
    /// corrupt data, and treating it as a frame would only overflow arithmetic downstream.
    public static let largestPlausibleCoordinate: Double = 10_000_000

    /// Whether this rectangle can be an element's frame: a finite rectangle (``isFiniteRect``)
    /// whose every edge lies within ±``largestPlausibleCoordinate`` points.
    ///
    /// Snapshots (``HeadlessApplication/snapshot(settings:)``) and importers (Appium XML, debugDescription, JSON) drop
    /// other frames and record a ``StructuralProblem/Kind/invalidFrame``.
    public var isPlausibleFrame: Bool {
        let bound = Self.largestPlausibleCoordinate
        return isFiniteRect && [minX, minY, maxX, maxY].allSatisfy { abs($0) <= bound }
    }
}
