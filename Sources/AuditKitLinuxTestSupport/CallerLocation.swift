import Foundation
import Runtime
import Testing

/// Where a call into test support came from, found from the call stack when the API cannot take
/// `#filePath` and `#line` (a property setter: `app = …` in an ``AccessibilityAuditTestCase``).
///
/// Capturing the stack is cheap (the return addresses only); it is symbolicated, from the test
/// binary's debug information, only when a failure must be placed (about 0.2 s for a large test
/// binary). `swift test` builds with debug information; in a build without it (`-c release`) no
/// line is found and the failure is reported where the library records it.
struct CallerLocation: @unchecked Sendable {
    private let backtrace: Backtrace?

    /// Captures the current call stack (its 16 innermost frames: the caller is within a few).
    static func capture() -> CallerLocation {
        CallerLocation(backtrace: try? Backtrace.capture(limit: 16))
    }

    /// The folder of this module's sources: frames there are the library's, not the caller's.
    private static let librarySources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/"

    /// The first frame with a source line outside this module (the caller's file and line), if the
    /// binary has the debug information to say.
    func resolve() -> SourceLocation? {
        guard let symbolicated = backtrace?.symbolicated() else { return nil }
        for frame in symbolicated.frames {
            guard let location = frame.symbol?.sourceLocation, location.line > 0,
                location.path.hasPrefix("/"), !location.path.contains("<compiler-generated>"),
                !location.path.hasPrefix(Self.librarySources)
            else { continue }
            let file = URL(fileURLWithPath: location.path).lastPathComponent
            return SourceLocation(
                fileID: "?/\(file)", filePath: location.path, line: location.line, column: max(1, location.column))
        }
        return nil
    }
}
