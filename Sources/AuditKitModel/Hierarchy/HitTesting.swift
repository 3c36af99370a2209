import Foundation

/// A vector in points, like CoreGraphics' `CGVector` (which Foundation on Linux does not have):
/// the offsets of `coordinate(withNormalizedOffset:)` and `withOffset(_:)`.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// Creates a vector from `Double`s.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// Creates a vector from `Int`s.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// The zero vector.
    public static let zero = CGVector(dx: 0.0, dy: 0.0)
    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}

/// A point on the screen, relative to an element, like `XCUICoordinate`: made by
/// ``HeadlessElement/coordinate(withNormalizedOffset:)`` or
/// ``HeadlessApplication/coordinate(withNormalizedOffset:)``, moved by ``withOffset(_:)``, tapped
/// with ``tap()``.
public struct HeadlessCoordinate: CustomStringConvertible {
    let app: HeadlessApplication
    /// The element the point is relative to; `nil` for the application.
    public let referencedElement: HeadlessElement?
    let normalizedOffset: CGVector
    let pointsOffset: CGVector

    /// The point in screen coordinates (points) now: the element's frame origin plus the normalized
    /// offset times its size, plus the offset in points. The element's frame is `.zero` when it
    /// does not exist.
    public var screenPoint: CGPoint {
        let frame = referencedElement?.frame ?? app.frame
        return CGPoint(
            x: frame.minX + normalizedOffset.dx * frame.width + pointsOffset.dx,
            y: frame.minY + normalizedOffset.dy * frame.height + pointsOffset.dy)
    }

    /// This point moved by `offset` (points), like `XCUICoordinate.withOffset(_:)`.
    public func withOffset(_ offset: CGVector) -> HeadlessCoordinate {
        HeadlessCoordinate(
            app: app, referencedElement: referencedElement, normalizedOffset: normalizedOffset,
            pointsOffset: CGVector(dx: pointsOffset.dx + offset.dx, dy: pointsOffset.dy + offset.dy))
    }

    /// Taps the screen at ``screenPoint``, as UIKit delivers a touch: to the front-most view there
    /// that receives touches, handled by it or the nearest view around it that handles a tap (see
    /// ``HeadlessElement/tap()``). Returns whether a handler ran; a tap where nothing handles it
    /// does nothing, as on a device. Never fails a test.
    @discardableResult
    public func tap() -> Bool {
        guard let handler = app.touchHandler(at: screenPoint) else { return false }
        return app.deliverTap(to: handler)
    }

    /// The point, such as `(195.0, 422.0) in Buttons['Pay']`.
    public var description: String {
        let point = screenPoint
        return "(\(point.x), \(point.y)) in \(referencedElement?.description ?? "Application")"
    }
}

extension HeadlessElement {
    /// A point in the element's frame: `CGVector(dx: 0.5, dy: 0.5)` is its middle, `(0, 0)` its top
    /// left corner, like `XCUIElement.coordinate(withNormalizedOffset:)`.
    public func coordinate(withNormalizedOffset offset: CGVector) -> HeadlessCoordinate {
        HeadlessCoordinate(app: app, referencedElement: self, normalizedOffset: offset, pointsOffset: .zero)
    }

    /// Whether the element does not exist, answered at once, like
    /// `XCUIElement.waitForNonExistence(timeout:)`: the model has no run loop of its own, so nothing
    /// disappears while waiting, and `timeout` (seconds) is not waited.
    ///
    /// - Parameter timeout: Ignored (XCUITest waits up to this many seconds).
    /// - Returns: `!exists`.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool { !exists }

    /// Whether the element has keyboard focus, like `XCUIElement.hasFocus`: it is the text field or
    /// text view last tapped or typed into, and still in the app's views (wherever it is scrolled).
    public var hasFocus: Bool {
        let live = app.liveSnapshot()
        guard let id = resolve(live), let focused = app.focusedView else { return false }
        return live.objects[id] === focused
    }
}

