import Foundation

/// An immutable snapshot of a screen: every element with what is known about it, the view tree,
/// the accessibility view (what VoiceOver reaches) and the automation view (what UI tests reach).
///
/// Built from headless views by ``HeadlessApplication/snapshot(settings:)`` or imported from a capture.
/// Elements are stored flat and linked by index, so any depth encodes and walks without recursion.
public struct AccessibilityHierarchy: Hashable, Codable, Sendable {
    /// Where a hierarchy came from, and so which facts it can hold.
    public struct Source: Hashable, Codable, Sendable {
        /// The kind of source.
        public enum Kind: String, Hashable, Codable, Sendable {
            /// Headless views: every fact is known.
            case headless
            /// An Appium / WebDriverAgent page source (XML).
            case appiumXML
            /// An `XCUIElement.debugDescription` dump.
            case debugDescription
            /// This package's JSON hierarchy format.
            case json
        }
        /// The kind of source.
        public var kind: Kind
        /// A file name or description, for messages.
        public var name: String?
        /// Creates a source description.
        public init(kind: Kind, name: String? = nil) {
            self.kind = kind
            self.name = name
        }
        /// Whether the source is a capture of a real app (the automation tree only, no colours or fonts).
        public var isCapture: Bool { kind == .appiumXML || kind == .debugDescription }
    }

    /// Every element; an element's ``ElementSnapshot/id`` is its index here.
    public var elements: [ElementSnapshot]
    /// The root of the view tree (the application), or `nil` when empty.
    public var rootID: Int?
    /// The settings the snapshot was taken under; `nil` for captures, where they are unknown.
    public var settings: AccessibilitySettings?
    /// Where the hierarchy came from.
    public var source: Source
    /// Problems found in the containers' element lists.
    public var problems: [StructuralProblem]
    /// A screenshot of the same moment, attached with ``attachScreenshot(_:)`` (which finds its
    /// scale); `nil` when none was given. Rules read colours from it where the hierarchy has none.
    /// Not encoded: `Codable` round trips and the hierarchy JSON leave it out.
    public internal(set) var screenshot: Screenshot? = nil
    /// The same screen captured at other content size categories, added with
    /// ``addSizeVariant(_:at:)``: the Dynamic Type audit compares text heights across them. Not encoded.
    public internal(set) var sizeVariants: [ContentSizeVariant] = []
    /// The same screen snapshotted under other settings (each with its ``settings``), kept so that an
    /// audit of this hierarchy, away from the live app, can compare the screen under the settings its
    /// rules ask for (Dynamic Type sizes for the clipping and Dynamic Type rules; Differentiate
    /// Without Colour, Reduce Transparency, Reduce Motion, Smart Invert, VoiceOver for the setting
    /// rules): ``HeadlessApplication/auditableSnapshot(for:settings:configuration:)`` fills it, the
    /// hierarchy JSON carries it (`"variants"`), and the auditor answers a rule's re-snapshot from
    /// it. Empty for captures and plain snapshots.
    public package(set) var settingsVariants: [AccessibilityHierarchy] = []
    /// Where each element was in the file the hierarchy was imported from (``sourcePosition(of:)``);
    /// empty for headless screens. Not encoded, and not part of the hierarchy's value.
    package var sourcePositions = SourcePositionTable()

    private enum CodingKeys: String, CodingKey {
        case elements, rootID, settings, source, problems
    }

    /// Creates a hierarchy from its parts.
    public init(
        elements: [ElementSnapshot], rootID: Int?, settings: AccessibilitySettings?, source: Source,
        problems: [StructuralProblem] = []
    ) {
        self.elements = elements
        self.rootID = rootID
        self.settings = settings
        self.source = source
        self.problems = problems
    }

    /// The element with `id`, or `nil` if out of range.
    public subscript(id: Int) -> ElementSnapshot? {
        elements.indices.contains(id) ? elements[id] : nil
    }

    /// Whether the hierarchy has no elements at all (see ``hasContentToAudit`` for an empty screen).
    public var isEmpty: Bool { rootID == nil || elements.isEmpty }

