import Foundation

/// A screen with nothing to audit: what it holds, and why nothing in it can be audited.
///
/// An audit of such a screen would pass whatever the app does, so auditors throw
/// ``AccessibilityAuditError/emptyHierarchy(_:)`` with it: an empty screen is an error, not a pass.
/// ``description`` says what was found and what to check:
///
/// ```text
/// The hierarchy is empty: there is nothing to audit (an empty screen is not a pass).
/// Nothing to audit: the screen holds only an application and a window, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass).
/// ```
public struct EmptyScreen: Hashable, Sendable, CustomStringConvertible {
    /// Why there is nothing to audit.
    ///
    /// Later versions add reasons (such as content that lives in another process): switch over it
    /// with a `default` case.
    public enum Reason: Hashable, Sendable {
        /// The hierarchy has no elements at all.
        case noElements
        /// Nothing visible beyond the application, its windows and plain containers, and nothing hidden.
        case noVisibleContent
        /// Nothing visible beyond the application, its windows and plain containers; other elements
        /// are there but hidden (``ElementSnapshot/isVisible`` is `false`), as under a root view left hidden.
        case contentHidden
    }

    /// Why there is nothing to audit.
    public var reason: Reason
    /// The number of applications.
    public var applications: Int
    /// The number of windows.
    public var windows: Int
    /// The number of visible elements that are neither applications nor windows and hold nothing to
    /// audit (``AccessibilityHierarchy/hasContentToAudit``): plain container views.
    public var plainContainers: Int
    /// The number of elements, other than applications and windows, known to be hidden.
    public var hiddenElements: Int

    /// Creates a description of an empty screen.
    public init(reason: Reason, applications: Int = 0, windows: Int = 0, plainContainers: Int = 0, hiddenElements: Int = 0) {
        self.reason = reason
        self.applications = applications
        self.windows = windows
        self.plainContainers = plainContainers
        self.hiddenElements = hiddenElements
    }

    /// What the screen holds, for messages: "nothing", "only an application and a window", "only an
    /// application, a window and 12 hidden elements" (applications, windows, plain containers, then
    /// hidden elements).
    public var summary: String {
        let parts = [Self.count(applications, "an application", "applications"), Self.count(windows, "a window", "windows"),
                     Self.count(plainContainers, "a plain container", "plain containers"),
                     Self.count(hiddenElements, "a hidden element", "hidden elements")].compactMap { $0 }
        guard !parts.isEmpty else { return "nothing" }
        return "only " + Self.list(parts)
    }

    /// Why there is nothing to audit, and what to check.
    public var description: String {
        switch reason {
        case .noElements:
            "The hierarchy is empty: there is nothing to audit (an empty screen is not a pass)."
        case .noVisibleContent, .contentHidden:
            "Nothing to audit: the screen holds \(summary), with no visible text, image, control, interactive view or "
                + "accessibility element (an empty screen is not a pass\(reason == .contentHidden ? "; is the root view hidden?" : ""))."
        }
    }

    /// "an application", "2 windows", or `nil` for none.
    static func count(_ n: Int, _ one: String, _ many: String) -> String? {
        n == 0 ? nil : n == 1 ? one : "\(n) \(many)"
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ parts: [String]) -> String {
        guard let last = parts.last else { return "" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension AccessibilityHierarchy {
    /// What the screen holds when there is nothing to audit, or `nil` when there is something
    /// (``hasContentToAudit``). Stops at the first element to audit when there is one.
    public var emptyScreen: EmptyScreen? {
        guard !isEmpty else { return EmptyScreen(reason: .noElements) }
        guard !hasContentToAudit else { return nil }
        var screen = census().screen
        screen.reason = screen.hiddenElements > 0 ? .contentHidden : .noVisibleContent
        return screen
    }

    /// What the screen holds, for messages: "nothing", "only an application and a window" (an empty
    /// screen, as ``EmptyScreen/summary`` says), or "an application, a window, a plain container and
    /// an element to audit" (applications, windows, visible plain containers, hidden elements, then
    /// elements to audit).
    public var contentSummary: String {
        guard !isEmpty else { return "nothing" }
        let (screen, content) = census()
        guard content > 0 else { return screen.summary }
        let parts = [EmptyScreen.count(screen.applications, "an application", "applications"),
                     EmptyScreen.count(screen.windows, "a window", "windows"),
                     EmptyScreen.count(screen.plainContainers, "a plain container", "plain containers"),
                     EmptyScreen.count(screen.hiddenElements, "a hidden element", "hidden elements"),
                     EmptyScreen.count(content, "an element to audit", "elements to audit")].compactMap { $0 }
        return EmptyScreen.list(parts)
    }

    /// Counts applications, windows, visible plain containers and hidden elements (in `screen`,
    /// whose reason is left `noVisibleContent`) and visible elements to audit (`content`).
    private func census() -> (screen: EmptyScreen, content: Int) {
        var screen = EmptyScreen(reason: .noVisibleContent)
        var content = 0
        for element in elements {
            switch element.elementType {
            case .application: screen.applications += 1
            case .window: screen.windows += 1
            default:
                if element.isVisible == false {
                    screen.hiddenElements += 1
                } else if Self.isContent(element) {
                    content += 1
                } else {
                    screen.plainContainers += 1
                }
            }
        }
        return (screen, content)
    }
}
