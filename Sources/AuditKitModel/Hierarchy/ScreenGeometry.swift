import Foundation

/// Where an element lies relative to the screen, as far as its frame and its window's frame tell
/// (``AccessibilityHierarchy/screenPlacement()``). Geometry rules judge only elements on the screen.
public enum ScreenPlacement: String, Hashable, Codable, Sendable {
    /// At least partly on the screen (or the screen is unknown).
    case onScreen
    /// Wholly outside the screen: scrolled away, or moved off to a side.
    case offScreen
    /// Inside a window whose frame does not fit the screen (another orientation, as when a
    /// landscape window is captured under a portrait application frame): its coordinates cannot be
    /// trusted against the screen, nor its sizes against one orientation.
    case inWindowThatDoesNotFit
    /// The element has no frame.
    case unknown
}

extension AccessibilityHierarchy {
    /// Points by which a window may extend past the screen and still fit it: 1.
    static let windowFitTolerance = 1.0

    /// For every element (indexed by id), where it lies relative to the screen (the root's frame): in a window that does not fit the screen, wholly outside it, on it, or
    /// unknown (no frame). A window fits when its frame lies within the screen (1 pt of tolerance);
    /// an empty window frame, the root, and a screen of unknown size say nothing. Linear in the number
    /// of elements.
    public func screenPlacement() -> [ScreenPlacement] {
        var placement = [ScreenPlacement](repeating: .unknown, count: elements.count)
        let misfit = windowsThatDoNotFit()
        let screen = screenFrame
        // By index, reading each element's id and frame in place (iterating the elements copies each).
        elements.withView { elements in
            placement.withMutableView { placement in
                // Most screens have no window that does not fit: then no element is in one.
                guard !misfit.isEmpty else {
                    for index in elements.indices {
                        guard let frame = elements[index].frame, frame.isFiniteRect else { continue }
                        placement[elements[index].id] = Self.liesOffScreen(frame, screen) ? .offScreen : .onScreen
                    }
                    return
                }
                let inMisfit = hasAncestor { misfit.contains($0.id) }
                for index in elements.indices {
                    let id = elements[index].id
                    if misfit.contains(id) || inMisfit[id] {
                        placement[id] = .inWindowThatDoesNotFit
                    } else if let frame = elements[index].frame, frame.isFiniteRect {
                        placement[id] = Self.liesOffScreen(frame, screen) ? .offScreen : .onScreen
                    }
                }
            }
        }
        return placement
    }

    /// Whether `frame` lies wholly outside `screen` (`false` when the screen is unknown). A frame
    /// without area (zero width or height) is outside only when its origin is: an empty view is not
    /// "off screen".
    @inline(__always)
    static func liesOffScreen(_ frame: CGRect, _ screen: CGRect?) -> Bool {
        guard let screen else { return false }
        if frame.width <= 0 || frame.height <= 0 { return !screen.insetBy(dx: -0.5, dy: -0.5).contains(frame.origin) }
        return frame.isOffScreen(screen)
    }

    /// The ids of the windows whose frame does not fit the screen (see ``screenPlacement()``).
    func windowsThatDoNotFit() -> Set<Int> {
        guard let screen = screenFrame else { return [] }
        var misfit = Set<Int>()
        for index in elements.indices where elements[index].elementType == .window && elements[index].id != rootID {
            if Self.windowDoesNotFit(elements[index].frame, screen) { misfit.insert(elements[index].id) }
        }
        return misfit
    }

