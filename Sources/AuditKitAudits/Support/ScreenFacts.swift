import AuditKitModel
import Foundation

/// The facts about one screen under audit that several rules need, each worked out once, on first
/// use, and shared by every rule of the audit: the view tree and the accessibility view walked once
/// in pre-order (``TreeOrder``: subtrees are ranges of positions), the elements VoiceOver reaches,
/// the elements behind modal views, the nearest reached ancestor of each element, and each
/// element's label and value folded for comparison.
///
/// Rules walk ids over these tables and read the fields they need from ``elements`` in place,
/// instead of copying every ``ElementSnapshot`` into arrays of their own. Get one from the context
/// (``AccessibilityAuditContext/facts(of:)``, ``AccessibilityAuditContext/voiceOverFacts()``): an
/// audit builds one per hierarchy (the screen, and each re-snapshot a rule asks for).
///
/// Not thread-safe: an audit runs its rules on one thread, and each audit has its own. The facts
/// ``startOnSecondThread(_:starting:)`` makes on a second thread are made from values, not from this object.
final class ScreenFacts {
    /// The hierarchy these facts are about.
    let hierarchy: AccessibilityHierarchy
    /// The hierarchy's elements, indexed by id (the same storage, not a copy).
    let elements: [ElementSnapshot]
    /// Whether the hierarchy is a capture (``AccessibilityHierarchy/Source/isCapture``).
    let isCapture: Bool

    init(_ hierarchy: AccessibilityHierarchy) {
        self.hierarchy = hierarchy
        self.elements = hierarchy.elements
        self.isCapture = hierarchy.source.isCapture
    }

    /// Whether `id` is an element of the hierarchy.
    @inline(__always) func isElement(_ id: Int) -> Bool { id >= 0 && id < elements.count }

    // MARK: Trees

    /// The view tree in pre-order (``AccessibilityHierarchy/viewTreeElements``, as ids).
    private(set) lazy var viewTree = TreeOrder.viewTree(of: hierarchy)

    /// The accessibility view in pre-order, from the root.
    private(set) lazy var accessibilityView = TreeOrder.accessibilityView(of: hierarchy)

    /// The elements VoiceOver reaches as elements, in reading order (``AccessibilityHierarchy/accessibilityElements``).
    private(set) lazy var accessibilityElements: [Int] = elements.withView { elements in
        accessibilityView.order.filter {
            elements[$0].isInAccessibilityView == true && elements[$0].isAccessibilityElement == true
        }
    }

    /// The elements VoiceOver reaches, in reading order; on captures, those that stand in for them
    /// (``AccessibilityHierarchy/voiceOverElements``).
    private(set) lazy var voiceOverElements: [Int] = {
        if isCapture {
            return elements.withView { elements in
                viewTree.order.filter {
                    elements[$0].isAccessibilityElement != false && elements[$0].isVisible != false
                        && elements[$0].elementType != .application
                }
            }
        }
        return accessibilityElements.filter { elements[$0].isVisible != false }
    }()

    /// What VoiceOver reads on the screen, in order, part by part (``VoiceOverReading``): the model
    /// the transcript prints, shared by the rules about what VoiceOver says. Taken from the second
    /// thread when ``startOnSecondThread(_:starting:)`` started it, made here otherwise.
    private(set) lazy var voiceOverReading: VoiceOverReading = {
        defer { readingOnSecondThread = nil }
        return readingOnSecondThread?.take() ?? VoiceOverReading(hierarchy, viewTree: viewTree)
    }()

    /// The labels `sufficientElementDescription.notHumanReadable` judges, with their elements, in
    /// view-tree order: those of the description candidates (``descriptionCandidates``) that have
    /// content and are not the text the element draws (nor, on a static text that draws none, its
    /// value, which is what it shows).
    private(set) lazy var judgedLabels: [(id: Int, label: String)] = {
        let candidates = descriptionCandidates
        var judged: [(id: Int, label: String)] = []
        elements.withView { elements in
            for id in viewTree.order where candidates.contains(id, in: elements) {
                guard let label = elements[id].label, label.hasContent else { continue }
                if label == elements[id].text?.text { continue }
                if elements[id].elementType == .staticText, elements[id].text == nil, label == elements[id].value {
                    continue
                }
                judged.append((id, label))
            }
        }
        return judged
    }()

    /// ``LabelReadability/assess(_:)`` of each of ``judgedLabels``, in its order, when
    /// ``startOnSecondThread(_:starting:)`` made them on the second thread; `nil` otherwise (the
    /// rule then assesses the labels itself).
    private(set) lazy var labelVerdicts: [LabelReadability.Reason?]? = {
        defer { labelVerdictsOnSecondThread = nil }
        return labelVerdictsOnSecondThread?.take()
    }()

