import AuditKitLinux
import Foundation

/// A small shop app of a package that depends on AuditKitLinux, as a new user would write one: a
/// category strip made of plain views, a scrolling list of products, and a sign-in form.
public enum MyShop {
    /// The categories of the strip, left to right.
    public static let categories = ["All", "Shoes", "Bags", "Hats"]

    /// The shop, not yet running: each `launch()` builds its window afresh.
    ///
    /// - Parameter exposesSelection: Whether the selected category says so with `.selected` (the
    ///   fix). `false` is the bug a new user writes first: the selection is only a colour.
    public static func makeApplication(exposesSelection: Bool = true) -> HeadlessApplication {
        HeadlessApplication(name: "MyShop") { ShopWindow(exposesSelection: exposesSelection) }
    }
}

/// The shop's only window: the category strip at the top, 12 products below, and a sign-in form.
public final class ShopWindow: Window {
    /// The category tabs, plain views made buttons.
    public private(set) var tabs: [View] = []
    /// The products' scroll view (identifier `products`).
    public let products = ScrollView(frame: CGRect(x: 0, y: 150, width: 390, height: 400))
    /// The email field (placeholder "Email").
    public let email = TextField(placeholder: "Email", frame: CGRect(x: 16, y: 580, width: 358, height: 44))
    /// The password field (placeholder "Password"), disabled until an email is typed.
    public let password = TextField(placeholder: "Password", frame: CGRect(x: 16, y: 640, width: 358, height: 44))
    /// The "Sign In" button.
    public let signIn = Button(title: "Sign In", frame: CGRect(x: 16, y: 700, width: 358, height: 50))
    /// The index of the selected category.
    public private(set) var selectedCategory = 0
    private let exposesSelection: Bool

    init(exposesSelection: Bool) {
        self.exposesSelection = exposesSelection
        super.init()
        let strip = View(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        for (index, title) in MyShop.categories.enumerated() {
            let tab = View(frame: CGRect(x: Double(index) * 97.5, y: 0, width: 97.5, height: 44))
            tab.isAccessibilityElement = true
            tab.accessibilityLabel = title
            tab.accessibilityTraits = .button
            tab.addTapGesture { [unowned self] in self.select(index) }
            let label = Label(text: title, frame: CGRect(x: 8, y: 11, width: 81.5, height: 22))
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            tab.addSubview(label)
            tabs.append(tab)
            strip.addSubview(tab)
        }
        products.accessibilityIdentifier = "products"
        for index in 0..<12 {
            let product = Button(
                title: "Product \(index + 1)", frame: CGRect(x: 0, y: Double(index) * 100, width: 390, height: 100))
            product.titleColor = .label
            product.addAction {}
            products.addSubview(product)
        }
        for field in [email, password] {
            field.accessibilityLabel = field.placeholder
            // UIKit's default placeholder colour is 1.74:1 on white; Apple's audit fails it.
            field.placeholderColor = .darkGray
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
        }
        password.isSecureTextEntry = true
        password.isEnabled = false
        email.addAction { [unowned self] in self.password.isEnabled = !(self.email.text ?? "").isEmpty }
        signIn.titleColor = .label
        signIn.addAction {}
        addSubviews(strip, products, email, password, signIn)
        select(0)
    }

    /// Selects the category at `index`: its title turns indigo; with the fix, it also gains `.selected`.
    public func select(_ index: Int) {
        selectedCategory = index
        for (i, tab) in tabs.enumerated() {
            (tab.subviews.first as? Label)?.textColor = i == index ? .systemIndigo : .label
            tab.accessibilityTraits = exposesSelection && i == index ? [.button, .selected] : .button
        }
    }
}
