import Foundation

/// One element found by a query, like `XCUIElement`: resolved afresh each time you read it.
///
/// The interactions here (``tap()``, ``typeText(_:)``, the swipes,
/// ``adjust(toNormalizedSliderPosition:)``) never fail a test: they return whether they acted, for
/// code that is not a test. In a test, `import AuditKitLinuxTestSupport` brings forms with the
/// same names that fail the test at your line, as XCUITest does, when the element is missing,
/// ambiguous or disabled (``validate(_:)`` says why), or when no event can land on it once scrolled
/// into view (it is not ``isHittable`` there); they are preferred where both are visible.
public struct HeadlessElement: CustomStringConvertible, ElementTypeQueryProvider {
    let app: HeadlessApplication
    let query: String
    let resolve: (LiveSnapshot) -> Int?
    /// All matches of the query, for an element that must be unique to be operated (a subscript).
    let matches: ((LiveSnapshot) -> [Int])?
    /// The elements the query searched among, for messages.
    let input: ((LiveSnapshot) -> [Int])?
    /// The element's snapshot when it stands for one element of one snapshot (the value a
    /// predicate of `matching(_:)` is evaluated with), read instead of a fresh snapshot.
    var pinned: ElementSnapshot?

    init(
        app: HeadlessApplication, description: String, input: ((LiveSnapshot) -> [Int])? = nil,
        resolve: @escaping (LiveSnapshot) -> Int?
    ) {
        self.app = app
        self.query = description
        self.resolve = resolve
        self.matches = nil
        self.input = input
    }

    /// An element standing for the first of `matches`, that interactions operate only when it is
    /// the only match.
    init(
        app: HeadlessApplication, description: String, input: ((LiveSnapshot) -> [Int])? = nil,
        requiresUniqueMatch: Bool, matches: @escaping (LiveSnapshot) -> [Int]
    ) {
        self.app = app
        self.query = description
        self.resolve = { matches($0).first }
        self.matches = requiresUniqueMatch ? matches : nil
        self.input = input
    }

    /// The query that finds this element, such as `Buttons['New Quote']`.
    public var description: String { query }

    /// The element's snapshot now, or `nil` if it does not exist.
    public var snapshot: ElementSnapshot? {
        if let pinned { return pinned }
        let live = app.liveSnapshot()
        return resolve(live).map { live.hierarchy.elements[$0] }
    }

    /// Whether the element exists now.
    public var exists: Bool { snapshot != nil }
    /// The label ("" if none or missing, as XCUIElement).
    public var label: String { snapshot?.label ?? "" }
    /// The identifier ("" if none or missing).
    public var identifier: String { snapshot?.identifier ?? "" }
    /// The raw value, typed `Any?` as `XCUIElement.value` is, so that `element.value as? String`
    /// reads as in XCUITest: the accessibility value as a `String` (a switch's `"1"`, a slider's
    /// `"50%"`, a text field's text), or `nil` when it has none or the element is missing.
    public var value: Any? { snapshot?.value }
    /// The placeholder, for text fields.
    public var placeholderValue: String? { snapshot?.placeholderValue }
    /// The type.
    public var elementType: ElementType? { snapshot?.elementType }
    /// The frame in screen coordinates (points); `.zero` if missing.
    public var frame: CGRect { snapshot?.frame ?? .zero }
    /// Whether it is enabled.
    public var isEnabled: Bool { snapshot?.isEnabled ?? false }
    /// Whether it is selected (has `.selected`).
    public var isSelected: Bool { snapshot?.traits?.contains(.selected) ?? false }

    /// This element, operated even when its query matches several elements (the first of them),
    /// like `XCUIElement.firstMatch`.
    public var firstMatch: HeadlessElement {
        HeadlessElement(app: app, description: "\(query).firstMatch", input: input, resolve: resolve)
    }

