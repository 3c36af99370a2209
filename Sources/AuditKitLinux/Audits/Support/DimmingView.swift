import Foundation

/// A view that covers the screen over earlier content (a dimming view, a blur, an invisible view
/// that takes taps), with what is presented on it and what it covers.
///
/// The heuristic behind the modal containment rules, kept conservative because a false positive
/// here would accuse an ordinary screen of a modal bug. What covers the screen decides, not only a
/// dimming colour:
/// - the cover is visible, covers at least ``minimumCoverage`` (90%) of the screen's area, and is
///   one of: a dimming view (``Kind/dimming``: its own background colour is translucent, alpha from
///   ``alphaRange``, 0.15 to 0.95, and dark, the colour's sRGB relative luminance at most
///   ``maximumLuminance``, 0.05: black through about #3F3F3F; UIKit's presentation dimming views are
///   black at 0.2 to 0.4 alpha); a translucent material (``Kind/blur``: `isTranslucentMaterial`, a
///   `UIVisualEffectView` blurring what is behind); or an invisible layer that takes taps
///   (``Kind/tapLayer``: `isInteractive`, no background or one under 0.15 alpha, not an element, no
///   element VoiceOver reaches inside: the "tap outside to dismiss" layer of a custom sheet). Sighted
///   people can touch nothing behind any of them.
/// - something is presented on it: an accessibility element VoiceOver reaches inside the cover
///   (not for a tap layer), or inside a later sibling (drawn above it) that overlaps it. No
///   presented content, no finding.
/// - what it covers: accessibility elements VoiceOver reaches that come before it in the view tree
///   (drawn behind it), are not inside it or the presented views, and overlap it.
///
/// In hierarchy JSON from other tools (source `json`), an empty view over the screen whose
/// background, material and taps are all unknown, with content presented on a later sibling, may
/// be any of these: ``Kind/unknown``, which the rule counts as not evaluated.
struct DimmingView {
    /// What covers the screen.
    enum Kind: String {
        /// A translucent dark view (`dimmingView`).
        case dimming = "dimmingView"
        /// A translucent material, a blur (`blurView`).
        case blur = "blurView"
        /// An invisible view that takes taps (`tapLayer`).
        case tapLayer
        /// A view whose looks and taps the hierarchy does not record.
        case unknown
    }

    /// What kind of cover it is.
    var kind: Kind
    /// The covering view (named for the dimming view, the first kind found).
    var dimming: ElementSnapshot
    /// The view presented over the dimming (a later sibling), or the dimming view itself when the
    /// content is inside it.
    var presented: ElementSnapshot
    /// Reachable elements behind the dimming view, in reading order.
    var covered: [ElementSnapshot]
    /// The share of the screen's area the dimming view covers, from 0 to 1.
    var coverage: Double

    /// The least share of the screen's area a dimming view covers: 0.9.
    static let minimumCoverage = 0.9
    /// The dimming background's alpha range: 0.15 ... 0.95.
    static let alphaRange = 0.15...0.95
    /// The dimming colour's highest sRGB relative luminance (opaque): 0.05.
    static let maximumLuminance = 0.05

