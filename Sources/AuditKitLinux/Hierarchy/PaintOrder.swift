import Foundation

extension AccessibilityHierarchy {
    /// How many images or videos painted behind one element ``pictureBehind()`` compares its frame
    /// with, at most: 64. Past that many (a wall of thumbnails), the element counts as drawn over
    /// one, unknown, rather than cost more than linear time.
    static let picturesCompared = 64

    /// For every element (indexed by id), the id of an image or video painted behind it that
    /// overlaps its frame, or `nil`: so text over a photo is not judged by a flat background colour
    /// a hierarchy may record for it.
    ///
    /// Paint order is the view tree's pre-order (a parent before its children, earlier siblings
    /// before later ones). A picture is an element that draws an image (``ElementSnapshot/image``, or
    /// the `image` element type, as captures and JSON record it) or a video
    /// (``ElementSnapshot/displaysMedia``). One is behind an element when it is painted after the
    /// element's nearest surface (the element itself or its nearest ancestor with an opaque
    /// background colour: what the element is drawn on) and before the element, is neither the
    /// element nor inside it, and overlaps its frame with some area: an earlier sibling's image (or
    /// an image inside an earlier sibling), or an ancestor that draws one. Elements without a frame
    /// have none. Linear in the number of elements (each compares at most 64 (`picturesCompared`)
    /// pictures).
    public func pictureBehind() -> [Int?] {
        pictureBehind(viewTree: TreeOrder.viewTree(of: self))
    }

    /// ``pictureBehind()`` over `tree`, this hierarchy's view tree in pre-order
    /// (``TreeOrder/viewTree(of:)``, as an audit's shared facts hold it), reading each element in
    /// place instead of walking copies of them.
    func pictureBehind(viewTree tree: TreeOrder) -> [Int?] {
        let count = elements.count
        var result = [Int?](repeating: nil, count: count)
        // Most screens draw no picture: look before walking the tree.
        guard elements.contains(where: Self.drawsPicture) else { return result }
        let order = tree.order
        guard !order.isEmpty else { return result }
        let position = tree.position
        elements.withView { elements in
            // Each element's nearest surface (view-tree ancestor painting an opaque background) as
            // id + 1, 0 for none, in one pass parents first.
            var surface = [Int](repeating: 0, count: count)
            var opaque = [Bool](repeating: false, count: count)
            var pictures: [(position: Int, id: Int, frame: CGRect)] = []  // in paint order
            for (index, id) in order.enumerated() {
                // Fields are read in place (`elements[id]`): a copy of each element would cost more
                // than the walk.
                let paintsOpaque = Self.paintsOpaqueBackground(elements[id])
                opaque[id] = paintsOpaque
                if let parent = elements[id].parent, parent >= 0, parent < count {
                    surface[id] = opaque[parent] ? parent + 1 : surface[parent]
                }
                defer {
                    if Self.drawsPicture(elements[id]), let frame = elements[id].frame, frame.isFiniteRect {
                        pictures.append((index, id, frame))
                    }
                }
                guard let frame = elements[id].frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else {
                    continue
                }
                // Painted on its own opaque background: nothing behind shows through.
                if paintsOpaque { continue }
                let floor = surface[id] == 0 ? -1 : position[surface[id] - 1]
                var compared = 0
                for picture in pictures.reversed() {
                    guard picture.position > floor else { break }
                    compared += 1
                    if compared > Self.picturesCompared {
                        result[id] = picture.id
                        break
                    }
                    let overlap = picture.frame.intersection(frame)
                    if !overlap.isNull, overlap.width > 0, overlap.height > 0 {
                        result[id] = picture.id
                        break
                    }
                }
            }
        }
        return result
    }

    /// Whether `element` draws an image or a video.
    @inline(__always)
    static func drawsPicture(_ element: ElementSnapshot) -> Bool {
        element.isVisible != false
            && (element.image != nil || element.displaysMedia == true || element.elementType == .image)
    }

    /// Whether `element` paints an opaque background colour of its own.
    @inline(__always)
    static func paintsOpaqueBackground(_ element: ElementSnapshot) -> Bool {
        (element.backgroundColor?.alpha ?? 0) >= 1 && (element.effectiveAlpha ?? 1) >= 1 && element.isVisible != false
    }
}
