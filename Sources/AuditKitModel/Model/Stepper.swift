import Foundation

/// A stepper (`UIStepper`): a minus and a plus button that change a number by ``stepValue``.
///
/// UIKit's accessibility defaults: the stepper is a container, not an element; VoiceOver reaches
/// its two buttons, labelled "Decrement" and "Increment" (VoiceOver reads "Increment, Button"),
/// each `.notEnabled` ("Dimmed") at its bound. UI tests see the container as `.stepper` with the two
/// buttons inside. A stepper has no text of its own: show its value in a label beside it.
///
/// Made one element (`isAccessibilityElement = true`) it needs a label, and `.adjustable` in its
/// traits for VoiceOver's swipes: ``accessibilityIncrement()`` / ``accessibilityDecrement()`` step it.
open class Stepper: Control {
    /// The value, within ``minimumValue``...``maximumValue`` (`value`; default 0).
    open var value: Double { didSet { updateButtons() } }
    /// The lowest value (`minimumValue`; default 0).
    open var minimumValue: Double { didSet { updateButtons() } }
    /// The highest value (`maximumValue`; default 100).
    open var maximumValue: Double { didSet { updateButtons() } }
    /// The amount one press adds or removes (`stepValue`; default 1; UIKit requires it > 0).
    open var stepValue: Double
    /// Whether the value wraps from maximum to minimum and back (`wraps`; default `false`). A
    /// wrapping stepper's buttons are never disabled.
    open var wraps = false { didSet { updateButtons() } }
    /// Whether the control responds; when disabled both buttons are.
    open override var isEnabled: Bool { didSet { updateButtons() } }
    /// The control's frame; setting it lays the two buttons out again (each half the width).
    open override var frame: CGRect { didSet { layoutButtons() } }

    /// The minus button, labelled "Decrement", on the leading half.
    public let decrementButton: Button
    /// The plus button, labelled "Increment", on the trailing half.
    public let incrementButton: Button

    /// Creates a stepper (UIKit's default size is 94 × 32 pt).
    public init(
        value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1,
        frame: CGRect = .zero
    ) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        decrementButton = Button(image: Image(systemName: "minus"))
        incrementButton = Button(image: Image(systemName: "plus"))
        super.init(frame: frame)
        decrementButton.accessibilityLabel = "Decrement"
        incrementButton.accessibilityLabel = "Increment"
        decrementButton.addAction { [weak self] in self?.step(by: -1) }
        incrementButton.addAction { [weak self] in self?.step(by: 1) }
        addSubviews(decrementButton, incrementButton)
        updateButtons()
        layoutButtons()
    }

    /// `false`: the two buttons are the elements.
    open override var defaultIsAccessibilityElement: Bool { false }
    /// The value as VoiceOver speaks a number ("3", "2.5"), for a stepper made one element.
    open override var defaultAccessibilityValue: String? {
        guard value.isFinite else { return nil }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    /// `.stepper`.
    open override var elementType: ElementType { .stepper }
    /// The container itself is not tapped; its buttons are.
    open override var isInteractive: Bool { false }
    /// A stepper steps itself on VoiceOver's swipes.
    open override var hasAccessibilityAdjustment: Bool { true }

    /// Steps up once (as the plus button), then runs the actions; a set handler replaces this.
    open override func accessibilityIncrement() {
        if let handler = accessibilityIncrementHandler { return handler() }
        step(by: 1)
    }
    /// Steps down once (as the minus button), then runs the actions; a set handler replaces this.
    open override func accessibilityDecrement() {
        if let handler = accessibilityDecrementHandler { return handler() }
        step(by: -1)
    }

    /// Adds `direction` × ``stepValue`` within the bounds (wrapping if ``wraps``), then runs the
    /// actions. Returns whether the value changed (`false` when disabled, at a bound, or the step is
    /// not a positive finite number).
    @discardableResult
    public func step(by direction: Int) -> Bool {
        guard isEnabled, isUserInteractionEnabled, stepValue.isFinite, stepValue > 0,
            minimumValue.isFinite, maximumValue.isFinite, minimumValue <= maximumValue
        else { return false }
        var next = value + Double(direction) * stepValue
        if next > maximumValue { next = wraps && value >= maximumValue ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps && value <= minimumValue ? maximumValue : minimumValue }
        guard next != value else { return false }
        value = next
        actions.forEach { $0() }
        return true
    }

    private func updateButtons() {
        decrementButton.isEnabled = isEnabled && (wraps || value > minimumValue)
        incrementButton.isEnabled = isEnabled && (wraps || value < maximumValue)
    }

    private func layoutButtons() {
        let half = frame.width / 2
        decrementButton.frame = CGRect(x: 0, y: 0, width: half, height: frame.height)
        incrementButton.frame = CGRect(x: half, y: 0, width: half, height: frame.height)
    }
}
