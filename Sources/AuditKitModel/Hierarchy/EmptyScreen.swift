import Foundation

/// A screen with nothing to audit: what it holds, and why nothing in it can be audited.
///
/// An audit of such a screen would pass whatever the app does, so auditors throw
/// ``AccessibilityAuditError/emptyHierarchy(_:)`` with it: an empty screen is an error, not a pass.
/// It is judged on what VoiceOver and UI tests can reach and act on
/// (``AccessibilityHierarchy/hasContentToAudit``), not on whether some view carries a label.
/// ``description`` says what was found and what to check:
///
/// ```text
/// The hierarchy is empty: there is nothing to audit (an empty screen is not a pass).
/// Nothing to audit: the screen holds only an application and a window, with no visible text, image, control, interactive view or accessibility element (an empty screen is not a pass).
/// Nothing to audit: the screen holds only an application, 2 windows, 2 plain containers and a labelled view that is not an accessibility element ('LogBox'): nothing VoiceOver or UI tests can reach and act on (an empty screen is not a pass; is the app's UI missing from the capture, or covered by a development overlay?).
/// ```
public struct EmptyScreen: Hashable, Sendable, CustomStringConvertible {
    /// Why there is nothing to audit.
    ///
    /// Later versions add reasons: switch over it with a `default` case.
    public enum Reason: Hashable, Sendable {
        /// The hierarchy has no elements at all.
        case noElements
        /// Nothing visible beyond the application, its windows and plain containers, and nothing hidden.
        case noVisibleContent
        /// Nothing visible beyond the application, its windows and plain containers; other elements
        /// are there but hidden (``ElementSnapshot/isVisible`` is `false`), as under a root view left hidden.
        case contentHidden
        /// Views carry labels or values, but none is something VoiceOver or UI tests can reach and act
        /// on: each is known not to be an accessibility element, and is no control, text or image (a
        /// labelled development overlay over a tree the app's UI is missing from).
        case nothingReachable
        /// The content is drawn by another process (a `RemotePlaceholder`: a remote view, as a system
        /// service hosts one), so the capture cannot show it.
        case contentInAnotherProcess
        /// Everything to audit is the system's UI (keyboard, status bar, system alerts, home
        /// indicator: ``SystemInterface``), which audits set aside.
        case onlySystemInterface
        /// The app is not running (``HeadlessApplication/State/notRunning``): an app made with a
        /// screen factory starts so until ``HeadlessApplication/launch()``, and
        /// ``HeadlessApplication/terminate()`` leaves it so.
        case notRunning
    }

    /// Why there is nothing to audit.
    public var reason: Reason
    /// The number of applications.
    public var applications: Int
    /// The number of windows.
    public var windows: Int
    /// The number of visible elements that are neither applications nor windows and hold nothing to
    /// audit (``AccessibilityHierarchy/hasContentToAudit``) nor a label: plain container views.
    public var plainContainers: Int
    /// The number of elements, other than applications and windows, known to be hidden.
    public var hiddenElements: Int
    /// The number of visible views with a label or value that VoiceOver and UI tests cannot reach
    /// and act on (known not to be accessibility elements, and no control, text or image).
    public var unreachableLabelledElements: Int
    /// The labels (else values) of those views, at most three, for messages.
    public var unreachableNames: [String]
    /// The number of `RemotePlaceholder` elements: content drawn by another process.
    public var remotePlaceholders: Int
    /// The number of elements of the system's UI, set aside (``SystemInterface``).
    public var systemElements: Int

    /// Creates a description of an empty screen.
    public init(
        reason: Reason, applications: Int = 0, windows: Int = 0, plainContainers: Int = 0, hiddenElements: Int = 0,
        unreachableLabelledElements: Int = 0, unreachableNames: [String] = [], remotePlaceholders: Int = 0,
        systemElements: Int = 0
    ) {
        self.reason = reason
        self.applications = applications
        self.windows = windows
        self.plainContainers = plainContainers
        self.hiddenElements = hiddenElements
        self.unreachableLabelledElements = unreachableLabelledElements
        self.unreachableNames = unreachableNames
        self.remotePlaceholders = remotePlaceholders
        self.systemElements = systemElements
    }

    /// What the screen holds, for messages: "nothing", "only an application and a window", "only an
    /// application, a window and 12 hidden elements" (applications, windows, plain containers, hidden
    /// elements, labelled views nothing reaches, remote placeholders, then system elements).
    public var summary: String {
        let parts = self.parts
        guard !parts.isEmpty else { return "nothing" }
        return "only " + Self.list(parts)
    }

    /// The counted parts of ``summary``, in its order.
    var parts: [String] {
        [
            Self.count(applications, "an application", "applications"), Self.count(windows, "a window", "windows"),
            Self.count(plainContainers, "a plain container", "plain containers"),
            Self.count(hiddenElements, "a hidden element", "hidden elements"),
            Self.count(
                unreachableLabelledElements, "a labelled view that is not an accessibility element",
                "labelled views that are not accessibility elements"
            ).map { $0 + names },
            Self.count(remotePlaceholders, "a remote placeholder", "remote placeholders"),
            Self.count(systemElements, "an element of the system's UI", "elements of the system's UI"),
        ].compactMap { $0 }
    }