extension HeadlessApplication {
    /// A point in the application's frame (the screen), like
    /// `XCUIApplication.coordinate(withNormalizedOffset:)`.
    public func coordinate(withNormalizedOffset offset: CGVector) -> HeadlessCoordinate {
        HeadlessCoordinate(app: self, referencedElement: nil, normalizedOffset: offset, pointsOffset: .zero)
    }

    /// Taps the middle of the screen, like `XCUIApplication.tap()`: the view there that handles a
    /// tap (see ``HeadlessElement/tap()``) gets it. Returns whether a handler ran; never fails.
    @_disfavoredOverload
    @discardableResult
    public func tap() -> Bool { coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap() }

    /// Why `app.typeText(_:)` cannot type now, or `nil` when it can: no text field or text view has
    /// keyboard focus (none was tapped or typed into, or it left the screen, was disabled, or is
    /// not editable).
    public func validateTypeText() -> ElementInteractionFailure? {
        if let view = focusedView, Self.acceptsText(view) { return nil }
        return ElementInteractionFailure(interaction: .typeText, reason: .noKeyboardFocus, query: "Application")
    }

    /// Types `text` into the text field or text view with keyboard focus (the one last tapped or
    /// typed into), like `XCUIApplication.typeText(_:)`. Returns `false`, typing nothing, when
    /// ``validateTypeText()`` says why. The core's non-failing form; with
    /// `AuditKitLinuxTestSupport` imported, `typeText(_:)` in a test fails it at your line instead.
    @_disfavoredOverload
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        guard validateTypeText() == nil, let view = focusedView else { return false }
        return HeadlessElement.type(text, into: view)
    }

    private static func acceptsText(_ view: View) -> Bool {
        if let field = view as? TextField { return field.isEnabled && field.isUserInteractionEnabled }
        if let textView = view as? TextView { return textView.isEditable && textView.isUserInteractionEnabled }
        return false
    }

    /// The view a touch at `point` (screen coordinates) reaches, as UIKit's `hitTest(_:with:)`
    /// finds it: from the application down, the front-most (last) subview that is visible (not
    /// hidden, alpha 0.01 or more), receives touches (`isUserInteractionEnabled`) and whose frame
    /// holds the point, then its subviews likewise; the deepest such view.
    func hitTest(_ point: CGPoint) -> View? {
        guard process.state == .runningForeground else { return nil }
        var current: View = process.applicationView
        guard current.frame.contains(point) else { return nil }
        var steps = 0
        descend: while steps < 1_000_000 {
            steps += 1
            for subview in current.subviews.reversed() {
                guard !subview.isHidden, subview.alpha >= 0.01, subview.isUserInteractionEnabled else { continue }
                let frame = subview.frameInScreen
                guard frame.isFiniteRect, frame.contains(point) else { continue }
                current = subview
                continue descend
            }
            break
        }
        return current === process.applicationView ? nil : current
    }

    /// The view that handles a tap at `point`: the view hit (``hitTest(_:)``) or the nearest view
    /// around it that is a ``Control`` or has an enabled tap gesture, as a touch reaches a control or
    /// the gesture recognizers of the views it lies in; `nil` when none does.
    func touchHandler(at point: CGPoint) -> View? {
        var view = hitTest(point)
        var steps = 0
        while let current = view, !(current is ApplicationRootView), steps < 1_000_000 {
            if current is Control || current is TextView || current.isInteractive { return current }
            view = current.superview
            steps += 1
        }
        return nil
    }

    /// Runs `view`'s tap (a control's actions, tap gestures); a text field or text view takes
    /// keyboard focus instead (its actions run as text is typed). Returns whether anything ran or
    /// took focus.
    func deliverTap(to view: View) -> Bool {
        if view is TextField || view is TextView {
            guard Self.acceptsText(view) else { return false }
            focusedView = view
            return true
        }
        return view.performDefaultAction()
    }
}
