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
        var result = [Int?](repeating: nil, count: elements.count)
        // Most screens draw no picture: look before walking the tree.
        guard elements.contains(where: Self.drawsPicture) else { return result }
        let order = viewTreeElements
        guard !order.isEmpty else { return result }
        var position = [Int](repeating: -1, count: elements.count)
        for (index, element) in order.enumerated() { position[element.id] = index }
        let surface = nearestAncestors(in: order) { Self.paintsOpaqueBackground($0) }
        var pictures: [(position: Int, id: Int, frame: CGRect)] = []  // in paint order
        for (index, element) in order.enumerated() {
            defer {
                if Self.drawsPicture(element), let frame = element.frame, frame.isFiniteRect {
                    pictures.append((index, element.id, frame))
                }
            }
            guard let frame = element.frame, frame.isFiniteRect, frame.width > 0, frame.height > 0 else { continue }
            // Painted on its own opaque background: nothing behind shows through.
            if Self.paintsOpaqueBackground(element) { continue }
            let floor = surface[element.id].map { position.indices.contains($0) ? position[$0] : -1 } ?? -1
            var compared = 0
            for picture in pictures.reversed() {
                guard picture.position > floor else { break }
                compared += 1
                if compared > Self.picturesCompared {
                    result[element.id] = picture.id
                    break
                }
                let overlap = picture.frame.intersection(frame)
                if !overlap.isNull, overlap.width > 0, overlap.height > 0 {
                    result[element.id] = picture.id
                    break
                }
            }
        }
        return result
    }

    /// Whether `element` draws an image or a video.
    static func drawsPicture(_ element: ElementSnapshot) -> Bool {
        element.isVisible != false
            && (element.image != nil || element.displaysMedia == true || element.elementType == .image)
    }

    /// Whether `element` paints an opaque background colour of its own.
    static func paintsOpaqueBackground(_ element: ElementSnapshot) -> Bool {
        (element.backgroundColor?.alpha ?? 0) >= 1 && (element.effectiveAlpha ?? 1) >= 1 && element.isVisible != false
    }
}
