import Foundation

/// Which elements VoiceOver reaches, and label wording, as the trait, action and parent/child rules use them.
enum VoiceOverReach {
    /// The elements VoiceOver reaches, in reading order.
    ///
    /// For a headless or JSON hierarchy, the leaves of the accessibility view. A capture holds the
    /// automation tree only: its elements that are not known to be hidden from assistive technology
    /// (`accessible` absent or true) and not known to be invisible stand in for them.
    static func elements(in hierarchy: AccessibilityHierarchy) -> [ElementSnapshot] {
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
        hierarchy.ancestors(of: id).contains { $0.isInteractive == true }
    }

    /// `text` split into lower-cased words: runs of letters and digits (a run of CJK characters stays one word).
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Letters and digits only, lower-cased, joined: for comparing labels regardless of punctuation,
    /// spacing and case ("Play, Pause" and "play pause" give "playpause").
    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
