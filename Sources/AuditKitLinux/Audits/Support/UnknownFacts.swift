import Foundation

/// Facts a hierarchy may leave out that rules need, counted so that what they could not judge is
/// reported as not evaluated rather than passed.
///
/// Headless screens record every fact, and captures (page source, `debugDescription` dumps) are
/// known to lack colours, fonts and actions (the rules say so for the whole capture). Hierarchy
/// JSON written by other tools (source kind `json`) may carry some facts and leave out others,
/// element by element: these counts are for it.
enum UnknownFacts {
    /// The reason recorded for text elements whose drawn text (string, colour, font) is absent.
    static let drawnTextUnknown = "the hierarchy does not record what these text elements draw (no text facts)"

    /// Whether the hierarchy's facts may be absent element by element: hierarchy JSON from other
    /// tools (source kind `json`). Headless screens and the JSON exported from them record every
    /// fact; captures are judged as captures.
    static func factsMayBeAbsent(_ hierarchy: AccessibilityHierarchy) -> Bool {
        hierarchy.source.kind == .json
    }

    /// The visible text elements (static texts, text views, fields) with a name or value but no
    /// `text` facts, on a hierarchy whose facts may be absent; 0 otherwise. `excludingSystemSized`:
    /// leave out system bars and the system's UI (``ScreenFacts/systemSized``), as the Dynamic Type
    /// rules do.
    static func textElementsWithoutText(in facts: ScreenFacts, excludingSystemSized: Bool = false) -> Int {
        guard factsMayBeAbsent(facts.hierarchy) else { return 0 }
        let systemSized = excludingSystemSized ? facts.systemSized : []
        return facts.elements.withView { elements in
            facts.viewTree.order.count { id in
                elements[id].text == nil && elements[id].elementType.isText && elements[id].isVisible != false
                    && (elements[id].label.hasContent || elements[id].value.hasContent)
                    && !(excludingSystemSized && systemSized[id])
            }
        }
    }
}
