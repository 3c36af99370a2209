import AuditKitLinux
import XCTest

@testable import AuditKitLinuxTestSupport

/// `performAccessibilityAudit` on a capture: frames the capture gave that could not be read are a
/// warning naming the first (those elements were not judged), never a silent pass.
final class CaptureAuditTests: CapturingTestCase {
    private func capture(frames: [String]) throws -> AccessibilityHierarchy {
        let buttons = frames.enumerated().map { index, frame in
            "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"b\(index)\" label=\"Button \(index)\" "
                + "enabled=\"true\" visible=\"true\" accessible=\"true\" \(frame) index=\"\(index)\"/>"
        }
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
                  \(buttons.joined(separator: "\n"))
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        return try AccessibilityHierarchy(importing: Data(source.utf8), name: "shop.xml")
    }

    func testUnreadFramesAreAWarning() throws {
        let hierarchy = try capture(frames: [
            #"x="16" y="100" width="100" height="44""#, #"x="16" y="200" width="-10" height="44""#,
            #"x="16" y="300" width="nan" height="44""#,
        ])
        let warnings = WarningLog()
        let failures = try TestSupportEnvironment.$warningOutput.withValue({ warnings.append($0) }) {
            try capture { try hierarchy.performAccessibilityAudit(for: .hitRegion) }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(warnings.lines.count, 1, "\(warnings.lines)")
        let line = warnings.lines.first ?? ""
        XCTAssertTrue(line.contains("warning: 2 frames of the capture not read (the first: "), line)
        XCTAssertTrue(line.contains("Button#b1"), line)
        XCTAssertTrue(line.contains("did not judge those elements"), line)
    }

    func testReadableFramesSayNothing() throws {
        let hierarchy = try capture(frames: [#"x="16" y="100" width="100" height="44""#])
        let warnings = WarningLog()
        let failures = try TestSupportEnvironment.$warningOutput.withValue({ warnings.append($0) }) {
            try capture { try hierarchy.performAccessibilityAudit(for: .hitRegion) }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(warnings.lines, [])
    }
}
