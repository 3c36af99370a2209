import Foundation

/// The software keyboard (`UIKeyboard`), for headless screens that show one: reported as
/// `.keyboard`, so audits set it and everything inside it aside as the system's UI
/// (``SystemInterface/keyboard``). Add its keys as subviews (buttons with `.keyboardKey`) to model
/// what VoiceOver reads; put it in a window of its own after the app's window, as iOS does, and the
/// keys iOS draws below it (globe, dictation) in that window are the system's too.
open class Keyboard: View {
    /// Creates a keyboard with `frame` in its superview's coordinates (points).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }
    /// `.keyboard`.
    open override var elementType: ElementType { .keyboard }
}

/// The status bar (time, signal, battery), for headless screens that show one: reported as
/// `.statusBar`, so audits set it and everything inside it aside as the system's UI
/// (``SystemInterface/statusBar``). iOS draws it; an app only chooses its style.
open class StatusBar: View {
    /// Creates a status bar with `frame` in its superview's coordinates (points).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }
    /// `.statusBar`.
    open override var elementType: ElementType { .statusBar }
}

/// An alert (`UIAlertController` with the `.alert` style): a title, a message and action buttons,
/// reported as `.alert` and modal for VoiceOver (`accessibilityViewIsModal` is `true`, as UIKit
/// makes an alert's view), so VoiceOver reaches only the alert while it shows.
///
/// An app's own alert is presented in the app's window and audited as the app's UI. Put one alone
/// in a window of its own over the app's window to model a system alert (a permission prompt): it
/// is then set aside as the system's (``SystemInterface/systemAlert``).
open class AlertView: View {
    /// The title, a static text with `.header`.
    public let titleLabel: Label
    /// The message under the title.
    public let messageLabel: Label
    /// The action buttons, top to bottom.
    public private(set) var buttons: [Button] = []

    /// Creates an alert showing `title` and `message`, with one button per title in `actions`
    /// (stacked 44 pt high, full width), laid out in `frame`.
    public init(
        title: String?, message: String? = nil, actions: [String] = [],
        frame: CGRect = CGRect(x: 60, y: 300, width: 270, height: 200)
    ) {
        titleLabel = Label(text: title, frame: CGRect(x: 16, y: 20, width: frame.width - 32, height: 22))
        messageLabel = Label(text: message, frame: CGRect(x: 16, y: 46, width: frame.width - 32, height: 40))
        super.init(frame: frame)
        titleLabel.accessibilityTraits = [.staticText, .header]
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        messageLabel.font = .preferredFont(forTextStyle: .footnote)
        messageLabel.numberOfLines = 0
        backgroundColor = .systemBackground
        accessibilityViewIsModal = true
        addSubviews(titleLabel, messageLabel)
        let top = frame.height - 44 * Double(actions.count)
        for (index, action) in actions.enumerated() {
            let button = Button(
                title: action, frame: CGRect(x: 0, y: top + 44 * Double(index), width: frame.width, height: 44))
            button.addAction {}
            buttons.append(button)
            addSubview(button)
        }
    }

    /// The title, as UIKit names an alert's view.
    open override var defaultAccessibilityLabel: String? { titleLabel.text }
    /// `.alert`.
    open override var elementType: ElementType { .alert }
}
