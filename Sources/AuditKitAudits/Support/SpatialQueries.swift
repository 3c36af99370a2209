import AuditKitModel
import Foundation

/// Questions about many frames at once, answered in O(n log n) instead of comparing each frame
/// with every other: which points some frame covers, and which items in a range of positions lie
/// near a band of the screen.
enum SpatialQueries {
    /// For each point, whether one of `rects` contains it, as `CGRect.contains(_:)` decides
    /// (`minX ≤ x < maxX` and `minY ≤ y < maxY`); rectangles must be finite with sizes ≥ 0.
    ///
    /// A sweep over x with the rectangles' y-intervals counted in a Fenwick tree.
    static func covered(points: [CGPoint], by rects: [CGRect]) -> [Bool] {
        let rects = rects.filter { $0.width > 0 && $0.height > 0 }
        guard !points.isEmpty, !rects.isEmpty else { return Array(repeating: false, count: points.count) }
        var ys: [Double] = []
        ys.reserveCapacity(rects.count * 2 + points.count)
        for rect in rects {
            ys.append(rect.minY)
            ys.append(rect.maxY)
        }
        for point in points { ys.append(point.y) }
        ys.sort()
        var unique: [Double] = []
        unique.reserveCapacity(ys.count)
        for y in ys where unique.last != y { unique.append(y) }
        func index(_ y: Double) -> Int { unique.firstIndex(notBelow: y) }
        // Events at one x: removals (x == maxX is outside), then insertions, then queries.
        enum Kind: Int {
            case remove = 0
            case insert = 1
            case query = 2
        }
        var events: [(x: Double, kind: Kind, item: Int)] = []
        events.reserveCapacity(rects.count * 2 + points.count)
        for (index, rect) in rects.enumerated() {
            events.append((rect.minX, .insert, index))
            events.append((rect.maxX, .remove, index))
        }
        for (index, point) in points.enumerated() { events.append((point.x, .query, index)) }
        events.sort { $0.x < $1.x || ($0.x == $1.x && $0.kind.rawValue < $1.kind.rawValue) }
        var tree = [Int](repeating: 0, count: unique.count + 1)
        func add(_ at: Int, _ delta: Int) {
            var i = at + 1
            while i < tree.count {
                tree[i] += delta
                i += i & -i
            }
        }
        func sum(through at: Int) -> Int {
            var i = at + 1
            var total = 0
            while i > 0 {
                total += tree[i]
                i -= i & -i
            }
            return total
        }
        var result = [Bool](repeating: false, count: points.count)
        for event in events {
            switch event.kind {
            case .insert:
                add(index(rects[event.item].minY), 1)
                add(index(rects[event.item].maxY), -1)
            case .remove:
                add(index(rects[event.item].minY), -1)
                add(index(rects[event.item].maxY), 1)
            case .query:
                result[event.item] = sum(through: index(points[event.item].y)) > 0
            }
        }
        return result
    }

    /// Items at positions (ascending), each with a vertical extent, queried for one whose position
    /// is in a range and whose extent reaches into a band: a merge-sort tree over the positions,
    /// each node's items sorted by top edge with the lowest bottom edge so far.
    struct BandIndex {
        /// The items' positions, ascending.
        let positions: [Int]
        private let minY: [Double]
        private let maxY: [Double]
        /// Per level, per node: item indices sorted by `minY`, and the running maximum of `maxY` (with its item).
        private var levels: [[(item: Int, runningMaxY: Double, argMax: Int)]] = []

