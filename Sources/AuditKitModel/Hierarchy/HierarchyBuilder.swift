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
    private var ids = ObjectTable()
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
        var seen = ObjectTable()
        var changes = false
        while let view = stack.popLast() {
            guard seen[view] == nil else { continue }
            seen[view] = seen.count
            if !changes, view.mayReactToSettings { changes = true }
            view.accessibilitySettingsDidChange(settings)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return Notified(viewCount: seen.count, mayHaveChangedViews: changes)
    }

    private mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
        objects.reserveCapacity(count)
        ids = ObjectTable(capacity: count)
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
            // A negative size is read standardized, as UIKit's geometry reads it.
            frame = view.frame.standardizedWhenFinite
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
            if ids[view] != nil { continue }
            // The element is filled here and appended once (not registered, then copied out and back).
            let id = elements.count
            ids[view] = id
            if rootID < 0 { rootID = id }
            var facts = ElementSnapshot.RareFacts()
            var element = ownProperties(of: view, id: id, facts: &facts)
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
                let accessibilityFrame = view.storedAccessibilityFrame?.standardizedWhenFinite
                if let accessibilityFrame, !accessibilityFrame.isPlausibleFrame {
                    problems.append(StructuralProblem(kind: .invalidFrame, container: context.parent, element: id))
                }
                element.frame = accessibilityFrame.flatMap { $0.isPlausibleFrame ? $0 : nil } ?? frame
            }
            // A colour set through its public components after creation may hold NaN or lie outside
            // 0...1: such a colour is unknown, never judged as a number.
            let own = (view.backgroundColor?.resolved(for: settings)).flatMap { $0.isWellFormed ? $0 : nil }
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
            element.showsLargeContentViewer = view.showsLargeContentViewer
            facts.largeContentTitle = view.largeContentTitle
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
        // A colour or a size set through public properties after creation may be NaN, infinite or
        // out of range: unknown, never a number in a finding.
        let color = shown.textColor.flatMap { c -> RGBA? in
            var v = c.resolved(for: settings)
            guard v.isWellFormed else { return nil }
            v.alpha *= alpha
            return v
        }
        let font = shown.font.flatMap { $0.pointSize.isFinite && $0.pointSize > 0 ? $0 : nil }
        let size = Self.measure(
            font, adjustsFontForContentSizeCategory: shown.adjustsFontForContentSizeCategory, maximum: cap,
            settings: settings)
        return TextSnapshot(
            text: shown.text, font: font, pointSize: size.pointSize, isBold: size.isBold,
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
        if let id = ids[object] { return id }
        let id = elements.count
        ids[object] = id
        var facts = ElementSnapshot.RareFacts()
        var element = ownProperties(of: object, id: id, facts: &facts)
        element.rareFacts = facts
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
            if let frame = object.accessibilityFrame?.standardizedWhenFinite {
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
    /// or not), the rare ones among them written to `facts`, for the caller to add to and store
    /// (``ElementSnapshot/rareFacts``).
    private func ownProperties(
        of object: AccessibilityObject, id: Int, facts: inout ElementSnapshot.RareFacts
    ) -> ElementSnapshot {
        var element = ElementSnapshot(id: id, elementType: object.elementType)
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
        element.accessibilityExpandedStatus = object.accessibilityExpandedStatus
        element.hasCustomAccessibilityOrder = object.accessibilityElements != nil
        element.isInAccessibilityView = false
        if let field = object as? TextField { facts.placeholderValue = field.placeholder }
        return element
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

    /// The children a walk goes on to: listed objects, or subviews kept as views (an array of views
    /// made into one of objects would be copied, one cast per element, for every view).
    private enum Kids {
        case objects([AccessibilityObject])
        case views([View])

        /// A container's listed elements, else its subviews, without the siblings of a modal view.
        static func listedOrSubviews(of object: AccessibilityObject, in builder: HierarchyBuilder) -> Kids {
            if let listed = object.accessibilityElements { return .objects(builder.applyingModal(listed)) }
            return .views(builder.applyingModal((object as? View)?.subviews ?? []))
        }

        /// Calls `body` with each child, in order.
        @inline(__always)
        func forEach(_ body: (AccessibilityObject) -> Void) {
            switch self {
            case .objects(let objects): for object in objects { body(object) }
            case .views(let views): for view in views { body(view) }
            }
        }

        /// Calls `body` with each child, last first.
        @inline(__always)
        func forEachReversed(_ body: (AccessibilityObject) -> Void) {
            switch self {
            case .objects(let objects): for object in objects.reversed() { body(object) }
            case .views(let views): for view in views.reversed() { body(view) }
            }
        }
    }

    /// `children` without the siblings of the last visible modal view among them.
    private func applyingModal<Child: AccessibilityObject>(_ children: [Child]) -> [Child] {
        if let modal = children.last(where: { child in
            child.accessibilityViewIsModal
                && ids[child].map { visible[$0] && !child.accessibilityElementsHidden } ?? true
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
                return .listedOrSubviews(of: object, in: builder)
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
                if let explicit = object.automationElements { return .objects(explicit) }
                if object.isAccessibilityElement {
                    let identified = ((object as? View)?.subviews ?? []).filter {
                        !($0.accessibilityIdentifier ?? "").isEmpty
                    }
                    return identified.isEmpty ? nil : .views(identified)
                }
                return .listedOrSubviews(of: object, in: builder)
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
        children: (HierarchyBuilder, AccessibilityObject) -> Kids?,
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
                    kids.forEach { kid in
                        if let kidView = kid as? View, !kidView.isDescendant(of: containerView) {
                            let kidID = register(kidView)
                            problems.append(
                                StructuralProblem(kind: .elementOutsideContainer, container: id, element: kidID))
                        }
                    }
                }
                onPath[id] = true
                stack.append(.exit(id))
                kids.forEachReversed { kid in stack.append(.enter(kid, container: id)) }
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

/// A table from objects (by identity, as `ObjectIdentifier` keys a dictionary) to numbers, for the
/// builder's walks, which look every view up several times: open addressing over the objects'
/// addresses, with a multiplicative hash instead of the general `Hasher`.
struct ObjectTable {
    /// The addresses of the keys, 0 for an empty slot; a power of two long.
    private var keys: [UInt]
    private var values: [Int]
    /// How many keys are stored.
    private(set) var count = 0
    /// How far to shift a key's product to get its slot (64 − log2 of the slot count).
    private var shift: UInt

    /// An empty table with room for `capacity` objects before it grows.
    init(capacity: Int = 8) {
        var slots = 16
        while slots < capacity * 2 { slots *= 2 }
        keys = [UInt](repeating: 0, count: slots)
        values = [Int](repeating: 0, count: slots)
        shift = UInt(UInt64.bitWidth - slots.trailingZeroBitCount)
    }

    /// The number stored for `object`, or `nil`.
    subscript(object: AnyObject) -> Int? {
        get {
            let key = UInt(bitPattern: ObjectIdentifier(object))
            var slot = self.slot(of: key)
            while keys[slot] != 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { preconditionFailure("ObjectTable keeps what it is given") }
            if (count + 1) * 2 > keys.count { grow() }
            let key = UInt(bitPattern: ObjectIdentifier(object))
            var slot = self.slot(of: key)
            while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == 0 { count += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    @inline(__always)
    private func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// Doubles the slots and puts every key back.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        self = ObjectTable(capacity: keys.count)
        for index in oldKeys.indices where oldKeys[index] != 0 {
            var slot = self.slot(of: oldKeys[index])
            while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index]
            count += 1
        }
    }
}
