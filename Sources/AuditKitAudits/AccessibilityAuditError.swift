import AuditKitModel
import Foundation

/// Errors from auditing and parsing audit options.
public enum AccessibilityAuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing to audit: the hierarchy has no elements, or nothing visible beyond the application,
    /// windows and plain containers (``AccessibilityHierarchy/hasContentToAudit``). An empty screen
    /// is an error, not a pass. The ``EmptyScreen`` says what there was and why
    /// (``AccessibilityHierarchy/emptyScreen``).
    case emptyHierarchy(EmptyScreen)
    /// An audit type name that does not exist.
    case unknownAuditType(String)
    /// No audit types were selected.
    case noAuditTypes
    /// A headless screen has views whose frame (or `accessibilityFrame`) is not a rectangle: a
    /// coordinate or size is NaN or infinite, or an edge lies beyond
    /// ±``Foundation/CGRect/largestPlausibleCoordinate`` points; the paths of those elements.
    ///
    /// UIKit refuses such a frame: setting a view's frame with a NaN coordinate ends the app with
    /// Core Animation's `CALayerInvalidGeometry` exception ("CALayer position contains NaN", raised
    /// from `-[UIView(Geometry) setFrame:]`, as crash reports in public projects quote it, e.g.
    /// github.com/neilang/NAMapKit/issues/12). So no device shows the screen: it is a bug in the
    /// test's layout (a division by zero, a size never set), not a verdict to pass, and the
    /// geometry rules cannot judge those elements. A negative width or height is not one: it is read
    /// standardized, as CoreGraphics reads it. A capture's unreadable frames are not this error: the
    /// audit counts those elements as not evaluated, and the command-line tool names them.
    case invalidFrames([String])

    /// ` and 2 others` after the first of several paths.
    private static func others(_ count: Int) -> String {
        count <= 0 ? "" : " and \(count) other\(count == 1 ? "" : "s")"
    }

    /// A message for people.
    public var description: String {
        switch self {
        case .emptyHierarchy(let screen):
            screen.description
        case .unknownAuditType(let name):
            "unknown audit type '\(name)'; use one of \((AccessibilityAuditType.named + AccessibilityAuditType.setNames).map(\.name).joined(separator: ", "))"
        case .noAuditTypes: "no audit types were selected; name at least one, or all"
        case .invalidFrames(let paths):
            "the frame of \(paths.first ?? "an element")\(Self.others(paths.count - 1)) is not a rectangle within "
                + "±\(Int(CGRect.largestPlausibleCoordinate)) pt (a coordinate or size is NaN, infinite or beyond "
                + "it): UIKit ends the app on a NaN frame (CALayerInvalidGeometry), no screen comes near such a size, "
                + "and the geometry rules cannot judge it; fix the layout that set it"
        }
    }
}