        /// Items `0..<positions.count`, at `positions` (ascending), spanning `minY...maxY` vertically.
        init(positions: [Int], minY: [Double], maxY: [Double]) {
            self.positions = positions
            self.minY = minY
            self.maxY = maxY
            let n = positions.count
            var width = 1
            var current = Array(0..<n)
            // Level 0: single items; each next level merges pairs of runs of `width` items.
            while true {
                var level: [(item: Int, runningMaxY: Double, argMax: Int)] = []
                level.reserveCapacity(n)
                var start = 0
                while start < n {
                    let end = min(start + width, n)
                    var best = -Double.infinity
                    var arg = -1
                    for index in start..<end {
                        let item = current[index]
                        if maxY[item] > best {
                            best = maxY[item]
                            arg = item
                        }
                        level.append((item, best, arg))
                    }
                    start = end
                }
                levels.append(level)
                if width >= n { break }
                // Merge runs of `width` into runs of `2 × width`, by minY.
                var merged: [Int] = []
                merged.reserveCapacity(n)
                start = 0
                while start < n {
                    let middle = min(start + width, n)
                    let end = min(start + 2 * width, n)
                    var i = start
                    var j = middle
                    while i < middle || j < end {
                        if j >= end || (i < middle && minY[current[i]] <= minY[current[j]]) {
                            merged.append(current[i])
                            i += 1
                        } else {
                            merged.append(current[j])
                            j += 1
                        }
                    }
                    start = end
                }
                current = merged
                width *= 2
            }
        }

        /// An item with position in `range` whose `minY ≤ top` and whose `maxY ≥ bottom`, or `nil`:
        /// the one with the largest `maxY` among those with `minY ≤ top` in one of the O(log n) nodes
        /// covering the range.
        func item(in range: Range<Int>, minYAtMost top: Double, maxYAtLeast bottom: Double) -> Int? {
            // The items whose positions fall in `range` are indices l..<r; decompose them into
            // aligned runs of 2^k items, bottom up, as an iterative segment tree does.
            var l = firstIndex(atLeast: range.lowerBound)
            var r = firstIndex(atLeast: range.upperBound)
            var k = 0
            while l < r {
                let width = 1 << k
                if (l >> k) & 1 == 1 {
                    if let found = best(in: levels[k], run: l..<(l + width), top: top, bottom: bottom) { return found }
                    l += width
                }
                if l < r, (r >> k) & 1 == 1 {
                    if let found = best(in: levels[k], run: (r - width)..<r, top: top, bottom: bottom) { return found }
                    r -= width
                }
                k += 1
            }
            return nil
        }

        /// The item with the largest `maxY` among a node's items with `minY ≤ top`, if its `maxY ≥ bottom`.
        private func best(
            in level: [(item: Int, runningMaxY: Double, argMax: Int)], run: Range<Int>,
            top: Double, bottom: Double
        ) -> Int? {
            // Items of the run are sorted by minY: find the last with minY ≤ top.
            var low = run.lowerBound
            var high = run.upperBound
            while low < high {
                let mid = (low + high) / 2
                if minY[level[mid].item] <= top { low = mid + 1 } else { high = mid }
            }
            guard low > run.lowerBound else { return nil }
            let entry = level[low - 1]
            return entry.runningMaxY >= bottom ? entry.argMax : nil
        }

        private func firstIndex(atLeast position: Int) -> Int {
            positions.firstIndex(notBelow: position)
        }
    }

    /// The least key in any range of items, in O(1) after O(n log n): a sparse table.
    struct RangeMinimum {
        private var table: [[Int]]

        /// Over `keys` (item `i` has `keys[i]`).
        init(_ keys: [Int]) {
            table = [keys]
            var width = 1
            while 2 * width <= keys.count {
                let previous = table[table.count - 1]
                var next: [Int] = []
                next.reserveCapacity(keys.count - 2 * width + 1)
                for i in 0...(keys.count - 2 * width) { next.append(min(previous[i], previous[i + width])) }
                table.append(next)
                width *= 2
            }
        }

        /// The least key of items `range`; `Int.max` for an empty range.
        func minimum(_ range: Range<Int>) -> Int {
            guard !range.isEmpty else { return Int.max }
            var level = 0
            while (2 << level) <= range.count { level += 1 }
            return min(table[level][range.lowerBound], table[level][range.upperBound - (1 << level)])
        }
    }
}
