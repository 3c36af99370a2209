import Foundation

/// The snapshots of one live screen during one audit (``HeadlessApplication/audit(for:settings:configuration:auditor:)``
/// with its re-snapshots under other settings, or an audit across settings), sharing what the
/// settings cannot change.
///
/// Views are told each snapshot's settings first, as ``HeadlessApplication/snapshot(settings:)``
/// does. What a snapshot holds is a function of the views and of the settings, and the builder
/// itself reads the settings in two places only: text metrics (the content size category and Bold
/// Text, ``HierarchyBuilder/measure(_:adjustsFontForContentSizeCategory:maximum:settings:)``) and
/// colours (appearance and Increase Contrast).
///
/// When every view told is of one of this library's own classes (``View/mayReactToSettings``),
/// telling them runs no code at all (none of those classes overrides
/// ``View/accessibilitySettingsDidChange(_:)``), so no view can change until code of the app runs
/// again, which it does not during the audit. The session is then *quiet*: telling the views again
/// would do nothing and is skipped, and a snapshot under settings with the same appearance and
/// Increase Contrast as the last full one is derived from it: the same elements (sharing their
/// storage when the text metrics do not change either), with each text's point size and boldness
/// measured again for the new category and Bold Text. Any other case (a view of the app's own
/// class, another appearance) tells the views and builds a full snapshot each time, as before.
package final class LiveSnapshotSession {
    private let root: View
    private let sourceName: String?
    /// Whether the views were told settings and none could react: telling them again does nothing.
    private var quiet = false
    /// How many views were told last time, to size a full snapshot's tables.
    private var viewCount = 0
    /// The last full snapshot taken while ``quiet``.
    private var reference: AccessibilityHierarchy?

    /// A session over the views under `root`; `sourceName` names the snapshots' source.
    init(root: View, sourceName: String?) {
        self.root = root
        self.sourceName = sourceName
    }

    /// The screen under `settings`: what ``HierarchyBuilder/build(root:settings:sourceName:)`` would give now.
    package func snapshot(settings: AccessibilitySettings) -> AccessibilityHierarchy {
        tell(settings)
        if quiet, let reference, let derived = Self.derive(reference, under: settings) { return derived }
        let full = HierarchyBuilder.build(root: root, settings: settings, sourceName: sourceName, viewCount: viewCount)
            .hierarchy
        if quiet { reference = full }
        return full
    }

    /// Tells the views `settings` (for a snapshot, or the app's own settings again after an
    /// audit), unless the session is quiet and telling them would do nothing.
    package func tell(_ settings: AccessibilitySettings) {
        guard !quiet else { return }
        let told = HierarchyBuilder.notifySettings(root: root, settings: settings)
        viewCount = told.viewCount
        quiet = !told.mayHaveChangedViews
        if !quiet { reference = nil }
    }

    /// `reference` (a full snapshot of the same views) as a snapshot under `settings` would show it,
    /// or `nil` when the colours could differ (another appearance or Increase Contrast).
    static func derive(_ reference: AccessibilityHierarchy, under settings: AccessibilitySettings)
        -> AccessibilityHierarchy?
    {
        guard let old = reference.settings, old.userInterfaceStyle == settings.userInterfaceStyle,
            old.isDarkerSystemColorsEnabled == settings.isDarkerSystemColorsEnabled
        else { return nil }
        var derived = reference
        derived.settings = settings
        guard
            old.preferredContentSizeCategory != settings.preferredContentSizeCategory
                || old.isBoldTextEnabled != settings.isBoldTextEnabled
        else { return derived }
        for id in derived.elements.indices {
            guard var text = derived.elements[id].text else { continue }
            let size = HierarchyBuilder.measure(
                text.font, adjustsFontForContentSizeCategory: text.adjustsFontForContentSizeCategory ?? false,
                maximum: text.maximumContentSizeCategory, settings: settings)
            if text.pointSize != size.pointSize || text.isBold != size.isBold {
                text.pointSize = size.pointSize
                text.isBold = size.isBold
                derived.elements[id].text = text  // one write: the element's facts are copied once
            }
        }
        return derived
    }
}

extension View {
    /// This library's own view classes. None of them overrides ``accessibilitySettingsDidChange(_:)``,
    /// so telling one the settings changes nothing. Only add a class here that does not override it:
    /// ``LiveSnapshotSession`` derives re-snapshots of screens made only of these classes from an
    /// earlier snapshot instead of building them again.
    private static let settingsIndifferentClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(ApplicationRootView.self), ObjectIdentifier(Window.self),
        ObjectIdentifier(ScrollView.self), ObjectIdentifier(TabBar.self), ObjectIdentifier(TabBarButton.self),
        ObjectIdentifier(NavigationBar.self), ObjectIdentifier(Toolbar.self), ObjectIdentifier(Control.self),
        ObjectIdentifier(Button.self), ObjectIdentifier(Label.self), ObjectIdentifier(ImageView.self),
        ObjectIdentifier(TextView.self), ObjectIdentifier(TextField.self), ObjectIdentifier(Switch.self),
        ObjectIdentifier(Slider.self), ObjectIdentifier(PageControl.self), ObjectIdentifier(SegmentedControl.self),
        ObjectIdentifier(SegmentButton.self), ObjectIdentifier(Stepper.self), ObjectIdentifier(Keyboard.self),
        ObjectIdentifier(StatusBar.self), ObjectIdentifier(AlertView.self), ObjectIdentifier(TableViewCell.self),
    ]

    /// Whether telling this view the settings (``accessibilitySettingsDidChange(_:)``) may change it
    /// or other views: its class is not one of this library's own, so it may override that method.
    var mayReactToSettings: Bool {
        !Self.settingsIndifferentClasses.contains(ObjectIdentifier(type(of: self)))
    }
}
