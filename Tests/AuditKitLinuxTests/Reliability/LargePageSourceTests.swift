import AuditKitLinux
import Foundation
import XCTest

/// Page sources over libxml2's 10,000,000-byte limit import; what the limit still refuses, and the
/// parser's bare error numbers, get words.
final class LargePageSourceTests: XCTestCase {
    private let envelopeStart =
        #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Big" label="Big" x="0" y="0" width="390" height="844">"#
    private let envelopeEnd = "</XCUIElementTypeApplication></AppiumAUT>"

    private func message(_ xml: String) -> String {
        do {
            _ = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "page.xml", format: .appiumXML)
            return "imported"
        } catch {
            return "\(error)"
        }
    }

    func testAPageSourceOver10MBImports() throws {
        let row =
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="A row of a long list" name="A row of a long list" label="A row of a long list" enabled="true" visible="true" accessible="true" x="16" y="120" width="358" height="44" index="0"/>"#
        let count = 50_000
        let xml = envelopeStart + String(repeating: row, count: count) + envelopeEnd
        XCTAssertGreaterThan(xml.utf8.count, 11_000_000)
        let hierarchy = try AccessibilityHierarchy(importing: Data(xml.utf8), name: "big.xml", format: .appiumXML)
        XCTAssertEqual(hierarchy.elements.count, count + 1)
        XCTAssertEqual(hierarchy.elements.last?.label, "A row of a long list")
    }

    func testAnAttributeOver10MBIsRefusedWithTheLimitNamed() {
        let xml =
            envelopeStart.replacingOccurrences(
                of: #"label="Big""#, with: "label=\"\(String(repeating: "a", count: 10_500_000))\"") + envelopeEnd
        let text = message(xml)
        XCTAssertTrue(text.hasPrefix("page.xml:1:"), text)
        XCTAssertTrue(
            text.contains(
                "malformed XML: the page source is 10.5 MB; the XML parser on Linux (libxml2) refuses a single "
                    + "attribute value, text or name over 10 MB"), text)
    }

    func testExternalEntitiesAndEntityBombsAreRefusedWithTheirDocumentType() {
        // No DTD is read at all (HostileInputTests covers every form): the declaration is named.
        let refused = "not an Appium / WebDriverAgent page source: it has a document type declaration (<!DOCTYPE …>)"
        let xxe =
            #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/hostname">]>"#
            + #"<AppiumAUT><XCUIElementTypeApplication name="A" label="&xxe;" x="0" y="0" width="390" height="844"/></AppiumAUT>"#
        XCTAssertTrue(message(xxe).hasPrefix("page.xml:1:22: " + refused), message(xxe))
        var bomb = #"<!DOCTYPE lolz [<!ENTITY lol "lol">"#
        for level in 2...9 {
            bomb +=
                "<!ENTITY lol\(level) \"" + String(repeating: level == 2 ? "&lol;" : "&lol\(level - 1);", count: 10)
                + "\">"
        }
        bomb +=
            #"]><AppiumAUT><XCUIElementTypeApplication name="A" label="&lol9;" x="0" y="0" width="390" height="844"/></AppiumAUT>"#
        XCTAssertTrue(message(bomb).hasPrefix("page.xml:1:1: " + refused), message(bomb))
    }
}
