import Foundation

/// A problem in how a container lists its accessibility elements, found while walking it, or in
/// the screen's geometry (a frame that is invalid, outside the screen, or a window that does not fit it).
public struct StructuralProblem: Hashable, Codable, Sendable {
    /// What kind of problem.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// An element in `accessibilityElements` is not inside the container's view subtree.
        case elementOutsideContainer
        /// An element is listed twice (in one container, or in two).
        case duplicateElement
        /// An element lists one of its own ancestors: a cycle, cut where it closed.
        case cycle
        /// A custom element listed in `accessibilityElements` has no frame.
        case missingFrame
        /// A frame was not a plausible rectangle (NaN, infinite, negative size, or an edge beyond
        /// ±``Foundation/CGRect/largestPlausibleCoordinate`` points) and was dropped.
        case invalidFrame
        /// An element lies wholly outside the screen (scrolled away, or moved off to a side); recorded
        /// for the outermost such element. Geometry rules do not judge it where it is.
        case offScreen
        /// A window's frame does not fit the screen (the application's frame), as when a landscape
        /// window is captured under a portrait application: geometry rules do not judge what it holds.
        case windowOutsideScreen

        /// Whether the problem is about geometry (a frame), not about a container's element list.
        public var isGeometry: Bool { [.invalidFrame, .offScreen, .windowOutsideScreen].contains(self) }
    }
    /// What kind of problem.
    public var kind: Kind
    /// The container whose list has the problem.
    public var container: Int?
    /// The element concerned.
    public var element: Int?

    /// Creates a problem record.
    public init(kind: Kind, container: Int?, element: Int?) {
        self.kind = kind
        self.container = container
        self.element = element
    }
}
