import AuditKitLinux
import Foundation

/// Headless screens with text of known colours, exported and rendered to PNG with anti-aliased
/// text (`Tests/Screenshots/render_ground_truth.py`), so the pixel contrast measurement can be
/// checked against the truth.
///
/// Four screens of 390 × 844 pt: text on light backgrounds, on dark ones, on saturated colours,
/// and a mixed screen (several lines, 11 to 34 pt, hairline weights, text over gradients and
/// noise, image-only buttons). Text colours are chosen for contrast ratios from 1.5:1 to 21:1
/// around the 3:1 and 4.5:1 thresholds. Fonts name a DejaVu face (`familyName`), which the renderer
/// uses: Sans, Serif, Sans Mono and Sans Condensed, ExtraLight to Bold.
public enum GroundTruthScreens {
    /// An icon the renderer draws in an image-only button: a glyph in a colour, centred in its frame.
    public struct Icon: Codable, Hashable, Sendable {
        /// The button's element id in the exported hierarchy.
        public var elementID: Int
        /// The glyph drawn (DejaVu Sans has it).
        public var glyph: String
        /// The glyph's colour, `#RRGGBB`.
        public var color: String
    }

    /// One screen: a name, its headless app, and the icons its image-only buttons draw (by frame;
    /// ids are resolved after the snapshot).
    public struct Screen {
        /// The screen's name, also its rendered file's name.
        public var name: String
        /// The headless app that draws the screen.
        public var application: HeadlessApplication
        /// Each image-only button with the glyph it draws and the glyph's colour.
        public var icons: [(button: Button, glyph: String, color: Color)]
    }

    /// The contrast ratios the text colours aim at (the truth is computed from the rendered 8-bit colours).
    public static let targetRatios: [Double] = [
        1.5, 2.0, 2.5, 2.9, 3.0, 3.2, 3.6, 3.9, 4.0, 4.2, 4.4, 4.5, 4.6, 4.8, 5.5, 7, 9, 12, 16, 21,
    ]

