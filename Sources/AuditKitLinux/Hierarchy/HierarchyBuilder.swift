import Foundation

/// A hierarchy built from live views, with the live object behind each element (for `tap()`).
struct LiveSnapshot {
    var hierarchy: AccessibilityHierarchy
    var objects: [AccessibilityObject]
}

/// Builds an ``AccessibilityHierarchy`` from headless views, following UIKit's rules (docs/architecture.md,
/// "The headless model"); path steps by ``AccessibilityHierarchy/assignPathComponents(_:roots:)``, as importers make them.
///
/// Every walk uses an explicit stack, so trees thousands of levels deep do not exhaust the call stack.
struct HierarchyBuilder {
    let settings: AccessibilitySettings
    private(set) var elements: [ElementSnapshot] = []
    private(set) var objects: [AccessibilityObject] = []
    private var ids: [ObjectIdentifier: Int] = [:]
    private var problems: [StructuralProblem] = []
    /// For each element, whether it is drawn, used when a view is reached only through a list.
    private var visible: [Bool] = []

    init(settings: AccessibilitySettings) { self.settings = settings }

    static func build(root: View, settings: AccessibilitySettings, sourceName: String? = nil) -> LiveSnapshot {
        let told = notifySettings(root: root, settings: settings)
        return build(root: root, settings: settings, sourceName: sourceName, viewCount: told.viewCount)
    }

    /// Builds the snapshot of views already told `settings` (``notifySettings(root:settings:)``).
    /// `viewCount`, the number of views told, sizes the tables.
    static func build(root: View, settings: AccessibilitySettings, sourceName: String?, viewCount: Int) -> LiveSnapshot
    {
        var builder = HierarchyBuilder(settings: settings)
        builder.reserveCapacity(viewCount)
        let rootID = builder.walkViewTree(root)
        builder.walkAccessibilityView(from: root)
        builder.walkAutomationView(from: root)
        builder.assignPathIndices()
        var hierarchy = AccessibilityHierarchy(
            elements: builder.elements, rootID: rootID, settings: settings,
            source: .init(kind: .headless, name: sourceName), problems: builder.problems)
        hierarchy.recordGeometryProblems()
        return LiveSnapshot(hierarchy: hierarchy, objects: builder.objects)
    }

    /// What telling the views their settings found.
    struct Notified {
        /// How many views were told.
        var viewCount: Int
        /// Whether a view of a class outside this library was told: its
        /// ``View/accessibilitySettingsDidChange(_:)`` may have changed any view (``View/mayReactToSettings``).
        var mayHaveChangedViews: Bool
    }

    /// Calls `accessibilitySettingsDidChange` on every view, parents first; a view may change its subviews.
    @discardableResult
    static func notifySettings(root: View, settings: AccessibilitySettings) -> Notified {
        var stack = [root]
        var seen = Set<ObjectIdentifier>()
        var changes = false
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
            if !changes, view.mayReactToSettings { changes = true }
            view.accessibilitySettingsDidChange(settings)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return Notified(viewCount: seen.count, mayHaveChangedViews: changes)
    }

