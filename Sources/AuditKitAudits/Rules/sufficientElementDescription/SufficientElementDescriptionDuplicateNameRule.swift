import AuditKitModel
import Foundation

/// Finds different controls on one screen that VoiceOver reads with the same name and the same
/// role: "Controls share one name".
///
/// Two "Edit, Button" for two addresses, two pickers both read "Date, Adjustable": a VoiceOver user
/// cannot tell which is which from what is said, nor pick one by name (the rotor, Voice Control's
/// "Tap Edit"). Judged from what VoiceOver says (`VoiceOverReading`, the model the transcript
/// prints): the name (label, a static text's value, or the placeholder), compared by its letters
/// and digits ignoring case, and the role words VoiceOver adds ("Button", "Adjustable", …). The
/// value is not compared: two sliders both named "Volume" are ambiguous whatever their levels.
///
/// Threshold: the ``descriptor``'s `threshold`, shown in <doc:RuleCatalogue>.
/// Controls are what VoiceOver announces as a button, link, tab, switch, text, search or secure
/// field, or adjustable.
///
/// Not flagged, after the exceptions of Deque axe's `identical-links-same-purpose` (links with one
/// name that lead to the same place pass) and of the row context WCAG 2.4.4 allows:
/// - links: where a link leads is recorded in no capture nor snapshot, so a group of links is
///   counted as not evaluated instead;
/// - controls each in a different cell of a list (a table or collection cell), whose cells' other
///   texts differ: the row read before the control tells them apart ("Anna, Edit" / "Ben, Edit");
/// - parts the system names inside a stepper, a date picker, a text or search field
///   ("Increment", "Clear text"), and the segments of a segmented control, named as one group;
/// - elements without a name (`sufficientElementDescription.missing` reports them) and an element
///   read twice (`elementDetection.hiddenDuplicate` reports the copy that is not on screen).
///
/// Every member after the first in reading order is reported, with the first as its twin.
/// Severity: warning, as the Android Accessibility Test Framework's duplicate speakable text check
/// warns: a name repeated on purpose cannot be told from one repeated by mistake.
///
/// Evidence: the keys its descriptor lists (`evidence`), with their meanings in <doc:IssueEvidence>.
///
/// Source: WCAG 2.2 SC 2.4.6 Headings and Labels (labels describe purpose, so different purposes
/// need different labels) and SC 4.1.2 Name, Role, Value; Android ATF's
/// `DuplicateSpeakableTextCheck` (clickable views with the same speakable text).
public struct SufficientElementDescriptionDuplicateNameRule: DescribedAccessibilityAuditRule {
    /// The rule's facts: its identity, what it finds, its threshold and its evidence keys
    /// (<doc:RuleCatalogue> and <doc:IssueEvidence> are written from them).
    public static let descriptor = AccessibilityAuditRuleDescriptor(
        ruleID: "sufficientElementDescription.duplicateName", auditType: .sufficientElementDescription,
        reference: .wcag(.headingsAndLabels), defaultSeverity: .warning,
        summary: """
            "Controls share one name": two or more controls on one screen that VoiceOver reads with
            the same name and role ("Edit, Button" for two addresses; two pickers both "Date, Adjustable"), so
            its users cannot tell them apart or pick one by name. Not flagged: links (where a link leads is not
            recorded, so they are counted as not evaluated, after Deque axe's identical-links rule), controls
            each in their own list cell whose texts differ (the row tells them apart), parts the system
            names inside steppers, date pickers and fields, segments of a segmented control, and a copy not
            drawn (left to `elementDetection.hiddenDuplicate`). Every member after the first is reported. Also
            rests on WCAG 2.2 SC 4.1.2 Name, Role, Value and Android ATF's duplicate speakable text check.
            """,
        title: """
            ours: a check beyond Apple's published ones; no public source quotes an Apple title for it.
            """,
        threshold: """
            two or more controls with equal names (letters and digits, any case) and equal
            role words; values are not compared.
            """,
        evidence: [
            "label", "spoken", "twinPath", "sameNameCount",
        ])

    /// Creates the rule.
    public init() {}

    /// Reports each control read with the name and role of an earlier one.
    public func audit(_ context: AccessibilityAuditContext) {
        let facts = context.voiceOverFacts()
        let reading = facts.voiceOverReading
        let order =
            facts.controlNameGroups
            ?? ControlNameGroups.make(
                reading, elements: facts.elements,
                namedByContainer: facts.nearestAncestors(ofTypeIn: ControlNameGroups.systemNamedContainerTypes))
        var rows: RowContexts?
        for (key, found) in order {
            var members = found
            guard members.count > 1 else { continue }
            if key.roles.control == .link {
                context.notEvaluated(
                    self, reason: "links read with the same name may lead to the same place, which is not recorded",
                    elementCount: members.count)
                continue
            }
            // The same element read twice is the hidden-duplicate rule's: keep the members on screen.
            let screen = facts.screenFrame
            members = facts.elements.withView { elements in
                members.filter { index in
                    let id = reading.items[index].elementID
                    let hasArea = elements[id].frame.map { $0.width >= 1 && $0.height >= 1 } ?? true
                    return hasArea && elements.isShown(id, on: screen)
                }
            }
            guard members.count > 1 else { continue }
            if rows == nil { rows = RowContexts(facts: facts) }
            members = rows!.withoutRowContext(members, reading: reading)
            guard members.count > 1 else { continue }
            let first = reading.items[members[0]]
            let twinPath = facts.paths.path(of: first.elementID)
            for index in members.dropFirst() {
                let item = reading.items[index]
                let spoken = item.speech.spoken
                let name = item.speech.text(of: .name) ?? ""
                var evidence = AccessibilityAuditEvidence()
                evidence[.label] = name
                evidence[.sameNameCount] = members.count
                evidence[.spoken] = spoken
                evidence[.twinPath] = twinPath
                context.report(
                    self, element: facts.elements[item.elementID], on: facts.hierarchy,
                    compactDescription: "Controls share one name",
                    detailedDescription:
                        "VoiceOver reads this control as '\(spoken)', with the same name and role as \(members.count - 1) "
                        + "other control\(members.count == 2 ? "" : "s") on the screen (the first at \(twinPath)), "
                        + "so its users cannot tell them apart or pick one by name. Name each after its purpose "
                        + "(\"Edit shipping address\"), or make each row one element with the action as a custom action.",
                    evidence: evidence)
            }
        }
    }

