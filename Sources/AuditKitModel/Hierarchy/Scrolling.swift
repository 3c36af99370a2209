import Foundation

/// The direction of a swipe, as `swipeUp()` and its siblings name it.
package enum SwipeDirection {
    case up, down, left, right
}

extension HeadlessApplication {
    /// The live scroll views at element `id`, innermost first: the element itself when it is one,
    /// then those around it in the view tree; only visible ones with scrolling enabled.
    private func scrollViews(at id: Int, in live: LiveSnapshot) -> [(id: Int, view: ScrollView)] {
        let chain = [live.hierarchy.elements[id]] + live.hierarchy.ancestors(of: id)
        return chain.compactMap { element in
            guard element.isVisible != false, live.objects.indices.contains(element.id),
                let view = live.objects[element.id] as? ScrollView, view.isScrollEnabled
            else { return nil }
            return (element.id, view)
        }
    }

    /// Swipes in `direction` at element `id` (`nil`: at the middle of the screen, as
    /// `XCUIApplication.swipeUp()` does): the innermost scroll view there that can move that way
    /// moves its content by one page (its own height or width), within its content. Returns whether
    /// content moved.
    ///
    /// XCUITest's swipe is a fling whose distance depends on the device and its speed; a page is a
    /// fixed, predictable stand-in, so loops such as `while !cell.isHittable { app.swipeUp() }` port.
    func scroll(_ direction: SwipeDirection, from id: Int?, in live: LiveSnapshot) -> Bool {
        guard let start = id ?? elementAtScreenMiddle(in: live) else { return false }
        for (scrollID, view) in scrollViews(at: start, in: live) {
            guard let frame = live.hierarchy.elements[scrollID].frame, frame.isFiniteRect else { continue }
            let maximum = view.maximumContentOffset
            var offset = view.contentOffset
            switch direction {
            case .up: offset.y = min(offset.y + frame.height, maximum.y)
            case .down: offset.y = max(offset.y - frame.height, 0)
            case .left: offset.x = min(offset.x + frame.width, maximum.x)
            case .right: offset.x = max(offset.x - frame.width, 0)
            }
            if offset != view.contentOffset {
                view.contentOffset = offset
                return true
            }
        }
        return false
    }

    /// The front-most, deepest visible element whose frame holds the middle of the screen.
    private func elementAtScreenMiddle(in live: LiveSnapshot) -> Int? {
        guard let screen = live.hierarchy.screenFrame else { return nil }
        let middle = CGPoint(x: screen.midX, y: screen.midY)
        // Pre-order is back to front, parents before children: the last hit is the front-most, deepest.
        return live.hierarchy.viewTreeElements.last { element in
            element.isVisible != false && (element.frame.map { $0.isFiniteRect && $0.contains(middle) } ?? false)
        }?.id
    }

    /// Scrolls the scroll views around element `id`, innermost first, just enough to bring it
    /// inside each, as XCUITest does before a tap. Returns whether any scroll view moved.
    @discardableResult
    func scrollToVisible(_ id: Int, in live: LiveSnapshot) -> Bool {
        guard var frame = live.hierarchy.elements[id].frame, frame.isFiniteRect else { return false }
        var moved = false
        for (scrollID, view) in scrollViews(at: id, in: live) where scrollID != id {
            guard let clip = live.hierarchy.elements[scrollID].frame, clip.isFiniteRect else { continue }
            let maximum = view.maximumContentOffset
            func shift(_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double) -> Double {
                if low < clipLow { return low - clipLow }
                if high > clipHigh { return min(high - clipHigh, low - clipLow) }
                return 0
            }
            let dx = shift(frame.minX, frame.maxX, clip.minX, clip.maxX)
            let dy = shift(frame.minY, frame.maxY, clip.minY, clip.maxY)
            let old = view.contentOffset
            let new = CGPoint(x: min(max(old.x + dx, 0), maximum.x), y: min(max(old.y + dy, 0), maximum.y))
            if new != old {
                view.contentOffset = new
                moved = true
            }
            frame = frame.offsetBy(dx: old.x - new.x, dy: old.y - new.y)
        }
        return moved
    }
}
