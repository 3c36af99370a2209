import AuditKitLinux
@_spi(AuditKitLinuxTestSupport) import AuditKitModel
import Foundation

extension NSPredicate {
    /// A predicate from a format string, like Foundation's `NSPredicate(format:_:)`, which Foundation
    /// on Linux does not offer: evaluated on elements by `matching(_:)`, `containing(_:)`,
    /// `element(matching:)`, `XCTNSPredicateExpectation` and `expectation(for:evaluatedWith:handler:)`.
    ///
    /// ```swift
    /// let exists = NSPredicate(format: "exists == %@", NSNumber(value: true))
    /// expectation(for: exists, evaluatedWith: app.buttons["Pay"])
    /// waitForExpectations(timeout: 5)
    /// let cells = app.cells.matching(NSPredicate(format: "identifier BEGINSWITH 'order-'"))
    /// ```
    ///
    /// The language is the subset suites use on elements: the keys `identifier`, `label`, `title`,
    /// `value`, `placeholderValue`, `elementType` (compared with a type or Apple's raw value),
    /// `exists`, `isEnabled`/`enabled`, `isSelected`/`selected`, `hasFocus`, `isHittable`/`hittable`
    /// and `SELF`; the comparisons `==`, `!=`, `<`, `<=`, `>`, `>=`, `CONTAINS`, `BEGINSWITH`,
    /// `ENDSWITH`, `LIKE` (`*`, `?`), `MATCHES` (a regular expression, whole text), `IN` (a list
    /// `{'a', 'b'}`, an array argument, or a string), with `[c]` and `[d]`; `AND`/`&&`, `OR`/`||`,
    /// `NOT`/`!`, parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`; values as quoted strings, numbers,
    /// `true`/`YES`/`false`/`NO`, `nil`, and the arguments `%@` (a string, number, `NSNumber`, `Bool`,
    /// array, element type), `%K` (a key), `%d`/`%i`/`%ld`/`%lu`/`%f` (numbers).
    ///
    /// A format outside that subset fails the test at the caller's line, naming what is not
    /// supported, and the predicate then accepts nothing; reading a key of an object that is not an
    /// element fails the test at the same line. Never a silent pass.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - args: The values of the `%@`, `%K` and number placeholders, in order.
    ///   - fileID: The caller's `#fileID`, where Swift Testing records a failure (default: the call site).
    ///   - file: The caller's file path, where XCTest records a failure (default: the call site).
    ///   - line: The caller's line (default: the call site).
    ///   - column: The caller's column (default: the call site).
    public convenience init(
        format predicateFormat: String, _ args: Any?..., fileID: StaticString = #fileID,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            format: predicateFormat, argumentArray: args, fileID: fileID, file: file, line: line, column: column)
    }

    /// A predicate from a format string and its arguments as an array, like Foundation's
    /// `NSPredicate(format:argumentArray:)`. See ``init(format:_:fileID:file:line:column:)``.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - arguments: The values of the placeholders, in order.
    ///   - fileID: The caller's `#fileID` (default: the call site).
    ///   - file: The caller's file path (default: the call site).
    ///   - line: The caller's line (default: the call site).
    ///   - column: The caller's column (default: the call site).
    public convenience init(
        format predicateFormat: String, argumentArray arguments: [Any?]?, fileID: StaticString = #fileID,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: file, line: line, column: column)
        let parsed: ElementPredicate?
        do {
            parsed = try ElementPredicate(format: predicateFormat, arguments: arguments ?? [])
        } catch {
            recordAuditIssue("\(error)", failing: true, at: site)
            parsed = nil
        }
        self.init(block: { object, _ in
            guard let parsed else { return false }
            do {
                return try parsed.evaluate(object)
            } catch {
                recordAuditIssue("\(error)", failing: true, at: site)
                return false
            }
        })
        PredicateFormats.record(predicateFormat, for: self)
    }
}
