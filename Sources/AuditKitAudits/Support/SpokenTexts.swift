import AuditKitModel
import Foundation

/// For many texts at once, the elements whose label or value contains each of them
/// (``ScreenFacts/speaks(_:normalizedText:)``), found in one pass over the elements' labels and
/// values instead of comparing every text with every element.
///
/// Texts and labels are compared after ``TextMatching/normalized(_:)``. Candidates come from an
/// Aho–Corasick automaton over the texts' bytes in Unicode canonical decomposition (NFD), which
/// finds every text that `String.contains` would (Swift compares characters by canonical
/// equivalence, which NFD turns into byte equality); each candidate is then confirmed with
/// `String.contains` itself, so the answers are exactly ``TextMatching/speaks(_:text:)``'s.
///
/// O(total length of the texts, labels and values + candidates found).
struct SpokenTexts {
    /// For each text (by its index in the `texts` given), the ids of the elements that say it, in
    /// the order the elements were given.
    let speakers: [[Int]]

    /// Matches `texts` (folded by ``TextMatching/normalized(_:)``, not empty) against the labels and
    /// values of `candidates` (element ids).
    init(texts: [String], candidates: [Int], facts: ScreenFacts) {
        guard !texts.isEmpty, !candidates.isEmpty else {
            speakers = Array(repeating: [], count: texts.count)
            return
        }
        var automaton = Automaton()
        for (index, text) in texts.enumerated() { automaton.insert(Self.decomposedBytes(text), text: index) }
        automaton.link()
        var found = [[Int]](repeating: [], count: texts.count)
        var lastFound = [Int](repeating: -1, count: texts.count)
        for id in candidates {
            for spoken in [facts.normalizedLabel(id), facts.normalizedValue(id)] {
                guard let spoken, !spoken.isEmpty else { continue }
                automaton.scan(Self.decomposedBytes(spoken)) { text in
                    if lastFound[text] != id {
                        lastFound[text] = id
                        found[text].append(id)
                    }
                }
            }
        }
        // Confirm each candidate with the comparison the rules define.
        for index in found.indices where !found[index].isEmpty {
            found[index] = found[index].filter { facts.speaks($0, normalizedText: texts[index]) }
        }
        speakers = found
    }

    /// `text`'s UTF-8 bytes in canonical decomposition (ASCII text as it is).
    static func decomposedBytes(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Array(text.utf8) }
        return Array(text.decomposedStringWithCanonicalMapping.utf8)
    }

    /// An Aho–Corasick automaton over byte strings: a trie of the texts with failure links.
    private struct Automaton {
        /// Each node's outgoing edges, as (byte, node) pairs.
        var edges: [[(byte: UInt8, node: Int32)]] = [[]]
        /// The longest proper suffix of each node's string that is also a node.
        var failure: [Int32] = [0]
        /// The texts ending at each node.
        var texts: [[Int]] = [[]]
        /// The nearest node along the failure links (not the node itself) where a text ends; -1 if none.
        var outputLink: [Int32] = [-1]
        /// The root's edges by byte, for the common case of a byte that starts no text.
        var rootEdge = [Int32](repeating: 0, count: 256)

        func child(_ node: Int32, _ byte: UInt8) -> Int32? {
            if node == 0 {
                let next = rootEdge[Int(byte)]
                return next == 0 ? nil : next
            }
            for edge in edges[Int(node)] where edge.byte == byte { return edge.node }
            return nil
        }

        mutating func insert(_ bytes: [UInt8], text: Int) {
            var node: Int32 = 0
            for byte in bytes {
                if let next = child(node, byte) {
                    node = next
                } else {
                    let next = Int32(edges.count)
                    edges.append([])
                    failure.append(0)
                    texts.append([])
                    outputLink.append(-1)
                    edges[Int(node)].append((byte, next))
                    if node == 0 { rootEdge[Int(byte)] = next }
                    node = next
                }
            }
            texts[Int(node)].append(text)
        }

        /// Sets the failure and output links, breadth first.
        mutating func link() {
            var queue: [Int32] = edges[0].map(\.node)
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for (byte, next) in edges[Int(node)] {
                    var fallback = failure[Int(node)]
                    while fallback != 0, child(fallback, byte) == nil { fallback = failure[Int(fallback)] }
                    let target = child(fallback, byte) ?? 0
                    failure[Int(next)] = target == next ? 0 : target
                    let f = Int(failure[Int(next)])
                    outputLink[Int(next)] = texts[f].isEmpty ? outputLink[f] : Int32(f)
                    queue.append(next)
                }
            }
        }

        /// Calls `found` with every text that occurs in `bytes` (once per occurrence).
        func scan(_ bytes: [UInt8], found: (Int) -> Void) {
            var node: Int32 = 0
            for byte in bytes {
                while node != 0, child(node, byte) == nil { node = failure[Int(node)] }
                node = child(node, byte) ?? 0
                guard node != 0 else { continue }
                for text in texts[Int(node)] { found(text) }
                var output = outputLink[Int(node)]
                while output >= 0 {
                    for text in texts[Int(output)] { found(text) }
                    output = outputLink[Int(output)]
                }
            }
        }
    }
}
