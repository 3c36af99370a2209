import Foundation

/// One element of an ``AccessibilityHierarchy``: what was known about a view, a custom element or a
/// captured node. Every fact is optional: `nil` means unknown, never false.
public struct ElementSnapshot: Hashable, Codable, Sendable, Identifiable {
    // MARK: Storage
    //
    // A capture or a screen holds tens of thousands of elements, so the stored layout is compact
    // (under 200 bytes an element, where one stored property per fact took 560): the id, names,
    // child lists and type are stored as they are; the path step as its text or the facts that
    // write it (`ElementPathStep`, equal by its text); the eighteen optional flags, the expanded
    // status and the three plain ones are two bits and one bit of one word (`Flags`); `parent`, `traits` and
    // `frame` are stored without their optional's extra byte (a bit of the same word says whether
    // they are set); and the facts only headless snapshots carry (drawn text, colours, hint,
    // language, custom actions, motion effects) and a text field's placeholder live in one shared
    // box that captures seldom allocate. The other public properties read and write through this
    // storage. Each unknown fact is stored one way only (a `nil` flag as 0 bits, a missing frame as
    // `.zero` with its bit clear, a box only when it holds something), so the synthesized
    // `Hashable` over the storage compares the same facts the public properties show.

    /// The element's index in ``AccessibilityHierarchy/elements``.
    public var id: Int
    /// The parent's id; 0 when there is none (`Flags.Bit.hasParent` clear).
    @usableFromInline var storedParent: Int = 0
    /// `AccessibilityTraits.rawValue`; 0 when unknown (`Flags.Bit.hasTraits` clear).
    @usableFromInline var storedTraits: UInt64 = 0
    @usableFromInline var flags = Flags()
    /// The frame; `.zero` when unknown (`Flags.Bit.hasFrame` clear).
    @usableFromInline var storedFrame: CGRect = .zero
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityIdentifier`.
    public var identifier: String?
    /// This element's step in a path: its XCUITest type name and its identifier, label or index.
    public var pathComponent: String {
        get { pathStep.text }
        set { pathStep = ElementPathStep(newValue) }
    }
    /// ``pathComponent`` as it is kept: its text, or the facts that write it (``ElementPathStep``).
    @usableFromInline var pathStep: ElementPathStep
    /// The children in the view tree (subviews, or a capture's children), back to front.
    public var children: [Int] = []
    /// The children VoiceOver reaches inside it, in reading order; empty for a leaf or when not reached.
    public var accessibilityChildren: [Int] = []
    /// The children UI tests see inside it.
    public var automationChildren: [Int] = []
    /// The facts only some elements have; `nil` when all of them are unknown.
    @usableFromInline var rare: RareFactsBox?
    /// The type UI tests report.
    public var elementType: ElementType

    /// Whether VoiceOver treats it as one element.
    @inlinable public var isAccessibilityElement: Bool? {
        get { flags.optional(.isAccessibilityElement) }
        set { flags.setOptional(.isAccessibilityElement, newValue) }
    }

    /// `accessibilityHint`.
    public var hint: String? {
        @inlinable get { rare?.facts.hint }
        set { updateRare { $0.hint = newValue } }
    }

    /// A text field's placeholder.
    public var placeholderValue: String? {
        @inlinable get { rare?.facts.placeholderValue }
        set { updateRare { $0.placeholderValue = newValue } }
    }

    /// `accessibilityTraits`.
    @inlinable public var traits: AccessibilityTraits? {
        get { flags.contains(.hasTraits) ? AccessibilityTraits(rawValue: storedTraits) : nil }
        set {
            storedTraits = newValue?.rawValue ?? 0
            flags.set(.hasTraits, newValue != nil)
        }
    }

    /// The accessibility frame in screen coordinates (points).
    @inlinable public var frame: CGRect? {
        get { flags.contains(.hasFrame) ? storedFrame : nil }
        set {
            storedFrame = newValue ?? .zero
            flags.set(.hasFrame, newValue != nil)
        }
    }

    /// Whether it is drawn: not hidden, not transparent, and (for captures) reported visible.
    @inlinable public var isVisible: Bool? {
        get { flags.optional(.isVisible) }
        set { flags.setOptional(.isVisible, newValue) }
    }

    /// Whether it is enabled.
    @inlinable public var isEnabled: Bool? {
        get { flags.optional(.isEnabled) }
        set { flags.setOptional(.isEnabled, newValue) }
    }

    /// Whether it is selected: a control's `UIControl.isSelected` state whatever its traits say (so
    /// the trait audit can find a selected control whose traits lost `.selected`), else the
    /// `.selected` trait; a capture's `Selected` flag. `nil` if unknown.
    @inlinable public var isSelected: Bool? {
        get { flags.optional(.isSelected) }
        set { flags.setOptional(.isSelected, newValue) }
    }

    /// Whether a tap on it does something (a tap gesture or an enabled control with actions).
    @inlinable public var isInteractive: Bool? {
        get { flags.optional(.isInteractive) }
        set { flags.setOptional(.isInteractive, newValue) }
    }

    /// Whether VoiceOver's activation does something (a handler, a tap gesture, a control's action).
    @inlinable public var hasActivation: Bool? {
        get { flags.optional(.hasActivation) }
        set { flags.setOptional(.hasActivation, newValue) }
    }

    /// Whether it handles VoiceOver's increment and decrement (both).
    @inlinable public var hasAdjustment: Bool? {
        get { flags.optional(.hasAdjustment) }
        set { flags.setOptional(.hasAdjustment, newValue) }
    }

    /// Whether it handles VoiceOver's escape gesture.
    @inlinable public var hasEscape: Bool? {
        get { flags.optional(.hasEscape) }
        set { flags.setOptional(.hasEscape, newValue) }
    }

    /// The names of its custom actions.
    public var customActionNames: [String]? {
        @inlinable get { rare?.facts.customActionNames }
        set { updateRare { $0.customActionNames = newValue } }
    }

    /// `accessibilityViewIsModal`.
    @inlinable public var isModal: Bool? {
        get { flags.optional(.isModal) }
        set { flags.setOptional(.isModal, newValue) }
    }

    /// `accessibilityElementsHidden`.
    @inlinable public var accessibilityElementsHidden: Bool? {
        get { flags.optional(.accessibilityElementsHidden) }
        set { flags.setOptional(.accessibilityElementsHidden, newValue) }
    }

    /// `accessibilityIgnoresInvertColors`.
    @inlinable public var ignoresInvertColors: Bool? {
        get { flags.optional(.ignoresInvertColors) }
        set { flags.setOptional(.ignoresInvertColors, newValue) }
    }

    /// `accessibilityLanguage`.
    public var language: String? {
        @inlinable get { rare?.facts.language }
        set { updateRare { $0.language = newValue } }
    }

    /// Whether this container sets `accessibilityElements`, so VoiceOver reads its
    /// ``accessibilityChildren`` in that order instead of sorting them by position. `nil` when
    /// unknown (captures, and JSON written before this field existed).
    @inlinable public var hasCustomAccessibilityOrder: Bool? {
        get { flags.optional(.hasCustomAccessibilityOrder) }
        set { flags.setOptional(.hasCustomAccessibilityOrder, newValue) }
    }

    /// The text it draws.
    public var text: TextSnapshot? {
        @inlinable get { rare?.facts.text }
        set { updateRare { $0.text = newValue } }
    }

    /// The image it draws.
    public var image: Image? {
        @inlinable get { rare?.facts.image }
        set { updateRare { $0.image = newValue } }
    }

    /// Its own background colour, resolved (may be translucent).
    public var backgroundColor: RGBA? {
        @inlinable get { rare?.facts.backgroundColor }
        set { updateRare { $0.backgroundColor = newValue } }
    }

    /// The opaque colour behind its content: every background from the window down, composited.
    /// `nil` when unknown: drawn over an earlier sibling's image or video, or inside a view that draws
    /// one (an image view, a view with `displaysMedia`), with no opaque background of its own between.
    public var effectiveBackgroundColor: RGBA? {
        @inlinable get { rare?.facts.effectiveBackgroundColor }
        set { updateRare { $0.effectiveBackgroundColor = newValue } }
    }

    /// Its opacity including every ancestor's (0...1).
    public var effectiveAlpha: Double? {
        @inlinable get { rare?.facts.effectiveAlpha }
        set { updateRare { $0.effectiveAlpha = newValue } }
    }

    /// Whether it shows a translucent material (a blur).
    @inlinable public var isTranslucentMaterial: Bool? {
        get { flags.optional(.isTranslucentMaterial) }
        set { flags.setOptional(.isTranslucentMaterial, newValue) }
    }

    /// Names of decorative motion effects (parallax) on it.
    public var motionEffects: [String]? {
        @inlinable get { rare?.facts.motionEffects }
        set { updateRare { $0.motionEffects = newValue } }
    }

    /// Whether it shows a photo or video.
    @inlinable public var displaysMedia: Bool? {
        get { flags.optional(.displaysMedia) }
        set { flags.setOptional(.displaysMedia, newValue) }
    }

    /// Whether a long press shows it in the Large Content Viewer (``View/showsLargeContentViewer``,
    /// UIKit's `showsLargeContentViewer`); `nil` if unknown.
    @inlinable public var showsLargeContentViewer: Bool? {
        get { flags.optional(.showsLargeContentViewer) }
        set { flags.setOptional(.showsLargeContentViewer, newValue) }
    }

    /// The title the Large Content Viewer shows for it (``View/largeContentTitle``, UIKit's
    /// `largeContentTitle`); `nil` when it has none or it is unknown.
    public var largeContentTitle: String? {
        @inlinable get { rare?.facts.largeContentTitle }
        set { updateRare { $0.largeContentTitle = newValue } }
    }

    /// Whether it is expanded or collapsed (``AccessibilityObject/accessibilityExpandedStatus``, UIKit's
    /// `accessibilityExpandedStatus`); `nil` if unknown (page source and debugDescription dumps do not
    /// record it).
    public var accessibilityExpandedStatus: AccessibilityExpandedStatus? {
        get { flags.expandedStatus }
        set { flags.expandedStatus = newValue }
    }

    /// Whether its height is fixed at every content size (``View/hasFixedHeight``); `nil` if unknown.
    @inlinable public var hasFixedHeight: Bool? {
        get { flags.optional(.hasFixedHeight) }
        set { flags.setOptional(.hasFixedHeight, newValue) }
    }

    /// Whether a tap at its centre reaches it (a capture's `hittable`, WebDriverAgent's `isHittable`); `nil` if unknown.
    @inlinable public var isHittable: Bool? {
        get { flags.optional(.isHittable) }
        set { flags.setOptional(.isHittable, newValue) }
    }

    /// Whether it is a custom accessibility element rather than a view.
    @inlinable public var isCustomElement: Bool {
        get { flags.contains(.isCustomElement) }
        set { flags.set(.isCustomElement, newValue) }
    }

    /// Whether it lies inside a system bar (navigation bar, tab bar, toolbar, status bar).
    @inlinable public var isInSystemBar: Bool {
        get { flags.contains(.isInSystemBar) }
        set { flags.set(.isInSystemBar, newValue) }
    }

    /// The parent in the view tree (for captures, the captured tree).
    @inlinable public var parent: Int? {
        get { flags.contains(.hasParent) ? storedParent : nil }
        set {
            storedParent = newValue ?? 0
            flags.set(.hasParent, newValue != nil)
        }
    }

    /// Whether VoiceOver reaches it; `nil` when the source does not say (captures without `accessible`).
    @inlinable public var isInAccessibilityView: Bool? {
        get { flags.optional(.isInAccessibilityView) }
        set { flags.setOptional(.isInAccessibilityView, newValue) }
    }

    /// Whether UI tests see it.
    @inlinable public var isInAutomationView: Bool {
        get { flags.contains(.isInAutomationView) }
        set { flags.set(.isInAutomationView, newValue) }
    }

    /// Creates a snapshot with everything unknown but its identity and type.
    @inlinable public init(id: Int, elementType: ElementType, pathComponent: String? = nil) {
        self.id = id
        self.elementType = elementType
        self.pathStep = ElementPathStep(pathComponent ?? elementType.xcuiName)
    }

    // MARK: Coding

    /// Encodes every known fact under its property's name; unknown (`nil`) facts are left out.
    /// - Throws: `EncodingError` when a value cannot be encoded (a frame that is not finite, for a
    ///   format that refuses it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(elementType, forKey: .elementType)
        try container.encodeIfPresent(isAccessibilityElement, forKey: .isAccessibilityElement)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(placeholderValue, forKey: .placeholderValue)
        try container.encodeIfPresent(traits, forKey: .traits)
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(isVisible, forKey: .isVisible)
        try container.encodeIfPresent(isEnabled, forKey: .isEnabled)
        try container.encodeIfPresent(isSelected, forKey: .isSelected)
        try container.encodeIfPresent(isInteractive, forKey: .isInteractive)
        try container.encodeIfPresent(hasActivation, forKey: .hasActivation)
        try container.encodeIfPresent(hasAdjustment, forKey: .hasAdjustment)
        try container.encodeIfPresent(hasEscape, forKey: .hasEscape)
        try container.encodeIfPresent(customActionNames, forKey: .customActionNames)
        try container.encodeIfPresent(isModal, forKey: .isModal)
        try container.encodeIfPresent(accessibilityElementsHidden, forKey: .accessibilityElementsHidden)
        try container.encodeIfPresent(ignoresInvertColors, forKey: .ignoresInvertColors)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encodeIfPresent(hasCustomAccessibilityOrder, forKey: .hasCustomAccessibilityOrder)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(effectiveBackgroundColor, forKey: .effectiveBackgroundColor)
        try container.encodeIfPresent(effectiveAlpha, forKey: .effectiveAlpha)
        try container.encodeIfPresent(isTranslucentMaterial, forKey: .isTranslucentMaterial)
        try container.encodeIfPresent(motionEffects, forKey: .motionEffects)
        try container.encodeIfPresent(displaysMedia, forKey: .displaysMedia)
        try container.encodeIfPresent(hasFixedHeight, forKey: .hasFixedHeight)
        try container.encodeIfPresent(showsLargeContentViewer, forKey: .showsLargeContentViewer)
        try container.encodeIfPresent(largeContentTitle, forKey: .largeContentTitle)
        try container.encodeIfPresent(accessibilityExpandedStatus, forKey: .accessibilityExpandedStatus)
        try container.encodeIfPresent(isHittable, forKey: .isHittable)
        try container.encode(isCustomElement, forKey: .isCustomElement)
        try container.encode(isInSystemBar, forKey: .isInSystemBar)
        try container.encode(pathComponent, forKey: .pathComponent)
        try container.encodeIfPresent(parent, forKey: .parent)
        try container.encode(children, forKey: .children)
        try container.encodeIfPresent(isInAccessibilityView, forKey: .isInAccessibilityView)
        try container.encode(accessibilityChildren, forKey: .accessibilityChildren)
        try container.encode(isInAutomationView, forKey: .isInAutomationView)
        try container.encode(automationChildren, forKey: .automationChildren)
    }

    /// Decodes a snapshot as ``encode(to:)`` writes it: `id`, `elementType`, `isCustomElement`,
    /// `isInSystemBar`, `pathComponent`, the three child lists and `isInAutomationView` are
    /// required; every other fact is optional.
    /// - Throws: `DecodingError` for a missing required key or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            elementType: try container.decode(ElementType.self, forKey: .elementType), pathComponent: "")
        isAccessibilityElement = try container.decodeIfPresent(Bool.self, forKey: .isAccessibilityElement)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        value = try container.decodeIfPresent(String.self, forKey: .value)
        hint = try container.decodeIfPresent(String.self, forKey: .hint)
        identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
        placeholderValue = try container.decodeIfPresent(String.self, forKey: .placeholderValue)
        traits = try container.decodeIfPresent(AccessibilityTraits.self, forKey: .traits)
        frame = try container.decodeIfPresent(CGRect.self, forKey: .frame)
        isVisible = try container.decodeIfPresent(Bool.self, forKey: .isVisible)
        isEnabled = try container.decodeIfPresent(Bool.self, forKey: .isEnabled)
        isSelected = try container.decodeIfPresent(Bool.self, forKey: .isSelected)
        isInteractive = try container.decodeIfPresent(Bool.self, forKey: .isInteractive)
        hasActivation = try container.decodeIfPresent(Bool.self, forKey: .hasActivation)
        hasAdjustment = try container.decodeIfPresent(Bool.self, forKey: .hasAdjustment)
        hasEscape = try container.decodeIfPresent(Bool.self, forKey: .hasEscape)
        customActionNames = try container.decodeIfPresent([String].self, forKey: .customActionNames)
        isModal = try container.decodeIfPresent(Bool.self, forKey: .isModal)
        accessibilityElementsHidden = try container.decodeIfPresent(Bool.self, forKey: .accessibilityElementsHidden)
        ignoresInvertColors = try container.decodeIfPresent(Bool.self, forKey: .ignoresInvertColors)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        hasCustomAccessibilityOrder = try container.decodeIfPresent(Bool.self, forKey: .hasCustomAccessibilityOrder)
        text = try container.decodeIfPresent(TextSnapshot.self, forKey: .text)
        image = try container.decodeIfPresent(Image.self, forKey: .image)
        backgroundColor = try container.decodeIfPresent(RGBA.self, forKey: .backgroundColor)
        effectiveBackgroundColor = try container.decodeIfPresent(RGBA.self, forKey: .effectiveBackgroundColor)
        effectiveAlpha = try container.decodeIfPresent(Double.self, forKey: .effectiveAlpha)
        isTranslucentMaterial = try container.decodeIfPresent(Bool.self, forKey: .isTranslucentMaterial)
        motionEffects = try container.decodeIfPresent([String].self, forKey: .motionEffects)
        displaysMedia = try container.decodeIfPresent(Bool.self, forKey: .displaysMedia)
        hasFixedHeight = try container.decodeIfPresent(Bool.self, forKey: .hasFixedHeight)
        showsLargeContentViewer = try container.decodeIfPresent(Bool.self, forKey: .showsLargeContentViewer)
        largeContentTitle = try container.decodeIfPresent(String.self, forKey: .largeContentTitle)
        accessibilityExpandedStatus = try container.decodeIfPresent(
            AccessibilityExpandedStatus.self, forKey: .accessibilityExpandedStatus)
        isHittable = try container.decodeIfPresent(Bool.self, forKey: .isHittable)
        isCustomElement = try container.decode(Bool.self, forKey: .isCustomElement)
        isInSystemBar = try container.decode(Bool.self, forKey: .isInSystemBar)
        pathComponent = try container.decode(String.self, forKey: .pathComponent)
        parent = try container.decodeIfPresent(Int.self, forKey: .parent)
        children = try container.decode([Int].self, forKey: .children)
        isInAccessibilityView = try container.decodeIfPresent(Bool.self, forKey: .isInAccessibilityView)
        accessibilityChildren = try container.decode([Int].self, forKey: .accessibilityChildren)
        isInAutomationView = try container.decode(Bool.self, forKey: .isInAutomationView)
        automationChildren = try container.decode([Int].self, forKey: .automationChildren)
    }

    private enum CodingKeys: String, CodingKey {
        case id, elementType, isAccessibilityElement, label, value, hint, identifier, placeholderValue, traits, frame,
            isVisible, isEnabled, isSelected, isInteractive, hasActivation, hasAdjustment, hasEscape, customActionNames,
            isModal, accessibilityElementsHidden, ignoresInvertColors, language, hasCustomAccessibilityOrder, text,
            image, backgroundColor, effectiveBackgroundColor, effectiveAlpha, isTranslucentMaterial, motionEffects,
            displaysMedia, hasFixedHeight, showsLargeContentViewer, largeContentTitle, accessibilityExpandedStatus,
            isHittable, isCustomElement, isInSystemBar, pathComponent, parent, children, isInAccessibilityView,
            accessibilityChildren,
            isInAutomationView, automationChildren
    }

    /// The name VoiceOver and UI tests would use: label, else value for static text, else placeholder.
    @inlinable @inline(__always) public var accessibleName: String? {
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
    package static func oneLine(_ text: String) -> String {
        // At most 60 bytes of printable ASCII: nothing to escape or cut.
        if text.utf8.count <= 60, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        // Without a carriage return there is no CR LF to replace (Foundation's search costs more than the look).
        let unified = text.utf8.contains(0x0D) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let flat = PrintableText.escaped(unified, keepingLineBreaks: false)
        return flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
    }

    /// A number of points for messages: whole numbers without decimals, others with one decimal,
    /// and magnitudes from 1e15 up in scientific notation (`1e+308`), never hundreds of digits.
    package static func format(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return abs(v) >= 1e15 ? String(format: "%g", v) : String(format: "%.1f", v)
    }
}

// MARK: - Storage helpers

extension ElementSnapshot {
    /// The packed flags: two bits for each optional flag (clear: unknown; `0b10`: false; `0b11`:
    /// true), then one bit for each plain flag and for whether `parent`, `traits` and `frame` are set.
    @usableFromInline struct Flags: Hashable, Sendable {
        @usableFromInline var bits: UInt64 = 0

        /// The optional flags, each at bits `2 × rawValue` and `2 × rawValue + 1`.
        @usableFromInline enum Slot: UInt64 {
            case isAccessibilityElement, isVisible, isEnabled, isSelected, isInteractive, hasActivation
            case hasAdjustment, hasEscape, isModal, accessibilityElementsHidden, ignoresInvertColors
            case hasCustomAccessibilityOrder, isTranslucentMaterial, displaysMedia, hasFixedHeight, isHittable
            case isInAccessibilityView, showsLargeContentViewer
            /// Not a flag: the two bits of ``ElementSnapshot/accessibilityExpandedStatus`` (clear:
            /// unknown; then unsupported, expanded, collapsed), read by ``expandedStatus``.
            case expandedStatus
        }

        /// The expanded status held in the ``Slot/expandedStatus`` bits; `nil` when unknown.
        var expandedStatus: AccessibilityExpandedStatus? {
            get {
                switch (bits >> (Slot.expandedStatus.rawValue &* 2)) & 0b11 {
                case 1: .unsupported
                case 2: .expanded
                case 3: .collapsed
                default: nil
                }
            }
            set {
                let shift = Slot.expandedStatus.rawValue &* 2
                let field: UInt64 =
                    switch newValue {
                    case nil: 0
                    case .unsupported: 1
                    case .expanded: 2
                    case .collapsed: 3
                    }
                bits = (bits & ~(0b11 << shift)) | (field << shift)
            }
        }

        /// The plain flags and the presence bits, each one bit from bit 40 up (above every slot).
        @usableFromInline enum Bit: UInt64 {
            case isCustomElement = 40
            case isInSystemBar, isInAutomationView, hasParent, hasTraits, hasFrame
        }

        @inlinable @inline(__always)
        func optional(_ slot: Slot) -> Bool? {
            let field = (bits >> (slot.rawValue &* 2)) & 0b11
            return field == 0 ? nil : field == 0b11
        }

        @inlinable @inline(__always)
        mutating func setOptional(_ slot: Slot, _ value: Bool?) {
            let shift = slot.rawValue &* 2
            let field: UInt64 = value.map { $0 ? 0b11 : 0b10 } ?? 0
            bits = (bits & ~(0b11 << shift)) | (field << shift)
        }

        @inlinable @inline(__always)
        func contains(_ bit: Bit) -> Bool { bits & (1 << bit.rawValue) != 0 }

        @inlinable @inline(__always)
        mutating func set(_ bit: Bit, _ on: Bool) {
            if on { bits |= 1 << bit.rawValue } else { bits &= ~(1 << bit.rawValue) }
        }
    }

    /// The facts few elements have: only headless snapshots (and hierarchy JSON written from them)
    /// carry drawn text, colours, hints or custom actions; a capture has a placeholder on its text
    /// fields alone.
    @usableFromInline package struct RareFacts: Hashable, Sendable {
        package init() {}

        @usableFromInline package var hint: String?
        @usableFromInline package var placeholderValue: String?
        @usableFromInline package var customActionNames: [String]?
        @usableFromInline package var language: String?
        @usableFromInline package var text: TextSnapshot?
        @usableFromInline package var image: Image?
        @usableFromInline package var backgroundColor: RGBA?
        @usableFromInline package var effectiveBackgroundColor: RGBA?
        @usableFromInline package var effectiveAlpha: Double?
        @usableFromInline package var motionEffects: [String]?
        @usableFromInline package var largeContentTitle: String?

        var isEmpty: Bool { self == RareFacts() }
    }

    /// The box ``RareFacts`` live in, shared by copies of a snapshot; a change makes a new box.
    ///
    /// The facts are a constant: reading them needs no exclusivity check at run time (rules read
    /// the texts and colours of thousands of elements), and setting one rare fact is rare (the
    /// builder and the JSON reader store all of an element's at once, ``rareFacts``).
    @usableFromInline final class RareFactsBox: Hashable, Sendable {
        @usableFromInline let facts: RareFacts

        init(_ facts: RareFacts) { self.facts = facts }

        @usableFromInline static func == (a: RareFactsBox, b: RareFactsBox) -> Bool { a === b || a.facts == b.facts }
        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(facts) }
    }

    /// Every rare fact at once, for a reader that gathers an element's facts before storing them
    /// (the headless builder, the hierarchy JSON reader): one box, or none when every fact is
    /// unknown, as ``updateRare(_:)`` leaves it, without one box update per property.
    package var rareFacts: RareFacts {
        get { rare?.facts ?? RareFacts() }
        set { rare = newValue.isEmpty ? nil : RareFactsBox(newValue) }
    }

    /// Changes the rare facts: puts them in a new box (a box is never changed, so copies sharing
    /// the old one keep their facts), or in none when nothing is left (so an element with no rare
    /// fact holds no box, whatever was set and cleared before: equality and hashing see one form).
    private mutating func updateRare(_ update: (inout RareFacts) -> Void) {
        var facts = rare?.facts ?? RareFacts()
        update(&facts)
        rare = facts.isEmpty ? nil : RareFactsBox(facts)
    }
}