    /// The texts of the rows (table and collection cells) that controls lie in, for telling
    /// controls of one name apart by their rows. Each cell's texts are gathered once, however many
    /// groups it has members in.
    struct RowContexts {
        let facts: ScreenFacts
        /// For each element, its nearest cell above it.
        let cellAbove: [Int?]
        /// Each cell's context: the letters and digits of its names, sorted.
        private var contexts: [Int: [String]] = [:]
        /// Each cell's ``fingerprint(of:)``.
        private var fingerprints: [Int: UInt64] = [:]
        /// For each element, the number of the walk that last reached it (`namesInside`'s seen set,
        /// one table for all walks).
        private var reachedBy: [Int]
        /// The number of walks so far.
        private var walks = 0

        init(facts: ScreenFacts) {
            self.facts = facts
            cellAbove = facts.nearestAncestors { $0.elementType == .cell }
            reachedBy = [Int](repeating: 0, count: facts.elements.count)
        }

        /// `members` (indices into the reading) without those that their rows tell apart: when every
        /// member lies in a cell of its own and the cells' contexts differ, none is left; members
        /// outside cells, or sharing a cell, or in cells that say the same, stay.
        ///
        /// Cells are compared by fingerprint first: equal contexts have equal fingerprints, so only
        /// cells whose fingerprints are equal have their contexts built and compared.
        mutating func withoutRowContext(_ members: [Int], reading: VoiceOverReading) -> [Int] {
            let cells = members.compactMap { cellAbove[reading.items[$0].elementID] }
            guard cells.count == members.count, Set(cells).count == members.count else { return members }
            var byFingerprint = cells.map { (fingerprint: fingerprint(of: $0), cell: $0) }
            byFingerprint.sort { $0.fingerprint < $1.fingerprint }
            var start = 0
            while start < byFingerprint.count {
                var end = start + 1
                while end < byFingerprint.count, byFingerprint[end].fingerprint == byFingerprint[start].fingerprint {
                    end += 1
                }
                if end - start > 1 {
                    var seen = Set<[String]>()
                    for entry in byFingerprint[start..<end] {
                        guard seen.insert(context(of: entry.cell)).inserted else { return members }
                    }
                }
                start = end
            }
            return []
        }

        /// The letters and digits (``TextMatching/lettersAndDigits(_:)``) of the names of `cell`
        /// and of its view-tree descendants, sorted.
        mutating func context(of cell: Int) -> [String] {
            if let known = contexts[cell] { return known }
            var context: [String] = []
            namesInside(cell) { context.append(TextMatching.lettersAndDigits($0)) }
            context.sort()
            contexts[cell] = context
            return context
        }

        /// A number equal for cells with equal ``context(of:)``: the sum of a hash of each name's
        /// letters and digits (in any order), and their count.
        mutating func fingerprint(of cell: Int) -> UInt64 {
            if let known = fingerprints[cell] { return known }
            var sum: UInt64 = 0
            var count: UInt64 = 0
            namesInside(cell) { name in
                sum &+= Self.mixed(Self.foldedHash(name))
                count &+= 1
            }
            let fingerprint = sum &+ Self.mixed(count)
            fingerprints[cell] = fingerprint
            return fingerprint
        }

        /// FNV-1a of the UTF-8 bytes of ``TextMatching/lettersAndDigits(_:)`` of `name`; for ASCII
        /// names read off the name's bytes as that function folds them, without building the string.
        static func foldedHash(_ name: String) -> UInt64 {
            let ascii = name.withByteView { bytes -> UInt64? in
                var hash = FNV1a()
                return TextMatching.forEachASCIILetterOrDigit(in: bytes) { hash.add($0) } ? hash.value : nil
            }
            if let ascii { return ascii }
            var hash = FNV1a()
            for byte in TextMatching.lettersAndDigits(name).utf8 { hash.add(byte) }
            return hash.value
        }

        /// SplitMix64's finaliser: spreads a hash's bits before hashes are summed.
        static func mixed(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9e37_79b9_7f4a_7c15
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }

        /// Calls `body` with the name of `cell` and of each of its view-tree descendants (each
        /// once, a cycle cut where it closes), read in place: no snapshot is copied.
        private mutating func namesInside(_ cell: Int, _ body: (String) -> Void) {
            walks += 1
            let walk = walks
            var stack = [cell]
            facts.elements.withView { elements in
                while let id = stack.popLast() {
                    guard id >= 0, id < elements.count, reachedBy[id] != walk else { continue }
                    reachedBy[id] = walk
                    if let name = elements[id].accessibleName { body(name) }
                    let children = elements[id].children
                    var index = children.count
                    while index > 0 {
                        index -= 1
                        stack.append(children[index])
                    }
                }
            }
        }
    }
}

extension SufficientElementDescriptionDuplicateNameRule: UsesFactsOnSecondThread {
    static var factsOnSecondThread: FactsOnSecondThread { [.reading, .controlNameGroups] }
}
