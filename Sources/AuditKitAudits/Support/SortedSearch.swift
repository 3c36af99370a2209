import AuditKitModel

extension Array where Element: Comparable {
    /// The index of the first element that is at least `value`, in O(log n), for an array sorted in
    /// ascending order (`count` when every element is less): the lower bound the rules' range and
    /// sweep queries share.
    func firstIndex(notBelow value: Element) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
