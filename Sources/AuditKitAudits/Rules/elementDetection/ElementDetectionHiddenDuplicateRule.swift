import AuditKitModel
import Foundation

/// Finds an element VoiceOver reaches that is not drawn (zero size, or invisible over its twin) and
/// says what another element on screen says: "Element is read twice".
///
/// A text field whose cross-platform wrapper leaves an invisible or zero-size copy in the
/// accessibility tree is read twice: "Email, Text field", then "Email, Text field" again, on a spot
/// with nothing there. Judged on what VoiceOver reads (`VoiceOverReading`, the model the
/// transcript prints), so the two lines show in `auditkit describe` too.
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
/// The name is the label, a static text's value or the placeholder. The twin is drawn: known
/// visible or, on a capture without the fact, framed on screen. Zero size is judged because UIKit
/// draws nothing there and VoiceOver still stops on an accessibility element of zero size; an
/// invisible element away from its twin (scrolled away, off to a side) is not a copy.
///
/// On captures an element is read when the capture says VoiceOver reaches it (`accessible="true"`);
/// an invisible copy without that fact is counted as not evaluated, never passed.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.4.3 Focus Order (focus moves through what is on screen in a meaningful,
/// operable order; a copy with nothing behind it is neither) and SC 1.3.2 Meaningful Sequence.
public struct ElementDetectionHiddenDuplicateRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "elementDetection.hiddenDuplicate", auditType: .elementDetection, reference: .wcag(.focusOrder),
        summary: """
            "Element is read twice": an element VoiceOver reads that is not drawn, zero size or
            invisible over its twin, and says what an element drawn on screen says (an invisible copy of a
            text field left by a cross-platform wrapper: "Email, Text field" twice). Judged on the reading
            `auditkit describe` prints, where both lines show. On captures an invisible element is read when
            `accessible="true"` says VoiceOver reaches it; without that fact it is counted as not evaluated.
            Also rests on WCAG 2.2 SC 1.3.2 Meaningful Sequence.
            """,
        title: """
            ours: a check beyond Apple's published ones; no public source quotes an Apple title for it.
            """,
        threshold: """
            the same name (letters and digits, any case); not drawn: less than 1 pt wide or
            high, or known invisible and overlapping its twin by at least half the smaller frame.
            """,
        evidence: [
            "label", "spoken", "twinPath", "notDrawnBecause",
        ])

    /// The least fraction of the smaller frame an invisible copy must overlap its twin by.
    public static let minimumOverlap = 0.5

    /// Creates the rule.
    public init() {}

    /// Why an element is not drawn.
    private enum NotDrawn: String {
        case zeroSize, invisible
    }

    /// Reports each element read but not drawn that says what a drawn element says.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let reading = facts.voiceOverReading
        let screen = facts.screenFrame
        // Names are folded only once there is something to compare: a copy read but not drawn,
        // or (captures) an invisible element whose reach is not recorded. Most screens have none.
        var drawn: [Int] = []
        var unfoldedCopies: [(item: Int, why: NotDrawn)] = []
        reading.items.withView { items in
            facts.elements.withView { elements in
                for index in items.indices {
                    let id = items.elementID(index)
                    guard facts.isElement(id), items.spokenName(index) != nil else { continue }
                    if let frame = elements[id].frame, frame.isFiniteRect, frame.width < 1 || frame.height < 1 {
                        unfoldedCopies.append((index, .zeroSize))
                    } else if elements[id].isVisible == false {
                        unfoldedCopies.append((index, .invisible))
                    } else if elements.isShown(id, on: screen) {
                        drawn.append(index)
                    }
                }
            }
        }
        // Captures: invisible elements whose reach is not recorded are not read, so cannot be judged.
        var unrecorded: [Int] = []
        if facts.isCapture {
            var read = [Bool](repeating: false, count: facts.elements.count)
            reading.items.withView { items in
                for index in items.indices where facts.isElement(items.elementID(index)) {
                    read[items.elementID(index)] = true
                }
            }
            for id in facts.viewTree.order
            where !read[id] && facts.elements[id].isVisible == false
                && facts.elements[id].isAccessibilityElement == nil && facts.elements[id].accessibleName != nil
            {
                unrecorded.append(id)
            }
        }
        guard !unfoldedCopies.isEmpty || !unrecorded.isEmpty else { return }
        var drawnByName: [String: Int] = [:]
        for index in drawn {
            let folded = TextMatching.lettersAndDigits(reading.items[index].speech.text(of: .name) ?? "")
            if !folded.isEmpty, drawnByName[folded] == nil { drawnByName[folded] = reading.items[index].elementID }
        }
        var copies: [(item: Int, name: String, why: NotDrawn)] = []
        for copy in unfoldedCopies {
            let folded = TextMatching.lettersAndDigits(reading.items[copy.item].speech.text(of: .name) ?? "")
            if !folded.isEmpty { copies.append((copy.item, folded, copy.why)) }
        }
        for copy in copies {
            let item = reading.items[copy.item]
            guard let twin = drawnByName[copy.name], twin != item.elementID else { continue }
            if copy.why == .invisible, !Self.overlaps(facts.elements[item.elementID].frame, facts.elements[twin].frame)
            {
                continue
            }
            let spoken = item.speech.spoken
            var evidence = AccessibilityAuditEvidence()
            evidence[.label] = item.speech.text(of: .name) ?? ""
            evidence[.notDrawnBecause] = copy.why.rawValue
            evidence[.spoken] = spoken
            let twinPath = facts.paths.path(of: twin)
            evidence[.twinPath] = twinPath
            let how = copy.why == .zeroSize ? "has no size" : "is invisible over it"
            context.report(
                self, element: facts.elements[item.elementID], on: facts.hierarchy,
                compactDescription: "Element is read twice",
                detailedDescription:
                    "VoiceOver stops on this element and says '\(spoken)', which the element at \(twinPath) already "
                    + "says, but this one \(how): VoiceOver users hear the same thing twice, the second time on a "
                    + "spot with nothing there. Hide the copy from VoiceOver (isAccessibilityElement = false, or "
                    + "accessibilityElementsHidden on its container).",
                evidence: evidence)
        }
        guard facts.isCapture, !drawnByName.isEmpty else { return }
        var unknown = 0
        for id in unrecorded {
            guard let name = facts.elements[id].accessibleName,
                let twin = drawnByName[TextMatching.lettersAndDigits(name)], twin != id
            else { continue }
            let frame = facts.elements[id].frame
            if let frame, frame.width < 1 || frame.height < 1 || Self.overlaps(frame, facts.elements[twin].frame) {
                unknown += 1
            }
        }
        if unknown > 0 {
            context.notEvaluated(
                self,
                reason: "an invisible element with the name of one on screen has no accessible attribute: "
                    + "whether VoiceOver reads it twice is unknown",
                elementCount: unknown)
        }
    }

    /// Whether `a` and `b` overlap by at least ``minimumOverlap`` of the smaller's area.
    static func overlaps(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b, a.isFiniteRect, b.isFiniteRect else { return false }
        let overlap = a.intersection(b)
        guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return false }
        let smaller = min(a.width * a.height, b.width * b.height)
        return smaller > 0 && overlap.width * overlap.height >= minimumOverlap * smaller
    }
}

extension ElementDetectionHiddenDuplicateRule: UsesFactsOnSecondThread {
    static var factsOnSecondThread: FactsOnSecondThread { .reading }
}
