/// Finds controls swallowed by an accessibility element: "Parent/Child mismatch", reported on the
/// control itself.
///
/// An accessibility element is a leaf: VoiceOver does not reach the views inside it. Combining a
/// cell's texts into one element is the recommended pattern, so text inside is fine (so is the text
/// inside a button). Fires for an interactive view inside an element VoiceOver reaches, when the
/// element offers it neither as a custom action nor through its own activation: VoiceOver users
/// cannot operate it (a React Native row that is one Touchable swallowing its "Check" button; a cell
/// made one element around a favourite button). One issue per swallowed control, on the control, so
/// the path says which one.
///
/// Interactive: a tap gesture or an enabled control with actions (`isInteractive`, `hasActivation`);
/// a text field (editing is its interaction); and where interactivity is not recorded (captures),
/// a control type (button, link, switch, toggle, slider, stepper, text and search fields, segmented
/// control, picker, tab) or an operable trait (`.button`, `.link`, `.adjustable`, `.toggleButton`),
/// which in a capture are the evidence. Disabled and invisible views are not judged.
///
/// Not swallowed:
/// - the parts of one control: nothing inside a text or search field (its clear button), a text view
///   or static text (links in text are on VoiceOver's Links rotor), a slider, stepper, picker, date
///   picker, segmented control, page indicator, switch, toggle or keyboard key, when that control is
///   the element; nor a view with the element's own frame (within 1 pt) or label (the same control
///   exposed twice, as SwiftUI wrappers do);
/// - a control the element offers as a custom action: a custom action named like it (either name
///   containing the other, ignoring case), or as many custom actions as swallowed controls; an
///   unnamed control by any custom action;
/// - the one control an element stands in for: the element has an activation and is the only
///   control's proxy, either carrying a state (the element has a value and the control has one: a
///   cell with a switch accessory reads "Notifications, Switch button, Off"), or (where recorded)
///   activating through its own `accessibilityActivate()` rather than a tap of its own.
///
/// Captures record no custom actions or activation: an element with a swallowed control is reported,
/// and the message says to ignore it if the element offers the control as a custom action. Captures
/// that do not say which elements VoiceOver reaches (no `accessible` attribute, as in
/// debugDescription dumps) are not evaluated for the containers concerned, and counted.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.1.1 Keyboard and SC 4.1.2 Name, Role, Value; Apple HIG, Accessibility.
public struct ParentChildHiddenInteractiveChildRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "parentChild.hiddenInteractiveChild", auditType: .parentChild, reference: .wcag(.nameRoleValue),
        summary: """
            "Parent/Child mismatch", on the control: an interactive view swallowed by an accessibility
            element (an element is a leaf, so VoiceOver cannot reach it on its own) that offers it neither as a
            custom action nor through its own activation, such as a React Native row that is one Touchable
            around a "Check" button. Judged on captures too, where the control type or trait is the evidence of
            interactivity and the `accessible` attribute says which elements VoiceOver reads as one. Text inside
            a button, the parts of one control (a text field's clear button) and links in text are not
            swallowed. Also rests on WCAG 2.2 SC 2.1.1 Keyboard.
            """,
        title: """
            Apple's title for the type (quoted verbatim from `XCUIAccessibilityAudit` output in a public
            project's notes (with its audit type's raw value)); whether Apple reports this shape is not public.
            """,
        threshold: """
            none: a visible, enabled control inside an element, offered by no custom action named
            like it (or as many custom actions as controls), and not the one control the element stands in for
            (a value it carries, or its own activation).
            """,
        evidence: [
            "containerPath", "traits", "isInteractive", "hiddenInteractiveCount", "hiddenInteractiveElements",
        ])

    /// Element types whose inside is the parts of one control when the control is the element.
    public static let singleControlTypes: Set<ElementType> = [
        .textField, .secureTextField, .searchField, .textView, .staticText, .slider, .stepper, .picker,
        ElementType("pickerWheel"), ElementType("datePicker"), .segmentedControl, .pageIndicator, .switch, .toggle,
        .key,
    ]
    /// Control types that are interactive where a capture does not record interactivity (asked
    /// about for every view: an ``ElementTypeSet``, which hashes no name).
    static let controlTypes = ElementTypeSet([
        .button, .link, .switch, .toggle, .slider, .stepper, .textField,
        .secureTextField, .searchField, .segmentedControl, .picker, .tab,
    ])
    /// Traits that say a view is operated.
    static let operableTraits: AccessibilityTraits = [.button, .link, .adjustable, .toggleButton]

    /// Creates the rule.
    public init() {}

    /// Reports each interactive view swallowed by an element that does not act for it.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let hierarchy = facts.hierarchy
        let capture = facts.isCapture
        let elements = facts.elements
        let screen = facts.screenFrame
        // VoiceOver elements are leaves: each view has at most one reached element above it. One
        // pass over the view tree each, shared with nothing else.
        let element = facts.nearestAncestors { $0.isVoiceOverElement == true && $0.isVisible != false }
        var unknownAbove: [Int?]?  // built when a capture has a control without a reached element above
        var swallowed: [Int: [Int]] = [:]
        var containers: [Int] = []
        var unknown = Set<Int>()
        let isInteractive = elements.withView { elements in
            facts.viewTree.order.map { view in
                elements.isShown(view, on: screen) && !elements.isDisabled(view)
                    && Self.isInteractive(view, in: elements)
            }
        }
        for (position, view) in facts.viewTree.order.enumerated() where isInteractive[position] {
            if let id = element[view] {
                guard !elements[id].isCustomElement, !Self.isPart(elements[view], of: elements[id]) else { continue }
                if swallowed[id] == nil { containers.append(id) }
                swallowed[id, default: []].append(view)
            } else if capture, elements[view].isVoiceOverElement != true {
                if unknownAbove == nil {
                    unknownAbove = facts.nearestAncestors {
                        $0.isVoiceOverElement == nil && $0.elementType != .application && $0.elementType != .window
                    }
                }
                if let id = unknownAbove?[view] { unknown.insert(id) }
            }
        }
        for id in containers {
            guard let ids = swallowed[id] else { continue }
            let container = elements[id]
            let controls = ids.map { elements[$0] }
            let notOffered = controls.filter { !Self.isOffered($0, by: container, among: controls) }
            guard !notOffered.isEmpty else { continue }
            let names = controls.map(Self.name)
            for control in notOffered {
                var evidence = AccessibilityAuditEvidence()
                evidence[.containerPath] = facts.paths.path(of: container.id)
                evidence[.traits] = (control.traits ?? Self.impliedTraits(control.elementType)).names
                evidence[.isInteractive] = control.isInteractive
                evidence[.hiddenInteractiveCount] = controls.count
                evidence[.hiddenInteractiveElements] = names
                context.report(
                    self, element: control, on: hierarchy, compactDescription: "Parent/Child mismatch",
                    detailedDescription: Self.detail(control, in: container, capture: capture), evidence: evidence)
            }
        }
        if !unknown.isEmpty {
            context.notEvaluated(
                self,
                reason: "the capture does not say which elements VoiceOver reads as one (no accessible attribute)",
                elementCount: unknown.count)
        }
    }

    /// Whether a view is interactive (see the rule's discussion).
    /// ``isInteractive(_:)`` for the element `id` of `elements`, read in place.
    static func isInteractive(_ id: Int, in elements: BufferView<ElementSnapshot>) -> Bool {
        if elements[id].isInteractive == true || elements[id].hasActivation == true { return true }
        let type = elements[id].elementType
        if type == .textField || type == .secureTextField || type == .searchField { return true }
        guard elements[id].isInteractive == nil else { return false }
        return controlTypes.contains(type)
            || (elements[id].traits.map { !$0.isDisjoint(with: operableTraits) } ?? false)
    }

    static func isInteractive(_ view: ElementSnapshot) -> Bool {
        if view.isInteractive == true || view.hasActivation == true { return true }
        if [.textField, .secureTextField, .searchField].contains(view.elementType) { return true }
        guard view.isInteractive == nil else { return false }
        return controlTypes.contains(view.elementType)
            || (view.traits.map { !$0.isDisjoint(with: operableTraits) } ?? false)
    }

    /// Whether `view` is a part of `container` as one control (see the rule's discussion).
    static func isPart(_ view: ElementSnapshot, of container: ElementSnapshot) -> Bool {
        if singleControlTypes.contains(container.elementType) { return true }
        if let a = view.frame, let b = container.frame, a.isFiniteRect, b.isFiniteRect,
            abs(a.minX - b.minX) <= 1, abs(a.minY - b.minY) <= 1, abs(a.width - b.width) <= 1,
            abs(a.height - b.height) <= 1
        {
            return true
        }
        if let mine = view.label, mine.hasContent, mine == container.label { return true }
        return false
    }

    /// Whether `container` offers `control` (one of `controls`) as a custom action or by its own activation.
    static func isOffered(_ control: ElementSnapshot, by container: ElementSnapshot, among controls: [ElementSnapshot])
        -> Bool
    {
        let actions = (container.customActionNames ?? []).map { $0.lowercased() }.filter { !$0.isEmpty }
        if !actions.isEmpty {
            if actions.count >= controls.count { return true }
            guard let name = control.accessibleName?.lowercased(), name.hasContent else { return true }
            if actions.contains(where: { $0.containsText(name) || name.containsText($0) }) { return true }
        }
        guard controls.count == 1, container.hasActivation != false || container.traits?.contains(.button) == true
        else { return false }
        if container.value.hasContent, control.value.hasContent { return true }
        return container.hasActivation == true && container.isInteractive == false
    }

    /// The traits a control type implies where traits are not recorded.
    static func impliedTraits(_ type: ElementType) -> AccessibilityTraits {
        switch type {
        case .button, .switch, .toggle, .tab: .button
        case .link: .link
        case .slider, .stepper, .picker: .adjustable
        default: []
        }
    }

    /// A control's name for messages and evidence: its label, else its identifier, else its type.
    static func name(_ control: ElementSnapshot) -> String {
        control.accessibleName ?? control.identifier ?? control.elementType.xcuiName
    }

    static func detail(_ control: ElementSnapshot, in container: ElementSnapshot, capture: Bool) -> String {
        let kind = control.elementType == .other ? "control" : control.elementType.readableName
        let what = control.accessibleName.map { "This \(kind) ('\($0)')" } ?? "This \(kind)"
        let holder = container.accessibleName.map { "'\(ElementSnapshot.oneLine($0))'" } ?? "without a label"
        var text =
            "\(what) lies inside the accessibility element \(holder), which VoiceOver reads as one element, so "
            + "VoiceOver cannot reach the \(kind) on its own, and the element offers it neither as a custom action nor "
            + "by its own activation. Offer it as a custom action on the element (accessibilityCustomActions), or stop "
            + "making the container one element and give its parts labels of their own."
        if capture {
            text += " (A capture does not record custom actions: if the element offers this one, ignore this issue.)"
        }
        return text
    }
}
