import AuditKitModel
import Foundation

/// What VoiceOver would say, element by element, swiping through a screen from the first element.
///
/// ```swift
/// let transcript = VoiceOverTranscript(app.snapshot(), language: .english)
/// print(transcript.text)
/// ```
/// ```text
/// Quotes, Heading
/// New Quote, Button. Shows another quote
/// Selected, Quote, Tab, 1 of 2
/// Settings, Tab, 2 of 2
/// ```
///
/// **Reading order.** Inside a container that sets `accessibilityElements`
/// (``ElementSnapshot/hasCustomAccessibilityOrder``), that order, even where it matches the
/// subviews' order and the positions disagree. When that fact is unknown (captures, older JSON),
/// a list that is not the subviews' order, or that holds custom elements, is taken as set by the
/// app. Otherwise children are read in rows, top to bottom, and within a
/// row leading to trailing: left to right, or right to left where the content is in a right-to-left
/// language (Arabic, Hebrew, Persian, Urdu, …): the container's `accessibilityLanguage` (or an
/// ancestor's) says so, or languages declared on more than half of the named elements inside it do, or, when no language is recorded
/// (captures), the screen's labels hold more letters of right-to-left scripts than of others, a
/// guess the transcript says (``isReadingDirectionGuessed``, ``directionNote``); `rightToLeft:`
/// overrides all of it. Two children share
/// a row when their vertical centres are at most `verticalTolerance` points apart. A container whose
/// children are not all framed keeps its order. A modal view's siblings are already absent from the
/// accessibility view. An element is read once and its inside is not read.
///
/// **Modal views.** While an alert, a system alert or an action sheet shows, VoiceOver reaches only
/// it: only it is read (``modalPresentation``, and ``elementsBehindModal`` counts what is left
/// unread). So is a view with `accessibilityViewIsModal` in a hierarchy without the accessibility
/// view (hand-written JSON); in headless screens the accessibility view already leaves out its
/// siblings, as UIKit does, and in hierarchy JSON that lists them as reached, they are left out
/// all the same (``AccessibilityHierarchy/isBehindModal()``).
///
/// **One model.** The elements, their order and the words come from `VoiceOverReading`, which the
/// audit's rules about what VoiceOver says read too (words said twice, the same thing read twice,
/// one name for different controls, controls past the screen's edge): what the transcript shows
/// is what those rules judge.
///
/// **Captures** (no accessibility view known): the automation tree is read instead. An element
/// known invisible (`visible="false"`) is not read (its children are still visited), unless the
/// capture says VoiceOver reaches it (`accessible="true"`): VoiceOver stops on an accessibility
/// element whether XCTest calls it visible or not (zero size, past the screen's edge). An element is
/// read when it is known to be an accessibility element, or, when that is unknown, when it is a
/// control (button, link, text field, switch, slider, …) or a named static text, image or leaf.
/// A cell holding only texts and invisible or unnamed decorative parts is read as one element, as
/// VoiceOver reads a `UITableViewCell` (its label, else its texts joined with ", "; see
/// `cellSpeech(_:in:)`). Named containers such as a tab bar are entered, not read.
///
/// **Each line** is composed as VoiceOver composes it: "Selected", the label (else a static text's
/// value, else the placeholder while the field is empty: value empty or equal to the placeholder), the value, "Dimmed", the roles ("Button", "Tab", "Link", "Image",
/// "Heading", "Adjustable", "Text field", "Switch button" with "On"/"Off" for a value of "1"/"0"),
/// "Expanded" or "Collapsed" for the element's ``ElementSnapshot/accessibilityExpandedStatus``, a tab's position among its tab bar's tabs ("2 of 5"), then the hint after a pause. An editable
/// text view is a "Text field". Line breaks inside a label, value or hint are written as one space,
/// so each element is one line of ``text``. The words
/// VoiceOver adds are in the element's `accessibilityLanguage` (or an ancestor's) when it is
/// English or Japanese, else in `language`. VoiceOver's default usage hints ("Double tap to
/// activate") are not included. A secure text field's value (its bullets) is not read: VoiceOver
/// does not speak a secure field's characters (what it says instead is not documented by Apple).
/// An element VoiceOver stops on with nothing to say (no label, value, hint or role word) is
/// written "(no description)", so that every element VoiceOver reaches has its line.
public struct VoiceOverTranscript: Hashable, Sendable {
    /// One element as VoiceOver reads it.
    public struct Entry: Hashable, Sendable {
        /// The element's id in the hierarchy.
        public var elementID: Int
        /// What VoiceOver says.
        public var spoken: String
        /// The language of the words VoiceOver adds.
        public var language: VoiceOverLanguage
        /// Whether the element is a heading (the rotor's Headings).
        public var isHeading: Bool
        /// Whether the element is a link (the rotor's Links).
        public var isLink: Bool
        /// The element's name (label, static text value or placeholder), if any.
        public var name: String?
    }

