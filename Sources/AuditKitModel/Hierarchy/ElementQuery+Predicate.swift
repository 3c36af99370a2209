import Foundation

/// The formats of the predicates the test support's `NSPredicate(format:)` made, for the
/// descriptions of queries (a predicate made with a block has no format on Linux).
@_spi(AuditKitLinuxTestSupport)
public enum PredicateFormats {
    private struct Entry {
        weak var predicate: NSPredicate?
        let format: String
    }
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    /// Records `format` as `predicate`'s.
    public static func record(_ format: String, for predicate: NSPredicate) {
        lock.withLock {
            if entries.count >= 1024 { entries = entries.filter { $0.value.predicate != nil } }
            entries[ObjectIdentifier(predicate)] = Entry(predicate: predicate, format: format)
        }
    }

    /// The format recorded for `predicate`, if any.
    static func format(of predicate: NSPredicate) -> String? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
            return entry.format
        }
    }
}

extension ElementQuery {
    /// The predicate in words for messages: its format when the test support made it, else
    /// `predicate`.
    static func describe(_ predicate: NSPredicate) -> String { PredicateFormats.format(of: predicate) ?? "predicate" }

    /// The matches `predicate` accepts, like `XCUIElementQuery.matching(_:)`.
    ///
    /// The predicate is evaluated with each match as a ``HeadlessElement`` (`XCUIElement`): one made
    /// by `NSPredicate(format:)` with the test support imported reads its attributes
    /// (`label CONTAINS 'Pay'`, `identifier BEGINSWITH %@`, `exists == true`), one made with
    /// `NSPredicate(block:)` gets the element as its object.
    public func matching(_ predicate: NSPredicate) -> ElementQuery {
        let base = resolve
        let app = app
        return ElementQuery(app: app, description: "\(description).matching(\(Self.describe(predicate)))", input: base)
        { live in
            base(live).filter { predicate.evaluate(with: HeadlessElement(app: app, pinnedTo: $0, in: live)) }
        }
    }

    /// The matches with a descendant (in the automation view) that `predicate` accepts, like
    /// `XCUIElementQuery.containing(_:)`; the predicate is evaluated as in `matching(_:)`.
    public func containing(_ predicate: NSPredicate) -> ElementQuery {
        let base = resolve
        let app = app
        return ElementQuery(
            app: app, description: "\(description).containing(\(Self.describe(predicate)))", input: base
        ) { live in
            base(live).filter { id in
                live.hierarchy.preorder(from: id, children: \.automationChildren).dropFirst().contains {
                    $0.isInAutomationView
                        && predicate.evaluate(with: HeadlessElement(app: app, pinnedTo: $0.id, in: live))
                }
            }
        }
    }

    /// The only match `predicate` accepts, like `XCUIElementQuery.element(matching:)`: operating it
    /// needs exactly one.
    public func element(matching predicate: NSPredicate) -> HeadlessElement { matching(predicate).element }

    /// The only match of `type` with `identifier` (an identifying property, as the subscript), like
    /// `XCUIElementQuery.element(matching:identifier:)`: operating it needs exactly one.
    public func element(matching type: ElementType, identifier: String?) -> HeadlessElement {
        matching(type, identifier: identifier).element
    }

    /// The matches of `type` (``ElementType/any``: all), like `XCUIElementQuery.matching(_:identifier:)`
    /// without an identifier.
    public func matching(_ type: ElementType) -> ElementQuery { matching(type, identifier: nil) }

    /// The matches with a descendant of `type`, like `XCUIElementQuery.containing(_:identifier:)`
    /// without an identifier.
    public func containing(_ type: ElementType) -> ElementQuery { containing(type, identifier: nil) }
}

extension HeadlessElement {
    /// Element `id` of `live`, read from that snapshot (the value a predicate is evaluated with).
    init(app: HeadlessApplication, pinnedTo id: Int, in live: LiveSnapshot) {
        self.init(app: app, description: live.hierarchy.elements[id].summary, resolve: { _ in id })
        pinned = live.hierarchy.elements[id]
    }
}
