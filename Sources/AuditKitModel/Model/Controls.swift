import Foundation

/// A control (`UIControl`): enabled and selected state, and actions that run on activation.
open class Control: View {
    // The stored properties behind the `open` ones below (see `View`: a private stored property
    // is checked for exclusive access when compiled, an `open` one at run time on every read).
    private var storedIsEnabled: Bool = true
    private var storedIsSelected: Bool = false

    /// Whether the control responds; a disabled control gains `.notEnabled`.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set { storedIsEnabled = newValue }
    }
    /// Whether the control is selected; a selected control gains `.selected`.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { storedIsSelected = newValue }
    }
    /// The control's primary actions (`addAction(_:for: .primaryActionTriggered)`).
    open private(set) var actions: [() -> Void] = []

    /// Adds an action that runs when the control is tapped or activated.
    open func addAction(_ action: @escaping () -> Void) { actions.append(action) }

    /// A control is an accessibility element.
    open override var defaultIsAccessibilityElement: Bool { true }

    /// `.notEnabled` when disabled, `.selected` when selected.
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// A control is interactive when enabled and it has actions or tap gestures.
    open override var isInteractive: Bool {
        isUserInteractionEnabled && isEnabled && (!actions.isEmpty || super.isInteractive)
    }

    /// Runs the actions (and tap gestures) if enabled.
    @discardableResult
    open override func performDefaultAction() -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        actions.forEach { $0() }
        let gestures = super.performDefaultAction()
        return !actions.isEmpty || gestures
    }
}

/// A button (`UIButton`): its title, else its image's asset name, is its label; traits `.button`.
open class Button: Control {
    /// The title.
    open var title: String?
    /// The image.
    open var image: Image?
    /// The title's font. Default: body text style, adjusting for content size (as `UIButton.Configuration`).
    open var titleFont: Font = .preferredFont(forTextStyle: .body)
    /// Whether the title's font follows the content size category. Default `true`.
    open var adjustsFontForContentSizeCategory = true
    /// The title colour. Default: `.systemBlue`.
    open var titleColor: Color? = .systemBlue
    /// Lines the title may take; 0 (no limit) by default, as with `UIButton.Configuration`, whose
    /// titles wrap (its title label has `numberOfLines = 0`): the button's default font scales with
    /// Dynamic Type, so at the accessibility sizes its title takes more lines instead of being cut.
    /// Set 1 for a title that must stay on one line (a bar button, a legacy `.custom` button).
    open var numberOfLines = 0

    /// Creates a button with a title and/or an image.
    public init(title: String? = nil, image: Image? = nil, frame: CGRect = .zero) {
        self.title = title
        self.image = image
        super.init(frame: frame)
    }

    /// The Large Content Viewer's title: the one set, else the button's title (UIKit gives its
    /// controls "an appropriate value" by default).
    open override var largeContentTitle: String? {
        get { super.largeContentTitle ?? title }
        set { super.largeContentTitle = newValue }
    }

    /// The title; else the image's label; else, as UIKit does, the image's asset name.
    open override var defaultAccessibilityLabel: String? {
        if let title, !title.isEmpty { return title }
        return image?.accessibilityLabel ?? image?.name
    }

    /// `.button`, plus the control's state traits.
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }
    /// `.button`.
    open override var elementType: ElementType { .button }
    /// The title, as drawn.
    open override var displayedText: DisplayedText? {
        guard let title, !title.isEmpty else { return nil }
        return DisplayedText(
            text: title, font: titleFont, textColor: titleColor, numberOfLines: numberOfLines,
            adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory)
    }
    /// The image.
    open override var displayedImage: Image? { image }
}

/// A label (`UILabel`): its text is its label; traits `.staticText`; not interactive.
open class Label: View {
    // The stored properties behind the `open` ones below (see `View`: a private stored property
    // is checked for exclusive access when compiled, an `open` one at run time on every read).
    private var storedText: String?
    private var storedFont: Font = .systemFont(ofSize: 17)
    private var storedAdjustsFontForContentSizeCategory: Bool = false
    private var storedTextColor: Color? = .label
    private var storedNumberOfLines: Int = 1

