import Foundation

/// The named descendants of every element along one child relation, found in time bounded by the
/// text they would have to spell, not by the size of the subtree.
///
/// ``ParentChildRedundantContainerLabelRule`` compares a container's label with its descendants'
/// names joined in order. Collecting the descendants of every labelled container costs
/// O(n × depth): minutes for a chain ten thousand deep. Here one preorder walk (O(n)) numbers the
/// elements so that each subtree is a contiguous range, and keeps, in preorder, the positions of
/// the counted elements with a name and prefix sums of their names' lengths (in scalars of the
/// canonically decomposed letters and digits, which add up under concatenation and are equal for
/// equal strings). A container's candidates are then found by binary search; only when their
/// number and total length can spell its label (at least two, exactly its length) are they read,
/// and then there are at most as many as its label has letters.
struct DescendantNames {
    private let elements: [ElementSnapshot]
    /// Each element's preorder position, or -1 when the walk did not reach it.
    private var position: [Int]
    /// The position just past each element's subtree.
    private var end: [Int]
    /// The counted elements with a name, by position, and the running total of their name lengths.
    private var named: [(position: Int, id: Int)] = []
    private var namedLength: [Int] = [0]
    /// The same for those of them that are interactive.
    private var interactive: [(position: Int, id: Int)] = []
    private var interactiveLength: [Int] = [0]

    /// The index of `hierarchy` along `children`, counting the elements `counted` accepts and
    /// calling those `isInteractive` accepts interactive; `nil` when `children` is not a forest (an
    /// element listed by two parents, or a cycle), where subtrees are not ranges.
    init?(_ hierarchy: AccessibilityHierarchy, children: KeyPath<ElementSnapshot, [Int]>,
          counted: (ElementSnapshot) -> Bool, isInteractive: (ElementSnapshot) -> Bool) {
        elements = hierarchy.elements
        let count = elements.count
        var parents = [Int](repeating: 0, count: count)
        for element in elements {
            for child in element[keyPath: children] where elements.indices.contains(child) {
                parents[child] += 1
                if parents[child] > 1 { return nil }
            }
        }
        position = [Int](repeating: -1, count: count)
        end = [Int](repeating: -1, count: count)
        var next = 0
        for root in elements.indices where parents[root] == 0 {
            // Preorder, children in order; an element's end is set once its subtree is done.
            var stack: [(id: Int, entered: Bool)] = [(root, false)]
            while let (id, entered) = stack.popLast() {
                if entered { end[id] = next; continue }
                position[id] = next
                next += 1
                let element = elements[id]
                if counted(element), let name = element.accessibleName {
                    let length = Self.measure(TextMatching.lettersAndDigits(name))
                    if length > 0 {
                        named.append((position[id], id))
                        namedLength.append(namedLength[namedLength.count - 1] + length)
                        if isInteractive(element) {
                            interactive.append((position[id], id))
                            interactiveLength.append(interactiveLength[interactiveLength.count - 1] + length)
                        }
                    }
                }
                stack.append((id, true))
                for child in element[keyPath: children].reversed() where elements.indices.contains(child) {
                    stack.append((child, false))
                }
            }
        }
        // A cycle leaves its elements unreached (each has a parent inside it).
        if next != count { return nil }
    }

    /// The length ``DescendantNames`` compares: Unicode scalars of the canonical decomposition, so
    /// equal strings have equal lengths and a joined string's length is the sum of its parts'.
    static func measure(_ lettersAndDigits: String) -> Int {
        lettersAndDigits.decomposedStringWithCanonicalMapping.unicodeScalars.count
    }

    /// The counted named descendants of `id` (not `id` itself), in preorder, when at least two of
    /// them (one interactive) spell exactly `length`, and the interactive ones when at least two of
    /// them do; `nil` when neither can.
    func candidates(below id: Int, spelling length: Int) -> (named: [ElementSnapshot], interactive: [ElementSnapshot])? {
        guard elements.indices.contains(id), position[id] >= 0 else { return nil }
        let range = (position[id] + 1)..<end[id]
        let namedRange = Self.slice(named, range)
        let interactiveRange = Self.slice(interactive, range)
        let namedTotal = namedLength[namedRange.upperBound] - namedLength[namedRange.lowerBound]
        let interactiveTotal = interactiveLength[interactiveRange.upperBound] - interactiveLength[interactiveRange.lowerBound]
        let all = namedRange.count >= 2 && !interactiveRange.isEmpty && namedTotal == length
        let onlyInteractive = interactiveRange.count >= 2 && interactiveTotal == length
        guard all || onlyInteractive else { return nil }
        return (all ? named[namedRange].map { elements[$0.id] } : [],
                onlyInteractive ? interactive[interactiveRange].map { elements[$0.id] } : [])
    }

    /// The indices of `list` (sorted by position) whose positions fall in `range`.
    private static func slice(_ list: [(position: Int, id: Int)], _ range: Range<Int>) -> Range<Int> {
        func lowerBound(_ value: Int) -> Int {
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid].position < value { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return lowerBound(range.lowerBound)..<lowerBound(range.upperBound)
    }
}
