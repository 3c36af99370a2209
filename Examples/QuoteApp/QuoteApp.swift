import AuditKitLinux
import Foundation

/// The quote app from Apple's WWDC23 session "Perform accessibility audits for your app", as
/// headless view models: a "Quote" tab (a decorative background image, a quote in a text view, a
/// "New Quote" button and a low-contrast "My Label") and a "Reflect" tab (a text view to write in
/// and a "Save" button), switched by a tab bar at the bottom of a 390 × 844 pt window.
///
/// ```swift
/// let app = QuoteApp.makeApplication(state: .original)
/// app.buttons["New Quote"].tap()
/// try app.performAccessibilityAudit()   // Element has no description, Label not human-readable, …
/// ```
public enum QuoteApp {
    /// Which version of the app: as the talk found it, or as the talk fixed it.
    public enum State: String, CaseIterable, Sendable {
        /// As the talk found it: the quote text view's `accessibilityLabel` is the identifier-like
        /// "QUOTE_TEXTVIEW" ("Label not human-readable"), and the decorative background image is an
        /// accessibility element without a label ("Element has no description").
        case original
        /// As the talk fixed it: "QUOTE_TEXTVIEW" moved to `accessibilityIdentifier`; the container's
        /// `accessibilityElements` leaves the decorative image out, and its `automationElements`
        /// bring the image back for UI tests.
        case fixed
    }

    /// What the talk ignores with its closure: the "Contrast failed" issue on "My Label", a known
    /// issue the talk accepts (`issue.auditType == .contrast && issue.element?.label == "My Label"`).
    ///
    /// The fixed app passes a full audit with this list; `swift run auditkit` applies it and says so.
    ///
    /// ```swift
    /// try app.performAccessibilityAudit(ignoring: QuoteApp.talkIgnoreList)
    /// ```
    public static let talkIgnoreList = AccessibilityAuditIgnoreList([
        .issue(.contrast, label: "My Label", reason: "Ignored in the talk with its issue-handler closure")
    ])

    /// The window with both tabs and the tab bar, the "Quote" tab selected.
    public static func makeRootView(state: State) -> View {
        RootView(state: state)
    }

    /// A running headless app named "QuoteApp" whose every `launch()` builds ``makeRootView(state:)``
    /// afresh (already launched once: call `launch()` again to start over, as in an XCUITest).
    public static func makeApplication(state: State) -> HeadlessApplication {
        let app = HeadlessApplication(name: "QuoteApp") { makeRootView(state: state) }
        app.launch()
        return app
    }

    /// The app's window: the two tabs and the tab bar. Its parts are public so tests can change
    /// one thing (such as dropping `automationElements`) and watch the effect.
    public final class RootView: Window {
        /// The "Quote" tab.
        public let quoteTab: QuoteTabView
        /// The "Reflect" tab.
        public let reflectTab: ReflectTabView
        /// The tab bar, 83 pt high at the bottom (49 pt of bar and the home indicator area).
        public let tabBar: TabBar

        /// Builds the window for `state`.
        public init(state: State) {
            let size = CGSize(width: 390, height: 844)
            let barHeight: Double = 83
            let content = CGRect(x: 0, y: 0, width: size.width, height: size.height - barHeight)
            quoteTab = QuoteTabView(state: state, frame: content)
            reflectTab = ReflectTabView(frame: content)
            tabBar = TabBar(
                items: [TabBarItem(title: "Quote"), TabBarItem(title: "Reflect")],
                frame: CGRect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight))
            super.init(frame: CGRect(origin: .zero, size: size))
            tabBar.backgroundColor = .secondarySystemBackground
            for button in tabBar.buttons {
                button.titleColor = Palette.tabTitle
            }
            addSubviews(quoteTab, reflectTab, tabBar)
            tabBar.onSelect = { [unowned self] index in self.show(tab: index) }
            show(tab: tabBar.selectedIndex)
        }

