import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// Inputs often taken for captures are refused as unsupported, naming what they are and what to
/// capture instead, rather than with a parser's complaint; real captures and other XML or JSON are
/// not taken for them.
final class LookAlikeFormatTests: XCTestCase {
    private func importError(_ text: String, name: String = "x.txt") -> HierarchyImportError? {
        do {
            _ = try AccessibilityHierarchy(importing: Data(text.utf8), name: name)
            XCTFail("imported: \(text.prefix(60))")
            return nil
        } catch {
            return error
        }
    }

    func testUIKitViewDescriptionsAreNamed() throws {
        let real = try Data(contentsOf: SharedTestData.url("screenshots/testTraits.iphone-x.txt"))
        var texts = [String(decoding: real, as: UTF8.self)]
        texts += [
            // recursiveDescription of a window, _printHierarchy, lldb's po of a button.
            "<UIWindow: 0x7fd1c0e0; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x6000>>\n"
                + "   | <UIView: 0x7fd1c2a0; frame = (0 0; 375 812); layer = <CALayer: 0x6001>>\n",
            "\n<UINavigationController 0x7f9c3c00>, state: appeared, view: <UILayoutContainerView 0x7f9c4d10>\n"
                + "   | <App.ViewController 0x7f9c5e20>, state: appeared, view: <UIView 0x7f9c6f30>\n",
            "<_UIButtonBarButton: 0x7f9c; frame = (0 0; 44 44); layer = <CALayer: 0x6002>>",
        ]
        for text in texts {
            let error = importError(text)
            XCTAssertEqual(error?.kind, .unsupportedFormat)
            XCTAssertTrue(
                error?.message.hasPrefix("unsupported format: this looks like a UIKit view description") == true,
                "\(error.map(String.init(describing:)) ?? "")")
            XCTAssertTrue(error?.message.contains("capture the screen with XCUITest's app.debugDescription") == true)
            XCTAssertNotNil(error?.line)
        }
    }

    func testOtherToolsJSONIsNamed() {
        let cases: [(String, String)] = [
            ("{\"_type\": {\"_name\": \"ActionsInvocationRecord\"}, \"actions\": {}}", "xcresulttool's JSON"),
            ("{\"testNodes\": [], \"devices\": []}", "xcresulttool's JSON"),
            ("{\"devicesAndConfigurations\": [], \"result\": \"Failed\"}", "xcresulttool's JSON"),
            (
                "{\"type\": \"XCUIElementTypeApplication\", \"rect\": {\"x\": 0}, \"isEnabled\": \"1\", \"children\": []}",
                "WebDriverAgent's JSON page source"
            ),
            (
                "{\"value\": {\"type\": \"Application\", \"frame\": \"{{0, 0}, {375, 812}}\", \"children\": []}, \"sessionId\": \"s\"}",
                "WebDriverAgent's JSON page source"
            ),
            ("{\"class\": \"android.widget.FrameLayout\", \"children\": []}", "an Android view hierarchy"),
        ]
        for (text, what) in cases {
            let error = importError(text, name: "x.json")
            XCTAssertEqual(error?.kind, .unsupportedFormat, text)
            XCTAssertTrue(
                error?.message.hasPrefix("unsupported format: this looks like \(what)") == true,
                "\(error.map(String.init(describing:)) ?? "")")
        }
    }

    /// XML that merely is not a page source, JSON of another kind, and the real captures are not
    /// taken for look-alikes.
    func testOtherInputsAreNotTakenForLookAlikes() throws {
        for text in ["<a:b x=\"1\"/>", "<project>\n</project>", "<?xml version=\"1.0\"?>\n<testsuites/>"] {
            XCTAssertNotEqual(importError(text, name: "x.xml")?.kind, .unsupportedFormat, text)
        }
        for text in ["{\"type\": \"Application\"}", "{\"hello\": 1}", "[1, 2]"] {
            let error = importError(text, name: "x.json")
            XCTAssertEqual(error?.kind, .unsupportedFormat, text)
            XCTAssertFalse(error?.message.contains("looks like") == true, text)
        }
        let captures = try SharedTestData.captures()
        for file in try FileManager.default.contentsOfDirectory(atPath: captures.path) where !file.hasSuffix(".src.txt")
        {
            XCTAssertNoThrow(try AccessibilityHierarchy(contentsOf: captures.appendingPathComponent(file)), file)
        }
    }
}
