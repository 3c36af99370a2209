import Foundation

extension CGRect {
    /// Whether every coordinate is a finite number and the size is not negative.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }
}
