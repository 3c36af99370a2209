import AuditKitLinuxTestSupport

/// This test target's app, found by its name when a test calls `XCUIApplication()`: a checkout
/// screen with a list of products, a promo-code field, a "Pay" button and an "Apple Pay" sheet.
enum TargetApplication: HeadlessTargetApplication {
    static var bundleIdentifier: String? { "com.example.checkout" }
    static var name: String? { "Checkout" }

    static func makeRootView(for launch: ApplicationLaunch) -> View {
        CheckoutWindow(launch)
    }
}

/// The checkout screen. `--empty-cart` launches it with no products; `CART_ITEMS` (a count)
/// seeds the list; in landscape its size follows the device.
final class CheckoutWindow: Window {
    init(_ launch: ApplicationLaunch) {
        let size = launch.orientation.isLandscape ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
        super.init(frame: CGRect(origin: .zero, size: size))
        let title = Label(text: "Checkout", frame: CGRect(x: 16, y: 60, width: 300, height: 41))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontForContentSizeCategory = true
        title.accessibilityTraits.insert(.header)
        addSubview(title)

        let count = launch.arguments.contains("--empty-cart") ? 0 : Int(launch.environment["CART_ITEMS"] ?? "") ?? 3
        let list = ScrollView(frame: CGRect(x: 0, y: 110, width: size.width, height: 300))
        list.accessibilityIdentifier = "cart"
        for index in 0..<count {
            let row = View(frame: CGRect(x: 0, y: Double(index) * 70, width: size.width, height: 70))
            row.accessibilityIdentifier = "cart-item-\(index)"
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Product \(index + 1)"
            row.accessibilityTraits = .button
            let name = Label(text: "Product \(index + 1)", frame: CGRect(x: 16, y: 12, width: 250, height: 44))
            name.font = .preferredFont(forTextStyle: .body)
            name.adjustsFontForContentSizeCategory = true
            name.numberOfLines = 0
            row.addSubview(name)
            row.addTapGesture { [unowned self] in self.status.text = "Opened product \(index + 1)" }
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: size.width, height: Double(count) * 70)
        addSubview(list)

        promo.accessibilityIdentifier = "promo-code"
        promo.accessibilityLabel = "Promo code"
        promo.placeholderColor = .label
        promo.font = .preferredFont(forTextStyle: .body)
        promo.adjustsFontForContentSizeCategory = true
        addSubview(promo)

        status.accessibilityIdentifier = "status"
        status.font = .preferredFont(forTextStyle: .body)
        status.adjustsFontForContentSizeCategory = true
        status.numberOfLines = 0
        addSubview(status)

        let pay = Button(title: "Pay", frame: CGRect(x: 16, y: 560, width: size.width - 32, height: 50))
        pay.titleFont = .preferredFont(forTextStyle: .headline)
        pay.adjustsFontForContentSizeCategory = true
        pay.titleColor = .label
        pay.isEnabled = count > 0
        pay.addAction { [unowned self] in
            self.status.text = self.promo.text == "SAVE10" ? "Paid with 10% off" : "Paid"
        }
        addSubview(pay)
    }

    let promo = TextField(placeholder: "Promo code", frame: CGRect(x: 16, y: 430, width: 358, height: 44))
    let status = Label(text: nil, frame: CGRect(x: 16, y: 490, width: 358, height: 60))
}
