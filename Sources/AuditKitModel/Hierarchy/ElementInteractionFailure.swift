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
        /// No event can land on the element, even after scrolling it into view: XCUITest's "Unable
        /// to find hit point for …". `element` is the element's one-line summary
        /// (``ElementSnapshot/summary``).
        case notHittable(HitPointProblem, element: String)
    }

    /// Why no tap, swipe or typing can land on an element that exists and is enabled: the answer
    /// behind `isHittable` being `false`.
    ///
    /// XCUITest synthesizes each event at the element's hit point, after scrolling it into view
    /// inside its scroll views; when there is none, the event is not sent and the test fails with
    /// "UI Testing Failure - Unable to find hit point for element Button 0x608001165880: {{74.0,
    /// -54.0}, {44.0, 38.0}}, label: 'Disconnect'" for a macOS button above the top of the screen (Xcode's
    /// output as quoted in xcpretty's test fixtures, xcpretty/xcpretty `spec/fixtures/constants.rb`),
    /// or, where its scrolling fails, "Failed to synthesize event: Failed to scroll to visible (by
    /// AX action) Button, …" (Xcode's output quoted in appium/appium#16913). Apple does not document
    /// which frames have no hit point: a frame with no area, or wholly off the screen, has none here,
    /// as in those reports; a frame that is not finite has none either (UIKit never reports one), and
    /// what XCUITest does with one is unknown.
    public enum HitPointProblem: String, Hashable, Sendable {
        /// The element is not visible (hidden, or transparent).
        case notVisible
        /// Its frame is unknown or not finite (NaN or infinite).
        case noFrame
        /// Its frame has no area (zero width or height).
        case noArea
        /// No part of it is on the screen and inside every scroll view around it, once they have
        /// scrolled as far as they can towards it: a button past the bottom of a window that has
        /// no scroll view.
        case offScreen

        /// The reason in words, such as "its frame has no area".
        public var reason: String {
            switch self {
            case .notVisible: "it is not visible"
            case .noFrame: "its frame is not a finite rectangle"
            case .noArea: "its frame has no area"
            case .offScreen: "it lies outside the screen or its scroll view, and no scrolling brings it in"
            }
        }
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
        case .notHittable(let problem, let element):
            why = "Unable to find hit point for \(element): \(problem.reason)"
        }
        // One line whatever the query or summaries hold, so that a test's `file:line: error:` line stays whole.
        return PrintableText.escaped("Failed to \(verb) \(query): \(why)", keepingLineBreaks: false)
    }
}
