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
        notifySettings(root: root, settings: settings)
        var builder = HierarchyBuilder(settings: settings)
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

    /// Calls `accessibilitySettingsDidChange` on every view, parents first; a view may change its subviews.
    static func notifySettings(root: View, settings: AccessibilitySettings) {
        var stack = [root]
        var seen = Set<ObjectIdentifier>()
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
            view.accessibilitySettingsDidChange(settings)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    // MARK: View tree

    private struct Context {
        var parent: Int?
        var origin: CGPoint
        var alpha: Double
        var hidden: Bool
        var background: RGBA?
        var maximumCategory: ContentSizeCategory?
        var inSystemBar: Bool
    }

    private mutating func walkViewTree(_ root: View) -> Int {
        let screen = Color.systemBackground.resolved(for: settings)
        var stack: [(View, Context)] = [
            (
                root,
                Context(
                    parent: nil, origin: .zero, alpha: 1, hidden: false,
                    background: screen, maximumCategory: nil, inSystemBar: false)
            )
        ]
        var rootID = -1
        while let (view, context) = stack.popLast() {
            if ids[ObjectIdentifier(view)] != nil { continue }
            let id = register(view)
            if rootID < 0 { rootID = id }
            var element = elements[id]
            element.parent = context.parent
            if let parent = context.parent { elements[parent].children.append(id) }

            let alpha = context.alpha * (view.alpha.isFinite ? min(max(view.alpha, 0), 1) : 1)
            let hidden = context.hidden || view.isHidden || alpha < 0.01
            // In screen coordinates; beyond ±largestPlausibleCoordinate (here or once offset) it is invalid.
            var frame =
                view.frame.isFiniteRect ? view.frame.offsetBy(dx: context.origin.x, dy: context.origin.y) : view.frame
            if !view.frame.isPlausibleFrame || !frame.isPlausibleFrame {
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
            let cap = [context.maximumCategory, view.maximumContentSizeCategory].compactMap { $0 }.min()
            let inBar = context.inSystemBar || view.elementType.isSystemBar

            element.isVisible = !hidden
            element.effectiveAlpha = hidden ? 0 : alpha
            element.backgroundColor = own
            element.effectiveBackgroundColor = background
            element.isInteractive = view.isInteractive
            element.isTranslucentMaterial = view.isTranslucentMaterial
            element.motionEffects = view.motionEffects
            element.displaysMedia = view.displaysMedia
            element.hasFixedHeight = view.hasFixedHeight
            element.image = view.displayedImage
            element.isInSystemBar = inBar
            if let control = view as? Control {
                element.isEnabled = control.isEnabled
            } else {
                element.isEnabled = true
            }
            if let control = view as? Control { element.isSelected = control.isSelected }
            if let shown = view.displayedText { element.text = textSnapshot(shown, cap: cap, alpha: alpha) }
            elements[id] = element
            visible[id] = !hidden

            // Children, back to front. A child drawn over an image or video has an unknown background,
            // unless it paints an opaque one itself: over an earlier sibling that draws one, or inside
            // a view that draws one (text on a photo in an image view or a video player). The unknown
            // background then passes down to the child's own subviews through `context.background`.
            var children: [(View, Context)] = []
            let subviews = view.subviews
            let inner = view.contentCoordinateOrigin  // a scroll view's content offset
            let childOrigin = CGPoint(
                x: frame.origin.x - (inner.x.isFinite ? inner.x : 0),
                y: frame.origin.y - (inner.y.isFinite ? inner.y : 0))
            let drawsPicture = view.displayedImage != nil || view.displaysMedia
            var pictures: [CGRect] = []  // frames of earlier siblings that draw an image or video
            for child in subviews {
                var childBackground = drawsPicture ? nil : background
                if !pictures.isEmpty, childBackground != nil,
                    child.backgroundColor.map({ $0.resolved(for: settings).alpha < 1 }) ?? true
                {
                    let childFrame = child.frame
                    if pictures.contains(where: { $0.intersects(childFrame) }) { childBackground = nil }
                }
                if !child.isHidden, child.alpha >= 0.01, child.displayedImage != nil || child.displaysMedia {
                    pictures.append(child.frame)
                }
                children.append(
                    (
                        child,
                        Context(
                            parent: id, origin: childOrigin, alpha: alpha, hidden: hidden,
                            background: childBackground, maximumCategory: cap, inSystemBar: inBar)
                    ))
            }
            stack.append(contentsOf: children.reversed())
        }
        return rootID
    }

    private func textSnapshot(_ shown: DisplayedText, cap: ContentSizeCategory?, alpha: Double) -> TextSnapshot {
        let category = shown.adjustsFontForContentSizeCategory ? settings.preferredContentSizeCategory : .large
        let color = shown.textColor.map { c -> RGBA in
            var v = c.resolved(for: settings)
            v.alpha *= alpha
            return v
        }
        return TextSnapshot(
            text: shown.text, font: shown.font,
            pointSize: shown.font?.pointSize(for: category, maximum: cap),
            isBold: shown.font?.weight(boldText: settings.isBoldTextEnabled).isBold,
            adjustsFontForContentSizeCategory: shown.adjustsFontForContentSizeCategory,
            maximumContentSizeCategory: cap, numberOfLines: shown.numberOfLines, color: color,
            scrollsWhenOverflowing: shown.scrollsWhenOverflowing, isPlaceholder: shown.isPlaceholder)
    }

    /// Registers an object (once) and records its own accessibility properties.
    private mutating func register(_ object: AccessibilityObject, container: Int? = nil) -> Int {
        if let id = ids[ObjectIdentifier(object)] { return id }
        let id = elements.count
        ids[ObjectIdentifier(object)] = id
        var element = ElementSnapshot(id: id, elementType: object.elementType)
        element.isAccessibilityElement = object.isAccessibilityElement
        element.label = object.accessibilityLabel
        element.value = object.accessibilityValue
        element.hint = object.accessibilityHint
        element.identifier = object.accessibilityIdentifier
        element.traits = object.accessibilityTraits
        element.isSelected = object.accessibilityTraits.contains(.selected)
        element.hasActivation = object.hasAccessibilityActivation
        element.hasAdjustment = object.hasAccessibilityAdjustment
        element.hasEscape = object.accessibilityPerformEscapeHandler != nil
        element.customActionNames = object.accessibilityCustomActions.map(\.name)
        element.isModal = object.accessibilityViewIsModal
        element.accessibilityElementsHidden = object.accessibilityElementsHidden
        element.ignoresInvertColors = object.accessibilityIgnoresInvertColors
        element.language = object.accessibilityLanguage
        element.hasCustomAccessibilityOrder = object.accessibilityElements != nil
        element.isInAccessibilityView = false
        if let field = object as? TextField { element.placeholderValue = field.placeholder }
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

    // MARK: Accessibility and automation views

    private enum Step {
        case enter(AccessibilityObject, container: Int?)
        case exit(Int)
    }

    /// Whether an object is skipped with its subtree (hidden, transparent, or elements hidden).
    private func isExcluded(_ object: AccessibilityObject, id: Int) -> Bool {
        object.accessibilityElementsHidden || !visible[id]
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
        var reached = Set<Int>()
        var onPath = Set<Int>()
        var stack: [Step] = [.enter(root, container: nil)]
        while let step = stack.popLast() {
            switch step {
            case .exit(let id):
                onPath.remove(id)
            case .enter(let object, let container):
                let id = register(object, container: container)
                if onPath.contains(id) {
                    if recordProblems {
                        problems.append(StructuralProblem(kind: .cycle, container: container, element: id))
                    }
                    continue
                }
                if reached.contains(id) {
                    if recordProblems {
                        problems.append(StructuralProblem(kind: .duplicateElement, container: container, element: id))
                    }
                    continue
                }
                if isExcluded(object, id: id) { continue }
                reached.insert(id)
                mark(&elements[id])
                if let container { attach(&elements[container], id) }

                guard let kids = children(self, object) else { continue }
                if recordProblems, let containerView = object as? View, object.accessibilityElements != nil {
                    for kid in kids {
                        if let kidView = kid as? View, !kidView.isDescendant(of: containerView) {
                            let kidID = register(kidView)
                            problems.append(
                                StructuralProblem(kind: .elementOutsideContainer, container: id, element: kidID))
                        }
                    }
                }
                onPath.insert(id)
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