    /// Whether a tap would reach the element now: it exists, is visible, is enabled, and part of its
    /// frame is on the screen (the application's frame) and inside every scroll view around it.
    ///
    /// Stricter than XCUITest's `isHittable`, which also answers `true` for a disabled element and
    /// tests the element's hit point against what covers it: the model does not test occlusion by
    /// other views, and counts a disabled element as not hittable. The taps, swipes, typing and
    /// slider moves look for the same hit point (``ElementInteractionFailure/HitPointProblem``) once
    /// they have scrolled the element into view, refuse an element without one, and act there.
    public var isHittable: Bool {
        let live = app.liveSnapshot()
        guard let id = resolve(live), let element = live.hierarchy[id], element.isEnabled != false else { return false }
        if case .point = Self.hitPoint(of: id, in: live) { return true }
        return false
    }

    /// Where an event lands on an element, or why none can.
    enum HitPoint: Equatable {
        /// The point, in screen coordinates (points).
        case point(CGPoint)
        /// Why no event can land on it.
        case problem(ElementInteractionFailure.HitPointProblem)
    }

    /// Where an event lands on element `id` of `live` where it is now: the middle of the part of its
    /// frame inside every scroll view around it (``ScrollView`` clips its content) and on the screen;
    /// or why no event can. The one computation behind ``isHittable`` and the interactions (which
    /// scroll the element into view first), so the two never disagree.
    static func hitPoint(of id: Int, in live: LiveSnapshot) -> HitPoint {
        guard let element = live.hierarchy[id] else { return .problem(.noFrame) }
        if element.isVisible == false { return .problem(.notVisible) }
        guard var shown = element.frame, shown.isFiniteRect else { return .problem(.noFrame) }
        guard shown.width > 0, shown.height > 0 else { return .problem(.noArea) }
        for ancestor in live.hierarchy.ancestors(of: id)
        where live.objects.indices.contains(ancestor.id) && live.objects[ancestor.id] is ScrollView {
            guard let clip = ancestor.frame, clip.isFiniteRect else { continue }
            shown = shown.intersection(clip)
            if shown.isNull || shown.width <= 0 || shown.height <= 0 { return .problem(.offScreen) }
        }
        guard let screen = live.hierarchy.screenFrame, !shown.isOffScreen(screen) else { return .problem(.offScreen) }
        let onScreen = shown.intersection(screen)
        guard !onScreen.isNull, onScreen.width > 0, onScreen.height > 0 else { return .problem(.offScreen) }
        return .point(CGPoint(x: onScreen.midX, y: onScreen.midY))
    }

    /// Whether the element exists, answered at once: the model has no run loop, so nothing appears
    /// while waiting, and `timeout` (seconds) is not waited. Kept so XCUITest code ports unchanged.
    ///
    /// - Parameter timeout: Ignored (XCUITest waits up to this many seconds).
    /// - Returns: ``exists``.
    public func waitForExistence(timeout: TimeInterval) -> Bool { exists }

    // MARK: Interactions

    /// Why `interaction` cannot act on the element now, or `nil` when it can.
    ///
    /// Every interaction needs the element to exist and, for an element from a subscript or
    /// ``ElementQuery/element``, to be the only match. A tap also needs it enabled; typing needs an
    /// enabled, editable ``TextField`` or ``TextView`` that receives touches; adjusting needs an
    /// enabled ``Slider``.
    public func validate(_ interaction: ElementInteractionFailure.Interaction) -> ElementInteractionFailure? {
        guard case .failure(let failure) = validate(interaction, in: app.liveSnapshot()) else { return nil }
        return failure
    }

    /// The failure of `interaction` for `reason`, listing what the query searched in `live`.
    private func failure(
        _ interaction: ElementInteractionFailure.Interaction, _ reason: ElementInteractionFailure.Reason,
        in live: LiveSnapshot
    ) -> ElementInteractionFailure {
        let inputIDs = input?(live) ?? []
        return ElementInteractionFailure(
            interaction: interaction, reason: reason, query: query,
            input: inputIDs.prefix(ElementInteractionFailure.inputLimit).map { live.hierarchy.elements[$0].summary },
            inputCount: inputIDs.count)
    }