    /// The text.
    open var text: String? {
        get { storedText }
        set { storedText = newValue }
    }
    /// The font. UIKit's default: system 17 pt, which does not scale.
    open var font: Font {
        get { storedFont }
        set { storedFont = newValue }
    }
    /// Whether the font follows content size changes. UIKit's default: `false`.
    open var adjustsFontForContentSizeCategory: Bool {
        get { storedAdjustsFontForContentSizeCategory }
        set { storedAdjustsFontForContentSizeCategory = newValue }
    }
    /// The text colour. Default `.label`.
    open var textColor: Color? {
        get { storedTextColor }
        set { storedTextColor = newValue }
    }
    /// Maximum lines; 1 by default, 0 for no limit.
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set { storedNumberOfLines = newValue }
    }

    /// Creates a label.
    public init(text: String? = nil, frame: CGRect = .zero) {
        storedText = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label is an accessibility element.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The text.
    open override var defaultAccessibilityLabel: String? { text }
    /// `.staticText`.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
    /// `.staticText`, unless traits say otherwise (a label with `.button` reports as a button).
    open override var elementType: ElementType {
        let derived = ElementType.derived(from: accessibilityTraits)
        return derived == .other ? .staticText : derived
    }
    /// The text, as drawn.
    open override var displayedText: DisplayedText? {
        guard let text, !text.isEmpty else { return nil }
        return DisplayedText(
            text: text, font: font, textColor: textColor, numberOfLines: numberOfLines,
            adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory)
    }
}

/// An image view (`UIImageView`): not an accessibility element unless made one; traits `.image`.
open class ImageView: View {
    /// The image.
    open var image: Image?

    /// Creates an image view.
    public init(image: Image? = nil, frame: CGRect = .zero) {
        self.image = image
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The image's own label, if it has one.
    open override var defaultAccessibilityLabel: String? { image?.accessibilityLabel }
    /// `.image`.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .image }
    /// `.image`, unless traits say otherwise.
    open override var elementType: ElementType {
        let derived = ElementType.derived(from: accessibilityTraits)
        return derived == .other ? .image : derived
    }
    /// The image.
    open override var displayedImage: Image? { image }
}

/// A text view (`UITextView`): an element whose text is its value; it has no label by default.
open class TextView: View {
    /// The text.
    open var text: String?
    /// The font. Default: system 17 pt, which does not scale.
    open var font: Font = .systemFont(ofSize: 17)
    /// Whether the font follows content size changes. UIKit's default: `false`.
    open var adjustsFontForContentSizeCategory = false
    /// The text colour. Default `.label`.
    open var textColor: Color? = .label
    /// Whether the user can edit the text. Default `true`.
    open var isEditable = true
    /// Whether the text scrolls when it does not fit. Default `true`.
    open var isScrollEnabled = true

    /// Creates a text view.
    public init(text: String? = nil, frame: CGRect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    /// A text view is an accessibility element.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The text.
    open override var defaultAccessibilityValue: String? { text }
    /// `.staticText` when not editable, none when editable.
    open override var defaultAccessibilityTraits: AccessibilityTraits { isEditable ? [] : .staticText }
    /// `.textView`.
    open override var elementType: ElementType { .textView }
    /// The text, as drawn; it scrolls rather than clips when scrolling is enabled.
    open override var displayedText: DisplayedText? {
        guard let text, !text.isEmpty else { return nil }
        return DisplayedText(
            text: text, font: font, textColor: textColor, numberOfLines: 0,
            adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory,
            scrollsWhenOverflowing: isScrollEnabled)
    }
}

/// A text field (`UITextField`): its text (else its placeholder) is its value; no label by default.
open class TextField: Control {
    /// The text.
    open var text: String?
    /// The placeholder shown while empty.
    open var placeholder: String?
    /// Whether the text is hidden (a password field).
    open var isSecureTextEntry = false
    /// The font. Default: system 17 pt, which does not scale.
    open var font: Font = .systemFont(ofSize: 17)
    /// Whether the font follows content size changes. UIKit's default: `false`.
    open var adjustsFontForContentSizeCategory = false
    /// The text colour. Default `.label`.
    open var textColor: Color? = .label
    /// The colour the placeholder is drawn in while the field is empty (an `attributedPlaceholder`'s
    /// foreground colour). Default `.placeholderText`, as UIKit draws it: about 1.74:1 on white.
    open var placeholderColor: Color? = .placeholderText