    private mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
        objects.reserveCapacity(count)
        ids.reserveCapacity(count)
        visible.reserveCapacity(count)
    }

    // MARK: View tree

    private struct Context {
        /// What the parent read of this view (each getter of an `open` property costs a call and an
        /// exclusivity check, so the visit uses these instead of reading them again).
        var looks: Looks
        var parent: Int?
        var origin: CGPoint
        var alpha: Double
        var hidden: Bool
        var background: RGBA?
        var maximumCategory: ContentSizeCategory?
        var inSystemBar: Bool
    }

    /// The properties of a view that both its parent (to find the pictures later siblings are drawn
    /// over) and its own visit read, read once.
    private struct Looks {
        var frame: CGRect
        var isHidden: Bool
        var alpha: Double
        var displaysMedia: Bool

        init(_ view: View) {
            frame = view.frame
            isHidden = view.isHidden
            alpha = view.alpha
            displaysMedia = view.displaysMedia
        }
    }

    private mutating func walkViewTree(_ root: View) -> Int {
        let screen = Color.systemBackground.resolved(for: settings)
        var stack: [(View, Context)] = [
            (
                root,
                Context(
                    looks: Looks(root), parent: nil, origin: .zero, alpha: 1, hidden: false,
                    background: screen, maximumCategory: nil, inSystemBar: false)
            )
        ]
        var rootID = -1
        var children: [(View, Context)] = []  // one view's, front to back; reused
        while let (view, context) = stack.popLast() {
            if ids[ObjectIdentifier(view)] != nil { continue }
            // The element is filled here and appended once (not registered, then copied out and back).
            let id = elements.count
            ids[ObjectIdentifier(view)] = id
            if rootID < 0 { rootID = id }
            var (element, facts) = ownProperties(of: view, id: id)
            element.parent = context.parent
            if let parent = context.parent { elements[parent].children.append(id) }

            let looks = context.looks
            let alpha = context.alpha * (looks.alpha.isFinite ? min(max(looks.alpha, 0), 1) : 1)
            let hidden = context.hidden || looks.isHidden || alpha < 0.01
            // In screen coordinates; beyond ±largestPlausibleCoordinate (here or once offset) it is invalid.
            var frame =
                looks.frame.isFiniteRect
                ? looks.frame.offsetBy(dx: context.origin.x, dy: context.origin.y) : looks.frame
            if !looks.frame.isPlausibleFrame || !frame.isPlausibleFrame {
                problems.append(StructuralProblem(kind: .invalidFrame, container: context.parent, element: id))
                frame = CGRect(origin: .zero, size: .zero)
                element.frame = nil
            } else {
                element.frame = view.storedAccessibilityFrame.flatMap { $0.isPlausibleFrame ? $0 : nil } ?? frame
            }
            let own = view.backgroundColor?.resolved(for: settings)
            var background = context.background
            if let own, let behind = background {
                background = RGBA(red: own.red, green: own.green, blue: own.blue, alpha: own.alpha * alpha).composited(
                    over: behind)
            } else if let own, own.alpha >= 1, alpha >= 1 {
                background = own
            }
            var cap = context.maximumCategory  // the smaller of the inherited and own maximum, if any
            if let own = view.maximumContentSizeCategory { cap = cap.map { min($0, own) } ?? own }
            let inBar = context.inSystemBar || element.elementType.isSystemBar  // the view's `elementType`
            let image = view.displayedImage

            element.isVisible = !hidden
            facts.effectiveAlpha = hidden ? 0 : alpha
            facts.backgroundColor = own
            facts.effectiveBackgroundColor = background
            element.isInteractive = view.isInteractive
            element.isTranslucentMaterial = view.isTranslucentMaterial
            facts.motionEffects = view.motionEffects
            element.displaysMedia = looks.displaysMedia
            element.hasFixedHeight = view.hasFixedHeight
            facts.image = image
            element.isInSystemBar = inBar
            if let control = view as? Control {
                element.isEnabled = control.isEnabled
                element.isSelected = control.isSelected
            } else {
                element.isEnabled = true
            }
            if let shown = view.displayedText { facts.text = textSnapshot(shown, cap: cap, alpha: alpha) }
            element.rareFacts = facts
            elements.append(element)
            objects.append(view)
            visible.append(!hidden)

            // Children, back to front. A child drawn over an image or video has an unknown background,
            // unless it paints an opaque one itself: over an earlier sibling that draws one, or inside
            // a view that draws one (text on a photo in an image view or a video player). The unknown
            // background then passes down to the child's own subviews through `context.background`.
            children.removeAll(keepingCapacity: true)
            let subviews = view.subviews
            let inner = view.contentCoordinateOrigin  // a scroll view's content offset
            let childOrigin = CGPoint(
                x: frame.origin.x - (inner.x.isFinite ? inner.x : 0),
                y: frame.origin.y - (inner.y.isFinite ? inner.y : 0))
            let drawsPicture = image != nil || looks.displaysMedia
            var pictures: [CGRect] = []  // frames of earlier siblings that draw an image or video
            for child in subviews {
                let childLooks = Looks(child)
                var childBackground = drawsPicture ? nil : background
                if !pictures.isEmpty, childBackground != nil,
                    child.backgroundColor.map({ $0.resolved(for: settings).alpha < 1 }) ?? true
                {
                    let childFrame = childLooks.frame
                    if pictures.contains(where: { $0.intersects(childFrame) }) { childBackground = nil }
                }
                if !childLooks.isHidden, childLooks.alpha >= 0.01,
                    childLooks.displaysMedia || child.displayedImage != nil
                {
                    pictures.append(childLooks.frame)
                }
                children.append(
                    (
                        child,
                        Context(
                            looks: childLooks, parent: id, origin: childOrigin, alpha: alpha, hidden: hidden,
                            background: childBackground, maximumCategory: cap, inSystemBar: inBar)
                    ))
            }
            stack.append(contentsOf: children.reversed())
        }
        return rootID
    }

    private func textSnapshot(_ shown: DisplayedText, cap: ContentSizeCategory?, alpha: Double) -> TextSnapshot {
        let color = shown.textColor.map { c -> RGBA in
            var v = c.resolved(for: settings)
            v.alpha *= alpha
            return v
        }
        let size = Self.measure(
            shown.font, adjustsFontForContentSizeCategory: shown.adjustsFontForContentSizeCategory, maximum: cap,
            settings: settings)
        return TextSnapshot(
            text: shown.text, font: shown.font, pointSize: size.pointSize, isBold: size.isBold,
            adjustsFontForContentSizeCategory: shown.adjustsFontForContentSizeCategory,
            maximumContentSizeCategory: cap, numberOfLines: shown.numberOfLines, color: color,
            scrollsWhenOverflowing: shown.scrollsWhenOverflowing, isPlaceholder: shown.isPlaceholder)
    }

    /// The point size and boldness of text in `font` under `settings`: the size at the settings'
    /// content size category when the text adjusts to it (else at `.large`, iOS's default), capped
    /// at `maximum`; bold as the font's weight is with the settings' Bold Text. Both `nil` without a font.
    ///
    /// The only place a snapshot reads the content size category and Bold Text, so a snapshot
    /// derived for other settings (``LiveSnapshotSession``) measures text as a full one does.
    static func measure(
        _ font: Font?, adjustsFontForContentSizeCategory adjusts: Bool, maximum: ContentSizeCategory?,
        settings: AccessibilitySettings
    ) -> (pointSize: Double?, isBold: Bool?) {
        guard let font else { return (nil, nil) }
        let category = adjusts ? settings.preferredContentSizeCategory : .large
        return (
            font.pointSize(for: category, maximum: maximum), font.weight(boldText: settings.isBoldTextEnabled).isBold
        )
    }

    /// Registers an object (once) and records its own accessibility properties.
    private mutating func register(_ object: AccessibilityObject, container: Int? = nil) -> Int {
        if let id = ids[ObjectIdentifier(object)] { return id }
        let id = elements.count
        ids[ObjectIdentifier(object)] = id
        let own = ownProperties(of: object, id: id)
        var element = own.element
        element.rareFacts = own.facts
        var isVisible = true
        if !(object is View) {
            // A custom element: it lives in its container, and is as visible as the container.
            element.isCustomElement = true
            element.parent = container
            if let container {
                elements[container].children.append(id)
                isVisible = visible[container]
            }
            element.isVisible = isVisible
            element.isEnabled = !(object.accessibilityTraits.contains(.notEnabled))
            element.isInteractive = object.hasAccessibilityActivation
            if let frame = object.accessibilityFrame {
                if frame.isPlausibleFrame {
                    element.frame = frame
                } else {
                    problems.append(StructuralProblem(kind: .invalidFrame, container: container, element: id))
                }
            } else {
                problems.append(StructuralProblem(kind: .missingFrame, container: container, element: id))
            }
            if let container { element.isInSystemBar = elements[container].isInSystemBar }
        }
        elements.append(element)
        objects.append(object)
        visible.append(isVisible)
        return id
    }

    /// A new element `id` with `object`'s own accessibility properties (those of any object, view
    /// or not), and the rare ones among them, for the caller to add to and store
    /// (``ElementSnapshot/rareFacts``).
    private func ownProperties(
        of object: AccessibilityObject, id: Int
    ) -> (element: ElementSnapshot, facts: ElementSnapshot.RareFacts) {
        var element = ElementSnapshot(id: id, elementType: object.elementType)
        var facts = ElementSnapshot.RareFacts()
        element.isAccessibilityElement = object.isAccessibilityElement
        element.label = object.accessibilityLabel
        element.value = object.accessibilityValue
        facts.hint = object.accessibilityHint
        element.identifier = object.accessibilityIdentifier
        let traits = object.accessibilityTraits
        element.traits = traits
        element.isSelected = traits.contains(.selected)
        element.hasActivation = object.hasAccessibilityActivation
        element.hasAdjustment = object.hasAccessibilityAdjustment
        element.hasEscape = object.accessibilityPerformEscapeHandler != nil
        facts.customActionNames = object.accessibilityCustomActions.map(\.name)
        element.isModal = object.accessibilityViewIsModal
        element.accessibilityElementsHidden = object.accessibilityElementsHidden
        element.ignoresInvertColors = object.accessibilityIgnoresInvertColors
        facts.language = object.accessibilityLanguage
        element.hasCustomAccessibilityOrder = object.accessibilityElements != nil
        element.isInAccessibilityView = false
        if let field = object as? TextField { facts.placeholderValue = field.placeholder }
        return (element, facts)
    }

    // MARK: Accessibility and automation views

    private enum Step {
        case enter(AccessibilityObject, container: Int?)
        case exit(Int)
    }

    /// Whether an object is skipped with its subtree (hidden, transparent, or elements hidden, as
    /// its element recorded when it was registered).
    private func isExcluded(id: Int) -> Bool {
        elements[id].accessibilityElementsHidden == true || !visible[id]
    }

    /// `children` without the siblings of the last visible modal view among them.
    private func applyingModal(_ children: [AccessibilityObject]) -> [AccessibilityObject] {
        if let modal = children.last(where: { child in
            child.accessibilityViewIsModal
                && ids[ObjectIdentifier(child)].map { visible[$0] && !child.accessibilityElementsHidden } ?? true
        }) {
            return [modal]
        }
        return children
    }

    private mutating func walkAccessibilityView(from root: View) {
        walk(
            from: root, recordProblems: true,
            children: { builder, object in
                if object.isAccessibilityElement { return nil }
                return builder.applyingModal(object.accessibilityElements ?? (object as? View)?.subviews ?? [])
            },
            mark: { element in
                element.isInAccessibilityView = true
            },
            attach: { parent, child in
                parent.accessibilityChildren.append(child)
            })
    }

    private mutating func walkAutomationView(from root: View) {
        walk(
            from: root, recordProblems: false,
            children: { builder, object in
                if let explicit = object.automationElements { return explicit }
                if object.isAccessibilityElement {
                    let identified = ((object as? View)?.subviews ?? []).filter {
                        !($0.accessibilityIdentifier ?? "").isEmpty
                    }
                    return identified.isEmpty ? nil : identified
                }
                return builder.applyingModal(object.accessibilityElements ?? (object as? View)?.subviews ?? [])
            },
            mark: { element in
                element.isInAutomationView = true
            },
            attach: { parent, child in
                parent.automationChildren.append(child)
            })
    }

    /// Walks from `root` along `children`, marking each reached element. Cycles, duplicates and
    /// listed elements outside their container are cut and, if `recordProblems`, recorded.
    private mutating func walk(
        from root: View, recordProblems: Bool,
        children: (HierarchyBuilder, AccessibilityObject) -> [AccessibilityObject]?,
        mark: (inout ElementSnapshot) -> Void,
        attach: (inout ElementSnapshot, Int) -> Void
    ) {
        // By element id (dense, from 0): reached in this walk; on the path from the root to the current object.
        var reached = [Bool](repeating: false, count: elements.count)
        var onPath = [Bool](repeating: false, count: elements.count)
        var stack: [Step] = [.enter(root, container: nil)]
        while let step = stack.popLast() {
            switch step {
            case .exit(let id):
                onPath[id] = false
            case .enter(let object, let container):
                let id = register(object, container: container)
                if id >= reached.count {  // registered by this walk (a custom element, a listed view)
                    reached += repeatElement(false, count: id + 1 - reached.count)
                    onPath += repeatElement(false, count: id + 1 - onPath.count)
                }
                if onPath[id] {
                    if recordProblems {
                        problems.append(StructuralProblem(kind: .cycle, container: container, element: id))
                    }
                    continue
                }
                if reached[id] {
                    if recordProblems {
                        problems.append(StructuralProblem(kind: .duplicateElement, container: container, element: id))
                    }
                    continue
                }
                if isExcluded(id: id) { continue }
                reached[id] = true
                mark(&elements[id])
                if let container { attach(&elements[container], id) }

                guard let kids = children(self, object) else { continue }
                if recordProblems, elements[id].hasCustomAccessibilityOrder == true, let containerView = object as? View
                {
                    for kid in kids {
                        if let kidView = kid as? View, !kidView.isDescendant(of: containerView) {
                            let kidID = register(kidView)
                            problems.append(
                                StructuralProblem(kind: .elementOutsideContainer, container: id, element: kidID))
                        }
                    }
                }
                onPath[id] = true
                stack.append(.exit(id))
                for kid in kids.reversed() { stack.append(.enter(kid, container: id)) }
            }
        }
    }

    // MARK: Paths

    /// Gives each element its path step (``AccessibilityHierarchy/assignPathComponents(_:roots:)``).
    private mutating func assignPathIndices() {
        AccessibilityHierarchy.assignPathComponents(
            &elements, roots: elements.indices.filter { elements[$0].parent == nil })
    }
}