    /// ` ('LogBox')`, the first names of the labelled views nothing reaches, or nothing.
    private var names: String {
        unreachableNames.isEmpty
            ? ""
            : " (" + unreachableNames.map { "'\($0)'" }.joined(separator: ", ")
                + (unreachableLabelledElements > unreachableNames.count ? ", …" : "") + ")"
    }

    /// Why there is nothing to audit, and what to check.
    public var description: String {
        switch reason {
        case .noElements:
            "The hierarchy is empty: there is nothing to audit (an empty screen is not a pass)."
        case .noVisibleContent, .contentHidden:
            "Nothing to audit: the screen holds \(summary), with no visible text, image, control, interactive view or "
                + "accessibility element (an empty screen is not a pass\(reason == .contentHidden ? "; is the root view hidden?" : ""))."
        case .nothingReachable:
            "Nothing to audit: the screen holds \(summary): nothing VoiceOver or UI tests can reach and act on (an empty "
                + "screen is not a pass; is the app's UI missing from the capture, or covered by a development overlay?)."
        case .contentInAnotherProcess:
            "Nothing to audit: the screen holds \(summary); its content lives in another process (a RemotePlaceholder "
                + "stands for a view another process draws), so the capture cannot show it (an empty screen is not a pass). "
                + "Capture the process that draws it, or a screen of the app's own."
        case .onlySystemInterface:
            "Nothing to audit: the screen holds \(summary); the system's UI (keyboard, status bar, system alerts) is "
                + "iOS's, not the app's, and is set aside (an empty screen is not a pass). Capture a screen of the app."
        case .notRunning:
            "Nothing to audit: the app is not running (an app made with a screen factory starts not running, and "
                + "terminate() stops it); call launch() first, as with XCUIApplication (an empty screen is not a pass)."
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
    /// (``hasContentToAudit``). Linear in the number of elements.
    public var emptyScreen: EmptyScreen? { emptyScreen(systemInterface: nil) }

    /// ``emptyScreen``, given the screen's ``systemInterface()`` when the caller has it already (an
    /// audit does), so it is not worked out again.
    package func emptyScreen(systemInterface known: [SystemInterface?]?) -> EmptyScreen? {
        guard !isEmpty else { return EmptyScreen(reason: .noElements) }
        // stops at the first element to audit
        guard !hasContentToAudit(systemInterface: known ?? systemInterface()) else { return nil }
        var empty = census().screen
        empty.reason =
            empty.remotePlaceholders > 0
            ? .contentInAnotherProcess
            : empty.systemElements > 0 && systemContent() > 0
                ? .onlySystemInterface
                : empty.unreachableLabelledElements > 0
                    ? .nothingReachable
                    : empty.hiddenElements > 0 ? .contentHidden : .noVisibleContent
        return empty
    }

    /// What the screen holds, for messages: "nothing", "only an application and a window" (an empty
    /// screen, as ``EmptyScreen/summary`` says), or "an application, a window, a plain container and
    /// an element to audit" (applications, windows, visible plain containers, hidden elements, labelled
    /// views nothing reaches, remote placeholders, system elements, then elements to audit).
    public var contentSummary: String {
        guard !isEmpty else { return "nothing" }
        let (screen, content) = census()
        guard content > 0 else { return screen.summary }
        return EmptyScreen.list(
            screen.parts + [EmptyScreen.count(content, "an element to audit", "elements to audit")].compactMap { $0 })
    }

    /// How many elements of the system's UI would be something to audit if they were the app's.
    private func systemContent() -> Int {
        let system = systemInterface()
        return elements.indices.filter { system[$0] != nil && Self.isContent(elements[$0]) }.count
    }

    /// Counts applications, windows, visible plain containers, hidden elements, labelled views
    /// nothing reaches, remote placeholders and system elements (in `screen`, whose reason is left
    /// `noVisibleContent`), and visible elements of the app's to audit (`content`).
    private func census() -> (screen: EmptyScreen, content: Int) {
        var screen = EmptyScreen(reason: .noVisibleContent)
        var content = 0
        let system = systemInterface()
        for element in elements {
            switch element.elementType {
            case .application: screen.applications += 1
            case .window: screen.windows += 1
            default:
                if system.indices.contains(element.id), system[element.id] != nil {
                    screen.systemElements += 1
                } else if element.elementType == .remotePlaceholder {
                    screen.remotePlaceholders += 1
                } else if element.isVisible == false {
                    screen.hiddenElements += 1
                } else if Self.isContent(element) {
                    content += 1
                } else if Self.hasName(element) {
                    screen.unreachableLabelledElements += 1
                    if screen.unreachableNames.count < 3,
                        let name = [element.label, element.value].compactMap({ $0 }).first(where: \.hasContent)
                    {
                        screen.unreachableNames.append(ElementSnapshot.oneLine(name))
                    }
                } else {
                    screen.plainContainers += 1
                }
            }
        }
        return (screen, content)
    }
}
