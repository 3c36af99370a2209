import AuditKitLinux
import Foundation

/// The app's Settings screen, as headless views: a title, a switch with its label, a button.
public func makeSettingsScreen() -> HeadlessApplication {
    let window = Window()
    let title = Label(text: "Settings", frame: CGRect(x: 16, y: 60, width: 358, height: 41))
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.adjustsFontForContentSizeCategory = true
    title.accessibilityTraits = [.staticText, .header]
    let soundsTitle = Label(text: "Sounds", frame: CGRect(x: 16, y: 130, width: 250, height: 22))
    soundsTitle.font = .preferredFont(forTextStyle: .body)
    soundsTitle.adjustsFontForContentSizeCategory = true
    soundsTitle.isAccessibilityElement = false  // the switch says "Sounds"
    let sounds = Switch(isOn: true, frame: CGRect(x: 323, y: 125, width: 51, height: 31))
    sounds.accessibilityLabel = "Sounds"
    let signOut = Button(title: "Sign Out", frame: CGRect(x: 16, y: 200, width: 358, height: 44))
    signOut.titleColor = .label
    signOut.addAction {}
    window.addSubviews(title, soundsTitle, sounds, signOut)
    return HeadlessApplication(window, name: "Settings")
}
