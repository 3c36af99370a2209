import Foundation

/// A problem in how a container lists its accessibility elements, found while walking it.
public struct StructuralProblem: Hashable, Codable, Sendable {
    /// What kind of problem.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// An element in `accessibilityElements` is not inside the container's view subtree.
        case elementOutsideContainer
        /// An element is listed twice (in one container, or in two).
        case duplicateElement
        /// An element lists one of its own ancestors: a cycle, cut where it closed.
        case cycle
        /// A custom element listed in `accessibilityElements` has no frame.
        case missingFrame
        /// A frame was not a finite rectangle (NaN, infinite or negative size) and was dropped.
        case invalidFrame
    }
    /// What kind of problem.
    public var kind: Kind
    /// The container whose list has the problem.
    public var container: Int?
    /// The element concerned.
    public var element: Int?

    /// Creates a problem record.
    public init(kind: Kind, container: Int?, element: Int?) {
        self.kind = kind
        self.container = container
        self.element = element
    }
}

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

    /// Creates a hierarchy from its parts.
    public init(elements: [ElementSnapshot], rootID: Int?, settings: AccessibilitySettings?, source: Source,
                problems: [StructuralProblem] = []) {
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

    /// Whether the screen shows anything to audit: at least one element, not known to be hidden,
    /// beyond the application, its windows and plain containers, that is text (drawn text, or a
    /// text type with a label or value), an image or media, a control (``ElementType/isControl``),
    /// an interactive view, an accessibility element, a translucent material or a view with motion
    /// effects (what the display-settings audits judge), or carries a label or value.
    ///
    /// `false` for `HeadlessApplication(Window())`, for a root view with `isHidden = true`, and
    /// for a capture holding only an application and a window: an audit of such a screen passes
    /// whatever the app does, so auditors throw ``AccessibilityAuditError/emptyHierarchy(found:)``.
    /// Stops at the first such element: O(n) at worst.
    public var hasContentToAudit: Bool {
        guard !isEmpty else { return false }
        return elements.contains(where: Self.isContent)
    }

    /// What an empty screen holds, for messages: "nothing", or "only an application and a window",
    /// "only an application, a window and 12 hidden elements" (applications, windows, visible plain
    /// containers, then hidden elements).
    public var contentSummary: String {
        guard !isEmpty else { return "nothing" }
        var applications = 0, windows = 0, containers = 0, hidden = 0, content = 0
        for element in elements {
            switch element.elementType {
            case .application: applications += 1
            case .window: windows += 1
            default:
                if element.isVisible == false { hidden += 1 } else if Self.isContent(element) { content += 1 } else { containers += 1 }
            }
        }
        func count(_ n: Int, _ one: String, _ many: String) -> String? {
            n == 0 ? nil : n == 1 ? one : "\(n) \(many)"
        }
        var parts = [count(applications, "an application", "applications"), count(windows, "a window", "windows"),
                     count(containers, "a plain container", "plain containers"),
                     count(hidden, "a hidden element", "hidden elements")].compactMap { $0 }
        if content > 0 { parts.append(content == 1 ? "an element to audit" : "\(content) elements to audit") }
        guard let last = parts.popLast() else { return "nothing" }
        let list = parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
        return content > 0 ? list : "only " + list
    }

    /// Whether `element` is something to audit (see ``hasContentToAudit``).
    private static func isContent(_ element: ElementSnapshot) -> Bool {
        let type = element.elementType
        guard type != .application, type != .window, element.isVisible != false else { return false }
        let hasText = [element.label, element.value, element.text?.text].contains {
            $0.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
        }
        return hasText || type == .image || element.image != nil || type.isControl || element.isInteractive == true
            || element.isAccessibilityElement == true || element.displaysMedia == true
            || element.isTranslucentMaterial == true || !(element.motionEffects ?? []).isEmpty
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

    /// The view-tree descendants of `id`, depth first, not including it.
    public func descendants(of id: Int) -> [ElementSnapshot] {
        Array(preorder(from: id, children: \.children).dropFirst())
    }

    /// The element's path from the root, such as `Application/Window/Other/Button['New Quote']`.
    ///
    /// Each step is the XCUITest type name with the identifier (`#id`), else the label (`['…']`),
    /// else the index among siblings of that type (`[2]`). Stable across runs and across changes
    /// elsewhere in the tree that do not add siblings of the same type.
    ///
    /// Walks parent ids up from the element and reads each step's component in place, so no
    /// snapshot is copied: O(depth) index look-ups. A parent cycle is cut where it closes.
    public func path(of id: Int) -> String {
        guard elements.indices.contains(id) else { return "" }
        var steps: [String] = [elements[id].pathComponent]
        var seen = Set<Int>([id])
        var current = elements[id].parent
        while let p = current, elements.indices.contains(p), seen.insert(p).inserted {
            steps.append(elements[p].pathComponent)
            current = elements[p].parent
        }
        return steps.reversed().joined(separator: "/")
    }
}
