import Foundation

/// A view that limits what VoiceOver reaches while it shows: an alert, an action sheet, or a view
/// with `accessibilityViewIsModal`. A screen captured under one is not the screen VoiceOver users
/// get once it is dismissed (``AccessibilityHierarchy/modalPresentation``).
///
/// Recognised by element type in every capture format (`Alert` and `Sheet`: UIKit's alerts and
/// action sheets, which UIKit makes modal for VoiceOver) and by `accessibilityViewIsModal` where the
/// hierarchy records it (headless screens, hierarchy JSON with `isModal`). A system alert (a
/// permission prompt) is modal too, though its own elements are the system's (``SystemInterface``).
public struct ModalPresentation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// What kind of view it is.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// An alert (`XCUIElement.ElementType.alert`: a `UIAlertController` of style `.alert`, or a
        /// system alert).
        case alert
        /// An action sheet (`XCUIElement.ElementType.sheet`).
        case sheet
        /// A view with `accessibilityViewIsModal` (a custom dialog or a presented sheet that sets it).
        case modalView
    }

    /// What kind of view it is.
    public var kind: Kind
    /// The modal view's id in the hierarchy.
    public var elementID: Int
    /// Its name (an alert's title), if any.
    public var name: String?
    /// Whether it is the system's (a system alert, set aside by audits: ``SystemInterface/systemAlert``).
    public var isSystem: Bool

    /// Creates a description of a modal view.
    public init(kind: Kind, elementID: Int, name: String? = nil, isSystem: Bool = false) {
        self.kind = kind
        self.elementID = elementID
        self.name = name
        self.isSystem = isSystem
    }

    /// The value of the `capturedUnderModal` evidence key: `systemAlert`, `alert`, `sheet` or `modalView`.
    public var evidenceValue: String { isSystem && kind == .alert ? "systemAlert" : kind.rawValue }

    /// In words, for messages: "a system alert 'Allow “Pace” to use your location?'", "an alert",
    /// "an action sheet 'Share'", "a modal view".
    public var description: String {
        let noun: String
        switch kind {
        case .alert: noun = isSystem ? "a system alert" : "an alert"
        case .sheet: noun = "an action sheet"
        case .modalView: noun = "a modal view (accessibilityViewIsModal)"
        }
        guard let name, name.hasContent else { return noun }
        return "\(noun) '\(ElementSnapshot.oneLine(name))'"
    }
}

extension AccessibilityHierarchy {
    /// The modal view on top of the screen, if any: of the visible alerts, action sheets and views
    /// with `accessibilityViewIsModal` (reached by VoiceOver, where the hierarchy says), the one drawn
    /// last (the last in the view tree's pre-order). `nil` when there is none.
    public var modalPresentation: ModalPresentation? {
        modalCoverage().presentation
    }

    /// For every element (indexed by id), whether VoiceOver does not reach it because a modal view
    /// shows: everything under the siblings of a view with `accessibilityViewIsModal` (UIKit's rule),
    /// and, for an alert or action sheet on top (or a modal view in a hierarchy without the
    /// accessibility view, such as hierarchy JSON written by hand), everything but the modal view's
    /// own subtree and its ancestors. Linear in the number of elements.
    public func isBehindModal() -> [Bool] {
        modalCoverage().behind
    }

    /// ``modalPresentation`` and ``isBehindModal()`` in one pass.
    package func modalCoverage() -> (presentation: ModalPresentation?, behind: [Bool]) {
        var behind = [Bool](repeating: false, count: elements.count)
        // Most screens have no modal view: look before walking the tree.
        // By index, reading the fields in place (a closure over each element copies it).
        guard
            elements.indices.contains(where: {
                elements[$0].elementType == .alert || elements[$0].elementType == .sheet || elements[$0].isModal == true
            })
        else {
            return (nil, behind)
        }
        let order = viewTreeElements
        guard !order.isEmpty else { return (nil, behind) }
        // Pre-order positions and subtree ends, so a subtree is one range of positions.
        var position = [Int](repeating: -1, count: elements.count)
        for (index, element) in order.enumerated() { position[element.id] = index }
        var end = [Int](repeating: 0, count: elements.count)
        for (index, element) in order.enumerated() { end[element.id] = index + 1 }
        for element in order.reversed() {
            guard let parent = element.parent, position.indices.contains(parent), position[parent] >= 0,
                position[parent] < position[element.id]
            else { continue }
            end[parent] = max(end[parent], end[element.id])
        }
        let knowsAccessibilityView = elements.contains { $0.isInAccessibilityView == true }
        var top: (element: ElementSnapshot, kind: ModalPresentation.Kind)?
        var hidden = [Int](repeating: 0, count: order.count + 1)  // difference array over positions
        for element in order where element.isVisible != false {
            let kind: ModalPresentation.Kind?
            switch element.elementType {
            case .alert: kind = .alert
            case .sheet: kind = .sheet
            default: kind = element.isModal == true && element.isInAccessibilityView != false ? .modalView : nil
            }
            guard let kind else { continue }
            top = (element, kind)
            // UIKit's rule for accessibilityViewIsModal: the modal view's siblings are not reached.
            guard element.isModal == true, element.isInAccessibilityView == true,
                let parent = element.parent.flatMap({ self[$0] })
            else { continue }
            for sibling in parent.children
            where sibling != element.id && position.indices.contains(sibling) && position[sibling] >= 0 {
                hidden[position[sibling]] += 1
                hidden[end[sibling]] -= 1
            }
        }
        guard let (modal, kind) = top else { return (nil, behind) }
        var running = 0
        for (index, element) in order.enumerated() {
            running += hidden[index]
            if running > 0 { behind[element.id] = true }
        }
        if kind != .modalView || !knowsAccessibilityView {
            // Everything outside the modal view's subtree, except its ancestors (which hold it).
            let start = position[modal.id]
            let stop = end[modal.id]
            var ancestors = Set<Int>()
            var current = modal.parent
            while let id = current, elements.indices.contains(id), ancestors.insert(id).inserted {
                current = elements[id].parent
            }
            for (index, element) in order.enumerated()
            where (index < start || index >= stop) && !ancestors.contains(element.id) {
                behind[element.id] = true
            }
        }
        let isSystem = systemInterface()[modal.id] == .systemAlert
        let presentation = ModalPresentation(
            kind: kind, elementID: modal.id, name: modal.accessibleName, isSystem: isSystem)
        return (presentation, behind)
    }
}
