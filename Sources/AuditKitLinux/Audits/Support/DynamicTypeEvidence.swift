import Foundation

/// Facts shared by the two Dynamic Type rules.
struct DynamicTypeEvidence {
    let context: AccessibilityAuditContext
    /// Growth by path number (see `AccessibilityHierarchy.pathNumbers`), and the numbers of the audited hierarchy.
    private var grown: (byPath: [Int: Bool], numbers: [Int])?

    init(context: AccessibilityAuditContext) { self.context = context }

    /// The evidence both Dynamic Type rules record for `text`: `text`, `fontSize`, `fontSizing`
    /// and `textStyle` (when the font has one).
    static func fontEvidence(of text: TextSnapshot, font: Font) -> AccessibilityAuditEvidence {
        var evidence = AccessibilityAuditEvidence()
        evidence[.text] = text.text
        evidence[.fontSize] = text.pointSize ?? font.pointSize
        switch font.sizing {
        case .textStyle(let style):
            evidence[.fontSizing] = "textStyle"
            evidence[.textStyle] = style.rawValue
        case .scaled(let style):
            evidence[.fontSizing] = "scaled"
            evidence[.textStyle] = style.rawValue
        case .fixed:
            evidence[.fontSizing] = "fixed"
        }
        return evidence
    }

    /// Visible elements that draw text, outside the system's chrome (system bars and the system's
    /// UI: `isSystemSized()`), in view-tree order (ids).
    static func textElements(in facts: ScreenFacts) -> [Int] {
        let systemSized = facts.systemSized
        return facts.elements.withView { elements in
            facts.viewTree.order.filter { id in
                guard let text = elements[id].text, text.text.hasContent else { return false }
                return elements[id].isVisible != false && !systemSized[id]
            }
        }
    }

    /// Text-bearing elements of a capture (static texts, text views, fields and labelled buttons)
    /// outside the system's chrome, in the view tree.
    static func capturedTextCount(in facts: ScreenFacts) -> Int {
        let systemSized = facts.systemSized
        return facts.elements.withView { elements in
            var count = 0
            for id in facts.viewTree.order where elements[id].isVisible != false && !systemSized[id] {
                let type = elements[id].elementType
                if type.isText || (type == .button && elements[id].accessibleName != nil) { count += 1 }
            }
            return count
        }
    }

    /// Whether a re-snapshot shows `element`'s text larger at the largest category than at `.large`
    /// (matched by path). `false` when the screen cannot be snapshotted again.
    mutating func grows(_ id: Int, in hierarchy: AccessibilityHierarchy) -> Bool {
        if grown == nil { grown = measureGrowth(of: hierarchy) }
        guard let grown, grown.numbers.indices.contains(id) else { return false }
        return grown.byPath[grown.numbers[id]] ?? false
    }

    /// Paths are compared by number, not as strings, so deep trees cost O(n), not O(n × depth).
    private func measureGrowth(of hierarchy: AccessibilityHierarchy) -> (byPath: [Int: Bool], numbers: [Int]) {
        var table: [AccessibilityHierarchy.PathStep: Int] = [:]
        let numbers = hierarchy.pathNumbers(table: &table)
        guard context.canResnapshot else { return ([:], numbers) }
        var base = context.hierarchy.settings ?? .default
        base.preferredContentSizeCategory = .large
        var large = base
        large.preferredContentSizeCategory = context.configuration.largestContentSizeCategory
        guard large.preferredContentSizeCategory > .large,
            let small = context.hierarchy(under: base), let big = context.hierarchy(under: large)
        else { return ([:], numbers) }
        let smallNumbers = small.pathNumbers(table: &table)
        var sizes: [Int: Double] = [:]
        for element in small.elements where element.text?.pointSize != nil {
            sizes[smallNumbers[element.id]] = element.text?.pointSize
        }
        let bigNumbers = big.pathNumbers(table: &table)
        var result: [Int: Bool] = [:]
        for element in big.elements {
            guard let size = element.text?.pointSize else { continue }
            let path = bigNumbers[element.id]
            if let before = sizes[path] { result[path] = size > before + 0.5 }
        }
        return (result, numbers)
    }
}
