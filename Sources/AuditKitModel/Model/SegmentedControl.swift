import Foundation

/// A segmented control (`UISegmentedControl`): a row of segments, one selected.
///
/// UIKit's accessibility defaults: the control is a container, not an element; each segment is a
/// button-like element (``SegmentButton``, trait `.button`) labelled with its title, and the chosen
/// one gains `.selected` (VoiceOver reads "Selected, Day, Button"). UI tests see the container as
/// `.segmentedControl` with the segments as buttons inside. Tapping or activating a segment selects
/// it and runs the control's actions (`.valueChanged`).
///
/// Segment titles are drawn as UIKit draws them: 13 pt medium, fixed, one line. That size does not
/// follow Dynamic Type, so the `dynamicType` audit reports it; set ``titleFont`` to a text-style font
/// with ``adjustsFontForContentSizeCategory`` (as `setTitleTextAttributes` with a preferred font does).
open class SegmentedControl: Control {
    /// `UISegmentedControl.noSegment`: no segment is selected.
    public static let noSegment = -1

    /// The segment buttons, one per title, sharing the control's width equally.
    public private(set) var segmentButtons: [SegmentButton] = []
    /// The segments' images (`setImage(_:forSegmentAt:)`); `nil` where a segment has none.
    private var images: [Image?] = []

    /// The segments' titles, leading to trailing; setting them rebuilds the segments (images are kept by index).
    open var segments: [String] { didSet { rebuild() } }
    /// The selected segment's index, or ``noSegment`` (`selectedSegmentIndex`). An index out of range
    /// selects nothing.
    open var selectedSegmentIndex: Int { didSet { updateSelection() } }
    /// The segment titles' font. Default: 13 pt medium, fixed (UIKit's).
    open var titleFont: Font = .systemFont(ofSize: 13, weight: .medium) { didSet { updateFonts() } }
    /// Whether the titles' font follows the content size category. Default `false` (UIKit's).
    open var adjustsFontForContentSizeCategory = false { didSet { updateFonts() } }
    /// Whether the control responds; a disabled control's segments gain `.notEnabled`.
    open override var isEnabled: Bool { didSet { segmentButtons.forEach { $0.isEnabled = isEnabled } } }
    /// The control's frame; setting it lays the segments out again.
    open override var frame: CGRect { didSet { layoutSegments() } }

    /// Creates a segmented control with `segments` titles and `selectedSegmentIndex` chosen.
    public init(segments: [String], selectedSegmentIndex: Int = SegmentedControl.noSegment, frame: CGRect = .zero) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        super.init(frame: frame)
        rebuild()
    }

    /// `false`: the segments are the elements.
    open override var defaultIsAccessibilityElement: Bool { false }
    /// No traits of its own (its segments carry them).
    open override var defaultAccessibilityTraits: AccessibilityTraits { [] }
    /// `.segmentedControl`.
    open override var elementType: ElementType { .segmentedControl }
    /// The container itself is not tapped; its segments are.
    open override var isInteractive: Bool { false }

    /// The title of the segment at `index`, or `nil` when out of range (`titleForSegment(at:)`).
    public func titleForSegment(at index: Int) -> String? { segments.indices.contains(index) ? segments[index] : nil }

    /// Sets the image of the segment at `index` (`setImage(_:forSegmentAt:)`); out of range is ignored.
    /// A segment with an image and an empty title is labelled as ``Button`` labels an image button.
    public func setImage(_ image: Image?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        images[index] = image
        segmentButtons[index].image = image
    }

    /// Selects the segment at `index` as a tap does, then runs the actions. Returns whether it selected
    /// (`false` when disabled or out of range).
    @discardableResult
    public func selectSegment(at index: Int) -> Bool {
        guard isEnabled, isUserInteractionEnabled, segments.indices.contains(index) else { return false }
        selectedSegmentIndex = index
        actions.forEach { $0() }
        return true
    }

    private func rebuild() {
        segmentButtons.forEach { $0.removeFromSuperview() }
        images = segments.indices.map { images.indices.contains($0) ? images[$0] : nil }
        segmentButtons = segments.enumerated().map { index, title in
            let button = SegmentButton(title: title, index: index)
            button.image = images[index]
            button.isEnabled = isEnabled
            button.addAction { [weak self] in self?.selectSegment(at: index) }
            addSubview(button)
            return button
        }
        updateFonts()
        updateSelection()
        layoutSegments()
    }

    private func updateSelection() {
        for (i, button) in segmentButtons.enumerated() { button.isSelected = i == selectedSegmentIndex }
    }

    private func updateFonts() {
        for button in segmentButtons {
            button.titleFont = titleFont
            button.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    private func layoutSegments() {
        layOutInEqualColumns(segmentButtons)
    }
}

/// One segment of a ``SegmentedControl``: a button labelled with the segment's title (one line,
/// `.label` colour), `.selected` when chosen. Its action selects it in its control.
open class SegmentButton: Button {
    /// The segment's position in its control, from 0.
    public let index: Int

    /// Creates the button for the segment titled `title` at `index`.
    public init(title: String, index: Int) {
        self.index = index
        super.init(title: title)
        titleColor = .label
        numberOfLines = 1
    }
}
