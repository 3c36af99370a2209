import AuditKitModel
import Foundation

/// "Element has no description": an element VoiceOver reaches that has nothing to speak.
///
/// Fires for an accessibility element in the accessibility view with no label, no placeholder, no
/// drawn text and no value that describes it (an image-only button with no label; an image view
/// made an element without a label; a switch or slider with no label, whose value is only its state). Source: WCAG 2.2 SC 1.1.1 Non-text Content and SC 4.1.2 Name, Role,
/// Value; Apple's `sufficientElementDescription` audit.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Decisions:
/// - A label, text or value of only white space and characters drawn as nothing (Unicode's
///   Default_Ignorable_Code_Point: direction marks, U+FEFF, the word joiner, soft hyphens, the
///   Hangul fillers) is none, on headless screens and captures alike; Apple does not say what
///   VoiceOver speaks for such characters.
/// - A text field with a placeholder is described (VoiceOver speaks the placeholder), and so is a
///   text field, text view or static text by its value (the text it holds).
/// - A value that is only state does not describe: a switch's "0"/"1", a slider's "50%", the value
///   of a stepper or of any element with `.adjustable` or `.toggleButton`. VoiceOver says "On,
///   Switch button" and nobody knows what it switches, so such a control needs a label (WCAG 2.2
///   SC 4.1.2: the name is separate from the value). A picker wheel is the exception: its value is
///   the chosen item's text ("March"), which is what it shows; so is a page indicator
///   (`UIPageControl`, `.pageIndicator`): its value "page 1 of 3" says what it is, and VoiceOver
///   reads "page 1 of 3, Adjustable" with no label, as for Apple's own page controls.
/// - A static text with nothing drawn and no label is skipped: it shows nothing, so nothing is
///   missing from what sighted people get.
/// - Elements not in the accessibility view, and invisible ones, are not judged.
/// - On captures (accessibility view unknown), the capture's `accessible` attribute decides when
///   present; without it, visible controls (``ElementType/isControl``) and images are judged (an
///   element whose visibility the capture does not record counts as visible when its frame is on screen),
///   except those inside another such element: captures show the automation tree, so an image
///   inside a button is read through the button, and only the button is judged.
/// - On captures, an image with nothing to speak and no `accessible` attribute (such as
///   `Image, identifier: 'TAUlogo'` in a debugDescription dump) is not evaluated, and counted: UI
///   tests list every image view, but a UIKit image view is not an accessibility element unless made
///   one, and an image with only an identifier is most often the decorative asset it was loaded from.
///   Nothing in such a capture says VoiceOver reaches it. Controls are judged without the attribute
///   (a text field or button is an element by default: `TextField, identifier: 'city'` with no label
///   is an issue), and so is an image the capture marks `accessible="true"`.
public struct SufficientElementDescriptionMissingRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "sufficientElementDescription.missing", auditType: .sufficientElementDescription,
        reference: .wcag(.nameRoleValue),
        summary: """
            "Element has no description": an element VoiceOver reaches with nothing to speak: no
            label, no placeholder, no drawn text and no value that describes it. An image-only button without
            a label; a switch or slider without a label, whose value ("1", "50%") is only its state. Also rests
            on WCAG 2.2 SC 1.1.1 Non-text Content.
            """,
        title: """
            Apple's title, quoted verbatim from `XCUIAccessibilityAudit` output in a public project's notes
            (with its audit type's raw value); public suites match it in their issue handlers
            (`issue.compactDescription == …`).
            """,
        threshold: """
            none: a description or not. A value that is only state does not describe; text of only white space
            and characters drawn as nothing (Unicode's Default_Ignorable_Code_Point) is none.
            """,
        evidence: [
            "value", "valueIsOnlyState", "isImage",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each judged element with nothing to speak.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let candidates = facts.descriptionCandidates
        var unknownImages = 0
        var undescribed: [Int] = []
        facts.elements.withView { elements in
            for id in facts.viewTree.order where candidates.contains(id, in: elements) {
                if Self.isDescribed(elements, id) { continue }
                if elements[id].elementType == .staticText && elements[id].text == nil { continue }
                if elements[id].elementType == .image && elements[id].isInAccessibilityView == nil
                    && elements[id].isAccessibilityElement == nil
                {
                    unknownImages += 1
                    continue
                }
                undescribed.append(id)
            }
        }
        for id in undescribed {
            let element = facts.elements[id]
            var evidence = AccessibilityAuditEvidence()
            evidence[.value] = element.value.hasContent ? element.value : nil
            evidence[.valueIsOnlyState] = element.value.hasContent && Self.valueIsOnlyState(element)
            evidence[.isImage] = Self.isImageLike(element)
            context.report(
                self, element: element, on: facts.hierarchy, compactDescription: "Element has no description",
                detailedDescription: Self.detail(for: element), evidence: evidence)
        }
        if unknownImages > 0 {
            context.notEvaluated(
                self,
                reason:
                    "the capture does not say whether VoiceOver reaches these images without a label (image views are not accessibility elements by default)",
                elementCount: unknownImages)
        }
    }

    /// Whether the element `id` of `elements` speaks something that says what it is: a label,
    /// placeholder or drawn text with content, or a value that is not only state
    /// (``valueIsOnlyState(_:)``). Its fields are read in place, without a copy of the element.
    @inline(__always)
    static func isDescribed(_ elements: BufferView<ElementSnapshot>, _ id: Int) -> Bool {
        if elements[id].label.hasContent || elements[id].placeholderValue.hasContent
            || elements[id].text?.text.hasContent == true
        {
            return true
        }
        return elements[id].value.hasContent
            && !valueIsOnlyState(type: elements[id].elementType, traits: elements[id].traits)
    }

    /// Whether the element's value only tells its state (on/off, a position, a count), not what it
    /// is: switches, toggles, sliders, steppers, and elements with `.adjustable` or `.toggleButton`,
    /// unless they hold text (text fields, text views, static texts, search fields), are a picker
    /// wheel (whose value is the chosen item's text) or a page indicator (whose value, "page 1 of
    /// 3", names it).
    static func valueIsOnlyState(_ element: ElementSnapshot) -> Bool {
        valueIsOnlyState(type: element.elementType, traits: element.traits)
    }

    /// ``valueIsOnlyState(_:)`` of an element of `type` and `traits`.
    static func valueIsOnlyState(type: ElementType, traits: AccessibilityTraits?) -> Bool {
        if type.isText || type.rawValue == "pickerWheel" || type == .pageIndicator { return false }
        if [.switch, .toggle, .slider, .stepper].contains(type) { return true }
        return traits.map { !$0.isDisjoint(with: [.adjustable, .toggleButton]) } ?? false
    }

    /// Whether the element is an image by type or trait (the advice is then to label or hide it).
    static func isImageLike(_ element: ElementSnapshot) -> Bool {
        element.elementType == .image || element.traits?.contains(.image) == true
    }

    static func detail(for element: ElementSnapshot) -> String {
        let kind = element.elementType == .other ? "This element" : "This \(element.elementType.readableName)"
        let fix =
            isImageLike(element)
            ? "If the image conveys something, set accessibilityLabel to what it shows; if it is decorative, set isAccessibilityElement = false."
            : "Set accessibilityLabel to what it is or does (\"Like\", \"Close\"), in the user's language."
        if element.value.hasContent, valueIsOnlyState(element) {
            return
                "\(kind) is reached by VoiceOver but has no label: its value ('\(element.value ?? "")') only tells its state, so VoiceOver announces the state and the type but not what it controls. Set accessibilityLabel to what it controls (\"Sounds\", \"Volume\"), in the user's language."
        }
        return
            "\(kind) is reached by VoiceOver but has no label, value or text, so VoiceOver can only announce its type. \(fix)"
    }
}