    static let families = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "DejaVu Sans Condensed"]
    static let weights: [Font.Weight] = [.regular, .bold, .light, .medium, .semibold, .ultraLight, .heavy]
    static let sizes: [Double] = [17, 13, 20, 15, 24, 11, 28, 17, 34, 14]
    static let words = [
        "Settings", "Quarterly report", "Sign in", "Agenda 2026", "Privacy", "Früh café", "Ночь", "Δέλτα",
        "Total: $42.50", "Notifications", "Wi-Fi", "Hello, world", "Delete account", "Zoom 125%", "Messages",
        "Shipping", "Battery 87%", "Keep me signed in", "Offline", "Qwerty jig",
    ]

    /// Every screen.
    public static func all() -> [Screen] {
        [
            screen(
                "light", backgrounds: ["#FFFFFF", "#F2F2F7", "#FFF8E7", "#E8F0FE"],
                towards: ["#000000", "#1C3D8C", "#7A1F1F"], seed: 0),
            screen(
                "dark", backgrounds: ["#000000", "#1C1C1E", "#0B1F3A", "#16301E"],
                towards: ["#FFFFFF", "#FFE08A", "#9FD1FF"], seed: 7),
            screen(
                "colour", backgrounds: ["#007AFF", "#FF3B30", "#34C759", "#AF52DE", "#FF9500"],
                towards: ["#000000", "#FFFFFF"], seed: 13),
            mixed(),
        ]
    }

    /// Two columns of labels, each row on its own background band, colours aiming at ``targetRatios``.
    static func screen(_ name: String, backgrounds: [String], towards: [String], seed: Int) -> Screen {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = Color(hex: backgrounds[0])!
        var y = 8.0
        var index = seed
        while y < 800 {
            let size = sizes[index % sizes.count]
            let rowHeight = TextMetrics.lineHeight(forPointSize: size) + 8
            guard y + rowHeight <= 840 else { break }
            let band = View(frame: CGRect(x: 0, y: y, width: 390, height: rowHeight))
            band.backgroundColor = Color(hex: backgrounds[index % backgrounds.count])!
            window.addSubview(band)
            for column in 0..<2 {
                let background = RGBA(hex: backgrounds[index % backgrounds.count])!
                let target = targetRatios[(index * 7 + column * 3) % targetRatios.count]
                let extreme = RGBA(hex: towards[(index + column) % towards.count])!
                let color = colour(on: background, towards: extreme, ratio: target)
                let word = fitting(from: index + column * 5, size: size, width: 180)
                let label = makeLabel(
                    word, size: size, weight: weights[(index + column) % weights.count],
                    family: families[(index + column) % families.count], color: color, lines: 1,
                    origin: CGPoint(x: 12 + Double(column) * 195, y: 4), maxWidth: 180)
                band.addSubview(label)
            }
            y += rowHeight + 2
            index += 1
        }
        return Screen(name: name, application: HeadlessApplication(window, name: name), icons: [])
    }

    /// Several lines, sizes from 11 to 34 pt, text over a gradient and over noise, image-only buttons.
    static func mixed() -> Screen {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        var y = 10.0
        let paragraphs = [
            "Your order ships tomorrow and arrives within three working days",
            "Tap a row to see the details of each payment",
            "Notifications are off for this conversation until you turn them on again",
        ]
        for (i, text) in paragraphs.enumerated() {
            let size = [15.0, 17, 13][i]
            let background = RGBA(hex: ["#FFFFFF", "#F2F2F7", "#FFFFFF"][i])!
            let color = colour(on: background, towards: RGBA(hex: "#000000")!, ratio: [4.6, 3.4, 7.0][i])
            let band = View(
                frame: CGRect(x: 0, y: y, width: 390, height: TextMetrics.lineHeight(forPointSize: size) * 3 + 8))
            band.backgroundColor = Color(light: background, dark: background)
            window.addSubview(band)
            let label = makeLabel(
                text, size: size, weight: [.regular, .light, .bold][i], family: families[i], color: color, lines: 3,
                origin: CGPoint(x: 16, y: 4), maxWidth: 250)
            band.addSubview(label)
            y += band.frame.height + 4
        }
        // Hairline and large text on white.
        for (i, (size, weight)) in [
            (11.0, Font.Weight.ultraLight), (12, .ultraLight), (34, .bold), (28, .regular), (22, .ultraLight),
        ].enumerated() {
            let color = colour(
                on: RGBA(hex: "#FFFFFF")!, towards: RGBA(hex: "#000000")!, ratio: [4.8, 2.8, 2.9, 4.4, 3.1][i])
            let label = makeLabel(
                ["Fine print", "Terms apply", "Welcome", "Good morning", "Subtitle"][i], size: size, weight: weight,
                family: families[i % 2], color: color, lines: 1, origin: CGPoint(x: 16, y: y), maxWidth: 300)
            window.addSubview(label)
            y += label.frame.height + 6
        }
        // Text over a gradient and over noise: not two colours, so not to be measured.
        for (i, name) in ["gradient-#FFFFFF-#5A5A5A", "gradient-#003366-#66CCFF", "noise-#808080"].enumerated() {
            let image = ImageView(image: Image(named: name), frame: CGRect(x: 16, y: y, width: 358, height: 44))
            window.addSubview(image)
            let label = makeLabel(
                ["Over a gradient", "Sky", "Over a photo"][i], size: 20, weight: .bold, family: families[0],
                color: RGBA(hex: ["#000000", "#FFFFFF", "#FFFFFF"][i])!, lines: 1, origin: CGPoint(x: 12, y: 8),
                maxWidth: 300)
            image.addSubview(label)
            y += 50
        }
        // Image-only buttons (non-text contrast).
        var icons: [(button: Button, glyph: String, color: Color)] = []
        let iconCases: [(String, String, String, String)] = [
            ("star", "★", "#FFFFFF", "#FFCC00"), ("heart", "♥", "#FFFFFF", "#FF3B30"),
            ("check", "✓", "#F2F2F7", "#8E8E93"), ("gear", "⚙", "#FFFFFF", "#3A3A3C"),
            ("bell", "♪", "#1C1C1E", "#0A84FF"), ("plus", "✚", "#FFFFFF", "#C7C7CC"),
        ]
        for (i, item) in iconCases.enumerated() {
            let background = View(frame: CGRect(x: 16 + Double(i) * 60, y: y, width: 52, height: 52))
            background.backgroundColor = Color(hex: item.2)!
            let button = Button(image: Image(systemName: item.0), frame: CGRect(x: 4, y: 4, width: 44, height: 44))
            button.accessibilityLabel = item.0
            background.addSubview(button)
            window.addSubview(background)
            icons.append((button, item.1, Color(hex: item.3)!))
        }
        return Screen(name: "mixed", application: HeadlessApplication(window, name: "mixed"), icons: icons)
    }

    /// The first of ``words`` from `start` on that fits `width` points at `size`.
    static func fitting(from start: Int, size: Double, width: Double) -> String {
        for offset in 0..<words.count {
            let word = words[(start + offset) % words.count]
            let needed: Double = TextMetrics.estimatedWidth(of: word, pointSize: size, isBold: true) * widthFactor + 6
            if needed <= width { return word }
        }
        return "Ok"
    }

    /// How much wider the DejaVu faces draw than ``TextMetrics``' estimate for SF (Sans Mono is widest).
    static let widthFactor = 1.75

    /// A label sized as UIKit sizes one: the estimated width, and 1.2 × the size per line.
    static func makeLabel(
        _ text: String, size: Double, weight: Font.Weight, family: String, color: RGBA, lines: Int,
        origin: CGPoint, maxWidth: Double
    ) -> Label {
        let width = min(
            maxWidth, TextMetrics.estimatedWidth(of: text, pointSize: size, isBold: weight.isBold) * widthFactor + 6)
        let needed = max(
            1,
            min(
                lines,
                TextMetrics.lineCount(of: text, pointSize: size * widthFactor, isBold: weight.isBold, width: width - 6))
        )
        let label = Label(
            text: text,
            frame: CGRect(
                x: origin.x, y: origin.y, width: width,
                height: (TextMetrics.lineHeight(forPointSize: size) * Double(needed)).rounded(.up)))
        label.font = .custom(family, fixedSize: size, weight: weight)
        label.textColor = Color(light: color, dark: color)
        label.numberOfLines = lines
        return label
    }

    /// The colour between `background` and `extreme` (blended in sRGB values, then rounded to 8 bits)
    /// whose contrast with `background` is nearest `ratio` (the most `extreme` can give, if less).
    static func colour(on background: RGBA, towards extreme: RGBA, ratio: Double) -> RGBA {
        func mix(_ t: Double) -> RGBA {
            func c(_ a: Double, _ b: Double) -> Double { ((a + (b - a) * t) * 255).rounded() / 255 }
            return RGBA(
                red: c(background.red, extreme.red), green: c(background.green, extreme.green),
                blue: c(background.blue, extreme.blue))
        }
        var best = mix(1)
        var bestDistance = Double.infinity
        for step in 0...1000 {
            let candidate = mix(Double(step) / 1000)
            let distance = abs(RGBA.contrastRatio(candidate, background) - ratio)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }
}
