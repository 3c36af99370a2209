import Foundation

/// The root view of a ``HeadlessApplication``: the `.application` element UI tests start from.
final class ApplicationRootView: View {
    let name: String?
    init(name: String?, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    override var elementType: ElementType { .application }
    override var defaultAccessibilityLabel: String? { name }
}

/// A running headless app: a root view you can query, tap and audit like `XCUIApplication`.
///
/// ```swift
/// let app = HeadlessApplication(QuoteApp.makeRootView())
/// app.tabBars.buttons["Quote"].tap()
/// XCTAssertTrue(app.buttons["New Quote"].exists)
/// ```
/// Every query and audit takes a fresh snapshot of the live views, so state changes made by `tap()`
/// or by your code are seen at once.
public final class HeadlessApplication {
    /// The app's root view (usually a ``Window``).
    public let rootView: View
    /// The settings snapshots and audits use unless told otherwise.
    public var settings: AccessibilitySettings
    private let applicationView: ApplicationRootView

    /// Creates an app around `rootView`, named `name` (the application element's label).
    public init(_ rootView: View, name: String? = nil, settings: AccessibilitySettings = .default) {
        self.rootView = rootView
        self.settings = settings
        let frame = rootView.frame.isFiniteRect ? CGRect(origin: .zero, size: rootView.frame.size) : .zero
        applicationView = ApplicationRootView(name: name, frame: frame)
        applicationView.addSubview(rootView)
    }

    /// An immutable snapshot of the screen under `settings` (default: ``settings``).
    ///
    /// Views are told the settings first (``View/accessibilitySettingsDidChange(_:)``), so a snapshot
    /// under other settings may change views that react to them; the next snapshot tells them again.
    public func snapshot(settings: AccessibilitySettings? = nil) -> AccessibilityHierarchy {
        liveSnapshot(settings: settings).hierarchy
    }

    func liveSnapshot(settings: AccessibilitySettings? = nil) -> LiveSnapshot {
        HierarchyBuilder.build(root: applicationView, settings: settings ?? self.settings, sourceName: applicationView.name)
    }

    /// Every element of `type` that UI tests see (`descendants(matching:)`).
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: self, description: "\(type.xcuiName)s") { live in
            live.hierarchy.automationElements.filter { $0.elementType == type }.map(\.id)
        }
    }

    /// Buttons.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Static texts (labels).
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Images.
    public var images: ElementQuery { descendants(matching: .image) }
    /// Text views.
    public var textViews: ElementQuery { descendants(matching: .textView) }
    /// Text fields.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Secure text fields.
    public var secureTextFields: ElementQuery { descendants(matching: .secureTextField) }
    /// Switches.
    public var switches: ElementQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: ElementQuery { descendants(matching: .slider) }
    /// Links.
    public var links: ElementQuery { descendants(matching: .link) }
    /// Tab bars.
    public var tabBars: ElementQuery { descendants(matching: .tabBar) }
    /// Navigation bars.
    public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
    /// Toolbars.
    public var toolbars: ElementQuery { descendants(matching: .toolbar) }
    /// Scroll views.
    public var scrollViews: ElementQuery { descendants(matching: .scrollView) }
    /// Cells (``TableViewCell``).
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Segmented controls (``SegmentedControl``); their segments are the buttons inside.
    public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
    /// Page indicators (``PageControl``).
    public var pageIndicators: ElementQuery { descendants(matching: .pageIndicator) }
    /// Steppers (``Stepper``); their "Increment" and "Decrement" buttons are inside.
    public var steppers: ElementQuery { descendants(matching: .stepper) }
    /// Elements of type `.other`.
    public var otherElements: ElementQuery { descendants(matching: .other) }
}
