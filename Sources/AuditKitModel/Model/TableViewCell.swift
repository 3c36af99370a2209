import Foundation

/// A table view cell (`UITableViewCell`) of the subtitle style: a title, an optional detail line
/// below it, and an accessory at the trailing edge.
///
/// UIKit's accessibility defaults: the cell is one element (its labels are not reached separately);
/// its label joins the texts of its labels with ", " ("Wi-Fi, Home"); it has `.button` when it shows a
/// disclosure indicator or reacts to selection (``onSelect`` while `isUserInteractionEnabled`), and
/// `.selected` when it shows a checkmark or ``isSelected``. An accessory control (a ``Switch`` in
/// ``accessoryView``) lends the cell its value and traits, and activation operates it: VoiceOver reads
/// "Notifications, Switch button, Off". UI tests see the cell as `.cell`.
///
/// The labels follow UIKit's subtitle-style cell (`UIListContentConfiguration.subtitleCell()`):
/// title `.body`, detail `.subheadline`, both in `.label`, both following Dynamic Type and wrapping
/// (`numberOfLines = 0`), the row growing with them. (A `.value1` cell's gray `.secondaryLabel`
/// detail is 3.4:1 on white and fails WCAG's ``AuditThresholds/textContrastRatio``: set it yourself
/// and the contrast audit says so.)
open class TableViewCell: View {
    /// What the cell shows at its trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: String, Hashable, Codable, Sendable {
        /// Nothing (`.none`).
        case none
        /// A chevron: selecting the cell shows more (`.disclosureIndicator`); adds `.button`.
        case disclosureIndicator
        /// A checkmark: the cell is chosen (`.checkmark`); adds `.selected`.
        case checkmark
    }

    /// The title label (`textLabel`).
    public let textLabel: Label
    /// The detail label under the title (`detailTextLabel`); draws nothing while its text is `nil`.
    public let detailTextLabel: Label
    /// A view at the trailing edge, such as a ``Switch`` (`accessoryView`); replaces ``accessoryType``'s mark.
    open var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            layoutContent()
        }
    }
    /// The standard accessory (`accessoryType`; default `.none`).
    open var accessoryType: AccessoryType = .none
    /// Whether the cell is selected (`isSelected`); adds `.selected`.
    open var isSelected = false
    /// What selecting the cell does (the table view delegate's `didSelectRowAt`); `nil` when rows
    /// are not selectable.
    open var onSelect: (() -> Void)?
    /// The cell's frame; setting it lays the labels and accessory out again.
    open override var frame: CGRect { didSet { layoutContent() } }

    /// Creates a cell showing `text` and, below it, `detailText` (default size: 390 × 44 pt).
    public init(
        text: String? = nil, detailText: String? = nil,
        frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 44)
    ) {
        textLabel = Label(text: text)
        detailTextLabel = Label(text: detailText)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        textLabel.font = .preferredFont(forTextStyle: .body)
        textLabel.adjustsFontForContentSizeCategory = true
        detailTextLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailTextLabel.adjustsFontForContentSizeCategory = true
        textLabel.numberOfLines = 0
        detailTextLabel.numberOfLines = 0
        addSubviews(textLabel, detailTextLabel)
        layoutContent()
    }

    /// The accessory view when it is an enabled-or-not ``Control`` (a switch), else `nil`.
    private var accessoryControl: Control? { accessoryView as? Control }

    /// `true`: a cell is one element.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The texts of its visible labels with content, joined with ", ": the title, the detail, and any
    /// ``Label`` added directly to the cell or as its accessory view, in subview order (labels nested
    /// deeper are not read).
    open override var defaultAccessibilityLabel: String? {
        let texts = subviews.compactMap { view -> String? in
            guard let label = view as? Label, !label.isHidden, label.alpha >= 0.01,
                let text = label.accessibilityLabel, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            else { return nil }
            return text
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    /// The accessory control's value (a switch's "0"/"1"), if any.
    open override var defaultAccessibilityValue: String? { accessoryControl?.accessibilityValue }
    /// `.button` for a disclosure indicator or a selection action, `.selected` for a checkmark or a
    /// selected cell, plus an accessory control's traits.
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if let control = accessoryControl { traits.formUnion(control.accessibilityTraits) }
        if accessoryType == .disclosureIndicator && accessoryView == nil { traits.insert(.button) }
        if isUserInteractionEnabled && onSelect != nil { traits.insert(.button) }
        if isSelected || (accessoryType == .checkmark && accessoryView == nil) { traits.insert(.selected) }
        return traits
    }
    /// `.cell`.
    open override var elementType: ElementType { .cell }
    /// Interactive when selectable (``onSelect``), when its accessory control is, or with a tap gesture.
    open override var isInteractive: Bool {
        guard isUserInteractionEnabled else { return false }
        return onSelect != nil || accessoryControl?.isInteractive == true || super.isInteractive
    }

    /// A tap or VoiceOver's activation: runs ``onSelect``; without one, operates the accessory control
    /// (toggles a switch); else the tap gestures. Returns whether anything ran.
    @discardableResult
    open override func performDefaultAction() -> Bool {
        guard isUserInteractionEnabled else { return false }
        if let onSelect {
            onSelect()
            return true
        }
        if let control = accessoryControl, control.isInteractive { return control.accessibilityActivate() }
        return super.performDefaultAction()
    }

    private func layoutContent() {
        let accessoryWidth = accessoryView.map { $0.frame.width + 16 } ?? (accessoryType == .none ? 0 : 38)
        let width = max(frame.width - 16 - 16 - accessoryWidth, 0)
        let hasDetail = !(detailTextLabel.text ?? "").isEmpty
        let titleHeight = hasDetail ? frame.height * 0.55 : frame.height
        textLabel.frame = CGRect(x: 16, y: 0, width: width, height: titleHeight)
        detailTextLabel.frame = CGRect(x: 16, y: titleHeight, width: width, height: frame.height - titleHeight)
        if let accessory = accessoryView {
            accessory.frame.origin = CGPoint(
                x: frame.width - 16 - accessory.frame.width,
                y: ((frame.height - accessory.frame.height) / 2).rounded())
        }
    }
}