    /// The id in `live` of the element `interaction` can act on, or why it cannot.
    private func validate(_ interaction: ElementInteractionFailure.Interaction, in live: LiveSnapshot)
        -> Result<Int, ElementInteractionFailure>
    {
        func failure(_ reason: ElementInteractionFailure.Reason) -> Result<Int, ElementInteractionFailure> {
            .failure(self.failure(interaction, reason, in: live))
        }
        if let matches {
            let count = matches(live).count
            if count > 1 { return failure(.multipleMatches(count: count)) }
        }
        guard let id = resolve(live), live.objects.indices.contains(id) else { return failure(.noMatches) }
        let element = live.hierarchy.elements[id]
        let object = live.objects[id]
        switch interaction {
        case .tap:
            if element.isDisabled { return failure(.notEnabled) }
        case .typeText:
            if let field = object as? TextField {
                if !field.isEnabled { return failure(.notEnabled) }
                if !field.isUserInteractionEnabled { return failure(.noKeyboardFocus) }
            } else if let view = object as? TextView {
                if !view.isEditable || !view.isUserInteractionEnabled { return failure(.noKeyboardFocus) }
            } else {
                return failure(.noKeyboardFocus)
            }
        case .swipe:
            break
        case .adjust:
            guard let slider = object as? Slider else { return failure(.notAdjustable) }
            if !slider.isEnabled { return failure(.notEnabled) }
        }
        return .success(id)
    }

    /// Validates `interaction`, scrolls the element into view inside its scroll views (as XCUITest
    /// does before it synthesizes an event at an element), and finds where an event lands on it
    /// there (``hitPoint(of:in:)``, the computation behind ``isHittable``). Returns the failure, or
    /// the snapshot after scrolling, the element's id in it and the point. Without `synthesizing`
    /// (keys typed into a field that already has focus) it neither scrolls nor looks for a point
    /// (`point` is `nil`).
    func reach(_ interaction: ElementInteractionFailure.Interaction, synthesizing: Bool = true)
        -> Result<(live: LiveSnapshot, id: Int, point: CGPoint?), ElementInteractionFailure>
    {
        let before = app.liveSnapshot()
        let found: Int
        switch validate(interaction, in: before) {
        case .failure(let invalid): return .failure(invalid)
        case .success(let id): found = id
        }
        guard synthesizing else { return .success((before, found, nil)) }
        var live = before
        var id = found
        if app.scrollToVisible(found, in: before) {
            // Scrolling moves frames, not elements: the same object, found again in a new snapshot.
            let object = before.objects[found]
            live = app.liveSnapshot()
            guard let again = live.objects.firstIndex(where: { $0 === object }) else {
                return .failure(failure(interaction, .noMatches, in: live))
            }
            id = again
        }
        switch Self.hitPoint(of: id, in: live) {
        case .point(let point):
            return .success((live, id, point))
        case .problem(let problem):
            let element = live.hierarchy.elements[id].summary
            return .failure(failure(interaction, .notHittable(problem, element: element), in: live))
        }
    }

    /// Taps the element, reporting why it could not: what ``tap()`` does, with the failure the
    /// test-support module records. `acted` is whether the tap ran something.
    package func tapReportingFailure() -> (failure: ElementInteractionFailure?, acted: Bool) {
        switch reach(.tap) {
        case .failure(let failure): return (failure, false)
        case .success(let (live, id, point)):
            let object = live.objects[id]
            if object is View, let point, let handler = app.touchHandler(at: point) {
                return (nil, app.deliverTap(to: handler))
            }
            if let view = object as? View, view.isInteractive || view is Control {
                return (nil, app.deliverTap(to: view))
            }
            return (nil, object.accessibilityActivate())
        }
    }

