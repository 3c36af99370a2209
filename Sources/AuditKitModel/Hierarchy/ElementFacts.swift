import Foundation

// Facts about elements that several layers rely on (the audits, VoiceOver transcripts, element
// queries), answered from an ``ElementSnapshot``'s optional facts. Each answers from the evidence
// present: headless snapshots know the accessibility view (`isInAccessibilityView != nil`);
// captures know at most the `accessible` attribute (`isAccessibilityElement`), and often not even
// that. docs/architecture.md describes the accessibility view and the automation view.
//
// Two views of reach, on purpose: ``ElementSnapshot/isVoiceOverElement`` answers per element and
// says `nil` when a capture does not know (rules that must not guess count those as not evaluated);
// ``AccessibilityHierarchy/voiceOverElements`` lists the elements to judge, letting a capture's
// elements not known to be hidden stand in (rules that only fire on further evidence, such as
// traits or labels).

extension ElementSnapshot {
    /// Whether VoiceOver reaches the element as an element: `true`/`false` when the hierarchy says,
    /// `nil` when unknown.
    ///
    /// Where the accessibility view is known, the element must be in it and be an accessibility
    /// element. On captures, the capture's `accessible` attribute, or `nil` without it.
    @inlinable @inline(__always)
    package var isVoiceOverElement: Bool? {
        if let inView = isInAccessibilityView { return inView && isAccessibilityElement == true }
        return isAccessibilityElement
    }

    /// Whether the element is drawn on `screen`: its `isVisible` when known; when not (debugDescription
    /// dumps do not say), whether its frame is known, not empty and at least partly on the screen.
    @inlinable @inline(__always)
    package func isShown(on screen: CGRect?) -> Bool {
        if let visible = isVisible { return visible }
        guard let frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return false }
        return !frame.isOffScreen(screen)
    }

    /// Whether the element is known to be disabled: `isEnabled == false`, or the `.notEnabled` trait.
    @inlinable @inline(__always)
    package var isDisabled: Bool {
        isEnabled == false || (traits?.contains(.notEnabled) ?? false)
    }
}

/// The per-element facts above for the element `id` of a buffer of elements, reading its fields
/// in place. Rules walk ids over the hierarchy's storage; calling a method on `elements[id]` (or
/// handing `elements[id]` to a function) first copies the whole snapshot out of the buffer, some
/// thirty fields with their retains and releases, once per element and rule.
extension BufferView where Element == ElementSnapshot {
    /// `self[id].isVoiceOverElement`.
    @inlinable @inline(__always)
    package func isVoiceOverElement(_ id: Int) -> Bool? {
        if let inView = self[id].isInAccessibilityView { return inView && self[id].isAccessibilityElement == true }
        return self[id].isAccessibilityElement
    }

    /// `self[id].isShown(on: screen)`.
    @inlinable @inline(__always)
    package func isShown(_ id: Int, on screen: CGRect?) -> Bool {
        if let visible = self[id].isVisible { return visible }
        guard let frame = self[id].frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return false }
        return !frame.isOffScreen(screen)
    }

    /// `self[id].isDisabled`.
    @inlinable @inline(__always)
    package func isDisabled(_ id: Int) -> Bool {
        self[id].isEnabled == false || (self[id].traits?.contains(.notEnabled) ?? false)
    }
}

extension CGRect {
    /// Whether this frame lies wholly outside `screen` (no area in common); `false` when `screen` is
    /// unknown or this frame is not finite.
    @inlinable @inline(__always)
    package func isOffScreen(_ screen: CGRect?) -> Bool {
        guard let screen, isFiniteRect else { return false }
        // Both finite, neither with a negative size (every plausible frame and screen): the
        // overlap's sides worked out as Foundation's `intersection` works them out, without its call.
        if screen.isFiniteRect {
            return Self.overlapSide(origin.x, size.width, screen.origin.x, screen.size.width) <= 0
                || Self.overlapSide(origin.y, size.height, screen.origin.y, screen.size.height) <= 0
        }
        let overlap = intersection(screen)
        return overlap.isNull || overlap.width <= 0 || overlap.height <= 0
    }

