import XCTest

@testable import AuditKitLinux

/// `ElementType`'s categories, read as one bit per listed type: each listed type is in the
/// categories its table row gives it, and any other type in none.
final class ElementTypeTests: XCTestCase {
    func testCategoriesOfEveryListedType() {
        let controls: Set<String> = [
            "button", "link", "textField", "secureTextField", "searchField", "switch", "toggle", "slider", "stepper",
            "segmentedControl", "picker", "pageIndicator", "tab", "key",
        ]
        let texts: Set<String> = ["staticText", "textView", "textField", "secureTextField", "searchField"]
        let systemBars: Set<String> = ["tabBar", "navigationBar", "toolbar", "statusBar"]
        XCTAssertEqual(ElementType.listedTypes.count, ElementType.knownTypeCount - 1)
        for type in ElementType.listedTypes {
            XCTAssertEqual(type.isControl, controls.contains(type.rawValue), type.rawValue)
            XCTAssertEqual(type.isText, texts.contains(type.rawValue), type.rawValue)
            XCTAssertEqual(type.isSystemBar, systemBars.contains(type.rawValue), type.rawValue)
        }
        for other in [ElementType(rawValue: "customThing"), ElementType(rawValue: ""), ElementType(rawValue: "Button")]
        {
            XCTAssertFalse(other.isControl || other.isText || other.isSystemBar, other.rawValue)
        }
    }
}