    /// The controls of the reading grouped by name and role
    /// (``ControlNameGroups/make(_:elements:namedByContainer:)``), when
    /// ``startOnSecondThread(_:starting:)`` made them on the second thread; `nil` otherwise (the
    /// rule then groups them itself).
    private(set) lazy var controlNameGroups: ControlNameGroups.Groups? = {
        defer { controlNameGroupsOnSecondThread = nil }
        return controlNameGroupsOnSecondThread?.take()
    }()

    /// The values being made on the second thread, until taken.
    private var readingOnSecondThread: SecondThread.Value<VoiceOverReading>?
    private var labelVerdictsOnSecondThread: SecondThread.Value<[LabelReadability.Reason?]>?
    private var controlNameGroupsOnSecondThread: SecondThread.Value<ControlNameGroups.Groups>?

    /// The fewest elements for which ``startOnSecondThread(_:starting:)`` is worth a thread: the
    /// reading of 5,000 elements takes about as long as a few dozen thread starts.
    static let secondThreadMinimumElements = 5_000

    /// Starts making `facts` on a second thread, in the order rules ask for them (the verdicts on
    /// ``judgedLabels``, the reading, then the groups of control names made from it), so that
    /// rules that need none of them run meanwhile; the first rule that asks for one takes it,
    /// waiting for it if the thread is making it, or making it itself if the thread has not
    /// started (``SecondThread/Job``). The thread reads only values made here first: the
    /// hierarchy, the view tree and the judged labels. Call it before anything asks for one of
    /// them. With `starting` false, no thread starts (for tests).
    func startOnSecondThread(_ facts: FactsOnSecondThread, starting: Bool = true) {
        guard readingOnSecondThread == nil, labelVerdictsOnSecondThread == nil,
            controlNameGroupsOnSecondThread == nil, !facts.isEmpty
        else { return }
        let hierarchy = hierarchy
        let viewTree = viewTree
        let labels = facts.contains(.labelVerdicts) ? judgedLabels.map(\.label) : []
        let job = SecondThread.Job()
        let verdictsValue =
            facts.contains(.labelVerdicts) ? SecondThread.Value<[LabelReadability.Reason?]>(of: job) : nil
        let readingValue =
            facts.contains(.reading) || facts.contains(.controlNameGroups)
            ? SecondThread.Value<VoiceOverReading>(of: job) : nil
        let groupsValue =
            facts.contains(.controlNameGroups) ? SecondThread.Value<ControlNameGroups.Groups>(of: job) : nil
        labelVerdictsOnSecondThread = verdictsValue
        readingOnSecondThread = readingValue
        controlNameGroupsOnSecondThread = groupsValue
        SecondThread.start(job, starting: starting) {
            verdictsValue?.make { labels.map(LabelReadability.assess) }
            guard let readingValue else { return }
            let reading = VoiceOverReading(hierarchy, viewTree: viewTree)
            readingValue.make { reading }
            groupsValue?.make {
                ControlNameGroups.make(reading, elements: hierarchy.elements, viewTreeOrder: viewTree.order)
            }
        }
    }

    /// For each element id, whether iOS sizes its text rather than the app: system bars and the
    /// system's UI (``AccessibilityHierarchy/isSystemSized(systemInterface:)``), the chrome the Dynamic Type and
    /// clipping rules exempt.
    private(set) lazy var systemSized: [Bool] = hierarchy.isSystemSized(
        systemInterface: holdsNoSystemInterface ? [SystemInterface?](repeating: nil, count: elements.count) : nil)

    /// Whether the auditor found none of the system's UI on ``hierarchy`` (set by the context for
    /// the screen under audit): ``systemSized`` then does not look for it again.
    var holdsNoSystemInterface = false

    /// For each element id, where it lies relative to the screen (``AccessibilityHierarchy/screenPlacement()``).
    private(set) lazy var screenPlacement: [ScreenPlacement] = hierarchy.screenPlacement()

    /// Each element's path (``AccessibilityHierarchy/path(of:)``) in bounded time, after one pass
    /// (``AccessibilityHierarchy/PathIndex``): for paths a rule writes per issue (evidence), which
    /// would otherwise walk to the root each time, O(n × depth) on a deep chain.
    private(set) lazy var paths = Paths(hierarchy)

    /// ``AccessibilityHierarchy/PathIndex`` held by reference: a struct read through a class's
    /// `lazy var` is copied on every read (its hierarchy and tables retained and released), and
    /// paths are read once per issue.
    final class Paths {
        private let index: AccessibilityHierarchy.PathIndex

        init(_ hierarchy: AccessibilityHierarchy) { index = AccessibilityHierarchy.PathIndex(hierarchy) }

        /// The steps, parents, depths and anchors of the elements whose paths were asked for (``PathTable``).
        var table: PathTable { index.table }