    /// Along one axis, the side of the overlap of the spans `a ... a + aLength` and `b ... b + bLength`
    /// (lengths not negative), as `intersection` gives it: no overlap is -1; a span the overlap
    /// equals gives its own length (so a thin span far from zero keeps its length, which the
    /// difference of its rounded ends might lose); otherwise the difference of the overlap's ends.
    @inlinable @inline(__always)
    static func overlapSide(_ a: Double, _ aLength: Double, _ b: Double, _ bLength: Double) -> Double {
        let aEnd = a + aLength
        let bEnd = b + bLength
        guard a <= bEnd, b <= aEnd else { return -1 }
        let lower = Swift.max(a, b)
        let upper = Swift.min(aEnd, bEnd)
        if lower == a && upper == aEnd { return aLength }
        if lower == b && upper == bEnd { return bLength }
        return upper - lower
    }
}

extension String {
    /// Whether the string has something besides whitespace, line breaks and characters that are
    /// neither drawn nor spoken: the same answer as trimming Foundation's `whitespacesAndNewlines`
    /// and Unicode's Default_Ignorable_Code_Point characters (``isUnspoken(_:)``) and finding
    /// something left, without building a trimmed copy.
    @inlinable @inline(__always) package var hasContent: Bool {
        // Most texts start with a visible ASCII character: the loop below would return at it.
        if let first = utf8.first, first > 0x20, first < 0x80 { return true }
        var sawNonASCII = false
        for byte in utf8 {
            if byte >= 0x80 {
                sawNonASCII = true
            } else if byte > 0x20 || byte < 0x09 || (byte > 0x0D && byte < 0x20) {
                // Any ASCII byte but tab, line feed, vertical tab, form feed, carriage return and space.
                return true
            }
        }
        return sawNonASCII && unicodeScalars.contains { !Self.isUnspoken($0) }
    }

    /// Whether `scalar` is nothing to read: in Foundation's `CharacterSet.whitespacesAndNewlines`
    /// (Unicode's White_Space property plus U+200B ZERO WIDTH SPACE), or drawn as nothing
    /// (``isDefaultIgnorable(_:)``). A label made only of these is no description: Apple does not
    /// say what VoiceOver speaks for them, and a name nobody sees is no name whatever it speaks.
    @usableFromInline static func isUnspoken(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: isDefaultIgnorable(scalar)
        }
    }

    /// Whether `scalar` is a Default_Ignorable_Code_Point, which Unicode says is drawn as nothing:
    /// soft hyphen U+00AD, zero-width space, joiners and direction marks U+200B to U+200F, embeddings and isolates
    /// U+202A to U+202E and U+2066 to U+2069, word joiner U+2060, U+FEFF, the Hangul fillers
    /// U+115F, U+1160, U+3164 and U+FFA0, variation selectors, tags.
    ///
    /// The ranges are written out (Unicode's DerivedCoreProperties.txt; `ElementFactsTests` compares
    /// them with `Unicode.Scalar.Properties.isDefaultIgnorableCodePoint` for every scalar): a
    /// function the optimizer sees through lets callers that read an element in place
    /// (`accessibleName`, the VoiceOver reading's names) keep it in place, where a call into the
    /// standard library's property tables makes them copy the element first.
    @inline(__always) package static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
            0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3,
            0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            true
        default: false
        }
    }
}

extension Optional where Wrapped == String {
    /// Whether the string is present and has something besides whitespace and line breaks.
    @inlinable @inline(__always) package var hasContent: Bool {
        self?.hasContent ?? false
    }
}

extension AccessibilityHierarchy {
    /// The screen rectangle: the root element's frame, when known and not empty.
    package var screenFrame: CGRect? {
        guard let root = rootID else { return nil }
        return Self.screenFrame(rootFrame: self[root]?.frame)
    }