    /// The elements in reading order, with what VoiceOver says for each.
    public let entries: [Entry]
    /// The modal view on screen (an alert, a system alert, an action sheet, a view with
    /// `accessibilityViewIsModal`: ``AccessibilityHierarchy/modalPresentation``), or `nil`. While it
    /// shows VoiceOver reaches only it, so only it is read.
    public let modalPresentation: ModalPresentation?
    /// How many elements behind ``modalPresentation`` VoiceOver would read once it is dismissed and
    /// does not read now (0 without a modal view).
    public let elementsBehindModal: Int
    /// The direction rows are read in: right to left when the screen's content is in a right-to-left
    /// language, else left to right (containers whose own language says otherwise follow it).
    public let readingDirection: ReadingDirection
    /// How ``readingDirection`` was known: given, from `accessibilityLanguage`, guessed from the script
    /// of the labels, or assumed (no sign of a right-to-left language).
    public let readingDirectionSource: ReadingDirection.Source
    /// Whether the direction of some rows had to be guessed from the script of the labels (no
    /// `accessibilityLanguage` said it), which ``directionNote`` says.
    public let isReadingDirectionGuessed: Bool

    /// A sentence saying the direction was guessed, or `nil` when it was not: "Rows are read right to
    /// left, guessed from the script of the labels (right-to-left letters outnumber others); set
    /// accessibilityLanguage to say so."
    public var directionNote: String? {
        guard isReadingDirectionGuessed else { return nil }
        return
            "Rows are read right to left, guessed from the script of the labels (right-to-left letters outnumber others): "
            + "nothing records the language; set accessibilityLanguage (\"ar\", \"he\", …) to say so."
    }

    /// Builds the transcript of `hierarchy`.
    ///
    /// - Parameters:
    ///   - hierarchy: A snapshot or a capture.
    ///   - language: The language of VoiceOver's own words when an element does not set one.
    ///   - rightToLeft: Reads rows right to left (`true`) or left to right (`false`); `nil` (the
    ///     default) decides per container from the content: its `accessibilityLanguage` (or an
    ///     ancestor's, or those declared inside it), else the script of the screen's labels.
    ///   - verticalTolerance: Points by which two children's vertical centres may differ and still
    ///     share a row. Default 8.
    public init(
        _ hierarchy: AccessibilityHierarchy, language: VoiceOverLanguage = .english,
        rightToLeft: Bool? = nil, verticalTolerance: Double = 8
    ) {
        self.init(
            VoiceOverReading(
                hierarchy, language: language, rightToLeft: rightToLeft, verticalTolerance: verticalTolerance))
    }

    /// The transcript of a reading of a screen (the model the audit's rules about speech share).
    init(_ reading: VoiceOverReading) {
        entries = reading.items.map { item in
            let spoken = item.speech.spoken
            return Entry(
                elementID: item.elementID, spoken: spoken.isEmpty ? VoiceOverReading.silentLine : spoken,
                language: item.speech.language, isHeading: item.speech.isHeading, isLink: item.speech.isLink,
                name: item.name)
        }
        modalPresentation = reading.modalPresentation
        elementsBehindModal = reading.elementsBehindModal
        readingDirection = reading.readingDirection
        readingDirectionSource = reading.readingDirectionSource
        isReadingDirectionGuessed = reading.isReadingDirectionGuessed
    }

    /// What VoiceOver says for each element, in reading order.
    public var lines: [String] { entries.map(\.spoken) }
    /// The transcript, one line per element.
    public var text: String { lines.joined(separator: "\n") }
    /// The rotor's Headings: the names of the elements with the header trait, in reading order.
    public var headings: [String] { entries.filter(\.isHeading).map { $0.name ?? $0.spoken } }
    /// The rotor's Links: the names of links, in reading order.
    public var links: [String] { entries.filter(\.isLink).map { $0.name ?? $0.spoken } }

    /// The spoken line for one element (``VoiceOverReading/compose(_:language:tabPosition:name:)``).
    static func compose(_ e: ElementSnapshot, language: VoiceOverLanguage, tabPosition: (Int, Int)?)
        -> (spoken: String, isHeading: Bool, isLink: Bool)
    {
        let speech = VoiceOverReading.compose(e, language: language, tabPosition: tabPosition)
        return (speech.spoken, speech.isHeading, speech.isLink)
    }
}