    /// Taps the element: scrolls it into view inside its scroll views (as XCUITest does), then
    /// delivers the tap as UIKit does: at its hit point (the middle of the part of its frame, its
    /// accessibility frame when set, on the screen and inside its scroll views: the point
    /// ``isHittable`` finds), to the front-most view there that receives touches (visible, user
    /// interaction enabled: a ``Label`` or an ``ImageView`` does not), or the nearest view around it
    /// that handles a tap (a ``Control``, a view with a tap gesture). A tap on a label inside a
    /// tappable row reaches the row; a tap on a view covered by another reaches the one on top. A
    /// text field or text view tapped takes keyboard focus. An element that is not a view, or whose
    /// point reaches no handler, is activated (`accessibilityActivate()`).
    ///
    /// Returns `false`, doing nothing, when ``validate(_:)`` finds a reason (missing, several
    /// matches, disabled), when no tap can land on the element once scrolled into view (it is not
    /// ``isHittable`` there: a frame with no area or not finite, or one outside the screen with no
    /// scroll view to bring it in; ``ElementInteractionFailure/HitPointProblem``), or when the tap
    /// ran nothing. This is the core's non-failing form; with `AuditKitLinuxTestSupport` imported,
    /// `tap()` in a test fails it at your line instead.
    @_disfavoredOverload
    @discardableResult
    public func tap() -> Bool { tapReportingFailure().acted }

    /// Types `text` at the end of a ``TextField`` or ``TextView``, then runs the field's actions (a
    /// text field's `addAction` closures; a text view has none), as the keyboard would. The field
    /// keeps keyboard focus, so `app.typeText(_:)` types into it next.
    ///
    /// Returns `false`, typing nothing, when ``validate(_:)`` finds a reason: missing, ambiguous, not
    /// a text field or text view, disabled, not editable or not receiving touches; or when the field
    /// does not have keyboard focus and no tap could give it (it is not ``isHittable`` once
    /// scrolled into view). The core's non-failing form; with `AuditKitLinuxTestSupport` imported,
    /// `typeText(_:)` in a test fails it.
    @_disfavoredOverload
    @discardableResult
    public func typeText(_ text: String) -> Bool { typeTextReportingFailure(text).acted }

    /// Types `text` into the element, reporting why it could not: what ``typeText(_:)`` does, with
    /// the failure the test-support module records.
    package func typeTextReportingFailure(_ text: String) -> (failure: ElementInteractionFailure?, acted: Bool) {
        // A field with keyboard focus takes the keys wherever it is; one without it takes focus as a tap would.
        switch reach(.typeText, synthesizing: !hasFocus) {
        case .failure(let failure): return (failure, false)
        case .success(let (live, id, _)):
            guard let view = live.objects[id] as? View else { return (nil, false) }
            app.focusedView = view
            return (nil, Self.type(text, into: view))
        }
    }

    /// Appends `text` to a text field (then runs its actions, as the keyboard would) or a text view.
    static func type(_ text: String, into view: View) -> Bool {
        if let field = view as? TextField {
            field.text = (field.text ?? "") + text
            field.actions.forEach { $0() }
            return true
        }
        if let textView = view as? TextView {
            textView.text = (textView.text ?? "") + text
            return true
        }
        return false
    }

    /// Swipes up on the element: the innermost ``ScrollView`` at it (the element itself, or one
    /// around it) that can move shows the next page of its content below. Returns whether content
    /// moved; `false`, doing nothing, when the element is missing or ambiguous, or no swipe can
    /// start on it (it is not ``isHittable`` once scrolled into view). The core's non-failing form
    /// (see ``tap()``).
    @_disfavoredOverload
    @discardableResult
    public func swipeUp() -> Bool { swipe(.up) }
    /// Swipes down on the element: its scroll view shows the page of content above. See ``swipeUp()``.
    @_disfavoredOverload
    @discardableResult
    public func swipeDown() -> Bool { swipe(.down) }
    /// Swipes left on the element: its scroll view shows the page of content to the right. See ``swipeUp()``.
    @_disfavoredOverload
    @discardableResult
    public func swipeLeft() -> Bool { swipe(.left) }
    /// Swipes right on the element: its scroll view shows the page of content to the left. See ``swipeUp()``.
    @_disfavoredOverload
    @discardableResult
    public func swipeRight() -> Bool { swipe(.right) }