        /// The element's path, as ``AccessibilityHierarchy/path(of:)`` writes it.
        func path(of id: Int) -> String { index.path(of: id) }

        /// The element's path as an issue keeps it (``AccessibilityHierarchy/PathIndex/storedPath(of:)``).
        func storedPath(of id: Int) -> StoredPath { index.storedPath(of: id) }
    }

    /// The screen rectangle (``AccessibilityHierarchy/screenFrame``).
    private(set) lazy var screenFrame: CGRect? = hierarchy.screenFrame

    // MARK: Facts per element, indexed by id

    /// Whether a visible, reached modal view hides the element from VoiceOver: it lies in (or is)
    /// a sibling of the modal view (``AccessibilityHierarchy/idsHiddenByModalViews``).
    ///
    /// Marks each hidden sibling's subtree as a range of view-tree positions, added up once, so
    /// nested modal views cost O(n) together.
    private(set) lazy var hiddenByModalViews: [Bool] = {
        var hidden = [Bool](repeating: false, count: elements.count)
        var modalChildOfParent: [Int: Int] = [:]
        for id in elements.indices
        where elements[id].isModal == true && elements[id].isVisible != false
            && elements[id].isInAccessibilityView == true
        {
            if let parent = elements[id].parent { modalChildOfParent[parent] = id }
        }
        guard !modalChildOfParent.isEmpty else { return hidden }
        let tree = viewTree
        var starts = [Int](repeating: 0, count: tree.order.count + 1)
        for (parent, modal) in modalChildOfParent {
            guard isElement(parent) else { continue }
            for sibling in elements[parent].children where sibling != modal && isElement(sibling) {
                hidden[sibling] = true
                let range = tree.subtree(of: sibling)
                guard !range.isEmpty else { continue }
                starts[range.lowerBound] += 1
                starts[range.upperBound] -= 1
            }
        }
        var depth = 0
        for (position, id) in tree.order.enumerated() {
            depth += starts[position]
            if depth > 0 { hidden[id] = true }
        }
        return hidden
    }()

    /// For each element, its nearest view-tree ancestor that VoiceOver reaches as an element
    /// (``ElementSnapshot/isVoiceOverElement``), or `nil`.
    private(set) lazy var reachedAncestor: [Int?] = nearestAncestors { $0.isVoiceOverElement == true }

    /// For each element, its nearest view-tree ancestor marked an accessibility element, or `nil`.
    private(set) lazy var nearestAccessibleAncestor: [Int?] = nearestAncestors { $0.isAccessibilityElement == true }

    /// For each element, whether something inside it is marked an accessibility element.
    private(set) lazy var hasAccessibleDescendant: [Bool] = hasDescendant { $0.isAccessibilityElement == true }

    /// For each element, whether a view-tree ancestor handles taps (``AccessibilityHierarchy/hasInteractiveAncestor(_:)``).
    private(set) lazy var hasInteractiveAncestor: [Bool] = {
        var result = [Bool](repeating: false, count: elements.count)
        let folded = hierarchy.foldDown(
            { (parent: (above: Bool, interactive: Bool)?, id) in
                (
                    above: parent.map { $0.above || $0.interactive } ?? false,
                    interactive: self.elements[id].isInteractive == true
                )
            },
            cut: { id in
                (above: self.hierarchy.hasInteractiveAncestor(id), interactive: self.elements[id].isInteractive == true)
            })
        for (id, value) in folded.enumerated() { result[id] = value.above }
        return result
    }()

    /// The elements the description rules judge (``DescriptionCandidates``).
    private(set) lazy var descriptionCandidates = DescriptionCandidates(facts: self)

    /// For each element id, its nearest view-tree ancestor satisfying `predicate`, or `nil`: one
    /// pass over the view tree in pre-order, parents before children.
    @inline(__always)
    func nearestAncestors(where predicate: (ElementSnapshot) -> Bool) -> [Int?] {
        nearestMatchingAncestors({ elements, id in predicate(elements[id]) })
    }

    /// ``nearestAncestors(where:)`` for the elements whose type is one of `types`: reads each
    /// element's type in place, without a copy of the element for a predicate.
    func nearestAncestors(ofTypeIn types: ElementTypeSet) -> [Int?] {
        nearestMatchingAncestors({ elements, id in types.contains(elements[id].elementType) })
    }

    /// ``nearestAncestors(where:)`` with `isMatch` asked about an element by its id in the elements.
    @inline(__always)
    private func nearestMatchingAncestors(_ isMatch: (BufferView<ElementSnapshot>, Int) -> Bool) -> [Int?] {
        Self.nearestAncestors(in: elements, viewTreeOrder: viewTree.order, where: isMatch)
    }

