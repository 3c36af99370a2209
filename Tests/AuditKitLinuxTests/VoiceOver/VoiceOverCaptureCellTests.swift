import AuditKitLinux
import Foundation
import SharedTestData
import XCTest

/// The VoiceOver transcript of captures: invisible elements are not read, and a table cell of
/// texts and decorative parts is read as one element.
final class VoiceOverCaptureCellTests: XCTestCase {
    /// An Appium page source whose table holds `cells` (XML of `XCUIElementTypeCell`s).
    func transcript(_ cells: String) throws -> [String] {
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true" x="0" y="0" width="390" height="844">
            \(cells)
            </XCUIElementTypeTable></XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
            """
        return VoiceOverTranscript(try AccessibilityHierarchy(importing: Data(xml.utf8), name: "cells.xml")).lines
    }

    func cell(_ attributes: String, visible: Bool = true, _ inside: String) -> String {
        """
        <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="\(visible)" x="0" y="248" width="390" height="45" \(attributes)>
        \(inside)
        </XCUIElementTypeCell>
        """
    }

    let icon =
        #"<XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="false" x="20" y="255" width="29" height="30"/>"#
    let chevron =
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" enabled="false" visible="false" x="358" y="263" width="12" height="15" name="chevron" label="chevron"/>"#
    let separator =
        #"<XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="64" y="292" width="326" height="1"/>"#
    func text(_ s: String, x: Int = 64) -> String {
        #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="true" x="\#(x)" y="260" width="60" height="21" label="\#(s)" value="\#(s)"/>"#
    }

    // MARK: Read as one

    func testASettingsCellIsOneElementAndItsInvisibleChevronIsNotRead() throws {
        XCTAssertEqual(
            try transcript(cell(#"name="General" label="General""#, icon + text("General") + separator + chevron)),
            ["General"])
    }

    func testACellWithoutALabelJoinsItsVisibleTexts() throws {
        let hiddenText =
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" x="300" y="260" width="60" height="21" label="Secret" value="Secret"/>"#
        XCTAssertEqual(
            try transcript(cell("", text("Wi-Fi") + text("Home", x: 250) + hiddenText + chevron)), ["Wi-Fi, Home"])
    }

    func testACellWithTheButtonTraitIsAnnouncedAsAButton() throws {
        XCTAssertEqual(
            try transcript(cell(#"label="General" traits="Button""#, text("General") + chevron)), ["General, Button"])
    }

    // MARK: Not read as one

    func testACellHoldingAVisibleControlIsEntered() throws {
        let toggle =
            #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" enabled="true" visible="true" x="320" y="255" width="51" height="31" label="Airplane Mode" value="0"/>"#
        XCTAssertEqual(
            try transcript(cell(#"label="Airplane Mode""#, text("Airplane Mode") + toggle)),
            ["Airplane Mode", "Airplane Mode, Switch button, Off"])
    }

    func testACellMarkedNotAccessibleOrInvisibleIsNotReadAsOne() throws {
        XCTAssertEqual(try transcript(cell(#"label="General" accessible="false""#, text("General"))), ["General"])
        XCTAssertEqual(
            try transcript(
                cell(
                    #"label="Developer""#, visible: false,
                    text("Developer").replacingOccurrences(of: #"visible="true""#, with: #"visible="false""#))), [])
    }

    func testAnInvisibleControlOutsideACellIsNotRead() throws {
        XCTAssertEqual(try transcript(chevron + cell(#"label="General""#, text("General"))), ["General"])
    }

    // MARK: A real capture

    func testTheSettingsCaptureReadsOneLinePerRow() throws {
        let lines = VoiceOverTranscript(try SharedTestData.capture("wda_ios_settings_en_reformatted.xml")).lines
        XCTAssertEqual(
            Array(lines.prefix(6)),
            [
                "Settings",
                "Sign in to your iPhone, Set up iCloud, the App Store, and more.",
                "General", "Accessibility", "Privacy", "Passwords",
            ])
        XCTAssertFalse(lines.contains { $0.contains("chevron") }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.count, 14, lines.joined(separator: "\n"))
    }
}