    private func swipe(_ direction: SwipeDirection) -> Bool { swipeReportingFailure(direction).acted }

    /// Swipes on the element, reporting why it could not: what ``swipeUp()`` and its siblings do,
    /// with the failure the test-support module records. A swipe starts at the element's hit
    /// point, so an element that is not ``isHittable`` once scrolled into view is refused.
    package func swipeReportingFailure(_ direction: SwipeDirection) -> (
        failure: ElementInteractionFailure?, acted: Bool
    ) {
        switch reach(.swipe) {
        case .failure(let failure): return (failure, false)
        case .success(let (live, id, _)): return (nil, app.scroll(direction, from: id, in: live))
        }
    }

    /// The slider's position in its range, 0...1 (`XCUIElement.normalizedSliderPosition`); 0 when the
    /// element is not a ``Slider`` or its range is empty.
    public var normalizedSliderPosition: Double {
        let live = app.liveSnapshot()
        guard let id = resolve(live), let slider = live.objects[id] as? Slider else { return 0 }
        let range = slider.maximumValue - slider.minimumValue
        guard range.isFinite, range > 0, slider.value.isFinite else { return 0 }
        return min(max((slider.value - slider.minimumValue) / range, 0), 1)
    }

    /// Moves a ``Slider`` to `position` of its range (0...1, clamped), then runs its actions, as a
    /// drag would (`XCUIElement.adjust(toNormalizedSliderPosition:)`). Returns `false`, changing
    /// nothing, when ``validate(_:)`` finds a reason, or when the slider is not ``isHittable`` once
    /// scrolled into view. The core's non-failing form (see ``tap()``).
    @_disfavoredOverload
    @discardableResult
    public func adjust(toNormalizedSliderPosition position: Double) -> Bool {
        adjustReportingFailure(toNormalizedSliderPosition: position).acted
    }

    /// Moves the slider, reporting why it could not: what ``adjust(toNormalizedSliderPosition:)``
    /// does, with the failure the test-support module records. The drag starts at the slider's hit
    /// point, so a slider that is not ``isHittable`` once scrolled into view is refused.
    package func adjustReportingFailure(toNormalizedSliderPosition position: Double) -> (
        failure: ElementInteractionFailure?, acted: Bool
    ) {
        switch reach(.adjust) {
        case .failure(let failure): return (failure, false)
        case .success(let (live, id, _)):
            guard let slider = live.objects[id] as? Slider, position.isFinite else { return (nil, false) }
            let clamped = min(max(position, 0), 1)
            slider.value = slider.minimumValue + clamped * (slider.maximumValue - slider.minimumValue)
            slider.actions.forEach { $0() }
            return (nil, true)
        }
    }

    // MARK: Queries

    /// Elements of `type` (``ElementType/any``: every type) inside this one, in the automation
    /// view, in depth-first order.
    public func descendants(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(
            app: app, description: "\(query).\(type.queryName)",
            input: { live in base(live).map { [$0] } ?? [] }
        ) { live in
            guard let id = base(live) else { return [] }
            return live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst()
                .filter { $0.isInAutomationView && type.matches($0.elementType) }.map(\.id)
        }
    }

    /// Elements of `type` (``ElementType/any``: every type) directly inside this one, in the
    /// automation view.
    public func children(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(
            app: app, description: "\(query).children(\(type.xcuiName))",
            input: { live in base(live).map { [$0] } ?? [] }
        ) { live in
            guard let id = base(live) else { return [] }
            return live.hierarchy.elements[id].automationChildren.filter {
                live.hierarchy.elements[$0].isInAutomationView && type.matches(live.hierarchy.elements[$0].elementType)
            }
        }
    }
}
