import Foundation

/// Why `tap()`, `typeText(_:)` or a swipe cannot act on a ``HeadlessElement``, in the words
/// XCUITest fails a test with ("No matches found for …", "Multiple matching elements found for …").
///
/// ``HeadlessElement/validate(_:)`` returns one; the test-support module's `tap()`, `typeText(_:)`
/// and swipes record it as a test failure at the caller's line, and the core's non-failing forms
/// return `false` instead.
public struct ElementInteractionFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked of the element.
    public enum Interaction: String, Hashable, Sendable {
        /// `tap()`.
        case tap
        /// `typeText(_:)`.
        case typeText
        /// `swipeUp()`, `swipeDown()`, `swipeLeft()` or `swipeRight()`.
        case swipe
        /// `adjust(toNormalizedSliderPosition:)`.
        case adjust
    }

    /// Why it could not be done.
    public enum Reason: Hashable, Sendable {
        /// The query matches no element.
        case noMatches
        /// The query (a subscript, `app.buttons["OK"]`) matches several elements; XCUITest acts only
        /// on a unique match.
        case multipleMatches(count: Int)
        /// The element is disabled (`isEnabled` is `false`, or it has `.notEnabled`).
        case notEnabled
        /// The element cannot take keyboard focus: it is not a text field or a text view, or it is
        /// one that is not editable or does not receive touches.
        case noKeyboardFocus
        /// The element is not a slider.
        case notAdjustable
    }

    /// What was asked.
    public var interaction: Interaction
    /// Why it failed.
    public var reason: Reason
    /// The query, such as `Buttons['Missing']`.
    public var query: String
    /// The elements the query searched among, as one-line summaries (for "from input {(…)}"), at
    /// most ``inputLimit`` of them.
    public var input: [String]
    /// How many elements the query searched among in all.
    public var inputCount: Int

    /// The number of input elements a message lists.
    public static let inputLimit = 8

    /// Creates a failure.
    public init(interaction: Interaction, reason: Reason, query: String, input: [String] = [], inputCount: Int? = nil) {
        self.interaction = interaction
        self.reason = reason
        self.query = query
        self.input = Array(input.prefix(Self.inputLimit))
        self.inputCount = inputCount ?? input.count
    }

    /// The message, such as
    /// `Failed to tap Buttons['Missing']: No matches found for Buttons['Missing'] from input {(Button, label: 'New Quote', …)}`.
    public var description: String {
        let verb =
            switch interaction {
            case .tap: "tap"
            case .typeText: "type into"
            case .swipe: "swipe"
            case .adjust: "adjust"
            }
        let why: String
        switch reason {
        case .noMatches:
            var listed = input.joined(separator: "; ")
            if inputCount > input.count { listed += "; … \(inputCount - input.count) more" }
            why = "No matches found for \(query) from input {(\(listed))}"
        case .multipleMatches(let count):
            why =
                "Multiple matching elements found for \(query) (\(count) matches): pick one with element(boundBy:) or firstMatch"
        case .notEnabled:
            why = "the element is not enabled"
        case .noKeyboardFocus:
            why =
                "Neither element nor any descendant has keyboard focus (it is not an editable, enabled text field or text view)"
        case .notAdjustable:
            why = "the element is not a slider"
        }
        return "Failed to \(verb) \(query): \(why)"
    }
}