    /// ``screenFrame`` for a root whose frame is `rootFrame`.
    package static func screenFrame(rootFrame: CGRect?) -> CGRect? {
        guard let frame = rootFrame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return nil }
        return frame
    }

    /// Ids of elements that a visible, reached modal view (`accessibilityViewIsModal`) hides from
    /// VoiceOver: everything under the modal view's siblings. Such content is left out on purpose.
    var idsHiddenByModalViews: Set<Int> {
        var modalChildOfParent: [Int: Int] = [:]
        for element in elements
        where element.isModal == true && element.isVisible != false
            && element.isInAccessibilityView == true
        {
            if let parent = element.parent { modalChildOfParent[parent] = element.id }
        }
        guard !modalChildOfParent.isEmpty else { return [] }
        var hidden = Set<Int>()
        for (parent, modal) in modalChildOfParent {
            for sibling in self[parent]?.children ?? [] where sibling != modal {
                hidden.insert(sibling)
                for descendant in descendants(of: sibling) { hidden.insert(descendant.id) }
            }
        }
        return hidden
    }

    /// For each element id, the nearest view-tree ancestor satisfying `predicate`, or `nil`.
    ///
    /// One pass over `order` (the view tree in pre-order, parents before children), so deep trees
    /// cost O(n), not O(n × depth).
    func nearestAncestors(in order: [ElementSnapshot], where predicate: (ElementSnapshot) -> Bool) -> [Int?] {
        var result = [Int?](repeating: nil, count: elements.count)
        var matches = [Bool](repeating: false, count: elements.count)
        for element in order where result.indices.contains(element.id) {
            matches[element.id] = predicate(element)
            guard let parent = element.parent, result.indices.contains(parent) else { continue }
            result[element.id] = matches[parent] ? parent : result[parent]
        }
        return result
    }

    /// For each element id, whether some view-tree descendant satisfies `predicate`. One pass
    /// over `order` (the view tree in pre-order) backwards, children before parents.
    func hasDescendant(in order: [ElementSnapshot], where predicate: (ElementSnapshot) -> Bool) -> [Bool] {
        var result = [Bool](repeating: false, count: elements.count)
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
    var voiceOverElements: [ElementSnapshot] {
        if source.isCapture {
            return viewTreeElements.filter {
                $0.isAccessibilityElement != false && $0.isVisible != false && $0.elementType != .application
            }
        }
        return accessibilityElements.filter { $0.isVisible != false }
    }

    /// Whether a view-tree ancestor of `id` handles taps: VoiceOver's double tap on an element without
    /// an activation of its own sends a tap to its activation point, which that ancestor receives.
    package func hasInteractiveAncestor(_ id: Int) -> Bool {
        var seen = Set<Int>([id])
        var current = self[id]?.parent
        while let p = current, elements.indices.contains(p), seen.insert(p).inserted {
            if elements[p].isInteractive == true { return true }
            current = elements[p].parent
        }
        return false
    }

    /// Whether `element` or any of its view-tree ancestors has `accessibilityIgnoresInvertColors`
    /// (UIKit applies the property to a view's whole subtree). `nil` when unknown for all of them.
    func ignoresInvertColors(_ element: ElementSnapshot) -> Bool? {
        var sawUnknown = element.ignoresInvertColors == nil
        if element.ignoresInvertColors == true { return true }
        for ancestor in ancestors(of: element.id) {
            switch ancestor.ignoresInvertColors {
            case true?: return true
            case nil: sawUnknown = true
            case false?: break
            }
        }
        return sawUnknown ? nil : false
    }

    /// ``ignoresInvertColors(_:)`` for every element (indexed by id), in O(n) for the whole tree.
    package func ignoresInvertColorsByElement() -> [Bool?] {
        foldDown(
            { (parent: Bool??, id) -> Bool? in
                let own = elements[id].ignoresInvertColors
                if own == true || parent == .some(true) { return true }
                return own == nil || parent == .some(nil) ? nil : false
            }, cut: { id in ignoresInvertColors(elements[id]) })
    }
}
