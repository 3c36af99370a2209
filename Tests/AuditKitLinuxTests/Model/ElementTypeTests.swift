import AuditKitLinux
import XCTest

@testable import AuditKitModel

/// `ElementType`'s constants are made from their table place and categories directly, not looked
/// up by name: each must be exactly what `init(rawValue:)` makes of its name.
final class ElementTypeTests: XCTestCase {
    /// Every public constant.
    private let constants: [ElementType] = [
        .any, .other, .application, .window, .alert, .sheet, .button, .link, .image, .icon, .staticText, .textView,
        .textField, .secureTextField, .searchField, .switch, .toggle, .slider, .stepper, .segmentedControl, .picker,
        .pageIndicator, .tabBar, .tab, .navigationBar, .toolbar, .statusBar, .keyboard, .key, .scrollView, .table,
        .collectionView, .cell, .webView, .progressIndicator, .activityIndicator, .remotePlaceholder,
    ]

    func testEveryConstantIsWhatItsNameMakes() {
        for constant in constants {
            let named = ElementType(rawValue: constant.rawValue)
            XCTAssertEqual(constant, named, constant.rawValue)
            XCTAssertEqual(constant.knownPosition, named.knownPosition, constant.rawValue)
            XCTAssertEqual(constant.isControl, named.isControl, constant.rawValue)
            XCTAssertEqual(constant.isText, named.isText, constant.rawValue)
            XCTAssertEqual(constant.isSystemBar, named.isSystemBar, constant.rawValue)
            XCTAssertEqual(constant.xcuiName, named.xcuiName, constant.rawValue)
            XCTAssertEqual(constant.hashValue, named.hashValue, constant.rawValue)
        }
        // Each listed type has its own constant but one (`pickerWheel`), in the table's order.
        let listed = constants.filter { $0.knownPosition != 0 }
        XCTAssertEqual(listed.map(\.knownPosition), Array(1..<(listed.count + 1)))
        XCTAssertEqual(ElementType.listedTypes.dropLast().map(\.rawValue), listed.map(\.rawValue))
        XCTAssertEqual(ElementType.listedTypes.last?.rawValue, "pickerWheel")
    }

    func testConstantsAreEqualOnlyToTheirOwnName() {
        for (index, constant) in constants.enumerated() {
            for (other, another) in constants.enumerated() {
                XCTAssertEqual(constant == another, index == other, "\(constant) and \(another)")
            }
            XCTAssertNotEqual(constant, ElementType(rawValue: constant.rawValue + "X"))
        }
        // Unlisted types compare by name.
        XCTAssertEqual(ElementType.any, ElementType("any"))
        XCTAssertNotEqual(ElementType.any, ElementType("touchBar"))
        XCTAssertEqual(ElementType("touchBar"), ElementType(xcuiName: "XCUIElementTypeTouchBar"))
        // Hashing: listed types by their place, unlisted ones by name; a set keeps each type once.
        XCTAssertEqual(ElementType("touchBar").hashValue, ElementType(xcuiName: "XCUIElementTypeTouchBar")?.hashValue)
        let named = constants.map { ElementType(rawValue: $0.rawValue) }
        XCTAssertEqual(
            Set(constants + named + [ElementType("touchBar"), ElementType("touchBar")]).count, constants.count + 1)
        XCTAssertTrue(ElementType.button.isControl && ElementType.textField.isText && ElementType.tabBar.isSystemBar)
        XCTAssertFalse(
            ElementType("touchBar").isControl || ElementType.other.isText || ElementType.keyboard.isSystemBar)
    }

    /// `ElementTypeSet` answers as `Set<ElementType>` does, for listed and unlisted members and
    /// non-members, including a set of unlisted types alone and the empty set.
    func testElementTypeSetAnswersAsASetDoes() {
        let others = [ElementType("touchBar"), ElementType("datePicker"), ElementType(""), ElementType("Button")]
        let everyType = constants + others + ElementType.listedTypes
        let sets: [Set<ElementType>] = [
            [], [.button], [.button, .link, .tab, .switch], Set(constants), [ElementType("touchBar")],
            [.staticText, ElementType("datePicker"), .any], Set(ElementType.listedTypes),
        ]
        for members in sets {
            let fast = ElementTypeSet(members)
            for type in everyType {
                XCTAssertEqual(fast.contains(type), members.contains(type), "\(type) in \(members)")
            }
        }
    }

    /// Categories, read as one bit per listed type: each listed type is in the categories its
    /// table row gives it, and any other type in none.
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