        /// Shows the tab at `index` (0: Quote, 1: Reflect) and hides the other.
        public func show(tab index: Int) {
            quoteTab.isHidden = index != 0
            reflectTab.isHidden = index != 1
        }
    }

    /// The "Quote" tab: "My Label" at the top, then the content container with the background
    /// image, the quote and the "New Quote" button. Lays itself out again for the content size
    /// category, as Auto Layout would.
    public final class QuoteTabView: View {
        /// A caption in light grey on white (contrast about 2.2:1, below WCAG's ratio for text): the issue
        /// the talk ignores with its closure.
        public let myLabel = Label(text: "My Label")
        /// Holds the image, the quote and the button; in the fixed state it sets
        /// `accessibilityElements` and `automationElements`.
        public let container = View()
        /// The decorative background image (asset "background", identifier "background").
        public let backgroundImageView = ImageView(image: Image(named: "background"))
        /// The quote, read-only, in the body text style.
        public let quoteTextView = TextView()
        /// Shows the next quote.
        public let newQuoteButton = Button(title: "New Quote")
        /// The position of the shown quote in ``QuoteApp/quotes``.
        public private(set) var quoteIndex = 0

        init(state: State, frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground

            myLabel.font = .preferredFont(forTextStyle: .footnote)
            myLabel.adjustsFontForContentSizeCategory = true
            myLabel.numberOfLines = 0
            myLabel.textColor = Palette.lowContrastGrey

            backgroundImageView.accessibilityIdentifier = "background"
            backgroundImageView.isAccessibilityElement = true

            quoteTextView.isEditable = false
            quoteTextView.font = .preferredFont(forTextStyle: .body)
            quoteTextView.adjustsFontForContentSizeCategory = true
            quoteTextView.textColor = .label
            quoteTextView.backgroundColor = .systemBackground
            quoteTextView.text = QuoteApp.quotes[0].text

            newQuoteButton.titleColor = .white
            newQuoteButton.backgroundColor = Palette.buttonBlue
            newQuoteButton.numberOfLines = 0
            newQuoteButton.addAction { [unowned self] in self.showNextQuote() }

            switch state {
            case .original:
                quoteTextView.accessibilityLabel = "QUOTE_TEXTVIEW"
            case .fixed:
                quoteTextView.accessibilityIdentifier = "QUOTE_TEXTVIEW"
                container.accessibilityElements = [quoteTextView, newQuoteButton]
                container.automationElements = [backgroundImageView, quoteTextView, newQuoteButton]
            }

            container.addSubviews(backgroundImageView, quoteTextView, newQuoteButton)
            addSubviews(container, myLabel)
            layout(for: .large)
        }

        /// Shows the next quote, wrapping around.
        public func showNextQuote() {
            quoteIndex = (quoteIndex + 1) % QuoteApp.quotes.count
            quoteTextView.text = QuoteApp.quotes[quoteIndex].text
        }

        /// Lays the tab out for the new content size category.
        public override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            layout(for: settings.preferredContentSizeCategory)
        }

        private func layout(for category: ContentSizeCategory) {
            let margin: Double = 24
            let width = frame.width - 2 * margin
            let top: Double = 59  // below the status bar

            let labelSize = myLabel.font.pointSize(for: category)
            let labelLines = TextMetrics.lineCount(of: myLabel.text ?? "", pointSize: labelSize, width: width)
            let labelHeight = Double(max(1, labelLines)) * TextMetrics.lineHeight(forPointSize: labelSize)
            myLabel.frame = CGRect(x: margin, y: top, width: width, height: labelHeight)

            container.frame = CGRect(
                x: 0, y: top + labelHeight + 8, width: frame.width,
                height: max(0, frame.height - top - labelHeight - 8))
            backgroundImageView.frame = CGRect(origin: .zero, size: container.frame.size)

            let titleSize = newQuoteButton.titleFont.pointSize(for: category)
            let titleLines = TextMetrics.lineCount(
                of: newQuoteButton.title ?? "", pointSize: titleSize, width: width - 32)
            let buttonHeight = max(
                50, Double(max(1, titleLines)) * TextMetrics.lineHeight(forPointSize: titleSize) + 28)
            newQuoteButton.frame = CGRect(
                x: margin, y: container.frame.height - margin - buttonHeight,
                width: width, height: buttonHeight)
            quoteTextView.frame = CGRect(
                x: margin, y: margin, width: width,
                height: max(44, newQuoteButton.frame.minY - 2 * margin))
        }
    }

    /// The "Reflect" tab: a heading, a text view to write a reflection in, and a "Save" button
    /// that keeps the text in ``savedReflections``.
    public final class ReflectTabView: View {
        /// "Reflect on today's quote", a heading.
        public let titleLabel = Label(text: "Reflect on today's quote")
        /// Where the reflection is written; labelled "Reflection".
        public let reflectionTextView = TextView()
        /// Saves the reflection.
        public let saveButton = Button(title: "Save")
        /// Every reflection saved, oldest first.
        public private(set) var savedReflections: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground

            titleLabel.font = .preferredFont(forTextStyle: .title2)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.numberOfLines = 0
            titleLabel.accessibilityTraits = [.staticText, .header]

            reflectionTextView.accessibilityLabel = "Reflection"
            reflectionTextView.font = .preferredFont(forTextStyle: .body)
            reflectionTextView.adjustsFontForContentSizeCategory = true
            reflectionTextView.backgroundColor = .secondarySystemBackground

            saveButton.titleColor = .white
            saveButton.backgroundColor = Palette.buttonBlue
            saveButton.numberOfLines = 0
            saveButton.addAction { [unowned self] in self.save() }

            addSubviews(titleLabel, reflectionTextView, saveButton)
            layout(for: .large)
        }

        /// Keeps the reflection's text, if any, and clears the text view.
        public func save() {
            guard let text = reflectionTextView.text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            else { return }
            savedReflections.append(text)
            reflectionTextView.text = nil
        }

        /// Lays the tab out for the new content size category.
        public override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            layout(for: settings.preferredContentSizeCategory)
        }

        private func layout(for category: ContentSizeCategory) {
            let margin: Double = 24
            let width = frame.width - 2 * margin
            let top: Double = 59
            let titleSize = titleLabel.font.pointSize(for: category)
            let titleLines = TextMetrics.lineCount(of: titleLabel.text ?? "", pointSize: titleSize, width: width)
            let titleHeight = Double(max(1, titleLines)) * TextMetrics.lineHeight(forPointSize: titleSize)
            titleLabel.frame = CGRect(x: margin, y: top, width: width, height: titleHeight)

            let buttonTitleSize = saveButton.titleFont.pointSize(for: category)
            let buttonLines = TextMetrics.lineCount(
                of: saveButton.title ?? "", pointSize: buttonTitleSize, width: width - 32)
            let buttonHeight = max(
                50, Double(max(1, buttonLines)) * TextMetrics.lineHeight(forPointSize: buttonTitleSize) + 28)
            saveButton.frame = CGRect(
                x: margin, y: frame.height - margin - buttonHeight, width: width, height: buttonHeight)
            let textTop = top + titleHeight + 16
            reflectionTextView.frame = CGRect(
                x: margin, y: textTop, width: width,
                height: max(44, saveButton.frame.minY - 16 - textTop))
        }
    }

    /// The app's colours, chosen for contrast on white (WCAG 2.2 SC 1.4.3) except the one the talk ignores.
    enum Palette {
        /// #0040DD (iOS's increased-contrast system blue): white text on it is about 7.6:1.
        static let buttonBlue = Color(
            light: RGBA(red255: 0x00, green255: 0x40, blue255: 0xDD),
            dark: RGBA(red255: 0x00, green255: 0x40, blue255: 0xDD))
        /// #3C3C43 tab titles: about 11:1 on the tab bar's #F2F2F7.
        static let tabTitle = Color(
            light: RGBA(red255: 0x3C, green255: 0x3C, blue255: 0x43),
            dark: RGBA(red255: 0xEB, green255: 0xEB, blue255: 0xF5))
        /// #B0B0B0 on white: about 2.2:1, "Contrast failed" for "My Label".
        static let lowContrastGrey = Color(
            light: RGBA(red255: 0xB0, green255: 0xB0, blue255: 0xB0),
            dark: RGBA(red255: 0x50, green255: 0x50, blue255: 0x50))
    }
}