    /// Whether the screen shows anything to audit: at least one element of the app's own UI (not the
    /// system's: ``systemInterface()``), not known to be hidden, beyond the application, its windows
    /// and plain containers, that VoiceOver or UI tests can reach and act on, or that the audits judge
    /// as drawn: a control (``ElementType/isControl``), an interactive view, an accessibility element,
    /// drawn text or a text type with a label or value, an image or media, a translucent material or a
    /// view with motion effects (what the display-settings audits judge), or a view whose reach is
    /// unknown (a capture without `accessible`) with a label or value. A label alone on a view known
    /// not to be an accessibility element (a development overlay, a container that WebDriverAgent
    /// names after its texts) is nothing VoiceOver or UI tests act on, and does not count.
    ///
    /// `false` for `HeadlessApplication(Window())`, for a root view with `isHidden = true`, for a
    /// capture holding only an application and a window, or only the system's UI, or only a labelled
    /// overlay that is not accessible: an audit of such a screen passes whatever the app does, so
    /// auditors throw ``AccessibilityAuditError/emptyHierarchy(_:)`` with ``emptyScreen``. Linear in
    /// the number of elements.
    public var hasContentToAudit: Bool {
        guard !isEmpty else { return false }
        return hasContentToAudit(systemInterface: systemInterface())
    }

    /// ``hasContentToAudit``, given the screen's ``systemInterface()``.
    func hasContentToAudit(systemInterface system: [SystemInterface?]) -> Bool {
        guard !isEmpty else { return false }
        return elements.contains { Self.isContent($0) && !(system.indices.contains($0.id) && system[$0.id] != nil) }
    }

    /// Whether `element` is something to audit (see ``hasContentToAudit``), whoever's UI it is.
    static func isContent(_ element: ElementSnapshot) -> Bool {
        let type = element.elementType
        guard type != .application, type != .window, element.isVisible != false else { return false }
        if type.isControl || element.isInteractive == true || element.hasActivation == true
            || element.isAccessibilityElement == true
        {
            return true
        }
        if element.text?.text.hasContent == true || type == .image || element.image != nil
            || element.displaysMedia == true
            || element.isTranslucentMaterial == true || !(element.motionEffects ?? []).isEmpty
        {
            return true
        }
        guard hasName(element) else { return false }
        return type.isText || element.isAccessibilityElement == nil
    }

    /// Whether `element` has a label or value with something besides whitespace.
    static func hasName(_ element: ElementSnapshot) -> Bool {
        element.label.hasContent || element.value.hasContent
    }

    /// The elements VoiceOver reaches as elements (leaves of the accessibility view), in reading order.
    public var accessibilityElements: [ElementSnapshot] {
        guard let root = rootID else { return [] }
        return preorder(from: root, children: \.accessibilityChildren).filter {
            $0.isInAccessibilityView == true && $0.isAccessibilityElement == true
        }
    }

    /// The elements UI tests see, in depth-first order, starting at the root.
    public var automationElements: [ElementSnapshot] {
        guard let root = rootID else { return [] }
        return preorder(from: root, children: \.automationChildren).filter(\.isInAutomationView)
    }

    /// The view tree in depth-first order (back to front), starting at the root.
    public var viewTreeElements: [ElementSnapshot] {
        guard let root = rootID else { return [] }
        return preorder(from: root, children: \.children)
    }

    /// Depth-first pre-order walk along `children`, without recursion; each element once.
    public func preorder(from start: Int, children: KeyPath<ElementSnapshot, [Int]>) -> [ElementSnapshot] {
        var result: [ElementSnapshot] = []
        var seen = Set<Int>()
        var stack = [start]
        while let id = stack.popLast() {
            guard let element = self[id], seen.insert(id).inserted else { continue }
            result.append(element)
            stack.append(contentsOf: element[keyPath: children].reversed())
        }
        return result
    }

    /// The view-tree ancestors of `id`, nearest first.
    public func ancestors(of id: Int) -> [ElementSnapshot] {
        var result: [ElementSnapshot] = []
        var seen = Set<Int>([id])
        var current = self[id]?.parent
        while let p = current, let element = self[p], seen.insert(p).inserted {
            result.append(element)
            current = element.parent
        }
        return result
    }

    /// For every element (indexed by id), whether any of its view-tree ancestors satisfies `predicate`.
    ///
    /// The same answers as `ancestors(of: id).contains(where: predicate)` for each id, in O(n) for the
    /// whole hierarchy instead of O(n × depth). See ``nearestAncestor(where:)``.
    public func hasAncestor(where predicate: (ElementSnapshot) -> Bool) -> [Bool] {
        nearestAncestor(where: predicate).map { $0 != nil }
    }

