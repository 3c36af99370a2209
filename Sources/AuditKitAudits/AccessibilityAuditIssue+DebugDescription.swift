import AuditKitModel

extension AccessibilityAuditIssue: CustomDebugStringConvertible {
    /// The issue in full, for logs and for issue handlers that filter on its text, as suites
    /// written for Apple's do (`issue.debugDescription.contains("UITabBar")`):
    ///
    /// ```text
    /// Contrast nearly passed: Application['Tabs']/Window/TabBar/Button['Home']: The text 'Home' is … [contrast, contrast.text]
    /// Element: Attributes: Button, {{0.0, 761.0}, {195.0, 49.0}}, label: 'Home'
    /// UIKit: UITabBarButton in UITabBar in UIWindow
    /// ```
    ///
    /// The first line is the failure message of a test (compact description, path, detailed
    /// description, audit type and rule id); the second, the element as
    /// ``AuditedElement/debugDescription`` writes it; the third, the UIKit classes of the element
    /// and its ancestors on the path, innermost first (``uikitClassNames``), when the path names
    /// any of UIKit's. An issue about the whole screen has only the first line.
    ///
    /// Apple's `XCUIAccessibilityAuditIssue` is an `NSObject` (so it has a `debugDescription`;
    /// developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue lists
    /// `CustomDebugStringConvertible`), but its text is not documented. Public suites match it
    /// against compact descriptions ("partially unsupported", "Label not human-readable") and UIKit
    /// class names ("UITabBar", "UINavigationBar", "UISearchBar"): this text holds both, so such
    /// filters keep ignoring what they ignore on Apple's. The rest of Apple's text is unknown.
    public var debugDescription: String {
        let place = path ?? elementSnapshot?.summary ?? "the whole screen"
        var text = "\(compactDescription): \(place): \(detailedDescription) [\(auditType), \(ruleID)]"
        if let element { text += "\nElement: " + element.debugDescription }
        let classes = uikitClassNames
        if !classes.isEmpty { text += "\nUIKit: " + classes.joined(separator: " in ") }
        return text
    }

    /// The UIKit classes that draw the element and its ancestors on its ``path``, innermost first
    /// (`["UITabBarButton", "UITabBar", "UIWindow"]`), as far as element types tell them: a
    /// button in a tab bar is a `UITabBarButton`, a static text a `UILabel`, a navigation bar a
    /// `UINavigationBar`. Steps of types UIKit has no one class for (`Other`, `Cell` outside a
    /// table or collection view) are left out. Headless views and captures alike are named by
    /// their element types, so a view of your own subclass is named after the UIKit class it
    /// stands for.
    public var uikitClassNames: [String] {
        var types = path.map(Self.stepTypes(of:)) ?? []
        if types.isEmpty, let elementType = elementSnapshot?.elementType { types = [elementType] }
        var names: [String] = []
        for (index, type) in types.enumerated().reversed() {
            let parent = index > 0 ? types[index - 1] : nil
            if let name = Self.uikitClassName(of: type, in: parent) { names.append(name) }
            // A search field is a search bar's text field.
            if type == .searchField { names.append("UISearchBar") }
        }
        return names
    }

    /// The element types of a path's steps, from the root. A step is a type's XCUITest name,
    /// followed by `#identifier`, `['label']` or `[index]`; a label's own `/` and `']` inside it
    /// are read as the label's, and a step that does not start with a type this package lists (a
    /// shortened path's `…(12 steps)…`) adds none.
    package static func stepTypes(of path: String) -> [ElementType] {
        var types: [ElementType] = []
        var rest = Substring(path)
        var atStepStart = true
        while let first = rest.first {
            if atStepStart {
                atStepStart = false
                let name = rest.prefix { $0.isLetter }
                rest = rest.dropFirst(name.count)
                if !name.isEmpty, rest.first.map({ "#[/".contains($0) }) ?? true,
                    let type = ElementType(xcuiName: String(name)), type.knownPosition != 0
                {
                    types.append(type)
                }
            } else if rest.hasPrefix("['") {
                // A label ends at the `']` followed by the next step, an index or the end.
                rest = rest.dropFirst(2)
                while !rest.isEmpty {
                    if rest.hasPrefix("']"), rest.dropFirst(2).first.map({ "/[".contains($0) }) ?? true {
                        rest = rest.dropFirst(2)
                        break
                    }
                    rest = rest.dropFirst()
                }
            } else {
                atStepStart = first == "/"
                rest = rest.dropFirst()
            }
        }
        return types
    }

    /// The UIKit class of an element of `type` whose parent on the path is of type `parent`;
    /// `nil` where no one UIKit class stands for it.
    static func uikitClassName(of type: ElementType, in parent: ElementType?) -> String? {
        switch type {
        case .button:
            if parent == .tabBar { return "UITabBarButton" }
            return "UIButton"
        case .cell:
            if parent == .table { return "UITableViewCell" }
            if parent == .collectionView { return "UICollectionViewCell" }
            return nil
        default: return classNames[type]
        }
    }

    /// UIKit's class for each element type drawn by one class (iOS).
    private static let classNames: [ElementType: String] = [
        .window: "UIWindow", .alert: "UIAlertController", .staticText: "UILabel", .textField: "UITextField",
        .secureTextField: "UITextField", .searchField: "UISearchTextField", .textView: "UITextView",
        .image: "UIImageView", .switch: "UISwitch", .slider: "UISlider", .stepper: "UIStepper",
        .segmentedControl: "UISegmentedControl", .picker: "UIPickerView", .pageIndicator: "UIPageControl",
        .progressIndicator: "UIProgressView", .activityIndicator: "UIActivityIndicatorView",
        .tabBar: "UITabBar", .navigationBar: "UINavigationBar", .toolbar: "UIToolbar", .statusBar: "UIStatusBar",
        .scrollView: "UIScrollView", .table: "UITableView", .collectionView: "UICollectionView",
        .webView: "WKWebView",
    ]
}
