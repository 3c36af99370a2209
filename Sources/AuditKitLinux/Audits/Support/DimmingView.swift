import Foundation

/// A dimming view found over earlier content, with what is presented on it and what it covers.
///
/// The heuristic behind the modal containment rules, kept conservative because a false positive
/// here would accuse an ordinary screen of a modal bug:
/// - the dimming view is visible, covers at least ``minimumCoverage`` (90%) of the screen's area,
///   and has its own background colour that is translucent (alpha from ``alphaRange``, 0.15 to
///   0.95) and dark (the colour's sRGB relative luminance at most ``maximumLuminance``, 0.05:
///   black through about #3F3F3F). UIKit's presentation dimming views are black at 0.2 to 0.4 alpha.
/// - something is presented on it: an accessibility element VoiceOver reaches inside the dimming
///   view, or inside a later sibling (drawn above it) that overlaps it. No presented content, no finding.
/// - what it covers: accessibility elements VoiceOver reaches that come before it in the view tree
///   (drawn behind it), are not inside it or the presented views, and overlap it.
struct DimmingView {
    /// The dimming view.
    var dimming: ElementSnapshot
    /// The view presented over the dimming (a later sibling), or the dimming view itself when the
    /// content is inside it.
    var presented: ElementSnapshot
    /// Reachable elements of the presented content.
    var presentedElements: [ElementSnapshot]
    /// Reachable elements behind the dimming view.
    var covered: [ElementSnapshot]
    /// The share of the screen's area the dimming view covers, from 0 to 1.
    var coverage: Double

    /// The least share of the screen's area a dimming view covers: 0.9.
    static let minimumCoverage = 0.9
    /// The dimming background's alpha range: 0.15 ... 0.95.
    static let alphaRange = 0.15...0.95
    /// The dimming colour's highest sRGB relative luminance (opaque): 0.05.
    static let maximumLuminance = 0.05

    /// Every dimming view with presented content in `hierarchy`. Needs background colours and frames.
    static func find(in hierarchy: AccessibilityHierarchy) -> [DimmingView] {
        guard let rootID = hierarchy.rootID, let screen = hierarchy[rootID]?.frame ?? screenFrame(hierarchy),
              screen.width > 0, screen.height > 0 else { return [] }
        let order = hierarchy.viewTreeElements
        var position: [Int: Int] = [:]
        for (index, element) in order.enumerated() { position[element.id] = index }
        let reachable = hierarchy.accessibilityElements
        var found: [DimmingView] = []
        for candidate in order where isDimming(candidate, screen: screen) {
            guard let frame = candidate.frame, let candidatePosition = position[candidate.id] else { continue }
            var presentedRoots: [ElementSnapshot] = []
            if let parent = candidate.parent.flatMap({ hierarchy[$0] }), let index = parent.children.firstIndex(of: candidate.id) {
                presentedRoots = parent.children[(index + 1)...].compactMap { hierarchy[$0] }.filter {
                    $0.isVisible == true && ($0.frame.map { overlapArea($0, frame) > 0 } ?? false)
                }
            }
            let insideDimming = Set(hierarchy.descendants(of: candidate.id).map(\.id)).union([candidate.id])
            var presentedIDs = insideDimming
            for root in presentedRoots { presentedIDs.formUnion(hierarchy.preorder(from: root.id, children: \.children).map(\.id)) }
            let presentedElements = reachable.filter { presentedIDs.contains($0.id) }
            guard !presentedElements.isEmpty else { continue }
            let presented = presentedRoots.first { root in
                let ids = Set(hierarchy.preorder(from: root.id, children: \.children).map(\.id))
                return presentedElements.contains { ids.contains($0.id) }
            } ?? candidate
            let ancestors = Set(hierarchy.ancestors(of: candidate.id).map(\.id))
            let covered = reachable.filter { element in
                guard let p = position[element.id], p < candidatePosition, !ancestors.contains(element.id),
                      !presentedIDs.contains(element.id), let f = element.frame else { return false }
                return overlapArea(f, frame) > 0
            }
            found.append(DimmingView(dimming: candidate, presented: presented, presentedElements: presentedElements, covered: covered,
                                     coverage: overlapArea(frame, screen) / Double(screen.width * screen.height)))
        }
        return found
    }

    /// Whether `element` looks like a dimming view over a screen of `screen`'s size.
    static func isDimming(_ element: ElementSnapshot, screen: CGRect) -> Bool {
        guard element.isVisible == true, let color = element.backgroundColor, let frame = element.frame,
              alphaRange.contains(color.alpha) else { return false }
        let opaque = RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 1)
        guard opaque.relativeLuminance <= maximumLuminance else { return false }
        return overlapArea(frame, screen) >= minimumCoverage * screen.width * screen.height
    }

    /// The area, in square points, where two rectangles overlap.
    static func overlapArea(_ a: CGRect, _ b: CGRect) -> Double {
        let overlap = a.intersection(b)
        return overlap.isNull ? 0 : Double(overlap.width * overlap.height)
    }

    /// The largest frame in the hierarchy, when the root has none.
    private static func screenFrame(_ hierarchy: AccessibilityHierarchy) -> CGRect? {
        hierarchy.elements.compactMap(\.frame).filter(\.isFiniteRect).max { $0.width * $0.height < $1.width * $1.height }
    }
}