    /// For every element (indexed by id), the id of its nearest view-tree ancestor that satisfies
    /// `predicate`, or `nil`.
    ///
    /// The same answers as `ancestors(of: id).first(where: predicate)?.id` for each id, in O(n) for
    /// the whole hierarchy instead of O(n × depth): an element's answer is its parent if the parent
    /// matches, else the parent's answer, so a tree thousands deep costs no more than a flat one.
    /// `predicate` is called at most once per element. A parent cycle is cut where it closes, as
    /// ``ancestors(of:)`` does (its members are answered by walking their ancestors).
    public func nearestAncestor(where predicate: (ElementSnapshot) -> Bool) -> [Int?] {
        // Each element is asked once, in place; the fold reads the answers by id.
        var matches = [Bool](repeating: false, count: elements.count)
        var any = false
        elements.withView { elements in
            matches.withMutableView { matches in
                for id in elements.indices where predicate(elements[id]) {
                    matches[id] = true
                    any = true
                }
            }
        }
        guard any else { return [Int?](repeating: nil, count: elements.count) }
        let folded = foldDown(
            { (parent: (above: Int?, id: Int, matches: Bool)?, id) in
                (above: parent.flatMap { $0.matches ? $0.id : $0.above }, id: id, matches: matches[id])
            },
            cut: { id in
                (above: ancestors(of: id).first(where: predicate)?.id, id: id, matches: matches[id])
            })
        return folded.map(\.above)
    }

    /// Folds a value down the view tree in O(n): each element's value is `combine(parentValue, id)`,
    /// with `nil` for the root or an element whose parent is out of range. Members of a parent cycle
    /// (and elements whose parent chain leads into one) get `cut(id)` instead; their children fold on
    /// from it. Never recursive, so any depth is fine.
    ///
    /// `combine` gets the element's id, not the element: it reads the fields it needs in place
    /// (handing a whole ``ElementSnapshot`` to a closure copies it, some thirty fields).
    package func foldDown<T>(_ combine: (T?, Int) -> T, cut: (Int) -> T) -> [T] {
        let folded = foldChains(from: 0..<elements.count, combine) { chain, value in
            for id in chain { value[id] = cut(id) }
            return true
        }
        return folded.map { $0! }
    }

    /// ``foldDown(_:cut:)`` for the elements `starts` and their ancestors alone: calls `combine`
    /// for each of them, parents first, once each, with the values ``foldDown(_:cut:)`` would give,
    /// and returns `true`; O(the elements on those chains). Returns `false` as soon as a chain meets
    /// a parent cycle, where ``foldDown(_:cut:)``'s values depend on the order it meets the elements
    /// in: the caller then folds the whole tree. Starts out of range are left out.
    package func foldDown<T>(from starts: [Int], _ combine: (T?, Int) -> T) -> Bool {
        var metCycle = false
        _ = foldChains(from: starts, combine) { _, _ in
            metCycle = true
            return false
        }
        return !metCycle
    }

    /// The climb and fold both ``foldDown(_:cut:)`` and ``foldDown(from:_:)`` make: for each of
    /// `starts` in range whose value is not known yet, climbs to the first element whose value is
    /// known, to the root, or to a parent cycle; at a cycle, hands the chain climbed to `atCycle`
    /// (which may set the chain's values, and returns whether to go on); else folds `combine` down
    /// the chain, parents first. Returns the values known (nil for those not reached).
    @inline(__always)
    private func foldChains<T>(
        from starts: some Sequence<Int>, _ combine: (T?, Int) -> T,
        atCycle: ([Int], MutableBufferView<T?>) -> Bool
    ) -> [T?] {
        let count = elements.count
        var value = [T?](repeating: nil, count: count)
        // For each element, the start of the climb it was last on (-1: none): a climb that meets
        // an element already on it has closed a cycle. One array for all climbs, no set per climb.
        var climbedFrom = [Int](repeating: -1, count: count)
        var chain: [Int] = []
        // The tables are read and written through their buffers (ids are checked against `count`).
        elements.withView { elements in
            value.withMutableView { value in
                climbedFrom.withMutableView { climbedFrom in
                    for start in starts where start >= 0 && start < count && value[start] == nil {
                        chain.removeAll(keepingCapacity: true)
                        var current: Int? = start
                        while let id = current, id >= 0, id < count, value[id] == nil, climbedFrom[id] != start {
                            climbedFrom[id] = start
                            chain.append(id)
                            current = elements[id].parent
                        }
                        if let top = current, top >= 0, top < count, value[top] == nil {
                            guard atCycle(chain, value) else { return }
                            continue
                        }
                        var above: T? = current.flatMap { $0 >= 0 && $0 < count ? value[$0] : nil }
                        for id in chain.reversed() {
                            let folded = combine(above, id)
                            value[id] = folded
                            above = folded
                        }
                    }
                }
            }
        }
        return value
    }

