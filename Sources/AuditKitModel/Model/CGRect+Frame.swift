import Foundation

extension CGRect {
    /// Whether every coordinate is a finite number and the size is not negative.
    @inlinable @inline(__always) public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }

    /// The rectangle as UIKit's geometry reads a view's frame: with finite coordinates and a
    /// negative width or height, its standardized form (the same area, origin at the top-left
    /// corner), as CoreGraphics' functions read every rectangle ("as if the rectangle were
    /// standardized": developer.apple.com/documentation/coregraphics/cgrectgetwidth(_:)); any other
    /// rectangle as it is.
    @inlinable package var standardizedWhenFinite: CGRect {
        guard origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite,
            size.width < 0 || size.height < 0
        else { return self }
        return CGRect(
            x: Swift.min(origin.x, origin.x + size.width), y: Swift.min(origin.y, origin.y + size.height),
            width: abs(size.width), height: abs(size.height))
    }

    /// The largest coordinate or size, in points, that a frame may have and still count as one:
    /// 10,000,000 pt (about 27,000 screens of an iPhone 15's 844 pt height).
    ///
    /// No real screen or scroll content comes near it; a frame beyond it (1e300 wide, say) is
    /// corrupt data, and treating it as a frame would only overflow arithmetic downstream.
    public static let largestPlausibleCoordinate: Double = 10_000_000

    /// Whether this rectangle can be an element's frame: a finite rectangle (``isFiniteRect``)
    /// whose every edge lies within ±``largestPlausibleCoordinate`` points.
    ///
    /// Snapshots (``HeadlessApplication/snapshot(settings:)``) and importers (Appium XML, debugDescription, JSON) drop
    /// other frames and record a ``StructuralProblem/Kind/invalidFrame``.
    @inlinable @inline(__always) public var isPlausibleFrame: Bool {
        let bound = Self.largestPlausibleCoordinate
        return isFiniteRect && abs(minX) <= bound && abs(minY) <= bound && abs(maxX) <= bound && abs(maxY) <= bound
    }
}
