import AuditKitLinux
import Foundation

/// A star-sign list cell: an icon, the sign's name and its dates side by side. Bug: the labels are
/// one line in fixed-width columns, so at the larger accessibility sizes the text is cut off. Fix:
/// at accessibility sizes the cell stacks vertically, the labels wrap (`numberOfLines = 0`) and
/// each is as tall as its text, the way Auto Layout sizes a wrapping label.
public enum StarSignCellScenario: TalkScenario {
    /// One sentence about the scenario.
    public static let summary = "A star-sign cell that stacks vertically with wrapping labels at accessibility sizes."

    /// The cell; lays itself out for the content size category in every snapshot.
    public final class Cell: View {
        let icon = ImageView(image: Image(named: "sagittarius"))
        let name = Screen.label("Sagittarius", .headline, frame: .zero)
        let dates = Screen.label("November 22 – December 21", .subheadline, frame: .zero)
        let adapts: Bool

        init(adapts: Bool) {
            self.adapts = adapts
            super.init(frame: CGRect(x: 0, y: 100, width: 390, height: 60))
            icon.accessibilityLabel = nil
            addSubviews(icon, name, dates)
            if !adapts { [name, dates].forEach { $0.numberOfLines = 1 } }
            isAccessibilityElement = false
        }

        /// Whether the cell is laid out vertically now.
        public private(set) var isVertical = false

        /// Lays the cell out for the content size category: stacked at accessibility sizes in the fix.

        public override func accessibilitySettingsDidChange(_ settings: AccessibilitySettings) {
            let category = settings.preferredContentSizeCategory
            isVertical = adapts && category.isAccessibilityCategory
            if isVertical {
                icon.frame = CGRect(x: 16, y: 8, width: 44, height: 44)
                var y = 60.0
                for label in [name, dates] {
                    let height = fittedHeight(label, width: 358, category: category, bold: settings.isBoldTextEnabled)
                    label.frame = CGRect(x: 16, y: y, width: 358, height: height)
                    y += height + 4
                }
                frame.size.height = y + 8
            } else {
                icon.frame = CGRect(x: 16, y: 8, width: 44, height: 44)
                let nameHeight =
                    adapts ? fittedHeight(name, width: 120, category: category, bold: settings.isBoldTextEnabled) : 44
                let datesHeight =
                    adapts ? fittedHeight(dates, width: 186, category: category, bold: settings.isBoldTextEnabled) : 44
                name.frame = CGRect(x: 68, y: 8, width: 120, height: nameHeight)
                dates.frame = CGRect(x: 188, y: 8, width: 186, height: datesHeight)
                frame.size.height = max(60, max(nameHeight, datesHeight) + 16)
            }
        }

        /// The height, in points, a wrapping label needs at `width`: lines (estimated) × line height.
        private func fittedHeight(_ label: Label, width: Double, category: ContentSizeCategory, bold: Bool) -> Double {
            guard let text = label.text, let style = label.font.textStyle else { return 44 }
            let size = style.pointSize(for: category)
            let lines = TextMetrics.lineCount(
                of: text, pointSize: size, isBold: bold || style.isBoldByDefault, width: width)
            return (Double(lines) * max(style.lineHeight(for: category), TextMetrics.lineHeight(forPointSize: size)))
                .rounded(.up)
        }
    }

    /// Builds the screen; the cell is the window's only subview.
    public static func makeApp(_ state: ScenarioState) -> HeadlessApplication {
        Screen.app("Horoscope", [Cell(adapts: state == .fixed)])
    }
}
