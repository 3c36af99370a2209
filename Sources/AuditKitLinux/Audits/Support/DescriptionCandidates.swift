import Foundation

/// The elements the description rules (`sufficientElementDescription.*`) judge: those VoiceOver
/// reaches as one element (headless and JSON hierarchies), or that a capture suggests it does.
///
/// On captures (accessibility view unknown), the capture's `accessible` attribute decides when
/// present; without it, visible controls (``ElementType/isControl``) and images are judged (an
/// element whose visibility the capture does not record counts as visible when its frame is on
/// screen), except those inside another such element: captures show the automation tree, so an
/// image inside a button is read through the button, and only the button is judged.
struct DescriptionCandidates {
    /// For each element id, its nearest ancestor that a capture suggests VoiceOver reads instead.
    private let candidateAncestor: [Int?]
    /// The screen rectangle, for elements whose visibility is unknown.
    private let screen: CGRect?

    /// The candidates of the screen `facts` are about.
    init(facts: ScreenFacts) {
        candidateAncestor = facts.nearestAncestors { $0.isInAccessibilityView == nil && Self.isCaptureCandidate($0) }
        screen = facts.screenFrame
    }

    /// Whether VoiceOver reaches the element as one (headless), or a capture suggests it does.
    func contains(_ element: ElementSnapshot) -> Bool {
        guard element.isVisible != false else { return false }
        if element.isInAccessibilityView != nil { return element.isVoiceOverElement == true }
        guard element.isShown(on: screen), Self.isCaptureCandidate(element) else { return false }
        return candidateAncestor.indices.contains(element.id) && candidateAncestor[element.id] == nil
    }

    /// ``contains(_:)`` for the element `id` of `elements` (the hierarchy's storage), reading its
    /// fields in place instead of copying it.
    func contains(_ id: Int, in elements: BufferView<ElementSnapshot>) -> Bool {
        guard elements[id].isVisible != false else { return false }
        if elements[id].isInAccessibilityView != nil { return elements.isVoiceOverElement(id) == true }
        guard elements.isShown(id, on: screen),
            Self.isCaptureCandidate(type: elements[id].elementType, accessible: elements[id].isAccessibilityElement)
        else { return false }
        let own = elements[id].id
        return candidateAncestor.indices.contains(own) && candidateAncestor[own] == nil
    }

    /// On a capture: marked accessible, or (without the attribute) a control or an image.
    static func isCaptureCandidate(_ element: ElementSnapshot) -> Bool {
        isCaptureCandidate(type: element.elementType, accessible: element.isAccessibilityElement)
    }

    /// ``isCaptureCandidate(_:)`` from the element's type and `isAccessibilityElement`.
    @inline(__always)
    static func isCaptureCandidate(type: ElementType, accessible: Bool?) -> Bool {
        if let accessible { return accessible }
        return type.isControl || type == .image
    }
}
