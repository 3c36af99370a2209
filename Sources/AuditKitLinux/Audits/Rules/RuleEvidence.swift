import Foundation

/// Shared judgements the built-in rules make from an ``ElementSnapshot``'s optional facts: which
/// elements VoiceOver reaches, what is shown, and how labels compare.
///
/// Each answers from the evidence present: headless snapshots know the accessibility view
/// (`isInAccessibilityView != nil`); captures know at most the `accessible` attribute
/// (`isAccessibilityElement`), and often not even that.
///
/// Two views of reach, on purpose: ``isVoiceOverElement(_:)`` answers per element and says `nil`
/// when a capture does not know (rules that must not guess count those as not evaluated);
/// ``voiceOverElements(in:)`` lists the elements to judge, letting a capture's elements not known
/// to be hidden stand in (rules that only fire on further evidence, such as traits or labels).
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

    /// The elements VoiceOver reaches, in reading order.
    ///
    /// For a headless or JSON hierarchy, the leaves of the accessibility view. A capture holds the
    /// automation tree only: its elements that are not known to be hidden from assistive technology
    /// (`accessible` absent or true) and not known to be invisible stand in for them.
    static func voiceOverElements(in hierarchy: AccessibilityHierarchy) -> [ElementSnapshot] {
        if hierarchy.source.isCapture {
            return hierarchy.viewTreeElements.filter {
                $0.isAccessibilityElement != false && $0.isVisible != false && $0.elementType != .application
            }
        }
        return hierarchy.accessibilityElements.filter { $0.isVisible != false }
    }

    /// Whether a view-tree ancestor of `id` handles taps: VoiceOver's double tap on an element without
    /// an activation of its own sends a tap to its activation point, which that ancestor receives.
    static func hasInteractiveAncestor(_ id: Int, in hierarchy: AccessibilityHierarchy) -> Bool {
        var seen = Set<Int>([id])
        var current = hierarchy[id]?.parent
        while let p = current, hierarchy.elements.indices.contains(p), seen.insert(p).inserted {
            if hierarchy.elements[p].isInteractive == true { return true }
            current = hierarchy.elements[p].parent
        }
        return false
    }

    /// `text` split into lower-cased words: runs of letters and digits (a run of CJK characters stays one word).
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Letters and digits only, lower-cased, joined: for comparing labels regardless of punctuation,
    /// spacing and case ("Play, Pause" and "play pause" give "playpause"). Unlike ``normalized(_:)``,
    /// which keeps punctuation and folds diacritics, for finding one text inside another.
    static func lettersAndDigits(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
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

    /// A side length in points for messages: whole numbers without decimals, else one decimal
    /// (huge values in scientific notation; see `ElementSnapshot.format`).
    static func points(_ value: Double) -> String { ElementSnapshot.format(value) }
}

extension AccessibilityAuditContext {
    /// The screen as VoiceOver users get it, for the rules about VoiceOver (element detection,
    /// descriptions, traits, actions, parent/child).
    ///
    /// Views may react to VoiceOver (a close button shown only while it runs), so a live app taken
    /// with VoiceOver off is snapshotted again with `isVoiceOverRunning = true`. The hierarchy under
    /// audit is returned as is when it was taken with VoiceOver on, cannot be snapshotted again (a
    /// capture or an import), or when the re-snapshot shows the same elements (nothing reacted: issues
    /// then keep an empty ``AccessibilityAuditIssue/foundUnder``).
    func voiceOverScreen() -> AccessibilityHierarchy {
        guard var settings = hierarchy.settings, !settings.isVoiceOverRunning, canResnapshot else { return hierarchy }
        settings.isVoiceOverRunning = true
        guard let running = hierarchy(under: settings), running.elements != hierarchy.elements else { return hierarchy }
        return running
    }

    /// Reports an issue about `element` of `screen` (the hierarchy under audit, or ``voiceOverScreen()``'s
    /// re-snapshot, whose settings then go into ``AccessibilityAuditIssue/foundUnder``).
    func report(_ rule: some AccessibilityAuditRule, element: ElementSnapshot?, on screen: AccessibilityHierarchy,
                compactDescription: String, detailedDescription: String, severity: AccessibilityAuditSeverity = .failure) {
        if let element, screen.settings != hierarchy.settings {
            report(rule, element: element, in: screen, compactDescription: compactDescription,
                   detailedDescription: detailedDescription, severity: severity)
        } else {
            report(rule, element: element, compactDescription: compactDescription,
                   detailedDescription: detailedDescription, severity: severity)
        }
    }
}