    /// Creates a text field.
    public init(text: String? = nil, placeholder: String? = nil, frame: CGRect = .zero) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    /// The text, else the placeholder.
    open override var defaultAccessibilityValue: String? {
        if let text, !text.isEmpty { return isSecureTextEntry ? String(repeating: "•", count: text.count) : text }
        return placeholder
    }
    /// `.textField`, or `.secureTextField`.
    open override var elementType: ElementType { isSecureTextEntry ? .secureTextField : .textField }
    /// A text field is interactive while enabled: a tap focuses it.
    open override var isInteractive: Bool { isUserInteractionEnabled && isEnabled }
    /// The text (in `textColor`), else the placeholder (in `placeholderColor`), as drawn, on one
    /// line that scrolls horizontally.
    open override var displayedText: DisplayedText? {
        let isPlaceholder = text?.isEmpty != false
        let shown = (isPlaceholder ? placeholder : text) ?? ""
        guard !shown.isEmpty else { return nil }
        return DisplayedText(
            text: shown, font: font, textColor: isPlaceholder ? placeholderColor : textColor, numberOfLines: 1,
            adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory,
            scrollsWhenOverflowing: true, isPlaceholder: isPlaceholder)
    }
}

/// A switch (`UISwitch`): traits `.button` and `.toggleButton`, value "1" when on and "0" when off;
/// activation toggles it.
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn: Bool

    /// Creates a switch.
    public init(isOn: Bool = false, frame: CGRect = .zero) {
        self.isOn = isOn
        super.init(frame: frame)
    }

    /// "1" when on, "0" when off.
    open override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    /// `.button` and `.toggleButton` (iOS 17), plus the control's state traits.
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union([.button, .toggleButton])
    }
    /// `.switch`.
    open override var elementType: ElementType { .switch }
    /// A switch is interactive while enabled.
    open override var isInteractive: Bool { isUserInteractionEnabled && isEnabled }
    /// Toggles, then runs the actions.
    @discardableResult
    open override func performDefaultAction() -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        isOn.toggle()
        _ = super.performDefaultAction()
        return true
    }
}

/// A slider (`UISlider`): `.adjustable`, value as a percentage; VoiceOver's swipes move it by 10%.
open class Slider: Control {
    /// The value, between the minimum and maximum.
    open var value: Double
    /// The minimum value.
    open var minimumValue: Double
    /// The maximum value.
    open var maximumValue: Double

    /// Creates a slider.
    public init(value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1, frame: CGRect = .zero) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        super.init(frame: frame)
    }

    /// The value as a whole percentage of the range ("50%"), 0...100.
    ///
    /// The value is clamped to `minimumValue...maximumValue` first, as UIKit clamps `UISlider.value`
    /// (Apple docs: values below the minimum or above the maximum are set to it). `nil` when the
    /// value is NaN or the range is empty, inverted or not finite (an infinite bound, or bounds so
    /// far apart that their difference overflows).
    open override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        guard minimumValue.isFinite, maximumValue.isFinite, range.isFinite, range > 0, !value.isNaN else { return nil }
        let clamped = min(max(value, minimumValue), maximumValue)
        let percent = min(max(((clamped - minimumValue) / range * 100).rounded(), 0), 100)
        return "\(Int(percent))%"
    }
    /// `.adjustable`, plus the control's state traits.
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }
    /// `.slider`.
    open override var elementType: ElementType { .slider }
    /// A slider is interactive while enabled.
    open override var isInteractive: Bool { isUserInteractionEnabled && isEnabled }
    /// A slider adjusts itself.
    open override var hasAccessibilityAdjustment: Bool { true }
    /// Moves the value up by 10% of the range, then runs the actions.
    open override func accessibilityIncrement() {
        if let handler = accessibilityIncrementHandler { return handler() }
        value = min(maximumValue, value + (maximumValue - minimumValue) / 10)
        actions.forEach { $0() }
    }
    /// Moves the value down by 10% of the range, then runs the actions.
    open override func accessibilityDecrement() {
        if let handler = accessibilityDecrementHandler { return handler() }
        value = max(minimumValue, value - (maximumValue - minimumValue) / 10)
        actions.forEach { $0() }
    }
}
