/// Whether an element that shows or hides more content is expanded (UIKit's
/// `UIAccessibility.ExpandedStatus`, iOS 18, set through `accessibilityExpandedStatus`).
///
/// VoiceOver says "Expanded" or "Collapsed" after the element's role words for the two states, and
/// nothing for ``unsupported`` (UIKit's default). Apple's documentation gives no wording; the words are
/// those a public VoiceOver-parity suite records for iOS 17.5, 18.5 and 26.2 ("Section. Button.
/// Heading. Expanded.", cashapp/AccessibilitySnapshot pull request 324, 2026). The Japanese words are
/// not known from any source.
public enum AccessibilityExpandedStatus: String, Hashable, Codable, Sendable, CaseIterable {
    /// The element does not expand or collapse (UIKit's default): VoiceOver says nothing.
    case unsupported
    /// The element's content is shown: VoiceOver says "Expanded".
    case expanded
    /// The element's content is hidden: VoiceOver says "Collapsed".
    case collapsed
}
