import Foundation

/// A query for elements UI tests see, like `XCUIElementQuery`. Evaluated afresh on each use.
public struct ElementQuery {
    let app: HeadlessApplication
    let description: String
    let resolve: (LiveSnapshot) -> [Int]

    init(app: HeadlessApplication, description: String, resolve: @escaping (LiveSnapshot) -> [Int]) {
        self.app = app
        self.description = description
        self.resolve = resolve
    }

    /// The matching element whose identifier, else label, equals `key` (XCUITest's subscript).
    ///
    /// As in XCUITest the element must be unique to be operated: when several elements match,
    /// ``HeadlessElement/tap()`` and ``HeadlessElement/typeText(_:)`` do nothing and return `false`
    /// (XCUITest fails with "Multiple matching elements found"). Reading it (``HeadlessElement/exists``,
    /// ``HeadlessElement/label``) uses the first match. Pick one with
    /// `matching(identifier:).element(boundBy:)` or ``firstMatch``.
    public subscript(key: String) -> HeadlessElement {
        let query = matching(identifier: key)
        let base = query.resolve
        return HeadlessElement(app: app, description: query.description, requiresUniqueMatch: true, matches: base)
    }

    /// The elements whose identifier or label equals `key`, identifier matches first.
    public func matching(identifier key: String) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description)['\(key)']") { live in
            let ids = base(live)
            let byIdentifier = ids.filter { live.hierarchy.elements[$0].identifier == key }
            return byIdentifier + ids.filter { live.hierarchy.elements[$0].identifier != key && live.hierarchy.elements[$0].label == key }
        }
    }

    /// The number of matches now.
    public var count: Int { resolve(app.liveSnapshot()).count }

    /// The match at `index` (in depth-first order).
    public func element(boundBy index: Int) -> HeadlessElement {
        let base = resolve
        return HeadlessElement(app: app, description: "\(description)[\(index)]") { live in
            let ids = base(live)
            return ids.indices.contains(index) ? ids[index] : nil
        }
    }

    /// The first match.
    public var firstMatch: HeadlessElement {
        let base = resolve
        return HeadlessElement(app: app, description: description) { base($0).first }
    }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [HeadlessElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// Elements of `type` inside any match, in the automation view.
    public func descendants(matching type: ElementType) -> ElementQuery {
        let base = resolve
        return ElementQuery(app: app, description: "\(description).\(type.xcuiName)s") { live in
            var result: [Int] = []
            var seen = Set<Int>()
            for id in base(live) {
                for element in live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst()
                where element.elementType == type && seen.insert(element.id).inserted {
                    result.append(element.id)
                }
            }
            return result
        }
    }

    /// Buttons inside the matches.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Static texts inside the matches.
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Images inside the matches.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Text views inside the matches.
    public var textViews: ElementQuery { descendants(matching: .textView) }
    /// Text fields inside the matches.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Switches inside the matches.
    public var switches: ElementQuery { descendants(matching: .switch) }
    /// Cells inside the matches.
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Segmented controls inside the matches.
    public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
    /// Page indicators inside the matches.
    public var pageIndicators: ElementQuery { descendants(matching: .pageIndicator) }
    /// Steppers inside the matches.
    public var steppers: ElementQuery { descendants(matching: .stepper) }
}
