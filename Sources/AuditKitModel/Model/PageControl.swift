import Foundation

/// A page control (`UIPageControl`): the row of dots under a paged scroll view.
///
/// UIKit's accessibility defaults: one element, trait `.adjustable`, no label, value "page N of M"
/// (VoiceOver reads "page 1 of 3, Adjustable"; the value names it, so no label is needed).
/// VoiceOver's swipe up / down (``accessibilityIncrement()`` / ``accessibilityDecrement()``) moves
/// one page and runs the actions (`.valueChanged`), as does a tap (one page forward). UI tests see
/// it as `.pageIndicator`.
open class PageControl: Control {
    /// The number of pages (dots), 0 or more (`numberOfPages`); a negative value counts as 0.
    open var numberOfPages: Int {
        didSet { currentPage = Self.clamp(currentPage, pages: numberOfPages) }
    }
    /// The page shown, from 0 (`currentPage`); clamped to `0...numberOfPages - 1` as UIKit clamps it.
    open var currentPage: Int {
        didSet {
            let clamped = Self.clamp(currentPage, pages: numberOfPages)
            if clamped != currentPage { currentPage = clamped }
        }
    }

    /// Creates a page control with `numberOfPages` dots showing `currentPage` (from 0).
    public init(numberOfPages: Int = 0, currentPage: Int = 0, frame: CGRect = .zero) {
        self.numberOfPages = max(numberOfPages, 0)
        self.currentPage = Self.clamp(currentPage, pages: numberOfPages)
        super.init(frame: frame)
    }

    private static func clamp(_ page: Int, pages: Int) -> Int { min(max(page, 0), max(pages - 1, 0)) }

    /// "page N of M", N counted from 1 (UIKit's English value); `nil` when there are no pages.
    open override var defaultAccessibilityValue: String? {
        guard numberOfPages > 0 else { return nil }
        return "page \(currentPage + 1) of \(numberOfPages)"
    }
    /// `.adjustable`, plus the control's state traits.
    open override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }
    /// `.pageIndicator`.
    open override var elementType: ElementType { .pageIndicator }
    /// A page control is interactive while enabled: a tap changes the page.
    open override var isInteractive: Bool { isUserInteractionEnabled && isEnabled }
    /// A page control adjusts itself (VoiceOver's swipes change the page).
    open override var hasAccessibilityAdjustment: Bool { true }

    /// Moves to the next page (unless on the last), then runs the actions; a set
    /// ``AccessibilityObject/accessibilityIncrementHandler`` replaces this.
    open override func accessibilityIncrement() {
        if let handler = accessibilityIncrementHandler { return handler() }
        move(by: 1)
    }
    /// Moves to the previous page (unless on the first), then runs the actions; a set
    /// ``AccessibilityObject/accessibilityDecrementHandler`` replaces this.
    open override func accessibilityDecrement() {
        if let handler = accessibilityDecrementHandler { return handler() }
        move(by: -1)
    }
    /// A tap: one page forward (UIKit moves toward the tapped side; the model taps the trailing
    /// side), then the actions. Returns whether the page changed.
    @discardableResult
    open override func performDefaultAction() -> Bool { move(by: 1) }

    @discardableResult
    private func move(by step: Int) -> Bool {
        guard isEnabled, isUserInteractionEnabled, numberOfPages > 0 else { return false }
        let target = Self.clamp(currentPage + step, pages: numberOfPages)
        guard target != currentPage else { return false }
        currentPage = target
        actions.forEach { $0() }
        return true
    }
}
