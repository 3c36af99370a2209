import Foundation

/// Shared judgements the built-in rules make from an ``ElementSnapshot``'s optional facts.
///
/// Each answers from the evidence present: headless snapshots know the accessibility view
/// (`isInAccessibilityView != nil`); captures know at most the `accessible` attribute
/// (`isAccessibilityElement`), and often not even that.
enum RuleEvidence {
    /// Whether VoiceOver reaches `element` as an element: `true`/`false` when the hierarchy says,
    /// `nil` when unknown.
    ///
    /// Where the accessibility view is known, the element must be in it and be an accessibility
    /// element. On captures, the capture's `accessible` attribute, or `nil` without it.
    static func isVoiceOverElement(_ element: ElementSnapshot) -> Bool? {
        if let inView = element.isInAccessibilityView { return inView && element.isAccessibilityElement == true }
        return element.isAccessibilityElement
    }

    /// Whether the element is drawn on screen: its `isVisible` when known; when not (debugDescription
    /// dumps do not say), whether its frame is known, not empty and at least partly on the screen.
    static func isShown(_ element: ElementSnapshot, screen: CGRect?) -> Bool {
        if let visible = element.isVisible { return visible }
        guard let frame = element.frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return false }
        return !isOffScreen(frame, screen: screen)
    }

    /// Whether the string has something besides whitespace.
    static func hasContent(_ string: String?) -> Bool {
        guard let string else { return false }
        return !string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Whether the element is known to be enabled: not disabled, and no `.notEnabled` trait.
    static func isEnabled(_ element: ElementSnapshot) -> Bool {
        element.isEnabled != false && !(element.traits?.contains(.notEnabled) ?? false)
    }

    /// The screen rectangle: the root element's frame, when known and not empty.
    static func screen(of hierarchy: AccessibilityHierarchy) -> CGRect? {
        guard let root = hierarchy.rootID, let frame = hierarchy[root]?.frame, frame.isFiniteRect,
              frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    /// Whether `frame` lies wholly outside `screen` (no area in common); `false` when either is unknown.
    static func isOffScreen(_ frame: CGRect?, screen: CGRect?) -> Bool {
        guard let frame, let screen, frame.isFiniteRect else { return false }
        let overlap = frame.intersection(screen)
        return overlap.isNull || overlap.width <= 0 || overlap.height <= 0
    }

    /// Ids of elements that a visible, reached modal view (`accessibilityViewIsModal`) hides from
    /// VoiceOver: everything under the modal view's siblings. Such content is left out on purpose.
    static func behindModal(in hierarchy: AccessibilityHierarchy) -> Set<Int> {
        var modalChildOfParent: [Int: Int] = [:]
        for element in hierarchy.elements where element.isModal == true && element.isVisible != false
            && element.isInAccessibilityView == true {
            if let parent = element.parent { modalChildOfParent[parent] = element.id }
        }
        guard !modalChildOfParent.isEmpty else { return [] }
        var hidden = Set<Int>()
        for (parent, modal) in modalChildOfParent {
            for sibling in hierarchy[parent]?.children ?? [] where sibling != modal {
                hidden.insert(sibling)
                for descendant in hierarchy.descendants(of: sibling) { hidden.insert(descendant.id) }
            }
        }
        return hidden
    }

    /// For each element id, the nearest view-tree ancestor satisfying `predicate`, or `nil`.
    ///
    /// One pass over `order` (the view tree in pre-order, parents before children), so deep trees
    /// cost O(n), not O(n × depth).
    static func nearestAncestors(in hierarchy: AccessibilityHierarchy, order: [ElementSnapshot],
                                 where predicate: (ElementSnapshot) -> Bool) -> [Int?] {
        var result = [Int?](repeating: nil, count: hierarchy.elements.count)
        var matches = [Bool](repeating: false, count: hierarchy.elements.count)
        for element in order where result.indices.contains(element.id) {
            matches[element.id] = predicate(element)
            guard let parent = element.parent, result.indices.contains(parent) else { continue }
            result[element.id] = matches[parent] ? parent : result[parent]
        }
        return result
    }

    /// For each element id, whether some view-tree descendant satisfies `predicate`. One pass
    /// over `order` (the view tree in pre-order) backwards, children before parents.
    static func hasDescendant(in hierarchy: AccessibilityHierarchy, order: [ElementSnapshot],
                              where predicate: (ElementSnapshot) -> Bool) -> [Bool] {
        var result = [Bool](repeating: false, count: hierarchy.elements.count)
        for element in order.reversed() where result.indices.contains(element.id) {
            guard let parent = element.parent, result.indices.contains(parent) else { continue }
            if result[element.id] || predicate(element) { result[parent] = true }
        }
        return result
    }

    /// Folds case, diacritics and runs of whitespace, so "Café  Menu" matches "cafe menu".
    static func normalized(_ string: String) -> String {
        string.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Whether `element`'s label or value contains `text` (after ``normalized(_:)``).
    static func speaks(_ element: ElementSnapshot, text: String) -> Bool {
        let needle = normalized(text)
        guard !needle.isEmpty else { return false }
        return [element.label, element.value].contains { $0.map { normalized($0).contains(needle) } ?? false }
    }

    /// A side length in points for messages: whole numbers without decimals, else one decimal.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