    /// For each element id of `elements`, its nearest ancestor for which `isMatch` holds (asked
    /// about an element by its id in the elements), walking `viewTreeOrder` (the view tree in
    /// pre-order): ``nearestAncestors(where:)`` without the facts, for a second thread.
    @inline(__always)
    static func nearestAncestors(
        in elements: [ElementSnapshot], viewTreeOrder: [Int], where isMatch: (BufferView<ElementSnapshot>, Int) -> Bool
    ) -> [Int?] {
        let count = elements.count
        // The nearest matching ancestor as id + 1 (0 for none), and whether each element matches.
        var nearest = [Int](repeating: 0, count: count)
        var matches = [Bool](repeating: false, count: count)
        elements.withView { elements in
            nearest.withMutableView { nearest in
                matches.withMutableView { matches in
                    for id in viewTreeOrder {
                        matches[id] = isMatch(elements, id)
                        guard let parent = elements[id].parent, parent >= 0, parent < count else { continue }
                        nearest[id] = matches[parent] ? parent + 1 : nearest[parent]
                    }
                }
            }
        }
        return nearest.map { $0 == 0 ? nil : $0 - 1 }
    }

    /// For each element id, whether a view-tree descendant satisfies `predicate`: one pass over the
    /// view tree in pre-order backwards, children before parents.
    @inline(__always)
    func hasDescendant(where predicate: (ElementSnapshot) -> Bool) -> [Bool] {
        let count = elements.count
        var result = [Bool](repeating: false, count: count)
        elements.withView { elements in
            result.withMutableView { result in
                for id in viewTree.order.reversed() {
                    guard let parent = elements[id].parent, parent >= 0, parent < count else { continue }
                    if result[id] || predicate(elements[id]) { result[parent] = true }
                }
            }
        }
        return result
    }

    // MARK: Texts, folded once

    private var normalizedLabels: [String?]?
    private var normalizedValues: [String?]?

    /// The element's label folded by ``TextMatching/normalized(_:)``; `nil` without a label.
    func normalizedLabel(_ id: Int) -> String? {
        if normalizedLabels == nil { normalizedLabels = [String?](repeating: nil, count: elements.count) }
        if let cached = normalizedLabels?[id] { return cached }
        guard let label = elements[id].label else { return nil }
        let folded = TextMatching.normalized(label)
        normalizedLabels?[id] = folded
        return folded
    }

    /// The element's value folded by ``TextMatching/normalized(_:)``; `nil` without a value.
    func normalizedValue(_ id: Int) -> String? {
        if normalizedValues == nil { normalizedValues = [String?](repeating: nil, count: elements.count) }
        if let cached = normalizedValues?[id] { return cached }
        guard let value = elements[id].value else { return nil }
        let folded = TextMatching.normalized(value)
        normalizedValues?[id] = folded
        return folded
    }

    /// Whether the element's label or value contains `needle`, a text already folded by
    /// ``TextMatching/normalized(_:)`` (``TextMatching/speaks(_:text:)`` with each text folded once).
    func speaks(_ id: Int, normalizedText needle: String) -> Bool {
        guard !needle.isEmpty else { return false }
        if let label = normalizedLabel(id), label.containsText(needle) { return true }
        if let value = normalizedValue(id), value.containsText(needle) { return true }
        return false
    }
}

extension AccessibilityAuditContext {
    /// The shared facts about `hierarchy`: the screen under audit, or a re-snapshot this context
    /// returned (``hierarchy(under:)``, ``voiceOverScreen()``). Built once per hierarchy and audit.
    func facts(of hierarchy: AccessibilityHierarchy) -> ScreenFacts {
        if let known = factsBySettings[hierarchy.settings], known.hierarchy.sharesStorage(with: hierarchy) {
            return known
        }
        let facts = ScreenFacts(hierarchy)
        // The auditor set nothing aside (`setAside` has an entry per element, none true): the
        // screen is the one it looked at, and holds none of the system's UI.
        if setAside.count == hierarchy.elements.count, !setAside.contains(true),
            hierarchy.sharesStorage(with: self.hierarchy)
        {
            facts.holdsNoSystemInterface = true
        }
        factsBySettings[hierarchy.settings] = facts
        return facts
    }

    /// The facts of the screen as VoiceOver users get it (``voiceOverScreen()``).
    func voiceOverFacts() -> ScreenFacts {
        facts(of: voiceOverScreen())
    }
}

extension AccessibilityHierarchy {
    /// Whether `other` holds the very same element storage (a copy of this value, not merely equal).
    func sharesStorage(with other: AccessibilityHierarchy) -> Bool {
        guard elements.count == other.elements.count, rootID == other.rootID else { return false }
        return elements.withView { a in
            other.elements.withView { b in a.sharesStorage(with: b) }
        }
    }
}