    /// A number for each element's path (see ``path(of:)``), equal across the hierarchies numbered
    /// with one `table` exactly when their steps from the root are equal. O(n) per hierarchy, where
    /// comparing ``path(of:)`` strings costs O(n × depth).
    package func pathNumbers(table: inout [PathStep: Int]) -> [Int] {
        func number(_ step: PathStep) -> Int {
            if let known = table[step] { return known }
            let next = table.count
            table[step] = next
            return next
        }
        return foldDown(
            { parent, id in number(PathStep(parent: parent ?? -1, component: elements[id].pathComponent)) },
            cut: { id in number(PathStep(parent: -2, component: path(of: id))) })
    }

    /// One step of a path: the number of the parent's path and the element's own component.
    package struct PathStep: Hashable {
        var parent: Int
        var component: String
    }

    /// The view-tree descendants of `id`, depth first, not including it.
    public func descendants(of id: Int) -> [ElementSnapshot] {
        Array(preorder(from: id, children: \.children).dropFirst())
    }

    /// The element's path from the root, such as `Application/Window/Other/Button['New Quote']`.
    ///
    /// Each step is the XCUITest type name with the identifier (`#id`), else the label (`['…']`),
    /// else the index among siblings of that type (`[2]`). Same-looking siblings (the same type and
    /// identifier, or the same type and label) add their index among themselves, so a path names one
    /// element: `Button['Edit'][0]` and `Button['Edit'][1]`. Stable across runs and across changes
    /// elsewhere in the tree that do not add siblings of the same type.
    ///
    /// A path of more than ``maximumPathSteps`` steps is shortened to its first ``pathHeadSteps``
    /// and its last ``pathTailSteps`` steps, with the number left out between them:
    /// `Application['A']/Window/Other/Other/…(9940 steps)…/Other/Button`. Real screens stay well
    /// under the limit (the deepest React Native capture in the test corpus has 51 steps); a chain
    /// thousands deep would otherwise repeat its whole path in every issue, and reports and
    /// baselines would grow with the square of the depth. The count keeps two paths of different
    /// depths apart; ignore-list path prefixes match the steps shown.
    ///
    /// Walks parent ids up from the element and reads each step's component in place, so no
    /// snapshot is copied: O(depth) index look-ups, O(``maximumPathSteps``) memory. A parent cycle
    /// is cut where it closes.
    public func path(of id: Int) -> String {
        guard elements.indices.contains(id) else { return "" }
        // From the element up: every step while the path is short, then only the last ones.
        var upward: [Int] = []
        var depth = 0
        var current: Int? = id
        // The steps nearest the root, kept in a ring once the path is long.
        var head = [Int](repeating: 0, count: Self.pathHeadSteps)
        while let p = current, elements.indices.contains(p), depth <= elements.count {
            if upward.count < Self.maximumPathSteps { upward.append(p) }
            head[depth % Self.pathHeadSteps] = p
            depth += 1
            current = elements[p].parent
            // A parent cycle: stop where it closes (a step seen again).
            if let next = current, depth <= Self.maximumPathSteps, upward.contains(next) { break }
        }
        if depth <= Self.maximumPathSteps {
            return Self.joinedPath(upward.reversed().lazy.map { elements[$0].pathComponent })
        }
        // The first steps: the last `pathHeadSteps` seen walking up, nearest the root first.
        let firstSteps = (0..<Self.pathHeadSteps).map { head[(depth - 1 - $0) % Self.pathHeadSteps] }
        let lastSteps = upward.prefix(Self.pathTailSteps).reversed()
        let left = depth - Self.pathHeadSteps - Self.pathTailSteps
        return Self.joinedPath(
            firstSteps.map { elements[$0].pathComponent } + ["…(\(left) steps)…"]
                + lastSteps.map { elements[$0].pathComponent })
    }

    /// `components` joined by "/", written into one string reserved at its final length (a path is
    /// written for every issue).
    static func joinedPath<Components: Collection>(_ components: Components) -> String
    where Components.Element == String {
        var length = max(0, components.count - 1)
        for component in components { length += component.utf8.count }
        // The bytes copied into one buffer of the exact length (`length` counts every byte
        // written below, so the copies stay inside it): appending to a String piece by piece
        // costs several times as much, and a path is written for every issue.
        return String(byteCount: length) { output in
            var offset = 0
            var first = true
            for component in components {
                if !first {
                    output[offset] = UInt8(ascii: "/")
                    offset += 1
                }
                first = false
                offset = output.copyUTF8(of: component, to: offset)
            }
            return offset
        }
    }

    /// The most steps a path is written with in full (see ``path(of:)``): 64.
    public static let maximumPathSteps = 64
    /// The steps nearest the root a shortened path keeps (see ``path(of:)``): 4.
    public static let pathHeadSteps = 4
    /// The steps nearest the element a shortened path keeps (see ``path(of:)``): 32.
    public static let pathTailSteps = 32
}
