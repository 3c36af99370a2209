import Foundation

/// A query for elements UI tests see, like `XCUIElementQuery`. Evaluated afresh on each use.
///
/// Every query offers the typed queries of ``ElementTypeQueryProvider`` (`app.cells.buttons`,
/// `app.otherElements["list"].staticTexts`), ``descendants(matching:)`` and ``children(matching:)``.
public struct ElementQuery: ElementTypeQueryProvider, CustomStringConvertible {
    let app: HeadlessApplication
    /// The query in words, such as `Buttons['New Quote']`, for messages.
    public let description: String
    /// The matches, by element id, in depth-first order.
    let resolve: (LiveSnapshot) -> [Int]
    /// The elements the query's last step searched among, for "from input {(…)}" in messages.
    let input: (LiveSnapshot) -> [Int]

    init(
        app: HeadlessApplication, description: String, input: @escaping (LiveSnapshot) -> [Int],
        resolve: @escaping (LiveSnapshot) -> [Int]
    ) {
        self.app = app
        self.description = description
        self.input = input
        self.resolve = resolve
    }

    /// The matching element whose identifier, label, value or placeholder equals `key` (XCUITest's
    /// subscript, which matches any of an element's identifying properties).
    ///
    /// As in XCUITest the element must be unique to be operated: when several elements match,
    /// `tap()` and `typeText(_:)` fail the test in the test-support module ("Multiple matching
    /// elements found for …") and do nothing in the core. Reading it (``HeadlessElement/exists``,
    /// ``HeadlessElement/label``) uses the first match. Pick one with
    /// `matching(identifier:).element(boundBy:)` or ``firstMatch``.
    public subscript(key: String) -> HeadlessElement {
        let query = matching(identifier: key)
        return HeadlessElement(
            app: app, description: query.description, input: resolve, requiresUniqueMatch: true,
            matches: query.resolve)
    }

    /// The elements whose identifier, label, value or placeholder equals `key`: those matching by
    /// identifier first, then by label, by value, by placeholder.
    public func matching(identifier key: String) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description)['\(key)']", input: base) { live in
            Self.identified(base(live), by: key, in: live.hierarchy)
        }
    }

    /// The elements of `type` among the matches (``ElementType/any``: all), with `identifier` (an
    /// identifying property, as the subscript) when given; XCUITest's `matching(_:identifier:)`.
    public func matching(_ type: ElementType, identifier: String?) -> ElementQuery {
        let base = resolve
        let name =
            identifier.map { "\(description).matching(\(type.xcuiName), '\($0)')" }
            ?? "\(description).matching(\(type.xcuiName))"
        return ElementQuery(app: app, description: name, input: base) { live in
            let ofType = base(live).filter { type.matches(live.hierarchy.elements[$0].elementType) }
            guard let identifier else { return ofType }
            return Self.identified(ofType, by: identifier, in: live.hierarchy)
        }
    }

    /// The matches that have a descendant of `type` (in the automation view) with `identifier` (an
    /// identifying property, as the subscript) when given; XCUITest's `containing(_:identifier:)`,
    /// such as `app.cells.containing(.staticText, identifier: "Wi-Fi")`.
    public func containing(_ type: ElementType, identifier: String?) -> ElementQuery {
        let base = resolve
        let name = "\(description).containing(\(type.xcuiName)\(identifier.map { ", '\($0)'" } ?? ""))"
        return ElementQuery(app: app, description: name, input: base) { live in
            base(live).filter { id in
                let inside = live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst()
                    .filter { type.matches($0.elementType) }.map(\.id)
                guard let identifier else { return !inside.isEmpty }
                return !Self.identified(inside, by: identifier, in: live.hierarchy).isEmpty
            }
        }
    }

    /// The elements of `ids` one of whose identifying properties equals `key`, ordered by property:
    /// identifier, label, value, placeholder.
    static func identified(_ ids: [Int], by key: String, in hierarchy: AccessibilityHierarchy) -> [Int] {
        let properties: [KeyPath<ElementSnapshot, String?>] = [\.identifier, \.label, \.value, \.placeholderValue]
        var result: [Int] = []
        var taken = Set<Int>()
        for property in properties {
            for id in ids where hierarchy.elements[id][keyPath: property] == key && taken.insert(id).inserted {
                result.append(id)
            }
        }
        return result
    }

    /// The number of matches now.
    public var count: Int { resolve(app.liveSnapshot()).count }

    /// The only match, like `XCUIElementQuery.element`: operating it (`tap()`) needs exactly one.
    public var element: HeadlessElement {
        HeadlessElement(app: app, description: description, input: input, requiresUniqueMatch: true, matches: resolve)
    }

    /// The match at `index` (in depth-first order).
    public func element(boundBy index: Int) -> HeadlessElement {
        let base = resolve
        return HeadlessElement(app: app, description: "\(description)[\(index)]", input: base) { live in
            let ids = base(live)
            return ids.indices.contains(index) ? ids[index] : nil
        }
    }

    /// The first match; operating it does not need the match to be unique.
    public var firstMatch: HeadlessElement {
        let base = resolve
        return HeadlessElement(app: app, description: "\(description).firstMatch", input: input) { base($0).first }
    }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [HeadlessElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// Elements of `type` (``ElementType/any``: every type) inside any match, in the automation
    /// view, in depth-first order, each once.
    public func descendants(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description).\(type.queryName)", input: base) { live in
            var result: [Int] = []
            var seen = Set<Int>()
            for id in base(live) {
                for element in live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst()
                where element.isInAutomationView && type.matches(element.elementType)
                    && seen.insert(element.id).inserted
                {
                    result.append(element.id)
                }
            }
            return result
        }
    }

    /// Elements of `type` (``ElementType/any``: every type) directly inside any match, in the
    /// automation view.
    public func children(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description).children(\(type.xcuiName))", input: base) { live in
            var seen = Set<Int>()
            return base(live).flatMap { live.hierarchy.elements[$0].automationChildren }.filter { id in
                let element = live.hierarchy.elements[id]
                return element.isInAutomationView && type.matches(element.elementType) && seen.insert(id).inserted
            }
        }
    }
}

extension ElementType {
    /// The type as a query names it in messages, an English plural as XCUITest's query properties
    /// are (`switches`, `checkBoxes`): `Buttons`, `Switches`, `ComboBoxes`, `Any` for ``any``.
    var queryName: String {
        if self == .any { return "Any" }
        let name = xcuiName
        if name.hasSuffix("s") || name.hasSuffix("x") || name.hasSuffix("z") || name.hasSuffix("ch")
            || name.hasSuffix("sh")
        {
            return name + "es"
        }
        if name.hasSuffix("y"), let before = name.dropLast().last, !"aeiouAEIOU".contains(before) {
            return name.dropLast() + "ies"
        }
        return name + "s"
    }
}