    /// Whether a window's `frame` does not fit `screen` (``windowFitTolerance``): `false` for an
    /// unknown or empty frame.
    @inline(__always)
    static func windowDoesNotFit(_ frame: CGRect?, _ screen: CGRect) -> Bool {
        guard let frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return false }
        return !screen.insetBy(dx: -windowFitTolerance, dy: -windowFitTolerance).contains(frame)
    }

    /// For an importer that reads the elements one by one: whether an element of `type` with
    /// `frame` (`isRoot`: the hierarchy's root), on the screen `screen` (``screenFrame(rootFrame:)``
    /// of the root's frame), lets ``geometryProblems()`` find anything: its frame lies wholly off
    /// the screen, or it is a window other than the root that does not fit the screen. When no
    /// element does, ``geometryProblems()`` is empty, and ``recordGeometryProblems()`` need not run.
    package static func mayShowGeometryProblem(
        type: ElementType, frame: CGRect?, isRoot: Bool, screen: CGRect?
    ) -> Bool {
        if let frame, frame.isFiniteRect, liesOffScreen(frame, screen) { return true }
        guard type == .window, !isRoot, let screen else { return false }
        return windowDoesNotFit(frame, screen)
    }

    /// The structural problems the screen's geometry shows: each window that does not fit the screen
    /// (``StructuralProblem/Kind/windowOutsideScreen``), and each element wholly outside the screen
    /// whose parent is not (``StructuralProblem/Kind/offScreen``: the outermost of a scrolled-away
    /// subtree stands for it), in view-tree order.
    func geometryProblems() -> [StructuralProblem] {
        // Most screens have no window that does not fit and nothing off the screen: told from the
        // frames, without the placements (which then hold neither `.inWindowThatDoesNotFit` nor
        // `.offScreen`).
        let screen = screenFrame
        let anyProblem = elements.withView { elements in
            elements.contains { element in
                Self.mayShowGeometryProblem(
                    type: element.elementType, frame: element.frame, isRoot: element.id == rootID, screen: screen)
            }
        }
        guard anyProblem else { return [] }
        let placement = screenPlacement()
        guard placement.contains(where: { $0 == .offScreen || $0 == .inWindowThatDoesNotFit }) else { return [] }
        var problems: [StructuralProblem] = []
        for element in viewTreeElements {
            let parentPlacement = element.parent.flatMap { placement.indices.contains($0) ? placement[$0] : nil }
            switch placement[element.id] {
            case .inWindowThatDoesNotFit
            where element.elementType == .window && parentPlacement != .inWindowThatDoesNotFit:
                problems.append(
                    StructuralProblem(kind: .windowOutsideScreen, container: element.parent, element: element.id))
            case .offScreen where parentPlacement != .offScreen:
                problems.append(StructuralProblem(kind: .offScreen, container: element.parent, element: element.id))
            default:
                break
            }
        }
        return problems
    }

    /// Appends ``geometryProblems()`` to ``problems``, each once (the importers and the headless
    /// builder call it on the hierarchies they make).
    package mutating func recordGeometryProblems() {
        let known = Set(problems)
        problems += geometryProblems().filter { !known.contains($0) }
    }

    /// In words, for messages: "its window (844 × 390 pt) does not fit the screen (390 × 844 pt): another orientation?".
    package func windowMisfitDescription(_ windowID: Int) -> String {
        guard let frame = self[windowID]?.frame, let screen = screenFrame else {
            return "its window does not fit the screen"
        }
        let size = { (r: CGRect) in "\(ElementSnapshot.format(r.width)) × \(ElementSnapshot.format(r.height)) pt" }
        let rotated = abs(frame.width - screen.height) <= 1 && abs(frame.height - screen.width) <= 1
        return "its window (\(size(frame))) does not fit the screen (\(size(screen)))"
            + (rotated ? ": another orientation?" : "")
    }
}

extension AccessibilityHierarchy {
    /// The element types that clip what they hold to their frame: scroll views, tables and
    /// collection views (UIKit's `UIScrollView` and its subclasses).
    static let clippingTypes: [ElementType] = [.scrollView, .table, .collectionView]

    /// For every element (indexed by id), whether it is out of view: its frame lies wholly outside
    /// the screen (the root's frame), or wholly outside a scroll view, table or collection view
    /// around it (scrolled out of view). `false` when its frame is unknown, when the screen is
    /// unknown and no such container is around it, and inside a window that does not fit the
    /// screen (as ``screenPlacement()`` leaves those) unless a container in it clips the element
    /// away. Linear in the number of elements, whatever the depth.
    package func outOfView() -> [Bool] {
        outOfView(of: nil)
    }

    /// ``outOfView()`` for the elements `ids` (ids out of range are left out); every other entry is
    /// `false`. The areas are folded down the parent chains of those elements alone
    /// (``foldDown(from:_:)``), or down the whole tree when one of the chains meets a parent cycle.
    package func outOfView(of ids: [Int]) -> [Bool] {
        outOfView(of: Optional(ids))
    }

    /// ``outOfView()`` (`ids` `nil`) or ``outOfView(of:)``.
    private func outOfView(of ids: [Int]?) -> [Bool] {
        let screen = screenFrame
        let misfit = windowsThatDoNotFit()
        var result = [Bool](repeating: false, count: elements.count)
        // Folded down the tree: the area each element's children can show in (nil: unknown). An
        // element's own area is its parent's (the screen's for the root), and is judged as it is
        // met, so the fold keeps one rectangle per element.
        func combine(_ parentInside: CGRect??, _ id: Int) -> CGRect? {
            var area = parentInside ?? screen
            if misfit.contains(id) { area = nil }
            if let area, let frame = elements[id].frame, frame.isFiniteRect {
                result[id] = area.isNull || Self.liesOffScreen(frame, area)
            }
            var inside = area
            if Self.clippingTypes.contains(elements[id].elementType), let frame = elements[id].frame,
                frame.isFiniteRect
            {
                inside = area.map { $0.intersection(frame) } ?? frame
            }
            return inside
        }
        if let ids, foldDown(from: ids, combine) {
            return result
        }
        result = [Bool](repeating: false, count: elements.count)
        _ = foldDown(combine, cut: { _ in nil })
        return result
    }
}