    /// Every dimming view with presented content on the screen `facts` are about. Needs background
    /// colours and frames.
    ///
    /// What lies inside a view is a range of view-tree positions, so each dimming view costs
    /// O(log n) plus the elements it covers and its later siblings without reachable content.
    static func find(in facts: ScreenFacts) -> [DimmingView] {
        let hierarchy = facts.hierarchy
        let elements = facts.elements
        guard let rootID = hierarchy.rootID, let screen = hierarchy[rootID]?.frame ?? screenFrame(hierarchy),
            screen.width > 0, screen.height > 0
        else { return [] }
        let tree = facts.viewTree
        // Read in place: most elements are not dimming views, and a copy of each would cost more.
        let factsMayBeAbsent = UnknownFacts.factsMayBeAbsent(hierarchy)
        let candidates = elements.withView { elements in
            tree.order.compactMap { id in
                coverKind(elements[id], screen: screen, factsMayBeAbsent: factsMayBeAbsent).map { (id, $0) }
            }
        }
        guard !candidates.isEmpty else { return [] }
        let reachable = facts.accessibilityElements
        var readingIndex = [Int](repeating: -1, count: elements.count)
        for (index, id) in reachable.enumerated() { readingIndex[id] = index }
        let reachableInside = PositionCounts(tree) { readingIndex[$0] >= 0 }
        // Reachable elements by where their view-tree subtree ends: those entirely before a view
        // are a prefix of this list.
        let byEnd = reachable.filter { tree.contains($0) }.sorted { tree.end[$0] < tree.end[$1] }
        let ends = byEnd.map { tree.end[$0] }
        var found: [DimmingView] = []
        for (id, kind) in candidates {
            let candidate = elements[id]
            guard let frame = candidate.frame else { continue }
            let candidatePosition = tree.position[id]
            // Presented on it: later visible siblings that overlap it (drawn above), or its own content.
            var presented: ElementSnapshot?
            if let parent = candidate.parent, facts.isElement(parent),
                let index = elements[parent].children.firstIndex(of: id)
            {
                for sibling in elements[parent].children[(index + 1)...] where facts.isElement(sibling) {
                    guard elements[sibling].isVisible == true, let box = elements[sibling].frame,
                        overlapArea(box, frame) > 0,
                        reachableInside.count(in: tree.subtree(of: sibling)) > 0
                    else { continue }
                    presented = elements[sibling]
                    break
                }
            }
            let ownContent = reachableInside.count(in: tree.subtree(of: id)) > 0
            // A tap layer or an unknown view holding content is a screen's own container (a view
            // dismissing the keyboard on tap), not a cover.
            if ownContent, kind == .tapLayer || kind == .unknown { continue }
            if presented == nil, ownContent { presented = candidate }
            guard let presented else { continue }
            // Covered: reachable elements drawn before it (their subtree ends before it starts, so
            // neither an ancestor nor inside), overlapping it, in reading order.
            var low = 0
            var high = ends.count
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] <= candidatePosition { low = mid + 1 } else { high = mid }
            }
            let covered = byEnd[..<low].filter { elements[$0].frame.map { overlapArea($0, frame) > 0 } ?? false }
                .sorted { readingIndex[$0] < readingIndex[$1] }.map { elements[$0] }
            found.append(
                DimmingView(
                    kind: kind, dimming: candidate, presented: presented, covered: covered,
                    coverage: overlapArea(frame, screen) / Double(screen.width * screen.height)))
        }
        return found
    }

    /// Whether `element` looks like a dimming view over a screen of `screen`'s size.
    @inline(__always)
    static func isDimming(_ element: ElementSnapshot, screen: CGRect) -> Bool {
        guard element.isVisible == true, let color = element.backgroundColor, let frame = element.frame,
            alphaRange.contains(color.alpha)
        else { return false }
        let opaque = RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 1)
        guard opaque.relativeLuminance <= maximumLuminance else { return false }
        return overlapArea(frame, screen) >= minimumCoverage * screen.width * screen.height
    }

    /// What kind of cover `element` is over a screen of `screen`'s size, or `nil` (see the type's
    /// rules). `factsMayBeAbsent`: the hierarchy may leave out looks and taps (``Kind/unknown``).
    @inline(__always)
    static func coverKind(_ element: ElementSnapshot, screen: CGRect, factsMayBeAbsent: Bool) -> Kind? {
        if isDimming(element, screen: screen) { return .dimming }
        guard element.isVisible != false, element.isAccessibilityElement != true, let frame = element.frame,
            element.elementType == .other || element.elementType == .image,
            overlapArea(frame, screen) >= minimumCoverage * screen.width * screen.height
        else { return nil }
        if element.isTranslucentMaterial == true, element.isVisible == true { return .blur }
        let clear = element.backgroundColor.map { $0.alpha < alphaRange.lowerBound }
        if element.isInteractive == true, clear ?? true, element.isVisible == true { return .tapLayer }
        if factsMayBeAbsent, element.backgroundColor == nil, element.isTranslucentMaterial == nil,
            element.isInteractive == nil
        {
            return .unknown
        }
        return nil
    }

    /// The area, in square points, where two rectangles overlap.
    static func overlapArea(_ a: CGRect, _ b: CGRect) -> Double {
        let overlap = a.intersection(b)
        return overlap.isNull ? 0 : Double(overlap.width * overlap.height)
    }

    /// The largest frame in the hierarchy, when the root has none.
    private static func screenFrame(_ hierarchy: AccessibilityHierarchy) -> CGRect? {
        hierarchy.elements.compactMap(\.frame).filter(\.isFiniteRect).max {
            $0.width * $0.height < $1.width * $1.height
        }
    }
}
